"""The benchmarks' own copy of the site: the game built with the benchmark's hooks
(build.build(benchmark=True)), plus the bare pages to compare it with. `build.py build`
ships neither; bench/page_speed.py and bench/start_speed.py build this themselves.

    .cache/bench-site/                    the game, as build.py builds it (hooks on)
    .cache/bench-site/bench/bare.html     only Pyodide, from the same files and options as the game's worker
    .cache/bench-site/bench/npm/          the standard library as npm ships it (all of it, source)
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

SITE = build.CACHE / "bench-site"
HERE = Path(__file__).resolve().parent

BARE_PAGES = {
    "bare": "bench/bare.html",  # the build's Pyodide files, as the game's worker loads them
    "bare_npm": "bench/bare.html?stdlib=npm",  # the standard library as npm ships it (all source)
}


def bench_site(no_build: bool = False, folder: Path = SITE, network: dict | None = None) -> Path:
    """Build the benchmark's site (unless asked not to and it exists); its folder.
    network: relays and STUN servers of its own (build.build's), e.g. a relay on loopback."""
    if no_build and (folder / "bench" / "bare.html").exists():
        return folder
    manifest = build.build(folder, benchmark=True, network=network)
    bench = folder / "bench"
    bench.mkdir()
    for name in ("bare.html", "bare-worker.js"):
        text = (HERE / name).read_text()
        text = text.replace("__PYODIDE_DIR__", f"../{manifest['pyodide']}").replace(
            "__STDLIB__", f"../{manifest['stdlib']}"
        )
        (bench / name).write_text(text.replace("__LOCK__", json.dumps(manifest["lock"])))
    (bench / "npm").mkdir()
    shutil.copy2(build.ensure_node_modules() / "python_stdlib.zip", bench / "npm" / "python_stdlib.zip")
    return folder
