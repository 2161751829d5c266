"""Issue 22's faults a player meets, through the real page and the real engine, on a
phone (360x640, touch) and a desktop (1440x900): the score sheet's headers on one line,
the match's result first at its end, the header usable while a summary is open, a phone's
header and statistics, statistics by level, names isolated for bidirectional text."""

from __future__ import annotations

import pytest
from driver import play_round
from localized import assert_no_axe_violations, localized_page
from long_match import LongMatch

SIZES = {
    "phone": {"viewport": {"width": 360, "height": 640}, "has_touch": True, "is_mobile": True},
    "desktop": {"viewport": {"width": 1440, "height": 900}},
}
in_both_sizes = pytest.mark.parametrize("size", list(SIZES))
LONG_NAME = "Konstantinopolitańczyk"
SPACED_NAME = "Hana Maria Kowalska"
LONG_SEATS = [
    {"type": "human", "name": LONG_NAME},
    {"type": "bot", "level": "easy", "name": SPACED_NAME},
    {"type": "bot", "level": "easy"},
    {"type": "bot", "level": "medium"},
]

# Each line box of an element's text, as the browser laid it out: one rect per line
# fragment (a word broken across lines gives a second top).
LINES = """(element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
    return [...new Set(tops)].length;
}"""
TEXT_LEFT = """(element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
}"""


@pytest.fixture(scope="module")
def long_match() -> LongMatch:
    return LongMatch(LONG_SEATS)


def finish_long_match(page, site_url: str, match: LongMatch) -> dict:
    """Continue the long match at its last round and play it to the match's end."""
    mirror = match.continue_on(page, site_url)
    page.select_option("#speed-select", "instant")
    view = play_round(page, mirror)
    assert view["phase"] == "match_over"
    page.wait_for_selector("#summary", state="visible")
    return view


@in_both_sizes
def test_score_sheet_headers_keep_whole_words(browser, site_url, long_match, size):
    with localized_page(browser, site_url, **SIZES[size]) as page:
        finish_long_match(page, site_url, long_match)
        heads = page.locator("#score-sheet thead th")
        assert heads.count() == 5
        for index in range(heads.count()):
            assert heads.nth(index).evaluate(LINES) == 1, heads.nth(index).inner_text()
        # a name cut short keeps its whole text, for the pointer (title) and screen readers (the cell)
        names = page.eval_on_selector_all(
            "#score-sheet thead .sheet-name", "els => els.map((e) => [e.textContent, e.title])"
        )
        assert names[:2] == [[LONG_NAME, LONG_NAME], [SPACED_NAME, SPACED_NAME]]
        # the hands' names and the table's seats are not broken inside a word either
        for selector in ("#summary-hands .summary-name", "#opponents .seat-name"):
            for element in page.locator(selector).all():
                assert element.evaluate(LINES) == 1, element.inner_text()
        # "Round" stands over its numbers: both start at the column's left
        round_head = page.locator("#score-sheet thead th").first.evaluate(TEXT_LEFT)
        first_number = page.locator("#score-sheet tbody th[scope=row]").first.evaluate(TEXT_LEFT)
        assert abs(round_head - first_number) < 1
        assert page.locator("#score-sheet tbody tr[data-round]").count() == long_match.rounds
        assert_no_axe_violations(page, f"{size}: the score sheet of a long match")
