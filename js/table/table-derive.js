// What the table shows and what it does next, derived from its state alone: pure
// functions, no page, no engine (unit-tested in tests/js/table-derive.test.js). The
// scene (`sceneOf`) is the painter's whole input; its parts (the seat chips, the line's
// markers, the status line, the lead, the hot-seat cover) are exported on their own, so
// that another screen (a replay) can build a scene of a past moment from them. Every rule
// comes from the engine's view: legal places, can_pass, can_draw, can_undo, the lead.
import { tileKey, tileOf } from "./tiles.js";
import { seatsAround } from "./seat-layout.js";
import { arePartners, sideOf } from "./sides.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {import("./table-types.js").TableState} TableState */
/** @typedef {import("./table-types.js").Seating} Seating */
/** @typedef {import("./table-types.js").Words} Words */
/** @typedef {import("./table-types.js").SeatChip} SeatChip */
/** @typedef {import("./table-types.js").Scene} Scene */
/** @typedef {import("./table-types.js").StatusLine} StatusLine */
/** @typedef {import("./table-types.js").Step} Step */
/** @typedef {Pick<TableState, "view" | "viewer" | "seating">} Seated the match and who sits where */

// ---------------------------------------------------------------- who plays

/** @type {Seating} one device: humans here, bots run by this page's engine */
export const LOCAL_SEATING = (view, seat) => (view.seats[seat].type === "bot" ? "bot" : "here");

/**
 * The view on the table; only asked while a match is on.
 * @param {{view: View | null}} state
 */
export function viewOf({ view }) {
  if (!view) throw new Error("no match is on the table");
  return view;
}

/**
 * The seats played by people at this device.
 * @param {View} view
 * @param {Seating} seating
 */
export const humansHere = (view, seating) =>
  view.seats.flatMap((_, seat) => (seating(view, seat) === "here" ? [seat] : []));

/**
 * Hot seat: more than one person plays at this device, so hands hide behind covers.
 * @param {View} view
 * @param {Seating} seating
 */
export const sharedDevice = (view, seating) => humansHere(view, seating).length > 1;

/**
 * It is the turn of the person at the device.
 * @param {Seated} state
 */
export const isMyTurn = ({ view, viewer, seating }) =>
  view !== null && view.phase === "play" && view.turn === viewer && seating(view, viewer) === "here";

/**
 * Whether the player may take back a move: the engine says so (`can_undo`), and the
 * match is played on this device alone (online it is never offered).
 * @param {Seated} state
 */
export const canUndo = (state) => state.seating === LOCAL_SEATING && viewOf(state).can_undo;

/**
 * Who has the device when a match opens: the human who acts first (who won the lot, or
 * the first after the bots), else the first human, else the view's own seat; and the
 * hot-seat cover then: "now" (for that first player), "due" (a bot acts first: the cover
 * comes for the first human to act) or "none" (one person here, or the round is over).
 * @param {View} view
 * @param {Seating} seating
 * @returns {{viewer: number, cover: "now" | "due" | "none"}}
 */
export function openingOf(view, seating) {
  const first = view.turn != null && seating(view, view.turn) === "here" ? view.turn : null;
  const viewer = first ?? humansHere(view, seating)[0] ?? view.you;
  if (!sharedDevice(view, seating) || view.phase !== "play") return { viewer, cover: "none" };
  return { viewer, cover: first == null ? "due" : "now" };
}

/**
 * What the table does next (the runner's loop).
 * @param {Seated & Pick<TableState, "coverDue">} state
 * @returns {Step}
 */
export function nextStep(state) {
  const view = viewOf(state);
  if (view.phase !== "play" || view.turn == null) return { kind: "over" };
  const seat = view.turn;
  const kind = state.seating(view, seat);
  if (kind !== "here") return { kind, seat };
  if (seat !== state.viewer || state.coverDue) {
    return { kind: "handover", seat, cover: sharedDevice(view, state.seating) };
  }
  return { kind: "decide", seat };
}

// ---------------------------------------------------------------- the hand and the line

/**
 * The places a tile of the hand may go (null: the lead).
 * @param {View} view
 * @param {string} key
 * @returns {(End | null)[]}
 */
export const placesOf = (view, key) => view.legal.filter((move) => tileKey(move.tile) === key).map((move) => move.end);

/**
 * The hand answers the player now: their turn, and no request of theirs on its way.
 * @param {TableState} state
 */
const interactive = (state) => isMyTurn(state) && !state.busy;

/**
 * The tile taken, while it may still be played (a taken tile goes once the turn has).
 * @param {TableState} state
 */
export function selectionOf(state) {
  const { selected } = state;
  if (!selected || !interactive(state)) return null;
  return placesOf(viewOf(state), selected).length ? selected : null;
}

/**
 * Where the markers of legal places go for the tile taken.
 * @param {View} view
 * @param {string} key the tile taken
 * @returns {import("./renderer.js").Markers}
 */
export function markersFor(view, key) {
  const tile = tileOf(key);
  return { tile, ends: placesOf(view, key), double: tile[0] === tile[1] };
}

/**
 * A marker's spoken label: the tile and the end with its pips, or the lead.
 * @param {import("../types.js").Ends | null} ends the view's open ends
 * @param {End | null} end
 * @param {Tile | null} tile
 * @param {Words} words
 */
export function markerLabel(ends, end, tile, { t, describe }) {
  const label = tile ? describe.tile(tile) : "";
  if (end == null || !ends) return t("marker.lead", { tile: label });
  return t(`marker.${end}`, { tile: label, pips: ends[end] });
}

// ---------------------------------------------------------------- words of the status line

/**
 * The tile the rules set to open the round (O1), when this view is the opener's; null
 * when any tile may lead or the line has begun.
 * @param {View} view
 * @returns {{tile: Tile, reason: "highest_double" | "heaviest"} | null}
 */
export function ruledLead({ lead }) {
  if (!lead?.tile || lead.reason === "any") return null;
  return { tile: lead.tile, reason: lead.reason };
}

/**
 * Your lead: any tile, or (O1) the tile the rules set, named with the reason.
 * @param {View} view
 * @param {Words} words
 */
export function leadText(view, { t, describe }) {
  const lead = ruledLead(view);
  if (!lead) return t("table.your.lead");
  return t(`table.your.lead.${lead.reason}`, { tile: describe.tile(lead.tile) });
}

/**
 * Why a tile of the hand cannot be played: it does not fit, or (O1) another tile must open.
 * @param {View} view
 * @param {Tile} tile
 * @param {Words} words
 */
export function cannotText(view, tile, { t, describe }) {
  const lead = ruledLead(view);
  if (!lead) return t("tile.cannot", { tile: describe.tile(tile) });
  return t(`tile.cannot.lead.${lead.reason}`, { tile: describe.tile(tile), lead: describe.tile(lead.tile) });
}

/**
 * The move the hint names.
 * @param {import("../types.js").Move} move
 * @param {Words} words
 */
export function hintText(move, { t, describe }) {
  if (move.type !== "play") return t(move.type === "pass" ? "hint.pass" : "hint.draw");
  const tile = describe.tile(move.tile);
  return move.end == null ? t("hint.lead", { tile }) : t("hint.play", { tile, end: t(`end.${move.end}`) });
}

/**
 * An automatic move announced before it is made.
 * @param {import("./auto-moves.js").AutoMove} move
 * @param {Words} words
 */
export function autoText(move, { t, describe }) {
  if (move.type === "play") return t("auto.status.play", { tile: describe.tile(move.tile) });
  return t(move.type === "pass" ? "auto.status.pass" : "auto.status.draw");
}

/**
 * The status line's words about the turn: whose it is, and on the player's own what to
 * do (choose a place for the tile taken, draw, pass, lead).
 * @param {TableState} state
 * @param {Words} words
 */
export function turnText(state, words) {
  const view = viewOf(state);
  const { t, describe } = words;
  if (view.phase !== "play" || view.turn == null) return "";
  if (!isMyTurn(state)) return t("table.turn.of", { name: describe.seatName(view, view.turn) });
  const selected = selectionOf(state);
  if (selected) return t("table.choose.place", { tile: describe.tile(tileOf(selected)) });
  if (!view.legal.length) return t(view.can_draw ? "table.your.draw" : "table.your.pass");
  return view.line.length ? t("table.your.turn") : leadText(view, words);
}

/**
 * The status line: the table's own message while there is one, else the words about the turn.
 * @param {TableState} state
 * @param {Words} words
 * @returns {StatusLine}
 */
export function statusOf(state, words) {
  const { notice } = state;
  if (notice) return { ...notice, kept: !notice.error };
  return { text: turnText(state, words), detail: "", error: false, kept: false };
}

// ---------------------------------------------------------------- seats, stock, cover

/**
 * One seat's chip, as seen from `viewer`'s place.
 * @param {View} view
 * @param {number} seat
 * @param {number} viewer
 * @param {Words} words
 * @param {{position?: import("./seat-layout.js").SeatPosition | null, hands?: Tile[][] | null}} [how]
 *   position: around the table (null: the viewer's own chip); hands: every hand, to show
 *   the others' face up (a round that is over) instead of their backs
 * @returns {SeatChip}
 */
export function seatChip(view, seat, viewer, { t, describe }, { position = null, hands = null } = {}) {
  const mine = seat === viewer;
  return {
    seat,
    mine,
    position,
    turn: view.turn === seat,
    name: describe.seatName(view, seat),
    score: describe.score(view, sideOf(view.teams, seat)),
    count: t("table.tiles", { count: view.hand_counts[seat] }),
    partner: arePartners(view.teams, seat, viewer) ? t("table.partner") : null,
    tiles: mine ? null : hands ? { faceUp: hands[seat] } : { faceDown: view.hand_counts[seat] },
  };
}

/**
 * Every seat's chip: the others around the table (the seat across at the top), the
 * viewer's own below.
 * @param {View} view
 * @param {number} viewer
 * @param {Words} words
 * @param {Tile[][] | null} [hands] every hand, face up (see `seatChip`)
 * @returns {{around: SeatChip[], mine: SeatChip}}
 */
export function seatChips(view, viewer, words, hands = null) {
  return {
    around: seatsAround(view.players, viewer).map(({ seat, position }) =>
      seatChip(view, seat, viewer, words, { position, hands }),
    ),
    mine: seatChip(view, viewer, viewer, words, { hands }),
  };
}

/**
 * The tiles not in any hand: the Draw game's boneyard, or the Block game's sleeping tiles.
 * @param {View} view
 * @param {Words} words
 */
export function stockText(view, { t }) {
  if (view.rules.game === "draw") return t("table.boneyard", { count: view.boneyard });
  return view.sleeping === 0 ? t("table.all.dealt") : t("table.sleeping", { count: view.sleeping });
}

/**
 * The hot-seat cover for `seat`: whom to pass the device to.
 * @param {View} view
 * @param {number} seat
 * @param {Words} words
 * @returns {import("./table-types.js").Cover}
 */
export function coverOf(view, seat, { t, describe }) {
  const name = describe.seatName(view, seat);
  return { title: t("cover.title", { name }), button: t("cover.show", { name }) };
}

/**
 * The tile played last (the highest `seq` on the line), or null before the lead.
 * @param {import("../types.js").LineEntry[]} line
 */
export const lastSeqOf = (line) => (line.length ? Math.max(...line.map((entry) => entry.seq)) : null);

/**
 * What travels at this paint: the line's last tile when it is newer than the one last
 * painted (from the seat that played it), and the tiles the seat at the device drew
 * since the last paint of this round (from the boneyard; none under a hot-seat cover).
 * @param {Pick<TableState, "view" | "shownLastSeq" | "shownHistory" | "coverDue">} state
 * @returns {import("./table-types.js").Travel}
 */
export function travelOf(state) {
  const view = viewOf(state);
  const lastSeq = lastSeqOf(view.line);
  const last = lastSeq === state.shownLastSeq ? undefined : view.line.find((entry) => entry.seq === lastSeq);
  const shown = state.shownHistory;
  const since = shown && shown.round === view.round ? shown.events : view.history.length;
  const drawn = state.coverDue
    ? []
    : view.history
        .slice(since)
        .flatMap((event) =>
          event.type === "draw" && event.seat === view.you && event.tile ? [tileKey(event.tile)] : [],
        );
  return { line: last ? { seq: last.seq, seat: last.seat } : null, drawn };
}

// ---------------------------------------------------------------- the scene

/**
 * Everything the table shows now, for the painter.
 * @param {TableState} state
 * @param {Words} words
 * @returns {Scene}
 */
export function sceneOf(state, words) {
  const view = viewOf(state);
  const { t, describe } = words;
  const active = interactive(state);
  const selected = selectionOf(state);
  const lastSeq = lastSeqOf(view.line);
  return {
    ...seatChips(view, state.viewer, words),
    stock: stockText(view, words),
    round: t("table.round", { n: view.round }),
    line: {
      entries: view.line,
      lastSeq,
      fresh: lastSeq !== state.shownLastSeq,
      markers: selected ? markersFor(view, selected) : null,
    },
    hand: {
      tiles: state.coverDue ? [] : view.hand,
      playable: active ? [...new Set(view.legal.map((move) => tileKey(move.tile)))] : [],
      selected,
      interactive: active,
    },
    actions: {
      pass: active && view.can_pass,
      passLabel: view.can_pass && view.ends ? t("action.pass.reason", { values: describe.endValues(view.ends) }) : null,
      draw: active && view.can_draw,
      hint: active,
      // on the player's turn, or once the round is over (the summary offers it too)
      undo: canUndo(state) && (active || (view.phase !== "play" && !state.busy)),
    },
    status: statusOf(state, words),
    travel: travelOf(state),
  };
}
