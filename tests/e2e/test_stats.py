"""Statistics per player: people by name, computers by level, counted from the engine's
results as they happen, kept across visits, shown on their own screen (people first),
and reset only when confirmed; rows of older versions moved to their keys."""

from __future__ import annotations

import json

from driver import ENGINE_TIMEOUT_MS, open_page, play_round, set_up, start
from mirror import Mirror, simulate
from test_game import match_params, next_round

SEATS = ["human", "medium"]


def stats_rows(page) -> dict:
    # the take-back mark's column is test_comforts.py's
    # pairs, not an object, so that a player called "__proto__" comes through too
    return dict(
        page.evaluate(
            """() => [...document.querySelectorAll('#stats-body tr')].map((tr) => [
            tr.querySelector('th').textContent,
            Object.fromEntries([...tr.querySelectorAll('td:not([data-column=takebacks])')]
                .map((td) => [td.dataset.column, Number(td.textContent)])),
        ])"""
        )
    )


def row_kinds(page) -> list[tuple[str, str]]:
    """The screen's rows in order: the label and whose row it is (here, friend, bot)."""
    return [
        tuple(pair)
        for pair in page.evaluate(
            """() => [...document.querySelectorAll('#stats-body tr')]
            .map((tr) => [tr.querySelector('th').textContent, tr.dataset.kind])"""
        )
    ]


def stored_stats(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('blockdominoes.stats')"))


# A name that is also a special property of JavaScript objects must count like any other.
NAME = "__proto__"


def play_match(page, params: dict) -> tuple[list[dict], dict]:
    """One match from the set-up screen, NAME against medium: the round results and the last view."""
    page.fill("input[name=seat-0-name]", NAME)
    set_up(page, SEATS, target=15)
    start(page)
    mirror = Mirror({**params, "seats": [{"type": "human", "name": NAME}, {"type": "bot", "level": "medium"}]})
    results = []
    while True:
        view = play_round(page, mirror)
        results.append(view["result"])
        if view["phase"] == "match_over":
            return results, view
        next_round(page)
        mirror.next_round()


def test_a_match_counts_for_each_name_and_reset_asks_first(page, site_url):
    params_for = lambda seed: match_params(SEATS, target=15, seed=seed)  # noqa: E731
    seed = next(s for s in range(1, 300) if 2 <= simulate(params_for(s), rounds=None)["rounds"] <= 3)
    open_page(page, site_url, seed)
    results, view = play_match(page, params_for(seed))

    expected = {}
    for seat, name in enumerate([NAME, "Computer (medium)"]):
        won = [r["points"] for r in results if r["winner"] == seat]
        expected[name] = {
            "matches": 1,
            "wins": int(view["match_result"]["winner"] == seat),
            "rounds": len(results),
            "points": sum(won),
            "best": max(won, default=0),
        }
    page.reload()  # kept across visits
    page.click("#stats-button")
    assert stats_rows(page) == expected
    assert row_kinds(page) == [(NAME, "here"), ("Computer (medium)", "bot")]  # people first
    assert sorted(stored_stats(page)) == ["bot#medium", f"here:{NAME}"]

    # The computer is one player in every language, by its level: the same match played
    # in Polish counts into its row, which now shows its Polish name.
    page.click("#stats-close")
    page.select_option("#lang-select", "pl")
    # the same deals again: the link is opened anew (a link's deals are played once, then it leaves the address)
    page.goto(site_url + f"#seed={seed}")
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    play_match(page, params_for(seed))
    page.reload()
    page.click("#stats-button")
    twice = {
        name: {**row, **{k: 2 * row[k] for k in ("matches", "wins", "rounds", "points")}}
        for name, row in expected.items()
    }
    assert stats_rows(page) == {
        {"Computer (medium)": "Komputer (średni)"}.get(name, name): row for name, row in twice.items()
    }

    page.click("#stats-reset")
    page.click("#stats-reset-no")
    assert len(stats_rows(page)) == 2
    page.click("#stats-reset")
    page.click("#stats-reset-yes")
    assert stats_rows(page) == {} and page.is_visible("#stats-empty")
    page.click("#stats-close")
    assert page.is_hidden("#stats")
    assert page.evaluate("localStorage.getItem('blockdominoes.stats')") is None


def test_rows_kept_by_an_older_version_move_to_their_keys(page, site_url):
    """Statistics saved before rows had language-free keys: "You" and "Ty" are one player;
    computers kept by seat become one row of earlier computers, after the people."""
    open_page(page, site_url, 1)
    old = {
        "You": {"matches": 2, "wins": 1, "rounds": 9, "points": 80, "best": 30},
        "Ty": {"matches": 1, "wins": 1, "rounds": 4, "points": 50, "best": 41},
        "Computer 2": {"matches": 3, "wins": 1, "rounds": 13, "points": 70, "best": 25},
        "__proto__": {"matches": 1, "wins": 0, "rounds": 5, "points": 0, "best": 0},
    }
    page.evaluate("(text) => localStorage.setItem('blockdominoes.stats', text)", json.dumps(old))
    page.click("#stats-button")
    merged = {
        "You": {"matches": 3, "wins": 2, "rounds": 13, "points": 130, "best": 41},
        "__proto__": old["__proto__"],
        "Computer (earlier, any level)": old["Computer 2"],
    }
    assert stats_rows(page) == merged
    assert [name for name, _ in row_kinds(page)] == list(merged)
    assert page.evaluate("localStorage.getItem('blockdominoes.stats.scheme')") == "3"

    # Merged once: a player who names himself "Ty" later keeps a row of his own.
    typed = {"matches": 1, "wins": 1, "rounds": 3, "points": 20, "best": 12}
    page.evaluate(
        """(row) => {
        const data = JSON.parse(localStorage.getItem('blockdominoes.stats'));
        data['here:Ty'] = row;
        localStorage.setItem('blockdominoes.stats', JSON.stringify(data));
    }""",
        typed,
    )
    page.click("#stats-close")
    page.click("#stats-button")
    assert stats_rows(page) == {**merged, "Ty": typed}


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
