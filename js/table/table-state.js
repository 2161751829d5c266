// The table's state: one plain object (its shape is `TableState` in table-types.js) and
// the transitions that change several of its fields together (a match begins, a round,
// a move made, a view received from elsewhere, the hand passed to the next person). A
// single field is set where it is decided. Nothing here touches the page or the engine,
// so the transitions are unit-tested (tests/js/table-state.test.js).
import { LOCAL_SEATING, sharedDevice, viewOf } from "./table-derive.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("./table-types.js").TableState} TableState */
/** @typedef {import("./table-types.js").Seating} Seating */

/**
 * The table before any match.
 * @param {import("../types.js").Engine} source what the table asks until a match says otherwise
 * @returns {TableState}
 */
export function createTableState(source) {
  return {
    view: null,
    viewer: 0,
    seating: LOCAL_SEATING,
    selected: null,
    notice: null,
    busy: false,
    coverDue: false,
    saidReady: false,
    autoPaused: false,
    autoFor: null,
    told: [],
    shownLastSeq: null,
    shownHistory: null,
    run: { generation: 0, source, wake: null },
  };
}

/**
 * A new match: everything of the last one goes, and its loops stop.
 * @param {TableState} state
 * @param {Seating} seating
 * @param {import("../types.js").Engine} source
 * @returns {number} the new match's generation, which its loops carry
 */
export function beginMatch(state, seating, source) {
  Object.assign(state, {
    seating,
    selected: null,
    notice: null,
    coverDue: false,
    saidReady: false,
    autoPaused: false,
    told: [],
    shownLastSeq: null,
    shownHistory: null,
  });
  state.run = { generation: state.run.generation + 1, source, wake: null };
  return state.run.generation;
}

/**
 * The table is left: no match, no loop goes on, no request counts as on its way.
 * @param {TableState} state
 */
export function stopMatch(state) {
  state.run.generation++;
  state.run.wake = null;
  state.busy = false;
  state.view = null;
}

/**
 * A new round's view: nothing taken, its first tile is new, and on a shared device the
 * new hands stay covered until the first person to act has it.
 * @param {TableState} state
 * @param {View} view
 */
export function newRound(state, view) {
  state.view = view;
  state.coverDue = sharedDevice(view, state.seating);
  state.selected = null;
  state.shownLastSeq = null;
  state.shownHistory = null;
}

/**
 * The view after the player's own move (or take-back): the tile taken has gone.
 * @param {TableState} state
 * @param {View} view
 */
export function moved(state, view) {
  state.view = view;
  state.selected = null;
}

/**
 * Hot seat: the device passes to `seat`, whose view it now shows.
 * @param {TableState} state
 * @param {number} seat
 * @param {View} view that seat's
 */
export function handOver(state, seat, view) {
  state.viewer = seat;
  state.view = view;
}

/**
 * A view of the seat at this device after something happened elsewhere (a move on
 * another device, a bot's move on the host, the next round). Null when it is older than
 * the one shown (it is then ignored); else the events the log has not told yet, and
 * whether the round's summary goes (a new round, or the round goes on after a take-back).
 * @param {TableState} state
 * @param {View} next
 * @returns {{events: import("../types.js").GameEvent[], summaryGoes: boolean} | null}
 */
export function receiveView(state, next) {
  const before = viewOf(state);
  const sameRound = next.round === before.round;
  if (sameRound && next.history.length < before.history.length) return null;
  const summaryGoes = !sameRound || next.phase === "play";
  if (summaryGoes) state.saidReady = false;
  if (sameRound) state.view = next;
  else newRound(state, next);
  return { events: sameRound ? next.history.slice(before.history.length) : next.history, summaryGoes };
}

/**
 * What was painted: the tile taken while it may still be played (a taken tile goes with
 * the turn), the line's last tile and how much of the round's history (only what comes
 * after travels).
 * @param {TableState} state
 * @param {import("./table-types.js").Scene} scene
 */
export function painted(state, scene) {
  state.selected = scene.hand.selected;
  state.shownLastSeq = scene.line.lastSeq;
  if (state.view) state.shownHistory = { round: state.view.round, events: state.view.history.length };
}

/**
 * A message of the table's own in the status line (a hint, why a tile cannot go, an
 * automatic move announced); it stays until the table clears it.
 * @param {TableState} state
 * @param {string} text
 */
export function notify(state, text) {
  state.notice = { text, detail: "", error: false };
}

/**
 * The engine refused a request: its reason in the status line, the bridge's own words as the detail.
 * @param {TableState} state
 * @param {string} text
 * @param {string} detail
 */
export function refused(state, text, detail) {
  state.notice = { text, detail, error: true };
}

/**
 * While `send` is on its way the table is busy: the hand is inert, a second press sends nothing.
 * @template T
 * @param {TableState} state
 * @param {() => Promise<T>} send
 * @returns {Promise<T>}
 */
export async function busyWhile(state, send) {
  state.busy = true;
  try {
    return await send();
  } finally {
    state.busy = false;
  }
}
