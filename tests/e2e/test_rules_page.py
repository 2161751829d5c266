"""The rules screen: reachable from the game, every text in the page's language,
diagrams drawn by the game's renderer from positions the engine played, and a
match in progress left exactly as it was."""

from __future__ import annotations

import re

from driver import open_page, page_state, play_human_turn, play_round, wait_for_decision
from localized import catalogs, open_rules, start_against_a_bot

# Each diagram: the tiles on its line (as the engine laid them, in order of placing).
LINES = {
    "lead-1-4": ["1-4"],
    "double-1-1": ["1-4", "1-1"],
    "double-6-6": ["3-6", "6-6"],
    "lead-0-0": ["0-0"],
    "double-4-4": ["1-4", "1-1", "4-4"],
    "after-3-4": ["1-4", "1-1", "4-4", "3-4"],
    "lead-2-2": ["2-2"],
}


def figure(page, example: str):
    return page.locator(f"#rules-screen figure[data-example='{example}']")


def test_rules_screen_from_a_match_and_back(page, site_url):
    mirror = start_against_a_bot(page, site_url, 5)
    play_round(page, mirror, stop_at_line=2)
    before = page_state(page)

    open_rules(page)
    assert page.is_hidden("#table-screen")
    assert page.evaluate("document.activeElement.id") == "rules-title"
    assert page.is_hidden("#announcer")  # bots' moves are not read out over the rules

    for example, tiles in LINES.items():
        drawn = figure(page, example).locator(".line-tile")
        order = sorted(drawn.evaluate_all("els => els.map(e => [Number(e.dataset.seq), e.dataset.tile])"))
        assert [tile for _, tile in order] == tiles
        markers = figure(page, example).locator(".marker")
        assert sorted(markers.evaluate_all("els => els.map(e => e.dataset.end)")) == ["left", "right"]
        assert figure(page, example).locator("[role=button], [tabindex]").count() == 0  # a picture, not controls

    outcomes = page.locator("#rules-screen .rules-outcome").all_inner_texts()
    assert outcomes[0].endswith("7 + 8 − 3 = 12")
    assert "Player 1 wins the round and scores 12 points." in outcomes[0]
    assert outcomes[1].endswith("Tie for the lowest hand: nobody scores.")
    assert "=" not in outcomes[1]
    assert outcomes[2].endswith("8 + 0 = 8")
    totals = figure(page, "blocked-3-7-8").locator(".summary-total").all_inner_texts()
    assert [int(re.match(r"\d+", text).group()) for text in totals] == [3, 7, 8]
    totals = figure(page, "blocked-3-3-8").locator(".summary-total").all_inner_texts()
    assert sorted(int(re.match(r"\d+", text).group()) for text in totals) == [3, 3, 8]

    # Every paragraph of the rule book is there, in English, with no key showing through.
    english = catalogs(page)["en"]
    text = page.inner_text("#rules-screen")
    for key in ("rules.about.1", "rules.end.blocked", "rules.options.draw", "rules.keys.2"):
        assert english[key] in text
    assert not re.search(r"\brules\.[a-z]", text)

    page.keyboard.press("Escape")
    assert page.is_visible("#table-screen")
    assert page.is_hidden("#rules-screen")
    assert page.get_attribute("#announcer", "hidden") is None
    assert page.evaluate("document.activeElement.id") == "rules-button"
    assert page_state(page) == before  # the match was not touched by the examples
    assert wait_for_decision(page) == "turn"
    play_human_turn(page, mirror)  # and it goes on in step with the engine


def test_rules_screen_in_polish_and_finnish(page, site_url):
    open_page(page, site_url)
    open_rules(page)
    texts = catalogs(page)
    for lang in ("pl", "fi"):
        page.select_option("#lang-select", lang)
        page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
        assert page.inner_text("#rules-title") == texts[lang]["rules.title"]
        body = page.inner_text("#rules-screen")
        for key in ("rules.deal.lot", "rules.fig.after-3-4", "rules.match.target", "rules.options.partnership"):
            assert texts[lang][key] in body
        assert page.locator("#rules-screen .line-tile").count() > 0  # diagrams redrawn, no engine call needed
        assert "7 + 8 − 3 = 12" in body
    page.click("#rules-screen .rules-back >> nth=-1")
    assert page.is_visible("#setup-screen")
