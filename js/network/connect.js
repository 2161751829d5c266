// The network library and the network layer, as one module the page loads only when a
// player chooses online play: a player who never does downloads none of it and makes no
// request outside the site.
import { joinRoom } from "@trystero-p2p/nostr";
import { createRelayTransport } from "./relay-transport.js";
import { APP_ID, ICE_SERVERS, RELAYS } from "./network-config.js";

export { createDirectGuest, createDirectHost, BadCode } from "./direct-transport.js";
export { createHostSession } from "./host-session.js";
export { createGuestSession } from "./guest-session.js";
export { createHostKey } from "./host-key.js";
export { mergeTransports } from "./merged-transport.js";
export { invitationFragment, newRoom } from "./room-codes.js";
export { showQrCode } from "../online/qr-code.js";

/** @type {RTCConfiguration} */
export const rtcConfig = { iceServers: ICE_SERVERS };

/**
 * The room's transport over the public relays.
 * @param {{room: string, key: string, onJoinError?: (reason: string) => void}} where
 */
export const relayTransport = ({ room, key, onJoinError }) =>
  createRelayTransport({ joinRoom, appId: APP_ID, room, key, relayUrls: RELAYS, rtcConfig, onJoinError });
