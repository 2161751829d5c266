"""A guest downloads only what it plays with: a page opened from an invitation link
fetches no Pyodide file and starts no engine while it plays from the host's views; the
engine comes when the guest starts a game of its own, or after the match on a
connection it has not asked to spare. Through the real page and a real relay; every
request the guest's browser makes is watched."""

from __future__ import annotations

import time

from driver import ENGINE_TIMEOUT_MS
from online import Device, host_room, join, play_one_move, situation, start

ENGINE_FILES = ("/pyodide/", "engine-worker.js", "/engine/")


def watched(browser, url: str) -> Device:
    """A device whose every request is kept (conftest's `devices` makes it with this)."""
    device = Device(browser, url)
    device.requests = []
    device.context.on("request", lambda request: device.requests.append(request.url))
    return device


def engine_requests(device: Device) -> list[str]:
    return [url for url in device.requests if any(part in url for part in ENGINE_FILES)]


def guest_at_the_table(devices, preset: str = "classic") -> tuple[Device, Device]:
    host, guest = devices(watched), devices(watched)
    host.open()
    link = host_room(host, ["human", "friend"], preset=preset)
    join(guest, link, "Ana")
    start(host)
    guest.page.wait_for_selector("#hand .hand-tile")
    return host, guest


def test_a_guest_plays_without_the_engine_until_it_starts_a_game_of_its_own(devices):
    host, guest = guest_at_the_table(devices)
    page = guest.page
    assert engine_requests(guest) == []
    assert page.evaluate("document.body.dataset.engine") is None  # never started, never failed
    assert page.is_hidden("#engine-status")
    assert page.evaluate("navigator.serviceWorker.controller") is None  # nor the offline copy

    # a game of its own: New match, leave the friends' table, and the engine comes
    page.click("#new-match-button")
    page.click("#leave-online-yes")
    page.wait_for_selector("#setup-screen", state="visible")
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert any("/pyodide/" in url for url in engine_requests(guest))
    assert page.evaluate("document.getElementById('engine-status').hidden") is False  # its bar, once ready, fades
    page.click("#start-button")
    page.wait_for_selector("#hand .hand-tile")


def test_after_the_match_the_guest_gets_the_engine_and_never_during_it(devices):
    host, guest = guest_at_the_table(devices, preset="quick")  # one hand: the match ends with it
    deadline = time.monotonic() + 120
    while situation(guest.page) != "over":
        assert engine_requests(guest) == [], "the engine came during the match"
        assert time.monotonic() < deadline, "the match did not end"
        for device in (host, guest):
            if situation(device.page) == "turn":
                play_one_move(device.page)
        time.sleep(0.05)
    guest.page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert any("/pyodide/" in url for url in engine_requests(guest))
