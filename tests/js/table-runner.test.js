// The table's loop against a scripted engine: a bot's move at the picked pace, a wait
// for a move made on another device, the hot-seat covers, an automatic move announced
// first, a refusal that stops the loop, and a new match that stops the last one's loop.
import { afterEach, test } from "node:test";
import assert from "node:assert/strict";
import { createTableRunner } from "../../js/table/table-runner.js";
import { createTelling } from "../../js/table/table-telling.js";
import { LOCAL_SEATING, statusOf } from "../../js/table/table-derive.js";
import { createTableState } from "../../js/table/table-state.js";
import { NO_ENGINE, human, makeView, words } from "./support/table-views.js";

const playBy = (seat, tile, seq) => ({
  type: "play",
  seat,
  tile,
  end: "right",
  seq,
  ends: { left: 6, right: tile[1] },
});
/** Every promise that can settle now has settled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The page's loops run on their own and report a defect as an uncaught error (the
// browser's reportError, which Node has not): here each is kept, and a test checks them.
/** @type {unknown[]} */
const reported = [];
globalThis.reportError = (error) => reported.push(error);
afterEach(() => assert.deepEqual(reported.splice(0), []));

/**
 * A runner over a scripted engine: `answers[cmd]` is a list of answers (or errors) given
 * in turn; everything the runner does to the page is written down in `seen`.
 */
function harness({ answers = {}, autoMove = () => null, delay = () => Promise.resolve(), speed = "instant" } = {}) {
  const seen = { asked: [], shows: 0, statuses: [], covers: [], summaries: [], lines: [] };
  const engine = {
    ready: Promise.resolve(),
    async request(cmd, params) {
      seen.asked.push([cmd, params]);
      const answer = answers[cmd]?.shift();
      if (!answer) throw new Error(`nothing scripted for ${cmd}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const state = createTableState(NO_ENGINE);
  const log = { add: (line) => seen.lines.push(line), say: () => {}, clear: () => (seen.lines = []) };
  const telling = createTelling({ state, log, words, onNews: () => {} });
  const runner = createTableRunner({
    state,
    async ask(cmd, params) {
      try {
        return await state.run.source.request(cmd, params);
      } catch (error) {
        if (!error.refusal) throw error;
        state.notice = { text: error.message, detail: "", error: true };
        return null;
      }
    },
    show: () => seen.shows++,
    showStatus: () => seen.statuses.push(statusOf(state, words).text),
    async cover(seat) {
      seen.covers.push(seat);
    },
    telling,
    summary: { show: (view, how) => seen.summaries.push(how), hide: () => {} },
    words,
    getSpeed: () => speed,
    autoMove,
    delay,
  });
  return { state, runner, engine, seen };
}

test("a bot's move is asked for the seat at the device, told in the log, and the player's turn comes", async () => {
  const start = makeView({ turn: 1, line: [] });
  const after = makeView({ turn: 0 });
  const waited = [];
  const { state, runner, engine, seen } = harness({
    answers: { bot_turn: [{ view: after, events: [playBy(1, [5, 6], 0)] }] },
    delay: async (ms) => waited.push(ms),
    speed: "slow",
  });
  await runner.open(async () => ({ view: start, events: [] }), LOCAL_SEATING, engine);
  await settle();
  assert.deepEqual(seen.asked, [["bot_turn", { seat: 0 }]]);
  assert.deepEqual(waited, [1400]); // the picked pace
  assert.equal(state.view, after);
  assert.deepEqual(seen.lines, ["Computer 2 plays [5|6] on the right."]);
  assert.equal(seen.shows, 2); // before the bot's move, and at the player's turn
  assert.deepEqual(seen.summaries, []);
});

test("a seat played on another device: the table waits for the view that tells its move", async () => {
  const start = makeView({ turn: 1 });
  const remote = (view, seat) => (seat === 1 ? "remote" : "here");
  const { state, runner, engine, seen } = harness();
  await runner.open(async () => ({ view: start, events: null }), remote, engine);
  await settle();
  assert.notEqual(state.run.wake, null);
  const move = playBy(1, [5, 5], 1);
  const next = makeView({ turn: 0, history: [move] });
  runner.receive(next);
  await settle();
  assert.equal(state.view, next);
  assert.equal(state.run.wake, null);
  assert.deepEqual(seen.lines, ["Computer 2 plays [5|5] on the right."]);
  assert.deepEqual(seen.asked, []); // nothing asked of an engine: the move came from elsewhere
});

test("hot seat: the first person's hand behind a cover, and the next person's after a move", async () => {
  const seats = [human("Ana"), human("Ben")];
  const forAna = makeView({ seats, turn: 1 });
  const forBen = makeView({ seats, turn: 1, you: 1 });
  const afterBen = makeView({ seats, turn: 0, you: 1 });
  const anaAgain = makeView({ seats, turn: 0 });
  const { state, runner, engine, seen } = harness({
    answers: {
      view: [{ view: forBen }, { view: anaAgain }],
      play: [{ view: afterBen, events: [playBy(1, [3, 5], 1)] }],
    },
  });
  await runner.open(async () => ({ view: forAna, events: [] }), LOCAL_SEATING, engine);
  await settle();
  assert.deepEqual(seen.covers, [1]); // Ben acts first: his cover, then his tiles
  assert.equal(state.viewer, 1);
  await runner.act("play", { tile: [3, 5], end: "right" });
  assert.deepEqual(seen.covers, [1, 0]);
  assert.deepEqual([state.viewer, state.view], [0, anaAgain]);
  assert.deepEqual(
    seen.asked.map(([cmd, params]) => [cmd, params.seat]),
    [
      ["view", 1],
      ["play", 1],
      ["view", 0],
    ],
  );
});

test("an automatic move is announced in the status line, then made and marked in the log", async () => {
  const stuck = makeView({ legal: [], can_pass: true });
  const after = makeView({ phase: "round_over", turn: null, legal: [] });
  const pass = { type: "pass", seat: 0, ends: { left: 6, right: 5 } };
  const { runner, engine, seen } = harness({
    answers: { pass: [{ view: after, events: [pass] }] },
    autoMove: (view) => (view.can_pass ? { type: "pass" } : null),
  });
  await runner.open(async () => ({ view: stuck, events: [] }), LOCAL_SEATING, engine);
  await settle();
  await settle();
  assert.equal(seen.statuses[0], "Nothing fits: passing for you…");
  assert.deepEqual(seen.asked[0], ["pass", { seat: 0 }]);
  assert.deepEqual(seen.lines, ["Automatic: You pass (no 6 or 5)."]);
});

test("an automatic move switched on during the turn acts on that turn, once", async () => {
  const stuck = makeView({ legal: [], can_pass: true });
  const after = makeView({ phase: "round_over", turn: null, legal: [] });
  const pass = { type: "pass", seat: 0, ends: { left: 6, right: 5 } };
  let on = false;
  const { runner, engine, seen } = harness({
    answers: { pass: [{ view: after, events: [pass] }] },
    autoMove: (view) => (on && view.can_pass ? { type: "pass" } : null),
  });
  await runner.open(async () => ({ view: stuck, events: [] }), LOCAL_SEATING, engine);
  await settle();
  assert.deepEqual(seen.asked, []); // off: the player decides
  on = true;
  runner.reconsider();
  runner.reconsider(); // a second change during the same turn adds nothing
  await settle();
  await settle();
  assert.deepEqual(seen.asked, [["pass", { seat: 0 }]]);
  assert.deepEqual(seen.lines, ["Automatic: You pass (no 6 or 5)."]);
  runner.reconsider(); // the round is over: nothing to do
  await settle();
  assert.equal(seen.asked.length, 1);
});

test("a refusal stops the loop with the refusal in the status line; a defect goes on up", async () => {
  const refusal = Object.assign(new Error("The engine is busy."), { refusal: true });
  const { state, runner, engine } = harness({ answers: { bot_turn: [refusal] } });
  await runner.open(async () => ({ view: makeView({ turn: 1 }), events: [] }), LOCAL_SEATING, engine);
  await settle();
  assert.equal(state.notice?.text, "The engine is busy.");

  const failing = harness({ answers: { bot_turn: [new Error("a defect in the loop")] } });
  await failing.runner.open(async () => ({ view: makeView({ turn: 1 }), events: [] }), LOCAL_SEATING, failing.engine);
  await settle();
  assert.deepEqual(
    reported.splice(0).map((error) => error.message),
    ["a defect in the loop"],
  ); // the loop runs on its own: its defect reaches the console

  const broken = harness({ answers: { play: [new Error("a defect")] } });
  await broken.runner.open(async () => ({ view: makeView(), events: [] }), LOCAL_SEATING, broken.engine);
  await assert.rejects(broken.runner.act("play", { tile: [3, 5], end: "right" }), /a defect/);
  assert.equal(broken.state.busy, false);
});

test("a new match stops the last one's loop: its bot's move is never asked", async () => {
  /** @type {(() => void)[]} */
  const pauses = [];
  const { runner, engine, seen } = harness({ delay: () => new Promise((resolve) => pauses.push(resolve)) });
  await runner.open(async () => ({ view: makeView({ turn: 1 }), events: [] }), LOCAL_SEATING, engine);
  await settle();
  assert.equal(pauses.length, 1); // the first match's bot is pausing
  await runner.open(
    async () => ({ view: makeView({ phase: "round_over", turn: null }), events: [] }),
    LOCAL_SEATING,
    engine,
  );
  pauses[0]();
  await settle();
  assert.deepEqual(seen.asked, []);
  assert.equal(seen.summaries.length, 1); // the second match's table: its round is over
});
