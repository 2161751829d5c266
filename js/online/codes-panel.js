// The copy-and-paste way between two devices, as a panel: the host makes an invitation
// code and pastes the friend's reply; a friend pastes the invitation and sends the reply
// back. The lobby has one, and the table has one for a friend who lost the connection
// (the host makes a new code, the friend pastes it, and the seat is theirs again).
// It shows what it is given and says what the player pressed; it decides nothing.

/**
 * @typedef {object} CodesDom
 * @property {HTMLButtonElement} make the host's "make a code"
 * @property {HTMLTextAreaElement} out the code to send
 * @property {HTMLButtonElement} copy copies it
 * @property {HTMLTextAreaElement} input the code received
 * @property {HTMLButtonElement} connect
 * @property {HTMLElement} status
 */

/**
 * @param {{dom: CodesDom, t: import("../i18n/i18n.js").Translate, copyText: (text: string) => Promise<boolean>}} deps
 *   copyText: puts a text on the clipboard, false when the browser refused
 */
export function createCodesPanel({ dom, t, copyText }) {
  /** @type {[string, Record<string, string | number>] | null} */
  let status = null;
  /** @type {() => void} */
  let make = () => {};
  /** @type {() => void} */
  let connect = () => {};
  dom.make.addEventListener("click", () => make());
  dom.connect.addEventListener("click", () => connect());
  dom.copy.addEventListener("click", () => {
    copyText(dom.out.value).then(
      (done) => say(done ? "share.copied" : "share.copy.manual"),
      (error) => reportError(error),
    );
  });

  /** @param {string} key @param {Record<string, string | number>} [params] */
  function say(key, params = {}) {
    status = [key, params];
    dom.status.textContent = t(key, params);
  }

  return {
    /** @param {() => void} handler */
    onMake(handler) {
      make = handler;
    },
    /** @param {() => void} handler */
    onConnect(handler) {
      connect = handler;
    },
    /** Empty, for a host (who makes codes) or a guest (who pastes one first). @param {"host" | "guest"} role */
    reset(role) {
      dom.make.hidden = role !== "host";
      dom.out.value = "";
      dom.out.hidden = true;
      dom.copy.hidden = true;
      dom.input.value = "";
      dom.status.textContent = "";
      status = null;
    },
    pasted: () => dom.input.value,
    /** A new code is being made: the old one (no longer good) goes. */
    clearCode() {
      dom.out.value = "";
      dom.out.hidden = true;
      dom.copy.hidden = true;
    },
    /** @param {string} code */
    showCode(code) {
      dom.out.value = code;
      dom.out.hidden = false;
      dom.copy.hidden = false;
      dom.input.value = "";
      dom.out.select();
    },
    say,
    refresh() {
      if (status) dom.status.textContent = t(status[0], status[1]);
    },
  };
}
