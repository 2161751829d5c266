"""``python -m blockdominoes_lab bench``: random rounds per second on the engine's fast path."""

import argparse
import platform
import time

from blockdominoes.fast import deal, hand_pips, random_playout
from blockdominoes.rules import HAND_SIZE


def playouts_per_second(players: int = 2, seconds: float = 2.0, seed: int = 1) -> tuple[float, int]:
    size = HAND_SIZE[players]
    state, rounds = seed, 0
    start = time.perf_counter()
    while True:
        for _ in range(500):
            hands, _, state = deal(players, size, state)
            _, state = random_playout(hands, -1, -1, 0, None, state)
            [hand_pips(hand) for hand in hands]
        rounds += 500
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return rounds / elapsed, rounds


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, choices=sorted(HAND_SIZE), default=2)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    rates = []
    for _ in range(args.repeat):
        rate, rounds = playouts_per_second(args.players, args.seconds)
        rates.append(rate)
        print(f"{rounds} random {args.players}-player rounds: {rate:,.0f} rounds/s")
    rates.sort()
    print(
        f"median {rates[len(rates) // 2]:,.0f} rounds/s "
        f"({platform.python_implementation()} {platform.python_version()}, {platform.machine()})"
    )
    return 0
