// The line's geometry: every tile in its place along a path that starts at the
// lead, runs outward on both sides, touches its neighbours, never overlaps, and
// bends to stay on the board; doubles lie crosswise; the unit is the tiles' size.
import { test } from "node:test";
import assert from "node:assert/strict";
import { layoutLine } from "../../js/table/line-layout.js";

const EPS = 1e-6;

/**
 * A line as a view gives it: pips chained left to right, the lead at `leadIndex`,
 * then tiles placed alternately to its right and left (seq 1, 2, ...).
 */
function lineOf(values, leadIndex) {
  const entries = [];
  for (let i = 0; i + 1 < values.length; i++) {
    const [left, right] = [values[i], values[i + 1]];
    entries.push({ tile: [Math.min(left, right), Math.max(left, right)], left, right, seat: 0, seq: -1 });
  }
  entries[leadIndex].seq = 0;
  let seq = 1;
  for (let step = 1; seq < entries.length; step++) {
    if (leadIndex + step < entries.length) entries[leadIndex + step].seq = seq++;
    if (leadIndex - step >= 0) entries[leadIndex - step].seq = seq++;
  }
  return entries;
}

// 27 tiles with doubles scattered on both arms (the longest a Block line can be is 28).
const LONG = lineOf([0, 1, 1, 2, 3, 3, 4, 5, 6, 6, 0, 2, 2, 5, 4, 4, 1, 3, 6, 5, 5, 0, 3, 2, 6, 4, 0, 0], 13);

const tilesOf = (items) => items.filter((item) => item.kind === "tile");
const overlapArea = (a, b) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
const touching = (a, b) =>
  Math.max(a.x, b.x) <= Math.min(a.x + a.w, b.x + b.w) + EPS &&
  Math.max(a.y, b.y) <= Math.min(a.y + a.h, b.y + b.h) + EPS;

/** The items of one arm, from the lead outward. */
function arm(items, line, side) {
  const lead = line.findIndex((entry) => entry.seq === 0);
  const byEntry = new Map(tilesOf(items).map((item) => [item.entry, item]));
  const entries = side === "right" ? line.slice(lead + 1) : line.slice(0, lead).reverse();
  return [byEntry.get(line[lead]), ...entries.map((entry) => byEntry.get(entry))];
}

test("nothing on the line and no marker: nothing to lay", () => {
  assert.deepEqual(layoutLine([], { width: 400, height: 300 }).items, []);
});

test("the lead's marker before the first tile sits in the middle, crosswise for a double", () => {
  for (const double of [false, true]) {
    const { unit, items } = layoutLine([], { width: 400, height: 300, ghosts: { lead: double } });
    assert.equal(items.length, 1);
    const [ghost] = items;
    assert.equal(ghost.kind, "ghost");
    assert.equal(ghost.end, null);
    assert.ok(Math.abs(ghost.cx - 200) < EPS && Math.abs(ghost.cy - 150) < EPS);
    const [w, h] = double ? [unit, 2 * unit] : [2 * unit, unit];
    assert.ok(Math.abs(ghost.rect.w - w) < EPS && Math.abs(ghost.rect.h - h) < EPS);
  }
});

test("a lone lead is centred, lies east-west and shows its pips as they lie", () => {
  const line = lineOf([2, 5], 0);
  const { items } = layoutLine(line, { width: 500, height: 320 });
  assert.equal(items.length, 1);
  const [lead] = items;
  assert.equal(lead.kind, "tile");
  assert.deepEqual([lead.cx, lead.cy, lead.angle, lead.near, lead.far], [250, 160, 0, 2, 5]);
});

test("on a wide board the arms run outward along one row, doubles crosswise", () => {
  const line = lineOf([1, 3, 3, 4, 6, 2], 2); // [1|3] [3|3] ([3|4] lead) [4|6] [6|2]
  const { unit, items } = layoutLine(line, { width: 1200, height: 400 });
  const right = arm(items, line, "right");
  const left = arm(items, line, "left");
  assert.ok(right.every((item, i) => i === 0 || item.cx > right[i - 1].cx));
  assert.ok(left.every((item, i) => i === 0 || item.cx < left[i - 1].cx));
  assert.ok(tilesOf(items).every((item) => Math.abs(item.cy - items[0].cy) < EPS));
  const double = tilesOf(items).find((item) => item.entry.tile[0] === item.entry.tile[1]);
  assert.equal(double.angle % 180, 90);
  assert.ok(Math.abs(double.rect.w - unit) < EPS && Math.abs(double.rect.h - 2 * unit) < EPS);
});

test("each tile's near half faces the lead", () => {
  const line = lineOf([1, 3, 3, 4, 6, 2], 2);
  const { items } = layoutLine(line, { width: 1200, height: 400 });
  for (const item of arm(items, line, "right").slice(1)) assert.equal(item.near, item.entry.left);
  for (const item of arm(items, line, "left").slice(1)) assert.equal(item.near, item.entry.right);
});

for (const [width, height] of [
  [1000, 420],
  [360, 300],
  [300, 520],
  [180, 160],
]) {
  test(`a long line on a ${width}x${height} board: continuous, no overlap, on the board`, () => {
    const margin = 8;
    const ghosts = { left: false, right: true };
    const { unit, items } = layoutLine(LONG, { width, height, ghosts, margin });
    assert.equal(tilesOf(items).length, LONG.length);
    assert.equal(items.length, LONG.length + 2);
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        assert.ok(overlapArea(items[i].rect, items[j].rect) < EPS, `items ${i} and ${j} overlap`);
      }
    }
    for (const side of ["left", "right"]) {
      const path = arm(items, LONG, side);
      path.push(items.find((item) => item.kind === "ghost" && item.end === side));
      for (let i = 1; i < path.length; i++) assert.ok(touching(path[i - 1].rect, path[i].rect), `${side} arm breaks`);
    }
    for (const { rect } of items) {
      assert.ok(rect.x >= margin - EPS && rect.x + rect.w <= width - margin + EPS, "inside the board's width");
      assert.ok(rect.y >= margin - EPS && rect.y + rect.h <= height - margin + EPS, "inside the board's height");
    }
    for (const item of tilesOf(items)) {
      const double = item.entry.tile[0] === item.entry.tile[1];
      const long = Math.max(item.rect.w, item.rect.h);
      const short = Math.min(item.rect.w, item.rect.h);
      assert.ok(Math.abs(long - 2 * unit) < EPS && Math.abs(short - unit) < EPS, "laid at the unit returned");
      assert.equal(item.angle % 180 === 90, double !== (item.heading === "S" || item.heading === "N"));
    }
  });
}

/** Whether a piece's long side is across the way to `other` (the larger of the centres' distances). */
function crosswiseTo(piece, other) {
  const [dx, dy] = [Math.abs(other.cx - piece.cx), Math.abs(other.cy - piece.cy)];
  const longAcrossX = piece.rect.h > piece.rect.w; // the long side runs up and down
  return dx > dy ? longAcrossX : !longAcrossX;
}

test("a double lies crosswise also where the line bends: to the tile before it and the one after", () => {
  let bends = 0;
  for (const [width, height] of [
    [360, 300],
    [300, 520],
    [180, 160],
    [240, 400],
    [420, 300],
    [520, 260],
  ]) {
    for (const lead of [3, 9, 13, 20]) {
      const line = lineOf([0, 1, 1, 2, 3, 3, 4, 5, 6, 6, 0, 2, 2, 5, 4, 4, 1, 3, 6, 5, 5, 0, 3, 2, 6, 4, 0, 0], lead);
      const { items } = layoutLine(line, { width, height, ghosts: { left: true, right: true } });
      for (const side of ["left", "right"]) {
        const path = arm(items, line, side);
        path.push(items.find((item) => item.kind === "ghost" && item.end === side));
        for (let i = 1; i < path.length; i++) {
          if (!path[i].double) continue;
          const [before, after] = [path[i - 1], path[i + 1]];
          if (after && after.heading !== path[i].heading) bends++;
          assert.ok(crosswiseTo(path[i], before), `${width}x${height}: a double lengthwise to the tile before it`);
          if (after)
            assert.ok(crosswiseTo(path[i], after), `${width}x${height}: a double lengthwise to the tile after it`);
        }
      }
    }
  }
  assert.ok(bends > 3, "doubles where the line bends were laid"); // the case is met, not missed
});

test("a line too long for one row bends back into the next", () => {
  const { items } = layoutLine(LONG, { width: 360, height: 300 });
  const headings = new Set(items.map((item) => item.heading));
  assert.ok(headings.has("S") && headings.has("N"), "both arms turn");
  assert.ok(headings.has("E") && headings.has("W"));
});

test("the unit shrinks to fit and is the tiles' size even when nothing fits", () => {
  const roomy = layoutLine(LONG, { width: 1000, height: 420 }).unit;
  const small = layoutLine(LONG, { width: 360, height: 300 }).unit;
  assert.ok(small < roomy);
  // A board too small for the line even at the smallest unit: every tile is still drawn.
  for (const [width, height] of [
    [50, 50],
    [80, 60],
  ]) {
    const { unit, items } = layoutLine(LONG, { width, height });
    assert.equal(tilesOf(items).length, LONG.length);
    const plain = tilesOf(items).find((item) => item.entry.tile[0] !== item.entry.tile[1]);
    assert.ok(Math.abs(Math.max(plain.rect.w, plain.rect.h) - 2 * unit) < EPS);
  }
});

// Issue 14: on a phone the line turned after every one or two tiles (a staircase).
const flatRuns = (items) => {
  const runs = [];
  let run = 0;
  for (const item of tilesOf(items)) {
    if (item.heading === "E" || item.heading === "W") run++;
    else if (run) {
      runs.push(run);
      run = 0;
    }
  }
  return runs;
};

test("on a phone-wide board a line that turns lies in long rows, not a staircase", () => {
  const line = lineOf([0, 1, 1, 2, 3, 3, 4, 5, 6, 6, 0, 2, 2, 5, 4], 7); // 14 tiles
  const width = 360;
  const { unit, items } = layoutLine(line, { width, height: 300, ghosts: { left: false, right: false } });
  assert.ok(unit <= (width - 16) / 16 + EPS, "a row holds eight tiles");
  const upright = tilesOf(items).filter(
    (item) => item.entry.tile[0] !== item.entry.tile[1] && (item.heading === "S" || item.heading === "N"),
  );
  assert.ok(upright.length <= 2, `${upright.length} turns for 14 tiles`);
  assert.ok(flatRuns(items).every((run) => run >= 2));
});

test("a short line that fits straight keeps a large unit", () => {
  const line = lineOf([1, 3, 4], 0);
  const { unit, items } = layoutLine(line, { width: 360, height: 300 });
  assert.ok(unit > 360 / 16, String(unit));
  assert.ok(items.every((item) => item.heading === "E" || item.heading === "W"));
});

test("the longer arm runs on over the part of the lead's row the shorter arm does not need", () => {
  const line = lineOf([5, 1, 3, 4, 6, 2, 0, 1, 4], 0); // the lead at the left end: one arm only
  const { unit, items } = layoutLine(line, { width: 360, height: 300, ghosts: { left: false, right: false } });
  const lead = items[0];
  const row = tilesOf(items).filter((item) => item.rect.y <= lead.cy && lead.cy <= item.rect.y + item.rect.h);
  const reach = Math.max(...row.map((item) => item.rect.x + item.rect.w)) - lead.rect.x;
  assert.ok(reach > 360 / 2, `the lead's row reaches ${reach} (unit ${unit})`); // half the board: 150
});

test("on a large board the tiles grow with the board, up to a ceiling", () => {
  const line = lineOf([1, 3, 4, 6, 2, 5, 5, 0, 1], 4); // eight tiles
  const unitAt = (width, height) => layoutLine(line, { width, height }).unit;
  const small = unitAt(712, 388); // the board at 1000x700
  const desk = unitAt(992, 522); // at 1280x800
  const large = unitAt(1152, 622); // at 1440x900
  assert.ok(small < desk && desk < large, `${small} ${desk} ${large}`);
  assert.ok(unitAt(4000, 3000) === unitAt(5000, 4000)); // with a ceiling
});
