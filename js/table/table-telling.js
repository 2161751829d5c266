// What the move log tells of a match, and its memory (`state.told`), so that it can be
// told again: in another language, or to the next person at a hot-seat device, who reads
// this round only as their own view has it (never which tiles the last one drew). Which
// entries an answer makes and which a viewer may read are pure (tested in
// tests/js/table-telling.test.js); writing them to the log is `createTelling`'s.
import { MAX_ENTRIES } from "./move-log.js";
import { viewOf } from "./table-derive.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").GameEvent} GameEvent */
/** @typedef {import("./table-types.js").Told} Told */
/** @typedef {ReturnType<typeof createTelling>} Telling */

// The events of a round, which its view's history holds as that seat may see them
// (the match's end too, once it came: a take-back can take it back).
const ROUND_EVENTS = new Set(["deal", "play", "pass", "draw", "round_over", "takeback", "match_over"]);
// A seat's own moves (an automatic one is marked so in the log).
const MOVES = new Set(["play", "pass", "draw"]);

/**
 * The log's entries for events of round `round`; `auto` marks the viewer's own move
 * among them as made for them by the settings.
 * @param {GameEvent[]} events
 * @param {number} round
 * @param {number} viewer
 * @param {boolean} auto
 * @returns {Told[]}
 */
export function entriesOf(events, round, viewer, auto) {
  const own = (/** @type {GameEvent} */ event) =>
    auto && MOVES.has(event.type) && "seat" in event && event.seat === viewer;
  return events.map((event) => ({ round, event, ...(own(event) ? { auto: true } : {}) }));
}

/**
 * The log as the seat of `view` may read it: what was told before this round, then this
 * round from that seat's own history.
 * @param {Told[]} told
 * @param {View} view
 * @returns {Told[]}
 */
export function toldFor(told, { round, history }) {
  const earlier = told.filter((entry) => !(entry.round === round && ROUND_EVENTS.has(entry.event.type)));
  return [...earlier, ...history.map((event) => ({ round, event }))];
}

/**
 * The log of a resumed match before its current round: the events of each earlier round
 * the save kept (`earlier`, oldest first, as bridge `history` gives them), after the lot
 * when the first of them is round 1.
 * @param {View} view the resumed match's view
 * @param {GameEvent[][]} earlier
 * @returns {Told[]}
 */
export function earlierEntries({ round, lot }, earlier) {
  const first = round - earlier.length;
  const opening = first === 1 && earlier.length && lot ? [{ round: 1, event: lot }] : [];
  return [...opening, ...earlier.flatMap((events, index) => events.map((event) => ({ round: first + index, event })))];
}

/**
 * @param {{state: import("./table-types.js").TableState, log: import("./move-log.js").MoveLog,
 *          words: import("./table-types.js").Words,
 *          onNews: (events: GameEvent[], view: View) => void}} deps
 *   onNews: told of events as they happen (not those retold on a resume), for the sound
 */
export function createTelling({ state, log, words, onNews }) {
  const { t, describe } = words;
  const current = () => viewOf(state);

  /**
   * Add entries to the log (not read aloud) and to its memory.
   * @param {Told[]} entries
   * @returns {string[]} the lines told
   */
  function tell(entries) {
    const view = current();
    const lines = [];
    for (const entry of entries) {
      const said = describe.event(view, entry.event);
      if (!said) continue;
      const line = entry.auto ? t("auto.log", { move: said }) : said;
      state.told.push(entry);
      log.add(line, { announce: false });
      lines.push(line);
    }
    state.told = state.told.slice(-MAX_ENTRIES);
    return lines;
  }

  /** @param {Told[]} entries the log from the start */
  function retell(entries) {
    state.told = [];
    log.clear();
    tell(entries);
  }

  return {
    /**
     * Tell an answer's events, read them aloud together, and pass them on as news.
     * @param {GameEvent[]} events
     * @param {{auto?: boolean, news?: boolean}} [how] auto: the player's move among them was made
     *   for them; news: they just happened (false when a resumed round is told again)
     */
    events(events, { auto = false, news = true } = {}) {
      const view = current();
      const lines = tell(entriesOf(events, view.round, state.viewer, auto));
      if (lines.length) log.say(lines.join(" "));
      if (news) onNews(events, view);
    },
    /** Read events aloud without adding them to the log (a take-back's, once the log is retold). @param {GameEvent[]} events */
    announce(events) {
      const view = current();
      const said = events.map((event) => describe.event(view, event)).filter(Boolean);
      if (said.length) log.say(said.join(" "));
    },
    /** Tell earlier rounds' entries (a resumed match's), without reading them aloud. @param {Told[]} entries */
    earlier: (entries) => void tell(entries),
    /** The log as the seat now at the device may read it. */
    retellForViewer: () => retell(toldFor(state.told, current())),
    /** The whole log again (in the page's language now). */
    retellAll: () => retell(state.told), // retell starts a new list, so this one is read whole
    /** A new match: the log starts empty (`beginMatch` emptied its memory). */
    clear: () => log.clear(),
  };
}
