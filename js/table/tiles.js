// A tile's key on the page ("2-5": the `data-tile` of its button and its drawing,
// the player's selection) and the tile a key stands for. One pair, so the page
// never splits a key by hand.

/**
 * @param {import("../types.js").Tile | number[]} tile
 * @returns {string}
 */
export const tileKey = (tile) => `${tile[0]}-${tile[1]}`;

/**
 * @param {string} key as made by tileKey
 * @returns {import("../types.js").Tile}
 */
export function tileOf(key) {
  const [a, b] = key.split("-").map(Number);
  return [a, b];
}
