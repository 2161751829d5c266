// Every visible string goes through t(key, params). Catalogs are flat objects;
// a plural entry is {one, few, many, other} chosen by Intl.PluralRules on params.count.
import { en } from "./en.js";
import { pl } from "./pl.js";
import { fi } from "./fi.js";
import { rulesEn } from "./rules-en.js";
import { rulesPl } from "./rules-pl.js";
import { rulesFi } from "./rules-fi.js";
import { onlineEn } from "./online-en.js";
import { onlinePl } from "./online-pl.js";
import { onlineFi } from "./online-fi.js";
import { replayEn } from "./replay-en.js";
import { replayPl } from "./replay-pl.js";
import { replayFi } from "./replay-fi.js";
import { writeText } from "../storage/stored-json.js";

/** @typedef {Partial<Record<Intl.LDMLPluralRule, string>> & {other: string}} Plural a text's forms by plural category */
/** @typedef {string | Plural} Entry a text, or its plural forms */
/** @typedef {Record<string, Entry>} Catalog */
/** @typedef {Record<string, unknown>} Params the values put in for {name}; `count` picks a plural form */
/** @typedef {(key: string, params?: Params) => string} Translate */
/** @typedef {ReturnType<typeof createI18n>} I18n */

// The rules page's long texts, online play's and replay's words live in files of their
// own, one catalog per language all the same.
/** @type {Record<string, Catalog>} */
export const CATALOGS = {
  en: { ...en, ...rulesEn, ...onlineEn, ...replayEn },
  pl: { ...pl, ...rulesPl, ...onlinePl, ...replayPl },
  fi: { ...fi, ...rulesFi, ...onlineFi, ...replayFi },
};
const STORAGE_KEY = "blockdominoes.lang";

/**
 * @param {Storage | null} storage
 * @param {readonly string[]} navigatorLanguages
 */
function pickLanguage(storage, navigatorLanguages) {
  const stored = storage?.getItem(STORAGE_KEY);
  if (stored && CATALOGS[stored]) return stored;
  for (const tag of navigatorLanguages ?? []) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (CATALOGS[base]) return base;
  }
  return "en";
}

/**
 * @param {{storage?: Storage | null, languages?: readonly string[]}} deps
 */
export function createI18n({ storage = null, languages = [] } = {}) {
  let lang = pickLanguage(storage, languages);
  let rules = new Intl.PluralRules(lang);
  /** @type {Set<(lang: string) => void>} */
  const listeners = new Set();

  /** @param {string} key */
  function lookup(key) {
    return CATALOGS[lang][key] ?? CATALOGS.en[key];
  }

  /** @type {Translate} */
  function t(key, params = {}) {
    const entry = lookup(key);
    if (entry === undefined) {
      console.warn(`missing string: ${key}`);
      return key;
    }
    const text = typeof entry === "object" ? (entry[rules.select(Number(params.count ?? 0))] ?? entry.other) : entry;
    return text.replace(/\{(\w+)\}/g, (/** @type {string} */ match, /** @type {string} */ name) =>
      name in params ? String(params[name]) : match,
    );
  }

  /**
   * Fill [data-i18n] text, [data-i18n-label] aria-labels and [data-i18n-placeholder] placeholders under root.
   * @param {Document} root
   */
  function translateDom(root) {
    for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.getAttribute("data-i18n") ?? "");
    for (const el of root.querySelectorAll("[data-i18n-label]"))
      el.setAttribute("aria-label", t(el.getAttribute("data-i18n-label") ?? ""));
    for (const el of root.querySelectorAll("[data-i18n-placeholder]"))
      el.setAttribute("placeholder", t(el.getAttribute("data-i18n-placeholder") ?? ""));
    for (const el of root.querySelectorAll("[data-i18n-alt]"))
      el.setAttribute("alt", t(el.getAttribute("data-i18n-alt") ?? ""));
    document.documentElement.lang = lang;
    document.title = t("app.title");
  }

  /** @param {string} next a language code of CATALOGS */
  function setLanguage(next) {
    if (!CATALOGS[next] || next === lang) return;
    lang = next;
    rules = new Intl.PluralRules(lang);
    writeText(storage, STORAGE_KEY, lang); // when refused, the choice is simply not remembered
    for (const listener of listeners) listener(lang);
  }

  return {
    t,
    /** @param {string} key */
    has: (key) => key in CATALOGS[lang] || key in CATALOGS.en,
    translateDom,
    setLanguage,
    get language() {
      return lang;
    },
    /** @param {(lang: string) => void} listener */
    onChange(listener) {
      listeners.add(listener);
    },
    languages: Object.keys(CATALOGS),
  };
}
