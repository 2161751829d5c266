// The network library and the transports over it, as one module the page loads only when
// a player chooses online play: a player who never does downloads none of it and makes no
// request outside the site. (The room's rules, host-session.js and guest-session.js, are
// small and part of the page; only what carries messages is here.)
import { joinRoom } from "trystero"; // trystero's default strategy: Nostr relays
import { createRelayTransport } from "./relay-transport.js";
import { APP_ID, ICE_SERVERS, RELAYS } from "./network-config.js";

export { createDirectGuest, createDirectHost, BadCode } from "./direct-transport.js";
export { mergeTransports } from "./merged-transport.js";
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
  createRelayTransport({ joinRoom, appId: APP_ID, room, key, relayUrls: RELAYS, rtcConfig, onJoinError });
