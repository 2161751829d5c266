// Views of a match as the engine would send them, and a table's state holding one, for
// the table's unit tests (table-derive, table-state, table-telling, table-runner). The
// words are the English catalogue's, through the page's own describer.
import { createI18n } from "../../../js/i18n/i18n.js";
import { createDescriber } from "../../../js/table/describe.js";
import { createTableState } from "../../../js/table/table-state.js";

const i18n = createI18n({ languages: ["en"] });
export const words = { t: i18n.t, describe: createDescriber(i18n.t, i18n.has) };

export const human = (name = null) => ({ type: "human", level: null, name });
export const bot = (level = "medium", name = null) => ({ type: "bot", level, name });
export const TEAMS = [
  [0, 2],
  [1, 3],
];

/** An engine that is never asked (the derivations and transitions ask nothing). */
export const NO_ENGINE = {
  ready: Promise.resolve(),
  request: () => Promise.reject(new Error("the engine is not asked here")),
};

/**
 * A view of seat 0 in a 2-player Block match against a bot, at seat 0's turn with one
 * tile on the line; `over` replaces any field.
 */
export function makeView(over = {}) {
  return {
    players: 2,
    seats: [human(), bot()],
    rules: { game: "block", opener: "lot", match: "target", target: 100, partnership: false },
    you: 0,
    teams: null,
    round: 1,
    opener: 1,
    turn: 0,
    phase: "play",
    hand: [
      [1, 2],
      [3, 5],
      [6, 6],
    ],
    hand_counts: [3, 6],
    sleeping: 14,
    boneyard: 0,
    line: [{ tile: [5, 6], left: 6, right: 5, seat: 1, seq: 0 }],
    ends: { left: 6, right: 5 },
    lead: null,
    legal: [
      { tile: [3, 5], end: "right" },
      { tile: [6, 6], end: "left" },
    ],
    can_pass: false,
    can_draw: false,
    scores: [12, 30],
    target: 100,
    lot: null,
    history: [],
    result: null,
    match_result: null,
    sheet: [],
    sheet_from: 1,
    taken_back: 0,
    can_undo: false,
    ...over,
  };
}

/** A table's state showing `view` from its own seat; `over` replaces any field. */
export function makeState(view = makeView(), over = {}) {
  return Object.assign(createTableState(NO_ENGINE), { view, viewer: view.you }, over);
}
