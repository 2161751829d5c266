"""How long the coach takes to review a whole round, and how steady its verdicts are.

Timing (in Pyodide under Node, as the page's worker runs it; targets: a 2-player round
under 3 s, a 4-player round under 8 s). Run from the repo root:

    node tests/pyodide/run_in_pyodide.mjs bench/review_speed.py timing
    python3 bench/review_speed.py timing          # the same in CPython (py/ on the path)

A round is played by medium bots (seed by seed), then seat 0's decisions are reviewed
through the bridge as the page asks: review_round, then review_move for each decision at
the default budget.

Calibration (the marks' thresholds): the costs of the moves easy, medium and hard bots make,
reviewed seat by seat in matches where they sit together, and how far a cost moves between
the default budget and ten times it (the noise a threshold must stand above):

    python3 bench/review_speed.py calibration [rounds per kind]

Agreement: the share of sampled positions (decisions with a choice, the values sampled:
not those counting makes exact) whose best move at the default budget is the best move at
ten times that budget:

    python3 bench/review_speed.py agreement [positions]
"""

import json
import statistics
import sys
import time

sys.path.insert(0, "py")

from blockdominoes import review  # noqa: E402
from blockdominoes.bots.knowledge import read_view  # noqa: E402
from blockdominoes.bots.moves import plays  # noqa: E402
from blockdominoes.bridge import Bridge  # noqa: E402
from blockdominoes.record import finished_round, replaying  # noqa: E402

KINDS = {
    "2 players": (2, {}),
    "3 players": (3, {}),
    "4 players": (4, {}),
    "4 partnership": (4, {"partnership": True}),
    "2 Draw game": (2, {"game": "draw"}),
}


def played_round(players: int, rules: dict, seed: int, level: str = "medium") -> Bridge:
    bridge = Bridge(bot_time_cap=None)
    seats = [{"type": "bot", "level": level}] * players
    bridge.call("new_match", players=players, rules=rules, seed=seed, seats=seats)
    while bridge.call("view")["view"]["phase"] == "play":
        bridge.call("bot_turn", seat=0)
    return bridge


def review_whole_round(bridge: Bridge) -> tuple[float, int]:
    """Seconds to review seat 0's decisions of round 1 through the bridge, and how many there were."""
    started = time.perf_counter()
    decisions = json.loads(bridge.handle(json.dumps({"cmd": "review_round", "round": 1, "seats": [0]})))
    found = decisions["result"]["decisions"]
    for decision in found:
        answer = json.loads(bridge.handle(json.dumps({"cmd": "review_move", "round": 1, "index": decision["index"]})))
        assert answer["ok"], answer
    return time.perf_counter() - started, len(found)


def timing(seeds: int = 8) -> None:
    print(f"budget {review.DEFAULT_BUDGET} deals per legal move; {seeds} rounds each")
    for name in ("2 players", "4 players", "4 partnership"):
        players, rules = KINDS[name]
        times, counts = [], []
        for seed in range(1, seeds + 1):
            seconds, count = review_whole_round(played_round(players, rules, seed))
            times.append(seconds)
            counts.append(count)
        print(
            f"{name}: a round's review mean {statistics.mean(times):.2f} s, max {max(times):.2f} s"
            f" ({statistics.mean(counts):.1f} decisions a round, max {max(counts)})"
        )


def sampled_positions(count: int) -> list[tuple[object, int, int]]:
    """(match, round, move index) of decisions whose values are sampled, from every kind of match."""
    found = []
    seed = 0
    while len(found) < count:
        seed += 1
        for players, rules in KINDS.values():
            match = played_round(players, rules, seed, level="hard").match
            rnd = finished_round(match, 1)
            again = replaying(match, rnd)
            for index, move in enumerate(rnd.moves):
                view = review.view_at(again, move["seat"])
                if move["type"] == "play" and len(plays(view)) > 1 and review.known_deal(read_view(view)) is None:
                    found.append((match, 1, index))
                again.apply(move)
    # Spread over the rounds: every third decision, in a fixed order.
    return found[::3][:count] if len(found) >= 3 * count else found[:count]


def agreement(count: int = 60) -> None:
    budget = review.DEFAULT_BUDGET
    positions = sampled_positions(count)
    agree = 0
    drift = []
    started = time.perf_counter()
    for match, number, index in positions:
        small = review.review_move(match, number, index, budget)
        large = review.review_move(match, number, index, 10 * budget)
        agree += small["best"] == large["best"]
        drift.append(abs(small["cost"] - large["cost"]))
    rate = agree / len(positions)
    drift.sort()
    print(
        f"best move at budget {budget} = best at {10 * budget}: {agree}/{len(positions)} ({rate:.0%})"
        f" in {time.perf_counter() - started:.0f} s; a cost moves by {statistics.median(drift):.2f} (median),"
        f" {drift[int(0.9 * len(drift))]:.2f} (90th percentile), {drift[-1]:.2f} (most)"
    )


def calibration(rounds: int = 6) -> None:
    costs: dict[str, list[float]] = {"easy": [], "medium": [], "hard": []}
    levels = ["easy", "medium", "hard"]
    for name, (players, rules) in KINDS.items():
        for seed in range(1, rounds + 1):
            bridge = Bridge(bot_time_cap=None)
            seats = [{"type": "bot", "level": levels[(seat + seed) % 3]} for seat in range(players)]
            bridge.call("new_match", players=players, rules=rules, seed=seed, seats=seats)
            while bridge.call("view")["view"]["phase"] == "play":
                bridge.call("bot_turn", seat=0)
            for decision in bridge.call("review_round", round=1, seats=list(range(players)))["decisions"]:
                answer = bridge.call("review_move", round=1, index=decision["index"])
                costs[seats[decision["seat"]]["level"]].append(answer["cost"])
        print(f"{name}: done", file=sys.stderr)
    for level, found in costs.items():
        found.sort()
        marks = {mark: 0 for mark in ("best", "good", "inaccuracy", "mistake", "blunder")}
        for cost in found:
            marks[review.mark(cost, cost == 0)] += 1
        shares = ", ".join(f"{mark} {count / len(found):.0%}" for mark, count in marks.items())
        print(
            f"{level}: {len(found)} decisions, cost median {statistics.median(found):.2f},"
            f" 75th {found[int(0.75 * len(found))]:.2f}, 90th {found[int(0.9 * len(found))]:.2f},"
            f" mean {statistics.mean(found):.2f}; {shares}"
        )


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "timing"
    if what == "timing":
        timing()
    elif what == "agreement":
        agreement(int(sys.argv[2]) if len(sys.argv) > 2 else 60)
    elif what == "calibration":
        calibration(int(sys.argv[2]) if len(sys.argv) > 2 else 6)
    else:
        raise SystemExit(f"unknown part {what!r}: timing, agreement or calibration")
