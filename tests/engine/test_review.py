"""The coach (review.py): where counting leaves nothing hidden its values are the exhaustive
computation of its model; elsewhere its best move at the default budget is the best move at
ten times that budget in at least 90% of a fixed set of sampled positions; a move that loses
a round another move wins is a blunder; decisions, marks and refusals through the bridge."""

import copy

import pytest
from blockdominoes import review
from blockdominoes.bots.knowledge import read_view
from blockdominoes.bots.moves import plays
from blockdominoes.bridge import Bridge
from blockdominoes.record import finished_round, replaying
from blockdominoes.tiles import ids_of
from exhaustive import exhaustive
from support import refused


def played(players, rules, seed, level="medium"):
    """Round 1 of a match of bots, played to its end: the bridge."""
    bridge = Bridge(bot_time_cap=None)
    bridge.call("new_match", players=players, rules=rules, seed=seed, seats=[{"type": "bot", "level": level}] * players)
    while bridge.call("view")["view"]["phase"] == "play":
        bridge.call("bot_turn", seat=0)
    return bridge


def decisions_of(match, exact):
    """(index, the match standing before that move) for each decision of round 1 whose values are
    exact (``exact``: the deal known to the seat, few tiles left) or sampled (not ``exact``)."""
    rnd = finished_round(match, 1)
    again = replaying(match, rnd)
    for index, move in enumerate(rnd.moves):
        view = review.view_at(again, move["seat"])
        if move["type"] == "play" and len(plays(view)) > 1:
            kn = read_view(view)
            known = review.known_deal(kn) is not None and sum(kn.counts) <= review.EXACT_TILES
            if known == exact:
                yield index, copy.deepcopy(again)
        again.apply(move)


# Block positions where counting pins every hand: a partnership of four (no sleeping tiles)
# whose passes leave one way to deal the rest; found among 400 rounds of easy bots of each
# kind (none in Block for 2, 3 or 4 players alone).
PINNED_BLOCK = [(4, {"partnership": True}, seed, "easy") for seed in (10, 13, 232, 368)]


def test_where_nothing_is_hidden_the_values_are_the_exhaustive_computation():
    """In the Draw game once the boneyard is drawn out, every unseen tile is in a known hand;
    in Block the sleeping tiles stay unseen to the end, so only a round without any (four
    players) whose passes pin every hand is exact."""
    checked = 0
    draw = [(2, {"game": "draw"}, seed, "medium") for seed in range(1, 17)]
    draw += [(3, {"game": "draw"}, seed, "medium") for seed in range(1, 13)]
    block = 0
    for players, rules, seed, level in draw + PINNED_BLOCK:
        bridge = played(players, rules, seed, level)
        for index, before in decisions_of(bridge.match, exact=True):
            answer = bridge.call("review_move", round=1, index=index)
            seat = answer["seat"]
            # The one deal the seat could infer is the real one.
            deal, _ = review.known_deal(read_view(review.view_at(before, seat)))
            assert deal == [ids_of(hand) for hand in before.round.hands]
            for choice in answer["choices"]:
                move = choice["move"]
                gained, lost = exhaustive(before.round, seat, move["tile"], move["end"])
                assert choice["for"] == pytest.approx(gained, abs=1e-9), (seed, index, move)
                assert choice["against"] == pytest.approx(lost, abs=1e-9), (seed, index, move)
                assert choice["value"] == pytest.approx(gained - lost, abs=1e-9)
            checked += 1
            block += rules.get("game") != "draw"
    assert checked >= 15 and block >= 4


def late_block_decisions(players, rules, seeds):
    """(seat, options, the match standing before the move) for the decisions of round 1 of
    Block matches with at most EXACT_TILES tiles left in the hands."""
    for seed in seeds:
        match = played(players, rules, seed).match
        rnd = finished_round(match, 1)
        again = replaying(match, rnd)
        for move in rnd.moves:
            view = review.view_at(again, move["seat"])
            options = plays(view) if move["type"] == "play" else []
            if len(options) > 1 and sum(view["hand_counts"]) <= review.EXACT_TILES:
                yield move["seat"], options, copy.deepcopy(again)
            again.apply(move)


def test_in_block_the_exact_values_with_the_deal_given_are_the_exhaustive_computation():
    """In Block the sleeping tiles are never seen, so counting rarely pins the deal (none of
    hundreds of bot rounds does); the coach's exact computation, which it uses whenever it
    does, is checked here with the real deal given, against the rules engine's own play of
    every branch: Block's blocked rounds, passes and teams included."""
    checked = 0
    kinds = ((2, {}), (3, {}), (4, {}), (4, {"partnership": True}))
    for players, rules in kinds:
        for seat, options, before in late_block_decisions(players, rules, range(1, 7)):
            kn = read_view(review.view_at(before, seat))
            hands = [ids_of(hand) for hand in before.round.hands]
            for option in options:
                move = review.as_move(option)
                gained, lost = exhaustive(before.round, seat, move["tile"], move["end"])
                exact = review.exact_option(kn, option, hands, [])
                assert exact == pytest.approx((gained, lost), abs=1e-9), (players, rules, move)
            checked += 1
    assert checked >= 20


def sampled_positions():
    """A fixed set of decisions whose values are sampled, from every kind of match."""
    kinds = [(2, {}), (3, {}), (4, {}), (4, {"partnership": True}), (2, {"game": "draw"})]
    positions = []
    for seed in range(1, 5):
        for players, rules in kinds:
            bridge = played(players, rules, seed)
            positions += [(bridge, index) for index, _ in decisions_of(bridge.match, exact=False)][::3]
    return positions


@pytest.mark.slow
def test_the_best_move_agrees_with_ten_times_the_budget_in_nine_positions_of_ten():
    positions = sampled_positions()
    assert len(positions) >= 20
    budget = review.DEFAULT_BUDGET
    agree = 0
    for bridge, index in positions:
        small = bridge.call("review_move", round=1, index=index, budget=budget)
        large = bridge.call("review_move", round=1, index=index, budget=10 * budget)
        agree += small["best"] == large["best"]
    assert agree >= 0.9 * len(positions), (agree, len(positions))


def with_move(bridge, index, move):
    """A record of the bridge's round 1 with move ``index`` replaced by ``move`` and the rest of
    the round played by the first legal move each turn: read into a new session."""
    doc = bridge.call("record")["record"]
    kept = doc["rounds"][0]["moves"][:index]
    game = Bridge()
    rules = doc["rules"]
    game.call(
        "new_match",
        players=doc["players"],
        rules=rules,
        seats=[{"type": "human"}] * doc["players"],
        deal={
            "hands": doc["rounds"][0]["dealt"],
            "opener": doc["rounds"][0]["opener"],
            "boneyard": doc["rounds"][0]["boneyard"],
        },
    )
    for made in [*kept, move]:
        params = {key: value for key, value in made.items() if key != "type"}
        view = game.call(made["type"], **params)["view"]
    while view["phase"] == "play":
        seat = view["turn"]
        own = game.call("view", seat=seat)["view"]
        if own["legal"]:
            view = game.call("play", seat=seat, tile=own["legal"][0]["tile"], end=own["legal"][0]["end"])["view"]
        else:
            view = game.call("draw" if own["can_draw"] else "pass", seat=seat)["view"]
    reader = Bridge()
    reader.call("read_record", record=game.call("record")["record"])
    return reader


def test_a_move_that_loses_a_round_another_move_wins_is_a_blunder():
    """A constructed position (the Draw game, its boneyard drawn out, four tiles in hands): [0|4]
    at the left end goes on to win the round, [2|3] at the right end loses it, whatever follows."""
    bridge = played(2, {"game": "draw"}, 215)
    index = 39
    losing = {"type": "play", "seat": bridge.match.round.moves[index]["seat"], "tile": [2, 3], "end": "right"}
    reader = with_move(bridge, index, losing)
    answer = reader.call("review_move", round=1, index=index, source="record")
    assert answer["chosen"] == {"type": "play", "tile": [2, 3], "end": "right"}
    assert answer["best"] == {"type": "play", "tile": [0, 4], "end": "left"}
    by_move = {(tuple(c["move"]["tile"]), c["move"]["end"]): c for c in answer["choices"]}
    assert by_move[((0, 4), "left")]["against"] == 0 < by_move[((0, 4), "left")]["for"]  # always won
    assert by_move[((2, 3), "right")]["for"] == 0 < by_move[((2, 3), "right")]["against"]  # always lost
    assert answer["cost"] >= review.MARKS[0][0] and answer["mark"] == "blunder"


def test_review_round_lists_the_decisions_with_a_choice_and_each_is_weighed():
    bridge = played(3, {}, 4)
    moves = bridge.match.round.moves
    found = bridge.call("review_round", round=1, seats=[0, 2])["decisions"]
    assert found and all(d["seat"] in (0, 2) and d["choices"] > 1 for d in found)
    assert all(moves[d["index"]]["seat"] == d["seat"] and moves[d["index"]]["type"] == "play" for d in found)
    for decision in found:
        answer = bridge.call("review_move", round=1, index=decision["index"])
        assert answer["seat"] == decision["seat"] and len(answer["choices"]) == decision["choices"]
        values = [c["value"] for c in answer["choices"]]
        assert values == sorted(values, reverse=True)
        assert answer["cost"] == pytest.approx(
            max(values) - next(c["value"] for c in answer["choices"] if c["move"] == answer["chosen"])
        )
        assert (answer["mark"] == "best") == (answer["cost"] == 0)
        assert answer == bridge.call("review_move", round=1, index=decision["index"])  # deterministic
    assert bridge.call("review_round", round=1, seats=[])["decisions"] == []


def test_marks_follow_the_thresholds():
    assert review.mark(0.0, True) == "best"
    assert [review.mark(cost, False) for cost in (0.5, 1.0, 2.9, 3.0, 5.9, 6.0, 30.0)] == [
        "good",
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]


def test_a_review_of_what_cannot_be_reviewed_is_refused_and_changes_nothing():
    bridge = played(3, {}, 4)
    moves = bridge.match.round.moves
    forced = next(i for i, m in enumerate(moves) if m["type"] != "play")
    for request in (
        {"round": 1, "index": forced},  # a pass: no choice
        {"round": 1, "index": len(moves)},
        {"round": 1, "index": -1},
        {"round": 2, "index": 0},
        {"round": 1, "index": 0, "budget": 0},
        {"round": 1, "index": 0, "source": "record"},  # no record read
        {"round": 1},
    ):
        refused(bridge, "bad_request", cmd="review_move", **request)
    for request in ({"round": 1, "seats": [3]}, {"round": 1, "seats": "0"}, {"round": 1}, {"seats": [0]}):
        refused(bridge, "bad_request", cmd="review_round", **request)
