// The relay connections' frame guard, against frames made by trystero's own code (the
// pinned version in node_modules): what our rooms send passes, and what would make a page
// hold memory (another room's frames, chunks of a long message, unknown kinds, floods) is
// refused before trystero sees it, and the connection closed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { frameProblem, guardedConnections } from "../../js/network/frame-guard.js";
import { roomTokenOf } from "../../js/network/relay-transport.js";
import { createActionWireManager } from "../../node_modules/@trystero-p2p/core/dist/action-wire.mjs";
import { SharedPeerManager } from "../../node_modules/@trystero-p2p/core/dist/shared-peer.mjs";
import { deriveRoomNamespace } from "../../node_modules/@trystero-p2p/core/dist/crypto.mjs";

const APP = "blockdominoes-v1";
const ROOM = "r".repeat(22);

/** Frames as trystero writes them for one room: its shared-peer wrapping around its action wire. */
async function trysteroFrames(room = ROOM) {
  const frames = [];
  const peer = {
    created: Date.now(),
    isDead: false,
    connection: { connectionState: "connected", iceConnectionState: "connected" },
    channel: { readyState: "open", bufferedAmount: 0, bufferedAmountLowThreshold: 65535 },
    sendData: (data) => frames.push(new Uint8Array(data)),
    setHandlers() {},
    destroy() {},
  };
  const shared = new SharedPeerManager();
  const entry = shared.register(APP, "peer", peer, 60_000);
  const token = deriveRoomNamespace(APP, room);
  const { proxy } = shared.bind(room, token, entry, { onDetach() {} });
  await token;
  const wire = createActionWireManager({
    getPeer: () => proxy,
    getPeerIds: () => ["peer"],
    canReceiveFromPeer: () => true,
    throwIfAborted() {},
  });
  return { frames, wire };
}

test("the room token is trystero's", async () => {
  const ours = new TextDecoder().decode(await roomTokenOf(APP, ROOM));
  assert.equal(ours, await deriveRoomNamespace(APP, ROOM));
});

test("the frames our rooms send pass; what no room of ours sends is refused", async () => {
  const token = await roomTokenOf(APP, ROOM);
  const { frames, wire } = await trysteroFrames();
  await wire.makeInternalAction("bd").send('{"v":2,"t":"beat"}', "peer");
  await wire.makeInternalAction("@_hsdata", { sendToPending: true, receiveWhilePending: true }).send({ a: 1 }, "peer");
  await wire.makeInternalAction("@_leave", { sendToPending: true, receiveWhilePending: true }).send("", "peer");
  await wire.makeInternalAction("@_signal").send({ type: "offer", sdp: "v=0" }, "peer");
  assert.equal(frames.length, 4);
  for (const frame of frames) assert.equal(frameProblem(frame, token), null);

  frames.length = 0;
  await wire.makeInternalAction("bd").send("x".repeat(40_000), "peer"); // three chunks
  assert.equal(frames.length, 3);
  assert.equal(frameProblem(frames[0], token), "chunked message");
  await wire.makeInternalAction("bd").send({ json: true }, "peer");
  assert.equal(frameProblem(frames.at(-1), token), "unexpected payload");
  await wire.makeInternalAction("bd").send(new Uint8Array([1, 2]), "peer");
  assert.equal(frameProblem(frames.at(-1), token), "unexpected payload");
  await wire.makeInternalAction("@_stream").send({ m: 1 }, "peer");
  assert.equal(frameProblem(frames.at(-1), token), "unknown action");
  await wire.makeInternalAction("@_response").send("x", "peer", { r: "x" }); // with metadata: two chunks
  assert.equal(frameProblem(frames.at(-2), token), "unknown action");

  const other = await trysteroFrames("o".repeat(22));
  await other.wire.makeInternalAction("bd").send('{"v":2,"t":"beat"}', "peer");
  assert.equal(frameProblem(other.frames[0], token), "another room");
  assert.equal(frameProblem(new Uint8Array([9, 0, 0]), token), "unknown frame");
  assert.equal(frameProblem(new Uint8Array([1]), token), "unknown frame");
  const huge = new Uint8Array(3 + token.length + 16 * 1024 + 1);
  huge.set([1, 0, token.length]);
  huge.set(token, 3);
  assert.equal(frameProblem(huge, token), "oversized frame");
});

test("presence frames pass for this room only", async () => {
  const token = await roomTokenOf(APP, ROOM);
  const presence = (room) => {
    const bytes = new TextEncoder().encode(room);
    return new Uint8Array([2, 1, 0, bytes.length, ...bytes]);
  };
  assert.equal(frameProblem(presence(new TextDecoder().decode(token)), token), null);
  assert.equal(frameProblem(presence("f".repeat(64)), token), "another room");
});

/** A stand-in for the browser's classes: event-handler properties on the prototype, as in a browser. */
function fakeBrowser() {
  class Channel {
    #onmessage = null;
    #onerror = null;
    get onmessage() {
      return this.#onmessage;
    }
    set onmessage(handler) {
      this.#onmessage = handler;
    }
    get onerror() {
      return this.#onerror;
    }
    set onerror(handler) {
      this.#onerror = handler;
    }
    deliver(data) {
      this.#onmessage?.({ data });
    }
  }
  class Connection {
    closed = false;
    #ondatachannel = null;
    createDataChannel() {
      return new Channel();
    }
    get ondatachannel() {
      return this.#ondatachannel;
    }
    set ondatachannel(handler) {
      this.#ondatachannel = handler;
    }
    close() {
      this.closed = true;
    }
    open() {
      const channel = new Channel();
      this.#ondatachannel?.({ channel });
      return channel;
    }
  }
  return { Connection };
}

test("a guarded connection passes good frames, closes on a bad one, and drops a flood", async () => {
  const token = await roomTokenOf(APP, ROOM);
  const { frames, wire } = await trysteroFrames();
  await wire.makeInternalAction("bd").send('{"v":2,"t":"beat"}', "peer");
  const good = frames[0].slice().buffer;
  const { Connection } = fakeBrowser();
  const violations = [];
  const Guarded = guardedConnections(/** @type {any} */ (Connection), {
    roomToken: token,
    onViolation: (connection, reason) => {
      violations.push(reason);
      connection.close();
    },
    rate: { messages: { perSecond: 1, burst: 5 }, bytes: { perSecond: 1e6, burst: 1e6 } },
  });

  // the offering side: a channel it makes itself
  const offering = new Guarded();
  const made = offering.createDataChannel("data");
  const received = [];
  made.onmessage = (event) => received.push(event.data);
  assert.equal(typeof made.onmessage, "function");
  made.deliver(good);
  assert.equal(received.length, 1);
  made.deliver(new Uint8Array([1, 0, 3, 97, 98, 99]).buffer);
  assert.deepEqual(violations, ["another room"]);
  assert.equal(offering.closed, true);
  made.deliver(good); // nothing more from a connection let go
  assert.equal(received.length, 1);

  // the answering side: a channel the far end opened; a flood is dropped, then closed
  const answering = new Guarded();
  const opened = [];
  answering.ondatachannel = ({ channel }) => {
    channel.onmessage = (event) => opened.push(event.data);
  };
  const channel = answering.open();
  for (let i = 0; i < 300; i++) channel.deliver(good);
  assert.ok(opened.length <= 6, `${opened.length} frames of a flood passed`);
  assert.deepEqual(violations, ["another room", "too many frames"]);
  channel.deliver("text");
  assert.equal(violations.length, 2); // already closed: reported once
});
