"""What importing the engine costs, and which standard-library modules it brings along.

    node tests/pyodide/run_in_pyodide.mjs bench/engine_imports.py   # in Pyodide, under Node.js
    python3 -S bench/engine_imports.py                                # in CPython (-S: no site imports)

Imports ``blockdominoes.bridge`` (what the game's worker imports) once, into a fresh
interpreter, timing every module loaded on the way as ``python -X importtime`` does (a
module's own time, and its time with what it imported). Prints the total, the engine's
own modules and the standard-library ones that were not loaded before.

In Pyodide the engine's files are compiled to bytecode first, as the built site ships
them; the standard library of the npm package is source, so a standard-library
module's figure includes compiling it (the built site ships bytecode of those a game
imports). Run it a few times: single figures vary by several milliseconds.
"""

import _frozen_importlib as bootstrap
import os
import sys
import time

MODULE = "blockdominoes.bridge"
ENGINE = "blockdominoes"


def timed_import(module: str) -> tuple[float, list[tuple[str, float, float]]]:
    """Seconds to import ``module``, and (name, own seconds, cumulative seconds) per module loaded."""
    loaded: list[tuple[str, float, float]] = []
    inner: list[float] = []  # per import in progress: the time spent in the imports it made
    real_find_and_load = bootstrap._find_and_load

    def find_and_load(name, import_):
        if name in sys.modules:
            return real_find_and_load(name, import_)
        inner.append(0.0)
        started = time.perf_counter()
        try:
            return real_find_and_load(name, import_)
        finally:
            total = time.perf_counter() - started
            own = total - inner.pop()
            if inner:
                inner[-1] += total
            if name in sys.modules:  # not an optional import that failed
                loaded.append((name, own, total))

    bootstrap._find_and_load = find_and_load
    started = time.perf_counter()
    try:
        __import__(module)
    finally:
        bootstrap._find_and_load = real_find_and_load
    return time.perf_counter() - started, loaded


def main() -> None:
    if "__file__" in globals():  # CPython runs this file; run_in_pyodide.mjs has put the engine on the path
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "py"))
    if sys.platform == "emscripten":
        import compileall

        compileall.compile_dir(os.path.dirname(__import__("importlib.util").util.find_spec(ENGINE).origin), quiet=1)
    preloaded = len(sys.modules)
    total, loaded = timed_import(MODULE)
    engine = [row for row in loaded if row[0].split(".")[0] == ENGINE]
    stdlib = [row for row in loaded if row[0].split(".")[0] != ENGINE]
    print(f"{sys.implementation.name} {sys.version.split()[0]} on {sys.platform}; {preloaded} modules loaded before")
    print(f"import {MODULE}: {1000 * total:.1f} ms, {len(loaded)} modules")
    print(f"  engine, {len(engine)} modules: {1000 * sum(own for _, own, _ in engine):.1f} ms of their own")
    print(f"  standard library, {len(stdlib)} modules: {1000 * sum(own for _, own, _ in stdlib):.1f} ms of their own")
    for name, own, cumulative in sorted(stdlib, key=lambda row: -row[2]):
        print(f"    {name:<28}{1000 * own:>8.1f} ms own{1000 * cumulative:>8.1f} ms with its imports")


main()
