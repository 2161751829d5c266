// The attacks a security review reproduced against the room, each played here by a peer
// that has the invitation (links get forwarded): it lies about who it is, passes on
// another connection's proof, sits in the middle, replays, floods, or sends what breaks
// the handlers. Each must be refused, and the room must go on for everyone else.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHostSession, HOST_LIMITS } from "../../js/network/host-session.js";
import { linkKey, linkProof } from "../../js/network/link-proof.js";
import { mergeTransports } from "../../js/network/merged-transport.js";
import { encode } from "../../js/network/protocol.js";
import { createFakeNetwork, settle, until } from "./support/fake-network.js";
import {
  KEY,
  PLAN,
  ROOM,
  fakeGame,
  memoryStore,
  openRoom,
  seated,
  protocol,
  simpleNames,
  spy,
  stillClock,
} from "./support/online-room.js";
import { createHostKey } from "../../js/network/host-key.js";
import { memoryKeyStore } from "./support/online-room.js";

/** Messages an endpoint sent to endpoint `id`, parsed where they parse. */
const sentBy = (transport, id) =>
  transport.sent
    .filter(([to]) => to.split("#")[0] === id)
    .map(([, text]) => {
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    });

test("the host's proof cannot be relayed: a member that answers a victim's challenge with the host's signature is not believed", async (t) => {
  spy(t, "warn");
  const room = await openRoom();
  const victimStore = memoryStore();
  const victim = await seated(room, "V", "Vera", 1, victimStore);
  await seated(room, "M", "Mal", 2);
  const game = fakeGame();
  await room.host.attach(game);
  const token = victimStore.load(ROOM).token;

  room.network.cut("V", "H"); // the victim's connection to the host drops for a moment
  await until(() => !victim.session.connected);
  room.network.inject("M", "V", encode({ t: "host" })); // the member answers first
  await until(() => sentBy(victim.transport, "M").some((m) => m.t === "who"));
  const who = sentBy(victim.transport, "M").find((m) => m.t === "who");
  // The member has the host sign the victim's nonce: with the victim's proof it is refused ...
  room.network.inject("M", "H", JSON.stringify(who));
  await until(() => room.errorsTo("M").includes("bad_proof"));
  // ... and even a true host signature of that nonce, made on the member's own connection
  // to the host, does not fit the victim's connection to the member.
  const hostSide = room.hostTransport.binding(room.network.nameOf("H", "M"));
  const sig = await room.hostKey.sign(who.nonce, hostSide);
  room.network.inject("M", "V", encode({ t: "iam", sig }));
  await until(() => victim.seen.impostor.length > 0);
  await settle();
  assert.equal(victim.session.connected, false);
  const toMember = JSON.stringify(sentBy(victim.transport, "M"));
  assert.ok(!toMember.includes(token), "the seat token went to the member");
  assert.ok(!toMember.includes('"hello"'), "the victim said hello to the member");
  assert.equal(room.host.lobby()[2].name, "Mal"); // the member still has only its own seat

  room.network.link("V", "H"); // the host is back: the victim gets its seat back
  await until(() => victim.session.connected && victim.seen.welcome.length === 2);
  assert.deepEqual(victim.seen.welcome, [1, 1]);
  await until(() => victim.seen.states.at(-1)?.you === 1);
});

test("a member in the middle that passes every message on learns no seat and reads no view", async (t) => {
  spy(t, "warn");
  const room = await openRoom();
  const victimStore = memoryStore();
  const victim = await seated(room, "V", "Vera", 1, victimStore);
  const game = fakeGame();
  await room.host.attach(game);
  const token = victimStore.load(ROOM).token;
  const middle = room.network.connect("M");
  await settle();
  /** @type {string[]} */
  const heard = [];
  room.network.cut("V", "H"); // the victim now reaches the host only through the member
  middle.listen({
    join() {},
    leave() {},
    message(text, from) {
      heard.push(text);
      const to = from.startsWith("V#") ? room.network.nameOf("M", "H") : room.network.nameOf("M", "V");
      middle.send(to, text);
    },
  });
  room.network.inject("H", "M", encode({ t: "host" })); // as the host greets every new connection
  await until(() => victim.seen.impostor.length > 0 || room.errorsTo("M").includes("bad_proof"));
  await settle(100);
  assert.equal(victim.session.connected, false);
  assert.ok(!heard.some((text) => text.includes(token)), "the member saw the seat token");
  assert.ok(!heard.some((text) => text.includes('"state"')), "the member read a view");
  assert.equal(room.host.lobby()[1].state, "away"); // the seat waits for its own friend
});

test("a relay peer that names itself like a code friend cannot speak for that friend, nor read its views", async () => {
  const relayNet = createFakeNetwork();
  const codeNet = createFakeNetwork();
  const hostKey = await createHostKey({ room: ROOM, keyStore: memoryKeyStore() });
  const relay = relayNet.connect("H");
  const code = codeNet.connect("H");
  const host = createHostSession({
    transport: mergeTransports({ relay, code }),
    protocol,
    hostKey,
    linkKey: await linkKey(KEY),
    room: ROOM,
    checkName: simpleNames,
    plan: PLAN.slice(0, 2),
    clock: stillClock,
  });
  const { createGuestSession } = await import("../../js/network/guest-session.js");
  const invitation = { room: ROOM, key: KEY, host: hostKey.publicKey };
  const seen = { states: [], welcome: [] };
  const friend = createGuestSession({
    transport: codeNet.connect("F"),
    protocol,
    invitation,
    seatStore: memoryStore(),
    clock: stillClock,
    handlers: { welcome: (seat) => seen.welcome.push(seat), state: (view) => seen.states.push(view) },
  });
  await until(() => friend.connected);
  friend.join("Fay");
  await until(() => seen.welcome.length > 0);
  const game = fakeGame();
  await host.attach(game);
  // The attacker joins through the relays under the very name the code friend has there.
  const attacker = relayNet.connect("F");
  await settle();
  const binding = attacker.binding(relayNet.nameOf("F", "H"));
  const nonce = "n".repeat(22);
  const proof = await linkProof({ key: await linkKey(KEY), room: ROOM, nonce, binding });
  relayNet.inject("F", "H", encode({ t: "who", nonce, proof }));
  await settle();
  relayNet.inject("F", "H", encode({ t: "act", n: 1, cmd: "pass" }));
  await host.publish();
  await settle();
  assert.deepEqual(game.acts, []);
  const toAttacker = relay.sent.filter(([to]) => to.startsWith("F#")).map(([, text]) => JSON.parse(text));
  assert.deepEqual(
    toAttacker.filter((m) => m.t === "error").map((m) => m.code),
    ["no_seat"],
  );
  assert.ok(!toAttacker.some((m) => m.t === "state"), "the attacker was sent the friend's view");
  assert.ok(seen.states.length > 0);
});

test("a handler that throws answers internal_error, is reported, and the room goes on", async (t) => {
  const errors = spy(t, "error");
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const ben = await seated(room, "B", "Ben");
  const game = fakeGame();
  await room.host.attach(game);
  game.throwNext = true; // the game's act throws: that request is answered internal_error
  await assert.rejects(ana.session.act("pass"), { code: "internal_error" });
  assert.equal(errors.length, 1);
  game.ready = () => {
    throw new TypeError("a defect in the table"); // a handler throws outside any request
  };
  ana.session.ready();
  await until(() => room.errorsTo("A").includes("internal_error") && errors.length === 2);
  game.turn = 2;
  await ben.session.act("pass"); // another guest's valid move still goes through
  assert.deepEqual(game.acts.at(-1), { seat: 2, cmd: "pass", params: {} });
  await until(() => ben.seen.states.length >= 2);
});

test('20 characters from a peer with no seat ({"v":{"toString":0}}) are refused and stop nothing', async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  room.network.connect("U");
  await settle();
  room.network.inject("U", "H", '{"v":{"toString":0}}');
  await until(() => room.errorsTo("U").includes("bad_version"));
  await ana.session.act("pass");
  assert.equal(game.acts.length, 1);
});

test("a view that fails while the host sends them stops no other view, nor the next ones", async (t) => {
  const errors = spy(t, "error");
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const ben = await seated(room, "B", "Ben");
  const game = fakeGame();
  game.failView = 1; // the first seated guest's view fails
  await room.host.attach(game);
  await until(() => ben.seen.states.length === 1);
  assert.equal(ana.seen.states.length, 0);
  assert.equal(errors.length, 1);
  game.failView = null;
  game.turn = 2;
  await ben.session.act("pass");
  await until(() => ana.seen.states.length === 1 && ben.seen.states.length === 2);
});

test("a request numbered 2^53 - 1 is refused, and the guest's own numbers go on", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  room.network.inject("A", "H", encode({ t: "act", n: Number.MAX_SAFE_INTEGER, cmd: "pass" }));
  await until(() => room.errorsTo("A").includes("bad_number"));
  await ana.session.act("pass");
  await ana.session.act("hint");
  assert.deepEqual(
    game.acts.map((a) => a.cmd),
    ["pass", "hint"],
  );
});

test("a flood of challenges from ever-new connections costs at most a few signatures and no write", async (t) => {
  spy(t, "warn");
  const frozen = { now: () => 0, every: () => () => {} }; // the budget does not refill while the flood lasts
  const room = await openRoom({ clock: frozen });
  let writes = 0;
  const host = createHostSession({
    transport: room.network.connect("H2"),
    protocol,
    hostKey: room.hostKey,
    linkKey: await linkKey(KEY),
    room: ROOM,
    checkName: simpleNames,
    plan: PLAN,
    clock: frozen,
    onChange: () => writes++,
  });
  void host;
  let signatures = 0;
  const sign = room.hostKey.sign;
  room.hostKey.sign = (...args) => {
    signatures++;
    return sign(...args);
  };
  const key = await linkKey(KEY);
  for (let i = 0; i < 30; i++) {
    const id = `Z${i}`;
    const attacker = room.network.connect(id);
    await settle(2);
    const binding = attacker.binding(room.network.nameOf(id, "H2"));
    if (!binding) continue; // let go already: the room holds no more newcomers
    const nonce = `${"n".repeat(20)}${String(i).padStart(2, "0")}`;
    const proof = await linkProof({ key, room: ROOM, nonce, binding });
    room.network.inject(id, "H2", encode({ t: "who", nonce, proof }));
    room.network.inject(id, "H2", encode({ t: "who", nonce, proof: "p".repeat(43) }));
  }
  await settle(200);
  assert.ok(signatures <= HOST_LIMITS.signatures.burst, `${signatures} signatures`);
  assert.equal(writes, 0);
});

test("a view that is not one is refused by the guest, reported, and never reaches its table", async (t) => {
  const warnings = spy(t, "warn");
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1);
  const bad = [
    { t: "state", e: "e".repeat(22), s: 99, view: { you: 1 }, ready: [] },
    {
      t: "state",
      e: "e".repeat(22),
      s: 100,
      view: { ...ana.seen.states[0], sheet: undefined, hand: "all" },
      ready: [],
    },
    { t: "state", e: "e".repeat(22), s: 101, view: null, ready: [] },
    { t: "sheet", from: 5, rows: [{ round: 1, points: [1, 0], winner: 0, scores: [1, 0] }] },
  ];
  for (const message of bad) room.network.inject("H", "A", encode(message));
  await settle();
  assert.equal(ana.seen.states.length, 1);
  assert.equal(warnings.length, bad.length);
});

test("a challenge is answered once and expires: a signature replayed, or one that comes too late, is not believed", async (t) => {
  spy(t, "warn");
  let now = 0;
  const clock = { now: () => now, every: () => () => {} };
  const room = await openRoom({ clock });
  const ana = await seated(room, "A", "Ana");
  const iam = room.sentTo("A").find((m) => m.t === "iam");
  room.network.cut("A", "H");
  await until(() => !ana.session.connected);
  // the host's old signature, sent again by another peer, proves nothing
  const other = room.network.connect("R");
  await settle();
  const challenges = () => sentBy(ana.transport, "R").filter((m) => m.t === "who");
  room.network.inject("R", "A", encode({ t: "host" }));
  await until(() => challenges().length === 1);
  room.network.inject("R", "A", encode(iam));
  await until(() => ana.seen.impostor.length === 1);
  room.network.inject("R", "A", encode(iam)); // and the challenge it answered is gone
  await settle();
  assert.equal(ana.seen.impostor.length, 1);
  // a true host signature on this very connection, but after the challenge expired, is void
  const binding = other.binding(room.network.nameOf("R", "A"));
  room.network.inject("R", "A", encode({ t: "host" }));
  await until(() => challenges().length === 2);
  now += 60_000;
  room.network.inject("R", "A", encode({ t: "iam", sig: await room.hostKey.sign(challenges()[1].nonce, binding) }));
  await settle();
  assert.equal(ana.session.connected, false);
  // in time, the same kind of answer is believed (so the refusal above was the clock's)
  room.network.inject("R", "A", encode({ t: "host" }));
  await until(() => challenges().length === 3);
  room.network.inject("R", "A", encode({ t: "iam", sig: await room.hostKey.sign(challenges()[2].nonce, binding) }));
  await until(() => ana.session.connected);
});

test("a name the engine would refuse is refused at the door, and the room stays open", async () => {
  const { cleanName } = await import("../../js/setup/player-name.js");
  const { OPTIONS } = await import("./support/engine-options.js");
  const checkName = (text) => cleanName(text, OPTIONS.name_length);
  const room = await openRoom({ checkName });
  // every character JavaScript's trim() and Python's strip() treat differently, alone and around a name
  const differing = ["\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\ufeff"];
  const names = differing.flatMap((char) => [char, `${char}Ana`, `Ana${char}`, `A${char}na`]);
  const guest = room.guest("A");
  await until(() => guest.session.connected);
  const expected = names.map((name) => (checkName(name).ok ? "welcome" : "bad_name"));
  assert.ok(expected.includes("bad_name") && expected.includes("welcome"));
  const seen = [];
  for (const name of names) {
    const before = room.sentTo("A").length;
    room.network.inject("A", "H", encode({ t: "hello", name, token: null, seat: 1, epoch: "e".repeat(22) }));
    await until(() =>
      room
        .sentTo("A")
        .slice(before)
        .some((m) => m.t === "welcome" || m.t === "refused"),
    );
    const answer = room
      .sentTo("A")
      .slice(before)
      .find((m) => m.t === "welcome" || m.t === "refused");
    seen.push(answer.t === "welcome" ? "welcome" : answer.code);
    if (answer.t === "welcome") {
      // the host keeps the name as the engine would: stripped its way
      assert.equal(room.host.lobby()[1].name, checkName(name).name);
      room.host.setKind(1, "friend"); // the seat is free again for the next name (the guest stays in the room)
      room.host.setKind(1, "bot");
      room.host.setKind(1, "friend");
    }
  }
  assert.deepEqual(seen, expected);
  // and the room stays open: a good name takes the seat
  guest.session.join("Ana");
  await until(() => guest.seen.welcome.length > 0);
});
