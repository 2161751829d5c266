// What the table shows, derived from its state alone: the status line in each situation,
// the markers of legal places, the seat chips, the stock, the hot-seat cover and when it
// comes, the lead, the buttons, and the runner's next step.
import { isolate } from "../../js/page/bidi.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  LOCAL_SEATING,
  autoText,
  cannotText,
  coverOf,
  hintText,
  leadText,
  markerLabel,
  markersFor,
  nextStep,
  openingOf,
  placesOf,
  sceneOf,
  travelOf,
  seatChips,
  statusOf,
  stockText,
  turnText,
} from "../../js/table/table-derive.js";
import { notify, refused } from "../../js/table/table-state.js";
import { TEAMS, bot, human, makeState, makeView, words } from "./support/table-views.js";

/** Seats 1 played on another device (online). */
const remoteOne = (view, seat) => (seat === 1 ? "remote" : LOCAL_SEATING(view, seat));
const hotSeat = (over = {}) => makeView({ seats: [human("Ana"), human("Ben")], ...over });
const leadView = (reason, tile) =>
  makeView({ line: [], ends: null, lead: { tile, reason }, legal: [{ tile: tile ?? [6, 6], end: null }] });

// ---------------------------------------------------------------- the status line

test("the status line on the player's turn: choose a tile, a place for the tile taken, draw, pass", () => {
  assert.equal(turnText(makeState(), words), "Your turn: choose a tile.");
  assert.equal(turnText(makeState(makeView(), { selected: "3-5" }), words), "Choose where to put [3|5].");
  const stuck = { legal: [], can_draw: true };
  assert.equal(turnText(makeState(makeView(stuck)), words), "Your turn: nothing fits, draw a tile.");
  const blocked = { legal: [], can_pass: true };
  assert.equal(turnText(makeState(makeView(blocked)), words), "Your turn: nothing fits, so you must pass.");
});

test("the status line on another's turn names who is thinking, and says nothing once the round is over", () => {
  assert.equal(turnText(makeState(makeView({ turn: 1 })), words), "Computer 2 is thinking…");
  assert.equal(turnText(makeState(hotSeat({ turn: 1 })), words), `${isolate("Ben")} is thinking…`);
  assert.equal(turnText(makeState(makeView({ phase: "round_over", turn: null })), words), "");
});

test("a tile taken is forgotten while a move is on its way, and when it is not (or no longer) playable", () => {
  assert.equal(turnText(makeState(makeView(), { selected: "3-5", busy: true }), words), "Your turn: choose a tile.");
  assert.equal(turnText(makeState(makeView(), { selected: "1-2" }), words), "Your turn: choose a tile.");
  const scene = sceneOf(makeState(makeView(), { selected: "1-2" }), words);
  assert.equal(scene.hand.selected, null);
  assert.equal(scene.line.markers, null);
});

test("the table's own message (a hint, a refusal) holds the status line until it is cleared", () => {
  const state = makeState();
  notify(state, "Hint: draw a tile.");
  assert.deepEqual(statusOf(state, words), { text: "Hint: draw a tile.", detail: "", error: false, kept: true });
  refused(state, "That tile cannot be played there.", "The engine said: no");
  assert.deepEqual(statusOf(state, words), {
    text: "That tile cannot be played there.",
    detail: "The engine said: no",
    error: true,
    kept: false,
  });
  state.notice = null;
  assert.deepEqual(statusOf(state, words), {
    text: "Your turn: choose a tile.",
    detail: "",
    error: false,
    kept: false,
  });
});

// ---------------------------------------------------------------- the lead

test("the lead: any tile, or the tile the rules set (O1) named with the reason", () => {
  assert.equal(leadText(leadView("any", null), words), "Your lead: any tile may open.");
  assert.equal(leadText(leadView("highest_double", [6, 6]), words), "Your lead: open with [6|6], the highest double.");
  assert.equal(
    leadText(leadView("heaviest", [5, 6]), words),
    "Your lead: nobody has a double, so open with [5|6], the heaviest tile.",
  );
  assert.equal(
    turnText(makeState(leadView("highest_double", [6, 6])), words),
    leadText(leadView("highest_double", [6, 6]), words),
  );
  // once the line has begun, the lead is not named
  assert.equal(leadText(makeView({ lead: null }), words), "Your lead: any tile may open.");
});

test("why a tile cannot be played: it does not fit, or another tile must open", () => {
  assert.equal(cannotText(makeView(), [1, 2], words), "[1|2] does not fit.");
  assert.equal(
    cannotText(leadView("highest_double", [6, 6]), [1, 2], words),
    "[1|2] cannot open: the highest double, [6|6], must lead.",
  );
  assert.equal(
    cannotText(leadView("heaviest", [5, 6]), [1, 2], words),
    "[1|2] cannot open: nobody has a double, so the heaviest tile, [5|6], must lead.",
  );
});

// ---------------------------------------------------------------- markers and legal places

test("a tile's legal places are the engine's, and its markers say where it goes", () => {
  const view = makeView({
    legal: [
      { tile: [5, 6], end: "left" },
      { tile: [5, 6], end: "right" },
      { tile: [6, 6], end: "left" },
    ],
  });
  assert.deepEqual(placesOf(view, "5-6"), ["left", "right"]);
  assert.deepEqual(placesOf(view, "1-2"), []);
  assert.deepEqual(markersFor(view, "5-6"), { tile: [5, 6], ends: ["left", "right"], double: false });
  assert.deepEqual(markersFor(view, "6-6"), { tile: [6, 6], ends: ["left"], double: true });
  assert.deepEqual(markersFor(leadView("any", null), "6-6"), { tile: [6, 6], ends: [null], double: true });
});

test("the scene marks the places of the tile taken, and only the playable tiles on the player's turn", () => {
  const scene = sceneOf(makeState(makeView(), { selected: "6-6" }), words);
  assert.deepEqual(scene.line.markers, { tile: [6, 6], ends: ["left"], double: true });
  assert.deepEqual(scene.hand, {
    tiles: makeView().hand,
    playable: ["3-5", "6-6"],
    selected: "6-6",
    interactive: true,
  });
  const waiting = sceneOf(makeState(makeView({ turn: 1 })), words);
  assert.deepEqual([waiting.hand.playable, waiting.hand.interactive], [[], false]);
});

test("a marker's label names the tile and the end with its pips, or the lead", () => {
  const { ends } = makeView();
  assert.equal(markerLabel(ends, "left", [3, 6], words), "Play [3|6] on the left end (6)");
  assert.equal(markerLabel(ends, "right", [3, 5], words), "Play [3|5] on the right end (5)");
  assert.equal(markerLabel(null, null, [6, 6], words), "Lead [6|6]");
});

test("the line's last tile is fresh until it has been painted", () => {
  const state = makeState(makeView({ line: [{ tile: [5, 6], left: 6, right: 5, seat: 1, seq: 3 }] }));
  assert.deepEqual([sceneOf(state, words).line.lastSeq, sceneOf(state, words).line.fresh], [3, true]);
  state.shownLastSeq = 3;
  assert.equal(sceneOf(state, words).line.fresh, false);
  assert.equal(sceneOf(makeState(leadView("any", null)), words).line.lastSeq, null);
});

test("what travels: the line's new tile from the seat that played it, the tiles just drawn from the boneyard", () => {
  const draw = (seat, tile) => ({ type: "draw", seat, boneyard: 5, ...(tile ? { tile } : {}) });
  const view = makeView({
    line: [{ tile: [5, 6], left: 6, right: 5, seat: 1, seq: 3 }],
    history: [draw(1), draw(0, [2, 4]), draw(0, [1, 1])],
  });
  const state = makeState(view);
  // the first paint of a round: the lead travels, nothing drawn counts as just drawn
  assert.deepEqual(travelOf(state), { line: { seq: 3, seat: 1 }, drawn: [] });
  Object.assign(state, { shownLastSeq: 3, shownHistory: { round: view.round, events: 1 } });
  assert.deepEqual(travelOf(state), { line: null, drawn: ["2-4", "1-1"] }); // the other seat's draw shows no face
  state.coverDue = true; // a hot-seat cover: no hand to travel to
  assert.deepEqual(travelOf(state).drawn, []);
  state.coverDue = false;
  state.shownHistory = { round: view.round, events: 3 };
  assert.deepEqual(travelOf(state), { line: null, drawn: [] });
  state.shownHistory = { round: view.round - 1, events: 0 }; // another round's count says nothing of this one
  assert.deepEqual(travelOf(state).drawn, []);
});

// ---------------------------------------------------------------- seat chips

test("seat chips: the other seat across the table with its backs, the player's own below", () => {
  const { around, mine } = seatChips(makeView(), 0, words);
  assert.deepEqual(around, [
    {
      seat: 1,
      mine: false,
      position: "top",
      turn: false,
      name: "Computer 2",
      score: "30 / 100",
      count: "6 tiles",
      partner: null,
      tiles: { faceDown: 6 },
    },
  ]);
  assert.deepEqual(mine, {
    seat: 0,
    mine: true,
    position: null,
    turn: true,
    name: "You",
    score: "12 / 100",
    count: "3 tiles",
    partner: null,
    tiles: null,
  });
});

test("in partnership the partner sits across, named so, and every chip shows its team's score", () => {
  const view = makeView({
    players: 4,
    seats: [human(), bot(), bot(), bot()],
    teams: TEAMS,
    hand_counts: [3, 5, 4, 1],
    scores: [40, 15],
    turn: 3,
  });
  const { around, mine } = seatChips(view, 0, words);
  assert.deepEqual(
    around.map(({ seat, position, partner, score, turn }) => ({ seat, position, partner, score, turn })),
    [
      { seat: 1, position: "left", partner: null, score: "15 / 100", turn: false },
      { seat: 2, position: "top", partner: "partner", score: "40 / 100", turn: false },
      { seat: 3, position: "right", partner: null, score: "15 / 100", turn: true },
    ],
  );
  assert.equal(mine.score, "40 / 100");
  assert.equal(mine.partner, null);
  assert.deepEqual(
    around.map((chip) => chip.count),
    ["5 tiles", "4 tiles", "1 tile"],
  );
});

test("seat chips of a round that is over can show every hand face up (a replay's)", () => {
  const hands = [
    [[1, 2]],
    [
      [0, 0],
      [4, 6],
    ],
  ];
  const { around, mine } = seatChips(makeView(), 0, words, hands);
  assert.deepEqual(around[0].tiles, {
    faceUp: [
      [0, 0],
      [4, 6],
    ],
  });
  assert.equal(mine.tiles, null); // the player's own hand is the hand below
  const seenFromSeat1 = seatChips(makeView(), 1, words, hands);
  assert.deepEqual(seenFromSeat1.around[0].tiles, { faceUp: [[1, 2]] });
});

test("a single hand's score has no target", () => {
  const { mine } = seatChips(makeView({ target: null }), 0, words);
  assert.equal(mine.score, "12");
});

test("the stock: the Block game's sleeping tiles, all dealt, or the Draw game's boneyard", () => {
  assert.equal(stockText(makeView(), words), "14 tiles asleep");
  assert.equal(stockText(makeView({ sleeping: 0 }), words), "All 28 tiles dealt");
  const draw = makeView({ rules: { ...makeView().rules, game: "draw" }, boneyard: 1 });
  assert.equal(stockText(draw, words), "Boneyard: 1 tile");
});

// ---------------------------------------------------------------- the buttons

test("the buttons: pass, draw and hint on the player's turn only; take back against bots on this device", () => {
  const pass = sceneOf(makeState(makeView({ legal: [], can_pass: true })), words).actions;
  assert.deepEqual(pass, { pass: true, passLabel: "Pass: no 6 or 5", draw: false, hint: true, undo: false });
  const draw = sceneOf(makeState(makeView({ legal: [], can_draw: true })), words).actions;
  assert.deepEqual([draw.pass, draw.draw, draw.passLabel], [false, true, null]);
  const busy = sceneOf(makeState(makeView(), { busy: true }), words).actions;
  assert.deepEqual(busy, { pass: false, passLabel: null, draw: false, hint: false, undo: false });

  const undoable = makeView({ can_undo: true });
  assert.equal(sceneOf(makeState(undoable), words).actions.undo, true);
  assert.equal(sceneOf(makeState(undoable, { seating: remoteOne }), words).actions.undo, false); // online: never
  assert.equal(sceneOf(makeState(makeView({ can_undo: true, turn: 1 })), words).actions.undo, false);
  const over = makeView({ can_undo: true, phase: "round_over", turn: null });
  assert.equal(sceneOf(makeState(over), words).actions.undo, true); // the summary offers it too
  assert.equal(sceneOf(makeState(over, { busy: true }), words).actions.undo, false);
});

test("the hint and an automatic move in words", () => {
  assert.equal(hintText({ type: "play", tile: [3, 5], end: "right" }, words), "Hint: play [3|5] on the right end.");
  assert.equal(hintText({ type: "play", tile: [6, 6], end: null }, words), "Hint: lead [6|6].");
  assert.equal(hintText({ type: "pass" }, words), "Hint: you can only pass.");
  assert.equal(hintText({ type: "draw" }, words), "Hint: draw a tile.");
  assert.equal(autoText({ type: "pass" }, words), "Nothing fits: passing for you…");
  assert.equal(autoText({ type: "draw" }, words), "Nothing fits: drawing for you…");
  assert.equal(autoText({ type: "play", tile: [3, 5], end: "right" }, words), "Your only move: playing [3|5] for you…");
});

// ---------------------------------------------------------------- the hot-seat cover, and what comes next

test("the hot-seat cover names whom to pass the device to", () => {
  assert.deepEqual(coverOf(hotSeat(), 1, words), {
    title: `Pass the device to ${isolate("Ben")}`,
    button: `I am ${isolate("Ben")}: show my tiles`,
  });
  assert.deepEqual(coverOf(makeView({ seats: [human(), human()] }), 0, words).title, "Pass the device to Player 1");
});

test("when a match opens: the first person to act has the device, behind a cover only when it is shared", () => {
  assert.deepEqual(openingOf(makeView(), LOCAL_SEATING), { viewer: 0, cover: "none" });
  assert.deepEqual(openingOf(makeView({ turn: 1 }), LOCAL_SEATING), { viewer: 0, cover: "none" });
  assert.deepEqual(openingOf(hotSeat({ turn: 1 }), LOCAL_SEATING), { viewer: 1, cover: "now" });
  const botFirst = makeView({ players: 3, seats: [bot(), human(), human()], hand_counts: [6, 6, 6], turn: 0 });
  assert.deepEqual(openingOf(botFirst, LOCAL_SEATING), { viewer: 1, cover: "due" }); // the cover waits for the first human's turn
  assert.deepEqual(openingOf(hotSeat({ phase: "round_over", turn: null }), LOCAL_SEATING), {
    viewer: 0,
    cover: "none",
  });
  // a guest's device: only its own seat is here, whoever acts first
  assert.deepEqual(
    openingOf(makeView({ you: 1, turn: 0 }), (view, seat) => (seat === 1 ? "here" : "remote")),
    {
      viewer: 1,
      cover: "none",
    },
  );
});

test("the next step: the summary, a bot's move, a wait for another device, the player's decision", () => {
  assert.deepEqual(nextStep(makeState(makeView({ phase: "round_over", turn: null }))), { kind: "over" });
  assert.deepEqual(nextStep(makeState(makeView({ turn: 1 }))), { kind: "bot", seat: 1 });
  assert.deepEqual(nextStep(makeState(makeView({ turn: 1 }), { seating: remoteOne })), { kind: "remote", seat: 1 });
  assert.deepEqual(nextStep(makeState()), { kind: "decide", seat: 0 });
});

test("the next step at a shared device: the hand passes behind a cover, also to the same person when one is due", () => {
  assert.deepEqual(nextStep(makeState(hotSeat({ turn: 1 }))), { kind: "handover", seat: 1, cover: true });
  assert.deepEqual(nextStep(makeState(hotSeat(), { coverDue: true })), { kind: "handover", seat: 0, cover: true });
  assert.deepEqual(nextStep(makeState(hotSeat())), { kind: "decide", seat: 0 });
});

test("under a cover the hand shows no tile", () => {
  assert.deepEqual(sceneOf(makeState(hotSeat(), { coverDue: true }), words).hand.tiles, []);
});
