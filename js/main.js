// Wires the page together: i18n, the engine worker, the set-up screen and the table.
import { createI18n, CATALOGS } from "./i18n.js";
import { createEngineClient } from "./engine-client.js";
import { createDescriber } from "./describe.js";
import { createRenderer } from "./renderer.js";
import { createMoveLog } from "./move-log.js";
import { createRoundSummary } from "./round-summary.js";
import { createSetupScreen } from "./setup-screen.js";
import { createSetupStorage, matchRequest } from "./setup-storage.js";
import { createTableController, SPEEDS } from "./table-controller.js";

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

/** A seed from the URL fragment (#seed=123) makes a match repeatable. */
function seedFromUrl() {
  const match = /(?:^|[#&])seed=(\d{1,18})(?:&|$)/.exec(location.hash);
  return match ? Number(match[1]) : null;
}

const storage = safeStorage();
const i18n = createI18n({ storage, languages: navigator.languages });
const { t } = i18n;
const describe = createDescriber(t, i18n.has);

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
const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
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
  engine,
  renderer,
  describe,
  log,
  summary,
  t,
  getSpeed: () => speedSelect.value,
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
const setupForm = createSetupScreen({
  form: $("setup-form"),
  seatRows: $("seat-rows"),
  t,
  store: createSetupStorage(storage),
  async onStart(setup) {
    if (engineFailure) throw new Error(t("engine.failed", { reason: engineFailure.message }));
    statusLabel.textContent = t(`engine.${engineStage}`);
    try {
      await engine.ready;
    } catch (error) {
      throw new Error(t("engine.failed", { reason: error.message }));
    }
    const params = matchRequest(setup, seedFromUrl());
    setupScreen.hidden = true;
    tableScreen.hidden = false;
    newMatchButton.hidden = false;
    controller.start(params).catch((error) => {
      showSetup();
      const box = $("setup-error");
      box.textContent = error.code ? t("error.engine", { message: error.message }) : t("error.generic", { message: error.message });
      box.hidden = false;
    });
  },
});

newMatchButton.addEventListener("click", showSetup);

function applyLanguage() {
  i18n.translateDom(document);
  langSelect.value = i18n.language;
  statusLabel.textContent = engineFailure
    ? t("engine.failed", { reason: engineFailure.message })
    : t(document.body.dataset.engine === "ready" ? "engine.ready" : `engine.${engineStage}`);
  setupForm.refresh();
  controller.refresh();
}
langSelect.addEventListener("change", () => i18n.setLanguage(langSelect.value));
i18n.onChange(applyLanguage);
applyLanguage();
document.body.dataset.shell = "ready";
