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
 * The stored object, or null when there is none or it is unreadable.
 * @param {string | null} text
 * @returns {Record<string, unknown> | null}
 */
function storedObject(text) {
  let raw = null;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  return raw && typeof raw === "object" && !Array.isArray(raw) ? raw : null;
}

/**
 * Whether the player has chosen the vibration (else it follows the sound).
 * @param {string | null} text
 */
export const vibrationChosen = (text) => typeof storedObject(text)?.vibrate === "boolean";

/**
 * Settings read back from their stored text, each field checked.
 * @param {string | null} text
 * @returns {Settings}
 */
export function readSettings(text) {
  const settings = { ...DEFAULT_SETTINGS };
  const raw = storedObject(text);
  if (raw) {
    for (const field of /** @type {(keyof Settings)[]} */ (Object.keys(DEFAULT_SETTINGS))) {
      const value = raw[field];
      if (typeof value === "boolean") settings[field] = value;
    }
  }
  if (!vibrationChosen(text)) settings.vibrate = settings.sound; // never chosen: as the sound
  return settings;
}

/**
 * @param {Storage | null} storage
 */
export function createSettingsStore(storage) {
  const text = storage?.getItem(SETTINGS_KEY) ?? null;
  let current = readSettings(text);
  let chosen = vibrationChosen(text);
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
      if ("vibrate" in change) chosen = true;
      current = { ...current, ...change };
      if (!chosen) current.vibrate = current.sound; // it follows the sound until it is chosen
      // Only a choice is stored: an unchosen vibration keeps following the sound.
      const kept = Object.fromEntries(Object.entries(current).filter(([key]) => chosen || key !== "vibrate"));
      writeJson(storage, SETTINGS_KEY, kept, "The settings could not be remembered:");
      for (const listener of listeners) listener(current);
    },
    /** @param {(settings: Settings) => void} listener told after every change */
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
/** @typedef {ReturnType<typeof createSettingsStore>} SettingsStore */
