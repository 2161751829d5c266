// What the move log tells: an automatic move marked as such, the log retold to the next
// person at a shared device from their own view (never the tile the last one drew), and
// the whole log again in another language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createTelling, earlierEntries, entriesOf, toldFor } from "../../js/table/table-telling.js";
import { MAX_ENTRIES } from "../../js/table/move-log.js";
import { makeState, makeView, words } from "./support/table-views.js";

const deal = { type: "deal", round: 1, opener: 0, hand_counts: [7, 7] };
const drawOwn = { type: "draw", seat: 0, boneyard: 13, tile: [2, 4] };
const drawSeen = { type: "draw", seat: 0, boneyard: 13 };
const pass = { type: "pass", seat: 1, ends: { left: 6, right: 5 } };

/** A move log that keeps what it was given. */
function fakeLog() {
  const log = { lines: [], said: [] };
  return Object.assign(log, {
    add: (text) => log.lines.push(text),
    say: (text) => log.said.push(text),
    clear: () => (log.lines = []),
  });
}

test("an answer's entries: the viewer's own move marked automatic when it was made for them", () => {
  assert.deepEqual(entriesOf([drawOwn, pass], 2, 0, true), [
    { round: 2, event: drawOwn, auto: true },
    { round: 2, event: pass },
  ]);
  assert.deepEqual(entriesOf([drawOwn], 2, 0, false), [{ round: 2, event: drawOwn }]);
  assert.deepEqual(entriesOf([drawOwn], 2, 1, true), [{ round: 2, event: drawOwn }]); // another seat's move
});

test("a resumed match's earlier rounds: each round's events under its number, the lot first from round 1", () => {
  const lot = { type: "lot", draws: [], winner: 0 };
  const deal2 = { ...deal, round: 2 };
  const view = makeView({ round: 3, lot });
  assert.deepEqual(earlierEntries(view, [[deal, pass], [deal2]]), [
    { round: 1, event: lot },
    { round: 1, event: deal },
    { round: 1, event: pass },
    { round: 2, event: deal2 },
  ]);
  // An older save kept no earlier round; a save from round 3 on kept rounds 3 and 4 only.
  assert.deepEqual(earlierEntries(view, []), []);
  assert.deepEqual(earlierEntries(makeView({ round: 5, lot }), [[deal], [pass]]), [
    { round: 3, event: deal },
    { round: 4, event: pass },
  ]);
});

test("the log for the next person: earlier rounds kept, this round from their own view", () => {
  const told = [
    { round: 1, event: { type: "lot", draws: [], winner: 0 } },
    { round: 1, event: deal },
    { round: 2, event: deal },
    { round: 2, event: drawOwn },
  ];
  const theirs = makeView({ round: 2, you: 1, history: [deal, drawSeen] });
  assert.deepEqual(toldFor(told, theirs), [told[0], told[1], { round: 2, event: deal }, { round: 2, event: drawSeen }]);
});

test("telling: lines in the log, read aloud together, the news passed on (not when a round is retold)", () => {
  const log = fakeLog();
  const news = [];
  const state = makeState(makeView({ rules: { ...makeView().rules, game: "draw" } }));
  const telling = createTelling({ state, log, words, onNews: (events) => news.push(events) });
  telling.events([drawOwn, pass], { auto: true });
  assert.deepEqual(log.lines, ["Automatic: You draw [2|4].", "Computer 2 passes (no 6 or 5)."]);
  assert.deepEqual(log.said, ["Automatic: You draw [2|4]. Computer 2 passes (no 6 or 5)."]);
  assert.deepEqual(news, [[drawOwn, pass]]);
  telling.events([deal], { news: false });
  assert.equal(news.length, 1);
  assert.equal(state.told.length, 3);
});

test("the log retold for the next person never shows the tile the last one drew", () => {
  const log = fakeLog();
  const state = makeState(makeView({ history: [deal, drawOwn] }));
  const telling = createTelling({ state, log, words, onNews: () => {} });
  telling.events([deal, drawOwn]);
  assert.ok(log.lines.some((line) => line.includes("[2|4]")));
  state.view = makeView({ you: 1, history: [deal, drawSeen] });
  state.viewer = 1;
  telling.retellForViewer();
  assert.equal(log.lines.length, 2);
  assert.ok(!log.lines.some((line) => line.includes("[2|4]")), log.lines.join("\n"));
});

test("the whole log again, and never more than the log holds", () => {
  const log = fakeLog();
  const state = makeState();
  const telling = createTelling({ state, log, words, onNews: () => {} });
  telling.events(Array.from({ length: MAX_ENTRIES + 5 }, () => pass));
  assert.equal(state.told.length, MAX_ENTRIES);
  telling.retellAll();
  assert.equal(log.lines.length, MAX_ENTRIES);
  assert.equal(state.told.length, MAX_ENTRIES);
});
