"""Python bytecode compiled at build time with the pinned Pyodide.

Pyodide's npm package carries its standard library as source, and the micropip and
engine wheels are source too, so every cold start compiled each module it imported:
most of the time Pyodide took to start. The build compiles, once, the standard-library
modules that a game imports (the rest stay source: bytecode is larger to download),
all of micropip and all of the engine, and ships them as sourceless .pyc files.

build_site/precompile.mjs does the compiling inside Pyodide (the bytecode must come
from the same CPython as the one in the browser); this module rewrites the archives.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .wheels import read_zip, rewrite_wheel, write_zip

HERE = Path(__file__).resolve().parent
COMPILER_FILES = ("precompile.mjs", "start_engine.mjs", "bytecode_inside.py", "bytecode.py")


@dataclass
class Bytecode:
    """Compiled files by archive name (the .py name they replace) for each archive."""

    stdlib: dict[str, bytes]
    micropip: dict[str, bytes]
    engine: dict[str, bytes]


def compile_with_pyodide(
    pyodide: Path, micropip_wheel: Path, engine_wheel: Path, python_tag: str, cache: Path
) -> Bytecode:
    """Run build_site/precompile.mjs once per distinct input (kept in cache/).

    pyodide: the npm package's folder; python_tag: the Python it must be (cp314).
    """
    stdlib_zip = pyodide / "python_stdlib.zip"
    key = hashlib.sha256()
    for path in (
        pyodide / "package.json",
        stdlib_zip,
        micropip_wheel,
        engine_wheel,
        *(HERE / name for name in COMPILER_FILES),
    ):
        key.update(hashlib.sha256(path.read_bytes()).digest())
    out = cache / key.hexdigest()[:16]
    if not (out / "report.json").exists():
        shutil.rmtree(cache, ignore_errors=True)  # only the latest inputs' bytecode is kept
        out.mkdir(parents=True)
        subprocess.run(
            ["node", str(HERE / "precompile.mjs"), str(stdlib_zip), str(micropip_wheel), str(engine_wheel), str(out)],
            cwd=HERE.parent,
            check=True,
        )
    report = json.loads((out / "report.json").read_text())
    if report["python"] != python_tag:
        raise SystemExit(f"build: Pyodide runs {report['python']}, not {python_tag}: update PYODIDE_PYTHON in build.py")

    def group(name: str) -> dict[str, bytes]:
        return {source: (out / name / (source[:-3] + ".pyc")).read_bytes() for source in report[name]}

    return Bytecode(group("stdlib"), group("micropip"), group("engine"))


def replacing_sources(bytecode: dict[str, bytes]):
    """A function from an archive entry to itself, or to its .pyc if it was compiled."""

    def replace(name: str, data: bytes) -> tuple[str, bytes]:
        return (name[:-3] + ".pyc", bytecode[name]) if name in bytecode else (name, data)

    return replace


def compiled_stdlib(source: Path, bytecode: dict[str, bytes], target: Path) -> None:
    """The standard-library zip with each compiled module's source replaced by its .pyc."""
    replace = replacing_sources(bytecode)
    write_zip(target, (replace(name, data) for name, data in read_zip(source)))


def compiled_wheel(source: Path, bytecode: dict[str, bytes], python_tag: str, folder: Path) -> Path:
    """The wheel with its modules as .pyc, tagged for the one Python that can load them."""
    return rewrite_wheel(source, folder, python_tag, replacing_sources(bytecode))
