// The player's moves at the table, as the page reports them: a tile of the hand taken
// (clicked, or dragged; one tap plays a tile that has one place), a marker chosen, a tile dropped on a marker, a double click, the
// hint, a take-back, the next round. Whether a move is allowed is the engine's view
// (its legal places, can_undo); the move itself is sent by the runner, which then lets
// the table go on. A defect on the way is reported as an uncaught error.
import { tileKey, tileOf } from "./tiles.js";
import { canUndo, cannotText, hintText, isMyTurn, placesOf, viewOf } from "./table-derive.js";
import { busyWhile, moved, newRound, notify } from "./table-state.js";
import { placeGroups } from "./places.js";

/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */

/**
 * @param {{state: import("./table-types.js").TableState, ask: import("./table-types.js").Ask,
 *          runner: import("./table-runner.js").TableRunner, show: () => void, showStatus: () => void,
 *          telling: import("./table-telling.js").Telling, summary: import("./table-types.js").Summary,
 *          focus: {marker: () => void, tile: (key: string) => void}, say: (text: string) => void,
 *          words: import("./table-types.js").Words}} deps
 *   focus: moves the keyboard's focus (the renderer's); say: reads a line aloud (the log's live region)
 */
export function createTableMoves({ state, ask, runner, show, showStatus, telling, summary, focus, say, words }) {
  /** Nothing is taken while a request is on its way or on another's turn. */
  const closed = () => state.busy || !isMyTurn(state);

  /**
   * A line of the table's own in the status line, read aloud too.
   * @param {string} text
   * @param {{all?: boolean}} [how] all: the whole table changed with it (not only the line)
   */
  function tell(text, { all = false } = {}) {
    notify(state, text);
    if (all) show();
    else showStatus();
    say(text);
  }

  /**
   * Play a tile of the hand: the table goes on by itself.
   * @param {string} key
   * @param {End | null} end null for the lead
   */
  function play(key, end) {
    const tile = tileOf(key);
    runner.act("play", end == null ? { tile } : { tile, end }).catch(reportError);
  }

  /**
   * The player took (clicked, tapped, pressed Enter on, or began to drag) a tile of the
   * hand. A tile with one place (the lead; one end; two ends showing the same value)
   * plays at once; with a real choice it is taken and its places are marked, and taken
   * again it sends the keyboard's focus to them. A drag only takes it (the drop plays).
   * @param {string} key
   * @param {Tile} tile
   * @param {{keepSelected?: boolean}} [how] keepSelected: a drag, which never plays at once
   */
  function onSelect(key, tile, { keepSelected = false } = {}) {
    if (closed()) return;
    const view = viewOf(state);
    const groups = placeGroups(view, key);
    if (!groups.length) {
      tell(cannotText(view, tile, words));
      return;
    }
    state.notice = null;
    if (!keepSelected && groups.length === 1) {
      play(key, groups[0][0]);
      return;
    }
    if (state.selected === key && !keepSelected) {
      showStatus();
      focus.marker();
      return;
    }
    state.selected = key;
    show();
    if (!keepSelected) focus.tile(key);
  }

  /**
   * A double click: play at once where the tile has one place (its first click has
   * already played it, unless the tile was taken before).
   * @param {string} key
   */
  function onActivate(key) {
    if (closed()) return;
    const groups = placeGroups(viewOf(state), key);
    if (groups.length === 1) play(key, groups[0][0]);
  }

  /** @param {End | null} end the marker chosen for the tile taken */
  function onMarker(end) {
    if (state.selected) play(state.selected, end);
  }

  /**
   * @param {string} key the tile dragged
   * @param {End | null} end the marker it was dropped on
   */
  function onDrop(key, end) {
    if (isMyTurn(state) && placesOf(viewOf(state), key).includes(end)) play(key, end);
  }

  /**
   * A tile dragged and dropped off the board goes back to the hand: nothing is played,
   * and it is no longer taken.
   * @param {string} key
   */
  function onPutBack(key) {
    if (state.selected !== key) return;
    state.selected = null;
    show();
  }

  /** The strongest bot's move, named in the status line (its tile taken). */
  async function hint() {
    if (closed()) return;
    const token = state.run.generation;
    const before = state.view;
    const answer = await ask("hint", { seat: state.viewer });
    if (!answer || token !== state.run.generation || state.view !== before) return; // the table moved on meanwhile
    const { move } = answer;
    if (move.type === "play") state.selected = tileKey(move.tile);
    tell(hintText(move, words), { all: move.type === "play" });
  }

  /**
   * Take back the player's last move (and the bots' after it) through the engine's `undo`:
   * on their turn, or once that move (or a bot's after it) ended the round or the match,
   * when the summary closes and the table is back at the player's turn.
   */
  async function undo() {
    if (state.busy || !state.view || !canUndo(state) || !(isMyTurn(state) || state.view.phase !== "play")) return;
    const token = state.run.generation;
    const answer = await runner.request("undo", { seat: state.viewer });
    if (!answer) return;
    moved(state, answer.view);
    summary.hide(); // when the round had ended
    state.autoPaused = true; // the player takes this turn again by hand
    telling.retellForViewer(); // the log: the round's moves kept, then the take-back
    telling.announce(answer.events);
    await runner.advance(token);
  }

  async function nextRound() {
    if (state.busy || !state.view) return;
    const token = state.run.generation;
    const answer = await busyWhile(state, () => ask("next_round", { seat: state.viewer }));
    if (!answer || token !== state.run.generation) return;
    if (!("view" in answer)) {
      // Online: this player is ready; the next round comes once everyone is (`receive`).
      state.saidReady = true;
      summary.show(viewOf(state), { ready: true });
      return;
    }
    newRound(state, answer.view); // hot seat: the new hand stays hidden until the first human to act has the device
    summary.hide();
    telling.events(answer.events);
    await runner.advance(token);
  }

  return { handlers: { onSelect, onActivate, onMarker, onDrop, onPutBack }, hint, undo, nextRound };
}
