"""Match records, replays and the history: a record written, read back and replayed gives the
same match; a tampered record is refused with its reason and changes nothing; a replay's
steps are the views the engine gave as the match was played; a save of format 4 keeps the
earlier rounds (hypothesis over every kind of match)."""

import copy
import json

import pytest
from blockdominoes import record
from blockdominoes.bridge import Bridge
from blockdominoes.views import seen_by
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import refused

SETUPS = [
    (2, {"target": 40}),
    (3, {"target": 30}),
    (4, {"target": 30}),
    (4, {"partnership": True, "target": 40}),
    (2, {"game": "draw", "target": 40}),
    (3, {"game": "draw", "target": 30}),
    (4, {"opener": "highest_double", "match": "single"}),
    (2, {"opener": "highest_double", "target": 30}),
]
MATCHES = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def bots_match(players, rules, seed, rounds, viewer=0, watch=None):
    """A match of easy bots played to its end or to the end of round ``rounds``: the bridge.
    ``watch(bridge, answer)``, when given, sees each answer to the viewer (new_match, every move)."""
    bridge = Bridge(bot_time_cap=None)
    seats = [{"type": "bot", "level": "easy", "name": f"P{seat}"} for seat in range(players)]
    answer = bridge.call("new_match", players=players, rules=rules, seed=seed, seats=seats)
    while True:
        if watch:
            watch(bridge, answer)
        view = answer["view"]
        if view["phase"] == "match_over" or (view["phase"] == "round_over" and view["round"] == rounds):
            return bridge
        if view["phase"] == "round_over":
            answer = bridge.call("next_round", seat=viewer)
        else:
            answer = bridge.call("bot_turn", seat=viewer)


def recorded(bridge):
    """The bridge's record, as JSON carries it."""
    return json.loads(json.dumps(bridge.call("record")["record"]))


def without_lot(steps):
    """A record keeps no lot (the deals are stored): the steps with the view's lot left out."""
    return [{**step, "view": {**step["view"], "lot": None}} for step in steps]


@MATCHES
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), rounds=st.integers(1, 4))
def test_a_record_read_back_and_replayed_gives_the_same_match(setup, seed, rounds):
    players, rules = setup
    bridge = bots_match(players, rules, seed, rounds)
    view = bridge.call("view")["view"]
    doc = recorded(bridge)
    assert doc["format"] == "block-dominoes-record" and doc["version"] == 1
    assert [r["round"] for r in doc["rounds"]] == list(range(1, view["round"] + 1))
    assert doc["finished"] == (view["phase"] == "match_over")
    other = Bridge()
    summary = other.call("read_record", record=doc)["summary"]
    assert summary["sheet"] == view["sheet"]
    assert summary["match_result"] == view["match_result"]
    assert summary["rounds"] == [line["round"] for line in view["sheet"]]
    assert summary["seats"] == view["seats"] and summary["rules"] == view["rules"]
    for number in summary["rounds"]:
        for seat in {0, players - 1}:
            mine = bridge.call("replay_round", round=number, seat=seat)["steps"]
            theirs = other.call("replay_round", round=number, seat=seat, source="record")["steps"]
            assert without_lot(theirs) == without_lot(mine)
    last = other.call("replay_round", round=view["round"], source="record")["steps"][-1]["view"]
    assert last["scores"] == view["scores"] and last["result"] == view["result"]
    assert last["phase"] == view["phase"]
    # A record read back and written again is the same record: nothing is lost on the way.
    assert record.write(record.read(doc)) == doc
    # and so is any one round of it, cut from the record read or from the match
    for number in summary["rounds"]:
        assert other.call("record", source="record", round=number) == bridge.call("record", round=number)


@MATCHES
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), rounds=st.integers(1, 4), data=st.data())
def test_a_record_of_one_round_replays_that_round_from_the_scores_before_it(setup, seed, rounds, data):
    players, rules = setup
    bridge = bots_match(players, rules, seed, rounds)
    view = bridge.call("view")["view"]
    number = data.draw(st.sampled_from([line["round"] for line in view["sheet"]]))
    doc = json.loads(json.dumps(bridge.call("record", round=number)["record"]))
    assert [r["round"] for r in doc["rounds"]] == [number] and doc["first_round"] == number
    line = next(line for line in view["sheet"] if line["round"] == number)
    assert doc["scores_from"] == [s - p for s, p in zip(line["scores"], line["points"], strict=True)]
    assert doc["finished"] == (view["phase"] == "match_over" and number == view["round"])
    other = Bridge()
    summary = other.call("read_record", record=doc)["summary"]
    assert summary["rounds"] == [number] and summary["sheet"] == [line]
    # the same steps, but for the score sheet, which begins with this round
    sheetless = lambda steps: [  # noqa: E731
        {**step, "view": {**step["view"], "sheet": None, "sheet_from": None}} for step in without_lot(steps)
    ]
    mine = bridge.call("replay_round", round=number, seat=0)["steps"]
    theirs = other.call("replay_round", round=number, seat=0, source="record")["steps"]
    assert sheetless(theirs) == sheetless(mine)
    assert all(step["view"]["sheet_from"] == number for step in theirs)
    assert record.write(record.read(doc)) == doc
    refused(bridge, "bad_request", cmd="record", round=view["round"] + 1)
    refused(bridge, "bad_request", cmd="record", round="1")


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), viewer=st.integers(0, 3))
def test_replay_steps_are_the_views_the_engine_gave_as_the_match_was_played(setup, seed, viewer):
    players, rules = setup
    viewer %= players
    seen = {}  # round -> [(view, every hand, the move's event)] after the deal and each move

    def watch(bridge, answer):
        view = bridge.call("view", seat=viewer)["view"]  # new_match answers with seat 0's
        assert view == answer["view"] or answer["view"]["you"] != viewer
        hands = bridge.call("save")["state"]["position"]["hands"]
        moved = [e for e in answer["events"] if e["type"] in ("play", "pass", "draw")]
        seen.setdefault(view["round"], []).append((view, hands, moved[0] if moved else None))

    bridge = bots_match(players, rules, seed, 3, viewer=viewer, watch=watch)
    for number, steps in seen.items():
        replayed = bridge.call("replay_round", round=number, seat=viewer)["steps"]
        assert len(replayed) == len(steps)
        for step, (view, hands, event) in zip(replayed, steps, strict=True):
            assert step["view"] == view
            assert step["hands"] == hands
            assert (None if step["event"] is None else seen_by(step["event"], viewer)) == event
        assert replayed[0]["event"] is None and replayed[-1]["view"]["phase"] != "play"


def good_record():
    """Three rounds of a 3-player match that goes on."""
    doc = recorded(bots_match(3, {"target": 150}, 5, 3))
    assert len(doc["rounds"]) == 3 and not doc["finished"]
    return doc


def first_play(doc, at_least=1):
    """The index of a round's first play at index ``at_least`` or later, in round 0."""
    moves = doc["rounds"][0]["moves"]
    return next(i for i, m in enumerate(moves) if i >= at_least and m["type"] == "play")


def changed_deal_tile(doc):
    doc["rounds"][-1]["dealt"][0][0] = doc["rounds"][-1]["dealt"][1][0]


def played_twice(doc):
    moves = doc["rounds"][0]["moves"]
    moves[first_play(doc)]["tile"] = moves[0]["tile"]  # the lead, already on the line


def a_pass_with_a_tile_that_fits(doc):
    moves = doc["rounds"][0]["moves"]
    index = first_play(doc)
    moves[index] = {"type": "pass", "seat": moves[index]["seat"]}


def cut_short(doc):
    doc["rounds"][-1]["moves"].pop()


def a_move_after_the_end(doc):
    moves = doc["rounds"][0]["moves"]
    moves.append({"type": "pass", "seat": (moves[-1]["seat"] + 1) % doc["players"]})


def scores_altered(doc):
    doc["rounds"][-1]["scores"][0] += 1


def scores_from_altered(doc):
    doc["scores_from"][1] += 3


def opener_moved(doc):
    doc["rounds"][1]["opener"] = (doc["rounds"][1]["opener"] + 1) % doc["players"]


def set_key(path, value):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


TAMPERING = {
    "a tile of a deal changed": (changed_deal_tile, "bad_deal"),
    "a tile played twice": (played_twice, "illegal_move"),
    "a pass with a tile that fits": (a_pass_with_a_tile_that_fits, "illegal_move"),
    "a round cut short": (cut_short, "unfinished"),
    "a move after the round's end": (a_move_after_the_end, "illegal_move"),
    "a round's scores altered": (scores_altered, "bad_scores"),
    "the starting scores altered": (scores_from_altered, "bad_scores"),
    "an opener out of turn": (opener_moved, "bad_deal"),
    "the match said to be over": (set_key(["finished"], True), "bad_end"),
    "an unknown version": (set_key(["version"], 2), "other_version"),
    "another format": (set_key(["format"], "chess-pgn"), "not_a_record"),
    "a version that is text": (set_key(["version"], "1"), "damaged"),
    "players that are text": (set_key(["players"], "3"), "damaged"),
    "a seat that is text": (lambda d: d["rounds"][0]["moves"][0].update(seat="0"), "damaged"),
    "a tile off the set": (lambda d: d["rounds"][0]["moves"][0].update(tile=[3, 9]), "damaged"),
    "moves that are no list": (set_key(["rounds", 0, "moves"], {}), "damaged"),
    "a round numbered wrong": (set_key(["rounds", 1, "round"], 7), "damaged"),
    "a key unknown": (lambda d: d.update(seed=1), "damaged"),
    "a round's key missing": (lambda d: d["rounds"][0].pop("scores"), "damaged"),
    "the rules with an unknown rule": (lambda d: d["rules"].update(speed=2), "damaged"),
    "no rounds": (set_key(["rounds"], []), "damaged"),
    "a round's tiles asleep in the Draw game": (lambda d: d["rules"].update(game="draw"), "damaged"),
}
GOOD = good_record()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(sorted(TAMPERING)), keep=st.booleans())
def test_a_tampered_record_is_refused_with_its_reason_and_changes_nothing(kind, keep):
    change, reason = TAMPERING[kind]
    bad = copy.deepcopy(GOOD)
    change(bad)
    assert bad != GOOD
    bridge = bots_match(2, {}, 3, 1)
    if keep:  # a record read before stays the session's record
        bridge.call("read_record", record=GOOD)
    before = bridge.call("replay_round", round=1, source="record") if keep else None
    error = refused(bridge, "bad_record", cmd="read_record", record=bad)
    assert error["reason"] == reason, error
    assert error["message"].startswith("this record cannot be read")
    if keep:
        assert bridge.call("replay_round", round=1, source="record") == before
    else:
        refused(bridge, "bad_request", cmd="replay_round", round=1, source="record")


@pytest.mark.parametrize("doc", [None, 7, "record", [], {"format": "block-dominoes-record"}])
def test_what_is_no_record_is_refused(doc):
    reason = refused(bots_match(2, {}, 3, 1), "bad_record", cmd="read_record", record=doc)["reason"]
    assert reason == ("damaged" if isinstance(doc, dict) else "not_a_record")


def test_a_record_holds_finished_rounds_only():
    bridge = Bridge()
    bridge.call("new_match", seed=8, seats=[{"type": "human"}, {"type": "bot", "level": "easy"}])
    refused(bridge, "bad_request", cmd="record")
    refused(bridge, "bad_request", cmd="replay_round", round=1)
    ended = bots_match(2, {"target": 200}, 8, 2)
    ended.call("next_round")
    ended.call("bot_turn", seat=0)
    doc = recorded(ended)
    assert [r["round"] for r in doc["rounds"]] == [1, 2] and not doc["finished"]
    refused(ended, "bad_request", cmd="replay_round", round=3)  # in play
    refused(ended, "bad_request", cmd="replay_round", round=9)
    refused(ended, "bad_request", cmd="replay_round", round=1, source="elsewhere")


def test_history_gives_every_round_of_the_match_and_a_reload_keeps_them():
    ends = {}
    bridge = bots_match(
        2, {"target": 200}, 11, 3, viewer=1, watch=lambda _, a: ends.update({a["view"]["round"]: a["view"]["history"]})
    )
    bridge.call("next_round", seat=1)
    bridge.call("bot_turn", seat=1)
    rounds = bridge.call("history", seat=1)["rounds"]
    assert rounds[:3] == [ends[1], ends[2], ends[3]]
    assert rounds[3] == bridge.call("view", seat=1)["view"]["history"]
    assert [r[0]["round"] for r in rounds] == [1, 2, 3, 4]
    other = Bridge()
    other.call("load", state=json.loads(json.dumps(bridge.call("save")["state"])))
    assert other.call("history", seat=1) == bridge.call("history", seat=1)
    assert other.call("record") == bridge.call("record")


def test_a_format_4_save_with_a_kept_round_that_does_not_follow_is_impossible():
    bridge = bots_match(2, {"target": 200}, 11, 2)
    bridge.call("next_round")
    state = bridge.call("save")["state"]
    assert [kept["round"] for kept in state["kept"]] == [1, 2]
    for change in (
        lambda s: s["kept"][0]["moves"].pop(),
        lambda s: s["kept"][1]["hands"][0].__setitem__(0, s["kept"][1]["hands"][1][0]),
        lambda s: s["kept"].insert(0, copy.deepcopy(s["kept"][0])),
    ):
        bad = copy.deepcopy(state)
        change(bad)
        assert refused(bridge, "bad_state", cmd="load", state=bad)["reason"] == "impossible"
    broken = copy.deepcopy(state)
    broken["kept"][0]["takebacks"] = "none"
    assert refused(bridge, "bad_state", cmd="load", state=broken)["reason"] == "damaged"


def test_after_loading_an_older_save_history_and_record_start_at_its_round():
    bridge = bots_match(2, {"target": 200}, 11, 2)
    bridge.call("next_round")
    bridge.call("bot_turn", seat=0)
    state = bridge.call("save")["state"]
    older = {key: value for key, value in state.items() if key != "kept"}
    other = Bridge()
    other.call("load", state=dict(older, format=3))
    rounds = other.call("history")["rounds"]
    assert rounds == bridge.call("history")["rounds"][2:] and rounds[0][0]["round"] == 3
    refused(other, "bad_request", cmd="record")  # round 3 is not over: nothing finished is kept
    refused(other, "bad_request", cmd="replay_round", round=1)
