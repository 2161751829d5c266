// "Rematch" at a match's end: the same seats (who plays each, bot levels, names) and
// the same rules, with new deals. Read from the engine's view, so a match continued
// from its save has a rematch too; the new seed comes from the caller.
/** @typedef {import("../types.js").View} View */

/**
 * The `new_match` request for a rematch of the view's match.
 * @param {View} view
 * @param {number} seed
 * @returns {import("../types.js").NewMatchParams}
 */
export function rematchRequest(view, seed) {
  const seats = view.seats.map((seat) => {
    /** @type {import("../types.js").SeatRequest} */
    const request = seat.type === "bot" && seat.level ? { type: "bot", level: seat.level } : { type: "human" };
    if (seat.name) request.name = seat.name;
    return request;
  });
  const { game, opener, match, target, partnership } = view.rules;
  /** @type {import("../types.js").RulesRequest} */
  const rules = { game, opener, match, partnership };
  if (target != null) rules.target = target;
  return { players: view.players, seats, rules, seed };
}
