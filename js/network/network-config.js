// Where online play finds its peers: the public Nostr relays trystero uses to pass the
// peers' encrypted connection offers, and the STUN servers that tell a device its
// public address. One place for both; index.html's Content-Security-Policy allows
// exactly these relays (build.py writes it from this list). A build for tests replaces
// both with a relay on loopback and no STUN (`python3 build.py build --relay ws://...`).
// Some networks (strict NATs, some mobile carriers) need a TURN relay as well: see the
// README ("Online play") for how to add one to ICE_SERVERS.

/** trystero's application id: peers of other apps never meet ours. */
export const APP_ID = "blockdominoes-v1";

/** Several relays for redundancy: a room is found as long as one of them is up. */
export const RELAYS = [
  "wss://nos.lol",
  "wss://relay.mostr.pub",
  "wss://purplerelay.com",
  "wss://relay.agorist.space",
  "wss://nostr-01.yakihonne.com",
];

/** @type {RTCIceServer[]} */
export const ICE_SERVERS = [{ urls: ["stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"] }];
