// The statistics screen: one row per player (people first, then the computers by level),
// and a reset that asks first. Statistics
// that could not be read are told there, offered for download and deleted on request.
import { plainText, setText } from "./bidi.js";
import { createDialog } from "./dialog.js";
import { createDownloadLink, keptFileName } from "./download-link.js";

/** @type {(keyof import("../storage/stats.js").Row)[]} */
const COLUMNS = ["matches", "wins", "rounds", "points", "best", "takebacks"];

/**
 * The statistics card's elements.
 * @typedef {object} StatsDom
 * @property {HTMLElement} root the overlay
 * @property {HTMLButtonElement} opener
 * @property {HTMLButtonElement} close
 * @property {HTMLElement} body the table's body
 * @property {HTMLElement} table
 * @property {HTMLElement} empty said when there is no row
 * @property {HTMLButtonElement} reset
 * @property {HTMLElement} confirm the question before a reset
 * @property {HTMLButtonElement} confirmYes
 * @property {HTMLButtonElement} confirmNo
 * @property {HTMLElement} problem the notice about statistics kept aside
 * @property {HTMLElement} problemText
 * @property {HTMLAnchorElement} download
 * @property {HTMLButtonElement} forget
 */

/**
 * @param {{dom: StatsDom, stats: import("../storage/stats.js").Stats,
 *          present: ReturnType<typeof import("../storage/stats-keys.js").createStatsKeys>["present"],
 *          t: import("../i18n/i18n.js").Translate}} deps
 *   present: the rows in their order with their words (people first, then the computers by level)
 */
export function createStatsScreen({ dom, stats, present, t }) {
  const download = createDownloadLink(dom.download);

  function renderProblem() {
    const kept = stats.keptAside();
    dom.problem.hidden = kept.length === 0;
    download.release();
    if (!kept.length) return;
    dom.problemText.textContent = t("stats.problem", { count: kept.length });
    download.offer(kept[0].text, keptFileName("statistics", kept[0].time));
  }

  function render() {
    const rows = present(stats.all()); // reading them sets unreadable ones aside
    renderProblem();
    dom.table.hidden = rows.length === 0;
    dom.empty.hidden = rows.length > 0;
    dom.reset.hidden = rows.length === 0;
    dom.confirm.hidden = true;
    dom.body.replaceChildren(
      ...rows.map((row) => {
        const tr = document.createElement("tr");
        tr.dataset.kind = row.kind; // here, friend or bot
        const name = document.createElement("th");
        name.scope = "row";
        const label = document.createElement("bdi"); // a name is written by a player, in any script
        label.className = "stats-name";
        setText(label, row.label);
        label.title = plainText(row.label); // cut short on a narrow screen
        name.append(label);
        tr.append(
          name,
          ...COLUMNS.map((column) => {
            const cell = document.createElement("td");
            cell.dataset.column = column;
            cell.textContent = String(row[column]);
            return cell;
          }),
        );
        return tr;
      }),
    );
  }

  const dialog = createDialog({ root: dom.root, opener: dom.opener, closeButton: dom.close, onOpen: render });
  dom.reset.addEventListener("click", () => {
    dom.confirm.hidden = false;
    dom.confirmNo.focus();
  });
  dom.confirmNo.addEventListener("click", () => {
    dom.confirm.hidden = true;
    dom.reset.focus();
  });
  dom.forget.addEventListener("click", () => {
    const [newest] = stats.keptAside();
    if (newest) stats.forgetAside(newest.key);
    renderProblem();
    (dom.problem.hidden ? dom.close : dom.forget).focus();
  });
  dom.confirmYes.addEventListener("click", () => {
    stats.reset();
    render();
    dom.close.focus();
  });
  return {
    /** Re-draw in the current language (numbers only change when the screen opens). */
    refresh() {
      if (dialog.isOpen) render();
    },
  };
}
