// Hosting a room from the page: the lobby and its invitation (a link, or codes pasted by
// hand where no relay can be reached), then the match run by this page's engine with
// friends' seats played on their devices, and the same room taken back after a reload.
// The room itself is the network's (host-session.js); this module connects it to the
// screens: who is missing is always shown, with the button that lets a computer play.
import { createHostTable } from "./host-table.js";
import { invitationFragment } from "../network/room-codes.js";
import { EngineError } from "../engine/engine-client.js";
import { PATIENCE_MS } from "./join-status.js";

/** @typedef {typeof import("../network/connect.js")} Network */
/** @typedef {import("../network/host-room.js").PlannedSeat} PlannedSeat */
/**
 * The match's new_match parameters, once the seats are final (a bot may have been put
 * in an empty seat) and the friends have named themselves.
 * @typedef {(plan: PlannedSeat[], names: (string | null)[]) => import("../types.js").NewMatchParams} MakeParams
 */

/**
 * @typedef {object} HostDeps
 * @property {() => Promise<Network>} network loads the network layer (a module of its own)
 * @property {ReturnType<typeof import("./online-store.js").createOnlineStore>} store
 * @property {ReturnType<typeof import("./key-store.js").createKeyStore>} keyStore
 * @property {import("../types.js").Options} options the engine's options (the protocol's limits)
 * @property {import("../network/host-session.js").NameCheck} checkName the engine's rule for names
 * @property {ReturnType<typeof import("./lobby-screen.js").createLobbyScreen>} lobby
 * @property {ReturnType<typeof import("./table-bar.js").createTableBar>} bar
 * @property {ReturnType<typeof import("../table/table-controller.js").createTableController>} controller
 * @property {import("../types.js").Engine} engine the host's saving engine
 * @property {{setWaiting: (names: string[]) => void, setStandIns: (seats: {seat: number, name: string}[]) => void,
 *             setOnline: (on: boolean) => void}} summary
 * @property {import("../table/describe.js").Describer} describe
 * @property {import("../i18n/i18n.js").Translate} t
 * @property {{lobby: () => void, table: () => void}} screens
 * @property {() => string} pageUrl the page's address (the invitation link is built on it)
 * @property {(seat: number, phrase: string) => void} said a phrase to show
 * @property {(error: unknown) => void} onStartFailure the match could not start
 */

/** @param {HostDeps} deps */
export function createOnlineHost(deps) {
  const { network, store, lobby, bar, controller, engine, summary, describe, t, screens } = deps;
  /**
   * The room this page hosts.
   * @type {null | {session: ReturnType<Network["createHostSession"]>, table: ReturnType<typeof createHostTable> | null,
   *                record: import("./online-store.js").HostRecord, net: Network, link: string,
   *                direct: ReturnType<Network["createDirectHost"]>, relaysOpen: (() => number) | null,
   *                makeParams: MakeParams | null, since: number, stopWatching: () => void}}
   */
  let hosting = null;
  /** @type {{code: string, accept: (reply: string) => Promise<void>, opened: Promise<void>} | null} the invitation code waiting for its reply */
  let pendingInvitation = null;

  /**
   * Open a room for a set-up with friends' seats: the lobby, then Start.
   * @param {PlannedSeat[]} plan
   * @param {MakeParams} makeParams
   */
  async function host(plan, makeParams) {
    const net = await network();
    const { room, key } = net.newRoom();
    const hostKey = await net.createHostKey({ room, keyStore: deps.keyStore });
    const record = { room, key, plan, friends: {}, started: false };
    store.keepHost(record);
    await openRoom(net, record, hostKey, makeParams);
    screens.lobby();
    lobby.open("host", { link: net.hasRelays ? hosting?.link : "", codes: !net.hasRelays });
    render();
  }

  /**
   * @param {Network} net
   * @param {import("./online-store.js").HostRecord} record
   * @param {{publicKey: string, sign: (nonce: string, binding: import("../network/binding.js").Binding) => Promise<string>}} hostKey
   * @param {MakeParams | null} makeParams
   */
  async function openRoom(net, record, hostKey, makeParams) {
    const invitation = { room: record.room, key: record.key, host: hostKey.publicKey };
    const direct = net.createDirectHost({ rtcConfig: net.rtcConfig, invitation });
    /** @type {Record<string, import("../network/types.js").Transport>} */
    const parts = { code: direct.transport };
    /** @type {(() => number) | null} */
    let relaysOpen = null;
    if (net.hasRelays) {
      const relay = await net.relayTransport({ room: record.room, key: record.key });
      parts.relay = relay;
      relaysOpen = relay.relaysOpen;
    }
    const session = net.createHostSession({
      transport: net.mergeTransports(parts),
      protocol: net.createProtocol(net.limitsOf(deps.options)),
      hostKey,
      linkKey: await net.linkKey(record.key),
      room: record.room,
      checkName: deps.checkName,
      plan: record.plan,
      friends: record.friends,
      started: record.started,
      onChange: () => {
        if (!hosting) return;
        store.keepHost({ ...hosting.record, ...session.record() });
        render();
      },
      onSaid: (seat, phrase) => deps.said(seat, phrase),
      onLeft: (seat) => left(seat),
    });
    const url = new URL(deps.pageUrl());
    url.hash = invitationFragment(invitation);
    const since = performance.now();
    // the lobby's line follows the network: offline, no relay reached, or waiting as usual
    const watch = setInterval(render, 2_000);
    const stopWatching = () => clearInterval(watch);
    hosting = {
      session,
      table: null,
      record,
      net,
      direct,
      link: url.href,
      relaysOpen,
      makeParams,
      since,
      stopWatching,
    };
  }

  /** A friend left the table for good (pressed New match): said at the table, their seat offered to a computer. @param {number} seat */
  function left(seat) {
    const view = controller.view;
    if (view) bar.note(t("online.left", { name: describe.seatName(view, seat) }));
  }

  /** What the host's screens show of the room: the lobby's seats, who is missing and the buttons for them. */
  function render() {
    if (!hosting) return;
    const { session, table } = hosting;
    if (lobby.isOpen) {
      lobby.show(session.lobby(), { started: false, canStart: session.canStart() });
      const { relaysOpen, since } = hosting;
      const offline = relaysOpen !== null && !navigator.onLine;
      const unreached = relaysOpen !== null && relaysOpen() === 0 && performance.now() - since > PATIENCE_MS;
      lobby.setStatus(
        session.canStart()
          ? "online.host.ready"
          : offline
            ? "online.host.offline"
            : unreached
              ? "online.host.no_relays"
              : "online.host.waiting",
      );
    }
    const view = controller.view;
    if (table && view) {
      const away = table.away().map((seat) => ({ seat, name: describe.seatName(view, seat) }));
      bar.showAway(away);
      summary.setStandIns(away);
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
   * Run the match on this page's engine with the room attached. A refusal by the engine
   * keeps the room (the lobby says why); only a defect closes it.
   * @param {(playing: {seating: import("../table/table-controller.js").Seating, via: import("../types.js").Engine}) => Promise<void>} open
   */
  async function play(open) {
    if (!hosting) return;
    const room = hosting;
    const friends = new Set(room.record.plan.flatMap((seat, i) => (seat.kind === "friend" ? [i] : [])));
    const table = createHostTable({ engine, table: controller, friends, onChange: render });
    room.table = table;
    bar.open({ online: true, host: true, codes: true });
    summary.setOnline(true);
    const via = {
      ready: table.engine.ready,
      /** @type {import("../types.js").Request} */
      async request(cmd, params) {
        const answer = await table.engine.request(cmd, params);
        if (cmd === "new_match" || cmd === "load") await room.session.attach(table);
        return answer;
      },
    };
    try {
      await open({ seating: table.seating, via });
      render();
    } catch (error) {
      if (!(error instanceof EngineError) || room.record.started) {
        close();
        deps.onStartFailure(error);
        return;
      }
      room.table = null; // the engine refused the start: back to the lobby, the room stays open
      bar.close();
      summary.setOnline(false);
      screens.lobby();
      lobby.open("host", { link: room.net.hasRelays ? room.link : "", codes: !room.net.hasRelays });
      lobby.showError(describe.error(error));
      render();
    }
  }

  /**
   * A reloaded host continues its online match: the same room, the same seats.
   * @param {object} state the match's save
   * @returns {Promise<boolean>} false when this save is no online match of this device
   */
  async function resume(state) {
    const record = store.host();
    if (!record?.started) return false;
    const net = await network();
    const hostKey = await net.createHostKey({
      room: record.room,
      keyStore: deps.keyStore,
      jwk: record.signing ?? null,
    });
    store.keepHost(record); // without the old JSON key, now in the key store
    await openRoom(net, record, hostKey, null);
    screens.table();
    await play((playing) => controller.resume(state, playing));
    return true;
  }

  /** Leave the room for good: every friend is told, the room and its key forgotten. */
  function close() {
    if (!hosting) return;
    const { room } = hosting.record;
    hosting.session.close();
    hosting.stopWatching();
    store.forgetHost();
    deps.keyStore.forget(room).catch((error) => console.warn("The room's key could not be deleted:", error));
    hosting = null;
    pendingInvitation = null;
  }

  return {
    host,
    startMatch,
    resume,
    close,
    /** After every change of the match on this page's engine: the guests see it. */
    changed() {
      if (!hosting?.table) return;
      hosting.session.publish().catch((error) => console.error("The guests' views could not be sent:", error));
      render();
    },
    get active() {
      return hosting !== null;
    },
    /** @param {number} seat */
    botInLobby(seat) {
      if (!hosting) return;
      hosting.session.setKind(seat, "bot", "medium");
      hosting.record.plan = hosting.session.record().plan;
    },
    /** @param {number} seat */
    standIn(seat) {
      hosting?.table?.standIn(seat).catch(reportError);
    },
    /** @param {number} seat @param {string} phrase */
    say(seat, phrase) {
      hosting?.session.say(seat, phrase);
    },
    get link() {
      return hosting?.link ?? "";
    },
    /** @param {HTMLImageElement} image */
    showQr(image) {
      if (hosting) hosting.net.showQrCode(image, hosting.link);
    },
    /** A new invitation code (in the lobby, or at the table for a friend who lost the connection). */
    async makeCode() {
      if (!hosting) return null;
      pendingInvitation = await hosting.direct.invite();
      return pendingInvitation.code;
    },
    /**
     * The friend's reply to the last invitation code.
     * @param {string} reply
     * @returns {Promise<{outcome: "connecting", opened: Promise<void>} | {outcome: "bad" | "none"}>}
     */
    async connectCode(reply) {
      const invitation = pendingInvitation;
      if (!hosting || !invitation) return { outcome: "none" };
      try {
        await invitation.accept(reply);
        return { outcome: "connecting", opened: invitation.opened };
      } catch (error) {
        if (!(error instanceof hosting.net.BadCode)) throw error;
        return { outcome: "bad" };
      }
    },
  };
}
