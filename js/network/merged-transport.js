// One transport made of several: the host takes friends through the public relays and
// through pasted codes at the same time, and the room sees one set of peers. Each
// part names its peers differently (trystero's ids, "direct-1"...), so a peer belongs to
// the part it came from.

/**
 * @param {import("./host-session.js").Transport[]} parts
 * @returns {import("./host-session.js").Transport}
 */
export function mergeTransports(parts) {
  /** @type {Map<string, import("./host-session.js").Transport>} */
  const owner = new Map();
  for (const part of parts) {
    part.on("join", (peer) => owner.set(peer, part));
    part.on("message", (_, peer) => owner.set(peer, part));
  }
  return {
    send(peer, text) {
      owner.get(peer)?.send(peer, text);
    },
    on(event, handler) {
      for (const part of parts) part.on(event, handler);
    },
    leave() {
      for (const part of parts) part.leave();
    },
  };
}
