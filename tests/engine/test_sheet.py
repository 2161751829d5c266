"""view.sheet: the score sheet of the match, a line for each round played to its end
(its points per player or team, its winner, the scores after it), kept in saves."""

import pytest
from blockdominoes.bridge import Bridge
from scenarios import PARTNERSHIP_BLOCK, PARTNERSHIP_TIED_BLOCK, TIED_BLOCK, replay
from support import start

BOTS = {"type": "bot", "level": "easy"}


def play_to_the_end(bridge: Bridge) -> list[dict]:
    """Bots play the match out; the view after each round ended."""
    ended = []
    for _ in range(5000):
        view = bridge.call("view")["view"]
        if view["phase"] != "play":
            ended.append(view)
            if view["phase"] == "match_over":
                return ended
            bridge.call("next_round")
        else:
            bridge.call("bot_turn", seat=0)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(
    ("players", "rules", "scores"),
    [
        (2, {"target": 60}, [0, 0]),
        (3, {"game": "draw", "target": 40}, [5, 0, 12]),
        (4, {"partnership": True, "target": 80}, [30, 10]),
        (4, {}, None),
    ],
)
def test_a_match_to_its_target_has_a_line_per_round_adding_up_to_the_final_scores(players, rules, scores):
    bridge = Bridge()
    start_scores = scores or [0] * (2 if rules.get("partnership") else players)
    view = bridge.call("new_match", players=players, rules=rules, seed=31, seats=[BOTS] * players, scores=scores)[
        "view"
    ]
    assert view["sheet"] == [] and view["sheet_from"] == 1
    ended = play_to_the_end(bridge)
    final = ended[-1]
    sheet = final["sheet"]
    assert len(ended) >= 2 and [line["round"] for line in sheet] == list(range(1, len(ended) + 1))
    totals = [sum(line["points"][side] for line in sheet) for side in range(len(start_scores))]
    assert [start + gained for start, gained in zip(start_scores, totals, strict=True)] == final["scores"]
    assert sheet[-1]["scores"] == final["match_result"]["scores"]
    for view in ended:  # each round's line, as the round ended, is the one the sheet keeps
        line = view["sheet"][-1]
        result = view["result"]
        points = [result["points"] if side == result["winner"] else 0 for side in range(len(start_scores))]
        assert line == {"round": view["round"], "points": points, "winner": result["winner"], "scores": view["scores"]}
        assert sheet[view["round"] - 1] == line


def test_the_sheet_grows_only_when_a_round_ends_and_is_the_same_for_every_seat():
    bridge = Bridge()
    bridge.call("new_match", players=3, rules={"target": 30}, seed=2, seats=[BOTS] * 3)
    view = bridge.call("view")["view"]
    while view["phase"] == "play":
        assert view["sheet"] == []
        view = bridge.call("bot_turn", seat=0)["view"]
    sheets = [bridge.call("view", seat=seat)["view"]["sheet"] for seat in range(3)]
    assert len(sheets[0]) == 1 and sheets == [sheets[0]] * 3
    assert bridge.call("next_round")["view"]["sheet"] == sheets[0]


def test_partnership_lines_are_per_team():
    bridge, _ = start(4, deal=PARTNERSHIP_BLOCK["hands"], opener=0, rules={"partnership": True})
    view = replay(bridge, PARTNERSHIP_BLOCK["moves"])
    assert view["sheet"] == [{"round": 1, "points": [0, 16], "winner": 1, "scores": [0, 16]}]


@pytest.mark.parametrize(
    ("scenario", "players", "rules"),
    [(TIED_BLOCK, 2, {}), (PARTNERSHIP_TIED_BLOCK, 4, {"partnership": True})],
)
def test_a_tied_round_has_no_winner_and_no_points_on_the_sheet(scenario, players, rules):
    bridge, _ = start(players, deal=scenario["hands"], opener=0, rules=rules, scores=[7, 3])
    view = replay(bridge, scenario["moves"])
    assert view["result"]["winner"] is None
    assert view["sheet"] == [{"round": 1, "points": [0, 0], "winner": None, "scores": [7, 3]}]


def test_a_single_hand_has_a_one_line_sheet():
    bridge = Bridge()
    bridge.call("new_match", players=3, rules={"opener": "highest_double", "match": "single"}, seed=4, seats=[BOTS] * 3)
    final = play_to_the_end(bridge)[-1]
    assert [line["round"] for line in final["sheet"]] == [1]
    assert final["sheet"][0]["scores"] == final["match_result"]["scores"]


def test_the_sheet_is_kept_in_a_save_with_the_round_it_starts_from():
    bridge = Bridge()
    bridge.call("new_match", seed=9, rules={"target": 80}, seats=[BOTS] * 2)
    for _ in range(1000):
        view = bridge.call("view")["view"]
        if view["round"] == 3 and view["phase"] == "play" and view["line"]:
            break
        bridge.call("next_round") if view["phase"] == "round_over" else bridge.call("bot_turn", seat=0)
    state = bridge.call("save")["state"]
    assert state["format"] == 4 and state["sheet_from"] == 1 and len(state["sheet"]) == 2
    other = Bridge()
    assert other.call("load", state=state)["view"] == bridge.call("view")["view"]
    assert play_to_the_end(other)[-1]["sheet"] == play_to_the_end(bridge)[-1]["sheet"]
