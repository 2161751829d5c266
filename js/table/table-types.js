// The table's shapes in one place, as JSDoc types for `tsc --checkJs` (no code), the way
// chessground keeps its state in one plain object painted by pure functions: the state
// that the table's modules share (TableState), what the painter is given to show at one
// moment (Scene: a plain description, for play now and for a replay's past moments), and
// who plays a seat (Seating). A module names a shape with
// `import("./table-types.js").TableState`.

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {import("../types.js").GameEvent} GameEvent */

// ---------------------------------------------------------------- who plays, what is told

/**
 * How this device plays a seat's turns: "here" (a person at this device), "bot" (this
 * page asks the engine for the bot's move) or "remote" (played elsewhere: wait for it).
 * @typedef {(view: View, seat: number) => "here" | "bot" | "remote"} Seating
 */

/**
 * A line of the log, by its event, kept so that it can be told again (in another language,
 * or to the next player at a hot-seat device, who must not read what the last one drew).
 * @typedef {{round: number, event: GameEvent, auto?: boolean}} Told auto: a move made for the player
 */

/**
 * A message of its own in the status line, which stays until the table clears it: a
 * refusal by the engine (error, with the bridge's words as its detail), a hint, why a
 * tile cannot be played, an automatic move announced.
 * @typedef {{text: string, detail: string, error: boolean}} Notice
 */

// ---------------------------------------------------------------- the state

/**
 * The runner's bookkeeping: which match its loops play, what they ask, what they wait for.
 * @typedef {object} RunState
 * @property {number} generation bumped by every new match (and by stop): a loop of an older one stops
 * @property {import("../types.js").Engine} source what the table asks: this page's engine, or (a guest's table) the host
 * @property {(() => void) | null} wake wakes the loop that waits for a move made elsewhere
 */

/**
 * Everything the table knows, in one plain object (js/table/table-state.js makes it and
 * changes it). What is shown is derived from it (table-derive.js) and painted
 * (table-painter.js); nothing else is kept in a closure or read back from the page.
 * @typedef {object} TableState
 * @property {View | null} view the match on the table, as the seat at the device sees it
 * @property {number} viewer the seat at the device (hot seat: the one whose hand shows)
 * @property {Seating} seating who plays each seat
 * @property {string | null} selected the key of the tile the player has taken
 * @property {Notice | null} notice the status line's own message, if any
 * @property {boolean} busy a request of the player's (a move, a take-back, the next round) is on its way
 * @property {boolean} coverDue hot seat: nobody has had the device yet (a bot acts first, or a new round), so no hand shows until a cover
 * @property {boolean} saidReady the people here said they are ready for the next round (online: everyone's word is needed)
 * @property {boolean} autoPaused after a take-back the player decides the next move: no automatic move until they have made one
 * @property {View | null} autoFor the view an automatic move was last planned for: never twice (a guest's view stays until the host answers)
 * @property {Told[]} told what the log has told
 * @property {number | null} shownLastSeq the last tile of the line as last painted (a newer one is animated)
 * @property {{round: number, events: number} | null} shownHistory how much of the round's history was painted (a tile drawn since travels to the hand)
 * @property {RunState} run
 */

// ---------------------------------------------------------------- what the painter shows

/**
 * One seat's chip. Its tiles: the other seats' are backs in play (`faceDown`, a count)
 * and faces in a replay (`faceUp`); the chip of the seat at the device has none (its
 * hand is shown below).
 * @typedef {object} SeatChip
 * @property {number} seat
 * @property {boolean} mine the seat at the device
 * @property {import("./seat-layout.js").SeatPosition | null} position around the table; null for the seat at the device
 * @property {boolean} turn
 * @property {string} name
 * @property {string} score its side's score: "37 / 100"
 * @property {string} count "7 tiles"
 * @property {string | null} partner the word for the viewer's partner, or null
 * @property {{faceDown: number} | {faceUp: Tile[]} | null} tiles
 */

/**
 * The status line: its text, a detail (the title), an error's look; `kept` marks a
 * notice (the table's own message) rather than the line said about the turn.
 * @typedef {{text: string, detail: string, error: boolean, kept: boolean}} StatusLine
 */

/**
 * What the table shows at one moment: the input of the painter, a plain object. Play
 * derives it from the state (table-derive.js `sceneOf`); a replay would build one for
 * each past moment with the same helpers (`seatChips` with every hand face up, the line
 * as it was, whose turn, the move's log line as the status, no buttons) and paint it with
 * the same painter.
 * @typedef {object} Scene
 * @property {SeatChip[]} around the other seats, left, across, right
 * @property {SeatChip} mine the seat at the device
 * @property {string} stock sleeping tiles or the boneyard
 * @property {string} round "Round 2"
 * @property {{entries: import("../types.js").LineEntry[], lastSeq: number | null, fresh: boolean,
 *             markers: import("./renderer.js").Markers | null}} line
 *   lastSeq: the tile played last (ringed); fresh: it has just come (animated); markers: where the taken tile may go
 * @property {{tiles: Tile[], playable: string[], selected: string | null, interactive: boolean}} hand
 *   the hand at the bottom: its tiles (none under a hot-seat cover), the keys that may be played, the tile taken
 * @property {{pass: boolean, passLabel: string | null, draw: boolean, hint: boolean, undo: boolean}} actions
 *   which buttons show; passLabel: the pass button's words, when a pass names the ends
 * @property {StatusLine} status
 * @property {Travel | null} travel what has just moved and travels to its place (none in a replay's still moments)
 */

/**
 * What has moved since the last paint: the line's fresh tile (its seq, and the seat that
 * played it: it travels from that seat's hand or chip) and the tiles just drawn into
 * the hand (they travel from the boneyard).
 * @typedef {{line: {seq: number, seat: number} | null, drawn: string[]}} Travel
 */

/** @typedef {{title: string, button: string}} Cover the hot-seat cover's words */

/**
 * What the runner does next, decided from the state (table-derive.js `nextStep`).
 * "over": the round is over (the summary); "remote": wait for a move made elsewhere;
 * "bot": ask this page's engine for the bot's move; "handover": the turn passes to
 * another person here (behind a cover when the device is shared); "decide": the person
 * at the device decides (or an automatic move does).
 * @typedef {{kind: "over"} | {kind: "remote" | "bot" | "decide", seat: number}
 *           | {kind: "handover", seat: number, cover: boolean}} Step
 */

/**
 * The table's elements.
 * @typedef {object} TableDom
 * @property {HTMLElement} opponents the other seats' chips (a list)
 * @property {HTMLElement} mySeat the chip of the seat at the device
 * @property {HTMLElement} stock sleeping tiles or the boneyard
 * @property {HTMLElement} round
 * @property {HTMLElement} status whose turn, hints, refusals
 * @property {HTMLButtonElement} pass
 * @property {HTMLButtonElement} draw
 * @property {HTMLButtonElement} hint
 * @property {HTMLButtonElement} undo takes back the player's last move (against bots only)
 * @property {HTMLElement} cover hides the hand until the next player has the device
 * @property {HTMLElement} coverTitle
 * @property {HTMLButtonElement} coverButton
 */

/** @typedef {{t: import("../i18n/i18n.js").Translate, describe: import("./describe.js").Describer}} Words the page's language */

// ---------------------------------------------------------------- collaborators

/**
 * The engine's answer, or null when it refused (the refusal is then shown in the status line).
 * @typedef {<C extends keyof import("../types.js").Commands>(cmd: C, params: import("../types.js").Commands[C]["params"])
 *   => Promise<import("../types.js").Commands[C]["result"] | null>} Ask
 */

/**
 * The round's summary, as the table opens and closes it (js/table/round-summary.js).
 * @typedef {{show: (view: View, how?: {ready?: boolean, undo?: boolean}) => void, hide: () => void}} Summary
 */

export {};
