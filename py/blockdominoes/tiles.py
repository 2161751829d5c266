"""The double-six set as small integers.

A tile is an id 0..27; ``TILES[id]`` is its ``(low, high)`` pair. A hand is a
bitmask of ids, so "which tiles fit an end" is one AND with ``HAS[pips]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

MAX_PIPS = 6  # the double-six set (R1)
TILES = tuple((low, high) for low in range(MAX_PIPS + 1) for high in range(low, MAX_PIPS + 1))
TILE_ID = {pair: tid for tid, pair in enumerate(TILES)}
PIPS = tuple(low + high for low, high in TILES)
ALL_TILES = (1 << len(TILES)) - 1

# HAS[n]: the mask of every tile with a half showing n pips.
HAS = tuple(sum(1 << tid for tid, pair in enumerate(TILES) if n in pair) for n in range(7))
# OTHER[tid][n]: the pips on the other half when the half with n is matched.
OTHER = tuple(tuple((high if n == low else low) if n in (low, high) else -1 for n in range(7)) for low, high in TILES)
DOUBLES = tuple(TILE_ID[(n, n)] for n in range(7))


def tile_id(a: int, b: int) -> int:
    """The id of the tile [a|b] (or [b|a])."""
    return TILE_ID[(a, b) if a <= b else (b, a)]


def ids_of(mask: int) -> list[int]:
    """The tile ids in a mask, in increasing order."""
    out = []
    tid = 0
    while mask:
        if mask & 1:
            out.append(tid)
        mask >>= 1
        tid += 1
    return out


def mask_of(ids: Iterable[int]) -> int:
    mask = 0
    for tid in ids:
        mask |= 1 << tid
    return mask


def as_list(tid: int) -> list[int]:
    """The JSON form of a tile: ``[low, high]``."""
    return list(TILES[tid])


def label(a: int, b: int) -> str:
    """A tile, or a tile as it lies in the line, in writing: ``[a|b]``."""
    return f"[{a}|{b}]"


def name(tid: int) -> str:
    return label(*TILES[tid])
