"""A guest downloads only what it plays with: a page opened from an invitation link
fetches no Pyodide file and starts no engine while it plays from the host's views; the
engine comes when the guest starts a game of its own, or after the match on a
connection it has not asked to spare; with it, the guest replays and reviews the match
from the record the host sends. Through the real page and a real relay; every request
the guest's browser makes is watched."""

from __future__ import annotations

import json
import time

from blockdominoes.bridge import Bridge
from driver import ENGINE_TIMEOUT_MS
from online import Device, host_room, join, play_one_move, situation, start
from replaying import REVIEW_TIMEOUT_MS, at_step, listed

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


def replay_steps(page) -> list[dict]:
    """Every step of the replay open on this page, as the DOM shows it (whoever's view)."""
    steps = []
    first = at_step(page, 0)
    for index in range(first["steps"]):
        if index:
            page.keyboard.press("ArrowRight")
        seen = at_step(page, index)
        steps.append({name: seen[name] for name in ("line", "ends", "hands", "turn")})
    return steps


def test_after_the_match_a_guest_replays_and_reviews_it_with_its_own_engine(devices, tmp_path):
    """The host sends the finished match's record; the guest's own engine checks it, replays
    exactly what the host's replay shows, and reviews the guest's moves only, as CPython
    weighs them from the same record."""
    host, guest = guest_at_the_table(devices, preset="quick")
    deadline = time.monotonic() + 120
    while situation(guest.page) != "over" or situation(host.page) != "over":
        assert time.monotonic() < deadline, "the match did not end"
        for device in (host, guest):
            if situation(device.page) == "turn":
                play_one_move(device.page)
        time.sleep(0.05)
    page = guest.page
    page.wait_for_selector("#summary-replay-tools:not([hidden])", state="attached")
    page.wait_for_selector("#summary-record:not([hidden])", state="attached")  # its download too
    with page.expect_download() as download:
        page.click("#summary-record")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["finished"] is True and len(record["rounds"]) == 1

    # the same replay on both devices, from the host's match and from the guest's record
    host.page.click("#summary-replay")
    host.page.wait_for_selector("#replay", state="visible")
    page.click("#summary-replay")
    page.wait_for_selector("#replay[data-step='0']", state="visible", timeout=ENGINE_TIMEOUT_MS)  # the deal painted
    assert page.get_attribute("#replay-my-seat", "data-seat") == "1"  # the guest's own seat at the bottom
    assert replay_steps(page) == replay_steps(host.page)
    page.click("#replay-close")

    # the guest's review: its own decisions, weighed as the engine weighs them
    bridge = Bridge()
    bridge.call("read_record", record=record)
    decisions = bridge.call("review_round", source="record", round=1, seats=[1])["decisions"]
    assert decisions, "the guest had no choice to make"
    marks = [
        bridge.call("review_move", source="record", round=1, index=decision["index"])["mark"] for decision in decisions
    ]
    page.click("#summary-review")
    page.wait_for_selector("#review[data-state='done']", state="attached", timeout=REVIEW_TIMEOUT_MS)
    assert [(item["index"], item["seat"], item["mark"]) for item in listed(page)] == [
        (decision["index"], 1, mark) for decision, mark in zip(decisions, marks, strict=True)
    ]
