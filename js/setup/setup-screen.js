// The set-up form: players, seats (a person here, a friend on their own device, or a
// bot's level; a name), preset, target. Its choices and limits are the engine's
// (`options`); it only gathers them, and the engine judges them when the match starts.
// It also shows what went wrong before a match could start (a bad share link, a refusal),
// and asks before a new match replaces the saved one. A name the engine would refuse
// (player-name.js has its rule) is told as it is typed and stops Start.
import { EngineError } from "../engine/engine-client.js";
import { byId } from "../page/dom.js";
import { presetFor, presetOf, seatChoices } from "./engine-options.js";
import { FRIEND } from "./setup-storage.js";
import { nameReasonKey, optionalName } from "./player-name.js";

/** @typedef {import("./setup-storage.js").Setup} Setup */

/** How much of a link's parameter is told back: a long one would only widen the page. */
const ECHO_LENGTH = 40;
/** @param {string} text */
const echo = (text) => (text.length > ECHO_LENGTH ? `${text.slice(0, ECHO_LENGTH)}…` : text);

/**
 * @param {{form: HTMLFormElement, seatRows: HTMLElement, t: import("../i18n/i18n.js").Translate,
 *          store: {load: () => Setup, save: (setup: Setup) => void},
 *          usualTarget: (setup: Setup) => Promise<number | null>, onStart: (setup: Setup) => Promise<void>,
 *          linkProblems?: import("./share-link.js").BadLink[],
 *          hasSavedMatch?: () => boolean,
 *          options: import("../types.js").Options}} deps
 *   usualTarget: the engine's target for a set-up with none typed in; onStart: start the match
 *   (or invite friends, when a seat is a friend's); linkProblems: what is wrong with the page's
 *   share link, every problem, told above the form; hasSavedMatch: whether a match in progress is saved
 *   (Start then asks before replacing it); options: the engine's set-up options
 */
export function createSetupScreen({
  form,
  seatRows,
  t,
  store,
  usualTarget,
  onStart,
  linkProblems = [],
  hasSavedMatch = () => false,
  options,
}) {
  let setup = store.load();
  const error = byId("setup-error", HTMLElement, form);
  const linkBox = byId("link-problem", HTMLElement, form);
  const targetInput = byId("target-input", HTMLInputElement, form);
  const targetRow = byId("target-row", HTMLElement, form);
  const partnershipNote = byId("partnership-note", HTMLElement, form);
  const startButton = byId("start-button", HTMLButtonElement, form);
  const onlineButton = byId("online-button", HTMLButtonElement, form);
  const replaceConfirm = byId("replace-confirm", HTMLElement, form);
  const replaceYes = byId("replace-yes", HTMLButtonElement, form);
  const replaceNo = byId("replace-no", HTMLButtonElement, form);
  targetInput.min = String(options.target.min);
  targetInput.max = String(options.target.max);
  const choices = [...seatChoices(options), FRIEND];
  /** @param {string} choice */
  const choiceLabel = (choice) =>
    t(choice === "human" ? "setup.human" : choice === FRIEND ? "setup.friend" : `setup.bot.${choice}`);

  /**
   * Why the engine would refuse a seat's name, in words, or "" when it takes it (or it is empty).
   * @param {string} text
   */
  function nameProblem(text) {
    const check = optionalName(text, options.name_length);
    return check.ok ? "" : t(nameReasonKey(check.reason), options.name_length);
  }

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
    for (const value of choices) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = choiceLabel(value);
      type.appendChild(option);
    }
    type.value = setup.seats[index].type;
    const name = document.createElement("input");
    name.type = "text";
    name.name = `seat-${index}-name`;
    // no maxLength: it counts UTF-16 units, the engine counts characters (the note below tells)
    name.autocomplete = "off";
    name.placeholder = t("setup.name");
    name.setAttribute("aria-label", t("setup.seat.name", { n: index + 1 }));
    name.value = setup.seats[index].name;
    const problem = document.createElement("p");
    problem.className = "form-error name-problem";
    problem.id = `seat-${index}-name-problem`;
    name.setAttribute("aria-describedby", problem.id);
    const showProblem = () => {
      problem.textContent = nameProblem(name.value);
      problem.hidden = !problem.textContent;
      name.setAttribute("aria-invalid", String(!problem.hidden));
    };
    showProblem();
    type.addEventListener("change", () => {
      setup.seats[index].type = type.value;
      showStartLabel();
    });
    name.addEventListener("input", () => {
      setup.seats[index].name = name.value;
      showProblem();
    });
    // The controls have a grid of their own: WebKit lays a fieldset's legend out apart
    // from the fieldset's grid, which squeezed the seat's type into the legend's column.
    const controls = document.createElement("div");
    controls.className = "seat-controls";
    controls.append(type, name, problem); // the name's problem, if any, under both, full width
    row.append(legend, controls);
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
    const preset = presetOf(options, setup.preset);
    targetRow.hidden = !preset?.has_target;
    partnershipNote.hidden = !preset?.rules.partnership;
    showStartLabel();
    showLinkProblems();
    showUsualTarget();
  }

  /**
   * One problem of the link in words; what it does not fit is the engine's (its options).
   * @param {import("./share-link.js").BadLink} problem
   */
  function linkProblemText({ code, param, value, reason, against }) {
    return t(`link.${code}`, {
      name: echo(param),
      value: echo(value),
      reason: reason ? t(nameReasonKey(reason), options.name_length) : "",
      game: against.preset ? t(`preset.${against.preset}`) : "",
      players: (against.players ?? []).join(t("link.or")),
      count: against.count ?? 0,
    });
  }

  /** The link's problems above the form: one in a sentence, several in a list; then that the usual set-up is shown. */
  function showLinkProblems() {
    linkBox.hidden = linkProblems.length === 0;
    const line = (/** @type {string} */ tag, /** @type {string} */ text) => {
      const element = document.createElement(tag);
      element.textContent = text;
      return element;
    };
    const usual = line("p", t("link.usual"));
    if (linkProblems.length === 1) linkBox.replaceChildren(line("p", linkProblemText(linkProblems[0])), usual);
    else {
      const list = document.createElement("ul");
      list.append(...linkProblems.map((problem) => line("li", linkProblemText(problem))));
      linkBox.replaceChildren(line("p", t("link.several", { count: linkProblems.length })), list, usual);
    }
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

  /** Online when a friend plays a seat: Start then opens the room instead. */
  const online = () => setup.seats.slice(0, setup.players).some((seat) => seat.type === FRIEND);
  function showStartLabel() {
    startButton.textContent = t(online() ? "setup.start.online" : "setup.start");
  }

  // A preset allows some player counts (the engine says which); choosing one that does
  // not fit the other changes the other.
  form.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (input.name === "preset") {
      setup.preset = input.value;
      const allowed = presetOf(options, setup.preset)?.players ?? [];
      if (!allowed.includes(setup.players)) setup.players = allowed[0];
      render();
    } else if (input.name === "players") {
      setup.players = Number(input.value);
      if (!presetOf(options, setup.preset)?.players.includes(setup.players))
        setup.preset = presetFor(options, setup.players).id;
      render();
    }
  });
  // "Play with friends": every seat but the first becomes a friend's (bots can be chosen back).
  onlineButton.addEventListener("click", () => {
    setup.seats.forEach((seat, index) => {
      if (index > 0) seat.type = FRIEND;
    });
    render();
    startButton.focus();
  });
  targetInput.addEventListener("input", () => {
    setup.target = targetInput.value.trim();
  });

  // The question before replacing a saved match is about the form as it was when Start
  // was pressed: a change to the form takes it back (Start asks again).
  const dropQuestion = () => {
    replaceConfirm.hidden = true;
  };
  form.addEventListener("input", dropQuestion);
  form.addEventListener("change", dropQuestion);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submit(false).catch(reportError); // a defect is reported as an uncaught error
  });

  /**
   * Start with the form's choices, once they pass the checks; "Yes" to the question
   * comes through here again, so it is checked just as Start is.
   * @param {boolean} replaceConfirmed whether the player said a saved match may be replaced
   */
  async function submit(replaceConfirmed) {
    clearError();
    dropQuestion();
    // The field's own limits (min, max, step in index.html) are checked here, so the
    // player reads what is wrong rather than the engine's general refusal.
    if (!targetRow.hidden && !targetInput.checkValidity()) {
      showError(t("setup.target.invalid", { min: targetInput.min, max: targetInput.max }));
      targetInput.focus();
      return;
    }
    // A name the engine would refuse never reaches it: the first one is told, and its field focused.
    const refused = setup.seats.slice(0, setup.players).findIndex((seat) => nameProblem(seat.name));
    if (refused >= 0) {
      showError(t("setup.name.refused", { n: refused + 1, reason: nameProblem(setup.seats[refused].name) }));
      const field = form.querySelector(`input[name="seat-${refused}-name"]`);
      if (!(field instanceof HTMLInputElement))
        throw new Error(`The set-up form has no name field for seat ${refused}`);
      field.focus();
      return;
    }
    store.save(setup);
    // A saved match in progress is replaced only when the player says so.
    if (hasSavedMatch() && !replaceConfirmed) {
      replaceConfirm.hidden = false;
      replaceNo.focus();
      return;
    }
    startButton.disabled = true;
    try {
      await onStart(structuredClone(setup));
    } finally {
      startButton.disabled = false;
    }
  }

  replaceYes.addEventListener("click", () => void submit(true).catch(reportError));
  replaceNo.addEventListener("click", () => {
    dropQuestion();
    startButton.focus();
  });

  render();
  return {
    /** Re-draw in the current language. */
    refresh: render,
    /** Take back a pending question (the set-up is shown again after a match): Start asks anew. */
    dropQuestion,
    showError,
  };
}
