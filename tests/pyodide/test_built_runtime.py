"""The built site's Python arrives installed and compiled: the engine as micropip
installed it at build time, and the standard-library modules a game imports, are
bytecode for the pinned Pyodide, and a first start from those files (unpacked, no
installer), then a game of every kind, compile nothing (build_site/bytecode.py)."""

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
        ["node", str(HERE / "start_from_dist.mjs"), str(build.DIST)],
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
    assert started["from_bytecode"] > 100  # Pyodide's own modules and the engine's


def test_compiled_files_are_bytecode_of_this_pyodide_and_replace_their_source(manifest, started):
    magic = bytes.fromhex(started["magic"])
    npm_stdlib = entries(build.ensure_node_modules() / "python_stdlib.zip")
    stdlib = entries(build.DIST / manifest["stdlib"])
    engine = entries(build.DIST / manifest["engine"])
    compiled = {name: data for archive in (stdlib, engine) for name, data in archive.items() if name.endswith(".pyc")}
    assert len(compiled) > 100
    assert all(data[:4] == magic and data[4:8] == UNCHECKED_HASH for data in compiled.values())
    # A module is shipped once: as bytecode or as source, never both.
    assert not [name for name in compiled if name[:-1] in stdlib or name[:-1] in engine]
    # The rest of the standard library is npm's files, byte for byte.
    untouched = {name: data for name, data in stdlib.items() if not name.endswith(".pyc")}
    assert untouched and all(npm_stdlib[name] == data for name, data in untouched.items())
    assert set(npm_stdlib) == set(untouched) | {name[:-1] for name in stdlib if name.endswith(".pyc")}
    assert not [name for name in engine if name.endswith(".py")]


def test_the_engine_ships_as_micropip_installed_it_and_its_record_lists_its_files(manifest):
    archive = build.DIST / manifest["engine"]
    assert archive.name.endswith(f"-{build.PYTHON_TAG}.zip")  # bytecode for this Python only
    files = entries(archive)
    info = next(name.rsplit("/", 1)[0] for name in files if name.endswith(".dist-info/RECORD"))
    assert files[f"{info}/INSTALLER"].decode().strip() == "micropip"
    assert {name.split("/")[0] for name in files} == {"blockdominoes", info}
    record = {line.split(",")[0] for line in files[f"{info}/RECORD"].decode().splitlines()}
    assert record == set(files)


def test_the_site_ships_no_installer(manifest):
    shipped = [path.name for path in build.DIST.rglob("*") if path.is_file()]
    assert not [name for name in shipped if "micropip" in name or name.endswith(".whl")]
