"""Plays seeded bot matches through the bridge (and one against bots with a takeback
at every turn) and prints every event and final save as JSON lines. Run by CPython
and by Pyodide: the outputs must match."""

import json

from blockdominoes.bridge import Bridge

SETUPS = [
    {"players": 2, "seed": 2024},
    {"players": 3, "seed": 77, "rules": {"game": "draw"}},
    {"players": 4, "seed": 5, "rules": {"partnership": True, "target": 60}},
    {"players": 4, "seed": 9, "rules": {"opener": "highest_double", "match": "single"}},
]


def taking_back() -> None:
    """A person against bots who takes back each move once and plays it again: the
    takebacks, the same bot answers and the score sheet must match too."""
    bridge = Bridge(bot_time_cap=None)
    seats = [{"type": "human"}, {"type": "bot", "level": "medium"}, {"type": "bot", "level": "hard"}]
    view = bridge.call("new_match", players=3, seed=404, rules={"target": 30}, seats=seats)["view"]
    while view["phase"] != "match_over":
        if view["phase"] == "round_over":
            result = bridge.call("next_round")
        elif view["turn"] != 0:
            result = bridge.call("bot_turn", seat=0)
        else:
            move = view["legal"][-1] if view["legal"] else None
            request = {"tile": move["tile"], "end": move["end"]} if move else {}
            cmd = "play" if move else "draw" if view["can_draw"] else "pass"
            print(json.dumps(bridge.call(cmd, seat=0, **request)["events"], sort_keys=True))
            while bridge.call("view")["view"]["turn"] not in (0, None):
                print(json.dumps(bridge.call("bot_turn", seat=0)["events"], sort_keys=True))
            result = bridge.call("undo", seat=0)
            print(json.dumps(result["events"], sort_keys=True))
            result = bridge.call(cmd, seat=0, **request)
        print(json.dumps(result["events"], sort_keys=True))
        view = result["view"]
    print(json.dumps(view["sheet"], sort_keys=True), view["taken_back"])
    print(json.dumps(bridge.call("save")["state"], sort_keys=True))


def main():
    for setup in SETUPS:
        levels = ["easy", "medium", "hard", "easy"][: setup["players"]]
        bridge = Bridge(bot_time_cap=None)  # the wall-clock cap is the one thing a machine may change
        result = bridge.call("new_match", seats=[{"type": "bot", "level": level} for level in levels], **setup)
        print(json.dumps(result["events"], sort_keys=True))
        view = result["view"]
        while view["phase"] != "match_over":
            result = bridge.call("next_round") if view["phase"] == "round_over" else bridge.call("bot_turn", seat=0)
            print(json.dumps(result["events"], sort_keys=True))
            view = result["view"]
        print(json.dumps(bridge.call("save")["state"], sort_keys=True))
    taking_back()


main()
