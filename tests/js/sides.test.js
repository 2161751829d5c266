// Which side a seat plays for: one helper for the seat chips' scores and the sound.
import { test } from "node:test";
import assert from "node:assert/strict";
import { arePartners, sideOf } from "../../js/table/sides.js";
import { soundFor } from "../../js/table/sound.js";

const TEAMS = [
  [0, 2],
  [1, 3],
];

test("without partnerships a seat plays for itself", () => {
  for (const seat of [0, 1, 2, 3]) assert.equal(sideOf(null, seat), seat);
});

test("in partnership a seat plays for its team: seats 0 and 2 for team 0, 1 and 3 for team 1", () => {
  assert.deepEqual(
    [0, 1, 2, 3].map((seat) => sideOf(TEAMS, seat)),
    [0, 1, 0, 1],
  );
});

test("partners are two different seats of one team, and only in partnership", () => {
  assert.equal(arePartners(TEAMS, 0, 2), true);
  assert.equal(arePartners(TEAMS, 3, 1), true);
  assert.equal(arePartners(TEAMS, 0, 1), false);
  assert.equal(arePartners(TEAMS, 2, 2), false); // a seat is not its own partner
  assert.equal(arePartners(null, 0, 2), false);
});

test("the sound hears a round won by the side the helper names, for every seat and team", () => {
  for (const teams of [null, TEAMS]) {
    for (const you of [0, 1, 2, 3]) {
      for (const winner of teams ? [0, 1] : [0, 1, 2, 3]) {
        const heard = soundFor({ type: "round_over", result: /** @type {any} */ ({ winner }) }, { you, teams });
        assert.equal(heard, winner === sideOf(teams, you) ? "won" : "lost");
      }
    }
  }
});
