// A guest's side of online play. The guest's page runs no match: it finds the host among
// the room's peers, takes a seat, sends its requests and shows the views the host sends.
// It believes a peer to be the host only when that peer signs the guest's fresh, single-use
// challenge together with the very connection it answers on (host-key.js, binding.js); the
// seat token, kept per room so that a reload gets the same seat back, is only ever sent on
// such a connection. Whatever the host sends is checked too (protocol.js): a view that is
// not one is refused and reported, and the table never sees it. The match's record comes
// in pieces only after a view that says the match is over; one that comes earlier or out
// of order is refused, and the page unpacks and checks the rest (record-link.js, then
// the engine's read_record).
import { BadMessage, encode } from "./protocol.js";
import { createHeartbeat, realClock } from "./heartbeat.js";
import { createSerial } from "./serial.js";
import { isHostSignature } from "./host-key.js";
import { linkKey, linkProof } from "./link-proof.js";
import { randomToken } from "./room-codes.js";

/** A request the host refused (or could not answer); `code` is the bridge's or the room's. */
export class RoomRefusal extends Error {
  /** @param {string} code */
  constructor(code) {
    super(code);
    this.name = "RoomRefusal";
    this.code = code;
  }
}

const CHALLENGE_MS = 10_000; // a challenge not answered by then is void
const CHALLENGES = 3; // per connection: a peer that fails them is not asked again
/** Without the host, the page makes itself known to the room again after these waits (then every last one). */
const REFRESH_AFTER_MS = [3_000, 5_000, 5_000, 5_000, 10_000, 15_000];

/**
 * @typedef {{load: (room: string) => {token: string, name: string} | null,
 *            save: (room: string, seat: {token: string, name: string}) => void,
 *            forget: (room: string) => void}} SeatStore
 * @typedef {"searching" | "connected" | "host_away" | "closed"} Connection
 * @typedef {object} GuestHandlers
 * @property {(lobby: import("./protocol.js").Lobby) => void} [lobby]
 * @property {(seat: number) => void} [welcome]
 * @property {(code: string) => void} [refused]
 * @property {(view: import("../types.js").View, ready: number[]) => void} [state]
 * @property {(payload: string) => void} [record] the finished match's record as a replay link's payload
 *   (still to be unpacked and checked)
 * @property {(seat: number, phrase: string) => void} [said]
 * @property {(connection: Connection) => void} [connection]
 * @property {(reason: string) => void} [impostor] a peer claimed to be the host and could not prove it
 */

/**
 * @param {{transport: import("./types.js").Transport, protocol: import("./protocol.js").Protocol,
 *          invitation: import("./room-codes.js").Invitation, seatStore: SeatStore, handlers: GuestHandlers,
 *          clock?: import("./heartbeat.js").Clock}} deps
 */
export function createGuestSession({ transport, protocol, invitation, seatStore, handlers, clock = realClock }) {
  const { room, host: hostKey } = invitation;
  /** @type {Required<GuestHandlers>} */
  const on = {
    lobby() {},
    welcome() {},
    refused() {},
    state() {},
    record() {},
    said() {},
    connection() {},
    impostor() {},
    ...handlers,
  };
  const proofKey = linkKey(invitation.key);
  const epoch = randomToken(); // this page's requests are numbered afresh
  /** @type {Map<string, {nonce: string, at: number, binding: import("./binding.js").Binding}>} one per peer, used once */
  const challenges = new Map();
  /** @type {Map<string, number>} challenges sent per peer */
  const asked = new Map();
  /** @type {string | null} */
  let hostPeer = null;
  /** @type {number | null} */
  let seat = null;
  /** @type {{name: string, seat: number | null} | null} once the player asked to join */
  let wanted = null;
  let nextN = 1;
  /** @type {Map<number, {resolve: (answer: {move?: import("../types.js").Move}) => void, reject: (error: Error) => void}>} */
  const pending = new Map();
  /** @type {{e: string | null, s: number}} */
  let lastState = { e: null, s: -1 };
  /** @type {import("../types.js").SheetLine[]} the score sheet as the host has sent it on this connection */
  let sheet = [];
  let over = false; // the host's last view says the match is over
  /** @type {{of: number, pieces: string[]}} the record's pieces come so far */
  let pieces = { of: 0, pieces: [] };
  let delivered = ""; // the record last handed on (one sent again is not handed on again)
  let left = false;
  let lostAt = clock.now(); // since when this page has been without the host
  let refreshes = 0;

  const heartbeat = createHeartbeat({
    clock,
    beat: (peer) => transport.send(peer, encode({ t: "beat" })),
    onSilent: () => on.connection("host_away"),
    onHeard: () => on.connection("connected"),
  });

  /** @param {{t: string} & Record<string, unknown>} message */
  const send = (message) => {
    if (hostPeer === null) throw new RoomRefusal("host_away");
    transport.send(hostPeer, encode(message));
  };

  function sayHello() {
    const kept = seatStore.load(room);
    const name = wanted?.name ?? kept?.name;
    if (!name) return; // the player has not joined yet: the lobby is shown, a name is asked
    send({ t: "hello", name, token: kept?.token ?? null, seat: kept ? null : (wanted?.seat ?? null), epoch });
  }

  /** @param {string} code */
  function dropPending(code) {
    for (const { reject } of pending.values()) reject(new RoomRefusal(code));
    pending.clear();
  }

  /** A peer says it is the host: challenge it, once at a time and a few times at most. @param {string} peer */
  async function challenge(peer) {
    if (hostPeer === peer || challenges.has(peer)) return;
    const count = asked.get(peer) ?? 0;
    if (count >= CHALLENGES) return;
    const binding = transport.binding(peer);
    if (!binding) return;
    asked.set(peer, count + 1);
    const nonce = randomToken();
    challenges.set(peer, { nonce, at: clock.now(), binding });
    const proof = await linkProof({ key: await proofKey, room, nonce, binding });
    transport.send(peer, encode({ t: "who", nonce, proof }));
  }

  /** @param {string} peer @param {string} signature */
  async function answered(peer, signature) {
    const entry = challenges.get(peer);
    challenges.delete(peer); // single use, whatever the answer
    if (!entry || clock.now() - entry.at > CHALLENGE_MS) return;
    const binding = transport.binding(peer);
    const same = binding && binding.local === entry.binding.local && binding.remote === entry.binding.remote;
    if (!same || !(await isHostSignature({ publicKey: hostKey, room, nonce: entry.nonce, binding, signature }))) {
      on.impostor("the signature does not match this connection and this link");
      return;
    }
    if (hostPeer !== null && hostPeer !== peer) heartbeat.forget(hostPeer);
    hostPeer = peer;
    refreshes = 0;
    sheet = [];
    over = false;
    pieces = { of: 0, pieces: [] };
    lastState = { e: null, s: -1 };
    heartbeat.watch(peer);
    on.connection("connected");
    sayHello();
  }

  /**
   * @param {unknown} data
   * @param {string} peer
   */
  async function fromPeer(data, peer) {
    let message;
    try {
      message = protocol.decodeHost(data);
    } catch (error) {
      if (!(error instanceof BadMessage)) throw error;
      if (peer === hostPeer) console.warn(`The host sent a message this page refuses (${error.message}).`);
      return; // another guest has nothing to tell this one
    }
    if (message.t === "host") return challenge(peer);
    if (message.t === "iam") return answered(peer, message.sig);
    if (peer !== hostPeer) return; // only the host speaks to guests
    heartbeat.heard(peer);
    switch (message.t) {
      case "beat":
        return send({ t: "beat" });
      case "lobby":
        return on.lobby(message);
      case "welcome": {
        seat = message.seat;
        const name = wanted?.name ?? seatStore.load(room)?.name ?? "";
        seatStore.save(room, { token: message.token, name });
        return on.welcome(message.seat);
      }
      case "refused":
        if (message.code === "unknown_token" || message.code === "seat_removed") {
          seatStore.forget(room); // the host no longer knows this seat: join afresh
          seat = null;
        }
        return on.refused(message.code);
      case "sheet":
        if (message.from > sheet.length) {
          console.warn("The host sent score sheet lines out of order; they were refused.");
          return;
        }
        sheet = [...sheet.slice(0, message.from), ...message.rows];
        return;
      case "state":
        if (message.e === lastState.e && message.s <= lastState.s) return; // seen already
        lastState = { e: message.e, s: message.s };
        over = message.view.match_result !== null;
        if (!over) delivered = ""; // a match in play: the record of its end will be news
        return on.state({ ...message.view, sheet: [...sheet] }, message.ready);
      case "record":
        return recordPiece(message);
      case "ack":
      case "error": {
        const entry = message.n === null ? undefined : pending.get(message.n);
        if (!entry) {
          if (message.t === "error") console.warn(`The host refused a message: ${message.code}`);
          return;
        }
        pending.delete(/** @type {number} */ (message.n));
        if (message.t === "ack") entry.resolve(message.move ? { move: message.move } : {});
        else entry.reject(new RoomRefusal(message.code));
        return;
      }
      case "said":
        return on.said(message.seat, message.phrase);
      case "closed":
        close("closed");
        return;
    }
  }

  /**
   * One piece of the match's record: in order, each of the same count, only once the
   * match is over; the last one hands the whole record on.
   * @param {import("./protocol.js").RecordPiece} message
   */
  function recordPiece({ part, of, text }) {
    const refuse = (/** @type {string} */ why) => {
      pieces = { of: 0, pieces: [] };
      console.warn(`The host sent a piece of the match's record ${why}; the record was refused.`);
    };
    if (!over) return refuse("while the match is not over");
    if (part === 0) pieces = { of, pieces: [] };
    if (of !== pieces.of || part !== pieces.pieces.length) return refuse("out of order");
    pieces.pieces.push(text);
    if (pieces.pieces.length < of) return;
    const whole = pieces.pieces.join("");
    pieces = { of: 0, pieces: [] };
    if (whole === delivered) return;
    delivered = whole;
    on.record(whole);
  }

  /** @param {"closed"} why */
  function close(why) {
    if (left) return;
    left = true;
    hostPeer = null;
    heartbeat.close();
    stopLooking();
    dropPending(why);
    transport.leave(); // nothing more will come from this room
    on.connection("closed");
  }

  const inbox = createSerial();
  transport.listen({
    join() {}, // a new peer is asked nothing until it says it is the host
    leave(peer) {
      challenges.delete(peer);
      asked.delete(peer);
      if (peer !== hostPeer) return;
      hostPeer = null;
      lostAt = clock.now();
      heartbeat.forget(peer);
      dropPending("connection_lost"); // the next view tells what became of them
      on.connection("host_away");
    },
    // One message at a time, in order: the host's lobby must not overtake its signature's check.
    message(data, peer) {
      inbox.run(
        () => fromPeer(data, peer),
        (error) => console.error("A message from the host could not be handled:", error),
      );
    },
  });
  on.connection("searching");

  // While the host is away, the page makes itself known to the room again now and then (the
  // relays' announcements of a page that has been in a room a while are a minute apart).
  const stopLooking = clock.every(1_000, () => {
    if (left || hostPeer !== null || !transport.refresh) return;
    const wait = REFRESH_AFTER_MS[Math.min(refreshes, REFRESH_AFTER_MS.length - 1)];
    if (clock.now() - lostAt < wait) return;
    lostAt = clock.now();
    refreshes += 1;
    transport.refresh().catch((error) => console.error("The room could not be entered again:", error));
  });

  return {
    /**
     * Take a seat: `wantedSeat` null for any free one.
     * @param {string} name
     * @param {number | null} [wantedSeat]
     */
    join(name, wantedSeat = null) {
      wanted = { name, seat: wantedSeat };
      sayHello();
    },
    /**
     * One request for this guest's seat: play, pass, draw or hint.
     * @param {"play" | "pass" | "draw" | "hint"} cmd
     * @param {{tile?: import("../types.js").Tile, end?: import("../types.js").End}} [params]
     * @returns {Promise<{move?: import("../types.js").Move}>}
     */
    act(cmd, params = {}) {
      if (hostPeer === null) return Promise.reject(new RoomRefusal("host_away"));
      const n = nextN++;
      const answer = new Promise((resolve, reject) => pending.set(n, { resolve, reject }));
      send({ t: "act", n, cmd, ...params });
      return answer;
    },
    ready: () => send({ t: "ready" }),
    /** @param {string} phrase */
    say: (phrase) => send({ t: "say", phrase }),
    get seat() {
      return seat;
    },
    get connected() {
      return hostPeer !== null;
    },
    /** Whether this device held a seat in this room before (a reload, a lost connection). */
    hasKeptSeat: () => seatStore.load(room) !== null,
    /** Leave for good: the host is told (it offers a computer for the seat), then the connections close. */
    leave() {
      if (hostPeer !== null && seat !== null) transport.send(hostPeer, encode({ t: "bye" }));
      dropPending("left");
      left = true;
      hostPeer = null;
      heartbeat.close();
      stopLooking();
      transport.leave();
    },
  };
}
