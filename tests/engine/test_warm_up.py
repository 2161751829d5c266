"""blockdominoes.warm_up: what the browser runs before a snapshot and the build runs
to find the standard-library modules a game needs. It imports what a game runs, and
nothing of the lab; every request it makes must work."""

import pkgutil
import subprocess
import sys

import blockdominoes
from blockdominoes import warm_up
from blockdominoes.bridge import Bridge

TYPES_ONLY = {"blockdominoes.messages"}  # read by the type checker, never imported by a game


def imported_after(*steps: str) -> set[str]:
    """The modules a fresh interpreter has imported after the warm-up's steps."""
    code = (
        "import sys\nfrom blockdominoes import warm_up\n"
        + "".join(f"warm_up.{step}()\n" for step in steps)
        + "print('\\n'.join(sorted(name for name in sys.modules if name.startswith('blockdominoes'))))"
    )
    return set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split())


def test_import_everything_imports_every_module_a_game_runs_and_only_those():
    every = {module.name for module in pkgutil.walk_packages(blockdominoes.__path__, "blockdominoes.")}
    imported = imported_after("import_everything")
    assert imported == {"blockdominoes"} | every - TYPES_ONLY
    assert imported == imported_after("import_everything", "play_a_few_moves")  # a game needs no other


def test_play_a_few_moves_gets_an_answer_to_every_request(monkeypatch):
    asked = []
    real_call = Bridge.call

    def recording(bridge, cmd, **params):
        asked.append(cmd)
        return real_call(bridge, cmd, **params)

    monkeypatch.setattr(Bridge, "call", recording)
    warm_up.play_a_few_moves()
    assert asked[0] == "new_match" and asked[-3:] == ["hint", "save", "load"]
    assert asked.count("bot_turn") == 3  # seats 0-2 are bots; seat 3, the human, asks for a hint
