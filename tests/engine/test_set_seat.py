"""set_seat: online, a seat whose player has gone can be handed to a bot, and back."""

import pytest
from blockdominoes.bridge import Bridge
from blockdominoes.errors import GameError

HUMANS = [{"type": "human", "name": "Ana"}, {"type": "human", "name": "Ben"}]


def started(seed: int = 3) -> Bridge:
    bridge = Bridge(bot_time_cap=None)
    bridge.call("new_match", players=2, seats=HUMANS, seed=seed)
    return bridge


def test_a_seat_handed_to_a_bot_is_played_by_it_and_keeps_its_name():
    bridge = started()
    view = bridge.call("view", seat=0)["view"]
    actor = view["turn"]
    seats = bridge.call("set_seat", seat=actor, type="bot", level="easy")["seats"]
    assert seats[actor] == {"type": "bot", "level": "easy", "name": HUMANS[actor]["name"]}
    after = bridge.call("bot_turn", seat=0)["view"]
    assert len(after["history"]) == len(view["history"]) + 1
    assert after["seats"][actor]["name"] == HUMANS[actor]["name"]


def test_and_back_to_its_player_who_then_moves_again():
    bridge = started()
    actor = bridge.call("view", seat=0)["view"]["turn"]
    bridge.call("set_seat", seat=actor, type="bot", level="medium")
    bridge.call("set_seat", seat=actor, type="human")
    with pytest.raises(GameError) as refused:
        bridge.call("bot_turn", seat=0)
    assert refused.value.code == "not_your_turn"
    assert bridge.call("hint", seat=actor)["move"]["type"] in ("play", "pass", "draw")


def test_the_save_keeps_who_plays_each_seat():
    bridge = started()
    bridge.call("set_seat", seat=1, type="bot", level="hard")
    state = bridge.call("save")["state"]
    again = Bridge()
    assert again.call("load", state=state)["view"]["seats"][1] == {"type": "bot", "level": "hard", "name": "Ben"}


@pytest.mark.parametrize(
    "params",
    [
        {"seat": 2, "type": "bot", "level": "easy"},
        {"seat": 0, "type": "robot"},
        {"seat": 0, "type": "bot"},
        {"seat": 0, "type": "human", "level": "easy"},
        {"seat": 0, "type": "human", "name": "Eve"},
        {"type": "human"},
    ],
)
def test_a_wrong_request_is_refused_and_changes_nothing(params):
    bridge = started()
    before = bridge.call("save")["state"]
    with pytest.raises(GameError) as refused:
        bridge.call("set_seat", **params)
    assert refused.value.code == "bad_request"
    assert bridge.call("save")["state"] == before


def test_before_any_match_there_is_no_seat_to_hand_over():
    with pytest.raises(GameError) as refused:
        Bridge().call("set_seat", seat=0, type="human")
    assert refused.value.code == "no_game"
