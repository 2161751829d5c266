// The share link: the URL fragment carries the set-up and a deal seed, e.g.
// #players=3&preset=classic&seed=12345, so friends play the same deals. Every
// parameter is checked; a bad link is reported and the usual set-up is used.
import { maxSeed, presetOf } from "./engine-options.js";

/** @typedef {import("../types.js").Options} Options */

/**
 * What a link may carry, each checked.
 * @typedef {{players?: number, preset?: string, seed?: number, target?: number}} LinkSettings
 */
/**
 * The match on the table as a link gives it again (`target` as the form holds it, "" for the usual).
 * @typedef {{players: number, preset: string, seed: number, target: string}} SharedMatch
 */

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
 * Each parameter's check against the engine's options: its value, or undefined when it is not valid.
 * @param {Options} options
 * @returns {Record<keyof LinkSettings, (value: string) => number | string | undefined>}
 */
const checksFor = (options) => ({
  players: (value) => wholeIn(value, options.players),
  preset: (value) => presetOf(options, value)?.id,
  seed: (value) => wholeIn(value, { min: options.seed.min, max: maxSeed(options) }),
  target: (value) => wholeIn(value, options.target),
});

export class BadLink extends Error {
  /**
   * @param {"unknown" | "twice" | "invalid" | "combination"} code
   * @param {string} name the parameter
   * @param {string} [value]
   */
  constructor(code, name, value = "") {
    super(`${code}: ${name}`);
    this.name = "BadLink";
    this.code = code;
    this.param = name;
    this.value = value;
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
  /** @type {Record<string, number | string>} */
  const settings = {};
  if (!text) return settings;
  const checks = checksFor(options);
  for (const part of text.split("&")) {
    const [rawName, ...rest] = part.split("=");
    let name;
    let value;
    try {
      name = decodeURIComponent(rawName);
      value = decodeURIComponent(rest.join("="));
    } catch (error) {
      if (!(error instanceof URIError)) throw error;
      throw new BadLink("invalid", rawName, rest.join("="));
    }
    if (!Object.hasOwn(checks, name)) throw new BadLink("unknown", name, value);
    if (name in settings) throw new BadLink("twice", name, value);
    const checked = checks[/** @type {keyof LinkSettings} */ (name)](value);
    if (checked === undefined) throw new BadLink("invalid", name, value);
    settings[name] = checked;
  }
  const found = /** @type {LinkSettings} */ (settings);
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
export function shareFragment({ players, preset, seed, target }, options) {
  const params = new URLSearchParams({ players: String(players), preset, seed: String(seed) });
  if (target !== "" && presetOf(options, preset)?.has_target) params.set("target", target);
  return params.toString();
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
    const { players, preset, seed, target } = parseShareLink(fragment, options);
    if (players === undefined || preset === undefined || seed === undefined) return null;
    return { players, preset, seed, target: target === undefined ? "" : String(target) };
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
  return next;
}
