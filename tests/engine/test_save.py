"""save / load: a versioned JSON state, and every kind of damage refused as bad_state."""

import copy
import json

import pytest
from blockdominoes.bridge import Bridge
from support import fails


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
    assert state["format"] == 2
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


def test_a_format_1_save_with_numbers_still_loads():
    bridge, state = mid_round()
    old = dict(state, format=1, seed=int(state["seed"]), rng=int(state["rng"]))
    other = Bridge()
    other.call("load", state=old)
    assert other.call("save")["state"] == state


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
    "not an object": lambda s: s.clear() or s.update({"x": 1}),
    "another format": set_path(["format"], 3),
    "a format that is not a whole number": set_path(["format"], 2.0),
    "a format that is true": set_path(["format"], True),
    "a format-1 number rng in a format-2 save": lambda s: s.update(rng=int(s["rng"])),
    "a format-2 string seed in a format-1 save": lambda s: s.update(format=1, rng=int(s["rng"])),
    "a seed past 2**63 - 1": set_path(["seed"], str(2**63)),
    "a lot draw with another key": lambda s: s["lot"]["draws"][0][0].update(note="x" * 100),
    "another engine": set_path(["engine"], "chess"),
    "a tile twice": lambda s: s["deal"]["hands"][0].__setitem__(0, s["deal"]["hands"][1][0]),
    "a tile missing": lambda s: s["deal"]["rest"].pop(),
    "a wrong hand size": lambda s: s["deal"]["rest"].append(s["deal"]["hands"][0].pop()),
    "an out-of-range tile": lambda s: s["deal"]["rest"].__setitem__(0, [3, 9]),
    "a line that does not match": lambda s: s["position"]["line"].reverse() or s["position"]["line"][0].update(left=6),
    "a wrong turn": lambda s: s["position"].update(turn=(s["position"]["turn"] + 1) % 3),
    "wrong scores": set_path(["position", "scores"], [5, 0, 0]),
    "negative scores": set_path(["round_scores"], [-1, 0, 0]),
    "fractional scores": set_path(["round_scores"], [0.5, 0, 0]),
    "an illegal move": lambda s: s["moves"].insert(1, dict(s["moves"][0])),
    "a move by the wrong seat": lambda s: s["moves"][1].update(seat=(s["moves"][1]["seat"] + 1) % 3),
    "a hand that does not follow": lambda s: s["position"]["hands"][1].pop(),
    "the wrong opener": set_path(["deal", "opener"], 2),
    "a lot with another winner": set_path(["first_opener"], 2),
    "an unknown rule": set_path(["rules", "spinner"], True),
    "a bad seat": set_path(["seats", 0], {"type": "alien"}),
    "players": set_path(["players"], 5),
    "a signed rng": lambda s: s.update(rng="-" + s["rng"]),
    "an rng that is not digits": set_path(["rng"], "0x7"),
    "an rng past 64 bits": set_path(["rng"], str(2**64)),
    "moves not a list": set_path(["moves"], {}),
    "missing position": lambda s: s.pop("position"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_save_is_bad_state_and_the_session_keeps_its_game(kind):
    bridge, state = mid_round()
    assert state["lot"] is not None and state["first_opener"] != 2 and state["deal"]["opener"] != 2
    bad = damaged(state, DAMAGE[kind])
    assert json.dumps(bad) != json.dumps(state)
    message = fails(bridge, "bad_state", cmd="load", state=bad)
    assert message.startswith("this save cannot be loaded")
    bridge.call("load", state=state)  # the undamaged one still loads


@pytest.mark.parametrize("state", [None, 7, "x", [], {"format": 1}])
def test_a_save_of_the_wrong_shape_is_bad_state(state):
    fails(Bridge(), "bad_state", cmd="load", state=state)


def test_scores_past_the_target_before_a_later_round_are_impossible():
    bridge, state = mid_round()
    fails(
        bridge,
        "bad_state",
        cmd="load",
        state=damaged(
            state,
            lambda s: s.update(
                round=2, round_scores=[70, 0, 0], deal=dict(s["deal"], opener=(s["first_opener"] + 1) % 3)
            ),
        ),
    )


def test_load_needs_a_state():
    fails(Bridge(), "bad_request", cmd="load")
