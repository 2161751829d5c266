// The finished match's record on the wire: the host sends it to each guest only once the
// match is over, packed as a replay link's payload and in pieces after the view that says
// so; a guest takes it only then, whole and in order, and never from anyone but the host.
import { test } from "node:test";
import assert from "node:assert/strict";
import { encode, MAX_MESSAGE_BYTES, RECORD_PARTS, RECORD_PIECE } from "../../js/network/protocol.js";
import { readRecordPayload, recordPayload } from "../../js/replay/record-link.js";
import { settle, until } from "./support/fake-network.js";
import { fakeGame, openRoom, seated, spy } from "./support/online-room.js";

/** A record whose payload takes several pieces (its names are random: they hardly compress). */
function bigRecord() {
  const noise = (length) => Array.from({ length }, () => Math.random().toString(36).slice(2, 3)).join("");
  return {
    format: "block-dominoes-record",
    seats: [{ name: "Zoë" }, { name: "Łucja 🂡" }],
    rounds: Array.from({ length: 40 }, (_, round) => ({ round, note: noise(800) })),
  };
}

test("while the match goes on, no record is asked for or sent", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1);
  await room.host.publish();
  await settle();
  assert.equal(game.records, 0);
  assert.ok(room.sentTo("A").every((m) => m.t !== "record"));
  assert.deepEqual(ana.seen.records, []);
});

test("once the match is over each guest gets its record, in pieces after the view that says so, once", async () => {
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const ben = await seated(room, "B", "Ben");
  const game = fakeGame();
  const record = bigRecord();
  game.recordValue = await recordPayload(record);
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1 && ben.seen.states.length === 1);
  game.over = true;
  await room.host.publish();
  await until(() => ana.seen.records.length === 1 && ben.seen.records.length === 1);
  assert.equal(ana.seen.records[0], game.recordValue);
  assert.deepEqual(await readRecordPayload(ana.seen.records[0]), record); // unpacked as a replay link is
  assert.equal(ben.seen.records[0], game.recordValue);
  assert.equal(game.records, 1, "asked once for every guest");
  const sent = room.sentTo("A");
  const pieces = sent.filter((m) => m.t === "record");
  assert.equal(pieces.length, Math.ceil(game.recordValue.length / RECORD_PIECE));
  assert.ok(pieces.length > 1);
  assert.deepEqual(
    pieces.map((m) => [m.part, m.of]),
    pieces.map((_, i) => [i, pieces.length]),
  );
  const over = sent.findIndex((m) => m.t === "state" && m.view.match_result !== null);
  assert.ok(over >= 0 && over < sent.indexOf(pieces[0]), "the view that says the match is over comes first");
  for (const [, text] of room.hostTransport.sent) assert.ok(new TextEncoder().encode(text).length <= MAX_MESSAGE_BYTES);
  // a later change of the view sends no second copy
  ana.session.say("gg");
  await room.host.publish();
  await settle();
  assert.equal(room.sentTo("A").filter((m) => m.t === "record").length, pieces.length);
  assert.equal(ana.seen.records.length, 1);
  assert.equal(game.records, 1, "asked once for the match's end");
  // a new match, then its end: its record is asked for and sent, and the guest takes it
  game.over = false;
  await room.host.publish();
  game.over = true;
  game.recordValue = await recordPayload({ format: "block-dominoes-record", rounds: [], finished: true });
  await room.host.publish();
  await until(() => ana.seen.records.length === 2);
  assert.equal(ana.seen.records[1], game.recordValue);
  assert.equal(game.records, 2);
});

test("a record too long for the guests' frame budget is not sent, and the host says so", async (t) => {
  const warnings = spy(t, "warn");
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const game = fakeGame();
  game.recordValue = "A".repeat(RECORD_PIECE * RECORD_PARTS + 1);
  game.over = true;
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1);
  await settle();
  assert.ok(room.sentTo("A").every((m) => m.t !== "record"));
  assert.equal(warnings.length, 1);
});

test("a guest refuses a record sent before the match is over or out of order, and one from anyone but the host", async (t) => {
  const warnings = spy(t, "warn");
  const room = await openRoom();
  const ana = await seated(room, "A", "Ana");
  const ben = await seated(room, "B", "Ben");
  const game = fakeGame();
  await room.host.attach(game);
  await until(() => ana.seen.states.length === 1);
  const fromHost = (message) => room.network.inject("H", "A", encode(message));
  const payload = await recordPayload({ format: "block-dominoes-record", rounds: [], finished: true });

  // the match is on: a record would reveal every hand in play
  fromHost({ t: "record", part: 0, of: 1, text: payload });
  await settle();
  assert.deepEqual(ana.seen.records, []);
  assert.equal(warnings.length, 1);

  game.over = true;
  await room.host.publish();
  await until(() => ana.seen.records.length === 1);
  const refused = [
    [{ t: "record", part: 1, of: 2, text: payload }], // a piece without its first
    [
      { t: "record", part: 0, of: 3, text: payload.slice(0, 10) },
      { t: "record", part: 1, of: 2, text: payload.slice(10) }, // the count changed on the way
    ],
  ];
  for (const messages of refused) for (const message of messages) fromHost(message);
  await settle();
  assert.equal(ana.seen.records.length, 1);
  assert.equal(warnings.length, 3);
  // shapes the protocol refuses before anything looks at them
  const malformed = [
    { t: "record", part: 2, of: 2, text: payload },
    { t: "record", part: 0, of: RECORD_PARTS + 1, text: payload },
    { t: "record", part: 0, of: 1, text: "A".repeat(RECORD_PIECE + 1) },
    { t: "record", part: 0, of: 1, text: '{"format":"block-dominoes-record"}' }, // not a payload
    { t: "record", part: 0, of: 1, text: "" },
    { t: "record", part: 0, of: 1, text: 7 },
  ];
  for (const message of malformed) fromHost(message);
  await settle();
  assert.equal(ana.seen.records.length, 1);
  assert.equal(warnings.length, 3 + malformed.length);

  // another guest cannot slip a record in: only the host speaks to guests
  room.network.inject("B", "A", encode({ t: "record", part: 0, of: 1, text: payload }));
  await settle();
  assert.equal(ana.seen.records.length, 1);
  assert.ok(ben.session.connected);

  // the same record again (a resend) is not handed on again; another one is
  fromHost({ t: "record", part: 0, of: 1, text: game.recordValue });
  fromHost({ t: "record", part: 0, of: 1, text: payload });
  await settle();
  assert.deepEqual(ana.seen.records, [game.recordValue, payload]);
});
