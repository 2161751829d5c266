"""The view's legal plays as small tuples, and the move dicts bots return."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..tiles import OTHER, TILES, as_list, tile_id

if TYPE_CHECKING:
    from typing import TypeAlias

    from ..messages import End, Move, PlayMove, SeatedMove, View

    Option: TypeAlias = tuple[int, End | None, int, int]  # (tile, end, new left, new right)


def plays(view: View) -> list[Option]:
    """Each distinct legal play as (tile, end, new left, new right), in the
    view's order. A tile that fits both ends of the same value is listed once:
    both placements leave the same line ends."""
    ends = view["ends"]
    out: list[Option] = []
    seen = set()
    for move in view["legal"]:
        tid, end = tile_id(*move["tile"]), move["end"]
        if end is None or ends is None:
            left, right = TILES[tid]
        elif end == "left":
            left, right = OTHER[tid][ends["left"]], ends["right"]
        else:
            left, right = ends["left"], OTHER[tid][ends["right"]]
        key = (tid, min(left, right), max(left, right))
        if key not in seen:
            seen.add(key)
            out.append((tid, end, left, right))
    return out


def play_move(tid: int, end: End | None) -> PlayMove:
    return {"type": "play", "tile": as_list(tid), "end": end}


def no_play_move(view: View) -> Move:
    """Draw when the boneyard allows it, else pass (the only moves without a fitting tile)."""
    return {"type": "draw"} if view["can_draw"] else {"type": "pass"}


def obvious(view: View, options: list[Option]) -> Move | None:
    """The move when there is nothing to choose between, else None."""
    if not options:
        return no_play_move(view)
    if len(options) == 1:
        return play_move(options[0][0], options[0][1])
    return None


def seated(move: Move, seat: int) -> SeatedMove:
    """The move with the seat that makes it, as ``Match.apply`` takes it."""
    if move["type"] == "play":
        return {"type": "play", "seat": seat, "tile": move["tile"], "end": move["end"]}
    return {"type": move["type"], "seat": seat}
