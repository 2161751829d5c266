// Online play from the page's side: this page hosts a room (online-host.js) or has a seat
// at another's table (online-guest.js), never both. Here the two meet the page: the
// lobby's and the table bar's buttons, the codes panels, the phrases by the seats. The
// network is loaded the first time a player chooses online play, never before.
import { createOnlineHost } from "./online-host.js";
import { createOnlineGuest } from "./online-guest.js";
import { readInvitation } from "../network/room-codes.js";

/**
 * @typedef {import("./online-host.js").HostDeps & import("./online-guest.js").GuestDeps &
 *           {codes: {lobby: CodesPanel, bar: CodesPanel}}} OnlineDeps
 * @typedef {ReturnType<typeof import("./codes-panel.js").createCodesPanel>} CodesPanel
 */

/** @param {OnlineDeps} deps */
export function createOnlinePlay(deps) {
  const hosting = createOnlineHost(deps);
  const seat = createOnlineGuest(deps);

  /** A code pasted in either panel: the host's friend's reply, or (a guest) the host's invitation. @param {CodesPanel} panel */
  async function connectCode(panel) {
    const code = panel.pasted();
    if (hosting.active) {
      const answer = await hosting.connectCode(code);
      if (answer.outcome !== "connecting") {
        if (answer.outcome === "bad") panel.say("online.codes.bad");
        return;
      }
      panel.say("online.codes.connecting");
      await answer.opened;
      panel.say("online.codes.open"); // the status follows the connection
      return;
    }
    panel.say("online.codes.connecting");
    const reply = await seat.answerCode(code);
    if (reply === null) return panel.say("online.codes.bad");
    panel.showCode(reply);
    panel.say("online.codes.reply");
  }

  /** @param {CodesPanel} panel */
  async function makeCode(panel) {
    panel.clearCode();
    panel.say("online.codes.making");
    const code = await hosting.makeCode();
    if (code === null) return;
    panel.showCode(code);
    panel.say("online.codes.made");
  }

  for (const panel of [deps.codes.lobby, deps.codes.bar]) {
    panel.onMake(() => {
      makeCode(panel).catch(reportError);
    });
    panel.onConnect(() => {
      connectCode(panel).catch(reportError);
    });
  }

  return {
    host: hosting.host,
    startMatch: () => hosting.startMatch(),
    resumeHost: hosting.resume,
    /** @param {import("../network/room-codes.js").Invitation} invitation */
    join: (invitation) => seat.joinByLink(invitation),
    joinByCode: seat.joinByCode,
    /** After every change of the match on this page's engine. */
    changed: () => hosting.changed(),
    /** Leave the room (the host closes it for everyone; a guest's host is told). */
    leave() {
      hosting.close();
      seat.leave();
      deps.store.codes.forget(); // a table left on purpose is not offered again after a reload
      deps.bar.close();
      deps.lobby.close();
      deps.summary.setOnline(false);
      deps.summary.setConnection(null);
    },
    /** Is this device in a room now, and as what? */
    get active() {
      return hosting.active || seat.active;
    },
    get hosting() {
      return hosting.active;
    },
    /** The invitation a page was opened with, or null; throws BadInvitation for a damaged one. */
    readInvitation: () => readInvitation(location.hash),
    /** The lobby's and the table bar's buttons. */
    actions: {
      /** A guest takes a seat: `seat` null for any free one. @param {string} name @param {number | null} at */
      join: (name, at) => seat.join(name, at),
      /** @param {number} at */
      botInLobby: (at) => hosting.botInLobby(at),
      /** @param {number} at */
      standIn: (at) => hosting.standIn(at),
      /** @param {string} phrase */
      say(phrase) {
        const view = deps.controller.view;
        if (hosting.active && view) hosting.say(deps.controller.viewer, phrase);
        else seat.say(phrase);
      },
      async copyLink() {
        await copy(hosting.link);
      },
      async shareLink() {
        if (!hosting.link) return;
        try {
          await navigator.share({ title: deps.t("app.title"), text: deps.t("online.share.text"), url: hosting.link });
        } catch (error) {
          if (!(error instanceof DOMException)) throw error; // the player closed the sheet
        }
      },
      /** @param {HTMLImageElement} image */
      showQr: (image) => hosting.showQr(image),
    },
  };

  /** @param {string} text */
  async function copy(text) {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      deps.lobby.copied(deps.t("share.copied"));
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
      deps.lobby.copied(deps.t("share.copy.manual"));
    }
  }
}
