"""The rule set of a match: the classic game of docs/rules.md, its options O1-O5, and
which of them combine. The limits and defaults here are the ones the bridge's
``options`` command reports (options.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, TypeVar

from .checks import is_int
from .errors import bad_request
from .tiles import TILES

if TYPE_CHECKING:
    from .messages import Game, MatchKind, Opener, RulesInForce

MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 4, 2  # R2
# The values of each rule; the first is the default (the classic game of R1-R16).
GAMES: tuple[Game, ...] = ("block", "draw")  # O4
OPENERS: tuple[Opener, ...] = ("lot", "highest_double")  # R4, O1
MATCHES: tuple[MatchKind, ...] = ("target", "single")  # R16, O2
PARTNERSHIP: tuple[bool, ...] = (False, True)  # O3
HAND_SIZE = {2: 7, 3: 5, 4: 5}  # R3
PARTNERSHIP_HAND_SIZE = 7  # O3: all 28 dealt
TEAMS = ((0, 2), (1, 3))  # O3: partners sit opposite
MIN_TARGET, MAX_TARGET = 1, 1000  # O5

T = TypeVar("T")


class Rules(NamedTuple):
    players: int
    game: Game
    opener: Opener
    match: MatchKind
    target: int | None  # None in a single hand
    partnership: bool

    @property
    def hand_size(self) -> int:
        return PARTNERSHIP_HAND_SIZE if self.partnership else HAND_SIZE[self.players]

    @property
    def undealt(self) -> int:
        """The tiles left after the deal: asleep in Block, the boneyard in the Draw game."""
        return len(TILES) - self.players * self.hand_size

    @property
    def sides(self) -> int:
        """How many score-keeping sides: players, or 2 teams."""
        return 2 if self.partnership else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnership else seat

    def seats_of(self, side: int) -> tuple[int, ...]:
        return TEAMS[side] if self.partnership else (side,)

    @property
    def teams(self) -> list[list[int]] | None:
        return [list(team) for team in TEAMS] if self.partnership else None

    def to_json(self) -> RulesInForce:
        return {
            "game": self.game,
            "opener": self.opener,
            "match": self.match,
            "target": self.target,
            "partnership": self.partnership,
        }


def default_target(players: int, partnership: bool) -> int:
    return 100 if players == 2 or partnership else 61  # R16, O3


def make_rules(players: int, spec: object) -> Rules:
    """Rules from the bridge's ``rules`` object, every combination checked."""
    if not isinstance(spec, dict):
        raise bad_request("rules must be an object")
    known = {"game", "opener", "match", "target", "partnership"}
    unknown = sorted(set(spec) - known)
    if unknown:
        raise bad_request(f"unknown rule {unknown[0]!r}; rules are {', '.join(sorted(known))}")
    game = _choice(spec, "game", GAMES)
    opener = _choice(spec, "opener", OPENERS)
    match = _choice(spec, "match", MATCHES)
    partnership = spec.get("partnership", PARTNERSHIP[0])
    if not isinstance(partnership, bool):
        raise bad_request("rules.partnership must be true or false")
    if partnership and players != 4:
        raise bad_request("a partnership game needs exactly 4 players")
    target = spec.get("target")
    if match == "single":
        if target is not None:
            raise bad_request("a single-hand game has no target")
    elif target is None:
        target = default_target(players, partnership)
    elif not is_int(target) or not MIN_TARGET <= target <= MAX_TARGET:
        raise bad_request(f"rules.target must be a whole number from {MIN_TARGET} to {MAX_TARGET}")
    return Rules(players, game, opener, match, target, partnership)


def _choice(spec: dict, key: str, allowed: tuple[T, ...]) -> T:
    value = spec.get(key, allowed[0])
    if not isinstance(value, str) or value not in allowed:
        raise bad_request(f"rules.{key} must be one of {', '.join(map(str, allowed))}")
    return allowed[allowed.index(value)]
