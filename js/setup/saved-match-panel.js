// On the set-up screen: the offer to continue the saved match, and the notice about
// a save that could not be opened (kept aside, downloadable, deletable on request).
import { EngineError } from "../engine/engine-client.js";
import { createDownloadLink, keptFileName } from "../page/download-link.js";
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

/** Why a save could not be opened, each in the catalogues ("saved.reason.<reason>"), as the engine names it. */
const REASONS = new Set(["not_a_save", "other_version", "damaged", "impossible"]);

/**
 * The reason of a refusal: the engine's word, or "damaged" for a refusal without one.
 * @param {EngineError} error
 */
const reasonOf = (error) => (error.reason && REASONS.has(error.reason) ? error.reason : "damaged");

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
 *          t: import("../i18n/i18n.js").Translate, formatTime: (iso: unknown) => string | null,
 *          onContinue: (record: SavedMatch) => Promise<void>}} deps
 *   formatTime: a save's time in words, null when it is no time;
 *   onContinue: load the save and show the table; rejects with the engine's refusal
 */
export function createSavedMatchPanel({ dom, store, t, formatTime, onContinue }) {
  /** @type {SavedMatch | null} */
  let record = null;
  /** @type {{reason: string} | null} the save moved aside during this visit, why (a catalogue reason) */
  let problem = null;
  const download = createDownloadLink(dom.download);

  /** @param {string} reason one of REASONS */
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
      setAside(error.message);
    }
  }

  function render() {
    dom.offer.hidden = !record;
    if (record) {
      const time = formatTime(record.savedAt); // a save's own time may be missing or wrong
      dom.offerText.textContent = time
        ? t("saved.offer", { round: record.round, time })
        : t("saved.offer.undated", { round: record.round });
    }
    const kept = store.keptAside();
    dom.problem.hidden = kept.length === 0;
    download.release();
    if (!kept.length) return;
    dom.problemText.textContent = problem
      ? t("saved.unreadable", { reason: t(`saved.reason.${problem.reason}`) })
      : t("saved.kept", { count: kept.length });
    download.offer(kept[0].text, keptFileName("save", kept[0].time));
  }

  /** Continue the saved match; a save the engine refuses is set aside, anything else thrown on. */
  async function continueMatch() {
    if (!record) return;
    dom.continueButton.disabled = true;
    try {
      await onContinue(record);
    } catch (error) {
      if (!refusesSave(error)) throw error;
      setAside(reasonOf(error));
    } finally {
      dom.continueButton.disabled = false;
    }
  }
  dom.continueButton.addEventListener("click", () => void continueMatch().catch(reportError));

  dom.forget.addEventListener("click", () => {
    const [newest] = store.keptAside();
    if (newest) store.forgetAside(newest.key);
    problem = null;
    render();
  });

  readSave();
  render();
  return {
    /** Whether a match in progress is saved (and offered to continue). */
    hasMatch: () => record !== null,
    /** Read the store again (after a match ended or a new one started) and re-draw. */
    refresh() {
      readSave();
      render();
    },
  };
}
