"""A page of the game that attacks its room: it runs the real page (so it has joined the
room through the real relay and WebRTC, as anyone with a forwarded link can), and a script
of the test's own that knows each of its data channels, which peer is the host, and how
to write frames in the network library's own format (trystero 0.25: a room frame
[1][token length: 2][room token][action type: 32][nonce: 2][tag][progress][payload]).

Also, for any device: the connection a page has with the host can be closed from inside
that page, as a network hiccup would."""

from __future__ import annotations

from online import Device

ATTACK_TAP = """
(() => {
  const channels = (window.__attack = { channels: [], host: null });
  const proto = RTCDataChannel.prototype;
  const send = proto.send;
  const decoder = new TextDecoder();
  const entry = (channel) => {
    let found = channels.channels.find((e) => e.channel === channel);
    if (!found) channels.channels.push((found = { channel, token: null, heard: [] }));
    return found;
  };
  proto.send = function (data) {
    const bytes = data instanceof Uint8Array ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
    if (bytes && bytes[0] === 1) {
      const length = (bytes[1] << 8) | bytes[2];
      entry(this).token = bytes.slice(3, 3 + length);
    }
    return send.call(this, data);
  };
  const listen = (channel, data) => {
    const text = data instanceof ArrayBuffer ? decoder.decode(data) : String(data);
    const start = text.indexOf('{"v":2');
    if (start < 0) return;
    const message = text.slice(start);
    entry(channel).heard.push(message);
    if (message.includes('"t":"host"')) channels.host = channel;
  };
  window.__receivers.push(listen); // online.py's tap tells us of every message received
  /** A frame of action `type` with `payload` (bytes), under `token`, whole (last chunk) or not. */
  const frame = (token, type, payload, last = true) => {
    const header = new Uint8Array(3 + token.length + 36);
    header.set([1, token.length >> 8, token.length & 255]);
    header.set(token, 3);
    header.set(new TextEncoder().encode(type), 3 + token.length);
    header.set([0, 0, last ? 1 : 0, 255], 3 + token.length + 32);
    const out = new Uint8Array(header.length + payload.length);
    out.set(header);
    out.set(payload, header.length);
    return out;
  };
  const others = () => channels.channels.filter((e) => e.channel !== channels.host && e.token && e.channel.readyState === "open");
  const hostEntry = () => channels.channels.find((e) => e.channel === channels.host);
  window.__attacker = {
    /** Say to every other guest: I am the host. */
    claimHost() {
      for (const e of others()) send.call(e.channel, frame(e.token, "bd", new TextEncoder().encode('{"v":2,"t":"host"}')));
      return others().length;
    },
    /** What another guest sent us (our game's messages). */
    heardFromGuests: () => others().flatMap((e) => e.heard),
    heardFromHost: () => hostEntry()?.heard ?? [],
    /** Send the host a message of ours as text. */
    toHost(text) {
      const e = hostEntry();
      send.call(e.channel, frame(e.token, "bd", new TextEncoder().encode(text)));
    },
    /** Send another guest a message of ours as text. */
    toGuests(text) {
      for (const e of others()) send.call(e.channel, frame(e.token, "bd", new TextEncoder().encode(text)));
    },
    /** `count` frames of `size` bytes to the host: under another room's token, or chunks that never end. */
    flood(count, size, kind) {
      const e = hostEntry();
      const token = kind === "wrong_room" ? new TextEncoder().encode("f".repeat(64)) : e.token;
      const payload = new Uint8Array(size);
      let sent = 0;
      for (let i = 0; i < count && e.channel.readyState === "open"; i++) {
        send.call(e.channel, frame(token, "bd", payload, kind !== "endless"));
        sent++;
      }
      return sent;
    },
    hostOpen: () => hostEntry()?.channel.readyState === "open",
  };
})();
"""

# For any device: record its peer connections, so that a test can cut the one to the host.
CONNECTIONS_TAP = """
(() => {
  const Base = RTCPeerConnection;
  const all = (window.__connections = []);
  window.RTCPeerConnection = class extends Base {
    constructor(...args) { super(...args); all.push(this); }
  };
  window.__cutHost = () => {
    // the host's connection is the one whose channel carried the host's views to this page
    const hosts = (window.__channels || []).filter((channel) => channel.__fromHost);
    let cut = 0;
    for (const connection of all) {
      if (connection.connectionState !== "connected") continue;
      if (hosts.some((channel) => channel.__connection === connection)) { connection.close(); cut++; }
    }
    return cut;
  };
  const create = Base.prototype.createDataChannel;
  Base.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    channel.__connection = this;
    return channel;
  };
  const descriptor = Object.getOwnPropertyDescriptor(Base.prototype, "ondatachannel");
  Object.defineProperty(Base.prototype, "ondatachannel", {
    configurable: true,
    get() { return descriptor.get.call(this); },
    set(handler) {
      const connection = this;
      descriptor.set.call(this, handler && ((event) => { event.channel.__connection = connection; return handler.call(this, event); }));
    },
  });
  window.__receivers.push((channel, data) => {
    const text = data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data);
    if (text.includes('"t":"state"')) channel.__fromHost = true;
  });
})();
"""


def attacker(browser, url: str) -> Device:
    """A device whose page runs the attack script beside the real page."""
    device = Device(browser, url)
    device.context.add_init_script(ATTACK_TAP)
    return device


def cuttable(browser, url: str) -> Device:
    """A device whose connection to the host a test can cut (`cut_host`)."""
    device = Device(browser, url)
    device.context.add_init_script(CONNECTIONS_TAP)
    return device


def cut_host(device: Device) -> None:
    assert device.page.evaluate("window.__cutHost()") >= 1, "no connection to the host to cut"
