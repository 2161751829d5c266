// An in-memory room for unit tests of the sessions, shaped like the real transports: every
// pair of peers has a connection, named "<id>#<n>" on each side (n counts that pair's
// connections), with a certificate at each end, so that a connection's binding is what a
// WebRTC one's would be. A message arrives on a later turn of the event loop, in order.
// Tests can cut a connection (both ends see it leave), open a new one, or send raw text
// as one peer to another (a forged message).

let certificates = 0;

export function createFakeNetwork() {
  /** @type {Map<string, {handlers: any, links: Map<string, any>, sent: [string, string][]}>} */
  const peers = new Map();
  const queue = (/** @type {() => void} */ fn) => setTimeout(fn, 0);
  const newCert = (id) => `sha-256 ${id}:${++certificates}`;

  /** Open a connection between two endpoints (each sees the other join under a new name). */
  function link(a, b) {
    const left = peers.get(a);
    const right = peers.get(b);
    const count = (left.links.get(b)?.count ?? 0) + 1;
    const certs = { [a]: newCert(a), [b]: newCert(b) };
    left.links.set(b, { count, open: true, local: certs[a], remote: certs[b], name: `${b}#${count}` });
    right.links.set(a, { count, open: true, local: certs[b], remote: certs[a], name: `${a}#${count}` });
    queue(() => left.handlers.join(`${b}#${count}`));
    queue(() => right.handlers.join(`${a}#${count}`));
  }

  /** Close the connection between two endpoints. */
  function cut(a, b) {
    for (const [self, other] of [
      [a, b],
      [b, a],
    ]) {
      const entry = peers.get(self)?.links.get(other);
      if (!entry?.open) continue;
      entry.open = false;
      queue(() => peers.get(self)?.handlers.leave(entry.name));
    }
  }

  /** The endpoint id and link behind a peer name as `self` knows it. */
  function resolve(self, name) {
    const [other] = name.split("#");
    const entry = peers.get(self)?.links.get(other);
    return entry?.open && entry.name === name ? { other, entry } : null;
  }

  function connect(id) {
    const endpoint = { handlers: { join() {}, leave() {}, message() {} }, links: new Map(), sent: [] };
    const transport = {
      sent: endpoint.sent,
      send(peer, text) {
        endpoint.sent.push([peer, text]);
        const found = resolve(id, peer);
        if (!found) return;
        const back = peers.get(found.other).links.get(id);
        queue(() => back.open && peers.get(found.other).handlers.message(text, back.name));
      },
      listen(handlers) {
        endpoint.handlers = handlers;
      },
      binding(peer) {
        const found = resolve(id, peer);
        return found ? { local: found.entry.local, remote: found.entry.remote } : null;
      },
      drop(peer) {
        const found = resolve(id, peer);
        if (found) cut(id, found.other);
      },
      leave() {
        for (const other of endpoint.links.keys()) cut(id, other);
        peers.delete(id);
      },
    };
    peers.set(id, endpoint);
    for (const other of peers.keys()) if (other !== id) link(id, other);
    return transport;
  }

  /** Deliver a raw text to `to` as if `from` had sent it on their connection (a forged message). */
  function inject(from, to, text) {
    const entry = peers.get(to).links.get(from);
    queue(() => peers.get(to).handlers.message(text, entry.name));
  }

  /** The name `self` knows `other` by now. */
  const nameOf = (self, other) => peers.get(self).links.get(other)?.name;

  return { connect, inject, cut, link, nameOf };
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
