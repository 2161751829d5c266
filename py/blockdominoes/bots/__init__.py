"""Computer opponents. A bot sees only its own seat's view (a plain dict,
exactly what the bridge would show that seat) and a seeded generator.

``choose(level, view, rng)`` returns a move: ``{"type": "play", "tile",
"end"}``, ``{"type": "pass"}`` or ``{"type": "draw"}``.
"""

from ..rng import SplitMix64

LEVELS = ("easy", "medium", "hard")
STRONGEST = "hard"


def choose(level: str, view: dict, rng: SplitMix64) -> dict:
    if view["legal"]:
        return _pick_play(level, view["legal"], rng)
    if view["can_draw"]:
        return {"type": "draw"}
    return {"type": "pass"}


def _pick_play(level: str, legal: list[dict], rng: SplitMix64) -> dict:
    if level == "easy":
        move = rng.choice(legal)
    else:  # shed the heaviest tile first
        move = max(legal, key=lambda m: (sum(m["tile"]), m["tile"][1]))
    return {"type": "play", "tile": list(move["tile"]), "end": move["end"]}
