// The table's online strip: the connection (a guest's, in the words of join-status.js; the
// host's friends who are missing, each with a button that lets a computer play their
// seat), a short note (a friend left), the codes panel for a friend who lost the
// connection on the copy-and-paste way, and the few preset phrases players may send each
// other. No free text is ever sent. Friends' names are isolated for bidirectional text.
import { setText } from "../page/bidi.js";

/**
 * @typedef {object} BarDom
 * @property {HTMLElement} root
 * @property {HTMLElement} alert the status and the buttons for who is missing (kept in sight on a phone)
 * @property {HTMLElement} status
 * @property {HTMLElement} away the host's "let a computer play" buttons
 * @property {HTMLDetailsElement} codes the copy-and-paste way, at the table
 * @property {HTMLElement} phrases a group of buttons
 */

import { standInButtons } from "./stand-in-buttons.js";

const NOTE_MS = 8_000;

/**
 * @param {{dom: BarDom, t: import("../i18n/i18n.js").Translate, phrases: readonly string[],
 *          log: {add: (line: string) => void},
 *          codes: {reset: (role: "host" | "guest") => void},
 *          on: {say: (phrase: string) => void, standIn: (seat: number) => void}}} deps
 */
export function createTableBar({ dom, t, phrases, log, codes, on }) {
  /** @type {{seat: number, name: string}[]} */
  let away = [];
  /** @type {string | null} a guest's connection, as a status key; null when connected */
  let connection = null;
  /** @type {string | null} */
  let note = null;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let noteTimer = null;
  let host = false;

  function renderPhrases() {
    dom.phrases.replaceChildren(
      ...phrases.map((phrase) => {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "phrase";
        button.dataset.phrase = phrase;
        button.textContent = t(`phrase.${phrase}`);
        button.addEventListener("click", () => on.say(phrase));
        return button;
      }),
    );
  }

  function render() {
    const waiting = away.map(({ name }) => name);
    setText(
      dom.status,
      connection !== null
        ? t(connection)
        : waiting.length
          ? t("online.waiting.for", { names: waiting.join(", ") })
          : (note ?? ""),
    );
    // something to know or to do (a lost connection, a friend missing) stays in sight on a phone
    dom.alert.classList.toggle("is-on", connection !== null || away.length > 0);
    dom.away.replaceChildren(...standInButtons(away, t, on.standIn));
  }

  return {
    /** @param {{online: boolean, host: boolean, codes: boolean}} how codes: the codes panel may be needed here */
    open({ online, host: hosting, codes: withCodes }) {
      dom.root.hidden = !online;
      host = hosting;
      away = [];
      connection = null;
      note = null;
      dom.codes.hidden = !(withCodes && hosting);
      dom.codes.open = false;
      codes.reset(hosting ? "host" : "guest");
      renderPhrases();
      render();
    },
    close() {
      dom.root.hidden = true;
      away = [];
    },
    /** @param {{seat: number, name: string}[]} seats friends whose device has gone */
    showAway(seats) {
      away = seats;
      render();
    },
    /** @param {string | null} status a guest's connection as a status key, null when connected */
    connection(status) {
      connection = status;
      render();
    },
    /** A guest on the copy-and-paste way lost its host: a new code brings it back. @param {boolean} offer */
    offerCode(offer) {
      if (host) return;
      if (dom.codes.hidden === !offer) return;
      dom.codes.hidden = !offer;
      dom.codes.open = offer;
    },
    /** A short note in the status line (and the log, for the screen reader). @param {string} line */
    note(line) {
      log.add(line);
      note = line;
      if (noteTimer !== null) clearTimeout(noteTimer);
      noteTimer = setTimeout(() => {
        note = null;
        render();
      }, NOTE_MS);
      render();
    },
    refresh() {
      if (dom.root.hidden) return;
      renderPhrases();
      render();
    },
  };
}
