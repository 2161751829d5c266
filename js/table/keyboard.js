// Keyboard play at the table. It works on the page as drawn (it knows no rule and
// no view): the arrow keys move through the hand's tiles, Enter takes a tile and
// moves to the markers of the places it may go, the arrows move between those,
// Enter plays there, Escape goes back to the tile. Letter keys: P pass, D draw,
// H hint, L the move log, T the tiles, B reads the line aloud, U takes back a move.
// After every redraw (a bot's move, a new round) focus is put back on the table.

export const SHORTCUTS = { pass: "p", draw: "d", hint: "h", log: "l", tiles: "t", board: "b", undo: "u" };

const TYPING = new Set(["INPUT", "SELECT", "TEXTAREA"]);
const MOVES = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** @typedef {HTMLElement | SVGElement} Focusable a tile's button or a marker */

/**
 * The element matching `selector` that the event happened in, or null.
 * @param {Event} event
 * @param {string} selector
 * @returns {Focusable | null}
 */
const closest = (event, selector) =>
  event.target instanceof Element ? /** @type {Focusable | null} */ (event.target.closest(selector)) : null;

/**
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {Focusable[]}
 */
const allIn = (root, selector) => /** @type {Focusable[]} */ ([...root.querySelectorAll(selector)]);

/**
 * @param {{table: HTMLElement, hand: HTMLElement, board: SVGSVGElement, log: HTMLElement,
 *          buttons: {pass: HTMLElement, draw: HTMLElement, hint: HTMLElement, undo: HTMLElement},
 *          overlays: HTMLElement[], say: (text: string) => void, boardText: () => string}} deps
 *   overlays: cards that, while open, take the keys from the table
 */
export function createKeyboard({ table, hand, board, log, buttons, overlays, say, boardText }) {
  /** @type {{tile?: string, end?: string}} what had focus last: a tile's key, and a marker's end */
  let remembered = {};

  const tiles = () => allIn(hand, ".hand-tile");
  const markers = () => allIn(board, ".marker[tabindex]").sort((a, b) => order(a.dataset.end) - order(b.dataset.end));
  /** @param {string | undefined} end */
  const order = (end) => ({ left: 0, lead: 1, right: 2 })[end ?? ""] ?? 3;
  /** @param {HTMLElement} element */
  const visible = (element) => !element.hidden;
  const tableActive = () => !table.hidden && !table.closest("[data-screen=rules]") && !overlays.some(visible);

  hand.setAttribute("role", "toolbar");
  log.tabIndex = 0; // a scrollable log must be reachable by keyboard
  buttons.pass.setAttribute("aria-keyshortcuts", SHORTCUTS.pass.toUpperCase());
  buttons.draw.setAttribute("aria-keyshortcuts", SHORTCUTS.draw.toUpperCase());
  buttons.hint.setAttribute("aria-keyshortcuts", SHORTCUTS.hint.toUpperCase());
  buttons.undo.setAttribute("aria-keyshortcuts", SHORTCUTS.undo.toUpperCase());

  /**
   * Arrows, Home and End move focus within `list`; true when the key was one of them.
   * @param {KeyboardEvent} event
   * @param {Focusable[]} list
   * @param {Focusable} current
   */
  function moveWithin(event, list, current) {
    const key = event.key;
    if (!MOVES.has(key)) return false;
    event.preventDefault();
    const at = list.indexOf(current);
    let next;
    if (key === "Home") next = 0;
    else if (key === "End") next = list.length - 1;
    else next = (at + (key === "ArrowLeft" || key === "ArrowUp" ? -1 : 1) + list.length) % list.length;
    list[next]?.focus();
    return true;
  }

  /** One tab stop for the whole hand (a toolbar): the remembered or the best tile. */
  function rovingTabIndex() {
    const all = tiles();
    const target = bestTile();
    for (const button of all) button.tabIndex = button === target ? 0 : -1;
  }

  function bestTile() {
    const all = tiles();
    const same = remembered.tile ? all.find((b) => b.dataset.tile === remembered.tile) : undefined;
    const playable = all.filter((b) => b.classList.contains("is-playable"));
    if (same && (!playable.length || playable.includes(same))) return same;
    return playable[0] ?? same ?? all[0] ?? null;
  }

  /** Where focus goes when the element that had it was redrawn away. */
  function restoreFocus() {
    if (!tableActive()) return;
    const active = document.activeElement;
    // Focus still on something shown (not the page, not a redrawn tile): leave it there.
    if (active && active !== document.body && active.isConnected && !active.closest("[hidden]")) return;
    const marker = remembered.end ? markers().find((m) => m.dataset.end === remembered.end) : undefined;
    const anyPlayable = hand.querySelector(".hand-tile.is-playable");
    const target =
      marker ??
      (anyPlayable ? bestTile() : null) ??
      (visible(buttons.draw) ? buttons.draw : null) ??
      (visible(buttons.pass) ? buttons.pass : null) ??
      bestTile();
    target?.focus();
  }

  function focusTiles() {
    bestTile()?.focus();
  }

  hand.addEventListener("keydown", (event) => {
    const button = closest(event, ".hand-tile");
    if (!(button instanceof HTMLElement) || moveWithin(event, tiles(), button)) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const key = button.dataset.tile;
      // Already taken (by a hint, or before Escape): Enter goes to its places, never plays.
      if (!button.classList.contains("is-selected") || !markers().length) button.click();
      // Taken (not played at once): go on to the places where it may go.
      const taken = hand.querySelector(`.hand-tile.is-selected[data-tile="${key}"]`);
      if (taken && markers().length) markers()[0].focus();
    }
  });

  board.addEventListener("keydown", (event) => {
    const marker = closest(event, ".marker");
    if (!marker || moveWithin(event, markers(), marker)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      (allIn(hand, ".hand-tile.is-selected")[0] ?? bestTile())?.focus();
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if ((event.target instanceof Element && TYPING.has(event.target.tagName)) || !tableActive()) return;
    /** @param {HTMLElement} button */
    const press = (button) => {
      if (!visible(button)) return;
      event.preventDefault();
      button.click();
    };
    switch (event.key.toLowerCase()) {
      case SHORTCUTS.pass:
        press(buttons.pass);
        break;
      case SHORTCUTS.draw:
        press(buttons.draw);
        break;
      case SHORTCUTS.hint:
        press(buttons.hint);
        break;
      case SHORTCUTS.undo:
        press(buttons.undo);
        break;
      case SHORTCUTS.log:
        event.preventDefault();
        log.focus();
        break;
      case SHORTCUTS.tiles:
        event.preventDefault();
        focusTiles();
        break;
      case SHORTCUTS.board:
        event.preventDefault();
        say(boardText());
        break;
      default:
        break;
    }
  });

  table.addEventListener("focusin", (event) => {
    const tile = closest(event, ".hand-tile");
    const marker = closest(event, ".marker");
    if (tile) remembered = { tile: tile.dataset.tile };
    else if (marker) remembered = { ...remembered, end: marker.dataset.end };
    if (!marker && remembered.end) remembered = { tile: remembered.tile };
  });

  // Redraws replace the hand, the markers and the buttons' visibility.
  let scheduled = false;
  const afterRedraw = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      rovingTabIndex();
      restoreFocus();
    });
  };
  const observer = new MutationObserver(afterRedraw);
  observer.observe(hand, { childList: true });
  observer.observe(board, { childList: true });
  for (const element of [table, buttons.pass, buttons.draw, ...overlays]) {
    observer.observe(element, { attributes: true, attributeFilter: ["hidden"] });
  }

  return { focusTiles };
}
