"""messages.py says what crosses the bridge: each command takes the parameters its
request type names, and what the bridge answers has the keys its types name (played
through every kind of match, so every event and every phase is seen)."""

import json
import typing

from blockdominoes import messages
from blockdominoes.bridge import COMMANDS, Bridge

REQUESTS = {
    "new_match": messages.NewMatchRequest,
    "rules": messages.RulesRequest,
    "options": messages.OptionsRequest,
    "view": messages.SeatRequest,
    "play": messages.PlayRequest,
    "pass": messages.SeatRequest,
    "draw": messages.SeatRequest,
    "bot_turn": messages.SeatRequest,
    "hint": messages.SeatRequest,
    "next_round": messages.SeatRequest,
    "undo": messages.SeatRequest,
    "set_seat": messages.SetSeatRequest,
    "save": messages.SaveRequest,
    "load": messages.LoadRequest,
    "record": messages.RecordRequest,
    "read_record": messages.ReadRecordRequest,
    "replay_round": messages.ReplayRequest,
    "history": messages.SeatRequest,
    "review_round": messages.ReviewRoundRequest,
    "review_move": messages.ReviewMoveRequest,
}


def by_type(union) -> dict:
    """The TypedDicts of a union by the literal of their ``type`` key."""
    return {typing.get_args(typing.get_type_hints(shape)["type"])[0]: shape for shape in typing.get_args(union)}


EVENTS = by_type(messages.Event)
MOVES = by_type(messages.Move)
SETUPS = [
    {"players": 2, "rules": {"target": 30}},
    {"players": 3, "rules": {"game": "draw", "target": 20}},
    {"players": 4, "rules": {"partnership": True, "target": 30}},
    {"players": 4, "rules": {"opener": "highest_double", "match": "single"}},
]


def keys_of(shape) -> tuple[frozenset, frozenset]:
    return shape.__required_keys__, shape.__optional_keys__


def conforms(value: dict, shape) -> None:
    required, optional = keys_of(shape)
    assert required <= set(value) <= required | optional, (shape.__name__, sorted(value))


def test_each_command_takes_the_parameters_its_request_type_names():
    assert set(REQUESTS) == set(COMMANDS)
    for cmd, request in REQUESTS.items():
        required, optional = keys_of(request)
        assert required | optional == COMMANDS[cmd][1] | {"id", "cmd"}, cmd


def test_views_events_results_saves_and_hints_have_the_keys_their_types_name():
    seen = set()
    for setup in SETUPS:
        seen |= play_through(setup)
    assert seen == set(EVENTS)  # every kind of event was checked


def play_through(setup: dict) -> set[str]:
    """Plays a match to its end, checking every answer's shape; the event types seen."""
    bridge = Bridge(bot_time_cap=None)
    seats = [{"type": "human"}] + [{"type": "bot", "level": "easy"}] * (setup["players"] - 1)
    answer = bridge.call("new_match", seats=seats, seed=3, **setup)
    seen = set()
    took_back = False
    while True:
        conforms(answer, messages.TurnResult)
        view = answer["view"]
        conforms(view, messages.View)
        for event in answer["events"] + view["history"]:
            conforms(event, EVENTS[event["type"]])
            seen.add(event["type"])
        for place in view["line"]:
            conforms(place, messages.LinePlace)
        if view["lead"] is not None:
            conforms(view["lead"], messages.Lead)
        for line in view["sheet"]:
            conforms(line, messages.SheetEntry)
        if view["result"] is not None:
            conforms(view["result"], messages.RoundResult)
            if view["result"]["terms"] is not None:
                conforms(view["result"]["terms"], messages.Terms)
        if not took_back and view["turn"] == 0 and len(view["line"]) > setup["players"]:
            took_back = True  # once a match, when seat 0 has a move of this round to take back
            answer = bridge.call("undo", seat=0)
            for taken in bridge.call("save")["state"]["takebacks"]:
                conforms(taken, messages.SavedTakeback)
            continue
        if view["phase"] == "match_over":
            conforms(view["match_result"], messages.MatchResult)
            break
        if view["phase"] == "round_over":
            answer = bridge.call("next_round")
        elif view["turn"] == 0:
            move = bridge.call("hint", seat=0)["move"]
            conforms(move, MOVES[move["type"]])
            params = {key: value for key, value in move.items() if key != "type"}
            answer = bridge.call(move["type"], seat=0, **params)
        else:
            answer = bridge.call("bot_turn", seat=0)
    state = bridge.call("save")["state"]
    conforms(state, messages.SaveState)
    conforms(state["deal"], messages.SavedDeal)
    conforms(state["position"], messages.SavedPosition)
    for move in state["moves"]:
        conforms(move, messages.SeatedMove)
    for line in state["sheet"]:
        conforms(line, messages.SheetEntry)
    for kept in state["kept"]:
        conforms(kept, messages.KeptRound)
    conforms(bridge.call("load", state=state), messages.ViewResult)
    check_records(bridge)
    return seen


def check_records(bridge: Bridge) -> None:
    """The record, its summary, a replay's steps and the history have the keys their types name."""
    answer = bridge.call("record")
    conforms(answer, messages.RecordResult)
    conforms(answer["record"], messages.RecordDoc)
    for entry in answer["record"]["rounds"]:
        conforms(entry, messages.RecordRound)
        assert len({"sleeping", "boneyard"} & set(entry)) == 1
    read = bridge.call("read_record", record=answer["record"])
    conforms(read, messages.ReadRecordResult)
    conforms(read["summary"], messages.RecordSummary)
    replay = bridge.call("replay_round", round=answer["record"]["rounds"][-1]["round"], source="record")
    conforms(replay, messages.ReplayResult)
    for step in replay["steps"]:
        conforms(step, messages.ReplayStep)
        conforms(step["view"], messages.View)
        if step["event"] is not None:
            conforms(step["event"], EVENTS[step["event"]["type"]])
    decisions = bridge.call("review_round", round=1, seats=[0, 1], source="record")
    conforms(decisions, messages.ReviewRoundResult)
    for decision in decisions["decisions"][:2]:
        conforms(decision, messages.ReviewDecision)
        answer = bridge.call("review_move", round=1, index=decision["index"], source="record", budget=20)
        conforms(answer, messages.MoveReview)
        for choice in answer["choices"]:
            conforms(choice, messages.ReviewChoice)
            conforms(choice["move"], MOVES[choice["move"]["type"]])
    history = bridge.call("history", seat=1)
    conforms(history, messages.HistoryResult)
    for event in (e for events in history["rounds"] for e in events):
        conforms(event, EVENTS[event["type"]])


def test_the_options_and_rules_answers_have_the_keys_their_types_name():
    options = Bridge().call("options")["options"]
    conforms(options, messages.Options)
    for preset in options["presets"]:
        conforms(preset, messages.Preset)
    for deal in options["deals"]:
        conforms(deal, messages.DealFacts)
    conforms(options["rules"], messages.RuleChoices)
    conforms(Bridge().call("rules")["rules"], messages.RulesInForce)


def test_refusals_have_the_keys_the_error_type_names_and_a_reason_only_for_bad_state_and_bad_record():
    bridge = Bridge()
    for request in [
        {"cmd": "load", "state": None},
        {"cmd": "view"},
        {"cmd": "load"},
        {"cmd": "undo", "seat": 9},
        {"cmd": "read_record", "record": None},
        {"cmd": "read_record"},
    ]:
        answer = json.loads(bridge.handle(json.dumps(request)))
        conforms(answer, messages.Failure)
        conforms(answer["error"], messages.ErrorBody)
        assert ("reason" in answer["error"]) == (answer["error"]["code"] in ("bad_state", "bad_record"))
