"""Soak tests of online play, as friends on phones would treat it: a whole match played by
clicking while a scripted chaos reloads the guests at random moments (in the lobby, during
play and during the round summary), closes and reopens their tabs, takes their network
away for two seconds, reloads the host, and loses one friend for good. The match must always end, every device's final table must
agree, and every time a device comes back is measured: each within REJOIN_S.

Through the real relay and WebRTC (tests/e2e/local_relay.py), and, smaller, on the codes
path with no relay at all. Marked `slow`: `pytest -m "not slow"` runs the rest."""

from __future__ import annotations

import json
import random
import time

import pytest
from attacker import cut_host, cuttable
from online import Device, host_room, join, line_of, play_one_move, situation, start
from playwright.sync_api import TimeoutError as PlaywrightTimeout

REJOIN_S = 10.0

pytestmark = pytest.mark.slow

BACK_AT_TABLE = """() => !document.getElementById('table-screen').hidden
    && !document.getElementById('online-status').textContent"""
SEATED_IN_LOBBY = """() => !document.getElementById('lobby-screen').hidden
    && document.getElementById('lobby-join').hidden
    && document.querySelectorAll('#lobby-seats .lobby-seat').length > 0"""


class Chaos:
    """The devices of one match and the record of every return."""

    def __init__(self, host: Device, guests: dict[str, Device], link: str, artifacts, name: str):
        self.host, self.guests, self.link = host, guests, link
        self.rejoins: list[dict] = []
        self.artifacts, self.name = artifacts, name

    def players(self) -> list[Device]:
        return [self.host, *self.guests.values()]

    def measure(self, who: str, where: str, start: float, device: Device, ready: str) -> None:
        try:
            device.page.wait_for_function(ready, timeout=60_000)
        except PlaywrightTimeout:
            shown = device.page.evaluate(
                "() => [document.getElementById('table-screen').hidden, document.getElementById('online-status').textContent,"
                " document.getElementById('lobby-status').textContent]"
            )
            raise AssertionError(f"{who} did not come back ({where}): table hidden, status, lobby: {shown}") from None
        seconds = round(time.monotonic() - start, 2)
        self.rejoins.append({"who": who, "where": where, "seconds": seconds})

    def guest_comes_back(self, who: str, how: str) -> None:
        """Reload a guest's page or close its tab and open the link again; measure its return."""
        device = self.guests[who]
        where = "summary" if situation(device.page) in ("summary", "over") else "table"
        start = time.monotonic()
        if how == "reload":
            device.page.reload()
        elif how == "network":
            # the phone loses its network for two seconds: the connection to the host and the relay go
            device.context.set_offline(True)
            cut_host(device)
            device.page.wait_for_function("() => Boolean(document.getElementById('online-status').textContent)")
            time.sleep(2)  # the network is gone for this long (the chaos, not a wait for the page)
            device.context.set_offline(False)
            start = time.monotonic()
        else:
            device.reopen(self.link)
        self.measure(who, f"{how} at the {where}", start, device, BACK_AT_TABLE)

    def host_comes_back(self) -> None:
        """Reload the host and press Continue; measure until every friend is back."""
        page = self.host.page
        page.reload()
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
        page.click("#continue-button")
        start = time.monotonic()
        page.wait_for_selector("#table-screen", state="visible")
        for who, device in self.guests.items():
            self.measure(who, "host reloaded", start, device, BACK_AT_TABLE)
        page.wait_for_selector("#online-away button", state="detached", timeout=30_000)

    def step(self) -> None:
        """Every device does what its screen asks: a move on its turn, Ready in a summary."""
        for device in self.players():
            if device.page.is_visible("#summary-show"):
                try:  # a summary hidden to reach the table: back
                    device.page.click("#summary-show", timeout=3_000)
                except PlaywrightTimeout:
                    pass  # the summary came back or the next round began between the look and the click
            state = situation(device.page)
            if state == "turn":
                play_one_move(device.page)
            elif state == "summary" and device.page.is_enabled("#summary-next"):
                try:
                    device.page.click("#summary-next", timeout=5_000)
                except PlaywrightTimeout:
                    # The next round began between the look and the click: the host already
                    # counted this player ready (said before a reload). Anything else is a fault.
                    assert situation(device.page) != "summary", "a summary whose Ready cannot be pressed"

    def play_moves(self, moves: int, timeout_s: float = 60) -> None:
        """Play until `moves` more tiles are on the host's line (or a round's summary shows)."""
        target = len(line_of(self.host.page)) + moves
        deadline = time.monotonic() + timeout_s
        while len(line_of(self.host.page)) < target and situation(self.host.page) not in ("summary", "over"):
            assert time.monotonic() < deadline, "no moves were made"
            self.step()
            time.sleep(0.05)

    def over(self) -> bool:
        return all(situation(device.page) == "over" for device in self.players())

    def report(self) -> None:
        (self.artifacts / f"soak-{self.name}.json").write_text(json.dumps(self.rejoins, indent=1))
        times = sorted(r["seconds"] for r in self.rejoins)
        print(f"\n{self.name}: {len(times)} returns, median {times[len(times) // 2]} s, slowest {times[-1]} s")
        slow = [r for r in self.rejoins if r["seconds"] > REJOIN_S]
        assert not slow, f"returns slower than {REJOIN_S} s: {slow}"


def final_tables_agree(devices: list[Device]) -> None:
    for device in devices:
        assert situation(device.page) == "over"
    lines = [line_of(device.page) for device in devices]
    sheets = [device.page.inner_text("#score-sheet tbody") for device in devices]
    assert all(line == lines[0] for line in lines), lines
    assert all(sheet == sheets[0] for sheet in sheets), sheets


def test_a_four_player_match_survives_reloads_closed_tabs_host_reloads_and_a_friend_who_leaves(
    browser, online_url, artifacts
):
    rng = random.Random(2026)
    host, ana, ben = Device(browser, online_url), cuttable(browser, online_url), cuttable(browser, online_url)
    devices = [host, ana, ben]
    try:
        host.open()
        link = host_room(host, ["human", "friend", "friend", "medium"], target=300)
        chaos = Chaos(host, {"Ana": ana, "Ben": ben}, link, artifacts, "relay")
        # the lobby: a reload, and a tab closed and opened again
        join(ana, link, "Ana", seat=1)
        start_at = time.monotonic()
        ana.page.reload()
        chaos.measure("Ana", "reload in the lobby", start_at, ana, SEATED_IN_LOBBY)
        join(ben, link, "Ben", seat=2)
        start_at = time.monotonic()
        ben.reopen(link)
        chaos.measure("Ben", "tab reopened in the lobby", start_at, ben, SEATED_IN_LOBBY)
        start(host)
        for device in (ana, ben):
            device.page.wait_for_selector("#hand .hand-tile")

        # the match, with the chaos: 20 guest returns (some in a summary), 3 host reloads,
        # and Ben gone for good after the 14th
        events = [("guest", "summary" if i % 4 == 3 else "table") for i in range(20)]
        for at in (5, 11, 17):
            events.insert(at, ("host", "table"))
        moves_until_next = rng.randint(1, 2)
        deadline = time.monotonic() + 600
        guest_events = 0
        while not chaos.over():
            assert time.monotonic() < deadline, f"the match did not end: {[situation(d.page) for d in chaos.players()]}"
            in_summary = situation(host.page) in ("summary", "over")
            if events and (moves_until_next <= 0 or (events[0][1] == "summary" and in_summary)):
                kind, when = events[0]
                if when == "table" or in_summary:
                    events.pop(0)
                    if kind == "host":
                        chaos.host_comes_back()
                    else:
                        who = rng.choice(sorted(chaos.guests))
                        how = "network" if guest_events % 5 == 4 else "tab" if guest_events % 3 == 2 else "reload"
                        chaos.guest_comes_back(who, how)
                        guest_events += 1
                        if guest_events == 14 and "Ben" in chaos.guests:
                            lose_ben_for_good(chaos, ben)
                    moves_until_next = rng.randint(1, 2)
            before = sum(len(line_of(d.page)) for d in chaos.players())
            chaos.step()
            if sum(len(line_of(d.page)) for d in chaos.players()) != before:
                moves_until_next -= 1
            time.sleep(0.05)
        chaos.report()
        assert not events, f"the match ended with chaos left undone: {events}"
        final_tables_agree(chaos.players())
    finally:
        for device in devices:
            errors = list(device.errors)
            device.close()
            assert errors == [], errors


def lose_ben_for_good(chaos: Chaos, ben: Device) -> None:
    """Ben's phone is gone: the host sees it within 3 s and lets a computer play his seat."""
    del chaos.guests["Ben"]
    start_at = time.monotonic()
    ben.page.close()
    chaos.host.page.wait_for_selector("#online-away button[data-seat='2']", timeout=10_000)
    noticed = round(time.monotonic() - start_at, 2)
    chaos.rejoins.append({"who": "Ben", "where": "tab closed for good, noticed by the host", "seconds": noticed})
    assert noticed <= 3.5, f"the host noticed a closed tab after {noticed} s"
    chaos.host.page.click("#online-away button[data-seat='2']")


def test_a_match_on_the_codes_path_survives_reloads_on_both_sides(browser, codes_url, artifacts):
    """No relay at all: a friend who reloads asks for a new code, the host makes one at the
    table, and the friend is back at its seat; the host's reload likewise."""
    host, ana = Device(browser, codes_url), Device(browser, codes_url)
    try:
        host.open()
        host_room(host, ["human", "friend"], target=30, codes=True)
        pair_by_codes(host, ana, lobby=True)
        ana.page.fill("#lobby-name", "Ana")
        ana.page.click("#lobby-join-button")
        start(host)
        ana.page.wait_for_selector("#hand .hand-tile")
        chaos = Chaos(host, {"Ana": ana}, "", artifacts, "codes")
        for round_trip in range(4):
            chaos.play_moves(3)
            if round_trip == 2:
                # the host reloads: the friend's connection is lost, a new code brings it back
                host.page.reload()
                host.page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
                host.page.click("#continue-button")
                host.page.wait_for_selector("#online-away button")
                ana.page.wait_for_selector("#online-codes", state="visible")
                start_at = pair_by_codes(host, ana, lobby=False)
                chaos.measure("Ana", "host reloaded, new code", start_at, ana, BACK_AT_TABLE)
            else:
                ana.page.reload()
                ana.page.wait_for_selector("#lobby-code-in", state="visible")  # the page asks for a new code
                assert "new invitation code" in ana.page.inner_text("#lobby-status")
                start_at = pair_by_codes(host, ana, lobby=False, guest_in_lobby=True)
                chaos.measure("Ana", "reload, new code", start_at, ana, BACK_AT_TABLE)
        deadline = time.monotonic() + 300
        while not chaos.over():
            assert time.monotonic() < deadline, "the match did not end"
            chaos.step()
            time.sleep(0.05)
        chaos.report()
        final_tables_agree(chaos.players())
    finally:
        for device in (host, ana):
            errors = list(device.errors)
            device.close()
            assert errors == [], errors


def pair_by_codes(host: Device, guest: Device, lobby: bool, guest_in_lobby: bool | None = None) -> float:
    """The host makes an invitation code, the guest answers it, the host pastes the reply.
    `lobby`: the host is in the lobby (else at the table); returns when the reply is pasted."""
    guest_in_lobby = lobby if guest_in_lobby is None else guest_in_lobby
    h = "lobby-code" if lobby else "online-code"
    g = "lobby-code" if guest_in_lobby else "online-code"
    for device, at_table in ((host, not lobby), (guest, not guest_in_lobby)):
        if at_table and device.page.is_visible("#summary"):
            device.page.click("#summary-hide")  # the round's summary hides the table's box for codes
    if not lobby and not host.page.is_visible("#online-code-make"):
        host.page.click("#online-codes summary")
    host.page.click(f"#{h}-make")  # the code shown before goes at once: the new one replaces it
    host.page.wait_for_function(f"() => document.getElementById('{h}-out').value.startsWith('BD2.')")
    invitation = host.page.input_value(f"#{h}-out")
    if lobby:
        guest.open(wait_engine=False)
        guest.page.click("#join-code-button")
    guest.page.fill(f"#{g}-in", invitation)
    guest.page.click(f"#{g}-connect")
    guest.page.wait_for_function(f"() => document.getElementById('{g}-out').value.startsWith('BD2.')")
    host.page.fill(f"#{h}-in", guest.page.input_value(f"#{g}-out"))
    host.page.click(f"#{h}-connect")
    started = time.monotonic()
    if lobby:
        guest.page.wait_for_selector("#lobby-join", state="visible")
    return started
