// A dragged tile plays at the marked place nearest its drop on the board; off the board it goes back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dropTarget } from "../../js/table/drop-target.js";

const board = { left: 0, top: 100, right: 400, bottom: 300 };
const places = [
  { end: "left", x: 50, y: 200 },
  { end: "right", x: 350, y: 200 },
];

test("a drop on the board plays at the nearest marked place, however far from it", () => {
  assert.deepEqual(dropTarget({ x: 60, y: 190 }, board, places), { end: "left" });
  assert.deepEqual(dropTarget({ x: 201, y: 290 }, board, places), { end: "right" });
  assert.deepEqual(dropTarget({ x: 199, y: 110 }, board, places), { end: "left" });
  assert.deepEqual(dropTarget({ x: 5, y: 5 + 100 }, board, [{ end: null, x: 200, y: 200 }]), { end: null });
});

test("a drop off the board, or with no place marked, plays nothing", () => {
  assert.equal(dropTarget({ x: 60, y: 350 }, board, places), null);
  assert.equal(dropTarget({ x: -1, y: 200 }, board, places), null);
  assert.equal(dropTarget({ x: 200, y: 200 }, board, []), null);
});
