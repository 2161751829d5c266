"""blockdominoes.warm_up: what the browser runs before a snapshot and the build runs
to find the standard-library modules a game needs. Every request it makes must work."""

import pkgutil
import subprocess
import sys

import blockdominoes
from blockdominoes import warm_up


def test_import_everything_imports_every_engine_module_but_the_command_line_entry():
    # A fresh interpreter: in this one, other tests have imported modules already.
    code = (
        "import sys\nfrom blockdominoes import warm_up\nwarm_up.import_everything()\n"
        "print('\\n'.join(sorted(name for name in sys.modules if name.startswith('blockdominoes.'))))"
    )
    imported = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    every = {module.name for module in pkgutil.walk_packages(blockdominoes.__path__, "blockdominoes.")}
    assert set(imported) == every - {"blockdominoes.__main__"}


def test_play_a_few_moves_gets_an_answer_to_every_request(monkeypatch):
    asked = []
    real_ask = warm_up._ask
    monkeypatch.setattr(
        warm_up, "_ask", lambda bridge, **request: asked.append(request["cmd"]) or real_ask(bridge, **request)
    )
    warm_up.play_a_few_moves()
    assert asked[0] == "new_match" and asked[-3:] == ["hint", "save", "load"]
    assert asked.count("bot_turn") == 3  # seats 0-2 are bots; seat 3, the human, asks for a hint
