"""Pages opened in a browser context of a given language (navigator.language),
colour scheme or motion preference, with the same watch as the `page` fixture:
no console error and no request outside the site."""

from __future__ import annotations

import functools
import json
import subprocess
from contextlib import contextmanager
from pathlib import Path

from axe_playwright_python.sync_playwright import Axe
from conftest import PageWatch
from driver import match_params, open_page, set_up, start
from mirror import Mirror

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = {"en": "en-GB", "pl": "pl-PL", "fi": "fi-FI"}
AXE = Axe()  # axe-core bundled in the Python package: no network


@contextmanager
def localized_page(browser, site_url: str, lang: str = "en", *, speed: str | None = None, **options):
    """A fresh context whose browser language is `lang`; `speed` presets the bot speed;
    `viewport` (a dict) replaces the usual 1280x860."""
    viewport = options.pop("viewport", {"width": 1280, "height": 860})
    context = browser.new_context(viewport=viewport, locale=LANGUAGES.get(lang, lang), **options)
    if speed:
        context.add_init_script(f"localStorage.setItem('blockdominoes.speed', '{speed}')")
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.watch = PageWatch(page, site_url.rstrip("/"))
    try:
        yield page
        assert page.watch.errors == []
        assert page.watch.foreign == []
    finally:
        context.close()


def assert_no_axe_violations(page, where: str) -> None:
    results = AXE.run(page)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


@functools.cache
def _catalogs_json() -> str:
    script = 'import { CATALOGS } from "./js/i18n/i18n.js"; console.log(JSON.stringify(CATALOGS));'
    return subprocess.run(
        ["node", "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


def catalogs(page=None) -> dict:
    """The translation catalogs (en, pl, fi) that the page is built from: js/i18n/i18n.js's
    CATALOGS, read once per session by Node.js (the page's modules are bundled into one,
    so a page can no longer import them). `page` is not needed."""
    return json.loads(_catalogs_json())


def open_rules(page) -> None:
    """Open the rules screen from the game and wait for the engine's diagrams."""
    page.click("#rules-button")
    page.wait_for_selector("#rules-screen[data-examples=ready]", state="attached", timeout=120_000)
    page.wait_for_function("() => document.querySelectorAll('#rules-screen .line-tile').length > 0")


def start_against_a_bot(page, site_url: str, seed: int, *, already_open: bool = False) -> Mirror:
    """A classic match, the human against a medium bot, started by clicking; its CPython mirror."""
    seats = ["human", "medium"]
    if not already_open:
        open_page(page, site_url, seed)
    set_up(page, seats)
    start(page)
    return Mirror(match_params(seats, seed=seed))
