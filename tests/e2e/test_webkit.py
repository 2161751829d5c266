"""The game in WebKit, the engine of Safari on every iPhone: Debian's WebKitGTK
(MiniBrowser) driven by Selenium through WebKitWebDriver on a virtual screen. Run with
the rest of `python3 build.py test`; `-m "not webkit"` leaves it out. WebKit's driver
keeps no console log: the page records its own errors (hooked_site.py).

Online play is not tried here: Debian's WebKitGTK is built without WebRTC
(`RTCPeerConnection` is undefined in it), so a WebKit guest cannot connect."""

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
from engines import VirtualScreen, WebDriverPage, start_webkit
from hooked_site import hooked_copy, serve

import build

pytestmark = pytest.mark.webkit


@pytest.fixture(scope="module")
def site(site_url):  # site_url: dist/ is built
    served = serve(hooked_copy(build.CACHE / "dist-hooked-webkit"))
    yield served
    served.close()


@pytest.fixture(scope="module")
def page():
    screen = VirtualScreen()
    driver = start_webkit(screen.display)
    try:
        yield WebDriverPage(driver)
    finally:
        driver.quit()
        screen.close()


@pytest.fixture(autouse=True)
def no_page_errors(page):
    yield
    assert recorded_errors(page) == []


def test_a_first_start_and_a_set_up_screen_that_reads_well(page, site):
    first_start(page, site.url)
    assert set_up_reads_well(page, page.set_viewport_size) == {}


def test_a_round_played_by_clicking_then_replayed(page, site):
    a_round_by_clicking_then_replayed(page, site.url, seed=5)


def test_tiles_dragged_onto_their_places(page, site):
    tiles_dragged_onto_their_places(page, site.url, seed=3, pointer=page.pointer)


def test_a_reload_starts_from_the_snapshot(page, site):
    reload_from_the_snapshot(page, site.url)


def test_an_offline_reload_plays_a_round(page, site):
    offline_reload_plays(page, site, seed=9)
