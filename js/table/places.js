// Which of the engine's legal moves are one and the same move for the player. A tile
// that fits two ends showing the same value (both 6) leaves the same open ends whichever
// it joins, and the engine then accepts it with `end` omitted; so it is one place, played
// with one tap, and "the only move" when it is the only tile that fits. This module only
// groups the engine's `legal` list by the value of the end each move joins: no rule of its own.
import { tileKey } from "./tiles.js";

/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {import("../types.js").Ends} Ends */
/** @typedef {{tile: Tile, end: End | null}} LegalMove */
/** @typedef {{legal: LegalMove[], ends: Ends | null}} Placing the parts of a view this needs */

/**
 * What tells two places of one tile apart: the value of the open end it joins (the lead: none).
 * @param {Ends | null} ends
 * @param {End | null} end
 */
const placeOf = (ends, end) => (end == null || !ends ? "lead" : String(ends[end]));

/**
 * The places a tile of the hand may go, each distinct place once, as the engine's
 * ends in its order: `[["left", "right"]]` for a [6|3] on two 6s (one place), `[["left"],
 * ["right"]]` for a [6|3] on a 6 and a 3 (a choice), `[[null]]` for a lead, `[]` when it does not fit.
 * @param {Placing} view
 * @param {string} key the tile's key ("2-5")
 * @returns {(End | null)[][]}
 */
export function placeGroups(view, key) {
  /** @type {Map<string, (End | null)[]>} */
  const groups = new Map();
  for (const move of view.legal) {
    if (tileKey(move.tile) !== key) continue;
    const place = placeOf(view.ends, move.end);
    const group = groups.get(place);
    if (group) group.push(move.end);
    else groups.set(place, [move.end]);
  }
  return [...groups.values()];
}

/**
 * The distinct moves of a turn: one for each tile and distinct place, the first of its
 * group in the engine's order.
 * @param {Placing} view
 * @returns {LegalMove[]}
 */
export function distinctMoves(view) {
  /** @type {Map<string, LegalMove>} */
  const moves = new Map();
  for (const move of view.legal) {
    const id = `${tileKey(move.tile)} ${placeOf(view.ends, move.end)}`;
    if (!moves.has(id)) moves.set(id, move);
  }
  return [...moves.values()];
}
