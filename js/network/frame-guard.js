// Limits before work: every frame a relay connection delivers is checked here, before the
// network library (trystero) reads it. trystero keeps frames for rooms it does not know and
// the chunks of a long message until its last one comes, without bound, so any peer of the
// room could make a page hold memory until it fails. This page is in one room and sends
// only short messages, so a frame is accepted only if it is for this room, of a kind our
// use needs, a whole message in itself (never a chunk) and within the connection's rate;
// a connection that breaks these rules is closed and reported.
//
// The frame layout is trystero 0.25's (package.json pins it; @trystero-p2p/core
// shared-peer.mjs and action-wire.mjs), and tests/js/frame-guard.test.js checks it:
//   room frame      [1][token length: 2 bytes][room token][action frame]
//   presence frame  [2][present][token length: 2 bytes][room token]
//   action frame    [type: 32 bytes, NUL-padded][nonce: 2][tag: 1][progress: 1][payload]
//   tag bits        1 last chunk, 2 metadata, 4 binary, 8 JSON
import { createMeter } from "./rate-limit.js";

const ROOM_FRAME = 1;
const PRESENCE_FRAME = 2;
const TYPE_BYTES = 32;
const ACTION_HEADER = 36;
const CHUNK = 16 * 1024; // trystero's largest action frame
const LAST = 1;
const META = 2;
const BINARY = 4;
const JSON_PAYLOAD = 8;
const USER_ABORT = 12; // SCTP's cause code when the far end closed the connection (RFC 9260)

/** The action kinds a room of ours uses, and the tag bits each must carry besides "last chunk". */
const ACTIONS = new Map([
  ["bd", 0], // the game's messages (relay-transport.js): text
  ["@_hsdata", JSON_PAYLOAD], // trystero's password handshake
  ["@_hsready", 0],
  ["@_leave", 0],
  ["@_signal", JSON_PAYLOAD], // renegotiation
  ["@_ping", 0],
  ["@_pong", 0],
]);

/** Per connection: generous for play (a few messages a second), small against a flood. */
export const FRAME_RATE = {
  messages: { perSecond: 50, burst: 100 },
  bytes: { perSecond: 256 * 1024, burst: 512 * 1024 },
};
/** Frames dropped for rate before the connection is closed. */
const MAX_DROPPED = 200;

const text = new TextDecoder();

/**
 * Why a frame is refused, or null when it may go on.
 * @param {Uint8Array} frame
 * @param {Uint8Array} roomToken this room's token as bytes
 * @returns {string | null}
 */
export function frameProblem(frame, roomToken) {
  const kind = frame[0];
  const headerAt = kind === ROOM_FRAME ? 1 : kind === PRESENCE_FRAME ? 2 : -1;
  if (headerAt < 0 || frame.length < headerAt + 2) return "unknown frame";
  const tokenLength = (frame[headerAt] << 8) | frame[headerAt + 1];
  const tokenAt = headerAt + 2;
  if (tokenLength !== roomToken.length || frame.length < tokenAt + tokenLength) return "another room";
  for (let i = 0; i < tokenLength; i++) if (frame[tokenAt + i] !== roomToken[i]) return "another room";
  const rest = frame.length - tokenAt - tokenLength;
  if (kind === PRESENCE_FRAME) return rest === 0 ? null : "unknown frame";
  if (rest < ACTION_HEADER || rest > CHUNK) return rest > CHUNK ? "oversized frame" : "unknown frame";
  const action = frame.subarray(tokenAt + tokenLength);
  let typeEnd = action.indexOf(0);
  if (typeEnd < 0 || typeEnd > TYPE_BYTES) typeEnd = TYPE_BYTES;
  const bits = ACTIONS.get(text.decode(action.subarray(0, typeEnd)));
  if (bits === undefined) return "unknown action";
  const tag = action[TYPE_BYTES + 2];
  if (!(tag & LAST) || tag & META) return "chunked message";
  if ((tag & (BINARY | JSON_PAYLOAD)) !== bits) return "unexpected payload";
  return null;
}

/**
 * An RTCPeerConnection class for trystero (its `rtcPolyfill`) whose data channels pass on
 * only the frames `frameProblem` accepts, within `FRAME_RATE` per connection.
 * @param {typeof RTCPeerConnection} Base
 * @param {{roomToken: Uint8Array, onViolation: (connection: RTCPeerConnection, reason: string) => void,
 *          rate?: Parameters<typeof createMeter>[0]}} deps
 * @returns {typeof RTCPeerConnection}
 */
export function guardedConnections(Base, { roomToken, onViolation, rate = FRAME_RATE }) {
  /**
   * @param {RTCDataChannel} channel
   * @param {RTCPeerConnection} connection
   */
  function guard(channel, connection) {
    const meter = createMeter(rate);
    let dropped = 0;
    let closed = false;
    /** @param {string} reason */
    const violate = (reason) => {
      if (closed) return;
      closed = true;
      onViolation(connection, reason);
    };
    /** @param {unknown} data */
    const admit = (data) => {
      if (closed) return false;
      if (!(data instanceof ArrayBuffer)) return (violate("not binary"), false);
      if (!meter.take(data.byteLength)) {
        if (++dropped > MAX_DROPPED) violate("too many frames");
        return false;
      }
      const problem = frameProblem(new Uint8Array(data), roomToken);
      if (problem) return (violate(problem), false);
      return true;
    };
    intercept(channel, "onmessage", (handler) => (event) => {
      if (admit(/** @type {MessageEvent} */ (event).data)) handler.call(channel, event);
    });
    // The far end closing its side is not an error: the close event that follows says it.
    intercept(channel, "onerror", (handler) => (event) => {
      const error = /** @type {RTCErrorEvent} */ (event).error;
      if (error?.errorDetail === "sctp-failure" && error.sctpCauseCode === USER_ABORT) return;
      handler.call(channel, event);
    });
    return channel;
  }

  return class GuardedPeerConnection extends Base {
    /** @param {string} label @param {RTCDataChannelInit} [init] */
    createDataChannel(label, init) {
      return guard(super.createDataChannel(label, init), this);
    }

    get ondatachannel() {
      return super.ondatachannel;
    }

    set ondatachannel(handler) {
      super.ondatachannel =
        handler &&
        ((event) => {
          guard(event.channel, this);
          return handler.call(this, event);
        });
    }
  };
}

/**
 * Replace an event-handler property on one object so that every handler set there is
 * wrapped (the prototype's own setter still receives it, wrapped).
 * @param {object} target
 * @param {string} property
 * @param {(handler: (event: Event) => unknown) => (event: Event) => unknown} wrap
 */
function intercept(target, property, wrap) {
  let owner = Object.getPrototypeOf(target);
  while (owner && !Object.getOwnPropertyDescriptor(owner, property)) owner = Object.getPrototypeOf(owner);
  const inherited = owner && Object.getOwnPropertyDescriptor(owner, property);
  if (!inherited?.set || !inherited.get) throw new Error(`no ${property} to guard`);
  /** @type {((event: Event) => unknown) | null} */
  let current = null;
  Object.defineProperty(target, property, {
    configurable: true,
    get: () => current,
    set(handler) {
      current = handler;
      inherited.set?.call(target, typeof handler === "function" ? wrap(handler) : handler);
    },
  });
}
