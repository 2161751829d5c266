// Runs a match on the page: asks the engine, shows its view, animates bots one
// move at a time, takes the human's clicks. Every rule comes from the view
// (legal places, can_pass, can_draw, results); this file only sequences requests.
import { MAX_ENTRIES } from "./move-log.js";
import { tileKey } from "./renderer.js";

export const SPEEDS = { slow: 1400, normal: 750, fast: 250, instant: 0 };
// The events of a round, which its view's history holds as that seat may see them.
const ROUND_EVENTS = new Set(["deal", "play", "pass", "draw", "round_over"]);

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{engine, renderer, describe, log, summary, t: Function, dom: object,
 *          getSpeed: () => string}} deps
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
}) {
  let view = null;
  let viewer = 0;
  let selected = null;
  let busy = false;
  let generation = 0; // bumped by every new match: stale loops stop
  let shownLastSeq = null;
  // What the log has told, so it can be told again: in another language, or to the
  // next player at the device, who must not read which tiles the last one drew.
  let told = [];

  const seats = () => view.seats;
  const humans = () =>
    seats()
      .map((s, i) => (s.type === "human" ? i : -1))
      .filter((i) => i >= 0);
  const myTurn = () => view.phase === "play" && view.turn === viewer && seats()[viewer].type === "human";
  const placesOf = (key) => view.legal.filter((move) => tileKey(move.tile) === key).map((move) => move.end);

  function showError(error) {
    dom.status.textContent = describe.error(error);
    dom.status.title = describe.errorDetail(error);
    dom.status.classList.add("is-error");
  }

  async function request(cmd, params) {
    try {
      return await engine.request(cmd, params);
    } catch (error) {
      showError(error);
      throw error;
    }
  }

  function logEvents(events) {
    const lines = tell(events.map((event) => ({ round: view.round, event })));
    if (lines.length) log.say(lines.join(" "));
  }

  function tell(entries) {
    const lines = [];
    for (const entry of entries) {
      const line = describe.event(view, entry.event);
      if (!line) continue;
      told.push(entry);
      log.add(line, { announce: false });
      lines.push(line);
    }
    told = told.slice(-MAX_ENTRIES);
    return lines;
  }

  function retell(entries) {
    told = [];
    log.clear();
    tell(entries);
  }

  /** The log as the seat now at the device may read it: this round from its own view. */
  function retellForViewer() {
    const earlier = told.filter((entry) => !(entry.round === view.round && ROUND_EVENTS.has(entry.event.type)));
    retell([...earlier, ...view.history.map((event) => ({ round: view.round, event }))]);
  }

  // ------------------------------------------------------------- drawing

  function scoreOf(seat) {
    const index = view.teams ? view.teams.findIndex((team) => team.includes(seat)) : seat;
    const score = view.scores[index];
    return view.target == null ? t("table.score.single", { score }) : t("table.score", { score, target: view.target });
  }

  function seatChip(seat, element = document.createElement("div")) {
    element.className = "seat-chip" + (seat === viewer ? " mine" : "") + (view.turn === seat ? " is-turn" : "");
    element.dataset.seat = String(seat);
    element.setAttribute("role", "listitem");
    const name = document.createElement("span");
    name.className = "seat-name";
    name.textContent = describe.seatName(view, seat);
    const score = document.createElement("span");
    score.className = "seat-score";
    score.textContent = scoreOf(seat);
    const count = document.createElement("span");
    count.className = "seat-count";
    count.textContent = t("table.tiles", { count: view.hand_counts[seat] });
    element.replaceChildren(name, score, count);
    if (seat !== viewer && view.teams?.some((team) => team.includes(seat) && team.includes(viewer))) {
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
    const order = seats()
      .map((_, i) => (viewer + i) % view.players)
      .slice(1);
    dom.opponents.replaceChildren(...order.map((seat) => seatChip(seat)));
    seatChip(viewer, dom.mySeat);
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
    renderer.renderHand(view.hand, { playable, selected, interactive });

    dom.pass.hidden = !(interactive && view.can_pass);
    if (view.can_pass && view.ends)
      dom.pass.textContent = t("action.pass.reason", { values: describe.endValues(view.ends) });
    dom.draw.hidden = !(interactive && view.can_draw);
    dom.hint.hidden = !interactive;
    if (!dom.status.classList.contains("is-error") && !dom.status.dataset.keep) {
      dom.status.textContent = statusText();
    }
    onRender(view);
  }

  function statusText() {
    if (view.phase !== "play") return "";
    if (myTurn()) {
      if (selected) return t("table.choose.place", { tile: describe.tile(selected.split("-").map(Number)) });
      if (!view.legal.length) return t(view.can_draw ? "table.your.draw" : "table.your.pass");
      return view.line.length ? t("table.your.turn") : t("table.your.lead");
    }
    return t("table.turn.of", { name: describe.seatName(view, view.turn) });
  }

  function markerSpec(key) {
    const tile = key.split("-").map(Number);
    return { tile, ends: placesOf(key), double: tile[0] === tile[1] };
  }

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

  function start(params) {
    return begin(() => engine.request("new_match", params));
  }

  /** Continue a saved match (bridge `load`) exactly where it stopped. */
  function resume(state) {
    return begin(() => engine.request("load", { state }));
  }

  async function begin(open) {
    const token = ++generation;
    summary.hide();
    told = [];
    log.clear();
    selected = null;
    shownLastSeq = null;
    clearStatus();
    const answer = await open();
    view = answer.view;
    viewer = humans()[0] ?? 0;
    if (viewer !== 0) view = (await request("view", { seat: viewer })).view;
    // A resumed match tells its round so far, after the lot when that was this round's.
    logEvents(answer.events ?? [...(view.round === 1 && view.lot ? [view.lot] : []), ...view.history]);
    if (humans().length > 1 && view.phase === "play") {
      await coverFor(viewer); // the first player's tiles stay hidden until they have the device
      if (token !== generation) return;
    }
    advance(token).catch(() => {}); // failures are shown in the status line
  }

  async function advance(token) {
    while (token === generation) {
      render();
      if (view.phase !== "play") {
        summary.show(view);
        return;
      }
      const actor = view.turn;
      if (seats()[actor].type === "bot") {
        const wait = SPEEDS[getSpeed()] ?? SPEEDS.normal;
        await delay(wait);
        if (token !== generation) return;
        const answer = await request("bot_turn", { seat: viewer });
        if (token !== generation) return;
        view = answer.view;
        logEvents(answer.events);
        continue;
      }
      if (actor !== viewer) {
        if (humans().length > 1) await coverFor(actor);
        if (token !== generation) return;
        viewer = actor;
        view = (await request("view", { seat: viewer })).view;
        retellForViewer();
        continue;
      }
      return; // the human to act is at the device: wait for a click
    }
  }

  function coverFor(seat) {
    renderer.renderHand([], {});
    dom.coverTitle.textContent = t("cover.title", { name: describe.seatName(view, seat) });
    dom.coverButton.textContent = t("cover.show", { name: describe.seatName(view, seat) });
    dom.cover.hidden = false;
    dom.coverButton.focus();
    return new Promise((resolve) => {
      dom.coverButton.addEventListener(
        "click",
        () => {
          dom.cover.hidden = true;
          resolve();
        },
        { once: true },
      );
    });
  }

  /** Send one human move, then let the bots (or the next human) go on. */
  async function act(cmd, params) {
    if (busy || !view || !myTurn()) return;
    busy = true;
    const token = generation;
    clearStatus();
    render(); // the hand goes inert at once, so a second click cannot send a second move
    try {
      const answer = await request(cmd, { seat: viewer, ...params });
      view = answer.view;
      selected = null;
      logEvents(answer.events);
    } catch {
      busy = false;
      render();
      return;
    }
    busy = false;
    await advance(token);
  }

  function play(key, end) {
    const tile = key.split("-").map(Number);
    return act("play", end == null ? { tile } : { tile, end });
  }

  // ------------------------------------------------------------- input

  function onSelect(key, tile, { keepSelected = false } = {}) {
    if (busy || !view || !myTurn()) return;
    const places = placesOf(key);
    if (!places.length) {
      setStatus(t("tile.cannot", { tile: describe.tile(tile) }));
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

  function onActivate(key) {
    if (busy || !view || !myTurn()) return;
    const places = placesOf(key);
    if (places.length === 1) play(key, places[0]);
  }

  function onMarker(end) {
    if (selected) play(selected, end);
  }

  function onDrop(key, end) {
    if (placesOf(key).includes(end)) play(key, end);
  }

  async function hint() {
    if (busy || !view || !myTurn()) return;
    let answer;
    try {
      answer = await request("hint", { seat: viewer });
    } catch {
      return;
    }
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

  async function nextRound() {
    if (busy || !view) return;
    busy = true;
    const token = generation;
    try {
      const answer = await request("next_round", { seat: viewer });
      view = answer.view;
      summary.hide();
      selected = null;
      shownLastSeq = null;
      logEvents(answer.events);
    } catch {
      return;
    } finally {
      busy = false;
    }
    await advance(token);
  }

  function stop() {
    generation++;
    busy = false;
    view = null;
    summary.hide();
    dom.cover.hidden = true;
  }

  dom.pass.addEventListener("click", () => act("pass", {}));
  dom.draw.addEventListener("click", () => act("draw", {}));
  dom.hint.addEventListener("click", hint);

  return {
    start,
    resume,
    stop,
    nextRound,
    handlers: { onSelect, onActivate, onMarker, onDrop },
    /** Re-draw in the current language. */
    refresh() {
      if (!view) return;
      render();
      retell(told); // retell starts a new list, so this one is read whole
    },
    /** The marker's spoken label needs the end's pips, which only the view knows. */
    markerLabel(end, tile) {
      const label = describe.tile(tile);
      if (end == null) return t("marker.lead", { tile: label });
      return t(`marker.${end}`, { tile: label, pips: view.ends[end] });
    },
  };
}
