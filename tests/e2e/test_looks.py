"""How the table looks: the line on a phone and on a desktop (long rows, no staircase,
a long line fitted at a readable size, both open ends marked with their values), the
seats around the table (the partner across), and the table's looks (classic, dark,
high contrast), remembered, with no axe violation in any of them."""

from __future__ import annotations

import functools
import json

import pytest
from driver import match_params, open_page, play_round, reload_and_continue, set_up, start
from localized import assert_no_axe_violations, localized_page, open_rules, start_against_a_bot
from mirror import Mirror, choose
from test_a11y import SEED, tile_taken

PHONE = {"width": 360, "height": 640}
DESKTOP = {"width": 1440, "height": 900}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
SAVE_KEY = "blockdominoes.match"
LONG_SEATS = ["human", "medium"]
LONG_SEED = 6  # the Draw game: the line reaches 24 tiles on the human's turn (found by the mirror)


def sized_page(browser, site_url: str, size: dict, lang: str = "en", **options):
    """A fresh context of the given viewport (a phone has touch) and language."""
    touch = size["width"] < 500
    return localized_page(browser, site_url, lang, viewport=size, has_touch=touch, is_mobile=touch, **options)


@functools.cache
def long_line(length: int) -> tuple[dict, str]:
    """A Draw game played by the engine in CPython until `length` tiles are down, the human
    to act: its view and the save the page keeps (as match-store.js writes it)."""
    mirror = Mirror(match_params(LONG_SEATS, "draw", seed=LONG_SEED))
    while len(mirror.run_bots()["line"]) < length:
        assert mirror.view["phase"] == "play"
        mirror.apply(choose(mirror.view))
    state = mirror.bridge.call("save")["state"]
    record = {"format": 1, "savedAt": "2026-12-01T12:00:00.000Z", "round": mirror.view["round"], "state": state}
    return mirror.view, json.dumps(record)


def continue_long_line(page, site_url: str, length: int = 24) -> dict:
    view, record = long_line(length)
    open_page(page, site_url)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, record])
    reload_and_continue(page)
    page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length === n", arg=len(view["line"]))
    return view


def line_geometry(page) -> dict:
    return page.evaluate(
        """() => {
            const box = (el) => { const r = el.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; };
            return {
                board: box(document.getElementById('board')),
                tiles: [...document.querySelectorAll('#board .line-tile')].map(g => ({
                    tile: g.dataset.tile, seq: Number(g.dataset.seq), ...box(g.querySelector('.tile-body'))})),
                ends: Object.fromEntries([...document.querySelectorAll('#board .line-ends .open-end')]
                    .map(g => [g.dataset.openEnd, Number(g.dataset.value)])),
                page: document.documentElement.scrollWidth,
            };
        }"""
    )


def plain(tiles: list[dict]) -> list[dict]:
    return [t for t in tiles if t["tile"].split("-")[0] != t["tile"].split("-")[1]]


def turning_tiles(tiles: list[dict]) -> int:
    """Plain tiles standing upright: the turns of the line (its rows lie flat)."""
    return sum(1 for t in plain(tiles) if t["h"] > t["w"])


def rows(tiles: list[dict]) -> list[list[dict]]:
    """The flat plain tiles, by the height of their centre line."""
    found: dict[int, list[dict]] = {}
    for t in plain(tiles):
        if t["w"] > t["h"]:
            found.setdefault(round(t["y"] + t["h"] / 2), []).append(t)
    return list(found.values())


def test_on_a_phone_the_line_uses_the_width_before_it_turns(browser, site_url, artifacts):
    with sized_page(browser, site_url, PHONE) as page:
        view = continue_long_line(page, site_url, 10)
        page.screenshot(path=str(artifacts / "looks-line-10-phone.png"))
        found = line_geometry(page)
        board = found["board"]
        lead = next(t for t in found["tiles"] if t["seq"] == 0)
        centre = lead["y"] + lead["h"] / 2
        lead_row = [t for t in found["tiles"] if abs(t["y"] + t["h"] / 2 - centre) < 1]
        span = max(t["x"] + t["w"] for t in lead_row) - min(t["x"] for t in lead_row)
        assert span >= 0.5 * board["w"], (span, board)  # the lead's row runs across half the board at least
        assert len(rows(found["tiles"])) <= 3, found["tiles"]  # 10 tiles in long rows, not a staircase
        assert found["ends"] == {"left": view["ends"]["left"], "right": view["ends"]["right"]}


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_long_line_fits_readable_in_long_rows_with_its_ends_marked(browser, site_url, artifacts, size):
    viewport = SIZES[size]
    with sized_page(browser, site_url, viewport) as page:
        view = continue_long_line(page, site_url)
        page.screenshot(path=str(artifacts / f"looks-long-line-{size}.png"))
        found = line_geometry(page)
        assert len(found["tiles"]) == 24
        board = found["board"]
        assert found["page"] <= viewport["width"]  # fitted, not zoomed or scrolled sideways
        for tile in found["tiles"]:
            assert min(tile["w"], tile["h"]) >= 20, tile  # readable: 20 px across at least
            assert tile["x"] >= board["x"] - 0.5 and tile["x"] + tile["w"] <= board["x"] + board["w"] + 0.5, tile
            assert tile["y"] >= board["y"] - 0.5 and tile["y"] + tile["h"] <= board["y"] + board["h"] + 0.5, tile
            assert tile["x"] + tile["w"] <= viewport["width"] and tile["y"] + tile["h"] <= viewport["height"], tile
        # long rows: only a few tiles stand upright where the line turns (a staircase turns
        # after every one or two tiles)
        assert turning_tiles(found["tiles"]) <= 5, found["tiles"]
        # both open ends are marked with their values, with no tile taken
        assert page.locator("#hand .hand-tile.is-selected").count() == 0
        assert found["ends"] == {"left": view["ends"]["left"], "right": view["ends"]["right"]}


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_partnership_seats_the_partner_across(browser, site_url, artifacts, size):
    seats = ["human", "medium", "medium", "medium"]
    with sized_page(browser, site_url, SIZES[size]) as page:
        open_page(page, site_url, 11)
        set_up(page, seats, "partnership", speed="slow")
        start(page)
        page.wait_for_selector("#opponents .seat-chip[data-position=top]")
        page.screenshot(path=str(artifacts / f"looks-partnership-{size}.png"))
        assert_no_axe_violations(page, f"partnership, {size}")
        chips = page.evaluate(
            """() => [...document.querySelectorAll('#opponents .seat-chip')].map(c => {
                const r = c.getBoundingClientRect();
                return {seat: Number(c.dataset.seat), position: c.dataset.position,
                        partner: !!c.querySelector('.seat-partner'), x: r.x + r.width / 2, y: r.y};
            })"""
        )
        # clockwise from the player at the bottom: left, across, right; the partner across
        assert [(c["seat"], c["position"]) for c in chips] == [(1, "left"), (2, "top"), (3, "right")]
        assert [c["partner"] for c in chips] == [False, True, False]
        left, top, right = chips
        assert left["x"] < top["x"] < right["x"]
        if size == "desktop":  # the partner above the middle of the board, the others beside it
            board = page.evaluate(
                "(() => { const r = document.getElementById('board').getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; })()"
            )
            assert abs(top["x"] - (board["x"] + board["w"] / 2)) < 80
            assert top["y"] < board["y"] < left["y"] < board["y"] + board["h"]
            assert left["y"] == right["y"] and left["x"] < board["x"] and right["x"] > board["x"] + board["w"]


def css_var(page, name: str) -> str:
    return page.evaluate(f"getComputedStyle(document.documentElement).getPropertyValue('{name}').trim()")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_look_is_chosen_remembered_and_follows_the_system(browser, site_url, size):
    with sized_page(browser, site_url, SIZES[size], color_scheme="dark") as page:
        open_page(page, site_url)
        # no choice yet: "Automatic" follows the system, here dark
        assert page.input_value("#look-select") == "auto"
        assert page.get_attribute("html", "data-look") == "dark"
        page.emulate_media(color_scheme="light")
        page.wait_for_function("() => document.documentElement.dataset.look === 'classic'")
        assert css_var(page, "--paper") == "#fbf8ef"
        page.select_option("#look-select", "contrast")
        assert page.get_attribute("html", "data-look") == "contrast"
        assert css_var(page, "--felt") == "#000"
        assert page.evaluate("localStorage.getItem('blockdominoes.look')") == "contrast"
        page.emulate_media(color_scheme="dark")  # a chosen look stays, whatever the system asks
        page.reload()
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
        assert page.input_value("#look-select") == "contrast"
        assert page.get_attribute("html", "data-look") == "contrast"
        page.select_option("#look-select", "classic")
        assert page.get_attribute("html", "data-look") == "classic"
        assert css_var(page, "--paper") == "#fbf8ef"


LOOKS = ["classic", "dark", "contrast"]


CONTRAST = """(selector) => [...document.querySelectorAll(selector)].map((el) => {
    // WCAG contrast of the text against what is under it: translucent backgrounds blended
    // down to the first opaque one (axe leaves text on a translucent cell undecided)
    const rgba = (c) => { const [r, g, b, a = 1] = c.match(/[\\d.]+/g).map(Number); return [r, g, b, a]; };
    const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
    const layers = [];
    for (let node = el; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.unshift(layer);
        if (layer[3] >= 1) break;
    }
    const ground = layers.reduce((under, layer) => over(layer, under), [255, 255, 255]);
    const text = over(rgba(getComputedStyle(el).color), ground);
    const lum = (c) => c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const [light, dark] = [lum(text), lum(ground)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
})"""


def axe_in_every_look(page, where: str, readable: str | None = None) -> None:
    """axe in each look; `readable`: text whose contrast is also measured here (at least 4.5:1)."""
    for look in LOOKS:
        page.select_option("#look-select", look)
        assert page.get_attribute("html", "data-look") == look
        assert_no_axe_violations(page, f"{where} ({look})")
        if readable:
            ratios = page.evaluate(CONTRAST, readable)
            assert ratios and min(ratios) >= 4.5, f"{where} ({look}): {readable} contrast {ratios}"


@pytest.mark.parametrize(
    ("lang", "size", "scheme"),
    [("en", "phone", "light"), ("en", "desktop", "dark"), ("pl", "desktop", "light"), ("fi", "phone", "dark")],
)
def test_no_axe_violations_in_any_look(browser, site_url, artifacts, lang, size, scheme):
    """Every look on a light and on a dark system: the set-up, the statistics kept aside,
    the table, the round's summary with its score sheet, the question before a saved match
    is replaced, and the rules."""
    with sized_page(browser, site_url, SIZES[size], lang, color_scheme=scheme) as page:
        page.context.add_init_script("localStorage.setItem('blockdominoes.speed', 'instant')")
        open_page(page, site_url, SEED)
        assert page.get_attribute("html", "lang") == lang
        axe_in_every_look(page, f"{lang} {size} {scheme}: set-up")
        page.evaluate("localStorage.setItem('blockdominoes.stats', '[damaged')")
        page.click("#stats-button")
        page.wait_for_selector("#stats-problem", state="visible")
        axe_in_every_look(page, f"{lang} {size} {scheme}: statistics kept aside")
        page.keyboard.press("Escape")
        page.wait_for_selector("#stats", state="hidden")

        mirror = start_against_a_bot(page, site_url, SEED, already_open=True)
        play_round(page, mirror, stop_at_line=3)
        with tile_taken(page, mirror):  # markers and the open ends' values on the board
            axe_in_every_look(page, f"{lang} {size} {scheme}: table")
            page.screenshot(path=str(artifacts / f"looks-contrast-{lang}-{size}.png"))
        play_round(page, mirror)
        assert page.locator("#summary-sheet .sheet-winner").count() > 0  # the round's winner, marked
        axe_in_every_look(
            page, f"{lang} {size} {scheme}: round summary and score sheet", "#summary-sheet .sheet-winner"
        )

        page.keyboard.press("Escape")  # the summary hidden, a new match asked for
        page.click("#new-match-button")
        page.click("#start-button")
        page.wait_for_selector("#replace-confirm", state="visible")
        axe_in_every_look(page, f"{lang} {size} {scheme}: the question before a saved match is replaced")

        open_rules(page)
        page.click("#rules-screen .rules-describe summary >> nth=0")
        axe_in_every_look(page, f"{lang} {size} {scheme}: rules")
