// Where the other seats sit around the table, as seen from the seat at the device
// (at the bottom): in clockwise order, left, then across, then right. With four
// players the seat across is the one two places on, which in partnership is the
// partner (the engine's teams are seats i and i + 2), so partners face each other.
// Pure placement: it knows the number of seats, no rule.

/** @typedef {"left" | "top" | "right"} SeatPosition */

/** @type {Record<number, SeatPosition[]>} the other seats' places, clockwise from the viewer */
const AROUND = { 1: ["top"], 2: ["left", "right"], 3: ["left", "top", "right"] };

/**
 * The other seats in clockwise order from the viewer, each with its place at the table.
 * @param {number} players
 * @param {number} viewer the seat at the device (drawn at the bottom)
 * @returns {{seat: number, position: SeatPosition}[]}
 */
export function seatsAround(players, viewer) {
  const places = AROUND[players - 1];
  if (!places) throw new Error(`no table for ${players} players`);
  return places.map((position, i) => ({ seat: (viewer + 1 + i) % players, position }));
}
