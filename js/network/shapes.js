// Checks of JSON values received from another device, written as their shapes: an exact set
// of keys, each value's type and range. A check never calls into the value (no toString, no
// getter, no prototype walk), so whatever a peer sends, checking it cannot throw; it answers
// null when the value fits, or where it does not (".view.line[3].tile"), for the report.

/**
 * @typedef {(value: unknown, path: string) => string | null} Check
 */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * A whole number in [min, max].
 * @param {number} min
 * @param {number} max
 * @returns {Check}
 */
export const int = (min, max) => (value, path) =>
  Number.isSafeInteger(value) && /** @type {number} */ (value) >= min && /** @type {number} */ (value) <= max
    ? null
    : path;

/** @type {Check} */
export const bool = (value, path) => (typeof value === "boolean" ? null : path);

/**
 * Text of at most `max` UTF-16 units, matching `pattern` when given.
 * @param {number} max
 * @param {RegExp} [pattern]
 * @returns {Check}
 */
export const text = (max, pattern) => (value, path) =>
  typeof value === "string" && value.length <= max && (!pattern || pattern.test(value)) ? null : path;

/**
 * One of the given values (strings, numbers, booleans).
 * @param {readonly (string | number | boolean)[]} values
 * @returns {Check}
 */
export const oneOf = (values) => (value, path) =>
  values.includes(/** @type {string | number | boolean} */ (value)) ? null : path;

/**
 * @param {Check} check
 * @returns {Check}
 */
export const nullable = (check) => (value, path) => (value === null ? null : check(value, path));

/**
 * A list of `min` to `max` items, each passing `check`.
 * @param {Check} check
 * @param {number} min
 * @param {number} max
 * @returns {Check}
 */
export const list = (check, min, max) => (value, path) => {
  if (!Array.isArray(value) || value.length < min || value.length > max) return path;
  for (let i = 0; i < value.length; i++) {
    const wrong = check(value[i], `${path}[${i}]`);
    if (wrong !== null) return wrong;
  }
  return null;
};

/**
 * An object with exactly the `required` keys and any of the `optional` ones, each passing its check.
 * @param {Record<string, Check>} required
 * @param {Record<string, Check>} [optional]
 * @returns {Check}
 */
export const record = (required, optional = {}) => {
  const needed = Object.keys(required);
  return (value, path) => {
    if (!isObject(value)) return path;
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(required, key) && !Object.hasOwn(optional, key)) return `${path}.${key.slice(0, 20)}`;
    }
    for (const key of needed) if (!Object.hasOwn(value, key)) return `${path}.${key}`;
    for (const [key, item] of Object.entries(value)) {
      const check = Object.hasOwn(required, key) ? required[key] : optional[key];
      const wrong = check(item, `${path}.${key}`);
      if (wrong !== null) return wrong;
    }
    return null;
  };
};

/**
 * An object whose `tag` key names which of `shapes` it has (each shape a `record` that
 * includes the tag itself).
 * @param {string} tag
 * @param {Record<string, Check>} shapes
 * @returns {Check}
 */
export const tagged = (tag, shapes) => (value, path) => {
  if (!isObject(value)) return path;
  const kind = value[tag];
  if (typeof kind !== "string" || !Object.hasOwn(shapes, kind)) return `${path}.${tag}`;
  return shapes[kind](value, path);
};

/**
 * Both checks.
 * @param {Check} first
 * @param {(value: any) => boolean} also a relation between keys that the shape alone cannot say
 * @returns {Check}
 */
export const where = (first, also) => (value, path) => first(value, path) ?? (also(value) ? null : path);
