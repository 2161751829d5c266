"""The engine installed and Python compiled at build time, with the pinned Pyodide.

micropip installs the engine's wheel once, under Node.js, when the site is built; the
site ships the files it wrote (the package and its .dist-info) as one archive that the
game's worker only unpacks. Pyodide's npm package carries its standard library as
source and the engine is source too, so every start would compile each module it
imported. The build compiles all of the engine, once, and ships it as sourceless .pyc
files. Of the standard library it ships only the modules that a start and a game of
every kind import, as their smallest source (bytecode_inside.py: no docstrings, no
comments; a third of their bytecode's size). The rest (two thirds of npm's, 2.4 MB on
the wire) is left out: a game never imports it, which tests/pyodide/test_built_runtime.py
proves by starting from the built files and playing every kind of game.

build_site/precompile.mjs installs and compiles inside Pyodide (the bytecode must come
from the same CPython as the one in the browser); this module writes the archives.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .wheels import read_zip, write_record_and_zip, write_zip

HERE = Path(__file__).resolve().parent
COMPILER_FILES = (
    *(
        HERE / name
        for name in ("precompile.mjs", "node_start.mjs", "bytecode_inside.py", "bytecode.py", "game_tour.py")
    ),
    HERE.parent / "js" / "engine" / "engine-start.js",
)


@dataclass
class Bytecode:
    """The standard library's modules to ship (their smallest source) and the engine's
    compiled files, by archive name (the .py name they stand for), and the engine's files
    as micropip installed them (a zip, paths relative to site-packages)."""

    stdlib: dict[str, bytes]
    engine: dict[str, bytes]
    installed: Path


def compile_with_pyodide(
    pyodide: Path, micropip_wheel: Path, engine_wheel: Path, python_tag: str, cache: Path
) -> Bytecode:
    """Run build_site/precompile.mjs once per distinct input (kept in cache/).

    pyodide: the npm package's folder; python_tag: the Python it must be (cp314).
    """
    key = hashlib.sha256()
    for path in (
        pyodide / "package.json",
        pyodide / "python_stdlib.zip",
        micropip_wheel,
        engine_wheel,
        *COMPILER_FILES,
    ):
        key.update(hashlib.sha256(path.read_bytes()).digest())
    out = cache / key.hexdigest()[:16]
    if not (out / "report.json").exists():
        shutil.rmtree(cache, ignore_errors=True)  # only the latest inputs' bytecode is kept
        out.mkdir(parents=True)
        subprocess.run(
            ["node", str(HERE / "precompile.mjs"), str(pyodide), str(micropip_wheel), str(engine_wheel), str(out)],
            cwd=HERE.parent,
            check=True,
        )
    report = json.loads((out / "report.json").read_text())
    if report["python"] != python_tag:
        raise SystemExit(f"build: Pyodide runs {report['python']}, not {python_tag}: update PYODIDE_PYTHON in build.py")

    stdlib = {source: (out / "stdlib" / source).read_bytes() for source in report["stdlib"]}
    engine = {source: (out / "engine" / (source[:-3] + ".pyc")).read_bytes() for source in report["engine"]}
    return Bytecode(stdlib, engine, out / "installed.zip")


def replacing_sources(bytecode: dict[str, bytes]):
    """A function from an archive entry to itself, or to its .pyc if it was compiled."""

    def replace(name: str, data: bytes) -> tuple[str, bytes]:
        return (name[:-3] + ".pyc", bytecode[name]) if name in bytecode else (name, data)

    return replace


def shipped_stdlib(source: Path, smallest: dict[str, bytes], target: Path) -> None:
    """The standard-library zip with only the modules a game imports, each its smallest source."""
    write_zip(target, ((name, smallest[name]) for name, _ in read_zip(source) if name in smallest))


def compiled_engine(bytecode: Bytecode, target: Path) -> Path:
    """The engine's installed files with its modules as .pyc and a RECORD that lists them."""
    entries = read_zip(bytecode.installed)
    info_dir = next(name.rsplit("/", 1)[0] for name, _ in entries if name.endswith(".dist-info/RECORD"))
    replace = replacing_sources(bytecode.engine)
    return write_record_and_zip(
        target, info_dir, [replace(name, data) for name, data in entries if name != f"{info_dir}/RECORD"]
    )
