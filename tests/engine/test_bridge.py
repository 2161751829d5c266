"""The bridge's envelope and errors: every answer well formed, every failure
coded, and a failed request changes nothing (fuzzed with hypothesis)."""

import json

import pytest
from blockdominoes.bridge import COMMANDS, Bridge
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import T, ask, fails, hands, play, start

CODES = {
    "bad_json",
    "unknown_cmd",
    "bad_request",
    "no_game",
    "not_your_turn",
    "illegal_move",
    "must_play",
    "round_over",
    "match_over",
    "bad_state",
}
BAD_STATE_REASONS = {"not_a_save", "other_version", "damaged", "impossible"}


def well_formed(text: str, request_id) -> dict:
    answer = json.loads(text)
    assert set(answer) == ({"id", "ok", "result"} if answer["ok"] else {"id", "ok", "error"})
    assert answer["id"] == request_id
    if not answer["ok"]:
        error = answer["error"]
        assert error["code"] in CODES, answer
        assert isinstance(error["message"], str) and error["message"]
        if error["code"] == "bad_state":  # only a refused save says why in one word
            assert set(error) == {"code", "message", "reason"} and error["reason"] in BAD_STATE_REASONS
        else:
            assert set(error) == {"code", "message"}
    return answer


@pytest.mark.parametrize(
    "text",
    [
        "",
        "nope",
        "[1, 2]",
        "42",
        "null",
        '"cmd"',
        "{",
        "NaN",
        '{"id": NaN}',
        '{"id": 1e999, "cmd": "view"}',
        "[" * 100000,
    ],
)
def test_text_that_is_not_a_json_object_is_bad_json_with_a_null_id(text):
    answer = well_formed(Bridge().handle(text), None)
    assert answer["error"]["code"] == "bad_json"


def test_the_id_is_echoed_whatever_it_is():
    bridge = Bridge()
    for request_id in [1, "x", [1, {"a": None}], None, 2.5, {"deep": [True]}]:
        answer = well_formed(bridge.handle(json.dumps({"id": request_id, "cmd": "view"})), request_id)
        assert answer["error"]["code"] == "no_game"


def test_an_id_too_deep_to_echo_gets_an_answer_and_changes_nothing():
    """Some depths parse yet cannot be written back (the encoder runs deeper in the stack)."""
    bridge = Bridge()
    bridge.call("new_match", seed=3)
    before = bridge.call("save")
    for depth in range(200, 3000):
        text = '{"cmd": "next_round", "id": ' + "[" * depth + "]" * depth + "}"
        answer = json.loads(bridge.handle(text))
        assert answer["ok"] is False and answer["error"]["code"] in ("bad_json", "bad_request")
    assert bridge.call("save") == before


def test_an_id_may_nest_32_levels():
    bridge = Bridge()
    deep = json.loads("[" * 32 + "]" * 32)
    assert well_formed(bridge.handle(json.dumps({"id": deep, "cmd": "view"})), deep)["error"]["code"] == "no_game"
    answer = well_formed(bridge.handle(json.dumps({"id": [deep], "cmd": "view"})), None)
    assert answer["error"]["code"] == "bad_request"


def test_commands_before_a_game_are_no_game():
    bridge = Bridge()
    for cmd in ["view", "pass", "draw", "bot_turn", "hint", "next_round", "save", "undo"]:
        assert ask(bridge, cmd=cmd)["error"]["code"] == "no_game"
    assert ask(bridge, cmd="play", seat=0, tile=[1, 2])["error"]["code"] == "no_game"


def test_an_unknown_command_and_a_missing_command():
    assert ask(Bridge(), cmd="shuffle")["error"]["code"] == "unknown_cmd"
    assert ask(Bridge(), id=3)["error"]["code"] == "bad_request"


def test_unknown_parameters_are_refused_by_name():
    bridge, _ = start(2)
    message = fails(bridge, "bad_request", cmd="view", seat=0, colour="red")
    assert "colour" in message


@pytest.mark.parametrize(
    "request_",
    [
        {"cmd": "play", "seat": 0, "tile": [1, 7]},
        {"cmd": "play", "seat": 0, "tile": [1]},
        {"cmd": "play", "seat": 0, "tile": "14"},
        {"cmd": "play", "seat": 0, "tile": [True, 1]},
        {"cmd": "play", "seat": 0, "tile": [1.0, 4]},
        {"cmd": "play", "seat": 0},
        {"cmd": "play", "seat": 0, "tile": [1, 4], "end": "middle"},
        {"cmd": "play", "seat": 2, "tile": [1, 4]},
        {"cmd": "play", "seat": -1, "tile": [1, 4]},
        {"cmd": "play", "seat": "0", "tile": [1, 4]},
        {"cmd": "play", "tile": [1, 4]},
        {"cmd": "view", "seat": 5},
        {"cmd": "pass"},
    ],
)
def test_malformed_parameters_are_bad_request(request_):
    bridge, _ = start(2)
    fails(bridge, "bad_request", **request_)


@pytest.mark.parametrize(
    "request_",
    [
        {"players": 3, "seats": [{"type": "human"}]},
        {"seats": [{"type": "bot", "level": "genius"}, {"type": "human"}]},
        {"seats": [{"type": "human", "level": "easy"}, {"type": "human"}]},
        {"seats": [{"type": "human", "name": ""}, {"type": "human"}]},
        {"seats": [{"type": "human", "name": "x" * 25}, {"type": "human"}]},
        {"seats": [{"type": "robot"}, {"type": "human"}]},
        {"rules": {"game": "fives"}},
        {"rules": {"spinner": True}},
        {"rules": []},
        {"seed": -1},
        {"seed": 2**63},
        {"seed": "7"},
        {"scores": [1]},
        {"scores": [1, -2]},
        {"scores": [1, 2.5]},
        {"players": 4, "rules": {"partnership": True}, "scores": [0, 0, 0, 0]},
        {"deal": {"hands": [[[0, 0]] * 7, [[1, 1]] * 7], "opener": 0}},
        {"deal": {"hands": hands("00 01 02 03 04 05 06", "06 11 12 13 14 15 16"), "opener": 0}},
        {"deal": {"hands": hands("00 01 02 03 04 05", "11 12 13 14 15 16 22"), "opener": 0}},
        {"deal": {"hands": hands("00 01 02 03 04 05 06", "11 12 13 14 15 16 22"), "opener": 2}},
        {"deal": {"hands": hands("00 01 02 03 04 05 06", "11 12 13 14 15 16 22"), "leader": 0}},
        {"deal": "random"},
    ],
)
def test_bad_new_match_requests_are_refused_and_keep_the_game_going(request_):
    bridge, before = start(2)
    fails(bridge, "bad_request", cmd="new_match", **request_)
    assert bridge.call("view")["view"] == before


def test_rules_fills_in_the_defaults_without_a_game():
    bridge = Bridge()
    assert bridge.call("rules", players=3)["rules"]["target"] == 61
    assert bridge.call("rules", players=4, rules={"partnership": True})["rules"]["target"] == 100
    assert bridge.call("rules", rules={"match": "single"})["rules"] == {
        "game": "block",
        "opener": "lot",
        "match": "single",
        "target": None,
        "partnership": False,
    }
    fails(bridge, "bad_request", cmd="rules", players=2, rules={"partnership": True})


def test_play_with_the_tile_reversed_is_the_same_tile_and_answers_low_first():
    bridge, _ = start(2, deal=hands("36 01 02 03 04 05 12", "66 13 14 15 16 23 24"), opener=0)
    result = bridge.call("play", seat=0, tile=[6, 3])
    assert result["events"][0]["tile"] == [3, 6] and result["view"]["line"][0]["tile"] == [3, 6]


def test_end_may_be_omitted_when_the_tile_fits_one_way_but_not_when_it_fits_two():
    bridge, _ = start(2, deal=hands("23 25 01 02 04 05 12", "35 66 13 14 15 16 24"), opener=0)
    play(bridge, 0, "23")
    assert bridge.call("play", seat=1, tile=T("35"))["view"]["ends"] == {"left": 2, "right": 5}
    message = fails(bridge, "bad_request", cmd="play", seat=0, tile=T("25"))
    assert "both ends" in message
    assert play(bridge, 0, "25", "left")["view"]["ends"] == {"left": 5, "right": 5}


def test_bot_turn_and_hint():
    bridge = Bridge()
    view = bridge.call(
        "new_match",
        seed=2,
        seats=[{"type": "human"}, {"type": "bot", "level": "easy"}],
        deal={"hands": hands("36 01 02 03 04 05 12", "66 13 14 15 16 23 24"), "opener": 0},
    )["view"]
    fails(bridge, "not_your_turn", cmd="bot_turn", seat=0)
    fails(bridge, "not_your_turn", cmd="hint", seat=1)
    move = bridge.call("hint", seat=0)["move"]
    assert move["type"] == "play" and {"tile": move["tile"], "end": move["end"]} in view["legal"]
    play(bridge, 0, "36")
    result = bridge.call("bot_turn", seat=0)
    assert result["events"][0]["seat"] == 1 and result["view"]["you"] == 0
    assert result["view"]["hand_counts"][1] == 6


def test_a_match_can_be_continued_in_a_new_session_by_save_and_load():
    bridge = Bridge()
    bridge.call("new_match", seed=8, players=3)
    for _ in range(4):
        if bridge.call("view")["view"]["turn"] != 0:
            bridge.call("bot_turn", seat=0)
    state = bridge.call("save")["state"]
    other = Bridge()
    assert other.call("load", state=state)["view"] == bridge.call("view")["view"]
    assert json.loads(json.dumps(state)) == state


# Fuzzing ---------------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 2**64)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["left", "right", "human", "bot", "easy", "draw", "block"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)
tiles = st.lists(st.integers(-1, 7), min_size=0, max_size=3)
requests = st.fixed_dictionaries(
    {"cmd": st.sampled_from(sorted(COMMANDS) + ["nope", 3])},
    optional={
        "id": json_values,
        "seat": st.one_of(st.integers(-1, 4), json_values),
        "tile": st.one_of(tiles, json_values),
        "end": st.sampled_from(["left", "right", None, 1]),
        "players": st.one_of(st.integers(0, 5), json_values),
        "rules": json_values,
        "seed": st.integers(-1, 2**64),
        "scores": json_values,
        "seats": json_values,
        "state": json_values,
        "deal": json_values,
    },
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.integers(0, 3), sequence=st.lists(requests, min_size=1, max_size=12))
def test_fuzz_every_answer_is_well_formed_and_a_failure_changes_nothing(setup, sequence):
    bridge = Bridge()
    if setup:
        bridge.call("new_match", players=setup + 1, seed=setup, rules={"game": "draw"} if setup == 2 else {})
    for request in sequence:
        before = bridge.handle('{"cmd": "save"}')
        text = json.dumps(request)
        answer = well_formed(bridge.handle(text), request.get("id"))
        if not answer["ok"]:
            assert bridge.handle('{"cmd": "save"}') == before


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=40) | st.binary(max_size=20).map(lambda b: b.decode("latin-1")))
def test_fuzz_any_text_gets_an_answer(text):
    answer = json.loads(Bridge().handle(text))
    assert answer["ok"] is False and answer["error"]["code"] in CODES


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seat=st.integers(0, 3),
    tile=st.tuples(st.integers(0, 6), st.integers(0, 6)),
    end=st.sampled_from(["left", "right", None]),
    cmd=st.sampled_from(["play", "pass", "draw", "bot_turn", "hint"]),
    seed=st.integers(0, 50),
    steps=st.integers(0, 30),
)
def test_fuzz_moves_in_any_phase_are_legal_or_refused_with_a_coded_error(seat, tile, end, cmd, seed, steps):
    bridge = Bridge()
    bridge.call("new_match", players=4, seed=seed, seats=[{"type": "bot", "level": "easy"}] * 4)
    for _ in range(steps):
        view = bridge.call("view")["view"]
        if view["phase"] == "match_over":
            break
        if view["phase"] == "round_over":
            bridge.call("next_round")
        else:
            bridge.call("bot_turn", seat=0)
    before = bridge.handle('{"cmd": "save"}')
    request = {"cmd": cmd, "seat": seat, **({"tile": list(tile), "end": end} if cmd == "play" else {})}
    answer = well_formed(bridge.handle(json.dumps(request)), None)
    if not answer["ok"]:
        assert bridge.handle('{"cmd": "save"}') == before
