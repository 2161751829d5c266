// Remembers the last set-up in localStorage; anything unreadable gives the defaults.
// Also turns a set-up into the bridge's new_match parameters.

import { writeJson } from "../storage/stored-json.js";
import { presetOf, seatChoices } from "./engine-options.js";
import { optionalName } from "./player-name.js";

const KEY = "blockdominoes.setup";

/** A seat's choice that is no engine seat type: a friend playing from their own device. */
export const FRIEND = "friend";

/** @typedef {import("../types.js").Options} Options */

/**
 * What the form holds: `target` is the field's text ("" for the usual target), a
 * seat's `type` "human", a bot's level or "friend", its `name` "" when unnamed.
 * @typedef {{players: number, preset: string, target: string, seats: {type: string, name: string}[]}} Setup
 */

/**
 * The engine's default set-up: its default player count, first preset and default seats.
 * @param {Options} options
 * @returns {Setup}
 */
export function defaultSetup(options) {
  return {
    players: options.players.default,
    preset: options.presets[0].id,
    target: "",
    seats: options.default_seats.map((seat) => ({
      type: seat.type === "bot" ? String(seat.level) : "human",
      name: "",
    })),
  };
}

/**
 * A set-up read back from storage, every field checked against the engine's options:
 * what is wrong takes its default.
 * @param {unknown} raw
 * @param {Options} options
 * @returns {Setup}
 */
export function cleanSetup(raw, options) {
  const setup = defaultSetup(options);
  if (!raw || typeof raw !== "object") return setup;
  const { players, preset, target, seats } = /** @type {Record<string, unknown>} */ (raw);
  if (Number.isInteger(players) && Number(players) >= options.players.min && Number(players) <= options.players.max)
    setup.players = Number(players);
  const chosen = typeof preset === "string" ? presetOf(options, preset) : undefined;
  if (chosen?.players.includes(setup.players)) setup.preset = chosen.id;
  const digits = String(options.target.max).length;
  if (typeof target === "string" && target.length <= digits && /^\d*$/.test(target)) setup.target = target;
  const choices = [...seatChoices(options), FRIEND];
  if (Array.isArray(seats)) {
    seats.slice(0, setup.seats.length).forEach((seat, i) => {
      if (choices.includes(seat?.type)) setup.seats[i].type = seat.type;
      // the field's text as it was typed: the form tells at once what the engine would refuse in it
      if (typeof seat?.name === "string") setup.seats[i].name = seat.name;
    });
  }
  return setup;
}

/**
 * @param {Storage | null} storage
 * @param {Options} options
 */
export function createSetupStorage(storage, options) {
  return {
    /** @returns {Setup} */
    load() {
      const text = storage?.getItem(KEY) ?? "null";
      let raw;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        return defaultSetup(options);
      }
      return cleanSetup(raw, options);
    },
    /** @param {Setup} setup */
    save(setup) {
      writeJson(storage, KEY, setup); // when refused, the set-up is simply not remembered
    },
  };
}

/**
 * The bridge's new_match parameters for a set-up. A friend's seat is a person's seat to
 * the engine, named by the friend (`names`, by seat, when the set-up is played online).
 * @param {Setup} setup
 * @param {Options} options
 * @param {{seed?: number | null, names?: (string | null)[]}} [extra]
 * @returns {import("../types.js").NewMatchParams & {players: number, rules: import("../types.js").RulesRequest}}
 */
export function matchRequest(setup, options, { seed = null, names = [] } = {}) {
  const seats = setup.seats.slice(0, setup.players).map(({ type, name }, index) => {
    /** @type {import("../types.js").SeatRequest} */
    const seat =
      type === "human" || type === FRIEND
        ? { type: "human" }
        : { type: "bot", level: /** @type {import("../types.js").BotLevel} */ (type) };
    // The set-up screen refuses a name the engine would refuse before it starts a match;
    // one that comes here all the same goes to the engine as it is, to be refused there.
    const text = names[index] ?? name;
    const check = optionalName(text, options.name_length);
    if (!check.ok) seat.name = text;
    else if (check.name) seat.name = check.name;
    return seat;
  });
  const preset = presetOf(options, setup.preset) ?? options.presets[0];
  const rules = { ...preset.rules };
  if (setup.target !== "" && preset.has_target) rules.target = Number(setup.target);
  /** @type {import("../types.js").NewMatchParams & {players: number, rules: import("../types.js").RulesRequest}} */
  const request = { players: setup.players, seats, rules };
  if (seed != null) request.seed = seed;
  return request;
}
