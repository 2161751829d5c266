"""The game on an emulated phone, beside bare Pyodide under the same emulation, in real
Chromium (a benchmark, not a test).

    .venv/bin/python bench/phone_speed.py [--runs 3] [--profile mobile|fast-4g ...]

Profiles (the network on the server's side, the CPU in Chromium):
  mobile    Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower
  fast-4g   a fast 4G link: 60 ms round trip, 9 Mbps down, 1.5 Mbps up, CPU 4x slower

The site is served as a static host that compresses serves it: every file gzip -9 (the
same bytes bench/start_speed.py counts), through a link every request shares: the round
trip once before each response, then the bytes paced at the link's rate (the upload rate
is not enforced: the page sends only requests of a few hundred bytes). Throttling the
network at the server slows the engine's worker's downloads as the page's (Chromium's own
network emulation is the page's); Chromium slows the page's main thread 4x
(Emulation.setCPUThrottlingRate) but refuses to for workers ("Operation is only supported
for pages, not workers"), so Python's start in the engine's worker, and in the bare
page's, runs at this machine's speed: the figures are the network's part of a phone's wait.

Measured, medians of the runs, ms from navigation:
- bare (npm):   a page that only boots Pyodide as npm ships it (its whole standard library);
- bare (build): the same with the build's files (the standard library the game imports);
- first visit:  a fresh profile opens the game: engine ready, then a playable table (Start
                pressed as soon as it works);
- repeat visit: the same profile once the service worker keeps the site and the snapshot is
                made: engine ready and a playable table;
- invitation:   a fresh profile opens a host's invitation link (the host on an unthrottled
                device), takes the seat as soon as the lobby offers it; the host starts at
                once: the lobby shown and the guest's table up, and the bytes on the wire
                until then (gzip), with a check that no Pyodide file was fetched.
The relay and WebRTC run on loopback, unthrottled: the invitation's figures leave out the
relay's round trips on a phone's link.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from bench_site import BARE_PAGES, bench_site  # noqa: E402
from conftest import launch_chromium  # noqa: E402
from local_relay import LocalRelay  # noqa: E402
from online import Device, host_room  # noqa: E402
from page_speed import start_steps  # noqa: E402

import build  # noqa: E402

PROFILES = {
    "mobile": {"rtt_ms": 150, "down_kbps": 1600, "up_kbps": 750, "cpu": 4},
    "fast-4g": {"rtt_ms": 60, "down_kbps": 9000, "up_kbps": 1500, "cpu": 4},
}
WAIT_MS = 600_000
ENGINE_READY = "document.body?.dataset.engine === 'ready'"
TABLE_UP = "document.querySelector('#hand .hand-tile') !== null"
PYODIDE_FILES = ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "python_stdlib.zip")


class Link:
    """One phone's link, shared by all its requests: bytes leave at the link's rate."""

    def __init__(self, kbps: int):
        self.bytes_per_s = kbps * 1000 / 8
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, write, data: bytes, chunk: int = 16_384) -> None:
        for start in range(0, len(data), chunk):
            piece = data[start : start + chunk]
            with self.lock:
                begin = max(time.monotonic(), self.free_at)
                self.free_at = begin + len(piece) / self.bytes_per_s
                done = self.free_at
            time.sleep(max(0.0, done - time.monotonic()))
            write(piece)


@functools.cache
def gzipped(path: Path, mtime: float) -> bytes:
    return gzip.compress(path.read_bytes(), 9, mtime=0)


def throttled_server(directory: Path, profile: dict) -> tuple[http.server.ThreadingHTTPServer, str]:
    """The site as a compressing static host serves it, over the profile's link."""
    link = Link(profile["down_kbps"])
    rtt = profile["rtt_ms"] / 1000

    class Handler(build.SiteHandler):
        def do_GET(self):  # noqa: N802 - the base class's name
            path = Path(self.translate_path(self.path))
            if path.is_dir():
                path = path / "index.html"
            time.sleep(rtt)  # the request's way there and the first byte's way back
            if not path.is_file():
                self.send_error(404)
                return
            body = gzipped(path, path.stat().st_mtime)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "max-age=600")  # as GitHub Pages sends
            self.end_headers()
            link.send(self.wfile.write, body)

    server = build.SiteServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def stamp(page, condition: str) -> float:
    """performance.now() (ms since navigation) at the first frame where condition holds."""
    return page.wait_for_function(
        f"() => ({condition}) && performance.now()", polling="raf", timeout=WAIT_MS
    ).json_value()


def phone(browser, profile: dict):
    """A fresh profile whose page runs its main thread profile['cpu'] times slower."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=2.625, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    return context, page, requested


def bare(browser, url: str, which: str, profile: dict) -> dict:
    context, page, _ = phone(browser, profile)
    page.goto(url + BARE_PAGES[which], wait_until="commit")
    ready = stamp(page, ENGINE_READY)
    steps = start_steps(page)
    context.close()
    return {"ready": ready, "steps": steps}


def open_game(page, url: str) -> dict:
    page.goto(url, wait_until="commit")
    ready = stamp(page, ENGINE_READY)
    steps = start_steps(page)
    page.click("#start-button")
    if page.locator("#replace-yes").is_visible():
        page.click("#replace-yes")
    table = stamp(page, TABLE_UP)
    return {"ready": ready, "table": table, "steps": steps, "start": page.evaluate("document.body.dataset.engineStart")}


def visits(browser, url: str, profile: dict) -> dict:
    context, page, _ = phone(browser, profile)
    first = open_game(page, url)
    page.wait_for_selector("body[data-snapshot=saved]", state="attached", timeout=WAIT_MS)
    page.goto("about:blank")
    repeat = open_game(page, url)
    context.close()
    assert (first["start"], repeat["start"]) == ("cold", "snapshot"), (first, repeat)
    return {"first": first, "repeat": repeat}


def wire(site: Path, url: str, requested: list[str]) -> tuple[list[str], int]:
    """The site's files fetched (by path) and the sum of their gzip -9 sizes."""
    paths = sorted(
        {urlparse(address).path.lstrip("/") or "index.html" for address in requested if address.startswith(url)}
    )
    files = [site / path for path in paths if (site / path).is_file()]
    return paths, sum(len(gzipped(path, path.stat().st_mtime)) for path in files)


def invitation(browser, host_url: str, guest_url: str, site: Path, profile: dict) -> dict:
    host = Device(browser, host_url)
    context, page, requested = phone(browser, profile)
    try:
        host.open()
        link = host_room(host, ["human", "friend"])
        page.goto(guest_url + "#" + link.split("#", 1)[1], wait_until="commit")  # the same room, the phone's server
        lobby = stamp(page, "document.querySelector('#lobby-seats .lobby-seat[data-state=free]') !== null")
        page.fill("#lobby-name", "Ana")
        page.click("#lobby-join-button")
        host.page.wait_for_selector("#lobby-start:not([disabled])", timeout=WAIT_MS)
        host.page.click("#lobby-start")
        table = stamp(page, TABLE_UP)
        paths, gzip_bytes = wire(site, guest_url, requested)
    finally:
        context.close()
        host.close()
    fetched_pyodide = [path for path in paths if path.endswith(PYODIDE_FILES) or "engine-worker" in path]
    return {"lobby": lobby, "table": table, "files": len(paths), "gzip_bytes": gzip_bytes, "pyodide": fetched_pyodide}


def first_visit_bytes(site: Path, url: str, browser) -> tuple[int, int]:
    """Files and gzip bytes of a first visit up to a playable table (no emulation)."""
    context = browser.new_context()
    page = context.new_page()
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    page.goto(url)
    stamp(page, ENGINE_READY)
    page.click("#start-button")
    stamp(page, TABLE_UP)
    paths, gzip_bytes = wire(site, url, requested)
    context.close()
    return len(paths), gzip_bytes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="repetitions (default 3)")
    parser.add_argument("--profile", action="append", choices=sorted(PROFILES), help="default: both")
    args = parser.parse_args()
    median = statistics.median
    with tempfile.TemporaryDirectory() as folder:
        relay = LocalRelay(Path(folder) / "relay")
        try:
            # built for this run's relay (its port is new each time): a few seconds, the Python compiled is kept
            site = bench_site(False, build.CACHE / "bench-phone", {"relays": [relay.url], "stun": []})
            plain, plain_url = build.serve_in_thread(site)
            from playwright.sync_api import sync_playwright

            with sync_playwright() as playwright:
                browser = launch_chromium(playwright)
                files, first_bytes = first_visit_bytes(site, plain_url, browser)
                print(f"first visit on the wire: {files} files, {first_bytes:,} bytes gzip (target 4,500,000)")
                for name in args.profile or list(PROFILES):
                    profile = PROFILES[name]
                    server, url = throttled_server(site, profile)
                    runs = []
                    for _ in range(args.runs):
                        runs.append(
                            {
                                "bare_npm": bare(browser, url, "bare_npm", profile),
                                "bare": bare(browser, url, "bare", profile),
                                **visits(browser, url, profile),
                                "invitation": invitation(browser, plain_url, url, site, profile),
                            }
                        )
                    server.shutdown()
                    report(name, profile, runs, median)
                browser.close()
            plain.shutdown()
        finally:
            relay.close()
    return 0


def report(name: str, profile: dict, runs: list[dict], median) -> None:
    bare_npm = median([r["bare_npm"]["ready"] for r in runs])
    bare_build = median([r["bare"]["ready"] for r in runs])
    print(f"\n{name}: {profile}, {len(runs)} runs (medians, ms from navigation)")
    print(f"  {'bare Pyodide (npm) ready':34} {bare_npm:7.0f}")
    print(f"  {'bare Pyodide (build) ready':34} {bare_build:7.0f}")
    for kind in ("first", "repeat"):
        ready = median([r[kind]["ready"] for r in runs])
        table = median([r[kind]["table"] for r in runs])
        print(
            f"  {kind + ' visit':34} {ready:7.0f} ready {table:7.0f} playable table"
            f"  {table / bare_npm:.2f}x bare (npm)  {table / bare_build:.2f}x bare (build)"
        )
    invited = [r["invitation"] for r in runs]
    print(
        f"  {'invitation link':34} {median([i['lobby'] for i in invited]):7.0f} lobby {median([i['table'] for i in invited]):7.0f}"
        f" table up  {invited[0]['files']} files, {invited[0]['gzip_bytes']:,} bytes gzip (target 400,000),"
        f" Pyodide files fetched: {invited[0]['pyodide'] or 'none'}"
    )
    first = median([r["first"]["table"] for r in runs])
    print(f"  target: first visit to a playable table {first / bare_npm:.2f}x bare Pyodide (at most 0.8x)")
    print("  where the time went (ms from navigation when each step of the worker's start ended, medians):")
    for label, steps in (
        ("bare (npm)", [r["bare_npm"]["steps"] for r in runs]),
        ("bare (build)", [r["bare"]["steps"] for r in runs]),
        ("first visit", [r["first"]["steps"] for r in runs]),
    ):
        names = [name for name in steps[0] if all(name in s for s in steps)]
        print(f"    {label:13} " + ", ".join(f"{name} {median([s[name] for s in steps]):.0f}" for name in names))


if __name__ == "__main__":
    sys.exit(main())
