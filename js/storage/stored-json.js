// localStorage as the page may have it: missing or disabled (a private window, a
// sandbox), full, or refusing a write. One value is written at a time; a refused
// write is expected and only means the value is not remembered.

/**
 * The page's localStorage when it can be read and written, else null.
 * @param {() => Storage} [getStorage] reaching for it may itself throw
 * @returns {Storage | null}
 */
export function usableStorage(getStorage = () => localStorage) {
  try {
    const storage = getStorage();
    const probe = "blockdominoes.probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    if (!(error instanceof DOMException)) throw error;
    return null;
  }
}

/**
 * @param {Storage | null} storage
 * @param {string} key
 * @param {unknown} value
 * @param {string} [warning] said in the console, with the error, when the write fails
 * @returns {boolean} false when the browser refused the write
 */
export function writeJson(storage, key, value, warning) {
  return writeText(storage, key, JSON.stringify(value), warning);
}

/**
 * @param {Storage | null} storage
 * @param {string} key
 * @param {string} text
 * @param {string} [warning] said in the console, with the error, when the write fails
 * @returns {boolean} false when the browser refused the write
 */
export function writeText(storage, key, text, warning) {
  try {
    storage?.setItem(key, text);
    return true;
  } catch (error) {
    if (!(error instanceof DOMException)) throw error;
    if (warning) console.warn(warning, error);
    return false;
  }
}
