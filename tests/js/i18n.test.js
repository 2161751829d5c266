// The catalogues' plural entries pick the right form for each language's numbers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createI18n } from "../../js/i18n/i18n.js";

const tiles = (lang, count) => {
  const i18n = createI18n({ languages: [lang] });
  return i18n.t("table.tiles", { count });
};

test("English: one tile, many tiles", () => {
  assert.match(tiles("en", 1), /^1 tile\b/);
  assert.match(tiles("en", 5), /^5 tiles\b/);
});

test("Polish: one, few (2-4, 22-24) and many (5-21) differ", () => {
  const forms = [1, 2, 5, 22, 25].map((n) => tiles("pl", n).replace(/\d+/, "N"));
  assert.notEqual(forms[0], forms[1]);
  assert.notEqual(forms[1], forms[2]);
  assert.equal(forms[1], forms[3]);
  assert.equal(forms[2], forms[4]);
});

test("Finnish: one and other", () => {
  assert.notEqual(tiles("fi", 1).replace(/\d+/, "N"), tiles("fi", 3).replace(/\d+/, "N"));
  assert.equal(tiles("fi", 3).replace(/\d+/, "N"), tiles("fi", 7).replace(/\d+/, "N"));
});
