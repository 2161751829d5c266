"""view.lead: which tile must open the round and why (O1, R4/R5), told only as far as
each seat may know it: the tile itself is in the opener's hand, so only the opener's
view names it."""

import pytest
from blockdominoes.bridge import Bridge
from support import T, hands, play, start

HIGHEST_DOUBLE = {"opener": "highest_double"}
# No double in either hand; [3|6] and [4|5] are the heaviest (9 pips), and [3|6] has the higher half.
NO_DOUBLES = hands("45 01 02 03 04 05 36", "12 13 14 15 16 23 24")


def leads(bridge: Bridge, players: int) -> list:
    return [bridge.call("view", seat=seat)["view"]["lead"] for seat in range(players)]


def test_o1_the_opener_is_told_the_highest_double_and_the_others_only_why():
    deal = hands("01 02 03 04 05 06 55", "11 12 13 14 15 16 44")
    bridge, view = start(2, deal=deal, rules=HIGHEST_DOUBLE)
    assert view["opener"] == 0
    assert leads(bridge, 2) == [
        {"tile": [5, 5], "reason": "highest_double"},
        {"tile": None, "reason": "highest_double"},
    ]
    assert view["legal"] == [{"tile": [5, 5], "end": None}]  # the lead names the one legal tile


def test_o1_without_a_double_the_heaviest_tile_leads_and_the_higher_half_breaks_a_tie():
    bridge, view = start(2, deal=NO_DOUBLES, rules=HIGHEST_DOUBLE)
    assert view["opener"] == 0
    assert leads(bridge, 2) == [{"tile": [3, 6], "reason": "heaviest"}, {"tile": None, "reason": "heaviest"}]
    assert view["legal"] == [{"tile": [3, 6], "end": None}]


def test_o1_the_opener_may_sit_anywhere_and_only_their_view_names_the_tile():
    deal = hands("01 02 03 04 05", "11 12 13 14 15", "06 16 26 36 66", "22 23 24 25 33")
    bridge, view = start(4, deal=deal, rules=HIGHEST_DOUBLE)
    assert view["opener"] == 2
    assert [lead["tile"] for lead in leads(bridge, 4)] == [None, None, [6, 6], None]


@pytest.mark.parametrize("rules", [{}, {"game": "draw"}])
def test_under_the_lot_any_tile_may_open_and_no_tile_is_named(rules):
    bridge = Bridge()
    view = bridge.call("new_match", players=3, seed=11, rules=rules, seats=[{"type": "human"}] * 3)["view"]
    assert leads(bridge, 3) == [{"tile": None, "reason": "any"}] * 3
    opener = view["opener"]
    assert len(bridge.call("view", seat=opener)["view"]["legal"]) == 5  # R5: any tile of the hand


def test_the_lead_is_null_once_the_line_has_a_tile_and_for_the_rest_of_the_round():
    bridge, _ = start(2, deal=NO_DOUBLES, rules=HIGHEST_DOUBLE)
    assert play(bridge, 0, "36")["view"]["lead"] is None
    assert leads(bridge, 2) == [None, None]


def test_every_round_of_a_match_under_the_lot_says_any_tile_may_open():
    bridge = Bridge()
    bridge.call("new_match", seed=6, seats=[{"type": "bot", "level": "easy"}] * 2)
    rounds_seen = set()
    for _ in range(400):
        view = bridge.call("view")["view"]
        if view["phase"] == "match_over" or len(rounds_seen) == 3:
            break
        if view["phase"] == "round_over":
            view = bridge.call("next_round")["view"]
            assert view["lead"] == {"tile": None, "reason": "any"}  # R15: the next seat opens, as it likes
            rounds_seen.add(view["round"])
        else:
            bridge.call("bot_turn", seat=0)
    assert len(rounds_seen) == 3


def o1_lead(dealt: list) -> tuple[int, list[int], str]:
    """O1 worked out from every hand: the opener, the tile and why."""
    every = [(seat, tile) for seat, hand in enumerate(dealt) for tile in hand]
    doubles = [(tile, seat) for seat, tile in every if tile[0] == tile[1]]
    if doubles:
        tile, seat = max(doubles)
        return seat, tile, "highest_double"
    seat, tile = max(every, key=lambda held: (sum(held[1]), max(held[1])))
    return seat, tile, "heaviest"


def test_each_round_under_o1_names_its_own_lead_to_its_opener_only():
    bridge = Bridge()
    bridge.call("new_match", players=3, seed=8, rules=HIGHEST_DOUBLE, seats=[{"type": "bot", "level": "easy"}] * 3)
    reasons = set()
    for _ in range(2000):
        view = bridge.call("view")["view"]
        if view["phase"] == "match_over":
            break
        if view["phase"] == "round_over":
            bridge.call("next_round")
        elif not view["line"]:
            opener, tile, reason = o1_lead(bridge.call("save")["state"]["deal"]["hands"])
            assert view["opener"] == opener
            expected = [{"tile": tile if seat == opener else None, "reason": reason} for seat in range(3)]
            assert leads(bridge, 3) == expected
            reasons.add(reason)
            bridge.call("bot_turn", seat=0)
        else:
            bridge.call("bot_turn", seat=0)
    assert view["phase"] == "match_over" and "highest_double" in reasons


def test_a_lead_that_is_not_the_named_tile_is_still_refused():
    bridge, _ = start(2, deal=NO_DOUBLES, rules=HIGHEST_DOUBLE)
    answer = bridge.handle('{"cmd": "play", "seat": 0, "tile": [4, 5]}')
    assert '"illegal_move"' in answer and "[3|6]" in answer
    assert bridge.call("view")["view"]["lead"]["tile"] == T("36")
