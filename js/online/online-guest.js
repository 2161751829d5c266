// A seat at another device's table, from the page: opened from an invitation link (peers
// found through the relays) or from a code pasted by hand, kept across reloads (the seat
// token; on the codes path, the room, so that a reload asks for a new code instead of
// losing the table). The table shows the host's views; no engine is needed here. The
// status line always says what is true (join-status.js), and keeps trying while the host
// is away. Once the match is over the host sends its record: the page may then replay
// and review it with an engine of its own.
import { createGuestEngine } from "./guest-engine.js";
import { joinStatus } from "./join-status.js";

/** @typedef {typeof import("../network/connect.js")} Network */
/** @typedef {import("../types.js").View} View */

/**
 * @typedef {object} GuestDeps
 * @property {() => Promise<Network>} network
 * @property {ReturnType<typeof import("./online-store.js").createOnlineStore>} store
 * @property {import("../types.js").Options} options
 * @property {ReturnType<typeof import("./lobby-screen.js").createLobbyScreen>} lobby
 * @property {ReturnType<typeof import("./table-bar.js").createTableBar>} bar
 * @property {ReturnType<typeof import("../table/table-controller.js").createTableController>} controller
 * @property {{setWaiting: (names: string[]) => void, setOnline: (on: boolean) => void,
 *             setConnection: (text: string | null) => void}} summary
 * @property {import("../table/describe.js").Describer} describe
 * @property {import("../i18n/i18n.js").Translate} t
 * @property {{lobby: () => void, table: () => void}} screens
 * @property {(seat: number, phrase: string) => void} said a phrase to show
 * @property {(payload: string, seat: number) => void} matchRecord the host's record of the finished
 *   match (a replay link's payload, still to be unpacked and checked), and this player's seat in it
 * @property {() => number} [now]
 */

/** @type {import("../table/table-controller.js").Seating} */
const guestSeating = (view, seat) => (seat === view.you && view.seats[seat].type === "human" ? "here" : "remote");

/** @param {GuestDeps} deps */
export function createOnlineGuest(deps) {
  const { network, store, lobby, bar, controller, summary, describe, t, screens, now = () => performance.now() } = deps;
  /**
   * The seat this page has at another's table.
   * @type {null | {net: Network, session: ReturnType<Network["createGuestSession"]>, transport: import("../network/types.js").Transport,
   *                path: "relay" | "code", room: string, relaysOpen: (() => number) | null,
   *                situation: import("./join-status.js").GuestSituation, since: number, latest: View | null,
   *                timer: ReturnType<typeof setInterval> | null}}
   */
  let guest = null;
  /** @type {ReturnType<Network["createDirectGuest"]> | null} the codes' end, one per page (each code a new connection) */
  let direct = null;

  /** The status line, from what the page knows now. */
  function tell() {
    if (!guest) return;
    const { situation } = guest;
    situation.waitedMs = situation.connection === "connected" ? 0 : now() - guest.since;
    situation.relaysOpen = guest.relaysOpen?.() ?? null;
    const key = joinStatus(situation);
    lobby.setStatus(key, { n: (situation.seat ?? 0) + 1 });
    // at the table, a new code is pasted in the table's own box (the lobby is not there)
    const atTable = key === "online.codes.lost" && situation.hadTable ? "online.codes.lost.table" : key;
    bar.connection(situation.connection === "connected" ? null : atTable);
    summary.setConnection(situation.connection === "connected" ? null : t(atTable));
    lobby.offerOwnGame(situation.connection === "connected" && situation.seat === null && situation.started);
    bar.offerCode(guest.path === "code" && situation.connection !== "connected");
  }

  /**
   * The page was opened with an invitation link.
   * @param {import("../network/room-codes.js").Invitation} invitation
   */
  async function joinByLink(invitation) {
    screens.lobby();
    lobby.open("guest");
    lobby.setStatus("online.guest.searching");
    const net = await network();
    const transport = await net.relayTransport({
      room: invitation.room,
      key: invitation.key,
      onJoinError(reason) {
        if (!/password/i.test(reason)) {
          console.warn(`A peer could not join us: ${reason}`);
          return;
        }
        if (guest) guest.situation.wrongLink = true;
        tell();
      },
    });
    watch(net, transport, invitation, "relay", transport.relaysOpen);
  }

  /** A friend who has an invitation code instead of a link: the lobby, ready for the code. */
  function joinByCode() {
    screens.lobby();
    lobby.open("guest", { codes: true });
    const kept = store.codes.load();
    lobby.setStatus(kept && store.seats.load(kept.room) ? "online.codes.lost" : "online.codes.waiting");
  }

  /**
   * A pasted invitation code: a connection to its room, and the reply code to send back.
   * @param {string} code
   * @returns {Promise<string | null>} the reply code, or null for a code that is not one
   */
  async function answerCode(code) {
    const net = await network();
    direct ??= net.createDirectGuest({ rtcConfig: net.rtcConfig });
    try {
      const { invitation, reply } = await direct.answer(code);
      store.codes.keep(invitation);
      if (guest && guest.room !== invitation.room) leave(); // a code for another table
      if (!guest) watch(net, direct.transport, invitation, "code", null);
      return reply;
    } catch (error) {
      if (!(error instanceof net.BadCode)) throw error;
      return null;
    }
  }

  /**
   * @param {Network} net
   * @param {import("../network/types.js").Transport} transport
   * @param {import("../network/room-codes.js").Invitation} invitation
   * @param {"relay" | "code"} path
   * @param {(() => number) | null} relaysOpen
   */
  function watch(net, transport, invitation, path, relaysOpen) {
    /** @type {import("./join-status.js").GuestSituation} */
    const situation = {
      connection: "searching",
      waitedMs: 0,
      path,
      relaysOpen: null,
      wrongLink: false,
      impostor: false,
      seat: null,
      started: false,
      hadTable: false,
    };
    const session = net.createGuestSession({
      transport,
      protocol: net.createProtocol(net.limitsOf(deps.options)),
      invitation,
      seatStore: store.seats,
      handlers: {
        connection(state) {
          if (!guest) return;
          if (state !== "connected" && situation.connection === "connected") guest.since = now();
          if (state === "searching") guest.since = now();
          situation.connection = state;
          tell();
        },
        impostor(reason) {
          console.warn(`A peer claimed to be the host: ${reason}`);
          situation.impostor = true;
          tell();
        },
        lobby(message) {
          situation.started = message.started;
          situation.seat = message.you;
          lobby.show(message.seats, { started: message.started, seated: message.you !== null });
          tell();
        },
        welcome(seat) {
          situation.seat = seat;
          lobby.hideError();
          tell();
        },
        refused(code) {
          if (code === "unknown_token" || code === "seat_removed") situation.seat = null;
          lobby.showError(`online.refused.${code}`); // a key: the lobby says it in the page's language
          lobby.offerOwnGame(code === "started" || code === "room_full");
        },
        state: (view, ready) => show(view, ready),
        said: (seat, phrase) => deps.said(seat, phrase),
        record(payload) {
          const you = guest?.latest?.you;
          if (you !== undefined) deps.matchRecord(payload, you);
        },
      },
    });
    guest = {
      net,
      session,
      transport,
      path,
      room: invitation.room,
      relaysOpen,
      situation,
      since: now(),
      latest: null,
      timer: null,
    };
    guest.timer = setInterval(tell, 1_000); // the wait grows: the line may have more to say
    tell();
  }

  /**
   * A view from the host: the table opens with the first, and follows every later one.
   * @param {View} view
   * @param {number[]} ready
   */
  function show(view, ready) {
    if (!guest) return;
    const first = guest.latest === null;
    guest.latest = view;
    guest.situation.hadTable = true;
    if (first) {
      const { session, net } = guest;
      lobby.close();
      screens.table();
      bar.open({ online: true, host: false, codes: guest.path === "code" });
      summary.setOnline(true);
      const engineOfHost = createGuestEngine({
        session,
        Refusal: net.RoomRefusal,
        latest: () => guest?.latest ?? view,
      });
      // The table is up once `watch` is done: then the host's word on who is ready counts.
      controller
        .watch(view, guestSeating, engineOfHost)
        .then(() => heardReady(view, ready))
        .catch(reportError);
    } else {
      controller.receive(view);
      heardReady(view, ready);
    }
    // The host forgot who was ready (it reloaded): this player said so already, and says it again.
    if (view.phase === "round_over" && controller.saidReady && !ready.includes(view.you)) guest.session.ready();
    const humans = view.seats.flatMap((seat, i) => (seat.type === "human" ? [i] : []));
    const waiting = view.phase === "round_over" ? humans.filter((seat) => !ready.includes(seat)) : [];
    summary.setWaiting(ready.includes(view.you) ? waiting.map((seat) => describe.seatName(view, seat)) : []);
    tell();
  }

  /**
   * The host counts this player ready (said before this page reloaded): the summary says so
   * instead of asking again.
   * @param {View} view
   * @param {number[]} ready
   */
  function heardReady(view, ready) {
    if (view.phase === "round_over" && ready.includes(view.you)) controller.heardReady();
  }

  /** Leave the table for good (the host is told). */
  function leave() {
    if (!guest) return;
    if (guest.timer !== null) clearInterval(guest.timer);
    guest.session.leave();
    if (guest.path === "code") store.codes.forget();
    guest = null;
    direct = null;
  }

  return {
    joinByLink,
    joinByCode,
    answerCode,
    leave,
    get active() {
      return guest !== null;
    },
    /** @param {string} name @param {number | null} seat */
    join(name, seat) {
      guest?.session.join(name, seat);
    },
    /** @param {string} phrase */
    say(phrase) {
      if (!guest) return;
      try {
        guest.session.say(phrase);
      } catch (error) {
        if (!(error instanceof guest.net.RoomRefusal)) throw error;
        bar.note(t("error.code.host_away")); // nobody to say it to now
      }
    },
  };
}
