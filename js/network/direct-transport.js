// Online play with no third party at all: the host's page makes an invitation code (a
// WebRTC offer with every network address it found, and the room's names and password),
// the friend pastes it and gets a reply code (the answer), the host pastes that back, and
// a data channel opens between the two devices. For one network, or where the public
// relays are blocked; a friend whose connection is lost gets a new code and comes back.
// Like the relay transport it only carries text, within the same limits.
import { bindingOf } from "./binding.js";
import { toBase64Url } from "./base64url.js";
import { FRAME_RATE } from "./frame-guard.js";
import { MAX_MESSAGE_BYTES } from "./protocol.js";
import { createMeter } from "./rate-limit.js";
import { isInvitation } from "./room-codes.js";

const PREFIX = "BD2.";
const MAX_CODE_CHARS = 8_192;
const GATHERING_MS = 4_000; // enough for every local address; a STUN answer may come later or never

/** A bad code: damaged, cut short, or not an invitation/reply of this game. */
export class BadCode extends Error {
  constructor() {
    super("the code is damaged or incomplete");
    this.name = "BadCode";
  }
}

/**
 * @param {BlobPart} data
 * @param {CompressionStream | DecompressionStream} stream
 */
async function squeeze(data, stream) {
  const piped = new Blob([data]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** A code to copy: the JSON value, deflated, as base64url after a version prefix. @param {object} value */
export async function packCode(value) {
  return PREFIX + toBase64Url(await squeeze(JSON.stringify(value), new CompressionStream("deflate-raw")));
}

/**
 * The value of a pasted code, whose `type` must be `type` ("offer" or "answer").
 * @param {unknown} code
 * @param {"offer" | "answer"} type
 * @returns {Promise<Record<string, unknown> & {sdp: string}>}
 * @throws {BadCode}
 */
export async function unpackCode(code, type) {
  const text = String(code).replace(/\s+/g, "");
  if (!text.startsWith(PREFIX) || text.length > MAX_CODE_CHARS || !/^[A-Za-z0-9_-]+$/.test(text.slice(PREFIX.length))) {
    throw new BadCode();
  }
  let value;
  try {
    const binary = atob(text.slice(PREFIX.length).replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    value = JSON.parse(new TextDecoder().decode(await squeeze(bytes, new DecompressionStream("deflate-raw"))));
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    throw new BadCode(); // not base64, not deflate, not JSON: all one damaged code
  }
  if (value?.type !== type || typeof value.sdp !== "string" || value.sdp.length > MAX_CODE_CHARS * 4) {
    throw new BadCode();
  }
  return value;
}

/** @param {RTCPeerConnection} connection */
function localSdp(connection) {
  const description = connection.localDescription;
  if (!description) throw new Error("the connection has no local description yet");
  return description.sdp;
}

/** Resolves once the connection has found its addresses (or after GATHERING_MS). @param {RTCPeerConnection} connection */
function gathered(connection) {
  if (connection.iceGatheringState === "complete") return Promise.resolve();
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      const done = () => {
        if (connection.iceGatheringState !== "complete") return;
        connection.removeEventListener("icegatheringstatechange", done);
        resolve();
      };
      connection.addEventListener("icegatheringstatechange", done);
      setTimeout(resolve, GATHERING_MS);
    })
  );
}

/**
 * The connections of one end, as a transport whose peers are "#1", "#2"... in order.
 * @param {EventTarget} lifecycle where "pagehide" comes: a page that goes closes its connections at once
 */
function createChannels(lifecycle) {
  /** @type {import("./types.js").TransportHandlers} */
  let on = { join() {}, leave() {}, message() {} };
  /** @type {Map<string, {channel: RTCDataChannel, connection: RTCPeerConnection}>} */
  const peers = new Map();
  const bytes = new TextEncoder();
  let count = 0;

  /**
   * @param {RTCDataChannel} channel
   * @param {RTCPeerConnection} connection
   */
  function attach(channel, connection) {
    const peer = `#${++count}`;
    const meter = createMeter(FRAME_RATE);
    /** @param {string} reason */
    const violate = (reason) => {
      console.warn(`A peer broke the room's limits (${reason}); its connection is closed.`);
      connection.close();
      gone();
    };
    const gone = () => {
      if (peers.get(peer)?.connection === connection) {
        peers.delete(peer);
        on.leave(peer);
      }
    };
    channel.addEventListener("open", () => {
      peers.set(peer, { channel, connection });
      on.join(peer);
    });
    channel.addEventListener("message", (event) => {
      if (!peers.has(peer)) return;
      const data = event.data;
      if (typeof data !== "string") return violate("not text");
      if (data.length > MAX_MESSAGE_BYTES || bytes.encode(data).length > MAX_MESSAGE_BYTES) return violate("too long");
      if (!meter.take(data.length)) return; // dropped: the sender floods
      on.message(data, peer);
    });
    channel.addEventListener("close", gone);
    connection.addEventListener("connectionstatechange", () => {
      if (connection.connectionState === "failed" || connection.connectionState === "closed") gone();
    });
    return peer;
  }

  lifecycle.addEventListener("pagehide", () => transport.leave());
  /** @type {import("./types.js").Transport} */
  const transport = {
    send(peer, text) {
      const entry = peers.get(peer);
      if (entry?.channel.readyState === "open") entry.channel.send(text);
    },
    listen(handlers) {
      on = handlers;
    },
    binding: (peer) => bindingOf(peers.get(peer)?.connection),
    drop(peer, reason) {
      const entry = peers.get(peer);
      if (!entry) return;
      console.warn(`A peer was let go (${reason}).`);
      entry.connection.close();
      peers.delete(peer);
      on.leave(peer);
    },
    leave() {
      for (const { connection } of peers.values()) connection.close();
      peers.clear();
    },
  };
  return { transport, attach };
}

/**
 * The host's end: any number of invitations, each for one friend's one connection.
 * @param {{rtcConfig: RTCConfiguration, invitation: import("./room-codes.js").Invitation,
 *          PeerConnection?: typeof RTCPeerConnection, lifecycle?: EventTarget}} deps
 */
export function createDirectHost({
  rtcConfig,
  invitation,
  PeerConnection = RTCPeerConnection,
  lifecycle = globalThis,
}) {
  const { transport, attach } = createChannels(lifecycle);
  return {
    transport,
    /** A new invitation: its code, and `accept(reply)` for the friend's reply code. */
    async invite() {
      const connection = new PeerConnection(rtcConfig);
      const channel = connection.createDataChannel("bd", { ordered: true });
      attach(channel, connection);
      /** @type {Promise<void>} */
      const opened = new Promise((resolve) => channel.addEventListener("open", () => resolve(), { once: true }));
      await connection.setLocalDescription(await connection.createOffer());
      await gathered(connection);
      const code = await packCode({ type: "offer", sdp: localSdp(connection), ...invitation });
      return {
        code,
        /** @param {string} reply */
        async accept(reply) {
          const { sdp } = await unpackCode(reply, "answer");
          await connection.setRemoteDescription({ type: "answer", sdp });
        },
        /** Settles once the friend's device is connected (never, if it does not). */
        opened,
        cancel: () => connection.close(),
      };
    },
  };
}

/**
 * A friend's end: invitations answered, one connection each (a new code after a lost one).
 * @param {{rtcConfig: RTCConfiguration, PeerConnection?: typeof RTCPeerConnection, lifecycle?: EventTarget}} deps
 */
export function createDirectGuest({ rtcConfig, PeerConnection = RTCPeerConnection, lifecycle = globalThis }) {
  const { transport, attach } = createChannels(lifecycle);
  return {
    transport,
    /**
     * Read an invitation: the room it is for and the reply code to send back.
     * @param {string} code
     * @returns {Promise<{invitation: import("./room-codes.js").Invitation, reply: string}>}
     */
    async answer(code) {
      const offer = await unpackCode(code, "offer");
      const invitation = { room: offer.room, key: offer.key, host: offer.host };
      if (!isInvitation(invitation)) throw new BadCode();
      const connection = new PeerConnection(rtcConfig);
      connection.addEventListener("datachannel", (event) => attach(event.channel, connection));
      await connection.setRemoteDescription({ type: "offer", sdp: offer.sdp });
      await connection.setLocalDescription(await connection.createAnswer());
      await gathered(connection);
      return { invitation, reply: await packCode({ type: "answer", sdp: localSdp(connection) }) };
    },
  };
}
