"""The game in Firefox: Debian's firefox-esr driven by Playwright over WebDriver BiDi
(channel "moz-firefox", Playwright pinned in pyproject.toml). Run with the rest of
`python3 build.py test`; `-m "not firefox"` leaves it out. The same scenarios as WebKit's
(browser_scenarios.py), and an online match between a Firefox host and a Chromium guest
through the tests' relay."""

from __future__ import annotations

import pytest
from browser_scenarios import (
    a_round_by_clicking_then_replayed,
    first_start,
    offline_reload_plays,
    recorded_errors,
    reload_from_the_snapshot,
    set_up_reads_well,
    tiles_dragged_onto_their_places,
)
from engines import launch_firefox
from hooked_site import hooked_copy, serve
from online import Device, hand_of, host_room, join, line_of, start
from test_online import play_to_the_end

import build

pytestmark = pytest.mark.firefox

# Playwright's screenshots put in an inline style (caret, animations) that the page's
# Content-Security-Policy refuses, as it should: that one style, by its hash, is expected.
SCREENSHOT_STYLE = "sha256-YjaKGiklmzC6wjXA513HAMmzus8VE61XCOT+SmwNZWA="


def unexpected(errors: list[str]) -> list[str]:
    return [e for e in errors if e != "csp: style-src-elem inline" and SCREENSHOT_STYLE not in e]


@pytest.fixture(scope="module")
def firefox(playwright):
    browser = launch_firefox(playwright)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def site(site_url):  # site_url: dist/ is built
    served = serve(hooked_copy(build.CACHE / "dist-hooked-firefox"))
    yield served
    served.close()


@pytest.fixture(scope="module")
def page(firefox):
    context = firefox.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(f"pageerror: {error}"))
    page.on("console", lambda message: message.type == "error" and page.errors.append(message.text))
    yield page
    context.close()


@pytest.fixture(autouse=True)
def no_page_errors(request):
    yield
    if "page" in request.fixturenames:
        page = request.getfixturevalue("page")
        assert unexpected(recorded_errors(page) + page.errors) == []
        page.errors.clear()


def resize(page):
    def to(width: int, height: int) -> tuple[int, int]:
        page.set_viewport_size({"width": width, "height": height})
        return tuple(page.evaluate("[innerWidth, innerHeight]"))

    return to


def test_a_first_start_and_a_set_up_screen_that_reads_well(page, site):
    first_start(page, site.url)
    assert set_up_reads_well(page, resize(page)) == {}


def test_a_round_played_by_clicking_then_replayed(page, site):
    a_round_by_clicking_then_replayed(page, site.url, seed=5)


def test_tiles_dragged_onto_their_places(page, site):
    def mouse(kind: str, x: float, y: float) -> None:
        if kind == "move":
            page.mouse.move(x, y)
        elif kind == "down":
            page.mouse.down()
        else:
            page.mouse.up()

    tiles_dragged_onto_their_places(page, site.url, seed=3, pointer=mouse)


def test_a_reload_starts_from_the_snapshot(page, site):
    reload_from_the_snapshot(page, site.url)


def test_an_offline_reload_plays_a_round(page, site):
    offline_reload_plays(page, site, seed=9)


def test_a_firefox_host_and_a_chromium_guest_play_a_match(firefox, browser, online_url):
    host, guest = Device(firefox, online_url), Device(browser, online_url)
    try:
        host.open()
        link = host_room(host, ["human", "friend"], target=15)
        join(guest, link, "Ana")
        start(host)
        guest.page.wait_for_selector("#hand .hand-tile")
        assert not set(hand_of(host.page)) & set(hand_of(guest.page))
        play_to_the_end([host, guest])
        assert line_of(host.page) == line_of(guest.page)
        assert host.page.inner_text("#summary-match") == guest.page.inner_text("#summary-match")
    finally:
        errors = host.errors + guest.errors
        host.close()
        guest.close()
    assert errors == []
