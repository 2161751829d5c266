// The host's side of online play. The host's page runs the match in its own engine and is
// the only authority; this module answers the room's connections. Every peer is untrusted:
//  - a new connection is told "host" and may challenge it; it is answered only once it has
//    shown the invitation (link-proof.js), within a shared budget of signatures, and the
//    signature binds the connection (host-key.js), so it cannot serve on another one;
//  - only a connection that has shown the invitation may ask for a seat, and only the
//    connection that holds a seat may act for it, with request numbers that step forward;
//  - each connection has its own rate (messages and bytes), and a connection that keeps
//    sending what is refused, or more newcomers than the room can hold, is let go;
//  - each message is handled on its own: one that fails answers "internal_error", is
//    reported, and every other message and peer goes on.
// Each seated guest is sent its seat's view once per change, the score sheet in pieces,
// and once the match is over its record (every deal: nothing is hidden any more), so that
// each device can replay and review the match with an engine of its own.
import { BadMessage, RECORD_PARTS, RECORD_PIECE, SHEET_PIECE, encode } from "./protocol.js";
import { createBucket, createRateLimit } from "./rate-limit.js";
import { createHeartbeat, realClock } from "./heartbeat.js";
import { createHostRoom } from "./host-room.js";
import { createSerial } from "./serial.js";
import { isLinkProof } from "./link-proof.js";
import { randomToken } from "./room-codes.js";

/**
 * @typedef {import("./host-room.js").PlannedSeat} PlannedSeat
 * @typedef {import("./host-room.js").KeptFriend} KeptFriend
 * @typedef {import("../types.js").View} View
 * @typedef {object} HostGame what the host's table offers the room once the match is on
 * @property {(seat: number, cmd: string, params: object) => Promise<{move?: import("../types.js").Move}>} act
 *   apply a guest's request for its own seat; rejects with an error that has a `code`
 * @property {(seat: number) => Promise<View>} view the seat's view (the bridge's `view`)
 * @property {() => number[]} readySeats the seats that are ready for the next round
 * @property {(seat: number) => void} ready the guest at that seat is ready for the next round
 * @property {(seat: number, present: boolean) => void} presence a guest came or went
 * @property {() => Promise<string>} record the finished match's record as a replay link's payload
 *   (record-link.js; asked only once the match is over)
 * @typedef {(text: string) => {ok: true, name: string} | {ok: false, reason: string}} NameCheck
 *   the engine's rule for a player's name
 */

/** The room's limits; tests may lower them. */
export const HOST_LIMITS = {
  unproven: 12, // connections at once that have not shown the invitation
  challenges: 3, // challenges answered per connection
  refusals: 20, // refused messages from a connection before it is let go
  step: 16, // how far past the last one a request number may be
  rate: { messages: { perSecond: 20, burst: 40 }, bytes: { perSecond: 64 * 1024, burst: 128 * 1024 } },
  signatures: { perSecond: 5, burst: 10 }, // shared by every peer
  hints: { perSecond: 0.5, burst: 3 }, // a hint runs the strongest bot: a budget per seat
};

/**
 * @typedef {object} HostDeps
 * @property {import("./types.js").Transport} transport
 * @property {import("./protocol.js").Protocol} protocol
 * @property {{sign: (nonce: string, binding: import("./binding.js").Binding) => Promise<string>}} hostKey
 * @property {CryptoKey} linkKey the room password as an HMAC key (link-proof.js)
 * @property {string} room
 * @property {NameCheck} checkName
 * @property {PlannedSeat[]} plan
 * @property {Record<number, KeptFriend>} [friends] what a reloaded host kept (see `record`)
 * @property {boolean} [started]
 * @property {() => void} [onChange] the seats or who is there changed (keep the record, redraw)
 * @property {(seat: number, phrase: string) => void} [onSaid]
 * @property {(seat: number) => void} [onLeft] a friend left the table for good (New match)
 * @property {typeof HOST_LIMITS} [limits]
 * @property {import("./heartbeat.js").Clock} [clock]
 */

/** @param {HostDeps} deps */
export function createHostSession({
  transport,
  protocol,
  hostKey,
  linkKey,
  room: roomId,
  checkName,
  plan,
  friends = {},
  started = false,
  onChange = () => {},
  onSaid = () => {},
  onLeft = () => {},
  limits = HOST_LIMITS,
  clock = realClock,
}) {
  const room = createHostRoom({ plan, friends, started, newToken: () => randomToken() });
  /** @type {Map<string, {proven: boolean, challenges: number, refusals: number, throttled: boolean}>} */
  const peers = new Map();
  /** @type {Map<number, ReturnType<typeof createBucket>>} */
  const hints = new Map();
  /** @type {Map<string, {rows: number, body: string, record: string}>} what each seated connection was sent last */
  const sent = new Map();
  const rate = createRateLimit({ ...limits.rate, now: clock.now });
  const signatures = createBucket({ ...limits.signatures, now: clock.now });
  const inbox = createSerial();
  const outbox = createSerial();
  const epoch = randomToken(); // a reloaded host numbers its states again under a new epoch
  let stateNumber = 0;
  let dirty = false;
  /** @type {Promise<string> | null} the finished match's record, asked once per match's end */
  let recordOfMatch = null;
  /** @type {HostGame | null} */
  let game = null;

  /** @param {string} peer @param {{t: string} & Record<string, unknown>} message */
  const send = (peer, message) => transport.send(peer, encode(message));
  /** @param {string} peer @param {number | null} n @param {string} code */
  const fail = (peer, n, code) => send(peer, { t: "error", n, code });

  const heartbeat = createHeartbeat({
    clock,
    beat: (peer) => send(peer, { t: "beat" }),
    onSilent: (peer) => presence(peer, false),
    onHeard: (peer) => presence(peer, true),
  });

  /** @param {string} peer @param {boolean} present */
  function presence(peer, present) {
    const seat = room.seatOf(peer);
    if (seat === undefined) return;
    game?.presence(seat, present);
    changed();
  }

  /** Whether a seat's friend is connected and heard from now. @param {number} seat */
  const isHere = (seat) => {
    const peer = room.friendAt(seat)?.peer;
    return Boolean(peer && heartbeat.isHeard(peer));
  };

  /** @param {string} peer */
  function tellLobby(peer) {
    send(peer, { t: "lobby", seats: room.lobby(isHere), started: room.started, you: room.seatOf(peer) ?? null });
  }

  /** The seats changed: every connection that has shown the invitation sees it, the page keeps and shows it. */
  function changed() {
    for (const [peer, state] of peers) if (state.proven) tellLobby(peer);
    onChange();
  }

  /**
   * A failure that is not a refusal: a defect of this page. Reported, and the peer told.
   * @param {unknown} error
   * @param {string} peer
   */
  function defect(error, peer) {
    console.error("A message from a peer could not be handled:", error);
    fail(peer, null, "internal_error");
  }

  /** @param {string} peer @param {{refusals: number}} state @param {string} code */
  function refuse(peer, state, code) {
    fail(peer, null, code);
    if (++state.refusals > limits.refusals) transport.drop(peer, "too many refused messages");
  }

  /**
   * @param {unknown} data
   * @param {string} peer
   */
  async function receive(data, peer) {
    const state = peers.get(peer);
    if (!state) return; // it left while the message waited
    let message;
    try {
      message = protocol.decodeGuest(data);
    } catch (error) {
      if (!(error instanceof BadMessage)) throw error;
      refuse(peer, state, error.code);
      return;
    }
    if (message.t === "beat") return;
    if (message.t === "who") return challenge(peer, state, message);
    if (!state.proven) return refuse(peer, state, "no_proof");
    if (message.t === "hello") return hello(peer, message);
    const seat = room.seatOf(peer);
    if (seat === undefined) return refuse(peer, state, "no_seat");
    switch (message.t) {
      case "act":
        return act(peer, seat, message);
      case "ready":
        game?.ready(seat);
        return;
      case "say":
        return say(seat, message.phrase);
      case "bye":
        gone(peer);
        onLeft(seat);
        return;
    }
  }

  /**
   * @param {string} peer
   * @param {{proven: boolean, challenges: number, refusals: number}} state
   * @param {import("./protocol.js").Who} message
   */
  async function challenge(peer, state, { nonce, proof }) {
    if (++state.challenges > limits.challenges) return refuse(peer, state, "too_many");
    const binding = transport.binding(peer);
    if (!binding) return fail(peer, null, "not_ready");
    if (!(await isLinkProof({ key: linkKey, room: roomId, nonce, binding, proof }))) {
      return refuse(peer, state, "bad_proof");
    }
    if (!signatures.take()) return fail(peer, null, "busy");
    send(peer, { t: "iam", sig: await hostKey.sign(nonce, binding) });
    state.proven = true;
    tellLobby(peer);
  }

  /**
   * @param {string} peer
   * @param {import("./protocol.js").Hello} message
   */
  async function hello(peer, { name, token, seat, epoch: guestEpoch }) {
    const held = room.seatOf(peer);
    if (held !== undefined && room.friendAt(held)?.token !== token) {
      return send(peer, { t: "refused", code: "already_seated" }); // one seat per connection
    }
    const checked = checkName(name);
    if (!checked.ok) return send(peer, { t: "refused", code: "bad_name" });
    const claim = room.claim({ name: checked.name, token, seat });
    if ("refused" in claim) return send(peer, { t: "refused", code: claim.refused });
    const before = room.bind(peer, claim.seat, guestEpoch);
    if (before) {
      heartbeat.forget(before);
      sent.delete(before);
    }
    send(peer, { t: "welcome", seat: claim.seat, token: claim.friend.token });
    if (held === claim.seat && !before) return; // asked again on the same connection: nothing changed
    heartbeat.watch(peer);
    sent.delete(peer);
    game?.presence(claim.seat, true);
    changed();
    if (game) await publish();
  }

  /**
   * @param {string} peer
   * @param {number} seat
   * @param {import("./protocol.js").Act} message
   */
  async function act(peer, seat, message) {
    const friend = room.friendAt(seat);
    if (!friend) throw new Error(`seat ${seat} is held but has no friend`);
    const { n, cmd } = message;
    if (n <= friend.lastN) {
      if (n === friend.lastN && friend.lastReply) send(peer, friend.lastReply); // a resend: answered again, not applied again
      return;
    }
    if (n > friend.lastN + limits.step) return fail(peer, n, "bad_number"); // not taken: the numbers stay
    /** @type {{t: string} & Record<string, unknown>} */
    let reply;
    if (!game) {
      reply = { t: "error", n, code: "not_started" };
    } else if (cmd === "hint" && !hintBudget(seat).take()) {
      reply = { t: "error", n, code: "too_many" };
    } else {
      /** @type {Record<string, unknown>} */
      const params = {};
      if (message.tile) params.tile = message.tile;
      if (message.end) params.end = message.end;
      try {
        const answer = await game.act(seat, cmd, params);
        if (cmd !== "hint") await publish();
        reply = cmd === "hint" && answer.move ? { t: "ack", n, move: answer.move } : { t: "ack", n };
      } catch (error) {
        const code = /** @type {{code?: unknown}} */ (error)?.code;
        if (typeof code !== "string") {
          console.error("A guest's request could not be handled:", error);
          reply = { t: "error", n, code: "internal_error" };
        } else {
          reply = { t: "error", n, code };
        }
      }
    }
    friend.lastN = n;
    friend.lastReply = reply;
    send(peer, reply);
  }

  /** @param {number} seat */
  function hintBudget(seat) {
    let bucket = hints.get(seat);
    if (!bucket) hints.set(seat, (bucket = createBucket({ ...limits.hints, now: clock.now })));
    return bucket;
  }

  /** @param {number} seat @param {string} phrase */
  function say(seat, phrase) {
    for (const [target] of room.seated()) send(target, { t: "said", seat, phrase });
    onSaid(seat, phrase);
  }

  /** A connection is gone (closed, or its friend left): its seat waits. @param {string} peer */
  function gone(peer) {
    heartbeat.forget(peer);
    sent.delete(peer);
    const seat = room.unbind(peer);
    if (seat === undefined) return;
    game?.presence(seat, false);
    changed();
  }

  /** Send every seated guest its seat's view as it is now, if it changed for that guest. */
  function publish() {
    dirty = true;
    outbox.run(flush, (error) => console.error("The guests' views could not be sent:", error));
    return outbox.idle();
  }

  async function flush() {
    if (!game || !dirty) return;
    dirty = false;
    stateNumber += 1;
    /** @type {Map<number, Promise<View>>} */
    const views = new Map();
    const ready = game.readySeats();
    for (const [peer, seat] of room.seated()) {
      /** @type {View | null} */
      let view = null;
      try {
        if (!views.has(seat)) views.set(seat, game.view(seat));
        view = /** @type {View} */ (await views.get(seat));
        sendView(peer, view, ready);
      } catch (error) {
        console.error(`The view of seat ${seat} could not be sent:`, error); // the others still get theirs
      }
      if (view) await offerRecord(peer, view);
    }
  }

  /**
   * After a view that says the match is over, its record (asked of the game once per
   * match's end, sent once per connection).
   * @param {string} peer
   * @param {View} view
   */
  async function offerRecord(peer, view) {
    if (view.match_result === null) {
      recordOfMatch = null; // a match in play: the record of its end will be another
      return;
    }
    recordOfMatch ??= game ? game.record() : null;
    let text;
    try {
      text = await recordOfMatch;
    } catch (error) {
      // e.g. a new match began between the view and the question: the next view tells
      recordOfMatch = null;
      console.warn("The match's record could not be made; the guests replay without it:", error);
      return;
    }
    if (text) sendRecord(peer, text);
  }

  /**
   * The match's record in pieces, after the view that says the match is over (once per connection).
   * @param {string} peer
   * @param {string} text
   */
  function sendRecord(peer, text) {
    const last = sent.get(peer);
    if (!last || last.record === text) return;
    last.record = text;
    const of = Math.ceil(text.length / RECORD_PIECE);
    if (of > RECORD_PARTS) {
      console.warn(`The match's record is too long to send (${text.length} characters); the guests replay without it.`);
      return;
    }
    for (let part = 0; part < of; part++) {
      send(peer, { t: "record", part, of, text: text.slice(part * RECORD_PIECE, (part + 1) * RECORD_PIECE) });
    }
  }

  /**
   * @param {string} peer
   * @param {View} view
   * @param {number[]} ready
   */
  function sendView(peer, view, ready) {
    const { sheet, ...rest } = view;
    const last = sent.get(peer) ?? { rows: 0, body: "", record: "" };
    if (sheet.length < last.rows) last.rows = 0; // a shorter sheet: sent again from its start
    for (let from = last.rows; from < sheet.length; from += SHEET_PIECE) {
      send(peer, { t: "sheet", from, rows: sheet.slice(from, from + SHEET_PIECE) });
    }
    last.rows = sheet.length;
    const body = JSON.stringify([rest, ready, sheet.length]);
    sent.set(peer, last);
    if (body === last.body) return; // nothing new for this guest
    last.body = body;
    send(peer, { t: "state", e: epoch, s: stateNumber, view: rest, ready });
  }

  transport.listen({
    join(peer) {
      const newcomers = [...peers.values()].filter((state) => !state.proven).length;
      if (newcomers >= limits.unproven) return transport.drop(peer, "too many newcomers");
      peers.set(peer, { proven: false, challenges: 0, refusals: 0, throttled: false });
      send(peer, { t: "host" });
    },
    leave(peer) {
      peers.delete(peer);
      rate.forget(peer);
      gone(peer);
    },
    message(data, peer) {
      const state = peers.get(peer);
      if (!state) return;
      if (!rate.allow(peer, typeof data === "string" ? data.length : 0)) {
        if (!state.throttled) fail(peer, null, "too_many");
        state.throttled = true;
        return;
      }
      state.throttled = false;
      heartbeat.heard(peer);
      inbox.run(
        () => receive(data, peer),
        (error) => defect(error, peer),
      );
    },
  });

  return {
    /** @returns {import("./protocol.js").LobbySeat[]} */
    lobby: () => room.lobby(isHere),
    /** Whether every seat has its player: each friend's seat taken by a connected friend. */
    canStart: room.canStart,
    /**
     * Before the start: a seat becomes a bot (or a friend's seat again); its friend, if any, is let go.
     * @param {number} seat
     * @param {PlannedSeat["kind"]} kind
     * @param {string | null} [level]
     */
    setKind(seat, kind, level = null) {
      const peer = room.setKind(seat, kind, level);
      if (peer) {
        send(peer, { t: "refused", code: "seat_removed" });
        heartbeat.forget(peer);
      }
      changed();
    },
    names: room.names,
    /**
     * The match is on (started or resumed): guests' requests go to `host`.
     * @param {HostGame} host
     */
    attach(host) {
      game = host;
      room.start();
      for (const [, seat] of room.seated()) host.presence(seat, isHere(seat));
      changed();
      return publish();
    },
    publish,
    /** @param {number} seat @param {string} phrase */
    say: (seat, phrase) => say(seat, phrase),
    /** Whether the friend at a seat is connected and heard from now. */
    isConnected: isHere,
    record: room.record,
    /** Leave the room for good: the guests are told, then the connections close. */
    close() {
      for (const [peer, state] of peers) if (state.proven) send(peer, { t: "closed" });
      heartbeat.close();
      transport.leave();
    },
  };
}
