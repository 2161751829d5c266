// The settings card of the top bar: one remembered checkbox per comfort (the
// automatic moves, the sound, the vibration on the player's turn, shown only where the
// device can vibrate). It only shows and changes the settings store; the table, the
// sound and the turn's signal read the store when they need it.
import { createDialog } from "./dialog.js";

/**
 * The card's elements; each checkbox stands for the setting of the same name.
 * @typedef {object} SettingsDom
 * @property {HTMLElement} root the overlay
 * @property {HTMLButtonElement} opener
 * @property {HTMLButtonElement} close
 * @property {{autoPass: HTMLInputElement, autoDraw: HTMLInputElement,
 *             autoOnly: HTMLInputElement, sound: HTMLInputElement, vibrate: HTMLInputElement}} boxes
 * @property {HTMLElement} vibrateRow the vibration's line, hidden where the device cannot vibrate
 */

/**
 * @param {{dom: SettingsDom, settings: import("../storage/settings-store.js").SettingsStore, canVibrate: boolean}} deps
 */
export function createSettingsDialog({ dom, settings, canVibrate }) {
  dom.vibrateRow.hidden = !canVibrate;
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
