// The seats around the table: clockwise from the seat at the device, the seat across
// at the top (the partner in partnership), the others left and right.
import { test } from "node:test";
import assert from "node:assert/strict";
import { seatsAround } from "../../js/table/seat-layout.js";

test("two players face each other", () => {
  assert.deepEqual(seatsAround(2, 0), [{ seat: 1, position: "top" }]);
  assert.deepEqual(seatsAround(2, 1), [{ seat: 0, position: "top" }]);
});

test("three players: the next seat on the left, the last on the right", () => {
  assert.deepEqual(seatsAround(3, 2), [
    { seat: 0, position: "left" },
    { seat: 1, position: "right" },
  ]);
});

test("four players: the seat two places on sits across, for every viewer", () => {
  for (let viewer = 0; viewer < 4; viewer++) {
    const around = seatsAround(4, viewer);
    assert.deepEqual(
      around.map(({ position }) => position),
      ["left", "top", "right"],
    );
    assert.deepEqual(
      around.map(({ seat }) => seat),
      [1, 2, 3].map((step) => (viewer + step) % 4),
    );
  }
});

test("a table for no such number of players is a defect", () => {
  assert.throws(() => seatsAround(5, 0));
});
