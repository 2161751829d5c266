// The remembered settings: each field checked; the vibration, never chosen, follows the sound.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_SETTINGS, SETTINGS_KEY, createSettingsStore, readSettings } from "../../js/storage/settings-store.js";

test("nothing stored, or unreadable: the defaults", () => {
  assert.deepEqual(readSettings(null), DEFAULT_SETTINGS);
  assert.deepEqual(readSettings("{not json"), DEFAULT_SETTINGS);
  assert.deepEqual(readSettings("[1]"), DEFAULT_SETTINGS);
});

test("the vibration never chosen is off where the sound is off, and a choice is kept", () => {
  assert.equal(readSettings(JSON.stringify({ sound: false })).vibrate, false);
  assert.equal(readSettings(JSON.stringify({ sound: true })).vibrate, true);
  assert.equal(readSettings(JSON.stringify({ sound: false, vibrate: true })).vibrate, true);
  assert.equal(readSettings(JSON.stringify({ sound: true, vibrate: false })).vibrate, false);
  assert.equal(readSettings(JSON.stringify({ sound: true, vibrate: "yes" })).vibrate, true);
});

test("the store: the vibration follows the sound until the player chooses it, and only a choice is stored", () => {
  const kept = new Map();
  const storage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, v) };
  const store = createSettingsStore(/** @type {Storage} */ (/** @type {unknown} */ (storage)));
  store.set({ sound: false });
  assert.equal(store.value.vibrate, false);
  assert.equal("vibrate" in JSON.parse(kept.get(SETTINGS_KEY)), false);
  store.set({ vibrate: true });
  store.set({ sound: true });
  store.set({ sound: false });
  assert.equal(store.value.vibrate, true); // chosen: it no longer follows
  assert.equal(JSON.parse(kept.get(SETTINGS_KEY)).vibrate, true);
  assert.equal(createSettingsStore(/** @type {Storage} */ (/** @type {unknown} */ (storage))).value.vibrate, true);
});
