"""Each rule of docs/rules.md (R1-R16, O1-O5), driven through the JSON bridge."""

import pytest
from blockdominoes.bridge import Bridge
from blockdominoes.round import score_round
from blockdominoes.rules import make_rules
from blockdominoes.tiles import mask_of, tile_id
from scenarios import TIED_BLOCK, replay
from support import T, ask, fails, hands, play, start

# Seat 0 leads [0|0] and nobody holds another blank: blocked at once, 23 pips against 47.
NO_BLANK_TWO_PLAYER = hands("00 11 12 13 22 14 23", "15 24 33 16 25 34 26")


def tiles_of(*views_or_lists):
    return [tuple(t) for group in views_or_lists for t in group]


# R1 --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r1_the_deal_uses_the_28_tiles_of_the_double_six_set_once_each(players):
    bridge, _ = start(players)
    state = bridge.call("save")["state"]
    dealt = tiles_of(*state["deal"]["hands"], state["deal"]["rest"])
    assert sorted(dealt) == [(a, b) for a in range(7) for b in range(a, 7)]


# R2 --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r2_two_to_four_players_each_on_their_own_score(players):
    _, view = start(players)
    assert view["players"] == players
    assert view["scores"] == [0] * players
    assert view["teams"] is None


@pytest.mark.parametrize("players", [1, 5, 0, "2"])
def test_r2_other_numbers_of_players_are_refused(players):
    answer = ask(Bridge(), cmd="new_match", players=players)
    assert answer["error"]["code"] == "bad_request"


# R3 --------------------------------------------------------------------------


@pytest.mark.parametrize("players,size,asleep", [(2, 7, 14), (3, 5, 13), (4, 5, 8)])
def test_r3_hand_sizes_and_sleeping_tiles(players, size, asleep):
    bridge, view = start(players)
    assert view["hand_counts"] == [size] * players
    assert view["sleeping"] == asleep and view["boneyard"] == 0
    for seat in range(players):
        assert len(bridge.call("view", seat=seat)["view"]["hand"]) == size


def test_r3_nobody_ever_draws_in_block():
    bridge, _ = start(2, deal=hands("33 24 25 26 34 35 36", "00 11 12 22 14 15 16"), opener=0)
    play(bridge, 0, "33")
    seat1 = bridge.call("view", seat=1)["view"]
    assert not seat1["legal"] and not seat1["can_draw"] and seat1["can_pass"]
    fails(bridge, "illegal_move", cmd="draw", seat=1)
    after = bridge.call("pass", seat=1)["view"]
    assert after["hand_counts"] == [6, 7] and after["sleeping"] == 14


# R4 --------------------------------------------------------------------------


def lots(players, seeds):
    for seed in seeds:
        bridge = Bridge()
        yield bridge.call("new_match", players=players, seed=seed)["view"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_the_lot_highest_pips_wins_and_only_the_tied_draw_again(players):
    saw_redraw = False
    for view in lots(players, range(300)):
        lot = view["lot"]
        assert lot["type"] == "lot"
        drawing = list(range(players))
        for turn in lot["draws"]:
            assert [d["seat"] for d in turn] == drawing
            assert len({tuple(d["tile"]) for d in turn}) == len(turn)
            assert all(d["pips"] == sum(d["tile"]) for d in turn)
            best = max(d["pips"] for d in turn)
            drawing = [d["seat"] for d in turn if d["pips"] == best]
        saw_redraw |= len(lot["draws"]) > 1
        assert drawing == [lot["winner"]]
        assert view["opener"] == view["turn"] == lot["winner"]
        assert view["history"][0]["type"] == "deal"  # the lot tiles went back: a full deal follows
    assert saw_redraw


def test_r4_the_lot_is_fair():
    wins = [view["lot"]["winner"] for view in lots(3, range(900))]
    assert all(200 <= wins.count(seat) <= 400 for seat in range(3))


def test_r4_the_lot_is_announced_as_an_event():
    bridge = Bridge()
    result = bridge.call("new_match", seed=3)
    assert [e["type"] for e in result["events"]] == ["lot", "deal"]
    assert result["events"][0] == result["view"]["lot"]


# R5 --------------------------------------------------------------------------


def test_r5_the_opener_may_lead_any_tile_and_the_highest_double_gives_no_precedence():
    deal = hands("66 01 02 03 04 05 12", "55 13 14 15 16 23 24")
    bridge, view = start(2, deal=deal, opener=1)
    assert view["turn"] == 1
    legal = bridge.call("view", seat=1)["view"]["legal"]
    assert sorted(tuple(m["tile"]) for m in legal) == sorted(tiles_of(deal[1]))
    assert all(m["end"] is None for m in legal)
    play(bridge, 1, "13")


# R6 --------------------------------------------------------------------------


def test_r6_a_tile_joins_an_end_with_the_matching_half_and_its_other_half_is_the_new_end():
    bridge, _ = start(2, deal=hands("36 01 02 03 04 05 06", "66 13 14 15 16 23 24"), opener=0)
    play(bridge, 0, "36")
    assert play(bridge, 1, "13", "left")["view"]["ends"] == {"left": 1, "right": 6}
    fails(bridge, "illegal_move", cmd="play", seat=0, tile=T("04"), end="left")
    fails(bridge, "illegal_move", cmd="play", seat=0, tile=T("01"), end="right")
    assert play(bridge, 0, "01", "left")["view"]["ends"] == {"left": 0, "right": 6}


def test_r6_a_blank_matches_only_a_blank():
    bridge, _ = start(2, deal=hands("00 11 12 13 22 14 23", "01 02 03 33 34 35 36"), opener=0)
    play(bridge, 0, "00")
    legal = bridge.call("view", seat=1)["view"]["legal"]
    assert {tuple(m["tile"]) for m in legal} == {(0, 1), (0, 2), (0, 3)}
    fails(bridge, "illegal_move", cmd="play", seat=1, tile=T("33"), end="left")


# R7 --------------------------------------------------------------------------


def test_r7_a_player_who_can_play_must_play():
    bridge, _ = start(2, deal=hands("36 01 02 03 04 05 06", "66 13 14 15 16 23 24"), opener=0)
    play(bridge, 0, "36")
    assert not bridge.call("view", seat=1)["view"]["can_pass"]
    fails(bridge, "must_play", cmd="pass", seat=1)


def test_r7_a_player_who_cannot_play_passes_drawing_nothing_and_the_turn_moves_on():
    bridge, _ = start(2, deal=hands("33 24 25 26 34 35 36", "00 11 12 22 14 15 16"), opener=0)
    play(bridge, 0, "33")
    passed = bridge.call("pass", seat=1)
    assert passed["events"] == [{"type": "pass", "seat": 1, "ends": {"left": 3, "right": 3}}]
    view = passed["view"]
    assert (
        view["turn"] == 0 and view["hand_counts"] == [6, 7] and view["hand"] == sorted(hands("00 11 12 22 14 15 16")[0])
    )
    assert view["history"][-1]["type"] == "pass"
    assert play(bridge, 0, "34", "left")["view"]["turn"] == 1  # a play ends the turn too


def test_r7_only_the_seat_to_act_may_move():
    bridge, _ = start(2, deal=hands("36 01 02 03 04 05 06", "66 13 14 15 16 23 24"), opener=0)
    fails(bridge, "not_your_turn", cmd="play", seat=1, tile=T("66"))
    fails(bridge, "not_your_turn", cmd="pass", seat=1)


def test_r7_a_tile_not_in_the_hand_is_illegal():
    bridge, _ = start(2, deal=hands("36 01 02 03 04 05 06", "66 13 14 15 16 23 24"), opener=0)
    fails(bridge, "illegal_move", cmd="play", seat=0, tile=T("66"))


# R8 --------------------------------------------------------------------------


def test_r8_an_opening_double_has_two_ends_and_never_branches():
    bridge, view = start(2, deal=hands("22 01 03 04 05 06 11", "25 23 24 26 12 33 44"), opener=0)
    view = play(bridge, 0, "22")["view"]
    assert view["ends"] == {"left": 2, "right": 2}
    assert view["line"][0]["left"] == view["line"][0]["right"] == 2
    play(bridge, 1, "25", "left")
    play(bridge, 0, "05", "left")
    view = play(bridge, 1, "23", "right")["view"]
    assert view["ends"] == {"left": 0, "right": 3}
    legal = bridge.call("view", seat=0)["view"]["legal"]
    assert {tuple(m["tile"]) for m in legal} == {(0, 1), (0, 3), (0, 4), (0, 6)}  # no 2 fits any more
    assert len(view["line"]) == 4


def test_r8_a_tile_that_fits_both_equal_ends_is_one_move_at_two_places():
    bridge, _ = start(2, deal=hands("22 01 03 04 05 06 11", "25 23 24 26 12 33 44"), opener=0)
    play(bridge, 0, "22")
    legal = bridge.call("view", seat=1)["view"]["legal"]
    assert {"tile": [2, 5], "end": "left"} in legal and {"tile": [2, 5], "end": "right"} in legal
    assert bridge.call("play", seat=1, tile=[5, 2])["view"]["ends"] in (
        {"left": 2, "right": 5},
        {"left": 5, "right": 2},
    )


# R9 --------------------------------------------------------------------------


def test_r9_plays_score_nothing():
    bridge, _ = start(2, deal=hands("55 01 02 03 04 05 06", "56 13 14 15 16 23 24"), opener=0)
    for seat, tile, end in [(0, "55", None), (1, "15", "left"), (0, "05", "right")]:
        assert play(bridge, seat, tile, end)["view"]["scores"] == [0, 0]


# R10 -------------------------------------------------------------------------


def test_r10_the_round_ends_at_once_when_nobody_can_play_after_a_play():
    bridge, _ = start(2, deal=NO_BLANK_TWO_PLAYER, opener=0)
    result = play(bridge, 0, "00")
    assert [e["type"] for e in result["events"]] == ["play", "round_over"]
    view = result["view"]
    assert view["phase"] == "round_over" and view["turn"] is None
    assert view["result"]["reason"] == "blocked"
    fails(bridge, "round_over", cmd="pass", seat=1)


# R11 -------------------------------------------------------------------------


def test_r11_at_the_end_every_hand_is_shown_and_counted_by_both_halves():
    bridge, _ = start(2, deal=NO_BLANK_TWO_PLAYER, opener=0)
    view = play(bridge, 0, "00")["view"]
    result = view["result"]
    assert result["hands"] == [sorted(NO_BLANK_TWO_PLAYER[0][1:]), sorted(NO_BLANK_TWO_PLAYER[1])]
    assert result["totals"] == [sum(map(sum, hand)) for hand in result["hands"]]
    assert bridge.call("view", seat=1)["view"]["result"]["hands"] == result["hands"]


# R12 and R13: the arithmetic, on the worked examples ---------------------------


def scored(players, reason, went_out, *hands_as_tiles):
    rules = make_rules(players, {})
    masks = [mask_of(tile_id(*T(t)) for t in spec.split()) for spec in hands_as_tiles]
    result = score_round(rules, masks, went_out)
    assert result["reason"] == reason  # a round someone went out of ends in a domino, any other is blocked
    return result


def test_r12_domino_scores_the_opponents_pips_and_double_blank_does_not_tie_an_empty_hand():
    result = scored(3, "domino", 0, "", "00", "35")
    assert (result["winner"], result["points"]) == (0, 8)
    assert result["terms"] == {"add": [0, 8], "subtract": None, "subtract_hands": None}


def test_r12_domino_two_opponents_with_five_each_scores_ten():
    result = scored(3, "domino", 0, "", "05", "14")
    assert (result["winner"], result["points"]) == (0, 10)


def test_r12_domino_against_only_double_blank_wins_with_zero_points():
    result = scored(2, "domino", 0, "", "00")
    assert (result["winner"], result["points"], result["totals"]) == (0, 0, [0, 0])


def test_r13_blocked_the_unique_lowest_scores_the_others_minus_its_own():
    result = scored(3, "blocked", None, "03", "16", "35")
    assert (result["winner"], result["points"]) == (0, 12)
    assert result["terms"] == {"add": [7, 8], "subtract": 3, "subtract_hands": None}


def test_r13_blocked_with_a_shared_lowest_total_nobody_scores():
    result = scored(3, "blocked", None, "03", "12", "35")
    assert (result["winner"], result["points"], result["terms"]) == (None, 0, None)


# R14 -------------------------------------------------------------------------


def test_r14_points_are_raw_pips_and_nothing_is_subtracted_from_anyone():
    bridge, _ = start(2, deal=NO_BLANK_TWO_PLAYER, opener=0, scores=[3, 40])
    view = play(bridge, 0, "00")["view"]
    own, other = view["result"]["totals"]
    assert (own, other) == (23, 47)
    assert view["result"]["points"] == other - own
    assert view["scores"] == [3 + other - own, 40]


# R15 -------------------------------------------------------------------------


def test_r15_the_next_opener_is_clockwise_and_all_tiles_are_dealt_again():
    bridge, view = start(3, deal=hands("14 23 15 24 33", "16 25 34 26 35", "00 11 12 13 22"), opener=2)
    view = play(bridge, 2, "00")["view"]
    assert view["phase"] == "round_over"
    result = bridge.call("next_round", seat=1)
    view = result["view"]
    assert view["round"] == 2 and view["opener"] == view["turn"] == 0 and view["you"] == 1
    assert [e["type"] for e in result["events"]] == ["deal"]
    assert view["hand_counts"] == [5, 5, 5] and view["sleeping"] == 13 and view["line"] == []
    state = bridge.call("save")["state"]
    assert len(set(tiles_of(*state["deal"]["hands"], state["deal"]["rest"]))) == 28


def test_r15_the_opener_moves_on_after_a_drawn_round_too():
    bridge, _ = start(2, deal=TIED_BLOCK["hands"], opener=0)
    view = replay(bridge, TIED_BLOCK["moves"])
    assert view["result"]["winner"] is None
    assert bridge.call("next_round")["view"]["opener"] == 1


def test_r15_next_round_only_after_the_round_ended():
    bridge, _ = start(2)
    fails(bridge, "round_over", cmd="next_round")


# R16 -------------------------------------------------------------------------


@pytest.mark.parametrize("players,target", [(2, 100), (3, 61), (4, 61)])
def test_r16_the_default_targets(players, target):
    assert start(players)[1]["target"] == target


def test_r16_reaching_the_target_ends_the_match_and_keeps_points_beyond_it():
    bridge, _ = start(2, deal=NO_BLANK_TWO_PLAYER, opener=0, scores=[80, 40])
    result = play(bridge, 0, "00")
    view = result["view"]
    assert view["scores"] == [104, 40] and view["phase"] == "match_over"
    assert view["match_result"] == {"winner": 0, "scores": [104, 40], "reason": "target"}
    assert result["events"][-1] == {"type": "match_over", "match_result": view["match_result"]}
    fails(bridge, "match_over", cmd="next_round")


def test_r16_a_shared_highest_score_at_the_target_is_a_draw():
    bridge, _ = start(2, deal=NO_BLANK_TWO_PLAYER, opener=0, scores=[76, 100])
    view = play(bridge, 0, "00")["view"]
    assert view["scores"] == [100, 100]
    assert view["match_result"] == {"winner": None, "scores": [100, 100], "reason": "target"}


def test_r16_the_target_is_checked_only_after_scoring_and_below_it_play_goes_on():
    bridge, _ = start(2, deal=NO_BLANK_TWO_PLAYER, opener=0, scores=[60, 99])
    view = play(bridge, 0, "00")["view"]
    assert view["scores"] == [84, 99] and view["phase"] == "round_over"
    assert view["match_result"] is None
    assert bridge.call("next_round")["view"]["round"] == 2
