"""Cold and warm starts of the built site against bare Pyodide, in one run
(a benchmark, not a test).

    .venv/bin/python bench/start_speed.py [--runs 5] [--no-build]

Each run, in real Chromium on one local server (the benchmark's build, bench/bench_site.py):
- bare:     a fresh profile loads a page that only boots Pyodide from the build's own
            files, with the game's options (bench/bare.html);
- cold:     a fresh profile opens the game: a first visit (network, service worker install);
- cached:   the same profile again, its snapshot removed: everything from the service
            worker's cache, started the usual way;
- warm:     the same profile again, with the Python memory snapshot the first visit made:
            a repeat visit.
For the game, "ready" is navigation -> engine ready (the Start button works) and "table"
is navigation -> the table with the player's tiles after pressing Start as soon as it works.
Medians in milliseconds since navigation start (performance.now()), and the targets'
ratios: first visit / bare and repeat visit / bare.

Bytes on the wire: every file of the site that the first visit fetched (page, worker,
service worker's precache; each counted once, as a revalidated copy is not sent again),
summed at its `gzip -9` size, which is what a static host that compresses sends at most.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from bench_site import BARE_PAGES  # noqa: E402
from page_speed import WAIT_MS, site_and_browser, stamp  # noqa: E402

ENGINE_READY = "document.body?.dataset.engine === 'ready'"


def open_game(page, url: str) -> dict:
    page.goto(url, wait_until="commit")
    ready = stamp(page, ENGINE_READY)
    page.click("#start-button")
    if page.locator("#replace-yes").is_visible():  # the last visit's match is saved: replace it
        page.click("#replace-yes")
    table = stamp(page, "document.querySelector('#hand .hand-tile') !== null")
    start = page.evaluate("document.body.dataset.engineStart")
    page.click("#new-match-button")
    return {"ready": ready, "table": table, "start": start}


def bare_ready(browser, url: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url + BARE_PAGES["bare"], wait_until="commit")
    ready = stamp(page, ENGINE_READY)
    context.close()
    return ready


def wire_bytes(site: Path, url: str, requested: set[str]) -> tuple[int, int]:
    """How many of the site's files were fetched, and the sum of their gzip -9 sizes."""
    files = set()
    for address in requested:
        if address.startswith(url):
            path = urlparse(address).path.lstrip("/") or "index.html"
            files.add(site / path)
    files = {path for path in files if path.is_file()}
    return len(files), sum(len(gzip.compress(path.read_bytes(), 9)) for path in files)


def one_run(browser, url: str, site: Path) -> dict:
    bare = bare_ready(browser, url)

    context = browser.new_context()
    requested = set()
    context.on("request", lambda request: requested.add(request.url))
    page = context.new_page()
    cold = open_game(page, url)
    page.wait_for_selector("body[data-snapshot=saved]", state="attached", timeout=WAIT_MS)
    files, gzip_bytes = wire_bytes(site, url, requested)
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
    return {
        "bare": bare,
        "cold": cold,
        "cached": cached,
        "warm": warm,
        "snapshot_bytes": snapshot[1],
        "files": files,
        "gzip_bytes": gzip_bytes,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--no-build", action="store_true", help="use the benchmark's site as it is, if built")
    args = parser.parse_args()
    with site_and_browser(args.no_build) as (browser, url, site):
        runs = [one_run(browser, url, site) for _ in range(args.runs)]
    median = lambda values: statistics.median(values)  # noqa: E731
    bare = median([r["bare"] for r in runs])
    print(f"runs: {args.runs}, snapshot: {runs[0]['snapshot_bytes'] / 2**20:.1f} MiB")
    print(f"{'bare Pyodide ready':32} {bare:6.0f} ms")
    for kind, label in (
        ("cold", "first visit"),
        ("cached", "repeat visit, no snapshot"),
        ("warm", "repeat visit, snapshot"),
    ):
        ready = median([r[kind]["ready"] for r in runs])
        table = median([r[kind]["table"] for r in runs])
        print(f"{label:32} {ready:6.0f} ms ready   {table:6.0f} ms playable table   {ready / bare:.2f}x bare")
    cold = median([r["cold"]["ready"] for r in runs]) / bare
    warm = median([r["warm"]["ready"] for r in runs]) / bare
    print(f"targets: first visit {cold:.2f}x bare (at most 1.25x), repeat visit {warm:.2f}x bare (at most 0.6x)")
    print(f"first visit on the wire: {runs[0]['files']} files, {runs[0]['gzip_bytes']:,} bytes (sum of gzip -9 sizes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
