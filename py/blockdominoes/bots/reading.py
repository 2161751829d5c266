"""Reading the other hands from the plays: a sampled deal is weighted by how
likely it makes the plays the others actually made.

The model of a player is the club player's rules of thumb of :mod:`.medium`
made soft: every play it could have made is scored as medium scores it, and
each is chosen with odds ``exp(BETA * score)``. A deal in which a seat held a
play that scores far better than the one it made (a heavy tile, a double, a
tile that keeps more of its hand playable) is less likely. Passes and draws
are hard facts and are handled by the sampler instead.

Only what the player's own hand changes is scored: a score's terms shared by
all of that player's options (the numbers it held before the play) cancel.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..tiles import HAS, OTHER, PIPS, TILES, ids_of
from .medium import DOUBLE, FOLLOW, LOCK, VARIETY, lacks_value

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias

    from .knowledge import Choice, Knowledge

    # A play as the model scores it: (tile, its score's terms that need no hand, the
    # mask of the tiles that fit the ends it leaves, the numbers those ends show).
    Scored: TypeAlias = tuple[int, float, int, tuple[int, ...]]
    # A play seen: (seat, tiles it played from then on, line before, the play, its options).
    Seen: TypeAlias = tuple[int, int, int, Scored, list[Scored]]

BETA = 1.0  # how surely players are assumed to make the play the rules of thumb rank first


def weigher(kn: Knowledge) -> Callable[[list[list[int]]], float] | None:
    """``weight(hands) -> float`` for sampled deals, or None when nothing was played."""
    if not kn.choices_seen:
        return None
    events = [_event(kn, choice) for choice in kn.choices_seen]
    cache: dict[tuple[int, ...], float] = {}

    def weight(hands: list[list[int]]) -> float:
        masks = tuple(sum(1 << t for t in hand) for hand in hands)
        known = cache.get(masks)
        if known is not None:
            return known
        odds = 1.0
        for seat, later, line, chosen, options in events:
            held = masks[seat] | later
            free = ~(held | line)
            base = _score(held, free, *chosen)
            scores = [_score(held, free, *option) for option in options if held >> option[0] & 1]
            top = max(scores)
            # The chosen play's softmax share, its largest term taken out so that no
            # exponent is positive: no overflow however sure the model is.
            total = 0.0
            for score in scores:
                total += math.exp(BETA * (score - top))
            odds *= math.exp(BETA * (base - top)) / total
        cache[masks] = odds
        return odds

    return weight


def _score(held: int, free: int, tile: int, static: float, ends: int, numbers: tuple[int, ...]) -> float:
    """Medium's score of playing ``tile`` from ``held``, less the terms every option shares."""
    rest = held & ~(1 << tile)
    value = static + FOLLOW * (rest & ends).bit_count()
    for n in TILES[tile]:
        if not rest & HAS[n]:
            value -= VARIETY
    for n in numbers:
        if not free & HAS[n] and rest & HAS[n]:
            value += LOCK
    return value


def _event(kn: Knowledge, choice: Choice) -> Seen:
    """One play seen: who, what it played later, the line then, the option it
    chose and every option it might have had (in some deal)."""
    seat, tile, before, after, line, void, later = choice

    def option(t: int, left: int, right: int) -> Scored:
        shown = {left, right}
        static = PIPS[t] + (DOUBLE if TILES[t][0] == TILES[t][1] else 0.0)
        static += lacks_value(kn.side_of, void, seat, shown)
        return (t, static, HAS[left] | HAS[right], tuple(shown))

    possible = kn.unseen | later
    options: list[Scored] = []
    keys = set()
    if before is None:
        for t in ids_of(possible):
            options.append(option(t, *TILES[t]))
    else:
        left, right = before
        for t in ids_of(possible & (HAS[left] | HAS[right])):
            for new in ((OTHER[t][left], right), (left, OTHER[t][right])):
                key = (t, min(new), max(new))
                if -1 not in new and key not in keys:
                    keys.add(key)
                    options.append(option(t, *new))
    return seat, later, line, option(tile, *after), options
