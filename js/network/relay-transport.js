// Carries the room's messages over WebRTC data channels, with peers found through public
// Nostr relays by trystero. The relays only pass the peers' connection offers, encrypted
// with the room's password; the game's messages go directly between the devices.
// This module only carries text: it knows nothing of the game.

const ACTION = "bd"; // the one channel of the game's messages

/**
 * @param {{joinRoom: Function, appId: string, room: string, key: string, relayUrls: string[],
 *          rtcConfig: RTCConfiguration, onJoinError?: (reason: string) => void}} deps
 *   joinRoom: trystero's (injected, so that this module stays testable and the network
 *   library is loaded only when a player chooses online play)
 * @returns {import("./host-session.js").Transport}
 */
export function createRelayTransport({ joinRoom, appId, room, key, relayUrls, rtcConfig, onJoinError = () => {} }) {
  const handlers = { message: [], join: [], leave: [] };
  const emit = (event, ...args) => handlers[event].forEach((handler) => handler(...args));
  const trystero = joinRoom({ appId, password: key, relayConfig: { urls: relayUrls }, rtcConfig }, room, {
    onJoinError: (details) => onJoinError(String(details?.error ?? details)),
  });
  const action = trystero.makeAction(ACTION);
  action.onMessage = (data, { peerId }) => emit("message", data, peerId);
  trystero.onPeerJoin = (peer) => emit("join", peer);
  trystero.onPeerLeave = (peer) => emit("leave", peer);
  return {
    send(peer, text) {
      action.send(text, { target: peer }).catch((error) => {
        // A peer that has just left is told nothing more; anything else is a defect.
        if (error?.kind !== "disconnected") throw error;
      });
    },
    on(event, handler) {
      handlers[event].push(handler);
    },
    leave() {
      trystero.leave();
    },
  };
}
