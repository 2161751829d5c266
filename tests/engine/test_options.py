"""The options O1-O5 of docs/rules.md and how they combine."""

import pytest
from blockdominoes.bridge import Bridge
from blockdominoes.tiles import as_list
from scenarios import DOMINO_FOR_14, PARTNER_GOES_OUT, PARTNERSHIP_BLOCK, PARTNERSHIP_TIED_BLOCK, TIED_BLOCK, replay
from support import T, ask, fails, hands, play, start

QUICK = {"opener": "highest_double", "match": "single"}


# O1 --------------------------------------------------------------------------


def test_o1_the_holder_of_the_highest_double_opens_and_must_lead_it():
    deal = hands("55 01 02 03 04 05 12", "44 13 14 15 16 23 24")
    bridge, view = start(2, deal=deal, rules={"opener": "highest_double"})
    assert view["opener"] == view["turn"] == 0 and view["lot"] is None
    assert view["legal"] == [{"tile": [5, 5], "end": None}]
    fails(bridge, "illegal_move", cmd="play", seat=0, tile=T("01"))
    assert play(bridge, 0, "55")["view"]["ends"] == {"left": 5, "right": 5}


def test_o1_holds_in_every_round():
    bridge = Bridge()
    for seed in range(20):
        view = bridge.call(
            "new_match",
            seed=seed,
            rules={"opener": "highest_double"},
            seats=[{"type": "human"}, {"type": "human"}],
        )["view"]
        state = bridge.call("save")["state"]
        dealt = [[tuple(t) for t in hand] for hand in state["deal"]["hands"]]
        doubles = [(n, n) for n in range(6, -1, -1) if any((n, n) in hand for hand in dealt)]
        if doubles:
            opener = next(s for s, hand in enumerate(dealt) if doubles[0] in hand)
            assert view["opener"] == opener
            seat_view = bridge.call("view", seat=opener)["view"]
            assert seat_view["legal"] == [{"tile": list(doubles[0]), "end": None}]


def test_o1_without_doubles_the_heaviest_tile_opens_and_the_higher_half_breaks_ties():
    deal = hands("25 01 02 03 04 12 13", "16 34 05 06 14 15 23")
    bridge, view = start(2, deal=deal, rules={"opener": "highest_double"})
    assert view["opener"] == 1
    assert bridge.call("view", seat=1)["view"]["legal"] == [{"tile": [1, 6], "end": None}]


def test_o1_an_opener_the_rule_does_not_pick_is_refused():
    deal = hands("55 01 02 03 04 05 12", "44 13 14 15 16 23 24")
    answer = ask(Bridge(), cmd="new_match", deal={"hands": deal, "opener": 1}, rules={"opener": "highest_double"})
    assert answer["error"]["code"] == "bad_request"


# O2 --------------------------------------------------------------------------


def test_o2_a_single_hand_decides_the_game_and_shows_the_points():
    deal = hands("00 11 12 13 22 14 23", "15 24 33 16 25 34 26")
    bridge, view = start(2, deal=deal, rules={"match": "single"}, opener=0)
    assert view["target"] is None
    view = play(bridge, 0, "00")["view"]
    assert view["phase"] == "match_over"
    assert view["result"]["points"] == 24
    assert view["match_result"] == {"winner": 0, "scores": [24, 0], "reason": "single"}
    fails(bridge, "match_over", cmd="next_round")


def test_o2_the_player_who_dominoes_wins_a_single_hand():
    bridge, _ = start(2, deal=DOMINO_FOR_14["hands"], opener=0, rules={"match": "single"})
    view = replay(bridge, DOMINO_FOR_14["moves"])
    assert (view["result"]["reason"], view["result"]["points"]) == ("domino", 14)
    assert view["match_result"] == {"winner": 0, "scores": [14, 0], "reason": "single"}


def test_o2_a_shared_lowest_total_is_a_drawn_game():
    bridge, _ = start(2, deal=TIED_BLOCK["hands"], opener=0, rules={"match": "single"})
    view = replay(bridge, TIED_BLOCK["moves"])
    assert view["match_result"] == {"winner": None, "scores": [0, 0], "reason": "single"}


def test_o2_a_single_hand_has_no_target():
    assert ask(Bridge(), cmd="new_match", rules={"match": "single", "target": 50})["error"]["code"] == "bad_request"


def test_quick_game_preset_combines_o1_and_o2():
    view = Bridge().call("new_match", players=3, rules=QUICK, seed=4)["view"]
    assert view["rules"] == {
        "game": "block",
        "opener": "highest_double",
        "match": "single",
        "target": None,
        "partnership": False,
    }


# O3 --------------------------------------------------------------------------


def test_o3_partners_sit_opposite_all_28_are_dealt_scores_per_team_target_100():
    bridge, view = start(4, rules={"partnership": True})
    assert view["teams"] == [[0, 2], [1, 3]]
    assert view["hand_counts"] == [7, 7, 7, 7] and view["sleeping"] == 0
    assert view["scores"] == [0, 0] and view["target"] == 100


def test_o3_domino_the_team_of_the_player_who_went_out_scores_both_opponents_hands():
    bridge, _ = start(4, rules={"partnership": True}, deal=PARTNER_GOES_OUT["hands"], opener=0)
    view = replay(bridge, PARTNER_GOES_OUT["moves"])
    result = view["result"]
    assert (result["reason"], result["went_out"], result["winner"]) == ("domino", 2, 0)
    assert result["totals"] == [11, 4, 0, 23]  # the partner's 11 pips count for nobody
    assert result["terms"] == {"add": [4, 23], "subtract": None, "subtract_hands": None}
    assert result["points"] == 27 and view["scores"] == [27, 0]


def test_o3_blocked_the_lower_team_scores_the_opponents_total_minus_its_own():
    bridge, _ = start(4, rules={"partnership": True}, deal=PARTNERSHIP_BLOCK["hands"], opener=0)
    view = replay(bridge, PARTNERSHIP_BLOCK["moves"])
    result = view["result"]
    assert result["reason"] == "blocked" and result["totals"] == [11, 4, 16, 7]
    assert result["team_totals"] == [27, 11] and result["winner"] == 1
    # team 1 (seats 1 and 3) holds 4 + 7: the page writes (11 + 16) - (4 + 7) = 16
    assert result["terms"] == {"add": [11, 16], "subtract": 11, "subtract_hands": [4, 7]}
    assert result["points"] == 16 and view["scores"] == [0, 16]


@pytest.mark.parametrize("players", [2, 3])
def test_o3_partnership_needs_four_players(players):
    answer = ask(Bridge(), cmd="new_match", players=players, rules={"partnership": True})
    assert answer["error"]["code"] == "bad_request" and "4 players" in answer["error"]["message"]


def test_o3_blocked_with_equal_team_totals_nobody_scores():
    bridge, _ = start(4, rules={"partnership": True}, deal=PARTNERSHIP_TIED_BLOCK["hands"], opener=0)
    view = replay(bridge, PARTNERSHIP_TIED_BLOCK["moves"])
    result = view["result"]
    assert result["reason"] == "blocked" and result["totals"] == [8, 0, 2, 10]
    assert result["team_totals"] == [10, 10]
    assert (result["winner"], result["points"], view["scores"]) == (None, 0, [0, 0])


def test_o3_partnership_combines_with_a_single_hand():
    view = Bridge().call("new_match", players=4, rules={"partnership": True, "match": "single"})["view"]
    assert view["teams"] == [[0, 2], [1, 3]] and view["target"] is None
    bridge, _ = start(4, rules={"partnership": True, "match": "single"}, deal=PARTNER_GOES_OUT["hands"], opener=0)
    view = replay(bridge, PARTNER_GOES_OUT["moves"])
    assert view["match_result"] == {"winner": 0, "scores": [27, 0], "reason": "single"}


# O4 --------------------------------------------------------------------------

DRAW_DEAL = hands("33 34 35 36 13 23 26", "00 01 02 04 05 11 12")  # seat 1 holds no 3
UNDEALT = [as_list(t) for t in range(28) if as_list(t) not in sum(DRAW_DEAL, [])]


def test_o4_the_undealt_tiles_form_a_boneyard_and_a_blocked_player_draws_until_a_tile_fits():
    bridge, view = start(2, deal=DRAW_DEAL, opener=0, rules={"game": "draw"})
    assert view["boneyard"] == 14 and view["sleeping"] == 0
    play(bridge, 0, "33")
    seat1 = bridge.call("view", seat=1)["view"]
    assert seat1["can_draw"] and not seat1["can_pass"] and not seat1["legal"]
    fails(bridge, "must_play", cmd="pass", seat=1)
    while True:  # seat 1 draws until a tile with a 3 comes up, and then must play it
        drew = bridge.call("draw", seat=1)
        [event] = drew["events"]
        assert event["type"] == "draw" and event["seat"] == 1
        view = drew["view"]
        assert view["turn"] == 1 and view["boneyard"] == event["boneyard"]
        if 3 in event["tile"]:
            break
        assert view["can_draw"] and not view["legal"]
    assert view["legal"] and not view["can_draw"]
    fails(bridge, "must_play", cmd="draw", seat=1)
    other_number = sum(event["tile"]) - 3  # [3|3] was played, so this is not a double three
    tile = "".join(map(str, event["tile"]))
    assert play(bridge, 1, tile, "left")["view"]["ends"] == {"left": other_number, "right": 3}


def test_o4_an_explicit_deal_leaves_the_boneyard_in_the_seed_s_order():
    def first_draw(seed):
        bridge, _ = start(2, deal=DRAW_DEAL, opener=0, rules={"game": "draw"}, seed=seed)
        play(bridge, 0, "33")
        return bridge.call("draw", seat=1)["events"][0]["tile"]

    assert first_draw(5) == first_draw(5)
    assert len({tuple(first_draw(seed)) for seed in range(8)}) > 1


def test_o4_a_deal_may_give_the_boneyard_s_drawing_order():
    order = UNDEALT[::-1]
    bridge = Bridge()
    bridge.call(
        "new_match",
        seats=[{"type": "human"}] * 2,
        rules={"game": "draw"},
        deal={"hands": DRAW_DEAL, "opener": 0, "boneyard": order},
    )
    play(bridge, 0, "33")
    assert bridge.call("draw", seat=1)["events"][0]["tile"] == order[0]


@pytest.mark.parametrize(
    "boneyard, rules",
    [
        ("undealt", {}),  # Block has no boneyard
        ("one missing", {"game": "draw"}),
        ("one twice", {"game": "draw"}),
        ("a dealt tile", {"game": "draw"}),
        ("not a list", {"game": "draw"}),
    ],
)
def test_o4_a_wrong_boneyard_order_is_refused(boneyard, rules):
    value = {
        "undealt": UNDEALT,
        "one missing": UNDEALT[1:],
        "one twice": UNDEALT[1:] + UNDEALT[:1] * 2,
        "a dealt tile": UNDEALT[1:] + [[3, 3]],
        "not a list": "00 01",
    }[boneyard]
    fails(
        Bridge(),
        "bad_request",
        cmd="new_match",
        seats=[{"type": "human"}] * 2,
        rules=rules,
        deal={"hands": DRAW_DEAL, "opener": 0, "boneyard": value},
    )


def test_o4_a_drawn_tile_is_seen_only_by_its_drawer():
    bridge, _ = start(2, deal=DRAW_DEAL, opener=0, rules={"game": "draw"})
    play(bridge, 0, "33")
    drawn = bridge.call("draw", seat=1)["events"][0]["tile"]
    other = bridge.call("view", seat=0)["view"]
    assert other["history"][-1] == {"type": "draw", "seat": 1, "boneyard": 13}
    assert other["hand_counts"] == [6, 8]
    assert drawn not in other["hand"]
    assert bridge.call("view", seat=1)["view"]["history"][-1]["tile"] == drawn


def test_o4_nobody_draws_while_holding_a_tile_that_fits():
    bridge, _ = start(2, deal=DRAW_DEAL, opener=0, rules={"game": "draw"})
    fails(bridge, "must_play", cmd="draw", seat=0)


def test_o4_a_pass_only_when_nothing_fits_and_the_boneyard_is_empty_and_blocked_only_then():
    bridge = Bridge()
    view = bridge.call("new_match", seed=11, rules={"game": "draw"}, seats=[{"type": "bot", "level": "easy"}] * 2)[
        "view"
    ]
    while view["phase"] == "play":
        actor = view["turn"]
        seat_view = bridge.call("view", seat=actor)["view"]
        assert seat_view["can_pass"] == (not seat_view["legal"] and seat_view["boneyard"] == 0)
        assert seat_view["can_draw"] == (not seat_view["legal"] and seat_view["boneyard"] > 0)
        view = bridge.call("bot_turn", seat=0)["view"]
    if view["result"]["reason"] == "blocked":
        assert view["boneyard"] == 0


def test_o4_scoring_is_as_block():
    """A domino scores the opponent's pips; a blocked round the difference, to the lower."""
    seen = set()
    for seed in range(60):
        bridge = Bridge()
        view = bridge.call(
            "new_match", seed=seed, rules={"game": "draw"}, seats=[{"type": "bot", "level": "easy"}] * 2
        )["view"]
        while view["phase"] == "play":
            view = bridge.call("bot_turn", seat=0)["view"]
        result = view["result"]
        low, high = sorted(result["totals"])
        if result["reason"] == "domino":
            assert result["totals"][result["winner"]] == 0 and result["points"] == high
        elif low == high:
            assert (result["winner"], result["points"]) == (None, 0)
        else:
            assert result["totals"][result["winner"]] == low and result["points"] == high - low
        scores = [0, 0]
        if result["winner"] is not None:
            scores[result["winner"]] = result["points"]
        assert view["scores"] == scores
        seen.add(result["reason"])
    assert seen == {"domino", "blocked"}


def test_o4_draw_game_is_deterministic_per_seed_and_ends():
    for seed in range(30):
        bridge = Bridge()
        view = bridge.call(
            "new_match",
            seed=seed,
            players=3,
            rules={"game": "draw"},
            seats=[{"type": "bot", "level": "easy"}] * 3,
        )["view"]
        for _ in range(200):
            if view["phase"] != "play":
                break
            view = bridge.call("bot_turn", seat=0)["view"]
        assert view["phase"] != "play"


# O5 --------------------------------------------------------------------------


@pytest.mark.parametrize("target", [1, 121, 1000])
def test_o5_any_target_from_1_to_1000(target):
    view = Bridge().call("new_match", rules={"target": target})["view"]
    assert view["target"] == target == view["rules"]["target"]


@pytest.mark.parametrize("target", [0, 1001, -5, 12.5, "100", True])
def test_o5_other_targets_are_refused(target):
    assert ask(Bridge(), cmd="new_match", rules={"target": target})["error"]["code"] == "bad_request"


def test_o5_a_small_target_ends_the_match_after_the_first_scoring_round():
    deal = hands("00 11 12 13 22 14 23", "15 24 33 16 25 34 26")
    bridge, _ = start(2, deal=deal, opener=0, rules={"target": 5})
    view = play(bridge, 0, "00")["view"]
    assert view["match_result"]["winner"] == 0 and view["scores"] == [24, 0]
