"""Reading the other hands from the plays: a sampled deal is weighted by how
likely it makes the plays the others actually made.

The model of a player is a soft "shed the heavy tiles": among the tiles that
fitted, each is chosen with odds growing with its pips. A deal in which a
seat held a heavy fitting tile and yet played a light one is less likely.
Passes and draws are hard facts and are handled by the sampler instead.
"""

import math

from ..tiles import PIPS, ids_of
from .knowledge import Knowledge

SHED = 0.5  # how strongly players are assumed to prefer heavy tiles
ODDS = tuple(math.exp(SHED * pips) for pips in PIPS)


def weigher(kn: Knowledge):
    """``weight(hands) -> float`` for sampled deals, or None when nothing was played."""
    seen = kn.plays_seen
    if not seen:
        return None
    chosen = math.prod(ODDS[tile] for _, tile, _, _ in seen)

    def weight(hands: list[list[int]]) -> float:
        masks = [sum(1 << t for t in hand) for hand in hands]
        alternatives = 1.0
        for seat, _, fitting, later in seen:
            alternatives *= sum(ODDS[t] for t in ids_of((masks[seat] | later) & fitting))
        return chosen / alternatives

    return weight
