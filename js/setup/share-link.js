// The share link: the URL fragment carries the set-up and a deal seed, e.g.
// #players=3&preset=classic&seed=12345&seats=human,easy,hard&names=Ana,,Bob, so
// friends play the same deals with the same seats. Every parameter is checked; a bad
// link is reported, with every problem it has, and the usual set-up is used. Which
// settings go together is the engine's word (its `options`: the players each preset
// seats, whether it has a target): a partnership of two is told as such, not blamed
// on the names that follow from it.
import { maxSeed, presetOf, seatChoices } from "./engine-options.js";
import { FRIEND } from "./setup-storage.js";
import { optionalName } from "./player-name.js";

/** @typedef {import("../types.js").Options} Options */

/**
 * What a link may carry, each checked: `seats` a type per seat ("human", a bot's level,
 * "friend"), `names` a name per seat ("" for none).
 * @typedef {{players?: number, preset?: string, seed?: number, target?: number,
 *            seats?: string[], names?: string[]}} LinkSettings
 */
/**
 * The match on the table as a link gives it again (`target` as the form holds it, "" for
 * the usual; `seats` the form's seats of the match, when known).
 * @typedef {{players: number, preset: string, seed: number, target: string,
 *            seats?: {type: string, name: string}[]}} SharedMatch
 */

/** The parameters that are lists, one entry per seat, separated by "," (each entry percent-encoded). */
const LISTS = new Set(["seats", "names"]);

/**
 * The whole number a text of at most as many digits as `max` has, when within the range.
 * @param {string} text
 * @param {{min: number, max: number}} range
 */
function wholeIn(text, { min, max }) {
  if (!/^\d+$/.test(text) || text.length > String(max).length) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * A list of one entry per seat when each entry passes `check` and there are as many as a match may seat.
 * @param {string[]} entries
 * @param {Options} options
 * @param {(entry: string) => boolean} check
 */
const seatList = (entries, options, check) =>
  entries.length >= options.players.min && entries.length <= options.players.max && entries.every(check)
    ? entries
    : undefined;

/**
 * A name per seat, each as the engine keeps it ("" for the usual name; player-name.js has
 * the engine's rule); undefined when there are not as many as a match may seat.
 * @param {string[]} entries
 * @param {Options} options
 * @throws {BadLink} "name", with the reason, for each name the engine would refuse (`problems`)
 */
function seatNames(entries, options) {
  const refused = [];
  const names = seatList(entries, options, () => true)?.map((entry) => {
    const check = optionalName(entry, options.name_length);
    if (check.ok) return check.name;
    refused.push(new BadLink("name", "names", entry, check.reason));
    return entry;
  });
  if (refused.length) throw withProblems(refused);
  return names;
}

/**
 * Each parameter's check against the engine's options: its value, or undefined when it is not valid.
 * A list's entries come decoded one by one.
 * @param {Options} options
 * @returns {Record<keyof LinkSettings, (value: string, entries: string[]) => number | string | string[] | undefined>}
 */
const checksFor = (options) => ({
  players: (value) => wholeIn(value, options.players),
  preset: (value) => presetOf(options, value)?.id,
  seed: (value) => wholeIn(value, { min: options.seed.min, max: maxSeed(options) }),
  target: (value) => wholeIn(value, options.target),
  seats: (_, entries) => seatList(entries, options, (type) => [...seatChoices(options), FRIEND].includes(type)),
  names: (_, entries) => seatNames(entries, options),
});

/**
 * What a problem that involves the rules is measured against, from the engine's options:
 * the preset named and the player counts it seats, or the number of players a list is for.
 * @typedef {{preset?: string, players?: number[], count?: number}} Against
 */

export class BadLink extends Error {
  /**
   * @param {"unknown" | "twice" | "invalid" | "combination" | "name" | "players" | "target"} code
   *   "name": a name the engine would refuse; "players": a player count the preset does not
   *   seat; "target": a target for a preset that has none; "combination": a list of seats or
   *   names with another number of entries than players
   * @param {string} name the parameter
   * @param {string} [value]
   * @param {import("./player-name.js").NameReason | null} [reason] why the name is refused (code "name")
   * @param {Against} [against] what it does not fit (codes "players", "target", "combination")
   */
  constructor(code, name, value = "", reason = null, against = {}) {
    super(`${code}: ${name}`);
    this.name = "BadLink";
    this.code = code;
    this.param = name;
    this.value = value;
    this.reason = reason;
    this.against = against;
    /** @type {BadLink[]} every problem of the link, this one first (set on the one thrown) */
    this.problems = [this];
  }
}

/**
 * The first of several problems, carrying them all.
 * @param {BadLink[]} problems at least one
 */
function withProblems(problems) {
  const [first] = problems;
  first.problems = problems;
  return first;
}

/**
 * Each parameter of a fragment checked on its own: the settings that passed, and a
 * problem for each one that did not, in the link's order.
 * @param {string} text the fragment without its "#"
 * @param {Options} options
 */
function eachParameter(text, options) {
  /** @type {Record<string, number | string | string[]>} */
  const settings = {};
  /** @type {BadLink[]} */
  const problems = [];
  /** @type {Set<string>} */
  const seen = new Set();
  const checks = checksFor(options);
  for (const part of text.split("&")) {
    const [rawName, ...rest] = part.split("=");
    let name;
    let value;
    /** @type {string[]} */
    let entries = [];
    try {
      name = decodeURIComponent(rawName);
      value = decodeURIComponent(rest.join("="));
      if (LISTS.has(name)) entries = rest.join("=").split(",").map(decodeURIComponent);
    } catch (error) {
      if (!(error instanceof URIError)) throw error;
      problems.push(new BadLink("invalid", rawName, rest.join("=")));
      continue;
    }
    if (!Object.hasOwn(checks, name)) {
      problems.push(new BadLink("unknown", name, value));
      continue;
    }
    if (seen.has(name)) {
      problems.push(new BadLink("twice", name, value));
      continue;
    }
    seen.add(name);
    try {
      const checked = checks[/** @type {keyof LinkSettings} */ (name)](value, entries);
      if (checked === undefined) problems.push(new BadLink("invalid", name, value));
      else settings[name] = checked;
    } catch (error) {
      if (!(error instanceof BadLink)) throw error;
      problems.push(...error.problems); // each name the engine would refuse
    }
  }
  return { settings: /** @type {LinkSettings} */ (settings), problems };
}

/**
 * The settings that do not go together, by the engine's options, the first cause first:
 * a player count the preset does not seat, a target for a preset without one, then lists
 * of seats or names for another number of players.
 * @param {LinkSettings} found the settings that passed on their own (players may be filled in)
 * @param {Options} options
 * @returns {BadLink[]}
 */
function combinationProblems(found, options) {
  const problems = [];
  const preset = found.preset === undefined ? undefined : presetOf(options, found.preset);
  // Without a player count, the preset's only one, or else the lists', gives it.
  const listed = found.seats?.length ?? found.names?.length;
  const players = found.players ?? (preset?.players.length === 1 ? preset.players[0] : listed);
  if (preset && players !== undefined && !preset.players.includes(players)) {
    const against = { preset: preset.id, players: preset.players };
    problems.push(new BadLink("players", "players", String(players), null, against));
  }
  if (preset && !preset.has_target && found.target !== undefined)
    problems.push(new BadLink("target", "target", String(found.target), null, { preset: preset.id }));
  for (const list of /** @type {const} */ (["seats", "names"])) {
    const entries = found[list];
    if (entries !== undefined && players !== undefined && entries.length !== players)
      problems.push(new BadLink("combination", list, entries.join(","), null, { count: players }));
  }
  if (players !== undefined) found.players = players;
  return problems;
}

/**
 * The settings a fragment carries and every problem it has (none: it is good).
 * @param {string} hash the fragment, with or without its "#"
 * @param {Options} options the engine's: which values and combinations exist
 * @returns {{settings: LinkSettings, problems: BadLink[]}}
 */
export function checkShareLink(hash, options) {
  const text = hash.replace(/^#/, "");
  if (!text) return { settings: {}, problems: [] };
  const { settings, problems } = eachParameter(text, options);
  problems.push(...combinationProblems(settings, options));
  return { settings: problems.length ? {} : settings, problems };
}

/**
 * The settings a fragment carries: {} for none, e.g. {players: 3, preset: "classic", seed: 7}.
 * @param {string} hash the fragment, with or without its "#"
 * @param {Options} options the engine's: which values and combinations exist
 * @returns {LinkSettings}
 * @throws {BadLink} the link's first problem, with all of them in `problems`
 */
export function parseShareLink(hash, options) {
  const { settings, problems } = checkShareLink(hash, options);
  if (problems.length) throw withProblems(problems);
  return settings;
}

/**
 * The page's share link, read once: its settings, or every problem it has.
 * @param {string} hash
 * @param {Options} options
 * @returns {{settings: LinkSettings, problems: BadLink[]}}
 */
export const readShareLink = checkShareLink;

/**
 * The link to this page with the settings of a match.
 * @param {string} pageUrl
 * @param {SharedMatch} match
 * @param {Options} options
 */
export function shareLink(pageUrl, match, options) {
  const url = new URL(pageUrl);
  url.hash = shareFragment(match, options);
  return url.href;
}

/**
 * The fragment alone, "players=2&preset=classic&seed=7" (kept with a saved match); an
 * empty target (the usual one), or one the preset has none of, is left out.
 * @param {SharedMatch} match
 * @param {Options} options
 */
export function shareFragment({ players, preset, seed, target, seats }, options) {
  const params = new URLSearchParams({ players: String(players), preset, seed: String(seed) });
  if (target !== "" && presetOf(options, preset)?.has_target) params.set("target", target);
  // Lists are joined by "," after each entry is encoded, so a "," in a name stays in it.
  const list = (/** @type {string[]} */ entries) => entries.map(encodeURIComponent).join(",");
  const parts = [params.toString()];
  if (seats) {
    parts.push(`seats=${list(seats.map((seat) => seat.type))}`);
    // A name the engine took passes the rule; one that would not is kept, for the link's reader to explain.
    const names = seats.map(({ name }) => {
      const check = optionalName(name, options.name_length);
      return check.ok ? check.name : name;
    });
    if (names.some((name) => name !== "")) parts.push(`names=${list(names)}`);
  }
  return parts.join("&");
}

/**
 * The match a kept fragment describes, or null when it is missing or not a whole, valid one.
 * @param {unknown} fragment
 * @param {Options} options
 * @returns {SharedMatch | null}
 */
export function sharedMatchOf(fragment, options) {
  if (typeof fragment !== "string") return null;
  try {
    const { players, preset, seed, target, seats, names } = parseShareLink(fragment, options);
    if (players === undefined || preset === undefined || seed === undefined) return null;
    /** @type {SharedMatch} */
    const match = { players, preset, seed, target: target === undefined ? "" : String(target) };
    if (seats) match.seats = seats.map((type, i) => ({ type, name: names?.[i] ?? "" }));
    return match;
  } catch (error) {
    if (!(error instanceof BadLink)) throw error;
    return null;
  }
}

/**
 * A fresh deal seed, 53 random bits from the browser's cryptographic generator.
 * @param {(words: Uint32Array<ArrayBuffer>) => unknown} [fill] fills the array with random words in place
 */
export function randomSeed(fill = (words) => crypto.getRandomValues(words)) {
  const words = new Uint32Array(2);
  fill(words);
  const [high, low] = words;
  return (high & 0x1fffff) * 2 ** 32 + low;
}

/**
 * The set-up a link asks for, on top of the remembered one.
 * @param {import("./setup-storage.js").Setup} setup
 * @param {LinkSettings} settings
 * @param {Options} options
 */
export function applyLink(setup, settings, options) {
  const next = structuredClone(setup);
  if (settings.players !== undefined) next.players = settings.players;
  if (settings.preset !== undefined) next.preset = settings.preset;
  const allowed = presetOf(options, next.preset)?.players ?? [next.players];
  if (!allowed.includes(next.players)) next.players = allowed[0];
  if (settings.target !== undefined) next.target = String(settings.target);
  else if (settings.preset !== undefined) next.target = "";
  settings.seats?.forEach((type, i) => {
    if (next.seats[i]) next.seats[i].type = type;
  });
  settings.names?.forEach((name, i) => {
    if (next.seats[i]) next.seats[i].name = name;
  });
  return next;
}
