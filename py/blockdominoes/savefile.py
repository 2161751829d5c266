"""Saving a match as plain JSON and loading it back, checked to the last tile.

A save holds the set-up, the scores when the round began, the generator's
state, the round's deal and its moves. Loading replays the moves through the
rules (``Match.replay``, the same path a takeback uses), so an impossible save
cannot slip through, and then compares the position the save claims with the one
the replay reached.

Format 2 writes the seed and the generator's state as decimal strings: they are
64-bit numbers, and JavaScript (where saves are kept) rounds any number above
2**53, which would change every later deal. Format 3 adds the score sheet of the
rounds before this one, the match's count of takebacks and this round's takebacks.
Format 4 adds the finished rounds before this one, each with its deal, moves and
takebacks (``kept``), so that a reload keeps the whole match's history and its record.
Formats 1 (numbers) and 2 are still read: their sheet starts at their own round; formats
1 to 3 keep no earlier round.

A refused save says why in one word (the error's ``reason``): ``not_a_save`` (not
an object, or not this engine's), ``other_version`` (ours, in a format this
version does not read), ``damaged`` (a field missing, or of the wrong type or
range) or ``impossible`` (well formed, but the parts do not follow from each other).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from .checks import MAX_SCORE, is_int, scores_list, seats_list, tile_param
from .errors import GameError, read_strictly
from .match import MAX_SEED, Match, apply_to_round, open_round, replay_moves, sheet_points
from .rng import MASK64, SplitMix64
from .rules import MAX_PLAYERS, MIN_PLAYERS, make_rules
from .tiles import ALL_TILES, PIPS, TILES, as_list, ids_of, mask_of
from .views import view_of

if TYPE_CHECKING:
    from .messages import (
        BadStateReason,
        KeptRound,
        LotDraw,
        LotEvent,
        SavedPosition,
        SavedTakeback,
        SaveState,
        SeatedMove,
        SheetEntry,
    )
    from .round import Round
    from .rules import Rules

FORMAT = 4
READABLE_FORMATS = (1, 2, 3, 4)
LOT_DRAW_KEYS = {"seat", "tile", "pips"}
SHEET_KEYS = {"round", "points", "winner", "scores"}
TAKEBACK_KEYS = {"at", "seat", "moves"}
KEPT_KEYS = {"round", "opener", "hands", "rest", "moves", "takebacks"}
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
        "taken_back": match.taken_back,
        "takebacks": [{**taken} for taken in rnd.takebacks],
        "sheet": [
            {**line, "points": list(line["points"]), "scores": list(line["scores"])} for line in match.past_sheet
        ],
        "sheet_from": match.sheet_from,
        "kept": [kept_round(rnd) for rnd in match.kept],
    }


def kept_round(rnd: Round) -> KeptRound:
    """A finished round as a save keeps it: its deal, its moves and its takebacks."""
    hands, rest = rnd.dealt
    return {
        "round": rnd.number,
        "opener": rnd.opener,
        "hands": [[as_list(t) for t in ids_of(h)] for h in hands],
        "rest": [as_list(t) for t in rest],
        "moves": [{**move} for move in rnd.moves],
        "takebacks": [{**taken} for taken in rnd.takebacks],
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
    return read_strictly(_restore, state, "bad_state", lambda detail: _bad("damaged", detail))


def _restore(state: object) -> Match:
    if not isinstance(state, dict):
        raise _bad("not_a_save", "a save is a JSON object")
    save_format = state.get("format")
    formats = ", ".join(map(str, READABLE_FORMATS))
    if state.get("engine") != ENGINE:
        raise _bad("not_a_save", f"this is not a save of {ENGINE} in a format it reads ({formats})")
    if not is_int(save_format):
        raise _bad("damaged", "the format must be a whole number")
    if save_format not in READABLE_FORMATS:
        raise _bad("other_version", f"this save is in format {save_format}; this version reads formats {formats}")
    players = state["players"]
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad("damaged", f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}")
    rules = make_rules(players, state["rules"])
    seats = seats_list(state["seats"], players)
    seed, rng_state = (_big_number(state[key], save_format) for key in ("seed", "rng"))
    number = state["round"]
    if seed is None or seed > MAX_SEED or not is_int(number) or number < 1 or rng_state is None or rng_state > MASK64:
        raise _bad("damaged", "seed, round and rng must be whole numbers in range")
    round_scores = scores_list(state["round_scores"], rules.sides)
    if number > 1 and rules.target is not None and max(round_scores) >= rules.target:
        raise _bad("impossible", "the scores had reached the target before this round: the match was over")
    if number > 1 and rules.match == "single":
        raise _bad("impossible", "a single-hand game has only one round")
    lot, first_opener = _check_lot(state["lot"], state["first_opener"], rules)
    hands, rest, opener = _check_deal(state["deal"], rules)
    if first_opener is not None and opener != (first_opener + number - 1) % players:
        raise _bad("impossible", f"seat {opener} cannot open round {number}: the opener moves one seat each round")
    if save_format >= 3:
        sheet_from, sheet = _check_sheet(state["sheet_from"], state["sheet"], number, round_scores, rules)
        taken_back, takebacks = _check_takebacks(state["taken_back"], state["takebacks"], players)
    else:  # no sheet and no takeback were kept before format 3
        sheet_from, sheet, taken_back, takebacks = number, [], 0, []
    kept = _check_kept(state["kept"], sheet_from, sheet, number, rules, first_opener) if save_format >= 4 else []
    if len(takebacks) + sum(len(rnd.takebacks) for rnd in kept) > taken_back:
        raise _bad("impossible", "the rounds kept have more takebacks than the match counts")
    try:
        current = open_round(rules, number, hands, rest, opener)
    except GameError as error:
        raise _bad("impossible", error.message) from None
    match = Match(
        rules,
        seats,
        seed,
        rng=SplitMix64(rng_state),
        lot=lot,
        first_opener=first_opener,
        scores=round_scores,
        current=current,
        sheet=sheet,
        sheet_from=sheet_from,
        taken_back=taken_back,
        kept=kept,
    )
    moves = state["moves"]
    if not isinstance(moves, list):
        raise _bad("damaged", "moves must be a list")
    clean = [_move(index, move, players) for index, move in enumerate(moves)]
    try:
        match.replay(clean, takebacks)
    except GameError as error:
        raise _bad("impossible", error.message) from None
    _compare(state["position"], match)
    return match


def _big_number(value: object, save_format: int) -> int | None:
    """A 64-bit field: a string of digits from format 2 on, a JSON number in format 1."""
    if save_format == 1:
        return value if is_int(value) and value >= 0 else None
    if isinstance(value, str) and 0 < len(value) <= 20 and value.isascii() and value.isdigit():
        return int(value)
    return None


def _check_lot(lot: object, first_opener: object, rules: Rules) -> tuple[LotEvent | None, int | None]:
    if rules.opener != "lot":
        if lot is not None or first_opener is not None:
            raise _bad("impossible", "the highest-double rule draws no lot")
        return None, None
    if not is_int(first_opener) or not 0 <= first_opener < rules.players:
        raise _bad("damaged", "first_opener must be a seat")
    if lot is None:  # the first round was dealt explicitly, with its opener
        return None, first_opener
    if not isinstance(lot, dict) or lot.get("type") != "lot" or not lot.get("draws"):
        raise _bad("damaged", "the lot is malformed")
    drawing = list(range(rules.players))
    for turn in lot["draws"]:
        if any(
            not isinstance(d, dict) or set(d) != LOT_DRAW_KEYS or not is_int(d["pips"]) or not is_int(d["seat"])
            for d in turn
        ):
            raise _bad("damaged", "a draw of the lot is malformed")
        if len(drawing) < 2 and turn is not lot["draws"][0]:
            raise _bad("impossible", "the lot goes on after it was decided")
        if [d["seat"] for d in turn] != drawing:
            raise _bad("impossible", "the lot's draws do not follow the ties")
        tiles = [tile_param(d["tile"]) for d in turn]
        if len(set(tiles)) != len(tiles) or any(PIPS[t] != d["pips"] for t, d in zip(tiles, turn, strict=True)):
            raise _bad("impossible", "the lot's tiles are wrong")
        best = max(d["pips"] for d in turn)
        drawing = [d["seat"] for d in turn if d["pips"] == best]
    if len(drawing) != 1 or lot.get("winner") != drawing[0] or first_opener != drawing[0]:
        raise _bad("impossible", "the lot's winner is not the first opener")
    draws: list[list[LotDraw]] = [
        [{"seat": d["seat"], "tile": as_list(tile_param(d["tile"])), "pips": d["pips"]} for d in turn]
        for turn in lot["draws"]
    ]
    return {"type": "lot", "draws": draws, "winner": drawing[0]}, first_opener


def _check_deal(deal: object, rules: Rules) -> tuple[list[int], list[int], int]:
    if not isinstance(deal, dict) or not isinstance(deal["hands"], list) or not isinstance(deal["rest"], list):
        raise _bad("damaged", "deal must be an object with a list of hands and the rest")
    hands = deal["hands"]
    if len(hands) != rules.players:
        raise _bad("impossible", f"the deal must have {rules.players} hands")
    hand_ids = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list):
            raise _bad("damaged", f"hand {seat} must be a list of tiles")
        if len(hand) != rules.hand_size:
            raise _bad("impossible", f"hand {seat} must have been dealt {rules.hand_size} tiles")
        hand_ids.append([tile_param(t) for t in hand])
    rest = [tile_param(t) for t in deal["rest"]]
    every = [t for hand in hand_ids for t in hand] + rest
    if len(every) != len(TILES) or mask_of(every) != ALL_TILES:
        raise _bad("impossible", "the deal must hold each of the 28 tiles exactly once")
    opener = deal["opener"]
    if not is_int(opener) or not 0 <= opener < rules.players:
        raise _bad("damaged", "the deal's opener must be a seat")
    return [mask_of(h) for h in hand_ids], rest, opener


def _check_sheet(
    sheet_from: object, sheet: object, number: int, round_scores: list[int], rules: Rules
) -> tuple[int, list[SheetEntry]]:
    """The score sheet of the rounds before this one: a line per round from ``sheet_from``,
    each adding its points to the scores before it, the last ending at ``round_scores``."""
    if not is_int(sheet_from) or not 1 <= sheet_from <= number or not isinstance(sheet, list):
        raise _bad("damaged", "sheet_from must be a round, and sheet a list")
    sides = range(rules.sides)
    lines: list[SheetEntry] = []
    for index, line in enumerate(sheet):
        if (
            not isinstance(line, dict)
            or set(line) != SHEET_KEYS
            or not is_int(line["round"])
            or not (line["winner"] is None or (is_int(line["winner"]) and line["winner"] in sides))
        ):
            raise _bad("damaged", f"line {index} of the score sheet is malformed")
        points, scores = (scores_list(line[key], rules.sides) for key in ("points", "scores"))
        lines.append({"round": line["round"], "points": points, "winner": line["winner"], "scores": scores})
    if [line["round"] for line in lines] != list(range(sheet_from, number)):
        raise _bad("impossible", f"the score sheet must have a line for each round from {sheet_from} to {number - 1}")
    after = round_scores
    for line in reversed(lines):  # from the last round back: each line's scores are the next one's start
        winner, points = line["winner"], line["points"]
        if line["scores"] != after or any(points[side] and side != winner for side in sides):
            raise _bad("impossible", f"round {line['round']} of the score sheet does not add up")
        after = [score - gained for score, gained in zip(after, points, strict=True)]
        if min(after) < 0 or max(after) > MAX_SCORE:
            raise _bad("impossible", f"the scores before round {line['round']} of the score sheet are out of range")
    return sheet_from, lines


def _check_takebacks(taken_back: object, takebacks: object, players: int) -> tuple[int, list[SavedTakeback]]:
    """The match's count of takebacks, and this round's (their order is the replay's to check)."""
    if not is_int(taken_back) or taken_back < 0 or not isinstance(takebacks, list):
        raise _bad("damaged", "taken_back must be a whole number, and takebacks a list")
    clean: list[SavedTakeback] = []
    for index, taken in enumerate(takebacks):
        if (
            not isinstance(taken, dict)
            or set(taken) != TAKEBACK_KEYS
            or not all(is_int(taken[key]) for key in TAKEBACK_KEYS)
            or taken["at"] < 0
            or taken["moves"] < 1
            or not 0 <= taken["seat"] < players
        ):
            raise _bad("damaged", f"takeback {index} is malformed")
        clean.append({"at": taken["at"], "seat": taken["seat"], "moves": taken["moves"]})
    if len(clean) > taken_back:
        raise _bad("impossible", "this round has more takebacks than the match counts")
    return taken_back, clean


def _check_kept(
    kept: object, sheet_from: int, sheet: list[SheetEntry], number: int, rules: Rules, first_opener: int | None
) -> list[Round]:
    """The finished rounds before this one (format 4): the last ones of the score sheet,
    each replayed from its deal through the rules to the end its sheet line tells."""
    if not isinstance(kept, list):
        raise _bad("damaged", "kept must be a list")
    first = number - len(kept)
    if first < sheet_from:
        raise _bad("impossible", "more rounds are kept than the score sheet has")
    rounds = []
    for index, entry in enumerate(kept):
        if not isinstance(entry, dict) or set(entry) != KEPT_KEYS:
            raise _bad("damaged", f"kept round {index} is malformed")
        round_number = first + index
        if entry["round"] != round_number:
            raise _bad("impossible", f"kept round {index} must be round {round_number}")
        hands, rest, opener = _check_deal(
            {"hands": entry["hands"], "rest": entry["rest"], "opener": entry["opener"]}, rules
        )
        if first_opener is not None and opener != (first_opener + round_number - 1) % rules.players:
            raise _bad(
                "impossible", f"seat {opener} cannot open round {round_number}: the opener moves one seat each round"
            )
        if not isinstance(entry["moves"], list):
            raise _bad("damaged", f"the moves of kept round {index} must be a list")
        moves = [_move(at, move, rules.players) for at, move in enumerate(entry["moves"])]
        if not isinstance(entry["takebacks"], list):
            raise _bad("damaged", f"the takebacks of kept round {index} must be a list")
        _, takebacks = _check_takebacks(len(entry["takebacks"]), entry["takebacks"], rules.players)
        try:
            rnd = open_round(rules, round_number, hands, rest, opener)
            replay_moves(rnd, moves, takebacks, functools.partial(apply_to_round, rnd))
        except GameError as error:
            raise _bad("impossible", f"kept round {round_number}: {error.message}") from None
        line = sheet[round_number - sheet_from]
        if rnd.result is None or line["points"] != sheet_points(rules, rnd.result):
            raise _bad("impossible", f"kept round {round_number} does not end as its score sheet line says")
        rounds.append(rnd)
    return rounds


def _move(index: int, move: object, players: int) -> SeatedMove:
    """A saved move, checked for its shape (the replay checks it against the rules)."""
    if not isinstance(move, dict) or move.get("type") not in ("play", "pass", "draw"):
        raise _bad("damaged", f"move {index} is malformed")
    seat = move.get("seat")
    if not is_int(seat) or not 0 <= seat < players:
        raise _bad("damaged", f"move {index} names no seat")
    clean: SeatedMove = {"type": move["type"], "seat": seat}
    if move["type"] == "play":
        clean["tile"] = as_list(tile_param(move.get("tile")))
        clean["end"] = move.get("end")
        if clean["end"] not in (None, "left", "right"):
            raise _bad("damaged", f"move {index} names no end")
    return clean


def _compare(saved: object, match: Match) -> None:
    if not isinstance(saved, dict):
        raise _bad("damaged", "position must be an object")
    for key, value in position(match).items():
        if saved.get(key) != value:
            raise _bad("impossible", f"the saved {key} does not follow from the deal and the moves")


def _bad(reason: BadStateReason, detail: str) -> GameError:
    return GameError("bad_state", f"this save cannot be loaded: {detail}", reason)
