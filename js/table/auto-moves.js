// Automatic moves, each a remembered setting: pass when nothing fits, draw in the
// Draw game while nothing fits, and play the only legal move (one tile, one place; two
// ends showing the same value are one place, places.js). Decided from the engine's view
// alone (legal, ends, can_pass, can_draw): no rule here.
import { distinctMoves } from "./places.js";

/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {{type: "pass"} | {type: "draw"} | {type: "play", tile: Tile, end: End | null}} AutoMove */

/** @type {number} milliseconds an automatic move waits, so the player sees what is done for them */
export const AUTO_DELAY_MS = 700;

/**
 * The move to make for the player on their turn, or null when they decide.
 * @param {import("./places.js").Placing & {can_pass: boolean, can_draw: boolean}} view
 *   the view of the seat whose turn it is
 * @param {{autoPass: boolean, autoDraw: boolean, autoOnly: boolean}} settings
 * @returns {AutoMove | null}
 */
export function automaticMove(view, settings) {
  if (view.legal.length === 0) {
    if (view.can_draw && settings.autoDraw) return { type: "draw" };
    if (view.can_pass && !view.can_draw && settings.autoPass) return { type: "pass" };
    return null;
  }
  const moves = distinctMoves(view);
  if (moves.length === 1 && settings.autoOnly) {
    const [{ tile, end }] = moves;
    return { type: "play", tile, end };
  }
  return null;
}
