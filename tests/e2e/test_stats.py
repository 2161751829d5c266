"""Statistics per player name: counted from the engine's results as they happen,
kept across visits, shown on their own screen, and reset only when confirmed."""

from __future__ import annotations

from driver import open_page, play_round, set_up, start
from mirror import Mirror, simulate
from test_game import match_params, next_round

SEATS = ["human", "medium"]


def stats_rows(page) -> dict:
    return page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#stats-body tr')].map((tr) => [
            tr.querySelector('th').textContent,
            Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.column, Number(td.textContent)])),
        ]))"""
    )


def test_a_match_counts_for_each_name_and_reset_asks_first(page, site_url):
    params_for = lambda seed: match_params(SEATS, target=15, seed=seed)  # noqa: E731
    seed = next(s for s in range(1, 300) if 2 <= simulate(params_for(s), rounds=None)["rounds"] <= 3)
    open_page(page, site_url, seed)
    page.fill("input[name=seat-0-name]", "Ada")
    set_up(page, SEATS, target=15)
    start(page)
    mirror = Mirror({**params_for(seed), "seats": [{"type": "human", "name": "Ada"}, {"type": "bot", "level": "medium"}]})
    results = []
    while True:
        view = play_round(page, mirror)
        results.append(view["result"])
        if view["phase"] == "match_over":
            break
        next_round(page)
        mirror.next_round()

    expected = {}
    for seat, name in enumerate(["Ada", "Computer 2"]):
        won = [r["points"] for r in results if r["winner"] == seat]
        expected[name] = {"matches": 1, "wins": int(view["match_result"]["winner"] == seat),
                          "rounds": len(results), "points": sum(won), "best": max(won, default=0)}
    page.reload()  # kept across visits
    page.click("#stats-button")
    assert stats_rows(page) == expected

    # An unnamed seat is one player in every language: its row follows the language.
    page.click("#stats-close")
    page.select_option("#lang-select", "pl")
    page.click("#stats-button")
    assert stats_rows(page) == {{"Computer 2": "Komputer 2"}.get(name, name): row for name, row in expected.items()}
    page.click("#stats-close")
    page.select_option("#lang-select", "en")
    page.click("#stats-button")

    page.click("#stats-reset")
    page.click("#stats-reset-no")
    assert stats_rows(page) == expected
    page.click("#stats-reset")
    page.click("#stats-reset-yes")
    assert stats_rows(page) == {} and page.is_visible("#stats-empty")
    page.click("#stats-close")
    assert page.is_hidden("#stats")
    assert page.evaluate("localStorage.getItem('blockdominoes.stats')") is None


def test_unreadable_statistics_are_kept_aside_not_dropped(page, site_url):
    open_page(page, site_url, 1)
    page.evaluate("localStorage.setItem('blockdominoes.stats', '{not json')")
    page.click("#stats-button")
    assert page.is_visible("#stats-empty")
    kept = page.evaluate("""() => Object.keys(localStorage)
        .filter((key) => key.startsWith('blockdominoes.stats.unreadable.'))
        .map((key) => localStorage.getItem(key))""")
    assert kept == ["{not json"]
    assert page.evaluate("localStorage.getItem('blockdominoes.stats')") is None
