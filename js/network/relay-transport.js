// Carries the room's messages over WebRTC data channels, with peers found through public
// Nostr relays by trystero. The relays only pass the peers' connection offers, encrypted
// with the room's password; the game's messages go directly between the devices.
// Each connection is a peer of its own ("<trystero id>#<n>"): trystero lets a peer choose
// its id, so an id names no device, and a new connection under an old id starts afresh.
// Every frame passes frame-guard.js before trystero reads it. This module only carries
// text: it knows nothing of the game.
import { bindingOf } from "./binding.js";
import { guardedConnections } from "./frame-guard.js";

const ACTION = "bd"; // the one channel of the game's messages

/**
 * trystero's token for a room, as its frames carry it (hex SHA-256 of "Trystero:app:room").
 * @param {string} appId
 * @param {string} room
 * @returns {Promise<Uint8Array>}
 */
export async function roomTokenOf(appId, room) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`Trystero:${appId}:${room}`));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return new TextEncoder().encode(hex);
}

/**
 * @typedef {object} RelayDeps
 * @property {Function} joinRoom trystero's (injected: the network library is loaded only when a player chooses online play)
 * @property {() => Record<string, WebSocket>} relaySockets trystero's sockets to the relays, by URL
 * @property {string} appId
 * @property {string} room
 * @property {string} key the room's password
 * @property {string[]} relayUrls
 * @property {RTCConfiguration} rtcConfig
 * @property {typeof RTCPeerConnection} [PeerConnection]
 * @property {(reason: string) => void} [onJoinError] a peer's handshake failed (a wrong password, a timeout)
 * @property {EventTarget} [lifecycle] where "pagehide" comes (the window): a page that goes says so to its peers
 */

/**
 * @param {RelayDeps} deps
 * @returns {Promise<import("./types.js").Transport & {relaysOpen: () => number}>}
 */
export async function createRelayTransport({
  joinRoom,
  relaySockets,
  appId,
  room,
  key,
  relayUrls,
  rtcConfig,
  PeerConnection = RTCPeerConnection,
  onJoinError = () => {},
  lifecycle = globalThis,
}) {
  /** @type {import("./types.js").TransportHandlers} */
  let on = { join() {}, leave() {}, message() {} };
  /** @type {Map<string, string>} trystero's id -> the peer's name now */
  const current = new Map();
  let connections = 0; // each connection's name is new, "<trystero id>#<n>": nothing of an old one applies to it
  /** @type {Map<string, string>} a peer's name -> trystero's id */
  const idOf = new Map();

  const rtcPolyfill = guardedConnections(PeerConnection, {
    roomToken: await roomTokenOf(appId, room),
    onViolation(connection, reason) {
      console.warn(`A peer broke the room's limits (${reason}); its connection is closed.`);
      connection.close();
    },
  });
  /** trystero's room, and the action that carries our messages in it. */
  function enter() {
    const joined = joinRoom({ appId, password: key, relayConfig: { urls: relayUrls }, rtcConfig, rtcPolyfill }, room, {
      onJoinError: (/** @type {{error?: unknown}} */ details) => onJoinError(String(details?.error ?? "")),
    });
    const carrier = joined.makeAction(ACTION);
    carrier.onMessage = (/** @type {unknown} */ data, /** @type {{peerId: string}} */ { peerId }) => {
      const peer = current.get(peerId);
      if (peer && trystero === joined) on.message(data, peer);
    };
    joined.onPeerJoin = (/** @type {string} */ id) => {
      const peer = `${id}#${++connections}`;
      current.set(id, peer);
      idOf.set(peer, id);
      on.join(peer);
    };
    joined.onPeerLeave = (/** @type {string} */ id) => {
      const peer = current.get(id);
      if (!peer) return;
      current.delete(id);
      idOf.delete(peer);
      on.leave(peer);
    };
    return { joined, carrier };
  }
  let { joined: trystero, carrier: action } = enter();
  /** @type {Promise<void> | null} */
  let refreshing = null;
  // A closing tab (or a phone's browser put away) tells its peers at once, so that they see
  // it go now rather than when the connection times out; iOS sends no "beforeunload".
  lifecycle.addEventListener("pagehide", () => {
    trystero.leave().catch((/** @type {unknown} */ error) => console.error("Leaving the room failed:", error));
  });

  /** @param {string} peer */
  const connectionOf = (peer) => {
    const id = idOf.get(peer);
    return id && current.get(id) === peer
      ? /** @type {RTCPeerConnection | undefined} */ (trystero.getPeers()[id])
      : undefined;
  };

  return {
    send(peer, text) {
      const id = idOf.get(peer);
      if (!id || current.get(id) !== peer) return;
      action.send(text, { target: id }).catch((/** @type {unknown} */ error) => {
        // A peer that has just left is told nothing more; anything else is a defect.
        if (/** @type {{kind?: string}} */ (error)?.kind !== "disconnected")
          console.error("A message was lost:", error);
      });
    },
    listen(handlers) {
      on = handlers;
    },
    binding: (peer) => bindingOf(connectionOf(peer)),
    drop(peer, reason) {
      const connection = connectionOf(peer);
      if (!connection) return;
      console.warn(`A peer was let go (${reason}).`);
      connection.close();
    },
    leave() {
      trystero.leave().catch((/** @type {unknown} */ error) => console.error("Leaving the room failed:", error));
    },
    /**
     * Leave the room and enter it again: trystero announces a page to the relays only now and
     * then once it has been in a room a while, so a page that has lost a peer (the host) makes
     * itself known again at once, and the peer that is still there connects to it.
     */
    refresh() {
      refreshing ??= (async () => {
        try {
          await trystero.leave();
          ({ joined: trystero, carrier: action } = enter());
        } finally {
          refreshing = null;
        }
      })();
      return refreshing;
    },
    /** How many relays this page reaches now. */
    relaysOpen: () => Object.values(relaySockets()).filter((socket) => socket.readyState === WebSocket.OPEN).length,
  };
}
