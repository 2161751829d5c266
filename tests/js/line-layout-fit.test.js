// Random lines through the real layout module, at board sizes from a phone to a wide
// desktop: every tile and ghost place stays on the board (while the tile unit is above
// its minimum) and no two of them overlap.
import { test } from "node:test";
import assert from "node:assert/strict";
import { layoutLine } from "../../js/table/line-layout.js";

const WIDTHS = [240, 360, 700, 1100, 1600];
const HEIGHTS = [160, 300, 520, 900];
const SLACK = 0.01;

/** A small linear congruential generator: the same lines on every run. */
function generator(seed) {
  return (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
}

function randomLine(rnd) {
  const n = 1 + rnd(28);
  const lead = rnd(n);
  const line = [];
  for (let i = 0; i < n; i++) {
    const a = rnd(7);
    const b = rnd(4) === 0 ? a : rnd(7);
    line.push({ tile: [Math.min(a, b), Math.max(a, b)], left: a, right: b, seq: i === lead ? 0 : i + 1 });
  }
  return line;
}

const overlap = (r, q) =>
  Math.min(r.x + r.w, q.x + q.w) - Math.max(r.x, q.x) > SLACK &&
  Math.min(r.y + r.h, q.y + q.h) - Math.max(r.y, q.y) > SLACK;

const outside = (r, width, height) =>
  r.x < -SLACK || r.y < -SLACK || r.x + r.w > width + SLACK || r.y + r.h > height + SLACK;

test("1500 random lines fit their board without overlaps", () => {
  const rnd = generator(7);
  const problems = [];
  for (let trial = 0; trial < 1500; trial++) {
    const line = randomLine(rnd);
    const width = WIDTHS[rnd(5)];
    const height = HEIGHTS[rnd(4)];
    const ghosts = { left: rnd(2) === 0, right: rnd(3) === 0 };
    const { unit, items } = layoutLine(line, { width, height, ghosts });
    for (let i = 0; i < items.length; i++) {
      const r = items[i].rect;
      if (unit > 6.01 && outside(r, width, height)) problems.push(["off", width, height, line.length]);
      for (let j = i + 1; j < items.length; j++) {
        if (overlap(r, items[j].rect)) problems.push(["overlap", width, height, line.length]);
      }
    }
  }
  assert.deepEqual(problems.slice(0, 5), []);
});
