// Writing one JSON value to localStorage, which may be missing, full or disabled.

/**
 * @param {Storage | null} storage
 * @param {string} key
 * @param {unknown} value
 * @param {string} [warning] said in the console, with the error, when the write fails
 * @returns {boolean} false when the browser refused the write
 */
export function writeJson(storage, key, value, warning) {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    if (warning) console.warn(warning, error);
    return false;
  }
}
