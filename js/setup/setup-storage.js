// Remembers the last set-up in localStorage; anything unreadable gives the defaults.
// Also turns a set-up into the bridge's new_match parameters.

import { writeJson } from "../storage/stored-json.js";

const KEY = "blockdominoes.setup";

/** @type {Record<string, import("../types.js").RulesRequest>} the rules of each preset, in the order shown */
export const PRESETS = {
  classic: {},
  quick: { opener: "highest_double", match: "single" },
  partnership: { partnership: true },
  draw: { game: "draw" },
};
/** A seat's choice on the form: a human, or a bot's level. */
export const SEAT_TYPES = ["human", "easy", "medium", "hard"];

/**
 * The limits a set-up is held to: the part of the engine's `options` this module reads
 * (the same shape, so the engine's own can be passed once the page has them).
 * @typedef {Pick<import("../types.js").Options, "players" | "name_length" | "target">} SetupLimits
 */
/** @type {SetupLimits} */
export const LIMITS = {
  players: { min: 2, max: 4, default: 2 },
  name_length: { min: 1, max: 24 },
  target: { min: 1, max: 1000 },
};

/**
 * What the form holds: `target` is the field's text ("" for the usual target), a
 * seat's `type` one of SEAT_TYPES, its `name` "" when unnamed.
 * @typedef {{players: number, preset: string, target: string, seats: {type: string, name: string}[]}} Setup
 */

/**
 * @param {SetupLimits} [limits]
 * @returns {Setup}
 */
export function defaultSetup(limits = LIMITS) {
  return {
    players: limits.players.default,
    preset: Object.keys(PRESETS)[0],
    target: "",
    seats: Array.from({ length: limits.players.max }, (_, i) => ({ type: i === 0 ? "human" : "medium", name: "" })),
  };
}

/**
 * A set-up read back from storage, every field checked: what is wrong takes its default.
 * @param {unknown} raw
 * @param {SetupLimits} [limits]
 * @returns {Setup}
 */
export function cleanSetup(raw, limits = LIMITS) {
  const setup = defaultSetup(limits);
  if (!raw || typeof raw !== "object") return setup;
  const { players, preset, target, seats } = /** @type {Record<string, unknown>} */ (raw);
  if (Number.isInteger(players) && Number(players) >= limits.players.min && Number(players) <= limits.players.max)
    setup.players = Number(players);
  if (typeof preset === "string" && Object.hasOwn(PRESETS, preset)) setup.preset = preset;
  if (typeof target === "string" && /^\d{0,4}$/.test(target)) setup.target = target;
  if (Array.isArray(seats)) {
    seats.slice(0, setup.seats.length).forEach((seat, i) => {
      if (SEAT_TYPES.includes(seat?.type)) setup.seats[i].type = seat.type;
      if (typeof seat?.name === "string") setup.seats[i].name = seat.name.slice(0, limits.name_length.max);
    });
  }
  return setup;
}

/**
 * @param {Storage | null} storage
 * @param {SetupLimits} [limits]
 */
export function createSetupStorage(storage, limits = LIMITS) {
  return {
    /** @returns {Setup} */
    load() {
      const text = storage?.getItem(KEY) ?? "null";
      let raw;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        return defaultSetup(limits);
      }
      return cleanSetup(raw, limits);
    },
    /** @param {Setup} setup */
    save(setup) {
      writeJson(storage, KEY, setup); // when refused, the set-up is simply not remembered
    },
  };
}

/**
 * The bridge's new_match parameters for a set-up.
 * @param {Setup} setup
 * @param {number | null} [seed]
 * @param {SetupLimits} [limits]
 * @returns {import("../types.js").NewMatchParams & {players: number, rules: import("../types.js").RulesRequest}}
 */
export function matchRequest(setup, seed = null, limits = LIMITS) {
  const seats = setup.seats.slice(0, setup.players).map(({ type, name }) => {
    /** @type {import("../types.js").SeatRequest} */
    const seat =
      type === "human"
        ? { type: "human" }
        : { type: "bot", level: /** @type {import("../types.js").BotLevel} */ (type) };
    const trimmed = name.trim();
    if (trimmed) seat.name = trimmed.slice(0, limits.name_length.max);
    return seat;
  });
  const rules = { ...PRESETS[setup.preset] };
  if (setup.target !== "" && rules.match !== "single") rules.target = Number(setup.target);
  /** @type {import("../types.js").NewMatchParams & {players: number, rules: import("../types.js").RulesRequest}} */
  const request = { players: setup.players, seats, rules };
  if (seed != null) request.seed = seed;
  return request;
}
