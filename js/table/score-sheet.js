// The score sheet: the points of each player (or team) in every round, as a table
// with a caption and header cells, from the engine's view.sheet. Nothing is added
// up here: each line's points and scores are the engine's. A header never breaks
// inside a word: a long name is cut short on screen with its whole text in a title
// (and in the cell, for screen readers), in a <bdi> of its own.
import { plainText, setText } from "../page/bidi.js";
/** @typedef {import("../types.js").View} View */

/**
 * @param {{describe: import("./describe.js").Describer, t: import("../i18n/i18n.js").Translate,
 *          id?: string, actions?: ((line: import("../types.js").SheetLine) => HTMLElement[]) | null}} deps
 *   id: the table's id (its caption's is `<id>-caption`); actions: a round's controls (Replay,
 *   Review), in its row's header after the round's number, so the points' cells stay the sheet's
 */
export function createScoreSheet({ describe, t, id = "score-sheet", actions = null }) {
  /**
   * @param {string} tag
   * @param {string} text
   * @param {Record<string, string>} [attributes]
   */
  function cell(tag, text, attributes = {}) {
    const element = document.createElement(tag);
    element.textContent = text;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }

  /**
   * A new table#score-sheet for the view's match: a row per round played to its end,
   * a column per side (a player, or a team in partnership), the scores below.
   * @param {View} view
   * @returns {HTMLTableElement}
   */
  function build(view) {
    const table = document.createElement("table");
    table.id = id;
    table.className = "score-sheet";
    const caption = cell(
      "caption",
      view.sheet_from > 1 ? t("sheet.caption.from", { n: view.sheet_from }) : t("sheet.caption"),
      { id: `${id}-caption` },
    );
    const sides = view.scores.map((_, index) =>
      view.teams ? describe.teamName(view, index) : describe.seatName(view, index),
    );
    const head = document.createElement("thead");
    const headRow = document.createElement("tr");
    headRow.append(
      cell("th", t("sheet.round"), { scope: "col" }),
      ...sides.map((name) => {
        const th = cell("th", "", { scope: "col" });
        const bdi = cell("bdi", "", { class: "sheet-name", title: plainText(name) });
        setText(bdi, name); // a team's two names each in a <bdi> of their own too
        th.append(bdi);
        return th;
      }),
    );
    head.append(headRow);
    const body = document.createElement("tbody");
    for (const line of view.sheet) {
      const row = document.createElement("tr");
      row.dataset.round = String(line.round);
      const header = cell("th", String(line.round), { scope: "row" });
      const tools = actions ? actions(line) : [];
      if (tools.length) {
        const group = document.createElement("span");
        group.className = "sheet-actions";
        group.append(...tools);
        header.append(" ", group);
      }
      row.append(header);
      line.points.forEach((points, side) => {
        const td = cell("td", String(points));
        if (line.winner === side) td.className = "sheet-winner";
        row.append(td);
      });
      body.append(row);
    }
    const foot = document.createElement("tfoot");
    const total = document.createElement("tr");
    total.append(
      cell("th", t("sheet.total"), { scope: "row" }),
      ...view.scores.map((score) => cell("td", String(score))),
    );
    foot.append(total);
    table.append(caption, head, body, foot);
    return table;
  }

  return {
    build,
    /**
     * Put the view's sheet into `container` (emptied first).
     * @param {HTMLElement} container
     * @param {View} view
     */
    render(container, view) {
      container.replaceChildren(build(view));
    },
  };
}
