// A replay's step as the painter's scene: every hand face up, the line as it was, whose
// turn, the move's log line, no buttons; a reviewed decision's mark and its better move
// as an inert marker; what the screen reader hears.
import { plainText } from "../../js/page/bidi.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  betterMarkers,
  moveText,
  positionText,
  replaySceneOf,
  reviewAt,
  reviewText,
  stepAnnouncement,
  stepText,
} from "../../js/replay/replay-scene.js";
import { createReplayState, goTo } from "../../js/replay/replay-state.js";
import { bot, human, makeView, words } from "./support/table-views.js";

const hands = [
  [
    [1, 2],
    [3, 5],
    [6, 6],
  ],
  [
    [0, 0],
    [0, 4],
  ],
];
const result = {
  reason: "domino",
  winner: 1,
  went_out: 1,
  totals: [20, 0],
  team_totals: null,
  points: 20,
  terms: { add: [20], subtract: null, subtract_hands: null },
  hands: [hands[0], []],
};
/** The deal, a lead by seat 1, a play by seat 0, and the end (seat 1 went out). */
const steps = [
  { view: makeView({ line: [], ends: null, turn: 1, opener: 1, round: 2 }), hands, event: null },
  {
    view: makeView({ round: 2, turn: 0 }),
    hands,
    event: { type: "play", seat: 1, tile: [5, 6], end: null, seq: 0, ends: { left: 6, right: 5 } },
  },
  {
    view: makeView({
      round: 2,
      turn: 1,
      line: [
        { tile: [5, 6], left: 6, right: 5, seat: 1, seq: 0 },
        { tile: [3, 5], left: 5, right: 3, seat: 0, seq: 1 },
      ],
    }),
    hands,
    event: { type: "play", seat: 0, tile: [3, 5], end: "right", seq: 1, ends: { left: 6, right: 3 } },
  },
  {
    view: makeView({ round: 2, turn: null, phase: "round_over", result }),
    hands,
    event: { type: "play", seat: 1, tile: [0, 4], end: "left", seq: 2, ends: { left: 0, right: 3 } },
  },
];
const replay = createReplayState(2, steps);
const mistake = {
  seat: 0,
  chosen: { type: "play", tile: [3, 5], end: "right" },
  best: { type: "play", tile: [6, 6], end: "left" },
  cost: 3.25,
  mark: "mistake",
  choices: [],
};

test("each step tells its move in the log's words, then whose turn it is; the last one the round's end", () => {
  assert.equal(stepText(steps[0], words), "Round 2: Computer 2 opens. Computer 2 to play.");
  assert.equal(stepText(steps[1], words), "Computer 2 leads [5|6]. Your turn.");
  assert.equal(stepText(steps[2], words), "You play [3|5] on the right. Computer 2 to play.");
  assert.match(
    stepText(steps[3], words),
    /^Computer 2 plays \[0\|4\] on the left\. Computer 2 is out: domino! Computer 2 wins the round/,
  );
  assert.doesNotMatch(stepText(steps[3], words), /to play|turn/);
});

test("the position: the deal, then move n of the round's moves", () => {
  assert.equal(positionText(replay, words), "Round 2: the deal");
  assert.equal(positionText(goTo(replay, 2), words), "Move 2 of 3");
  assert.equal(positionText(goTo(replay, 3), words), "Move 3 of 3");
});

test("a step's scene: every other hand face up, the viewer's hand below and inert, no buttons, the turn marked", () => {
  const scene = replaySceneOf(goTo(replay, 2), { viewer: 0, words });
  assert.deepEqual(
    scene.around.map((chip) => [chip.seat, chip.tiles]),
    [[1, { faceUp: hands[1] }]],
  );
  assert.equal(scene.mine.tiles, null);
  assert.deepEqual(scene.hand, { tiles: hands[0], playable: [], selected: null, interactive: false });
  assert.deepEqual(scene.actions, { pass: false, passLabel: null, draw: false, hint: false, undo: false });
  assert.equal(scene.around[0].turn, true);
  assert.equal(scene.mine.turn, false);
  assert.equal(scene.line.entries.length, 2);
  assert.equal(scene.line.lastSeq, 1);
  assert.equal(scene.line.fresh, false, "a replay does not animate");
  assert.equal(scene.line.markers, null);
  assert.equal(scene.status.text, stepText(steps[2], words));
  assert.equal(scene.round, "Round 2");
  const fromOther = replaySceneOf(goTo(replay, 2), { viewer: 1, words });
  assert.deepEqual(fromOther.hand.tiles, hands[1]);
  assert.deepEqual(fromOther.around[0].tiles, { faceUp: hands[0] });
});

test("a reviewed decision shows at the step before its move: the mark, the cost, the better move on the line", () => {
  const reviews = new Map([[1, mistake]]); // move 1 (0-based) was made from step 1
  assert.equal(reviewAt(goTo(replay, 1), reviews), mistake);
  assert.equal(reviewAt(goTo(replay, 2), reviews), null);
  const scene = replaySceneOf(goTo(replay, 1), { viewer: 0, words, reviews, number: (n) => n.toFixed(1) });
  assert.deepEqual(scene.line.markers, { tile: [6, 6], ends: ["left"], double: true, inert: true, better: true });
  assert.equal(
    scene.status.text,
    `${stepText(steps[1], words)} Played: [3|5] on the right end, a mistake. It cost about 3.3 points. Better: [6|6] on the left end.`,
  );
  assert.equal(replaySceneOf(goTo(replay, 2), { viewer: 0, words, reviews }).line.markers, null);
});

test("the best move made names its mark only; a better pass or draw is told, not drawn", () => {
  const best = { ...mistake, best: mistake.chosen, cost: 0, mark: "best" };
  assert.equal(reviewText(best, words, String), "Played: [3|5] on the right end, the best move.");
  assert.equal(betterMarkers(best), null);
  const draw = { ...mistake, best: { type: "draw" }, mark: "blunder", cost: 7 };
  assert.equal(betterMarkers(draw), null);
  assert.match(reviewText(draw, words, String), /a blunder\. It cost about 7 points\. Better: draw a tile\.$/);
  assert.equal(betterMarkers(null), null);
});

test("moves in words: a play at an end, a lead, a pass, a draw", () => {
  assert.equal(moveText({ type: "play", tile: [2, 4], end: "left" }, words), "[2|4] on the left end");
  assert.equal(moveText({ type: "play", tile: [2, 4], end: null }, words), "lead [2|4]");
  assert.equal(moveText({ type: "pass" }, words), "pass");
  assert.equal(moveText({ type: "draw" }, words), "draw a tile");
});

test("the screen reader hears where the replay is, then the step", () => {
  const at = goTo(replay, 2);
  const scene = replaySceneOf(at, { viewer: 0, words });
  assert.equal(stepAnnouncement(at, scene, words), `Move 2 of 3. ${scene.status.text}`);
});

test("names come from the view's seats, as at the table", () => {
  const view = makeView({ seats: [human("Ana"), bot("hard", "Rex")], turn: 1 });
  assert.equal(plainText(stepText({ view, hands, event: null }, words)), "Round 1: Rex opens. Rex to play.");
});
