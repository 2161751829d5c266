// The keys statistics rows had before, and the keys they have now (stats-keys.js). Rows
// kept under an older scheme are moved to the new keys once; rows that land on one key
// are added up (the best round is the larger), so no number a player had is lost.
//   scheme 1 (no scheme stored): a named seat under its name, an unnamed one under its
//     default name's words in the language of the day ("You", "Ty", "Computer 2").
//   scheme 2: a named seat under its name ("\0=" before one that starts with "\0"), an
//     unnamed one under "\0" and its catalogue key ("\0name.you", "\0name.bot:2").
//   scheme 3: by who played (stats-keys.js). A name of the older schemes cannot tell a
//     person at this device from a friend online or a named computer: it becomes a person
//     here. "Computer 2" and the like, of any level, become one row of earlier computers.
// A key that already is one of scheme 3 stays as it is, so moving twice (the rows were
// written, the scheme could not be noted) moves nothing again; an old name that looks like
// one ("here:Ana") is read as such, its numbers kept.
import { EARLIER_BOTS, keyFor, whoOf } from "./stats-keys.js";

export const SCHEME = "3";
const DEFAULT = "\u0000";
const TYPED = "\u0000="; // scheme 2: a typed name that starts like a default one

/** @typedef {{matches: number, wins: number, rounds: number, points: number, best: number, takebacks: number}} Row */
/** @type {(keyof Row)[]} the numbers that add up when two rows merge (the best round is the larger) */
export const SUMMED = ["matches", "wins", "rounds", "points", "takebacks"];

/**
 * Two rows as one.
 * @param {Row} a
 * @param {Row} b
 * @returns {Row}
 */
export function mergeRows(a, b) {
  const sum = { ...a };
  for (const field of SUMMED) sum[field] += b[field];
  sum.best = Math.max(a.best, b.best);
  return sum;
}

/**
 * Scheme 1's words of the default names, in every language: their scheme 2 key.
 * @param {Record<string, Record<string, unknown>>} catalogs
 */
function wordsOfDefaults(catalogs) {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const catalog of Object.values(catalogs)) {
    /**
     * @param {string} key
     * @param {number} [n]
     */
    const words = (key, n) => (Object.hasOwn(catalog, key) ? String(catalog[key]).replace("{n}", String(n)) : "");
    found.set(words("name.you"), `${DEFAULT}name.you`);
    for (let n = 1; n <= 4; n++) {
      for (const key of ["name.bot", "name.human"]) found.set(words(key, n), `${DEFAULT}${key}:${n}`);
    }
  }
  found.delete("");
  return found;
}

/**
 * The key a row of an older scheme has now.
 * @param {{catalogs: Record<string, Record<string, unknown>>}} deps
 *   catalogs: the translations, for scheme 1's words of the default names
 */
export function createKeyUpgrade({ catalogs }) {
  const defaults = wordsOfDefaults(catalogs);
  /**
   * @param {string} key a row's key in `scheme`
   * @param {string | null} scheme the stored scheme ("2"), null or anything else for the first
   */
  return function upgradeKey(key, scheme) {
    if (whoOf(key)) return key;
    const old = scheme === "2" ? key : (defaults.get(key) ?? (key.startsWith(DEFAULT) ? TYPED + key : key));
    if (old.startsWith(TYPED)) return keyFor({ kind: "here", name: old.slice(TYPED.length) });
    if (!old.startsWith(DEFAULT)) return keyFor({ kind: "here", name: old });
    const [usual, n] = old.slice(DEFAULT.length).split(":");
    if (usual === "name.bot") return keyFor({ kind: "bot", level: EARLIER_BOTS });
    if ((usual === "name.you" && n === undefined) || (usual === "name.human" && /^[1-4]$/.test(n ?? "")))
      return keyFor({ kind: "here", usual, n: Number(n ?? 0) });
    return keyFor({ kind: "here", name: old }); // no key scheme 2 made: kept whole, under its own text
  };
}

/**
 * Rows moved to their new keys, merged where they meet.
 * @param {Map<string, Row>} rows
 * @param {(key: string) => string} newKey
 * @returns {Map<string, Row>}
 */
export function upgradeRows(rows, newKey) {
  /** @type {Map<string, Row>} */
  const moved = new Map();
  for (const [key, row] of rows) {
    const into = newKey(key);
    const there = moved.get(into);
    moved.set(into, there ? mergeRows(there, row) : row);
  }
  return moved;
}

/**
 * The rows as they were before the last round's end (null: no row then), moved to the
 * new keys too. A merged row's state before is the merge of each of its old rows' state
 * before (a row the round's end did not change: as it is), so a take-back right after the
 * upgrade still puts back exactly what that round's end added.
 * @param {Map<string, Row | null>} before
 * @param {Map<string, Row>} rows the rows now, under the old keys
 * @param {(key: string) => string} newKey
 * @returns {Map<string, Row | null>}
 */
export function upgradeBefore(before, rows, newKey) {
  const touched = new Set([...before.keys()].map(newKey));
  /** @type {Map<string, Row | null>} */
  const moved = new Map();
  for (const key of new Set([...before.keys(), ...rows.keys()])) {
    const into = newKey(key);
    if (!touched.has(into)) continue;
    const row = before.has(key) ? (before.get(key) ?? null) : (rows.get(key) ?? null);
    const there = moved.get(into) ?? null;
    moved.set(into, row && there ? mergeRows(there, row) : (row ?? there));
  }
  return moved;
}
