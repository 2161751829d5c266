// What a replay shows at one step, as the table painter's Scene (table-types.js), built
// from the engine's step with the table's own helpers (table-derive.js): the line as it
// was, whose turn it was, every hand face up, the move's log line (describe.js) in the
// status line, no buttons. With a review, the step before a reviewed move names its mark
// and draws the better move as an inert marker at its place on the line. Pure functions
// of plain data, unit-tested in tests/js/replay-scene.test.js.
import { lastSeqOf, seatChips, stockText } from "../table/table-derive.js";
import { currentStep } from "./replay-state.js";

/** @typedef {import("../table/table-types.js").Scene} Scene */
/** @typedef {import("../table/table-types.js").Words} Words */
/** @typedef {import("../types.js").Move} Move */
/** @typedef {import("./replay-types.js").ReplayStep} ReplayStep */
/** @typedef {import("./replay-types.js").MoveReview} MoveReview */
/** @typedef {import("./replay-state.js").ReplayState} ReplayState */

/**
 * A move in words: "[6|4] on the left end", "lead [6|6]", "pass", "draw a tile".
 * @param {Move} move
 * @param {Words} words
 */
export function moveText(move, { t, describe }) {
  if (move.type !== "play") return t(`review.move.${move.type}`);
  const tile = describe.tile(move.tile);
  return move.end == null
    ? t("review.move.lead", { tile })
    : t("review.move.play", { tile, end: t(`end.${move.end}`) });
}

/**
 * Where a replay is: "The deal", "Move 3 of 20", "The end".
 * @param {ReplayState} state
 * @param {Words} words
 */
export function positionText(state, { t }) {
  if (state.index === 0) return t("replay.position.deal", { round: state.round });
  return t("replay.position.move", { n: state.index, count: state.steps.length - 1 }); // step 0 is the deal
}

/**
 * What happened at this step: the deal (who opens), the move's log line, and at the last
 * step the round's end; then whose turn it is.
 * @param {ReplayStep} step
 * @param {Words} words
 */
export function stepText({ view, event }, { describe }) {
  const parts = [];
  if (event) parts.push(describe.event(view, event) ?? "");
  else parts.push(describe.about(view, view.opener, "log.deal", { round: view.round }));
  if (view.result) parts.push(describe.event(view, { type: "round_over", result: view.result }) ?? "");
  else if (view.turn != null) parts.push(describe.about(view, view.turn, "replay.to.play"));
  return parts.filter(Boolean).join(" ");
}

/**
 * A reviewed move in words: the move made, its mark, what it cost, the better move.
 * @param {MoveReview} review
 * @param {Words} words
 * @param {(value: number) => string} number formats a number in the page's language
 */
export function reviewText(review, words, number) {
  const { t } = words;
  const made = t("review.chosen", { move: moveText(review.chosen, words), mark: t(`review.mark.${review.mark}`) });
  if (review.mark === "best") return made;
  const cost = t("review.cost", { cost: number(review.cost) });
  return `${made} ${cost} ${t("review.better", { move: moveText(review.best, words) })}`;
}

/**
 * The better move on the line: an inert marker at its place, or none (a pass or a draw
 * was better, or the move made was the best).
 * @param {MoveReview | null} review
 * @returns {import("../table/renderer.js").Markers | null}
 */
export function betterMarkers(review) {
  if (!review || review.mark === "best" || review.best.type !== "play") return null;
  const { tile, end } = review.best;
  return { tile, ends: [end], double: tile[0] === tile[1], inert: true, better: true };
}

/**
 * The step whose next move a review is of: the decision was taken at step `index` (the
 * move then made is step index + 1).
 * @param {ReplayState} state
 * @param {Map<number, MoveReview>} reviews by move index in the round
 * @returns {MoveReview | null}
 */
export function reviewAt(state, reviews) {
  return state.index < state.steps.length - 1 ? (reviews.get(state.index) ?? null) : null;
}

/**
 * The painter's scene of the replay's current step.
 * @param {ReplayState} state
 * @param {{viewer: number, words: Words, reviews?: Map<number, MoveReview>, number?: (value: number) => string}} how
 *   viewer: the seat at the bottom; reviews: the round's reviewed moves, by move index
 * @returns {Scene}
 */
export function replaySceneOf(state, { viewer, words, reviews = new Map(), number = String }) {
  const step = currentStep(state);
  const { view, hands } = step;
  const review = reviewAt(state, reviews);
  const told = stepText(step, words);
  return {
    ...seatChips(view, viewer, words, hands),
    stock: stockText(view, words),
    round: words.t("table.round", { n: view.round }),
    line: { entries: view.line, lastSeq: lastSeqOf(view.line), fresh: false, markers: betterMarkers(review) },
    hand: { tiles: hands[viewer], playable: [], selected: null, interactive: false },
    actions: { pass: false, passLabel: null, draw: false, hint: false, undo: false },
    travel: null, // a replay's moments are still
    status: {
      text: review ? `${told} ${reviewText(review, words, number)}` : told,
      detail: "",
      error: false,
      kept: false,
    },
  };
}

/**
 * What the screen reader hears at a step: where, and what the status line says.
 * @param {ReplayState} state
 * @param {Scene} scene
 * @param {Words} words
 */
export const stepAnnouncement = (state, scene, words) => `${positionText(state, words)}. ${scene.status.text}`;
