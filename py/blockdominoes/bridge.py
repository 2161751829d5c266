"""The JSON bridge: one game session behind ``handle(request_text) -> response_text``.

This is the engine's only JSON boundary (see docs/bridge.md; the shapes of its
messages are typed in messages.py). Requests are checked here; the rules are checked
by the match. ``handle`` never raises, and a failed request leaves the session
exactly as it was.
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

from . import bots, record, review, savefile
from .bots.moves import seated
from .checks import (
    deal_spec,
    end_param,
    is_int,
    number,
    scores_list,
    seat_entry,
    seat_param,
    seats_list,
    tile_param,
    whole_number,
)
from .errors import GameError, bad_request
from .match import MAX_SEED, MIN_SEED, Match
from .options import setup_options
from .rng import SplitMix64
from .rules import DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS, make_rules
from .views import events_for, view_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from .messages import (
        ErrorBody,
        Event,
        HintResult,
        HistoryResult,
        LoadRequest,
        Move,
        MoveReview,
        NewMatchRequest,
        OptionsRequest,
        OptionsResult,
        PlayRequest,
        ReadRecordRequest,
        ReadRecordResult,
        RecordRequest,
        RecordResult,
        ReplayRequest,
        ReplayResult,
        Result,
        ReviewMoveRequest,
        ReviewRoundRequest,
        ReviewRoundResult,
        RulesRequest,
        RulesResult,
        SaveRequest,
        SaveResult,
        SeatRequest,
        SetSeatRequest,
        SetSeatResult,
        SourceRequest,
        TurnResult,
        ViewResult,
    )

MAX_ID_DEPTH = 32  # an id is echoed back; anything deeper is not a real client's


class Bridge:
    """One game session. ``bot_time_cap`` bounds a hard bot's thinking in
    seconds; ``None`` makes every bot decision depend on the seed alone, on any
    machine however slow (the default cap can cut a search short on a busy one)."""

    def __init__(self, bot_time_cap: float | None = bots.hard.TIME_CAP):
        self.match: Match | None = None
        self.record: Match | None = None  # the record last accepted by read_record
        self.bot_time_cap = bot_time_cap

    def handle(self, request: str) -> str:
        try:
            message = json.loads(request, parse_constant=_refuse, parse_float=_finite)
        except (TypeError, ValueError, RecursionError):
            return _failure(None, GameError("bad_json", "the request is not valid JSON"))
        if not isinstance(message, dict):
            return _failure(None, GameError("bad_json", "the request must be a JSON object"))
        request_id = message.get("id")
        if _depth(request_id) > MAX_ID_DEPTH:  # it might parse yet be too deep to write back
            return _failure(None, bad_request(f"the id is nested more than {MAX_ID_DEPTH} levels deep"))
        try:
            result = self._dispatch(message)
        except GameError as error:
            return _failure(request_id, error)
        except Exception as error:  # noqa: BLE001 - a defect: report it, never raise across the boundary
            return _failure(request_id, GameError("internal_error", f"engine defect: {error!r}"))
        return _dump({"id": request_id, "ok": True, "result": result})

    def call(self, cmd: str, **params: object) -> Any:
        """For Python callers (the warm-up, the lab's command line, the tests): the result
        of one request, sent through ``handle`` as JSON text exactly as the page sends it.
        A refused request raises its GameError."""
        answer = json.loads(self.handle(json.dumps({"cmd": cmd, **params})))
        if not answer["ok"]:
            error = answer["error"]
            raise GameError(error["code"], error["message"], error.get("reason"))
        return answer["result"]

    def _dispatch(self, message: dict[str, Any]) -> Result:
        cmd = message.get("cmd")
        if not isinstance(cmd, str):
            raise bad_request("cmd must be a string naming a command")
        handler = COMMANDS.get(cmd)
        if handler is None:
            raise GameError("unknown_cmd", f"there is no command {cmd!r}")
        method, allowed = handler
        extra = sorted(set(message) - {"id", "cmd"} - allowed)
        if extra:
            raise bad_request(f"{cmd} takes no parameter {extra[0]!r}")
        return method(self, message)

    # -- commands --------------------------------------------------------

    def new_match(self, req: NewMatchRequest) -> TurnResult:
        players = number(req, "players", MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS)
        rules = make_rules(players, req.get("rules", {}))
        seats = seats_list(req.get("seats"), players)
        seed = whole_number(req["seed"], "seed", MIN_SEED, MAX_SEED) if "seed" in req else random_seed()
        scores = scores_list(req.get("scores"), rules.sides)
        deal = deal_spec(req["deal"], rules) if "deal" in req else None
        match, events = Match.start(rules, seats, seed, scores, deal)
        self.match = match
        return {"view": view_of(match, 0), "events": events_for(events, 0)}

    def rules(self, req: RulesRequest) -> RulesResult:
        """The rules a new_match with these parameters would use, every default filled in."""
        players = number(req, "players", MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS)
        return {"rules": make_rules(players, req.get("rules", {})).to_json()}

    def options(self, req: OptionsRequest) -> OptionsResult:
        """Every set-up choice the engine offers, with its limits and defaults; needs no game."""
        return {"options": setup_options()}

    def view(self, req: SeatRequest) -> ViewResult:
        match = self._game()
        return {"view": view_of(match, seat_param(req, match.rules.players, default=0))}

    def play(self, req: PlayRequest) -> TurnResult:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        if "tile" not in req:
            raise bad_request("play needs a tile")
        tid = tile_param(req["tile"])
        end = end_param(req.get("end"))
        return self._answer(match, seat, match.play(seat, tid, end))

    def pass_(self, req: SeatRequest) -> TurnResult:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        return self._answer(match, seat, match.pass_turn(seat))

    def draw(self, req: SeatRequest) -> TurnResult:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        return self._answer(match, seat, match.draw(seat))

    def bot_turn(self, req: SeatRequest) -> TurnResult:
        match = self._game()
        viewer = seat_param(req, match.rules.players)
        actor = match.round.to_act()
        level = match.seats[actor]["level"]
        if match.seats[actor]["type"] != "bot" or level is None:
            raise GameError("not_your_turn", f"seat {actor} is a human: it is their turn")
        move = self._decide(match, actor, level, self.bot_time_cap)
        return self._answer(match, viewer, match.apply(seated(move, actor)))

    def hint(self, req: SeatRequest) -> HintResult:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        actor = match.round.to_act()
        if actor != seat:
            raise GameError("not_your_turn", f"it is seat {actor}'s turn")
        return {"move": self._decide(match, seat, bots.STRONGEST, self.bot_time_cap)}

    def next_round(self, req: SeatRequest) -> TurnResult:
        match = self._game()
        seat = seat_param(req, match.rules.players, default=0)
        return self._answer(match, seat, match.next_round())

    def undo(self, req: SeatRequest) -> TurnResult:
        """Takes back the seat's last move of this round and the bots' moves after it."""
        match = self._game()
        seat = seat_param(req, match.rules.players)
        again, events = match.taken_back_by(seat)
        answer = self._answer(again, seat, events)
        self.match = again
        return answer

    def set_seat(self, req: SetSeatRequest) -> SetSeatResult:
        """Hand a seat to a bot, or back to a person, between any two moves; it keeps its name."""
        match = self._game()
        seat = seat_param(req, match.rules.players)
        player = seat_entry(
            {key: req[key] for key in ("type", "level") if key in req}, "the seat", frozenset({"type", "level"})
        )
        match.seat_player(seat, player)
        return {"seats": [seat.copy() for seat in match.seats]}

    def save(self, req: SaveRequest) -> SaveResult:
        return {"state": savefile.dump(self._game())}

    def load(self, req: LoadRequest) -> ViewResult:
        if "state" not in req:
            raise bad_request("load needs a state")
        self.match = savefile.restore(req["state"])
        return {"view": view_of(self.match, 0)}

    # -- records, replays and the history ---------------------------------

    def record_(self, req: RecordRequest) -> RecordResult:
        """The record of the finished rounds (or of one of them, ``round``) of the match in
        play, or of the record read (``source``)."""
        only = req.get("round")
        if only is not None and not is_int(only):
            raise bad_request("round must be a round's number")
        return {"record": record.write(self._source(req), only)}

    def read_record(self, req: ReadRecordRequest) -> ReadRecordResult:
        """Checks a record by playing it again; it becomes the session's record (source "record")."""
        if "record" not in req:
            raise bad_request("read_record needs a record")
        read = record.read(req["record"])
        self.record = read
        return {"summary": record.summary(read)}

    def replay_round(self, req: ReplayRequest) -> ReplayResult:
        match = self._source(req)
        if "round" not in req:
            raise bad_request("replay_round needs a round")
        seat = seat_param(req, match.rules.players, default=0)
        return {"steps": record.replay(match, req["round"], seat)}

    def history(self, req: SeatRequest) -> HistoryResult:
        """Every kept round's events as the seat may see them, the current round's last."""
        match = self._game()
        seat = seat_param(req, match.rules.players, default=0)
        past = [events_for(rnd.events, seat) for rnd in match.kept]
        return {"rounds": [*past, events_for(match.history, seat)]}

    # -- the review (the coach) -------------------------------------------

    def review_round(self, req: ReviewRoundRequest) -> ReviewRoundResult:
        """The decisions of those seats in a finished round: each move that had a choice."""
        match = self._source(req)
        seats = req.get("seats")
        if not isinstance(seats, list) or not all(is_int(s) and 0 <= s < match.rules.players for s in seats):
            raise bad_request(f"seats must be a list of seats from 0 to {match.rules.players - 1}")
        if "round" not in req:
            raise bad_request("review_round needs a round")
        return {"decisions": review.decisions(match, req["round"], seats)}

    def review_move(self, req: ReviewMoveRequest) -> MoveReview:
        """One decision weighed: every legal move's expected points for and against."""
        match = self._source(req)
        if "round" not in req or "index" not in req:
            raise bad_request("review_move needs a round and an index")
        budget = number(req, "budget", review.MIN_BUDGET, review.MAX_BUDGET, review.DEFAULT_BUDGET)
        return review.review_move(match, req["round"], req["index"], budget)

    # -- helpers ---------------------------------------------------------

    def _source(self, req: SourceRequest) -> Match:
        """The match a command about past rounds reads: the one in play, or the record read."""
        source = req.get("source", "match")
        if source == "match":
            return self._game()
        if source == "record":
            if self.record is None:
                raise bad_request("no record yet: read one with read_record")
            return self.record
        raise bad_request('source must be "match" or "record"')

    def _game(self) -> Match:
        if self.match is None:
            raise GameError("no_game", "no game yet: start one with new_match or load")
        return self.match

    @staticmethod
    def _decide(match: Match, seat: int, level: str, time_cap: float | None) -> Move:
        rng = SplitMix64(match.bot_seed(seat))
        # The view as a client would receive it: it shares no object with the match.
        view = json.loads(_dump(view_of(match, seat)))
        return bots.choose(level, view, rng, time_cap)

    @staticmethod
    def _answer(match: Match, seat: int, events: list[Event]) -> TurnResult:
        return {"events": events_for(events, seat), "view": view_of(match, seat)}


# Each command's method and the parameters it takes (its request type in messages.py
# names the same ones; tests/engine/test_messages.py holds the two together).
COMMANDS: dict[str, tuple[Callable[[Bridge, Any], Result], frozenset[str]]] = {
    "new_match": (Bridge.new_match, frozenset({"players", "seats", "rules", "seed", "scores", "deal"})),
    "rules": (Bridge.rules, frozenset({"players", "rules"})),
    "options": (Bridge.options, frozenset()),
    "view": (Bridge.view, frozenset({"seat"})),
    "play": (Bridge.play, frozenset({"seat", "tile", "end"})),
    "pass": (Bridge.pass_, frozenset({"seat"})),
    "draw": (Bridge.draw, frozenset({"seat"})),
    "bot_turn": (Bridge.bot_turn, frozenset({"seat"})),
    "hint": (Bridge.hint, frozenset({"seat"})),
    "next_round": (Bridge.next_round, frozenset({"seat"})),
    "undo": (Bridge.undo, frozenset({"seat"})),
    "set_seat": (Bridge.set_seat, frozenset({"seat", "type", "level"})),
    "save": (Bridge.save, frozenset()),
    "load": (Bridge.load, frozenset({"state"})),
    "record": (Bridge.record_, frozenset({"round", "source"})),
    "read_record": (Bridge.read_record, frozenset({"record"})),
    "replay_round": (Bridge.replay_round, frozenset({"round", "source", "seat"})),
    "history": (Bridge.history, frozenset({"seat"})),
    "review_round": (Bridge.review_round, frozenset({"round", "seats", "source"})),
    "review_move": (Bridge.review_move, frozenset({"round", "index", "source", "budget"})),
}


def random_seed() -> int:
    """A match seed from the system's randomness when the request names none: 63 bits."""
    return int.from_bytes(os.urandom(8), "little") >> 1


def _depth(value: object) -> int:
    """How deeply lists and objects nest in a JSON value: 0 for a number or a string, 1 for [1]."""
    depth, level = 0, [value]
    while True:
        containers = [v for v in level if isinstance(v, (list, dict))]
        if not containers:
            return depth
        depth += 1
        level = [item for c in containers for item in (c.values() if isinstance(c, dict) else c)]


def _refuse(token: str) -> float:
    raise ValueError(f"{token} is not JSON")


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError("number out of range")
    return value


def _failure(request_id: object, error: GameError) -> str:
    body: ErrorBody = {"code": error.code, "message": error.message}
    if error.reason is not None:  # bad_state and bad_record: why the save or record was refused, in one word
        body["reason"] = error.reason
    return _dump({"id": request_id, "ok": False, "error": body})


def _dump(message: object) -> str:
    return json.dumps(message, separators=(",", ":"))
