"""The line in words, in the form of the rules' sources: tiles in order of placing,
connections, places to play with their values. Read from the rules screen after
the sources' sequences (played by the engine) in each language, and from the
live table against the engine's own view."""

from __future__ import annotations

from driver import play_round
from localized import localized_page, open_rules, start_against_a_bot

EXPECTED = {
    "en": {
        "lead-1-4": "Tiles: [1|4]. Connections: none yet. Places to play: [1|4] (low end, 1); [1|4] (high end, 4).",
        "double-1-1": "Tiles: [1|4], [1|1]. Connections: [1|4] (low end) – [1|1] (side A). Places to play: [1|1] (side B, 1); [1|4] (high end, 4).",
        "double-6-6": "Tiles: [3|6], [6|6]. Connections: [3|6] (high end) – [6|6] (side A). Places to play: [3|6] (low end, 3); [6|6] (side B, 6).",
        "lead-0-0": "Tiles: [0|0]. Connections: none yet. Places to play: [0|0] (side A, 0); [0|0] (side B, 0).",
        "double-4-4": "Tiles: [1|4], [1|1], [4|4]. Connections: [1|4] (low end) – [1|1] (side A); [1|4] (high end) – [4|4] (side A). Places to play: [1|1] (side B, 1); [4|4] (side B, 4).",
        "after-3-4": "Tiles: [1|4], [1|1], [4|4], [3|4]. Connections: [1|4] (low end) – [1|1] (side A); [1|4] (high end) – [4|4] (side A); [4|4] (side B) – [3|4] (high end). Places to play: [1|1] (side B, 1); [3|4] (low end, 3).",
        "lead-2-2": "Tiles: [2|2]. Connections: none yet. Places to play: [2|2] (side A, 2); [2|2] (side B, 2).",
    },
    "pl": {
        "lead-1-4": "Klocki: [1|4]. Połączeń jeszcze nie ma. Miejsca na następny klocek: [1|4] (niższa połówka, 1); [1|4] (wyższa połówka, 4).",
        "double-1-1": "Klocki: [1|4], [1|1]. Połączenia: [1|4] (niższa połówka) – [1|1] (strona A). Miejsca na następny klocek: [1|1] (strona B, 1); [1|4] (wyższa połówka, 4).",
        "double-6-6": "Klocki: [3|6], [6|6]. Połączenia: [3|6] (wyższa połówka) – [6|6] (strona A). Miejsca na następny klocek: [3|6] (niższa połówka, 3); [6|6] (strona B, 6).",
        "lead-0-0": "Klocki: [0|0]. Połączeń jeszcze nie ma. Miejsca na następny klocek: [0|0] (strona A, 0); [0|0] (strona B, 0).",
        "double-4-4": "Klocki: [1|4], [1|1], [4|4]. Połączenia: [1|4] (niższa połówka) – [1|1] (strona A); [1|4] (wyższa połówka) – [4|4] (strona A). Miejsca na następny klocek: [1|1] (strona B, 1); [4|4] (strona B, 4).",
        "after-3-4": "Klocki: [1|4], [1|1], [4|4], [3|4]. Połączenia: [1|4] (niższa połówka) – [1|1] (strona A); [1|4] (wyższa połówka) – [4|4] (strona A); [4|4] (strona B) – [3|4] (wyższa połówka). Miejsca na następny klocek: [1|1] (strona B, 1); [3|4] (niższa połówka, 3).",
        "lead-2-2": "Klocki: [2|2]. Połączeń jeszcze nie ma. Miejsca na następny klocek: [2|2] (strona A, 2); [2|2] (strona B, 2).",
    },
    "fi": {
        "lead-1-4": "Laatat: [1|4]. Liitoksia ei vielä ole. Pelattavat kohdat: [1|4] (pienempi pää, 1); [1|4] (suurempi pää, 4).",
        "double-1-1": "Laatat: [1|4], [1|1]. Liitokset: [1|4] (pienempi pää) – [1|1] (puoli A). Pelattavat kohdat: [1|1] (puoli B, 1); [1|4] (suurempi pää, 4).",
        "double-6-6": "Laatat: [3|6], [6|6]. Liitokset: [3|6] (suurempi pää) – [6|6] (puoli A). Pelattavat kohdat: [3|6] (pienempi pää, 3); [6|6] (puoli B, 6).",
        "lead-0-0": "Laatat: [0|0]. Liitoksia ei vielä ole. Pelattavat kohdat: [0|0] (puoli A, 0); [0|0] (puoli B, 0).",
        "double-4-4": "Laatat: [1|4], [1|1], [4|4]. Liitokset: [1|4] (pienempi pää) – [1|1] (puoli A); [1|4] (suurempi pää) – [4|4] (puoli A). Pelattavat kohdat: [1|1] (puoli B, 1); [4|4] (puoli B, 4).",
        "after-3-4": "Laatat: [1|4], [1|1], [4|4], [3|4]. Liitokset: [1|4] (pienempi pää) – [1|1] (puoli A); [1|4] (suurempi pää) – [4|4] (puoli A); [4|4] (puoli B) – [3|4] (suurempi pää). Pelattavat kohdat: [1|1] (puoli B, 1); [3|4] (pienempi pää, 3).",
        "lead-2-2": "Laatat: [2|2]. Liitoksia ei vielä ole. Pelattavat kohdat: [2|2] (puoli A, 2); [2|2] (puoli B, 2).",
    },
}


def descriptions(page) -> dict:
    return page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#rules-screen figure[data-example]')]
            .map(f => [f.dataset.example, f.querySelector('.board-description')?.textContent]))"""
    )


def test_rules_diagrams_are_described_in_each_language(browser, site_url):
    with localized_page(browser, site_url, "en") as page:
        page.goto(site_url)
        open_rules(page)
        for lang, expected in EXPECTED.items():
            page.select_option("#lang-select", lang)
            page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
            found = descriptions(page)
            assert {key: found[key] for key in expected} == expected
            # each diagram's picture is named by its caption and described by this description,
            # which is not visible text until the player asks for it
            svg = "figure[data-example=double-1-1] svg"
            labelled = page.get_attribute(svg, "aria-labelledby").split()
            assert len(labelled) == 1 and "rules-caption" in page.get_attribute(f"#{labelled[0]}", "class")
            described = page.get_attribute(svg, "aria-describedby")
            assert page.text_content(f"#{described}") == expected["double-1-1"]
            assert page.is_hidden(f"#{described}")
            assert page.locator("#rules-screen .board-description:visible").count() == 0
            page.click("figure[data-example=double-1-1] .rules-describe summary")
            assert page.is_visible(f"#{described}")
            page.click("figure[data-example=double-1-1] .rules-describe summary")


def test_live_table_description_follows_the_engine(page, site_url):
    mirror = start_against_a_bot(page, site_url, 21)
    assert page.get_attribute("#board", "aria-describedby") == "board-description"
    view = play_round(page, mirror, stop_at_line=4)
    page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length === n", arg=len(view["line"]))
    text = page.text_content("#board-description")
    in_order = [f"[{e['tile'][0]}|{e['tile'][1]}]" for e in sorted(view["line"], key=lambda e: e["seq"])]
    assert text.startswith(f"Tiles: {', '.join(in_order)}. Connections: ")
    assert text.count(" – ") == len(view["line"]) - 1
    places = text.split("Places to play: ")[1].rstrip(".").split("; ")
    assert [place.rsplit(", ", 1)[1].rstrip(")") for place in places] == [
        str(view["ends"]["left"]),
        str(view["ends"]["right"]),
    ]
    left, right = view["line"][0]["tile"], view["line"][-1]["tile"]
    assert places[0].startswith(f"[{left[0]}|{left[1]}] (") and places[1].startswith(f"[{right[0]}|{right[1]}] (")
    # B reads the line aloud through the polite live region
    page.keyboard.press("b")
    assert page.text_content("#announcer") == text
