"""Determinised Monte Carlo: each candidate play is scored over the same
sampled deals by random playouts to the end of the round, and the play with
the best mean match value wins.

The value of a finished round is what it means for the match (see
:func:`round_value`), so the search plays to the score, not to the pips.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from ..fast import hand_pips, playout

if TYPE_CHECKING:
    from collections.abc import Callable

    from .knowledge import Knowledge
    from .moves import Option

    # ``deal(state) -> (hands, rest, state)``: a deal of the hidden tiles (lists of tile ids).
    DealSource = Callable[[int], tuple[list[list[int]], list[int], int]]

GREED = 192  # out of 256: how often a playout's player sheds its heaviest fitting tile


def best_play(
    kn: Knowledge,
    options: list[Option],
    deal_source: DealSource,
    state: int,
    playouts: int,
    deadline: float | None,
    weigh: Callable[[list[list[int]]], float] | None = None,
    greed: int | None = None,
) -> tuple[int, int]:
    """The index of the best option and how many deals were searched.

    ``weigh(hands)``, when given, weights each deal (see :mod:`.reading`).
    ``playouts`` is the fixed budget (split evenly over the options); a
    ``deadline`` (perf_counter seconds) stops the search early when the
    machine is slow. At least one deal is always searched.
    """
    greed = GREED if greed is None else greed
    value = round_value(kn)
    me, players = kn.me, kn.players
    after = (me + 1) % players
    deals = max(1, -(-playouts // len(options)))
    totals = [0.0] * len(options)
    searched = 0
    while searched < deals:
        hands, rest, state = deal_source(state)
        weight = 1.0 if weigh is None else weigh(hands)
        for index, (tid, _, left, right) in enumerate(options):
            copies = [list(hand) for hand in hands]
            copies[me].remove(tid)
            if copies[me]:
                went_out, state = playout(
                    copies, left, right, after, list(rest) if kn.draw_game else None, state, None, greed
                )
            else:
                went_out = me
            totals[index] += weight * value(copies, went_out)
        searched += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    best = max(range(len(options)), key=lambda i: (totals[i], -i))
    return best, searched


def round_value(kn: Knowledge) -> Callable[[list[list[int]], int], float]:
    """``value(hands, went_out) -> float``: a finished round's worth to this
    seat's side, in points.

    In a match: the points the side gains minus the points others gain
    (shared out over the other sides in a free-for-all), points beyond the
    target counted for nothing, and reaching the target worth a bonus of half
    the target (a loss of the match the same against). In a single hand:
    winning is what counts, the margin only breaks ties.
    """
    side_of, sides, mine = kn.side_of, kn.sides, kn.side_of[kn.me]
    others = sides - 1
    target, scores = kn.target, kn.scores

    def worth(winner: int, points: int) -> float:
        if winner < 0:
            return 0.0
        if target is None:
            gain, match_bonus = 0.1 * points, 100.0
        else:
            needed = target - scores[winner]
            gain = min(points, needed)
            match_bonus = target / 2 if points >= needed else 0.0
        if winner == mine:
            return gain + match_bonus
        return -gain / others - match_bonus

    def value(hands: list[list[int]], went_out: int) -> float:
        totals = [0] * sides
        for seat, hand in enumerate(hands):
            totals[side_of[seat]] += hand_pips(hand)
        everything = sum(totals)
        if went_out >= 0:
            winner = side_of[went_out]
            return worth(winner, everything - totals[winner])
        lowest = min(totals)
        if totals.count(lowest) > 1:
            return 0.0
        winner = totals.index(lowest)
        return worth(winner, everything - 2 * lowest)

    return value
