"""The engine installed and Python compiled at build time, with the pinned Pyodide.

micropip installs the engine's wheel once, under Node.js, when the site is built; the
site ships the files it wrote (the package and its .dist-info) as one archive that the
game's worker only unpacks. Pyodide's npm package carries its standard library as
source and the engine is source too, so every start would compile each module it
imported: most of the time Pyodide took to start. The build compiles, once, the
standard-library modules that a game imports (the rest stay source: bytecode is larger
to download) and all of the engine, and ships them as sourceless .pyc files.

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
    *(HERE / name for name in ("precompile.mjs", "node_start.mjs", "bytecode_inside.py", "bytecode.py")),
    HERE.parent / "js" / "engine" / "engine-start.js",
)


@dataclass
class Bytecode:
    """Compiled files by archive name (the .py name they replace) for each archive,
    and the engine's files as micropip installed them (a zip, paths relative to site-packages)."""

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

    def group(name: str) -> dict[str, bytes]:
        return {source: (out / name / (source[:-3] + ".pyc")).read_bytes() for source in report[name]}

    return Bytecode(group("stdlib"), group("engine"), out / "installed.zip")


def replacing_sources(bytecode: dict[str, bytes]):
    """A function from an archive entry to itself, or to its .pyc if it was compiled."""

    def replace(name: str, data: bytes) -> tuple[str, bytes]:
        return (name[:-3] + ".pyc", bytecode[name]) if name in bytecode else (name, data)

    return replace


def compiled_stdlib(source: Path, bytecode: dict[str, bytes], target: Path) -> None:
    """The standard-library zip with each compiled module's source replaced by its .pyc."""
    replace = replacing_sources(bytecode)
    write_zip(target, (replace(name, data) for name, data in read_zip(source)))


def compiled_engine(bytecode: Bytecode, target: Path) -> Path:
    """The engine's installed files with its modules as .pyc and a RECORD that lists them."""
    entries = read_zip(bytecode.installed)
    info_dir = next(name.rsplit("/", 1)[0] for name, _ in entries if name.endswith(".dist-info/RECORD"))
    replace = replacing_sources(bytecode.engine)
    return write_record_and_zip(
        target, info_dir, [replace(name, data) for name, data in entries if name != f"{info_dir}/RECORD"]
    )
