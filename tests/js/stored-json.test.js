// localStorage as the page may have it: a refused write is expected and told; any
// other failure is a defect and is thrown on.
import { test } from "node:test";
import assert from "node:assert/strict";
import { usableStorage, writeJson, writeText } from "../../js/storage/stored-json.js";
import { memoryStorage } from "./support/memory-storage.js";

const full = () => {
  throw new DOMException("the quota is used up", "QuotaExceededError");
};

test("a storage that works is used; one that refuses or cannot be reached is not", () => {
  const working = memoryStorage();
  assert.equal(
    usableStorage(() => working),
    working,
  );
  assert.equal(working.items.size, 0, "the probe is removed");
  assert.equal(
    usableStorage(() => memoryStorage({ setItem: full })),
    null,
  );
  assert.equal(
    usableStorage(() => {
      throw new DOMException("no storage in this sandbox", "SecurityError");
    }),
    null,
  );
  assert.throws(() => usableStorage(() => undefined), TypeError); // a defect, not a refusal
});

test("a value is written as JSON, a text as it is", () => {
  const storage = memoryStorage();
  assert.equal(writeJson(storage, "k", { a: [1, "x"] }), true);
  assert.equal(storage.items.get("k"), '{"a":[1,"x"]}');
  assert.equal(writeText(storage, "lang", "fi"), true);
  assert.equal(storage.items.get("lang"), "fi");
  assert.equal(writeJson(null, "k", 1), true); // no storage: nothing to write
});

test("a refused write is told in the console and answered false", (context) => {
  const warn = context.mock.method(console, "warn", () => {});
  assert.equal(writeJson(memoryStorage({ setItem: full }), "k", 1), false);
  assert.equal(warn.mock.callCount(), 0, "told only when a warning is given");
  assert.equal(writeJson(memoryStorage({ setItem: full }), "k", 1, "Could not save:"), false);
  assert.equal(warn.mock.callCount(), 1);
  assert.equal(warn.mock.calls[0].arguments[0], "Could not save:");
});

test("anything else is thrown on", () => {
  const cyclic = {};
  cyclic.self = cyclic;
  assert.throws(() => writeJson(memoryStorage(), "k", cyclic), TypeError);
  const broken = memoryStorage({
    setItem: () => {
      throw new RangeError("a defect");
    },
  });
  assert.throws(() => writeText(broken, "k", "v"), RangeError);
});
