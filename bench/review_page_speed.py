"""The coach's review as a player waits for it, in real Chromium (a benchmark, not a test).

    .venv/bin/python bench/review_page_speed.py [--runs 3]

Each run plays one round through the page (the built dist/, the real engine in its worker,
the tests' policy for the human, instant bots), a 2-player quick game and a 4-player round,
then presses "Review this round" and times it until the review's total shows: every
`review_round` and `review_move` request, one at a time, with the page's progress between
them. Printed: per run the decisions reviewed and the seconds; the medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from conftest import launch_chromium  # noqa: E402
from test_replay import play_match  # noqa: E402

import build  # noqa: E402

KINDS = {
    "2 players (quick game)": (["human", "medium"], "quick"),
    "4 players (classic round)": (["human", "easy", "medium", "medium"], "classic"),
}


def review_once(browser, url: str, seats: list[str], preset: str, seed: int) -> tuple[int, float]:
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.set_default_timeout(300_000)
    page.add_init_script("localStorage.setItem('blockdominoes.speed', 'instant')")
    try:
        play_match(page, url, seats, preset, seed=seed)
        began = time.perf_counter()
        page.click("#summary-review")
        page.wait_for_selector("#review[data-state='done']", state="attached")
        seconds = time.perf_counter() - began
        return page.locator("#review-list li").count(), seconds
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    build.build()
    server, url = build.serve_in_thread(build.DIST)
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            for name, (seats, preset) in KINDS.items():
                times = []
                for run in range(args.runs):
                    decisions, seconds = review_once(browser, url, seats, preset, seed=run + 1)
                    times.append(seconds)
                    print(f"{name}, seed {run + 1}: {decisions} decisions reviewed in {seconds:.2f} s")
                print(f"{name}: median {statistics.median(times):.2f} s over {args.runs} rounds")
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
