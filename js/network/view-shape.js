// The shape of a seat's view as the host sends it (docs/bridge.md, `view`; js/types.js View),
// checked on a guest's page before its table sees it: the host is another device, and a
// view that is not one is refused there like any other bad message. The ranges come from
// the engine's options (players, bot levels, names, the set), never from copies here.
import { bool, int, list, nullable, oneOf, record, tagged, text } from "./shapes.js";

/**
 * The bounds every check below reads, worked out from the engine's options.
 * @typedef {object} Limits
 * @property {number} minPlayers
 * @property {number} maxPlayers
 * @property {number} maxPips
 * @property {number} tiles how many tiles the set has
 * @property {number} nameUnits a name's greatest length in UTF-16 units (a code point may take two)
 * @property {string[]} levels the bot levels
 * @property {{game: string[], opener: string[], match: string[]}} rules each rule's values
 * @property {number} maxTarget
 */

/**
 * @param {import("../types.js").Options} options
 * @returns {Limits}
 */
export const limitsOf = (options) => ({
  minPlayers: options.players.min,
  maxPlayers: options.players.max,
  maxPips: options.tiles.pips.max,
  tiles: options.tiles.count,
  nameUnits: options.name_length.max * 2,
  levels: options.bot_levels,
  rules: { game: options.rules.game.values, opener: options.rules.opener.values, match: options.rules.match.values },
  maxTarget: options.target.max,
});

const BIG = 1e9; // scores, rounds and points: whole numbers, no tighter bound is a rule

/**
 * The checks of one set of limits: a seat, a tile, a sheet line, a move, a whole view.
 * @param {Limits} limits
 */
export function viewChecks(limits) {
  const seat = int(0, limits.maxPlayers - 1);
  const seats = (/** @type {import("./shapes.js").Check} */ check) => list(check, limits.minPlayers, limits.maxPlayers);
  const pips = int(0, limits.maxPips);
  const tile = list(pips, 2, 2);
  const count = int(0, limits.tiles);
  const end = oneOf(["left", "right"]);
  const ends = record({ left: pips, right: pips });
  const side = int(0, limits.maxPlayers - 1); // a seat, or a team in partnership
  const score = int(0, BIG);
  const name = text(limits.nameUnits);

  const lotEvent = record({
    type: oneOf(["lot"]),
    draws: list(list(record({ seat, tile, pips: int(0, 2 * limits.maxPips) }), 1, limits.maxPlayers), 1, limits.tiles),
    winner: seat,
  });
  const terms = record({
    add: list(score, 0, limits.maxPlayers),
    subtract: nullable(score),
    subtract_hands: nullable(list(score, 0, limits.maxPlayers)),
  });
  const roundResult = record({
    reason: oneOf(["domino", "blocked"]),
    winner: nullable(side),
    went_out: nullable(seat),
    totals: seats(score),
    team_totals: nullable(list(score, 2, 2)),
    points: score,
    terms: nullable(terms),
    hands: seats(list(tile, 0, limits.tiles)),
  });
  const matchResult = record({
    winner: nullable(side),
    scores: seats(score),
    reason: oneOf(["target", "single"]),
  });
  const event = tagged("type", {
    lot: lotEvent,
    deal: record({
      type: oneOf(["deal"]),
      round: int(1, BIG),
      opener: seat,
      hand_counts: seats(count),
      sleeping: count,
      boneyard: count,
    }),
    play: record({ type: oneOf(["play"]), seat, tile, end: nullable(end), seq: count, ends }),
    pass: record({ type: oneOf(["pass"]), seat, ends }),
    draw: record({ type: oneOf(["draw"]), seat, boneyard: count }, { tile }),
    round_over: record({ type: oneOf(["round_over"]), result: roundResult }),
    match_over: record({ type: oneOf(["match_over"]), match_result: matchResult }),
    takeback: record({ type: oneOf(["takeback"]), seat, moves: int(1, BIG) }),
  });
  const sheetLine = record({ round: int(1, BIG), points: seats(score), winner: nullable(side), scores: seats(score) });

  /** A view as a guest receives it: the score sheet travels beside it (protocol.js, `state`). */
  const view = record({
    players: int(limits.minPlayers, limits.maxPlayers),
    seats: seats(
      record({ type: oneOf(["human", "bot"]), level: nullable(oneOf(limits.levels)), name: nullable(name) }),
    ),
    rules: record({
      game: oneOf(limits.rules.game),
      opener: oneOf(limits.rules.opener),
      match: oneOf(limits.rules.match),
      target: nullable(int(1, limits.maxTarget)),
      partnership: bool,
    }),
    you: seat,
    teams: nullable(list(list(seat, 1, limits.maxPlayers), 2, limits.maxPlayers)),
    round: int(1, BIG),
    opener: seat,
    turn: nullable(seat),
    phase: oneOf(["play", "round_over", "match_over"]),
    hand: list(tile, 0, limits.tiles),
    hand_counts: seats(count),
    sleeping: count,
    boneyard: count,
    line: list(record({ tile, left: pips, right: pips, seat, seq: count }), 0, limits.tiles),
    ends: nullable(ends),
    lead: nullable(record({ tile: nullable(tile), reason: oneOf(["any", "highest_double", "heaviest"]) })),
    legal: list(record({ tile, end: nullable(end) }), 0, 2 * limits.tiles),
    can_pass: bool,
    can_draw: bool,
    scores: seats(score),
    target: nullable(int(1, limits.maxTarget)),
    lot: nullable(lotEvent),
    history: list(event, 0, 8 * limits.tiles),
    result: nullable(roundResult),
    match_result: nullable(matchResult),
    sheet_from: int(1, BIG),
    taken_back: int(0, BIG),
    can_undo: bool,
  });

  const move = tagged("type", {
    play: record({ type: oneOf(["play"]), tile, end: nullable(end) }),
    pass: record({ type: oneOf(["pass"]) }),
    draw: record({ type: oneOf(["draw"]) }),
  });

  return { seat, tile, end, name, view, sheetLine, move };
}
