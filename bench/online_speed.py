"""Online play on loopback, in real Chromium (a benchmark, not a test).

    .venv/bin/python bench/online_speed.py [--runs 5]

The site is built to find its peers through a real Nostr relay started here (PyPI's
nostr-relay, as the tests use), with no STUN; WebRTC runs over the machine's own address.
Each run: a host sets up a 4-seat match (the host, a friend, two instant bots), a guest
opens the invitation link and takes the friend's seat, and the match is played to its
end by clicking on both devices. Printed (medians over the runs, and over every move):

- invitation opened -> the host found (its signature checked) and the lobby shown;
- a guest with a kept seat (a reload mid-match) -> its table shown again;
- move latency host -> guest: from the host's data channel sending a view to the guest's
  receiving it (both clocks are this machine's), median and p95;
- bytes on the wire per move: the payload of each view sent to the guest (our JSON) and
  the frame it travels in (trystero's header included).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from conftest import launch_chromium  # noqa: E402
from local_relay import LocalRelay  # noqa: E402
from online import Device, host_room, play_one_move, situation, start  # noqa: E402

import build  # noqa: E402

# The host's sent frames and the guest's received ones, with the time (ms since the epoch).
CLOCKED = """
(() => {
  window.__clock = { sent: [], received: [] };
  const text = (data) => new TextDecoder().decode(data instanceof ArrayBuffer ? data : data.buffer ?? data);
  const proto = RTCDataChannel.prototype;
  const send = proto.send;
  proto.send = function (data) {
    if (typeof data !== "string") {
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data;
      const body = new TextDecoder().decode(bytes);
      const at = body.indexOf('{"v":2,"t":"state"');
      if (at >= 0) window.__clock.sent.push([performance.timeOrigin + performance.now(), body.slice(at), bytes.byteLength]);
    }
    return send.call(this, data);
  };
  const onmessage = Object.getOwnPropertyDescriptor(proto, "onmessage");
  Object.defineProperty(proto, "onmessage", {
    configurable: true,
    get() { return onmessage.get.call(this); },
    set(handler) {
      onmessage.set.call(this, handler && ((event) => {
        const now = performance.timeOrigin + performance.now();
        const body = typeof event.data === "string" ? event.data : text(event.data);
        const at = body.indexOf('{"v":2,"t":"state"');
        if (at >= 0) window.__clock.received.push([now, body.slice(at)]);
        return handler.call(this, event);
      }));
    },
  });
})();
"""

SEATS = ["human", "friend", "easy", "easy"]


def one_run(browser, url: str) -> dict:
    host, guest = Device(browser, url), Device(browser, url)
    for device in (host, guest):
        device.context.add_init_script(CLOCKED)
    try:
        host.open()
        link = host_room(host, SEATS, target=30)
        opened = time.perf_counter()
        guest.page.goto(link)
        guest.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=free]")
        lobby_ms = (time.perf_counter() - opened) * 1000
        guest.page.fill("#lobby-name", "Ana")
        guest.page.click("#lobby-join-button")
        start(host)
        guest.page.wait_for_selector("#hand .hand-tile")
        # a reload mid-match: the kept seat's table again
        reopened = time.perf_counter()
        guest.page.reload()
        guest.page.wait_for_selector("#hand .hand-tile")
        back_ms = (time.perf_counter() - reopened) * 1000
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            states = [situation(d.page) for d in (host, guest)]
            if all(state == "over" for state in states):
                break
            for device, state in zip((host, guest), states, strict=True):
                if state == "turn":
                    play_one_move(device.page)
                elif state == "summary" and device.page.is_enabled("#summary-next"):
                    device.page.click("#summary-next")
            time.sleep(0.02)
        sent = host.page.evaluate("window.__clock.sent")
        received = guest.page.evaluate("window.__clock.received")
    finally:
        host.close()
        guest.close()
    at_guest = {body: at for at, body in received}
    latencies = [at_guest[body] - at for at, body, _ in sent if body in at_guest]
    payloads = [len(body.encode()) for _, body, _ in sent if body in at_guest]
    frames = [size for _, body, size in sent if body in at_guest]
    return {"lobby": lobby_ms, "back": back_ms, "latency": latencies, "payload": payloads, "frame": frames}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        relay = LocalRelay(Path(folder) / "relay")
        site = build.CACHE / "bench-online"
        build.build(site, network={"relays": [relay.url], "stun": []})
        server, url = build.serve_in_thread(site)
        try:
            with sync_playwright() as playwright:
                browser = launch_chromium(playwright)
                runs = [one_run(browser, url) for _ in range(args.runs)]
                browser.close()
        finally:
            server.shutdown()
            relay.close()
    latency = [value for run in runs for value in run["latency"]]
    payload = [value for run in runs for value in run["payload"]]
    frame = [value for run in runs for value in run["frame"]]
    print(f"runs: {args.runs}, views sent to the guest: {len(latency)}")
    print(f"invitation opened -> lobby with the host found: {statistics.median(r['lobby'] for r in runs):7.0f} ms")
    print(f"kept seat, reload -> its table again:          {statistics.median(r['back'] for r in runs):7.0f} ms")
    print(
        f"move latency host -> guest: median {statistics.median(latency):.1f} ms, p95 {percentile(latency, 0.95):.1f} ms"
    )
    print(
        f"bytes per move (a view to one guest): payload median {statistics.median(payload):.0f} B,"
        f" frame median {statistics.median(frame):.0f} B, largest frame {max(frame)} B"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
