"""The rule set of a match: the classic game of rules.md and its options."""

from dataclasses import asdict, dataclass

from .checks import is_int
from .errors import bad_request

GAMES = ("block", "draw")
OPENERS = ("lot", "highest_double")
MATCHES = ("target", "single")
HAND_SIZE = {2: 7, 3: 5, 4: 5}  # R3
PARTNERSHIP_HAND_SIZE = 7  # O3: all 28 dealt
TEAMS = ((0, 2), (1, 3))
MAX_TARGET = 1000


@dataclass(frozen=True)
class Rules:
    players: int = 2
    game: str = "block"
    opener: str = "lot"
    match: str = "target"
    target: int | None = 100
    partnership: bool = False

    @property
    def hand_size(self) -> int:
        return PARTNERSHIP_HAND_SIZE if self.partnership else HAND_SIZE[self.players]

    @property
    def sides(self) -> int:
        """How many score-keeping sides: players, or 2 teams."""
        return 2 if self.partnership else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnership else seat

    def seats_of(self, side: int) -> tuple[int, ...]:
        return TEAMS[side] if self.partnership else (side,)

    @property
    def teams(self):
        return [list(team) for team in TEAMS] if self.partnership else None

    def to_json(self) -> dict:
        data = asdict(self)
        del data["players"]
        return data


def default_target(players: int, partnership: bool) -> int:
    return 100 if players == 2 or partnership else 61  # R16, O3


def make_rules(players: int, spec: dict) -> Rules:
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
    partnership = spec.get("partnership", False)
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
    elif not is_int(target) or not 1 <= target <= MAX_TARGET:
        raise bad_request(f"rules.target must be a whole number from 1 to {MAX_TARGET}")
    return Rules(players, game, opener, match, target, partnership)


def _choice(spec: dict, key: str, allowed: tuple) -> str:
    value = spec.get(key, allowed[0])
    if value not in allowed or not isinstance(value, str):
        raise bad_request(f"rules.{key} must be one of {', '.join(allowed)}")
    return value
