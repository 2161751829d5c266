// The loop of a match: opens it, then goes on one step at a time as `nextStep` says:
// a bot's move at the picked pace, the hand passed to the next person at a shared device
// (behind the hot-seat cover), a wait for the view that tells a move made on another
// device (`receive`), the player's turn (an automatic move, announced first, when their
// settings make one). It also sends the player's moves. Each loop carries its match's
// generation and stops once another match has begun. What is shown is painted by the
// injected `show`; a refusal by the engine is shown by `ask`; any other failure is a
// defect and goes on up to the console.
import { AUTO_DELAY_MS } from "./auto-moves.js";
import { autoText, canUndo, isMyTurn, nextStep, openingOf, viewOf } from "./table-derive.js";
import { beginMatch, busyWhile, handOver, moved, notify, receiveView } from "./table-state.js";
import { earlierEntries } from "./table-telling.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {import("../types.js").Commands} Commands */
/** @typedef {import("./table-types.js").Seating} Seating */
/** @typedef {ReturnType<typeof createTableRunner>} TableRunner */

/** @type {Readonly<Record<string, number>>} milliseconds before each bot move, by the speed picker's value */
export const SPEEDS = { slow: 1400, normal: 750, fast: 250, instant: 0 };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{state: import("./table-types.js").TableState, ask: import("./table-types.js").Ask,
 *          show: () => void, showStatus: () => void, cover: (seat: number) => Promise<void>,
 *          telling: import("./table-telling.js").Telling, summary: import("./table-types.js").Summary,
 *          words: import("./table-types.js").Words, getSpeed: () => string,
 *          autoMove: (view: View) => import("./auto-moves.js").AutoMove | null, delay?: (ms: number) => Promise<unknown>}} deps
 *   show: paint the table from the state; showStatus: paint only its status line; cover: the
 *   hot-seat cover for a seat, settled once its player has the device; getSpeed: a key of
 *   SPEEDS; autoMove: the move the player's settings make for them on their turn, or null
 */
export function createTableRunner({
  state,
  ask,
  show,
  showStatus,
  cover,
  telling,
  summary,
  words,
  getSpeed,
  autoMove,
  delay = sleep,
}) {
  const run = () => state.run; // the current match's bookkeeping (a new match replaces it)
  /** @param {number} token */
  const stale = (token) => token !== run().generation;

  /**
   * Open a match: its first view, the seat at the device, the log of the round so far, the
   * first cover; then the loop goes on by itself. Rejects when the engine refuses it (the
   * caller shows why).
   * @param {() => Promise<{view: View, events: import("../types.js").GameEvent[] | null,
   *          earlier?: import("../types.js").GameEvent[][]}>} answerOf  events: null for a match
   *   resumed (or watched), whose log is told from its view, after the `earlier` rounds' events
   * @param {Seating} seating
   * @param {import("../types.js").Engine} source what the table asks from now on
   */
  async function open(answerOf, seating, source) {
    const token = beginMatch(state, seating, source);
    summary.hide();
    telling.clear();
    const answer = await answerOf();
    const opening = openingOf(answer.view, seating);
    state.view = answer.view;
    state.viewer = opening.viewer;
    if (opening.viewer !== answer.view.you) state.view = (await source.request("view", { seat: opening.viewer })).view;
    // A resumed match tells the rounds before this one (those the save kept), then its
    // round so far, after the lot when that was the first round's.
    const view = viewOf(state);
    if (!answer.events) telling.earlier(earlierEntries(view, answer.earlier ?? []));
    telling.events(answer.events ?? [...(view.round === 1 && view.lot ? [view.lot] : []), ...view.history], {
      news: false,
    });
    if (opening.cover === "due") state.coverDue = true; // a bot acts first: the cover comes for the first human to act
    if (opening.cover === "now") {
      await cover(opening.viewer); // the first player's tiles stay hidden until they have the device
      if (stale(token)) return;
    }
    // Not awaited: the match goes on by itself. A refusal on the way is shown in the
    // status line; a defect is reported as an uncaught error (the console).
    advance(token).catch(reportError);
  }

  /** @param {number} token the generation of the match this loop plays */
  async function advance(token) {
    while (!stale(token)) {
      show();
      const view = viewOf(state);
      const step = nextStep(state);
      if (step.kind === "over") {
        summary.show(view, { ready: state.saidReady, undo: canUndo(state) });
        return;
      }
      if (step.kind === "remote") {
        await new Promise((resolve) => (run().wake = () => resolve(undefined)));
        continue; // `receive` has put the new view in place
      }
      if (step.kind === "bot") {
        await delay(SPEEDS[getSpeed()] ?? SPEEDS.normal);
        if (stale(token)) return;
        const answer = await ask("bot_turn", { seat: state.viewer });
        if (!answer || stale(token)) return;
        state.view = answer.view;
        telling.events(answer.events);
        continue;
      }
      if (step.kind === "handover") {
        if (step.cover) await cover(step.seat);
        state.coverDue = false;
        if (stale(token)) return;
        if (step.seat === state.viewer) continue;
        const answer = await ask("view", { seat: step.seat });
        if (!answer || stale(token)) return;
        handOver(state, step.seat, answer.view);
        telling.retellForViewer();
        continue;
      }
      const move = state.autoPaused || state.autoFor === view ? null : autoMove(view);
      if (move) {
        state.autoFor = view;
        automatic(token, view, move).catch(reportError);
      }
      return; // the human to act is at the device: wait for a click (or the automatic move)
    }
  }

  /**
   * Make the move the player's settings choose, after a short pause in which the status
   * line says what is being done; a move the player makes first wins.
   * @param {number} token
   * @param {View} before the view the move was chosen from
   * @param {import("./auto-moves.js").AutoMove} move
   */
  async function automatic(token, before, move) {
    const announced = autoText(move, words);
    notify(state, announced);
    showStatus();
    await delay(AUTO_DELAY_MS);
    if (stale(token) || state.busy) return;
    // The table moved on, or the player switched the setting off meanwhile: no move,
    // and the line that announced it goes.
    if (state.view !== before || !autoMove(before)) {
      if (state.notice?.text === announced) {
        state.notice = null;
        show();
      }
      return;
    }
    if (move.type === "play") {
      await act("play", move.end == null ? { tile: move.tile } : { tile: move.tile, end: move.end }, { auto: true });
    } else {
      await act(move.type, {}, { auto: true });
    }
  }

  /**
   * A request of the player's (a move, a take-back): the hand goes inert at once, so a
   * second press sends nothing, and a refusal shows the same turn again with the refusal
   * in the status line.
   * @template {"play" | "pass" | "draw" | "undo"} C
   * @param {C} cmd
   * @param {Commands[C]["params"]} params
   * @returns {Promise<Commands[C]["result"] | null>} null when refused, or when another match has begun meanwhile
   */
  async function request(cmd, params) {
    const token = run().generation;
    state.notice = null;
    const answer = await busyWhile(state, () => {
      show();
      return ask(cmd, params);
    });
    if (stale(token)) return null;
    if (!answer) show();
    return answer;
  }

  /**
   * Send one of the player's moves, then let the bots (or the next person) go on.
   * @param {"play" | "pass" | "draw"} cmd
   * @param {{tile?: Tile, end?: End}} params
   * @param {{auto?: boolean}} [how] auto: an automatic move, made for the player
   */
  async function act(cmd, params, { auto = false } = {}) {
    if (state.busy || !isMyTurn(state)) return;
    if (!auto) state.autoPaused = false;
    const token = run().generation;
    const answer = await request(cmd, { seat: state.viewer, ...params });
    if (!answer) return;
    if ("view" in answer) {
      moved(state, answer.view);
      telling.events(answer.events, { auto });
    } // else online as a guest: the host's next view has told (or will tell) what the move did
    await advance(token);
  }

  /**
   * A view of the seat at this device after something happened elsewhere: a move on
   * another device, a bot's move on the host, the next round. The log tells what is new
   * in the round's history, and the table goes on from there.
   * @param {View} next
   */
  function receive(next) {
    const news = receiveView(state, next);
    if (!news) return; // older than what is shown
    telling.events(news.events);
    if (news.summaryGoes) summary.hide();
    const wake = run().wake;
    if (wake) {
      run().wake = null;
      wake();
    } else if (!state.busy) {
      advance(run().generation).catch(reportError);
    }
  }

  return { open, advance, act, request, receive };
}
