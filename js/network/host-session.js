// The host's side of online play. The host's page runs the match in its own engine and
// is the only authority; this module keeps the room: which friend holds which seat (by a
// seat token that survives reloads), who is connected, and what each guest may receive.
// A guest's request is checked (protocol.js), rate-limited, and handed to the game for
// that guest's own seat only; each guest is sent only its own seat's view.
import { BadMessage, decodeGuestMessage, encode } from "./protocol.js";
import { createRateLimit } from "./rate-limit.js";
import { randomToken } from "./room-codes.js";

/**
 * @typedef {{kind: "here" | "friend" | "bot", level: string | null, name: string | null}} PlannedSeat
 * @typedef {{token: string, name: string, peer: string | null, epoch: string | null, lastN: number,
 *            lastReply: object | null}} Friend
 * @typedef {object} HostGame what the host's table offers the room once the match is on
 * @property {(seat: number, cmd: string, params: object) => Promise<{move?: import("../types.js").Move}>} act
 *   apply a guest's request for its own seat; rejects with an error that has a `code`
 * @property {(seat: number) => Promise<import("../types.js").View>} view the seat's view (the bridge's `view`)
 * @property {() => number[]} readySeats the seats that are ready for the next round
 * @property {(seat: number) => void} ready the guest at that seat is ready for the next round
 * @property {(seat: number, present: boolean) => void} presence a guest came or went
 * @typedef {{send: (peer: string, text: string) => void, on: (event: string, handler: Function) => void,
 *            leave: () => void}} Transport
 */

const RATE = { perSecond: 20, burst: 40 };

/**
 * @param {{transport: Transport, hostKey: {sign: (room: string, nonce: string) => Promise<string>},
 *          room: string, plan: PlannedSeat[], friends?: Record<number, {token: string, name: string}>,
 *          started?: boolean, onChange?: () => void, onSaid?: (seat: number, phrase: string) => void,
 *          rateLimit?: ReturnType<typeof createRateLimit>}} deps
 *   friends, started: what a reloaded host kept (see `record`)
 */
export function createHostSession({
  transport,
  hostKey,
  room,
  plan,
  friends: kept = {},
  started = false,
  onChange = () => {},
  onSaid = () => {},
  rateLimit = createRateLimit(RATE),
}) {
  const seats = plan.map((seat) => ({ ...seat }));
  /** @type {Map<number, Friend>} */
  const friends = new Map(
    Object.entries(kept).map(([seat, { token, name }]) => [
      Number(seat),
      { token, name, peer: null, epoch: null, lastN: 0, lastReply: null },
    ]),
  );
  /** @type {Map<string, number>} peer -> its seat */
  const seatOf = new Map();
  const throttled = new Set();
  /** @type {HostGame | null} */
  let game = null;
  const epoch = randomToken(); // a reloaded host starts its state numbers again under a new epoch
  let stateNumber = 0;
  let inbox = Promise.resolve();
  let outbox = Promise.resolve();

  const send = (peer, message) => transport.send(peer, encode(message));
  /** The friend at a seat that has one (a seat bound to a peer always has). @param {number} seat */
  function friendAt(seat) {
    const friend = friends.get(seat);
    if (!friend) throw new Error(`seat ${seat} has no friend`);
    return friend;
  }

  function lobbySeat(seat, index) {
    const friend = friends.get(index);
    let state = seat.kind === "bot" ? "bot" : seat.kind === "here" ? "here" : "free";
    if (seat.kind === "friend" && friend) state = friend.peer ? "connected" : "away";
    return { kind: seat.kind, state, name: friend?.name ?? seat.name, level: seat.level };
  }

  const lobby = () => seats.map(lobbySeat);

  function tellLobby(peer = null) {
    const message = { t: "lobby", seats: lobby(), started };
    for (const [target, seat] of seatOf) {
      if (peer === null || peer === target) send(target, { ...message, you: seat });
    }
    if (peer !== null && !seatOf.has(peer)) send(peer, { ...message, you: null });
    onChange();
  }

  function seatFor(hello) {
    if (hello.token !== null) {
      for (const [seat, friend] of friends) if (friend.token === hello.token) return { seat, friend };
      return { refused: "unknown_token" };
    }
    if (started) return { refused: "started" };
    const free = seats.map((s, i) => i).filter((i) => seats[i].kind === "friend" && !friends.has(i));
    if (!free.length) return { refused: "room_full" };
    if (hello.seat !== null && !free.includes(hello.seat)) return { refused: "seat_taken" };
    const seat = hello.seat ?? free[0];
    const friend = {
      token: randomToken(),
      name: hello.name.trim(),
      peer: null,
      epoch: null,
      lastN: 0,
      lastReply: null,
    };
    friends.set(seat, friend);
    return { seat, friend };
  }

  async function hello(peer, message) {
    const held = seatOf.get(peer);
    if (held !== undefined && friendAt(held).token !== message.token) {
      send(peer, { t: "refused", code: "already_seated" }); // one seat per connection
      return;
    }
    const claim = seatFor(message);
    if ("refused" in claim) {
      send(peer, { t: "refused", code: claim.refused });
      return;
    }
    const { seat, friend } = claim;
    if (friend.peer && friend.peer !== peer) seatOf.delete(friend.peer); // the same player on a new connection
    friend.peer = peer;
    if (friend.epoch !== message.epoch) {
      friend.epoch = message.epoch; // a reloaded guest numbers its requests from 1 again
      friend.lastN = 0;
      friend.lastReply = null;
    }
    seatOf.set(peer, seat);
    send(peer, { t: "welcome", seat, token: friend.token });
    tellLobby();
    if (game) {
      game.presence(seat, true);
      send(peer, await stateFor(game, seat));
    }
  }

  async function act(peer, seat, message) {
    const friend = friendAt(seat);
    if (message.n <= friend.lastN) {
      if (message.n === friend.lastN && friend.lastReply) send(peer, friend.lastReply); // a resend: answered again, not applied again
      return;
    }
    let reply;
    if (!game) {
      reply = { t: "error", n: message.n, code: "not_started" };
    } else {
      const { n, cmd, ...params } = message;
      delete params.v;
      delete params.t;
      try {
        const answer = await game.act(seat, cmd, params);
        reply = cmd === "hint" ? { t: "ack", n, move: answer.move } : { t: "ack", n };
        if (cmd !== "hint") await publish();
      } catch (error) {
        if (typeof error?.code !== "string") throw error; // a defect, not a refusal
        reply = { t: "error", n, code: error.code };
      }
    }
    friend.lastN = message.n;
    friend.lastReply = reply;
    send(peer, reply);
  }

  async function receive(text, peer) {
    let message;
    try {
      message = decodeGuestMessage(text);
    } catch (error) {
      if (!(error instanceof BadMessage)) throw error;
      send(peer, { t: "error", n: null, code: error.code });
      return;
    }
    const seat = seatOf.get(peer);
    switch (message.t) {
      case "who":
        send(peer, { t: "iam", sig: await hostKey.sign(room, message.nonce) });
        tellLobby(peer);
        return;
      case "hello":
        await hello(peer, message);
        return;
    }
    if (seat === undefined) {
      send(peer, { t: "error", n: message.t === "act" ? message.n : null, code: "no_seat" });
      return;
    }
    if (message.t === "act") await act(peer, seat, message);
    else if (message.t === "ready") game?.ready(seat);
    else if (message.t === "say") say(seat, message.phrase);
  }

  function say(seat, phrase) {
    for (const target of seatOf.keys()) send(target, { t: "said", seat, phrase });
    onSaid(seat, phrase);
  }

  /** @param {HostGame} on @param {number} seat */
  async function stateFor(on, seat) {
    return { t: "state", e: epoch, s: stateNumber, view: await on.view(seat), ready: on.readySeats() };
  }

  /** Send every connected guest its seat's view as it is now (after any change of the match). */
  function publish() {
    outbox = outbox.then(async () => {
      if (!game) return;
      stateNumber += 1;
      for (const [peer, seat] of [...seatOf]) send(peer, await stateFor(game, seat));
    });
    return outbox;
  }

  transport.on("message", (text, peer) => {
    if (!rateLimit.allow(peer)) {
      if (!throttled.has(peer)) send(peer, { t: "error", n: null, code: "too_many" });
      throttled.add(peer);
      return;
    }
    throttled.delete(peer);
    inbox = inbox.then(() => receive(text, peer));
  });
  transport.on("leave", (peer) => {
    rateLimit.forget(peer);
    const seat = seatOf.get(peer);
    if (seat === undefined) return;
    seatOf.delete(peer);
    const friend = friendAt(seat);
    if (friend.peer === peer) friend.peer = null;
    game?.presence(seat, false);
    tellLobby();
  });

  return {
    lobby,
    /** Whether every seat has its player: each friend's seat taken by a connected friend. */
    canStart: () => seats.every((seat, i) => seat.kind !== "friend" || Boolean(friends.get(i)?.peer)),
    /**
     * Before the start: a seat becomes a bot (or a friend's seat again); its friend, if any, is let go.
     * @param {number} seat
     * @param {PlannedSeat["kind"]} kind
     * @param {string | null} [level]
     */
    setKind(seat, kind, level = null) {
      if (started) throw new Error("the seats are fixed once the match has started");
      const friend = friends.get(seat);
      if (friend && kind !== "friend") {
        if (friend.peer) {
          send(friend.peer, { t: "refused", code: "seat_removed" });
          seatOf.delete(friend.peer);
        }
        friends.delete(seat);
      }
      seats[seat] = { ...seats[seat], kind, level };
      tellLobby();
    },
    /** The friends' names by seat, for the match's seats. */
    names: () => seats.map((seat, i) => friends.get(i)?.name ?? seat.name),
    /** The match is on (started or resumed): guests' requests go to `host`. */
    attach(host) {
      game = host;
      started = true;
      tellLobby();
      return publish();
    },
    publish,
    say: (seat, phrase) => say(seat, phrase),
    /** Whether the friend at a seat is connected now. */
    isConnected: (seat) => Boolean(friends.get(seat)?.peer),
    /** What a reloaded host needs to take the same room back. */
    record: () => ({
      plan: seats,
      started,
      friends: Object.fromEntries([...friends].map(([seat, { token, name }]) => [seat, { token, name }])),
    }),
    /** Leave the room for good: the guests are told, then the connections close. */
    close() {
      for (const peer of seatOf.keys()) send(peer, { t: "closed" });
      transport.leave();
    },
  };
}
