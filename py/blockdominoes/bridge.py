"""The JSON bridge: one game session behind ``handle(request_text) -> response_text``.

This is the engine's only JSON boundary (see docs/bridge.md). Requests are
checked here; the rules are checked by the match. ``handle`` never raises,
and a failed request leaves the session exactly as it was.
"""

import json
import secrets

from . import bots, savefile
from .checks import deal_spec, number, scores_list, seat_param, seats_list, tile_param
from .errors import GameError, bad_request
from .match import MAX_SEED, Match
from .rng import SplitMix64
from .rules import make_rules
from .views import events_for, view_of

MAX_ID_DEPTH = 32  # an id is echoed back; anything deeper is not a real client's


class Bridge:
    """One game session. ``bot_time_cap`` bounds a hard bot's thinking in
    seconds; ``None`` makes every bot decision depend on the seed alone, on any
    machine however slow (the default cap can cut a search short on a busy one)."""

    def __init__(self, bot_time_cap: float | None = bots.hard.TIME_CAP):
        self.match: Match | None = None
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

    def _dispatch(self, message: dict) -> dict:
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

    def new_match(self, req: dict) -> dict:
        players = number(req, "players", 2, 4, default=2)
        rules = make_rules(players, req.get("rules", {}))
        seats = seats_list(req.get("seats"), players)
        seed = number(req, "seed", 0, MAX_SEED, default=None)
        if seed is None:
            seed = secrets.randbits(63)
        scores = scores_list(req.get("scores"), rules.sides)
        deal = deal_spec(req["deal"], rules) if "deal" in req else None
        match, events = Match.start(rules, seats, seed, scores, deal)
        self.match = match
        return {"view": view_of(match, 0), "events": events_for(events, 0)}

    def rules(self, req: dict) -> dict:
        """The rules a new_match with these parameters would use, every default filled in."""
        players = number(req, "players", 2, 4, default=2)
        return {"rules": make_rules(players, req.get("rules", {})).to_json()}

    def view(self, req: dict) -> dict:
        match = self._game()
        return {"view": view_of(match, seat_param(req, match.rules.players, default=0))}

    def play(self, req: dict) -> dict:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        if "tile" not in req:
            raise bad_request("play needs a tile")
        tid = tile_param(req["tile"])
        end = req.get("end")
        if end not in (None, "left", "right"):
            raise bad_request('end must be "left" or "right"')
        return self._answer(match, seat, match.play(seat, tid, end))

    def pass_(self, req: dict) -> dict:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        return self._answer(match, seat, match.pass_turn(seat))

    def draw(self, req: dict) -> dict:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        return self._answer(match, seat, match.draw(seat))

    def bot_turn(self, req: dict) -> dict:
        match = self._game()
        viewer = seat_param(req, match.rules.players)
        actor = self._actor(match)
        if match.seats[actor]["type"] != "bot":
            raise GameError("not_your_turn", f"seat {actor} is a human: it is their turn")
        move = self._decide(match, actor, match.seats[actor]["level"], self.bot_time_cap)
        return self._answer(match, viewer, match.apply(dict(move, seat=actor)))

    def hint(self, req: dict) -> dict:
        match = self._game()
        seat = seat_param(req, match.rules.players)
        if self._actor(match) != seat:
            raise GameError("not_your_turn", f"it is seat {match.round.turn}'s turn")
        return {"move": self._decide(match, seat, bots.STRONGEST, self.bot_time_cap)}

    def next_round(self, req: dict) -> dict:
        match = self._game()
        seat = seat_param(req, match.rules.players, default=0)
        return self._answer(match, seat, match.next_round())

    def save(self, req: dict) -> dict:
        return {"state": savefile.dump(self._game())}

    def load(self, req: dict) -> dict:
        if "state" not in req:
            raise bad_request("load needs a state")
        self.match = savefile.restore(req["state"])
        return {"view": view_of(self.match, 0)}

    # -- helpers ---------------------------------------------------------

    def _game(self) -> Match:
        if self.match is None:
            raise GameError("no_game", "no game yet: start one with new_match or load")
        return self.match

    @staticmethod
    def _actor(match: Match) -> int:
        if match.round.over:
            raise GameError("round_over", "the round is over")
        return match.round.turn

    @staticmethod
    def _decide(match: Match, seat: int, level: str, time_cap: float | None) -> dict:
        rng = SplitMix64(match.bot_seed(seat))
        # The view as a client would receive it: it shares no object with the match.
        view = json.loads(_dump(view_of(match, seat)))
        return bots.choose(level, view, rng, time_cap)

    @staticmethod
    def _answer(match: Match, seat: int, events: list[dict]) -> dict:
        return {"events": events_for(events, seat), "view": view_of(match, seat)}


COMMANDS = {
    "new_match": (Bridge.new_match, {"players", "seats", "rules", "seed", "scores", "deal"}),
    "rules": (Bridge.rules, {"players", "rules"}),
    "view": (Bridge.view, {"seat"}),
    "play": (Bridge.play, {"seat", "tile", "end"}),
    "pass": (Bridge.pass_, {"seat"}),
    "draw": (Bridge.draw, {"seat"}),
    "bot_turn": (Bridge.bot_turn, {"seat"}),
    "hint": (Bridge.hint, {"seat"}),
    "next_round": (Bridge.next_round, {"seat"}),
    "save": (Bridge.save, set()),
    "load": (Bridge.load, {"state"}),
}


def _depth(value) -> int:
    """How deeply lists and objects nest in a JSON value: 0 for a number or a string, 1 for [1]."""
    depth, level = 0, [value]
    while True:
        containers = [v for v in level if isinstance(v, (list, dict))]
        if not containers:
            return depth
        depth += 1
        level = [item for c in containers for item in (c.values() if isinstance(c, dict) else c)]


def _refuse(token: str):
    raise ValueError(f"{token} is not JSON")


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError("number out of range")
    return value


def _failure(request_id, error: GameError) -> str:
    return _dump({"id": request_id, "ok": False, "error": {"code": error.code, "message": error.message}})


def _dump(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))
