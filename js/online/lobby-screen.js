// The lobby, on every device: the seats (who is connected, which are free), and
//  - for the host: the invitation (a link to copy, share or show as a QR code when relays
//    can be reached; codes to paste where none can: codes-panel.js), a computer for an
//    empty seat, Start;
//  - for a guest: a name and a free seat to take, and what to do when no seat can be had.
// It shows what the room reports and says what the player chose; it decides nothing.

/**
 * @typedef {import("../network/protocol.js").LobbySeat} LobbySeat
 * @typedef {object} LobbyDom
 * @property {HTMLElement} root
 * @property {HTMLElement} title
 * @property {HTMLElement} status
 * @property {HTMLElement} invite the host's invitation link part
 * @property {HTMLInputElement} link
 * @property {HTMLButtonElement} copy
 * @property {HTMLButtonElement} share
 * @property {HTMLButtonElement} qrButton
 * @property {HTMLImageElement} qr
 * @property {HTMLElement} copied
 * @property {HTMLDetailsElement} codes the copy-and-paste way
 * @property {HTMLElement} codesAbout
 * @property {HTMLFormElement} join the guest's name and seat
 * @property {HTMLInputElement} name
 * @property {HTMLElement} seats a list
 * @property {HTMLElement} error
 * @property {HTMLButtonElement} ownGame a guest who can have no seat here starts a game of its own
 * @property {HTMLButtonElement} start
 * @property {HTMLButtonElement} leave
 */

/**
 * @param {{dom: LobbyDom, t: import("../i18n/i18n.js").Translate,
 *          seatLabel: (seat: LobbySeat, index: number) => string,
 *          checkName: (text: string) => import("../setup/player-name.js").NameCheck,
 *          nameProblem: (reason: import("../setup/player-name.js").NameReason) => string,
 *          codes: {reset: (role: "host" | "guest") => void},
 *          on: {start: () => void, leave: () => void, join: (name: string, seat: number | null) => void,
 *               bot: (seat: number) => void, copy: () => void, share: () => void, qr: () => void}}} deps
 *   seatLabel: the name to show for a seat (the host's own seats, bots, friends);
 *   checkName: the engine's rule for a name, nameProblem: why a name is refused, in words
 */
export function createLobbyScreen({ dom, t, seatLabel, checkName, nameProblem, codes, on }) {
  /** @type {"host" | "guest" | null} */
  let role = null;
  /** @type {LobbySeat[]} */
  let seats = [];
  let seated = false;
  let started = false;
  /** @type {[string, Record<string, string | number>]} */
  let status = ["online.searching", {}];
  /** @type {string | null} the error shown, as a catalogue key, or as words already made */
  let error = null;

  dom.copy.addEventListener("click", () => on.copy());
  dom.share.addEventListener("click", () => on.share());
  dom.qrButton.addEventListener("click", () => {
    const opening = dom.qr.hidden;
    if (opening) on.qr();
    dom.qr.hidden = !opening;
    dom.qrButton.setAttribute("aria-expanded", String(opening));
  });
  dom.start.addEventListener("click", () => on.start());
  dom.leave.addEventListener("click", () => on.leave());
  dom.ownGame.addEventListener("click", () => on.leave());
  dom.join.addEventListener("submit", (event) => {
    event.preventDefault();
    const submitter = /** @type {SubmitEvent} */ (event).submitter;
    const wanted =
      submitter instanceof HTMLButtonElement && submitter.dataset.seat ? Number(submitter.dataset.seat) : null;
    join(wanted);
  });

  // A name the engine would refuse is told as it is typed, with the reason (empty is told at Join).
  dom.name.addEventListener("input", () => {
    const checked = checkName(dom.name.value);
    const refused = !checked.ok && checked.reason !== "empty";
    if (refused) dom.name.setAttribute("aria-invalid", "true");
    else dom.name.removeAttribute("aria-invalid");
    if (refused) showError(nameProblem(checked.reason));
    else if (error !== null && !error.startsWith("online.refused.")) hideError();
  });

  /** @param {number | null} seat */
  function join(seat) {
    const checked = checkName(dom.name.value);
    if (!checked.ok) {
      showError(checked.reason === "empty" ? t("online.name.needed") : nameProblem(checked.reason));
      dom.name.setAttribute("aria-invalid", "true");
      dom.name.focus();
      return;
    }
    dom.name.removeAttribute("aria-invalid");
    hideError();
    on.join(checked.name, seat);
  }

  /**
   * "Seat 2: Ana", the name isolated for bidirectional text.
   * @param {number} index
   * @param {string} name
   */
  function seatName(index, name) {
    const label = document.createElement("span");
    label.className = "lobby-seat-name";
    const [before, after = ""] = t("online.seat.label", { n: index + 1, name: "\u0000" }).split("\u0000");
    const isolated = document.createElement("bdi");
    isolated.textContent = name;
    label.append(before, isolated, after);
    return label;
  }

  function render() {
    dom.title.textContent = t(role === "host" ? "online.host.title" : "online.guest.title");
    dom.status.textContent = t(status[0], status[1]);
    dom.invite.hidden = role !== "host" || !dom.link.value;
    dom.codesAbout.textContent = t(role === "host" ? "online.codes.about" : "online.codes.guest");
    const joinWasHidden = dom.join.hidden;
    dom.join.hidden = role !== "guest" || seated || started || !seats.length;
    // the name field takes the focus when the form first shows (the seats have come), unless the player is elsewhere
    if (joinWasHidden && !dom.join.hidden && !dom.root.contains(document.activeElement)) dom.name.focus();
    dom.start.hidden = role !== "host";
    dom.seats.replaceChildren(
      ...seats.map((seat, index) => {
        const item = document.createElement("li");
        item.className = `lobby-seat is-${seat.state}`;
        item.dataset.seat = String(index);
        item.dataset.state = seat.state;
        const state = document.createElement("span");
        state.className = "lobby-seat-state";
        state.textContent = t(`online.seat.${seat.state}`);
        item.append(seatName(index, seatLabel(seat, index)), state);
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
    if (error !== null) dom.error.textContent = error.startsWith("online.") ? t(error) : error;
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

  /** @param {string} text words, or a catalogue key of online play (kept across a change of language) */
  function showError(text) {
    error = text;
    dom.error.textContent = text.startsWith("online.") ? t(text) : text;
    dom.error.hidden = false;
  }

  function hideError() {
    error = null;
    dom.error.hidden = true;
  }

  return {
    /**
     * Open the lobby for the host or a guest.
     * @param {"host" | "guest"} as
     * @param {{link?: string, codes?: boolean}} [how] link: the host's invitation link (none
     *   without relays); codes: the copy-and-paste way open (no relays, or a friend with a code)
     */
    open(as, { link = "", codes: withCodes = false } = {}) {
      dom.codes.open = withCodes;
      role = as;
      seats = [];
      seated = false;
      started = false;
      dom.link.value = link;
      dom.qr.hidden = true;
      dom.qrButton.setAttribute("aria-expanded", "false");
      dom.copied.textContent = "";
      dom.share.hidden = !("share" in navigator);
      dom.ownGame.hidden = true;
      codes.reset(as);
      hideError();
      render();
      dom.root.hidden = false;
      (as === "host" ? (link ? dom.copy : dom.codes.querySelector("button")) : withCodes ? null : dom.name)?.focus();
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
    /** A guest who can have no seat here (full, started) is offered a game of its own. @param {boolean} offer */
    offerOwnGame(offer) {
      dom.ownGame.hidden = !offer;
    },
    /** @param {string} text */
    copied(text) {
      dom.copied.textContent = text;
    },
    get isOpen() {
      return role !== null;
    },
    refresh: () => {
      if (role) render();
    },
  };
}
