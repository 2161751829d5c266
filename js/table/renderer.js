// The only code that touches SVG: draws domino faces, the line with its open ends'
// values, the markers of legal places, the player's hand and face-down tiles, and the
// tiles that travel to where they were just drawn (Web Animations, ended by the next
// redraw, none under reduced motion). It knows no rule: it draws what it is given and
// reports what the player pointed at.
import { layoutLine } from "./line-layout.js";
import { tileKey, tileOf } from "./tiles.js";
import { dropTarget } from "./drop-target.js";

/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {ReturnType<typeof createRenderer>} Renderer */
/**
 * Where the markers of legal places go: `ends` holds null for the lead; an inert
 * marker (a diagram's) is only a picture; `better`: a review's better move (an inert marker
 * with `data-better`, the tile's key).
 * @typedef {{tile: Tile | null, ends: (End | null)[], double: boolean, inert?: boolean, better?: boolean}} Markers
 */
/** @typedef {{lastSeq?: number | null, isNew?: boolean, markers?: Markers | null}} LineOptions */

const SVG = "http://www.w3.org/2000/svg";
const DRAG_THRESHOLD = 8;

// Pip centres in a unit square, per value.
/** @type {Record<number, [number, number][]>} */
const PIPS = {
  0: [],
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.27, 0.5],
    [0.27, 0.78],
    [0.73, 0.22],
    [0.73, 0.5],
    [0.73, 0.78],
  ],
};

/**
 * @param {string} name
 * @param {Record<string, string | number>} [attrs]
 * @param {Element | null} [parent]
 * @returns {SVGElement}
 */
function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

/**
 * A face-up tile lying east-west, centred on 0,0, short side u; `near` on the west half.
 * @param {Element} parent
 * @param {number} near
 * @param {number} far
 * @param {number} u
 */
function drawFace(parent, near, far, u) {
  const group = el("g", { class: "tile-face" }, parent);
  el("rect", { class: "tile-body", x: -u, y: -u / 2, width: 2 * u, height: u, rx: u * 0.14 }, group);
  el(
    "line",
    { class: "tile-divider", x1: 0, y1: -u * 0.38, x2: 0, y2: u * 0.38, "stroke-width": Math.max(u * 0.045, 0.6) },
    group,
  );
  const r = u * 0.085;
  for (const [value, x0] of /** @type {[number, number][]} */ ([
    [near, -u],
    [far, 0],
  ])) {
    for (const [px, py] of PIPS[value]) {
      el("circle", { class: "pip", cx: x0 + px * u, cy: -u / 2 + py * u, r }, group);
    }
  }
  return group;
}

/**
 * @param {Element} parent
 * @param {number} u
 */
function drawBack(parent, u) {
  const group = el("g", { class: "tile-back" }, parent);
  el("rect", { class: "tile-back-body", x: -u, y: -u / 2, width: 2 * u, height: u, rx: u * 0.14 }, group);
  el("circle", { class: "tile-back-dot", cx: 0, cy: 0, r: u * 0.12 }, group);
  return group;
}

/**
 * A small standalone <svg> of one upright tile (top half = tile[0]); a back when tile is null.
 * @param {Tile | null} tile
 * @param {number} u
 * @param {string} className
 * @returns {SVGElement}
 */
function uprightTileSvg(tile, u, className) {
  const svg = el("svg", {
    class: className,
    viewBox: `${-u / 2 - 1} ${-u - 1} ${u + 2} ${2 * u + 2}`,
    "aria-hidden": "true",
    focusable: "false",
  });
  const g = el("g", { transform: "rotate(90)" }, svg);
  if (tile) drawFace(g, tile[0], tile[1], u);
  else drawBack(g, u);
  return svg;
}

const ignore = () => {};

/**
 * @param {{board: SVGSVGElement, hand?: HTMLElement | null,
 *          labels: {tile: (tile: Tile) => string, marker: (end: End | null, tile: Tile | null) => string},
 *          onSelect?: (key: string, tile: Tile, how?: {keepSelected?: boolean}) => void,
 *          onActivate?: (key: string) => void, onMarker?: (end: End | null) => void,
 *          onDrop?: (key: string, end: End | null) => void, onPutBack?: (key: string) => void,
 *          reducedMotion?: () => boolean}} deps
 *   hand: null for a renderer that only draws lines and tiles (the rules page's diagrams);
 *   the on* callbacks report what the player pointed at (onPutBack: a tile dragged and
 *   dropped off the board); reducedMotion: the player asked for less motion (no tile travels).
 */
export function createRenderer({
  board,
  hand = null,
  labels,
  onSelect = ignore,
  onActivate = ignore,
  onMarker = ignore,
  onDrop = ignore,
  onPutBack = ignore,
  reducedMotion = () => false,
}) {
  /** @type {import("../types.js").LineEntry[] | null} */
  let lastLine = null;
  /** @type {LineOptions} */
  let lastOptions = {};
  /** @type {Map<number, {angle: number, near: number, far: number, unit: number}>} each line tile's drawing, by seq */
  const placed = new Map();
  /** @type {(() => void)[]} ends each tile travelling now (a redraw ends them at once) */
  let travels = [];
  let dragEnded = false; // a drag has just been released: its click is not a tap

  function boardSize() {
    const box = board.getBoundingClientRect();
    return { width: Math.max(box.width, 50), height: Math.max(box.height, 50) };
  }

  /**
   * @param {import("../types.js").LineEntry[]} line
   * @param {LineOptions} [options]
   */
  function renderLine(line, options = {}) {
    endTravels();
    placed.clear();
    lastLine = line;
    lastOptions = options;
    const { width, height } = boardSize();
    board.setAttribute("viewBox", `0 0 ${width} ${height}`);
    board.replaceChildren();
    const markers = options.markers;
    // Both open ends keep a place beside them, marked or not, so the line does not move
    // when a tile is taken and each end's value shows there at all times.
    /** @type {import("./line-layout.js").Ghosts} */
    const ghosts = line.length ? { left: false, right: false } : {};
    if (markers) {
      for (const end of markers.ends) ghosts[end ?? "lead"] = markers.double;
    }
    const marked = new Set(markers?.ends ?? []);
    const { unit, items } = layoutLine(line, { width, height, ghosts });
    const tilesLayer = el("g", { class: "line-tiles" }, board);
    const markerLayer = el("g", { class: "line-markers" }, board);
    const endsLayer = el("g", { class: "line-ends", "aria-hidden": "true" }, board);
    for (const item of items) {
      if (item.kind === "tile") {
        const { entry } = item;
        const isLast = entry.seq === options.lastSeq;
        const group = el(
          "g",
          {
            class: "line-tile" + (isLast ? " is-last" : "") + (isLast && options.isNew ? " is-new" : ""),
            transform: `translate(${item.cx} ${item.cy}) rotate(${item.angle})`,
            "data-tile": tileKey(entry.tile),
            "data-seq": entry.seq,
          },
          tilesLayer,
        );
        el("title", {}, group).textContent = labels.tile(entry.tile);
        if (isLast) {
          el(
            "rect",
            {
              class: "last-ring",
              x: -unit - 3,
              y: -unit / 2 - 3,
              width: 2 * unit + 6,
              height: unit + 6,
              rx: unit * 0.2,
            },
            group,
          );
        }
        drawFace(group, item.near, item.far, unit);
        placed.set(entry.seq, { angle: item.angle, near: item.near, far: item.far, unit });
      } else {
        if (markers && marked.has(item.end)) drawMarker(markerLayer, item, unit, markers, item.end !== null);
        if (item.end) {
          const value = item.end === "left" ? line[0].left : line[line.length - 1].right;
          drawOpenEnd(endsLayer, item, unit, item.end, value);
        }
      }
    }
  }

  /**
   * An open end's value, in the place beside it (a marker there draws no "+").
   * @param {Element} layer
   * @param {{cx: number, cy: number}} place
   * @param {number} unit
   * @param {End} end
   * @param {number} value
   */
  function drawOpenEnd(layer, { cx, cy }, unit, end, value) {
    const group = el(
      "g",
      { class: "open-end", "data-open-end": end, "data-value": value, transform: `translate(${cx} ${cy})` },
      layer,
    );
    el("circle", { class: "open-end-disc", cx: 0, cy: 0, r: unit * 0.46 }, group);
    el(
      "text",
      {
        class: "open-end-value",
        x: 0,
        y: 0,
        "font-size": Math.max(unit * 0.62, 9),
        "text-anchor": "middle",
        "dominant-baseline": "central",
      },
      group,
    ).textContent = String(value);
  }

  /**
   * @param {Element} layer
   * @param {import("./line-layout.js").GhostPiece & import("./line-layout.js").Placement} item
   * @param {number} unit
   * @param {Markers} markers
   * @param {boolean} withValue the open end's value is drawn in the place: no "+"
   */
  function drawMarker(layer, item, unit, markers, withValue) {
    const end = item.end;
    // An inert marker (a diagram's) only shows a place: no button, no label, no handler.
    const group = el(
      "g",
      {
        class: (markers.inert ? "marker is-inert" : "marker") + (markers.better ? " is-better" : ""),
        ...(markers.inert ? {} : { role: "button", tabindex: "0", "aria-label": labels.marker(end, markers.tile) }),
        // a review's better move: the tile that was better there (js/replay/replay-scene.js)
        ...(markers.better && markers.tile ? { "data-better": tileKey(markers.tile) } : {}),
        "data-end": end ?? "lead",
        transform: `translate(${item.cx} ${item.cy}) rotate(${item.angle})`,
      },
      layer,
    );
    el("rect", { class: "marker-body", x: -unit, y: -unit / 2, width: 2 * unit, height: unit, rx: unit * 0.14 }, group);
    if (!withValue)
      el(
        "text",
        {
          class: "marker-plus",
          x: 0,
          y: 0,
          "font-size": unit * 0.8,
          "text-anchor": "middle",
          "dominant-baseline": "central",
          transform: `rotate(${-item.angle})`,
        },
        group,
      ).textContent = "+";
    if (markers.inert) return;
    /** @param {Event} event */
    const choose = (event) => {
      event.preventDefault();
      onMarker(end);
    };
    group.addEventListener("click", choose);
    group.addEventListener("keydown", (event) => {
      if (!(event instanceof KeyboardEvent)) return;
      if (event.key === "Enter" || event.key === " ") choose(event);
    });
  }

  function rerender() {
    if (lastLine) renderLine(lastLine, lastOptions);
  }
  new ResizeObserver(rerender).observe(board);

  /**
   * @param {Tile[]} tiles the hand
   * @param {{playable?: Set<string>, selected?: string | null, interactive?: boolean}} [state]
   */
  function renderHand(tiles, { playable = new Set(), selected = null, interactive = false } = {}) {
    if (!hand) throw new Error("this renderer draws no hand");
    endTravels();
    hand.classList.toggle("is-your-turn", interactive); // raised while the player may play
    hand.replaceChildren();
    for (const tile of tiles) {
      const key = tileKey(tile);
      const canPlay = interactive && playable.has(key);
      const button = document.createElement("button");
      button.type = "button";
      button.className =
        "hand-tile" +
        (canPlay ? " is-playable" : interactive ? " is-dimmed" : "") +
        (key === selected ? " is-selected" : "");
      button.dataset.tile = key;
      button.setAttribute("aria-label", labels.tile(tile));
      if (interactive) button.setAttribute("aria-pressed", String(key === selected));
      if (interactive && !canPlay) button.setAttribute("aria-disabled", "true");
      button.appendChild(uprightTileSvg(tile, 40, "hand-tile-svg"));
      button.addEventListener("click", (event) => {
        if (dragEnded) return; // the click that ends a drag (on whatever tile it ended over) is not a tap
        if (event.detail < 2) onSelect(key, tile);
      });
      button.addEventListener("dblclick", () => onActivate(key));
      if (canPlay) enableDrag(button, key, tile);
      hand.appendChild(button);
    }
  }

  /** The marked places' centres on the page, for a drop. */
  function markedPlaces() {
    return [...board.querySelectorAll(".marker[data-end]")].map((marker) => {
      const box = marker.getBoundingClientRect();
      const end = marker.getAttribute("data-end");
      return {
        end: end === "left" || end === "right" ? /** @type {End} */ (end) : null,
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
      };
    });
  }

  /**
   * Drag a playable tile with any pointer (touch, mouse, pen): past a few pixels it is
   * taken (its places are marked) and a copy follows the pointer; dropped on the board it
   * plays at the nearest marked place, dropped anywhere else it goes back to the hand.
   * The listeners are on the window: the hand is redrawn (the tile taken) while it moves.
   * @param {HTMLButtonElement} button
   * @param {string} key
   * @param {Tile} tile
   */
  function enableDrag(button, key, tile) {
    button.addEventListener("pointerdown", (down) => {
      if (down.button !== 0 || !down.isPrimary) return;
      /** @type {SVGElement | null} */
      let ghost = null;
      const pointer = down.pointerId;
      /** @param {PointerEvent} event */
      const move = (event) => {
        if (event.pointerId !== pointer) return;
        const dx = event.clientX - down.clientX;
        const dy = event.clientY - down.clientY;
        if (!ghost && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        if (!ghost) {
          onSelect(key, tile, { keepSelected: true });
          ghost = uprightTileSvg(tile, 40, "drag-ghost");
          ghost.dataset.tile = key;
          document.body.appendChild(ghost);
          hand?.querySelector(`[data-tile="${key}"]`)?.classList.add("is-dragged");
        }
        event.preventDefault();
        ghost.style.left = `${event.clientX}px`;
        ghost.style.top = `${event.clientY}px`;
        // the place a drop here would play at stands out from the others
        const target = dropTarget(
          { x: event.clientX, y: event.clientY },
          board.getBoundingClientRect(),
          markedPlaces(),
        );
        for (const marker of board.querySelectorAll(".marker[data-end]")) {
          marker.classList.toggle(
            "is-target",
            target !== null && marker.getAttribute("data-end") === (target.end ?? "lead"),
          );
        }
      };
      const stop = () => {
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", up);
        window.removeEventListener("pointercancel", cancel);
        ghost?.remove();
        hand?.querySelector(`[data-tile="${key}"]`)?.classList.remove("is-dragged");
      };
      /** @param {PointerEvent} event */
      const up = (event) => {
        if (event.pointerId !== pointer) return;
        stop();
        if (!ghost) return; // not a drag: the click that follows takes or plays the tile
        // The hand was redrawn while the tile moved, so the click the release makes may land
        // on a tile: none counts until this input event is over.
        dragEnded = true;
        setTimeout(() => (dragEnded = false), 0);
        const target = dropTarget(
          { x: event.clientX, y: event.clientY },
          board.getBoundingClientRect(),
          markedPlaces(),
        );
        if (target) onDrop(key, target.end);
        else onPutBack(key);
      };
      /** @param {PointerEvent} event the browser took the pointer (a scroll, a system gesture) */
      const cancel = (event) => {
        if (event.pointerId !== pointer) return;
        stop();
        if (ghost) onPutBack(key);
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up);
      window.addEventListener("pointercancel", cancel);
    });
  }

  /**
   * @param {Element} container
   * @param {number} count
   */
  function renderFaceDown(container, count) {
    container.replaceChildren();
    for (let i = 0; i < count; i++) container.appendChild(uprightTileSvg(null, 40, "back-tile-svg"));
  }

  /**
   * @param {Element} container
   * @param {Tile[]} tiles
   */
  function renderTiles(container, tiles) {
    container.replaceChildren();
    for (const tile of tiles) {
      const svg = uprightTileSvg(tile, 40, "mini-tile-svg");
      svg.setAttribute("aria-hidden", "false");
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", labels.tile(tile));
      svg.setAttribute("data-tile", tileKey(tile));
      container.appendChild(svg);
    }
  }

  function endTravels() {
    for (const end of travels.splice(0)) end();
  }

  /**
   * A tile of the hand, measured before a redraw takes it away (where a played tile comes from).
   * @param {string} key
   * @returns {DOMRect | null}
   */
  function handTileBox(key) {
    const svg = hand?.querySelector(`.hand-tile[data-tile="${key}"] svg`);
    return svg ? svg.getBoundingClientRect() : null;
  }

  /**
   * One tile travels: a copy flies from `from` (a box on the page, an upright tile there)
   * to `target`'s place while the target is transparent, then the copy goes.
   * @param {Element} target the tile at its place, as drawn
   * @param {{key: string, near: number, far: number, angle: number, long: number}} to
   *   its drawing there: halves in the east-west order, angle, long side in pixels
   * @param {{box: DOMRect, angle: number}} from where it comes from, and the angle of its halves there
   * @param {number} ms
   */
  function fly(target, to, from, ms) {
    const box = target.getBoundingClientRect();
    const u = 40;
    const side = (to.long * (2 * u + 2)) / (2 * u); // the copy's square box: room to turn
    const copy = el("svg", {
      class: "travel-tile",
      viewBox: `${-u - 1} ${-u - 1} ${2 * u + 2} ${2 * u + 2}`,
      "aria-hidden": "true",
      focusable: "false",
      "data-travelling": "",
      "data-tile": to.key,
    });
    drawFace(copy, to.near, to.far, u);
    Object.assign(/** @type {SVGElement} */ (copy).style, { width: `${side}px`, height: `${side}px` });
    let startAngle = from.angle;
    while (startAngle - to.angle > 180) startAngle -= 360;
    while (to.angle - startAngle > 180) startAngle += 360;
    const longFrom = Math.min(Math.max(from.box.width, from.box.height), to.long * 1.2);
    /** @param {DOMRect} r */
    const at = (r) => `translate(${r.left + r.width / 2 - side / 2}px, ${r.top + r.height / 2 - side / 2}px)`;
    document.body.appendChild(copy);
    target.classList.add("is-arriving");
    const animation = copy.animate(
      [
        { transform: `${at(from.box)} rotate(${startAngle}deg) scale(${longFrom / to.long})` },
        { transform: `${at(box)} rotate(${to.angle}deg) scale(1)` },
      ],
      { duration: ms, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", fill: "forwards" },
    );
    const end = () => {
      animation.onfinish = null;
      copy.remove();
      target.classList.remove("is-arriving");
    };
    animation.onfinish = () => {
      travels = travels.filter((other) => other !== end);
      end();
    };
    travels.push(end);
  }

  /**
   * Tiles travel to where they were just drawn: the line's new tile from the hand or the
   * seat chip that played it, tiles drawn from the boneyard to the hand. None when the
   * player asked for less motion; a redraw ends them at once.
   * @param {{line: {seq: number, from: DOMRect, upright: Tile} | null, drawn: {keys: string[], from: DOMRect}}} travel
   *   line.upright: the tile as it stood where it came from (top half first)
   * @param {number} ms how long a tile travels
   */
  function travel({ line, drawn }, ms) {
    if (ms <= 0 || reducedMotion()) return;
    if (line) {
      const target = board.querySelector(`.line-tile[data-seq="${line.seq}"]`);
      const drawing = placed.get(line.seq);
      if (target && drawing) {
        target.classList.remove("is-new"); // it arrives: no fade-in on top
        const key = tileKey(line.upright);
        const angle = drawing.near === line.upright[0] ? 90 : -90; // upright there, its top half first
        fly(target, { key, ...drawing, long: 2 * drawing.unit }, { box: line.from, angle }, ms);
      }
    }
    for (const key of drawn.keys) {
      const target = hand?.querySelector(`.hand-tile[data-tile="${key}"] svg`);
      if (!target) continue;
      const [near, far] = tileOf(key);
      const long = target.getBoundingClientRect().height;
      fly(target, { key, near, far, angle: 90, long }, { box: drawn.from, angle: 90 }, ms);
    }
  }

  function focusMarker() {
    /** @type {SVGGElement | null} */ (board.querySelector(".marker"))?.focus();
  }

  /** @param {string} key */
  function focusTile(key) {
    /** @type {HTMLButtonElement | null | undefined} */ (hand?.querySelector(`[data-tile="${key}"]`))?.focus();
  }

  return { renderLine, renderHand, renderFaceDown, renderTiles, focusMarker, focusTile, handTileBox, travel };
}
