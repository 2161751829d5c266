// The automatic moves follow the engine's view: each acts only when its setting is on.
import { test } from "node:test";
import assert from "node:assert/strict";
import { automaticMove } from "../../js/table/auto-moves.js";

const ALL = { autoPass: true, autoDraw: true, autoOnly: true };
const NONE = { autoPass: false, autoDraw: false, autoOnly: false };
const view = (legal, { can_pass = false, can_draw = false, ends = { left: 3, right: 5 } } = {}) => ({
  legal,
  can_pass,
  can_draw,
  ends,
});

test("nothing is done for a player who turned every automatic move off", () => {
  assert.equal(automaticMove(view([], { can_pass: true }), NONE), null);
  assert.equal(automaticMove(view([], { can_draw: true }), NONE), null);
  assert.equal(automaticMove(view([{ tile: [1, 2], end: "left" }]), NONE), null);
});

test("a pass when the engine allows one and nothing fits", () => {
  assert.deepEqual(automaticMove(view([], { can_pass: true }), { ...NONE, autoPass: true }), { type: "pass" });
  assert.equal(automaticMove(view([], { can_pass: true }), { ...ALL, autoPass: false }), null);
});

test("a draw while the engine allows one; never a pass before the boneyard is empty", () => {
  assert.deepEqual(automaticMove(view([], { can_draw: true }), { ...NONE, autoDraw: true }), { type: "draw" });
  assert.equal(automaticMove(view([], { can_draw: true, can_pass: true }), { ...NONE, autoPass: true }), null);
});

test("the only legal move is played; a choice of places or tiles is left to the player", () => {
  const only = { tile: [3, 5], end: "right" };
  assert.deepEqual(automaticMove(view([only]), { ...NONE, autoOnly: true }), { type: "play", ...only });
  assert.deepEqual(automaticMove(view([{ tile: [6, 6], end: null }]), { ...NONE, autoOnly: true }), {
    type: "play",
    tile: [6, 6],
    end: null,
  });
  const twoPlaces = [
    { tile: [3, 5], end: "left" },
    { tile: [3, 5], end: "right" },
  ];
  assert.equal(automaticMove(view(twoPlaces), ALL), null);
});

test("two ends showing the same value are one place: the tile that fits them is the only move", () => {
  const sixes = { ends: { left: 6, right: 6 } };
  const bothEnds = [
    { tile: [6, 2], end: "left" },
    { tile: [6, 2], end: "right" },
  ];
  assert.deepEqual(automaticMove(view(bothEnds, sixes), { ...NONE, autoOnly: true }), {
    type: "play",
    tile: [6, 2],
    end: "left",
  });
  assert.equal(automaticMove(view(bothEnds, sixes), NONE), null);
  // two tiles, each fitting both sixes: a choice of tiles
  const twoTiles = [...bothEnds, { tile: [6, 4], end: "left" }, { tile: [6, 4], end: "right" }];
  assert.equal(automaticMove(view(twoTiles, sixes), ALL), null);
});
