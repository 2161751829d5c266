// The attack tests can fail: each defence of the room is taken out again, one at a time,
// in a copy of the page's code, and the attack test that covers it must then fail. (A test
// that passes with its fix removed proves nothing.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

/** Each defence: the file, the code that makes it and what stood there before, the test that covers it (in attacks.test.js unless `suite` says). */
const MUTANTS = [
  {
    defence: "the host's signature names the connection",
    file: "js/network/host-key.js",
    from: "[CONTEXT, room, nonce, guest, host]",
    to: "[CONTEXT, room, nonce]",
    test: "the host's proof cannot be relayed",
  },
  {
    defence: "both proofs name the connection",
    file: ["js/network/host-key.js", "js/network/link-proof.js"],
    from: "[CONTEXT, room, nonce, guest, host]",
    to: "[CONTEXT, room, nonce]",
    test: "a member in the middle",
  },
  {
    defence: "each transport part names its peers in its own namespace",
    file: "js/network/merged-transport.js",
    from: "const named = (peer) => `${space}/${peer}`;",
    to: "const named = (peer) => peer;",
    test: "a relay peer that names itself",
  },
  {
    defence: "a failed task does not stop the queue",
    file: "js/network/serial.js",
    from: "tail = tail\n        .then(task)",
    to: "tail = tail.then(task);\n      if (tail) return;\n      tail = tail\n        .then(task)",
    test: "a handler that throws",
  },
  {
    defence: "a check never calls into the value",
    file: "js/network/protocol.js",
    from: "`not version ${VERSION}`",
    to: "`version ${value.v}`",
    test: "20 characters",
  },
  {
    defence: "each guest's view is sent on its own",
    file: "js/network/host-session.js",
    from: "} catch (error) {\n        console.error(`The view of seat ${seat} could not be sent:`, error);",
    to: "} finally {\n        void 0;",
    test: "a view that fails while",
  },
  {
    defence: "request numbers step forward by a bounded step",
    file: "js/network/host-session.js",
    from: "if (n > friend.lastN + limits.step)",
    to: "if (n < 0)",
    test: "a request numbered",
  },
  {
    defence: "signatures come from a shared budget",
    file: "js/network/host-session.js",
    from: 'if (!signatures.take()) return fail(peer, null, "busy");',
    to: "",
    test: "a flood of challenges",
  },
  {
    defence: "a guest checks the host's views",
    file: "js/network/protocol.js",
    from: "s: int(0, Number.MAX_SAFE_INTEGER), view,",
    to: "s: int(0, Number.MAX_SAFE_INTEGER), view: () => null,",
    test: "a view that is not one",
  },
  {
    defence: "a challenge expires",
    file: "js/network/guest-session.js",
    from: "if (!entry || clock.now() - entry.at > CHALLENGE_MS) return;",
    to: "if (!entry) return;",
    test: "a challenge is answered once",
  },
  {
    defence: "the host sends the record only once the match is over",
    file: "js/network/host-session.js",
    from: "if (view.match_result === null) {\n      recordOfMatch = null;",
    to: "if (view.match_result === undefined) {\n      recordOfMatch = null;",
    test: "while the match goes on",
    suite: "match-record-wire.test.js",
  },
  {
    defence: "a guest takes a record only once the match is over",
    file: "js/network/guest-session.js",
    from: 'if (!over) return refuse("while the match is not over");',
    to: "",
    test: "a guest refuses a record",
    suite: "match-record-wire.test.js",
  },
];

/** A copy of the page's code and its tests, with node_modules and py/ (the engine's options) beside it. */
async function workspace() {
  const dir = await mkdtemp(join(tmpdir(), "bd-mutant-"));
  await cp(join(ROOT, "js"), join(dir, "js"), { recursive: true });
  await cp(join(ROOT, "tests", "js"), join(dir, "tests", "js"), { recursive: true });
  await symlink(join(ROOT, "node_modules"), join(dir, "node_modules"));
  await symlink(join(ROOT, "py"), join(dir, "py"));
  return dir;
}

/** This process's environment without the test runner's own marker, so the child reports in text. */
function reporterFree() {
  const { NODE_TEST_CONTEXT: _runner, ...env } = process.env;
  return env;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const mutant of MUTANTS) {
  test(`without "${mutant.defence}", its attack test fails`, async () => {
    const dir = await workspace();
    try {
      for (const file of [mutant.file].flat()) {
        const path = join(dir, file);
        const code = await readFile(path, "utf8");
        assert.ok(code.includes(mutant.from), `${file} no longer has the code of "${mutant.defence}"`);
        await writeFile(path, code.replace(mutant.from, mutant.to));
      }
      const outcome = await run(
        process.execPath,
        ["--test", "--test-name-pattern", escape(mutant.test), join("tests", "js", mutant.suite ?? "attacks.test.js")],
        { cwd: dir, timeout: 60_000, env: reporterFree() },
      ).then(
        ({ stdout }) => stdout,
        (error) => /** @type {{stdout?: string}} */ (error).stdout ?? "",
      );
      assert.match(outcome, /# pass \d+/, "the attack test did not run");
      assert.doesNotMatch(outcome, /# fail 0\b/, `the attack test passed without "${mutant.defence}"`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
