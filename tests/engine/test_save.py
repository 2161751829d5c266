"""save / load: a versioned JSON state, and every kind of damage refused as bad_state."""

import copy
import json

import pytest
from blockdominoes.bridge import Bridge
from support import fails, refused

FORMAT_3_KEYS = ("sheet", "sheet_from", "taken_back", "takebacks")
FORMAT_4_KEYS = ("kept",)


def mid_round(seed=21, players=3, rules=None, moves=5):
    bridge = Bridge()
    bridge.call(
        "new_match",
        seed=seed,
        players=players,
        rules=rules or {},
        seats=[{"type": "bot", "level": "easy"}] * players,
    )
    for _ in range(moves):
        bridge.call("bot_turn", seat=0)
    return bridge, bridge.call("save")["state"]


@pytest.mark.parametrize("rules", [{}, {"game": "draw"}, {"opener": "highest_double", "match": "single"}])
def test_a_save_restores_every_seat_view_and_plays_on_identically(rules):
    bridge, state = mid_round(rules=rules)
    assert state["format"] == 4
    other = Bridge()
    other.call("load", state=state)
    for seat in range(3):
        assert other.call("view", seat=seat) == bridge.call("view", seat=seat)
    for _ in range(3):
        if bridge.call("view")["view"]["phase"] != "play":
            break
        assert other.call("bot_turn", seat=1) == bridge.call("bot_turn", seat=1)


def test_a_save_after_several_rounds_deals_the_same_next_round():
    bridge = Bridge()
    bridge.call("new_match", seed=4, seats=[{"type": "bot", "level": "easy"}] * 2)
    for _ in range(300):
        view = bridge.call("view")["view"]
        if view["phase"] == "round_over" and view["round"] == 3:
            break
        bridge.call("next_round") if view["phase"] == "round_over" else bridge.call("bot_turn", seat=0)
    other = Bridge()
    other.call("load", state=bridge.call("save")["state"])
    assert other.call("next_round") == bridge.call("next_round")


def through_javascript(state):
    """The state as JSON.parse then JSON.stringify leave it: every number a double."""
    return json.loads(json.dumps(state), parse_int=lambda digits: int(float(digits)))


def test_a_save_kept_by_javascript_deals_the_same_later_rounds():
    bridge = Bridge()
    bridge.call("new_match", seed=2**53 + 1, seats=[{"type": "bot", "level": "easy"}] * 2)
    while bridge.call("view")["view"]["phase"] == "play":
        bridge.call("bot_turn", seat=0)
    state = bridge.call("save")["state"]
    assert int(state["rng"]) > 2**53  # a number this size would not survive as a double
    other = Bridge()
    other.call("load", state=through_javascript(state))
    assert other.call("next_round") == bridge.call("next_round")
    assert other.call("save") == bridge.call("save")


def older(state, save_format):
    """The state as format 1, 2 or 3 wrote it: no earlier rounds kept; before format 3 no sheet,
    no takebacks; format 1 with numbers."""
    dropped = FORMAT_4_KEYS if save_format == 3 else FORMAT_3_KEYS + FORMAT_4_KEYS
    old = {key: value for key, value in state.items() if key not in dropped}
    if save_format == 1:
        old.update(seed=int(state["seed"]), rng=int(state["rng"]))
    return dict(old, format=save_format)


@pytest.mark.parametrize("save_format", [1, 2, 3])
def test_a_save_of_format_1_2_or_3_still_loads(save_format):
    bridge, state = mid_round()
    other = Bridge()
    other.call("load", state=older(state, save_format))
    assert other.call("save")["state"] == state


def round_ended(bridge, number):
    """Bots play on to the end of round ``number``; its view."""
    for _ in range(500):
        view = bridge.call("view")["view"]
        if view["phase"] != "play" and view["round"] == number:
            return view
        bridge.call("next_round") if view["phase"] == "round_over" else bridge.call("bot_turn", seat=0)
    raise AssertionError("the bots did not get there")


def test_a_format_2_save_of_a_later_round_starts_its_sheet_at_its_own_round():
    bridge = Bridge()
    bridge.call("new_match", seed=4, seats=[{"type": "bot", "level": "easy"}] * 2)
    round_ended(bridge, 2)
    bridge.call("next_round")
    state = bridge.call("save")["state"]
    assert [line["round"] for line in state["sheet"]] == [1, 2] and state["sheet_from"] == 1
    other = Bridge()
    view = other.call("load", state=older(state, 2))["view"]
    assert view["sheet"] == [] and view["sheet_from"] == 3 and view["taken_back"] == 0
    ended = round_ended(other, 3)
    assert [line["round"] for line in ended["sheet"]] == [3] and ended["sheet_from"] == 3
    assert ended["sheet"][0]["scores"] == ended["scores"]
    assert other.call("save")["state"]["sheet_from"] == 3
    assert round_ended(bridge, 3)["sheet"][2:] == ended["sheet"]  # the same round as the full sheet has it


def damaged(state, change):
    copy_ = copy.deepcopy(state)
    change(copy_)
    return copy_


def set_path(path, value):
    def change(state):
        target = state
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


DAMAGE = {
    "not an object": (lambda s: s.clear() or s.update({"x": 1}), "not_a_save"),
    "another format": (set_path(["format"], 5), "other_version"),
    "a format that is not a whole number": (set_path(["format"], 2.0), "damaged"),
    "a format that is true": (set_path(["format"], True), "damaged"),
    "a format-1 number rng in a format-3 save": (lambda s: s.update(rng=int(s["rng"])), "damaged"),
    "a format-2 string seed in a format-1 save": (lambda s: s.update(format=1, rng=int(s["rng"])), "damaged"),
    "a seed past 2**63 - 1": (set_path(["seed"], str(2**63)), "damaged"),
    "a lot draw with another key": (lambda s: s["lot"]["draws"][0][0].update(note="x" * 100), "damaged"),
    "another engine": (set_path(["engine"], "chess"), "not_a_save"),
    "a tile twice": (lambda s: s["deal"]["hands"][0].__setitem__(0, s["deal"]["hands"][1][0]), "impossible"),
    "a tile missing": (lambda s: s["deal"]["rest"].pop(), "impossible"),
    "a wrong hand size": (lambda s: s["deal"]["rest"].append(s["deal"]["hands"][0].pop()), "impossible"),
    "an out-of-range tile": (lambda s: s["deal"]["rest"].__setitem__(0, [3, 9]), "damaged"),
    "a line that does not match": (
        lambda s: s["position"]["line"].reverse() or s["position"]["line"][0].update(left=6),
        "impossible",
    ),
    "a wrong turn": (lambda s: s["position"].update(turn=(s["position"]["turn"] + 1) % 3), "impossible"),
    "wrong scores": (set_path(["position", "scores"], [5, 0, 0]), "impossible"),
    "negative scores": (set_path(["round_scores"], [-1, 0, 0]), "damaged"),
    "fractional scores": (set_path(["round_scores"], [0.5, 0, 0]), "damaged"),
    "an illegal move": (lambda s: s["moves"].insert(1, dict(s["moves"][0])), "impossible"),
    "a move by the wrong seat": (lambda s: s["moves"][1].update(seat=(s["moves"][1]["seat"] + 1) % 3), "impossible"),
    "a hand that does not follow": (lambda s: s["position"]["hands"][1].pop(), "impossible"),
    "the wrong opener": (set_path(["deal", "opener"], 2), "impossible"),
    "a lot with another winner": (set_path(["first_opener"], 2), "impossible"),
    "an unknown rule": (set_path(["rules", "spinner"], True), "damaged"),
    "a bad seat": (set_path(["seats", 0], {"type": "alien"}), "damaged"),
    "players": (set_path(["players"], 5), "damaged"),
    "a signed rng": (lambda s: s.update(rng="-" + s["rng"]), "damaged"),
    "an rng that is not digits": (set_path(["rng"], "0x7"), "damaged"),
    "an rng past 64 bits": (set_path(["rng"], str(2**64)), "damaged"),
    "moves not a list": (set_path(["moves"], {}), "damaged"),
    "missing position": (lambda s: s.pop("position"), "damaged"),
    "missing sheet": (lambda s: s.pop("sheet"), "damaged"),
    "a sheet that is not a list": (set_path(["sheet"], {}), "damaged"),
    "a sheet from a later round": (set_path(["sheet_from"], 2), "damaged"),
    "a sheet line for a round not played": (
        set_path(["sheet"], [{"round": 1, "points": [0, 0, 0], "winner": None, "scores": [0, 0, 0]}]),
        "impossible",
    ),
    "a negative count of takebacks": (set_path(["taken_back"], -1), "damaged"),
    "a takeback without a count": (
        lambda s: s.update(takebacks=[{"at": 0, "seat": s["deal"]["opener"], "moves": 1}]),
        "impossible",
    ),
    "a takeback of no move": (
        lambda s: s.update(taken_back=1, takebacks=[{"at": 0, "seat": s["deal"]["opener"], "moves": 0}]),
        "damaged",
    ),
    "a takeback after the last move": (
        lambda s: s.update(taken_back=1, takebacks=[{"at": 99, "seat": 0, "moves": 1}]),
        "impossible",
    ),
    "a takeback by a seat not to act": (
        lambda s: s.update(taken_back=1, takebacks=[{"at": 0, "seat": (s["deal"]["opener"] + 1) % 3, "moves": 1}]),
        "impossible",
    ),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_save_is_bad_state_and_the_session_keeps_its_game(kind):
    bridge, state = mid_round()
    assert state["lot"] is not None and state["first_opener"] != 2 and state["deal"]["opener"] != 2
    change, reason = DAMAGE[kind]
    bad = damaged(state, change)
    assert json.dumps(bad) != json.dumps(state)
    error = refused(bridge, "bad_state", cmd="load", state=bad)
    assert error["message"].startswith("this save cannot be loaded")
    assert error["reason"] == reason, error
    bridge.call("load", state=state)  # the undamaged one still loads


@pytest.mark.parametrize("state", [None, 7, "x", [], {"format": 1}, {"format": 3, "engine": "chess"}])
def test_what_is_not_a_save_of_ours_is_bad_state_not_a_save(state):
    assert refused(Bridge(), "bad_state", cmd="load", state=state)["reason"] == "not_a_save"


def test_a_save_of_a_later_version_is_other_version_and_says_which_format():
    _, state = mid_round()
    error = refused(Bridge(), "bad_state", cmd="load", state=dict(state, format=99))
    assert error["reason"] == "other_version" and "format 99" in error["message"]


def later_round_save():
    """A save in round 3 of a 2-player match: two lines on its sheet."""
    bridge = Bridge()
    bridge.call("new_match", seed=4, seats=[{"type": "bot", "level": "easy"}] * 2)
    round_ended(bridge, 2)
    bridge.call("next_round")
    return bridge, bridge.call("save")["state"]


SHEET_DAMAGE = {
    "points given to a side that did not win": (
        lambda s: s["sheet"][0].update(points=[s["sheet"][0]["points"][0], 1], winner=0),
        "impossible",
    ),
    "scores that do not add up": (lambda s: s["sheet"][1]["scores"].__setitem__(0, 1), "impossible"),
    "a line missing": (lambda s: s["sheet"].pop(0), "impossible"),
    "a line with another key": (lambda s: s["sheet"][0].update(note=1), "damaged"),
    "a winner who is no side": (lambda s: s["sheet"][0].update(winner=2), "damaged"),
    "points that are not whole numbers": (lambda s: s["sheet"][0].update(points=[0.5, 0]), "damaged"),
}


@pytest.mark.parametrize("kind", sorted(SHEET_DAMAGE))
def test_a_score_sheet_that_does_not_add_up_is_refused(kind):
    bridge, state = later_round_save()
    change, reason = SHEET_DAMAGE[kind]
    bad = damaged(state, change)
    assert json.dumps(bad) != json.dumps(state)
    assert refused(bridge, "bad_state", cmd="load", state=bad)["reason"] == reason
    assert Bridge().call("load", state=state)["view"]["sheet"] == state["sheet"]


def test_scores_past_the_target_before_a_later_round_are_impossible():
    bridge, state = mid_round()
    error = refused(
        bridge,
        "bad_state",
        cmd="load",
        state=damaged(
            state,
            lambda s: s.update(
                round=2,
                round_scores=[70, 0, 0],
                deal=dict(s["deal"], opener=(s["first_opener"] + 1) % 3),
                sheet_from=2,
            ),
        ),
    )
    assert error["reason"] == "impossible"


def test_load_needs_a_state():
    fails(Bridge(), "bad_request", cmd="load")
