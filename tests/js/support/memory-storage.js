// A Storage stand-in over a Map, for the modules that keep things in localStorage.
// `refuse` makes every write fail as a full storage does; `setItem` replaces the write.

/**
 * @param {{refuse?: boolean, setItem?: ((key: string, value: string) => void) | null}} [how]
 */
export function memoryStorage({ refuse = false, setItem = null } = {}) {
  /** @type {Map<string, string>} */
  const items = new Map();
  const storage = {
    items,
    /** Whether writes fail as a full storage's do (may be changed). */
    refuse,
    get length() {
      return items.size;
    },
    /** @param {number} index */
    key: (index) => [...items.keys()][index] ?? null,
    /** @param {string} key */
    getItem: (key) => items.get(key) ?? null,
    /**
     * @param {string} key
     * @param {string} value
     */
    setItem:
      setItem ??
      ((key, value) => {
        if (storage.refuse) throw new DOMException("full", "QuotaExceededError");
        items.set(key, String(value));
      }),
    /** @param {string} key */
    removeItem: (key) => void items.delete(key),
  };
  return storage;
}
