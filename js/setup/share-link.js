// The share link: the URL fragment carries the set-up and a deal seed, e.g.
// #players=3&preset=classic&seed=12345, so friends play the same deals. Every
// parameter is checked; a bad link is reported and the usual set-up is used.
import { PRESETS } from "./setup-storage.js";

// Seeds stay within what a JavaScript number holds exactly (the bridge takes up to 2**63 - 1).
const MAX_SEED = Number.MAX_SAFE_INTEGER;
const CHECKS = {
  players: (value) => (/^[234]$/.test(value) ? Number(value) : undefined),
  preset: (value) => (Object.hasOwn(PRESETS, value) ? value : undefined),
  seed: (value) => (/^\d{1,16}$/.test(value) && Number(value) <= MAX_SEED ? Number(value) : undefined),
  target: (value) =>
    /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1000 ? Number(value) : undefined,
};

export class BadLink extends Error {
  constructor(code, name, value = "") {
    super(`${code}: ${name}`);
    this.code = code; // "unknown", "twice", "invalid" or "combination"
    this.param = name;
    this.value = value;
  }
}

/**
 * The settings a fragment carries: {} for none, e.g. {players: 3, preset: "classic", seed: 7}.
 * @throws {BadLink} naming the first parameter that is wrong
 */
export function parseShareLink(hash) {
  const text = hash.replace(/^#/, "");
  const settings = {};
  if (!text) return settings;
  for (const part of text.split("&")) {
    const [rawName, ...rest] = part.split("=");
    let name;
    let value;
    try {
      name = decodeURIComponent(rawName);
      value = decodeURIComponent(rest.join("="));
    } catch {
      throw new BadLink("invalid", rawName, rest.join("="));
    }
    if (!Object.hasOwn(CHECKS, name)) throw new BadLink("unknown", name, value);
    if (name in settings) throw new BadLink("twice", name, value);
    const checked = CHECKS[name](value);
    if (checked === undefined) throw new BadLink("invalid", name, value);
    settings[name] = checked;
  }
  if (settings.preset === "partnership") {
    if (settings.players !== undefined && settings.players !== 4)
      throw new BadLink("combination", "players", String(settings.players));
    settings.players = 4;
  }
  if (settings.preset === "quick" && settings.target !== undefined)
    throw new BadLink("combination", "target", String(settings.target));
  return settings;
}

/** The link to this page with the settings of a match. */
export function shareLink(pageUrl, match) {
  const url = new URL(pageUrl);
  url.hash = shareFragment(match);
  return url.href;
}

/** The fragment alone, "players=2&preset=classic&seed=7" (kept with a saved match). */
export function shareFragment({ players, preset, seed, target }) {
  const params = new URLSearchParams({ players: String(players), preset, seed: String(seed) });
  if (target !== undefined && target !== "" && preset !== "quick") params.set("target", String(target));
  return params.toString();
}

/** The match a kept fragment describes, or null when it is missing or not a whole, valid one. */
export function sharedMatchOf(fragment) {
  if (typeof fragment !== "string") return null;
  try {
    const { players, preset, seed, target } = parseShareLink(fragment);
    if (players === undefined || preset === undefined || seed === undefined) return null;
    return { players, preset, seed, target: target === undefined ? "" : String(target) };
  } catch {
    return null;
  }
}

/** A fresh deal seed from the browser's cryptographic generator. */
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low; // 53 bits
}

/** The set-up a link asks for, on top of the remembered one. */
export function applyLink(setup, settings) {
  const next = structuredClone(setup);
  if (settings.players !== undefined) next.players = settings.players;
  if (settings.preset !== undefined) next.preset = settings.preset;
  if (next.preset === "partnership") next.players = 4;
  if (settings.target !== undefined) next.target = String(settings.target);
  else if (settings.preset !== undefined) next.target = "";
  return next;
}
