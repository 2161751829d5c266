"""The terminal game: it plays a whole match from typed input, answers bad
typing with a hint and never shows a traceback."""

import subprocess
import sys
from pathlib import Path

from blockdominoes.bridge import Bridge
from blockdominoes_lab.cli import TerminalGame
from scenarios import BLOCKED_3_7_8, PARTNERSHIP_BLOCK, replay
from support import start

ROOT = Path(__file__).resolve().parents[2]


def lab(*args: str, typed: str | None = None) -> subprocess.CompletedProcess:
    """``python -m blockdominoes_lab`` with these arguments, in a fresh process."""
    return subprocess.run(
        [sys.executable, "-m", "blockdominoes_lab", *args],
        input=typed,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"},
    )


def scripted(lines):
    answers = iter(lines)

    def read(prompt):
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    return read


def test_a_whole_match_in_the_terminal_typing_the_first_fitting_tile():
    out = []
    game = TerminalGame(Bridge(), write=out.append)
    game.read = lambda prompt: first_move(game, prompt)
    last_view = {}

    def first_move(game, prompt):
        if prompt.startswith("Next round"):
            return "y"
        view = last_view["view"]
        if view["legal"]:
            number = [tuple(t) for t in view["hand"]].index(tuple(view["legal"][0]["tile"])) + 1
            return f"{number}{'l' if view['legal'][0]['end'] == 'left' else ''}"
        return "p"

    original = game.show_table

    def remember(view):
        last_view["view"] = view
        original(view)

    game.show_table = remember
    assert game.run({"seed": 12, "rules": {"target": 40}}) == 0
    text = "\n".join(out)
    assert "wins the match" in text or "match is a draw" in text
    assert "Round over" in text


def test_bad_typing_gets_a_hint_and_the_game_goes_on():
    out = []
    game = TerminalGame(Bridge(), read=scripted(["banana", "99", "h", "q"]), write=out.append)
    assert game.run({"seed": 3, "seats": [{"type": "human"}, {"type": "human"}]}) == 0
    text = "\n".join(out)
    assert text.count("Type a tile's number") == 2 and "Hint: play" in text


def test_python_m_blockdominoes_lab_play_with_closed_input_exits_cleanly():
    process = lab("play", "--seed", "5", typed="x\n")
    assert process.returncode == 0, process.stderr
    assert "Traceback" not in process.stdout + process.stderr
    assert "Your hand" in process.stdout or "opens" in process.stdout


def test_the_terminal_offers_the_engines_presets_and_seats_a_partnership_at_four():
    presets = [preset["id"] for preset in Bridge().call("options")["options"]["presets"]]
    usage = lab("play", "--help").stdout
    assert "{" + ",".join(presets) + "}" in usage
    process = lab("play", "--preset", "partnership", "--seed", "2", typed="q\n")
    assert process.returncode == 0, process.stderr
    assert "Seat 3" in process.stdout and "Seat 4" not in process.stdout


def test_bench_runs_and_reports_a_rate():
    process = lab("bench", "--seconds", "0.2", "--repeat", "1")
    assert process.returncode == 0 and "rounds/s" in process.stdout


def test_the_sum_of_a_blocked_round_groups_a_partnership_by_team():
    bridge, _ = start(4, deal=PARTNERSHIP_BLOCK["hands"], opener=0, rules={"partnership": True})
    out = []
    TerminalGame(bridge, write=out.append).show_result(replay(bridge, PARTNERSHIP_BLOCK["moves"]))
    assert "Team 2 scores (11 + 16) - (4 + 7) = 16." in "\n".join(out)
    bridge, _ = start(3, deal=BLOCKED_3_7_8["hands"], opener=0)
    out = []
    TerminalGame(bridge, write=out.append).show_result(replay(bridge, BLOCKED_3_7_8["moves"]))
    assert "scores 7 + 8 - 3 = 12." in "\n".join(out)
