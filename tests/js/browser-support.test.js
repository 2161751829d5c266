// The browser check (js/support/): a browser that lacks any one thing the game needs is
// found out, with that thing's name, without eval and without fetching; the message
// comes in the language the page would speak.
import { test } from "node:test";
import assert from "node:assert/strict";
import { missingFeatures } from "../../js/support/browser-support.js";
import { UNSUPPORTED, wordsFor } from "../../js/support/unsupported-words.js";

/** A browser that has everything: Worker reads its options' type, then refuses the address. */
function modernScope() {
  return {
    WebAssembly,
    BigInt64Array,
    structuredClone,
    RegExp,
    Worker: class {
      constructor(url, options) {
        void options.type;
        new URL(url); // throws: "http://[" is no address
      }
    },
  };
}

test("a browser with everything lacks nothing (Node.js has it all too)", () => {
  assert.deepEqual(missingFeatures(modernScope()), []);
});

test("each missing feature is named", () => {
  const cases = {
    webassembly: { WebAssembly: undefined },
    "webassembly-exceptions": { WebAssembly: { validate: () => false } },
    bigint: { BigInt64Array: undefined },
    "module-workers": {
      Worker: class {
        constructor(url) {
          new URL(url); // an old Worker never reads `type`
        }
      },
    },
    "structured-clone": { structuredClone: undefined },
    "class-static-blocks": {
      RegExp: class {
        constructor() {
          throw new SyntaxError("Invalid regular expression: invalid group specifier name");
        }
      },
    },
  };
  for (const [name, lacking] of Object.entries(cases)) {
    assert.deepEqual(missingFeatures({ ...modernScope(), ...lacking }), [name], name);
  }
});

test("the exception-handling probe is a real WebAssembly module that uses try/catch_all", () => {
  const seen = [];
  missingFeatures({ ...modernScope(), WebAssembly: { validate: (bytes) => seen.push(bytes) && true } });
  assert.equal(seen.length, 1);
  assert.ok(WebAssembly.validate(seen[0]));
  assert.ok(seen[0].includes(0x06) && seen[0].includes(0x19)); // try, catch_all
});

test("the message speaks the chosen language, else the browser's, else English", () => {
  assert.equal(wordsFor("fi", ["pl-PL"]).lang, "fi");
  assert.equal(wordsFor(null, ["de-DE", "pl-PL"]).lang, "pl");
  assert.equal(wordsFor("xx", ["de"]).lang, "en");
  assert.equal(wordsFor(null, []).title, UNSUPPORTED.en.title);
  for (const words of Object.values(UNSUPPORTED)) assert.match(words.text, /16\.4.*98.*114/);
});
