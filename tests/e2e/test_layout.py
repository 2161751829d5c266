"""The line stays on screen without overlaps, on a phone and on a desktop."""

from __future__ import annotations

from driver import match_params, open_page, play_round, set_up, start, tile_held
from mirror import Mirror, choose

VS_BOT = ["human", "medium"]


def overlaps(a: dict, b: dict, slack: float = 0.5) -> bool:
    return (
        min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > slack
        and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > slack
    )


def boxes(page, selector: str) -> list[dict]:
    return page.evaluate(
        """(selector) => [...document.querySelectorAll(selector)].map(el => {
            const r = el.getBoundingClientRect();
            return {x: r.x, y: r.y, width: r.width, height: r.height};
        })""",
        selector,
    )


def assert_on_screen_and_apart(page, selector: str, width: int, height: int) -> int:
    found = boxes(page, selector)
    for box in found:
        assert box["x"] >= -0.5 and box["y"] >= -0.5, box
        assert box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height + 0.5, box
    for i, a in enumerate(found):
        for b in found[i + 1 :]:
            assert not overlaps(a, b), (a, b)
    return len(found)


def reaches_ten_plays_with_a_move(params: dict) -> bool:
    """Does round 1 reach 10 plays on a human turn where the human can play a tile?"""
    mirror = Mirror(params)
    while mirror.run_bots()["phase"] == "play":
        if len(mirror.view["line"]) >= 10:
            return bool(mirror.view["legal"])
        mirror.apply(choose(mirror.view))
    return False


def test_table_after_ten_plays_at_phone_and_desktop_sizes(browser, site_url, artifacts):
    params_for = lambda seed: match_params(VS_BOT, seed=seed)  # noqa: E731
    seed = next(s for s in range(1, 300) if reaches_ten_plays_with_a_move(params_for(s)))
    for width, height in [(360, 640), (1440, 900)]:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        errors = []
        page.on("console", lambda message, errors=errors: message.type == "error" and errors.append(message.text))
        try:
            open_page(page, site_url, seed)
            set_up(page, VS_BOT)
            start(page)
            view = play_round(page, Mirror(params_for(seed)), stop_at_line=10)
            assert view["phase"] == "play" and len(view["line"]) >= 10
            # the last tile's drop-in animation has finished
            page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
            page.screenshot(path=str(artifacts / f"table-{width}x{height}.png"))
            assert assert_on_screen_and_apart(page, "#board .line-tile .tile-body", width, height) >= 10
            assert assert_on_screen_and_apart(page, "#hand .hand-tile", width, height) >= 1
            # with a tile held in a drag, the markers too must be on screen and clear of the line
            held = page.locator("#hand .hand-tile.is-playable").first.get_attribute("data-tile")
            with tile_held(page, held):
                page.screenshot(path=str(artifacts / f"table-{width}x{height}-markers.png"))
                assert (
                    assert_on_screen_and_apart(page, "#board .line-tile .tile-body, #board .marker-body", width, height)
                    >= 11
                )
            assert errors == []
        finally:
            context.close()
