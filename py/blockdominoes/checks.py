"""Checks of the JSON values that come in (requests and saves): each
raises a bad_request GameError with plain words, or returns the clean value."""

from . import bots
from .errors import bad_request
from .tiles import TILES, tile_id

MAX_SCORE = 100_000
MAX_NAME = 24


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def number(req: dict, key: str, low: int, high: int, default):
    if key not in req:
        return default
    value = req[key]
    if not is_int(value) or not low <= value <= high:
        raise bad_request(f"{key} must be a whole number from {low} to {high}")
    return value


def seat_param(req: dict, players: int, default=None) -> int:
    if "seat" not in req and default is not None:
        return default
    if "seat" not in req:
        raise bad_request("seat is missing")
    return number(req, "seat", 0, players - 1, default=None)


def tile_param(value) -> int:
    if not isinstance(value, list) or len(value) != 2 or not all(is_int(v) and 0 <= v <= 6 for v in value):
        raise bad_request("a tile is [a, b] with whole numbers from 0 to 6")
    return tile_id(*value)


def seats_list(value, players: int) -> list[dict]:
    if value is None:
        return [{"type": "human", "level": None, "name": None}] + [
            {"type": "bot", "level": "medium", "name": None} for _ in range(players - 1)
        ]
    if not isinstance(value, list) or len(value) != players:
        raise bad_request(f"seats must be a list of {players} entries")
    seats = []
    for index, seat in enumerate(value):
        if not isinstance(seat, dict) or seat.get("type") not in ("human", "bot"):
            raise bad_request(f'seats[{index}] must be {{"type": "human"}} or {{"type": "bot", "level": ...}}')
        extra = sorted(set(seat) - {"type", "level", "name"})
        if extra:
            raise bad_request(f"seats[{index}] has an unknown key {extra[0]!r}")
        level = seat.get("level")
        if seat["type"] == "bot" and level not in bots.LEVELS:
            raise bad_request(f"seats[{index}].level must be one of {', '.join(bots.LEVELS)}")
        if seat["type"] == "human" and level is not None:
            raise bad_request(f"seats[{index}] is a human and has no level")
        name = seat.get("name")
        if name is not None and (not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME):
            raise bad_request(f"seats[{index}].name must be text of 1 to {MAX_NAME} characters")
        seats.append({"type": seat["type"], "level": level, "name": name.strip() if name else None})
    return seats


def scores_list(value, sides: int) -> list[int]:
    if value is None:
        return [0] * sides
    if not isinstance(value, list) or len(value) != sides or not all(is_int(v) and 0 <= v <= MAX_SCORE for v in value):
        raise bad_request(f"scores must be {sides} whole numbers from 0 to {MAX_SCORE}")
    return list(value)


def deal_spec(value, rules) -> dict:
    if not isinstance(value, dict) or "hands" not in value:
        raise bad_request('deal must be {"hands": [[tile, ...], ...], "opener": seat}')
    extra = sorted(set(value) - {"hands", "opener", "boneyard"})
    if extra:
        raise bad_request(f"deal has an unknown key {extra[0]!r}")
    hands = value["hands"]
    size = rules.hand_size
    if not isinstance(hands, list) or len(hands) != rules.players:
        raise bad_request(f"deal.hands must list {rules.players} hands")
    seen = set()
    ids = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list) or len(hand) != size:
            raise bad_request(f"deal.hands[{seat}] must hold {size} tiles")
        hand_ids = [tile_param(t) for t in hand]
        for tid in hand_ids:
            if tid in seen:
                raise bad_request(f"[{TILES[tid][0]}|{TILES[tid][1]}] is dealt twice")
            seen.add(tid)
        ids.append(hand_ids)
    opener = value.get("opener")
    if opener is not None and (not is_int(opener) or not 0 <= opener < rules.players):
        raise bad_request(f"deal.opener must be a seat from 0 to {rules.players - 1}")
    return {"hands": ids, "opener": opener, "boneyard": boneyard_order(value.get("boneyard"), seen, rules)}


def boneyard_order(value, dealt: set[int], rules) -> list[int] | None:
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
