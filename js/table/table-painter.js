// Paints a scene (table-types.js `Scene`, a plain object of what to show) into the
// table's elements: the seat chips, the stock and round, the line and the hand through
// the renderer (the only code touching the SVG), the buttons and the status line; and the
// hot-seat cover; and, once painted, the tiles that travel to where they were just
// drawn (from where they were before the repaint). It decides nothing: play derives the scene from the table's state
// (table-derive.js), and a replay would give it a past moment's the same way.
import { plainText, setText } from "../page/bidi.js";
import { createFocusTrap } from "../page/focus-trap.js";

/** @typedef {import("./table-types.js").Scene} Scene */
/** @typedef {import("./table-types.js").SeatChip} SeatChip */
/** @typedef {import("./table-types.js").StatusLine} StatusLine */
/** @typedef {ReturnType<typeof createTablePainter>} TablePainter */

/**
 * @param {{dom: import("./table-types.js").TableDom, renderer: import("./renderer.js").Renderer,
 *          travelMs?: () => number}} deps
 *   travelMs: how long a tile travels to its place now (the bot-speed setting's; 0: none)
 */
export function createTablePainter({ dom, renderer, travelMs = () => 0 }) {
  const coverTrap = createFocusTrap({ root: dom.cover }); // the cover is a modal: the keyboard stays on it

  /**
   * @param {SeatChip} chip
   * @param {HTMLElement} element the chip to fill
   */
  function paintChip(chip, element) {
    element.className = "seat-chip" + (chip.mine ? " mine" : "") + (chip.turn ? " is-turn" : "");
    element.dataset.seat = String(chip.seat);
    element.setAttribute("role", "listitem");
    const name = document.createElement("span");
    name.className = "seat-name";
    setText(name, chip.name); // a player's name in a <bdi>
    name.title = plainText(chip.name); // cut short on a narrow screen
    const score = document.createElement("span");
    score.className = "seat-score";
    score.textContent = chip.score;
    const count = document.createElement("span");
    count.className = "seat-count";
    count.textContent = chip.count;
    element.replaceChildren(name, score, count);
    if (chip.partner) {
      const partner = document.createElement("span");
      partner.className = "seat-partner";
      partner.textContent = chip.partner;
      count.after(partner);
    }
    if (chip.tiles) {
      const tiles = document.createElement("span");
      tiles.className = "seat-backs";
      if ("faceUp" in chip.tiles) renderer.renderTiles(tiles, chip.tiles.faceUp);
      else renderer.renderFaceDown(tiles, chip.tiles.faceDown);
      element.appendChild(tiles);
    }
    if (chip.position) element.dataset.position = chip.position; // around the table: the seat across at the top
    return element;
  }

  /** @param {StatusLine} status */
  function paintStatus({ text, detail, error, kept }) {
    setText(dom.status, text);
    if (detail) dom.status.title = plainText(detail);
    else dom.status.removeAttribute("title");
    dom.status.classList.toggle("is-error", error);
    if (kept) dom.status.dataset.keep = "1";
    else delete dom.status.dataset.keep;
  }

  /**
   * Where what travels comes from, measured before the repaint takes it away: the hand's
   * tile (the player's own move) or the seat's chip, and the boneyard for tiles drawn.
   * @param {Scene} scene
   * @param {import("./table-types.js").Travel} travel
   */
  function travelFrom(scene, travel) {
    /** @type {{seq: number, from: DOMRect, upright: import("../types.js").Tile} | null} */
    let line = null;
    const entry = travel.line && scene.line.entries.find((one) => one.seq === travel.line?.seq);
    if (travel.line && entry) {
      const key = `${entry.tile[0]}-${entry.tile[1]}`;
      const chip = dom.opponents.querySelector(`.seat-chip[data-seat="${travel.line.seat}"]`);
      const from = travel.line.seat === scene.mine.seat ? renderer.handTileBox(key) : chip?.getBoundingClientRect();
      if (from) line = { seq: travel.line.seq, from, upright: entry.tile };
    }
    return { line, drawn: { keys: travel.drawn, from: dom.stock.getBoundingClientRect() } };
  }

  /** @param {Scene} scene */
  function paint(scene) {
    const ms = travelMs();
    const from = scene.travel && ms > 0 ? travelFrom(scene, scene.travel) : null;
    dom.opponents.replaceChildren(...scene.around.map((chip) => paintChip(chip, document.createElement("div"))));
    paintChip(scene.mine, dom.mySeat);
    dom.mySeat.removeAttribute("role");
    dom.stock.textContent = scene.stock;
    dom.round.textContent = scene.round;
    const { line, hand, actions } = scene;
    renderer.renderLine(line.entries, { lastSeq: line.lastSeq, isNew: line.fresh, markers: line.markers });
    renderer.renderHand(hand.tiles, {
      playable: new Set(hand.playable),
      selected: hand.selected,
      interactive: hand.interactive,
    });
    dom.pass.hidden = !actions.pass;
    if (actions.passLabel !== null) dom.pass.textContent = actions.passLabel;
    dom.draw.hidden = !actions.draw;
    dom.hint.hidden = !actions.hint;
    dom.undo.hidden = !actions.undo;
    paintStatus(scene.status);
    if (from) renderer.travel(from, ms);
  }

  /**
   * Hide the hand under the hot-seat cover until the next person has the device and says so.
   * @param {import("./table-types.js").Cover} words
   * @returns {Promise<void>} settles when they press the cover's button
   */
  function cover({ title, button }) {
    renderer.renderHand([], {});
    setText(dom.coverTitle, title);
    setText(dom.coverButton, button);
    dom.cover.hidden = false;
    coverTrap.activate();
    dom.coverButton.focus();
    return new Promise((resolve) => {
      dom.coverButton.addEventListener(
        "click",
        () => {
          uncover();
          resolve();
        },
        { once: true },
      );
    });
  }

  /** The cover goes (pressed, or the table was left). */
  function uncover() {
    dom.cover.hidden = true;
    coverTrap.release({ restore: false });
  }

  return { paint, paintStatus, cover, uncover };
}
