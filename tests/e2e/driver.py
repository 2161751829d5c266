"""Playing the real page by clicking, as a person would."""

from __future__ import annotations

from contextlib import contextmanager

from blockdominoes.bridge import Bridge
from mirror import Mirror, choose, key, simulate

ENGINE_TIMEOUT_MS = 120_000
# Each preset's rules, as the engine offers them to the page (the bridge's `options`).
PRESET_RULES = {preset["id"]: preset["rules"] for preset in Bridge().call("options")["options"]["presets"]}
# The page's set-up choices and the bridge parameters they stand for.
SEAT_PARAMS = {
    "human": {"type": "human"},
    "easy": {"type": "bot", "level": "easy"},
    "medium": {"type": "bot", "level": "medium"},
    "hard": {"type": "bot", "level": "hard"},
}


def match_params(seats: list[str], preset: str = "classic", target: int | None = None, seed: int | None = None) -> dict:
    rules = dict(PRESET_RULES[preset])
    if target is not None:
        rules["target"] = target
    params = {"players": len(seats), "seats": [SEAT_PARAMS[s] for s in seats], "rules": rules}
    if seed is not None:
        params["seed"] = seed
    return params


def find_seed(params_for, wanted, limit: int = 300) -> int:
    """The first seed whose match (played by the tests' policy in CPython) has `wanted`."""
    for seed in range(1, limit):
        if wanted(simulate(params_for(seed), rounds=None if "target" in params_for(0)["rules"] else 1)):
            return seed
    raise AssertionError("no seed has the wanted property")


def open_page(page, site_url: str, seed: int | None = None) -> None:
    page.goto(site_url + (f"#seed={seed}" if seed is not None else ""))
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)


def reload_and_continue(page) -> None:
    """Reload the page and continue the saved match from the offer on the set-up screen."""
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    page.click("#continue-button")
    page.wait_for_selector("#table-screen", state="visible")


def set_up(page, seats: list[str], preset: str = "classic", target: int | None = None, speed: str = "instant") -> None:
    """Fill the set-up form by clicking and typing."""
    page.select_option("#speed-select", speed)
    page.check(f"input[name=preset][value={preset}]")
    page.click(f".segmented label:has(input[value='{len(seats)}'])")
    for index, kind in enumerate(seats):
        page.select_option(f"select[name=seat-{index}-type]", kind)
    if target is not None or page.is_visible("#target-input"):  # a single hand has no target
        page.fill("#target-input", "" if target is None else str(target))


def start(page) -> None:
    page.click("#start-button")
    page.wait_for_selector("#table-screen", state="visible")


def wait_for_decision(page) -> str:
    """Wait until the human at the device must act, or a round is over."""
    page.wait_for_function(
        """() => !document.getElementById('summary').hidden
             || !document.getElementById('cover').hidden
             || document.querySelector('.hand-tile.is-playable')
             || !document.getElementById('pass-button').hidden
             || !document.getElementById('draw-button').hidden""",
        timeout=60_000,
    )
    if page.is_visible("#summary"):
        return "summary"
    if page.is_visible("#cover"):
        return "cover"
    return "turn"


PAGE_STATE = """() => ({
    hand: [...document.querySelectorAll('#hand .hand-tile')].map(b => b.dataset.tile),
    playable: [...document.querySelectorAll('#hand .hand-tile.is-playable')].map(b => b.dataset.tile),
    pass: !document.getElementById('pass-button').hidden,
    draw: !document.getElementById('draw-button').hidden,
    line: document.querySelectorAll('#board .line-tile').length,
})"""


def page_state(page) -> dict:
    return page.evaluate(PAGE_STATE)


def wait_for_change(page, before: dict) -> None:
    """Wait until the page shows something else than `before` (a move was taken: until then
    the old offer is still on the page and would pass for the next decision)."""
    page.wait_for_function(
        f"(before) => {{ const now = ({PAGE_STATE})();"
        " return Object.keys(before).some((k) => JSON.stringify(now[k]) !== JSON.stringify(before[k]))"
        " || !document.getElementById('summary').hidden || !document.getElementById('cover').hidden; }",
        arg=before,
        timeout=60_000,
    )


def click_move(page, move: dict) -> None:
    """Click the move: a tile with one place plays on its click (the engine's first place,
    as the tests' policy picks it); one with a real choice shows its markers, and the
    move's marker is clicked."""
    if move["type"] in ("pass", "draw"):
        page.click(f"#{move['type']}-button")
        return
    page.click(f"#hand .hand-tile[data-tile='{key(move['tile'])}']")
    # the click took it (a real choice): its markers show (evaluate: WebDriverPage has no locators)
    if page.evaluate("() => document.querySelector('#board .marker') !== null"):
        page.click(f"#board .marker[data-end={move['end'] or 'lead'}]")


def play_first_playable(page) -> None:
    """The first playable tile of the hand, at its first place (a click; a marker when it asks)."""
    page.locator("#hand .hand-tile.is-playable").first.click()
    if page.locator("#board .marker").count():
        page.locator("#board .marker").first.click()


def center(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


@contextmanager
def tile_held(page, tile_key: str):
    """A tile of the hand dragged with the mouse and held: its places are marked while
    the body runs; then it is dropped on the marker the body returned by `send`, or back
    on the hand. Use: `with tile_held(page, key) as drop: ...; drop("left")`."""
    tile = page.locator(f"#hand .hand-tile[data-tile='{tile_key}']")
    x, y = center(tile.bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y - 30, steps=4)  # past the drag threshold: the markers appear
    page.wait_for_selector("#board .marker")
    where: list[str] = []
    yield where.append
    if where:
        tx, ty = center(page.locator(f"#board .marker[data-end={where[-1]}]").bounding_box())
    else:
        tx, ty = x, y
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()


def play_human_turn(page, mirror: Mirror) -> dict:
    """Check the page's offer against the engine, then make the policy's move in both."""
    view = mirror.view
    state = page_state(page)
    assert state["hand"] == [key(tile) for tile in view["hand"]]
    assert sorted(state["playable"]) == sorted({key(move["tile"]) for move in view["legal"]})
    assert state["pass"] == view["can_pass"]
    assert state["draw"] == view["can_draw"]
    assert state["line"] == len(view["line"])
    move = choose(view)
    click_move(page, move)
    wait_for_change(page, state)
    mirror.apply(move)
    return move


def play_round(page, mirror: Mirror, stop_at_line: int | None = None) -> dict:
    """Play until the round's summary shows (or the line reaches stop_at_line on a human turn)."""
    while True:
        where = wait_for_decision(page)
        if where == "cover":
            page.click("#cover-button")
            continue
        view = mirror.run_bots()
        if where == "summary":
            assert view["phase"] != "play", "the page ended a round the engine did not"
            return view
        assert view["phase"] == "play", "the engine ended the round but the page did not show it"
        if stop_at_line is not None and len(view["line"]) >= stop_at_line:
            return view
        play_human_turn(page, mirror)
