"""The omniscient reference bot, for benchmarks only: it is handed every
hidden tile (the true hands and the undealt tiles) and searches the true deal.

It shows the ceiling that the hard bot's inference could reach. It is not a
level: :func:`blockdominoes.bots.choose` cannot reach it, nor can the bridge.

Its playouts lean less to heavy tiles than hard's: on the true deal that scores
best against medium (``bench/capture_study.py``), and a ceiling should be the best
this search can do with every tile known.
"""

from ..rng import SplitMix64
from ..tiles import ids_of
from .hard import WORK, playouts
from .knowledge import read_view
from .moves import obvious, play_move, plays
from .search import best_play

GREED = 96  # out of 256; see search.GREED


def choose(view: dict, hidden: dict, rng: SplitMix64, work: int = WORK) -> dict:
    """``hidden``: ``{"hands": [mask per seat], "rest": [tile ids, top first]}``."""
    options = plays(view)
    move = obvious(view, options)
    if move is not None:
        return move
    kn = read_view(view)
    hands = [ids_of(mask) for mask in hidden["hands"]]
    rest = list(hidden["rest"])

    def true_deal(state: int):
        return [list(hand) for hand in hands], list(rest), state

    best, _ = best_play(kn, options, true_deal, rng.next64(), playouts(kn, work), None, greed=GREED)
    return play_move(options[best][0], options[best][1])
