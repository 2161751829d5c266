// Statistics per player, kept in localStorage: matches played and won, rounds
// played, points scored, the best round, and the matches in which a move was taken
// back. Fed with the engine's events as they happen (each event is seen once, so a
// resumed match is never counted twice).
// A round's end is counted when it comes, yet the player may still take back the move
// that ended it (`undo`, against bots): the rows as they were before it are kept until
// the next deal, and a take-back puts them back, so a round counts once, with its final
// result (the match's end and the best round likewise).

import { createKeptAside } from "./kept-aside.js";
import { writeJson } from "./stored-json.js";

const KEY = "blockdominoes.stats";
// Rows of unnamed seats are keyed by catalogue entry since scheme 2; older rows are
// merged into them once, so that a name typed later ("Ty") keeps a row of its own.
const SCHEME_KEY = "blockdominoes.stats.scheme";
const SCHEME = "2";
// The rows the last round's end changed, as they were before it (null: no row then).
const BEFORE_KEY = "blockdominoes.stats.before";
const EMPTY = { matches: 0, wins: 0, rounds: 0, points: 0, best: 0, takebacks: 0 };

/** @typedef {typeof EMPTY} Row one player's numbers */
/** @type {(keyof Row)[]} the numbers that add up when two rows merge (the best round is the larger) */
const SUMMED = ["matches", "wins", "rounds", "points", "takebacks"];
/** @typedef {Record<string, Row>} Table rows by key (a name, or a default name's key) */
/** @typedef {import("../types.js").View} View */
/** @typedef {ReturnType<typeof createStats>} Stats */

/**
 * @param {{storage: Storage | null, keyOf: (view: View, seat: number) => string,
 *          keyOfOldRow?: (rowKey: string) => string | null}} deps
 *   keyOf: the row a seat counts for (its name, or a language-free key when unnamed);
 *   keyOfOldRow: the key a row stored under the words of a default name now has (merged once)
 */
export function createStats({ storage, keyOf, keyOfOldRow = () => null }) {
  const aside = createKeptAside(storage, `${KEY}.unreadable.`);
  /** @returns {Table} */
  function load() {
    const raw = storage?.getItem(KEY) ?? "{}";
    let parsed = null;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      // unreadable statistics are kept aside below, never dropped
    }
    // No prototype: a player may be called "__proto__".
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return upgraded(Object.assign(Object.create(null), parsed));
    if (aside.keep(raw)) storage?.removeItem(KEY);
    else if (storage) console.warn("Unreadable statistics could not be kept aside: no room");
    return Object.create(null);
  }

  /** @param {Table} data */
  function upgraded(data) {
    if (!storage || storage.getItem(SCHEME_KEY) === SCHEME) return data;
    for (const old of Object.keys(data)) {
      const key = keyOfOldRow(old);
      if (key === null || key === old) continue;
      const from = entry(data, old);
      const into = entry(data, key);
      for (const field of SUMMED) into[field] += from[field];
      into.best = Math.max(into.best, from.best);
      delete data[old];
    }
    if (save(data)) {
      try {
        storage.setItem(SCHEME_KEY, SCHEME);
      } catch (error) {
        if (!(error instanceof DOMException)) throw error; // refused: merged again next time, nothing is lost
      }
    }
    return data;
  }

  /** @param {Table} data */
  function save(data) {
    return writeJson(storage, KEY, data, "Statistics could not be saved:");
  }

  /**
   * The row of `name`, every number checked (made when missing).
   * @param {Table} data
   * @param {string} name
   */
  function entry(data, name) {
    const current = data[name];
    const clean = { ...EMPTY };
    for (const field of /** @type {(keyof Row)[]} */ (Object.keys(EMPTY))) {
      if (Number.isSafeInteger(current?.[field]) && current[field] >= 0) clean[field] = current[field];
    }
    data[name] = clean;
    return clean;
  }

  /**
   * The seats a winner stands for: the seat, or both partners of a team.
   * @param {View} view
   * @param {number} winner
   */
  const seatsOf = (view, winner) => (view.teams ? view.teams[winner] : [winner]);

  /**
   * Count what an answer's events tell: rounds and matches that ended.
   * @param {import("../types.js").GameEvent[]} events
   * @param {View} view the view after them
   */
  function record(events, view) {
    if (events.some((event) => event.type === "deal")) storage?.removeItem(BEFORE_KEY); // the round before is final
    if (events.some((event) => event.type === "takeback")) putBack();
    const ends = events.filter((event) => event.type === "round_over" || event.type === "match_over");
    if (!ends.length) return;
    const data = load();
    const seats = view.seats.map((_, seat) => seat);
    /** @type {Record<string, Row | null>} */
    const before = Object.create(null);
    for (const seat of seats) {
      const key = keyOf(view, seat);
      before[key] = data[key] ? { ...entry(data, key) } : null;
    }
    writeJson(storage, BEFORE_KEY, before, "Statistics could not keep the rows before a round's end:");
    for (const event of ends) {
      if (event.type === "round_over") {
        const { winner, points } = event.result;
        for (const seat of seats) entry(data, keyOf(view, seat)).rounds += 1;
        if (winner != null) {
          for (const seat of seatsOf(view, winner)) {
            const stats = entry(data, keyOf(view, seat));
            stats.points += points;
            stats.best = Math.max(stats.best, points);
          }
        }
      } else {
        const { winner } = event.match_result;
        for (const seat of seats) entry(data, keyOf(view, seat)).matches += 1;
        // a match in which a person took a move back (`undo`) is marked in that person's row
        if (view.taken_back > 0) {
          for (const seat of seats)
            if (view.seats[seat].type === "human") entry(data, keyOf(view, seat)).takebacks += 1;
        }
        if (winner != null) for (const seat of seatsOf(view, winner)) entry(data, keyOf(view, seat)).wins += 1;
      }
    }
    save(data);
  }

  /** A take-back: the rows the round's end changed go back as they were, if it had ended. */
  function putBack() {
    const raw = storage?.getItem(BEFORE_KEY);
    if (!storage || raw == null) return;
    storage.removeItem(BEFORE_KEY);
    let rows = null;
    try {
      rows = JSON.parse(raw);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
    if (!rows || typeof rows !== "object" || Array.isArray(rows)) {
      console.warn("The statistics before the round's end were unreadable; the round may count twice");
      return;
    }
    const data = load();
    for (const key of Object.keys(rows)) {
      if (rows[key] === null) {
        delete data[key];
      } else {
        data[key] = rows[key];
        entry(data, key); // every number checked
      }
    }
    save(data);
  }

  return {
    record,
    /**
     * Every row, most matches first, then by label.
     * @param {(rowKey: string) => string} [labelOf] a row's name in words
     * @returns {(Row & {name: string, label: string})[]}
     */
    all(labelOf = (name) => name) {
      const data = load();
      return Object.keys(data)
        .map((name) => ({ name, label: labelOf(name), ...entry(data, name) }))
        .sort((a, b) => b.matches - a.matches || b.rounds - a.rounds || a.label.localeCompare(b.label));
    },
    reset() {
      storage?.removeItem(KEY);
      storage?.removeItem(BEFORE_KEY);
    },
    /** Statistics that could not be read, kept aside: newest first, with when. */
    keptAside: aside.all,
    /** @param {string} key a key of keptAside() */
    forgetAside: aside.forget,
  };
}
