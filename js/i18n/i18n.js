// Every visible string goes through t(key, params). Catalogs are flat objects;
// a plural entry is {one, few, many, other} chosen by Intl.PluralRules on params.count.
import { en } from "./en.js";
import { pl } from "./pl.js";
import { fi } from "./fi.js";
import { rulesEn } from "./rules-en.js";
import { rulesPl } from "./rules-pl.js";
import { rulesFi } from "./rules-fi.js";

// The rules page's long texts live in files of their own, one catalog per language all the same.
export const CATALOGS = { en: { ...en, ...rulesEn }, pl: { ...pl, ...rulesPl }, fi: { ...fi, ...rulesFi } };
const STORAGE_KEY = "blockdominoes.lang";

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
 * @param {{storage?: Storage, languages?: string[]}} deps
 */
export function createI18n({ storage = null, languages = [] } = {}) {
  let lang = pickLanguage(storage, languages);
  let rules = new Intl.PluralRules(lang);
  const listeners = new Set();

  function lookup(key) {
    return CATALOGS[lang][key] ?? CATALOGS.en[key];
  }

  function t(key, params = {}) {
    let entry = lookup(key);
    if (entry === undefined) {
      console.warn(`missing string: ${key}`);
      return key;
    }
    if (typeof entry === "object") {
      entry = entry[rules.select(params.count ?? 0)] ?? entry.other;
    }
    return entry.replace(/\{(\w+)\}/g, (match, name) => (name in params ? String(params[name]) : match));
  }

  /** Fill [data-i18n] text and [data-i18n-label] aria-labels under root. */
  function translateDom(root) {
    for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
    for (const el of root.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
    for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
    document.documentElement.lang = lang;
    document.title = t("app.title");
  }

  function setLanguage(next) {
    if (!CATALOGS[next] || next === lang) return;
    lang = next;
    rules = new Intl.PluralRules(lang);
    storage?.setItem(STORAGE_KEY, lang);
    for (const listener of listeners) listener(lang);
  }

  return {
    t,
    has: (key) => key in CATALOGS[lang] || key in CATALOGS.en,
    translateDom,
    setLanguage,
    get language() {
      return lang;
    },
    onChange(listener) {
      listeners.add(listener);
    },
    languages: Object.keys(CATALOGS),
  };
}
