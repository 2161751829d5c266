// The room's rules between a host and its guests, over an in-memory network: who is the
// host, who gets which seat, what a guest may ask, and what it is sent.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHostKey } from "../../js/network/host-key.js";
import { createHostSession } from "../../js/network/host-session.js";
import { createGuestSession } from "../../js/network/guest-session.js";
import { encode, MAX_MESSAGE_CHARS } from "../../js/network/protocol.js";
import { createRateLimit } from "../../js/network/rate-limit.js";
import { createFakeNetwork, settle, until } from "./support/fake-network.js";

const ROOM = "r".repeat(22);
const PLAN = [
  { kind: "here", level: null, name: "Host" },
  { kind: "friend", level: null, name: null },
  { kind: "friend", level: null, name: null },
];

function memoryStore() {
  const rooms = new Map();
  return {
    load: (room) => rooms.get(room) ?? null,
    save: (room, seat) => rooms.set(room, seat),
    forget: (room) => rooms.delete(room),
  };
}

/** A stand-in for the host's table: records what guests asked, answers like the bridge would. */
function fakeGame() {
  const game = {
    acts: [],
    turn: 1,
    async act(seat, cmd, params) {
      game.acts.push({ seat, cmd, params });
      if (seat !== game.turn) throw Object.assign(new Error("not your turn"), { code: "not_your_turn" });
      return cmd === "hint" ? { move: { type: "pass" } } : {};
    },
    view: async (seat) => ({ you: seat, hand: [[seat, seat]], moves: game.acts.length }),
    readySeats: () => [],
    ready(seat) {
      game.readied = seat;
    },
    presence(seat, present) {
      game.present = [seat, present];
    },
  };
  return game;
}

async function room({ plan = PLAN, rateLimit } = {}) {
  const network = createFakeNetwork();
  const hostKey = await createHostKey();
  const hostTransport = network.connect("H");
  const host = createHostSession({ transport: hostTransport, hostKey, room: ROOM, plan, rateLimit });
  const guest = (id, store = memoryStore()) => {
    const seen = { lobby: [], states: [], refused: [], welcome: [], said: [], connection: [] };
    const session = createGuestSession({
      transport: network.connect(id),
      invitation: { room: ROOM, host: hostKey.publicKey },
      seatStore: store,
      handlers: {
        lobby: (m) => seen.lobby.push(m),
        state: (view) => seen.states.push(view),
        refused: (code) => seen.refused.push(code),
        welcome: (seat) => seen.welcome.push(seat),
        said: (seat, phrase) => seen.said.push([seat, phrase]),
        connection: (state) => seen.connection.push(state),
      },
    });
    return { session, seen, store, id };
  };
  /** The codes of the errors the host sent to a peer. */
  const errorsTo = (peer) =>
    hostTransport.sent
      .filter(([to]) => to === peer)
      .map(([, text]) => JSON.parse(text))
      .filter((m) => m.t === "error")
      .map((m) => m.code);
  return { network, host, hostKey, guest, errorsTo };
}

test("a guest finds the host by its signature, sees the lobby and takes a free seat", async () => {
  const { host, guest } = await room();
  const ana = guest("A");
  await until(() => ana.seen.lobby.length > 0);
  assert.equal(ana.session.connected, true);
  assert.equal(ana.seen.lobby.at(-1).seats[1].state, "free");
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  assert.deepEqual(ana.seen.welcome, [1]);
  assert.equal(ana.store.load(ROOM).name, "Ana");
  assert.match(ana.store.load(ROOM).token, /^[A-Za-z0-9_-]{22}$/);
  assert.deepEqual(
    host.lobby().map((s) => s.state),
    ["here", "connected", "free"],
  );
  assert.equal(host.lobby()[1].name, "Ana");
});

test("a peer that cannot sign as the host is never believed", async () => {
  const network = createFakeNetwork();
  const realKey = await createHostKey();
  const impostorKey = await createHostKey();
  createHostSession({ transport: network.connect("X"), hostKey: impostorKey, room: ROOM, plan: PLAN });
  const states = [];
  const session = createGuestSession({
    transport: network.connect("A"),
    invitation: { room: ROOM, host: realKey.publicKey },
    seatStore: memoryStore(),
    handlers: { lobby: (m) => states.push(m) },
  });
  await settle();
  assert.equal(session.connected, false);
  assert.deepEqual(states, []);
  // and a forged lobby from a peer that is not the host is ignored
  network.inject("X", "A", encode({ t: "lobby", seats: [], started: false, you: null }));
  await settle();
  assert.deepEqual(states, []);
});

test("a seat that is taken is refused, with a reason, and the room stays as it was", async () => {
  const { host, guest } = await room({ plan: PLAN.slice(0, 2) });
  const ana = guest("A");
  const ben = guest("B");
  await until(() => ana.session.connected && ben.session.connected);
  ana.session.join("Ana", 1);
  await settle();
  ben.session.join("Ben", 1);
  await until(() => ben.seen.refused.length > 0);
  assert.deepEqual(ben.seen.refused, ["room_full"]);
  assert.equal(host.lobby()[1].name, "Ana");
});

test("a guest acts only for its own seat; refusals come back with the bridge's code", async () => {
  const { host, guest } = await room();
  const ana = guest("A");
  await until(() => ana.session.connected);
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  const game = fakeGame();
  await host.attach(game);
  await settle();
  assert.deepEqual(ana.seen.states.at(-1).hand, [[1, 1]]); // only seat 1's view
  await ana.session.act("play", { tile: [1, 2], end: "left" });
  assert.deepEqual(game.acts[0], { seat: 1, cmd: "play", params: { tile: [1, 2], end: "left" } });
  game.turn = 2;
  await assert.rejects(ana.session.act("pass"), { code: "not_your_turn" });
  assert.deepEqual(
    game.acts.map((a) => a.seat),
    [1, 1],
  );
  game.turn = 1;
  assert.deepEqual(await ana.session.act("hint"), { move: { type: "pass" } });
});

test("forged, oversized and malformed messages get a coded error and change nothing", async () => {
  const { network, host, guest, errorsTo } = await room();
  const ana = guest("A");
  await until(() => ana.session.connected);
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  const game = fakeGame();
  await host.attach(game);
  await settle();
  const forged = [
    encode({ t: "act", n: 5, cmd: "play", tile: [1, 2], seat: 2 }), // another seat named
    encode({ t: "act", n: 6, cmd: "new_match" }), // not a guest's command
    encode({ t: "act", n: 7, cmd: "play", tile: [9, 9] }),
    "{not json",
    "x".repeat(MAX_MESSAGE_CHARS + 1),
    encode({ t: "act", n: 8, cmd: "pass", v: 2 }),
  ];
  for (const text of forged) network.inject("A", "H", text);
  await until(() => errorsTo("A").length === forged.length);
  assert.deepEqual(errorsTo("A"), [
    "bad_message",
    "bad_message",
    "bad_message",
    "bad_message",
    "too_long",
    "bad_version",
  ]);
  assert.deepEqual(game.acts, []);
});

test("a flood from one peer is cut off with too_many, and nothing of it is applied", async () => {
  let clock = 0;
  const { network, host, guest, errorsTo } = await room({
    rateLimit: createRateLimit({ perSecond: 2, burst: 3, now: () => clock }),
  });
  const ana = guest("A");
  await until(() => ana.session.connected);
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  const game = fakeGame();
  await host.attach(game);
  for (let n = 1; n <= 10; n++) network.inject("A", "H", encode({ t: "act", n, cmd: "pass" }));
  await settle();
  assert.ok(game.acts.length < 3, `applied ${game.acts.length} of a flood`);
  assert.ok(errorsTo("A").includes("too_many"));
  clock += 5000; // the bucket refills
  await ana.session.act("pass", {});
  assert.equal(game.acts.at(-1).cmd, "pass");
});

test("a request sent twice is applied once, and the same answer comes back", async () => {
  const { network, host, guest } = await room();
  const ana = guest("A");
  await until(() => ana.session.connected);
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  const game = fakeGame();
  await host.attach(game);
  const text = encode({ t: "act", n: 1, cmd: "pass" });
  network.inject("A", "H", text);
  network.inject("A", "H", text);
  await settle();
  assert.equal(game.acts.length, 1);
});

test("a guest that comes back with its token gets its seat and the current view", async () => {
  const { network, host, guest } = await room();
  const store = memoryStore();
  const ana = guest("A", store);
  await until(() => ana.session.connected);
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  const game = fakeGame();
  await host.attach(game);
  await settle();
  ana.session.leave();
  await settle();
  assert.equal(host.lobby()[1].state, "away");
  assert.deepEqual(game.present, [1, false]);
  const again = guest("A2", store); // a reload: a new connection, the same localStorage
  await until(() => again.seen.states.length > 0);
  assert.deepEqual(again.seen.welcome, [1]);
  assert.equal(again.seen.states.at(-1).you, 1);
  assert.equal(host.lobby()[1].state, "connected");
  // a second device without the token cannot take the seat
  const thief = guest("T");
  await until(() => thief.session.connected);
  thief.session.join("Tom", 1);
  await until(() => thief.seen.refused.length > 0);
  assert.deepEqual(thief.seen.refused, ["started"]);
  void network;
});

test("preset phrases reach every guest; others are refused", async () => {
  const { network, host, guest } = await room();
  const ana = guest("A");
  const ben = guest("B");
  await until(() => ana.session.connected && ben.session.connected);
  ana.session.join("Ana");
  ben.session.join("Ben");
  await until(() => ben.seen.welcome.length > 0);
  network.inject("B", "H", encode({ t: "say", phrase: "you are bad" }));
  ana.session.say("nice");
  await until(() => ben.seen.said.length > 0);
  await settle();
  assert.deepEqual(ben.seen.said, [[1, "nice"]]);
  void host;
});
