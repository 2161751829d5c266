// The replay screen: a finished round shown move by move (first, back, forward, last;
// the arrow keys, Home and End), each step painted by the table's own painter
// (table-painter.js) from a scene built of the engine's step (replay-scene.js), every
// hand face up, the step told to the screen reader. It holds its match's score sheet
// (every round replayable) and the coach's review (review-run.js): progress, a cancel,
// each move's mark, the better move on the line, the totals. A modal over the table or
// the set-up; closing it cancels a review and gives the focus back to the opener.
import { setText } from "../page/bidi.js";
import { createFocusTrap } from "../page/focus-trap.js";
import { createTablePainter } from "../table/table-painter.js";
import { createScoreSheet } from "../table/score-sheet.js";
import { EngineError } from "../engine/engine-client.js";
import { atEnd, atStart, createReplayState, goTo, moveOfKey, step } from "./replay-state.js";
import { rowButton } from "./row-button.js";
import { positionText, replaySceneOf, reviewText, stepAnnouncement } from "./replay-scene.js";
import { ReviewCancelled, costBySeat, createReviewRun, reviewsOfRound } from "./review-run.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("./replay-types.js").Source} Source */
/** @typedef {import("./replay-state.js").ReplayState} ReplayState */
/** @typedef {import("./review-run.js").Reviewed} Reviewed */

/**
 * What a replay shows: a match (or a record) in an engine's session, and whose seat is at
 * the bottom and whose moves a review looks at.
 * @typedef {object} Replayable
 * @property {import("../types.js").Engine} engine the session that holds it
 * @property {Source} source "match": the session's match; "record": the record it read
 * @property {number[]} rounds the finished rounds, in order
 * @property {number} viewer the seat at the bottom
 * @property {number[]} seats whose moves the review looks at (the people at this device)
 * @property {View | null} sheet a view whose score sheet is the match's (null: the last round's end gives it)
 */

/**
 * The screen's elements.
 * @typedef {object} ReplayDom
 * @property {HTMLElement} root the overlay
 * @property {HTMLElement} title
 * @property {HTMLButtonElement} close
 * @property {HTMLElement} problem a request the engine refused
 * @property {HTMLElement} opponents
 * @property {HTMLElement} mySeat
 * @property {HTMLElement} stock
 * @property {HTMLElement} round
 * @property {HTMLElement} status
 * @property {HTMLElement} boardDescription
 * @property {HTMLButtonElement} first
 * @property {HTMLButtonElement} back
 * @property {HTMLButtonElement} forward
 * @property {HTMLButtonElement} last
 * @property {HTMLElement} position
 * @property {HTMLElement} live the aria-live region that tells each step
 * @property {HTMLButtonElement} reviewRound
 * @property {HTMLButtonElement} reviewMatch
 * @property {HTMLElement} review the review's section
 * @property {HTMLElement} reviewText "3 of 12"
 * @property {HTMLProgressElement} reviewProgress
 * @property {HTMLButtonElement} reviewCancel
 * @property {HTMLElement} reviewTotal
 * @property {HTMLElement} reviewList
 * @property {HTMLElement} sheet holds the score sheet
 */

/**
 * @param {{dom: ReplayDom, renderer: import("../table/renderer.js").Renderer,
 *          words: import("../table/table-types.js").Words, number: (value: number) => string,
 *          describeBoard: (view: View) => string, onClose?: () => void}} deps
 *   renderer: drawing into this screen's board and hand; number: a number in the page's
 *   language; describeBoard: the line in words; onClose: told when the screen closes
 */
export function createReplayScreen({ dom, renderer, words, number, describeBoard, onClose = () => {} }) {
  const { t, describe } = words;
  // The painter's play controls and cover are the table's; a replay has none, so it gets
  // elements of its own that are never shown (the scene hides the buttons anyway).
  const unused = () => document.createElement("button");
  const painter = createTablePainter({
    dom: {
      opponents: dom.opponents,
      mySeat: dom.mySeat,
      stock: dom.stock,
      round: dom.round,
      status: dom.status,
      pass: unused(),
      draw: unused(),
      hint: unused(),
      undo: unused(),
      cover: document.createElement("div"),
      coverTitle: document.createElement("h2"),
      coverButton: unused(),
    },
    renderer,
  });
  const trap = createFocusTrap({ root: dom.root });
  const sheet = createScoreSheet({ describe, t, id: "replay-score-sheet", actions: (line) => rowActions(line.round) });

  /** @type {Replayable | null} */
  let shown = null;
  /** @type {ReplayState | null} */
  let replay = null;
  /** @type {View | null} the view whose score sheet is shown */
  let sheetView = null;
  let loading = 0; // bumped by every round asked for: an older answer is dropped
  /** @type {ReturnType<typeof createReviewRun> | null} */
  let reviewRun = null;
  /**
   * @type {{scope: "round" | "match", rounds: number[], reviewed: Reviewed[], total: number | null,
   *         done: boolean, cancelled: boolean} | null} total: the decisions to review, once known
   */
  let review = null;

  /**
   * The Replay and Review buttons of a round's row of the sheet.
   * @param {number} round
   */
  function rowActions(round) {
    return [
      // the round chosen, the keyboard goes on with its steps
      rowButton(t, "replay", round, () => void showRound(round).then(() => dom.forward.focus(), reportError)),
      rowButton(t, "review", round, () => void startReview("round", round).catch(reportError)),
    ];
  }

  /**
   * The engine's answer, or null when it refused (its reason is shown).
   * @template {keyof import("../types.js").Commands} C
   * @param {C} cmd
   * @param {import("../types.js").Commands[C]["params"]} params
   * @returns {Promise<import("../types.js").Commands[C]["result"] | null>}
   */
  async function ask(cmd, params) {
    if (!shown) return null;
    try {
      return await shown.engine.request(cmd, params);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      dom.problem.hidden = false;
      dom.problem.textContent = describe.error(error);
      dom.problem.title = describe.errorDetail(error);
      return null;
    }
  }

  /** Paint the step shown, and tell it. */
  function paint({ announce = true } = {}) {
    if (!shown || !replay) return;
    const reviews = review ? reviewsOfRound(review.reviewed, replay.round) : new Map();
    const scene = replaySceneOf(replay, { viewer: shown.viewer, words, reviews, number });
    painter.paint(scene);
    const view = replay.steps[replay.index].view;
    dom.boardDescription.textContent = describeBoard(view);
    dom.title.textContent = t("replay.title", { n: replay.round });
    dom.position.textContent = positionText(replay, words);
    dom.root.dataset.round = String(replay.round);
    dom.root.dataset.step = String(replay.index);
    dom.root.dataset.steps = String(replay.steps.length);
    for (const [button, off] of /** @type {[HTMLButtonElement, boolean][]} */ ([
      [dom.first, atStart(replay)],
      [dom.back, atStart(replay)],
      [dom.forward, atEnd(replay)],
      [dom.last, atEnd(replay)],
    ])) {
      // aria-disabled, not disabled: a button that was pressed to the end keeps the focus
      button.setAttribute("aria-disabled", String(off));
    }
    if (announce) setText(dom.live, stepAnnouncement(replay, scene, words));
  }

  /**
   * @param {import("./replay-state.js").StepMove} move
   */
  function move(move) {
    if (!replay) return;
    const next = step(replay, move);
    if (next.index === replay.index) return;
    replay = next;
    paint();
  }

  /**
   * Show round `round` at its deal (or at `index`).
   * @param {number} round
   * @param {number} [index]
   */
  async function showRound(round, index = 0) {
    if (!shown) return;
    const token = ++loading;
    if (replay?.round === round) {
      replay = goTo(replay, index);
      paint();
      return;
    }
    const answer = await ask("replay_round", { round, source: shown.source, seat: shown.viewer });
    if (!answer || token !== loading || !shown) return;
    replay = goTo(createReplayState(round, answer.steps), index);
    if (!sheetView && round === shown.rounds.at(-1)) {
      sheetView = answer.steps[answer.steps.length - 1].view; // the match's end: its whole score sheet
      renderSheet();
    }
    paint();
  }

  function renderSheet() {
    dom.sheet.hidden = !sheetView;
    if (sheetView) sheet.render(dom.sheet, sheetView);
  }

  /**
   * Open the screen on `what`, at the deal of `round` (default its last round).
   * @param {Replayable} what
   * @param {{round?: number, review?: "round" | "match" | null, opener?: Element | null}} [how]
   *   review: start the coach on the round or the whole match at once
   */
  async function open(what, { round = what.rounds[what.rounds.length - 1], review: start = null, opener } = {}) {
    stopReview();
    shown = what;
    replay = null;
    review = null;
    sheetView = what.sheet;
    reviewRun = createReviewRun(what.engine);
    dom.problem.hidden = true;
    dom.review.hidden = true;
    dom.reviewList.replaceChildren();
    dom.reviewMatch.hidden = what.rounds.length < 2;
    dom.root.dataset.source = what.source;
    renderSheet();
    const wasHidden = dom.root.hidden;
    dom.root.hidden = false;
    if (wasHidden) trap.activate(opener ?? document.activeElement);
    if (!sheetView && round !== what.rounds.at(-1)) await showRound(what.rounds[what.rounds.length - 1]);
    await showRound(round);
    if (shown !== what) return; // closed (or opened on something else) meanwhile
    if (wasHidden) dom.forward.focus();
    if (start) await startReview(start, round);
  }

  function close() {
    if (dom.root.hidden) return;
    stopReview();
    loading++;
    shown = null;
    replay = null;
    dom.root.hidden = true;
    delete dom.root.dataset.round;
    delete dom.root.dataset.step;
    trap.release();
    onClose();
  }

  // ---------------------------------------------------------------- the review

  function stopReview() {
    reviewRun?.cancel();
  }

  /**
   * Review a round (or the whole match): progress as it goes, each move listed as it comes.
   * @param {"round" | "match"} scope
   * @param {number} round the round (for "round")
   */
  async function startReview(scope, round) {
    if (!shown || !reviewRun) return;
    stopReview();
    const what = shown;
    const rounds = scope === "match" ? what.rounds : [round];
    /** @type {NonNullable<typeof review>} */
    const current = { scope, rounds, reviewed: [], total: null, done: false, cancelled: false };
    review = current;
    dom.review.hidden = false;
    dom.review.dataset.scope = scope;
    dom.review.dataset.state = "running";
    dom.reviewList.replaceChildren();
    dom.reviewTotal.hidden = true;
    dom.reviewCancel.hidden = false;
    showProgress(current);
    if (replay && scope === "round" && replay.round !== round) await showRound(round);
    try {
      await reviewRun.run({
        rounds,
        seats: what.seats,
        source: what.source,
        onProgress({ total, latest }) {
          if (review !== current) return;
          current.total = total;
          if (latest) current.reviewed.push(latest);
          showProgress(current);
          if (latest) {
            dom.reviewList.append(reviewItem(latest));
            if (replay?.round === latest.round) paint({ announce: false });
          }
        },
      });
    } catch (error) {
      if (error instanceof ReviewCancelled) {
        if (review !== current) return;
        current.cancelled = true;
        finishReview(current);
        return;
      }
      if (!(error instanceof EngineError)) throw error;
      current.cancelled = true;
      dom.problem.hidden = false;
      dom.problem.textContent = describe.error(error);
      dom.problem.title = describe.errorDetail(error);
      finishReview(current);
      return;
    }
    if (review !== current) return;
    current.done = true;
    finishReview(current);
  }

  /** "Reviewed 3 of 12", and the progress element. @param {NonNullable<typeof review>} current */
  function showProgress({ reviewed, total }) {
    dom.reviewProgress.max = Math.max(total ?? 1, 1);
    dom.reviewProgress.value = reviewed.length;
    dom.reviewText.textContent =
      total === null ? t("review.starting") : t("review.progress", { n: reviewed.length, count: total });
  }

  /** @param {NonNullable<typeof review>} current */
  function showTotal(current) {
    dom.reviewCancel.hidden = true;
    dom.review.dataset.state = current.done ? "done" : "cancelled";
    if (!current.done) dom.reviewText.textContent = t("review.cancelled", { n: current.reviewed.length });
    dom.reviewTotal.hidden = false;
    setText(dom.reviewTotal, totalText(current));
  }

  /** The review has ended (or was cancelled): its total, told. @param {NonNullable<typeof review>} current */
  function finishReview(current) {
    showTotal(current);
    dom.live.textContent = current.done ? dom.reviewTotal.textContent : dom.reviewText.textContent;
  }

  /**
   * "Your choices cost you about 7 points this round", for each seat reviewed.
   * @param {NonNullable<typeof review>} current
   */
  function totalText(current) {
    const view = sheetView ?? replay?.steps[0].view;
    if (!shown || !view) return "";
    if (!current.reviewed.length && current.done) return t("review.none");
    const key = current.scope === "match" ? "review.total.match" : "review.total.round";
    const lines = [...costBySeat(current.reviewed, shown.seats)].map(([seat, cost]) => {
      // "about": to a tenth of a point (written as the plural rules read it: 7.3, not 7,3)
      return describe.about(view, seat, key, { count: Math.round(cost * 10) / 10 });
    });
    return (current.done ? "" : t("review.partial") + " ") + lines.join(" ");
  }

  /**
   * A reviewed move in the list: a button that shows it on the line.
   * @param {Reviewed} item
   */
  function reviewItem({ round, decision, review: verdict }) {
    const li = document.createElement("li");
    li.className = `review-item mark-${verdict.mark}`;
    li.dataset.round = String(round);
    li.dataset.index = String(decision.index);
    li.dataset.seat = String(decision.seat);
    li.dataset.mark = verdict.mark;
    li.dataset.cost = String(verdict.cost);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "review-show";
    const view = replay?.steps[0].view ?? sheetView;
    const who = view ? describe.seatName(view, decision.seat) : "";
    setText(button, t("review.item", { round, n: decision.index + 1, name: who }));
    const detail = document.createElement("span");
    detail.className = "review-detail";
    setText(detail, reviewText(verdict, words, number));
    li.append(button, detail);
    // the decision's moment: the step before its move, with the better move on the line
    button.addEventListener("click", () => void showRound(round, decision.index).catch(reportError));
    return li;
  }

  // ---------------------------------------------------------------- controls

  /** @param {HTMLButtonElement} button @param {import("./replay-state.js").StepMove} to */
  const wire = (button, to) =>
    button.addEventListener("click", () => {
      if (button.getAttribute("aria-disabled") !== "true") move(to);
    });
  wire(dom.first, "first");
  wire(dom.back, "back");
  wire(dom.forward, "forward");
  wire(dom.last, "last");
  dom.close.addEventListener("click", close);
  dom.reviewRound.addEventListener("click", () => {
    if (replay) startReview("round", replay.round).catch(reportError);
  });
  dom.reviewMatch.addEventListener("click", () => void startReview("match", 0).catch(reportError));
  dom.reviewCancel.addEventListener("click", () => {
    stopReview();
    dom.reviewRound.focus();
  });
  const TYPING = new Set(["INPUT", "SELECT", "TEXTAREA"]);
  dom.root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target && (TYPING.has(target.tagName) || target.closest(".replay-sheet"))) return; // a scrolled sheet keeps its arrows
    const to = moveOfKey(event.key);
    if (!to) return;
    event.preventDefault();
    move(to);
  });

  return {
    open,
    close,
    /** Whether the screen is up, and on what. */
    get source() {
      return dom.root.hidden ? null : (shown?.source ?? null);
    },
    /** Re-write the screen in the current language. */
    refresh() {
      if (!shown) return;
      renderSheet();
      paint({ announce: false });
      if (review) {
        const current = review;
        dom.reviewList.replaceChildren(...current.reviewed.map(reviewItem));
        showProgress(current);
        if (current.done || current.cancelled) showTotal(current);
      }
    },
  };
}
