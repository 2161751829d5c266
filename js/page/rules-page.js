// The rules screen: the rule book for players, in the page's language, with
// diagrams that are real engine positions. The examples are played in a bridge
// session of their own, so a match in progress is never touched; each position
// is drawn by the game's renderer, with markers at the line's two open ends; the
// line in words describes the picture and shows on request.
import { EngineError } from "../engine/engine-client.js";
import { handRows } from "../table/round-summary.js";
import { byId } from "./dom.js";
import { LINE_EXAMPLES, ROUND_EXAMPLES, playExample } from "./rules-examples.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../table/renderer.js").Renderer} Renderer */

// The page, in order: [kind, key or id]. Texts live in js/i18n/rules-*.js.
const LAYOUT = [
  ["h", "rules.about.title"],
  ["p", "rules.about.1"],
  ["p", "rules.about.2"],
  ["h", "rules.deal.title"],
  ["p", "rules.deal.set"],
  ["p", "rules.deal.players"],
  ["deal-table"],
  ["p", "rules.deal.sleep"],
  ["p", "rules.deal.lot"],
  ["p", "rules.deal.lead"],
  ["h", "rules.play.title"],
  ["p", "rules.play.match"],
  ["p", "rules.play.must"],
  ["p", "rules.play.noscore"],
  ["p", "rules.play.markers"],
  ["line", "lead-1-4"],
  ["line", "double-1-1"],
  ["line", "double-6-6"],
  ["line", "lead-0-0"],
  ["h", "rules.doubles.title"],
  ["p", "rules.doubles.1"],
  ["line", "double-4-4"],
  ["line", "after-3-4"],
  ["line", "lead-2-2"],
  ["h", "rules.end.title"],
  ["p", "rules.end.1"],
  ["p", "rules.end.2"],
  ["p", "rules.end.domino"],
  ["p", "rules.end.blocked"],
  ["p", "rules.end.raw"],
  ["round", "blocked-3-7-8"],
  ["round", "blocked-3-3-8"],
  ["round", "domino-0-0-and-8"],
  ["h", "rules.match.title"],
  ["p", "rules.match.next"],
  ["p", "rules.match.target"],
  ["p", "rules.match.example"],
  ["h", "rules.options.title"],
  ["p", "rules.options.intro"],
  ["p", "rules.options.classic"],
  ["p", "rules.options.quick"],
  ["p", "rules.options.partnership"],
  ["p", "rules.options.draw"],
  ["p", "rules.options.target"],
  ["h", "rules.keys.title"],
  ["p", "rules.keys.1"],
  ["p", "rules.keys.2"],
  ["p", "rules.keys.3"],
];
const DEAL_HEADS = ["rules.deal.th.players", "rules.deal.th.hand", "rules.deal.th.asleep", "rules.deal.th.target"];

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Partial<HTMLElementTagNameMap[K]>} [props]
 * @param {(Node | string)[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
const make = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/**
 * @param {{root: HTMLElement, engine: import("../types.js").Engine, t: import("../i18n/i18n.js").Translate,
 *          describe: import("../table/describe.js").Describer, boardText: (view: View) => string,
 *          makeRenderer: (svg: SVGSVGElement) => Renderer, onClose: () => void,
 *          deals: import("../types.js").Deal[]}} deps
 *   engine: a bridge session of its own; makeRenderer: the game's renderer for one diagram;
 *   deals: the deal table's rows, the engine's (`options`; those without partnership are shown)
 */
export function createRulesPage({ root, engine, t, describe, boardText, makeRenderer, onClose, deals }) {
  /** @type {Map<string, View>} example id -> the engine's view */
  const views = new Map();
  /** @type {Promise<void> | null} */
  let loading = null;
  let failed = false;

  // An engine that could not start leaves the diagrams out (the status bar says why);
  // any other failure means the examples or the page are wrong: it is thrown on.
  function loadExamples() {
    loading ??= (async () => {
      try {
        await engine.ready;
        for (const [id, example] of Object.entries({ ...LINE_EXAMPLES, ...ROUND_EXAMPLES })) {
          views.set(id, await playExample(engine, example));
        }
      } catch (error) {
        failed = true;
        if (!(error instanceof EngineError && error.code === "engine_failed")) throw error;
      }
    })();
    return loading;
  }

  /**
   * A figure of the example's line; returns it with the renderer that drew it.
   * @param {string} id
   * @param {View | undefined} view undefined while the examples load
   * @returns {{figure: HTMLElement, renderer: Renderer | null}}
   */
  function lineFigure(id, view) {
    const figure = make("figure", { className: "rules-figure" });
    figure.dataset.example = id;
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "rules-board");
    svg.setAttribute("role", "img");
    const captionText = make("span", { className: "rules-caption", id: `rules-cap-${id}` }, t(`rules.fig.${id}`));
    const caption = make("figcaption", {}, captionText);
    figure.append(svg, caption);
    if (!view) {
      svg.setAttribute("aria-labelledby", captionText.id);
      caption.append(" ", make("span", { className: "rules-pending" }, t(failed ? "rules.failed" : "rules.loading")));
      return { figure, renderer: null };
    }
    // The long description is for assistive technology (the picture's description) and
    // shown only on request, in a disclosure under the caption.
    svg.setAttribute("aria-labelledby", captionText.id);
    const description = make("p", { className: "board-description", id: `rules-desc-${id}` }, boardText(view));
    svg.setAttribute("aria-describedby", description.id);
    figure.append(
      make("details", { className: "rules-describe" }, make("summary", {}, t("rules.describe")), description),
    );
    const renderer = makeRenderer(svg);
    /** @type {import("../types.js").End[]} */
    const ends = view.ends && view.phase === "play" ? ["left", "right"] : []; // a finished round has no next tile
    // Drawn once the figure is in the document, so the renderer can measure it.
    queueMicrotask(() => renderer.renderLine(view.line, { markers: { tile: null, ends, double: false, inert: true } }));
    return { figure, renderer };
  }

  /**
   * A finished round's figure: its line, every hand with its total, and the outcome.
   * @param {string} id
   * @param {View | undefined} view
   */
  function roundFigure(id, view) {
    const { figure, renderer } = lineFigure(id, view);
    const result = view?.result;
    if (!view || !result || !renderer) return figure;
    const hands = make(
      "ul",
      { className: "summary-hands rules-hands" },
      ...handRows(view, result, { renderer, describe, t }),
    );
    const reason = describe.roundReason(view, result);
    const outcome =
      result.winner == null
        ? t("log.round.tie")
        : describe.aboutWinner(view, result.winner, "log.round.winner", { count: result.points });
    const sums = make("p", { className: "rules-outcome" }, make("span", {}, reason), " ", make("span", {}, outcome));
    if (result.winner != null)
      sums.append(" ", make("b", { className: "rules-arithmetic" }, describe.arithmetic(result)));
    figure.append(hands, sums);
    return figure;
  }

  function dealTable() {
    const head = make("tr", {}, ...DEAL_HEADS.map((key) => make("th", { scope: "col" }, t(key))));
    const rows = deals
      .filter((deal) => !deal.partnership)
      .map(({ players, hand, undealt, target }) =>
        make(
          "tr",
          {},
          make("th", { scope: "row" }, String(players)),
          ...[hand, undealt, target ?? ""].map((n) => make("td", {}, String(n))),
        ),
      );
    return make(
      "table",
      { className: "rules-table" },
      make("caption", {}, t("rules.deal.caption")),
      make("thead", {}, head),
      make("tbody", {}, ...rows),
    );
  }

  function render() {
    const back = () =>
      make(
        "button",
        { type: "button", className: "tool-button rules-back", onclick: () => onClose() },
        t("rules.back"),
      );
    const title = make("h2", { id: "rules-title", tabIndex: -1 }, t("rules.title"));
    const body = make("article", { className: "rules-card" }, back(), title);
    for (const [kind, key = ""] of LAYOUT) {
      if (kind === "h") body.append(make("h3", {}, t(key)));
      else if (kind === "p") body.append(make("p", {}, t(key)));
      else if (kind === "deal-table") body.append(dealTable());
      else if (kind === "line") body.append(lineFigure(key, views.get(key)).figure);
      else if (kind === "round") body.append(roundFigure(key, views.get(key)));
    }
    body.append(back());
    const hadFocus = root.contains(document.activeElement);
    root.replaceChildren(body);
    if (hadFocus) title.focus();
  }

  async function open() {
    root.hidden = false;
    render();
    byId("rules-title", HTMLElement, root).focus();
    if (!views.size && !failed) {
      try {
        await loadExamples();
      } finally {
        if (!root.hidden) render(); // the diagrams, or why they are missing
      }
    }
    root.dataset.examples = failed ? "failed" : "ready";
  }

  return {
    open,
    close() {
      root.hidden = true;
    },
    /** Re-draw in the current language. */
    refresh() {
      if (!root.hidden) render();
    },
    get isOpen() {
      return !root.hidden;
    },
  };
}
