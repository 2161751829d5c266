"""The set-up's options, said once: the answer to the bridge's ``options`` command
(docs/bridge.md; the rules it reports are those of docs/rules.md).

The page, the command line, the tournament and the tests read the presets, limits and
defaults from here (through the bridge) instead of keeping copies. Each fact is taken
from the code that enforces it (rules.py, checks.py, match.py, the bots), and what
depends on the rules is worked out by the rules themselves: a preset's player counts
are those ``make_rules`` accepts, whether it has a target is whether the rules it
makes have one, and a table's hand size is the one it deals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import bots
from .checks import DEFAULT_SEATS, MAX_SCORE, MIN_SCORE, SEAT_TYPES
from .errors import GameError
from .match import MAX_SEED, MIN_SEED
from .names import MAX_NAME, MIN_NAME
from .rules import (
    DEFAULT_PLAYERS,
    GAMES,
    MATCHES,
    MAX_PLAYERS,
    MAX_TARGET,
    MIN_PLAYERS,
    MIN_TARGET,
    OPENERS,
    PARTNERSHIP,
    Rules,
    make_rules,
)
from .tiles import MAX_PIPS, TILES

if TYPE_CHECKING:
    from .messages import DealFacts, Options, Preset, RulesSpec

# The presets in the order the page shows them; the first is the default.
PRESETS: tuple[tuple[str, RulesSpec], ...] = (
    ("classic", {}),  # R1-R16
    ("quick", {"opener": "highest_double", "match": "single"}),  # O1 + O2
    ("partnership", {"partnership": True}),  # O3
    ("draw", {"game": "draw"}),  # O4
)
PLAYER_COUNTS = range(MIN_PLAYERS, MAX_PLAYERS + 1)


def setup_options() -> Options:
    return {
        "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "default": DEFAULT_PLAYERS},
        "seat_types": list(SEAT_TYPES),
        "bot_levels": list(bots.LEVELS),
        "default_seats": [{**seat} for seat in DEFAULT_SEATS],
        "name_length": {"min": MIN_NAME, "max": MAX_NAME},
        "tiles": {"pips": {"min": 0, "max": MAX_PIPS}, "count": len(TILES)},
        "target": {"min": MIN_TARGET, "max": MAX_TARGET},
        "scores": {"min": MIN_SCORE, "max": MAX_SCORE},
        "seed": {"min": MIN_SEED, "max": str(MAX_SEED)},  # digits: beyond a JavaScript number's exact range
        "rules": {
            "game": {"values": list(GAMES), "default": GAMES[0]},
            "opener": {"values": list(OPENERS), "default": OPENERS[0]},
            "match": {"values": list(MATCHES), "default": MATCHES[0]},
            "partnership": {"values": list(PARTNERSHIP), "default": PARTNERSHIP[0]},
        },
        "presets": [preset(name, spec) for name, spec in PRESETS],
        "deals": [deal_facts(rules) for rules in tables()],
    }


def preset(name: str, spec: RulesSpec) -> Preset:
    made = [rules for rules in (allowed(players, spec) for players in PLAYER_COUNTS) if rules is not None]
    return {
        "id": name,
        "rules": {**spec},
        "players": [rules.players for rules in made],
        "has_target": all(rules.target is not None for rules in made),
    }


def tables() -> list[Rules]:
    """Every table the rules allow: each player count, with and without partners."""
    made = (allowed(players, {"partnership": partners}) for players in PLAYER_COUNTS for partners in PARTNERSHIP)
    return [rules for rules in made if rules is not None]


def deal_facts(rules: Rules) -> DealFacts:
    return {
        "players": rules.players,
        "partnership": rules.partnership,
        "hand": rules.hand_size,
        "undealt": rules.undealt,
        "target": rules.target,
    }


def allowed(players: int, spec: RulesSpec) -> Rules | None:
    """The rules ``new_match`` would make of these, or None when it refuses them."""
    try:
        return make_rules(players, spec)
    except GameError:
        return None
