// The shapes the network modules share, as JSDoc types for `tsc --checkJs` (no code): a
// transport carries text between this page and its peers and knows nothing of the game;
// the sessions (host-session.js, guest-session.js) give the text its meaning.

/**
 * What a transport tells its one listener. A peer is one connection: a connection that
 * closes and a new one from the same device are two peers.
 * @typedef {object} TransportHandlers
 * @property {(peer: string) => void} join a connection opened
 * @property {(peer: string) => void} leave it closed
 * @property {(data: unknown, peer: string) => void} message a message arrived on it (checked by the receiver)
 */

/**
 * @typedef {object} Transport
 * @property {(peer: string, text: string) => void} send to one peer; nothing happens if it has gone
 * @property {(handlers: TransportHandlers) => void} listen
 * @property {(peer: string) => import("./binding.js").Binding | null} binding the connection's identity, once known
 * @property {(peer: string, reason: string) => void} drop close a peer's connection (it broke the rules)
 * @property {() => void} leave close every connection for good
 * @property {() => Promise<void>} [refresh] make this page known to the room again (a transport that
 *   finds its peers through relays; a page that lost the host calls it until the host is back)
 */

export {};
