"""Online play between browser contexts on one machine, through a real Nostr relay on
loopback (tests/e2e/local_relay.py) and WebRTC with host candidates: friends invited by a
link, seats taken, a match played to its end by clicking on every device, and nothing of
another seat's hand ever sent to a guest while the round is on."""

from __future__ import annotations

import time

import pytest
from online import Device, hand_of, host_room, join, line_of, play_one_move, situation, start

VIEW_KEYS = {
    "players", "seats", "rules", "you", "teams", "round", "opener", "turn", "phase", "hand", "hand_counts",
    "sleeping", "boneyard", "line", "ends", "legal", "can_pass", "can_draw", "scores", "target", "lot",
    "history", "result", "match_result",
}  # fmt: skip


@pytest.fixture
def devices(browser, online_url):
    made: list[Device] = []

    def make(**options) -> Device:
        device = Device(browser, online_url, **options)
        made.append(device)
        return device

    yield make
    for device in made:
        errors = device.errors
        device.close()
        assert errors == [], errors


def play_to_the_end(players: list[Device], timeout_s: float = 240) -> None:
    """Every device clicks its moves and says Ready after each round, until the match is over."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        states = [situation(device.page) for device in players]
        if all(state == "over" for state in states):
            return
        for device, state in zip(players, states, strict=True):
            if state == "turn":
                play_one_move(device.page)
            elif state == "summary" and device.page.is_enabled("#summary-next"):
                device.page.click("#summary-next")
        time.sleep(0.05)
    raise AssertionError(f"the match did not end: {[situation(d.page) for d in players]}")


def assert_only_own_tiles(guest: Device, seat: int) -> None:
    """No message the guest received holds another seat's tiles while a round is on."""
    states = [message for message in guest.wire() if message["t"] == "state"]
    assert states, "the guest received no view"
    for message in states:
        view = message["view"]
        assert set(view) == VIEW_KEYS
        assert view["you"] == seat
        assert len(view["hand"]) == view["hand_counts"][seat]
        held = {tuple(tile) for tile in view["hand"]}
        assert {tuple(move["tile"]) for move in view["legal"]} <= held
        for event in view["history"]:
            if event["type"] == "draw" and event["seat"] != seat:
                assert "tile" not in event
        if view["phase"] == "play":
            assert view["result"] is None and view["match_result"] is None
    for message in guest.wire():
        if message["t"] != "state":
            assert "hand" not in json_text(message) and "hands" not in json_text(message)


def json_text(message: dict) -> str:
    import json

    return json.dumps(message)


def test_two_friends_play_a_match_to_the_target_each_on_their_own_device(devices):
    host = devices()
    guest = devices()
    host.open()
    link = host_room(host, ["human", "friend"], target=15)
    join(guest, link, "Ana")
    host.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=connected]")
    assert "Ana" in host.page.inner_text("#lobby-seats")
    start(host)
    guest.page.wait_for_selector("#table-screen", state="visible")
    # each sees its own tiles, and the other's only as a count
    assert guest.page.inner_text("#my-seat .seat-name") == "Ana"
    host_hand, guest_hand = hand_of(host.page), hand_of(guest.page)
    assert len(host_hand) == len(guest_hand) == 7 and not set(host_hand) & set(guest_hand)
    play_to_the_end([host, guest])
    assert host.page.inner_text("#summary-match") and guest.page.inner_text("#summary-match")
    assert line_of(host.page) == line_of(guest.page)
    assert_only_own_tiles(guest, 1)
