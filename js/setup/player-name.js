// The rule for a player's name, the engine's own (py/blockdominoes/names.py) written out
// again here so that the page refuses exactly what the engine would, before it asks:
// JavaScript's trim() strips other characters than Python's strip(), and .length counts
// UTF-16 units where the engine counts code points, so neither is used. The cases both
// sides must pass are in tests/data/names.json.
//
// 1. Strip NAME_WHITESPACE (the characters Python's str.isspace() accepts) from both ends.
// 2. Refuse a surrogate code point (a lone half of a pair): "surrogate".
// 3. Refuse a control character, U+0000-U+001F or U+007F-U+009F: "control".
// 4. Count code points: under the minimum "empty" (nothing left) or "short"; over the maximum "long".

/** @typedef {"empty" | "short" | "long" | "control" | "surrogate"} NameReason */
/** @typedef {{ok: true, name: string} | {ok: false, reason: NameReason}} NameCheck */
/** @typedef {{min: number, max: number}} NameLimits the engine's `options.name_length` */

/** Every character Python's str.isspace() accepts (tests/engine/test_names.py compares the two). */
export const NAME_WHITESPACE =
  "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680" +
  "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" +
  "\u2028\u2029\u202f\u205f\u3000";

/** @type {readonly NameReason[]} every reason a name is refused for */
export const NAME_REASONS = ["empty", "short", "long", "control", "surrogate"];

const SPACES = new Set(NAME_WHITESPACE);

/** @param {number} code */
const isSurrogate = (code) => code >= 0xd800 && code <= 0xdfff;
/** @param {number} code */
const isControl = (code) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/**
 * A name as the engine keeps it (stripped), or why the engine would refuse it.
 * @param {string} text what was typed, or a link's entry
 * @param {NameLimits} limits
 * @returns {NameCheck}
 */
export function cleanName(text, { min, max }) {
  // Code points: a pair is one, a lone surrogate one of its own (the string iterator's split).
  const chars = Array.from(text);
  let start = 0;
  let end = chars.length;
  while (start < end && SPACES.has(chars[start])) start += 1;
  while (end > start && SPACES.has(chars[end - 1])) end -= 1;
  const kept = chars.slice(start, end);
  const codes = kept.map((char) => /** @type {number} */ (char.codePointAt(0)));
  if (codes.some(isSurrogate)) return { ok: false, reason: "surrogate" };
  if (codes.some(isControl)) return { ok: false, reason: "control" };
  if (kept.length < min) return { ok: false, reason: kept.length === 0 ? "empty" : "short" };
  if (kept.length > max) return { ok: false, reason: "long" };
  return { ok: true, name: kept.join("") };
}

/**
 * The catalogue key of a refusal's words; they take the limits as {min} and {max}:
 * `t(nameReasonKey(check.reason), options.name_length)`.
 * @param {NameReason} reason
 */
export const nameReasonKey = (reason) => `name.refused.${reason}`;

/**
 * A seat's name where none may be given (the seat then has its usual name): as
 * cleanName, but nothing left after stripping is {ok: true, name: ""}.
 * @param {string} text
 * @param {NameLimits} limits
 * @returns {NameCheck}
 */
export function optionalName(text, limits) {
  const check = cleanName(text, limits);
  return !check.ok && check.reason === "empty" ? { ok: true, name: "" } : check;
}
