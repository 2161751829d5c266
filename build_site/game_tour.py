"""Everything a game may ask of the engine, once: the set-up's options, every rule set
played to the end, hints, saves read back, and requests the bridge must refuse. Run
inside Pyodide twice: by the build after a start (build_site/precompile.mjs), so that the
standard-library modules it then finds imported are the ones the site ships; and by
tests/pyodide/start_from_dist.mjs after a start from the built files, which proves that
nothing a game imports was left out."""

import json

from blockdominoes.bridge import Bridge

SETUPS = [
    {"players": 2},
    {"players": 3, "rules": {"game": "draw"}},
    {"players": 4, "rules": {"partnership": True, "target": 60}},
    {"players": 4, "rules": {"opener": "highest_double", "match": "single"}},
]
REFUSED = ["not json", '{"cmd": "no such command"}', '{"cmd": "load", "state": {}}', '{"cmd": "play", "seat": 9}']


def tour() -> None:
    assert Bridge().call("options")["options"]["presets"]  # what the set-up screen reads
    for number, setup in enumerate(SETUPS):
        bridge = Bridge()
        seats = [{"type": "human"}] + [{"type": "bot", "level": "medium"}] * (setup["players"] - 1)
        view = bridge.call("new_match", seed=number, seats=seats, **setup)["view"]
        while view["phase"] != "match_over":
            if view["phase"] == "round_over":
                view = bridge.call("next_round", seat=0)["view"]
            elif view["turn"] != 0:
                view = bridge.call("bot_turn", seat=0)["view"]
            elif view["legal"]:
                move = bridge.call("hint", seat=0)["move"]
                view = bridge.call("play", seat=0, tile=move["tile"], end=move["end"])["view"]
            else:
                view = bridge.call("draw" if view["can_draw"] else "pass", seat=0)["view"]
        assert view["sheet"][-1]["scores"] == view["match_result"]["scores"]
        view = bridge.call("undo", seat=0)["view"]  # seat 0 has moved in the last round, or it is refused
        assert view["phase"] == "play" and view["taken_back"] == 1
        bridge.call("load", state=bridge.call("save")["state"])
        for text in REFUSED:
            assert not json.loads(bridge.handle(text))["ok"]
        assert json.loads(bridge.handle('{"cmd": "load", "state": null}'))["error"]["reason"] == "not_a_save"


tour()
