"""Translations: every key in every language with the same placeholders, every
plural form the language needs (Intl.PluralRules), no key unused, the language
taken from the browser, and the engine's errors told in the page's language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from driver import open_page, set_up, start, wait_for_decision
from localized import catalogs, localized_page

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def forms(entry) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


def placeholders(entry) -> set[str]:
    return {name for text in forms(entry) for name in PLACEHOLDER.findall(text)} - {"count"}


def test_catalogs_are_complete_in_every_language(page, site_url):
    page.goto(site_url)
    page.wait_for_selector("body[data-shell=ready]", state="attached")
    found = catalogs(page)
    categories = page.evaluate(
        "(langs) => Object.fromEntries(langs.map(l => [l, new Intl.PluralRules(l).resolvedOptions().pluralCategories]))",
        list(found),
    )
    english = found["en"]
    assert set(found) == {"en", "pl", "fi"}
    for lang, catalog in found.items():
        assert sorted(set(english) - set(catalog)) == [], f"missing in {lang}"
        assert sorted(set(catalog) - set(english)) == [], f"only in {lang}"
        for name, entry in catalog.items():
            assert all(text.strip() for text in forms(entry)), f"{lang} {name} is empty"
            assert placeholders(entry) == placeholders(english[name]), f"{lang} {name}: other placeholders"
            if isinstance(english[name], dict):
                assert isinstance(entry, dict), f"{lang} {name} needs plural forms"
                assert set(categories[lang]) <= set(entry), f"{lang} {name} lacks {set(categories[lang]) - set(entry)}"


def sources() -> str:
    files = [ROOT / "index.html", *sorted((ROOT / "js").rglob("*.js"))]
    return "\n".join(path.read_text() for path in files if "/i18n/" not in path.as_posix())


def test_every_key_is_used(page, site_url):
    page.goto(site_url)
    page.wait_for_selector("body[data-shell=ready]", state="attached")
    keys = set(catalogs(page)["en"])
    code = sources()
    literal = set(re.findall(r"""["'`]([a-z][\w-]*(?:\.[\w-]+)+)["'`]""", code))
    literal |= set(re.findall(r"""\bt\(["']([a-z]\w*)["']""", code))  # t("or")
    prefixes = set(re.findall(r"""[`]([a-z][\w-]*(?:\.[\w-]+)*\.)\$\{""", code))  # t(`engine.${stage}`)
    # A second-person form "<key>.you" is looked up by describe.about for any used key,
    # and a team's "<key>.team" by describe.aboutWinner.
    unused = sorted(
        name
        for name in keys
        if name not in literal
        and not any(name.startswith(prefix) for prefix in prefixes)
        and not (name.endswith(".you") and name[:-4] in literal)
        and not (name.endswith(".team") and name[:-5] in literal)
    )
    assert unused == []


@pytest.mark.parametrize(
    ("locale", "lang", "title"),
    [
        ("fi-FI", "fi", "Uusi ottelu"),
        ("pl-PL", "pl", "Nowa partia"),
        ("de-DE", "en", "New match"),
    ],
)
def test_language_comes_from_the_browser(browser, site_url, locale, lang, title):
    with localized_page(browser, site_url, locale) as page:
        page.goto(site_url)
        page.wait_for_selector("body[data-shell=ready]", state="attached")
        assert page.get_attribute("html", "lang") == lang
        assert page.inner_text("#setup-title") == title
        assert page.input_value("#lang-select") == lang


def test_engine_errors_are_told_in_the_page_language(page, site_url):
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
    texts = catalogs(page)
    # The page's own check of the field set aside, so that the engine refuses: bad_request.
    page.evaluate("document.getElementById('target-input').removeAttribute('max')")
    page.fill("#target-input", "5000")
    for lang in ("en", "pl", "fi"):
        page.select_option("#lang-select", lang)
        page.click("#start-button")
        page.wait_for_selector("#setup-error", state="visible")
        assert page.inner_text("#setup-error") == texts[lang]["error.code.bad_request"]
        assert "target" in page.get_attribute("#setup-error", "title")  # the engine's words, as a detail only
        page.wait_for_selector("#setup-screen", state="visible")


def test_the_move_log_is_told_again_in_a_new_language(page, site_url):
    open_page(page, site_url, 5)
    set_up(page, ["human", "medium"])
    start(page)
    wait_for_decision(page)
    entries = page.locator("#move-log li")
    english = entries.all_inner_texts()
    assert english[0].endswith("wins the lot for the first lead.")
    page.select_option("#lang-select", "pl")
    polish = entries.all_inner_texts()
    assert len(polish) == len(english)
    assert polish[0].endswith("wygrywa losowanie i zaczyna.")
    assert polish[1].startswith("Rozdanie 1: zaczyna")


@pytest.mark.parametrize("value", ["0", "1001", "12.5", "-3"])
def test_a_target_out_of_the_field_s_range_is_explained_before_anything_starts(page, site_url, value):
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
    page.fill("#target-input", value)
    page.click("#start-button")
    assert page.inner_text("#setup-error") == "The target must be a whole number from 1 to 1000, or empty."
    assert page.is_visible("#setup-screen") and page.evaluate("document.activeElement.id") == "target-input"
