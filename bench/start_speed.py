"""Cold and warm starts of the built site against bare Pyodide, in one run
(a benchmark, not a test).

    .venv/bin/python bench/start_speed.py [--runs 5] [--no-build]

Each run, in real Chromium on one local server:
- bare:     a fresh profile loads a page that only boots the same Pyodide (bench/bare.html),
            with the build's files and with the standard library as npm ships it;
- cold:     a fresh profile opens the game: network, service worker install, micropip, engine;
- cached:   the same profile again, its snapshot removed: everything from the service
            worker's cache, started the usual way;
- warm:     the same profile again, with the Python memory snapshot the first visit made.
For the game, "ready" is navigation -> engine ready (the Start button works) and "table"
is navigation -> the table with the player's tiles after pressing Start as soon as it works.
Medians in milliseconds since navigation start (performance.now()).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from page_speed import BARE_PAGES, WAIT_MS, site_and_browser, stamp  # noqa: E402

ENGINE_READY = "document.body?.dataset.engine === 'ready'"


def open_game(page, url: str) -> dict:
    page.goto(url, wait_until="commit")
    ready = stamp(page, ENGINE_READY)
    page.click("#start-button")
    table = stamp(page, "document.querySelector('#hand .hand-tile') !== null")
    start = page.evaluate("document.body.dataset.engineStart")
    page.click("#new-match-button")
    return {"ready": ready, "table": table, "start": start}


def bare_ready(browser, url: str, page_path: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url + page_path, wait_until="commit")
    ready = stamp(page, ENGINE_READY)
    context.close()
    return ready


def one_run(browser, url: str) -> dict:
    bare = {kind: bare_ready(browser, url, path) for kind, path in BARE_PAGES.items()}

    context = browser.new_context()
    page = context.new_page()
    cold = open_game(page, url)
    page.wait_for_selector("body[data-snapshot=saved]", state="attached", timeout=WAIT_MS)
    # the same profile, the snapshot set aside: a start from the offline cache alone
    snapshot = page.evaluate("""async () => {
        const cache = await caches.open('blockdominoes-snapshot');
        const [key] = await cache.keys();
        const bytes = await (await cache.match(key)).arrayBuffer();
        await cache.delete(key);
        return [key.url, bytes.byteLength];
    }""")
    page.goto("about:blank")
    cached = open_game(page, url)
    page.wait_for_selector("body[data-snapshot=saved]", state="attached", timeout=WAIT_MS)
    page.goto("about:blank")
    warm = open_game(page, url)
    context.close()
    assert (cold["start"], cached["start"], warm["start"]) == ("cold", "cold", "snapshot"), (cold, cached, warm)
    return {"bare": bare, "cold": cold, "cached": cached, "warm": warm, "snapshot_bytes": snapshot[1]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()
    with site_and_browser(args.no_build) as (browser, url):
        runs = [one_run(browser, url) for _ in range(args.runs)]
    median = lambda values: round(statistics.median(values))  # noqa: E731
    print(f"runs: {args.runs}, snapshot: {runs[0]['snapshot_bytes'] / 2**20:.1f} MiB")
    print(f"{'bare Pyodide ready':32} {median([r['bare']['bare'] for r in runs]):6} ms")
    print(f"{'bare Pyodide ready, npm stdlib':32} {median([r['bare']['bare_npm'] for r in runs]):6} ms")
    for kind, label in (
        ("cold", "first visit"),
        ("cached", "repeat visit, no snapshot"),
        ("warm", "repeat visit, snapshot"),
    ):
        ready = median([r[kind]["ready"] for r in runs])
        table = median([r[kind]["table"] for r in runs])
        print(f"{label:32} {ready:6} ms ready   {table:6} ms playable table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
