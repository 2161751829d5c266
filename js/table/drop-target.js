// Where a tile dragged from the hand lands: the marked place nearest the point where it
// was dropped, when it was dropped on the table's felt (the board); anywhere else it goes
// back to the hand. Pure geometry on the page's coordinates (the renderer measures the
// board and the markers), so it is unit-tested (tests/js/drop-target.test.js).

/** @typedef {import("../types.js").End} End */
/** @typedef {{left: number, top: number, right: number, bottom: number}} Box */

/**
 * @param {{x: number, y: number}} point where the tile was dropped
 * @param {Box} board the board's box
 * @param {{end: End | null, x: number, y: number}[]} places the marked places' centres
 * @returns {{end: End | null} | null} the place to play at, or null: back to the hand
 */
export function dropTarget({ x, y }, board, places) {
  const onBoard = x >= board.left && x <= board.right && y >= board.top && y <= board.bottom;
  if (!onBoard || !places.length) return null;
  let best = places[0];
  for (const place of places) {
    if (Math.hypot(place.x - x, place.y - y) < Math.hypot(best.x - x, best.y - y)) best = place;
  }
  return { end: best.end };
}
