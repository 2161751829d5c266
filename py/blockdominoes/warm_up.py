"""Run the engine once before it is needed: import its modules, play a few moves.

The browser worker does both before it takes a memory snapshot (so the snapshot holds
all the engine's code). The build plays the moves to learn which standard-library
modules a game imports (build_site/bytecode.py compiles those ahead of time).
"""

from __future__ import annotations

import importlib
import json
import pkgutil

_SEATS = [{"type": "bot", "level": level} for level in ("hard", "easy", "medium")] + [{"type": "human"}]
_HUMAN = 3


def import_everything() -> None:
    """Every module of the engine, the command line and benchmarks included."""
    import blockdominoes

    for module in pkgutil.walk_packages(blockdominoes.__path__, "blockdominoes."):
        if module.name != "blockdominoes.__main__":
            importlib.import_module(module.name)


def play_a_few_moves() -> None:
    """What a game does: a new match, bot moves, a hint, a save read back."""
    from blockdominoes.bridge import Bridge

    bridge = Bridge()
    view = _ask(bridge, cmd="new_match", players=4, seed=1, seats=_SEATS)["view"]
    while view["turn"] != _HUMAN:  # the three bots move first, then the human asks for a hint
        view = _ask(bridge, cmd="bot_turn", seat=_HUMAN)["view"]
    _ask(bridge, cmd="hint", seat=_HUMAN)
    _ask(bridge, cmd="load", state=_ask(bridge, cmd="save")["state"])


def _ask(bridge, **request) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    if not answer["ok"]:
        raise RuntimeError(f"warm-up: {request['cmd']} failed: {answer['error']}")
    return answer["result"]
