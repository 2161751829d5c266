"""Easy: a legal play at random, leaning a little towards heavy tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..tiles import PIPS
from .moves import play_move, plays

if TYPE_CHECKING:
    from ..messages import PlayMove, View
    from ..rng import SplitMix64

BASE_WEIGHT = 4  # added to every tile's pips: the lean towards heavy tiles stays small


def choose(view: View, rng: SplitMix64) -> PlayMove:
    options = plays(view)
    weights = [PIPS[tid] + BASE_WEIGHT for tid, *_ in options]
    pick = rng.below(sum(weights))
    for (tid, end, _, _), weight in zip(options, weights, strict=True):
        if pick < weight:
            return play_move(tid, end)
        pick -= weight
    raise AssertionError("unreachable: the pick is below the total weight")
