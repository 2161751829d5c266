// The room's rules between a host and its guests, over an in-memory network: who is the
// host, who gets which seat, what a guest may ask, and what it is sent.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHostKey } from "../../js/network/host-key.js";
import { createHostSession, HOST_LIMITS } from "../../js/network/host-session.js";
import { createGuestSession } from "../../js/network/guest-session.js";
import { linkKey } from "../../js/network/link-proof.js";
import { encode, MAX_MESSAGE_BYTES } from "../../js/network/protocol.js";
import { createFakeNetwork, settle, until } from "./support/fake-network.js";
import {
  KEY,
  PLAN,
  ROOM,
  fakeGame,
  memoryKeyStore,
  memoryStore,
  openRoom,
  seated,
  protocol,
  simpleNames,
  stillClock,
} from "./support/online-room.js";

test("a guest finds the host by its signature, sees the lobby and takes a free seat", async () => {
  const room = await openRoom();
  const ana = room.guest("A");
  await until(() => ana.seen.lobby.length > 0);
  assert.equal(ana.session.connected, true);
  assert.equal(ana.seen.lobby.at(-1).seats[1].state, "free");
  ana.session.join("Ana");
  await until(() => ana.seen.welcome.length > 0);
  assert.deepEqual(ana.seen.welcome, [1]);
  assert.equal(ana.store.load(ROOM).name, "Ana");
  assert.match(ana.store.load(ROOM).token, /^[A-Za-z0-9_-]{22}$/);
  assert.deepEqual(
    room.host.lobby().map((s) => s.state),
    ["here", "connected", "free"],
  );
  assert.equal(room.host.lobby()[1].name, "Ana");
});

test("a peer that cannot sign as the host is never believed", async () => {
  const network = createFakeNetwork();
  const realKey = await createHostKey({ room: ROOM, keyStore: memoryKeyStore() });
  const impostorKey = await createHostKey({ room: ROOM, keyStore: memoryKeyStore() });
  createHostSession({
    transport: network.connect("X"),
    protocol,
    hostKey: impostorKey,
    linkKey: await linkKey(KEY),
    room: ROOM,
    checkName: simpleNames,
    plan: PLAN,
    clock: stillClock,
  });
  const lobbies = [];
  const impostors = [];
  const session = createGuestSession({
    transport: network.connect("A"),
    protocol,
    invitation: { room: ROOM, key: KEY, host: realKey.publicKey },
    seatStore: memoryStore(),
    clock: stillClock,
    handlers: { lobby: (m) => lobbies.push(m), impostor: (why) => impostors.push(why) },
  });
  await until(() => impostors.length > 0);
  assert.equal(session.connected, false);
  assert.deepEqual(lobbies, []);
  // and a forged lobby from a peer that is not the host is ignored
  network.inject("X", "A", encode({ t: "lobby", seats: [], started: false, you: null }));
  await settle();
  assert.deepEqual(lobbies, []);
});

test("a seat that is taken is refused, with a reason, and the room stays as it was", async () => {
  const room = await openRoom({ plan: PLAN.slice(0, 2) });
  await seated(room, "A", "Ana", 1);
  const ben = room.guest("B");
  await until(() => ben.session.connected);
  ben.session.join("Ben", 1);
  await until(() => ben.seen.refused.length > 0);
  assert.deepEqual(ben.seen.refused, ["room_full"]);
  assert.equal(room.host.lobby()[1].name, "Ana");
});

test("a guest acts only for its own seat; refusals come back with the bridge's code", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  await until(() => ana.seen.states.length > 0);
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
  const room = await openRoom();
  await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  await settle();
  const forged = [
    encode({ t: "act", n: 5, cmd: "play", tile: [1, 2], seat: 2 }), // another seat named
    encode({ t: "act", n: 6, cmd: "new_match" }), // not a guest's command
    encode({ t: "act", n: 7, cmd: "play", tile: [9, 9] }),
    encode({ t: "act", n: 8, cmd: "pass", tile: [1, 1] }), // a tile where none belongs
    "{not json",
    "x".repeat(MAX_MESSAGE_BYTES + 1),
    "é".repeat(MAX_MESSAGE_BYTES / 2 + 1), // short in characters, too long in bytes
    JSON.stringify({ v: 1, t: "act", n: 9, cmd: "pass" }),
    '{"v":{"toString":0}}',
    '{"v":2,"t":{"toString":0}}',
    '{"v":2,"t":"__proto__"}',
  ];
  const before = room.errorsTo("A").length;
  for (const text of forged) room.network.inject("A", "H", text);
  await until(() => room.errorsTo("A").length === before + forged.length);
  assert.deepEqual(room.errorsTo("A").slice(before), [
    "bad_message",
    "bad_message",
    "bad_message",
    "bad_message",
    "bad_message",
    "too_long",
    "too_long",
    "bad_version",
    "bad_version",
    "bad_message",
    "bad_message",
  ]);
  assert.deepEqual(game.acts, []);
});

test("a flood from one connection is cut off with too_many, and nothing of it is applied", async () => {
  let now = 0;
  const clock = { now: () => now, every: () => () => {} };
  const limits = {
    ...HOST_LIMITS,
    rate: { messages: { perSecond: 2, burst: 3 }, bytes: { perSecond: 1e6, burst: 1e6 } },
  };
  const room = await openRoom({ limits, clock });
  now += 10_000; // the handshake's messages are paid back
  await seated(room, "A", "Ana");
  now += 10_000;
  const game = fakeGame();
  await room.host.attach(game);
  for (let n = 1; n <= 10; n++) room.network.inject("A", "H", encode({ t: "act", n, cmd: "pass" }));
  await settle();
  const applied = game.acts.length;
  assert.ok(applied <= 3, `applied ${applied} of a flood`);
  assert.ok(room.errorsTo("A").includes("too_many"));
  now += 10_000; // the buckets refill
  room.network.inject("A", "H", encode({ t: "act", n: applied + 1, cmd: "hint" }));
  await until(() => game.acts.length === applied + 1);
  assert.equal(game.acts.at(-1).cmd, "hint");
});

test("a request sent twice is applied once, and the same answer comes back", async () => {
  const room = await openRoom();
  await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  const text = encode({ t: "act", n: 1, cmd: "pass" });
  room.network.inject("A", "H", text);
  room.network.inject("A", "H", text);
  await until(() => room.sentTo("A").filter((m) => m.t === "ack").length === 2);
  assert.equal(game.acts.length, 1);
});

test("a guest that comes back with its token gets its seat and the current view", async () => {
  const room = await openRoom();
  const store = memoryStore();
  const ana = await seated(room, "A", "Ana", null, store);
  const game = fakeGame();
  await room.host.attach(game);
  await settle();
  ana.session.leave();
  await until(() => room.host.lobby()[1].state === "away");
  assert.deepEqual(game.present.at(-1), [1, false]);
  const again = room.guest("A2", store); // a reload: a new connection, the same localStorage
  await until(() => again.seen.states.length > 0);
  assert.deepEqual(again.seen.welcome, [1]);
  assert.equal(again.seen.states.at(-1).you, 1);
  assert.equal(room.host.lobby()[1].state, "connected");
  // a second device without the token cannot take the seat
  const thief = room.guest("T");
  await until(() => thief.session.connected);
  thief.session.join("Tom", 1);
  await until(() => thief.seen.refused.length > 0);
  assert.deepEqual(thief.seen.refused, ["started"]);
});

test("preset phrases reach every guest; others are refused", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const ben = await seated(room, "B", "Ben");
  room.network.inject("B", "H", encode({ t: "say", phrase: "you are bad" }));
  ana.session.say("nice");
  await until(() => ben.seen.said.length > 0);
  await settle();
  assert.deepEqual(ben.seen.said, [[1, "nice"]]);
});

test("each guest is sent one view per change, and nothing when its view did not change", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1);
  await Promise.all([room.host.publish(), room.host.publish(), room.host.publish()]);
  await settle();
  assert.equal(ana.seen.states.length, 1); // the same view: not sent again
  await ana.session.act("pass");
  await settle();
  assert.equal(ana.seen.states.length, 2);
  assert.equal(room.sentTo("A").filter((m) => m.t === "state").length, 2);
});

test("the score sheet travels in pieces beside the view, each line once", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  const line = (round) => ({ round, points: [round, 0, 0], winner: 0, scores: [round, 0, 0] });
  game.sheet = Array.from({ length: 150 }, (_, i) => line(i + 1));
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1);
  assert.deepEqual(ana.seen.states[0].sheet, game.sheet);
  const pieces = room.sentTo("A").filter((m) => m.t === "sheet");
  assert.deepEqual(
    pieces.map((m) => [m.from, m.rows.length]),
    [
      [0, 64],
      [64, 64],
      [128, 22],
    ],
  );
  assert.ok(room.sentTo("A").every((m) => m.t !== "state" || !("sheet" in m.view)));
  game.sheet = [...game.sheet, line(151)];
  await room.host.publish();
  await until(() => ana.seen.states.length === 2);
  assert.equal(ana.seen.states[1].sheet.length, 151);
  assert.deepEqual(
    room
      .sentTo("A")
      .filter((m) => m.t === "sheet")
      .at(-1),
    { v: 2, t: "sheet", from: 150, rows: [line(151)] },
  );
});

test("guests challenge only a peer that says it is the host, so they never talk to each other", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const ben = await seated(room, "B", "Ben");
  await settle();
  for (const guest of [ana, ben]) {
    const peers = new Set(guest.transport.sent.map(([to]) => to.split("#")[0]));
    assert.deepEqual([...peers], ["H"], `${guest.id} talked to ${[...peers].join()}`);
  }
});
