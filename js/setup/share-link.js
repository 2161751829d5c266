// The share link: the URL fragment carries the set-up and a deal seed, e.g.
// #players=3&preset=classic&seed=12345&seats=human,easy,hard&names=Ana,,Bob, so
// friends play the same deals with the same seats. Every parameter is checked; a bad
// link is reported and the usual set-up is used.
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
 * @throws {BadLink} "name", with the reason, for the first name the engine would refuse
 */
function seatNames(entries, options) {
  return seatList(entries, options, () => true)?.map((entry) => {
    const check = optionalName(entry, options.name_length);
    if (!check.ok) throw new BadLink("name", "names", entry, check.reason);
    return check.name;
  });
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

export class BadLink extends Error {
  /**
   * @param {"unknown" | "twice" | "invalid" | "combination" | "name"} code "name": a name the engine would refuse
   * @param {string} name the parameter
   * @param {string} [value]
   * @param {import("./player-name.js").NameReason | null} [reason] why the name is refused (code "name")
   */
  constructor(code, name, value = "", reason = null) {
    super(`${code}: ${name}`);
    this.name = "BadLink";
    this.code = code;
    this.param = name;
    this.value = value;
    this.reason = reason;
  }
}

/**
 * The settings a fragment carries: {} for none, e.g. {players: 3, preset: "classic", seed: 7}.
 * @param {string} hash the fragment, with or without its "#"
 * @param {Options} options the engine's: which values and combinations exist
 * @returns {LinkSettings}
 * @throws {BadLink} naming the first parameter that is wrong
 */
export function parseShareLink(hash, options) {
  const text = hash.replace(/^#/, "");
  /** @type {Record<string, number | string | string[]>} */
  const settings = {};
  if (!text) return settings;
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
      throw new BadLink("invalid", rawName, rest.join("="));
    }
    if (!Object.hasOwn(checks, name)) throw new BadLink("unknown", name, value);
    if (name in settings) throw new BadLink("twice", name, value);
    const checked = checks[/** @type {keyof LinkSettings} */ (name)](value, entries);
    if (checked === undefined) throw new BadLink("invalid", name, value);
    settings[name] = checked;
  }
  const found = /** @type {LinkSettings} */ (settings);
  // Seats and names: one entry per player; without a player count they give it.
  for (const list of /** @type {const} */ (["seats", "names"])) {
    const entries = found[list];
    if (entries === undefined) continue;
    found.players ??= entries.length;
    if (entries.length !== found.players) throw new BadLink("combination", list, entries.join(","));
  }
  const preset = found.preset === undefined ? undefined : presetOf(options, found.preset);
  if (preset) {
    if (found.players !== undefined && !preset.players.includes(found.players))
      throw new BadLink("combination", "players", String(found.players));
    if (preset.players.length === 1) found.players = preset.players[0];
    if (!preset.has_target && found.target !== undefined)
      throw new BadLink("combination", "target", String(found.target));
  }
  return found;
}

/**
 * The page's share link, read once: its settings, or what is wrong with it.
 * @param {string} hash
 * @param {Options} options
 * @returns {{settings: LinkSettings, problem: BadLink | null}}
 */
export function readShareLink(hash, options) {
  try {
    return { settings: parseShareLink(hash, options), problem: null };
  } catch (error) {
    if (!(error instanceof BadLink)) throw error;
    return { settings: {}, problem: error };
  }
}

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
