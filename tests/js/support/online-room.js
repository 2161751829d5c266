// A room of the real sessions over the in-memory network: a host (with a real signing key,
// the engine's options and a stand-in for its table) and guests, each with what it saw.
import { createHostKey } from "../../../js/network/host-key.js";
import { createHostSession, HOST_LIMITS } from "../../../js/network/host-session.js";
import { createGuestSession } from "../../../js/network/guest-session.js";
import { linkKey } from "../../../js/network/link-proof.js";
import { createProtocol } from "../../../js/network/protocol.js";
import { limitsOf } from "../../../js/network/view-shape.js";
import { createFakeNetwork, until } from "./fake-network.js";
import { OPTIONS } from "./engine-options.js";

export const ROOM = "r".repeat(22);
export const KEY = "k".repeat(22);
export const PLAN = [
  { kind: "here", level: null, name: "Host" },
  { kind: "friend", level: null, name: null },
  { kind: "friend", level: null, name: null },
];
export const protocol = createProtocol(limitsOf(OPTIONS));

/** A clock whose timers never fire by themselves: tests that need beats use their own. */
export const stillClock = { now: () => performance.now(), every: () => () => {} };

export function memoryStore() {
  const rooms = new Map();
  return {
    load: (room) => rooms.get(room) ?? null,
    save: (room, seat) => rooms.set(room, seat),
    forget: (room) => rooms.delete(room),
  };
}

export function memoryKeyStore() {
  const pairs = new Map();
  return { load: async (room) => pairs.get(room) ?? null, save: async (room, pair) => void pairs.set(room, pair) };
}

/** A plain name rule for the sessions' tests (the engine's own is tested with its table). */
export const simpleNames = (text) => {
  const name = text.trim();
  return name && name.length <= 24 ? { ok: true, name } : { ok: false, reason: "length" };
};

/** A view of the engine's shape for a seat (the fields a guest checks), with `extra` on top. */
export function sampleView(seat, extra = {}) {
  return {
    players: 3,
    seats: [
      { type: "human", level: null, name: "Host" },
      { type: "human", level: null, name: "Ana" },
      { type: "human", level: null, name: "Ben" },
    ],
    rules: { game: "block", opener: "lot", match: "target", target: 61, partnership: false },
    you: seat,
    teams: null,
    round: 1,
    opener: 0,
    turn: 1,
    phase: "play",
    hand: [[seat, seat]],
    hand_counts: [5, 5, 5],
    sleeping: 13,
    boneyard: 0,
    line: [],
    ends: null,
    lead: { tile: null, reason: "any" },
    legal: [],
    can_pass: false,
    can_draw: false,
    scores: [0, 0, 0],
    target: 61,
    lot: null,
    history: [],
    result: null,
    match_result: null,
    sheet: [],
    sheet_from: 1,
    taken_back: 0,
    can_undo: false,
    ...extra,
  };
}

/**
 * A guest of `room` seated at `seat` (or the first free one).
 * @param {Awaited<ReturnType<typeof openRoom>>} room
 */
export async function seated(room, id, name, seat = null, store = memoryStore()) {
  const guest = room.guest(id, store);
  await until(() => guest.session.connected);
  guest.session.join(name, seat);
  await until(() => guest.seen.welcome.length > 0);
  return guest;
}

/** A stand-in for the host's table: records what guests asked, answers like the bridge would. */
export function fakeGame() {
  const game = {
    acts: [],
    turn: 1,
    sheet: [],
    present: [],
    failView: null,
    over: false, // the match is over: views carry its result
    records: 0, // how often the record was asked for
    recordValue: "AAAA", // the record as a replay link's payload
    async act(seat, cmd, params) {
      game.acts.push({ seat, cmd, params });
      if (game.throwNext) {
        game.throwNext = false;
        throw new TypeError("a defect in the table");
      }
      if (seat !== game.turn) throw Object.assign(new Error("not your turn"), { code: "not_your_turn" });
      return cmd === "hint" ? { move: { type: "pass" } } : {};
    },
    view: async (seat) => {
      if (game.failView === seat) throw new Error(`no view for seat ${seat}`);
      const match_result = game.over ? { winner: 0, scores: [61, 0, 0], reason: "target" } : null;
      return sampleView(seat, { boneyard: game.acts.length, sheet: game.sheet, match_result });
    },
    async record() {
      game.records += 1;
      return game.recordValue;
    },
    readySeats: () => [],
    ready(seat) {
      game.readied = seat;
    },
    presence(seat, present) {
      game.present.push([seat, present]);
    },
  };
  return game;
}

/**
 * @param {{plan?: object[], limits?: object, checkName?: Function, clock?: object}} [options]
 */
export async function openRoom({
  plan = PLAN,
  limits = HOST_LIMITS,
  checkName = simpleNames,
  clock = stillClock,
} = {}) {
  const network = createFakeNetwork();
  const hostKey = await createHostKey({ room: ROOM, keyStore: memoryKeyStore() });
  const hostTransport = network.connect("H");
  const host = createHostSession({
    transport: hostTransport,
    protocol,
    hostKey,
    linkKey: await linkKey(KEY),
    room: ROOM,
    checkName,
    plan,
    limits,
    clock,
  });
  const invitation = { room: ROOM, key: KEY, host: hostKey.publicKey };
  const guest = (id, store = memoryStore()) => {
    const seen = {
      lobby: [],
      states: [],
      refused: [],
      welcome: [],
      said: [],
      connection: [],
      impostor: [],
      records: [],
    };
    const transport = network.connect(id);
    const session = createGuestSession({
      transport,
      protocol,
      invitation,
      seatStore: store,
      clock,
      handlers: {
        lobby: (m) => seen.lobby.push(m),
        state: (view) => seen.states.push(view),
        refused: (code) => seen.refused.push(code),
        welcome: (seat) => seen.welcome.push(seat),
        said: (seat, phrase) => seen.said.push([seat, phrase]),
        connection: (state) => seen.connection.push(state),
        impostor: (reason) => seen.impostor.push(reason),
        record: (record) => seen.records.push(record),
      },
    });
    return { session, seen, store, id, transport };
  };
  /** Every message the host sent to endpoint `id`, parsed. */
  const sentTo = (id) =>
    hostTransport.sent.filter(([to]) => to.split("#")[0] === id).map(([, text]) => JSON.parse(text));
  /** The codes of the errors the host sent to endpoint `id`. */
  const errorsTo = (id) =>
    sentTo(id)
      .filter((m) => m.t === "error")
      .map((m) => m.code);
  return { network, host, hostKey, hostTransport, invitation, guest, errorsTo, sentTo };
}

/** Record console output of one kind (warn, error) during a test `t`. */
export function spy(t, kind) {
  const calls = [];
  t.mock.method(console, kind, (...args) => calls.push(args.map(String).join(" ")));
  return calls;
}
