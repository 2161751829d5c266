// On the set-up screen: the offer to continue the saved match, and the notice about
// a save that could not be opened (kept aside, downloadable, deletable on request).
import { UnreadableSave } from "../storage/match-store.js";

/**
 * @param {{dom: {offer, offerText, continueButton, problem, problemText, download, forget},
 *          store, t: Function, formatTime: (iso: string) => string,
 *          onContinue: (record) => Promise<void>}} deps
 */
export function createSavedMatchPanel({ dom, store, t, formatTime, onContinue }) {
  let record = null;
  let problem = null; // {reason} of the save moved aside during this visit
  let downloadUrl = null;

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
    dom.download.download = `block-dominoes-save-${kept[0].key.split(".").pop().replace(/[:.]/g, "-")}.json`;
  }

  dom.continueButton.addEventListener("click", async () => {
    if (!record) return;
    dom.continueButton.disabled = true;
    try {
      await onContinue(record);
    } catch (error) {
      if (error.code === "bad_state" || error.code === "bad_request") setAside(error.message);
      else throw error;
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
