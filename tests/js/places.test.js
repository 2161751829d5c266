// The engine's legal moves grouped into the places a player tells apart: two ends showing
// the same value are one place; different values, or none yet (the lead), as the engine lists them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { distinctMoves, placeGroups } from "../../js/table/places.js";

const both = (tile) => [
  { tile, end: "left" },
  { tile, end: "right" },
];

test("a tile fitting two ends of the same value has one place, its ends in the engine's order", () => {
  const view = { legal: [...both([3, 6]), ...both([6, 6])], ends: { left: 6, right: 6 } };
  assert.deepEqual(placeGroups(view, "3-6"), [["left", "right"]]);
  assert.deepEqual(placeGroups(view, "6-6"), [["left", "right"]]);
  assert.deepEqual(distinctMoves(view), [
    { tile: [3, 6], end: "left" },
    { tile: [6, 6], end: "left" },
  ]);
});

test("two ends of different values are a real choice", () => {
  const view = { legal: [...both([3, 6]), { tile: [1, 3], end: "right" }], ends: { left: 6, right: 3 } };
  assert.deepEqual(placeGroups(view, "3-6"), [["left"], ["right"]]);
  assert.deepEqual(placeGroups(view, "1-3"), [["right"]]);
  assert.equal(distinctMoves(view).length, 3);
});

test("the lead is one place; a tile not in the legal list has none", () => {
  const view = { legal: [{ tile: [5, 5], end: null }], ends: null };
  assert.deepEqual(placeGroups(view, "5-5"), [[null]]);
  assert.deepEqual(placeGroups(view, "1-2"), []);
  assert.deepEqual(distinctMoves(view), [{ tile: [5, 5], end: null }]);
  assert.deepEqual(distinctMoves({ legal: [], ends: { left: 1, right: 1 } }), []);
});
