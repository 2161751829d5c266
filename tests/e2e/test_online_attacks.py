"""Attacks on a room through the real relay and WebRTC, by a page that joined it with the
link (links get forwarded): it poses as the host to another guest and passes on what it
can get from the real host, and it sends the host frames that would make it hold memory.
The room's own checks are unit-tested with every attack in tests/js/attacks.test.js; here
the same defences hold between real browsers."""

from __future__ import annotations

import json
import time

import pytest
from attacker import attacker, cut_host, cuttable
from online import Device, host_room, join, line_of, play_one_move, situation, start
from playwright.sync_api import TimeoutError as PlaywrightTimeout


def wait_until(predicate, timeout_s: float = 30, what: str = "the condition") -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def three_at_the_table(devices, second, third) -> tuple[Device, Device, Device]:
    """A host and two guests (made by `second` and `third`: Vera at seat 1, Mal at seat 2), the match on."""
    host, vera, mal = devices(), devices(second), devices(third)
    host.open()
    link = host_room(host, ["human", "friend", "friend"])
    join(vera, link, "Vera", seat=1)
    join(mal, link, "Mal", seat=2)
    start(host)
    for guest in (vera, mal):
        guest.page.wait_for_selector("#hand .hand-tile")
    return host, vera, mal


def seat_token(device: Device) -> str:
    seats = json.loads(device.page.evaluate("localStorage.getItem('blockdominoes.online.seats')"))
    [entry] = seats.values()
    return entry["token"]


def heard(device: Device, side: str) -> list[str]:
    return device.page.evaluate(f"window.__attacker.{side}()")


def test_a_member_cannot_pass_the_hosts_proof_on_to_take_a_friends_seat(devices):
    host, victim, member = three_at_the_table(devices, cuttable, attacker)
    token = seat_token(victim)

    cut_host(victim)  # the victim's connection to the host drops for a moment ...
    # ... and the member answers first: "I am the host"
    wait_until(
        lambda: (
            member.page.evaluate("window.__attacker.claimHost()") >= 1
            and any('"t":"who"' in text for text in heard(member, "heardFromGuests"))
        ),
        what="the victim's challenge to the member",
    )
    who = next(text for text in heard(member, "heardFromGuests") if '"t":"who"' in text)
    # The member has the host sign the victim's challenge: refused, the proof is the victim's connection's.
    member.page.evaluate("text => window.__attacker.toHost(text)", who)
    wait_until(lambda: any('"bad_proof"' in text for text in heard(member, "heardFromHost")), what="bad_proof")
    # The host's signature on the member's own connection, passed on, proves nothing to the victim.
    iam = next(text for text in heard(member, "heardFromHost") if '"t":"iam"' in text)
    member.page.evaluate("text => window.__attacker.toGuests(text)", iam)

    # The victim gets its seat back from the real host, and the member learned nothing.
    victim.page.wait_for_function("() => !document.getElementById('online-status').textContent", timeout=30_000)
    victim.page.wait_for_selector("#hand .hand-tile")
    from_victim = heard(member, "heardFromGuests")
    assert not any(token in text for text in from_victim), "the seat token reached the member"
    assert not any('"t":"hello"' in text or '"t":"act"' in text for text in from_victim)
    assert "Vera" in host.page.inner_text("#opponents") and "Mal" in host.page.inner_text("#opponents")
    # and the match goes on for the victim at its own seat
    before = len(line_of(victim.page))
    deadline = time.monotonic() + 60
    while len(line_of(victim.page)) < before + 2 and situation(victim.page) != "summary":
        assert time.monotonic() < deadline, "the match did not go on"
        for device in (host, victim, member):
            if situation(device.page) == "turn":
                play_one_move(device.page)
        time.sleep(0.05)


@pytest.mark.parametrize("kind", ["wrong_room", "endless"])
def test_frames_no_room_of_ours_sends_cost_the_host_no_memory(devices, kind):
    """300 frames of 16 KB under another room's token, or 300 chunks of a message that never
    ends: trystero alone would keep them all (about 5 MB); the host's guard keeps none and
    lets that connection go."""
    host, vera, mal = three_at_the_table(devices, Device, attacker)
    cdp = host.context.new_cdp_session(host.page)

    def heap() -> int:
        """The page's JavaScript heap and the ArrayBuffers' backing stores (where frames would be kept)."""
        for _ in range(3):
            cdp.send("HeapProfiler.collectGarbage")
        usage = cdp.send("Runtime.getHeapUsage")
        return usage["usedSize"] + usage["backingStorageSize"]

    before = heap()
    sent = mal.page.evaluate("kind => window.__attacker.flood(300, 16000, kind)", kind)
    assert sent > 0
    # the host has let the sender go: its connection is closed, nothing more can arrive on it
    wait_until(lambda: not mal.page.evaluate("window.__attacker.hostOpen()"), what="the host to let the sender go")
    # What is kept, not what is passing through: the least of three readings a second
    # apart (a view or a heartbeat in flight is gone by the next; frames kept stay).
    readings = []
    for _ in range(3):
        readings.append(heap() - before)
        time.sleep(1)
    grown = min(readings)
    assert grown < 1_000_000, f"the host's heap grew by {grown} bytes"
    # the room goes on for everyone else
    line = len(line_of(vera.page))
    deadline = time.monotonic() + 60
    while len(line_of(vera.page)) < line + 1 and situation(vera.page) != "summary":
        assert time.monotonic() < deadline, "the match did not go on"
        # the sender's page may come back (a guest rejoins by itself): then it plays its seat
        for device in (host, vera, mal):
            if situation(device.page) == "turn":
                play_one_move(device.page)
        if host.page.is_visible("#online-away button"):
            try:  # the sender's seat: a computer plays it
                host.page.click("#online-away button", timeout=3_000)
            except PlaywrightTimeout:
                pass  # redrawn or gone between the look and the click: looked at again next time round
        time.sleep(0.05)
