// An in-memory room for unit tests of the sessions: every peer sees the others join, and
// a message sent to a peer arrives on a later turn of the event loop, in order.

export function createFakeNetwork() {
  const peers = new Map();
  const queue = (/** @type {() => void} */ fn) => setTimeout(fn, 0);
  function connect(id) {
    const handlers = { message: [], join: [], leave: [] };
    const transport = {
      sent: [],
      send(peer, text) {
        transport.sent.push([peer, text]);
        const target = peers.get(peer);
        if (target) queue(() => target.handlers.message.forEach((h) => h(text, id)));
      },
      on(event, handler) {
        handlers[event].push(handler);
      },
      leave() {
        peers.delete(id);
        for (const other of peers.values()) queue(() => other.handlers.leave.forEach((h) => h(id)));
      },
    };
    for (const [otherId, other] of peers) {
      queue(() => other.handlers.join.forEach((h) => h(id)));
      queue(() => handlers.join.forEach((h) => h(otherId)));
    }
    peers.set(id, { handlers, transport });
    return transport;
  }
  /** Deliver a raw text to `to` as if `from` had sent it (a forged or broken message). */
  function inject(from, to, text) {
    queue(() => peers.get(to).handlers.message.forEach((h) => h(text, from)));
  }
  return { connect, inject };
}

export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait until `predicate()` holds (the sessions' crypto runs off the event loop's turn). */
export async function until(predicate, timeoutMs = 3000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting for " + predicate);
    await settle(5);
  }
}
