"""``python -m blockdominoes_lab tournament``: bots against bots, for the figures.

Seeded and fair: the matches come in groups of one seed each, and within a
group the line-up is rotated through every seat, so each entrant plays each
deal from each seat (nobody keeps the opener's edge, and the luck of the
deal cancels out). Prints match win rates with 95% Wilson intervals, the
mean points margin per round (own side's points minus the other sides'
mean) and decision times per level. ``omniscient`` may be named as a level
here (and only here); ``--capture`` compares hard with it on the same deals.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, TypedDict

from blockdominoes.bots import LEVELS, hard
from blockdominoes.bots import choose as level_choose
from blockdominoes.bots.moves import no_play_move, plays, seated
from blockdominoes.match import Match
from blockdominoes.rng import SplitMix64, derive
from blockdominoes.rules import make_rules
from blockdominoes.views import view_of

from . import omniscient
from .presets import preset_rules

if TYPE_CHECKING:
    from blockdominoes.messages import Move, RulesSpec, Seat, View

ENTRANTS: tuple[str, ...] = (*LEVELS, "omniscient")
Z95 = 1.959964


class Settings(TypedDict):
    work: int  # the hard and omniscient bots' budget per decision
    time_cap: float | None


class Game(TypedDict):
    """One match's figures, per entrant (position in the line-up)."""

    won: list[bool]
    drawn: bool
    margins: list[list[float]]  # per round: own side's points minus the other sides' mean
    times: dict[str, list[float]]  # per level: seconds per decision with a choice


Job = tuple[list[str], "RulesSpec", Settings, int, int]  # line-up, rules, settings, seed, rotation


def add_arguments(parser: argparse.ArgumentParser) -> None:
    presets = preset_rules()
    parser.add_argument(
        "--levels",
        default="hard,medium",
        help=f"comma-separated, one per seat, e.g. hard,medium,medium,medium (levels: {', '.join(ENTRANTS)})",
    )
    parser.add_argument("--preset", choices=list(presets), default=next(iter(presets)))
    parser.add_argument("--single", action="store_true", help="one round per match")
    parser.add_argument("--target", type=int)
    parser.add_argument("--matches", type=int, default=100, help="rounded up to a whole number of seat rotations")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--work",
        type=int,
        default=hard.WORK,
        help="the hard and omniscient bots' budget per decision (playouts x tiles in hands)",
    )
    parser.add_argument(
        "--time-cap", type=float, default=hard.TIME_CAP, help="the hard bot's time cap per decision, seconds (0: none)"
    )
    parser.add_argument(
        "--capture",
        action="store_true",
        help="also play the first entrant's seat as the omniscient bot on the "
        "same deals, and report the share of its margin captured",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    lineup = [level.strip() for level in args.levels.split(",")]
    unknown = [level for level in lineup if level not in ENTRANTS]
    if unknown or not 2 <= len(lineup) <= 4:
        print(f"--levels needs 2 to 4 of {', '.join(ENTRANTS)}")
        return 2
    rules: RulesSpec = {**preset_rules()[args.preset]}
    if args.single:
        rules["match"] = "single"
    if args.target:
        rules["target"] = args.target
    make_rules(len(lineup), rules)  # refuses a combination that makes no sense
    settings: Settings = {"work": args.work, "time_cap": args.time_cap or None}
    groups = -(-args.matches // len(lineup))
    print(
        f"{len(lineup)} players ({', '.join(lineup)}), rules {rules or 'classic'}, "
        f"{groups * len(lineup)} matches ({groups} seeds x {len(lineup)} seat rotations), "
        f"seed {args.seed}, hard work {args.work}, time cap {args.time_cap}s"
    )
    games = play_all(lineup, rules, settings, args.seed, groups, args.workers)
    report(lineup, games, settings["time_cap"])
    if args.capture:
        oracle = ["omniscient"] + lineup[1:]
        print("\nSame deals with seat 0's entrant played by the omniscient bot:")
        reference = play_all(oracle, rules, settings, args.seed, groups, args.workers)
        report(oracle, reference, settings["time_cap"])
        print_capture(lineup[0], games, reference)
    return 0


def play_all(
    lineup: list[str], rules: RulesSpec, settings: Settings, seed: int, groups: int, workers: int
) -> list[Game]:
    jobs: list[Job] = [
        (lineup, rules, settings, derive(seed, group), rotation)
        for group in range(groups)
        for rotation in range(len(lineup))
    ]
    if workers <= 1:
        return list(progress(map(play_match, jobs), len(jobs)))
    from multiprocessing import Pool  # not on Pyodide, which runs with --workers 1

    with Pool(workers) as pool:
        return list(progress(pool.imap(play_match, jobs), len(jobs)))


def progress(games: Iterable[Game], total: int) -> Iterator[Game]:
    """Passes the games through, telling stderr how far along a long run is."""
    started = time.perf_counter()
    for done, game in enumerate(games, 1):
        if done % max(1, total // 10) == 0 or done == total:
            print(f"  {done}/{total} matches, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        yield game


def play_match(job: Job) -> Game:
    """One match; per entrant (position in the line-up): won, drawn, margin per round."""
    lineup, rules_spec, settings, seed, rotation = job
    players = len(lineup)
    rules = make_rules(players, rules_spec)
    entrant_at = [(seat + rotation) % players for seat in range(players)]
    seats: list[Seat] = [
        {"type": "bot", "level": level if level in LEVELS else "hard", "name": None}
        for level in (lineup[e] for e in entrant_at)
    ]
    match, _ = Match.start(rules, seats, seed, [0] * rules.sides)
    margins: list[list[float]] = [[] for _ in range(players)]
    times: dict[str, list[float]] = {level: [] for level in set(lineup)}
    while True:
        rnd = match.round
        if rnd.result is not None:
            points = [0] * rules.sides
            if rnd.result["winner"] is not None:
                points[rnd.result["winner"]] = rnd.result["points"]
            for seat in range(players):
                side = rules.side_of(seat)
                others = [points[s] for s in range(rules.sides) if s != side]
                margins[entrant_at[seat]].append(points[side] - sum(others) / len(others))
            if match.match_result is not None:
                break
            match.next_round()
            continue
        seat = rnd.to_act()
        level = lineup[entrant_at[seat]]
        view = view_of(match, seat)
        started = time.perf_counter()
        move = decide(level, view, match, seat, settings)
        if len(plays(view)) > 1 if view["legal"] else False:
            times[level].append(time.perf_counter() - started)
        match.apply(seated(move, seat))
    winner = match.match_result["winner"]
    return {
        "won": [winner is not None and rules.side_of(entrant_at.index(e)) == winner for e in range(players)],
        "drawn": winner is None,
        "margins": margins,
        "times": times,
    }


def decide(level: str, view: View, match: Match, seat: int, settings: Settings) -> Move:
    rng = SplitMix64(match.bot_seed(seat))
    if not view["legal"]:
        return no_play_move(view)
    if level == "omniscient":
        hidden: omniscient.Hidden = {"hands": list(match.round.hands), "rest": list(match.round.rest)}
        return omniscient.choose(view, hidden, rng, settings["work"])
    if level == "hard":
        return hard.choose(view, rng, settings["work"], settings["time_cap"])
    return level_choose(level, view, rng)


def wilson(successes: float, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denominator
    return centre - half, centre + half


def mean_ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values) if values else 0.0
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def report(lineup: list[str], games: list[Game], cap: float | None = None) -> None:
    """The table; ``capped`` is the share of decisions that ran into the time cap."""
    print(
        f"{'level':<11}{'seats':>6}{'wins':>7}{'draws':>7}{'win rate':>10}  {'95% CI':<16}"
        f"{'margin/round':>13}  {'(95% CI)':<10}{'decision ms: median':>21}{'p95':>6}{'n':>7}"
        f"{'capped':>8}"
    )
    for level in dict.fromkeys(lineup):
        entrants = [e for e, name in enumerate(lineup) if name == level]
        seats = len(games) * len(entrants)
        wins = sum(game["won"][e] for game in games for e in entrants)
        draws = sum(game["drawn"] for game in games) * len(entrants)
        low, high = wilson(wins, seats)
        mean, half = mean_ci(entrant_margins(games, entrants))
        times = sorted(t for game in games for t in game["times"].get(level, []))
        capped = sum(t >= cap for t in times) / len(times) if times and cap else 0.0
        timing = (
            f"{1000 * times[len(times) // 2]:>21.1f}{1000 * times[int(len(times) * 0.95)]:>6.0f}"
            f"{len(times):>7}{capped:>8.1%}"
            if times
            else f"{'-':>21}"
        )
        print(
            f"{level:<11}{seats:>6}{wins:>7}{draws:>7}{wins / seats:>10.1%}  "
            f"[{low:.1%}, {high:.1%}]{'':<1}{mean:>11.2f}  +-{half:<8.2f}{timing}"
        )


def entrant_margins(games: list[Game], entrants: list[int]) -> list[float]:
    return [m for game in games for e in entrants for m in game["margins"][e]]


def print_capture(level: str, games: list[Game], reference: list[Game]) -> None:
    """Seat 0's entrant against the omniscient bot in its place, same deals."""
    own = statistics.fmean(entrant_margins(games, [0]))
    ceiling = statistics.fmean(entrant_margins(reference, [0]))
    paired = [
        statistics.fmean(a["margins"][0]) - statistics.fmean(b["margins"][0])
        for a, b in zip(games, reference, strict=True)
    ]
    gap, half = mean_ci(paired)
    share = own / ceiling if ceiling else float("nan")
    print(
        f"\n{level} margin/round {own:.2f}, omniscient {ceiling:.2f}: {level} captures "
        f"{share:.1%} of the omniscient margin (paired per-match gap {gap:.2f} +- {half:.2f})"
    )
