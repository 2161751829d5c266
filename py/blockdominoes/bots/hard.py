"""Hard: determinised Monte Carlo search under hidden information.

The unseen tiles are dealt out afresh for every sample, consistently with
the hand counts and with every pass and draw in the history
(:mod:`.sampling`) and weighted by how well it explains the others' plays
(:mod:`.reading`); each candidate play is then scored over the same deals
by playouts to the end of the round (:mod:`.search`), valued by what the
round's result means for the match.

Reproducibility: the budget is a fixed number of playouts, so the same view
and the same seed give the same play. The time cap only cuts the search
short on a machine too slow to finish the budget in time; only then can the
decision depend on the machine.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from .knowledge import Knowledge, read_view
from .moves import obvious, play_move, plays
from .reading import weigher
from .sampling import Sampler
from .search import best_play

if TYPE_CHECKING:
    from ..messages import Move, View
    from ..rng import SplitMix64

# The fixed budget: playouts times the tiles still in hands (a playout's cost
# grows with them). About 75 ms a decision in CPython and 130 ms (p95 about
# 220 ms) in Pyodide under Node, so that the cap rarely binds even in the
# browser and a seed gives the same decisions there as in CPython.
WORK = 80_000
TIME_CAP = 0.250  # seconds; a safety net, not the budget


def choose(view: View, rng: SplitMix64, work: int = WORK, time_cap: float | None = TIME_CAP) -> Move:
    started = time.perf_counter()
    options = plays(view)
    move = obvious(view, options)
    if move is not None:
        return move
    kn = read_view(view)
    deadline = None if time_cap is None else started + time_cap
    best, _ = best_play(kn, options, Sampler(kn), rng.next64(), playouts(kn, work), deadline, weigher(kn))
    return play_move(options[best][0], options[best][1])


def playouts(kn: Knowledge, work: int) -> int:
    """The playouts a budget buys: a playout costs about one unit per tile in
    hand, plus half a unit per boneyard tile it may draw."""
    boneyard = kn.rest // 2 if kn.draw_game else 0
    return max(1, work // (sum(kn.counts) + boneyard))
