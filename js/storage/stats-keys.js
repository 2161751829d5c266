// Which statistics row a seat counts for, and a row's words. Rows are kept apart by who
// played, so that no name can reach another kind's row:
//   a person at this device     "here:<name>",   unnamed "here#name.you", "here#name.human:2"
//   a friend on their own device "friend:<name>", unnamed "friend#name.human:2"
//   a computer, by level         "bot#easy"; "bot#earlier" holds the computers of rows kept
//                                before levels were told apart (stats-scheme.js)
// An unnamed seat counts under its default name's catalogue key, not its words, so "You"
// and "Ty" are one player whatever the language. Every key starts with its kind, so no
// key is "__proto__" or another name objects know; stats.js keeps rows in a Map all the same.

import { isolate, plainText } from "../page/bidi.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {"here" | "friend" | "bot"} Kind */
/**
 * A row's key read back: who it stands for.
 * @typedef {{kind: "here" | "friend", name: string} | {kind: "here" | "friend", usual: string, n: number}
 *           | {kind: "bot", level: string}} Who
 */

/** The level of the row that holds the computers counted before levels were told apart. */
export const EARLIER_BOTS = "earlier";
/** The default names an unnamed person's row may have (catalogue keys). */
const USUAL = new Set(["name.you", "name.human"]);
const KEY = /^(here|friend|bot)([:#])([\s\S]*)$/;

/**
 * The key of a row.
 * @param {Who} who
 * @returns {string}
 */
export function keyFor(who) {
  if (who.kind === "bot") return `bot#${who.level}`;
  if ("name" in who) return `${who.kind}:${who.name}`;
  return `${who.kind}#${who.usual}${who.n ? `:${who.n}` : ""}`;
}

/**
 * Who a row's key stands for, or null for a key of no kind this page makes.
 * @param {string} key
 * @returns {Who | null}
 */
export function whoOf(key) {
  const found = KEY.exec(key);
  if (!found) return null;
  const [, kind, mark, rest] = found;
  if (kind === "bot") return mark === "#" && rest ? { kind, level: rest } : null;
  const person = /** @type {"here" | "friend"} */ (kind);
  if (mark === ":") return { kind: person, name: rest };
  const [usual, n = "", ...more] = rest.split(":");
  if (!USUAL.has(usual) || more.length || (n !== "" && !/^[1-9]\d?$/.test(n))) return null;
  return { kind: person, usual, n: Number(n) };
}

/**
 * @param {{defaultName: (view: View, seat: number) => [string, {n?: number}],
 *          seatKind: (view: View, seat: number) => "here" | "bot" | "remote",
 *          levels: readonly string[], t: import("../i18n/i18n.js").Translate}} deps
 *   defaultName: an unnamed seat's default name as a catalogue key and its parameters;
 *   seatKind: who plays a seat of the match on the table (a friend's device is "remote");
 *   levels: the engine's bot levels, weakest first (the order of the computers' rows)
 */
export function createStatsKeys({ defaultName, seatKind, levels, t }) {
  /**
   * The row a seat counts for.
   * @param {View} view
   * @param {number} seat
   */
  function keyOf(view, seat) {
    const entry = view.seats[seat];
    // a computer by its level (also one standing in for a friend who has gone), whatever its name
    if (entry.type === "bot") return keyFor({ kind: "bot", level: String(entry.level) });
    const person = seatKind(view, seat) === "remote" ? "friend" : "here";
    if (entry.name) return keyFor({ kind: person, name: entry.name });
    const [usual, params] = defaultName(view, seat);
    return keyFor({ kind: person, usual, n: params.n ?? 0 });
  }

  /**
   * A row's words in the current language: a friend's marked as played online, a
   * computer's by level. A key of no known kind is shown as it is.
   * @param {string} key
   */
  function labelOf(key) {
    const who = whoOf(key);
    if (!who) return key;
    if (who.kind === "bot") {
      if (who.level === EARLIER_BOTS) return t("stats.bot.earlier");
      return levels.includes(who.level) ? t(`setup.bot.${who.level}`) : t("stats.bot.other", { level: who.level });
    }
    const name = "name" in who ? isolate(who.name) : t(who.usual, { n: who.n }); // a player's words, in a run of their own
    return who.kind === "friend" ? t("stats.friend", { name }) : name;
  }

  /**
   * A computer's row's place among the computers: by level, weakest first; another level next, the earlier ones last.
   * @param {string} level
   */
  const rankOf = (level) =>
    levels.includes(level) ? levels.indexOf(level) : levels.length + (level === EARLIER_BOTS ? 1 : 0);

  /**
   * Rows as the screen shows them, with their words and kind: people first (here and
   * friends, most matches first, then by name), then the computers by level.
   * @template {{key: string, matches: number, rounds: number}} R
   * @param {R[]} rows
   * @returns {(R & {label: string, kind: Kind})[]}
   */
  function present(rows) {
    /** @param {string} key people -1, computers their level's place */
    const rank = (key) => {
      const who = whoOf(key);
      return who?.kind === "bot" ? rankOf(who.level) : -1;
    };
    return rows
      .map((row) => ({ ...row, label: labelOf(row.key), kind: /** @type {Kind} */ (whoOf(row.key)?.kind ?? "here") }))
      .sort(
        (a, b) =>
          rank(a.key) - rank(b.key) ||
          b.matches - a.matches ||
          b.rounds - a.rounds ||
          plainText(a.label).localeCompare(plainText(b.label)),
      );
  }

  return { keyOf, labelOf, present };
}
