"""Issue 14 at the table, through the real page and the real Pyodide engine, on a
phone (360x640) and a desktop (1440x900): the lead the rules set is named, one
cover for the hot-seat lot's winner, partnership sums grouped by team, modal
dialogs keep the keyboard, the summary follows the language, can be hidden to see
the line and shown again, holds the score sheet, and offers a Rematch at the end."""

from __future__ import annotations

import pytest
from driver import find_seed, match_params, open_page, play_round, set_up, start, wait_for_decision
from localized import assert_no_axe_violations, catalogs, localized_page
from mirror import Mirror, arithmetic_text, choose, key

VIEWPORTS = {"phone": {"width": 360, "height": 640}, "desktop": {"width": 1440, "height": 900}}
VS_BOT = ["human", "medium"]
in_both_sizes = pytest.mark.parametrize("size", list(VIEWPORTS))


def first_seed(params_for, wanted) -> int:
    """The first seed whose match starts with a view of seat 0 that has `wanted`."""
    return next(seed for seed in range(1, 3000) if wanted(Mirror(params_for(seed)).view))


def tile(pair) -> str:
    return f"[{pair[0]}|{pair[1]}]"


def focus_inside(page, selector: str) -> bool:
    """Whether the focus is inside one of the elements `selector` picks."""
    return page.evaluate(
        f"() => [...document.querySelectorAll('{selector}')].some((e) => e.contains(document.activeElement))"
    )


def focused_id(page) -> str:
    return page.evaluate("() => document.activeElement && document.activeElement.id")


def assert_tab_stays_inside(page, selector: str, presses: int = 12) -> None:
    for shift in (False, True):
        for _ in range(presses):
            page.keyboard.press("Shift+Tab" if shift else "Tab")
            assert focus_inside(page, selector), f"focus left {selector} ({'Shift+' if shift else ''}Tab)"


def sheet_rows(page) -> list[dict]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#summary-sheet table#score-sheet.score-sheet tbody tr[data-round]')]
            .map(row => ({round: Number(row.dataset.round),
                          points: [...row.querySelectorAll('td')].map(td => Number(td.textContent)),
                          winner: [...row.querySelectorAll('td')].findIndex(td => td.classList.contains('sheet-winner'))}))"""
    )


def assert_sheet(page, view: dict) -> None:
    """The sheet is the engine's: one row per round ended, its points, its winner's cell marked."""
    expected = [
        {"round": line["round"], "points": line["points"], "winner": -1 if line["winner"] is None else line["winner"]}
        for line in view["sheet"]
    ]
    assert sheet_rows(page) == expected
    assert page.locator("#score-sheet caption").count() == 1
    assert page.locator("#score-sheet thead th[scope=col]").count() == 1 + len(view["scores"])
    assert page.locator("#score-sheet tbody th[scope=row]").count() == len(view["sheet"])


@in_both_sizes
@pytest.mark.parametrize("reason", ["highest_double", "heaviest"])
def test_quick_game_names_the_tile_that_must_open(browser, site_url, size, reason):
    """O1: the highest double opens, or the heaviest tile when nobody was dealt a double."""
    params_for = lambda seed: match_params(VS_BOT, "quick", seed=seed)  # noqa: E731
    seed = first_seed(params_for, lambda view: view["turn"] == 0 and view["lead"]["reason"] == reason)
    lead = Mirror(params_for(seed)).view["lead"]["tile"]
    en = catalogs()["en"]
    with localized_page(browser, site_url, speed="instant", viewport=VIEWPORTS[size]) as page:
        open_page(page, site_url, seed)
        set_up(page, VS_BOT, "quick")
        start(page)
        assert wait_for_decision(page) == "turn"
        status = en[f"table.your.lead.{reason}"].format(tile=tile(lead))
        assert page.inner_text("#status-line") == status
        assert status != en["table.your.lead"]
        assert page.locator("#hand .hand-tile.is-playable").count() == 1
        dimmed = page.locator("#hand .hand-tile.is-dimmed").first
        other = dimmed.get_attribute("data-tile").split("-")
        dimmed.click(force=True)  # aria-disabled: a person just taps it
        refusal = en[f"tile.cannot.lead.{reason}"].format(tile=tile(other), lead=tile(lead))
        assert page.inner_text("#status-line") == refusal
        assert tile(lead) in refusal


@in_both_sizes
@pytest.mark.parametrize(
    ("seats", "lot_winner"),
    [(["human", "human"], 1), (["human", "medium", "human"], 1)],
    ids=["bob-wins-the-lot", "a-bot-wins-the-lot"],
)
def test_hot_seat_one_cover_for_the_first_human_to_act(browser, site_url, size, seats, lot_winner):
    """Alice at seat 0, Bob at the last seat: Bob acts first (he won the lot, or comes
    after the bot that did), so the only cover before his turn is his."""
    seed = first_seed(lambda seed: match_params(seats, seed=seed), lambda view: view["lot"]["winner"] == lot_winner)
    bob = len(seats) - 1
    with localized_page(browser, site_url, speed="instant", viewport=VIEWPORTS[size]) as page:
        open_page(page, site_url, seed)
        set_up(page, seats)
        page.fill("input[name=seat-0-name]", "Alice")
        page.fill(f"input[name=seat-{bob}-name]", "Bob")
        start(page)
        assert wait_for_decision(page) == "cover"
        assert page.inner_text("#cover-title") == "Pass the device to Bob"
        assert page.locator("#hand .hand-tile").count() == 0  # nobody's tiles before the cover
        assert focused_id(page) == "cover-button"
        assert_tab_stays_inside(page, "#cover", presses=3)
        page.click("#cover-button")
        assert wait_for_decision(page) == "turn"  # Bob plays at once: no second cover
        assert page.is_hidden("#cover")
        assert page.locator("#my-seat .seat-name").inner_text() == "Bob"


def opens_again(seats: list[str], seed: int) -> bool:
    """Whether the human who acted last in round 1 opens round 2 (the hand shown at the
    summary is theirs, so only the cover keeps round 2's new tiles hidden)."""
    mirror = Mirror(match_params(seats, seed=seed))
    while mirror.run_bots()["phase"] == "play":
        mirror.apply(choose(mirror.view))
    last = mirror.viewer
    mirror.next_round()
    return mirror.view["phase"] == "play" and mirror.view["turn"] == last


def test_hot_seat_next_round_covers_the_new_hands(browser, site_url):
    """Hot seat: after Next round nobody's new tiles show before the cover, also when the
    player who ended round 1 opens round 2."""
    seats = ["human", "human"]
    seed = next(seed for seed in range(1, 300) if opens_again(seats, seed))
    mirror = Mirror(match_params(seats, seed=seed))
    with localized_page(browser, site_url, speed="instant") as page:
        open_page(page, site_url, seed)
        set_up(page, seats)
        start(page)
        play_round(page, mirror)
        page.click("#summary-next")
        page.wait_for_selector("#summary", state="hidden")
        assert wait_for_decision(page) == "cover"
        assert page.locator("#hand .hand-tile").count() == 0
        page.click("#cover-button")
        assert wait_for_decision(page) == "turn"
        assert page.locator("#hand .hand-tile").count() > 0


@in_both_sizes
def test_partnership_sum_is_grouped_by_team(browser, site_url, size):
    seats = ["human", "medium", "medium", "medium"]
    params_for = lambda seed: match_params(seats, "partnership", seed=seed)  # noqa: E731

    def team_block(stats):
        result = stats["results"][0]
        return result["reason"] == "blocked" and result["winner"] is not None and result["terms"]["subtract_hands"]

    seed = find_seed(params_for, team_block)
    with localized_page(browser, site_url, speed="instant", viewport=VIEWPORTS[size]) as page:
        open_page(page, site_url, seed)
        set_up(page, seats, "partnership")
        start(page)
        view = play_round(page, Mirror(params_for(seed)))
        terms = view["result"]["terms"]
        shown = page.inner_text("#summary-arithmetic").strip()
        assert shown == arithmetic_text(view["result"])
        won, lost = terms["subtract_hands"], terms["add"]
        assert shown == f"({lost[0]} + {lost[1]}) − ({won[0]} + {won[1]}) = {view['result']['points']}"
        assert_sheet(page, view)


@in_both_sizes
def test_summary_language_hiding_sheet_and_rematch(browser, site_url, size):
    params_for = lambda seed: match_params(VS_BOT, target=30, seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: 2 <= stats["rounds"] <= 4)
    words = catalogs()
    with localized_page(browser, site_url, speed="instant", viewport=VIEWPORTS[size]) as page:
        open_page(page, site_url, seed)
        set_up(page, VS_BOT, target=30)
        start(page)
        mirror = Mirror(params_for(seed))
        first_hand = list(mirror.view["hand"])
        view = play_round(page, mirror)

        # the revealed tiles are readable; a lone number under "scores N points" is not shown
        widths = page.eval_on_selector_all(
            "#summary-hands .mini-tile-svg", "els => els.map(e => e.getBoundingClientRect().width)"
        )
        assert widths and min(widths) >= 28
        assert page.is_visible("#summary-arithmetic") == (arithmetic_text(view["result"]) != "")
        assert_sheet(page, view)
        assert focused_id(page) == "summary-next"
        assert_tab_stays_inside(page, "#summary, #topbar-tools")  # the header's tools stay in reach (#22)

        # Escape hides the summary to show the line; the table's button brings it back
        page.keyboard.press("Escape")
        assert page.is_hidden("#summary") and page.is_visible("#summary-show")
        assert focused_id(page) == "summary-show"
        assert page.locator("#board .line-tile").count() == len(view["line"])
        page.click("#summary-show")
        assert page.is_visible("#summary") and page.is_hidden("#summary-show")
        assert focused_id(page) == "summary-next"
        page.click("#summary-hide")
        assert page.is_hidden("#summary") and focused_id(page) == "summary-show"
        page.keyboard.press("Enter")
        assert page.is_visible("#summary")

        # a new language re-writes the open summary, not only its headings
        page.select_option("#lang-select", "pl")
        pl = words["pl"]
        assert page.inner_text("#summary-title") == pl["summary.title"].replace("{n}", "1")
        assert page.inner_text("#score-sheet caption") == pl["sheet.caption"]
        assert page.inner_text("#summary-next") == pl["summary.next"]
        result = view["result"]
        if result["reason"] == "blocked":
            reason = pl["summary.blocked"]
        elif result["went_out"] == 0:
            reason = pl["summary.domino.you"]
        else:
            reason = pl["summary.domino"].replace("{name}", pl["name.bot"].replace("{n}", "2"))
        assert page.inner_text("#summary-reason") == reason
        page.select_option("#lang-select", "en")
        assert page.inner_text("#summary-title") == "Round 1 is over"

        rounds = 1
        while view["phase"] != "match_over":
            page.click("#summary-next")
            page.wait_for_selector("#summary", state="hidden")
            mirror.next_round()
            view = play_round(page, mirror)
            rounds += 1
            assert_sheet(page, view)
        assert rounds >= 2 and len(sheet_rows(page)) == rounds
        assert page.locator("#score-sheet tfoot td").all_inner_texts() == [str(score) for score in view["scores"]]
        assert_no_axe_violations(page, f"{size}: the match's end with its score sheet")

        # Rematch: focus is on it at the end; same seats and rules, new deals
        assert focused_id(page) == "summary-rematch"
        page.keyboard.press("Enter")
        page.wait_for_selector("#summary", state="hidden")
        # the new match is on the table (the last one's final hand may still show for a moment)
        page.wait_for_function(
            """() => document.getElementById('round-label').textContent === 'Round 1'
                && document.querySelectorAll('#hand .hand-tile').length === 7"""
        )
        assert page.is_visible("#table-screen")
        assert page.locator("#opponents .seat-chip .seat-name").all_inner_texts() == ["Computer 2"]
        assert page.locator("#my-seat .seat-score").inner_text() == "0 / 30"
        hand = page.eval_on_selector_all("#hand .hand-tile", "els => els.map(e => e.dataset.tile)")
        assert len(hand) == 7 and sorted(hand) != sorted(key(t) for t in first_hand)


def test_statistics_dialog_keeps_the_keyboard(browser, site_url):
    with localized_page(browser, site_url, viewport=VIEWPORTS["desktop"]) as page:
        open_page(page, site_url)
        page.click("#stats-button")
        assert focused_id(page) == "stats-close"
        assert_tab_stays_inside(page, "#stats")
        page.keyboard.press("Escape")
        assert page.is_hidden("#stats")
        assert focused_id(page) == "stats-button"


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("pl", "phone"), ("fi", "desktop")])
def test_summary_with_sheet_has_no_axe_violations(browser, site_url, lang, size):
    params_for = lambda seed: match_params(VS_BOT, target=30, seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: 2 <= stats["rounds"] <= 4)
    with localized_page(browser, site_url, lang, speed="instant", viewport=VIEWPORTS[size]) as page:
        open_page(page, site_url, seed)
        set_up(page, VS_BOT, target=30)
        start(page)
        mirror = Mirror(params_for(seed))
        play_round(page, mirror)
        page.click("#summary-next")
        page.wait_for_selector("#summary", state="hidden")
        mirror.next_round()
        view = play_round(page, mirror)
        assert len(sheet_rows(page)) == 2
        assert_sheet(page, view)
        assert_no_axe_violations(page, f"{lang} {size}: summary with its score sheet")
        page.keyboard.press("Escape")
        assert_no_axe_violations(page, f"{lang} {size}: summary hidden, the line shown")
