// The line in words before the lead: it says which tile may open, as the view's `lead`
// says (any tile under the lot, the highest double or the heaviest tile under O1).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createI18n } from "../../js/i18n/i18n.js";
import { createBoardDescriber } from "../../js/table/board-description.js";

const label = (/** @type {number[]} */ tile) => `[${tile[0]}|${tile[1]}]`;

for (const language of ["en", "pl", "fi"]) {
  const { t } = createI18n({ languages: [language] });
  const words = createBoardDescriber(t, label);

  test(`${language}: an empty line names the opening the rules set`, () => {
    const any = words.describe({ line: [], ends: null, lead: { tile: null, reason: "any" } });
    const none = words.describe({ line: [], ends: null, lead: null });
    const double = words.describe({ line: [], ends: null, lead: { tile: [5, 5], reason: "highest_double" } });
    const heaviest = words.describe({ line: [], ends: null, lead: { tile: null, reason: "heaviest" } });
    assert.equal(any, t("board.empty"));
    assert.equal(none, t("board.empty"));
    assert.equal(double, t("board.empty.highest_double"));
    assert.equal(heaviest, t("board.empty.heaviest"));
    assert.equal(new Set([any, double, heaviest]).size, 3);
  });
}
