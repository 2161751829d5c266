"""The set-up screen asks the engine for the usual target and shows it in the empty field,
and refuses a name the engine would refuse before it asks."""

import json

import pytest
from driver import open_page, set_up, start
from localized import assert_no_axe_violations, catalogs


def test_the_empty_target_field_shows_the_engines_usual_target(page, site_url):
    open_page(page, site_url)
    placeholder = lambda: page.get_attribute("#target-input", "placeholder")  # noqa: E731
    page.wait_for_function("() => document.getElementById('target-input').placeholder !== ''")
    page.click(".segmented label:has(input[value='2'])")
    page.wait_for_function("() => document.getElementById('target-input').placeholder === '100'")
    page.click(".segmented label:has(input[value='3'])")
    page.wait_for_function("() => document.getElementById('target-input').placeholder === '61'")
    page.check("input[name=preset][value=partnership]")
    page.wait_for_function("() => document.getElementById('target-input').placeholder === '100'")
    assert placeholder() == "100"


def _saved_names(page) -> list:
    record = json.loads(page.evaluate("localStorage.getItem('blockdominoes.match')"))
    return [seat["name"] for seat in record["state"]["seats"]]


@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
def test_a_name_the_engine_would_refuse_is_refused_as_typed_and_at_start(page, site_url, lang):
    """The engine's name rule (js/setup/player-name.js) on the set-up screen: the reason in
    the player's language under the field as it is typed, and again at Start, which does
    not reach the engine; names the page's trim() and .length would have judged otherwise
    are taken as the engine takes them."""
    words = catalogs()[lang]
    open_page(page, site_url, 1)
    page.select_option("#lang-select", lang)
    set_up(page, ["human", "medium"])
    field, problem = "input[name=seat-0-name]", "#seat-0-name-problem"
    for typed, reason in [("A\x01B", "control"), ("x" * 25, "long"), ("Ana\tMaria", "control")]:
        page.fill(field, typed)
        text = words[f"name.refused.{reason}"].replace("{max}", "24")
        assert page.inner_text(problem) == text
        assert page.get_attribute(field, "aria-invalid") == "true"
        page.click("#start-button")
        assert page.inner_text("#setup-error") == words["setup.name.refused"].replace("{n}", "1").replace(
            "{reason}", text
        )
        assert page.evaluate("document.activeElement.name") == "seat-0-name"
        assert page.is_visible("#setup-screen") and page.is_hidden("#table-screen")
    assert page.evaluate("localStorage.getItem('blockdominoes.match')") is None  # no match was started
    assert_no_axe_violations(page, f"a refused name ({lang})")

    # Whitespace to the engine only (U+0085, U+001C) is stripped; 24 emoji are 24 characters.
    page.fill(field, "\x85\x1cAna\x85")
    assert page.is_hidden(problem) and page.get_attribute(field, "aria-invalid") == "false"
    emoji = "\U0001f600" * 24
    page.fill("input[name=seat-1-name]", emoji)
    assert page.is_hidden("#seat-1-name-problem")
    start(page)
    page.wait_for_function("() => localStorage.getItem('blockdominoes.match') !== null")
    assert _saved_names(page) == ["Ana", emoji]
