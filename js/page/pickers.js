// The pickers of the top bar: the page's language (each named in itself), the bots'
// speed and the table's look, both remembered for the next visit.
import { writeText } from "../storage/stored-json.js";

/**
 * @param {{select: HTMLSelectElement, i18n: import("../i18n/i18n.js").I18n,
 *          catalogs: Record<string, import("../i18n/i18n.js").Catalog>}} deps
 */
export function createLanguagePicker({ select, i18n, catalogs }) {
  for (const code of i18n.languages) {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = String(catalogs[code]["lang.name"]); // each language named in itself
    select.appendChild(option);
  }
  select.addEventListener("change", () => i18n.setLanguage(select.value));
  return {
    /** Show the language in force. */
    refresh() {
      select.value = i18n.language;
    },
  };
}

const SPEED_KEY = "blockdominoes.speed";

/**
 * @param {{select: HTMLSelectElement, storage: Storage | null, speeds: Readonly<Record<string, number>>}} deps
 *   speeds: the choices (the select's option values)
 */
export function createSpeedPicker({ select, storage, speeds }) {
  const saved = storage?.getItem(SPEED_KEY);
  if (saved && Object.hasOwn(speeds, saved)) select.value = saved;
  select.addEventListener("change", () => writeText(storage, SPEED_KEY, select.value));
  return {
    /** The speed chosen, a key of `speeds`. */
    get value() {
      return select.value;
    },
  };
}

const LOOK_KEY = "blockdominoes.look";
/** The looks css/looks.css draws; "auto" follows the system's light or dark scheme. */
export const LOOKS = /** @type {const} */ (["auto", "classic", "dark", "contrast"]);

/**
 * The table and tile look: applied as `data-look` on the root element (classic, dark or
 * contrast; "auto" resolves to dark or classic as the system's scheme asks, and follows it).
 * @param {{select: HTMLSelectElement, storage: Storage | null, root: HTMLElement, darkScheme: MediaQueryList}} deps
 *   darkScheme: `matchMedia("(prefers-color-scheme: dark)")`
 */
export function createLookPicker({ select, storage, root, darkScheme }) {
  const saved = storage?.getItem(LOOK_KEY);
  if (saved && /** @type {readonly string[]} */ (LOOKS).includes(saved)) select.value = saved;
  const apply = () => {
    root.dataset.look = select.value === "auto" ? (darkScheme.matches ? "dark" : "classic") : select.value;
  };
  select.addEventListener("change", () => {
    writeText(storage, LOOK_KEY, select.value);
    apply();
  });
  darkScheme.addEventListener("change", apply);
  apply();
}
