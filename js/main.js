// Wires the page together: creates each part with what it needs and connects them.
// Every job is done in a module of its own (README, "Modules"); this file only
// looks up the page's elements and passes them, and one part's news, to another.
import { releaseEarlyEvents, startEngineWorker, workerUrl } from "./engine/engine-boot.js"; // first: the worker starts before the rest runs
import { createI18n, CATALOGS } from "./i18n/i18n.js";
import { EngineError } from "./engine/engine-client.js";
import { createEngineOnDemand } from "./engine/engine-on-demand.js";
import { createEngineLater } from "./engine/engine-later.js";
import { createDescriber } from "./table/describe.js";
import { createRenderer } from "./table/renderer.js";
import { createMoveLog } from "./table/move-log.js";
import { createRoundSummary } from "./table/round-summary.js";
import { rematchRequest } from "./table/rematch.js";
import { createSetupScreen } from "./setup/setup-screen.js";
import { FRIEND, createSetupStorage, matchRequest } from "./setup/setup-storage.js";
import { readOptions } from "./setup/engine-options.js";
import { cleanName, nameReasonKey, optionalName } from "./setup/player-name.js";
import { createTableController, SPEEDS } from "./table/table-controller.js";
import { createMatchStore } from "./storage/match-store.js";
import { usableStorage } from "./storage/stored-json.js";
import { createSavingEngine } from "./engine/saving-engine.js";
import { createSavedMatchPanel, refusesSave } from "./setup/saved-match-panel.js";
import { createStats } from "./storage/stats.js";
import { createStatsScreen } from "./page/stats-screen.js";
import { createStatsKeys } from "./storage/stats-keys.js";
import { createKeyUpgrade } from "./storage/stats-scheme.js";
import { applyLink, randomSeed, readShareLink, shareFragment, shareLink, sharedMatchOf } from "./setup/share-link.js";
import { createShareDialog } from "./setup/share-dialog.js";
import { createStartWait } from "./setup/start-wait.js";
import { registerServiceWorker } from "./page/service-worker-registration.js";
import { createUpdatePrompt } from "./page/update-prompt.js";
import { watchStart } from "./engine/warm-start.js";
import { createBoardDescriber } from "./table/board-description.js";
import { createKeyboard } from "./table/keyboard.js";
import { createRulesPage } from "./page/rules-page.js";
import { createRulesScreen } from "./page/rules-screen.js";
import { createEngineStatus } from "./page/engine-status.js";
import { createLanguagePicker, createLookPicker, createSpeedPicker } from "./page/pickers.js";
import { byId } from "./page/dom.js";
import { BadInvitation, readInvitation } from "./network/room-codes.js";
import { createOnlineStore } from "./online/online-store.js";
import { createKeyStore } from "./online/key-store.js";
import { createLobbyScreen } from "./online/lobby-screen.js";
import { createTableBar } from "./online/table-bar.js";
import { createCodesPanel } from "./online/codes-panel.js";
import { createLeaveConfirm } from "./online/leave-confirm.js";
import { createSaidBubbles } from "./online/said-bubbles.js";
import { PHRASES } from "./online/phrases.js";
import { createOnlinePlay } from "./online/online-play.js";
import { createSettingsStore } from "./storage/settings-store.js";
import { createSettingsDialog } from "./page/settings-dialog.js";
import { createSound } from "./table/sound.js";
import { automaticMove } from "./table/auto-moves.js";
import { createTurnSignal } from "./table/turn-signal.js";
import { createReplayScreen } from "./replay/replay-screen.js";
import { createSummaryTools } from "./replay/summary-tools.js";
import { createRecordOpener } from "./replay/record-opener.js";
import { RecordProblem, acceptRecord, linkProblem, problemText } from "./replay/records.js";
import { readRecordPayload, replayPayload } from "./replay/record-link.js";
import { createGuestRecord } from "./replay/guest-record.js";

// A browser too old for the game was told so by the page's first script (js/support/):
// nothing is set up here, and its message stays.
if (document.documentElement.dataset.browser === "unsupported") await new Promise(() => {});

const el = (/** @type {string} */ id) => byId(id, HTMLElement);
const button = (/** @type {string} */ id) => byId(id, HTMLButtonElement);

const options = readOptions(); // the engine's set-up options, put into the page by the build
/**
 * The page's fragment: an invitation to an online table (#join=…), a finished match to
 * replay (#replay=…), or a share link (#players=3&seed=123).
 */
function readFragment() {
  /** @type {ReturnType<typeof readShareLink>} */
  const noLink = { settings: {}, problems: [] };
  if (replayPayload(location.hash) !== null) return { invitation: null, link: noLink, badInvitation: false };
  try {
    const invitation = readInvitation(location.hash);
    if (invitation) return { invitation, link: noLink, badInvitation: false };
  } catch (error) {
    if (!(error instanceof BadInvitation)) throw error;
    return { invitation: null, link: noLink, badInvitation: true };
  }
  return { invitation: null, link: readShareLink(location.hash, options), badInvitation: false };
}
const { invitation, link, badInvitation } = readFragment();
const storage = usableStorage();
const i18n = createI18n({ storage, languages: navigator.languages });
const { t } = i18n;
const describe = createDescriber(t, i18n.has);
const boardWords = createBoardDescriber(t, describe.tile);

const languagePicker = createLanguagePicker({
  select: byId("lang-select", HTMLSelectElement),
  i18n,
  catalogs: CATALOGS,
});
const speed = createSpeedPicker({ select: byId("speed-select", HTMLSelectElement), storage, speeds: SPEEDS });
createLookPicker({
  select: byId("look-select", HTMLSelectElement),
  storage,
  root: document.documentElement,
  darkScheme: matchMedia("(prefers-color-scheme: dark)"),
});

// ---- the player's comforts: automatic moves and sound, remembered
const settings = createSettingsStore(storage);
createSettingsDialog({
  dom: {
    root: el("settings-dialog"),
    opener: button("settings-button"),
    close: button("settings-close"),
    boxes: {
      autoPass: byId("setting-auto-pass", HTMLInputElement),
      autoDraw: byId("setting-auto-draw", HTMLInputElement),
      autoOnly: byId("setting-auto-only", HTMLInputElement),
      sound: byId("setting-sound", HTMLInputElement),
      vibrate: byId("setting-vibrate", HTMLInputElement),
    },
    vibrateRow: el("setting-vibrate-row"),
  },
  settings,
  canVibrate: typeof navigator.vibrate === "function",
});
const sound = createSound({
  isOn: () => settings.value.sound,
  root: document.documentElement,
  makeContext: () => (typeof AudioContext === "function" ? new AudioContext() : null),
  gestures: document,
});

// ---- engine
const engineStatus = createEngineStatus({
  dom: { box: el("engine-status"), label: el("engine-label"), progress: byId("engine-progress", HTMLProgressElement) },
  page: document.body,
  t,
});
const startWait = createStartWait({
  dom: {
    line: el("start-progress"),
    text: el("start-progress-text"),
    bar: byId("start-progress-bar", HTMLProgressElement),
  },
  t,
});
// The engine starts now, except on a page opened from an invitation link: a guest plays
// from the host's views and gets the engine only for a game of its own, or after the
// match (engine-later.js). Until it starts, its bar is hidden and whatever needs it waits.
const engine = createEngineOnDemand({
  startWorker: startEngineWorker,
  onStart(worker) {
    watchStart({ worker, workerUrl });
    releaseEarlyEvents();
    el("engine-status").hidden = false;
  },
  hooks: {
    onProgress: (stage, fraction) => {
      engineStatus.progress(stage, fraction);
      startWait.progress(fraction);
    },
  },
});
engineStatus.watch(engine.ready);
startWait.watch(engineStatus.whenStarted());
const engineLater = createEngineLater({ engine, connection: Reflect.get(navigator, "connection") });
el("engine-status").hidden = true;
if (!invitation) engine.start();

// ---- saves and statistics: every change of the match is saved and counted
const matchStore = createMatchStore(storage);
const statsKeys = createStatsKeys({
  defaultName: describe.defaultName,
  seatKind: (view, seat) => controller.seatKind(view, seat), // a friend's device: a row of its own
  levels: options.bot_levels,
  t,
});
const stats = createStats({ storage, keyOf: statsKeys.keyOf, upgradeKey: createKeyUpgrade({ catalogs: CATALOGS }) });
/** @type {import("./setup/share-link.js").SharedMatch | null} the match on, for the share link */
let sharedMatch = null;
const game = createSavingEngine(engine, {
  store: matchStore,
  onEvents: (events, view) => {
    stats.record(events, view);
    online.changed(); // the friends' devices see every change of the match
  },
  shareOf: () => (sharedMatch ? shareFragment(sharedMatch, options) : null),
});

// ---- table
/** @type {ReturnType<typeof createTableController>} */
let controller;
const log = createMoveLog({ list: el("move-log"), announcer: el("announcer") });
const renderer = createRenderer({
  board: byId("board", SVGSVGElement),
  hand: el("hand"),
  labels: {
    tile: describe.tile,
    marker: (end, tile) => controller.markerLabel(end, tile),
  },
  onSelect: (...args) => controller.handlers.onSelect(...args),
  onActivate: (...args) => controller.handlers.onActivate(...args),
  onMarker: (...args) => controller.handlers.onMarker(...args),
  onDrop: (...args) => controller.handlers.onDrop(...args),
  onPutBack: (...args) => controller.handlers.onPutBack(...args),
  reducedMotion: () => matchMedia("(prefers-reduced-motion: reduce)").matches,
});
const setupScreen = el("setup-screen");
const tableScreen = el("table-screen");
const lobbyScreen = el("lobby-screen");
const newMatchButton = button("new-match-button");

function showSetup() {
  engine.start(); // a game of this page's own (a guest's first one starts the engine here)
  if (replayScreen.source === "match") replayScreen.close();
  controller.stop();
  if (online.active) online.leave();
  guestRecord.drop();
  savedPanel.refresh();
  setupForm.dropQuestion(); // no question left from before
  share.setAvailable(false);
  tableScreen.hidden = true;
  lobbyScreen.hidden = true;
  newMatchButton.hidden = true;
  setupScreen.hidden = false;
  /** @type {HTMLElement | null} */ (setupScreen.querySelector("input, select, button"))?.focus();
}

function showTable() {
  setupScreen.hidden = true;
  lobbyScreen.hidden = true;
  tableScreen.hidden = false;
  newMatchButton.hidden = false;
}

function showLobby() {
  setupScreen.hidden = true;
  tableScreen.hidden = true;
  lobbyScreen.hidden = false;
}

/**
 * Back to the set-up, telling why the match could not go on. An engine's refusal
 * is expected there; any other failure is a defect and is thrown on as well.
 * @param {unknown} error
 */
function showStartFailure(error) {
  showSetup();
  if (!(error instanceof Error)) throw error;
  setupForm.showError(describe.error(error), describe.errorDetail(error));
  if (!(error instanceof EngineError)) throw error;
}

const summaryPanel = createRoundSummary({
  dom: {
    root: el("summary"),
    title: el("summary-title"),
    reason: el("summary-reason"),
    outcome: el("summary-outcome"),
    arithmetic: el("summary-arithmetic"),
    hands: el("summary-hands"),
    scores: el("summary-scores"),
    matchLine: el("summary-match"),
    nextButton: button("summary-next"),
    newButton: button("summary-new"),
    waiting: el("summary-waiting"),
    sheet: el("summary-sheet"),
    rematchButton: button("summary-rematch"),
    hideButton: button("summary-hide"),
    showButton: button("summary-show"),
    undoButton: button("summary-undo"),
    standIns: el("summary-stand-ins"),
    connection: el("summary-connection"),
    tools: el("topbar-tools"),
  },
  renderer,
  describe,
  t,
  onNext: () => void controller.nextRound().catch(reportError),
  onUndo: () => void controller.undo().catch(reportError),
  onNewMatch: () => {
    newMatch().catch(reportError);
  },
  onStandIn: (seat) => online.actions.standIn(seat),
  // Replay and Review on each round's row; not online, where every device's sheet reads the same
  sheetActions: (line) => (online.active ? [] : summaryTools.rowActions(line)),
  onRematch(view) {
    const seed = randomSeed(); // new deals; the share link follows them
    if (sharedMatch) sharedMatch = { ...sharedMatch, seed };
    controller.start(rematchRequest(view, seed)).catch(showStartFailure);
  },
});

const turnSignal = createTurnSignal({
  doc: document,
  vibrate: typeof navigator.vibrate === "function" ? (ms) => void navigator.vibrate(ms) : null,
  isOn: () => settings.value.vibrate,
  titled: (title) => t("title.your.turn", { title }),
});
// ---- replays of finished rounds, records, the coach's review
const replayRenderer = createRenderer({
  board: byId("replay-board", SVGSVGElement),
  hand: el("replay-hand"),
  labels: { tile: describe.tile, marker: () => "" },
});
const replayScreen = createReplayScreen({
  dom: {
    root: el("replay"),
    title: el("replay-title"),
    close: button("replay-close"),
    problem: el("replay-problem"),
    opponents: el("replay-opponents"),
    mySeat: el("replay-my-seat"),
    stock: el("replay-stock"),
    round: el("replay-round"),
    status: el("replay-status"),
    boardDescription: el("replay-board-description"),
    first: button("replay-first"),
    back: button("replay-back"),
    forward: button("replay-forward"),
    last: button("replay-last"),
    position: el("replay-position"),
    live: el("replay-live"),
    reviewRound: button("replay-review"),
    reviewMatch: button("replay-review-match"),
    review: el("review"),
    reviewText: el("review-progress-text"),
    reviewProgress: byId("review-progress", HTMLProgressElement),
    reviewCancel: button("review-cancel"),
    reviewTotal: el("review-total"),
    reviewList: el("review-list"),
    sheet: el("replay-sheet"),
  },
  renderer: replayRenderer,
  words: { t, describe },
  number: (value) => value.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
  describeBoard: (view) => boardWords.describe(view),
  onClose() {
    guestRecord.closed();
    // a replay link is opened once: its fragment leaves the address
    if (replayPayload(location.hash) !== null)
      history.replaceState(history.state, "", location.pathname + location.search);
  },
});
/** The seats played by people at this device (whose moves the review looks at). @param {import("./types.js").View} view */
const seatsHere = (view) => view.seats.flatMap((_, seat) => (controller.seatKind(view, seat) === "here" ? [seat] : []));
const replaySession = engine.session("replay"); // records are read in a bridge of their own: the match is never touched
/** Whether this page's engine holds the match on the table (not an online guest's page). */
function hostsTheMatch() {
  return !online.active || online.hosting;
}
// an online guest's finished match, from the record its host sends
const guestRecord = createGuestRecord({
  engine,
  session: replaySession,
  onChange: () => summaryTools.refresh(),
  openReplay: (what, how) => replayScreen.open(what, how),
  closeReplay: () => replayScreen.close(),
});
const summaryTools = createSummaryTools({
  dom: {
    root: el("summary-replay-tools"),
    replay: button("summary-replay"),
    review: button("summary-review"),
    reviewMatch: button("summary-review-match"),
    download: byId("summary-record", HTMLAnchorElement),
    share: button("summary-replay-share"),
    shareRound: button("summary-replay-share-round"),
    url: byId("summary-replay-url", HTMLInputElement),
    shared: el("summary-replay-shared"),
  },
  async recordOf(round) {
    if (!hostsTheMatch()) return guestRecord.recordOf(round);
    return (await game.request("record", round === undefined ? {} : { round })).record;
  },
  t,
  available: () => hostsTheMatch() || guestRecord.available,
  problemWords: (problem) => problemText(problem, t, i18n.has),
  pageUrl: () => location.href,
  copyText: (text) => copyText(text),
  open(view, how) {
    if (!hostsTheMatch()) {
      guestRecord
        .open(how)
        .catch((error) => {
          if (!(error instanceof RecordProblem)) throw error;
          summaryTools.tell(problemText(error, t, i18n.has));
        })
        .catch(reportError);
      return;
    }
    const rounds = view.sheet.map((line) => line.round);
    const what = {
      engine: game,
      source: /** @type {const} */ ("match"),
      rounds,
      viewer: controller.viewer,
      seats: seatsHere(view),
      sheet: view,
    };
    replayScreen.open(what, how).catch(reportError);
  },
});
// the summary with its replay tools
const summary = {
  ...summaryPanel,
  show(view, how) {
    summaryPanel.show(view, how);
    summaryTools.show(view);
  },
  hide() {
    summaryPanel.hide();
    summaryTools.hide();
  },
};
/**
 * Replay a record (from a file or a link): the engine checks it first.
 * @param {unknown} record
 * @param {"file" | "link"} from
 * @param {Element | null} opener
 */
async function openRecord(record, from, opener) {
  await engine.ready;
  const read = await acceptRecord(replaySession, record, from);
  const humans = read.seats.flatMap((seat, index) => (seat.type === "human" ? [index] : []));
  const what = {
    engine: replaySession,
    source: /** @type {const} */ ("record"),
    rounds: read.rounds,
    viewer: humans[0] ?? 0,
    seats: humans,
    sheet: null,
  };
  await replayScreen.open(what, { opener });
}
const recordOpener = createRecordOpener({
  dom: { button: button("record-open"), input: byId("record-file", HTMLInputElement), error: el("record-error") },
  t,
  has: i18n.has,
  open: openRecord,
});
/** A replay link in the address: the replay opens over the set-up, no match starts. */
function openReplayLink() {
  const payload = replayPayload(location.hash);
  if (payload === null) return;
  recordOpener
    .openLink(async () => {
      try {
        return await readRecordPayload(payload);
      } catch (error) {
        throw linkProblem(error);
      }
    })
    .catch(reportError);
}

controller = createTableController({
  engine: game,
  renderer,
  describe,
  log,
  summary,
  t,
  getSpeed: () => speed.value,
  onNews: (events, view) => sound.tell(events, view),
  autoMove: (view) => automaticMove(view, settings.value),
  onTurn: turnSignal.update,
  onRender: (view) => {
    if (view.phase === "match_over") engineLater.matchOver();
    if (view.match_result === null) guestRecord.drop(); // a new match at the host's table: the last one's record is done with
    if (view.phase === "play" && replayScreen.source === "match") replayScreen.close(); // the match moved on: so does its replay
    el("board-description").textContent = boardWords.describe(view);
    bubbles.paint();
  },
  dom: {
    opponents: el("opponents"),
    mySeat: el("my-seat"),
    stock: el("stock"),
    round: el("round-label"),
    status: el("status-line"),
    pass: button("pass-button"),
    draw: button("draw-button"),
    hint: button("hint-button"),
    undo: button("undo-button"),
    cover: el("cover"),
    coverTitle: el("cover-title"),
    coverButton: button("cover-button"),
  },
});
settings.onChange(() => controller.reconsider()); // an automatic move switched on acts on the turn under way

// ---- set-up
/** The share link has been used: its settings go, and so does its fragment (an invitation's stays). */
function forgetLink() {
  link.settings = {};
  if (!invitation && !badInvitation && location.hash)
    history.replaceState(history.state, "", location.pathname + location.search);
}
const setupStore = createSetupStorage(storage, options);
const setupForm = createSetupScreen({
  form: byId("setup-form", HTMLFormElement),
  seatRows: el("seat-rows"),
  t,
  // a share link's settings come on top of the remembered set-up
  store: { load: () => applyLink(setupStore.load(), link.settings, options), save: setupStore.save },
  linkProblems: link.problems,
  hasSavedMatch: () => savedPanel.hasMatch(),
  options,
  async usualTarget(setup) {
    await engine.ready;
    const { players, rules } = matchRequest({ ...setup, target: "" }, options);
    return (await engine.request("rules", { players, rules })).rules.target;
  },
  async onStart(setup) {
    const failure = await startWait.untilReady();
    if (failure) {
      setupForm.showError(failure);
      return;
    }
    // The page picks every seed (from crypto), so the match can be shared and a
    // Python restored from a snapshot never repeats another's deals. A link's deals
    // are played once: its fragment leaves the address, so New match and a reload deal afresh.
    const seed = link.settings.seed ?? randomSeed();
    forgetLink();
    const seats = setup.seats.slice(0, setup.players);
    sharedMatch = { players: setup.players, preset: setup.preset, target: setup.target, seed, seats };
    if (seats.some((seat) => seat.type === FRIEND)) {
      // Friends play from their own devices: first the room and its invitation.
      /** @type {import("./network/host-session.js").PlannedSeat[]} */
      const plan = seats.map(({ type, name }) => {
        const check = optionalName(name, options.name_length); // the set-up screen let only names it takes through
        return {
          kind: type === FRIEND ? "friend" : type === "human" ? "here" : "bot",
          level: type === FRIEND || type === "human" ? null : type,
          name: check.ok ? check.name || null : name,
        };
      });
      await online.host(plan, (final, names) => {
        const chosen = final.map((seat) => ({
          type: seat.kind === "friend" ? FRIEND : seat.kind === "here" ? "human" : String(seat.level),
          name: seat.name ?? "",
        }));
        return matchRequest({ ...setup, seats: chosen }, options, { seed, names });
      });
      return;
    }
    onlineStore.forgetHost(); // a match on this device alone: no room to take back after a reload
    showTable();
    share.setAvailable(true);
    controller.start(matchRequest(setup, options, { seed })).catch(showStartFailure);
  },
});

const savedPanel = createSavedMatchPanel({
  dom: {
    offer: el("saved-match"),
    offerText: el("saved-match-text"),
    continueButton: button("continue-button"),
    problem: el("save-problem"),
    problemText: el("save-problem-text"),
    download: byId("save-download", HTMLAnchorElement),
    forget: button("save-forget"),
  },
  store: matchStore,
  t,
  formatTime(iso) {
    const time = typeof iso === "string" ? new Date(iso) : null;
    if (!time || Number.isNaN(time.getTime())) return null;
    return time.toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  },
  async onContinue(record) {
    const failure = await engineStatus.whenStarted();
    if (failure) {
      setupForm.showError(failure);
      return;
    }
    sharedMatch = sharedMatchOf(record.share, options); // null for a save without (valid) share settings
    if (await online.resumeHost(record.state)) return; // an online match: its room is opened again
    showTable();
    share.setAvailable(sharedMatch !== null);
    try {
      await controller.resume(record.state);
    } catch (error) {
      if (!refusesSave(error)) return showStartFailure(error);
      showSetup();
      throw error; // the panel sets the save aside
    }
  },
});

const statsScreen = createStatsScreen({
  dom: {
    root: el("stats"),
    opener: button("stats-button"),
    close: button("stats-close"),
    body: el("stats-body"),
    table: el("stats-table"),
    empty: el("stats-empty"),
    reset: button("stats-reset"),
    confirm: el("stats-confirm"),
    confirmYes: button("stats-reset-yes"),
    confirmNo: button("stats-reset-no"),
    problem: el("stats-problem"),
    problemText: el("stats-problem-text"),
    download: byId("stats-download", HTMLAnchorElement),
    forget: button("stats-forget"),
  },
  stats,
  present: statsKeys.present,
  t,
});

const share = createShareDialog({
  dom: {
    root: el("share"),
    opener: button("share-button"),
    close: button("share-close"),
    url: byId("share-url", HTMLInputElement),
    copy: button("share-copy"),
    copied: el("share-copied"),
  },
  t,
  currentLink: () => (sharedMatch ? shareLink(location.href, sharedMatch, options) : null),
});

// ---- offline copy and updates
const updatePrompt = createUpdatePrompt({
  banner: el("update-banner"),
  button: button("update-button"),
  saveGame: () => game.flush(),
});
// Registered once the engine is up, so that caching the site (Pyodide included) never
// competes with its first start, nor comes to a guest that has no engine yet; an engine
// that failed is told by the status bar, and nothing is registered.
engine.ready.then(
  () => registerServiceWorker({ onWaiting: (waiting) => updatePrompt.offer(waiting) }),
  () => {},
);

/** New match (the table's button, the summary's): online, asked first, and the room is told. */
async function newMatch() {
  if (online.active && !(await leaveConfirm.ask(online.hosting))) return;
  showSetup();
}
newMatchButton.addEventListener("click", () => {
  newMatch().catch(reportError);
});

// ---- keyboard play, and the rules screen (its examples in a bridge session of their own)
createKeyboard({
  table: tableScreen,
  hand: el("hand"),
  board: byId("board", SVGSVGElement),
  log: el("move-log"),
  buttons: {
    pass: button("pass-button"),
    draw: button("draw-button"),
    hint: button("hint-button"),
    undo: button("undo-button"),
  },
  overlays: [el("summary"), el("cover"), el("stats"), el("share"), el("settings-dialog"), el("replay")],
  say: (text) => log.say(text),
  boardText: () => el("board-description").textContent ?? "",
});

/** @type {ReturnType<typeof createRulesScreen>} */
let rulesScreen;
const rulesPage = createRulesPage({
  root: el("rules-screen"),
  engine: engine.session("rules"),
  t,
  describe,
  boardText: (view) => boardWords.describe(view),
  makeRenderer: (svg) => createRenderer({ board: svg, labels: { tile: describe.tile, marker: () => "" } }),
  deals: options.deals,
  onClose: () => rulesScreen.close(),
});
rulesScreen = createRulesScreen({
  button: button("rules-button"),
  root: el("rules-screen"),
  announcer: el("announcer"),
  page: rulesPage,
});

// ---- online play: a room on this page's engine, or a seat at a friend's table
const onlineStore = createOnlineStore(storage);
/** @param {string} text @returns {Promise<boolean>} */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    if (!(error instanceof DOMException)) throw error;
    return false; // refused (no permission): the player copies it by hand
  }
}
/** @param {string} prefix */
const codesDom = (prefix) => ({
  make: button(`${prefix}-make`),
  out: byId(`${prefix}-out`, HTMLTextAreaElement),
  copy: button(`${prefix}-copy`),
  input: byId(`${prefix}-in`, HTMLTextAreaElement),
  connect: button(`${prefix}-connect`),
  status: el(`${prefix}-status`),
});
const codes = {
  lobby: createCodesPanel({ dom: codesDom("lobby-code"), t, copyText }),
  bar: createCodesPanel({ dom: codesDom("online-code"), t, copyText }),
};
/** The engine's rule for a player's name (a friend's, typed in the lobby and checked again by the host). @param {string} text */
const checkName = (text) => cleanName(text, options.name_length);
const lobby = createLobbyScreen({
  dom: {
    root: lobbyScreen,
    title: el("lobby-title"),
    status: el("lobby-status"),
    invite: el("lobby-invite"),
    link: byId("lobby-link", HTMLInputElement),
    copy: button("lobby-copy"),
    share: button("lobby-share"),
    qrButton: button("lobby-qr-button"),
    qr: byId("lobby-qr", HTMLImageElement),
    copied: el("lobby-copied"),
    codes: byId("lobby-codes", HTMLDetailsElement),
    codesAbout: el("lobby-codes-about"),
    join: byId("lobby-join", HTMLFormElement),
    name: byId("lobby-name", HTMLInputElement),
    seats: el("lobby-seats"),
    error: el("lobby-error"),
    ownGame: button("lobby-own-game"),
    start: button("lobby-start"),
    leave: button("lobby-leave"),
  },
  t,
  seatLabel: (seat, index) =>
    seat.name ??
    (seat.kind === "friend"
      ? t("online.friend")
      : seat.kind === "bot"
        ? t(`setup.bot.${seat.level}`)
        : t("name.human", { n: index + 1 })),
  checkName,
  nameProblem: (reason) => t(nameReasonKey(reason), options.name_length),
  codes: codes.lobby,
  on: {
    start: () => void online.startMatch().catch(reportError),
    leave: () => showSetup(),
    join: (name, seat) => online.actions.join(name, seat),
    bot: (seat) => online.actions.botInLobby(seat),
    copy: () => void online.actions.copyLink().catch(reportError),
    share: () => void online.actions.shareLink().catch(reportError),
    qr: () => online.actions.showQr(byId("lobby-qr", HTMLImageElement)),
  },
});
const bar = createTableBar({
  dom: {
    root: el("online-bar"),
    alert: el("online-alert"),
    status: el("online-status"),
    away: el("online-away"),
    codes: byId("online-codes", HTMLDetailsElement),
    phrases: el("online-phrases"),
  },
  t,
  phrases: PHRASES,
  log,
  codes: codes.bar,
  on: { say: (phrase) => online.actions.say(phrase), standIn: (seat) => online.actions.standIn(seat) },
});
const bubbles = createSaidBubbles({ table: tableScreen });
const leaveConfirm = createLeaveConfirm({
  dom: {
    root: el("leave-online"),
    ask: el("leave-online-ask"),
    yes: button("leave-online-yes"),
    no: button("leave-online-no"),
  },
  t,
});
const online = createOnlinePlay({
  network: () => import("./network/connect.js"),
  store: onlineStore,
  keyStore: createKeyStore(globalThis.indexedDB),
  options,
  checkName,
  lobby,
  bar,
  codes,
  controller,
  engine: game,
  summary,
  describe,
  t,
  screens: { lobby: showLobby, table: showTable },
  pageUrl: () => location.href,
  said(seat, phrase) {
    const view = controller.view;
    const name = view ? describe.seatName(view, seat) : t("online.seat.label", { n: seat + 1, name: "" });
    const words = t(`phrase.${phrase}`);
    log.add(t("online.said", { name, phrase: words }));
    bubbles.show(seat, words);
  },
  onStartFailure: showStartFailure,
  matchRecord(payload, seat) {
    guestRecord
      .receive(payload, seat)
      .catch((error) => {
        if (!(error instanceof RecordProblem)) throw error;
        console.warn(`The host's record of the match was refused: ${error.message}`);
      })
      .catch(reportError);
  },
});
button("join-code-button").addEventListener("click", () => online.joinByCode());
if (invitation) online.join(invitation).catch(reportError);
else if (onlineStore.codes.load()) online.joinByCode(); // reached by code before a reload: a new code brings it back
if (badInvitation) setupForm.showError(t("online.link.bad"));
openReplayLink();
addEventListener("hashchange", openReplayLink); // a replay link pasted into this page's address

function applyLanguage() {
  i18n.translateDom(document);
  languagePicker.refresh();
  engineStatus.refresh();
  startWait.refresh();
  setupForm.refresh();
  controller.refresh();
  summary.refresh();
  replayScreen.refresh();
  recordOpener.refresh();
  rulesPage.refresh();
  savedPanel.refresh();
  statsScreen.refresh();
  lobby.refresh();
  bar.refresh();
  codes.lobby.refresh();
  codes.bar.refresh();
  leaveConfirm.refresh();
}
i18n.onChange(applyLanguage);
applyLanguage();
document.body.dataset.shell = "ready";
