// Where a host's signing key waits for a reload: IndexedDB, which keeps a CryptoKey as the
// browser's own object. The private half is non-extractable, so neither this page nor any
// other script can read it out; it can only sign, on this device, in this origin.

const DATABASE = "blockdominoes";
const STORE = "host-keys";

/**
 * @param {IDBFactory | null | undefined} indexedDb the page's `indexedDB` (missing in some private modes)
 * @returns {import("../network/host-key.js").KeyStore & {forget: (room: string) => Promise<void>}}
 */
export function createKeyStore(indexedDb) {
  /** @type {Promise<IDBDatabase | null> | null} */
  let opened = null;
  const open = () =>
    (opened ??= new Promise((resolve) => {
      if (!indexedDb) return resolve(null);
      const request = indexedDb.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        console.warn("The host's key cannot be kept for a reload:", request.error);
        resolve(null);
      };
    }));

  /**
   * One request on the store, or null without a database.
   * @template T
   * @param {IDBTransactionMode} mode
   * @param {(store: IDBObjectStore) => IDBRequest<T>} make
   * @returns {Promise<T | null>}
   */
  async function run(mode, make) {
    const database = await open();
    if (!database) return null;
    return new Promise((resolve, reject) => {
      const request = make(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB refused the request"));
    });
  }

  return {
    async load(room) {
      const pair = await run("readonly", (store) => store.get(room));
      return pair && pair.privateKey instanceof CryptoKey && pair.publicKey instanceof CryptoKey ? pair : null;
    },
    async save(room, pair) {
      await run("readwrite", (store) => store.put({ privateKey: pair.privateKey, publicKey: pair.publicKey }, room));
    },
    async forget(room) {
      await run("readwrite", (store) => store.delete(room));
    },
  };
}
