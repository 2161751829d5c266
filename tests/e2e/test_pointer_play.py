"""Playing with the pointer beyond single clicks: dragging a tile onto a marker, a
double-click on a tile that has exactly one place (its first click plays it: one tap), and
a pen's drag (tests/e2e/test_feel.py drags with a finger and a mouse at two sizes)."""

from __future__ import annotations

from driver import center, match_params, open_page, play_human_turn, set_up, start, wait_for_decision
from mirror import Mirror, choose, key, place_groups
from test_feel import Pointer, assert_same_line

VS_BOT = ["human", "medium"]


def human_turn(page, mirror: Mirror) -> dict:
    assert wait_for_decision(page) == "turn"
    return mirror.run_bots()


def line_length(page) -> int:
    return page.locator("#board .line-tile").count()


def test_drag_a_tile_onto_a_marker_and_double_click_a_tile_with_one_place(page, site_url):
    seed = 3
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(match_params(VS_BOT, seed=seed))
    dragged = double_clicked = False
    for _ in range(7):
        view = human_turn(page, mirror)
        if view["phase"] != "play":
            break
        if not view["legal"] or view["ends"] is None:
            play_human_turn(page, mirror)
            continue
        before = line_length(page)
        places = {}
        for move in view["legal"]:
            places.setdefault(key(move["tile"]), []).append(move)
        single = next((moves[0] for moves in places.values() if len(moves) == 1), None)
        if not double_clicked and single is not None:
            page.dblclick(f"#hand .hand-tile[data-tile='{key(single['tile'])}']")
            move = {"type": "play", "tile": single["tile"], "end": single["end"]}
            double_clicked = True
        else:
            move = {"type": "play", **view["legal"][-1]}
            tile = page.locator(f"#hand .hand-tile[data-tile='{key(move['tile'])}']")
            x, y = center(tile.bounding_box())
            page.mouse.move(x, y)
            page.mouse.down()
            page.mouse.move(x + 30, y - 30, steps=4)  # past the drag threshold: the markers appear
            marker = page.locator(f"#board .marker[data-end={move['end']}]")
            tx, ty = center(marker.bounding_box())
            page.mouse.move(tx, ty, steps=8)
            page.mouse.up()
            dragged = True
        mirror.apply(move)
        page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length > n", arg=before)
        # The tile lies at the end the engine put it: the board draws the lead, then the
        # right arm outward, then the left arm outward.
        line = mirror.run_bots()["line"] if mirror.view["phase"] == "play" else mirror.view["line"]
        page.wait_for_function("(n) => document.querySelectorAll('#board .line-tile').length === n", arg=len(line))
        lead = next(i for i, entry in enumerate(line) if entry["seq"] == 0)
        drawn_order = [line[lead]] + line[lead + 1 :] + line[:lead][::-1]
        assert page.eval_on_selector_all("#board .line-tile", "tiles => tiles.map(t => t.dataset.tile)") == [
            key(entry["tile"]) for entry in drawn_order
        ]
        if dragged and double_clicked:
            break
    assert dragged and double_clicked
    assert page.locator("#hand .hand-tile").count() == len(mirror.view["hand"])


def leads_then_has_a_choice(params: dict) -> bool:
    """Does the human lead round 1 and, playing the tests' policy, later hold a tile with a choice of places?"""
    mirror = Mirror(params)
    if mirror.run_bots()["line"]:
        return False
    mirror.apply(choose(mirror.view))
    while mirror.run_bots()["phase"] == "play":
        view = mirror.view
        if any(len(place_groups(view, move["tile"])) > 1 for move in view["legal"]):
            return True
        mirror.apply(choose(view))
    return False


def test_a_pen_drags_the_lead_onto_the_felt_and_a_tile_to_the_place_nearest_its_drop(page, site_url):
    """A pen's pointer events: the lead dropped anywhere on the board plays (its only place);
    later a tile with a choice dropped nearer one place plays there."""
    seed = next(s for s in range(1, 100) if leads_then_has_a_choice(match_params(VS_BOT, seed=s)))
    open_page(page, site_url, seed)
    set_up(page, VS_BOT)
    start(page)
    mirror = Mirror(match_params(VS_BOT, seed=seed))
    pen = Pointer(page, touch=False, pen=True)
    view = human_turn(page, mirror)
    assert not view["line"]
    lead = choose(view)
    x, y = center(page.locator(f"#hand .hand-tile[data-tile='{key(lead['tile'])}']").bounding_box())
    board = page.locator("#board").bounding_box()
    assert pen.drag((x, y), (board["x"] + 20, board["y"] + 20)) == 1  # the lead's one marker lit on the way
    mirror.apply(lead)
    assert_same_line(page, mirror)
    for _ in range(12):
        view = human_turn(page, mirror)
        assert view["phase"] == "play", "the round ended before a tile with a choice came"
        choice = next((m["tile"] for m in view["legal"] if len(place_groups(view, m["tile"])) > 1), None)
        if choice is None:
            play_human_turn(page, mirror)
            continue
        end, other = (group[0] for group in place_groups(view, choice)[:2])
        x, y = center(page.locator(f"#hand .hand-tile[data-tile='{key(choice)}']").bounding_box())
        # held past the threshold, the places are marked; dropped nearer `end` than `other`
        pen.drag((x, y), (x + 10, y - 10), steps=2, release=False)
        tx, ty = center(page.locator(f"#board .marker[data-end={end}]").bounding_box())
        ox, oy = center(page.locator(f"#board .marker[data-end={other}]").bounding_box())
        pen.drag((x + 10, y - 10), (tx + (ox - tx) * 0.3, ty + (oy - ty) * 0.3), press=False)
        mirror.apply({"type": "play", "tile": choice, "end": end})
        assert_same_line(page, mirror)
        return
    raise AssertionError("no tile with a choice of places came")
