// A peer that says nothing for a few seconds counts as silent until it speaks again;
// beats go out every second to every watched peer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { BEAT_MS, SILENT_MS, createHeartbeat } from "../../js/network/heartbeat.js";

function manualClock() {
  let now = 0;
  /** @type {(() => void) | null} */
  let tick = null;
  return {
    clock: {
      now: () => now,
      every(_ms, fn) {
        tick = fn;
        return () => (tick = null);
      },
    },
    /** Let `ms` pass, one beat at a time. */
    pass(ms) {
      for (let t = 0; t < ms; t += BEAT_MS) {
        now += BEAT_MS;
        tick?.();
      }
    },
    get running() {
      return tick !== null;
    },
  };
}

test("silence after a few seconds, and back when heard; beats to each watched peer", () => {
  const time = manualClock();
  const log = [];
  const beats = [];
  const heartbeat = createHeartbeat({
    clock: time.clock,
    beat: (peer) => beats.push(peer),
    onSilent: (peer) => log.push(["silent", peer]),
    onHeard: (peer) => log.push(["heard", peer]),
  });
  heartbeat.watch("a");
  heartbeat.watch("b");
  time.pass(2 * BEAT_MS);
  heartbeat.heard("b");
  assert.deepEqual(beats, ["a", "b", "a", "b"]);
  time.pass(SILENT_MS);
  assert.deepEqual(log, [["silent", "a"]]);
  assert.equal(heartbeat.isHeard("a"), false);
  assert.equal(heartbeat.isHeard("b"), true);
  heartbeat.heard("a");
  assert.deepEqual(log, [
    ["silent", "a"],
    ["heard", "a"],
  ]);
  heartbeat.forget("a");
  heartbeat.forget("b");
  assert.equal(time.running, false); // no timer left when nobody is watched
  heartbeat.heard("a"); // a peer no longer watched is nobody's news
  assert.equal(log.length, 2);
});
