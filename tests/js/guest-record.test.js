// An online guest's record of the finished match: offered only once unpacked and checked
// by the page's own engine; a refusal says why (from the host); a new match or leaving the
// table drops it, closes a replay opened from it, and a late answer changes nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createGuestRecord } from "../../js/replay/guest-record.js";
import { RecordProblem } from "../../js/replay/records.js";
import { recordPayload } from "../../js/replay/record-link.js";
import { EngineError } from "../../js/engine/engine-client.js";

const RECORD = { format: "block-dominoes-record", rounds: [{ round: 1 }, { round: 2 }], finished: true };

/**
 * A page's pieces: an engine that starts when `start()` is called, its replay session, the replay screen.
 * @param {{refuse?: Error | null}} [options] refuse: what the engine answers a record with
 */
function page({ refuse = null } = {}) {
  let start = () => {};
  const engine = { ready: new Promise((resolve) => (start = resolve)) };
  const asked = [];
  const session = {
    ready: engine.ready,
    async request(cmd, params) {
      asked.push([cmd, params]);
      if (cmd === "read_record") {
        if (refuse) throw refuse;
        return { summary: { rounds: params.record.rounds.map((r) => r.round) } };
      }
      if (cmd === "record") return { record: { written: params } };
      throw new Error(`unexpected ${cmd}`);
    },
  };
  const seen = { changes: 0, opened: [], closes: 0 };
  const guestRecord = createGuestRecord({
    engine,
    session,
    onChange: () => seen.changes++,
    openReplay: async (what, how) => void seen.opened.push([what, how]),
    closeReplay: () => seen.closes++,
  });
  return { guestRecord, start, asked, seen, session };
}

test("a record is offered once the page's engine has checked it; replay and links read the engine's", async () => {
  const { guestRecord, start, asked, seen, session } = page();
  const received = guestRecord.receive(await recordPayload(RECORD), 2);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(guestRecord.available, false, "nothing before the engine has read it");
  start();
  await received;
  assert.equal(guestRecord.available, true);
  assert.equal(seen.changes, 1);
  assert.deepEqual(asked[0], ["read_record", { record: RECORD }]);
  assert.deepEqual(await guestRecord.recordOf(), { written: { source: "record" } });
  assert.deepEqual(await guestRecord.recordOf(2), { written: { source: "record", round: 2 } });
  const how = { round: 2, review: "round", opener: null };
  await guestRecord.open(how);
  const [what, asked2] = seen.opened[0];
  assert.deepEqual(
    { ...what, engine: null },
    {
      engine: null,
      source: "record",
      rounds: [1, 2],
      viewer: 2,
      seats: [2],
      sheet: null,
    },
  );
  assert.equal(what.engine, session);
  assert.equal(asked2, how);
});

test("a record the engine refuses, or a payload that is none, is a problem from the host and offers nothing", async () => {
  const refused = page({ refuse: new EngineError("bad_record", "move 3 of round 1 is illegal", "illegal_move") });
  refused.start();
  await assert.rejects(
    refused.guestRecord.receive(await recordPayload(RECORD), 1),
    (e) => e instanceof RecordProblem && e.from === "host" && e.reason === "illegal_move",
  );
  assert.equal(refused.guestRecord.available, false);
  const garbled = page();
  garbled.start();
  await assert.rejects(
    garbled.guestRecord.receive("AAAAAAAA", 1),
    (e) => e instanceof RecordProblem && e.from === "host" && e.reason === "compression",
  );
  assert.equal(garbled.seen.changes, 0);
});

test("a new match drops the record, closes its replay, and an answer that comes later changes nothing", async () => {
  const { guestRecord, start, seen } = page();
  start();
  await guestRecord.receive(await recordPayload(RECORD), 1);
  await guestRecord.open({ round: 1, review: null, opener: null });
  guestRecord.drop();
  assert.equal(guestRecord.available, false);
  assert.equal(seen.closes, 1);
  guestRecord.drop(); // nothing open any more
  assert.equal(seen.closes, 1);

  // a record still on its way when the match moves on is not offered
  const late = page();
  const received = late.guestRecord.receive(await recordPayload(RECORD), 1);
  late.guestRecord.drop();
  late.start();
  await received;
  assert.equal(late.guestRecord.available, false);
  assert.equal(late.seen.changes, 0);
  await assert.rejects(late.guestRecord.recordOf(), /no record/);
});
