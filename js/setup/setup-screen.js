// The set-up form: players, seats (human or bot level, name), preset, target.
// It only gathers choices; the engine judges them when the match starts.
import { SEAT_TYPES } from "./setup-storage.js";

/**
 * @param {{form: HTMLFormElement, seatRows: HTMLElement, t: Function, store: {load, save},
 *          usualTarget: (setup) => Promise<number | null>, onStart: (setup) => Promise<void>}} deps
 */
export function createSetupScreen({ form, seatRows, t, store, usualTarget, onStart }) {
  let setup = store.load();
  const error = form.querySelector("#setup-error");
  const targetInput = form.querySelector("#target-input");
  const targetRow = form.querySelector("#target-row");
  const partnershipNote = form.querySelector("#partnership-note");
  const startButton = form.querySelector("#start-button");

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
    name.maxLength = 24;
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

  function render() {
    seatRows.replaceChildren(...[0, 1, 2, 3].map(seatRow));
    [...seatRows.children].forEach((row, i) => {
      row.hidden = i >= setup.players;
    });
    form.querySelector(`input[name=preset][value=${setup.preset}]`).checked = true;
    form.querySelector(`input[name=players][value="${setup.players}"]`).checked = true;
    targetInput.value = setup.target;
    targetRow.hidden = setup.preset === "quick";
    partnershipNote.hidden = setup.preset !== "partnership";
    showUsualTarget();
  }

  // The engine knows the usual target (100 or 61); the empty field shows it once asked.
  let asked = 0;
  function showUsualTarget() {
    const question = ++asked;
    targetInput.placeholder = "";
    usualTarget(structuredClone(setup))
      .then((target) => {
        if (question === asked) targetInput.placeholder = target == null ? "" : String(target);
      })
      .catch(() => {});
  }

  form.addEventListener("change", (event) => {
    const { name, value } = event.target;
    if (name === "preset") {
      setup.preset = value;
      if (value === "partnership") setup.players = 4;
      render();
    } else if (name === "players") {
      setup.players = Number(value);
      if (setup.players !== 4 && setup.preset === "partnership") setup.preset = "classic";
      render();
    }
  });
  targetInput.addEventListener("input", () => {
    setup.target = targetInput.value.trim();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    // The field's own limits (min, max, step in index.html) are checked here, so the
    // player reads what is wrong rather than the engine's general refusal.
    if (!targetRow.hidden && !targetInput.checkValidity()) {
      error.textContent = t("setup.target.invalid", { min: targetInput.min, max: targetInput.max });
      error.hidden = false;
      targetInput.focus();
      return;
    }
    store.save(setup);
    startButton.disabled = true;
    try {
      await onStart(structuredClone(setup));
    } catch (problem) {
      error.textContent = problem.message;
      error.hidden = false;
    } finally {
      startButton.disabled = false;
    }
  });

  render();
  return {
    /** Re-draw in the current language. */
    refresh: render,
  };
}
