"""Plays seeded bot matches through the bridge and prints every event and
final view as JSON lines. Run by CPython and by Pyodide: the outputs must match."""

import json

from blockdominoes.bridge import Bridge

SETUPS = [
    {"players": 2, "seed": 2024},
    {"players": 3, "seed": 77, "rules": {"game": "draw"}},
    {"players": 4, "seed": 5, "rules": {"partnership": True, "target": 60}},
    {"players": 4, "seed": 9, "rules": {"opener": "highest_double", "match": "single"}},
]


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


main()
