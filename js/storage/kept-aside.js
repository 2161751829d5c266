// Texts that could not be read (a save, the statistics), kept aside in localStorage
// under a key of their own, `<prefix><ISO time>`, exactly as they were stored: to be
// downloaded, and deleted only when the player asks.

/**
 * @param {Storage | null} storage
 * @param {string} prefix e.g. "blockdominoes.match.unreadable."
 */
export function createKeptAside(storage, prefix) {
  return {
    /**
     * Keep `text` aside; its key, or null when the browser has no room for it.
     * @param {string} text
     * @returns {string | null}
     */
    keep(text) {
      if (!storage) return null;
      const key = prefix + new Date().toISOString();
      try {
        storage.setItem(key, text);
      } catch (error) {
        if (!(error instanceof DOMException)) throw error;
        return null;
      }
      return key;
    },
    /**
     * Every text kept aside, newest first, with the time it was set aside.
     * @returns {{key: string, text: string, time: string}[]}
     */
    all() {
      if (!storage) return [];
      /** @type {string[]} */
      const keys = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      return keys
        .sort()
        .reverse()
        .map((key) => ({ key, text: storage.getItem(key) ?? "", time: key.slice(prefix.length) }));
    },
    /** @param {string} key a key of all() */
    forget(key) {
      if (key.startsWith(prefix)) storage?.removeItem(key);
    },
  };
}
