// The lobby, on every device: the seats (who is connected, which are free), and
//  - for the host: the invitation (link to copy, share or show as a QR code, or a pair of
//    codes to paste where no relay can be reached), a bot for an empty seat, Start;
//  - for a guest: a name and a free seat to take.
// It shows what the room reports and says what the player chose; it decides nothing.

/**
 * @typedef {import("../network/protocol.js").LobbySeat} LobbySeat
 * @typedef {object} LobbyDom
 * @property {HTMLElement} root
 * @property {HTMLElement} title
 * @property {HTMLElement} status
 * @property {HTMLElement} invite the host's invitation part
 * @property {HTMLInputElement} link
 * @property {HTMLButtonElement} copy
 * @property {HTMLButtonElement} share
 * @property {HTMLButtonElement} qrButton
 * @property {HTMLImageElement} qr
 * @property {HTMLElement} copied
 * @property {HTMLDetailsElement} codes the copy-and-paste way
 * @property {HTMLElement} codesAbout
 * @property {HTMLButtonElement} makeCode
 * @property {HTMLTextAreaElement} offerCode
 * @property {HTMLTextAreaElement} replyCode
 * @property {HTMLButtonElement} connectCode
 * @property {HTMLElement} codeStatus
 * @property {HTMLFormElement} join the guest's name and seat
 * @property {HTMLInputElement} name
 * @property {HTMLElement} seats a list
 * @property {HTMLElement} error
 * @property {HTMLButtonElement} start
 * @property {HTMLButtonElement} leave
 */

/**
 * @param {{dom: LobbyDom, t: import("../i18n/i18n.js").Translate,
 *          seatLabel: (seat: LobbySeat, index: number) => string,
 *          on: {start: () => void, leave: () => void, join: (name: string, seat: number | null) => void,
 *               bot: (seat: number) => void, makeCode: () => void, connectCode: (reply: string) => void,
 *               copy: () => void, share: () => void, qr: () => void}}} deps
 *   seatLabel: the name to show for a seat (the host's own seats, bots, friends)
 */
export function createLobbyScreen({ dom, t, seatLabel, on }) {
  /** @type {"host" | "guest" | null} */
  let role = null;
  /** @type {LobbySeat[]} */
  let seats = [];
  let seated = false;
  let started = false;
  /** @type {[string, Record<string, string | number>]} */
  let status = ["online.searching", {}];

  dom.copy.addEventListener("click", () => on.copy());
  dom.share.addEventListener("click", () => on.share());
  dom.qrButton.addEventListener("click", () => {
    const opening = dom.qr.hidden;
    if (opening) on.qr();
    dom.qr.hidden = !opening;
    dom.qrButton.setAttribute("aria-expanded", String(opening));
  });
  dom.makeCode.addEventListener("click", () => on.makeCode());
  dom.connectCode.addEventListener("click", () => on.connectCode(dom.replyCode.value));
  dom.start.addEventListener("click", () => on.start());
  dom.leave.addEventListener("click", () => on.leave());
  dom.join.addEventListener("submit", (event) => {
    event.preventDefault();
    const submitter = /** @type {SubmitEvent} */ (event).submitter;
    const wanted =
      submitter instanceof HTMLButtonElement && submitter.dataset.seat ? Number(submitter.dataset.seat) : null;
    join(wanted);
  });

  /** @param {number | null} seat */
  function join(seat) {
    const name = dom.name.value.trim();
    if (!name) {
      showError(t("online.name.needed"));
      dom.name.focus();
      return;
    }
    hideError();
    on.join(name, seat);
  }

  function stateText(/** @type {LobbySeat} */ seat) {
    return t(`online.seat.${seat.state}`);
  }

  function render() {
    dom.title.textContent = t(role === "host" ? "online.host.title" : "online.guest.title");
    dom.status.textContent = t(status[0], status[1]);
    dom.invite.hidden = role !== "host";
    dom.makeCode.hidden = role !== "host";
    dom.codesAbout.textContent = t(role === "host" ? "online.codes.about" : "online.codes.guest");
    dom.join.hidden = role !== "guest" || seated || started;
    dom.start.hidden = role !== "host";
    dom.seats.replaceChildren(
      ...seats.map((seat, index) => {
        const item = document.createElement("li");
        item.className = `lobby-seat is-${seat.state}`;
        item.dataset.seat = String(index);
        item.dataset.state = seat.state;
        const label = document.createElement("span");
        label.className = "lobby-seat-name";
        label.textContent = t("online.seat.label", { n: index + 1, name: seatLabel(seat, index) });
        const state = document.createElement("span");
        state.className = "lobby-seat-state";
        state.textContent = stateText(seat);
        item.append(label, state);
        if (role === "host" && !started && seat.kind === "friend" && seat.state !== "connected") {
          item.append(seatButton("online.bot.here", index, () => on.bot(index)));
        }
        if (role === "guest" && !seated && !started && seat.state === "free") {
          const take = seatButton("online.sit.here", index, null);
          take.type = "submit";
          take.setAttribute("form", dom.join.id);
          item.append(take);
        }
        return item;
      }),
    );
  }

  /**
   * @param {string} key
   * @param {number} index
   * @param {(() => void) | null} click
   */
  function seatButton(key, index, click) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "subtle-button";
    button.dataset.seat = String(index);
    button.textContent = t(key, { n: index + 1 });
    if (click) button.addEventListener("click", click);
    return button;
  }

  /** @param {string} text */
  function showError(text) {
    dom.error.textContent = text;
    dom.error.hidden = false;
  }

  function hideError() {
    dom.error.hidden = true;
  }

  return {
    /**
     * Open the lobby for the host (with its invitation link) or a guest.
     * @param {"host" | "guest"} as
     * @param {string} [link]
     * @param {{codes?: boolean}} [how] codes: a guest who came with a code, not a link
     */
    open(as, link = "", { codes = false } = {}) {
      dom.codes.open = codes;
      role = as;
      seats = [];
      seated = false;
      started = false;
      dom.link.value = link;
      dom.qr.hidden = true;
      dom.qrButton.setAttribute("aria-expanded", "false");
      dom.copied.textContent = "";
      dom.offerCode.value = "";
      dom.offerCode.hidden = true;
      dom.replyCode.value = "";
      dom.codeStatus.textContent = "";
      dom.share.hidden = !("share" in navigator);
      hideError();
      render();
      dom.root.hidden = false;
      (as === "host" ? dom.copy : codes ? dom.replyCode : dom.name).focus();
    },
    close() {
      role = null;
      dom.root.hidden = true;
    },
    /**
     * @param {LobbySeat[]} next
     * @param {{started?: boolean, seated?: boolean, canStart?: boolean}} how
     */
    show(next, { started: on = false, seated: sitting = seated, canStart = false } = {}) {
      seats = next;
      started = on;
      seated = sitting;
      dom.start.disabled = !canStart;
      render();
    },
    /**
     * @param {string} key
     * @param {Record<string, string | number>} [params]
     */
    setStatus(key, params = {}) {
      status = [key, params];
      dom.status.textContent = t(key, params);
    },
    showError,
    hideError,
    /** @param {string} text */
    copied(text) {
      dom.copied.textContent = text;
    },
    /** @param {string} code */
    showOfferCode(code) {
      dom.offerCode.value = code;
      dom.offerCode.hidden = false;
      dom.offerCode.select();
    },
    /** @param {string} text */
    codeStatus(text) {
      dom.codeStatus.textContent = text;
    },
    get isOpen() {
      return role !== null;
    },
    refresh: () => {
      if (role) render();
    },
  };
}
