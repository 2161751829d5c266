// What a guest's status line says: a wait is never blamed on the link, and what can be told
// apart is told apart.
import { test } from "node:test";
import assert from "node:assert/strict";
import { PATIENCE_MS, joinStatus } from "../../js/online/join-status.js";

const base = {
  connection: "searching",
  waitedMs: 0,
  path: "relay",
  relaysOpen: 2,
  wrongLink: false,
  impostor: false,
  seat: null,
  started: false,
  hadTable: false,
};
const status = (change) => joinStatus({ ...base, ...change });
const late = PATIENCE_MS + 1;

test("a search: looking, then no relay, a host not answering yet, or someone who could not prove it", () => {
  assert.equal(status({}), "online.guest.searching");
  assert.equal(status({ waitedMs: late, relaysOpen: 0 }), "online.join.no_relays");
  assert.equal(status({ waitedMs: late }), "online.join.no_host");
  assert.equal(status({ waitedMs: late, impostor: true }), "online.join.no_proof");
});

test("a wrong link is said only when the room refused this link's password", () => {
  assert.equal(status({ wrongLink: true }), "online.join.wrong_link");
  for (const waitedMs of [0, late, 10 * late]) assert.notEqual(status({ waitedMs }), "online.join.wrong_link");
});

test("connected: a seat to choose, a seat kept, back at the table, or a match already started", () => {
  assert.equal(status({ connection: "connected" }), "online.guest.connected");
  assert.equal(status({ connection: "connected", started: true }), "online.join.started");
  assert.equal(status({ connection: "connected", seat: 1 }), "online.guest.seated");
  assert.equal(status({ connection: "connected", seat: 1, hadTable: true }), "online.guest.back");
});

test("the host away: reconnecting, then still trying; the codes path asks for a new code", () => {
  assert.equal(status({ connection: "host_away", seat: 1 }), "online.guest.host_away");
  assert.equal(status({ connection: "host_away", seat: 1, waitedMs: late }), "online.join.host_gone");
  assert.equal(status({ connection: "host_away", path: "code" }), "online.codes.lost");
  assert.equal(status({ path: "code" }), "online.codes.waiting");
  assert.equal(status({ connection: "closed" }), "online.guest.closed");
});
