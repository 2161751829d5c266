"""The line stays on screen without overlaps, on a phone and on a desktop."""

from __future__ import annotations

from driver import match_params, open_page, play_round, set_up, start
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
            page.wait_for_timeout(400)  # let the last tile's drop-in animation finish
            page.screenshot(path=str(artifacts / f"table-{width}x{height}.png"))
            assert assert_on_screen_and_apart(page, "#board .line-tile .tile-body", width, height) >= 10
            assert assert_on_screen_and_apart(page, "#hand .hand-tile", width, height) >= 1
            # with a tile chosen, the markers too must be on screen and clear of the line
            page.locator("#hand .hand-tile.is-playable").first.click()
            page.screenshot(path=str(artifacts / f"table-{width}x{height}-markers.png"))
            assert (
                assert_on_screen_and_apart(page, "#board .line-tile .tile-body, #board .marker-body", width, height)
                >= 11
            )
            assert errors == []
        finally:
            context.close()


def test_layout_math_never_overlaps(page, site_url):
    """Random lines through the real layout module, at sizes from phone to wide desktop."""
    open_page(page, site_url)
    app = page.evaluate("""() => document.querySelector('script[src$="main.js"]').src""")
    problems = page.evaluate(
        """async (mainUrl) => {
            const { layoutLine } = await import(new URL('table/line-layout.js', mainUrl).href);
            let seed = 7;
            const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
            const problems = [];
            for (let trial = 0; trial < 1500; trial++) {
                const n = 1 + rnd(28), lead = rnd(n), line = [];
                for (let i = 0; i < n; i++) {
                    const a = rnd(7), b = rnd(4) === 0 ? a : rnd(7);
                    line.push({ tile: [Math.min(a, b), Math.max(a, b)], left: a, right: b, seq: i === lead ? 0 : i + 1 });
                }
                const width = [240, 360, 700, 1100, 1600][rnd(5)], height = [160, 300, 520, 900][rnd(4)];
                const ghosts = { left: rnd(2) === 0, right: rnd(3) === 0 };
                const { unit, items } = layoutLine(line, { width, height, ghosts });
                for (let i = 0; i < items.length; i++) {
                    const r = items[i].rect;
                    if (unit > 6.01 && (r.x < -0.01 || r.y < -0.01 || r.x + r.w > width + 0.01 || r.y + r.h > height + 0.01))
                        problems.push(['off', width, height, n]);
                    for (let j = i + 1; j < items.length; j++) {
                        const q = items[j].rect;
                        if (Math.min(r.x + r.w, q.x + q.w) - Math.max(r.x, q.x) > 0.01 &&
                            Math.min(r.y + r.h, q.y + q.h) - Math.max(r.y, q.y) > 0.01) problems.push(['overlap', width, height, n]);
                    }
                }
            }
            return problems.slice(0, 5);
        }""",
        app,
    )
    assert problems == []
