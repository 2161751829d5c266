// Statistics per player, kept in localStorage: matches played and won, rounds
// played, points scored, the best round, and the matches in which a move was taken
// back. Fed with the engine's events as they happen (each event is seen once, so a
// resumed match is never counted twice). A row counts a match or a round once, however
// many seats it had (three medium computers: one match for "Computer (medium)").
// A round's end is counted when it comes, yet the player may still take back the move
// that ended it (`undo`, against bots): the rows as they were before it are kept until
// the next deal, and a take-back puts them back, so a round counts once, with its final
// result (the match's end and the best round likewise).
// Rows are held in Maps and written as JSON objects: a row's key is text a player chose
// in part, and an object's own "__proto__" would be no row at all.

import { createKeptAside } from "./kept-aside.js";
import { writeJson } from "./stored-json.js";
import { SCHEME, upgradeBefore, upgradeRows } from "./stats-scheme.js";

const KEY = "blockdominoes.stats";
// The scheme of the rows' keys (stats-scheme.js): older rows are moved to the new keys once.
const SCHEME_KEY = "blockdominoes.stats.scheme";
// The rows the last round's end changed, as they were before it (null: no row then).
const BEFORE_KEY = "blockdominoes.stats.before";
const EMPTY = { matches: 0, wins: 0, rounds: 0, points: 0, best: 0, takebacks: 0 };

/** @typedef {import("./stats-scheme.js").Row} Row one player's numbers */
/** @typedef {Map<string, Row>} Table rows by key (stats-keys.js) */
/** @typedef {import("../types.js").View} View */
/** @typedef {ReturnType<typeof createStats>} Stats */

/**
 * A stored row with every number checked: a missing or wrong one is 0.
 * @param {unknown} value
 * @returns {Row}
 */
function cleanRow(value) {
  const clean = { ...EMPTY };
  if (!value || typeof value !== "object") return clean;
  for (const field of /** @type {(keyof Row)[]} */ (Object.keys(EMPTY))) {
    const number = Object.hasOwn(value, field) ? /** @type {Record<string, unknown>} */ (value)[field] : undefined;
    if (typeof number === "number" && Number.isSafeInteger(number) && number >= 0) clean[field] = number;
  }
  return clean;
}

/**
 * A stored JSON object's own entries, or null when the text is no JSON object.
 * @param {string} text
 * @returns {[string, unknown][] | null}
 */
function entriesOf(text) {
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  // JSON.parse makes "__proto__" an own key like any other, which Object.entries lists
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? Object.entries(parsed) : null;
}

/**
 * @param {Map<string, unknown>} rows
 * @returns {Record<string, unknown>} an object with the same own keys (Object.fromEntries defines them, never sets a prototype)
 */
const objectOf = (rows) => Object.fromEntries(rows);

/**
 * @param {{storage: Storage | null, keyOf: (view: View, seat: number) => string,
 *          upgradeKey: (key: string, scheme: string | null) => string}} deps
 *   keyOf: the row a seat counts for (stats-keys.js); upgradeKey: the key a row stored
 *   under an older scheme has now (stats-scheme.js)
 */
export function createStats({ storage, keyOf, upgradeKey }) {
  const aside = createKeptAside(storage, `${KEY}.unreadable.`);

  /** @returns {Table} */
  function load() {
    const raw = storage?.getItem(KEY) ?? "{}";
    const entries = entriesOf(raw);
    if (entries) return upgraded(new Map(entries.map(([key, row]) => [key, cleanRow(row)])));
    if (aside.keep(raw)) storage?.removeItem(KEY);
    else if (storage) console.warn("Unreadable statistics could not be kept aside: no room");
    return new Map();
  }

  /**
   * The rows under this scheme's keys: older ones moved once (and the rows before the
   * last round's end with them), then the scheme noted.
   * @param {Table} rows
   */
  function upgraded(rows) {
    const scheme = storage?.getItem(SCHEME_KEY) ?? null;
    if (!storage || scheme === SCHEME) return rows;
    /** @param {string} key */
    const newKey = (key) => upgradeKey(key, scheme);
    const moved = upgradeRows(rows, newKey);
    const before = readBefore();
    if (!save(moved)) return moved; // refused: moved again next time, nothing is lost
    if (before) writeBefore(upgradeBefore(before, rows, newKey));
    try {
      storage.setItem(SCHEME_KEY, SCHEME);
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
      // refused: the rows are stored under the new keys, which stay as they are when moved again
      console.warn("The statistics' scheme could not be noted:", error);
    }
    return moved;
  }

  /** @param {Table} rows */
  function save(rows) {
    return writeJson(storage, KEY, objectOf(rows), "Statistics could not be saved:");
  }

  /**
   * The rows as they were before the last round's end, or null when none are kept.
   * @returns {Map<string, Row | null> | null}
   */
  function readBefore() {
    const raw = storage?.getItem(BEFORE_KEY);
    if (raw == null) return null;
    const entries = entriesOf(raw);
    if (!entries) {
      console.warn("The statistics before the round's end were unreadable; the round may count twice");
      storage?.removeItem(BEFORE_KEY);
      return null;
    }
    return new Map(entries.map(([key, row]) => [key, row === null ? null : cleanRow(row)]));
  }

  /** @param {Map<string, Row | null>} before */
  function writeBefore(before) {
    writeJson(storage, BEFORE_KEY, objectOf(before), "Statistics could not keep the rows before a round's end:");
  }

  /**
   * The row of `key` (made when missing).
   * @param {Table} rows
   * @param {string} key
   */
  function rowOf(rows, key) {
    let row = rows.get(key);
    if (!row) {
      row = { ...EMPTY };
      rows.set(key, row);
    }
    return row;
  }

  /**
   * The rows that seats count for, each once.
   * @param {View} view
   * @param {number[]} seats
   */
  const keysOf = (view, seats) => new Set(seats.map((seat) => keyOf(view, seat)));

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
    const rows = load();
    const everyone = keysOf(
      view,
      view.seats.map((_, seat) => seat),
    );
    /** @type {Map<string, Row | null>} */
    const before = new Map();
    for (const key of everyone) before.set(key, rows.has(key) ? { ...rowOf(rows, key) } : null);
    writeBefore(before);
    for (const event of ends) {
      if (event.type === "round_over") {
        const { winner, points } = event.result;
        for (const key of everyone) rowOf(rows, key).rounds += 1;
        if (winner != null) {
          for (const key of keysOf(view, seatsOf(view, winner))) {
            const row = rowOf(rows, key);
            row.points += points;
            row.best = Math.max(row.best, points);
          }
        }
      } else {
        const { winner } = event.match_result;
        for (const key of everyone) rowOf(rows, key).matches += 1;
        // a match in which a person took a move back (`undo`) is marked in that person's row
        if (view.taken_back > 0) {
          const people = view.seats.flatMap((seat, i) => (seat.type === "human" ? [i] : []));
          for (const key of keysOf(view, people)) rowOf(rows, key).takebacks += 1;
        }
        if (winner != null) for (const key of keysOf(view, seatsOf(view, winner))) rowOf(rows, key).wins += 1;
      }
    }
    save(rows);
  }

  /** A take-back: the rows the round's end changed go back as they were, if it had ended. */
  function putBack() {
    if (!storage?.getItem(BEFORE_KEY)) return;
    const rows = load(); // first: rows of an older scheme move, and the rows before them too
    const before = readBefore();
    storage.removeItem(BEFORE_KEY);
    if (!before) return;
    for (const [key, row] of before) {
      if (row === null) rows.delete(key);
      else rows.set(key, row);
    }
    save(rows);
  }

  return {
    record,
    /**
     * Every row with its key, in no particular order (stats-keys.js places them).
     * @returns {(Row & {key: string})[]}
     */
    all() {
      return [...load()].map(([key, row]) => ({ key, ...row }));
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
