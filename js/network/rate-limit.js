// How much one connection may send: buckets of tokens that refill at a steady rate, one
// counting messages and one counting bytes. A connection that floods is answered
// "too_many" (or, below the protocol, has its frames dropped) until its buckets refill;
// the game goes on for everyone else. Budgets that several peers share (the host's
// signatures) are buckets too.

/**
 * @param {{perSecond: number, burst: number, now?: () => number}} options
 */
export function createBucket({ perSecond, burst, now = () => performance.now() }) {
  let tokens = burst;
  let at = now();
  return {
    /** Whether `amount` may be taken now (and take it). @param {number} [amount] */
    take(amount = 1) {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < amount) return false;
      tokens -= amount;
      return true;
    },
  };
}

/**
 * A connection's meter: messages and bytes.
 * @param {{messages: {perSecond: number, burst: number}, bytes: {perSecond: number, burst: number},
 *          now?: () => number}} options
 */
export function createMeter({ messages, bytes, now }) {
  const count = createBucket({ ...messages, now });
  const size = createBucket({ ...bytes, now });
  return {
    /** Whether a message of `length` bytes may be taken now. @param {number} length */
    take: (length) => count.take(1) && size.take(length),
  };
}

/**
 * Meters kept per connection (a peer of the transport: one connection, never a name a peer chose).
 * @param {Parameters<typeof createMeter>[0]} options
 */
export function createRateLimit(options) {
  /** @type {Map<string, ReturnType<typeof createMeter>>} */
  const meters = new Map();
  return {
    /** Whether a message of `length` bytes from `peer` may be taken now (and count it). @param {string} peer @param {number} length */
    allow(peer, length) {
      let meter = meters.get(peer);
      if (!meter) meters.set(peer, (meter = createMeter(options)));
      return meter.take(length);
    },
    /** @param {string} peer */
    forget(peer) {
      meters.delete(peer);
    },
  };
}
