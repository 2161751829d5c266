// The shapes of a match record, a replay and a review, as the bridge gives them
// (docs/bridge.md: `record`, `read_record`, `replay_round`, `history`, `review_round`,
// `review_move`), and the replay screen's own: JSDoc types for `tsc --checkJs`, no code.

/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Move} Move */
/** @typedef {import("../types.js").GameEvent} GameEvent */

/**
 * A match record (bridge `record`): a small versioned JSON document of a match's finished
 * rounds. The page only stores, sends and shares it; the engine checks it.
 * @typedef {{format: string, version: number, rounds: object[], finished: boolean} & Record<string, unknown>} MatchRecord
 */

/** @typedef {"match" | "record"} Source the session's current match, or the record it last read */

/**
 * What `read_record` says of a record it accepted.
 * @typedef {object} RecordSummary
 * @property {number} players
 * @property {import("../types.js").SeatInfo[]} seats
 * @property {import("../types.js").Rules} rules
 * @property {number[]} rounds the round numbers it holds
 * @property {import("../types.js").SheetLine[]} sheet
 * @property {import("../types.js").MatchResult | null} match_result
 */

/**
 * One moment of a replay: step 0 the deal, then one per move; the last, the round's end.
 * @typedef {object} ReplayStep
 * @property {View} view the seat's view at that moment
 * @property {Tile[][]} hands every hand, face up, sorted
 * @property {GameEvent | null} event the move this step made (null at step 0)
 */

/** @typedef {{index: number, seat: number, choices: number}} Decision a move with more than one legal choice */

/** @typedef {"best" | "good" | "inaccuracy" | "mistake" | "blunder"} Mark */

/**
 * The review of one decision (bridge `review_move`).
 * @typedef {object} MoveReview
 * @property {number} seat
 * @property {Move} chosen
 * @property {Move} best
 * @property {number} cost expected points lost, >= 0
 * @property {Mark} mark
 * @property {{move: Move, value: number, for: number, against: number}[]} choices best first
 */

/** @typedef {{round: number, source?: Source, seat?: number}} ReplayRoundParams */
/** @typedef {{round: number, seats: number[], source?: Source}} ReviewRoundParams */
/** @typedef {{round: number, index: number, source?: Source, budget?: number}} ReviewMoveParams */

export {};
