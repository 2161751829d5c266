"""Run the engine once before it is needed: import its modules, play a few moves.

The browser worker does both before it takes a memory snapshot (so the snapshot holds
all the code a game runs). The build plays the moves to learn which standard-library
modules a game imports (build_site/bytecode.py compiles those ahead of time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .messages import SeatSpec

_SEATS: list[SeatSpec] = [
    {"type": "bot", "level": "hard"},
    {"type": "bot", "level": "easy"},
    {"type": "bot", "level": "medium"},
    {"type": "human"},
]
_HUMAN = 3


def import_everything() -> None:
    """Every module a game runs: the bridge imports all of them. (messages.py is for
    the type checker only, and the lab's tools are another package.)"""
    from . import bridge  # noqa: F401


def play_a_few_moves() -> None:
    """What a game does: a new match, bot moves, a hint, a save read back."""
    from .bridge import Bridge

    bridge = Bridge()
    view = bridge.call("new_match", players=4, seed=1, seats=_SEATS)["view"]
    while view["turn"] != _HUMAN:  # the three bots move first, then the human asks for a hint
        view = bridge.call("bot_turn", seat=_HUMAN)["view"]
    bridge.call("hint", seat=_HUMAN)
    bridge.call("load", state=bridge.call("save")["state"])
