"""The real page, the real Pyodide engine, played by clicking in Chromium."""

from __future__ import annotations

import re

import pytest
from driver import (
    find_seed,
    match_params,
    open_page,
    play_first_playable,
    play_human_turn,
    play_round,
    set_up,
    start,
    wait_for_decision,
)
from mirror import Mirror, arithmetic_text

VS_BOT = ["human", "medium"]


def summary_text(page, element_id: str) -> str:
    return page.inner_text(f"#{element_id}").strip()


def next_round(page) -> None:
    page.click("#summary-next")
    page.wait_for_selector("#summary", state="hidden")


def check_summary(page, view: dict) -> None:
    """The summary shows the engine's totals and the arithmetic of its points."""
    result = view["result"]
    expected = "Tie for lowest: no points." if result["winner"] is None else arithmetic_text(result)
    assert summary_text(page, "summary-arithmetic") == expected
    # a lone number would only repeat "scores N points": then no sum shows at all
    assert page.is_visible("#summary-arithmetic") == (expected != "")
    totals = page.locator("#summary-hands .summary-total").all_inner_texts()
    assert [int(re.match(r"\d+", text).group()) for text in totals] == result["totals"]
    scores = page.locator("#summary-scores li").all_inner_texts()
    assert [int(re.search(r":\s*(\d+)", text).group(1)) for text in scores] == view["scores"]


def test_full_two_player_match_against_a_bot(page, site_url):
    params_for = lambda seed: match_params(VS_BOT, target=25, seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: stats["rounds"] >= 3)
    open_page(page, site_url, seed)
    set_up(page, VS_BOT, target=25)
    start(page)
    mirror = Mirror(params_for(seed))
    rounds = 0
    while True:
        view = play_round(page, mirror)
        rounds += 1
        check_summary(page, view)
        if view["phase"] == "match_over":
            break
        next_round(page)
        mirror.next_round()
    assert rounds >= 3
    assert page.is_visible("#summary-new")
    assert not page.is_visible("#summary-next")
    winner = view["match_result"]["winner"]
    expected = "You win the match!" if winner == 0 else "Computer 2 wins the match!"
    assert summary_text(page, "summary-match") == expected
    assert max(view["scores"]) >= 25
    page.click("#summary-new")
    assert page.is_visible("#setup-screen")


@pytest.mark.parametrize(
    ("seats", "preset", "teams"),
    [
        # No hard bot here: its wall-clock cap may cut a search short in a busy browser,
        # and the CPython mirror must make the same decisions (the hint test runs it).
        (["human", "easy", "medium", "medium"], "classic", False),
        (["human", "medium", "medium", "medium"], "partnership", True),
    ],
    ids=["four-players", "partnership"],
)
def test_four_seat_round(page, site_url, seats, preset, teams):
    params = match_params(seats, preset, seed=11)
    open_page(page, site_url, 11)
    set_up(page, seats, preset)
    start(page)
    mirror = Mirror(params)
    page.wait_for_selector("#opponents .seat-chip >> nth=2")  # drawn once the engine answered
    assert page.locator("#opponents .seat-chip").count() == 3
    # Only the partner opposite (seat 2) is marked; in partnership nothing sleeps.
    partners = page.locator("#opponents .seat-chip:has(.seat-partner)")
    assert [chip.get_attribute("data-seat") for chip in partners.all()] == (["2"] if teams else [])
    assert page.inner_text("#stock") == ("All 28 tiles dealt" if teams else "8 tiles asleep")
    view = play_round(page, mirror)
    check_summary(page, view)
    assert page.locator("#summary-hands li").count() == 4
    assert page.locator("#summary-scores li").count() == (2 if teams else 4)
    if teams:
        assert "&" in page.inner_text("#summary-scores")
        if view["result"]["winner"] is not None:  # two names, a plural verb
            assert re.search(r" & .+ score \d+ points?", page.inner_text("#summary-outcome"))


def test_draw_game_round_uses_the_boneyard(page, site_url):
    params_for = lambda seed: match_params(VS_BOT, "draw", seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: stats["human_draws"] >= 1)
    open_page(page, site_url, seed)
    set_up(page, VS_BOT, "draw")
    start(page)
    # the table shows before the engine's first answer fills it in
    page.wait_for_function("() => document.getElementById('stock').textContent.includes('Boneyard')")
    mirror = Mirror(params_for(seed))
    view = play_round(page, mirror)  # play_round clicks "Draw a tile" whenever the engine allows it
    check_summary(page, view)


def test_pass_button_only_when_the_player_cannot_play(page, site_url):
    params_for = lambda seed: match_params(VS_BOT, seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: stats["human_passes"] >= 1)
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(params_for(seed))
    passes_seen = 0
    while True:
        if wait_for_decision(page) == "summary":
            break
        view = mirror.run_bots()
        button = page.locator("#pass-button")
        assert button.is_visible() == view["can_pass"]  # play_round checks this too; here we count
        if view["can_pass"]:
            passes_seen += 1
            values = sorted({view["ends"]["left"], view["ends"]["right"]})
            assert button.inner_text() == "Pass: no " + " or ".join(map(str, values))
            assert page.locator(".hand-tile.is-playable").count() == 0
            assert page.inner_text("#status-line") == "Your turn: nothing fits, so you must pass."
        play_human_turn(page, mirror)
    assert passes_seen >= 1


def test_round_summary_arithmetic_of_a_blocked_round(page, site_url):
    params_for = lambda seed: match_params(VS_BOT, seed=seed)  # noqa: E731

    def blocked_with_winner(stats):
        result = stats["results"][0]
        return result["reason"] == "blocked" and result["winner"] is not None and result["terms"]["subtract"]

    seed = find_seed(params_for, blocked_with_winner)
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    view = play_round(page, Mirror(params_for(seed)))
    result = view["result"]
    text = summary_text(page, "summary-arithmetic")
    assert "−" in text and text.endswith(f"= {result['points']}")
    check_summary(page, view)
    assert summary_text(page, "summary-reason") == "Blocked: nobody can play."


def test_illegal_clicks_change_nothing(page, site_url):
    params_for = lambda seed: match_params(VS_BOT, seed=seed)  # noqa: E731

    def has_unplayable_tile(stats):
        return stats["plays_round1"] >= 4

    seed = find_seed(params_for, has_unplayable_tile)
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(params_for(seed))
    clicked_dimmed = False
    for _ in range(4):
        if wait_for_decision(page) != "turn":
            break
        mirror.run_bots()
        before = page.evaluate(
            "() => [document.querySelectorAll('#board .line-tile').length,"
            " document.querySelectorAll('#hand .hand-tile').length]"
        )
        dimmed = page.locator("#hand .hand-tile.is-dimmed")
        if dimmed.count():
            # aria-disabled makes Playwright wait for "enabled"; a person just clicks
            dimmed.first.click(force=True)
            dimmed.first.dblclick(force=True)
            clicked_dimmed = True
            assert "does not fit" in page.inner_text("#status-line")
        page.mouse.click(5, page.locator("#board").bounding_box()["y"] + 5)  # bare felt
        assert page.locator("#board .marker").count() == 0
        after = page.evaluate(
            "() => [document.querySelectorAll('#board .line-tile').length,"
            " document.querySelectorAll('#hand .hand-tile').length]"
        )
        assert after == before
        play_human_turn(page, mirror)  # the engine and the page still agree
    assert clicked_dimmed
    assert mirror.view["line"] is not None


def test_hint_names_a_legal_move(page, site_url):
    open_page(page, site_url, 4)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(match_params(VS_BOT, seed=4))
    assert wait_for_decision(page) == "turn"
    view = mirror.run_bots()
    assert view["phase"] == "play" and view["legal"]
    page.click("#hint-button")
    page.wait_for_function("() => document.getElementById('status-line').textContent.startsWith('Hint')")
    status = page.inner_text("#status-line")
    # The hard bot thinks in the page's Pyodide under a wall-clock cap, so the exact choice
    # may differ from CPython's on a busy machine; it must be one of the legal moves.
    named = [m["tile"] for m in view["legal"] if f"[{m['tile'][0]}|{m['tile'][1]}]" in status]
    assert named, status
    assert page.locator(".hand-tile.is-selected").count() == 1


def test_hot_seat_cover_between_two_humans(page, site_url):
    seats = ["human", "human"]
    open_page(page, site_url, 8)
    set_up(page, seats)
    page.fill("input[name=seat-0-name]", "Ana")
    page.fill("input[name=seat-1-name]", "Ben")
    start(page)
    covers = []
    for _ in range(4):
        where = wait_for_decision(page)
        if where == "cover":
            covers.append(page.inner_text("#cover-title"))
            assert page.locator("#hand .hand-tile").count() == 0  # hands stay hidden under the cover
            page.click("#cover-button")
            continue
        play_first_playable(page)
    assert covers, "no cover screen between the two humans"
    assert all(re.fullmatch(r"Pass the device to (Ana|Ben)", text) for text in covers)


def test_hot_seat_draw_game_each_player_reads_only_their_own_draws(page, site_url):
    """A drawn tile is seen only by its drawer (O4): the log told to the next player hides it."""
    seats = ["human", "human"]
    params_for = lambda seed: match_params(seats, "draw", seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: stats["human_draws"] >= 2)  # in the first round
    open_page(page, site_url, seed)
    set_up(page, seats, "draw")
    page.fill("input[name=seat-0-name]", "Ana")
    page.fill("input[name=seat-1-name]", "Ben")
    start(page)
    mirror = Mirror(params_for(seed))
    names = ["Ana", "Ben"]
    first = True
    draws_told = set()
    while (where := wait_for_decision(page)) != "summary":
        if where == "cover":
            assert page.locator("#hand .hand-tile").count() == 0
            page.click("#cover-button")
            first = False
            continue
        assert not first, "the first player's tiles showed before a cover"
        view = mirror.run_bots()
        at_device = names[view["you"]]
        for drawer, tile in re.findall(r"(Ana|Ben) draws (\[\d\|\d\])", page.inner_text("#move-log")):
            assert drawer == at_device, f"{at_device} reads that {drawer} drew {tile}"
            draws_told.add(drawer)
        play_human_turn(page, mirror)
    assert draws_told, "no drawn tile was ever told to its drawer"


def test_setup_and_language_are_remembered(page, site_url):
    open_page(page, site_url)
    set_up(page, ["human", "hard", "easy"], "draw", speed="fast")
    page.select_option("#lang-select", "pl")
    assert page.inner_text("#setup-title") == "Nowa partia"
    start(page)
    page.reload()
    page.wait_for_selector("body[data-shell=ready]", state="attached")
    assert page.inner_text("#setup-title") == "Nowa partia"
    assert page.is_checked("input[name=preset][value=draw]")
    assert page.is_checked("input[name=players][value='3']")
    assert page.input_value("select[name=seat-1-type]") == "hard"
    page.select_option("#lang-select", "fi")
    assert page.inner_text("#setup-title") == "Uusi ottelu"
    page.select_option("#lang-select", "en")


def test_engine_failure_is_told_in_plain_words(page, site_url):
    page.route(re.compile(r".*/engine/.*blockdominoes-.*\.zip$"), lambda route: route.fulfill(status=404, body="gone"))
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=failed]", state="attached", timeout=120_000)
    assert "could not start" in page.inner_text("#engine-status")
    page.click("#start-button")  # Start says so too, and the set-up stays
    page.wait_for_selector("#setup-error", state="visible")
    assert "could not start" in page.inner_text("#setup-error")
    assert page.is_visible("#setup-screen") and page.is_hidden("#table-screen")
    page.click("#rules-button")  # the rules are there, without the engine's diagrams
    page.wait_for_selector("#rules-screen[data-examples=failed]", state="attached")
    pending = page.locator("#rules-screen .rules-pending").all_inner_texts()
    assert pending and all("could not start" in text for text in pending)
    page.watch.errors.clear()  # the refused wheel is logged by the browser: expected here
