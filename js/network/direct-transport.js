// Online play with no third party at all: the host's page makes an invitation code (a
// WebRTC offer with every network address it found), the friend pastes it and gets a reply
// code (the answer), the host pastes that back, and a data channel opens between the two
// devices. For one network, or where the public relays are blocked. Like the relay
// transport it only carries text.

const PREFIX = "BD1.";
const MAX_CODE_CHARS = 8_192;
const GATHERING_MS = 4_000; // enough for every local address; a STUN answer may come later or never

/** A bad code: damaged, cut short, or not an invitation/reply of this game. */
export class BadCode extends Error {
  constructor() {
    super("the code is damaged or incomplete");
    this.name = "BadCode";
  }
}

const toBase64Url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function squeeze(text, stream) {
  const piped = new Blob([text]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** A code to copy: the JSON value, deflated, as base64url after a version prefix. */
export async function packCode(value) {
  return PREFIX + toBase64Url(await squeeze(JSON.stringify(value), new CompressionStream("deflate-raw")));
}

/**
 * The value of a pasted code, whose `type` must be `type` ("offer" or "answer").
 * @throws {BadCode}
 */
export async function unpackCode(code, type) {
  const text = String(code).replace(/\s+/g, "");
  if (!text.startsWith(PREFIX) || text.length > MAX_CODE_CHARS || !/^[A-Za-z0-9_-]+$/.test(text.slice(4))) {
    throw new BadCode();
  }
  let value;
  try {
    const binary = atob(text.slice(PREFIX.length).replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    value = JSON.parse(new TextDecoder().decode(await squeeze(bytes, new DecompressionStream("deflate-raw"))));
  } catch {
    throw new BadCode();
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

/** Resolves once the connection has found its addresses (or after GATHERING_MS). */
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

function createChannels() {
  const handlers = { message: [], join: [], leave: [] };
  /** @type {Map<string, {channel: RTCDataChannel, connection: RTCPeerConnection}>} */
  const peers = new Map();
  const emit = (event, ...args) => handlers[event].forEach((handler) => handler(...args));
  function attach(peer, channel, connection) {
    channel.addEventListener("open", () => {
      peers.set(peer, { channel, connection });
      emit("join", peer);
    });
    channel.addEventListener("message", (event) => emit("message", event.data, peer));
    channel.addEventListener("close", () => {
      if (peers.delete(peer)) emit("leave", peer);
    });
  }
  /** @type {import("./host-session.js").Transport} */
  const transport = {
    send(peer, text) {
      const entry = peers.get(peer);
      if (entry?.channel.readyState === "open") entry.channel.send(text);
    },
    on(event, handler) {
      handlers[event].push(handler);
    },
    leave() {
      for (const { connection } of peers.values()) connection.close();
      peers.clear();
    },
  };
  return { transport, attach };
}

/**
 * The host's end: any number of invitations, each for one friend.
 * @param {{rtcConfig: RTCConfiguration, room: string, host: string, PeerConnection?: typeof RTCPeerConnection}} deps
 *   room, host: the room's id and the host's public key, carried in every invitation
 */
export function createDirectHost({ rtcConfig, room, host, PeerConnection = RTCPeerConnection }) {
  const { transport, attach } = createChannels();
  let count = 0;
  return {
    transport,
    /** A new invitation: its code, and `accept(reply)` for the friend's reply code. */
    async invite() {
      const connection = new PeerConnection(rtcConfig);
      const peer = `direct-${++count}`;
      attach(peer, connection.createDataChannel("bd", { ordered: true }), connection);
      await connection.setLocalDescription(await connection.createOffer());
      await gathered(connection);
      const code = await packCode({ type: "offer", sdp: localSdp(connection), room, host });
      return {
        code,
        async accept(reply) {
          const { sdp } = await unpackCode(reply, "answer");
          await connection.setRemoteDescription({ type: "answer", sdp });
        },
        cancel: () => connection.close(),
      };
    },
  };
}

/**
 * A friend's end: one invitation answered.
 * @param {{rtcConfig: RTCConfiguration, PeerConnection?: typeof RTCPeerConnection}} deps
 */
export function createDirectGuest({ rtcConfig, PeerConnection = RTCPeerConnection }) {
  const { transport, attach } = createChannels();
  return {
    transport,
    /** Read an invitation: the room it is for and the reply code to send back. */
    async answer(invitation) {
      const offer = await unpackCode(invitation, "offer");
      if (typeof offer.room !== "string" || typeof offer.host !== "string") throw new BadCode();
      const connection = new PeerConnection(rtcConfig);
      connection.addEventListener("datachannel", (event) => attach("host", event.channel, connection));
      await connection.setRemoteDescription({ type: "offer", sdp: offer.sdp });
      await connection.setLocalDescription(await connection.createAnswer());
      await gathered(connection);
      return {
        room: offer.room,
        host: offer.host,
        reply: await packCode({ type: "answer", sdp: localSdp(connection) }),
      };
    },
  };
}
