// Runs a match on the page: asks the engine, shows its view, animates bots one
// move at a time, takes the human's clicks. Every rule comes from the view
// (legal places, can_pass, can_draw, results); this file only sequences requests.
// The engine's refusals are shown in the status line; any other failure is a
// defect and goes on up to the console.
//
// Online, some seats are played on other devices: the table then waits for the view
// that tells what happened there (`receive`), whether this page is the host (whose
// engine runs the match) or a guest (whose requests go to the host).
import { EngineError } from "../engine/engine-client.js";
import { MAX_ENTRIES } from "./move-log.js";
import { tileKey, tileOf } from "./tiles.js";
import { AUTO_DELAY_MS } from "./auto-moves.js";
import { createFocusTrap } from "../page/focus-trap.js";
import { seatsAround } from "./seat-layout.js";
import { arePartners, sideOf } from "./sides.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Tile} Tile */
/** @typedef {import("../types.js").End} End */
/** @typedef {import("../types.js").Commands} Commands */
/** @typedef {{round: number, event: import("../types.js").GameEvent, auto?: boolean}} Told a line of the log, by its event (auto: a move made for the player) */
/**
 * How this device plays a seat's turns: "here" (a person at this device), "bot" (this
 * page asks the engine for the bot's move) or "remote" (played elsewhere: wait for it).
 * @typedef {(view: View, seat: number) => "here" | "bot" | "remote"} Seating
 */

/** @type {Seating} one device: humans here, bots run by this page's engine */
export const LOCAL_SEATING = (view, seat) => (view.seats[seat].type === "bot" ? "bot" : "here");

/** @type {Readonly<Record<string, number>>} milliseconds before each bot move, by the speed picker's value */
export const SPEEDS = { slow: 1400, normal: 750, fast: 250, instant: 0 };
// The events of a round, which its view's history holds as that seat may see them
// (the match's end too, once it came: a take-back can take it back).
const ROUND_EVENTS = new Set(["deal", "play", "pass", "draw", "round_over", "takeback", "match_over"]);
// A seat's own moves (an automatic one is marked so in the log).
const MOVES = new Set(["play", "pass", "draw"]);

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The table's elements.
 * @typedef {object} TableDom
 * @property {HTMLElement} opponents the other seats' chips (a list)
 * @property {HTMLElement} mySeat the chip of the seat at the device
 * @property {HTMLElement} stock sleeping tiles or the boneyard
 * @property {HTMLElement} round
 * @property {HTMLElement} status whose turn, hints, refusals
 * @property {HTMLButtonElement} pass
 * @property {HTMLButtonElement} draw
 * @property {HTMLButtonElement} hint
 * @property {HTMLButtonElement} undo takes back the player's last move (against bots only)
 * @property {HTMLElement} cover hides the hand until the next player has the device
 * @property {HTMLElement} coverTitle
 * @property {HTMLButtonElement} coverButton
 */

/**
 * @param {{engine: import("../types.js").Engine, renderer: import("./renderer.js").Renderer,
 *          describe: import("./describe.js").Describer, log: import("./move-log.js").MoveLog,
 *          summary: {show: (view: View, how?: {ready?: boolean, undo?: boolean}) => void, hide: () => void},
 *          t: import("../i18n/i18n.js").Translate, dom: TableDom, getSpeed: () => string,
 *          onRender?: (view: View) => void,
 *          onNews?: (events: import("../types.js").GameEvent[], view: View) => void,
 *          autoMove?: (view: View) => import("./auto-moves.js").AutoMove | null}} deps
 *   getSpeed: a key of SPEEDS; onRender: told after every redraw; onNews: told of events as
 *   they happen (not those retold on a resume), for the sound; autoMove: the move the
 *   player's settings make for them on their turn, or null
 */
export function createTableController({
  engine,
  renderer,
  describe,
  log,
  summary,
  t,
  dom,
  getSpeed,
  onRender = () => {},
  onNews = () => {},
  autoMove = () => null,
}) {
  /** @type {View | null} the match on the table, as the seat at the device sees it */
  let view = null;
  let viewer = 0;
  /** @type {string | null} the key of the tile the player has taken */
  let selected = null;
  let busy = false;
  let generation = 0; // bumped by every new match: stale loops stop
  /** @type {number | null} */
  let shownLastSeq = null;
  // What the log has told, so it can be told again: in another language, or to the
  // next player at the device, who must not read which tiles the last one drew.
  /** @type {Told[]} */
  let told = [];
  /** @type {Seating} */
  let seating = LOCAL_SEATING;
  /** What the table asks: this page's engine, or (a guest's table) the host. */
  let source = engine;
  /** @type {(() => void) | null} wakes the loop that waits for a move made elsewhere */
  let wake = null;
  /** Hot seat: nobody has had the device yet (a bot acts first), so no hand shows until a cover. */
  let needsCover = false;
  /** The humans here who said they are ready for the next round (online: everyone's word is needed). */
  let readyHere = false;
  /** After a take-back the player decides the next move: no automatic move until they have made one. */
  let autoPaused = false;
  /** @type {View | null} the view an automatic move was last planned for: never twice (a guest's view stays until the host answers) */
  let autoFor = null;

  const coverTrap = createFocusTrap({ root: dom.cover }); // the cover is a modal: the keyboard stays on it

  /** The view; only called while a match is on. */
  function shown() {
    if (!view) throw new Error("no match is on the table");
    return view;
  }
  /** @param {number} seat */
  const kindOf = (seat) => seating(shown(), seat);
  /** The seats played by people at this device. */
  const humans = () =>
    shown()
      .seats.map((_, i) => (kindOf(i) === "here" ? i : -1))
      .filter((i) => i >= 0);
  const myTurn = () => view !== null && view.phase === "play" && view.turn === viewer && kindOf(viewer) === "here";
  /** @param {string} key */
  const placesOf = (key) =>
    shown()
      .legal.filter((move) => tileKey(move.tile) === key)
      .map((move) => move.end);

  /** @param {EngineError} error */
  function showError(error) {
    dom.status.textContent = describe.error(error);
    dom.status.title = describe.errorDetail(error);
    dom.status.classList.add("is-error");
  }

  /**
   * The engine's answer, or null when it refused (the refusal is then shown in the
   * status line). Anything else that fails is a defect and is thrown on.
   * @template {keyof Commands} C
   * @param {C} cmd
   * @param {Commands[C]["params"]} params
   * @returns {Promise<Commands[C]["result"] | null>}
   */
  async function ask(cmd, params) {
    try {
      return await source.request(cmd, params);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      showError(error);
      return null;
    }
  }

  /**
   * @param {import("../types.js").GameEvent[]} events
   * @param {{auto?: boolean, news?: boolean}} [how] auto: the player's move among them was made
   *   for them; news: they just happened (false when a resumed round is told again)
   */
  function logEvents(events, { auto = false, news = true } = {}) {
    const current = shown();
    const round = current.round;
    const ownMove = (/** @type {import("../types.js").GameEvent} */ event) =>
      auto && MOVES.has(event.type) && "seat" in event && event.seat === viewer;
    const lines = tell(events.map((event) => ({ round, event, ...(ownMove(event) ? { auto: true } : {}) })));
    if (lines.length) log.say(lines.join(" "));
    if (news) onNews(events, current);
  }

  /**
   * @param {Told[]} entries
   * @returns {string[]} the lines told
   */
  function tell(entries) {
    const current = shown();
    const lines = [];
    for (const entry of entries) {
      const said = describe.event(current, entry.event);
      if (!said) continue;
      const line = entry.auto ? t("auto.log", { move: said }) : said;
      told.push(entry);
      log.add(line, { announce: false });
      lines.push(line);
    }
    told = told.slice(-MAX_ENTRIES);
    return lines;
  }

  /** @param {Told[]} entries */
  function retell(entries) {
    told = [];
    log.clear();
    tell(entries);
  }

  /** The log as the seat now at the device may read it: this round from its own view. */
  function retellForViewer() {
    const { round, history } = shown();
    const earlier = told.filter((entry) => !(entry.round === round && ROUND_EVENTS.has(entry.event.type)));
    retell([...earlier, ...history.map((event) => ({ round, event }))]);
  }

  // ------------------------------------------------------------- drawing

  /**
   * @param {View} view
   * @param {number} seat
   * @param {HTMLElement} [element] the chip to fill (a new one by default)
   */
  function seatChip(view, seat, element = document.createElement("div")) {
    element.className = "seat-chip" + (seat === viewer ? " mine" : "") + (view.turn === seat ? " is-turn" : "");
    element.dataset.seat = String(seat);
    element.setAttribute("role", "listitem");
    const name = document.createElement("span");
    name.className = "seat-name";
    name.textContent = describe.seatName(view, seat);
    const score = document.createElement("span");
    score.className = "seat-score";
    score.textContent = describe.score(view, sideOf(view.teams, seat));
    const count = document.createElement("span");
    count.className = "seat-count";
    count.textContent = t("table.tiles", { count: view.hand_counts[seat] });
    element.replaceChildren(name, score, count);
    if (arePartners(view.teams, seat, viewer)) {
      const partner = document.createElement("span");
      partner.className = "seat-partner";
      partner.textContent = t("table.partner");
      count.after(partner);
    }
    if (seat !== viewer) {
      const backs = document.createElement("span");
      backs.className = "seat-backs";
      renderer.renderFaceDown(backs, view.hand_counts[seat]);
      element.appendChild(backs);
    }
    return element;
  }

  function render() {
    const view = shown();
    dom.opponents.replaceChildren(
      ...seatsAround(view.players, viewer).map(({ seat, position }) => {
        const chip = seatChip(view, seat);
        chip.dataset.position = position; // around the table: the seat across at the top
        return chip;
      }),
    );
    seatChip(view, viewer, dom.mySeat);
    dom.mySeat.removeAttribute("role");
    dom.stock.textContent =
      view.rules.game === "draw"
        ? t("table.boneyard", { count: view.boneyard })
        : view.sleeping === 0
          ? t("table.all.dealt")
          : t("table.sleeping", { count: view.sleeping });
    dom.round.textContent = t("table.round", { n: view.round });

    const interactive = myTurn() && !busy;
    const playable = new Set(interactive ? view.legal.map((move) => tileKey(move.tile)) : []);
    if (selected && !playable.has(selected)) selected = null;
    const lastSeq = view.line.length ? Math.max(...view.line.map((entry) => entry.seq)) : null;
    const markers = selected ? markerSpec(selected) : null;
    renderer.renderLine(view.line, { lastSeq, isNew: lastSeq !== shownLastSeq, markers });
    shownLastSeq = lastSeq;
    renderer.renderHand(needsCover ? [] : view.hand, { playable, selected, interactive });

    dom.pass.hidden = !(interactive && view.can_pass);
    if (view.can_pass && view.ends)
      dom.pass.textContent = t("action.pass.reason", { values: describe.endValues(view.ends) });
    dom.draw.hidden = !(interactive && view.can_draw);
    dom.hint.hidden = !interactive;
    // on the player's turn, or once the round is over (the summary offers it too)
    dom.undo.hidden = !(canUndo() && (interactive || (view.phase !== "play" && !busy)));
    if (!dom.status.classList.contains("is-error") && !dom.status.dataset.keep) {
      dom.status.textContent = statusText(view);
    }
    onRender(view);
  }

  /** @param {View} view */
  function statusText(view) {
    if (view.phase !== "play" || view.turn == null) return "";
    if (myTurn()) {
      if (selected) return t("table.choose.place", { tile: describe.tile(tileOf(selected)) });
      if (!view.legal.length) return t(view.can_draw ? "table.your.draw" : "table.your.pass");
      return view.line.length ? t("table.your.turn") : leadText(view);
    }
    return t("table.turn.of", { name: describe.seatName(view, view.turn) });
  }

  /**
   * Whether the player may take back a move: the engine says so (`can_undo`), and the
   * match is played on this device alone (online it is never offered).
   */
  const canUndo = () => seating === LOCAL_SEATING && shown().can_undo;

  /**
   * The tile the rules set to open the round (O1), when this view is the opener's; null
   * when any tile may lead or the line has begun.
   * @param {View} view
   * @returns {{tile: Tile, reason: string} | null}
   */
  const ruledLead = ({ lead }) =>
    lead?.tile && lead.reason !== "any" ? { tile: lead.tile, reason: lead.reason } : null;

  /**
   * Your lead: any tile, or (O1) the tile the rules set, named with the reason.
   * @param {View} view
   */
  function leadText(view) {
    const lead = ruledLead(view);
    if (!lead) return t("table.your.lead");
    return t(`table.your.lead.${lead.reason}`, { tile: describe.tile(lead.tile) });
  }

  /**
   * Why a tile of the hand cannot be played: it does not fit, or (O1) another tile must open.
   * @param {Tile} tile
   */
  function cannotText(tile) {
    const lead = ruledLead(shown());
    if (!lead) return t("tile.cannot", { tile: describe.tile(tile) });
    return t(`tile.cannot.lead.${lead.reason}`, { tile: describe.tile(tile), lead: describe.tile(lead.tile) });
  }

  /**
   * @param {string} key the tile taken
   * @returns {import("./renderer.js").Markers}
   */
  function markerSpec(key) {
    const tile = tileOf(key);
    return { tile, ends: placesOf(key), double: tile[0] === tile[1] };
  }

  /** @param {string} text */
  function setStatus(text) {
    dom.status.classList.remove("is-error");
    dom.status.textContent = text;
    dom.status.dataset.keep = "1";
  }

  function clearStatus() {
    dom.status.classList.remove("is-error");
    dom.status.removeAttribute("title");
    delete dom.status.dataset.keep;
  }

  // ------------------------------------------------------------- flow

  /**
   * @typedef {object} Playing how this page plays a match (default: everyone at this device)
   * @property {Seating} [seating] who plays which seat
   * @property {import("../types.js").Engine} [via] what the table asks (online, the host's
   *   engine wrapped so that the next round waits for every player)
   */

  /**
   * Start a match. Rejects when the engine refuses it (the caller shows why).
   * @param {import("../types.js").NewMatchParams} params
   * @param {Playing} [playing]
   */
  function start(params, { seating: how = LOCAL_SEATING, via = engine } = {}) {
    return begin(async () => via.request("new_match", params), how, via);
  }

  /**
   * Continue a saved match (bridge `load`) exactly where it stopped. Rejects when
   * the engine refuses the save.
   * @param {object} state
   * @param {Playing} [playing]
   */
  function resume(state, { seating: how = LOCAL_SEATING, via = engine } = {}) {
    return begin(async () => ({ events: null, ...(await via.request("load", { state })) }), how, via);
  }

  /**
   * Show a match that runs elsewhere, from the view the host sent (a guest's table).
   * @param {View} first
   * @param {Seating} how
   * @param {import("../types.js").Engine} host the guest's requests go there
   */
  function watch(first, how, host) {
    return begin(async () => ({ events: null, view: first }), how, host);
  }

  /**
   * @param {() => Promise<{view: View, events: import("../types.js").GameEvent[] | null}>} open
   * @param {Seating} how
   * @param {import("../types.js").Engine} asked
   */
  async function begin(open, how, asked) {
    const token = ++generation;
    seating = how;
    source = asked;
    readyHere = false;
    autoPaused = false;
    summary.hide();
    told = [];
    log.clear();
    selected = null;
    shownLastSeq = null;
    clearStatus();
    const answer = await open();
    view = answer.view;
    // Hot seat: the one first cover is for the human who acts first (who won the lot, or
    // the first after the bots), never one for another player just before.
    const first = view.turn != null && kindOf(view.turn) === "here" ? view.turn : null;
    viewer = first ?? humans()[0] ?? view.you;
    needsCover = false;
    if (viewer !== view.you) view = (await source.request("view", { seat: viewer })).view;
    // A resumed match tells its round so far, after the lot when that was this round's.
    logEvents(answer.events ?? [...(view.round === 1 && view.lot ? [view.lot] : []), ...view.history], {
      news: false,
    });
    if (humans().length > 1 && view.phase === "play") {
      if (first == null) {
        needsCover = true; // a bot acts first: the cover comes for the first human to act
      } else {
        await coverFor(viewer); // the first player's tiles stay hidden until they have the device
        if (token !== generation) return;
      }
    }
    // Not awaited: the match goes on by itself. A refusal on the way is shown in the
    // status line; a defect is reported as an uncaught error (the console).
    advance(token).catch(reportError);
  }

  /** @param {number} token the generation of the match this loop plays */
  async function advance(token) {
    while (token === generation) {
      render();
      const current = shown();
      if (current.phase !== "play" || current.turn == null) {
        summary.show(current, { ready: readyHere, undo: canUndo() });
        return;
      }
      const actor = current.turn;
      const kind = kindOf(actor);
      if (kind === "remote") {
        await new Promise((resolve) => (wake = () => resolve(undefined)));
        continue; // `receive` has put the new view in place
      }
      if (kind === "bot") {
        await delay(SPEEDS[getSpeed()] ?? SPEEDS.normal);
        if (token !== generation) return;
        const answer = await ask("bot_turn", { seat: viewer });
        if (!answer || token !== generation) return;
        view = answer.view;
        logEvents(answer.events);
        continue;
      }
      if (actor !== viewer || needsCover) {
        if (humans().length > 1) await coverFor(actor);
        needsCover = false;
        if (token !== generation) return;
        if (actor === viewer) continue;
        const answer = await ask("view", { seat: actor });
        if (!answer || token !== generation) return;
        viewer = actor;
        view = answer.view;
        retellForViewer();
        continue;
      }
      const move = autoPaused || autoFor === current ? null : autoMove(current);
      if (move) {
        autoFor = current;
        automatic(token, current, move).catch(reportError);
      }
      return; // the human to act is at the device: wait for a click (or the automatic move)
    }
  }

  /**
   * Make the move the player's settings choose, after a short pause in which the status
   * line says what is being done; a move the player makes first wins.
   * @param {number} token
   * @param {View} before the view the move was chosen from
   * @param {import("./auto-moves.js").AutoMove} move
   */
  async function automatic(token, before, move) {
    const announced =
      move.type === "play"
        ? t("auto.status.play", { tile: describe.tile(move.tile) })
        : t(move.type === "pass" ? "auto.status.pass" : "auto.status.draw");
    setStatus(announced);
    await delay(AUTO_DELAY_MS);
    if (token !== generation || busy) return;
    // The table moved on, or the player switched the setting off meanwhile: no move,
    // and the line that announced it goes.
    if (view !== before || !autoMove(before)) {
      if (dom.status.textContent === announced) {
        clearStatus();
        render();
      }
      return;
    }
    if (move.type === "play") {
      await act("play", move.end == null ? { tile: move.tile } : { tile: move.tile, end: move.end }, { auto: true });
    } else {
      await act(move.type, {}, { auto: true });
    }
  }

  /**
   * Hide the hand until `seat`'s player has the device and says so.
   * @param {number} seat
   * @returns {Promise<void>}
   */
  function coverFor(seat) {
    const name = describe.seatName(shown(), seat);
    renderer.renderHand([], {});
    dom.coverTitle.textContent = t("cover.title", { name });
    dom.coverButton.textContent = t("cover.show", { name });
    dom.cover.hidden = false;
    coverTrap.activate();
    dom.coverButton.focus();
    return new Promise((resolve) => {
      dom.coverButton.addEventListener(
        "click",
        () => {
          dom.cover.hidden = true;
          coverTrap.release({ restore: false });
          resolve();
        },
        { once: true },
      );
    });
  }

  /**
   * Send one human move, then let the bots (or the next human) go on.
   * @param {"play" | "pass" | "draw"} cmd
   * @param {{tile?: Tile, end?: End}} params
   * @param {{auto?: boolean}} [how] auto: an automatic move, made for the player
   */
  async function act(cmd, params, { auto = false } = {}) {
    if (busy || !myTurn()) return;
    if (!auto) autoPaused = false;
    busy = true;
    const token = generation;
    clearStatus();
    let answer;
    try {
      render(); // the hand goes inert at once, so a second click cannot send a second move
      answer = await ask(cmd, { seat: viewer, ...params });
    } finally {
      busy = false;
    }
    if (token !== generation) return;
    if (!answer) {
      render(); // refused: the same turn again, with the refusal in the status line
      return;
    }
    if ("view" in answer) {
      view = answer.view;
      selected = null;
      logEvents(answer.events, { auto });
    } // else online as a guest: the host's next view has told (or will tell) what the move did
    await advance(token);
  }

  /**
   * Play a tile of the hand (a click, a key, a drop): the table goes on by itself, and a
   * defect on the way is reported as an uncaught error.
   * @param {string} key
   * @param {End | null} end null for the lead
   */
  function play(key, end) {
    const tile = tileOf(key);
    act("play", end == null ? { tile } : { tile, end }).catch(reportError);
  }

  // ------------------------------------------------------------- input

  /**
   * The player took (clicked, or began to drag) a tile of the hand.
   * @param {string} key
   * @param {Tile} tile
   * @param {{keepSelected?: boolean}} [how] keepSelected: a drag, which never plays at once
   */
  function onSelect(key, tile, { keepSelected = false } = {}) {
    if (busy || !myTurn()) return;
    const places = placesOf(key);
    if (!places.length) {
      setStatus(cannotText(tile));
      log.say(dom.status.textContent);
      return;
    }
    clearStatus();
    if (selected === key && !keepSelected) {
      if (places.length === 1) {
        play(key, places[0]);
      } else {
        renderer.focusMarker();
      }
      return;
    }
    selected = key;
    render();
    if (!keepSelected) renderer.focusTile(key);
  }

  /**
   * A double click: play at once where the tile fits only one way.
   * @param {string} key
   */
  function onActivate(key) {
    if (busy || !myTurn()) return;
    const places = placesOf(key);
    if (places.length === 1) play(key, places[0]);
  }

  /** @param {End | null} end the marker chosen for the tile taken */
  function onMarker(end) {
    if (selected) play(selected, end);
  }

  /**
   * @param {string} key the tile dragged
   * @param {End | null} end the marker it was dropped on
   */
  function onDrop(key, end) {
    if (myTurn() && placesOf(key).includes(end)) play(key, end);
  }

  async function hint() {
    if (busy || !myTurn()) return;
    const token = generation;
    const before = view;
    const answer = await ask("hint", { seat: viewer });
    if (!answer || token !== generation || view !== before) return; // the table moved on meanwhile
    const move = answer.move;
    if (move.type === "play") {
      const tile = describe.tile(move.tile);
      selected = tileKey(move.tile);
      render();
      setStatus(move.end == null ? t("hint.lead", { tile }) : t("hint.play", { tile, end: t(`end.${move.end}`) }));
    } else {
      setStatus(t(move.type === "pass" ? "hint.pass" : "hint.draw"));
    }
    log.say(dom.status.textContent);
  }

  /**
   * Take back the player's last move (and the bots' after it) through the engine's `undo`:
   * on their turn, or once that move (or a bot's after it) ended the round or the match,
   * when the summary closes and the table is back at the player's turn.
   */
  async function undo() {
    if (busy || !view || !canUndo() || !(myTurn() || view.phase !== "play")) return;
    busy = true;
    const token = generation;
    clearStatus();
    let answer;
    try {
      render();
      answer = await ask("undo", { seat: viewer });
    } finally {
      busy = false;
    }
    if (token !== generation) return;
    if (!answer) {
      render();
      return;
    }
    view = answer.view;
    selected = null;
    summary.hide(); // when the round had ended
    autoPaused = true; // the player takes this turn again by hand
    retellForViewer(); // the log: the round's moves kept, then the take-back
    const said = answer.events.map((event) => describe.event(shown(), event)).filter(Boolean);
    if (said.length) log.say(said.join(" "));
    await advance(token);
  }

  async function nextRound() {
    if (busy || !view) return;
    busy = true;
    const token = generation;
    let answer;
    try {
      answer = await ask("next_round", { seat: viewer });
    } finally {
      busy = false;
    }
    if (!answer || token !== generation) return;
    if (!("view" in answer)) {
      // Online: this player is ready; the next round comes once everyone is (`receive`).
      readyHere = true;
      summary.show(shown(), { ready: true });
      return;
    }
    view = answer.view;
    // Hot seat: the new hand stays hidden until the first human to act has the device.
    needsCover = humans().length > 1;
    summary.hide();
    selected = null;
    shownLastSeq = null;
    logEvents(answer.events);
    await advance(token);
  }

  /**
   * A view of the seat at this device after something happened elsewhere: a move on
   * another device, a bot's move on the host, the next round. The log tells what is new
   * in the round's history, and the table goes on from there.
   * @param {View} next
   */
  function receive(next) {
    const before = shown();
    const sameRound = next.round === before.round;
    if (sameRound && next.history.length < before.history.length) return; // older than what is shown
    view = next;
    logEvents(sameRound ? next.history.slice(before.history.length) : next.history);
    if (!sameRound || next.phase === "play") {
      summary.hide();
      readyHere = false;
    }
    if (!sameRound) {
      selected = null;
      shownLastSeq = null;
      needsCover = humans().length > 1; // people sharing this device: the new hands stay covered
    }
    if (wake) {
      const resume = wake;
      wake = null;
      resume();
    } else if (!busy) {
      advance(generation).catch(reportError);
    }
  }

  /**
   * Ask the engine for this device's view again and take it as news (after the host
   * changed who plays a seat, for instance).
   */
  async function reload() {
    if (!view) return;
    const token = generation;
    const answer = await ask("view", { seat: viewer });
    if (answer && token === generation) receive(answer.view);
  }

  function stop() {
    generation++;
    wake = null;
    busy = false;
    view = null;
    summary.hide();
    dom.cover.hidden = true;
    coverTrap.release({ restore: false });
  }

  // The buttons' moves run on by themselves; a defect is reported as an uncaught error.
  dom.pass.addEventListener("click", () => void act("pass", {}).catch(reportError));
  dom.draw.addEventListener("click", () => void act("draw", {}).catch(reportError));
  dom.hint.addEventListener("click", () => void hint().catch(reportError));
  dom.undo.addEventListener("click", () => void undo().catch(reportError));

  return {
    start,
    resume,
    watch,
    receive,
    reload,
    stop,
    nextRound,
    /** Take back the player's last move (the summary's button). */
    undo,
    /**
     * Who plays a seat of a view of the match on the table: "here", "bot" or "remote"
     * (a friend's device); before any match, as on one device.
     * @type {Seating}
     */
    seatKind: (view, seat) => seating(view, seat),
    /** The seat at this device (online: this player's own seat). */
    /** Online: this device's player has said Ready for the next round. */
    get saidReady() {
      return readyHere;
    },
    get viewer() {
      return viewer;
    },
    /** The match on the table, or null. */
    get view() {
      return view;
    },
    handlers: { onSelect, onActivate, onMarker, onDrop },
    /** Re-draw in the current language. */
    refresh() {
      if (!view) return;
      render();
      retell(told); // retell starts a new list, so this one is read whole
    },
    /**
     * The marker's spoken label needs the end's pips, which only the view knows.
     * @param {End | null} end
     * @param {Tile | null} tile
     */
    markerLabel(end, tile) {
      const label = tile ? describe.tile(tile) : "";
      const ends = shown().ends;
      if (end == null || !ends) return t("marker.lead", { tile: label });
      return t(`marker.${end}`, { tile: label, pips: ends[end] });
    },
  };
}
