// The page's first script, a classic one that esbuild writes for old browsers: before
// the page's module runs (or fails to parse), it tells a browser too old for the game
// so, in the page's language, in place of the game. <html data-browser> says what it
// found ("ok" or "unsupported", the missing features in data-missing); engine-boot.js
// starts no engine and main.js sets nothing up in a browser that is "unsupported".
import { missingFeatures } from "./browser-support.js";
import { wordsFor } from "./unsupported-words.js";

const root = document.documentElement;
const missing = missingFeatures(globalThis);
root.dataset.browser = missing.length ? "unsupported" : "ok";
if (missing.length) {
  root.dataset.missing = missing.join(" ");
  /** @type {string | null} */
  let chosen = null;
  try {
    chosen = localStorage.getItem("blockdominoes.lang"); // i18n.js's key
  } catch {
    // storage refused: the browser's languages decide
  }
  const words = wordsFor(chosen, navigator.languages || [navigator.language]);
  root.lang = words.lang;
  const box = document.getElementById("browser-unsupported");
  const title = document.getElementById("browser-unsupported-title");
  const text = document.getElementById("browser-unsupported-text");
  if (box && title && text) {
    title.textContent = words.title;
    text.textContent = words.text;
    box.hidden = false;
  }
  for (const part of document.querySelectorAll("#app, #engine-status, .topbar-tools")) {
    /** @type {HTMLElement} */ (part).hidden = true;
  }
}
