"""What every engine must do with the game, written once: Firefox's tests run it through
Playwright, WebKit's through Selenium (engines.WebDriverPage answers the same calls).

A first start from nothing, the set-up screen read as a person sees it (at a desktop's
size and a phone's, in English and in Finnish, whose words are the longest), a round
played by clicking and checked move by move against the engine in CPython, then its
replay stepped through by its buttons and checked against the same copy moment by moment,
tiles dragged onto their places with the mouse, a reload that starts from the snapshot, and
a reload with the server gone (offline)."""

from __future__ import annotations

from driver import (
    ENGINE_TIMEOUT_MS,
    match_params,
    page_state,
    play_human_turn,
    play_round,
    set_up,
    wait_for_change,
    wait_for_decision,
)
from mirror import Mirror, key
from replaying import RecordingMirror, step_through
from seen import problems_seen

VS_BOT = ["human", "medium"]
SIZES = ((1280, 860), (360, 640))


def recorded_errors(page) -> list[str]:
    """What the page's recorder (tests/e2e/hooked_site.py) kept, then forgotten."""
    errors = page.evaluate("JSON.parse(sessionStorage.getItem('test:errors') || '[]')")
    page.evaluate("sessionStorage.removeItem('test:errors')")
    return errors


def wait_engine(page) -> str:
    """Wait for the engine; how it started ("cold", "snapshot")."""
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    return page.evaluate("document.body.dataset.engineStart")


def start(page) -> None:
    """Start the match set up; a match saved before is replaced (the page asks first)."""
    page.click("#start-button")
    page.wait_for_function(
        "!document.getElementById('table-screen').hidden || !document.getElementById('replace-confirm').hidden"
    )
    if page.is_visible("#replace-confirm"):
        page.click("#replace-yes")
    page.wait_for_selector("#table-screen", state="visible")


def first_start(page, url: str) -> None:
    page.goto(url)
    assert page.evaluate("document.documentElement.dataset.browser") == "ok"
    assert wait_engine(page) == "cold"
    assert page.is_visible("#setup-screen")


def set_up_reads_well(page, resize) -> dict[str, list[str]]:
    """Problems seen on the set-up screen with four seats, by size and language ({} when none).
    resize(width, height) sizes the viewport and returns the size it got."""
    page.click(".segmented label:has(input[value='4'])")
    for index, kind in enumerate(["human", "medium", "hard", "easy"]):
        page.select_option(f"select[name=seat-{index}-type]", kind)
    found = {}
    for language in ("en", "fi"):
        page.select_option("#lang-select", language)
        for size in SIZES:
            width, height = resize(*size)
            problems = problems_seen(page)
            if problems:
                found[f"{language} {width}x{height}"] = problems
    page.select_option("#lang-select", "en")
    resize(*SIZES[0])
    return found


def a_round_by_clicking_then_replayed(page, url: str, seed: int) -> None:
    """A round against a bot, every move checked against the engine in CPython; then the
    round's replay, each step by the Forward button showing the line, the hands and the
    turn the engine had at that moment."""
    page.goto(url + f"#seed={seed}")
    page.reload()  # the seed's link, read by a new page
    wait_engine(page)
    set_up(page, VS_BOT)
    start(page)
    mirror = RecordingMirror(match_params(VS_BOT, seed=seed))
    view = play_round(page, mirror)
    assert view["phase"] == "round_over" and view["result"] is not None
    page.wait_for_selector("#summary-next")
    page.click("#summary-replay")
    page.wait_for_selector("#replay")
    step_through(page, mirror.moments[1], "buttons", 1)
    page.click("#replay-close")
    page.wait_for_selector("#replay", state="hidden")
    page.wait_for_selector("#summary-next")


CENTER = """(selector) => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
}"""


def tiles_dragged_onto_their_places(page, url: str, seed: int, pointer) -> None:
    """A round against a bot in which the player's plays after the lead are made by dragging
    the tile with the mouse onto the marker of the end the engine's copy chose (pointer
    events; the markers light up once the drag passes its threshold); every other decision
    is clicked and checked as in a round by clicking. At the round's end the line holds, by
    its order of play, the tiles the engine has. pointer(kind, x, y): the mouse "move"d to
    (x, y), pressed ("down") or released ("up") there, at once."""
    page.goto("about:blank")
    page.goto(url + f"#seed={seed}")  # a new page reads the seed's link
    wait_engine(page)
    page.evaluate("localStorage.removeItem('blockdominoes.match')")  # no match to replace first
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(match_params(VS_BOT, seed=seed))
    dragged = 0
    while True:
        where = wait_for_decision(page)
        view = mirror.run_bots()
        if where == "summary":
            break
        if not view["legal"] or view["ends"] is None:  # a pass, a draw or the lead: clicked
            play_human_turn(page, mirror)
            continue
        before = page_state(page)
        move = {"type": "play", **view["legal"][-1]}
        x, y = page.evaluate(CENTER, f"#hand .hand-tile[data-tile='{key(move['tile'])}']")
        pointer("move", x, y)
        pointer("down", x, y)
        for step in range(1, 5):  # past the drag threshold
            pointer("move", x + 8 * step, y - 8 * step)
        marker = f"#board .marker[data-end={move['end']}]"
        page.wait_for_selector(marker)
        tx, ty = page.evaluate(CENTER, marker)
        sx, sy = x + 32, y - 32
        for step in range(1, 7):
            pointer("move", sx + (tx - sx) * step / 6, sy + (ty - sy) * step / 6)
        pointer("up", tx, ty)
        wait_for_change(page, before)
        mirror.apply(move)
        dragged += 1
    assert dragged >= 2, "the seed gave fewer than two plays to drag"
    line = page.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll('#board .line-tile')]"
        ".map((tile) => [tile.dataset.seq, tile.dataset.tile]))"
    )
    assert line == {str(entry["seq"]): key(entry["tile"]) for entry in mirror.view["line"]}


def kept_offline(page, url: str) -> None:
    """A visit that leaves the site kept by the service worker and the snapshot made (by
    this page, or by an earlier one: then this one started from it)."""
    page.goto(url)
    wait_engine(page)
    page.wait_for_selector(
        "body[data-snapshot=saved], body[data-engine-start=snapshot]", state="attached", timeout=ENGINE_TIMEOUT_MS
    )


def reload_from_the_snapshot(page, url: str) -> None:
    kept_offline(page, url)
    page.reload()
    assert wait_engine(page) == "snapshot"
    assert page.evaluate("navigator.serviceWorker.controller !== null")


def offline_reload_plays(page, site, seed: int) -> None:
    """With the server gone, a reload comes from the offline copy and a round plays."""
    kept_offline(page, site.url)
    page.goto(site.url + f"#seed={seed}")
    site.close()  # nothing answers any more
    page.reload()
    assert wait_engine(page) == "snapshot"
    assert page.evaluate("navigator.serviceWorker.controller !== null")  # the page came from the offline copy
    set_up(page, VS_BOT)
    start(page)
    view = play_round(page, Mirror(match_params(VS_BOT, seed=seed)))
    assert view["phase"] == "round_over"
