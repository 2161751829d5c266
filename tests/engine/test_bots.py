"""The computer opponents: legal, pure, blind to hidden tiles, on time,
reproducible; and the knowledge, sampling and scoring they are built on."""

import copy
import json
import time

import pytest
from blockdominoes import bots, savefile
from blockdominoes.bots import hard, medium
from blockdominoes.bots.knowledge import read_view
from blockdominoes.bots.moves import plays
from blockdominoes.bots.sampling import Sampler
from blockdominoes.bots.search import round_value
from blockdominoes.bridge import Bridge
from blockdominoes.match import BOT_STREAM, Match
from blockdominoes.rng import MASK64, SplitMix64, derive
from blockdominoes.rules import make_rules
from blockdominoes.tiles import HAS, TILES, as_list, ids_of, tile_id
from blockdominoes.views import view_of
from blockdominoes_lab import omniscient, tournament
from blockdominoes_lab.cli import main
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import T, ask

SETUPS = [
    (2, {}),
    (3, {}),
    (4, {}),
    (4, {"partnership": True}),
    (2, {"opener": "highest_double", "match": "single"}),
    (4, {"opener": "highest_double", "match": "single"}),
    (2, {"game": "draw"}),
    (3, {"game": "draw"}),
    (2, {"target": 30}),
]
BLOCK_SETUPS = [(2, {}), (3, {}), (4, {}), (4, {"partnership": True})]
LIGHT_HARD = 6000  # a smaller hard budget where a test needs many decisions
FEW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
POSITIONS = given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32), steps=st.integers(0, 14))


def new_match(players: int, rules: dict, seed: int) -> Match:
    spec = make_rules(players, rules)
    seats = [{"type": "bot", "level": "medium", "name": None}] * players
    match, _ = Match.start(spec, seats, seed, [0] * spec.sides)
    return match


def advance(match: Match, steps: int, seed: int) -> None:
    """Plays ``steps`` moves (easy bots, so positions vary) while the round lasts."""
    for step in range(steps):
        if match.round.over:
            return
        seat = match.round.turn
        move = bots.choose("easy", view_of(match, seat), SplitMix64(seed + step))
        match.apply(dict(move, seat=seat))


def mid_round(players: int, rules: dict, seed: int, steps: int) -> Match | None:
    """A match ``steps`` moves into its first round, or None when the round is over by then."""
    match = new_match(players, rules, seed)
    advance(match, steps, seed)
    return None if match.round.over else match


def choice_position(players: int, rules: dict, seed: int, steps: int) -> Match | None:
    """A match whose seat to act has at least two different plays, or None."""
    match = new_match(players, rules, seed)
    advance(match, steps, seed)
    while not match.round.over:
        view = view_of(match, match.round.turn)
        if view["legal"] and len(plays(view)) > 1:
            return match
        advance(match, 1, seed)
    return None


def decide(level: str, match: Match, seat: int, seed: int) -> dict:
    view = view_of(match, seat)
    if level == "omniscient":
        hidden = {"hands": list(match.round.hands), "rest": list(match.round.rest)}
        return omniscient.choose(view, hidden, SplitMix64(seed), LIGHT_HARD)
    if level == "light hard":
        return hard.choose(view, SplitMix64(seed), LIGHT_HARD)
    return bots.choose(level, view, SplitMix64(seed))


def uncapped(level: str, view: dict, seed: int) -> dict:
    """A decision without the hard bot's time cap: the cap is the one thing that
    may make a decision depend on the machine (and its load) rather than on
    the view and the seed."""
    if level == "hard":
        return hard.choose(view, SplitMix64(seed), time_cap=None)
    return bots.choose(level, view, SplitMix64(seed))


def is_legal(move: dict, view: dict) -> bool:
    if move["type"] == "play":
        return {"tile": move["tile"], "end": move["end"]} in view["legal"]
    return view["can_draw"] if move["type"] == "draw" else view["can_pass"]


# -- legal, pure, reproducible ------------------------------------------------


@FEW
@POSITIONS
def test_every_bot_returns_a_legal_move_and_changes_nothing(setup, seed, steps):
    match = mid_round(*setup, seed, steps)
    if match is None:
        return
    seat = match.round.turn
    before = json.dumps(savefile.dump(match), sort_keys=True)
    for level in bots.LEVELS + ("omniscient",):
        view = view_of(match, seat)
        untouched = copy.deepcopy(view)
        move = decide(level, match, seat, seed)
        assert is_legal(move, view), (level, move, view["legal"])
        assert view == untouched
        assert json.dumps(savefile.dump(match), sort_keys=True) == before
    match.apply(dict(move, seat=seat))  # the engine accepts it too


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32))
def test_whole_rounds_of_bots_only_play_legal_moves(setup, seed):
    players, rules = setup
    match = new_match(players, rules, seed)
    levels = ["easy", "medium", "light hard", "omniscient"]
    moves = 0
    while not match.round.over:
        seat = match.round.turn
        move = decide(levels[(seat + seed) % 4], match, seat, seed + moves)
        assert is_legal(move, view_of(match, seat))
        match.apply(dict(move, seat=seat))
        moves += 1
    assert match.round.result is not None


@FEW
@POSITIONS
def test_the_same_view_and_seed_give_the_same_decision(setup, seed, steps):
    match = choice_position(*setup, seed, steps)
    if match is None:
        return
    seat = match.round.turn
    for level in bots.LEVELS:
        first = uncapped(level, view_of(match, seat), seed)
        again = uncapped(level, copy.deepcopy(view_of(match, seat)), seed)
        assert first == again


def test_without_a_fitting_tile_every_level_draws_or_passes():
    bridge = Bridge()
    bridge.call(
        "new_match",
        players=2,
        seed=3,
        seats=[{"type": "human"}] * 2,
        rules={"game": "draw"},
        deal={
            "hands": [
                [T("66"), T("01"), T("02"), T("03"), T("04"), T("05"), T("06")],
                [T("11"), T("12"), T("13"), T("14"), T("15"), T("22"), T("23")],
            ],
            "opener": 0,
        },
    )
    bridge.call("play", seat=0, tile=T("66"))
    view = bridge.call("view", seat=1)["view"]
    for level in bots.LEVELS:
        assert bots.choose(level, view, SplitMix64(1)) == {"type": "draw"}


# -- blind to hidden tiles ------------------------------------------------------


def replay(players: int, rules: dict, hands: list, opener: int, moves: list) -> Bridge | None:
    """A bridge with this deal and these moves, or None when they do not replay."""
    bridge = Bridge()
    answer = ask(
        bridge,
        cmd="new_match",
        players=players,
        seed=5,
        rules=rules,
        seats=[{"type": "human"}] * players,
        deal={"hands": [[as_list(t) for t in hand] for hand in hands], "opener": opener},
    )
    if not answer["ok"]:
        return None
    for move in moves:
        request = {"cmd": move["type"], "seat": move["seat"]}
        if move["type"] == "play":
            request.update(tile=move["tile"], end=move["end"])
        if not ask(bridge, **request)["ok"]:
            return None
    return bridge


def other_deal(match: Match, viewer: int, rng: SplitMix64) -> list[list[int]]:
    """The deal with every tile the viewer has not seen shuffled among the other
    hands and the sleeping set, keeping the tiles already played where they were."""
    rnd = match.round
    dealt_hands, dealt_rest = rnd.dealt
    played = {tile_id(*m["tile"]) for m in rnd.moves if m["type"] == "play"}
    hidden = [t for s, hand in enumerate(dealt_hands) if s != viewer for t in ids_of(hand) if t not in played] + list(
        dealt_rest
    )
    rng.shuffle(hidden)
    hands = []
    for seat, hand in enumerate(dealt_hands):
        tiles = ids_of(hand)
        if seat != viewer:
            tiles = [t for t in tiles if t in played]
            while len(tiles) < len(ids_of(hand)):
                tiles.append(hidden.pop())
        hands.append(tiles)
    return hands


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(BLOCK_SETUPS), seed=st.integers(0, 2**32), steps=st.integers(1, 10))
def test_decisions_do_not_depend_on_hidden_tiles(setup, seed, steps):
    players, rules = setup
    match = choice_position(players, rules, seed, steps)
    if match is None:
        return
    seat, rnd = match.round.turn, match.round
    dealt = [ids_of(h) for h in rnd.dealt[0]]
    original = replay(players, rules, dealt, rnd.opener, rnd.moves)
    view = original.call("view", seat=seat)["view"]
    rng = SplitMix64(seed)
    for _ in range(30):  # find a different hidden deal that the same history allows
        hands = other_deal(match, seat, rng)
        if [sorted(h) for h in hands] == dealt:
            continue
        changed = replay(players, rules, hands, rnd.opener, rnd.moves)
        if changed is not None and changed.call("view", seat=seat)["view"] == view:
            break
    else:
        return
    saved = [b.call("save")["state"]["position"]["hands"] for b in (original, changed)]
    assert saved[0] != saved[1]  # the hidden tiles really differ
    for level in bots.LEVELS:
        decisions = [uncapped(level, b.call("view", seat=seat)["view"], seed) for b in (original, changed)]
        assert decisions[0] == decisions[1], level


def undo_derive(state: int, later_parts: list[int]) -> int:
    """The first part given to rng.derive, worked back from its result and the other parts."""
    golden = 0x9E3779B97F4A7C15

    def unmix(z: int) -> int:
        z ^= (z >> 31) ^ (z >> 62)
        z = z * 0x319642B2D24D8EC3 & MASK64
        z ^= (z >> 27) ^ (z >> 54)
        z = z * 0x96DE1B173F119089 & MASK64
        return z ^ (z >> 30) ^ (z >> 60)

    for part in reversed(later_parts):
        state = ((unmix(state) - golden) & MASK64) ^ part
    return ((unmix(state) - golden) & MASK64) ^ golden


def test_undo_derive_really_inverts_derive():
    assert undo_derive(derive(123456789, 2, 3, 4, 1), [2, 3, 4, 1]) == 123456789


def test_the_generator_a_bot_is_given_does_not_give_away_the_match_seed():
    """From the seed every hidden tile follows, so a bot must not be able to find it."""
    seen = []
    real_choose = bots.choose

    def watching(level, view, rng, time_cap=None):
        moves = sum(event["type"] in ("play", "pass", "draw") for event in view["history"])
        seen.append(undo_derive(rng.state, [BOT_STREAM, view["round"], moves, view["you"]]))
        return real_choose(level, view, rng, time_cap)

    bridge = Bridge(bot_time_cap=None)
    bridge.call("new_match", seed=123456789012345, seats=[{"type": "bot", "level": "easy"}] * 2)
    bots.choose = watching
    try:
        for _ in range(4):
            bridge.call("bot_turn", seat=0)
    finally:
        bots.choose = real_choose
    assert len(seen) == 4 and 123456789012345 not in seen


# -- on time ----------------------------------------------------------------------


def test_hard_decisions_stay_well_inside_the_time_budget():
    slowest = 0.0
    for players, rules in SETUPS[:4] + SETUPS[6:7]:
        match = choice_position(players, rules, 17, 2)
        view = view_of(match, match.round.turn)
        started = time.perf_counter()
        bots.choose("hard", view, SplitMix64(1))
        slowest = max(slowest, time.perf_counter() - started)
    assert slowest < 4 * hard.TIME_CAP  # generous: the benchmark measures the real figures


def test_the_time_cap_cuts_a_huge_budget_short():
    match = choice_position(4, {"partnership": True}, 8, 0)
    view = view_of(match, match.round.turn)
    started = time.perf_counter()
    move = hard.choose(view, SplitMix64(1), work=10**9, time_cap=0.05)
    assert time.perf_counter() - started < 1.0
    assert is_legal(move, view)


# -- what the bots know ------------------------------------------------------------


def test_a_pass_proves_the_passer_lacks_both_end_numbers():
    bridge = Bridge()
    bridge.call(
        "new_match",
        players=2,
        seed=1,
        seats=[{"type": "human"}] * 2,
        deal={
            "hands": [
                [T("35"), T("33"), T("55"), T("01"), T("02"), T("04"), T("06")],
                [T("11"), T("12"), T("14"), T("16"), T("22"), T("24"), T("26")],
            ],
            "opener": 0,
        },
    )
    bridge.call("play", seat=0, tile=T("35"))
    bridge.call("pass", seat=1)
    kn = read_view(bridge.call("view", seat=0)["view"])
    assert kn.void[1] == (1 << 3) | (1 << 5)
    assert not kn.allowed[1] & (HAS[3] | HAS[5])
    assert kn.allowed[1] & HAS[1]
    assert kn.counts == [6, 7] and kn.rest == 14


def test_the_highest_double_lead_proves_no_hand_held_a_higher_double():
    bridge = Bridge()
    bridge.call(
        "new_match",
        players=2,
        seed=1,
        seats=[{"type": "human"}] * 2,
        rules={"opener": "highest_double", "match": "single"},
        deal={
            "hands": [
                [T("44"), T("01"), T("02"), T("03"), T("12"), T("13"), T("23")],
                [T("14"), T("15"), T("16"), T("24"), T("25"), T("26"), T("34")],
            ]
        },
    )
    bridge.call("play", seat=0, tile=T("44"))
    kn = read_view(bridge.call("view", seat=1)["view"])
    for double in ("55", "66"):
        assert not kn.allowed[0] >> tile_id(*T(double)) & 1
    assert kn.allowed[0] >> tile_id(*T("33")) & 1


@FEW
@POSITIONS
def test_sampled_deals_agree_with_everything_the_seat_knows(setup, seed, steps):
    match = mid_round(*setup, seed, steps)
    if match is None:
        return
    seat = match.round.turn
    kn = read_view(view_of(match, seat))
    sampler = Sampler(kn)
    state = seed
    for _ in range(20):
        hands, rest, state = sampler(state)
        assert sorted(hands[seat]) == sorted(kn.hand)
        assert [len(hand) for hand in hands] == kn.counts
        assert len(rest) == kn.rest
        others = [t for s, hand in enumerate(hands) if s != seat for t in hand] + rest
        assert sorted(others) == ids_of(kn.unseen)
        for other, hand in enumerate(hands):
            assert all(kn.allowed[other] >> t & 1 for t in hand)  # the truth always fits


def test_a_round_is_worth_what_it_means_for_the_match():
    bridge = Bridge()
    bridge.call(
        "new_match",
        players=2,
        seed=1,
        seats=[{"type": "human"}] * 2,
        scores=[95, 0],
        deal={
            "hands": [[T(p) for p in "66 01 02 03 04 05 06".split()], [T(p) for p in "11 12 13 14 15 16 22".split()]],
            "opener": 0,
        },
    )
    value = round_value(read_view(bridge.call("view", seat=0)["view"]))
    heavy = [tile_id(*T("66")), tile_id(*T("55"))]  # 22 pips left in the loser's hand
    # Seat 0 needs 5 to win: more points are worth nothing more, the match is worth half the target.
    assert value([[], heavy], 0) == 5 + 50
    assert value([heavy, []], 1) == -22
    assert value([[tile_id(0, 1)], heavy], -1) == 5 + 50  # blocked 1 against 22: 21 points
    assert value([heavy, list(heavy)], -1) == 0  # a tied block scores nothing


def test_in_a_single_hand_winning_outweighs_any_margin():
    match = new_match(3, {"match": "single"}, 4)
    value = round_value(read_view(view_of(match, 0)))
    six_six = tile_id(6, 6)
    assert value([[], [six_six], [six_six]], 0) > 100
    assert value([[six_six], [], []], 1) < -100
    assert 0 < value([[], [1], [1]], 0) - 100 < value([[], [six_six], [1]], 0) - 100


# -- how they play -----------------------------------------------------------------


def test_medium_leads_its_heaviest_double():
    bridge = Bridge()
    bridge.call(
        "new_match",
        players=2,
        seed=1,
        seats=[{"type": "human"}] * 2,
        deal={
            "hands": [[T(p) for p in "25 01 02 04 06 66 56".split()], [T(p) for p in "11 12 13 14 15 16 22".split()]],
            "opener": 0,
        },
    )
    view = bridge.call("view", seat=0)["view"]
    assert bots.choose("medium", view, SplitMix64(1)) == {"type": "play", "tile": [6, 6], "end": None}


@pytest.mark.parametrize("partnership, weight", [(False, medium.NEXT_LACKS), (True, medium.PARTNER_LACKS)])
def test_medium_counts_a_known_void_on_the_ends_it_leaves(partnership, weight):
    match = choice_position(4, {"partnership": partnership}, 21, 3)
    seat = match.round.turn
    view = view_of(match, seat)
    kn = read_view(view)
    for option in plays(view):
        _, _, left, right = option
        knowing = read_view(view)
        lacking = (seat + 1) % 4 if not partnership else (seat + 2) % 4
        if knowing.void[lacking] >> left & 1:
            continue
        knowing.void[lacking] |= 1 << left
        assert medium.score(knowing, *option) - medium.score(kn, *option) == weight


# -- the reference bot and the tournament ----------------------------------------------


def test_the_omniscient_bot_is_no_level_the_bridge_offers():
    assert "omniscient" not in bots.LEVELS and "omniscient" not in bots.PLAYERS
    answer = ask(
        Bridge(), cmd="new_match", players=2, seats=[{"type": "human"}, {"type": "bot", "level": "omniscient"}]
    )
    assert answer["error"]["code"] == "bad_request"


def test_wilson_intervals():
    low, high = tournament.wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = tournament.wilson(0, 20)
    assert low == pytest.approx(0.0, abs=1e-12) and high == pytest.approx(0.1611, abs=1e-4)


def test_a_tournament_rotates_seats_over_the_same_deals():
    # Twin bots decide alike from the same seat, so a rotation replays the same games
    # with the entrants' places swapped.
    games = tournament.play_all(["medium", "medium"], {}, {"work": 1000, "time_cap": None}, 9, 1, 1)
    assert len(games) == 2
    assert games[0]["margins"][0] == games[1]["margins"][1]
    assert games[0]["won"] == games[1]["won"][::-1]
    assert len(games[0]["margins"][0]) > 1
    for game in games:
        assert sum(game["margins"][0]) + sum(game["margins"][1]) == 0


def test_the_tournament_command_prints_win_rates(capsys):
    assert (
        main(
            [
                "tournament",
                "--levels",
                "medium,easy",
                "--matches",
                "4",
                "--workers",
                "1",
                "--single",
                "--capture",
                "--work",
                "1000",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "win rate" in out and "medium" in out and "easy" in out
    assert "captures" in out and "omniscient" in out


# -- the search's parts ---------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63), players=st.sampled_from([2, 3, 4]))
def test_greedy_playouts_shed_the_heaviest_tile_and_greed_zero_is_random_playout(seed, players):
    from blockdominoes.fast import FACES, deal, playout, random_playout

    hands, _, state = deal(players, 7 if players == 2 else 5, seed)
    record = []
    playout([list(h) for h in hands], -1, -1, 0, None, state, record, 256)
    held = [list(h) for h in hands]
    left = right = None
    for seat, tile, end in record:
        if tile is None:
            continue
        if end is not None:
            fitting = [t for t in held[seat] if FACES[t] & ((1 << left) | (1 << right))]
            assert sum(TILES[tile]) == max(sum(TILES[t]) for t in fitting)
        held[seat].remove(tile)
        low, high = TILES[tile]
        if end is None:
            left, right = low, high
        elif end == "left":
            left = high if low == left else low
        else:
            right = high if low == right else low
    assert playout([list(h) for h in hands], -1, -1, 0, None, state, None, 0) == random_playout(
        [list(h) for h in hands], -1, -1, 0, None, state
    )


def seat_0_reads(first: str, second: str, *moves: dict):
    """Seat 0's knowledge after ``moves`` (seat 0 opens) from the hands given as digit pairs."""
    bridge = Bridge()
    bridge.call(
        "new_match",
        players=2,
        seed=1,
        seats=[{"type": "human"}] * 2,
        deal={"hands": [[T(p) for p in first.split()], [T(p) for p in second.split()]], "opener": 0},
    )
    for move in moves:
        bridge.call(**move)
    return read_view(bridge.call("view", seat=0)["view"])


def test_a_light_play_makes_deals_with_a_heavy_fitting_tile_less_likely():
    from blockdominoes.bots.reading import weigher

    kn = seat_0_reads(
        "35 01 02 04 06 11 12",
        "03 66 13 14 15 16 22",
        dict(cmd="play", seat=0, tile=T("35")),
        # a light 3 while other 3s and 5s fit
        dict(cmd="play", seat=1, tile=T("03"), end="left"),
    )
    assert kn.choices_seen == [(1, tile_id(0, 3), (3, 5), (0, 5), 1 << tile_id(3, 5), (0, 0), 1 << tile_id(0, 3))]
    weight = weigher(kn)
    light = [tile_id(*T(p)) for p in "13 14 16 22 23 24".split()]
    heavy = [tile_id(*T(p)) for p in "55 14 16 22 23 24".split()]
    assert weight([kn.hand, heavy]) < weight([kn.hand, light])


def test_plays_are_read_with_what_the_player_knew_then():
    """A player who opened an end the next seat had passed on, while holding a
    double that kept both such ends showing, is read as unlikely to have held it:
    a deal with that light double weighs less than one with a slightly heavier
    tile that would have done no such good."""
    from blockdominoes.bots.reading import weigher

    kn = seat_0_reads(
        "35 02 04 06 22 24 26",
        "13 16 33 34 44 45 55",
        dict(cmd="play", seat=0, tile=T("35")),
        dict(cmd="play", seat=1, tile=T("13"), end="left"),
        dict(cmd="pass", seat=0),
        dict(cmd="play", seat=1, tile=T("16"), end="left"),
    )
    seat, tile, before, after, line, void, later = kn.choices_seen[-1]
    assert (seat, tile, before, after) == (1, tile_id(1, 6), (1, 5), (6, 5))
    assert void[0] == (1 << 1) | (1 << 5) and later == 1 << tile_id(1, 6)
    assert line == (1 << tile_id(3, 5)) | (1 << tile_id(1, 3))
    weight = weigher(kn)
    kept_ends = [tile_id(*T(p)) for p in "11 33 34 44 66".split()]
    no_good = [tile_id(*T(p)) for p in "12 33 34 44 66".split()]
    assert weight([kn.hand, kept_ends]) < weight([kn.hand, no_good])


def test_a_very_sure_reading_neither_overflows_nor_loses_the_order(monkeypatch):
    """The capture study reads with a near-exact model of medium: odds of e**(BETA x
    score gap) must stay finite, and a deal that explains the play must still weigh more."""
    from blockdominoes.bots import reading

    monkeypatch.setattr(reading, "BETA", 100.0)  # e**(100 x an 11-pip gap) is beyond any float
    kn = seat_0_reads(
        "35 01 02 04 06 11 12",
        "03 66 13 14 15 16 22",
        dict(cmd="play", seat=0, tile=T("35")),
        dict(cmd="play", seat=1, tile=T("03"), end="left"),
    )
    weight = reading.weigher(kn)
    light = [tile_id(*T(p)) for p in "13 14 16 22 23 24".split()]
    heavy = [tile_id(*T(p)) for p in "55 14 16 22 23 24".split()]
    assert 0.0 <= weight([kn.hand, heavy]) < weight([kn.hand, light])
