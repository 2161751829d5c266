"""undo: a person playing against bots takes back their last move of the round and the
bots' moves after it (also when those ended the round or the match). Nothing is
revealed by it, playing the same moves again gives the same game, and the match
counts it (view.taken_back, kept in saves with the takeback's place in the history)."""

import json

import pytest
from blockdominoes.bridge import Bridge
from blockdominoes.rng import SplitMix64
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenarios import DOMINO_FOR_14, TIED_BLOCK, replay
from support import fails, play, start

BOT = {"type": "bot", "level": "easy"}
HUMAN = {"type": "human"}
SETUPS = [  # players, rules, the bots' level
    (2, {"target": 40}, "easy"),
    (3, {"game": "draw", "target": 30}, "medium"),
    (4, {"partnership": True, "target": 40}, "easy"),
    (4, {"opener": "highest_double", "match": "single"}, "medium"),
    (2, {"game": "draw", "opener": "highest_double", "target": 30}, "easy"),
]


def against_bots(scenario: dict, players: int, **extra) -> Bridge:
    """The scenario's round played out by hand, then every seat but 0 given to a bot."""
    bridge, _ = start(players, deal=scenario["hands"], opener=0, **extra)
    replay(bridge, scenario["moves"])
    for seat in range(1, players):
        bridge.call("set_seat", seat=seat, type="bot", level="easy")
    return bridge


def without_takebacks(view: dict) -> dict:
    """The view as if no move had been taken back: no count, no takeback in the history."""
    rest = {key: value for key, value in view.items() if key != "taken_back"}
    return {**rest, "history": [event for event in view["history"] if event["type"] != "takeback"]}


# -- the rule of it ----------------------------------------------------------------


def test_undo_after_your_domino_ended_the_match_gives_back_the_scores_and_the_result():
    bridge, _ = start(2, deal=DOMINO_FOR_14["hands"], opener=0, scores=[97, 70])
    replay(bridge, DOMINO_FOR_14["moves"][:-1])
    before = bridge.call("view", seat=0)["view"]
    play(bridge, 0, "00")
    bridge.call("set_seat", seat=1, type="bot", level="easy")
    ended = bridge.call("view")["view"]
    assert ended["match_result"]["scores"] == [111, 70] and len(ended["sheet"]) == 1
    answer = bridge.call("undo", seat=0)
    assert answer["events"] == [{"type": "takeback", "seat": 0, "moves": 1}]
    view = answer["view"]
    assert view["phase"] == "play" and view["match_result"] is None and view["result"] is None
    assert view["scores"] == [97, 70] and view["sheet"] == [] and view["taken_back"] == 1
    assert view["history"] == before["history"] + answer["events"]
    # before was seen in hot seat: the seats (and so can_undo) are those after set_seat
    assert without_takebacks(view) == without_takebacks({**before, "seats": view["seats"], "can_undo": True})


def test_undo_takes_back_the_bot_move_that_ended_the_round_too():
    bridge = against_bots(TIED_BLOCK, 2)  # seat 0 passed, then seat 1's [6|6] blocked the round
    assert bridge.call("view")["view"]["phase"] == "round_over"
    view = bridge.call("undo", seat=0)["view"]
    assert view["phase"] == "play" and view["turn"] == 0 and view["can_pass"]
    assert view["history"][-1] == {"type": "takeback", "seat": 0, "moves": 2}
    assert view["history"][-2]["type"] == "play" and view["history"][-2]["tile"] == [4, 6]


def test_undo_twice_goes_back_two_of_your_moves_and_the_match_counts_both():
    bridge = Bridge()
    view = bridge.call("new_match", seed=5, seats=[HUMAN, BOT], deal={"hands": TIED_BLOCK["hands"], "opener": 0})[
        "view"
    ]
    views = []
    for _ in range(3):
        views.append(bridge.call("view")["view"])
        move = views[-1]["legal"][0]
        bridge.call("play", seat=0, tile=move["tile"], end=move["end"])
        bridge.call("bot_turn", seat=0)
    first = bridge.call("undo", seat=0)["view"]
    second = bridge.call("undo", seat=0)["view"]
    assert without_takebacks(first) == without_takebacks(views[2])
    assert without_takebacks(second) == without_takebacks(views[1])
    assert first["history"][-1] == second["history"][-1] == {"type": "takeback", "seat": 0, "moves": 2}
    assert second["taken_back"] == 2 and view["taken_back"] == 0


def test_a_takeback_before_moves_now_taken_back_leaves_the_history_with_them():
    """The history is the round's line of play: a takeback whose moves are later
    taken back with it is no longer on that line, though the match still counts it."""
    bridge = Bridge()
    bridge.call("new_match", seed=5, seats=[HUMAN, BOT], deal={"hands": TIED_BLOCK["hands"], "opener": 0})
    for _ in range(2):
        move = bridge.call("view")["view"]["legal"][0]
        bridge.call("play", seat=0, tile=move["tile"], end=move["end"])
        bridge.call("bot_turn", seat=0)
    bridge.call("undo", seat=0)  # back to seat 0's second move
    view = bridge.call("undo", seat=0)["view"]  # and its first: the lead
    assert view["line"] == [] and view["taken_back"] == 2
    assert [e["type"] for e in view["history"]] == ["deal", "takeback"]


def test_in_the_draw_game_a_draw_is_a_move_and_the_boneyard_gives_the_same_tile_again():
    bridge = Bridge()
    bridge.call("new_match", seed=3, players=2, rules={"game": "draw"}, seats=[HUMAN, BOT])
    for _ in range(200):
        view = bridge.call("view")["view"]
        if view["turn"] == 0 and view["can_draw"]:
            break
        if view["turn"] != 0:
            bridge.call("bot_turn", seat=0)
        else:
            move = view["legal"][0]
            bridge.call("play", seat=0, tile=move["tile"], end=move["end"])
    drawn = bridge.call("draw", seat=0)["events"][0]["tile"]
    view = bridge.call("undo", seat=0)["view"]
    assert view["can_draw"] and drawn not in view["hand"]
    assert bridge.call("draw", seat=0)["events"][0]["tile"] == drawn


def test_the_count_and_the_takeback_are_kept_in_a_save():
    bridge, _ = start(2, deal=DOMINO_FOR_14["hands"], opener=0, seats=[HUMAN, BOT])
    replay(bridge, DOMINO_FOR_14["moves"][:1])
    bridge.call("bot_turn", seat=0)
    bridge.call("undo", seat=0)
    state = bridge.call("save")["state"]
    assert state["taken_back"] == 1 and state["takebacks"] == [{"at": 0, "seat": 0, "moves": 2}]
    other = Bridge()
    assert other.call("load", state=json.loads(json.dumps(state)))["view"] == bridge.call("view")["view"]
    assert other.call("save") == bridge.call("save")


def test_the_count_carries_into_the_next_rounds_and_their_saves():
    bridge = Bridge()
    bridge.call("new_match", seed=12, seats=[HUMAN, BOT], rules={"target": 200})
    for _ in range(400):
        view = bridge.call("view")["view"]
        if view["round"] == 2 and view["phase"] == "play":
            break
        if view["phase"] == "round_over":
            bridge.call("next_round")
        elif view["turn"] != 0:
            bridge.call("bot_turn", seat=0)
        else:
            if view["round"] == 1 and view["taken_back"] == 0 and view["line"]:
                bridge.call("undo", seat=0)
                continue
            move = bridge.call("hint", seat=0)["move"]
            bridge.call(move.pop("type"), seat=0, **move)
    assert view["round"] == 2 and view["taken_back"] == 1
    assert bridge.call("save")["state"]["taken_back"] == 1
    assert bridge.call("save")["state"]["takebacks"] == []


# -- refusals ----------------------------------------------------------------------


def test_undo_needs_a_game_and_a_seat():
    assert json.loads(Bridge().handle('{"cmd": "undo", "seat": 0}'))["error"]["code"] == "no_game"
    bridge, _ = start(2, seats=[HUMAN, BOT])
    fails(bridge, "bad_request", cmd="undo")
    fails(bridge, "bad_request", cmd="undo", seat=2)
    fails(bridge, "bad_request", cmd="undo", seat="0")


def test_undo_is_refused_in_hot_seat_for_a_bot_and_with_no_move_of_this_round():
    bridge = Bridge()
    bridge.call("new_match", seed=4, players=3, seats=[HUMAN, HUMAN, BOT])
    for _ in range(6):
        view = bridge.call("view")["view"]
        if view["seats"][view["turn"]]["type"] == "bot":
            bridge.call("bot_turn", seat=0)
        else:
            move = bridge.call("hint", seat=view["turn"])["move"]
            bridge.call(move.pop("type"), seat=view["turn"], **move)
    assert "person" in fails(bridge, "bad_request", cmd="undo", seat=0)  # seat 1 is a person too
    assert "bot" in fails(bridge, "bad_request", cmd="undo", seat=2)
    bridge.call("set_seat", seat=1, type="bot", level="easy")
    bridge.call("undo", seat=0)  # now everyone else is a bot
    fresh = Bridge()
    fresh.call("new_match", seed=4, players=2, seats=[HUMAN, BOT], deal={"hands": TIED_BLOCK["hands"], "opener": 1})
    assert "no move" in fails(fresh, "bad_request", cmd="undo", seat=0)


def test_after_next_round_the_moves_of_the_round_before_cannot_be_taken_back():
    bridge = against_bots(TIED_BLOCK, 2)
    bridge.call("next_round")
    view = bridge.call("view")["view"]
    if view["turn"] != 0:
        bridge.call("bot_turn", seat=0)
    assert "no move" in fails(bridge, "bad_request", cmd="undo", seat=0)


# -- can_undo: the view says beforehand what undo would do ----------------------------


def test_can_undo_follows_the_rule_of_undo():
    bridge = Bridge()
    bridge.call("new_match", seed=5, seats=[HUMAN, BOT], deal={"hands": TIED_BLOCK["hands"], "opener": 0})
    assert not bridge.call("view", seat=0)["view"]["can_undo"]  # no move of its own yet
    move = bridge.call("view")["view"]["legal"][0]
    view = bridge.call("play", seat=0, tile=move["tile"], end=move["end"])["view"]
    assert view["can_undo"]  # also while the bot is to move
    assert not bridge.call("view", seat=1)["view"]["can_undo"]  # a bot takes nothing back
    assert bridge.call("bot_turn", seat=0)["view"]["can_undo"]
    assert not bridge.call("undo", seat=0)["view"]["can_undo"]  # that was its only move


def test_can_undo_once_your_domino_ended_the_match_and_never_in_hot_seat():
    bridge, _ = start(2, deal=DOMINO_FOR_14["hands"], opener=0, scores=[97, 70])
    replay(bridge, DOMINO_FOR_14["moves"][:-1])
    ended = play(bridge, 0, "00")["view"]
    assert ended["phase"] == "match_over" and not ended["can_undo"]  # hot seat: two people
    bridge.call("set_seat", seat=1, type="bot", level="easy")
    assert bridge.call("view", seat=0)["view"]["can_undo"]
    assert bridge.call("undo", seat=0)["view"]["phase"] == "play"


def test_after_next_round_can_undo_is_false_until_you_move():
    bridge = against_bots(TIED_BLOCK, 2)
    assert bridge.call("view", seat=0)["view"]["can_undo"]  # the round is over: undo still works
    view = bridge.call("next_round", seat=0)["view"]
    assert not view["can_undo"]


def drive(bridge: Bridge) -> dict:
    """One step of a match: a bot moves, a person plays their first legal tile (or draws,
    or passes), or the next round begins."""
    view = bridge.call("view", seat=0)["view"]
    if view["phase"] == "round_over":
        bridge.call("next_round", seat=0)
    elif view["seats"][view["turn"]]["type"] == "bot":
        bridge.call("bot_turn", seat=0)
    else:
        bridge.call(**seat_move(bridge.call("view", seat=view["turn"])["view"]))


def seat_move(view: dict) -> dict:
    if view["legal"]:
        return {"cmd": "play", "seat": view["you"], "tile": view["legal"][0]["tile"], "end": view["legal"][0]["end"]}
    return {"cmd": "draw" if view["can_draw"] else "pass", "seat": view["you"]}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**63 - 1),
    steps=st.integers(1, 60),
    person=st.booleans(),
)
def test_can_undo_is_true_exactly_when_undo_for_that_seat_succeeds(setup, seed, steps, person):
    """Over random matches against bots (some with a second person at the table): at each
    step, for every seat, the view's can_undo is whether undo succeeds; asking for the
    views changes nothing."""
    players, rules, level = setup
    seats = [HUMAN, *[{"type": "bot", "level": level}] * (players - 1)]
    if person:
        seats[players - 1] = HUMAN
    bridge = Bridge(bot_time_cap=None)
    bridge.call("new_match", players=players, rules=rules, seed=seed, seats=seats)
    for _ in range(steps):
        state = bridge.handle('{"cmd": "save"}')
        for seat in range(players):
            said = bridge.call("view", seat=seat)["view"]["can_undo"]
            other = Bridge(bot_time_cap=None)
            other.call("load", state=json.loads(state)["result"]["state"])
            answer = json.loads(other.handle(json.dumps({"cmd": "undo", "seat": seat})))
            assert said == answer["ok"], (seat, answer)
            if not answer["ok"]:
                assert answer["error"]["code"] == "bad_request"
        assert bridge.handle('{"cmd": "save"}') == state  # the views left the match as it was
        if bridge.call("view")["view"]["phase"] == "match_over":
            break
        drive(bridge)


# -- properties ----------------------------------------------------------------------


def seat_0_move(view: dict, choices: SplitMix64) -> dict:
    if view["legal"]:
        move = view["legal"][choices.below(len(view["legal"]))]
        return {"cmd": "play", "seat": 0, "tile": move["tile"], "end": move["end"]}
    return {"cmd": "draw" if view["can_draw"] else "pass", "seat": 0}


def bots_until_seat_0(bridge: Bridge) -> dict:
    view = bridge.call("view")["view"]
    while view["phase"] == "play" and view["turn"] != 0:
        view = bridge.call("bot_turn", seat=0)["view"]
    return view


def play_until(bridge: Bridge, choices: SplitMix64, decisions: int | None) -> int:
    """Seat 0 and the bots play; it stops when seat 0 is to make decision number
    ``decisions`` (or at the match's end); how many it made."""
    made = 0
    while True:
        view = bots_until_seat_0(bridge)
        if view["phase"] == "match_over" or (made == decisions and view["phase"] == "play"):
            return made
        if view["phase"] == "round_over":
            bridge.call("next_round")
            continue
        bridge.call(**seat_0_move(bridge.call("view")["view"], choices))
        made += 1


def new_match(setup, seed) -> Bridge:
    players, rules, level = setup
    bridge = Bridge(bot_time_cap=None)
    bots = [{"type": "bot", "level": level}] * (players - 1)
    bridge.call("new_match", players=players, rules=rules, seed=seed, seats=[HUMAN, *bots])
    return bridge


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 2**64 - 1),
    when=st.integers(0, 2**16),
)
def test_undo_reveals_nothing_and_the_same_moves_again_give_the_same_game(setup, seed, moves, when):
    total = play_until(new_match(setup, seed), SplitMix64(moves), None)
    bridge, choices = new_match(setup, seed), SplitMix64(moves)
    play_until(bridge, choices, when % total)  # seat 0 is to act, somewhere in the match
    before = bridge.call("view", seat=0)["view"]
    moves_before = len(bridge.call("save")["state"]["moves"])
    move = seat_0_move(before, choices)
    bridge.call(**move)
    bots_until_seat_0(bridge)  # up to seat 0's next turn, or the end of the round or match
    after = bridge.call("view", seat=0)["view"]
    taken = len(bridge.call("save")["state"]["moves"]) - moves_before
    answer = bridge.call("undo", seat=0)
    assert answer["events"] == [{"type": "takeback", "seat": 0, "moves": taken}]
    undone = answer["view"]
    # What seat 0 sees is what it saw before its move, but for the takeback itself.
    assert undone["taken_back"] == before["taken_back"] + 1
    assert undone["history"] == before["history"] + answer["events"]
    assert {**undone, "taken_back": 0, "history": []} == {**before, "taken_back": 0, "history": []}
    # Playing the same move again, the bots answer as before: the same game.
    bridge.call(**move)
    bots_until_seat_0(bridge)
    again = bridge.call("view", seat=0)["view"]
    assert without_takebacks(again) == without_takebacks(after)
    # A save keeps all of it.
    other = Bridge(bot_time_cap=None)
    assert other.call("load", state=bridge.call("save")["state"])["view"] == bridge.call("view")["view"]


@pytest.mark.parametrize("setup", SETUPS)
def test_a_whole_match_with_a_takeback_at_every_turn_ends_as_the_match_without_them(setup):
    plain = new_match(setup, 77)
    play_until(plain, SplitMix64(5), None)
    bridge, choices = new_match(setup, 77), SplitMix64(5)
    undos = 0
    while True:
        view = bots_until_seat_0(bridge)
        if view["phase"] == "match_over":
            break
        if view["phase"] == "round_over":
            bridge.call("next_round")
            continue
        move = seat_0_move(bridge.call("view")["view"], choices)
        bridge.call(**move)
        bots_until_seat_0(bridge)
        bridge.call("undo", seat=0)
        undos += 1
        bridge.call(**move)
    final, expected = bridge.call("view")["view"], plain.call("view")["view"]
    assert final["taken_back"] == undos > 0
    assert without_takebacks(final) == without_takebacks(expected)
