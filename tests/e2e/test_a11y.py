"""axe-core (bundled with axe-playwright-python, no network) finds no violation on
the set-up screen, the table mid-round, the round summary and the rules screen,
in each language and in the dark scheme; motion is off when the player asks."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from driver import (
    find_seed,
    match_params,
    open_page,
    play_human_turn,
    play_round,
    set_up,
    start,
    tile_held,
    wait_for_decision,
)
from localized import assert_no_axe_violations, localized_page, open_rules, start_against_a_bot
from mirror import Mirror, choose, key

SEED = 3


@contextmanager
def tile_taken(page, mirror):
    """On the human's turn: the tile the tests' policy plays held in a drag (its markers
    show), then dropped on its place (one tap would play a tile with one place at once)."""
    move = choose(mirror.view)
    if move["type"] == "play":
        with tile_held(page, key(move["tile"])) as drop:
            yield
            drop(move["end"] or "lead")
    else:
        yield
        page.click(f"#{move['type']}-button")
    mirror.apply(move)


def every_screen(page, site_url, where: str) -> None:
    open_page(page, site_url, SEED)
    assert_no_axe_violations(page, f"{where}: set-up")
    mirror = start_against_a_bot(page, site_url, SEED, already_open=True)
    play_round(page, mirror, stop_at_line=3)
    with tile_taken(page, mirror):  # markers on the board too
        assert_no_axe_violations(page, f"{where}: table mid-round")
    page.click("#settings-button")  # the settings, the vibration's among them
    assert_no_axe_violations(page, f"{where}: settings")
    page.click("#settings-close")
    play_round(page, mirror)
    page.wait_for_selector("#summary", state="visible")
    assert_no_axe_violations(page, f"{where}: round summary")
    page.click("#summary-next")
    open_rules(page)
    assert_no_axe_violations(page, f"{where}: rules")


@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
def test_no_axe_violations(browser, site_url, lang):
    with localized_page(browser, site_url, lang, speed="instant") as page:
        every_screen(page, site_url, lang)
        assert page.get_attribute("html", "lang") == lang


def test_dark_scheme_without_motion(browser, site_url, artifacts):
    with localized_page(browser, site_url, "en", speed="instant", color_scheme="dark", reduced_motion="reduce") as page:
        open_page(page, site_url, SEED)
        paper = page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--paper').trim()")
        assert paper == "#1d2320"  # the dark palette is in force
        assert_no_axe_violations(page, "dark: set-up")
        page.screenshot(path=str(artifacts / "dark-setup.png"))
        mirror = start_against_a_bot(page, site_url, SEED, already_open=True)
        play_round(page, mirror, stop_at_line=2)
        with tile_taken(page, mirror):
            animations = page.evaluate(
                """() => [...document.querySelectorAll('#board .tile-face, #board .marker-body, #hand .hand-tile')]
                    .map(el => [getComputedStyle(el).animationName, getComputedStyle(el).transitionDuration])"""
            )
            assert animations and all(name == "none" and duration in ("0s", "") for name, duration in animations)
            assert_no_axe_violations(page, "dark: table")
            page.screenshot(path=str(artifacts / "dark-table.png"))
        open_rules(page)
        assert_no_axe_violations(page, "dark: rules")
        page.screenshot(path=str(artifacts / "dark-rules.png"), full_page=True)


def test_dark_scheme_the_draw_button_and_the_status_are_readable(browser, site_url):
    """The Draw game's button shows only when nothing fits: reach that turn, then check contrast."""
    seats = ["human", "medium"]
    params_for = lambda seed: match_params(seats, "draw", seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: stats["human_draws"] >= 1)  # in the first round
    with localized_page(browser, site_url, "en", speed="instant", color_scheme="dark") as page:
        open_page(page, site_url, seed)
        set_up(page, seats, "draw")
        start(page)
        mirror = Mirror(params_for(seed))
        while True:
            assert wait_for_decision(page) == "turn", "the round ended before the human had to draw"
            view = mirror.run_bots()
            if view["can_draw"]:
                break
            play_human_turn(page, mirror)
        assert page.is_visible("#draw-button")
        assert page.inner_text("#status-line") == "Your turn: nothing fits, draw a tile."
        assert_no_axe_violations(page, "dark: the draw button")
