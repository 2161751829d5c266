// Wires the page together: i18n, the engine worker, the set-up screen and the table.
import { releaseEarlyEvents, worker, workerUrl } from "./engine/engine-boot.js"; // first: the worker starts before the rest runs
import { createI18n, CATALOGS } from "./i18n/i18n.js";
import { createEngineClient } from "./engine/engine-client.js";
import { createDescriber } from "./table/describe.js";
import { createRenderer } from "./table/renderer.js";
import { createMoveLog } from "./table/move-log.js";
import { createRoundSummary } from "./table/round-summary.js";
import { createSetupScreen } from "./setup/setup-screen.js";
import { createSetupStorage, matchRequest } from "./setup/setup-storage.js";
import { createTableController, SPEEDS } from "./table/table-controller.js";
import { createMatchStore } from "./storage/match-store.js";
import { createSavingEngine } from "./engine/saving-engine.js";
import { createSavedMatchPanel } from "./setup/saved-match-panel.js";
import { createStats } from "./storage/stats.js";
import { createStatsScreen } from "./page/stats-screen.js";
import { createStatsKeys } from "./storage/stats-keys.js";
import {
  BadLink,
  applyLink,
  parseShareLink,
  randomSeed,
  shareFragment,
  shareLink,
  sharedMatchOf,
} from "./setup/share-link.js";
import { createShareDialog } from "./setup/share-dialog.js";
import { registerServiceWorker } from "./page/service-worker-registration.js";
import { createUpdatePrompt } from "./page/update-prompt.js";
import { watchStart } from "./engine/warm-start.js";
import { createBoardDescriber } from "./table/board-description.js";
import { createKeyboard } from "./table/keyboard.js";
import { createRulesPage } from "./page/rules-page.js";

const $ = (id) => document.getElementById(id);
const SPEED_KEY = "blockdominoes.speed";

function safeStorage() {
  try {
    const probe = "blockdominoes.probe";
    localStorage.setItem(probe, "1");
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return null;
  }
}

/** The share link in the URL fragment (#players=3&preset=classic&seed=123): {settings, problem}. */
function readShareLink() {
  try {
    return { settings: parseShareLink(location.hash), problem: null };
  } catch (error) {
    if (!(error instanceof BadLink)) throw error;
    return { settings: {}, problem: error };
  }
}
const link = readShareLink();

const storage = safeStorage();
const i18n = createI18n({ storage, languages: navigator.languages });
const { t } = i18n;
const describe = createDescriber(t, i18n.has);
const boardWords = createBoardDescriber(t, describe.tile);

// ---- language and speed pickers
const langSelect = $("lang-select");
for (const code of i18n.languages) {
  const option = document.createElement("option");
  option.value = code;
  option.textContent = CATALOGS[code]["lang.name"]; // each language named in itself
  langSelect.appendChild(option);
}
const speedSelect = $("speed-select");
const savedSpeed = storage?.getItem(SPEED_KEY);
if (savedSpeed in SPEEDS) speedSelect.value = savedSpeed;
speedSelect.addEventListener("change", () => storage?.setItem(SPEED_KEY, speedSelect.value));

// ---- engine
const statusBox = $("engine-status");
const statusLabel = $("engine-label");
const progressBar = $("engine-progress");
let engineStage = "runtime";
let engineFailure = null;
watchStart({ worker, workerUrl });
const engine = createEngineClient(worker, {
  onProgress(stage, fraction) {
    engineStage = stage;
    progressBar.value = fraction;
    statusLabel.textContent = t(`engine.${stage}`);
  },
});
engine.ready.then(
  () => {
    statusLabel.textContent = t("engine.ready");
    progressBar.value = 1;
    statusBox.classList.add("is-ready");
    document.body.dataset.engine = "ready";
  },
  (error) => {
    engineFailure = error;
    statusBox.classList.add("is-failed");
    statusLabel.textContent = t("engine.failed", { reason: error.message });
    progressBar.hidden = true;
    document.body.dataset.engine = "failed";
  },
);
releaseEarlyEvents();

// ---- saves and statistics: every change of the match is saved and counted
const matchStore = createMatchStore(storage);
const statsKeys = createStatsKeys({ defaultName: describe.defaultName, t, catalogs: CATALOGS });
const stats = createStats({ storage, keyOf: statsKeys.keyOf, keyOfOldRow: statsKeys.keyOfOldRow });
let sharedMatch = null; // the settings and seed of the match on, for the share link
const game = createSavingEngine(engine, {
  store: matchStore,
  onEvents: stats.record,
  shareOf: () => (sharedMatch ? shareFragment(sharedMatch) : null),
});

// ---- table
let controller;
const log = createMoveLog({ list: $("move-log"), announcer: $("announcer") });
const renderer = createRenderer({
  board: $("board"),
  hand: $("hand"),
  labels: {
    tile: describe.tile,
    marker: (end, tile) => controller.markerLabel(end, tile),
  },
  onSelect: (...args) => controller.handlers.onSelect(...args),
  onActivate: (...args) => controller.handlers.onActivate(...args),
  onMarker: (...args) => controller.handlers.onMarker(...args),
  onDrop: (...args) => controller.handlers.onDrop(...args),
});
const setupScreen = $("setup-screen");
const tableScreen = $("table-screen");
const newMatchButton = $("new-match-button");

function showSetup() {
  controller.stop();
  savedPanel.refresh();
  share.setAvailable(false);
  tableScreen.hidden = true;
  newMatchButton.hidden = true;
  setupScreen.hidden = false;
  setupScreen.querySelector("input, select, button")?.focus();
}

const summary = createRoundSummary({
  root: $("summary"),
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
  getSpeed: () => speedSelect.value,
  onRender: (view) => {
    $("board-description").textContent = boardWords.describe(view);
  },
  dom: {
    opponents: $("opponents"),
    mySeat: $("my-seat"),
    stock: $("stock"),
    round: $("round-label"),
    status: $("status-line"),
    pass: $("pass-button"),
    draw: $("draw-button"),
    hint: $("hint-button"),
    cover: $("cover"),
    coverTitle: $("cover-title"),
    coverButton: $("cover-button"),
  },
});

// ---- set-up
async function engineStarted() {
  if (engineFailure) throw new Error(t("engine.failed", { reason: engineFailure.message }));
  statusLabel.textContent = t(`engine.${engineStage}`);
  try {
    await engine.ready;
  } catch (error) {
    throw new Error(t("engine.failed", { reason: error.message }));
  }
}

function showTable() {
  setupScreen.hidden = true;
  tableScreen.hidden = false;
  newMatchButton.hidden = false;
}

const setupStore = createSetupStorage(storage);
const setupForm = createSetupScreen({
  form: $("setup-form"),
  seatRows: $("seat-rows"),
  t,
  // a share link's settings come on top of the remembered set-up
  store: { load: () => applyLink(setupStore.load(), link.settings), save: setupStore.save },
  async usualTarget(setup) {
    await engine.ready;
    const { players, rules } = matchRequest({ ...setup, target: "" });
    return (await engine.request("rules", { players, rules })).rules.target;
  },
  async onStart(setup) {
    await engineStarted();
    // The page picks every seed (from crypto), so the match can be shared and a
    // Python restored from a snapshot never repeats another's deals.
    const seed = link.settings.seed ?? randomSeed();
    const params = matchRequest(setup, seed);
    sharedMatch = { players: setup.players, preset: setup.preset, target: setup.target, seed };
    showTable();
    share.setAvailable(true);
    controller.start(params).catch((error) => {
      showSetup();
      const box = $("setup-error");
      box.textContent = describe.error(error);
      box.title = describe.errorDetail(error);
      box.hidden = false;
    });
  },
});

const savedPanel = createSavedMatchPanel({
  dom: {
    offer: $("saved-match"),
    offerText: $("saved-match-text"),
    continueButton: $("continue-button"),
    problem: $("save-problem"),
    problemText: $("save-problem-text"),
    download: $("save-download"),
    forget: $("save-forget"),
  },
  store: matchStore,
  t,
  formatTime: (iso) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }),
  async onContinue(record) {
    await engineStarted();
    sharedMatch = sharedMatchOf(record.share); // null for a save without (valid) share settings
    showTable();
    share.setAvailable(sharedMatch !== null);
    try {
      await controller.resume(record.state);
    } catch (error) {
      showSetup();
      throw error;
    }
  },
});

const statsScreen = createStatsScreen({
  dom: {
    root: $("stats"),
    opener: $("stats-button"),
    close: $("stats-close"),
    body: $("stats-body"),
    table: $("stats-table"),
    empty: $("stats-empty"),
    reset: $("stats-reset"),
    confirm: $("stats-confirm"),
    confirmYes: $("stats-reset-yes"),
    confirmNo: $("stats-reset-no"),
  },
  stats,
  labelOf: statsKeys.labelOf,
});

const share = createShareDialog({
  dom: {
    root: $("share"),
    opener: $("share-button"),
    close: $("share-close"),
    url: $("share-url"),
    copy: $("share-copy"),
    copied: $("share-copied"),
  },
  t,
  currentLink: () => (sharedMatch ? shareLink(location.href, sharedMatch) : null),
});

function showLinkProblem() {
  const box = $("link-problem");
  box.hidden = !link.problem;
  if (link.problem)
    box.textContent = t(`link.${link.problem.code}`, { name: link.problem.param, value: link.problem.value });
}

// ---- offline copy and updates
const updatePrompt = createUpdatePrompt({
  banner: $("update-banner"),
  button: $("update-button"),
  saveGame: () => game.flush(),
});
// Registered once the engine is up, so that caching the site never competes with its first start.
engine.ready.then(
  () => registerServiceWorker({ onWaiting: (waiting) => updatePrompt.offer(waiting) }),
  () => {},
);

newMatchButton.addEventListener("click", showSetup);

// ---- keyboard play, and the rules screen (its examples in a bridge session of their own)
createKeyboard({
  table: tableScreen,
  hand: $("hand"),
  board: $("board"),
  log: $("move-log"),
  buttons: { pass: $("pass-button"), draw: $("draw-button"), hint: $("hint-button") },
  overlays: [$("summary"), $("cover"), $("stats"), $("share")],
  say: (text) => log.say(text),
  boardText: () => $("board-description").textContent,
});

const rulesButton = $("rules-button");
const announcer = $("announcer");
let focusBeforeRules = null;
const rulesPage = createRulesPage({
  root: $("rules-screen"),
  engine: engine.session("rules"),
  t,
  describe,
  boardText: (view) => boardWords.describe(view),
  makeRenderer: (svg) => createRenderer({ board: svg, hand: null, labels: { tile: describe.tile, marker: () => "" } }),
  onClose: closeRules,
});

function openRules() {
  focusBeforeRules = document.activeElement;
  document.body.dataset.screen = "rules";
  announcer.hidden = true; // bots may go on playing: silent here, the log keeps their moves
  rulesPage.open();
}

function closeRules() {
  delete document.body.dataset.screen;
  announcer.hidden = false;
  rulesPage.close();
  const back = focusBeforeRules?.isConnected && !focusBeforeRules.closest("[hidden]") ? focusBeforeRules : rulesButton;
  back.focus();
}

rulesButton.addEventListener("click", openRules);
$("rules-screen").addEventListener("keydown", (event) => {
  if (event.key === "Escape") closeRules();
});

function applyLanguage() {
  i18n.translateDom(document);
  langSelect.value = i18n.language;
  statusLabel.textContent = engineFailure
    ? t("engine.failed", { reason: engineFailure.message })
    : t(document.body.dataset.engine === "ready" ? "engine.ready" : `engine.${engineStage}`);
  setupForm.refresh();
  controller.refresh();
  rulesPage.refresh();
  savedPanel.refresh();
  statsScreen.refresh();
  showLinkProblem();
}
langSelect.addEventListener("change", () => i18n.setLanguage(langSelect.value));
i18n.onChange(applyLanguage);
applyLanguage();
document.body.dataset.shell = "ready";
