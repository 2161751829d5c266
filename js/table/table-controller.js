// Runs a match on the page: the composition of the table's parts, and the API the page
// (js/main.js) and online play (js/online/*.js) use. The parts: the state, one plain
// object (table-state.js); what is shown, derived from it (table-derive.js) and painted
// (table-painter.js); the log's telling (table-telling.js); the loop of bots, covers and
// waits (table-runner.js); the player's moves (table-moves.js). Every rule comes from the
// engine's view. The engine's refusals are shown in the status line; any other failure
// is a defect and goes on up to the console.
//
// Online, some seats are played on other devices: the table then waits for the view
// that tells what happened there (`receive`), whether this page is the host (whose
// engine runs the match) or a guest (whose requests go to the host).
import { EngineError } from "../engine/engine-client.js";
import { LOCAL_SEATING, coverOf, markerLabel, sceneOf, statusOf, viewOf } from "./table-derive.js";
import { createTableState, painted, refused, stopMatch } from "./table-state.js";
import { createTablePainter } from "./table-painter.js";
import { createTelling } from "./table-telling.js";
import { createTableRunner } from "./table-runner.js";
import { createTableMoves } from "./table-moves.js";

export { LOCAL_SEATING } from "./table-derive.js";
export { SPEEDS } from "./table-runner.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {import("./table-types.js").Seating} Seating */
/** @typedef {import("./table-types.js").TableDom} TableDom */

/**
 * @typedef {object} Playing how this page plays a match (default: everyone at this device)
 * @property {Seating} [seating] who plays which seat
 * @property {import("../types.js").Engine} [via] what the table asks (online, the host's
 *   engine wrapped so that the next round waits for every player)
 */

/**
 * @param {{engine: import("../types.js").Engine, renderer: import("./renderer.js").Renderer,
 *          describe: import("./describe.js").Describer, log: import("./move-log.js").MoveLog,
 *          summary: import("./table-types.js").Summary, t: import("../i18n/i18n.js").Translate,
 *          dom: TableDom, getSpeed: () => string, onRender?: (view: View) => void,
 *          onNews?: (events: import("../types.js").GameEvent[], view: View) => void,
 *          autoMove?: (view: View) => import("./auto-moves.js").AutoMove | null}} deps
 *   getSpeed: a key of SPEEDS; onRender: told after every redraw; onNews: told of events as
 *   they happen (not those retold on a resume), for the sound; autoMove: the move the
 *   player's settings make for them on their turn, or null
 */
export function createTableController({
  engine,
  renderer,
  describe,
  log,
  summary,
  t,
  dom,
  getSpeed,
  onRender = () => {},
  onNews = () => {},
  autoMove = () => null,
}) {
  const words = { t, describe };
  const state = createTableState(engine);
  const painter = createTablePainter({ dom, renderer });
  const telling = createTelling({ state, log, words, onNews });

  /** Paint the whole table from the state. */
  function show() {
    const scene = sceneOf(state, words);
    painter.paint(scene);
    painted(state, scene);
    onRender(viewOf(state));
  }
  const showStatus = () => painter.paintStatus(statusOf(state, words));
  /** @param {number} seat */
  const cover = (seat) => painter.cover(coverOf(viewOf(state), seat, words));

  /**
   * The engine's answer, or null when it refused (the refusal is then shown in the
   * status line). Anything else that fails is a defect and is thrown on.
   * @type {import("./table-types.js").Ask}
   */
  async function ask(cmd, params) {
    try {
      return await state.run.source.request(cmd, params);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      refused(state, describe.error(error), describe.errorDetail(error));
      showStatus();
      return null;
    }
  }

  const runner = createTableRunner({
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
  });
  const moves = createTableMoves({
    state,
    ask,
    runner,
    show,
    showStatus,
    telling,
    summary,
    focus: { marker: renderer.focusMarker, tile: renderer.focusTile },
    say: log.say,
    words,
  });

  /**
   * Start a match. Rejects when the engine refuses it (the caller shows why).
   * @param {import("../types.js").NewMatchParams} params
   * @param {Playing} [playing]
   */
  function start(params, { seating = LOCAL_SEATING, via = engine } = {}) {
    return runner.open(async () => via.request("new_match", params), seating, via);
  }

  /**
   * Continue a saved match (bridge `load`) exactly where it stopped. Rejects when
   * the engine refuses the save.
   * @param {object} saved
   * @param {Playing} [playing]
   */
  function resume(saved, { seating = LOCAL_SEATING, via = engine } = {}) {
    return runner.open(
      async () => {
        const { view } = await via.request("load", { state: saved });
        // The log of the whole match comes back: the rounds before this one, as kept by the save.
        const { rounds } = await via.request("history", { seat: view.you });
        return { events: null, view, earlier: rounds.slice(0, -1) };
      },
      seating,
      via,
    );
  }

  /**
   * Show a match that runs elsewhere, from the view the host sent (a guest's table).
   * @param {View} first
   * @param {Seating} seating
   * @param {import("../types.js").Engine} host the guest's requests go there
   */
  function watch(first, seating, host) {
    return runner.open(async () => ({ events: null, view: first }), seating, host);
  }

  /**
   * Ask the engine for this device's view again and take it as news (after the host
   * changed who plays a seat, for instance).
   */
  async function reload() {
    if (!state.view) return;
    const token = state.run.generation;
    const answer = await ask("view", { seat: state.viewer });
    if (answer && token === state.run.generation) runner.receive(answer.view);
  }

  function stop() {
    stopMatch(state);
    summary.hide();
    painter.uncover();
  }

  // The buttons' moves run on by themselves; a defect is reported as an uncaught error.
  dom.pass.addEventListener("click", () => void runner.act("pass", {}).catch(reportError));
  dom.draw.addEventListener("click", () => void runner.act("draw", {}).catch(reportError));
  dom.hint.addEventListener("click", () => void moves.hint().catch(reportError));
  dom.undo.addEventListener("click", () => void moves.undo().catch(reportError));

  return {
    start,
    resume,
    watch,
    receive: runner.receive,
    reload,
    stop,
    nextRound: moves.nextRound,
    /** Take back the player's last move (the summary's button). */
    undo: moves.undo,
    /**
     * Who plays a seat of a view of the match on the table: "here", "bot" or "remote"
     * (a friend's device); before any match, as on one device.
     * @type {Seating}
     */
    seatKind: (view, seat) => state.seating(view, seat),
    /** Online: this device's player has said Ready for the next round. */
    get saidReady() {
      return state.saidReady;
    },
    /** The seat at this device (online: this player's own seat). */
    get viewer() {
      return state.viewer;
    },
    /** The match on the table, or null. */
    get view() {
      return state.view;
    },
    handlers: moves.handlers,
    /** Re-draw in the current language. */
    refresh() {
      if (!state.view) return;
      show();
      telling.retellAll();
    },
    /**
     * The marker's spoken label needs the end's pips, which only the view knows.
     * @param {End | null} end
     * @param {Tile | null} tile
     */
    markerLabel: (end, tile) => markerLabel(viewOf(state).ends, end, tile, words),
  };
}
