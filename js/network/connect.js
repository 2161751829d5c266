// The network of online play, as one module the page loads only when a player chooses it:
// a player who never does downloads none of it and makes no request outside the site. It
// holds the network library (trystero) and the transports over it, and the room's rules
// (the sessions, the protocol and its checks, the keys), so that the page's own module
// stays small and the classes the page tests against (RoomRefusal, BadCode) are these.
import { getRelaySockets, joinRoom } from "trystero"; // trystero's default strategy: Nostr relays
import { createRelayTransport } from "./relay-transport.js";
import { APP_ID, ICE_SERVERS, RELAYS } from "./network-config.js";

export { createDirectGuest, createDirectHost, BadCode } from "./direct-transport.js";
export { mergeTransports } from "./merged-transport.js";
export { createHostSession } from "./host-session.js";
export { createGuestSession, RoomRefusal } from "./guest-session.js";
export { createProtocol } from "./protocol.js";
export { limitsOf } from "./view-shape.js";
export { createHostKey } from "./host-key.js";
export { linkKey } from "./link-proof.js";
export { newRoom } from "./room-codes.js";
export { showQrCode } from "../online/qr-code.js";

/** @type {RTCConfiguration} */
export const rtcConfig = { iceServers: ICE_SERVERS };

/** Whether any relay is configured (a build for tests of the codes may have none). */
export const hasRelays = RELAYS.length > 0;

/**
 * The room's transport over the public relays.
 * @param {{room: string, key: string, onJoinError?: (reason: string) => void}} where
 */
export const relayTransport = ({ room, key, onJoinError }) =>
  createRelayTransport({
    joinRoom,
    relaySockets: getRelaySockets,
    appId: APP_ID,
    room,
    key,
    relayUrls: RELAYS,
    rtcConfig,
    onJoinError,
  });
