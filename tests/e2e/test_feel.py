"""How a move feels, through the real page on a phone (360x640, touch) and a desktop
(1440x900, mouse): one tap plays a tile with one place and not one with a choice; a
drag plays at the place nearest the drop and a drop off the line plays nothing; played
and drawn tiles travel (none under reduced motion); the automatic only move with two
ends of the same value, also when switched on during the turn; the tab's title and a
vibration say it is your turn."""

from __future__ import annotations

import pytest
from driver import click_move, find_seed, match_params, open_page, play_round, set_up, start, wait_for_decision
from localized import catalogs, localized_page
from mirror import Mirror, choose, key, place_groups
from test_layout import assert_on_screen_and_apart, overlaps

VS_BOT = ["human", "medium"]
PHONE = {"viewport": {"width": 360, "height": 640}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1440, "height": 900}}

# Every tile that travels is recorded as it appears (it is on the page for a moment only).
RECORD_TRAVELS = """
window.__travelled = [];
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node instanceof Element && node.hasAttribute('data-travelling')) window.__travelled.push(node.dataset.tile);
}).observe(document, { childList: true, subtree: true });
"""


def line_keys(page) -> list[str]:
    return page.eval_on_selector_all("#board .line-tile", "tiles => tiles.map(t => t.dataset.tile)")


def drawn_order(line: list[dict]) -> list[str]:
    """The board draws the lead, then the right arm outward, then the left arm outward."""
    lead = next(i for i, entry in enumerate(line) if entry["seq"] == 0)
    return [key(entry["tile"]) for entry in [line[lead]] + line[lead + 1 :] + line[:lead][::-1]]


def human_turn(page, mirror: Mirror) -> dict | None:
    """Wait for the human's turn (None when the round is over); the mirror caught up."""
    if wait_for_decision(page) != "turn":
        return None
    return mirror.run_bots()


def assert_same_line(page, mirror: Mirror) -> None:
    line = mirror.run_bots()["line"] if mirror.view["phase"] == "play" else mirror.view["line"]
    page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length === n", arg=len(line))
    assert line_keys(page) == drawn_order(line)


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_played_tiles_travel_unless_motion_is_reduced(browser, site_url, motion):
    seed = 3
    with localized_page(browser, site_url, "en", reduced_motion=motion, **DESKTOP) as page:
        page.add_init_script(RECORD_TRAVELS)
        open_page(page, site_url, seed)
        set_up(page, VS_BOT, speed="normal")
        start(page)
        mirror = Mirror(match_params(VS_BOT, seed=seed))
        played = []
        for _ in range(3):
            view = human_turn(page, mirror)
            if view is None:
                break
            move = choose(view)
            click_move(page, move)
            mirror.apply(move)
            if move["type"] == "play":
                played.append(key(move["tile"]))
            assert_same_line(page, mirror)
        assert played
        travelled = page.evaluate("window.__travelled")
        bots = [key(entry["tile"]) for entry in mirror.view["line"] if entry["seat"] != 0]
        if motion == "reduce":
            assert travelled == []
        else:
            assert set(played) <= set(travelled)  # from the hand
            assert set(bots) & set(travelled)  # from the bot's seat
        page.wait_for_function("() => !document.querySelector('[data-travelling], .is-arriving')")


# The device's vibration recorded; the page's visibility switched by hand (a headless
# page is never hidden by itself).
FEEL_HOOKS = """
window.__buzz = [];
Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (pattern) => (window.__buzz.push(pattern), true) });
window.__hide = (hidden) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
};
"""


@pytest.mark.parametrize("lang", ["en", "pl", "fi"])
def test_your_turn_is_felt_a_vibration_the_hand_raised_and_the_title_in_the_background(browser, site_url, lang):
    seed = 3
    words = catalogs()[lang]
    usual = words["app.title"]
    turn_title = words["title.your.turn"].replace("{title}", usual)
    with localized_page(browser, site_url, lang, **PHONE) as page:
        page.add_init_script(FEEL_HOOKS)
        open_page(page, site_url, seed)
        set_up(page, VS_BOT)
        start(page)
        mirror = Mirror(match_params(VS_BOT, seed=seed))
        assert human_turn(page, mirror) is not None
        assert page.evaluate("window.__buzz") == [40]  # the vibration follows the sound: on by default
        assert page.locator("#hand.is-your-turn").count() == 1
        assert page.title() == usual  # seen: the table says it
        page.evaluate("window.__hide(true)")
        assert page.title() == turn_title
        page.evaluate("window.__hide(false)")
        assert page.title() == usual
        # hidden while the bot plays: the title says so when the turn comes back
        page.evaluate("window.__hide(true)")
        move = choose(mirror.view)
        click_move(page, move)
        mirror.apply(move)
        view = human_turn(page, mirror)
        assert view is not None, "the round ended before the checks"
        page.wait_for_function("(title) => document.title === title", arg=turn_title)
        assert len(page.evaluate("window.__buzz")) == 2
        page.evaluate("window.__hide(false)")
        assert page.title() == usual
        # switched off: no vibration on the next turn
        page.click("#settings-button")
        page.uncheck("#setting-vibrate")
        page.click("#settings-close")
        buzzes = len(page.evaluate("window.__buzz"))
        move = choose(view)
        click_move(page, move)
        mirror.apply(move)
        assert human_turn(page, mirror) is not None, "the round ended before the checks"
        assert len(page.evaluate("window.__buzz")) == buzzes
        assert page.locator("#hand.is-your-turn").count() == 1
        page.click("#settings-button")
        assert page.is_visible("#setting-vibrate")
        page.click("#settings-close")


SIZES = """() => {
  const short = (el) => { const box = el.getBoundingClientRect(); return Math.min(box.width, box.height); };
  return {
    line: Math.min(...[...document.querySelectorAll('#board .line-tile .tile-body')].map(short)),
    hand: Math.min(...[...document.querySelectorAll('#hand .hand-tile')].map(short)),
  };
}"""


def boxes(page, selector: str) -> list[dict]:
    return page.eval_on_selector_all(
        selector,
        "els => els.map(e => { const b = e.getBoundingClientRect(); return {x: b.x, y: b.y, width: b.width, height: b.height}; })",
    )


def test_the_line_and_the_hand_grow_with_a_large_screen(browser, site_url):
    seed = 1
    sizes = {}
    for width, height in [(1000, 700), (1280, 800), (1440, 900)]:
        viewport = {"width": width, "height": height}
        with localized_page(browser, site_url, "en", viewport=viewport) as page:
            open_page(page, site_url, seed)
            set_up(page, VS_BOT)
            start(page)
            view = play_round(page, Mirror(match_params(VS_BOT, seed=seed)), stop_at_line=4)
            assert view["phase"] == "play"
            # the last tile has arrived (its travel or drop-in has finished)
            page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
            sizes[width] = page.evaluate(SIZES)
            assert assert_on_screen_and_apart(page, "#board .line-tile .tile-body", width, height) >= 4
            assert assert_on_screen_and_apart(page, "#hand .hand-tile", width, height) >= 1
    for part in ("line", "hand"):
        assert sizes[1000][part] < sizes[1280][part] < sizes[1440][part], sizes


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_the_button_that_shows_the_result_again_never_covers_the_hand(browser, site_url, device):
    seed = 1
    options = PHONE if device == "phone" else DESKTOP
    with localized_page(browser, site_url, "en", **options) as page:
        open_page(page, site_url, seed)
        set_up(page, VS_BOT)
        start(page)
        view = play_round(page, Mirror(match_params(VS_BOT, seed=seed)))
        assert view["phase"] != "play"
        page.click("#summary-hide")
        page.wait_for_selector("#summary-show", state="visible")
        assert boxes(page, "#hand .hand-tile")
        for scroll in ("0", "document.documentElement.scrollHeight"):  # the page's top, then its foot
            page.evaluate(f"window.scrollTo(0, {scroll})")
            button = boxes(page, "#summary-show")[0]
            for tile in boxes(page, "#hand .hand-tile"):
                assert not overlaps(button, tile), (scroll, button, tile)


def center_of(page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


class Pointer:
    """Taps and drags as the device makes them: a finger (Chromium's touch events, from
    which it makes pointer events of type touch), a mouse, or a pen (`pen=True`: mouse
    events of pointer type pen, through the DevTools protocol)."""

    def __init__(self, page, touch: bool, pen: bool = False):
        self.page = page
        self.touch = touch
        self.pen = pen
        self.cdp = page.context.new_cdp_session(page) if touch or pen else None

    def _pen(self, kind: str, x: float, y: float) -> None:
        event = {"type": kind, "x": x, "y": y, "pointerType": "pen", "button": "left", "buttons": 1, "clickCount": 1}
        if kind == "mouseReleased":
            event["buttons"] = 0
        self.cdp.send("Input.dispatchMouseEvent", event)

    def tap(self, selector: str) -> None:
        if self.touch:
            self.page.tap(selector)
        else:
            self.page.click(selector)

    def _touch(self, kind: str, x: float | None = None, y: float | None = None) -> None:
        points = [] if x is None else [{"x": x, "y": y}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def drag(
        self, start: tuple[float, float], end: tuple[float, float], steps: int = 8, press=True, release=True
    ) -> int:
        """Drag from start to end; the number of markers lit on the way (past the threshold).
        press=False goes on with a drag already pressed; release=False keeps it held."""
        (x0, y0), (x1, y1) = start, end
        path = [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(1, steps + 1)]
        if not press:
            pass
        elif self.pen:
            self._pen("mouseMoved", x0, y0)
            self._pen("mousePressed", x0, y0)
        elif self.touch:
            self._touch("touchStart", x0, y0)
        else:
            self.page.mouse.move(x0, y0)
            self.page.mouse.down()
        lit = 0
        for i, (x, y) in enumerate(path):
            if self.pen:
                self._pen("mouseMoved", x, y)
            elif self.touch:
                self._touch("touchMove", x, y)
            else:
                self.page.mouse.move(x, y)
            if i == steps // 2:
                lit = self.page.locator("#board .marker").count()
        if not release:
            pass
        elif self.pen:
            self._pen("mouseReleased", x1, y1)
        elif self.touch:
            self._touch("touchEnd")
        else:
            self.page.mouse.up()
        return lit


def hand_keys(page) -> list[str]:
    return page.eval_on_selector_all("#hand .hand-tile", "tiles => tiles.map(t => t.dataset.tile)")


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_one_tap_for_one_place_a_choice_asks_and_a_drag_plays_at_the_nearest_place(browser, site_url, device):
    seed = 1  # the human leads the first round
    with localized_page(browser, site_url, "en", **(PHONE if device == "phone" else DESKTOP)) as page:
        pointer = Pointer(page, touch=device == "phone")
        open_page(page, site_url, seed)
        set_up(page, VS_BOT)
        start(page)
        mirror = Mirror(match_params(VS_BOT, seed=seed))
        done = set()
        for _ in range(40):
            view = human_turn(page, mirror)
            if view is None:  # the round is over: the next one
                assert mirror.run_bots()["phase"] == "round_over", (
                    page.inner_text("#move-log"),
                    mirror.view["line"],
                    done,
                )
                page.click("#summary-next")
                page.wait_for_selector("#summary", state="hidden")
                mirror.next_round()
                continue
            if not view["legal"]:
                click_move(page, choose(view))
                mirror.apply(choose(view))
                continue
            tiles = {key(move["tile"]): move["tile"] for move in view["legal"]}
            groups = {name: place_groups(view, tile) for name, tile in tiles.items()}
            line = page.locator("#board .line-tile").count()
            if "off" not in done:
                # dragged off the line: its places lit on the way, then back in the hand, nothing played
                name = next(iter(tiles))
                x, y = center_of(page, f"#hand .hand-tile[data-tile='{name}']")
                hand = hand_keys(page)
                # released over the tile itself (redrawn meanwhile): the release is no tap either
                assert pointer.drag((x, y), (x + 6, y + 14)) == sum(len(g) for g in groups[name])
                assert page.locator("#hand.is-your-turn").count() == 1  # no move on its way
                assert page.locator("#board .marker").count() == 0
                assert page.locator("#hand .hand-tile.is-selected").count() == 0
                assert hand_keys(page) == hand and page.locator("#board .line-tile").count() == line
                done.add("off")
            choice = [name for name, places in groups.items() if len(places) > 1]
            single = [name for name, places in groups.items() if len(places) == 1]
            if choice and "choice" not in done:
                name = choice[0]
                pointer.tap(f"#hand .hand-tile[data-tile='{name}']")  # a real choice: taken, not played
                assert page.locator("#board .marker").count() == len(
                    [m for m in view["legal"] if key(m["tile"]) == name]
                )
                assert page.locator("#board .line-tile").count() == line
                # dropped between the two places, nearer the second: it plays there
                end = groups[name][1][0]
                other = groups[name][0][0]
                tx, ty = center_of(page, f"#board .marker[data-end={end}]")
                ox, oy = center_of(page, f"#board .marker[data-end={other}]")
                x, y = center_of(page, f"#hand .hand-tile[data-tile='{name}']")
                drop = (tx + (ox - tx) * 0.3, ty + (oy - ty) * 0.3)
                assert pointer.drag((x, y), drop, steps=10, release=False) > 0
                # held there: the place it would play at stands out
                assert page.eval_on_selector_all("#board .marker.is-target", "ms => ms.map(m => m.dataset.end)") == [
                    end
                ]
                pointer.drag(drop, drop, steps=1, press=False)
                mirror.apply({"type": "play", "tile": tiles[name], "end": end})
                assert_same_line(page, mirror)
                done.add("choice")
                continue
            if single and ("single" not in done or ("lead" not in done and not view["line"])):
                name = single[0]
                pointer.tap(f"#hand .hand-tile[data-tile='{name}']")  # one place: played on the tap
                mirror.apply({"type": "play", "tile": tiles[name], "end": groups[name][0][0]})
                assert_same_line(page, mirror)
                done.add("single" if view["line"] else "lead")
                continue
            if {"off", "choice", "single", "lead"} <= done:
                break
            move = choose(view)
            click_move(page, move)
            mirror.apply(move)
        assert {"off", "choice", "single", "lead"} <= done, done


def first_equal_ends_turn(seed: int) -> bool:
    """Does the human's first turn offer one tile that fits two ends of the same value, and nothing else?"""
    view = Mirror(match_params(VS_BOT, seed=seed)).run_bots()
    tiles = {key(move["tile"]) for move in view["legal"]}
    return (
        len(tiles) == 1
        and len(view["legal"]) == 2
        and view["ends"]["left"] == view["ends"]["right"]
        and all(len(place_groups(view, move["tile"])) == 1 for move in view["legal"])
    )


@pytest.mark.parametrize("when", ["on before", "switched on during the turn"])
def test_the_only_move_is_played_for_you_when_both_ends_show_the_same_number(browser, site_url, when):
    seed = next(s for s in range(1, 200) if first_equal_ends_turn(s))
    settings = '{"autoOnly": true}' if when == "on before" else '{"autoOnly": false}'
    with localized_page(browser, site_url, "en", **DESKTOP) as page:
        page.add_init_script(f"localStorage.setItem('blockdominoes.settings', '{settings}')")
        open_page(page, site_url, seed)
        set_up(page, VS_BOT)
        start(page)
        mirror = Mirror(match_params(VS_BOT, seed=seed))
        view = human_turn(page, mirror)
        assert view is not None and len(view["line"]) == 1
        if when != "on before":
            assert page.locator("#board .line-tile").count() == 1  # off: the player decides
            page.click("#settings-button")
            page.check("#setting-auto-only")
            page.click("#settings-close")
        page.wait_for_function(
            "() => [...document.querySelectorAll('#move-log li')].some((li) => li.textContent.startsWith('Automatic:'))"
        )
        mirror.apply(choose(view))  # the tile at its first place, as the engine lists them
        assert_same_line(page, mirror)


def test_a_drawn_tile_travels_from_the_boneyard_to_the_hand(browser, site_url):
    params_for = lambda seed: match_params(VS_BOT, "draw", seed=seed)  # noqa: E731
    seed = find_seed(params_for, lambda stats: stats["human_draws"] >= 1)  # in the first round
    with localized_page(browser, site_url, "en", **DESKTOP) as page:
        page.add_init_script(RECORD_TRAVELS)
        open_page(page, site_url, seed)
        set_up(page, VS_BOT, "draw")
        start(page)
        mirror = Mirror(params_for(seed))
        while True:
            view = human_turn(page, mirror)
            assert view is not None, "the round ended before the human drew"
            if view["can_draw"]:
                break
            move = choose(view)
            click_move(page, move)
            mirror.apply(move)
        hand = {key(tile) for tile in view["hand"]}
        page.evaluate("window.__travelled = []")
        page.click("#draw-button")
        mirror.apply({"type": "draw"})
        drawn = [key(tile) for tile in mirror.view["hand"] if key(tile) not in hand]
        assert len(drawn) == 1
        page.wait_for_function("(tile) => window.__travelled.includes(tile)", arg=drawn[0])
        page.wait_for_function("() => !document.querySelector('[data-travelling], .is-arriving')")
        assert drawn[0] in hand_keys(page)
