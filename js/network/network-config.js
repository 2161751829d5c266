// Where online play finds its peers: the public Nostr relays trystero uses to pass the
// peers' encrypted connection offers, and the STUN servers that tell a device its public
// address. Both lists live in network.json, which build.py also reads to allow exactly
// these relays in the page's Content-Security-Policy; a build for tests replaces them with
// a relay on loopback and no STUN (`python3 build.py build --relay ws://... --no-stun`).
// Some networks (strict NATs, some mobile carriers) also need a TURN relay: the README
// ("Online play") says how to add one to ICE_SERVERS.
import network from "./network.json" with { type: "json" };

/** trystero's application id: peers of other apps never meet ours. */
export const APP_ID = "blockdominoes-v1";

/** Several relays for redundancy: a room is found as long as one of them is up. */
export const RELAYS = network.relays;

/** @type {RTCIceServer[]} */
export const ICE_SERVERS = network.stun.length ? [{ urls: network.stun }] : [];
