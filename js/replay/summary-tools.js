// The round summary's way into replays and records: Replay and Review (this round, the
// whole match), a Replay and a Review button on each round's row of the score sheet, the
// finished match's record to download, and a link sharing what is over (`#replay=`).
// Offered only where this page's engine holds the match (not on an online guest's page,
// which has no engine of its own during the match), and only for rounds that are over.
import { createDownloadLink } from "../page/download-link.js";
import { RecordLinkError, recordLink } from "./record-link.js";
import { recordFileName } from "./records.js";

/** @typedef {import("../types.js").View} View */

/**
 * @typedef {object} SummaryToolsDom
 * @property {HTMLElement} root the group of tools (hidden when none is offered)
 * @property {HTMLButtonElement} replay
 * @property {HTMLButtonElement} review
 * @property {HTMLButtonElement} reviewMatch
 * @property {HTMLAnchorElement} download the match's record (at the match's end)
 * @property {HTMLButtonElement} share makes the replay link
 * @property {HTMLInputElement} url the link, to copy by hand
 * @property {HTMLElement} shared what became of the link (copied, or why there is none)
 */

/**
 * @param {{dom: SummaryToolsDom, engine: import("../types.js").Engine, t: import("../i18n/i18n.js").Translate,
 *          available: () => boolean, pageUrl: () => string, copyText: (text: string) => Promise<boolean>,
 *          now?: () => Date,
 *          open: (view: View, how: {round: number, review: "round" | "match" | null, opener: Element | null}) => void}} deps
 *   available: this page's engine holds the match (not an online guest); open: the replay screen
 */
export function createSummaryTools({ dom, engine, t, available, pageUrl, copyText, open, now = () => new Date() }) {
  const download = createDownloadLink(dom.download);
  /** @type {View | null} */
  let shown = null;
  let asked = 0; // bumped by every show: a record asked for an older summary is dropped

  /**
   * @param {number} round
   * @param {"round" | "match" | null} review
   * @returns {(event: Event) => void}
   */
  const opener = (round, review) => (event) => {
    if (shown)
      open(shown, { round, review, opener: event.currentTarget instanceof Element ? event.currentTarget : null });
  };
  dom.replay.addEventListener("click", (event) => opener(shown?.round ?? 1, null)(event));
  dom.review.addEventListener("click", (event) => opener(shown?.round ?? 1, "round")(event));
  dom.reviewMatch.addEventListener("click", (event) => opener(shown?.round ?? 1, "match")(event));
  dom.share.addEventListener("click", () => void share().catch(reportError));

  /** The record of what is over, as a link; copied when the browser lets the page. */
  async function share() {
    const record = (await engine.request("record", {})).record;
    dom.url.hidden = false;
    try {
      dom.url.value = await recordLink(pageUrl(), record);
    } catch (error) {
      if (!(error instanceof RecordLinkError)) throw error;
      dom.url.hidden = true;
      dom.shared.textContent = t(`record.reason.${error.reason}`);
      return;
    }
    dom.url.select();
    dom.shared.textContent = (await copyText(dom.url.value)) ? t("record.link.copied") : t("record.link.copy");
  }

  /** The match's record as a file, once the match is over. */
  async function offerDownload() {
    const token = ++asked;
    const record = (await engine.request("record", {})).record;
    if (token !== asked) return;
    download.offer(JSON.stringify(record, null, 1), recordFileName(now().toISOString()));
    dom.download.hidden = false;
  }

  /**
   * The Replay and Review buttons of a round's row of the sheet (none where not offered).
   * @param {import("../types.js").SheetLine} line
   * @returns {HTMLElement[]}
   */
  function rowActions(line) {
    if (!available()) return [];
    /** @param {"replay" | "review"} kind */
    const make = (kind) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = `subtle-button sheet-${kind}`;
      button.dataset.round = String(line.round);
      button.textContent = t(`${kind}.open`);
      button.setAttribute("aria-label", t(`${kind}.open.round`, { n: line.round }));
      button.addEventListener("click", opener(line.round, kind === "review" ? "round" : null));
      return button;
    };
    return [make("replay"), make("review")];
  }

  return {
    rowActions,
    /**
     * The summary shows `view` (a round that is over).
     * @param {View} view
     */
    show(view) {
      shown = view;
      dom.root.hidden = !available();
      dom.reviewMatch.hidden = view.sheet.length < 2;
      dom.url.hidden = true;
      dom.url.value = "";
      dom.shared.textContent = "";
      dom.download.hidden = true;
      asked++;
      if (available() && view.match_result) offerDownload().catch(reportError);
    },
    hide() {
      shown = null;
      asked++;
      download.release();
    },
  };
}
