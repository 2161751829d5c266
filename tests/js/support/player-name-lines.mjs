// The page's name rule (js/setup/player-name.js) for tests/engine/test_names.py, which
// holds it against the engine's: one JSON request a line on standard input, one JSON
// answer a line on standard output.
//   {"limits": {min, max}, "texts": [...]}  -> [{ok, name} | {ok, reason}, ...]
//   {"trimmed": true}                        -> the code points String.prototype.trim() removes alone
//   {"limits": {min, max}, "alone": true}    -> every code point alone, one letter each: "+" a name
//                                               of itself, a digit the index of the reason in NAME_REASONS
import { createInterface } from "node:readline";
import { cleanName, NAME_REASONS } from "../../../js/setup/player-name.js";

/** Every code point that trim() takes off when it stands alone. */
function trimmedAlone() {
  const found = [];
  for (let code = 0; code <= 0x10ffff; code++) if (String.fromCodePoint(code).trim() === "") found.push(code);
  return found;
}

/**
 * Each code point alone through the rule, as one letter.
 * @param {{min: number, max: number}} limits
 */
function eachAlone(limits) {
  const letters = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    const char = String.fromCodePoint(code);
    const check = cleanName(char, limits);
    letters.push(check.ok ? (check.name === char ? "+" : "!") : String(NAME_REASONS.indexOf(check.reason)));
  }
  return letters.join("");
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const request = JSON.parse(line);
  const answer = request.trimmed
    ? trimmedAlone()
    : request.alone
      ? eachAlone(request.limits)
      : request.texts.map((/** @type {string} */ text) => cleanName(text, request.limits));
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
