// The shapes of what crosses the bridge, as JSDoc types for `tsc --checkJs`: the
// requests' parameters, the view, the events, results and moves, and the set-up
// options. They mirror docs/bridge.md (and the `options` command); this file holds
// no code, so a module names a shape with `import("../types.js").View`.

// ---------------------------------------------------------------- values

/** @typedef {[number, number]} Tile a tile as the engine writes it, `[a, b]` with a <= b */
/** @typedef {"left" | "right"} End */
/** @typedef {"easy" | "medium" | "hard"} BotLevel */
/** @typedef {"play" | "round_over" | "match_over"} Phase */

/**
 * The rules in force, every key filled in (`view.rules`, the `rules` command's answer).
 * @typedef {object} Rules
 * @property {"block" | "draw"} game
 * @property {"lot" | "highest_double"} opener
 * @property {"target" | "single"} match
 * @property {number | null} target
 * @property {boolean} partnership
 */

/**
 * A seat as a view shows it (`level` is null for a human, `name` null when unnamed).
 * @typedef {object} SeatInfo
 * @property {"human" | "bot"} type
 * @property {BotLevel | null} level
 * @property {string | null} name
 */

/**
 * One tile on the line; `left`/`right` are the pips on that side as it lies, `seq` 0 the lead.
 * @typedef {object} LineEntry
 * @property {Tile} tile
 * @property {number} left
 * @property {number} right
 * @property {number} seat
 * @property {number} seq
 */

/** @typedef {{left: number, right: number}} Ends */

/**
 * A legal play: `end` is null for the lead.
 * @typedef {object} LegalMove
 * @property {Tile} tile
 * @property {End | null} end
 */

/**
 * The arithmetic of a round's points: `points` = sum of `add` minus `subtract`.
 * @typedef {object} Terms
 * @property {number[]} add the losers' hands one by one (partnership: the other team's two)
 * @property {number | null} subtract after a block, the winner's (or winning team's) total
 * @property {number[] | null} subtract_hands partnership after a block: the winning team's
 *   hands one by one, adding up to `subtract` ("(39 + 19) − (26 + 24) = 8"); null otherwise
 */

/**
 * @typedef {object} RoundResult
 * @property {"domino" | "blocked"} reason
 * @property {number | null} winner a seat, or a team in partnership; null on a tie
 * @property {number | null} went_out
 * @property {number[]} totals pips left per seat
 * @property {number[] | null} team_totals
 * @property {number} points
 * @property {Terms} terms null when nobody won (typed as always there: the page reads it only for a winner)
 * @property {Tile[][]} hands every hand, revealed
 */

/**
 * @typedef {object} MatchResult
 * @property {number | null} winner a seat or team; null for a draw
 * @property {number[]} scores
 * @property {"target" | "single"} reason
 */

// ---------------------------------------------------------------- events

/** @typedef {{seat: number, tile: Tile, pips: number}} LotDraw */
/** @typedef {{type: "lot", draws: LotDraw[][], winner: number}} LotEvent */
/**
 * @typedef {{type: "deal", round: number, opener: number, hand_counts: number[],
 *            sleeping: number, boneyard: number}} DealEvent
 */
/** @typedef {{type: "play", seat: number, tile: Tile, end: End | null, seq: number, ends: Ends}} PlayEvent */
/** @typedef {{type: "pass", seat: number, ends: Ends}} PassEvent */
/** @typedef {{type: "draw", seat: number, boneyard: number, tile?: Tile}} DrawEvent `tile` only in the drawer's view */
/** @typedef {{type: "round_over", result: RoundResult}} RoundOverEvent */
/** @typedef {{type: "match_over", match_result: MatchResult}} MatchOverEvent */
/** @typedef {{type: "takeback", seat: number, moves: number}} TakebackEvent `undo`: how many moves went back */
/**
 * @typedef {LotEvent | DealEvent | PlayEvent | PassEvent | DrawEvent | RoundOverEvent | MatchOverEvent
 *           | TakebackEvent} GameEvent
 */

// ---------------------------------------------------------------- the view of a seat

/**
 * Which tile must open the round, and why: `tile` only in the opener's own view, and
 * only under O1 (reason "any": under the lot the opener leads any tile).
 * @typedef {object} Lead
 * @property {Tile | null} tile
 * @property {"any" | "highest_double" | "heaviest"} reason
 */

/**
 * One line of the score sheet: a round played to its end.
 * @typedef {object} SheetLine
 * @property {number} round
 * @property {number[]} points per side: the winner's points, 0 for the others
 * @property {number | null} winner a side; null when nobody won (every point 0)
 * @property {number[]} scores per side, after the round
 */

/**
 * @typedef {object} View
 * @property {number} players
 * @property {SeatInfo[]} seats
 * @property {Rules} rules
 * @property {number} you the viewing seat
 * @property {number[][] | null} teams `[[0, 2], [1, 3]]` in partnership
 * @property {number} round 1 for the first round
 * @property {number} opener
 * @property {number | null} turn null when the round is over
 * @property {Phase} phase
 * @property {Tile[]} hand the viewer's own tiles
 * @property {number[]} hand_counts
 * @property {number} sleeping
 * @property {number} boneyard
 * @property {LineEntry[]} line left to right as the tiles lie
 * @property {Ends | null} ends null before the lead
 * @property {Lead | null} lead before the lead only
 * @property {LegalMove[]} legal
 * @property {boolean} can_pass
 * @property {boolean} can_draw
 * @property {number[]} scores per player, or per team in partnership
 * @property {number | null} target null in a single hand
 * @property {LotEvent | null} lot
 * @property {GameEvent[]} history this round's events so far
 * @property {RoundResult | null} result
 * @property {MatchResult | null} match_result
 * @property {SheetLine[]} sheet a line for each round played to its end
 * @property {number} sheet_from the first round the sheet shows (a loaded older save's own round)
 * @property {number} taken_back how many times a move was taken back in this match
 * @property {boolean} can_undo whether `undo` for the viewing seat would succeed now
 */

/**
 * What `hint` answers: the move the strongest bot would make.
 * @typedef {{type: "play", tile: Tile, end: End | null} | {type: "pass"} | {type: "draw"}} Move
 */

// ---------------------------------------------------------------- requests

/** @typedef {{type: "human", name?: string} | {type: "bot", level: BotLevel, name?: string}} SeatRequest */

/**
 * Rules asked for: any subset, the engine fills in the rest.
 * @typedef {object} RulesRequest
 * @property {"block" | "draw"} [game]
 * @property {"lot" | "highest_double"} [opener]
 * @property {"target" | "single"} [match]
 * @property {number} [target]
 * @property {boolean} [partnership]
 */

/**
 * @typedef {object} DealRequest
 * @property {Tile[][]} hands
 * @property {number} [opener]
 * @property {Tile[]} [boneyard]
 */

/**
 * @typedef {object} NewMatchParams
 * @property {number} [players]
 * @property {SeatRequest[]} [seats]
 * @property {RulesRequest} [rules]
 * @property {number} [seed]
 * @property {number[]} [scores]
 * @property {DealRequest} [deal]
 */

/** @typedef {{players?: number, rules?: RulesRequest}} RulesParams */
/** @typedef {{seat?: number}} SeatParams `view`, `next_round` (default seat 0) */
/** @typedef {{seat: number}} ActorParams `pass`, `draw`, `bot_turn`, `hint`, `undo` */
/** @typedef {{seat: number, tile: Tile | number[], end?: End}} PlayParams */
/** @typedef {{state: object}} LoadParams */
/** @typedef {"match" | "record"} Source the match in play (the default), or the record last read */
/** @typedef {{record: object}} ReadRecordParams */
/** @typedef {{round: number, source?: Source, seat?: number}} ReplayParams `seat`: whose view (default 0) */
/** @typedef {{round: number, seats: number[], source?: Source}} ReviewRoundParams */
/** @typedef {{round: number, index: number, source?: Source, budget?: number}} ReviewMoveParams */

/** @typedef {{view: View, events: GameEvent[]}} MoveAnswer */

/** @typedef {"not_a_save" | "other_version" | "damaged" | "impossible"} BadStateReason */

/**
 * Why `read_record` refused a record (code "bad_record").
 * @typedef {"not_a_record" | "other_version" | "damaged" | "bad_deal" | "illegal_move" | "unfinished"
 *   | "bad_scores" | "bad_end"} BadRecordReason
 */

/**
 * A refusal's `error`: `reason` only with the codes "bad_state" (why a save was refused) and
 * "bad_record" (why a record was).
 * @typedef {object} BridgeError
 * @property {string} code
 * @property {string} message plain English, for a log or a detail line
 * @property {BadStateReason | BadRecordReason} [reason]
 */

/**
 * A move as a round keeps it: with the seat that made it (`tile` and `end` for plays only).
 * @typedef {{type: "play", seat: number, tile: Tile, end: End | null} | {type: "pass" | "draw", seat: number}} SeatedMove
 */

/**
 * A finished round in a record: `sleeping` (Block) or `boneyard` (Draw game, top first) holds the
 * undealt tiles; `scores` are per side after the round.
 * @typedef {object} RecordRound
 * @property {number} round
 * @property {number} opener
 * @property {Tile[][]} dealt each seat's hand as dealt
 * @property {Tile[]} [sleeping]
 * @property {Tile[]} [boneyard]
 * @property {SeatedMove[]} moves
 * @property {number[]} scores
 */

/**
 * A match record (`record`, `read_record`): the match's finished rounds, never the round in play.
 * @typedef {object} MatchRecord
 * @property {"block-dominoes-record"} format
 * @property {number} version 1
 * @property {number} players
 * @property {SeatInfo[]} seats
 * @property {Rules} rules
 * @property {number[]} scores_from per side, before the first round
 * @property {number} first_round 1, or the round an older save was loaded in
 * @property {RecordRound[]} rounds
 * @property {boolean} finished the match is over
 */

/**
 * What `read_record` found in a record it accepted.
 * @typedef {object} RecordSummary
 * @property {number} players
 * @property {SeatInfo[]} seats
 * @property {Rules} rules
 * @property {number[]} rounds the round numbers
 * @property {SheetLine[]} sheet
 * @property {MatchResult | null} match_result
 */

/**
 * One step of a replay: step 0 is the deal, then one per move; the last is the round's end.
 * @typedef {object} ReplayStep
 * @property {View} view the seat's view at that moment (`can_undo` false, `taken_back` 0)
 * @property {Tile[][]} hands every hand, face up, sorted
 * @property {PlayEvent | PassEvent | DrawEvent | null} event the move's event (a drawn tile shown); null at the deal
 */

/**
 * A decision `review_round` found: the move's index in the round's moves, its seat and how many choices it had.
 * @typedef {{index: number, seat: number, choices: number}} ReviewDecision
 */

/** @typedef {"best" | "good" | "inaccuracy" | "mistake" | "blunder"} ReviewMark */

/**
 * A legal move's worth in a review: expected points for the seat's side, against, and the difference.
 * @typedef {{move: Move, value: number, for: number, against: number}} ReviewChoice
 */

/**
 * `review_move`: one decision weighed.
 * @typedef {object} MoveReview
 * @property {number} seat
 * @property {Move} chosen
 * @property {Move} best
 * @property {number} cost expected points lost against the best move (0 or more)
 * @property {ReviewMark} mark
 * @property {ReviewChoice[]} choices every legal move, best first
 */

/**
 * Every command: its parameters and its result.
 * @typedef {object} Commands
 * @property {{params: NewMatchParams, result: MoveAnswer}} new_match
 * @property {{params: RulesParams, result: {rules: Rules}}} rules
 * @property {{params: {}, result: {options: Options}}} options
 * @property {{params: SeatParams, result: {view: View}}} view
 * @property {{params: PlayParams, result: MoveAnswer}} play
 * @property {{params: ActorParams, result: MoveAnswer}} pass
 * @property {{params: ActorParams, result: MoveAnswer}} draw
 * @property {{params: ActorParams, result: MoveAnswer}} bot_turn
 * @property {{params: ActorParams, result: {move: Move}}} hint
 * @property {{params: SeatParams, result: MoveAnswer}} next_round
 * @property {{params: ActorParams, result: MoveAnswer}} undo takes back that seat's last move and the bots' after it
 * @property {{params: SetSeatParams, result: {seats: SeatInfo[]}}} set_seat
 * @property {{params: {}, result: {state: object}}} save
 * @property {{params: LoadParams, result: {view: View}}} load
 * @property {{params: {round?: number, source?: Source}, result: {record: MatchRecord}}} record the finished rounds (or one of them) of the match or of the record read
 * @property {{params: ReadRecordParams, result: {summary: RecordSummary}}} read_record becomes the session's record
 * @property {{params: ReplayParams, result: {steps: ReplayStep[]}}} replay_round
 * @property {{params: SeatParams, result: {rounds: GameEvent[][]}}} history every kept round's events, the current last
 * @property {{params: ReviewRoundParams, result: {decisions: ReviewDecision[]}}} review_round
 * @property {{params: ReviewMoveParams, result: MoveReview}} review_move
 */

/**
 * `set_seat`: who plays a seat from now on (online: a bot for a friend who has gone).
 * @typedef {{seat: number, type: "human" | "bot", level?: BotLevel}} SetSeatParams
 */

/** @typedef {keyof Commands} Command */

/**
 * One bridge request: resolves to the command's result, rejects with an EngineError
 * (js/engine/engine-client.js) when the engine refuses or has failed.
 * @typedef {<C extends Command>(cmd: C, params?: Commands[C]["params"]) => Promise<Commands[C]["result"]>} Request
 */

/**
 * A bridge session as the page's modules receive it.
 * @typedef {object} Engine
 * @property {Promise<void>} ready settles once the engine has started (or failed to)
 * @property {Request} request
 */

// ---------------------------------------------------------------- the set-up's options

/** @typedef {{min: number, max: number}} Range */

/**
 * @template T
 * @typedef {{values: T[], default: T}} Choice
 */

/**
 * A preset: plain rules, the player counts it allows and whether it has a target.
 * @typedef {object} Preset
 * @property {string} id
 * @property {RulesRequest} rules
 * @property {number[]} players
 * @property {boolean} has_target
 */

/**
 * What one table deals: tiles per hand, tiles left undealt, the usual target.
 * @typedef {object} Deal
 * @property {number} players
 * @property {boolean} partnership
 * @property {number} hand
 * @property {number} undealt
 * @property {number | null} target
 */

/**
 * Every set-up fact, from the engine (`options`): the one source of presets and limits.
 * @typedef {object} Options
 * @property {{min: number, max: number, default: number}} players
 * @property {("human" | "bot")[]} seat_types
 * @property {BotLevel[]} bot_levels
 * @property {SeatRequest[]} default_seats
 * @property {Range} name_length
 * @property {{pips: Range, count: number}} tiles the set: the pips an end may show, how many tiles
 * @property {Range} target
 * @property {Range} scores
 * @property {{min: number, max: string}} seed `max` in decimal digits (2**63 - 1)
 * @property {{game: Choice<"block" | "draw">, opener: Choice<"lot" | "highest_double">,
 *             match: Choice<"target" | "single">, partnership: Choice<boolean>}} rules
 * @property {Preset[]} presets in the order the page shows them, the first the default
 * @property {Deal[]} deals
 */

export {};
