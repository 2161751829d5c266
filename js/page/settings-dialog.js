// The settings card of the top bar: one remembered checkbox per comfort (the
// automatic moves and the sound). It only shows and changes the settings store;
// the table and the sound read the store when they need it.
import { createDialog } from "./dialog.js";

/**
 * The card's elements; each checkbox stands for the setting of the same name.
 * @typedef {object} SettingsDom
 * @property {HTMLElement} root the overlay
 * @property {HTMLButtonElement} opener
 * @property {HTMLButtonElement} close
 * @property {{autoPass: HTMLInputElement, autoDraw: HTMLInputElement,
 *             autoOnly: HTMLInputElement, sound: HTMLInputElement}} boxes
 */

/**
 * @param {{dom: SettingsDom, settings: import("../storage/settings-store.js").SettingsStore}} deps
 */
export function createSettingsDialog({ dom, settings }) {
  const entries = /** @type {[keyof SettingsDom["boxes"], HTMLInputElement][]} */ (Object.entries(dom.boxes));
  function show() {
    for (const [field, box] of entries) box.checked = settings.value[field];
  }
  for (const [field, box] of entries) {
    box.addEventListener("change", () => settings.set({ [field]: box.checked }));
  }
  settings.onChange(show);
  show();
  const dialog = createDialog({ root: dom.root, opener: dom.opener, closeButton: dom.close, onOpen: show });
  return {
    get isOpen() {
      return dialog.isOpen;
    },
  };
}
