// The replay link: a record written into a fragment and read back the same; a damaged
// link is refused with its reason; a link that would unpack too far is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  PREFIX,
  RecordLinkError,
  readRecordPayload,
  recordFragment,
  recordLink,
  replayPayload,
} from "../../js/replay/record-link.js";
import { toBase64Url } from "../../js/network/base64url.js";

const record = {
  format: "block-dominoes-record",
  version: 1,
  seats: [{ type: "human", level: null, name: "Żaneta 🙂" }],
  rounds: [{ round: 1, moves: [{ seat: 0, type: "play", tile: [6, 6], end: null }] }],
  finished: true,
};

/** @param {string} text @param {string} format */
async function compress(text, format = "deflate-raw") {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream(format));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

test("a record goes into a link and comes back the same", async () => {
  const fragment = await recordFragment(record);
  assert.ok(fragment.startsWith(PREFIX));
  assert.match(fragment.slice(PREFIX.length), /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await readRecordPayload(replayPayload(`#${fragment}`)), record);
  const link = await recordLink("https://example.org/game/index.html#preset=quick", record);
  assert.ok(link.startsWith(`https://example.org/game/index.html#${PREFIX}`));
  assert.deepEqual(await readRecordPayload(replayPayload(new URL(link).hash)), record);
});

test("only a replay fragment is a replay link", () => {
  assert.equal(replayPayload("#replay=abc"), "abc");
  assert.equal(replayPayload("replay="), "");
  assert.equal(replayPayload("#preset=quick&seed=3"), null);
  assert.equal(replayPayload(""), null);
});

test("a damaged link is refused with its reason", async () => {
  const reasonOf = async (payload) => {
    try {
      await readRecordPayload(payload);
    } catch (error) {
      assert.ok(error instanceof RecordLinkError, String(error));
      return error.reason;
    }
    return "accepted";
  };
  const good = (await recordFragment(record)).slice(PREFIX.length);
  assert.equal(await reasonOf(""), "encoding");
  assert.equal(await reasonOf("abc+def"), "encoding");
  assert.equal(await reasonOf("abcde"), "encoding", "a length base64 never has");
  assert.equal(await reasonOf(good.slice(0, good.length - 6)), "compression", "cut short");
  assert.equal(await reasonOf(await compress("{}", "gzip")), "compression", "another format");
  assert.equal(await reasonOf(await compress("{not json")), "json");
  assert.equal(await reasonOf(toBase64Url(new Uint8Array([0x03, 0x00]))), "json", "nothing at all");
});

test("a link that unpacks past the limit is refused before it is all unpacked", async () => {
  const big = await compress(JSON.stringify({ padding: "x".repeat(5000) }));
  await assert.rejects(
    readRecordPayload(big, 1000),
    (error) => error instanceof RecordLinkError && error.reason === "too_big",
  );
  assert.equal((await readRecordPayload(big, 10_000)).padding.length, 5000);
});
