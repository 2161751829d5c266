// The remembered settings: each field checked; the vibration, never chosen, follows the sound.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_SETTINGS, readSettings } from "../../js/storage/settings-store.js";

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
