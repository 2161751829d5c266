// The shapes replays, records and the review use, named where the replay's modules read
// them: the bridge's own are in js/types.js (`record`, `read_record`, `replay_round`,
// `review_round`, `review_move`; docs/bridge.md). JSDoc types for `tsc --checkJs`, no code.

/** @typedef {import("../types.js").MatchRecord} MatchRecord */
/** @typedef {import("../types.js").Source} Source the session's current match, or the record it last read */
/** @typedef {import("../types.js").RecordSummary} RecordSummary */
/** @typedef {import("../types.js").ReplayStep} ReplayStep */
/** @typedef {import("../types.js").ReviewDecision} Decision a move with more than one legal choice */
/** @typedef {import("../types.js").ReviewMark} Mark */
/** @typedef {import("../types.js").MoveReview} MoveReview */

export {};
