"""The omniscient reference bot, for benchmarks only: it is handed every
hidden tile (the true hands and the undealt tiles) and searches the true deal.

It shows the ceiling that the hard bot's inference could reach. It is not a
level: :func:`blockdominoes.bots.choose` cannot reach it, nor can the bridge, and
it is not shipped to players (it lives in the lab).

Its playouts lean less to heavy tiles than hard's: on the true deal that scores
best against medium (``bench/capture_study.py``), and a ceiling should be the best
this search can do with every tile known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from blockdominoes.bots.hard import WORK, playouts
from blockdominoes.bots.knowledge import read_view
from blockdominoes.bots.moves import obvious, play_move, plays
from blockdominoes.bots.search import best_play
from blockdominoes.tiles import ids_of

if TYPE_CHECKING:
    from blockdominoes.messages import Move, View
    from blockdominoes.rng import SplitMix64

GREED = 96  # out of 256; see blockdominoes.bots.search.GREED


class Hidden(TypedDict):
    hands: list[int]  # a mask of tile ids per seat
    rest: list[int]  # the undealt tile ids, top first


def choose(view: View, hidden: Hidden, rng: SplitMix64, work: int = WORK) -> Move:
    options = plays(view)
    move = obvious(view, options)
    if move is not None:
        return move
    kn = read_view(view)
    hands = [ids_of(mask) for mask in hidden["hands"]]
    rest = list(hidden["rest"])

    def true_deal(state: int) -> tuple[list[list[int]], list[int], int]:
        return [list(hand) for hand in hands], list(rest), state

    best, _ = best_play(kn, options, true_deal, rng.next64(), playouts(kn, work), None, greed=GREED)
    return play_move(options[best][0], options[best][1])
