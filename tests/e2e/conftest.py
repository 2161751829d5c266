"""End-to-end fixtures: the built site served on a free local port, one Chromium,
a fresh page per test that records console errors and every request it makes."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the project's build script: builds and serves dist/)

sys.path.insert(0, str(ROOT / "py"))

ARTIFACTS = ROOT / "test-artifacts"
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # WebRTC between the tests' contexts uses the machine's real address, not an mDNS name
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]
ENGINE_TIMEOUT_MS = 120_000


def launch_chromium(playwright):
    """System Chromium when present (CI, this machine), else Playwright's own."""
    options = {"args": CHROMIUM_ARGS, "headless": True}
    if SYSTEM_CHROMIUM.exists():
        options["executable_path"] = str(SYSTEM_CHROMIUM)
    elif shutil.which("chromium"):
        options["executable_path"] = shutil.which("chromium")
    return playwright.chromium.launch(**options)


@pytest.fixture(scope="session")
def site_url():
    fresh = os.environ.get("BD_DIST_BUILT") == "1" and (build.DIST / "index.html").exists()
    if not fresh:
        build.build()
    server, url = build.serve_in_thread(build.DIST)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def relay(tmp_path_factory):
    """A real Nostr relay on loopback (online play finds its peers through it)."""
    from local_relay import LocalRelay

    server = LocalRelay(tmp_path_factory.mktemp("relay"))
    yield server
    server.close()


def served_build(folder: Path, network: dict):
    """Build the site into `folder` with its own relays and STUN servers, and serve it."""
    build.build(folder, network=network)
    return build.serve_in_thread(folder)


@pytest.fixture(scope="session")
def online_url(relay):
    """The site built to find peers through the tests' relay only, with no STUN."""
    server, url = served_build(build.CACHE / "dist-online", {"relays": [relay.url], "stun": []})
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def codes_url():
    """The site built with no relay and no STUN at all: only pasted codes can connect."""
    server, url = served_build(build.CACHE / "dist-codes", {"relays": [], "stun": []})
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture
def devices(browser, online_url):
    """Players' devices for online play (online.py's Device, or another maker such as
    attacker.py's), each closed at the end with no console error allowed."""
    from online import Device

    made = []

    def make(maker=Device, **options):
        device = maker(browser, online_url, **options)
        made.append(device)
        return device

    yield make
    for device in made:
        errors = list(device.errors)
        device.close()
        assert errors == [], errors


@pytest.fixture(scope="session")
def playwright():
    """One Playwright for the session (its sync API runs once per thread): Chromium's and Firefox's."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(playwright):
    chromium = launch_chromium(playwright)
    yield chromium
    chromium.close()


class PageWatch:
    """What a page did that a test may assert on: console errors, foreign requests."""

    def __init__(self, page, origin: str):
        self.page = page
        self.origin = origin
        self.errors: list[str] = []
        self.foreign: list[str] = []
        self.requests: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.context.on("request", self._request)

    def _console(self, message):
        if message.type == "error":
            self.errors.append(f"console: {message.text}")

    def _request(self, request):
        self.requests.append(request.url)
        parsed = urlparse(request.url)
        if parsed.scheme in ("data", "blob"):
            return
        if f"{parsed.scheme}://{parsed.netloc}" != self.origin:
            self.foreign.append(request.url)


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 860})
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, site_url):
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.watch = PageWatch(page, site_url.rstrip("/"))
    yield page
    page.close()
    # Every test also proves: no console error, no request outside the origin.
    assert page.watch.errors == []
    assert page.watch.foreign == []


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
