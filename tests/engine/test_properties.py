"""Invariants over many random games (hypothesis): conservation, legality,
termination, scores that never fall, one winner or none, a score sheet that adds
up, a lead that names the one legal tile to its opener alone, determinism, and
hidden information."""

from blockdominoes.bridge import Bridge
from blockdominoes.fast import deal, random_playout
from blockdominoes.rng import SplitMix64
from blockdominoes.tiles import as_list
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SETUPS = [
    (2, {}),
    (3, {}),
    (4, {}),
    (4, {"partnership": True}),
    (2, {"game": "draw"}),
    (3, {"game": "draw"}),
    (4, {"opener": "highest_double", "match": "single"}),
    (2, {"target": 30}),
]
GAMES = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def fits(tile, ends):
    return ends is None or ends["left"] in tile or ends["right"] in tile


def check_position(bridge: Bridge, view: dict) -> None:
    players = view["players"]
    state = bridge.call("save")["state"]
    held = [tuple(t) for hand in state["position"]["hands"] for t in hand]
    line = [tuple(e["tile"]) for e in view["line"]]
    undealt = view["sleeping"] + view["boneyard"]
    assert len(held) + len(line) + undealt == 28
    assert len(set(held + line)) == len(held) + len(line)
    for seat in range(players):
        seat_view = bridge.call("view", seat=seat)["view"]
        assert seat_view["lead"] is None  # the line has a tile
        hand = [tuple(t) for t in seat_view["hand"]]
        assert len(hand) == view["hand_counts"][seat]
        if seat_view["turn"] != seat:
            assert seat_view["legal"] == [] and not seat_view["can_pass"] and not seat_view["can_draw"]
            continue
        legal = {(tuple(m["tile"]), m["end"]) for m in seat_view["legal"]}
        ends = seat_view["ends"]
        if ends is None:
            assert {t for t, _ in legal} <= set(hand) and all(e is None for _, e in legal)
        else:
            expected = {(t, end) for t in hand for end in ("left", "right") if ends[end] in t}
            assert legal == expected
        assert seat_view["can_pass"] == (not legal and seat_view["boneyard"] == 0)


def check_lead(bridge: Bridge, view: dict) -> None:
    """Before the lead: under O1 one tile may open, and only the opener is told which."""
    for seat in range(view["players"]):
        seat_view = bridge.call("view", seat=seat)["view"]
        lead = seat_view["lead"]
        if view["rules"]["opener"] == "lot":
            assert lead == {"tile": None, "reason": "any"}
            continue
        assert lead["reason"] in ("highest_double", "heaviest")
        assert (lead["tile"] is not None) == (seat == view["opener"])
        if lead["tile"] is not None:
            assert seat_view["legal"] == [{"tile": lead["tile"], "end": None}]
            assert (lead["reason"] == "highest_double") == (lead["tile"][0] == lead["tile"][1])


def play_random_match(players, rules, seed, choices, checks=True, max_rounds=40):
    bridge = Bridge()
    view = bridge.call("new_match", players=players, rules=rules, seed=seed, seats=[{"type": "human"}] * players)[
        "view"
    ]
    scores = view["scores"]
    rounds = 0
    while view["phase"] != "match_over" and rounds < max_rounds:
        moves = 0
        if checks:
            check_lead(bridge, view)
        while view["phase"] == "play":
            moves += 1
            assert moves <= 28 * 3 + 60, "a round must end"
            actor = view["turn"]
            seat_view = bridge.call("view", seat=actor)["view"]
            if seat_view["legal"]:
                move = seat_view["legal"][choices.below(len(seat_view["legal"]))]
                view = bridge.call("play", seat=actor, tile=move["tile"], end=move["end"])["view"]
            elif seat_view["can_draw"]:
                view = bridge.call("draw", seat=actor)["view"]
            else:
                view = bridge.call("pass", seat=actor)["view"]
            assert all(new >= old for new, old in zip(view["scores"], scores, strict=True))
            assert view["scores"] == scores or view["phase"] != "play"
            if checks:
                check_position(bridge, view)
        result = view["result"]
        gained = [new - old for new, old in zip(view["scores"], scores, strict=True)]
        assert view["sheet"][-1] == {
            "round": view["round"],
            "points": gained,
            "winner": result["winner"],
            "scores": view["scores"],
        }
        assert [line["round"] for line in view["sheet"]] == list(range(1, view["round"] + 1))
        if result["winner"] is None:
            assert gained == [0] * len(gained) and result["points"] == 0
        else:
            assert [i for i, g in enumerate(gained) if g] in ([], [result["winner"]])
            assert gained[result["winner"]] == result["points"] >= 0
        scores = view["scores"]
        rounds += 1
        if view["phase"] == "round_over":
            view = bridge.call("next_round")["view"]
    return bridge, view


@GAMES
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), moves=st.integers(0, 2**64 - 1))
def test_random_matches_keep_every_invariant(setup, seed, moves):
    players, rules = setup
    play_random_match(players, rules, seed, SplitMix64(moves), max_rounds=3)


@settings(max_examples=40, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), moves=st.integers(0, 2**64 - 1))
def test_the_same_seed_and_moves_give_the_same_match(setup, seed, moves):
    players, rules = setup
    first, view1 = play_random_match(players, rules, seed, SplitMix64(moves), checks=False, max_rounds=5)
    second, view2 = play_random_match(players, rules, seed, SplitMix64(moves), checks=False, max_rounds=5)
    assert first.call("save") == second.call("save") and view1 == view2


def test_thousands_of_fast_rounds_conserve_tiles_and_end():
    state = 99
    for players, size in [(2, 7), (3, 5), (4, 5), (4, 7)] * 1000:
        hands, rest, state = deal(players, size, state)
        before = sorted(t for hand in hands for t in hand) + sorted(rest)
        record = []
        went_out, state = random_playout([list(h) for h in hands], -1, -1, 0, None, state, record)
        played = [tile for _, tile, _ in record if tile is not None]
        assert len(set(played)) == len(played)
        assert len(before) == 28 and len(set(before)) == 28
        if went_out >= 0:
            assert sorted(t for seat, t, _ in record if seat == went_out and t is not None) == sorted(hands[went_out])


def replay_record(players, size, hands, boneyard, record, game):
    """Feeds a fast playout's moves to the engine; the engine's view at the end."""
    bridge = Bridge()
    rules = {"game": game, "partnership": players == 4 and size == 7}
    request = {
        "cmd": "new_match",
        "players": players,
        "rules": rules,
        "seed": 1,
        "seats": [{"type": "human"}] * players,
        "deal": {"hands": [[as_list(t) for t in h] for h in hands], "opener": 0},
    }
    if boneyard is not None:
        request["deal"]["boneyard"] = [as_list(t) for t in boneyard]
    view = bridge.call(**request)["view"]
    for seat, tile, end in record:
        if view["phase"] != "play":
            assert tile is None, "the fast path played on after the engine ended the round"
            continue
        if tile is None:
            view = bridge.call("pass", seat=seat)["view"]
        elif end == "draw":
            events = bridge.call("draw", seat=seat)
            assert events["events"][0]["tile"] == as_list(tile)
            view = events["view"]
        else:
            view = bridge.call("play", seat=seat, tile=as_list(tile), end=end)["view"]
    return view


@settings(max_examples=200, deadline=None)
@given(
    setup=st.sampled_from(
        [(2, 7, "block"), (3, 5, "block"), (4, 5, "block"), (4, 7, "block"), (2, 7, "draw"), (3, 5, "draw")]
    ),
    state=st.integers(0, 2**64 - 1),
)
def test_the_fast_path_plays_by_the_engines_rules(setup, state):
    players, size, game = setup
    hands, rest, state = deal(players, size, state)
    boneyard = list(rest) if game == "draw" else None  # the deal gives the engine this order too
    record = []
    went_out, _ = random_playout([list(h) for h in hands], -1, -1, 0, boneyard and list(boneyard), state, record)
    view = replay_record(players, size, hands, boneyard, record, game)
    assert view["phase"] != "play"
    result = view["result"]
    assert result["reason"] == ("domino" if went_out >= 0 else "blocked")
    assert result["went_out"] == (went_out if went_out >= 0 else None)


def tiles_shown(value, key=None) -> set:
    """Every tile a view shows anywhere (under "tile", "hand" or "hands"), the public lot aside."""
    if key == "lot":
        return set()
    if key in ("hand", "hands") and isinstance(value, list):
        flat = [t for item in value for t in (item if item and isinstance(item[0], list) else [item])]
        return {tuple(t) for t in flat}
    if key == "tile" and isinstance(value, list):
        return {tuple(value)}
    if isinstance(value, dict):
        return set().union(*(tiles_shown(v, k) for k, v in value.items()))
    if isinstance(value, list):
        return set().union(*(tiles_shown(v) for v in value))
    return set()


def test_hidden_tiles_never_appear_in_another_seats_view_while_the_round_is_on():
    for players, rules in SETUPS:
        bridge = Bridge()
        view = bridge.call(
            "new_match",
            players=players,
            rules=rules,
            seed=5,
            seats=[{"type": "bot", "level": "easy"}] * players,
        )["view"]
        while view["phase"] == "play":
            state = bridge.call("save")["state"]
            line = {tuple(e["tile"]) for e in view["line"]}
            for seat in range(players):
                seat_view = bridge.call("view", seat=seat)["view"]
                assert tiles_shown(seat_view) == {tuple(t) for t in seat_view["hand"]} | line
                assert {tuple(t) for t in seat_view["hand"]} == {tuple(t) for t in state["position"]["hands"][seat]}
            view = bridge.call("bot_turn", seat=0)["view"]
        for seat in range(players):  # at the end every hand is revealed
            result = bridge.call("view", seat=seat)["view"]["result"]
            assert result["hands"] == bridge.call("save")["state"]["position"]["hands"]
