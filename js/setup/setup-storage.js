// Remembers the last set-up in localStorage; anything unreadable gives the defaults.

import { writeJson } from "../storage/stored-json.js";

const KEY = "blockdominoes.setup";

export const PRESETS = {
  classic: {},
  quick: { opener: "highest_double", match: "single" },
  partnership: { partnership: true },
  draw: { game: "draw" },
};
export const SEAT_TYPES = ["human", "easy", "medium", "hard"];

export function defaultSetup() {
  return {
    players: 2,
    preset: "classic",
    target: "",
    seats: [
      { type: "human", name: "" },
      { type: "medium", name: "" },
      { type: "medium", name: "" },
      { type: "medium", name: "" },
    ],
  };
}

function clean(raw) {
  const setup = defaultSetup();
  if (!raw || typeof raw !== "object") return setup;
  if ([2, 3, 4].includes(raw.players)) setup.players = raw.players;
  if (raw.preset in PRESETS) setup.preset = raw.preset;
  if (typeof raw.target === "string" && /^\d{0,4}$/.test(raw.target)) setup.target = raw.target;
  if (Array.isArray(raw.seats)) {
    raw.seats.slice(0, 4).forEach((seat, i) => {
      if (SEAT_TYPES.includes(seat?.type)) setup.seats[i].type = seat.type;
      if (typeof seat?.name === "string") setup.seats[i].name = seat.name.slice(0, 24);
    });
  }
  return setup;
}

export function createSetupStorage(storage) {
  return {
    load() {
      try {
        return clean(JSON.parse(storage?.getItem(KEY) ?? "null"));
      } catch {
        return defaultSetup();
      }
    },
    save(setup) {
      writeJson(storage, KEY, setup); // when refused, the set-up is simply not remembered
    },
  };
}

/** The bridge's new_match parameters for a set-up. */
export function matchRequest(setup, seed = null) {
  const seats = setup.seats.slice(0, setup.players).map(({ type, name }) => {
    const seat = type === "human" ? { type: "human" } : { type: "bot", level: type };
    const trimmed = name.trim();
    if (trimmed) seat.name = trimmed.slice(0, 24);
    return seat;
  });
  const rules = { ...PRESETS[setup.preset] };
  if (setup.target !== "" && rules.match !== "single") rules.target = Number(setup.target);
  const request = { players: setup.players, seats, rules };
  if (seed != null) request.seed = seed;
  return request;
}
