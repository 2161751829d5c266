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
});

test("a tied round has no result sound: it is neither won nor lost", () => {
  assert.equal(soundFor(roundOver(null), solo), null);
  assert.equal(soundFor(roundOver(null), pairs), null);
  // the batch then sounds the move that ended the round, not a loss
  assert.equal(soundOfBatch([{ type: "pass" }, roundOver(null), { type: "match_over" }], solo), "pass");
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
  const sound = createSound({ isOn: () => on, root, makeContext: () => null, gestures: new EventTarget() });
  sound.tell([{ type: "play" }], solo);
  sound.tell([{ type: "pass" }], solo);
  assert.deepEqual(root.dataset, { lastSound: "pass", soundCount: "2" });
  on = false;
  sound.tell([{ type: "play" }], solo);
  assert.deepEqual(root.dataset, { lastSound: "pass", soundCount: "2" });
});

/** A stand-in AudioContext: counts what is asked of it; starts suspended, as outside a gesture. */
function fakeContext() {
  const context = {
    state: "suspended",
    currentTime: 0,
    resumed: 0,
    notes: 0,
    destination: {},
    resume() {
      context.resumed += 1;
      context.state = "running";
      return Promise.resolve();
    },
    createOscillator: () => ({
      frequency: {},
      connect: (node) => node,
      start: () => (context.notes += 1),
      stop: () => {},
    }),
    createGain: () => ({
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node) => node,
    }),
  };
  return context;
}

test("the audio is made and woken in the player's press, not by a bot's move", () => {
  const made = [];
  const gestures = new EventTarget();
  const root = { dataset: {} };
  const sound = createSound({
    isOn: () => true,
    root,
    makeContext: () => {
      const context = fakeContext();
      made.push(context);
      return context;
    },
    gestures,
  });
  sound.play("tile"); // a bot's move before any press: counted, no context made
  assert.equal(made.length, 0);
  assert.equal(root.dataset.soundCount, "1");
  gestures.dispatchEvent(new Event("pointerdown"));
  assert.equal(made.length, 1);
  assert.equal(made[0].resumed, 1, "a context the browser started suspended is resumed in the press");
  sound.play("won");
  assert.equal(made[0].notes, 3, "the three notes of a won round");
  made[0].state = "suspended"; // e.g. the browser suspended it in the background
  sound.play("tile");
  assert.equal(made[0].notes, 3, "nothing piles up in a suspended context");
  gestures.dispatchEvent(new Event("keydown"));
  assert.equal(made.length, 1, "one context for the page");
  assert.equal(made[0].resumed, 2);
  gestures.dispatchEvent(new Event("pointerup"));
  assert.equal(made[0].resumed, 2, "a running context is left alone");
});
