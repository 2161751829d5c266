"""Saving a match as plain JSON and loading it back, checked to the last tile.

A save holds the set-up, the scores when the round began, the generator's
state, the round's deal and its moves. Loading replays the moves through the
rules, so an impossible save cannot slip through, and then compares the
position the save claims with the one the replay reached.

Format 2 writes the seed and the generator's state as decimal strings: they are
64-bit numbers, and JavaScript (where saves are kept) rounds any number above
2**53, which would change every later deal. Format 1 (numbers) is still read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .checks import is_int, scores_list, seats_list, tile_param
from .errors import GameError
from .match import MAX_SEED, Match, open_round
from .rng import MASK64, SplitMix64
from .rules import MAX_PLAYERS, MIN_PLAYERS, make_rules
from .tiles import ALL_TILES, PIPS, TILES, as_list, ids_of, mask_of
from .views import view_of

if TYPE_CHECKING:
    from .messages import LotDraw, LotEvent, SavedPosition, SaveState, SeatedMove
    from .rules import Rules

FORMAT = 2
READABLE_FORMATS = (1, 2)
LOT_DRAW_KEYS = {"seat", "tile", "pips"}
ENGINE = "blockdominoes"


def dump(match: Match) -> SaveState:
    rnd = match.round
    hands, rest = rnd.dealt
    return {
        "format": FORMAT,
        "engine": ENGINE,
        "players": match.rules.players,
        "seats": [{"type": s["type"], "level": s["level"], "name": s["name"]} for s in match.seats],
        "rules": match.rules.to_json(),
        "seed": str(match.seed),
        "lot": match.lot,
        "first_opener": match.first_opener,
        "round": rnd.number,
        "round_scores": list(match.round_scores),
        "rng": str(match.rng.state),
        "deal": {
            "hands": [[as_list(t) for t in ids_of(h)] for h in hands],
            "rest": [as_list(t) for t in rest],
            "opener": rnd.opener,
        },
        "moves": [{**move} for move in rnd.moves],
        "position": position(match),
    }


def position(match: Match) -> SavedPosition:
    """What the deal and the moves led to: written for people, checked on load."""
    view = view_of(match, 0)
    return {
        "scores": view["scores"],
        "phase": view["phase"],
        "turn": view["turn"],
        "hands": [[as_list(t) for t in ids_of(h)] for h in match.round.hands],
        "line": view["line"],
        "ends": view["ends"],
    }


def restore(state: object) -> Match:
    """The match a save describes; ``bad_state`` with the reason if it is wrong."""
    try:
        return _restore(state)
    except GameError as error:
        if error.code == "bad_state":
            raise
        raise _bad(error.message) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise _bad(f"malformed ({error!r})") from None


def _restore(state: object) -> Match:
    if not isinstance(state, dict):
        raise _bad("a save is a JSON object")
    save_format = state.get("format")
    if state.get("engine") != ENGINE or not (is_int(save_format) and save_format in READABLE_FORMATS):
        raise _bad(f"this is not a save of {ENGINE} in a format it reads ({READABLE_FORMATS})")
    players = state["players"]
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad(f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}")
    rules = make_rules(players, state["rules"])
    seats = seats_list(state["seats"], players)
    seed, rng_state = (_big_number(state[key], save_format) for key in ("seed", "rng"))
    number = state["round"]
    if seed is None or seed > MAX_SEED or not is_int(number) or number < 1 or rng_state is None or rng_state > MASK64:
        raise _bad("seed, round and rng must be whole numbers in range")
    round_scores = scores_list(state["round_scores"], rules.sides)
    if number > 1 and rules.target is not None and max(round_scores) >= rules.target:
        raise _bad("the scores had reached the target before this round: the match was over")
    if number > 1 and rules.match == "single":
        raise _bad("a single-hand game has only one round")
    lot, first_opener = _check_lot(state["lot"], state["first_opener"], rules)
    hands, rest, opener = _check_deal(state["deal"], rules)
    if first_opener is not None and opener != (first_opener + number - 1) % players:
        raise _bad(f"seat {opener} cannot open round {number}: the opener moves one seat each round")
    match = Match(
        rules,
        seats,
        seed,
        rng=SplitMix64(rng_state),
        lot=lot,
        first_opener=first_opener,
        scores=round_scores,
        current=open_round(rules, number, hands, rest, opener),
    )

    moves = state["moves"]
    if not isinstance(moves, list):
        raise _bad("moves must be a list")
    for index, move in enumerate(moves):
        _replay(match, index, move)
    _compare(state["position"], match)
    return match


def _big_number(value: object, save_format: int) -> int | None:
    """A 64-bit field: a string of digits in format 2, a JSON number in format 1."""
    if save_format == 1:
        return value if is_int(value) and value >= 0 else None
    if isinstance(value, str) and 0 < len(value) <= 20 and value.isascii() and value.isdigit():
        return int(value)
    return None


def _check_lot(lot: object, first_opener: object, rules: Rules) -> tuple[LotEvent | None, int | None]:
    if rules.opener != "lot":
        if lot is not None or first_opener is not None:
            raise _bad("the highest-double rule draws no lot")
        return None, None
    if not is_int(first_opener) or not 0 <= first_opener < rules.players:
        raise _bad("first_opener must be a seat")
    if lot is None:  # the first round was dealt explicitly, with its opener
        return None, first_opener
    if not isinstance(lot, dict) or lot.get("type") != "lot" or not lot.get("draws"):
        raise _bad("the lot is malformed")
    drawing = list(range(rules.players))
    for turn in lot["draws"]:
        if len(drawing) < 2 and turn is not lot["draws"][0]:
            raise _bad("the lot goes on after it was decided")
        if [d["seat"] for d in turn] != drawing:
            raise _bad("the lot's draws do not follow the ties")
        tiles = [tile_param(d["tile"]) for d in turn]
        if (
            len(set(tiles)) != len(tiles)
            or any(set(d) != LOT_DRAW_KEYS for d in turn)
            or any(not is_int(d["pips"]) or PIPS[t] != d["pips"] for t, d in zip(tiles, turn, strict=True))
        ):
            raise _bad("the lot's tiles are wrong")
        best = max(d["pips"] for d in turn)
        drawing = [d["seat"] for d in turn if d["pips"] == best]
    if len(drawing) != 1 or lot.get("winner") != drawing[0] or first_opener != drawing[0]:
        raise _bad("the lot's winner is not the first opener")
    draws: list[list[LotDraw]] = [
        [{"seat": d["seat"], "tile": as_list(tile_param(d["tile"])), "pips": d["pips"]} for d in turn]
        for turn in lot["draws"]
    ]
    return {"type": "lot", "draws": draws, "winner": drawing[0]}, first_opener


def _check_deal(deal: object, rules: Rules) -> tuple[list[int], list[int], int]:
    if not isinstance(deal, dict):
        raise _bad("deal must be an object")
    hands = deal["hands"]
    if not isinstance(hands, list) or len(hands) != rules.players:
        raise _bad(f"the deal must have {rules.players} hands")
    hand_ids = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list) or len(hand) != rules.hand_size:
            raise _bad(f"hand {seat} must have been dealt {rules.hand_size} tiles")
        hand_ids.append([tile_param(t) for t in hand])
    rest = [tile_param(t) for t in deal["rest"]]
    every = [t for hand in hand_ids for t in hand] + rest
    if len(every) != len(TILES) or mask_of(every) != ALL_TILES:
        raise _bad("the deal must hold each of the 28 tiles exactly once")
    opener = deal["opener"]
    if not is_int(opener) or not 0 <= opener < rules.players:
        raise _bad("the deal's opener must be a seat")
    return [mask_of(h) for h in hand_ids], rest, opener


def _replay(match: Match, index: int, move: object) -> None:
    if not isinstance(move, dict) or move.get("type") not in ("play", "pass", "draw"):
        raise _bad(f"move {index} is malformed")
    seat = move.get("seat")
    if not is_int(seat) or not 0 <= seat < match.rules.players:
        raise _bad(f"move {index} names no seat")
    clean: SeatedMove = {"type": move["type"], "seat": seat}
    if move["type"] == "play":
        clean["tile"] = as_list(tile_param(move.get("tile")))
        clean["end"] = move.get("end")
        if clean["end"] not in (None, "left", "right"):
            raise _bad(f"move {index} names no end")
    try:
        match.apply(clean)
    except GameError as error:
        raise _bad(f"move {index} is impossible: {error.message}") from None


def _compare(saved: object, match: Match) -> None:
    if not isinstance(saved, dict):
        raise _bad("position must be an object")
    for key, value in position(match).items():
        if saved.get(key) != value:
            raise _bad(f"the saved {key} does not follow from the deal and the moves")


def _bad(reason: str) -> GameError:
    return GameError("bad_state", f"this save cannot be loaded: {reason}")
