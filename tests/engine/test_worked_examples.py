"""The worked examples of docs/rules.md, each played through the JSON bridge."""

from scenarios import (
    BLOCKED_3_3_8,
    BLOCKED_3_7_8,
    BLOCKED_5_AGAINST_12,
    DOMINO_AGAINST_00_AND_8,
    DOMINO_AGAINST_5_AND_5,
    DOMINO_AGAINST_ONLY_00,
    DOMINO_FOR_9,
    DOMINO_FOR_14,
    NEXT_ROUND_DOMINO_FOR_14,
    TIED_BLOCK,
    replay,
)
from support import hands, play, start


def played(scenario, players, **extra):
    bridge, _ = start(players, deal=scenario["hands"], opener=0, **extra)
    return bridge, replay(bridge, scenario["moves"])


def test_domino_one_opponent_holds_only_double_blank_the_other_8_pips_winner_scores_8():
    _, view = played(DOMINO_AGAINST_00_AND_8, 3)
    result = view["result"]
    assert [0, 0] in result["hands"][1] + result["hands"][2]
    assert sorted(result["totals"][1:]) == [0, 8]
    assert (result["reason"], result["winner"], result["points"]) == ("domino", 0, 8)
    assert view["scores"] == [8, 0, 0]


def test_domino_two_opponents_with_5_pips_each_winner_scores_10():
    _, view = played(DOMINO_AGAINST_5_AND_5, 3)
    assert view["result"]["totals"] == [0, 5, 5]
    assert (view["result"]["winner"], view["result"]["points"]) == (0, 10)
    assert view["result"]["terms"] == {"add": [5, 5], "subtract": None, "subtract_hands": None}


def test_domino_the_only_opponent_holds_double_blank_winner_wins_with_0_points():
    _, view = played(DOMINO_AGAINST_ONLY_00, 2)
    result = view["result"]
    assert result["hands"][1] == [[0, 0]]
    assert (result["reason"], result["winner"], result["went_out"], result["points"]) == ("domino", 0, 0, 0)
    assert view["scores"] == [0, 0]


def test_blocked_with_totals_3_7_8_the_3_scores_7_plus_8_minus_3_is_12():
    _, view = played(BLOCKED_3_7_8, 3)
    result = view["result"]
    assert result["reason"] == "blocked" and result["totals"] == [3, 7, 8]
    assert result["terms"] == {"add": [7, 8], "subtract": 3, "subtract_hands": None}
    assert (result["winner"], result["points"], view["scores"]) == (0, 12, [12, 0, 0])


def test_blocked_with_totals_3_3_8_nobody_scores():
    _, view = played(BLOCKED_3_3_8, 3)
    result = view["result"]
    assert result["reason"] == "blocked" and sorted(result["totals"]) == [3, 3, 8]
    assert (result["winner"], result["points"], view["scores"]) == (None, 0, [0, 0, 0])


def test_blocked_two_players_10_and_10_nobody_scores_and_the_opener_still_moves_on():
    bridge, view = played(TIED_BLOCK, 2)
    assert view["result"]["totals"] == [10, 10]
    assert (view["result"]["winner"], view["scores"]) == (None, [0, 0])
    assert bridge.call("next_round")["view"]["opener"] == 1


def test_line_1_4_then_1_1_on_the_1_then_4_4_on_the_4_then_3_4_on_the_double():
    bridge, _ = start(2, deal=hands("14 44 01 02 03 05 06", "11 34 12 13 15 16 22"), opener=0)
    assert play(bridge, 0, "14")["view"]["ends"] == {"left": 1, "right": 4}
    view = play(bridge, 1, "11", "left")["view"]
    assert view["ends"] == {"left": 1, "right": 4}
    assert view["line"][0] == {"tile": [1, 1], "left": 1, "right": 1, "seat": 1, "seq": 1}
    play(bridge, 0, "44", "right")
    view = play(bridge, 1, "34", "right")["view"]
    assert view["ends"] == {"left": 1, "right": 3}
    assert [(e["tile"], e["left"], e["right"]) for e in view["line"]] == [
        ([1, 1], 1, 1),
        ([1, 4], 1, 4),
        ([4, 4], 4, 4),
        ([3, 4], 4, 3),
    ]


def test_line_6_6_on_the_6_of_3_6_leaves_ends_3_and_6():
    bridge, _ = start(2, deal=hands("36 01 02 03 04 05 12", "66 13 14 15 16 23 24"), opener=0)
    play(bridge, 0, "36")
    assert play(bridge, 1, "66", "right")["view"]["ends"] == {"left": 3, "right": 6}


def test_line_double_blank_opening_both_ends_0_and_only_blanks_fit():
    bridge, _ = start(2, deal=hands("00 11 12 13 22 14 23", "01 06 33 34 35 36 44"), opener=0)
    assert play(bridge, 0, "00")["view"]["ends"] == {"left": 0, "right": 0}
    legal = bridge.call("view", seat=1)["view"]["legal"]
    assert {tuple(m["tile"]) for m in legal} == {(0, 1), (0, 6)}
    assert len(legal) == 4  # each fits both ends: two places on the table


def test_match_three_players_58_40_20_first_dominoes_for_9_and_wins_with_67_kept():
    _, view = played(DOMINO_FOR_9, 3, scores=[58, 40, 20])
    assert view["target"] == 61
    assert (view["result"]["reason"], view["result"]["points"]) == ("domino", 9)
    assert view["match_result"] == {"winner": 0, "scores": [67, 40, 20], "reason": "target"}


def test_match_two_players_90_70_blocked_12_minus_5_gives_97_then_domino_14_gives_111():
    bridge, view = played(BLOCKED_5_AGAINST_12, 2, scores=[90, 70])
    assert view["result"]["totals"] == [5, 12] and view["result"]["points"] == 7
    assert view["scores"] == [97, 70] and view["phase"] == "round_over"
    # The next round, dealt as the rule book's example has it, continues from 97.
    _, view = played(DOMINO_FOR_14, 2, scores=view["scores"])
    assert view["result"]["points"] == 14
    assert view["match_result"] == {"winner": 0, "scores": [111, 70], "reason": "target"}


def test_match_90_70_then_97_then_the_next_round_of_the_same_match_dominoes_for_14_to_111():
    scenario = NEXT_ROUND_DOMINO_FOR_14
    bridge, view = played(BLOCKED_5_AGAINST_12, 2, scores=[90, 70], seed=scenario["seed"])
    assert view["scores"] == [97, 70] and view["match_result"] is None  # 97: no end
    view = bridge.call("next_round")["view"]
    assert (view["round"], view["opener"], view["scores"]) == (2, 1, [97, 70])
    view = replay(bridge, scenario["moves"])
    assert (view["result"]["reason"], view["result"]["winner"], view["result"]["points"]) == ("domino", 0, 14)
    assert view["match_result"] == {"winner": 0, "scores": [111, 70], "reason": "target"}  # 111 is kept


def test_match_shared_highest_score_at_the_target_is_a_draw_from_entered_scores():
    _, view = played(BLOCKED_5_AGAINST_12, 2, scores=[93, 100])
    assert view["match_result"] == {"winner": None, "scores": [100, 100], "reason": "target"}
