// Where each tile of the line lies: pure geometry, no DOM, no rules.
//
// The lead sits in the middle. Each arm runs outward along a row and, when the
// row is full, turns through a short vertical run into the next row going back
// (the right arm snakes downward, the left arm upward), so the line bends to
// stay inside the board. The tile unit shrinks until the whole line (and the
// ghost places where a tile could go next) fits the board; a line that must turn
// gets rows of ROW_TILES tiles at least (no staircase on a phone). On a large board
// the largest unit grows with the board.
//
// Units: u = a tile's short side. A plain tile is 2u along its path and u across;
// a double lies crosswise: u along the path, 2u across. A double never takes a bend:
// it lies crosswise to the way the line comes to it, and the tile after it turns (at a
// bend it would lie lengthwise to one of the two ways, which the rules say it never does).

/** @typedef {import("../types.js").LineEntry} LineEntry */
/** @typedef {"E" | "S" | "W" | "N"} Heading */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */
/** @typedef {{kind: "tile", entry: LineEntry, double: boolean, near: number, far: number}} TilePiece */
/** @typedef {{kind: "ghost", end: import("../types.js").End | null, double: boolean}} GhostPiece */
/** @typedef {{cx: number, cy: number, heading: Heading, rect: Rect, angle: number}} Placement */
/** @typedef {(TilePiece & Placement) | (GhostPiece & Placement)} LaidItem */
/** @typedef {{left?: boolean, right?: boolean, lead?: boolean}} Ghosts for each end, whether the tile to place is a double */

/** @type {Record<Heading, [number, number]>} */
const HEADINGS = { E: [1, 0], S: [0, 1], W: [-1, 0], N: [0, -1] };
/** @type {Record<Heading, number>} */
const ANGLE = { E: 0, S: 90, W: 180, N: 270 };
/** @type {Partial<Record<Heading, Heading>>} */
const TURN_AFTER_ROW = { E: "S", W: "S" };
/** @type {Partial<Record<Heading, Heading>>} */
const ROW_AFTER_TURN = { E: "W", W: "E" };
const MAX_UNIT = 40; // the largest unit on a board up to a small desktop's
const GROWN_UNIT = 64; // the largest on a large screen's board, which it grows with
const GROWTH = { width: 20, height: 10 }; // a large board's unit: up to its width / 20 and its height / 10
const MIN_UNIT = 6;
const SHRINK = 0.92; // each try's unit, from the largest down
const ROW_TILES = 8; // plain tiles a full row holds once the line turns

/** @param {LaidItem[]} items */
const straight = (items) => items.every((item) => item.heading === "E" || item.heading === "W");

/**
 * @param {number} cx
 * @param {number} cy
 * @param {Heading} heading
 * @param {number} along
 * @param {number} across
 * @returns {Rect}
 */
function rectOf(cx, cy, heading, along, across) {
  const horizontal = heading === "E" || heading === "W";
  const w = horizontal ? along : across;
  const h = horizontal ? across : along;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/**
 * Lay one arm in the canonical frame (it starts heading east from `start`).
 * Returns the pieces placed, in order.
 * @param {(TilePiece | GhostPiece)[]} pieces
 * @param {[number, number]} start
 * @param {number} startAcross
 * @param {number} ahead how far from the lead the rows heading east may reach
 * @param {number} behind how far from the lead the rows heading back west may reach
 * @param {number} u
 * @returns {LaidItem[]}
 */
function layArm(pieces, start, startAcross, ahead, behind, u) {
  /** @type {LaidItem[]} */
  const placed = [];
  let [px, py] = start;
  /** @type {Heading} */
  let heading = "E";
  /** @type {Heading} */
  let rowHeading = "E";
  let prevAcross = startAcross;
  let turnTravel = 0; // distance covered in the current vertical run

  for (const [index, piece] of pieces.entries()) {
    const along = piece.double ? u : 2 * u;
    const across = piece.double ? 2 * u : u;
    /** @type {Heading} */
    let next = heading;
    if (piece.double) {
      // crosswise where the line comes from: the row's 2u spare, or the run, takes its u
    } else if (heading === "S") {
      if (turnTravel >= 2 * u) next = ROW_AFTER_TURN[rowHeading] ?? next;
    } else {
      const [dx] = HEADINGS[heading];
      // Keep 2u spare at the row's end so the turning tile always fits (the arm's last
      // piece, the place for the next tile, has none after it).
      const limit = dx > 0 ? ahead : behind;
      const spare = index === pieces.length - 1 ? 0 : 2 * u;
      if (dx * px + along + spare > limit && dx * px > 0) next = TURN_AFTER_ROW[heading] ?? next;
    }
    if (next !== heading) {
      // An L-shaped corner: the new tile starts beside the end of the previous one.
      // Leaving a row, align with the row's centre line (not a crosswise double's edge)
      // so that consecutive rows stay at least 2u apart.
      const [hx, hy] = HEADINGS[heading];
      const [nx, ny] = HEADINGS[next];
      const back = next === "S" ? u : prevAcross;
      px += hx * (across / 2) - nx * (back / 2);
      py += hy * (across / 2) - ny * (back / 2);
      if (next === "S") {
        rowHeading = heading;
        turnTravel = 0;
      }
      heading = next;
    }
    const [dx, dy] = HEADINGS[heading];
    const cx = px + dx * (along / 2);
    const cy = py + dy * (along / 2);
    placed.push({ ...piece, cx, cy, heading, rect: rectOf(cx, cy, heading, along, across), angle: 0 });
    px += dx * along;
    py += dy * along;
    if (heading === "S") turnTravel += along;
    prevAcross = across;
  }
  return placed;
}

// The left arm is the right arm turned half a circle.
/** @type {Record<Heading, Heading>} */
const OPPOSITE = { E: "W", W: "E", S: "N", N: "S" };
/**
 * @param {LaidItem} p
 * @returns {LaidItem}
 */
function rotateHalf(p) {
  return {
    ...p,
    cx: -p.cx,
    cy: -p.cy,
    heading: OPPOSITE[p.heading],
    rect: { x: -p.rect.x - p.rect.w, y: -p.rect.y - p.rect.h, w: p.rect.w, h: p.rect.h },
  };
}

/**
 * @param {LineEntry[]} line
 * @param {Ghosts} ghosts
 * @param {number} width
 * @param {number} u
 * @returns {LaidItem[]}
 */
function layoutAtUnit(line, ghosts, width, u) {
  const across = width - u; // the lead's row, shared by the two arms
  const leadIndex = line.findIndex((entry) => entry.seq === 0);
  /** @param {LineEntry} entry */
  const isDouble = (entry) => entry.tile[0] === entry.tile[1];
  /** @type {LaidItem[]} */
  const items = [];
  if (leadIndex < 0) {
    if (ghosts.lead !== undefined) {
      const double = ghosts.lead;
      const rect = rectOf(0, 0, "E", double ? u : 2 * u, double ? 2 * u : u);
      items.push({ kind: "ghost", end: null, double, cx: 0, cy: 0, heading: "E", rect, angle: 0 });
    }
    return items;
  }
  const lead = line[leadIndex];
  const leadDouble = isDouble(lead);
  const leadAlong = leadDouble ? u : 2 * u;
  const leadAcross = leadDouble ? 2 * u : u;
  items.push({
    kind: "tile",
    entry: lead,
    double: leadDouble,
    cx: 0,
    cy: 0,
    heading: "E",
    rect: rectOf(0, 0, "E", leadAlong, leadAcross),
    near: lead.left,
    far: lead.right,
    angle: 0,
  });

  /**
   * @param {LineEntry[]} entries outward from the lead
   * @param {import("../types.js").End} end
   * @param {import("../types.js").End} nearKey the side of each tile toward the lead
   * @param {import("../types.js").End} farKey
   */
  const pieces = (entries, end, nearKey, farKey) => {
    /** @type {(TilePiece | GhostPiece)[]} */
    const laid = entries.map((entry) => ({
      kind: /** @type {const} */ ("tile"),
      entry,
      double: isDouble(entry),
      near: entry[nearKey],
      far: entry[farKey],
    }));
    const ghost = ghosts[end];
    if (ghost !== undefined) laid.push({ kind: "ghost", end, double: ghost });
    return laid;
  };
  const right = pieces(line.slice(leadIndex + 1), "right", "left", "right");
  const left = pieces(line.slice(0, leadIndex).reverse(), "left", "right", "left");
  // The lead's row goes to the arms by need: the shorter arm keeps what it needs to lie
  // straight (at most half), the longer one runs on over the rest before it turns.
  /** @param {(TilePiece | GhostPiece)[]} arm */
  const need = (arm) => leadAlong / 2 + arm.reduce((sum, piece) => sum + (piece.double ? u : 2 * u), 0);
  const [needRight, needLeft] = [need(right), need(left)];
  const shortRoom = Math.min(Math.min(needRight, needLeft), across / 2);
  const rightRoom = needRight <= needLeft ? shortRoom : across - shortRoom;
  const leftRoom = across - rightRoom;
  items.push(...layArm(right, [leadAlong / 2, 0], leadAcross, rightRoom, leftRoom, u));
  items.push(...layArm(left, [leadAlong / 2, 0], leadAcross, leftRoom, rightRoom, u).map(rotateHalf));
  return items;
}

/** @param {LaidItem[]} items */
function bounds(items) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const { rect } of items) {
    x0 = Math.min(x0, rect.x);
    y0 = Math.min(y0, rect.y);
    x1 = Math.max(x1, rect.x + rect.w);
    y1 = Math.max(y1, rect.y + rect.h);
  }
  return { x0, y0, x1, y1 };
}

/**
 * @param {LineEntry[]} line the view's `line` (left to right)
 * @param {{width: number, height: number, ghosts?: Ghosts, margin?: number}} box
 *   ghosts: for each end where a marker is wanted, whether the tile to place is a double.
 * @returns {{unit: number, items: LaidItem[]}} items carry `rect` in board coordinates,
 *   `heading` (E/S/W/N, the direction the line runs there), `angle`, and for tiles `near`/`far` pips
 *   (near = the half toward the lead).
 */
export function layoutLine(line, { width, height, ghosts = {}, margin = 8 }) {
  const innerW = Math.max(width - 2 * margin, 1);
  const innerH = Math.max(height - 2 * margin, 1);
  /** @param {LaidItem[]} laid */
  const fits = (laid) => {
    const { x0, y0, x1, y1 } = bounds(laid);
    return x1 - x0 <= innerW + 0.01 && y1 - y0 <= innerH + 0.01;
  };
  // The largest unit that fits, with one condition: a line that must turn is laid at a
  // unit whose rows hold ROW_TILES tiles, so a narrow board (a phone) gets long rows,
  // not a staircase of one or two tiles between turns. A line that fits straight
  // keeps the largest unit that fits.
  // The unit returned is always the one the items were laid out with, also when even
  // the smallest does not fit (the line then overflows rather than vanish).
  const rowUnit = innerW / (2 * ROW_TILES);
  // The largest unit grows with a large board (at 1280x800 and above), so eight tiles do
  // not sit small in the middle of a large empty table; a smaller board keeps MAX_UNIT.
  const largest = Math.max(MAX_UNIT, Math.min(GROWN_UNIT, innerW / GROWTH.width, innerH / GROWTH.height));
  let u = Math.min(largest, innerW / 6, innerH / 3);
  let items = layoutAtUnit(line, ghosts, innerW, u);
  while (items.length && !(fits(items) && (u <= rowUnit || straight(items))) && u * SHRINK >= MIN_UNIT) {
    u = u > rowUnit && u * SHRINK < rowUnit ? rowUnit : u * SHRINK; // the row unit itself is tried
    items = layoutAtUnit(line, ghosts, innerW, u);
  }
  if (!items.length) return { unit: u, items };
  const box = bounds(items);
  const shiftX = width / 2 - (box.x0 + box.x1) / 2;
  const shiftY = height / 2 - (box.y0 + box.y1) / 2;
  for (const item of items) {
    item.cx += shiftX;
    item.cy += shiftY;
    item.rect = { ...item.rect, x: item.rect.x + shiftX, y: item.rect.y + shiftY };
    item.angle = ANGLE[item.heading] + (item.double ? 90 : 0);
  }
  return { unit: u, items };
}
