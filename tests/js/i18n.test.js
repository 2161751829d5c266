// The catalogues: every key in all three languages, every plural entry with the
// forms its language's numbers need, and the plural rules picking them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CATALOGS, createI18n } from "../../js/i18n/i18n.js";

const LANGUAGES = ["en", "pl", "fi"];

const tiles = (lang, count) => {
  const i18n = createI18n({ languages: [lang] });
  return i18n.t("table.tiles", { count });
};

/** The {names} a text puts values in. */
const placeholders = (text) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
/** Every text of an entry: the text, or each plural form. */
const textsOf = (entry) => (typeof entry === "string" ? [entry] : Object.values(entry));

test("the page offers exactly English, Polish and Finnish", () => {
  assert.deepEqual(Object.keys(CATALOGS).sort(), [...LANGUAGES].sort());
  assert.deepEqual(createI18n().languages.sort(), [...LANGUAGES].sort());
});

test("every key is in all three catalogues", () => {
  const english = Object.keys(CATALOGS.en).sort();
  assert.ok(english.length > 100);
  for (const lang of ["pl", "fi"]) {
    const keys = new Set(Object.keys(CATALOGS[lang]));
    assert.deepEqual(
      english.filter((key) => !keys.has(key)),
      [],
      `missing in ${lang}`,
    );
    assert.deepEqual(
      [...keys].filter((key) => !(key in CATALOGS.en)),
      [],
      `only in ${lang}`,
    );
  }
});

test("every plural entry has exactly the forms its language's whole numbers need", () => {
  let plurals = 0;
  for (const lang of LANGUAGES) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    // "other" is also the fallback for any number, so it is always there.
    const wanted = [...new Set([...needed, "other"])].sort();
    for (const [key, entry] of Object.entries(CATALOGS[lang])) {
      if (typeof entry === "string") continue;
      plurals += 1;
      assert.deepEqual(Object.keys(entry).sort(), wanted, `${lang} ${key}`);
      for (const form of Object.values(entry)) assert.equal(typeof form, "string", `${lang} ${key}`);
    }
  }
  assert.ok(plurals >= 3 * 5, "the catalogues have plural entries");
});

test("an entry is plural in every language or in none, and its forms for many say how many", () => {
  for (const [key, entry] of Object.entries(CATALOGS.en)) {
    for (const lang of ["pl", "fi"]) {
      assert.equal(typeof CATALOGS[lang][key], typeof entry, `${lang} ${key}`);
    }
    if (typeof entry === "string") continue;
    for (const lang of LANGUAGES) {
      // "one" is 1 alone in these three languages, so its text may say "a" instead of the number.
      for (const [form, text] of Object.entries(CATALOGS[lang][key])) {
        if (form !== "one") assert.ok(placeholders(text).has("count"), `${lang} ${key} ${form}`);
      }
    }
  }
});

test("a translation puts in only the values the English text is given", () => {
  for (const [key, entry] of Object.entries(CATALOGS.en)) {
    const given = new Set(textsOf(entry).flatMap((text) => [...placeholders(text)]));
    for (const lang of ["pl", "fi"]) {
      for (const text of textsOf(CATALOGS[lang][key])) {
        const extra = [...placeholders(text)].filter((name) => !given.has(name));
        assert.deepEqual(extra, [], `${lang} ${key}`);
      }
    }
  }
});

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

test("values are put in by name; a missing key is shown as itself", (context) => {
  const { t } = createI18n({ languages: ["en"] });
  assert.equal(t("tile.label", { a: 2, b: 5 }), CATALOGS.en["tile.label"].replace("{a}", "2").replace("{b}", "5"));
  const warn = context.mock.method(console, "warn", () => {});
  assert.equal(t("no.such.key"), "no.such.key");
  assert.equal(warn.mock.callCount(), 1);
});

test("the language: stored choice first, then the browser's, then English; a change is told", () => {
  const stored = new Map([["blockdominoes.lang", "fi"]]);
  const storage = { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, value) };
  assert.equal(createI18n({ storage, languages: ["pl-PL"] }).language, "fi");
  assert.equal(createI18n({ languages: ["de-DE", "pl-PL"] }).language, "pl");
  assert.equal(createI18n({ languages: ["de-DE"] }).language, "en");
  const i18n = createI18n({ storage, languages: [] });
  const heard = [];
  i18n.onChange((lang) => heard.push(lang));
  i18n.setLanguage("pl");
  i18n.setLanguage("xx"); // not a language of the page: ignored
  assert.deepEqual(heard, ["pl"]);
  assert.equal(stored.get("blockdominoes.lang"), "pl");
});

test("a storage that refuses the choice does not stop the change", () => {
  const full = {
    getItem: () => null,
    setItem() {
      throw new DOMException("the quota is used up", "QuotaExceededError");
    },
  };
  const i18n = createI18n({ storage: full, languages: ["en"] });
  const heard = [];
  i18n.onChange((lang) => heard.push(lang));
  i18n.setLanguage("fi");
  assert.equal(i18n.language, "fi");
  assert.deepEqual(heard, ["fi"]);
  assert.equal(i18n.t("name.you"), CATALOGS.fi["name.you"]);
});
