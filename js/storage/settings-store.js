// The player's comforts, remembered in localStorage under one key: the automatic
// moves (pass, draw, the only move), the sound and the vibration on the player's turn
// (which, never chosen, follows the sound: off where the sound is off). Anything
// unreadable takes its default; a refused write only means the choice is not remembered.
import { writeJson } from "./stored-json.js";

export const SETTINGS_KEY = "blockdominoes.settings";

/** @typedef {{autoPass: boolean, autoDraw: boolean, autoOnly: boolean, sound: boolean, vibrate: boolean}} Settings */

/** @type {Readonly<Settings>} automatic moves off (the player decides), sound on, and vibration as the sound */
export const DEFAULT_SETTINGS = Object.freeze({
  autoPass: false,
  autoDraw: false,
  autoOnly: false,
  sound: true,
  vibrate: true,
});

/**
 * Settings read back from their stored text, each field checked.
 * @param {string | null} text
 * @returns {Settings}
 */
export function readSettings(text) {
  const settings = { ...DEFAULT_SETTINGS };
  let raw = null;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  if (raw && typeof raw === "object" && !Array.isArray(raw)) {
    for (const field of /** @type {(keyof Settings)[]} */ (Object.keys(DEFAULT_SETTINGS))) {
      if (typeof raw[field] === "boolean") settings[field] = raw[field];
    }
    const chosen = /** @type {Record<string, unknown>} */ (raw);
    if (typeof chosen.vibrate !== "boolean") settings.vibrate = settings.sound; // never chosen: as the sound
  }
  return settings;
}

/**
 * @param {Storage | null} storage
 */
export function createSettingsStore(storage) {
  let current = readSettings(storage?.getItem(SETTINGS_KEY) ?? null);
  /** @type {((settings: Settings) => void)[]} */
  const listeners = [];
  return {
    /** @returns {Readonly<Settings>} */
    get value() {
      return current;
    },
    /**
     * @param {Partial<Settings>} change
     */
    set(change) {
      current = { ...current, ...change };
      writeJson(storage, SETTINGS_KEY, current, "The settings could not be remembered:");
      for (const listener of listeners) listener(current);
    },
    /** @param {(settings: Settings) => void} listener told after every change */
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
/** @typedef {ReturnType<typeof createSettingsStore>} SettingsStore */
