// The set-up form: players, seats (human or bot level, name), preset, target.
// It only gathers choices; the engine judges them when the match starts. It also
// shows what went wrong before a match could start (a bad share link, a refusal).
import { EngineError } from "../engine/engine-client.js";
import { byId } from "../page/dom.js";
import { LIMITS, SEAT_TYPES } from "./setup-storage.js";

/** @typedef {import("./setup-storage.js").Setup} Setup */

/**
 * @param {{form: HTMLFormElement, seatRows: HTMLElement, t: import("../i18n/i18n.js").Translate,
 *          store: {load: () => Setup, save: (setup: Setup) => void},
 *          usualTarget: (setup: Setup) => Promise<number | null>, onStart: (setup: Setup) => Promise<void>,
 *          linkProblem?: import("./share-link.js").BadLink | null,
 *          limits?: import("./setup-storage.js").SetupLimits}} deps
 *   usualTarget: the engine's target for a set-up with none typed in; onStart: start the match;
 *   linkProblem: what is wrong with the page's share link, told above the form
 */
export function createSetupScreen({
  form,
  seatRows,
  t,
  store,
  usualTarget,
  onStart,
  linkProblem = null,
  limits = LIMITS,
}) {
  let setup = store.load();
  const error = byId("setup-error", HTMLElement, form);
  const linkBox = byId("link-problem", HTMLElement, form);
  const targetInput = byId("target-input", HTMLInputElement, form);
  const targetRow = byId("target-row", HTMLElement, form);
  const partnershipNote = byId("partnership-note", HTMLElement, form);
  const startButton = byId("start-button", HTMLButtonElement, form);
  targetInput.min = String(limits.target.min);
  targetInput.max = String(limits.target.max);

  /** @param {number} index */
  function seatRow(index) {
    const row = document.createElement("fieldset");
    row.className = "seat-row";
    row.dataset.seat = String(index);
    const legend = document.createElement("legend");
    legend.textContent = t("setup.seat", { n: index + 1 });
    const type = document.createElement("select");
    type.name = `seat-${index}-type`;
    type.setAttribute("aria-label", t("setup.seat.type", { n: index + 1 }));
    for (const value of SEAT_TYPES) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = t(value === "human" ? "setup.human" : `setup.bot.${value}`);
      type.appendChild(option);
    }
    type.value = setup.seats[index].type;
    const name = document.createElement("input");
    name.type = "text";
    name.name = `seat-${index}-name`;
    name.maxLength = limits.name_length.max;
    name.autocomplete = "off";
    name.placeholder = t("setup.name");
    name.setAttribute("aria-label", t("setup.seat.name", { n: index + 1 }));
    name.value = setup.seats[index].name;
    type.addEventListener("change", () => {
      setup.seats[index].type = type.value;
    });
    name.addEventListener("input", () => {
      setup.seats[index].name = name.value;
    });
    row.append(legend, type, name);
    return row;
  }

  /**
   * @param {string} name the radio group
   * @param {string} value
   */
  function check(name, value) {
    const input = form.querySelector(`input[name="${name}"][value="${value}"]`);
    if (!(input instanceof HTMLInputElement)) throw new Error(`The set-up form has no ${name} "${value}"`);
    input.checked = true;
  }

  function render() {
    seatRows.replaceChildren(...setup.seats.map((_, index) => seatRow(index)));
    [...seatRows.children].forEach((row, i) => {
      if (row instanceof HTMLElement) row.hidden = i >= setup.players;
    });
    check("preset", setup.preset);
    check("players", String(setup.players));
    targetInput.value = setup.target;
    targetRow.hidden = setup.preset === "quick";
    partnershipNote.hidden = setup.preset !== "partnership";
    linkBox.hidden = !linkProblem;
    if (linkProblem)
      linkBox.textContent = t(`link.${linkProblem.code}`, { name: linkProblem.param, value: linkProblem.value });
    showUsualTarget();
  }

  // The engine knows the usual target (100 or 61); the empty field shows it once asked.
  // An engine that refuses or has not started leaves the field without it.
  let asked = 0;
  function showUsualTarget() {
    const question = ++asked;
    targetInput.placeholder = "";
    usualTarget(structuredClone(setup)).then(
      (target) => {
        if (question === asked) targetInput.placeholder = target == null ? "" : String(target);
      },
      (problem) => {
        if (!(problem instanceof EngineError)) throw problem;
      },
    );
  }

  /**
   * Tell why a match could not start (cleared by the next Start).
   * @param {string} text
   * @param {string} [detail] a tooltip, e.g. the engine's own words
   */
  function showError(text, detail = "") {
    error.textContent = text;
    error.title = detail;
    error.hidden = false;
  }

  function clearError() {
    error.hidden = true;
    error.removeAttribute("title");
  }

  form.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (input.name === "preset") {
      setup.preset = input.value;
      if (input.value === "partnership") setup.players = 4;
      render();
    } else if (input.name === "players") {
      setup.players = Number(input.value);
      if (setup.players !== 4 && setup.preset === "partnership") setup.preset = "classic";
      render();
    }
  });
  targetInput.addEventListener("input", () => {
    setup.target = targetInput.value.trim();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearError();
    // The field's own limits (min, max, step in index.html) are checked here, so the
    // player reads what is wrong rather than the engine's general refusal.
    if (!targetRow.hidden && !targetInput.checkValidity()) {
      showError(t("setup.target.invalid", { min: targetInput.min, max: targetInput.max }));
      targetInput.focus();
      return;
    }
    store.save(setup);
    startButton.disabled = true;
    try {
      await onStart(structuredClone(setup));
    } finally {
      startButton.disabled = false;
    }
  });

  render();
  return {
    /** Re-draw in the current language. */
    refresh: render,
    showError,
  };
}
