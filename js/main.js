// Wires the page together: creates each part with what it needs and connects them.
// Every job is done in a module of its own (README, "Modules"); this file only
// looks up the page's elements and passes them, and one part's news, to another.
import { releaseEarlyEvents, worker, workerUrl } from "./engine/engine-boot.js"; // first: the worker starts before the rest runs
import { createI18n, CATALOGS } from "./i18n/i18n.js";
import { EngineError, createEngineClient } from "./engine/engine-client.js";
import { createDescriber } from "./table/describe.js";
import { createRenderer } from "./table/renderer.js";
import { createMoveLog } from "./table/move-log.js";
import { createRoundSummary } from "./table/round-summary.js";
import { createSetupScreen } from "./setup/setup-screen.js";
import { createSetupStorage, matchRequest } from "./setup/setup-storage.js";
import { createTableController, SPEEDS } from "./table/table-controller.js";
import { createMatchStore } from "./storage/match-store.js";
import { usableStorage } from "./storage/stored-json.js";
import { createSavingEngine } from "./engine/saving-engine.js";
import { createSavedMatchPanel, refusesSave } from "./setup/saved-match-panel.js";
import { createStats } from "./storage/stats.js";
import { createStatsScreen } from "./page/stats-screen.js";
import { createStatsKeys } from "./storage/stats-keys.js";
import { applyLink, randomSeed, readShareLink, shareFragment, shareLink, sharedMatchOf } from "./setup/share-link.js";
import { createShareDialog } from "./setup/share-dialog.js";
import { registerServiceWorker } from "./page/service-worker-registration.js";
import { createUpdatePrompt } from "./page/update-prompt.js";
import { watchStart } from "./engine/warm-start.js";
import { createBoardDescriber } from "./table/board-description.js";
import { createKeyboard } from "./table/keyboard.js";
import { createRulesPage } from "./page/rules-page.js";
import { createRulesScreen } from "./page/rules-screen.js";
import { createEngineStatus } from "./page/engine-status.js";
import { createLanguagePicker, createSpeedPicker } from "./page/pickers.js";
import { byId } from "./page/dom.js";

const el = (/** @type {string} */ id) => byId(id, HTMLElement);
const button = (/** @type {string} */ id) => byId(id, HTMLButtonElement);

const link = readShareLink(location.hash); // #players=3&preset=classic&seed=123
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

// ---- engine
const engineStatus = createEngineStatus({
  dom: { box: el("engine-status"), label: el("engine-label"), progress: byId("engine-progress", HTMLProgressElement) },
  page: document.body,
  t,
});
watchStart({ worker, workerUrl });
const engine = createEngineClient(worker, { onProgress: engineStatus.progress });
engineStatus.watch(engine.ready);
releaseEarlyEvents();

// ---- saves and statistics: every change of the match is saved and counted
const matchStore = createMatchStore(storage);
const statsKeys = createStatsKeys({ defaultName: describe.defaultName, t, catalogs: CATALOGS });
const stats = createStats({ storage, keyOf: statsKeys.keyOf, keyOfOldRow: statsKeys.keyOfOldRow });
/** @type {import("./setup/share-link.js").SharedMatch | null} the match on, for the share link */
let sharedMatch = null;
const game = createSavingEngine(engine, {
  store: matchStore,
  onEvents: stats.record,
  shareOf: () => (sharedMatch ? shareFragment(sharedMatch) : null),
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
});
const setupScreen = el("setup-screen");
const tableScreen = el("table-screen");
const newMatchButton = button("new-match-button");

function showSetup() {
  controller.stop();
  savedPanel.refresh();
  share.setAvailable(false);
  tableScreen.hidden = true;
  newMatchButton.hidden = true;
  setupScreen.hidden = false;
  /** @type {HTMLElement | null} */ (setupScreen.querySelector("input, select, button"))?.focus();
}

function showTable() {
  setupScreen.hidden = true;
  tableScreen.hidden = false;
  newMatchButton.hidden = false;
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

const summary = createRoundSummary({
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
  },
  renderer,
  describe,
  t,
  onNext: () => controller.nextRound(),
  onNewMatch: showSetup,
});

controller = createTableController({
  engine: game,
  renderer,
  describe,
  log,
  summary,
  t,
  getSpeed: () => speed.value,
  onRender: (view) => {
    el("board-description").textContent = boardWords.describe(view);
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
    cover: el("cover"),
    coverTitle: el("cover-title"),
    coverButton: button("cover-button"),
  },
});

// ---- set-up
const setupStore = createSetupStorage(storage);
const setupForm = createSetupScreen({
  form: byId("setup-form", HTMLFormElement),
  seatRows: el("seat-rows"),
  t,
  // a share link's settings come on top of the remembered set-up
  store: { load: () => applyLink(setupStore.load(), link.settings), save: setupStore.save },
  linkProblem: link.problem,
  async usualTarget(setup) {
    await engine.ready;
    const { players, rules } = matchRequest({ ...setup, target: "" });
    return (await engine.request("rules", { players, rules })).rules.target;
  },
  async onStart(setup) {
    const failure = await engineStatus.whenStarted();
    if (failure) {
      setupForm.showError(failure);
      return;
    }
    // The page picks every seed (from crypto), so the match can be shared and a
    // Python restored from a snapshot never repeats another's deals.
    const seed = link.settings.seed ?? randomSeed();
    const params = matchRequest(setup, seed);
    sharedMatch = { players: setup.players, preset: setup.preset, target: setup.target, seed };
    showTable();
    share.setAvailable(true);
    controller.start(params).catch(showStartFailure);
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
  formatTime: (iso) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }),
  async onContinue(record) {
    const failure = await engineStatus.whenStarted();
    if (failure) {
      setupForm.showError(failure);
      return;
    }
    sharedMatch = sharedMatchOf(record.share); // null for a save without (valid) share settings
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
  },
  stats,
  labelOf: statsKeys.labelOf,
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
  currentLink: () => (sharedMatch ? shareLink(location.href, sharedMatch) : null),
});

// ---- offline copy and updates
const updatePrompt = createUpdatePrompt({
  banner: el("update-banner"),
  button: button("update-button"),
  saveGame: () => game.flush(),
});
// Registered once the engine is up, so that caching the site never competes with its
// first start; an engine that failed is told by the status bar, and nothing is registered.
engine.ready.then(
  () => registerServiceWorker({ onWaiting: (waiting) => updatePrompt.offer(waiting) }),
  () => {},
);

newMatchButton.addEventListener("click", showSetup);

// ---- keyboard play, and the rules screen (its examples in a bridge session of their own)
createKeyboard({
  table: tableScreen,
  hand: el("hand"),
  board: byId("board", SVGSVGElement),
  log: el("move-log"),
  buttons: { pass: button("pass-button"), draw: button("draw-button"), hint: button("hint-button") },
  overlays: [el("summary"), el("cover"), el("stats"), el("share")],
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
  onClose: () => rulesScreen.close(),
});
rulesScreen = createRulesScreen({
  button: button("rules-button"),
  root: el("rules-screen"),
  announcer: el("announcer"),
  page: rulesPage,
});

function applyLanguage() {
  i18n.translateDom(document);
  languagePicker.refresh();
  engineStatus.refresh();
  setupForm.refresh();
  controller.refresh();
  rulesPage.refresh();
  savedPanel.refresh();
  statsScreen.refresh();
}
i18n.onChange(applyLanguage);
applyLanguage();
document.body.dataset.shell = "ready";
