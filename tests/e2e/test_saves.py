"""Never lose a game: the match is saved after every move and continues exactly
where it stopped; a save that cannot be opened is kept aside and downloadable."""

from __future__ import annotations

import json
import re

from blockdominoes.bridge import Bridge
from driver import (
    ENGINE_TIMEOUT_MS,
    match_params,
    open_page,
    page_state,
    play_round,
    reload_and_continue,
    set_up,
    start,
)
from mirror import Mirror, choose

VS_BOT = ["human", "medium"]
SAVE_KEY = "blockdominoes.match"


def reaches_line(params: dict, length: int) -> bool:
    """Does round 1 reach `length` tiles on a human turn?"""
    mirror = Mirror(params)
    while mirror.run_bots()["phase"] == "play":
        if len(mirror.view["line"]) >= length:
            return True
        mirror.apply(choose(mirror.view))
    return False


def saved_view(page) -> dict:
    """The stored save, loaded by the engine in CPython: the view it continues from."""
    record = json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))
    bridge = Bridge()
    answer = json.loads(bridge.handle(json.dumps({"id": 1, "cmd": "load", "state": record["state"]})))
    assert answer["ok"], answer
    return answer["result"]["view"]


def test_reload_at_three_points_of_a_round_continues_exactly(page, site_url):
    params_for = lambda seed: match_params(VS_BOT, seed=seed)  # noqa: E731
    seed = next(s for s in range(1, 300) if reaches_line(params_for(s), 9))
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(params_for(seed))
    for stop_at in (1, 5, 9):
        view = play_round(page, mirror, stop_at_line=stop_at)
        assert view["phase"] == "play"
        before = page_state(page)
        told = page.locator("#move-log li").all_inner_texts()
        assert saved_view(page) == view  # the save is this very position
        reload_and_continue(page)
        page.wait_for_selector("#hand .hand-tile.is-playable, #pass-button:visible", timeout=60_000)
        assert page_state(page) == before
        assert page.locator("#move-log li").all_inner_texts() == told  # the lot too
    view = play_round(page, mirror)
    assert view["phase"] != "play"


def test_an_unreadable_save_is_kept_aside_downloadable_and_a_new_match_offered(page, site_url):
    open_page(page, site_url)
    damaged = '{"format": 1, "state": {"format": 1, "tru'
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, damaged])
    page.reload()
    page.wait_for_selector("#save-problem", state="visible")
    assert "damaged" in page.inner_text("#save-problem-text")
    assert page.is_hidden("#saved-match")
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert SAVE_KEY not in stored
    assert [text for name, text in stored.items() if name.startswith(SAVE_KEY + ".unreadable.")] == [damaged]
    with page.expect_download() as download:
        page.click("#save-download")
    assert open(download.value.path()).read() == damaged
    # named by when it was set aside, e.g. block-dominoes-save-2025-01-31T09-15-02-123Z.json
    assert re.fullmatch(
        r"block-dominoes-save-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json", download.value.suggested_filename
    )

    # A save in our format that the engine refuses: reported with the engine's reason, in words.
    refused = json.dumps(
        {"format": 1, "savedAt": "2026-01-01T00:00:00Z", "round": 2, "state": {"engine": "blockdominoes", "format": 99}}
    )
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, refused])
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert "round 2" in page.inner_text("#saved-match-text")
    page.click("#continue-button")
    page.wait_for_selector("#save-problem-text:has-text('another version of the game')")
    assert page.is_visible("#setup-screen") and page.is_hidden("#saved-match")
    kept = page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith('{SAVE_KEY}.unreadable.'))")
    assert len(kept) == 2

    # The new match is there to start, and nothing old gets in its way.
    set_up(page, VS_BOT)
    start(page)
    page.wait_for_selector("#hand .hand-tile", timeout=60_000)
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["round"] == 1
    page.click("#new-match-button")
    page.click("#save-forget")
    assert len(page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith('{SAVE_KEY}.unreadable.'))")) == 1


def test_after_a_reload_the_move_log_has_the_whole_match_not_only_this_round(page, site_url):
    """Issue 22, fault 7: Continue brings back every round's log lines (a save keeps the earlier rounds)."""
    seed = 3
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(match_params(VS_BOT, seed=seed))
    assert play_round(page, mirror)["phase"] == "round_over"
    page.click("#summary-next")
    mirror.next_round()
    view = play_round(page, mirror, stop_at_line=1)
    assert view["round"] == 2 and view["phase"] == "play"
    told = page.locator("#move-log li").all_inner_texts()
    assert len(told) > len(view["history"])  # round 1's lines are in the log too
    reload_and_continue(page)
    page.wait_for_selector("#hand .hand-tile.is-playable, #pass-button:visible", timeout=60_000)
    assert page.locator("#move-log li").all_inner_texts() == told
