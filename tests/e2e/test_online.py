"""Online play between browser contexts on one machine, through a real Nostr relay on
loopback (tests/e2e/local_relay.py) and WebRTC with host candidates: friends invited by a
link, seats taken, a match played to its end by clicking on every device, and nothing of
another seat's hand ever sent to a guest while the round is on."""

from __future__ import annotations

import json
import time

import pytest
from online import Device, hand_of, host_room, join, line_of, play_one_move, situation, start

VIEW_KEYS = {
    "players",
    "seats",
    "rules",
    "you",
    "teams",
    "round",
    "opener",
    "turn",
    "phase",
    "hand",
    "hand_counts",
    "sleeping",
    "boneyard",
    "line",
    "ends",
    "legal",
    "can_pass",
    "can_draw",
    "scores",
    "target",
    "lot",
    "history",
    "result",
    "match_result",
    "lead",
    "sheet_from",
    "taken_back",
    "can_undo",
}  # fmt: skip  (the score sheet travels in "sheet" messages of its own)


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
    sheets = [message for message in guest.wire() if message["t"] == "sheet"]
    assert sheets or all(message["view"]["round"] == 1 for message in states)
    for message in guest.wire():
        if message["t"] != "state":
            assert "hand" not in json_text(message) and "hands" not in json_text(message)


def json_text(message: dict) -> str:
    return json.dumps(message)


def test_two_friends_play_a_match_to_the_target_each_on_their_own_device(devices):
    host = devices()
    guest = devices()
    host.open()
    quiet_from = len(host.console)  # what the engine's start says is not online play's
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
    # the score sheet on both devices; no Rematch online (issue 14)
    assert host.page.locator("#score-sheet tbody tr[data-round]").count() >= 1
    assert guest.page.locator("#score-sheet tbody tr[data-round]").count() >= 1
    assert host.page.is_hidden("#summary-rematch") and guest.page.is_hidden("#summary-rematch")
    # and no take-back online, at the table or in the summary
    for page in (host.page, guest.page):
        assert page.is_hidden("#summary-undo") and page.is_hidden("#undo-button")
    assert line_of(host.page) == line_of(guest.page)
    assert_only_own_tiles(guest, 1)
    # a normal match says nothing in either console
    assert host.console[quiet_from:] == [] and guest.console == [], (host.console[quiet_from:], guest.console)
    # one view per change: the guest never received the same view twice in a row
    views = [json.dumps(m["view"], sort_keys=True) + json.dumps(m["ready"]) for m in guest.wire() if m["t"] == "state"]
    assert all(a != b for a, b in zip(views, views[1:], strict=False))


def test_a_friend_named_like_the_host_counts_in_a_statistics_row_of_its_own(devices):
    """The host's statistics keep a friend on their own device apart from a person at the
    host's device of the same name (stats-keys.js: here: and friend: rows)."""
    host, guest = devices(), devices()
    host.open()
    host.page.fill("input[name=seat-0-name]", "Ana")
    link = host_room(host, ["human", "friend"], target=15)
    join(guest, link, "Ana")
    start(host)
    guest.page.wait_for_selector("#hand .hand-tile")
    play_until([host, guest], lambda: host.page.is_visible("#summary"))
    rows = json.loads(host.page.evaluate("localStorage.getItem('blockdominoes.stats')"))
    assert sorted(rows) == ["friend:Ana", "here:Ana"]
    assert rows["friend:Ana"]["rounds"] == rows["here:Ana"]["rounds"] == 1
    host.page.click("#summary-hide")
    host.page.click("#stats-button")
    labels = host.page.locator("#stats-body tr th").all_inner_texts()
    assert sorted(labels) == ["Ana", "Ana (online)"]


def play_until(players: list[Device], done, timeout_s: float = 120) -> None:
    """Every device clicks its moves until `done()` holds (or a round ends)."""
    deadline = time.monotonic() + timeout_s
    while not done():
        assert time.monotonic() < deadline, "timed out"
        for device in players:
            state = situation(device.page)
            if state == "turn":
                play_one_move(device.page)
            elif state == "cover":
                device.page.click("#cover-button")
        time.sleep(0.05)


def two_at_the_table(devices, **options) -> tuple[Device, Device]:
    """A host and a guest (Ana) at a classic 2-player match, started."""
    host, guest = devices(**options), devices(**options)
    host.open()
    link = host_room(host, ["human", "friend"])
    join(guest, link, "Ana")
    start(host)
    guest.page.wait_for_selector("#hand .hand-tile")
    return host, guest


def table_of(device: Device) -> dict:
    page = device.page
    page.wait_for_selector("#hand .hand-tile")
    return {"hand": hand_of(page), "line": line_of(page), "round": page.inner_text("#round-label")}


def test_a_partnership_round_with_two_guests_the_host_and_a_bot(devices):
    host, ana, ben = devices(), devices(), devices()
    host.open()
    link = host_room(host, ["human", "friend", "medium", "friend"], preset="partnership")
    join(ana, link, "Ana", seat=1)
    join(ben, link, "Ben", seat=3)
    start(host)
    for guest in (ana, ben):
        guest.page.wait_for_selector("#hand .hand-tile")
    hands = [set(hand_of(device.page)) for device in (host, ana, ben)]
    assert all(len(hand) == 7 for hand in hands) and not (
        hands[0] & hands[1] or hands[0] & hands[2] or hands[1] & hands[2]
    )
    # the partner (seat 2, a bot here) sits opposite each guest's own partner: Ana's is Ben
    assert "Ben" in ana.page.inner_text(".seat-chip:has(.seat-partner)")
    players = [host, ana, ben]
    play_until(players, lambda: all(situation(d.page) == "summary" for d in players))
    assert line_of(host.page) == line_of(ana.page) == line_of(ben.page)
    # the next round waits for everyone's "Ready"
    assert ana.page.inner_text("#summary-next") == "Ready"
    ana.page.click("#summary-next")
    ana.page.wait_for_selector("#summary-next[disabled]")
    # a reload does not ask her again: the host still counts her ready, and her page says so
    ana.page.reload()
    ana.page.wait_for_selector("#summary-next[disabled]")
    host.page.click("#summary-next")
    host.page.wait_for_function("() => document.getElementById('summary-waiting').textContent.includes('Ben')")
    assert situation(host.page) == "summary"  # Ben has not said so yet
    ben.page.click("#summary-next")
    for device in players:
        device.page.wait_for_selector("#summary", state="hidden")
    assert_only_own_tiles(ana, 1)
    assert_only_own_tiles(ben, 3)


def test_a_guest_that_reloads_takes_its_seat_back_and_sees_the_same_table(devices):
    host, guest = two_at_the_table(devices)
    play_until([host, guest], lambda: len(line_of(guest.page)) >= 3)
    before = table_of(guest)
    guest.page.reload()
    guest.page.wait_for_selector("#table-screen", state="visible")
    assert table_of(guest) == before
    host.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=connected]", state="attached")
    # and the match goes on from there
    play_until(
        [host, guest], lambda: len(line_of(guest.page)) >= len(before["line"]) + 2 or situation(guest.page) == "summary"
    )


def test_a_host_that_reloads_resumes_and_the_guest_comes_back_by_itself(devices):
    host, guest = two_at_the_table(devices)
    play_until([host, guest], lambda: len(line_of(host.page)) >= 3)
    host_before, guest_before = table_of(host), table_of(guest)
    host.page.reload()
    host.page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
    host.page.click("#continue-button")
    host.page.wait_for_selector("#table-screen", state="visible")
    assert table_of(host) == host_before
    guest.page.wait_for_function("() => !document.getElementById('online-status').textContent")  # reconnected
    assert table_of(guest) == guest_before
    play_until(
        [host, guest],
        lambda: len(line_of(guest.page)) >= len(guest_before["line"]) + 2 or situation(guest.page) == "summary",
    )


def host_errors(guest: Device) -> list[str]:
    return [message["code"] for message in guest.wire() if message["t"] == "error"]


def next_request_number(guest: Device) -> int:
    """The number the guest's next request would have: one more than the last the host answered."""
    numbers = [m["n"] for m in guest.wire() if m["t"] in ("ack", "error") and m.get("n") is not None]
    return max(numbers, default=0) + 1


def test_forged_and_out_of_turn_messages_change_nothing_and_get_an_error(devices):
    host, guest = two_at_the_table(devices)
    # wait for the host's turn, so that the guest's own requests are out of turn
    play_until([guest], lambda: situation(host.page) == "turn")
    before = table_of(host), table_of(guest)
    n = next_request_number(guest)
    forged = [
        json.dumps({"v": 2, "t": "act", "n": n, "cmd": "play", "tile": [0, 0], "seat": 0}),  # naming the host's seat
        json.dumps({"v": 2, "t": "act", "n": n, "cmd": "new_match"}),  # not a guest's command
        "not json at all",
        '{"v":{"toString":0}}',  # what once stopped the room
        '{"v":2,"t":"act","n":9007199254740991,"cmd":"pass"}',  # a number far past the last
        json.dumps({"v": 2, "t": "act", "n": n, "cmd": "pass"}),  # well formed, but out of turn
    ]
    for text in forged:
        guest.forge(text)
    guest.page.wait_for_function(
        '() => window.__wire.filter(t => t.includes(\'"t":"error"\')).length >= 6', timeout=10_000
    )
    codes = host_errors(guest)
    assert codes == ["bad_message", "bad_message", "bad_message", "bad_version", "bad_number", "not_your_turn"]
    assert (table_of(host), table_of(guest)) == before
    assert situation(host.page) == "turn"
    # and the room goes on: the guest's own next move is taken
    play_until(
        [host, guest],
        lambda: len(line_of(guest.page)) >= len(before[1]["line"]) + 2 or situation(guest.page) == "summary",
    )


def test_an_oversized_message_costs_its_sender_the_connection_and_nothing_else(devices):
    host, guest = two_at_the_table(devices)
    before = table_of(host)
    # more than one frame: the host's guard closes that connection before any of it is kept
    guest.forge('{"v":2,"t":"act","n":1,"cmd":"play","tile":[0,' + "0" * 20000 + "]}")
    host.page.wait_for_selector("#online-away button")  # the seat waits for its friend
    assert table_of(host) == before
    # the guest's page finds the host again by itself and takes its seat back
    host.page.wait_for_selector("#online-away button", state="detached", timeout=30_000)
    play_until(
        [host, guest], lambda: len(line_of(guest.page)) >= len(before["line"]) + 2 or situation(guest.page) == "summary"
    )


def test_a_second_device_cannot_take_a_taken_seat(devices):
    host, ana, eve = devices(), devices(), devices()
    host.open()
    link = host_room(host, ["human", "friend"])
    join(ana, link, "Ana")
    eve.open(link, wait_engine=False)
    eve.page.wait_for_selector("#lobby-join", state="visible")
    eve.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=connected]")
    assert not eve.page.query_selector("#lobby-seats .lobby-seat[data-state=free]")
    eve.page.fill("#lobby-name", "Eve")
    eve.page.click("#lobby-join-button")
    eve.page.wait_for_selector("#lobby-error:not([hidden])")
    assert "taken" in eve.page.inner_text("#lobby-error")
    start(host)
    ana.page.wait_for_selector("#hand .hand-tile")
    assert eve.page.is_visible("#lobby-screen")  # Eve never got a table


def test_the_host_can_let_a_bot_play_for_a_friend_who_has_gone(devices):
    host, guest = two_at_the_table(devices)
    guest.close()
    host.page.wait_for_selector("#online-away button")
    assert "Ana" in host.page.inner_text("#online-status")
    host.page.click("#online-away button")
    # the bot plays Ana's turns now: the host alone plays the round to its end
    play_until([host], lambda: situation(host.page) == "summary")


def test_invitation_and_reply_codes_connect_two_devices_with_no_relay_at_all(browser, codes_url):
    """The site built with no relay and no STUN: the codes pasted between the devices are
    the whole signalling (WebRTC over the machine's own address)."""
    host, guest = Device(browser, codes_url), Device(browser, codes_url)
    try:
        host.open()
        host_room(host, ["human", "friend"], codes=True)
        assert host.page.get_attribute("#lobby-codes", "open") is not None  # the only way: open already
        host.page.click("#lobby-code-make")
        host.page.wait_for_function("() => document.getElementById('lobby-code-out').value.startsWith('BD2.')")
        invitation = host.page.input_value("#lobby-code-out")
        guest.open(wait_engine=False)
        guest.page.click("#join-code-button")
        guest.page.wait_for_selector("#lobby-code-in", state="visible")
        # a damaged code is refused with a reason, and nothing else happens
        guest.page.fill("#lobby-code-in", invitation[:40])
        guest.page.click("#lobby-code-connect")
        guest.page.wait_for_function(
            "() => document.getElementById('lobby-code-status').textContent.includes('damaged')"
        )
        assert guest.page.is_hidden("#lobby-code-out")
        guest.page.fill("#lobby-code-in", invitation)
        guest.page.click("#lobby-code-connect")
        guest.page.wait_for_function("() => document.getElementById('lobby-code-out').value.startsWith('BD2.')")
        assert host.page.is_visible("#lobby-code-copy") and guest.page.is_visible("#lobby-code-copy")
        host.page.fill("#lobby-code-in", guest.page.input_value("#lobby-code-out"))
        host.page.click("#lobby-code-connect")
        guest.page.wait_for_selector("#lobby-join", state="visible")
        # the host's line follows the connection: no "Connecting…" left once the friend is there
        host.page.wait_for_function(
            "() => document.getElementById('lobby-code-status').textContent.startsWith('Connected')"
        )
        guest.page.fill("#lobby-name", "Ana")
        guest.page.click("#lobby-join-button")
        start(host)
        guest.page.wait_for_selector("#hand .hand-tile")
        play_until([host, guest], lambda: len(line_of(guest.page)) >= 4 or situation(guest.page) == "summary")
        assert line_of(host.page) == line_of(guest.page)
        assert host.errors == [] and guest.errors == []
    finally:
        host.close()
        guest.close()


@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
def test_the_lobby_has_no_axe_violations(devices, lang):
    from localized import LANGUAGES, assert_no_axe_violations

    host, guest = devices(locale=LANGUAGES[lang]), devices(locale=LANGUAGES[lang])
    host.open()
    link = host_room(host, ["human", "friend", "easy"])
    host.page.click("#lobby-qr-button")
    host.page.wait_for_selector("#lobby-qr", state="visible")
    host.page.click("#lobby-codes summary")
    assert_no_axe_violations(host.page, f"{lang}: the host's lobby")
    guest.open(link, wait_engine=False)
    guest.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=free]")
    assert_no_axe_violations(guest.page, f"{lang}: a guest's lobby")
    assert guest.page.get_attribute("html", "lang") == lang
    guest.page.fill("#lobby-name", "Ana")
    guest.page.click("#lobby-join-button")
    start(host)
    guest.page.wait_for_selector("#hand .hand-tile")
    assert_no_axe_violations(guest.page, f"{lang}: a guest's table")


def test_joining_and_playing_by_keyboard_alone(devices):
    host, guest = devices(), devices()
    host.open()
    link = host_room(host, ["human", "friend"])
    guest.open(link, wait_engine=False)
    page = guest.page
    page.wait_for_selector("#lobby-seats .lobby-seat[data-state=free]")
    assert page.evaluate("document.activeElement.id") == "lobby-name"  # the name field has the focus
    page.keyboard.type("Ana")
    page.keyboard.press("Enter")
    page.wait_for_selector("#lobby-join", state="hidden")
    host.page.focus("#lobby-start")
    host.page.wait_for_selector("#lobby-start:not([disabled])")
    host.page.keyboard.press("Enter")
    page.wait_for_selector("#hand .hand-tile")
    # the guest plays three of its own moves by keyboard alone; each must reach the line
    moves = 0
    deadline = time.monotonic() + 120
    while moves < 3 and situation(page) != "summary":
        assert time.monotonic() < deadline, "timed out"
        if situation(page) != "turn":
            if situation(host.page) == "turn":
                play_one_move(host.page)
            time.sleep(0.05)
            continue
        line = len(line_of(page))
        drew = page.locator("#hand .hand-tile").count()
        if page.is_visible("#pass-button") or page.is_visible("#draw-button"):
            page.keyboard.press("p" if page.is_visible("#pass-button") else "d")
        else:
            playable = page.eval_on_selector("#hand .hand-tile.is-playable", "t => t.dataset.tile")
            for _ in range(10):
                if page.evaluate("document.activeElement.dataset?.tile") == playable:
                    break
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")  # one place: played at once; a choice: the focus goes to its places
            if page.evaluate("document.activeElement.classList.contains('marker')"):
                page.keyboard.press("Enter")  # and plays it at the first
        # the move is done when the table says so: a tile more on the line, a tile more in the
        # hand, or (a pass) the turn gone to the host
        page.wait_for_function(
            """([line, drew]) => document.querySelectorAll('#board .line-tile').length > line
                || document.querySelectorAll('#hand .hand-tile').length > drew
                || !document.querySelector('#my-seat.is-turn')""",
            arg=[line, drew],
        )
        moves += 1
    assert moves >= 1
    assert line_of(page) == line_of(host.page)


def test_the_host_puts_a_computer_in_a_seat_nobody_took_and_starts(devices):
    host, ana = devices(), devices()
    host.open()
    link = host_room(host, ["human", "friend", "friend"])
    join(ana, link, "Ana", seat=1)
    host.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=connected]")
    assert host.page.is_disabled("#lobby-start")  # seat 3 is still free
    host.page.click("#lobby-seats .lobby-seat[data-seat='2'] button")
    host.page.wait_for_selector("#lobby-seats .lobby-seat[data-seat='2'][data-state=bot]")
    ana.page.wait_for_selector("#lobby-seats .lobby-seat[data-seat='2'][data-state=bot]")  # every lobby shows it
    start(host)
    ana.page.wait_for_selector("#hand .hand-tile")
    chips = ana.page.inner_text("#opponents")
    assert "Computer" in chips
    play_until([host, ana], lambda: len(line_of(ana.page)) >= 4 or situation(ana.page) == "summary")


def test_people_at_the_host_device_pass_it_between_them_while_a_friend_plays_online(devices):
    host, ana = devices(), devices()
    host.open()
    link = host_room(host, ["human", "friend", "human"])
    join(ana, link, "Ana")
    start(host)
    ana.page.wait_for_selector("#hand .hand-tile")
    covers = []
    deadline = time.monotonic() + 120
    while len(covers) < 2 and situation(ana.page) != "summary":
        assert time.monotonic() < deadline, "timed out"
        state = situation(host.page)
        if state == "cover":
            covers.append(host.page.inner_text("#cover-title"))
            host.page.click("#cover-button")
        elif state == "turn":
            play_one_move(host.page)
        if situation(ana.page) == "turn":
            play_one_move(ana.page)
        time.sleep(0.05)
    # the device went from one of its people to the other, each time behind a cover
    assert covers and all("Player" in title for title in covers), covers
    assert line_of(host.page) == line_of(ana.page)


def test_a_device_that_opens_the_link_after_the_start_is_told_so_and_offered_a_game_of_its_own(devices):
    host, ana = two_at_the_table(devices)
    eve = devices()
    eve.open(host.page.evaluate("() => document.getElementById('lobby-link').value"), wait_engine=False)
    eve.page.wait_for_selector("#lobby-own-game", state="visible")
    assert "already started" in eve.page.inner_text("#lobby-status")
    assert eve.page.is_hidden("#lobby-join")
    eve.page.click("#lobby-own-game")
    eve.page.wait_for_selector("#setup-screen", state="visible")
    assert table_of(ana)  # the match goes on for the others


def test_new_match_online_is_asked_first_and_the_host_is_told(devices):
    host, guest = two_at_the_table(devices)
    guest.page.click("#new-match-button")
    guest.page.wait_for_selector("#leave-online", state="visible")
    assert "host is told" in guest.page.inner_text("#leave-online-ask")
    assert guest.page.evaluate("document.activeElement.id") == "leave-online-no"
    guest.page.keyboard.press("Escape")  # no: the table stays
    guest.page.wait_for_selector("#leave-online", state="hidden")
    assert guest.page.is_visible("#table-screen")
    guest.page.click("#new-match-button")
    guest.page.click("#leave-online-yes")
    guest.page.wait_for_selector("#setup-screen", state="visible")
    host.page.wait_for_function("() => document.getElementById('online-status').textContent.includes('Ana')")
    assert any(
        "Ana has left the table" in line
        for line in host.page.eval_on_selector_all("#move-log li", "l => l.map(e => e.textContent)")
    )
    host.page.wait_for_selector("#online-away button[data-seat='1']")
    # the host's own New match ends it for everyone, also asked first
    host.page.click("#new-match-button")
    assert "for everyone" in host.page.inner_text("#leave-online-ask")
    host.page.click("#leave-online-yes")
    host.page.wait_for_selector("#setup-screen", state="visible")


def test_a_phrase_shows_by_its_senders_seat_for_a_few_seconds(devices):
    host, guest = two_at_the_table(devices)
    guest.page.click("#online-phrases button[data-phrase='nice']")
    bubble = host.page.locator(".seat-chip[data-seat='1'] .said-bubble")
    bubble.wait_for()
    assert bubble.inner_text() == "Nice!"
    assert "Ana: Nice!" in host.page.inner_text("#move-log")
    box, chip = bubble.bounding_box(), host.page.locator(".seat-chip[data-seat='1']").bounding_box()
    assert box and chip and abs((box["x"] + box["width"] / 2) - (chip["x"] + chip["width"] / 2)) < 2  # by that seat
    guest.page.locator("#my-seat .said-bubble").wait_for()  # the sender sees it by its own seat too
    bubble.wait_for(state="detached", timeout=8_000)


def test_a_friend_who_leaves_during_the_summary_is_replaced_from_the_summary_itself(devices):
    host, guest = two_at_the_table(devices)
    play_until(
        [host, guest],
        lambda: situation(host.page) in ("summary", "over") and situation(guest.page) in ("summary", "over"),
    )
    if situation(host.page) == "over":
        pytest.fail("the first round ended the match: no summary to test")
    guest.close()
    button = host.page.locator("#summary-stand-ins button[data-seat='1']")
    button.wait_for(timeout=5_000)  # a closed tab is noticed at once
    assert "Ana" in button.inner_text()
    button.click()
    host.page.click("#summary-next")
    host.page.wait_for_selector("#summary", state="hidden")  # the next round, a computer in Ana's seat


@pytest.mark.parametrize("size", [(360, 640), (1440, 900)])
def test_the_lobby_reads_well_on_a_phone_and_a_desktop(devices, size):
    host, guest = devices(viewport=size), devices(viewport=size)
    host.open()
    link = host_room(host, ["human", "friend", "easy"])
    guest.open(link, wait_engine=False)
    guest.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=free]")
    guest.page.fill("#lobby-name", "Konstantinopolitańczyk")
    guest.page.click("#lobby-join-button")
    host.page.wait_for_selector("#lobby-seats .lobby-seat[data-state=connected]")
    for page in (host.page, guest.page):
        problems = page.evaluate(LAYOUT_CHECK)
        assert problems == [], problems


# Geometry as a person sees it: nothing wider than the screen, each seat's name and state side
# by side or one under the other but never on top of each other, every button whole on screen.
LAYOUT_CHECK = """() => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) problems.push('the page scrolls sideways');
  for (const seat of document.querySelectorAll('#lobby-seats .lobby-seat')) {
    const name = seat.querySelector('.lobby-seat-name').getBoundingClientRect();
    const state = seat.querySelector('.lobby-seat-state').getBoundingClientRect();
    const apart = name.right <= state.left + 1 || state.top >= name.bottom - 1;
    if (!apart) problems.push(`seat ${seat.dataset.seat}: name and state overlap`);
    if (state.width < 10 || name.width < 10) problems.push(`seat ${seat.dataset.seat}: squeezed`);
  }
  for (const button of document.querySelectorAll('#lobby-screen button')) {
    const box = button.getBoundingClientRect();
    if (!box.width) continue; // hidden
    if (box.left < -1 || box.right > width + 1) problems.push(`${button.id || button.textContent} leaves the screen`);
    if (button.scrollWidth > button.clientWidth + 1) problems.push(`${button.id || button.textContent} cuts its text`);
  }
  return problems;
}"""


def test_a_host_that_reloads_sees_at_once_who_has_not_come_back_and_can_let_a_computer_play(devices):
    host, guest = two_at_the_table(devices, viewport=(360, 640))
    guest.close()  # Ana's phone is gone
    host.page.reload()
    host.page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
    host.page.click("#continue-button")
    button = host.page.locator("#online-away button[data-seat='1']")
    button.wait_for(timeout=5_000)  # shown at once, not when someone comes or goes
    assert "Ana" in host.page.inner_text("#online-status")
    box = button.bounding_box()
    assert box and 0 <= box["y"] and box["y"] + box["height"] <= 640, box  # in sight on a phone, not below the fold
    button.click()
    play_until([host], lambda: situation(host.page) in ("summary", "over"))


def test_a_host_without_network_is_told_friends_can_join_only_with_codes(devices):
    host = devices()
    host.open()
    host_room(host, ["human", "friend"])
    host.context.set_offline(True)
    host.page.wait_for_function("() => document.getElementById('lobby-status').textContent.includes('offline')")
    host.context.set_offline(False)
    host.page.wait_for_function("() => !document.getElementById('lobby-status').textContent.includes('offline')")
