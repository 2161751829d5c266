// Where the engine's worker keeps its Python memory snapshot: one entry in Cache
// Storage, keyed by the Pyodide and engine wheel it was made from, so a snapshot of
// another version is never read. Every failure reads as "no snapshot".
const CACHE_NAME = "blockdominoes-snapshot";

/** @param {string} key an absolute URL naming this runtime + engine pair */
export function createSnapshotCache(key) {
  const open = () => (self.caches ? self.caches.open(CACHE_NAME) : Promise.resolve(null));
  return {
    /** The snapshot's bytes, or null. */
    async read() {
      try {
        const hit = await (await open())?.match(key);
        return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
      } catch {
        return null;
      }
    },
    /**
     * Store a snapshot in place of any other (older versions included).
     * @param {Uint8Array<ArrayBuffer>} bytes a memory snapshot (Pyodide's makeMemorySnapshot)
     */
    async write(bytes) {
      const cache = await open();
      if (!cache) throw new Error("Cache Storage is not available");
      for (const old of await cache.keys()) await cache.delete(old);
      await cache.put(key, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    },
    async discard() {
      try {
        await (await open())?.delete(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}
