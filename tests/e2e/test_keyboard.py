"""A whole round played with the keyboard alone, checked move by move against the
engine, in English, Polish and Finnish; focus is never lost, not even after the bot's
moves. A tile with one place plays on Enter (one tap); a real choice goes on to its places."""

from __future__ import annotations

import pytest
from driver import match_params, wait_for_decision
from localized import localized_page
from mirror import Mirror, choose, key, place_groups

SEATS = ["human", "medium"]
SEED = 9


def active(page) -> dict:
    return page.evaluate(
        """() => { const el = document.activeElement;
            return { id: el.id, tile: el.dataset?.tile ?? null, end: el.dataset?.end ?? null,
                     inHand: !!el.closest('#hand'), marker: el.classList.contains('marker') }; }"""
    )


def press_until(page, key_name: str, done, limit: int = 12) -> None:
    for _ in range(limit):
        if done(active(page)):
            return
        page.keyboard.press(key_name)
    assert done(active(page)), active(page)


def play_by_keyboard(page, move: dict, view: dict) -> None:
    if move["type"] in ("pass", "draw"):
        page.keyboard.press("p" if move["type"] == "pass" else "d")
        return
    wanted = key(move["tile"])
    press_until(page, "ArrowRight", lambda a: a["tile"] == wanted)
    taken = page.locator(f"#hand .hand-tile.is-selected[data-tile='{wanted}']").count() > 0
    before = page.locator("#board .line-tile").count()
    page.keyboard.press("Enter")
    if len(place_groups(view, move["tile"])) == 1 and not taken:
        # one place (one tap): Enter plays it at once, no marker to choose
        page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length > n", arg=before)
        return
    # a real choice, or a tile taken before (by the hint): focus goes to the places it fits
    assert active(page)["marker"]
    end = move["end"] or "lead"
    press_until(page, "ArrowRight", lambda a: a["end"] == end)
    page.keyboard.press("Enter")


@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
def test_a_whole_round_by_keyboard(browser, site_url, lang):
    with localized_page(browser, site_url, lang, speed="instant") as page:
        page.goto(site_url + f"#seed={SEED}")
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
        press_until(page, "Tab", lambda a: a["id"] == "start-button", limit=60)
        page.keyboard.press("Enter")
        page.wait_for_selector("#table-screen", state="visible")
        mirror = Mirror(match_params(SEATS, seed=SEED))
        turns = 0
        while wait_for_decision(page) == "turn":
            view = mirror.run_bots()
            focus = active(page)
            assert focus["inHand"] or focus["id"] in ("pass-button", "draw-button"), focus  # never lost
            move = choose(view)
            if turns == 0:
                check_the_other_keys(page, view)
            play_by_keyboard(page, move, view)
            mirror.apply(move)
            turns += 1
        view = mirror.run_bots()
        assert view["phase"] != "play"
        assert turns >= 3
        assert page.evaluate("document.activeElement.id") == "summary-next"
        # the round's result was spoken in the polite live region, as the log has it
        last = page.locator("#move-log li").last.inner_text()
        assert last in page.text_content("#announcer")
        page.keyboard.press("Enter")  # next round, still by keyboard
        page.wait_for_selector("#summary", state="hidden")
        assert wait_for_decision(page) in ("turn", "summary")


def check_the_other_keys(page, view: dict) -> None:
    """H hint, B the line read aloud, L the log, T back to the tiles, Escape from a marker."""
    page.keyboard.press("h")
    page.wait_for_function("() => document.getElementById('status-line').dataset.keep === '1'")  # the hint's line
    page.keyboard.press("b")
    assert page.text_content("#announcer") == page.text_content("#board-description")
    page.keyboard.press("l")
    assert active(page)["id"] == "move-log"
    page.keyboard.press("t")
    assert active(page)["inHand"]
    # the hint took its tile (the strongest bot's move): Enter goes to its places, Escape back
    taken = page.locator("#hand .hand-tile.is-selected")
    if view["legal"]:
        hinted = taken.get_attribute("data-tile")
        press_until(page, "ArrowRight", lambda a: a["tile"] == hinted)
        page.keyboard.press("Enter")
        assert active(page)["marker"]
        page.keyboard.press("Escape")
        assert active(page)["tile"] == hinted
