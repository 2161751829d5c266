// Online play from the page's side: hosting a room (the lobby, the invitation, then the
// match run by this page's engine with friends' seats played on their devices), joining
// one from a link or a code (a table shown from the host's views, no engine needed), and
// taking a room back after a reload. The network layer is loaded the first time a player
// chooses online play, never before.
import { invitationFragment, newRoom, readInvitation } from "../network/room-codes.js";
import { createHostKey } from "../network/host-key.js";
import { createHostSession } from "../network/host-session.js";
import { createGuestSession } from "../network/guest-session.js";
import { createHostTable } from "./host-table.js";
import { createGuestEngine } from "./guest-engine.js";

/** @typedef {import("../types.js").View} View */
/** @typedef {typeof import("../network/connect.js")} Network */
/** @typedef {import("../network/host-session.js").PlannedSeat} PlannedSeat */
/**
 * The match's new_match parameters, once the seats are final (a bot may have been put
 * in an empty seat) and the friends have named themselves.
 * @typedef {(plan: PlannedSeat[], names: (string | null)[]) => import("../types.js").NewMatchParams} MakeParams
 */

/**
 * @typedef {object} OnlineDeps
 * @property {() => Promise<Network>} network loads the network layer (a chunk of its own)
 * @property {ReturnType<typeof import("./online-store.js").createOnlineStore>} store
 * @property {ReturnType<typeof import("./lobby-screen.js").createLobbyScreen>} lobby
 * @property {ReturnType<typeof import("./table-bar.js").createTableBar>} bar
 * @property {ReturnType<typeof import("../table/table-controller.js").createTableController>} controller
 * @property {import("../types.js").Engine} engine the host's saving engine
 * @property {{setWaiting: (names: string[]) => void, setOnline: (on: boolean) => void}} summary
 * @property {import("../table/describe.js").Describer} describe
 * @property {import("../i18n/i18n.js").Translate} t
 * @property {{lobby: () => void, table: () => void, setup: () => void}} screens
 * @property {() => string} pageUrl the page's address (the invitation link is built on it)
 * @property {(error: unknown) => void} onStartFailure the match could not start
 */

/** @param {OnlineDeps} deps */
export function createOnlinePlay(deps) {
  const { network, store, lobby, bar, controller, engine, summary, describe, t, screens } = deps;
  /**
   * The room this page hosts: its session, the match's side of it once started, what is
   * kept for a reload, the network layer, the codes' end, the invitation link.
   * @type {null | {session: ReturnType<typeof createHostSession>, table: ReturnType<typeof createHostTable> | null,
   *                record: import("./online-store.js").HostRecord, net: Network,
   *                direct: ReturnType<Network["createDirectHost"]>, link: string, makeParams: MakeParams | null}}
   */
  let hosting = null;
  /** @type {null | {session: ReturnType<typeof createGuestSession>}} the seat this page has at another's table */
  let guest = null;
  /** @type {{code: string, accept: (reply: string) => Promise<void>} | null} the invitation code waiting for its reply */
  let pendingInvitation = null;

  // ------------------------------------------------------------- the host

  /**
   * Open a room for a set-up with friends' seats: the lobby, then Start.
   * @param {PlannedSeat[]} plan
   * @param {MakeParams} makeParams
   */
  async function host(plan, makeParams) {
    const net = await network();
    const { room, key } = newRoom();
    const hostKey = await createHostKey();
    const record = { room, key, signing: await hostKey.saved(), plan, friends: {}, started: false };
    store.keepHost(record);
    openRoom(net, record, hostKey, makeParams);
    screens.lobby();
    lobby.open("host", hosting?.link);
    renderHost();
  }

  /**
   * @param {Network} net
   * @param {import("./online-store.js").HostRecord} record
   * @param {Awaited<ReturnType<typeof createHostKey>>} hostKey
   * @param {MakeParams | null} makeParams
   */
  function openRoom(net, record, hostKey, makeParams) {
    const direct = net.createDirectHost({ rtcConfig: net.rtcConfig, room: record.room, host: hostKey.publicKey });
    const parts = net.hasRelays
      ? [net.relayTransport({ room: record.room, key: record.key }), direct.transport]
      : [direct.transport];
    const session = createHostSession({
      transport: net.mergeTransports(parts),
      hostKey,
      room: record.room,
      plan: record.plan,
      friends: record.friends,
      started: record.started,
      onChange: () => {
        if (!hosting) return;
        store.keepHost({ ...hosting.record, ...session.record() });
        renderHost();
      },
      onSaid: (seat, phrase) => said(seat, phrase),
    });
    const url = new URL(deps.pageUrl());
    url.hash = invitationFragment({ room: record.room, key: record.key, host: hostKey.publicKey });
    hosting = { session, table: null, record, net, direct, link: url.href, makeParams };
  }

  function renderHost() {
    if (!hosting) return;
    const { session, table } = hosting;
    if (lobby.isOpen) {
      lobby.show(session.lobby(), { started: false, canStart: session.canStart() });
      lobby.setStatus(session.canStart() ? "online.host.ready" : "online.host.waiting");
    }
    if (table && controller.view) {
      const view = controller.view;
      bar.showAway(table.away().map((seat) => ({ seat, name: describe.seatName(view, seat) })));
      summary.setWaiting(table.waitingFor().map((seat) => describe.seatName(view, seat)));
    }
  }

  /** The lobby's Start: the match begins with the friends' names at their seats. */
  async function startMatch() {
    if (!hosting?.makeParams || !hosting.session.canStart()) return;
    const params = hosting.makeParams(hosting.session.record().plan, hosting.session.names());
    lobby.close();
    screens.table();
    await play((playing) => controller.start(params, playing));
  }

  /**
   * Run the match on this page's engine with the room attached.
   * @param {(playing: {seating: any, via: import("../types.js").Engine}) => Promise<void>} open
   */
  async function play(open) {
    if (!hosting) return;
    const room = hosting;
    const friends = new Set(room.record.plan.flatMap((seat, i) => (seat.kind === "friend" ? [i] : [])));
    const table = createHostTable({ engine, table: controller, friends, onChange: renderHost });
    room.table = table;
    bar.open({ online: true, host: true });
    summary.setOnline(true);
    const via = {
      ready: table.engine.ready,
      /** @type {import("../types.js").Request} */
      async request(cmd, params) {
        const answer = await table.engine.request(cmd, params);
        if (cmd === "new_match" || cmd === "load") void room.session.attach(table);
        return answer;
      },
    };
    try {
      await open({ seating: table.seating, via });
    } catch (error) {
      leave();
      deps.onStartFailure(error);
    }
  }

  /**
   * A reloaded host continues its online match: the same room, the same seats.
   * @param {object} state the match's save
   * @returns {Promise<boolean>} false when this save is no online match of this device
   */
  async function resumeHost(state) {
    const record = store.host();
    if (!record?.started) return false;
    const net = await network();
    const hostKey = await createHostKey({ saved: record.signing });
    openRoom(net, record, hostKey, null);
    screens.table();
    await play((playing) => controller.resume(state, playing));
    return true;
  }

  /** After every change of the match on this page's engine: the guests see it. */
  function changed() {
    if (hosting?.table) void hosting.session.publish();
  }

  // ------------------------------------------------------------- a guest

  /**
   * The page was opened with an invitation link.
   * @param {import("../network/room-codes.js").Invitation} invitation
   */
  async function join(invitation) {
    screens.lobby();
    lobby.open("guest");
    lobby.setStatus("online.searching");
    const net = await network();
    const transport = net.relayTransport({
      room: invitation.room,
      key: invitation.key,
      onJoinError: () => lobby.showError(t("online.refused.password")),
    });
    watchRoom(net, transport, invitation);
  }

  /**
   * @param {Network} net
   * @param {import("../network/host-session.js").Transport} transport
   * @param {{room: string, host: string}} invitation
   */
  function watchRoom(net, transport, invitation) {
    /** @type {View | null} */
    let latest = null;
    const session = createGuestSession({
      transport,
      invitation,
      seatStore: store.seats,
      handlers: {
        connection(state) {
          lobby.setStatus(`online.guest.${state}`);
          bar.connection(state);
        },
        lobby(message) {
          lobby.show(message.seats, { started: message.started, seated: message.you !== null });
          if (message.you !== null) lobby.setStatus(message.started ? "online.guest.back" : "online.guest.seated");
        },
        welcome(seat) {
          lobby.setStatus("online.guest.seated", { n: seat + 1 });
        },
        refused(code) {
          lobby.showError(t(`online.refused.${code}`));
        },
        state(view, ready) {
          const first = latest === null;
          latest = view;
          if (first) {
            lobby.close();
            screens.table();
            bar.open({ online: true, host: false });
            summary.setOnline(true);
            const engineOfHost = createGuestEngine({ session, latest: () => latest ?? view });
            void controller.watch(view, guestSeating, engineOfHost);
          } else {
            controller.receive(view);
          }
          const humans = view.seats.flatMap((seat, i) => (seat.type === "human" ? [i] : []));
          const waiting = view.phase === "round_over" ? humans.filter((seat) => !ready.includes(seat)) : [];
          summary.setWaiting(ready.includes(view.you) ? waiting.map((seat) => describe.seatName(view, seat)) : []);
        },
        said: (seat, phrase) => said(seat, phrase),
      },
    });
    guest = { session };
  }

  /** @type {import("../table/table-controller.js").Seating} */
  const guestSeating = (view, seat) => (seat === view.you && view.seats[seat].type === "human" ? "here" : "remote");

  /** A friend who has an invitation code instead of a link: the lobby, ready for the code. */
  function joinByCode() {
    screens.lobby();
    lobby.open("guest", "", { codes: true });
    lobby.setStatus("online.codes.waiting");
  }

  /** A guest's way without any relay: paste the host's invitation code, send back the reply. */
  async function answerCode(/** @type {string} */ code) {
    const net = await network();
    const direct = net.createDirectGuest({ rtcConfig: net.rtcConfig });
    try {
      const { room, host, reply } = await direct.answer(code);
      lobby.showOfferCode(reply);
      lobby.codeStatus(t("online.codes.reply"));
      watchRoom(net, direct.transport, { room, host });
    } catch (error) {
      if (!(error instanceof net.BadCode)) throw error;
      lobby.codeStatus(t("online.codes.bad"));
    }
  }

  // ------------------------------------------------------------- both

  /**
   * @param {number} seat
   * @param {string} phrase
   */
  function said(seat, phrase) {
    const view = controller.view;
    const name = view ? describe.seatName(view, seat) : t("online.seat.label", { n: seat + 1, name: "" });
    bar.said(t("online.said", { name, phrase: t(`phrase.${phrase}`) }));
  }

  /** Leave the room (the host closes it for everyone). */
  function leave() {
    if (hosting) {
      hosting.session.close();
      store.forgetHost();
      hosting = null;
    }
    if (guest) {
      guest.session.leave();
      guest = null;
    }
    bar.close();
    lobby.close();
    summary.setOnline(false);
  }

  return {
    host,
    join,
    joinByCode,
    resumeHost,
    changed,
    leave,
    startMatch,
    /** Is this device in a room now? */
    get active() {
      return hosting !== null || guest !== null;
    },
    /** The invitation a page was opened with, or null; throws BadInvitation for a damaged one. */
    readInvitation: () => readInvitation(location.hash),
    /** The lobby's and the table bar's buttons. */
    actions: {
      /** A guest takes a seat: `seat` null for any free one. @param {string} name @param {number | null} seat */
      join(name, seat) {
        guest?.session.join(name, seat);
      },
      /** @param {number} seat */
      botInLobby(seat) {
        hosting?.session.setKind(seat, "bot", "medium");
        if (hosting) hosting.record.plan = hosting.session.record().plan;
      },
      /** @param {number} seat */
      standIn(seat) {
        void hosting?.table?.standIn(seat);
      },
      /** @param {string} phrase */
      say(phrase) {
        if (hosting?.table && controller.view) hosting.session.say(controller.viewer, phrase);
        else guest?.session.say(phrase);
      },
      async copyLink() {
        if (!hosting) return;
        try {
          await navigator.clipboard.writeText(hosting.link);
          lobby.copied(t("share.copied"));
        } catch (error) {
          if (!(error instanceof DOMException)) throw error;
          lobby.copied(t("share.copy.manual"));
        }
      },
      async shareLink() {
        if (!hosting) return;
        try {
          await navigator.share({ title: t("app.title"), text: t("online.share.text"), url: hosting.link });
        } catch (error) {
          if (!(error instanceof DOMException)) throw error; // the player closed the sheet
        }
      },
      async showQr(/** @type {HTMLImageElement} */ image) {
        if (hosting) hosting.net.showQrCode(image, hosting.link);
      },
      async makeCode() {
        if (!hosting) return;
        lobby.codeStatus(t("online.codes.making"));
        const invitation = await hosting.direct.invite();
        pendingInvitation = invitation;
        lobby.showOfferCode(invitation.code);
        lobby.codeStatus(t("online.codes.made"));
      },
      async connectCode(/** @type {string} */ reply) {
        if (!hosting) return answerCode(reply); // a guest pastes the host's invitation
        if (!pendingInvitation) return;
        try {
          await pendingInvitation.accept(reply);
          lobby.codeStatus(t("online.codes.connecting"));
        } catch (error) {
          if (!(error instanceof hosting.net.BadCode)) throw error;
          lobby.codeStatus(t("online.codes.bad"));
        }
      },
    },
  };
}
