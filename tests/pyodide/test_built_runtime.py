"""The built site's Python arrives compiled: the standard-library modules a game
imports, micropip and the engine are bytecode for the pinned Pyodide, and a first
start from those files, then a game of every kind, compile nothing (build_site/bytecode.py)."""

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

HERE = Path(__file__).resolve().parent
UNCHECKED_HASH = (1).to_bytes(4, "little")  # PEP 552 flags: hash-based, not checked against a source


@pytest.fixture(scope="module")
def manifest() -> dict:
    if not (os.environ.get("BD_DIST_BUILT") == "1" and (build.DIST / "build-manifest.json").exists()):
        build.build()
    return json.loads((build.DIST / "build-manifest.json").read_text())


@pytest.fixture(scope="module")
def started(manifest) -> dict:
    """What a first start from dist/ and a game tour imported (tests/pyodide/start_from_dist.mjs)."""
    run = subprocess.run(
        [
            "node",
            str(HERE / "start_from_dist.mjs"),
            str(build.DIST),
            manifest["pyodide"],
            manifest["stdlib"],
            manifest["micropip"],
            manifest["engine"],
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def entries(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}


def test_a_first_start_and_games_of_every_kind_compile_no_python_source(started):
    assert started["from_source"] == []
    assert started["from_bytecode"] > 150  # Pyodide's own modules, micropip's and the engine's


def test_compiled_files_are_bytecode_of_this_pyodide_and_replace_their_source(manifest, started):
    magic = bytes.fromhex(started["magic"])
    npm_stdlib = entries(build.ensure_node_modules() / "python_stdlib.zip")
    stdlib = entries(build.DIST / manifest["stdlib"])
    engine = entries(build.DIST / manifest["engine"])
    compiled = {
        name: data
        for archive in (stdlib, engine, entries(build.DIST / manifest["micropip"]))
        for name, data in archive.items()
        if name.endswith(".pyc")
    }
    assert len(compiled) > 200
    assert all(data[:4] == magic and data[4:8] == UNCHECKED_HASH for data in compiled.values())
    # A module is shipped once: as bytecode or as source, never both.
    assert not [name for name in compiled if name[:-1] in stdlib or name[:-1] in engine]
    # The rest of the standard library is npm's files, byte for byte.
    untouched = {name: data for name, data in stdlib.items() if not name.endswith(".pyc")}
    assert untouched and all(npm_stdlib[name] == data for name, data in untouched.items())
    assert set(npm_stdlib) == set(untouched) | {name[:-1] for name in stdlib if name.endswith(".pyc")}
    assert not [name for name in engine if name.endswith(".py")]


def test_compiled_wheels_say_which_python_they_are_for_and_list_their_files(manifest):
    for wheel in (build.DIST / manifest["micropip"], build.DIST / manifest["engine"]):
        assert wheel.name.endswith(f"-{build.PYTHON_TAG}-none-any.whl")
        files = entries(wheel)
        info = next(name.rsplit("/", 1)[0] for name in files if name.endswith(".dist-info/WHEEL"))
        assert f"Tag: {build.PYTHON_TAG}-none-any" in files[f"{info}/WHEEL"].decode().splitlines()
        record = {line.split(",")[0] for line in files[f"{info}/RECORD"].decode().splitlines()}
        assert record == set(files)
