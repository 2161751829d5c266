"""Everything a game may ask of the engine, once: every rule set played to the end,
hints, saves read back, and requests the bridge must refuse. Run inside Pyodide by
tests/pyodide/start_from_dist.mjs after a start from the built files."""

import json

from blockdominoes.bridge import Bridge

SETUPS = [
    {"players": 2},
    {"players": 3, "rules": {"game": "draw"}},
    {"players": 4, "rules": {"partnership": True, "target": 60}},
    {"players": 4, "rules": {"opener": "highest_double", "match": "single"}},
]
REFUSED = ["not json", '{"cmd": "no such command"}', '{"cmd": "load", "state": {}}', '{"cmd": "play", "seat": 9}']


def ask(bridge, **request):
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer["result"]


def tour() -> None:
    for number, setup in enumerate(SETUPS):
        bridge = Bridge()
        seats = [{"type": "human"}] + [{"type": "bot", "level": "medium"}] * (setup["players"] - 1)
        view = ask(bridge, cmd="new_match", seed=number, seats=seats, **setup)["view"]
        while view["phase"] != "match_over":
            if view["phase"] == "round_over":
                view = ask(bridge, cmd="next_round", seat=0)["view"]
            elif view["turn"] != 0:
                view = ask(bridge, cmd="bot_turn", seat=0)["view"]
            elif view["legal"]:
                move = ask(bridge, cmd="hint", seat=0)["move"]
                view = ask(bridge, cmd="play", seat=0, tile=move["tile"], end=move["end"])["view"]
            else:
                view = ask(bridge, cmd="draw" if view["can_draw"] else "pass", seat=0)["view"]
        ask(bridge, cmd="load", state=ask(bridge, cmd="save")["state"])
        for text in REFUSED:
            assert not json.loads(bridge.handle(text))["ok"]


tour()
