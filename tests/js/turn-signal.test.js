// The player's turn: one vibration as it comes (when on and possible), and the tab's title
// says so only while the page is hidden, put back when seen or when the turn goes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { VIBRATE_MS, createTurnSignal } from "../../js/table/turn-signal.js";

function harness({ on = true, canVibrate = true } = {}) {
  const doc = Object.assign(new EventTarget(), { hidden: false, title: "Block dominoes" });
  const buzzes = [];
  const signal = createTurnSignal({
    doc,
    vibrate: canVibrate ? (ms) => buzzes.push(ms) : null,
    isOn: () => on,
    titled: (title) => `Your turn · ${title}`,
  });
  const hide = (hidden) => {
    doc.hidden = hidden;
    doc.dispatchEvent(new Event("visibilitychange"));
  };
  return { doc, buzzes, signal, hide };
}

test("a vibration as the turn comes, once per turn, only when the setting is on and the device can", () => {
  const { buzzes, signal } = harness();
  signal.update(false);
  signal.update(true);
  signal.update(true); // a redraw during the same turn
  assert.deepEqual(buzzes, [VIBRATE_MS]);
  signal.update(false);
  signal.update(true);
  assert.equal(buzzes.length, 2);
  const off = harness({ on: false });
  off.signal.update(true);
  assert.deepEqual(off.buzzes, []);
  harness({ canVibrate: false }).signal.update(true); // nothing to call, nothing thrown
});

test("the title says it is your turn while the page is hidden, and is put back after", () => {
  const { doc, signal, hide } = harness();
  signal.update(true);
  assert.equal(doc.title, "Block dominoes"); // seen: the table shows it
  hide(true);
  assert.equal(doc.title, "Your turn · Block dominoes");
  hide(false);
  assert.equal(doc.title, "Block dominoes");
  signal.update(false);
  hide(true);
  assert.equal(doc.title, "Block dominoes"); // not the player's turn
  signal.update(true); // the turn comes while hidden
  assert.equal(doc.title, "Your turn · Block dominoes");
  signal.update(false); // and goes (a take-back elsewhere, a new match)
  assert.equal(doc.title, "Block dominoes");
});
