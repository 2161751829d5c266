// The round summary's way into replays and records: Replay and Review (this round, the
// whole match), a Replay and a Review button on each round's row of the score sheet, the
// finished match's record to download, and a link sharing what is over (`#replay=`).
// Offered where this page's engine holds the match, or (an online guest) once the host has
// sent the finished match's record; only for rounds that are over.
import { createDownloadLink } from "../page/download-link.js";
import { RecordLinkError, recordLink } from "./record-link.js";
import { RecordProblem, recordFileName } from "./records.js";
import { rowButton } from "./row-button.js";

/** @typedef {import("../types.js").View} View */

/**
 * @typedef {object} SummaryToolsDom
 * @property {HTMLElement} root the group of tools (hidden when none is offered)
 * @property {HTMLButtonElement} replay
 * @property {HTMLButtonElement} review
 * @property {HTMLButtonElement} reviewMatch
 * @property {HTMLAnchorElement} download the match's record (at the match's end)
 * @property {HTMLButtonElement} share makes the replay link (every round that is over)
 * @property {HTMLButtonElement} shareRound makes a replay link of the summary's round alone
 * @property {HTMLInputElement} url the link, to copy by hand
 * @property {HTMLElement} shared what became of the link (copied, or why there is none)
 */

/**
 * @param {{dom: SummaryToolsDom, recordOf: (round?: number) => Promise<object>, t: import("../i18n/i18n.js").Translate,
 *          available: () => boolean, pageUrl: () => string, copyText: (text: string) => Promise<boolean>,
 *          problemWords: (problem: RecordProblem) => string, now?: () => Date,
 *          open: (view: View, how: {round: number, review: "round" | "match" | null, opener: Element | null}) => void}} deps
 *   recordOf: the record of what is over (or of one round); available: this page has the match's record (its
 *   engine holds the match, or an online guest was sent the record); problemWords: why a record
 *   was refused (an online guest's, from its host), in words; open: the replay screen
 */
export function createSummaryTools({
  dom,
  recordOf,
  t,
  available,
  pageUrl,
  copyText,
  problemWords,
  open,
  now = () => new Date(),
}) {
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
  dom.share.addEventListener("click", () => void share().catch(failed));
  dom.shareRound.addEventListener("click", () => void share(shown?.round).catch(failed));

  /**
   * A record refused (an online guest's, from its host) is told; anything else is a defect.
   * @param {unknown} error
   */
  function failed(error) {
    if (!(error instanceof RecordProblem)) return reportError(error);
    dom.shared.textContent = problemWords(error);
  }

  /**
   * The record of what is over (or of one round), as a link; copied when the browser lets the page.
   * @param {number} [round]
   */
  async function share(round) {
    const token = asked;
    const record = await recordOf(round);
    if (token !== asked) return; // the summary moved on meanwhile
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
    const record = await recordOf();
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
    return [
      rowButton(t, "replay", line.round, opener(line.round, null)),
      rowButton(t, "review", line.round, opener(line.round, "round")),
    ];
  }

  /**
   * The summary shows `view` (a round that is over).
   * @param {View} view
   */
  function show(view) {
    shown = view;
    dom.root.hidden = !available();
    dom.reviewMatch.hidden = view.sheet.length < 2;
    dom.shareRound.hidden = view.sheet.length < 2; // with one round, the match's link is this round's
    dom.url.hidden = true;
    dom.url.value = "";
    dom.shared.textContent = "";
    dom.download.hidden = true;
    asked++;
    if (available() && view.match_result) offerDownload().catch(failed);
  }

  return {
    rowActions,
    show,
    /** Offer again what is offered now (the match's record has come). */
    refresh() {
      if (shown) show(shown);
    },
    /**
     * Say why the replay could not open.
     * @param {string} text
     */
    tell(text) {
      dom.shared.textContent = text;
    },
    hide() {
      shown = null;
      asked++;
      download.release();
    },
  };
}
