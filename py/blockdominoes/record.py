"""A match record: the finished rounds of a match as a small versioned JSON document, read
back as strictly as a save, and any finished round replayed move by move.

A record keeps each round's deal and moves (not the seed), so it checks itself: reading
one plays every round again through the rules (``Match.replay``, as a save's load does)
and refuses, with a reason in one word, a record that does not replay exactly: a deal
that is no partition of the set, a move the rules refuse, a round that did not end, a
score that does not add up, or a match that ended where the record says it did not.

What is read is a ``Match`` like any other (its ``kept`` rounds and its last round), so a
replay or a review reads a record and the match in play the same way. The round in play
is never in a record: it would reveal the hands of a round still being played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Literal

from .checks import is_int, scores_list, seats_list, tile_param
from .errors import GameError, bad_request, read_strictly
from .match import Match, open_round
from .rng import SplitMix64
from .rules import MAX_PLAYERS, MIN_PLAYERS, make_rules
from .tiles import ALL_TILES, TILES, as_list, ids_of, mask_of
from .views import view_of

if TYPE_CHECKING:
    from .messages import (
        Event,
        RecordDoc,
        RecordReason,
        RecordRound,
        RecordSummary,
        ReplayStep,
        SeatedMove,
    )
    from .round import Round
    from .rules import Rules

FORMAT: Final[Literal["block-dominoes-record"]] = "block-dominoes-record"
VERSION = 1
READABLE_VERSIONS = (1,)
RECORD_KEYS = {"format", "version", "players", "seats", "rules", "scores_from", "first_round", "rounds", "finished"}
ROUND_KEYS = {"round", "opener", "dealt", "moves", "scores"}  # and "sleeping" (Block) or "boneyard" (Draw game)
MOVE_KEYS = {"play": {"type", "seat", "tile", "end"}, "pass": {"type", "seat"}, "draw": {"type", "seat"}}


def write(match: Match, only: int | None = None) -> RecordDoc:
    """The record of the match's finished rounds (or of round ``only`` alone, from the scores
    before it); ``bad_request`` when none is finished yet, or that round is not."""
    rounds = match.finished_rounds
    if not rounds:
        raise bad_request("no round is over yet: a record holds finished rounds only")
    if only is not None:
        rounds = [rnd for rnd in rounds if rnd.number == only]
        if not rounds:
            raise bad_request(f"round {only} is not a finished round of this match")
    # the match ended with the record's last round (a round alone from before the end did not end it)
    finished = match.match_result is not None and rounds[-1] is match.finished_rounds[-1]
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": match.rules.players,
        "seats": [{"type": s["type"], "level": s["level"], "name": s["name"]} for s in match.seats],
        "rules": match.rules.to_json(),
        "scores_from": match.scores_before(rounds[0].number),
        "first_round": rounds[0].number,
        "rounds": [_round(match, rnd) for rnd in rounds],
        "finished": finished,
    }


def _round(match: Match, rnd: Round) -> RecordRound:
    scores = next(line["scores"] for line in match.sheet if line["round"] == rnd.number)
    entry: RecordRound = {
        "round": rnd.number,
        "opener": rnd.opener,
        "dealt": [[as_list(t) for t in ids_of(hand)] for hand in rnd.dealt[0]],
        "moves": [{**move} for move in rnd.moves],
        "scores": list(scores),
    }
    rest = [as_list(t) for t in rnd.dealt[1]]
    if match.rules.game == "draw":
        entry["boneyard"] = rest
    else:
        entry["sleeping"] = rest
    return entry


def read(doc: object) -> Match:
    """The match a record describes, its last round over; ``bad_record`` with the reason if it is wrong."""
    return read_strictly(_read, doc, "bad_record", lambda detail: _bad("damaged", detail))


def summary(match: Match) -> RecordSummary:
    return {
        "players": match.rules.players,
        "seats": [{"type": s["type"], "level": s["level"], "name": s["name"]} for s in match.seats],
        "rules": match.rules.to_json(),
        "rounds": [rnd.number for rnd in match.finished_rounds],
        "sheet": match.sheet,
        "match_result": match.match_result,
    }


def finished_round(match: Match, number: object) -> Round:
    """Round ``number`` of the match, played to its end; ``bad_request`` otherwise."""
    if not is_int(number):
        raise bad_request("round must be a whole number")
    for rnd in match.finished_rounds:
        if rnd.number == number:
            return rnd
    if number == match.round.number:
        raise bad_request(f"round {number} is not over yet")
    raise bad_request(f"there is no finished round {number} in this match")


def replay(match: Match, number: object, seat: int) -> list[ReplayStep]:
    """Round ``number`` step by step: the deal, then each move, as ``seat`` saw it then,
    with every hand face up and the event the move made (its drawn tile shown)."""
    rnd = finished_round(match, number)
    again = replaying(match, rnd)
    steps = [_step(again, seat, None)]
    for move in rnd.moves:
        steps.append(_step(again, seat, again.apply(move)[0]))
    return steps


def replaying(match: Match, rnd: Round) -> Match:
    """A match standing at the deal of ``rnd``, a finished round of ``match``: the scores and the
    sheet as they were then, so that playing its moves gives the views the players had."""
    hands, rest = rnd.dealt
    return Match(
        match.rules,
        [player.copy() for player in match.seats],
        match.seed,
        rng=SplitMix64(0),  # a replay deals no further round
        lot=match.lot,
        first_opener=match.first_opener,
        scores=match.scores_before(rnd.number),
        current=open_round(match.rules, rnd.number, hands, rest, rnd.opener),
        sheet=[line for line in match.sheet if line["round"] < rnd.number],
        sheet_from=match.sheet_from,
    )


def _step(match: Match, seat: int, event: Event | None) -> ReplayStep:
    view = view_of(match, seat)
    view["can_undo"] = False  # a replay is looked at, not played
    view["taken_back"] = 0
    return {
        "view": view,
        "hands": [[as_list(t) for t in ids_of(hand)] for hand in match.round.hands],
        "event": event,
    }


def _read(doc: object) -> Match:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise _bad("not_a_record", f'a record is a JSON object with "format": "{FORMAT}"')
    version = doc.get("version")
    if not is_int(version):
        raise _bad("damaged", "the version must be a whole number")
    if version not in READABLE_VERSIONS:
        readable = ", ".join(map(str, READABLE_VERSIONS))
        raise _bad("other_version", f"this record is of version {version}; this version reads {readable}")
    if set(doc) != RECORD_KEYS:
        raise _bad("damaged", f"a record has exactly the keys {', '.join(sorted(RECORD_KEYS))}")
    players = doc["players"]
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad("damaged", f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}")
    rules = make_rules(players, doc["rules"])
    if doc["rules"] != rules.to_json():
        raise _bad("damaged", "the rules must name every rule, as the engine writes them")
    seats = seats_list(doc["seats"], players)
    if not isinstance(doc["scores_from"], list):
        raise _bad("damaged", "scores_from must be a list of scores")
    scores = scores_list(doc["scores_from"], rules.sides)
    first, rounds, finished = doc["first_round"], doc["rounds"], doc["finished"]
    if not is_int(first) or first < 1 or not isinstance(rounds, list) or not rounds or not isinstance(finished, bool):
        raise _bad("damaged", "first_round must be a round, rounds a list of at least one, finished true or false")
    if rules.match == "single" and (first != 1 or len(rounds) != 1):
        raise _bad("bad_end", "a single-hand game has one round, round 1")
    if first > 1 and rules.target is not None and max(scores) >= rules.target:
        raise _bad("bad_scores", "the scores had reached the target before the first round: the match was over")
    match: Match | None = None
    for index, entry in enumerate(rounds):
        number = first + index
        if match is not None and match.match_result is not None:
            raise _bad("bad_end", f"the match ended in round {number - 1}, yet the record goes on")
        current = _deal(entry, number, rules, None if match is None else match.round.opener)
        kept = [] if match is None else match.finished_rounds
        match = Match(
            rules,
            [seat.copy() for seat in seats],
            0,
            rng=SplitMix64(0),  # a record deals no further round
            lot=None,
            first_opener=None,
            scores=scores,
            current=current,
            sheet=[] if match is None else match.sheet,
            sheet_from=first,
            kept=kept,
        )
        moves = entry["moves"]
        if not isinstance(moves, list):
            raise _bad("damaged", f"the moves of round {number} must be a list")
        clean = [_move(number, at, move, players) for at, move in enumerate(moves)]
        try:
            match.replay(clean, [])
        except GameError as error:
            raise _bad("illegal_move", f"round {number}: {error.message}") from None
        if not match.round.over:
            raise _bad("unfinished", f"round {number} stops before its end")
        written = entry["scores"]
        if not isinstance(written, list):
            raise _bad("damaged", f"the scores after round {number} must be a list")
        if scores_list(written, rules.sides) != match.scores:
            raise _bad("bad_scores", f"the scores after round {number} do not add up")
        scores = list(match.scores)
    assert match is not None, "a record has at least one round"
    if finished != (match.match_result is not None):
        said, was = ("", "not ") if finished else ("not ", "")
        raise _bad("bad_end", f"the record says the match is {said}over, but its rounds say it is {was}over")
    return match


def _deal(entry: object, number: int, rules: Rules, opener_before: int | None) -> Round:
    """Round ``number``'s deal: a partition of the set, each hand its size, the opener the
    rules name (the next seat after the previous round's opener, or the highest double)."""
    rest_key = "boneyard" if rules.game == "draw" else "sleeping"
    if not isinstance(entry, dict) or set(entry) != ROUND_KEYS | {rest_key}:
        raise _bad("damaged", f"round {number} must have the keys {', '.join(sorted(ROUND_KEYS | {rest_key}))}")
    if entry["round"] != number:
        raise _bad("damaged", f"the rounds must follow each other: round {number} is numbered {entry['round']!r}")
    dealt, rest, opener = entry["dealt"], entry[rest_key], entry["opener"]
    if not isinstance(dealt, list) or not all(isinstance(hand, list) for hand in dealt) or not isinstance(rest, list):
        raise _bad("damaged", f"the deal of round {number} must be lists of tiles")
    if not is_int(opener) or not 0 <= opener < rules.players:
        raise _bad("damaged", f"the opener of round {number} must be a seat")
    hands = [[tile_param(t) for t in hand] for hand in dealt]
    rest_ids = [tile_param(t) for t in rest]
    every = [t for hand in hands for t in hand] + rest_ids
    if len(hands) != rules.players or any(len(hand) != rules.hand_size for hand in hands):
        raise _bad("bad_deal", f"round {number} must deal {rules.hand_size} tiles to each of {rules.players} seats")
    if len(every) != len(TILES) or mask_of(every) != ALL_TILES:
        raise _bad("bad_deal", f"the deal of round {number} must hold each of the 28 tiles exactly once")
    if rules.opener == "lot" and opener_before is not None and opener != (opener_before + 1) % rules.players:
        raise _bad("bad_deal", f"seat {opener} cannot open round {number}: the opener moves one seat each round")
    try:
        return open_round(rules, number, [mask_of(hand) for hand in hands], rest_ids, opener)
    except GameError as error:
        raise _bad("bad_deal", f"round {number}: {error.message}") from None


def _move(number: int, index: int, move: object, players: int) -> SeatedMove:
    """A recorded move, checked for its shape (the replay checks it against the rules)."""
    kind = move.get("type") if isinstance(move, dict) else None
    if not isinstance(move, dict) or not isinstance(kind, str) or kind not in MOVE_KEYS or set(move) != MOVE_KEYS[kind]:
        raise _bad("damaged", f"move {index} of round {number} is malformed")
    seat = move["seat"]
    if not is_int(seat) or not 0 <= seat < players:
        raise _bad("damaged", f"move {index} of round {number} names no seat")
    if kind != "play":
        return {"type": "pass" if kind == "pass" else "draw", "seat": seat}
    end = move["end"]
    if end not in (None, "left", "right"):
        raise _bad("damaged", f"move {index} of round {number} names no end")
    return {"type": "play", "seat": seat, "tile": as_list(tile_param(move["tile"])), "end": end}


def _bad(reason: RecordReason, detail: str) -> GameError:
    return GameError("bad_record", f"this record cannot be read: {detail}", reason)
