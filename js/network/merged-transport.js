// One transport made of several: the host takes friends through the public relays and
// through pasted codes at the same time, and the room sees one set of peers. Each part
// names its peers in a namespace of its own ("relay/…", "code/…"), so that no peer of one
// part can speak for, or be sent what belongs to, a peer of another, whatever name it chose.

/**
 * @param {Record<string, import("./types.js").Transport>} parts by namespace (letters only)
 * @returns {import("./types.js").Transport}
 */
export function mergeTransports(parts) {
  /** @type {import("./types.js").TransportHandlers} */
  let on = { join() {}, leave() {}, message() {} };
  const entries = Object.entries(parts);
  for (const [space, part] of entries) {
    /** @param {string} peer */
    const named = (peer) => `${space}/${peer}`;
    part.listen({
      join: (peer) => on.join(named(peer)),
      leave: (peer) => on.leave(named(peer)),
      message: (data, peer) => on.message(data, named(peer)),
    });
  }
  /**
   * The part a peer belongs to and its name there.
   * @param {string} peer
   * @returns {[import("./types.js").Transport, string] | null}
   */
  function partOf(peer) {
    const cut = peer.indexOf("/");
    const part = cut > 0 && Object.hasOwn(parts, peer.slice(0, cut)) ? parts[peer.slice(0, cut)] : null;
    return part ? [part, peer.slice(cut + 1)] : null;
  }
  return {
    send(peer, text) {
      const found = partOf(peer);
      if (found) found[0].send(found[1], text);
    },
    listen(handlers) {
      on = handlers;
    },
    binding(peer) {
      const found = partOf(peer);
      return found ? found[0].binding(found[1]) : null;
    },
    drop(peer, reason) {
      const found = partOf(peer);
      if (found) found[0].drop(found[1], reason);
    },
    leave() {
      for (const [, part] of entries) part.leave();
    },
  };
}
