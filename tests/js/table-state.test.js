// The table's state and its transitions: a match begins and stops, a round, a move, the
// hand passed on, a view received from another device, what was painted.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  beginMatch,
  busyWhile,
  createTableState,
  handOver,
  moved,
  newRound,
  painted,
  receiveView,
  stopMatch,
} from "../../js/table/table-state.js";
import { LOCAL_SEATING, sceneOf } from "../../js/table/table-derive.js";
import { NO_ENGINE, human, makeState, makeView, words } from "./support/table-views.js";

const OTHER_ENGINE = { ready: Promise.resolve(), request: NO_ENGINE.request };
const play = (seat, tile) => ({ type: "play", seat, tile, end: "right", seq: 1, ends: { left: 6, right: tile[1] } });

test("before any match: no view, one device, nothing taken, nothing said", () => {
  const state = createTableState(NO_ENGINE);
  assert.equal(state.view, null);
  assert.equal(state.seating, LOCAL_SEATING);
  assert.equal(state.run.source, NO_ENGINE);
  assert.deepEqual(
    [state.selected, state.notice, state.busy, state.coverDue, state.told],
    [null, null, false, false, []],
  );
});

test("a new match forgets the last one's table and stops its loops", () => {
  const state = makeState(makeView(), {
    selected: "3-5",
    notice: { text: "Hint", detail: "", error: false },
    coverDue: true,
    saidReady: true,
    autoPaused: true,
    told: [{ round: 1, event: { type: "deal" } }],
    shownLastSeq: 4,
  });
  state.run.wake = () => {};
  const before = state.run.generation;
  const seating = (view, seat) => (seat === 0 ? "here" : "remote");
  const token = beginMatch(state, seating, OTHER_ENGINE);
  assert.equal(token, before + 1);
  assert.deepEqual(state.run, { generation: token, source: OTHER_ENGINE, wake: null });
  assert.equal(state.seating, seating);
  assert.deepEqual(
    [state.selected, state.notice, state.coverDue, state.saidReady, state.autoPaused, state.told, state.shownLastSeq],
    [null, null, false, false, false, [], null],
  );
});

test("stop: no match, no loop, nothing on its way", () => {
  const state = makeState(makeView(), { busy: true });
  state.run.wake = () => {};
  const before = state.run.generation;
  stopMatch(state);
  assert.deepEqual([state.view, state.busy, state.run.wake, state.run.generation], [null, false, null, before + 1]);
});

test("a new round: nothing taken, its first tile new, and covered on a shared device", () => {
  const alone = makeState(makeView(), { selected: "3-5", shownLastSeq: 9 });
  const next = makeView({ round: 2 });
  newRound(alone, next);
  assert.deepEqual([alone.view, alone.selected, alone.shownLastSeq, alone.coverDue], [next, null, null, false]);
  const shared = makeState(makeView({ seats: [human("Ana"), human("Ben")] }));
  newRound(shared, makeView({ seats: [human("Ana"), human("Ben")], round: 2 }));
  assert.equal(shared.coverDue, true);
});

test("after the player's move the tile taken goes; a handover shows the next person's view", () => {
  const state = makeState(makeView(), { selected: "3-5" });
  const after = makeView({ turn: 1 });
  moved(state, after);
  assert.deepEqual([state.view, state.selected], [after, null]);
  const theirs = makeView({ you: 1 });
  handOver(state, 1, theirs);
  assert.deepEqual([state.viewer, state.view], [1, theirs]);
});

test("a received view tells only what is new in its round, and an older one is ignored", () => {
  const first = play(1, [5, 6]);
  const second = play(0, [3, 5]);
  const state = makeState(makeView({ history: [first] }));
  const next = makeView({ history: [first, second], turn: 1 });
  assert.deepEqual(receiveView(state, next), { events: [second], summaryGoes: true });
  assert.equal(state.view, next);
  assert.equal(receiveView(state, makeView({ history: [first] })), null); // older: the table keeps the newer one
  assert.equal(state.view, next);
});

test("a received view of a new round tells its whole history, resets the table and the Ready", () => {
  const state = makeState(makeView({ phase: "round_over", turn: null }), { saidReady: true, selected: "3-5" });
  state.shownLastSeq = 7;
  const deal = { type: "deal", round: 2, opener: 1, hand_counts: [7, 7] };
  const next = makeView({ round: 2, history: [deal] });
  assert.deepEqual(receiveView(state, next), { events: [deal], summaryGoes: true });
  assert.deepEqual([state.saidReady, state.selected, state.shownLastSeq], [false, null, null]);
});

test("a received view at the round's end keeps the summary and the Ready said", () => {
  const state = makeState(makeView({ phase: "round_over", turn: null }), { saidReady: true });
  const same = makeView({ phase: "round_over", turn: null });
  assert.deepEqual(receiveView(state, same), { events: [], summaryGoes: false });
  assert.equal(state.saidReady, true);
});

test("what was painted is kept: the tile taken only while playable, the line's last tile", () => {
  const state = makeState(makeView(), { selected: "1-2" }); // [1|2] fits nowhere
  painted(state, sceneOf(state, words));
  assert.deepEqual([state.selected, state.shownLastSeq], [null, 0]);
});

test("busy while a request is on its way, and no longer once it settled, even refused", async () => {
  const state = makeState();
  let during = null;
  assert.equal(
    await busyWhile(state, async () => {
      during = state.busy;
      return "answer";
    }),
    "answer",
  );
  assert.deepEqual([during, state.busy], [true, false]);
  await assert.rejects(
    busyWhile(state, () => Promise.reject(new Error("a defect"))),
    /a defect/,
  );
  assert.equal(state.busy, false);
});
