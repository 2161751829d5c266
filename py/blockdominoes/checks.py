"""Checks of the JSON values that come in (requests and saves): each
raises a bad_request GameError with plain words, or returns the clean value.
The limits here are the ones the bridge's ``options`` command reports."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, TypeGuard

from . import bots
from .errors import bad_request
from .names import MAX_NAME, MIN_NAME, BadName, clean_name
from .tiles import TILES, name, tile_id

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .messages import End, Seat, SeatSpec, SeatType
    from .rules import Rules

MIN_SCORE, MAX_SCORE = 0, 100_000
SEAT_TYPES: tuple[SeatType, ...] = ("human", "bot")
ENDS: tuple[End, ...] = ("left", "right")
# Without a ``seats`` parameter: the first ``players`` of these (a human against bots).
DEFAULT_SEATS: tuple[SeatSpec, ...] = (
    {"type": "human"},
    {"type": "bot", "level": "medium"},
    {"type": "bot", "level": "medium"},
    {"type": "bot", "level": "medium"},
)


class Deal(NamedTuple):
    """``new_match``'s explicit first round, as tile ids."""

    hands: list[list[int]]
    opener: int | None
    boneyard: list[int] | None  # the Draw game's drawing order, or None for a shuffled one


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value: object, key: str, low: int, high: int) -> int:
    if not is_int(value) or not low <= value <= high:
        raise bad_request(f"{key} must be a whole number from {low} to {high}")
    return value


def number(req: Mapping[str, object], key: str, low: int, high: int, default: int) -> int:
    return whole_number(req[key], key, low, high) if key in req else default


def seat_param(req: Mapping[str, object], players: int, default: int | None = None) -> int:
    if "seat" in req:
        return whole_number(req["seat"], "seat", 0, players - 1)
    if default is None:
        raise bad_request("seat is missing")
    return default


def tile_param(value: object) -> int:
    if not isinstance(value, list) or len(value) != 2 or not all(is_int(v) and 0 <= v <= 6 for v in value):
        raise bad_request("a tile is [a, b] with whole numbers from 0 to 6")
    return tile_id(*value)


def end_param(value: object) -> End | None:
    """A play's ``end``: None when the request leaves it to the rules."""
    if value is None:
        return None
    if not isinstance(value, str) or value not in ENDS:
        raise bad_request('end must be "left" or "right"')
    return ENDS[ENDS.index(value)]


def seats_list(value: object, players: int) -> list[Seat]:
    if value is None:
        value = list(DEFAULT_SEATS[:players])
    if not isinstance(value, list) or len(value) != players:
        raise bad_request(f"seats must be a list of {players} entries")
    return [seat_entry(seat, f"seats[{index}]") for index, seat in enumerate(value)]


def seat_entry(seat: object, where: str, keys: frozenset[str] = frozenset({"type", "level", "name"})) -> Seat:
    """One seat, ``{"type": "human"}`` or ``{"type": "bot", "level": ...}`` with an optional name;
    ``where`` names it in the refusal, ``keys`` are the keys it may have."""
    if not isinstance(seat, dict) or seat.get("type") not in SEAT_TYPES:
        raise bad_request(f'{where} must be {{"type": "human"}} or {{"type": "bot", "level": ...}}')
    extra = sorted(set(seat) - keys)
    if extra:
        raise bad_request(f"{where} has an unknown key {extra[0]!r}")
    level = seat.get("level")
    if seat["type"] == "bot" and level not in bots.LEVELS:
        raise bad_request(f"{where}.level must be one of {', '.join(bots.LEVELS)}")
    if seat["type"] == "human" and level is not None:
        raise bad_request(f"{where} is a human and has no level")
    text = seat.get("name")
    return {"type": seat["type"], "level": level, "name": None if text is None else name_param(text, f"{where}.name")}


def name_param(text: object, where: str) -> str:
    """A player's name by the engine's one rule (names.py), stripped; refused with the reason in one word."""
    if not isinstance(text, str):
        raise bad_request(f"{where} must be text")
    try:
        return clean_name(text)
    except BadName as refusal:
        raise bad_request(
            f"{where} is refused ({refusal.reason}): a name is {MIN_NAME} to {MAX_NAME} characters once"
            " the spaces around it are taken off, with no control characters"
        ) from refusal


def scores_list(value: object, sides: int) -> list[int]:
    if value is None:
        return [0] * sides
    if (
        not isinstance(value, list)
        or len(value) != sides
        or not all(is_int(v) and MIN_SCORE <= v <= MAX_SCORE for v in value)
    ):
        raise bad_request(f"scores must be {sides} whole numbers from {MIN_SCORE} to {MAX_SCORE}")
    return list(value)


def deal_spec(value: object, rules: Rules) -> Deal:
    if not isinstance(value, dict) or "hands" not in value:
        raise bad_request('deal must be {"hands": [[tile, ...], ...], "opener": seat}')
    extra = sorted(set(value) - {"hands", "opener", "boneyard"})
    if extra:
        raise bad_request(f"deal has an unknown key {extra[0]!r}")
    hands = value["hands"]
    size = rules.hand_size
    if not isinstance(hands, list) or len(hands) != rules.players:
        raise bad_request(f"deal.hands must list {rules.players} hands")
    seen: set[int] = set()
    ids = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list) or len(hand) != size:
            raise bad_request(f"deal.hands[{seat}] must hold {size} tiles")
        hand_ids = [tile_param(t) for t in hand]
        for tid in hand_ids:
            if tid in seen:
                raise bad_request(f"{name(tid)} is dealt twice")
            seen.add(tid)
        ids.append(hand_ids)
    opener = value.get("opener")
    if opener is not None and (not is_int(opener) or not 0 <= opener < rules.players):
        raise bad_request(f"deal.opener must be a seat from 0 to {rules.players - 1}")
    return Deal(ids, opener, boneyard_order(value.get("boneyard"), seen, rules))


def boneyard_order(value: object, dealt: set[int], rules: Rules) -> list[int] | None:
    """deal.boneyard: the undealt tiles in the order they will be drawn (Draw game only)."""
    if value is None:
        return None
    if rules.game != "draw":
        raise bad_request("deal.boneyard is for the Draw game: in Block the undealt tiles sleep")
    if not isinstance(value, list):
        raise bad_request("deal.boneyard must list the undealt tiles in drawing order")
    order = [tile_param(t) for t in value]
    if sorted(order) != sorted(set(range(len(TILES))) - dealt):
        raise bad_request("deal.boneyard must hold each undealt tile once, and no other")
    return order
