// The end-of-round panel: every hand revealed, pip totals, the points and their
// arithmetic (from the engine's result.terms), scores and the score sheet; at the match's
// end its result heads the panel, with Rematch at the end. The keyboard stays inside it
// and the header's tools: rules, statistics, language and settings stay in use while it is
// open (body[data-summary=open] raises the header above its backdrop). Escape or "Show
// the table" hides it to see the final line, and a button on the table brings it back.
// When the player's own move ended the round (or the match) against bots, "Take back"
// (or U) undoes it, as on the table.
// Its rows of hands are also the rules page's, so both read the same.
import { standInButtons } from "../online/stand-in-buttons.js";
import { plainText, setText } from "../page/bidi.js";
import { createFocusTrap } from "../page/focus-trap.js";
import { createScoreSheet } from "./score-sheet.js";
/** @typedef {import("../types.js").View} View */

/**
 * One list item per hand of a finished round: the seat's name, its tiles (or "no
 * tiles"), its pip total; the seat that went out is marked.
 * @param {View} view
 * @param {import("../types.js").RoundResult} result
 * @param {{renderer: import("./renderer.js").Renderer, describe: import("./describe.js").Describer,
 *          t: import("../i18n/i18n.js").Translate}} deps
 * @returns {HTMLLIElement[]}
 */
export function handRows(view, result, { renderer, describe, t }) {
  return result.hands.map((tiles, seat) => {
    const item = document.createElement("li");
    item.className = "summary-hand" + (result.went_out === seat ? " went-out" : "");
    const name = document.createElement("span");
    name.className = "summary-name";
    const words = document.createElement("bdi");
    setText(words, describe.seatName(view, seat));
    words.title = plainText(describe.seatName(view, seat)); // cut short on a narrow screen
    name.append(words);
    const row = document.createElement("span");
    row.className = "summary-tiles";
    if (tiles.length) renderer.renderTiles(row, tiles);
    else row.textContent = t("summary.empty");
    const total = document.createElement("span");
    total.className = "summary-total";
    total.textContent = t("summary.pips", { count: result.totals[seat] });
    item.append(name, row, total);
    return item;
  });
}

/**
 * The panel's elements.
 * @typedef {object} SummaryDom
 * @property {HTMLElement} root the overlay
 * @property {HTMLElement} title the round's line of the heading
 * @property {HTMLElement} reason how the round ended
 * @property {HTMLElement} outcome who scored what
 * @property {HTMLElement} arithmetic
 * @property {HTMLElement} hands a list
 * @property {HTMLElement} scores a list
 * @property {HTMLElement} sheet holds the score sheet's table
 * @property {HTMLElement} matchLine the match's result, the heading's first line
 * @property {HTMLButtonElement} nextButton
 * @property {HTMLButtonElement} rematchButton at the match's end: the same seats and rules, new deals
 * @property {HTMLButtonElement} newButton
 * @property {HTMLButtonElement} hideButton hides the panel to show the final line
 * @property {HTMLButtonElement} showButton on the table, brings the hidden panel back
 * @property {HTMLButtonElement} undoButton takes back the player's last move (when the table offers it)
 * @property {HTMLElement} waiting online: who the next round still waits for
 * @property {HTMLElement} standIns online, the host: a button per friend who has gone, to let a computer play
 * @property {HTMLElement} connection online, a guest: its connection to the host, when it is not there
 * @property {HTMLElement} [tools] the header's tools, in reach while the panel is open
 */

/**
 * @param {{dom: SummaryDom, renderer: import("./renderer.js").Renderer,
 *          describe: import("./describe.js").Describer, t: import("../i18n/i18n.js").Translate,
 *          onNext: () => void, onNewMatch: () => void, onRematch: (view: View) => void,
 *          onUndo: () => void, onStandIn?: (seat: number) => void,
 *          sheetActions?: (line: import("../types.js").SheetLine) => HTMLElement[]}} deps
 *   sheetActions: the controls at the end of a round's row of the score sheet (Replay, Review)
 */
export function createRoundSummary({
  dom,
  renderer,
  describe,
  t,
  onNext,
  onNewMatch,
  onRematch,
  onUndo,
  onStandIn,
  sheetActions,
}) {
  const { root, title, reason, outcome, arithmetic, hands, scores, matchLine, nextButton, newButton, waiting } = dom;
  const sheet = createScoreSheet({ describe, t, actions: sheetActions ?? null });
  const trap = createFocusTrap({ root, also: dom.tools ? [dom.tools] : [] });
  nextButton.addEventListener("click", () => onNext());
  let online = false; // online, the next round waits for every player's "Ready"
  newButton.addEventListener("click", () => onNewMatch());
  /** @type {{view: View, ready: boolean, undo: boolean} | null} what the panel shows (also while hidden to see the line) */
  let shown = null;
  dom.rematchButton.addEventListener("click", () => {
    if (shown) onRematch(shown.view);
  });
  dom.hideButton.addEventListener("click", peek);
  dom.showButton.addEventListener("click", unpeek);
  dom.undoButton.setAttribute("aria-keyshortcuts", "U");
  dom.undoButton.addEventListener("click", () => onUndo());
  root.addEventListener("keydown", (event) => {
    if (event.key.toLowerCase() === "u" && !(event.ctrlKey || event.metaKey || event.altKey)) {
      if (dom.undoButton.hidden) return;
      event.preventDefault();
      dom.undoButton.click();
      return;
    }
    if (event.key !== "Escape") return;
    event.stopPropagation();
    peek();
  });

  /** The main action of the panel: Rematch at a match's end (where offered), else Next round. */
  function primary() {
    if (nextButton.hidden) return dom.rematchButton.hidden ? newButton : dom.rematchButton;
    return nextButton;
  }

  /**
   * @param {View} view a view whose round is over
   * @param {{ready?: boolean, undo?: boolean}} [how] ready: online, this player has said so and
   *   waits for the others; undo: the player may take back their last move (which ended the round)
   */
  function show(view, { ready = false, undo = false } = {}) {
    const wasHidden = root.hidden && dom.showButton.hidden;
    shown = { view, ready, undo };
    fill();
    if (!ready) waiting.hidden = true;
    if (!dom.showButton.hidden) return; // hidden by the player to see the line: it stays so
    root.hidden = false;
    document.body.dataset.summary = "open";
    if (wasHidden) {
      trap.activate();
      focusPrimary();
    }
  }

  /** Focus the panel's main action; at the match's end the panel is seen from its heading, the result, down. */
  function focusPrimary() {
    const over = Boolean(shown?.view.match_result);
    primary().focus({ preventScroll: over });
    if (!over) return;
    root.scrollTop = 0;
    if (root.firstElementChild) root.firstElementChild.scrollTop = 0;
  }

  /** Write the panel for what it shows, in the current language. */
  function fill() {
    if (!shown) return;
    const { view, ready, undo } = shown;
    const result = view.result;
    if (!result) throw new Error("the summary of a round that is still on");
    title.textContent = t("summary.title", { n: view.round });
    setText(reason, describe.roundReason(view, result));
    const winner = result.winner;
    outcome.hidden = winner == null;
    setText(
      outcome,
      winner == null ? "" : describe.aboutWinner(view, winner, "summary.points", { count: result.points }),
    );
    // A lone number would only repeat the points: no sum then.
    const lone = winner != null && describe.isLoneSum(result);
    arithmetic.hidden = lone;
    arithmetic.textContent = winner == null ? t("summary.tie") : lone ? "" : describe.arithmetic(result);

    hands.replaceChildren(...handRows(view, result, { renderer, describe, t }));

    scores.replaceChildren(
      ...view.scores.map((_, index) => {
        const item = document.createElement("li");
        const name = view.teams ? describe.teamName(view, index) : describe.seatName(view, index);
        setText(item, t("summary.score.line", { name, score: describe.score(view, index) }));
        if (winner === index) item.className = "round-winner";
        return item;
      }),
    );
    sheet.render(dom.sheet, view);

    const match = view.match_result;
    matchLine.hidden = !match;
    if (match) {
      const text =
        match.winner == null
          ? t("summary.match.draw")
          : describe.aboutWinner(
              view,
              match.winner,
              match.reason === "single" ? "summary.single.winner" : "summary.match.winner",
            );
      setText(matchLine, text);
    }
    nextButton.hidden = Boolean(match);
    nextButton.disabled = ready;
    nextButton.textContent = t(online ? "online.ready" : "summary.next");
    dom.rematchButton.hidden = !match || online;
    newButton.hidden = !match;
    dom.undoButton.hidden = !undo;
  }

  /** Hide the panel to look at the final line; the table's button brings it back. */
  function peek() {
    if (root.hidden) return;
    root.hidden = true;
    delete document.body.dataset.summary;
    trap.release({ restore: false });
    dom.showButton.hidden = false;
    dom.showButton.focus();
  }

  function unpeek() {
    if (!shown) return;
    dom.showButton.hidden = true;
    root.hidden = false;
    document.body.dataset.summary = "open";
    trap.activate(dom.showButton);
    focusPrimary();
  }

  function hide() {
    root.hidden = true;
    delete document.body.dataset.summary;
    dom.showButton.hidden = true;
    waiting.hidden = true;
    shown = null;
    trap.release();
  }

  /**
   * Online: the names the next round waits for (empty: nobody).
   * @param {string[]} names
   */
  function setWaiting(names) {
    waiting.hidden = names.length === 0;
    setText(waiting, names.length ? t("online.waiting.ready", { names: names.join(", ") }) : "");
  }

  /** @type {{seat: number, name: string}[]} */
  let standIns = [];
  function renderStandIns() {
    dom.standIns.hidden = standIns.length === 0;
    dom.standIns.replaceChildren(...standInButtons(standIns, t, (seat) => onStandIn?.(seat)));
  }

  return {
    show,
    hide,
    setWaiting,
    /**
     * Online, a guest: what became of the connection to the host (null: it is there).
     * @param {string | null} text
     */
    setConnection(text) {
      dom.connection.hidden = text === null;
      dom.connection.textContent = text ?? "";
    },
    /**
     * Online, the host: the friends who have gone, each offered to a computer from the panel itself.
     * @param {{seat: number, name: string}[]} seats
     */
    setStandIns(seats) {
      standIns = seats;
      renderStandIns();
    },
    /** Re-write the panel in the current language, if it is up (or hidden to see the line). */
    refresh() {
      fill();
      renderStandIns();
    },
    /** Online the button says "Ready": the next round starts once everyone has. @param {boolean} on */
    setOnline(on) {
      online = on;
    },
  };
}
