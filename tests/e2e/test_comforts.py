"""Issue 14's comforts, through the real page and engine: the settings card (remembered,
keyboard only, axe in three languages), sound for moves and results with a remembered
mute, taking back a move against bots (never in hot seat; the save and the statistics
follow), and the automatic moves, checked move by move against the engine in CPython."""

from __future__ import annotations

import json

import pytest
from driver import (
    match_params,
    open_page,
    page_state,
    play_human_turn,
    play_round,
    reload_and_continue,
    set_up,
    start,
    wait_for_decision,
)
from localized import assert_no_axe_violations, catalogs, localized_page, start_against_a_bot
from mirror import Mirror, place_groups
from test_game import next_round
from test_stats import stats_rows

SEATS = ["human", "medium"]
PHONE = {"width": 360, "height": 640}
DESKTOP = {"width": 1440, "height": 900}
BOXES = {"autoPass": "#setting-auto-pass", "autoDraw": "#setting-auto-draw", "autoOnly": "#setting-auto-only"}


def stored_settings(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('blockdominoes.settings')") or "{}")


def change_settings(page, **wanted: bool) -> None:
    """Open the settings card, set the boxes by clicking, close it."""
    page.click("#settings-button")
    page.wait_for_selector("#settings-dialog", state="visible")
    for name, on in wanted.items():
        page.set_checked({**BOXES, "sound": "#setting-sound"}[name], on)
    page.click("#settings-close")
    page.wait_for_selector("#settings-dialog", state="hidden")


def sounds(page) -> tuple[int, str | None]:
    count = page.get_attribute("html", "data-sound-count")
    return int(count or 0), page.get_attribute("html", "data-last-sound")


# ------------------------------------------------------------------ settings card


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["360x640", "1440x900"])
@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
def test_the_settings_card_has_no_axe_violations_and_fits(browser, site_url, lang, size):
    with localized_page(browser, site_url, lang) as page:
        page.set_viewport_size(size)
        open_page(page, site_url)
        page.click("#settings-button")
        page.wait_for_selector("#settings-dialog", state="visible")
        words = catalogs()[lang]
        assert page.inner_text("#settings-title") == words["settings.title"]
        assert page.inner_text("#settings-dialog label:has(#setting-auto-pass)") == words["settings.auto.pass"]
        card = page.locator("#settings-dialog .overlay-card").bounding_box()
        assert card["x"] >= 0 and card["x"] + card["width"] <= size["width"]
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
        assert_no_axe_violations(page, f"{lang} {size}: settings")


def test_the_settings_card_in_the_dark_scheme(browser, site_url):
    with localized_page(browser, site_url, "en", color_scheme="dark") as page:
        open_page(page, site_url)
        page.click("#settings-button")
        page.wait_for_selector("#settings-dialog", state="visible")
        assert_no_axe_violations(page, "dark: settings")


def test_the_settings_card_by_keyboard_alone(page, site_url):
    open_page(page, site_url)
    for _ in range(20):  # Tab through the top bar to the Settings button
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "settings-button":
            break
    assert page.evaluate("document.activeElement.id") == "settings-button"
    page.keyboard.press("Enter")
    assert page.is_visible("#settings-dialog")
    assert page.evaluate("document.activeElement.id") == "settings-close"
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "setting-vibrate"  # shown where the device can vibrate
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "setting-sound"
    page.keyboard.press("Space")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "setting-auto-only"
    page.keyboard.press("Space")
    page.keyboard.press("Escape")
    assert page.is_hidden("#settings-dialog")
    assert page.evaluate("document.activeElement.id") == "settings-button"  # focus given back
    assert stored_settings(page) == {"autoPass": False, "autoDraw": False, "autoOnly": True, "sound": False}


# ------------------------------------------------------------------ sound


def test_sounds_for_moves_and_results_and_a_remembered_mute(browser, site_url):
    seed = 3
    with localized_page(browser, site_url, "en", speed="instant") as page:
        mirror = start_against_a_bot(page, site_url, seed)
        assert wait_for_decision(page) == "turn"
        mirror.run_bots()
        before, _ = sounds(page)
        play_human_turn(page, mirror)
        page.wait_for_function("(n) => Number(document.documentElement.dataset.soundCount) > n", arg=before)
        view = play_round(page, mirror)  # to the round's end
        mine = view["result"]["winner"] == 0
        assert sounds(page)[1] == ("won" if mine else "lost")  # the round's end is heard last
        assert sounds(page)[0] >= len(view["line"])  # a sound per tile (the last one's is the result's)

        next_round(page)
        mirror.next_round()
        change_settings(page, sound=False)
        muted = sounds(page)
        for _ in range(2):
            if wait_for_decision(page) != "turn":
                break
            mirror.run_bots()
            play_human_turn(page, mirror)
        wait_for_decision(page)
        assert sounds(page) == muted  # the bots' and the player's moves: silent

        page.reload()  # the mute is remembered
        page.wait_for_selector("body[data-engine=ready]", state="attached")
        assert stored_settings(page)["sound"] is False
        page.click("#settings-button")
        assert not page.is_checked("#setting-sound")


# ------------------------------------------------------------------ take back


def hand(page) -> list[str]:
    return page_state(page)["hand"]


def test_taking_back_a_move_restores_the_hand_the_save_and_marks_the_statistics(page, site_url):
    page.set_viewport_size(PHONE)  # a phone: the button is within reach there too
    seed = 2  # classic to 15, the human's first move a play, then a turn again in round 1
    params = match_params(SEATS, target=15, seed=seed)
    open_page(page, site_url, seed)
    set_up(page, SEATS, target=15)
    start(page)
    mirror = Mirror(params)
    assert wait_for_decision(page) == "turn"
    mirror.run_bots()
    assert page.is_hidden("#undo-button")  # no move of the player's to take back yet
    first_hand, first_line = hand(page), page_state(page)["line"]
    play_human_turn(page, mirror)
    assert wait_for_decision(page) == "turn"
    mirror.run_bots()
    assert page.is_visible("#undo-button")
    assert page.get_attribute("#undo-button", "aria-keyshortcuts") == "U"
    box = page.locator("#undo-button").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]

    page.keyboard.press("u")  # the key, as the button says
    mirror.view = mirror.bridge.call("undo", seat=0)["view"]
    page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length === n", arg=first_line)
    assert hand(page) == first_hand == [f"{a}-{b}" for a, b in mirror.view["hand"]]
    assert page.locator("#move-log li").last.inner_text() == "You take back your last move."
    assert page.is_hidden("#undo-button")  # that was the only move of the round
    assert mirror.view["taken_back"] == 1

    reload_and_continue(page)  # the save was written after the take-back
    assert wait_for_decision(page) == "turn"
    assert hand(page) == first_hand

    while True:  # the match to its end, the same moves again
        view = play_round(page, mirror)
        if view["phase"] == "match_over":
            break
        next_round(page)
        mirror.next_round()
    page.click("#summary-new")
    page.click("#stats-button")
    marks = dict(
        page.evaluate(
            """() => [...document.querySelectorAll('#stats-body tr')].map((tr) => [
            tr.querySelector('th').textContent, Number(tr.querySelector('td[data-column=takebacks]').textContent)])"""
        )
    )
    assert marks == {"You": 1, "Computer (medium)": 0}
    assert stats_rows(page)["You"]["matches"] == 1


def test_no_take_back_in_hot_seat(page, site_url):
    open_page(page, site_url, 5)
    set_up(page, ["human", "human"])
    start(page)
    mirror = Mirror(match_params(["human", "human"], seed=5))
    for _ in range(6):  # each player's turns, after the other has moved too
        where = wait_for_decision(page)
        if where == "cover":
            page.click("#cover-button")
            continue
        if where == "summary":
            break
        mirror.run_bots()
        assert page.is_hidden("#undo-button")
        play_human_turn(page, mirror)
    page.keyboard.press("u")
    assert page.locator("#move-log li", has_text="take back").count() == 0


def stored(page, key: str):
    text = page.evaluate("(key) => localStorage.getItem(key)", key)
    return None if text is None else json.loads(text)


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["360x640", "1440x900"])
def test_taking_back_the_move_that_ended_the_match_from_the_summary(page, site_url, size):
    """Your own move ended the match: the summary offers Take back (U too); it closes the
    summary at your turn, the save comes back, the log and the statistics forget that end,
    and the match ended again counts once."""
    page.set_viewport_size(size)
    seed = 14  # classic to 15: the player's domino ends round 1 and the match (23 points)
    params = match_params(SEATS, target=15, seed=seed)
    open_page(page, site_url, seed)
    set_up(page, SEATS, target=15)
    start(page)
    mirror = Mirror(params)
    ended = play_round(page, mirror)
    assert ended["phase"] == "match_over" and ended["can_undo"]
    assert [e for e in ended["history"] if e["type"] in ("play", "pass", "draw")][-1]["seat"] == 0
    assert page.is_visible("#summary-undo")
    assert page.inner_text("#summary-undo") == catalogs()["en"]["action.undo"]
    assert page.get_attribute("#summary-undo", "aria-keyshortcuts") == "U"
    box = page.locator("#summary-undo").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
    assert_no_axe_violations(page, "the summary with Take back")
    assert stored(page, "blockdominoes.match") is None  # a finished match is not kept
    assert sum(row["matches"] for row in stored(page, "blockdominoes.stats").values()) == 2  # one per player
    won = "You win the match."
    assert page.locator("#move-log li", has_text=won).count() == 1

    page.keyboard.press("u")  # in the summary, as on the table
    mirror.view = mirror.bridge.call("undo", seat=0)["view"]
    page.wait_for_selector("#summary", state="hidden")
    assert wait_for_decision(page) == "turn"
    assert hand(page) == [f"{a}-{b}" for a, b in mirror.view["hand"]]
    assert page_state(page)["line"] == len(mirror.view["line"])
    assert page.is_hidden("#summary-show")
    assert page.locator("#move-log li").last.inner_text() == "You take back your last move."
    assert page.locator("#move-log li", has_text=won).count() == 0
    assert stored(page, "blockdominoes.stats") == {}  # the match's end is no longer counted
    assert stored(page, "blockdominoes.match") is not None  # saved again

    reload_and_continue(page)  # the save is the match before the take-back
    ended = play_round(page, mirror)  # the same moves again: the same end
    assert ended["phase"] == "match_over"
    assert page.locator("#move-log li", has_text=won).count() == 1
    page.click("#summary-new")
    page.click("#stats-button")
    points = ended["result"]["points"]
    assert stats_rows(page)["You"] == {"matches": 1, "wins": 1, "rounds": 1, "points": points, "best": points}
    assert stats_rows(page)["Computer (medium)"] == {"matches": 1, "wins": 0, "rounds": 1, "points": 0, "best": 0}


def test_taking_back_the_move_that_ended_a_round_from_the_table(page, site_url):
    """The round's end, the summary hidden to look at the line: the table's Take back
    (U) is there too; the round ended again is counted once."""
    seed = 4  # classic to 15: the player's move ends round 1, 13 points, and the match goes on
    open_page(page, site_url, seed)
    set_up(page, SEATS, target=15)
    start(page)
    mirror = Mirror(match_params(SEATS, target=15, seed=seed))
    ended = play_round(page, mirror)
    assert ended["phase"] == "round_over" and ended["can_undo"]
    page.keyboard.press("Escape")  # the summary hidden: the line and the table's buttons
    page.wait_for_selector("#summary-show", state="visible")
    assert page.is_visible("#undo-button")
    page.keyboard.press("u")
    mirror.view = mirror.bridge.call("undo", seat=0)["view"]
    page.wait_for_selector("#summary-show", state="hidden")
    assert wait_for_decision(page) == "turn"
    assert page.is_hidden("#summary")
    assert stored(page, "blockdominoes.stats") == {}
    ended = play_round(page, mirror)
    assert ended["phase"] == "round_over"
    rows = stored(page, "blockdominoes.stats")
    assert sorted(row["rounds"] for row in rows.values()) == [1, 1]
    assert sorted(row["points"] for row in rows.values()) == [0, ended["result"]["points"]]
    next_round(page)
    assert page.is_hidden("#undo-button")  # the round before is final
    assert stored(page, "blockdominoes.stats.before") is None


def test_no_take_back_in_the_summary_in_hot_seat(page, site_url):
    """view.can_undo is false in hot seat: neither the summary nor the table offers it."""
    open_page(page, site_url, 5)
    set_up(page, ["human", "human"])
    start(page)
    mirror = Mirror(match_params(["human", "human"], seed=5))
    ended = play_round(page, mirror)
    assert not ended["can_undo"]
    assert page.locator("#summary-undo").count() == 1 and page.is_hidden("#summary-undo")
    page.keyboard.press("u")
    page.keyboard.press("Escape")
    assert page.is_hidden("#undo-button")
    page.keyboard.press("u")
    assert page.locator("#move-log li", has_text="take back").count() == 0
    assert page.is_visible("#summary-show")


# ------------------------------------------------------------------ automatic moves


def automatic(view: dict) -> dict | None:
    """What the settings do for the player (all three on), from the engine's view."""
    if not view["legal"]:
        if view["can_draw"]:
            return {"type": "draw"}
        return {"type": "pass"} if view["can_pass"] else None
    tiles = {tuple(move["tile"]) for move in view["legal"]}
    if len(tiles) == 1 and len(place_groups(view, view["legal"][0]["tile"])) == 1:
        move = view["legal"][0]  # one place (two ends of the same value are one): the engine's first
        return {"type": "play", "tile": move["tile"], "end": move["end"]}
    return None


AUTO_LINES = (
    "() => [...document.querySelectorAll('#move-log li')].filter((li) => li.textContent.startsWith('Automatic: '))"
)
WORDS = {"draw": "Automatic: You draw ", "pass": "Automatic: You pass ", "play": "Automatic: You "}


def test_automatic_moves_act_for_the_player_and_are_remembered(page, site_url):
    seed = 7  # the Draw game: automatic draws, passes and only moves in round 1
    page.set_viewport_size(DESKTOP)
    open_page(page, site_url, seed)
    change_settings(page, autoPass=True, autoDraw=True, autoOnly=True)
    set_up(page, SEATS, "draw")
    page.evaluate(
        """() => {
        window.statuses = [];
        const line = document.getElementById('status-line');
        new MutationObserver(() => window.statuses.push(line.textContent))
            .observe(line, {childList: true, characterData: true, subtree: true});
    }"""
    )
    start(page)
    mirror = Mirror(match_params(SEATS, "draw", seed=seed))
    made = []
    while True:
        view = mirror.run_bots()
        if view["phase"] != "play":
            page.wait_for_selector("#summary", state="visible")
            break
        move = automatic(view)
        if move is None:
            assert wait_for_decision(page) == "turn"
            play_human_turn(page, mirror)  # the page offers what the engine allows
            continue
        made.append(move["type"])
        page.wait_for_function(f"() => ({AUTO_LINES})().length >= {len(made)}")
        said = page.evaluate(f"() => ({AUTO_LINES})()[{len(made) - 1}].textContent")
        assert said.startswith(WORDS[move["type"]])
        mirror.apply(move)
    assert {"draw", "pass", "play"} <= set(made)
    statuses = page.evaluate("window.statuses")
    for said in ("Nothing fits: drawing for you…", "Nothing fits: passing for you…"):
        assert said in statuses  # each was shown before the move was made
    assert any(text.startswith("Your only move: playing ") for text in statuses)

    page.reload()  # remembered
    page.wait_for_selector("body[data-engine=ready]", state="attached")
    assert stored_settings(page) == {"autoPass": True, "autoDraw": True, "autoOnly": True, "sound": True}
    page.click("#settings-button")
    assert all(page.is_checked(box) for box in BOXES.values())


def test_after_a_take_back_the_player_moves_by_hand(page, site_url):
    """A take-back of an automatic pass gives the turn back to the player, not to the setting."""
    seed = 3  # classic: the player cannot play at their first turn, and has another turn after it
    open_page(page, site_url, seed)
    change_settings(page, autoPass=True)
    set_up(page, SEATS)
    start(page)
    mirror = Mirror(match_params(SEATS, seed=seed))
    assert mirror.run_bots()["can_pass"]
    page.wait_for_function(f"() => ({AUTO_LINES})().length === 1")
    mirror.apply({"type": "pass"})
    assert wait_for_decision(page) == "turn"
    mirror.run_bots()

    page.click("#undo-button")
    mirror.view = mirror.bridge.call("undo", seat=0)["view"]
    page.wait_for_function(
        "() => document.querySelector('#move-log li:last-child')?.textContent === 'You take back your last move.'"
    )
    # drawn in the same step as the log: no automatic pass is on its way
    assert page.inner_text("#status-line") == catalogs()["en"]["table.your.pass"]
    assert page.is_visible("#pass-button")
    play_human_turn(page, mirror)  # the pass, by hand
    assert wait_for_decision(page) == "turn"
    assert page.evaluate(f"() => ({AUTO_LINES})().length") == 0
    assert page.locator("#move-log li", has_text="You pass").count() == 1
