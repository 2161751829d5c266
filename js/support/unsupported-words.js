// The one sentence a browser too old for the game shows, in each of the page's
// languages (the catalogs of js/i18n/ are the page's, which such a browser may never
// run), and the page's choice of language, as js/i18n/i18n.js makes it.

/** @type {Record<string, {title: string, text: string}>} */
export const UNSUPPORTED = {
  en: {
    title: "This browser is too old for the game",
    text: "Block dominoes runs in Safari 16.4 (iPhone and iPad: iOS 16.4), Chrome 98, Firefox 114, or newer. Please update this browser, or open the game in another one.",
  },
  pl: {
    title: "Ta przeglądarka jest za stara na tę grę",
    text: "Domino blokowe działa w Safari 16.4 (iPhone i iPad: iOS 16.4), Chrome 98, Firefoksie 114 lub nowszych. Zaktualizuj przeglądarkę albo otwórz grę w innej.",
  },
  fi: {
    title: "Tämä selain on liian vanha peliin",
    text: "Blokkidomino toimii Safarissa 16.4 (iPhone ja iPad: iOS 16.4), Chromessa 98, Firefoxissa 114 tai uudemmissa. Päivitä selain tai avaa peli toisessa selaimessa.",
  },
};

/**
 * The page's language: the one the player chose (kept by i18n.js), else the first of
 * the browser's languages that the game speaks, else English.
 * @param {string | null} chosen the stored choice
 * @param {readonly string[]} languages navigator.languages
 */
export function wordsFor(chosen, languages) {
  if (chosen && UNSUPPORTED[chosen]) return { lang: chosen, ...UNSUPPORTED[chosen] };
  for (const tag of languages) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (UNSUPPORTED[base]) return { lang: base, ...UNSUPPORTED[base] };
  }
  return { lang: "en", ...UNSUPPORTED.en };
}
