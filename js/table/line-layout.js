// Where each tile of the line lies: pure geometry, no DOM, no rules.
//
// The lead sits in the middle. Each arm runs outward along a row and, when the
// row is full, turns through a short vertical run into the next row going back
// (the right arm snakes downward, the left arm upward), so the line bends to
// stay inside the board. The tile unit shrinks until the whole line (and the
// ghost places where a tile could go next) fits the board.
//
// Units: u = a tile's short side. A plain tile is 2u along its path and u across;
// a double lies crosswise: u along the path, 2u across.

const HEADINGS = { E: [1, 0], S: [0, 1], W: [-1, 0], N: [0, -1] };
const ANGLE = { E: 0, S: 90, W: 180, N: 270 };
const TURN_AFTER_ROW = { E: "S", W: "S" };
const ROW_AFTER_TURN = { E: "W", W: "E" };
const MAX_UNIT = 40;
const MIN_UNIT = 6;

function rectOf(cx, cy, heading, along, across) {
  const horizontal = heading === "E" || heading === "W";
  const w = horizontal ? along : across;
  const h = horizontal ? across : along;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/**
 * Lay one arm in the canonical frame (it starts heading east from `start`).
 * `pieces` are {double: bool, ...payload}. Returns placements in order.
 */
function layArm(pieces, start, startAcross, half, u) {
  const placed = [];
  let [px, py] = start;
  let heading = "E";
  let rowHeading = "E";
  let prevAcross = startAcross;
  let turnTravel = 0; // distance covered in the current vertical run

  for (const piece of pieces) {
    const along = piece.double ? u : 2 * u;
    const across = piece.double ? 2 * u : u;
    let next = heading;
    if (heading === "S") {
      if (turnTravel >= 2 * u) next = ROW_AFTER_TURN[rowHeading];
    } else {
      const [dx] = HEADINGS[heading];
      // Keep 2u spare at the row's end so the turning tile always fits.
      if (dx * px + along + 2 * u > half && dx * px > 0) next = TURN_AFTER_ROW[heading];
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
    placed.push({ ...piece, cx, cy, heading, rect: rectOf(cx, cy, heading, along, across) });
    px += dx * along;
    py += dy * along;
    if (heading === "S") turnTravel += along;
    prevAcross = across;
  }
  return placed;
}

// The left arm is the right arm turned half a circle.
const OPPOSITE = { E: "W", W: "E", S: "N", N: "S" };
function rotateHalf(p) {
  return {
    ...p,
    cx: -p.cx,
    cy: -p.cy,
    heading: OPPOSITE[p.heading],
    rect: { x: -p.rect.x - p.rect.w, y: -p.rect.y - p.rect.h, w: p.rect.w, h: p.rect.h },
  };
}

function layoutAtUnit(line, ghosts, width, u) {
  const half = width / 2 - u * 0.5;
  const leadIndex = line.findIndex((entry) => entry.seq === 0);
  const isDouble = (entry) => entry.tile[0] === entry.tile[1];
  const items = [];
  if (leadIndex < 0) {
    if (ghosts.lead !== undefined) {
      const double = ghosts.lead;
      const rect = rectOf(0, 0, "E", double ? u : 2 * u, double ? 2 * u : u);
      items.push({ kind: "ghost", end: null, double, cx: 0, cy: 0, heading: "E", rect });
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
  });

  const arm = (entries, end, nearKey, farKey) => {
    const pieces = entries.map((entry) => ({
      kind: "tile",
      entry,
      double: isDouble(entry),
      near: entry[nearKey],
      far: entry[farKey],
    }));
    if (ghosts[end] !== undefined) pieces.push({ kind: "ghost", end, double: ghosts[end] });
    return layArm(pieces, [leadAlong / 2, 0], leadAcross, half, u);
  };
  items.push(...arm(line.slice(leadIndex + 1), "right", "left", "right"));
  items.push(...arm(line.slice(0, leadIndex).reverse(), "left", "right", "left").map(rotateHalf));
  return items;
}

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
 * @param {Array} line the view's `line` (left to right)
 * @param {{width: number, height: number, ghosts?: {left?: boolean, right?: boolean, lead?: boolean}, margin?: number}} box
 *   ghosts: for each end where a marker is wanted, whether the tile to place is a double.
 * @returns {{unit: number, items: Array}} items carry `rect` in board coordinates,
 *   `heading` (E/S/W/N, the direction the line runs there), `angle`, and for tiles `near`/`far` pips
 *   (near = the half toward the lead).
 */
export function layoutLine(line, { width, height, ghosts = {}, margin = 8 }) {
  const innerW = Math.max(width - 2 * margin, 1);
  const innerH = Math.max(height - 2 * margin, 1);
  let u = Math.min(MAX_UNIT, innerW / 6, innerH / 3);
  let items = [];
  let box = null;
  for (; u >= MIN_UNIT; u *= 0.92) {
    items = layoutAtUnit(line, ghosts, innerW, u);
    if (!items.length) break;
    box = bounds(items);
    if (box.x1 - box.x0 <= innerW + 0.01 && box.y1 - box.y0 <= innerH + 0.01) break;
  }
  if (!items.length) return { unit: u, items };
  box = bounds(items);
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
