"""Computer opponents. A bot sees only its own seat's view (a plain dict,
exactly what the bridge would show that seat) and a seeded generator.

``choose(level, view, rng)`` returns a move: ``{"type": "play", "tile",
"end"}``, ``{"type": "pass"}`` or ``{"type": "draw"}``. Without a fitting
tile there is no choice to make, so every level draws or passes alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import easy, hard, medium
from .moves import no_play_move

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..messages import Level, Move, View
    from ..rng import SplitMix64

LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")
STRONGEST: Level = "hard"
PLAYERS: dict[str, Callable[[View, SplitMix64], Move]] = {
    "easy": easy.choose,
    "medium": medium.choose,
    "hard": hard.choose,
}


def choose(level: str, view: View, rng: SplitMix64, time_cap: float | None = hard.TIME_CAP) -> Move:
    """``time_cap`` (seconds, or None for none) only bounds the hard bot's search:
    without it the same view and seed give the same move on any machine."""
    if not view["legal"]:
        return no_play_move(view)
    if level == "hard":
        return hard.choose(view, rng, time_cap=time_cap)
    return PLAYERS[level](view, rng)
