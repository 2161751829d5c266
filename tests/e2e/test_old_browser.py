"""A browser below the supported ones gets a clear message in the page's language, and
nothing else: Debian's WPE WebKit 2.38 (cog, through WPEWebDriver), whose JavaScript is
Safari 16.0's, older than the class static blocks Pyodide's loader is written with.
Before the browser check it showed "The game engine could not start (Unexpected token
'{')". Run with the rest of `python3 build.py test`; `-m "not old_webkit"` leaves it out."""

from __future__ import annotations

import pytest
from engines import WebDriverPage, start_wpe
from hooked_site import hooked_copy, serve
from js_words import unsupported_words

import build

pytestmark = pytest.mark.old_webkit


@pytest.fixture(scope="module")
def site(site_url):  # site_url: dist/ is built
    served = serve(hooked_copy(build.CACHE / "dist-hooked-wpe"))
    yield served
    served.close()


@pytest.fixture
def page():
    driver = start_wpe()
    try:
        yield WebDriverPage(driver)
    finally:
        driver.quit()


def test_an_old_browser_is_told_so_in_the_page_language_and_downloads_no_engine(page, site):
    words = unsupported_words()
    page.goto(site.url)
    page.wait_for_selector("#browser-unsupported")
    assert page.evaluate("navigator.userAgent").count("Version/16.0")  # the browser is the one meant
    assert page.evaluate("document.documentElement.dataset.missing") == "class-static-blocks"
    assert page.inner_text("#browser-unsupported-title") == words["en"]["title"]
    assert page.inner_text("#browser-unsupported-text") == words["en"]["text"]
    for hidden in ("#app", "#engine-status", ".topbar-tools"):
        assert page.is_hidden(hidden), hidden

    # the language the player chose before (kept by the page) is the message's too
    page.evaluate("localStorage.setItem('blockdominoes.lang', 'pl')")
    page.reload()
    page.wait_for_selector("#browser-unsupported")
    assert page.inner_text("#browser-unsupported-title") == words["pl"]["title"]
    assert page.evaluate("document.documentElement.lang") == "pl"

    assert page.recorded_errors() == []  # no script error: the page's module stops quietly
    assert [path for path in site.requests if "/pyodide/" in path or "engine-worker" in path] == []
