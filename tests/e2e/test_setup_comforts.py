"""Issue 14, the set-up's part: a share link's deals played once, Start asking before
it replaces a saved match, a long link parameter that cannot widen the page, damaged
saves and unreadable statistics told in the page's language, Start in sight on a
phone and waiting for the engine, and seats and names carried by the share link."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlparse

import pytest
from driver import ENGINE_TIMEOUT_MS, open_page, wait_for_decision
from localized import assert_no_axe_violations, catalogs, localized_page

SAVE_KEY = "blockdominoes.match"
STATS_KEY = "blockdominoes.stats"
LANGS = ("en", "pl", "fi")


def shared(page) -> dict:
    """The share dialog's link, as its parameters (the dialog closed again)."""
    page.click("#share-button")
    fragment = parse_qs(urlparse(page.input_value("#share-url")).fragment)
    page.keyboard.press("Escape")
    return fragment


def stored(page, key: str):
    return page.evaluate("(key) => localStorage.getItem(key)", key)


def store(page, key: str, text: str) -> None:
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, text])


def in_view(page, selector: str) -> bool:
    """Whether the element is wholly inside the viewport as it is scrolled now."""
    return page.evaluate(
        """(selector) => {
            const box = document.querySelector(selector).getBoundingClientRect();
            return box.width > 0 && box.top >= 0 && box.left >= 0
                && box.bottom <= innerHeight && box.right <= innerWidth;
        }""",
        selector,
    )


# ---- defect 1: a share link's deals are played once


def test_a_share_link_deals_once_then_new_matches_and_reloads_deal_afresh(page, site_url):
    page.goto(site_url + "#players=2&preset=classic&seed=123")
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    page.select_option("#speed-select", "instant")
    page.click("#start-button")
    wait_for_decision(page)
    assert shared(page)["seed"] == ["123"]  # the link's own deals, still shareable
    assert page.evaluate("location.hash") == ""  # but no longer in the address

    page.click("#new-match-button")
    page.click("#start-button")
    page.click("#replace-yes")
    wait_for_decision(page)
    assert shared(page)["seed"] != ["123"]

    page.reload()  # a reload continues the save, and does not set up the link again
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.is_visible("#continue-button")
    assert page.evaluate("location.hash") == ""


# ---- defect 4: Start asks before it replaces a saved match in progress


def saved_match_then_set_up(page, site_url) -> str:
    """A match started (and so saved), then New match: the set-up screen with a save in progress."""
    open_page(page, site_url, 21)
    page.select_option("#speed-select", "instant")
    page.click("#start-button")
    wait_for_decision(page)
    saved = stored(page, SAVE_KEY)
    assert saved is not None
    page.click("#new-match-button")
    return saved


def test_start_asks_before_replacing_a_saved_match_and_no_keeps_it(page, site_url):
    saved = saved_match_then_set_up(page, site_url)
    assert page.is_hidden("#replace-confirm")
    page.click("#start-button")
    page.wait_for_selector("#replace-confirm", state="visible")
    assert page.evaluate("document.activeElement.id") == "replace-no"
    assert page.is_visible("#setup-screen") and page.is_hidden("#table-screen")
    texts = catalogs()
    for lang in LANGS:
        page.select_option("#lang-select", lang)
        assert page.inner_text("#replace-ask") == texts[lang]["setup.replace.ask"]
        assert_no_axe_violations(page, f"{lang}: the question before replacing a saved match")
    page.select_option("#lang-select", "en")

    page.click("#replace-no")
    assert page.is_hidden("#replace-confirm")
    assert page.evaluate("document.activeElement.id") == "start-button"
    assert stored(page, SAVE_KEY) == saved and page.is_visible("#continue-button")

    page.click("#start-button")
    page.click("#replace-yes")
    page.wait_for_selector("#table-screen", state="visible")
    wait_for_decision(page)
    replaced = json.loads(stored(page, SAVE_KEY))
    assert replaced["share"] != json.loads(saved)["share"]  # a new match, with its own deals


def test_the_replace_question_is_about_the_form_as_it_was_and_does_not_outlive_it(page, site_url):
    saved = saved_match_then_set_up(page, site_url)
    page.click("#start-button")
    page.wait_for_selector("#replace-confirm", state="visible")
    page.fill("#target-input", "0")  # a change to the form takes the question back ...
    assert page.is_hidden("#replace-confirm")
    page.click("#start-button")  # ... and Start checks the form again before it asks
    page.wait_for_selector("#setup-error", state="visible")
    assert page.is_hidden("#replace-confirm") and page.is_hidden("#table-screen")
    assert stored(page, SAVE_KEY) == saved

    page.fill("#target-input", "150")
    page.click("#start-button")
    page.wait_for_selector("#replace-confirm", state="visible")
    page.click("#continue-button")  # the player continues the saved match instead
    page.wait_for_selector("#table-screen", state="visible")
    wait_for_decision(page)
    page.click("#new-match-button")
    page.wait_for_selector("#setup-screen", state="visible")
    assert page.is_hidden("#replace-confirm")  # no question left from before

    page.click("#start-button")
    page.click("#replace-yes")
    page.wait_for_selector("#table-screen", state="visible")
    wait_for_decision(page)
    assert parse_qs(json.loads(stored(page, SAVE_KEY))["share"])["target"] == ["150"]  # the form as checked


# ---- defect 5: a long unknown parameter is cut short and wraps


@pytest.mark.parametrize("viewport", [(360, 640), (1440, 900)], ids=["phone", "desktop"])
def test_a_long_link_parameter_is_cut_short_and_the_page_keeps_its_width(page, site_url, viewport):
    width, height = viewport
    page.set_viewport_size({"width": width, "height": height})
    name = "abcdefghij" * 300
    page.goto(site_url + f"#{name}=1")
    page.wait_for_selector("#link-problem", state="visible")
    told = page.inner_text("#link-problem")
    assert f"“{name[:40]}…”" in told and name[:41] not in told
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert in_view(page, "#link-problem")


# ---- defect 6: damaged saves told in the page's language, with no "Invalid Date"


def told_now(page, text: str) -> None:
    """The save was refused and set aside: the panel says why. (The table may show for a moment
    first, while the engine reads the save: the reason comes with its refusal.)"""
    page.wait_for_function("text => document.getElementById('save-problem-text').textContent === text", arg=text)
    assert page.is_visible("#setup-screen") and page.is_hidden("#saved-match")


def test_damaged_saves_are_told_in_the_page_language(page, site_url):
    open_page(page, site_url)
    texts = catalogs()
    for lang in LANGS:
        words = texts[lang]

        def told(reason: str, words: dict = words) -> str:
            return words["saved.unreadable"].replace("{reason}", words[f"saved.reason.{reason}"])

        page.select_option("#lang-select", lang)
        store(page, SAVE_KEY, "null")  # no save at all: not "another version"
        page.reload()
        page.wait_for_selector("#save-problem", state="visible")
        assert page.inner_text("#save-problem-text") == told("not_a_save")

        # the engine's refusals, by their reason; a save's time that is no time is left out
        for state, reason in [({"engine": "blockdominoes", "format": 99}, "other_version"), ({}, "not_a_save")]:
            record = {"format": 1, "savedAt": "yesterday", "round": 2, "state": state}
            store(page, SAVE_KEY, json.dumps(record))
            page.reload()
            page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
            assert page.inner_text("#saved-match-text") == words["saved.offer.undated"].replace("{round}", "2")
            page.click("#continue-button")
            told_now(page, told(reason))
        store(page, SAVE_KEY, json.dumps({"format": 1, "round": 3, "state": {"engine": "blockdominoes"}}))
        page.reload()
        page.wait_for_selector("#saved-match", state="visible")
        assert "Invalid Date" not in page.inner_text("#saved-match-text")
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
        page.click("#continue-button")
        told_now(page, told("damaged"))
    page.select_option("#lang-select", "en")


# ---- defect 7: unreadable statistics are told, downloadable and deletable


def test_unreadable_statistics_are_told_in_the_statistics_dialog(page, site_url):
    open_page(page, site_url)
    store(page, STATS_KEY, "{not json")
    page.click("#stats-button")
    page.wait_for_selector("#stats-problem", state="visible")
    assert page.inner_text("#stats-problem-text") == catalogs()["en"]["stats.problem"]["one"]
    with page.expect_download() as download:
        page.click("#stats-download")
    assert open(download.value.path()).read() == "{not json"
    assert download.value.suggested_filename.startswith("block-dominoes-statistics-")
    page.click("#stats-forget")
    assert page.is_hidden("#stats-problem")
    assert page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith('{STATS_KEY}.unreadable.'))") == []
    assert page.evaluate("document.getElementById('stats').contains(document.activeElement)")


@pytest.mark.parametrize("lang", LANGS)
def test_the_statistics_notice_has_no_axe_violations(browser, site_url, lang):
    with localized_page(browser, site_url, lang) as page:
        page.goto(site_url)
        page.wait_for_selector("body[data-shell=ready]", state="attached")
        store(page, STATS_KEY, "[damaged")
        page.click("#stats-button")
        page.wait_for_selector("#stats-problem", state="visible")
        assert page.inner_text("#stats-problem-text") == catalogs()[lang]["stats.problem"]["one"]
        assert_no_axe_violations(page, f"{lang}: statistics kept aside")
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)


# ---- defect 14: Start in sight on a phone, and a start that waits for the engine


def test_on_a_phone_start_is_in_sight_and_waits_for_the_engine(page, site_url):
    held = []
    page.context.route("**/engine/*/*.zip", lambda route: held.append(route))  # the engine's files wait
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site_url)
    page.wait_for_selector("body[data-shell=ready]", state="attached")
    texts = catalogs()["en"]
    assert page.evaluate("scrollY") == 0
    assert in_view(page, "#start-button")
    assert page.inner_text("#start-progress") == texts["setup.start.loading"]
    assert in_view(page, "#start-progress")

    page.click("#start-button")
    page.wait_for_selector(f"#start-progress:has-text('{texts['setup.start.waiting']}')")
    assert page.is_visible("#setup-screen")
    for _ in range(600):  # the engine's download starts with the worker; wait for it to be held
        if held:
            break
        page.wait_for_timeout(50)
    assert held and page.is_hidden("#table-screen")
    for route in held:
        route.continue_()
    page.wait_for_selector("#table-screen", state="visible", timeout=ENGINE_TIMEOUT_MS)  # by itself
    assert page.is_hidden("#start-progress")

    page.set_viewport_size({"width": 1440, "height": 900})
    page.click("#new-match-button")
    assert page.evaluate("scrollY") == 0 and in_view(page, "#start-button")


# ---- defect 15: the share link carries seat types, bot levels and names


def test_the_share_link_carries_seats_levels_and_names(page, site_url):
    page.goto(site_url + "#players=3&preset=classic&seed=77&seats=human,easy,hard&names=Ana,,Bob%2C%20Jr")
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    assert page.is_hidden("#link-problem")
    seats = [
        (page.input_value(f"select[name=seat-{i}-type]"), page.input_value(f"input[name=seat-{i}-name]"))
        for i in range(3)
    ]
    assert seats == [("human", "Ana"), ("easy", ""), ("hard", "Bob, Jr")]
    page.select_option("#speed-select", "instant")
    page.click("#start-button")
    page.wait_for_selector("#table-screen", state="visible")
    assert "Bob, Jr" in page.inner_text("#opponents")
    page.click("#share-button")
    link = page.input_value("#share-url")
    page.keyboard.press("Escape")
    assert urlparse(link).fragment == ("players=3&preset=classic&seed=77&seats=human,easy,hard&names=Ana,,Bob%2C%20Jr")


@pytest.mark.parametrize(
    ("fragment", "message"),
    [
        ("seats=human,wizard", "“seats” is not valid (“human,wizard”)"),
        ("players=3&seats=human,easy", "“seats” (“human,easy”) does not fit its game of 3 players"),
        ("names=Ana," + "x" * 200, f"name “{'x' * 40}…” cannot be used: The name is too long (at most 24 characters)."),
    ],
    ids=["unknown-seat", "seats-for-2-of-3", "name-too-long"],
)
def test_bad_seats_or_names_in_a_link_are_explained(page, site_url, fragment, message):
    page.goto(site_url + "#" + fragment)
    page.wait_for_selector("body[data-shell=ready]", state="attached")
    assert message in page.inner_text("#link-problem")
    assert page.input_value("select[name=seat-1-type]") != "wizard"
