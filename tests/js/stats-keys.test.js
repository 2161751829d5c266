// Which statistics row a seat counts for: its name, or for an unnamed seat a key
// that is the same in every language, shown in the words of the current one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CATALOGS, createI18n } from "../../js/i18n/i18n.js";
import { createDescriber } from "../../js/table/describe.js";
import { createStatsKeys } from "../../js/storage/stats-keys.js";

function keysIn(lang) {
  const i18n = createI18n({ languages: [lang] });
  const describe = createDescriber(i18n.t, i18n.has);
  return createStatsKeys({ defaultName: describe.defaultName, t: i18n.t, catalogs: CATALOGS });
}

const seat = (type, name = null) => ({ type, level: type === "bot" ? "medium" : null, name });
const viewOf = (...seats) => ({ seats });

test("a named seat counts under its name, whatever it is", () => {
  const keys = keysIn("en");
  const view = viewOf(seat("human", "Ada"), seat("bot", "Robo"), seat("human", "__proto__"));
  assert.deepEqual(
    [0, 1, 2].map((s) => keys.keyOf(view, s)),
    ["Ada", "Robo", "__proto__"],
  );
  assert.equal(keys.labelOf("Ada"), "Ada");
});

test("unnamed seats count under their default name's key, the same in every language", () => {
  const alone = viewOf(seat("human"), seat("bot"), seat("bot"));
  const hotSeat = viewOf(seat("human"), seat("human"));
  const found = ["en", "pl", "fi"].map((lang) => {
    const keys = keysIn(lang);
    return [keys.keyOf(alone, 0), keys.keyOf(alone, 2), keys.keyOf(hotSeat, 1)];
  });
  assert.deepEqual(found[0], ["\u0000name.you", "\u0000name.bot:3", "\u0000name.human:2"]);
  assert.deepEqual(found[1], found[0]);
  assert.deepEqual(found[2], found[0]);
});

test("a default name's row is labelled in the current language", () => {
  for (const lang of ["en", "pl", "fi"]) {
    const keys = keysIn(lang);
    assert.equal(keys.labelOf("\u0000name.you"), CATALOGS[lang]["name.you"]);
    assert.equal(keys.labelOf("\u0000name.bot:3"), CATALOGS[lang]["name.bot"].replace("{n}", "3"));
    assert.equal(keys.labelOf("\u0000name.human:1"), CATALOGS[lang]["name.human"].replace("{n}", "1"));
  }
});

test("a typed name that looks like a default one keeps a row of its own", () => {
  const keys = keysIn("en");
  const sly = "\u0000name.you";
  const key = keys.keyOf(viewOf(seat("human", sly)), 0);
  assert.notEqual(key, keys.keyOf(viewOf(seat("human")), 0));
  assert.equal(keys.labelOf(key), sly);
});

test("rows kept under the words of a default name, in any language, find their key", () => {
  const keys = keysIn("fi");
  assert.equal(keys.keyOfOldRow("You"), "\u0000name.you");
  assert.equal(keys.keyOfOldRow("Ty"), "\u0000name.you");
  assert.equal(keys.keyOfOldRow("Sinä"), "\u0000name.you");
  assert.equal(keys.keyOfOldRow("Computer 3"), "\u0000name.bot:3");
  assert.equal(keys.keyOfOldRow("Gracz 4"), "\u0000name.human:4");
  assert.equal(keys.keyOfOldRow("Ada"), null);
  assert.equal(keys.keyOfOldRow("Computer 5"), null); // no table seats five
  assert.equal(keys.keyOfOldRow(""), null);
});
