// Which sound each event makes, for the seat at the device; a muted player counts nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createSound, soundFor, soundOfBatch } from "../../js/table/sound.js";

const solo = { you: 1, teams: null };
const pairs = {
  you: 2,
  teams: [
    [0, 2],
    [1, 3],
  ],
};
const roundOver = (winner) => ({ type: "round_over", result: { winner } });

test("a play, a pass, and a round won or lost each have their sound; other events none", () => {
  assert.equal(soundFor({ type: "play", seat: 0 }, solo), "tile");
  assert.equal(soundFor({ type: "pass", seat: 0 }, solo), "pass");
  assert.equal(soundFor({ type: "draw", seat: 0 }, solo), null);
  assert.equal(soundFor({ type: "deal" }, solo), null);
  assert.equal(soundFor(roundOver(1), solo), "won");
  assert.equal(soundFor(roundOver(0), solo), "lost");
  assert.equal(soundFor(roundOver(null), solo), "lost", "a tie is not a win");
});

test("in partnership the winner is a team: the partner's win is yours", () => {
  assert.equal(soundFor(roundOver(0), pairs), "won");
  assert.equal(soundFor(roundOver(1), pairs), "lost");
});

test("a batch sounds its last event that has a sound: the round's end over the tile that ended it", () => {
  assert.equal(soundOfBatch([{ type: "play" }, roundOver(1), { type: "match_over" }], solo), "won");
  assert.equal(soundOfBatch([{ type: "draw" }], solo), null);
});

test("sounds are counted on the root while the sound is on, and not at all when muted", () => {
  let on = true;
  const root = { dataset: {} };
  const sound = createSound({ isOn: () => on, root, makeContext: () => null });
  sound.tell([{ type: "play" }], solo);
  sound.tell([{ type: "pass" }], solo);
  assert.deepEqual(root.dataset, { lastSound: "pass", soundCount: "2" });
  on = false;
  sound.tell([{ type: "play" }], solo);
  assert.deepEqual(root.dataset, { lastSound: "pass", soundCount: "2" });
});
