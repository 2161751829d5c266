// How many messages one peer may send: a bucket of tokens that refills at a steady
// rate. A peer that floods the host is answered "too_many" and its messages are dropped
// until the bucket refills; the game goes on for everyone else.

/**
 * @param {{perSecond: number, burst: number, now?: () => number}} options
 */
export function createRateLimit({ perSecond, burst, now = () => performance.now() }) {
  /** @type {Map<string, {tokens: number, at: number}>} */
  const buckets = new Map();
  return {
    /** Whether a message from `peer` may be taken now (and count it). */
    allow(peer) {
      const time = now();
      const bucket = buckets.get(peer) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      buckets.set(peer, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    forget(peer) {
      buckets.delete(peer);
    },
  };
}
