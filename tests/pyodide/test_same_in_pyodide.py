"""The same engine in Pyodide (the pinned npm package, under Node.js): a
seeded match gives exactly the events it gives in CPython, hard bots included
(with their wall-clock cap off, so a busy machine cannot cut a search short)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


def test_seeded_matches_give_the_same_events_in_pyodide_and_cpython():
    assert (ROOT / "node_modules" / "pyodide").is_dir(), "run `npm ci` (python3 build.py test does)"
    script = HERE / "seeded_match.py"
    cpython = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT / "py")},
        timeout=300,
        check=True,
    ).stdout
    pyodide = subprocess.run(
        ["node", str(HERE / "run_in_pyodide.mjs"), str(script)], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert pyodide.returncode == 0, pyodide.stderr[-3000:]
    version = subprocess.run(
        ["node", str(HERE / "run_in_pyodide.mjs"), str(HERE / "python_version.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    ).stdout
    assert "3.14" in version and "emscripten" in version
    cpython_lines, pyodide_lines = cpython.splitlines(), pyodide.stdout.splitlines()
    assert len(cpython_lines) > 50
    assert pyodide_lines == cpython_lines
