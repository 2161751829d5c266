"""Why the hard bot's margin stops well short of the omniscient bot's (a study, not a test).

    .venv/bin/python bench/capture_study.py [--deals 300] [--work 20000]

Every variant plays the first round of a match to 100 against medium on the same
deals, from both seats, so the luck of the deal is shared and differences between
variants are paired. The variants change one thing at a time:

- hard's reading of the others' plays: off (passes and draws only), as shipped, and
  near-exact (medium is deterministic, so a sharp model of it is the true one);
- hard's budget, four times larger;
- the omniscient bot's playout policy, so that the ceiling is its best, not its default.

If sharper reading and a bigger budget leave hard's margin where it was while the
omniscient bot stays far above, the gap is information that cannot be read from the
play, not too little search. Prints each variant's margin per round (95% interval) and
its share of the best omniscient margin.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
from blockdominoes.bots import reading, search  # noqa: E402
from blockdominoes.bots.moves import seated  # noqa: E402
from blockdominoes.match import Match  # noqa: E402
from blockdominoes.rng import derive  # noqa: E402
from blockdominoes.rules import make_rules  # noqa: E402
from blockdominoes.views import view_of  # noqa: E402
from blockdominoes_lab import omniscient, tournament  # noqa: E402


def variants(work: int) -> list[tuple[str, str, dict]]:
    """(label, level, overrides): ``beta`` is reading.BETA, ``greed`` the level's playout greed."""
    hard = {"beta": reading.BETA, "greed": search.GREED, "work": work}
    omni = {**hard, "greed": omniscient.GREED}
    return [
        ("hard, reading off", "hard", {**hard, "beta": 0.0}),
        ("hard, as shipped", "hard", hard),
        ("hard, near-exact reading", "hard", {**hard, "beta": 10.0}),
        ("hard, near-exact reading, 4x budget", "hard", {**hard, "beta": 10.0, "work": 4 * work}),
        *(
            (
                f"omniscient, playout greed {greed}{' (default)' if greed == omniscient.GREED else ''}",
                "omniscient",
                {**omni, "greed": greed},
            )
            for greed in (0, 96, 192, 256)
        ),
    ]


def use(overrides: dict) -> None:
    """Pool initializer: the study's knobs are module settings of the bots."""
    reading.BETA = overrides["beta"]
    search.GREED = omniscient.GREED = overrides["greed"]


def first_round_margin(job) -> int:
    """The entrant's points minus medium's in the first round of one seeded match."""
    level, work, seed, rotation = job
    lineup = [level, "medium"]
    entrant_at = [(seat + rotation) % 2 for seat in range(2)]
    seats = [
        {"type": "bot", "level": "hard" if lineup[e] == "omniscient" else lineup[e], "name": None} for e in entrant_at
    ]
    match, _ = Match.start(make_rules(2, {}), seats, seed, [0, 0])
    settings = {"work": work, "time_cap": None}
    while not match.round.over:
        seat = match.round.to_act()
        move = tournament.decide(lineup[entrant_at[seat]], view_of(match, seat), match, seat, settings)
        match.apply(seated(move, seat))
    result = match.round.result
    if result["winner"] is None:
        return 0
    return result["points"] if result["winner"] == entrant_at.index(0) else -result["points"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=300, help="deals, each played from both seats")
    parser.add_argument("--work", type=int, default=20_000, help="hard's and omniscient's budget")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    margins = {}
    for label, level, overrides in variants(args.work):
        started = time.perf_counter()
        jobs = [
            (level, overrides["work"], derive(args.seed, deal), rotation)
            for deal in range(args.deals)
            for rotation in range(2)
        ]
        with Pool(args.workers, initializer=use, initargs=(overrides,)) as pool:
            margins[label] = pool.map(first_round_margin, jobs, chunksize=4)
        mean, half = tournament.mean_ci(margins[label])
        print(
            f"{label:<42} margin/round {mean:5.2f} +- {half:.2f}   ({time.perf_counter() - started:.0f} s)", flush=True
        )
    ceiling_label = max(
        (label for label in margins if label.startswith("omniscient")),
        key=lambda label: statistics.fmean(margins[label]),
    )
    ceiling = margins[ceiling_label]
    print(f"\nceiling: {ceiling_label}, {statistics.fmean(ceiling):.2f} per round")
    for label, values in margins.items():
        if label.startswith("hard"):
            gap, half = tournament.mean_ci([a - b for a, b in zip(values, ceiling, strict=True)])
            print(
                f"{label:<42} captures {statistics.fmean(values) / statistics.fmean(ceiling):6.1%}"
                f"   (paired gap {gap:.2f} +- {half:.2f})"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
