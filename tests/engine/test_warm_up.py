"""blockdominoes.warm_up: what the browser runs before a snapshot and the build runs
to find the standard-library modules a game needs. Every request it makes must work."""

import sys

from blockdominoes import warm_up


def test_import_everything_imports_every_engine_module():
    warm_up.import_everything()
    for name in ("blockdominoes.bridge", "blockdominoes.bots.hard", "blockdominoes.bots.tournament",
                 "blockdominoes.cli", "blockdominoes.bench", "blockdominoes.savefile"):
        assert name in sys.modules


def test_play_a_few_moves_gets_an_answer_to_every_request(monkeypatch):
    asked = []
    real_ask = warm_up._ask
    monkeypatch.setattr(warm_up, "_ask", lambda bridge, **request: asked.append(request["cmd"]) or real_ask(bridge, **request))
    warm_up.play_a_few_moves()
    assert asked[0] == "new_match" and asked[-3:] == ["hint", "save", "load"]
    assert asked.count("bot_turn") == 3  # seats 0-2 are bots; seat 3, the human, asks for a hint
