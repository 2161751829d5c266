"""Deals of the hidden tiles that agree with everything a seat knows.

Each opponent gets exactly its hand count, drawn only from the tiles it may
hold (no number it passed or drew on, nothing the lead proves undealt); what
is left sleeps, or forms the boneyard in a random order. Seats with the least
slack are filled first; a rare dead end is retried, and after that the known
voids are dropped rather than failing (a bot must always answer).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..fast import LCG_ADD, LCG_MUL, M64
from ..tiles import ids_of

if TYPE_CHECKING:
    from .knowledge import Knowledge

ATTEMPTS = 40


class Sampler:
    def __init__(self, kn: Knowledge):
        self.kn = kn
        self.others = sorted(
            (s for s in range(kn.players) if s != kn.me), key=lambda s: (len(ids_of(kn.allowed[s])) - kn.counts[s], s)
        )
        self.pools = [ids_of(kn.allowed[s]) for s in range(kn.players)]
        self.loose = [ids_of(kn.unseen)] * kn.players
        self.unseen = ids_of(kn.unseen)

    def __call__(self, state: int) -> tuple[list[list[int]], list[int], int]:
        """``(hands, rest, state)``: lists of tile ids, fresh on each call."""
        for _ in range(ATTEMPTS):
            deal, state = self._try(self.pools, state)
            if deal is not None:
                return deal[0], deal[1], state
        deal, state = self._try(self.loose, state)
        assert deal is not None, "the unseen tiles are exactly the other hands and the rest"
        return deal[0], deal[1], state

    def _try(self, pools: list[list[int]], state: int) -> tuple[tuple[list[list[int]], list[int]] | None, int]:
        """A deal from these pools and the state after it; None for a dead end."""
        kn = self.kn
        hands: list[list[int]] = [[] for _ in range(kn.players)]
        hands[kn.me] = list(kn.hand)
        taken = 0
        for seat in self.others:
            pool = [t for t in pools[seat] if not taken >> t & 1]
            need = kn.counts[seat]
            if len(pool) < need:
                return None, state
            for i in range(need):  # a partial Fisher-Yates: the first `need` are the pick
                state = (state * LCG_MUL + LCG_ADD) & M64
                j = i + (state >> 33) % (len(pool) - i)
                pool[i], pool[j] = pool[j], pool[i]
            hands[seat] = pool[:need]
            for t in hands[seat]:
                taken |= 1 << t
        rest = [t for t in self.unseen if not taken >> t & 1]
        if kn.draw_game:
            for i in range(len(rest) - 1, 0, -1):
                state = (state * LCG_MUL + LCG_ADD) & M64
                j = (state >> 33) % (i + 1)
                rest[i], rest[j] = rest[j], rest[i]
        return (hands, rest), state
