// Records in and out: a file's JSON (too big, not JSON), the engine's refusals as
// problems with their reasons, and the reasons in words in every language.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  FILE_LIMIT,
  RecordProblem,
  acceptRecord,
  linkProblem,
  problemText,
  readRecordFile,
  recordFileName,
} from "../../js/replay/records.js";
import { RecordLinkError } from "../../js/replay/record-link.js";
import { EngineError } from "../../js/engine/engine-client.js";
import { createI18n } from "../../js/i18n/i18n.js";

/** @param {Error} error */
const refusing = (error) => ({
  ready: Promise.resolve(),
  request: async () => {
    throw error;
  },
});

test("a file is read as JSON; too big or not JSON is refused with its reason", async () => {
  assert.deepEqual(await readRecordFile(new Blob(['{"a": [1]}'])), { a: [1] });
  await assert.rejects(readRecordFile(new Blob(["{a"])), (e) => e instanceof RecordProblem && e.reason === "json");
  await assert.rejects(
    readRecordFile(new Blob([" ".repeat(FILE_LIMIT + 1)])),
    (e) => e instanceof RecordProblem && e.from === "file" && e.reason === "too_big",
  );
});

test("the engine's refusals become problems with its reason; other failures go on", async () => {
  const summary = { players: 2, rounds: [1] };
  const accepting = { ready: Promise.resolve(), request: async (cmd, params) => ({ summary, cmd, params }) };
  assert.equal(await acceptRecord(accepting, {}, "file"), summary);
  await assert.rejects(
    acceptRecord(refusing(new EngineError("bad_record", "move 3 of round 2 is illegal", "illegal_move")), {}, "link"),
    (e) =>
      e instanceof RecordProblem && e.from === "link" && e.reason === "illegal_move" && e.detail.includes("move 3"),
  );
  await assert.rejects(
    acceptRecord(refusing(new EngineError("not_a_record", "not an object")), [], "file"),
    (e) => e instanceof RecordProblem && e.reason === "not_a_record",
  );
  await assert.rejects(acceptRecord(refusing(new EngineError("engine_failed", "gone")), {}, "file"), EngineError);
  assert.equal(linkProblem(new RecordLinkError("encoding")).reason, "encoding");
  assert.throws(() => linkProblem(new TypeError("defect")), TypeError);
});

test("every reason is told in words in each language; an unknown one is named", () => {
  for (const lang of ["en", "pl", "fi"]) {
    const i18n = createI18n({ languages: [lang] });
    const reasons = ["too_big", "json", "encoding", "compression", "unsupported", "not_a_record"];
    // the engine's reasons for a bad_record (docs/bridge.md, "record and read_record")
    reasons.push("other_version", "damaged", "bad_deal", "illegal_move", "unfinished", "bad_scores", "bad_end");
    for (const reason of reasons) {
      const text = problemText(new RecordProblem("file", reason), i18n.t, i18n.has);
      assert.doesNotMatch(text, /[{}]|record\.reason|_/, `${lang} ${reason}: ${text}`);
    }
    const unknown = problemText(new RecordProblem("link", "something_new"), i18n.t, i18n.has);
    assert.match(unknown, /something_new/);
  }
  const en = createI18n({ languages: ["en"] });
  assert.equal(
    problemText(new RecordProblem("link", "encoding"), en.t, en.has),
    "This replay link cannot be opened: the link was cut short or changed.",
  );
});

test("a record's file name is safe on every system", () => {
  assert.equal(recordFileName("2026-12-02T11:30:00.000Z"), "block-dominoes-record-2026-12-02T11-30-00-000Z.json");
});
