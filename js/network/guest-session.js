// A guest's side of online play. The guest's page runs no match: it finds the host among
// the room's peers (the one that signs a fresh challenge with the key named in the link),
// takes a seat, sends its requests and shows the views the host sends. The seat token is
// kept per room in localStorage, so a reload or a lost connection gets the same seat back.
// Whatever the host sends is checked too: the page never trusts another device blindly.
import { BadMessage, decodeHostMessage, encode } from "./protocol.js";
import { isHostSignature } from "./host-key.js";
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

/**
 * @typedef {{load: (room: string) => {token: string, name: string} | null,
 *            save: (room: string, seat: {token: string, name: string}) => void,
 *            forget: (room: string) => void}} SeatStore
 * @typedef {object} GuestHandlers
 * @property {(lobby: import("./protocol.js").Lobby) => void} [lobby]
 * @property {(seat: number) => void} [welcome]
 * @property {(code: string) => void} [refused]
 * @property {(view: import("../types.js").View, ready: number[]) => void} [state]
 * @property {(seat: number, phrase: string) => void} [said]
 * @property {(connection: "searching" | "connected" | "host_away" | "closed") => void} [connection]
 */

/**
 * @param {{transport: import("./host-session.js").Transport,
 *          invitation: {room: string, host: string}, seatStore: SeatStore,
 *          handlers: GuestHandlers, verify?: typeof isHostSignature}} deps
 */
export function createGuestSession({ transport, invitation, seatStore, handlers, verify = isHostSignature }) {
  const { room, host: hostKey } = invitation;
  const on = { lobby() {}, welcome() {}, refused() {}, state() {}, said() {}, connection() {}, ...handlers };
  const epoch = randomToken(); // this page's requests are numbered afresh
  /** @type {Map<string, string>} peer -> the challenge sent to it */
  const challenges = new Map();
  /** @type {string | null} */
  let hostPeer = null;
  /** @type {number | null} */
  let seat = null;
  /** @type {{name: string, seat: number | null} | null} once the player asked to join */
  let wanted = null;
  let nextN = 1;
  /** @type {Map<number, {resolve: Function, reject: Function}>} */
  const pending = new Map();
  let lastState = { e: null, s: -1 };

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

  function dropPending(code) {
    for (const { reject } of pending.values()) reject(new RoomRefusal(code));
    pending.clear();
  }

  async function fromPeer(text, peer) {
    let message;
    try {
      message = decodeHostMessage(text);
    } catch (error) {
      if (!(error instanceof BadMessage)) throw error;
      console.warn(`A peer sent a message that is not ours (${error.code}); it was ignored.`);
      return;
    }
    if (message.t === "iam") {
      const nonce = challenges.get(peer);
      if (nonce === undefined || hostPeer !== null) return;
      if (!(await verify(hostKey, room, nonce, message.sig))) return; // not the host of this link
      challenges.delete(peer);
      hostPeer = peer;
      on.connection("connected");
      sayHello();
      return;
    }
    if (peer !== hostPeer) return; // only the host speaks to guests
    switch (message.t) {
      case "lobby":
        on.lobby(message);
        return;
      case "welcome": {
        seat = message.seat;
        const name = wanted?.name ?? seatStore.load(room)?.name ?? "";
        seatStore.save(room, { token: message.token, name });
        on.welcome(message.seat);
        return;
      }
      case "refused":
        if (message.code === "unknown_token" || message.code === "seat_removed") {
          seatStore.forget(room); // the host no longer knows this seat: join afresh
          seat = null;
        }
        on.refused(message.code);
        return;
      case "state":
        if (message.e === lastState.e && message.s <= lastState.s) return; // seen already
        lastState = { e: message.e, s: message.s };
        on.state(message.view, message.ready);
        return;
      case "ack":
      case "error": {
        const entry = message.n === null ? null : pending.get(message.n);
        if (!entry) {
          if (message.t === "error") console.warn(`The host refused a message: ${message.code}`);
          return;
        }
        pending.delete(message.n);
        if (message.t === "ack") entry.resolve(message.move ? { move: message.move } : {});
        else entry.reject(new RoomRefusal(message.code));
        return;
      }
      case "said":
        on.said(message.seat, message.phrase);
        return;
      case "closed":
        hostPeer = null;
        dropPending("closed");
        transport.leave(); // nothing more will come from this room
        on.connection("closed");
        return;
    }
  }

  transport.on("join", (peer) => {
    const nonce = randomToken();
    challenges.set(peer, nonce);
    transport.send(peer, encode({ t: "who", nonce }));
  });
  transport.on("leave", (peer) => {
    challenges.delete(peer);
    if (peer !== hostPeer) return;
    hostPeer = null;
    dropPending("connection_lost"); // the next view tells what became of them
    on.connection("host_away");
  });
  // One message at a time, in order: the host's lobby must not overtake its signature's check.
  let inbox = Promise.resolve();
  transport.on("message", (text, peer) => {
    inbox = inbox.then(() => fromPeer(text, peer)).catch((error) => console.error(error));
  });
  on.connection("searching");

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
    /** One request for this guest's seat: play, pass, draw or hint. */
    act(cmd, params = {}) {
      const n = nextN++;
      return new Promise((resolve, reject) => {
        pending.set(n, { resolve, reject });
        try {
          send({ t: "act", n, cmd, ...params });
        } catch (error) {
          pending.delete(n);
          reject(error);
        }
      });
    },
    ready: () => send({ t: "ready" }),
    say: (phrase) => send({ t: "say", phrase }),
    get seat() {
      return seat;
    },
    get connected() {
      return hostPeer !== null;
    },
    /** Whether this device held a seat in this room before (a reload, a lost connection). */
    hasKeptSeat: () => seatStore.load(room) !== null,
    leave() {
      dropPending("left");
      transport.leave();
    },
  };
}
