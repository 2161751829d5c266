"""A seat's view stays far below the online protocol's one-message limit (16,348 bytes,
js/network/protocol.js MAX_MESSAGE_BYTES): online, the host sends each guest its view
without the score sheet (which travels in pieces of its own), so what a view may grow to
over a whole match, in every kind of game and at every table, is measured here."""

from __future__ import annotations

import json

import pytest
from blockdominoes.bridge import Bridge

MESSAGE_LIMIT = 16_348
HEADROOM = 2  # a view is at most half of a message


def seat_view_bytes(view: dict) -> int:
    """The bytes of a view as the host sends it online: without the sheet, compact JSON."""
    sent = {key: value for key, value in view.items() if key != "sheet"}
    return len(json.dumps(sent, separators=(",", ":"), ensure_ascii=False).encode())


TABLES = [
    (players, preset)
    for preset in ({}, {"game": "draw"}, {"opener": "highest_double", "match": "single"})
    for players in (2, 3, 4)
] + [(4, {"partnership": True})]


@pytest.mark.parametrize(("players", "rules"), TABLES)
def test_a_view_stays_under_half_a_message_through_whole_matches(players, rules):
    largest = 0
    for seed in range(3):
        bridge = Bridge()
        seats = [{"type": "bot", "level": "easy", "name": "Ü" * 24}] * players  # the longest names
        view = bridge.call("new_match", players=players, seats=seats, rules=rules, seed=seed)["view"]
        for _ in range(2_000):
            for seat in range(players):
                largest = max(largest, seat_view_bytes(bridge.call("view", seat=seat)["view"]))
            if view["phase"] == "match_over":
                break
            if view["phase"] == "round_over":
                view = bridge.call("next_round")["view"]
            else:
                view = bridge.call("bot_turn", seat=view["turn"])["view"]
        assert view["phase"] == "match_over"
    assert largest * HEADROOM < MESSAGE_LIMIT, f"{players} players {rules}: a view of {largest} bytes"
