"""Page speed and memory of the built site in real Chromium (a benchmark, not a test).

    .venv/bin/python bench/page_speed.py [--runs 5] [--matches 20]

Prints medians of: navigation -> set-up screen painted, navigation -> engine ready,
against a bare page that only loads the same Pyodide (same run, same server, cold
cache each time), twice: with the build's Pyodide files (whose standard-library
modules that a game imports are precompiled, see build_site/bytecode.py) and with
the standard library as the npm package ships it; when each step of the engine's start
ended (the worker's performance marks: Python started, engine unpacked, ...); the bridge round trip of `view` in
the browser; the gzipped bytes of our own assets; the worker's WebAssembly memory and
the page's JS heap after 1, N/2 and N bot-only matches played through the page. A leak keeps growing after N/2; the
first matches' growth is mostly V8 compiling the page's hot code (seen in heap snapshots).
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from bench_site import BARE_PAGES, bench_site  # noqa: E402
from conftest import launch_chromium  # noqa: E402
from driver import set_up, start  # noqa: E402

import build  # noqa: E402

WAIT_MS = 180_000


def stamp(page, condition: str) -> float:
    """performance.now() (ms since navigation) at the first frame where condition holds."""
    return page.wait_for_function(
        f"() => ({condition}) && performance.now()", polling="raf", timeout=WAIT_MS
    ).json_value()


STEPS = """() => [performance.timeOrigin, performance.getEntriesByType("mark")
    .filter((mark) => mark.name.startsWith("engine: ")).map((mark) => [mark.name.slice(8), mark.startTime])]"""


def start_steps(page) -> dict:
    """ms since navigation at which the page's Pyodide worker started and ended each marked step."""
    worker = next(w for w in page.workers if w.url.split("?")[0].endswith(("engine-worker.js", "bare-worker.js")))
    origin, marks = worker.evaluate(STEPS)
    offset = origin - page.evaluate("performance.timeOrigin")
    return {"worker started": offset, **{name: offset + at for name, at in marks}}


def load_times(browser, url: str, runs: int) -> dict:
    times = {"game_shell": [], "game": [], **{kind: [] for kind in BARE_PAGES}}
    steps = {"game": [], "bare": []}
    for _ in range(runs):
        for kind in ("game", *BARE_PAGES):
            context = browser.new_context()
            page = context.new_page()
            if kind == "game":
                page.goto(url, wait_until="commit")
                times["game_shell"].append(
                    stamp(
                        page,
                        "document.body?.dataset.shell === 'ready' && !document.getElementById('setup-screen').hidden",
                    )
                )
                times["game"].append(stamp(page, "document.body.dataset.engine === 'ready'"))
            else:
                page.goto(url + BARE_PAGES[kind], wait_until="commit")
                times[kind].append(stamp(page, "document.body?.dataset.engine === 'ready'"))
            if kind in steps:
                steps[kind].append(start_steps(page))
            context.close()
    median = {kind: statistics.median(values) for kind, values in times.items()}
    return {
        "setup_visible_ms": median["game_shell"],
        "engine_ready_ms": median["game"],
        "bare_pyodide_ready_ms": median["bare"],
        "engine_over_bare_pct": 100 * (median["game"] / median["bare"] - 1),
        "bare_npm_pyodide_ready_ms": median["bare_npm"],
        "engine_over_bare_npm_pct": 100 * (median["game"] / median["bare_npm"] - 1),
        **{
            f"{kind}_start_steps_ms": {name: round(statistics.median(run[name] for run in runs)) for name in runs[0]}
            for kind, runs in steps.items()
        },
    }


def round_trips(browser, url: str, count: int = 300) -> dict:
    # Nothing else may run meanwhile on a small machine: the page's own engine is left to
    # finish starting, and no service worker means no background snapshot maker.
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=WAIT_MS)
    app = page.evaluate("""() => document.querySelector('script[src$="main.js"]').src""")
    # A worker of its own (the bundled engine-worker.js beside main.js), spoken to in its protocol.
    times = page.evaluate(
        """async ([mainUrl, count]) => {
            const worker = new Worker(new URL('engine-worker.js', mainUrl).href, { type: 'module' });
            let answer = () => {};
            worker.onmessage = ({ data }) => {
                if (data.type === 'failed') throw new Error(data.message);
                if (data.type === 'ready' || data.type === 'response') answer(data);
            };
            const next = () => new Promise((resolve) => { answer = resolve; });
            let id = 0;
            const request = (cmd, params) => {
                const reply = next();
                worker.postMessage({ id: ++id, text: JSON.stringify({ id, cmd, ...params }) });
                return reply;
            };
            await next();
            await request('new_match', { players: 4, seed: 1 });
            for (let i = 0; i < 6; i++) await request('bot_turn', { seat: 0 });
            const times = [];
            for (let i = 0; i < count; i++) {
                const t0 = performance.now();
                await request('view', { seat: 0 });
                times.push(performance.now() - t0);
            }
            worker.terminate();
            return times;
        }""",
        [app, count],
    )
    context.close()
    times.sort()
    return {
        "view_round_trip_median_ms": statistics.median(times),
        "view_round_trip_p95_ms": times[int(0.95 * len(times)) - 1],
    }


def own_asset_bytes(site: Path) -> dict:
    """The page's own files as a first visit fetches them (source maps are not fetched)."""
    manifest = json.loads((site / "build-manifest.json").read_text())
    app = [p for p in (site / manifest["app"]).iterdir() if p.suffix != ".map"]
    files = [site / "index.html", *app]
    return {
        "own_assets_files": len(files),
        "own_assets_bytes": sum(p.stat().st_size for p in files),
        "own_assets_gzip_bytes": sum(len(gzip.compress(p.read_bytes(), 9)) for p in files),
        "engine_archive_bytes": (site / manifest["engine"]).stat().st_size,
    }


def memory(browser, url: str, matches: int) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=WAIT_MS)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    figures = {}
    midway = max(1, matches // 2)  # growth from here on tells a leak from warm-up (JIT code)
    started = time.perf_counter()
    for number in range(1, matches + 1):
        set_up(page, ["medium", "medium"])
        start(page)
        while True:
            page.wait_for_selector("#summary", state="visible", timeout=WAIT_MS)
            if page.is_visible("#summary-new"):
                break
            title = page.inner_text("#summary-title")
            page.click("#summary-next")
            # bots alone may finish the next round at once: wait for its own summary
            page.wait_for_function(
                "(title) => !document.getElementById('summary').hidden"
                " && document.getElementById('summary-title').textContent !== title",
                arg=title,
                timeout=WAIT_MS,
            )
        if number in (1, midway, matches):
            cdp.send("HeapProfiler.collectGarbage")
            metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
            wasm = page.workers[0].evaluate("() => self.wasmMemoryBytes()")
            figures[number] = {"js_heap_used_bytes": metrics["JSHeapUsedSize"], "worker_wasm_bytes": wasm}
        page.click("#summary-new")
    context.close()
    first, middle, last = figures[1], figures[midway], figures[matches]

    def growth(key: str, before: dict) -> float:
        return 100 * (last[key] / before[key] - 1)

    return {
        "matches": matches,
        "seconds": round(time.perf_counter() - started, 1),
        "after_1": first,
        f"after_{midway}": middle,
        f"after_{matches}": last,
        "js_heap_growth_pct": growth("js_heap_used_bytes", first),
        f"js_heap_growth_from_{midway}_pct": growth("js_heap_used_bytes", middle),
        "wasm_growth_pct": growth("worker_wasm_bytes", first),
        f"wasm_growth_from_{midway}_pct": growth("worker_wasm_bytes", middle),
    }


@contextlib.contextmanager
def site_and_browser(no_build: bool):
    """Builds the benchmark's site (bench/bench_site.py) unless asked not to, serves it, starts Chromium."""
    site = bench_site(no_build)
    server, url = build.serve_in_thread(site)
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            try:
                yield browser, url, site
            finally:
                browser.close()
    finally:
        server.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="load-time repetitions (default 5)")
    parser.add_argument(
        "--matches", type=int, default=20, help="bot-only matches for the memory figures (default 20, at least 4)"
    )
    parser.add_argument("--no-build", action="store_true", help="use the benchmark's site as it is, if built")
    args = parser.parse_args()
    if args.matches < 4:
        parser.error("--matches needs at least 4, so that the midway figure is not the first one")
    with site_and_browser(args.no_build) as (browser, url, site):
        report = {}
        report.update(load_times(browser, url, args.runs))
        report.update(round_trips(browser, url))
        report.update(own_asset_bytes(site))
        report["memory"] = memory(browser, url, args.matches)
    for name, value in report.items():
        if isinstance(value, float):
            value = round(value, 1)
        print(f"{name:28} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
