// The page's rule for player names: the cases tests/data/names.json shares with the
// engine's tests, the limits the engine's options give, and the words of every refusal.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { CATALOGS } from "../../js/i18n/i18n.js";
import { NAME_REASONS, cleanName, nameReasonKey } from "../../js/setup/player-name.js";
import { OPTIONS } from "./support/engine-options.js";

const TABLE = JSON.parse(readFileSync(new URL("../data/names.json", import.meta.url), "utf-8"));

test("the shared cases: the cleaned name or the reason, as the engine gives them", () => {
  for (const item of TABLE.cases) {
    const wanted = "name" in item ? { ok: true, name: item.name } : { ok: false, reason: item.reason };
    assert.deepEqual(cleanName(item.input, item.limits ?? TABLE.limits), wanted, item.why);
  }
});

test("the shared cases are checked against the engine's own limits", () => {
  assert.deepEqual(TABLE.limits, OPTIONS.name_length);
});

test("the shared cases hold every reason", () => {
  const reasons = new Set(TABLE.cases.filter((item) => "reason" in item).map((item) => item.reason));
  assert.deepEqual(reasons, new Set(NAME_REASONS));
});

test("every reason has its words in every language, with the limits put in", () => {
  for (const [lang, catalog] of Object.entries(CATALOGS)) {
    for (const reason of NAME_REASONS) {
      const text = catalog[nameReasonKey(reason)];
      assert.equal(typeof text, "string", `${lang}: ${reason}`);
      for (const name of String(text).matchAll(/\{(\w+)\}/g)) assert.ok(["min", "max"].includes(name[1]));
    }
  }
});

test("astral characters count once, and a pair split by a cut is refused", () => {
  const limits = { min: 1, max: 2 };
  assert.deepEqual(cleanName("\u{1F600}\u{1F601}", limits), { ok: true, name: "\u{1F600}\u{1F601}" });
  assert.deepEqual(cleanName("\u{1F600}\u{1F601}\u{1F602}", limits), { ok: false, reason: "long" });
  assert.deepEqual(cleanName("\u{1F600}".slice(0, 1), limits), { ok: false, reason: "surrogate" });
});
