// The coach's run over a scripted engine: every round's decisions named first, then one
// review_move at a time with progress n of m; a cancel stops it between two requests; the
// totals add the engine's costs per seat reviewed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ReviewCancelled, costBySeat, createReviewRun, reviewsOfRound } from "../../js/replay/review-run.js";

const play = (tile, end) => ({ type: "play", tile, end });

/** An engine answering review_round and review_move from a script, recording what it was asked. */
function scriptedEngine(decisions, { onMove = () => {} } = {}) {
  const asked = [];
  return {
    asked,
    ready: Promise.resolve(),
    async request(cmd, params) {
      asked.push({ cmd, ...params });
      if (cmd === "review_round") return { decisions: decisions[params.round] ?? [] };
      if (cmd === "review_move") {
        onMove(params);
        const cost = params.index / 2;
        return {
          seat: 0,
          chosen: play([1, 2], "left"),
          best: play([3, 4], "right"),
          cost,
          mark: cost === 0 ? "best" : "mistake",
          choices: [],
        };
      }
      throw new Error(`not scripted: ${cmd}`);
    },
  };
}

test("a round's decisions are reviewed one request at a time, with progress after each", async () => {
  const engine = scriptedEngine({
    2: [
      { index: 0, seat: 0, choices: 2 },
      { index: 4, seat: 0, choices: 3 },
    ],
  });
  const progress = [];
  const run = createReviewRun(engine);
  const reviewed = await run.run({
    rounds: [2],
    seats: [0],
    source: "match",
    onProgress: (p) => progress.push([p.done, p.total, p.latest?.decision.index ?? null]),
  });
  assert.deepEqual(
    engine.asked.map(({ cmd, round, index, seats, source }) => [cmd, round, index ?? seats, source]),
    [
      ["review_round", 2, [0], "match"],
      ["review_move", 2, 0, "match"],
      ["review_move", 2, 4, "match"],
    ],
  );
  assert.deepEqual(progress, [
    [0, 2, null],
    [1, 2, 0],
    [2, 2, 4],
  ]);
  assert.deepEqual(
    reviewed.map((item) => [item.round, item.decision.index, item.review.cost]),
    [
      [2, 0, 0],
      [2, 4, 2],
    ],
  );
});

test("a whole match: every round's decisions are counted before the first move is reviewed", async () => {
  const engine = scriptedEngine({
    1: [{ index: 1, seat: 0, choices: 2 }],
    2: [],
    3: [
      { index: 2, seat: 1, choices: 2 },
      { index: 5, seat: 0, choices: 2 },
    ],
  });
  const totals = [];
  const reviewed = await createReviewRun(engine).run({
    rounds: [1, 2, 3],
    seats: [0, 1],
    source: "record",
    onProgress: (p) => totals.push(p.total),
  });
  assert.deepEqual(
    engine.asked.slice(0, 3).map((a) => a.cmd),
    ["review_round", "review_round", "review_round"],
  );
  assert.deepEqual(totals, [3, 3, 3, 3]);
  assert.deepEqual(
    reviewed.map((item) => [item.round, item.decision.index]),
    [
      [1, 1],
      [3, 2],
      [3, 5],
    ],
  );
});

test("a cancel stops the run after the request on its way; nothing more is asked", async () => {
  let run;
  const engine = scriptedEngine(
    { 1: [0, 2, 4, 6].map((index) => ({ index, seat: 0, choices: 2 })) },
    { onMove: ({ index }) => index === 2 && run.cancel() },
  );
  run = createReviewRun(engine);
  const seen = [];
  await assert.rejects(
    run.run({ rounds: [1], seats: [0], source: "match", onProgress: (p) => seen.push(p.done) }),
    ReviewCancelled,
  );
  assert.deepEqual(seen, [0, 1], "the move reviewed while cancelling is not told");
  assert.deepEqual(
    engine.asked.filter((a) => a.cmd === "review_move").map((a) => a.index),
    [0, 2],
  );
});

test("a newer run cancels the older one", async () => {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const engine = scriptedEngine({ 1: [{ index: 0, seat: 0, choices: 2 }] });
  const slow = {
    ...engine,
    async request(cmd, params) {
      if (cmd === "review_round" && params.source === "match") await gate;
      return engine.request(cmd, params);
    },
  };
  const run = createReviewRun(slow);
  const first = run.run({ rounds: [1], seats: [0], source: "match" });
  const second = run.run({ rounds: [1], seats: [0], source: "record" });
  release();
  await assert.rejects(first, ReviewCancelled);
  assert.equal((await second).length, 1);
});

test("the totals add the engine's costs per seat reviewed; a seat without decisions cost nothing", () => {
  const item = (round, index, seat, cost) => ({
    round,
    decision: { index, seat, choices: 2 },
    review: { seat, cost, mark: "good", chosen: { type: "pass" }, best: { type: "pass" }, choices: [] },
  });
  const reviewed = [item(1, 0, 2, 1.5), item(1, 3, 0, 0.25), item(2, 1, 2, 4)];
  assert.deepEqual(
    [...costBySeat(reviewed, [0, 2, 3])],
    [
      [0, 0.25],
      [2, 5.5],
      [3, 0],
    ],
  );
  assert.deepEqual([...reviewsOfRound(reviewed, 1).keys()], [0, 3]);
  assert.equal(reviewsOfRound(reviewed, 2).get(1).cost, 4);
});
