"""Medium: the rules of thumb of a good club player, one play ahead.

Shed heavy tiles early, keep a spread of numbers, leave ends showing the
numbers you hold most of, keep the last tile of a number, and close the line
on numbers an opponent has passed on (never on those the partner lacks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..tiles import HAS, PIPS, TILES, ids_of
from .knowledge import Knowledge, read_view
from .moves import play_move, plays

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..messages import End, PlayMove, View
    from ..rng import SplitMix64

DOUBLE = 4.0  # a double fits one number only: get rid of it while it can go
FOLLOW = 1.5  # per tile kept that fits a new end
VARIETY = 1.0  # per number still held
NEXT_LACKS = 3.0  # the next opponent is known to hold none of an end's number
OTHER_LACKS = 1.5  # another opponent is
PARTNER_LACKS = -3.0
LOCK = 3.0  # nobody else can hold an end's number, and we still do


def choose(view: View, rng: SplitMix64) -> PlayMove:
    kn = read_view(view)
    options = plays(view)
    best = max(options, key=lambda option: score(kn, *option))
    return play_move(best[0], best[1])


def score(kn: Knowledge, tid: int, end: End | None, left: int, right: int) -> float:
    hand = sum(1 << t for t in kn.hand) & ~(1 << tid)
    low, high = TILES[tid]
    value = PIPS[tid] + (DOUBLE if low == high else 0.0)
    open_ends = HAS[left] | HAS[right]
    value += FOLLOW * len(ids_of(hand & open_ends))
    value += VARIETY * sum(1 for n in range(7) if hand & HAS[n])
    shown = {left, right}
    value += lacks_value(kn.side_of, kn.void, kn.me, shown)
    for n in shown:
        if not kn.unseen & HAS[n] and hand & HAS[n]:
            value += LOCK
    return value


def lacks_value(side_of: tuple[int, ...], void: Iterable[int], player: int, shown: set[int]) -> float:
    """What showing the numbers ``shown`` on the ends is worth to ``player``, by who is
    known to hold none of them (bit n of ``void[seat]``): good against the next
    opponent, less so against another, bad against a partner."""
    players = len(side_of)
    value = 0.0
    for seat, lacking in enumerate(void):
        if seat == player:
            continue
        lacks = sum(1 for n in shown if lacking >> n & 1)
        if side_of[seat] == side_of[player]:
            value += PARTNER_LACKS * lacks
        elif seat == (player + 1) % players:
            value += NEXT_LACKS * lacks
        else:
            value += OTHER_LACKS * lacks
    return value
