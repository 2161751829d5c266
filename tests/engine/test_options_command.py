"""The bridge's ``options`` command (docs/bridge.md): every set-up choice, limit and
default the engine offers, each one the engine really enforces, and the presets and
deals of docs/rules.md."""

import pytest
from blockdominoes.bridge import Bridge
from support import fails

OPTIONS = Bridge().call("options")["options"]
PLAYERS = range(OPTIONS["players"]["min"], OPTIONS["players"]["max"] + 1)
HUMANS = [{"type": "human"}] * OPTIONS["players"]["max"]


def new_match(**params) -> dict:
    """The view of seat 0 in a new match with these parameters."""
    return Bridge().call("new_match", **params)["view"]


def refused(**params) -> str:
    """The message of a new_match that must be refused as a bad request."""
    return fails(Bridge(), "bad_request", cmd="new_match", **params)


def test_the_answer_is_the_set_up_the_rule_book_describes():
    assert OPTIONS == {
        "players": {"min": 2, "max": 4, "default": 2},  # R2
        "seat_types": ["human", "bot"],
        "bot_levels": ["easy", "medium", "hard"],
        "default_seats": [
            {"type": "human"},
            {"type": "bot", "level": "medium"},
            {"type": "bot", "level": "medium"},
            {"type": "bot", "level": "medium"},
        ],
        "name_length": {"min": 1, "max": 24},
        "tiles": {"pips": {"min": 0, "max": 6}, "count": 28},  # R1: the double-six set
        "target": {"min": 1, "max": 1000},  # O5
        "scores": {"min": 0, "max": 100000},
        "seed": {"min": 0, "max": str(2**63 - 1)},
        "rules": {
            "game": {"values": ["block", "draw"], "default": "block"},  # O4
            "opener": {"values": ["lot", "highest_double"], "default": "lot"},  # R4, O1
            "match": {"values": ["target", "single"], "default": "target"},  # R16, O2
            "partnership": {"values": [False, True], "default": False},  # O3
        },
        # The presets of docs/rules.md, in the order the page shows them.
        "presets": [
            {"id": "classic", "rules": {}, "players": [2, 3, 4], "has_target": True},
            {
                "id": "quick",
                "rules": {"opener": "highest_double", "match": "single"},
                "players": [2, 3, 4],
                "has_target": False,
            },
            {"id": "partnership", "rules": {"partnership": True}, "players": [4], "has_target": True},
            {"id": "draw", "rules": {"game": "draw"}, "players": [2, 3, 4], "has_target": True},
        ],
        # R3, R16 and O3: the hands, what is left undealt, and the target at each table.
        "deals": [
            {"players": 2, "partnership": False, "hand": 7, "undealt": 14, "target": 100},
            {"players": 3, "partnership": False, "hand": 5, "undealt": 13, "target": 61},
            {"players": 4, "partnership": False, "hand": 5, "undealt": 8, "target": 61},
            {"players": 4, "partnership": True, "hand": 7, "undealt": 0, "target": 100},
        ],
    }


def test_it_needs_no_game_and_leaves_a_game_as_it_was():
    bridge = Bridge()
    assert bridge.call("options") == {"options": OPTIONS}
    bridge.call("new_match", seed=5)
    before = bridge.call("save")
    assert bridge.call("options") == {"options": OPTIONS}
    assert bridge.call("save") == before


def test_it_takes_no_parameters():
    assert "players" in fails(Bridge(), "bad_request", cmd="options", players=2)
    bridge = Bridge()
    bridge.call("new_match", seed=5)
    fails(bridge, "bad_request", cmd="options", preset="classic")


@pytest.mark.parametrize("preset", OPTIONS["presets"], ids=lambda preset: preset["id"])
def test_each_preset_starts_a_match_at_every_table_it_lists_and_no_other(preset):
    for players in PLAYERS:
        params = {"players": players, "rules": preset["rules"], "seats": HUMANS[:players], "seed": players}
        if players not in preset["players"]:
            refused(**params)
            continue
        view = new_match(**params)
        assert {key: view["rules"][key] for key in preset["rules"]} == preset["rules"]
        assert (view["target"] is not None) == preset["has_target"]
    for players in (min(PLAYERS) - 1, max(PLAYERS) + 1):
        refused(players=players, rules=preset["rules"])


@pytest.mark.parametrize("deal", OPTIONS["deals"], ids=lambda deal: f"{deal['players']}-{deal['partnership']}")
@pytest.mark.parametrize("game", OPTIONS["rules"]["game"]["values"])
def test_each_table_deals_what_the_deals_say(deal, game):
    players = deal["players"]
    bridge = Bridge()
    view = bridge.call(
        "new_match", players=players, rules={"partnership": deal["partnership"], "game": game}, seed=players
    )["view"]
    assert view["hand_counts"] == [deal["hand"]] * players
    assert view["sleeping"] + view["boneyard"] == deal["undealt"]
    assert view["boneyard" if game == "draw" else "sleeping"] == deal["undealt"]
    assert view["target"] == deal["target"]
    dealt = bridge.call("save")["state"]["deal"]
    assert [len(hand) for hand in dealt["hands"]] == [deal["hand"]] * players
    assert len(dealt["rest"]) == deal["undealt"]


def test_the_deals_list_every_table_new_match_accepts():
    listed = {(deal["players"], deal["partnership"]) for deal in OPTIONS["deals"]}
    for players in PLAYERS:
        for partnership in OPTIONS["rules"]["partnership"]["values"]:
            if (players, partnership) in listed:
                new_match(players=players, rules={"partnership": partnership})
            else:
                refused(players=players, rules={"partnership": partnership})


def test_the_defaults_are_new_matchs_defaults():
    for players in PLAYERS:
        view = new_match(**({} if players == OPTIONS["players"]["default"] else {"players": players}))
        assert view["players"] == players
        assert view["seats"] == [
            {"type": seat["type"], "level": seat.get("level"), "name": None}
            for seat in OPTIONS["default_seats"][:players]
        ]
    defaults = {key: choice["default"] for key, choice in OPTIONS["rules"].items()}
    in_force = Bridge().call("rules")["rules"]
    assert {key: in_force[key] for key in defaults} == defaults
    assert new_match()["players"] == OPTIONS["players"]["default"]


def test_every_listed_rule_value_is_accepted_and_no_other():
    bridge = Bridge()
    for key, choice in OPTIONS["rules"].items():
        for value in choice["values"]:
            assert bridge.call("rules", players=max(PLAYERS), rules={key: value})["rules"][key] == value
        for value in ("other", 1, None if key != "partnership" else "yes"):
            fails(bridge, "bad_request", cmd="rules", players=max(PLAYERS), rules={key: value})


def test_every_listed_seat_is_accepted_and_no_other():
    for level in OPTIONS["bot_levels"]:
        assert new_match(seats=[{"type": "human"}, {"type": "bot", "level": level}])["seats"][1]["level"] == level
    assert set(OPTIONS["seat_types"]) == {seat["type"] for seat in OPTIONS["default_seats"]}
    refused(seats=[{"type": "human"}, {"type": "bot", "level": "grandmaster"}])
    refused(seats=[{"type": "human"}, {"type": "spectator"}])


def test_the_limits_are_the_ones_new_match_enforces():
    low, high = OPTIONS["name_length"]["min"], OPTIONS["name_length"]["max"]
    for length in (low, high):
        assert new_match(seats=[{"type": "human", "name": "n" * length}] * 2)["seats"][0]["name"] == "n" * length
    for length in (low - 1, high + 1):
        refused(seats=[{"type": "human", "name": "n" * length}] * 2)

    low, high = OPTIONS["target"]["min"], OPTIONS["target"]["max"]
    assert [new_match(rules={"target": target})["target"] for target in (low, high)] == [low, high]
    for target in (low - 1, high + 1):
        refused(rules={"target": target})

    low, high = OPTIONS["scores"]["min"], OPTIONS["scores"]["max"]
    assert new_match(scores=[low, high], rules={"target": OPTIONS["target"]["max"]})["scores"] == [low, high]
    for score in (low - 1, high + 1):
        refused(scores=[score, 0])

    low, high = OPTIONS["seed"]["min"], int(OPTIONS["seed"]["max"])
    for seed in (low, high):
        new_match(seed=seed)
    for seed in (low - 1, high + 1):
        refused(seed=seed)
