"""The built site's Python arrives installed, compiled and trimmed: the engine as micropip
installed it at build time is bytecode for the pinned Pyodide; of the standard library
only the modules a game imports are shipped, as their smallest source; and a first start
from those files (unpacked, no installer), then a game of every kind, errors included,
imports nothing that was left out and compiles none of the engine (build_site/bytecode.py)."""

import json
import os
import re
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


def test_a_start_and_games_of_every_kind_import_only_what_was_shipped_and_compile_no_engine(manifest, started):
    # The tour ran to its end from the trimmed library: an import of a module left out
    # would have failed it. And every module shipped was imported: nothing is sent for nothing.
    stdlib = entries(build.DIST / manifest["stdlib"])
    zipped = re.compile(r"^/lib/python\d+\.zip/")  # where Pyodide puts the standard library's zip
    assert all(zipped.match(origin) for origin in started["from_source"])  # none of the engine's
    assert {zipped.sub("", origin) for origin in started["from_source"]} == set(stdlib)
    assert started["from_bytecode"] >= 20  # the engine's modules


def test_the_standard_library_ships_as_the_smallest_source_of_npm_modules(manifest):
    npm_stdlib = entries(build.ensure_node_modules() / "python_stdlib.zip")
    stdlib = entries(build.DIST / manifest["stdlib"])
    assert 100 < len(stdlib) < len(npm_stdlib) / 3  # a start imports about 130 of npm's 600 files
    # no larger, every one (the build checks inside Pyodide that each parses to npm's module
    # less its docstrings: bytecode_inside.py; this Python cannot parse 3.14's syntax)
    assert [name for name, text in stdlib.items() if len(text) > len(npm_stdlib[name])] == []
    assert sum(map(len, stdlib.values())) < 0.65 * sum(len(npm_stdlib[name]) for name in stdlib)


def test_the_engine_is_bytecode_of_this_pyodide_and_replaces_its_source(manifest, started):
    magic = bytes.fromhex(started["magic"])
    engine = entries(build.DIST / manifest["engine"])
    compiled = {name: data for name, data in engine.items() if name.endswith(".pyc")}
    assert len(compiled) >= 20
    assert all(data[:4] == magic and data[4:8] == UNCHECKED_HASH for data in compiled.values())
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
