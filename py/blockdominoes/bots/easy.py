"""Easy: a legal play at random, leaning a little towards heavy tiles."""

from ..rng import SplitMix64
from ..tiles import PIPS
from .moves import play_move, plays

BASE_WEIGHT = 4  # added to every tile's pips: the lean towards heavy tiles stays small


def choose(view: dict, rng: SplitMix64) -> dict:
    options = plays(view)
    weights = [PIPS[tid] + BASE_WEIGHT for tid, *_ in options]
    pick = rng.below(sum(weights))
    for (tid, end, _, _), weight in zip(options, weights, strict=True):
        if pick < weight:
            return play_move(tid, end)
        pick -= weight
    raise AssertionError("unreachable: the pick is below the total weight")
