// The table's online strip: the connection (a guest waiting for the host, the host
// waiting for a friend whose device went away, with a bot offered to play that seat),
// and the few preset phrases players may send each other. No free text is ever sent.
import { PHRASES } from "../network/protocol.js";

/**
 * @typedef {object} BarDom
 * @property {HTMLElement} root
 * @property {HTMLElement} status
 * @property {HTMLElement} away the host's "waiting for" buttons
 * @property {HTMLElement} phrases a group of buttons
 */

/**
 * @param {{dom: BarDom, t: import("../i18n/i18n.js").Translate,
 *          log: {add: (line: string) => void},
 *          on: {say: (phrase: string) => void, standIn: (seat: number) => void}}} deps
 */
export function createTableBar({ dom, t, log, on }) {
  /** @type {{seat: number, name: string}[]} */
  let away = [];
  let connection = "connected";

  function renderPhrases() {
    dom.phrases.replaceChildren(
      ...PHRASES.map((phrase) => {
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
    dom.status.textContent =
      connection !== "connected"
        ? t(`online.guest.${connection}`)
        : waiting.length
          ? t("online.waiting.for", { names: waiting.join(", ") })
          : "";
    dom.away.replaceChildren(
      ...away.map(({ seat, name }) => {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "subtle-button";
        button.dataset.seat = String(seat);
        button.textContent = t("online.stand.in", { name });
        button.addEventListener("click", () => on.standIn(seat));
        return button;
      }),
    );
  }

  return {
    /** @param {{online: boolean, host: boolean}} how */
    open({ online }) {
      dom.root.hidden = !online;
      away = [];
      connection = "connected";
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
    /** @param {string} state a guest's connection to the host */
    connection(state) {
      connection = state === "searching" ? "connected" : state;
      render();
    },
    /** @param {string} line someone's phrase, for the log and the screen reader */
    said(line) {
      log.add(line);
    },
    refresh() {
      if (dom.root.hidden) return;
      renderPhrases();
      render();
    },
  };
}
