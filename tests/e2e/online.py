"""Playing online from several browser contexts, as friends on their own devices would:
the host sets up and invites, guests open the link and take seats, everyone clicks.

Each device records what reached it over WebRTC (the data channels' raw messages), so a
test can check that a guest was sent nothing of another seat's hand."""

from __future__ import annotations

import json
import re

from driver import ENGINE_TIMEOUT_MS, play_first_playable

# Every message a data channel receives is kept, as text: trystero frames a message with a
# binary header before its UTF-8 payload (a message of ours is far below its 16 KB chunk),
# so a message of ours is the text from its first '{"v":2'.
WIRE_TAP = """
(() => {
  const seen = (window.__wire = []);
  // other taps (attacker.py) are told of every message a channel receives: (channel, data)
  const receivers = (window.__receivers = []);
  const keep = (data, channel) => {
    const text = data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data);
    const start = text.indexOf('{"v":2');
    if (start >= 0) seen.push(text.slice(start));
    for (const receiver of receivers) receiver(channel, data);
  };
  window.__channels = [];
  const proto = RTCDataChannel.prototype;
  const onmessage = Object.getOwnPropertyDescriptor(proto, "onmessage");
  Object.defineProperty(proto, "onmessage", {
    configurable: true,
    get() { return onmessage.get.call(this); },
    set(handler) {
      window.__channels.push(this);
      onmessage.set.call(this, handler && ((event) => { keep(event.data, this); return handler.call(this, event); }));
    },
  });
  // What this device sent, kept as bytes with its channel: a test may send a forged message
  // in the very frame a real one of ours had (trystero's header reused, the payload replaced).
  window.__sent = [];
  const send = proto.send;
  proto.send = function (data) {
    if (data instanceof Uint8Array || data instanceof ArrayBuffer) {
      const bytes = new Uint8Array(data instanceof ArrayBuffer ? data : data.slice().buffer);
      window.__sent.push({ channel: this, bytes });
    }
    return send.call(this, data);
  };
  window.__forge = (text) => {
    const marker = new TextEncoder().encode('{"v":2');
    const ours = window.__sent.findLast(({ bytes }) =>
      bytes.findIndex((_, i) => marker.every((b, j) => bytes[i + j] === b)) >= 0);
    const at = ours.bytes.findIndex((_, i) => marker.every((b, j) => ours.bytes[i + j] === b));
    const payload = new TextEncoder().encode(text);
    const frame = new Uint8Array(at + payload.length);
    frame.set(ours.bytes.subarray(0, at));
    frame.set(payload, at);
    send.call(ours.channel, frame);
  };
  const listen = proto.addEventListener;
  proto.addEventListener = function (type, handler, options) {
    if (type === "message") {
      window.__channels.push(this);
      const wrapped = (event) => { keep(event.data, this); return handler.call(this, event); };
      return listen.call(this, type, wrapped, options);
    }
    return listen.call(this, type, handler, options);
  };
})();
"""


class Device:
    """One player's browser context and page, with its console errors and received messages."""

    def __init__(self, browser, url: str, viewport=(1280, 860), locale: str | None = None):
        options = {"viewport": {"width": viewport[0], "height": viewport[1]}}
        if locale:
            options["locale"] = locale
        self.context = browser.new_context(**options)
        self.context.add_init_script(WIRE_TAP)
        self.errors: list[str] = []
        self.console: list[str] = []  # every console message, of any kind
        self.page = self._tab()
        self.url = url

    def _tab(self):
        page = self.context.new_page()
        page.set_default_timeout(30_000)
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        return page

    def reopen(self, url: str) -> None:
        """Close the tab and open the link again in a new one (the same browser, its storage kept)."""
        self.page.close()
        self.page = self._tab()
        self.page.goto(url)

    def open(self, url: str | None = None, wait_engine: bool = True) -> None:
        self.page.goto(url or self.url)
        if wait_engine:
            self.page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)

    def wire(self) -> list[dict]:
        """Every message of ours this device received, parsed (others' frames are skipped)."""
        texts = self.page.evaluate("window.__wire")
        return [json.loads(text) for text in texts]

    def forge(self, text: str) -> None:
        """Send the host a message of this device's making, as its page would send one."""
        self.page.evaluate("text => window.__forge(text)", text)

    def close(self) -> None:
        self.context.close()


def host_room(
    device: Device, seats: list[str], preset: str = "classic", target: int | None = None, codes: bool = False
) -> str:
    """Set up a match with friends' seats ("human" here, "friend", or a bot level) and open
    the room; returns the invitation link (none on a site without relays: `codes`)."""
    page = device.page
    page.select_option("#speed-select", "instant")
    page.check(f"input[name=preset][value={preset}]")
    page.click(f".segmented label:has(input[value='{len(seats)}'])")
    for index, kind in enumerate(seats):
        page.select_option(f"select[name=seat-{index}-type]", kind)
    if target is not None:
        page.fill("#target-input", str(target))
    page.click("#start-button")
    page.wait_for_selector("#lobby-screen", state="visible")
    if codes:
        assert page.is_hidden("#lobby-invite")  # no link or QR code that could not work
        return ""
    link = page.input_value("#lobby-link")
    assert re.search(r"#join=[\w-]{22}\.[\w-]{22}\.[\w-]{87}$", link), link
    return link


def join(device: Device, link: str, name: str, seat: int | None = None) -> None:
    """Open the invitation, type a name and take a seat (the first free one by default)."""
    device.open(link, wait_engine=False)
    page = device.page
    page.wait_for_selector("#lobby-join", state="visible")
    page.wait_for_selector("#lobby-seats .lobby-seat[data-state=free]")
    page.fill("#lobby-name", name)
    if seat is None:
        page.click("#lobby-join-button")
    else:
        page.click(f"#lobby-seats button[data-seat='{seat}']")
    page.wait_for_selector("#lobby-join", state="hidden")


def start(host: Device) -> None:
    host.page.wait_for_selector("#lobby-start:not([disabled])")
    host.page.click("#lobby-start")
    host.page.wait_for_selector("#table-screen", state="visible")


def situation(page) -> str:
    """What this device shows: "turn" (its player must act), "cover" (hot seat: pass the
    device), "summary", "over" or "wait"."""
    return page.evaluate(
        """() => {
            const summary = document.getElementById('summary');
            if (!summary.hidden) return document.getElementById('summary-new').hidden ? 'summary' : 'over';
            if (!document.getElementById('cover').hidden) return 'cover';
            if (document.querySelector('#hand .hand-tile.is-playable')
                || !document.getElementById('pass-button').hidden
                || !document.getElementById('draw-button').hidden) return 'turn';
            return 'wait';
        }"""
    )


def play_one_move(page) -> None:
    """The first thing that may be done: a playable tile at its first place, else pass or draw.
    (Locators, not element handles: the table may redraw while a move is chosen.)"""
    if page.locator("#hand .hand-tile.is-playable").count():
        play_first_playable(page)
    elif page.is_visible("#draw-button"):
        page.click("#draw-button")
    else:
        page.click("#pass-button")


def hand_of(page) -> list[str]:
    return page.eval_on_selector_all("#hand .hand-tile", "tiles => tiles.map(t => t.dataset.tile)")


def line_of(page) -> list[str]:
    return page.eval_on_selector_all(
        "#board .line-tile", "tiles => tiles.map(t => t.dataset.tile ?? t.getAttribute('data-tile'))"
    )
