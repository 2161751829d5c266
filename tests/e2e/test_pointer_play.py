"""Playing with the pointer beyond single clicks: dragging a tile onto a marker,
and a double-click on a tile that has exactly one place."""

from __future__ import annotations

from driver import match_params, open_page, play_human_turn, set_up, start, wait_for_decision
from mirror import Mirror, key

VS_BOT = ["human", "medium"]


def human_turn(page, mirror: Mirror) -> dict:
    assert wait_for_decision(page) == "turn"
    return mirror.run_bots()


def line_length(page) -> int:
    return page.locator("#board .line-tile").count()


def center(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


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
