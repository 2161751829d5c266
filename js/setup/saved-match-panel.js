// On the set-up screen: the offer to continue the saved match, and the notice about
// a save that could not be opened (kept aside, downloadable, deletable on request).
import { EngineError } from "../engine/engine-client.js";
import { UnreadableSave } from "../storage/match-store.js";

/** @typedef {import("../storage/match-store.js").SavedMatch} SavedMatch */

// The engine's refusals of a save it cannot load: the save is then set aside.
const UNLOADABLE = new Set(["bad_state", "bad_request"]);

/**
 * Whether `error` is the engine refusing the save itself (rather than failing otherwise).
 * @param {unknown} error
 * @returns {error is EngineError}
 */
export const refusesSave = (error) => error instanceof EngineError && UNLOADABLE.has(error.code);

/**
 * The panel's elements.
 * @typedef {object} SavedMatchDom
 * @property {HTMLElement} offer
 * @property {HTMLElement} offerText
 * @property {HTMLButtonElement} continueButton
 * @property {HTMLElement} problem
 * @property {HTMLElement} problemText
 * @property {HTMLAnchorElement} download
 * @property {HTMLButtonElement} forget
 */

/**
 * @param {{dom: SavedMatchDom, store: import("../storage/match-store.js").MatchStore,
 *          t: import("../i18n/i18n.js").Translate, formatTime: (iso: string) => string,
 *          onContinue: (record: SavedMatch) => Promise<void>}} deps
 *   onContinue: load the save and show the table; rejects with the engine's refusal
 */
export function createSavedMatchPanel({ dom, store, t, formatTime, onContinue }) {
  /** @type {SavedMatch | null} */
  let record = null;
  /** @type {{reason: string} | null} the save moved aside during this visit */
  let problem = null;
  /** @type {string | null} */
  let downloadUrl = null;

  /** @param {string} reason */
  function setAside(reason) {
    store.keepAside();
    problem = { reason };
    record = null;
    render();
  }

  function readSave() {
    try {
      record = store.read();
    } catch (error) {
      if (!(error instanceof UnreadableSave)) throw error;
      setAside(t(`saved.reason.${error.message}`));
    }
  }

  function render() {
    dom.offer.hidden = !record;
    if (record) dom.offerText.textContent = t("saved.offer", { round: record.round, time: formatTime(record.savedAt) });
    const kept = store.keptAside();
    dom.problem.hidden = kept.length === 0;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = null;
    if (!kept.length) return;
    dom.problemText.textContent = problem
      ? t("saved.unreadable", { reason: problem.reason })
      : t("saved.kept", { count: kept.length });
    downloadUrl = URL.createObjectURL(new Blob([kept[0].text], { type: "application/json" }));
    dom.download.href = downloadUrl;
    dom.download.download = `block-dominoes-save-${kept[0].time.replace(/[:.]/g, "-")}.json`;
  }

  dom.continueButton.addEventListener("click", async () => {
    if (!record) return;
    dom.continueButton.disabled = true;
    try {
      await onContinue(record);
    } catch (error) {
      if (!refusesSave(error)) throw error;
      setAside(error.message);
    } finally {
      dom.continueButton.disabled = false;
    }
  });

  dom.forget.addEventListener("click", () => {
    const [newest] = store.keptAside();
    if (newest) store.forgetAside(newest.key);
    problem = null;
    render();
  });

  readSave();
  render();
  return {
    /** Read the store again (after a match ended or a new one started) and re-draw. */
    refresh() {
      readSave();
      render();
    },
  };
}
