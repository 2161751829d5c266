"""How big a match's record is: its JSON, and packed as a replay link carries it
(`#replay=`, deflate-raw then base64url, as record-link.js makes it), for the whole match
(what an online guest is sent once the match is over, in `record` pieces of 12,000
characters: protocol.js) and for one round alone. Run from the repo root:

    python3 bench/record_size.py [matches per kind]

Matches of medium bots to the end, for each kind (targets as the classic preset's 61 and a
long 150-point match); the largest and the median of each figure.
"""

import base64
import json
import math
import statistics
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from blockdominoes.bridge import Bridge  # noqa: E402

PIECE = 12_000  # protocol.js RECORD_PIECE
KINDS = [
    ("2 players, to 61", 2, {"target": 61}),
    ("4 players, to 61", 4, {"target": 61}),
    ("partnership, to 61", 4, {"partnership": True, "target": 61}),
    ("Draw game 2 players, to 61", 2, {"game": "draw", "target": 61}),
    ("2 players, to 150", 2, {"target": 150}),
    ("2 players, to 1000", 2, {"target": 1000}),
]


def link_length(record: dict) -> int:
    """The fragment's length: raw deflate (as CompressionStream "deflate-raw") then base64url."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(record, separators=(",", ":")).encode()) + packer.flush()
    return len(base64.urlsafe_b64encode(packed).rstrip(b"="))


def finished_match(players: int, rules: dict, seed: int) -> Bridge:
    bridge = Bridge(bot_time_cap=None)
    seats = [{"type": "bot", "level": "medium"}] * players
    view = bridge.call("new_match", players=players, rules=rules, seed=seed, seats=seats)["view"]
    while view["phase"] != "match_over":
        cmd = "next_round" if view["phase"] == "round_over" else "bot_turn"
        view = bridge.call(cmd, seat=0)["view"]
    return bridge


def main(matches: int) -> None:
    print(f"{'kind':28} {'rounds':>6} {'record B':>9} {'pieces':>6} {'match link':>10} {'round link':>10}")
    for name, players, rules in KINDS:
        rows = []
        for seed in range(1, matches + 1):
            bridge = finished_match(players, rules, seed)
            record = bridge.call("record")["record"]
            text = json.dumps(record, separators=(",", ":"))
            rounds = [r["round"] for r in record["rounds"]]
            one = max(link_length(bridge.call("record", round=n)["record"]) for n in rounds)
            packed = link_length(record)
            rows.append((len(rounds), len(text.encode()), math.ceil(packed / PIECE), packed, one))
        for label, pick in (("median", statistics.median), ("largest", max)):
            figures = [pick(row[i] for row in rows) for i in range(5)]
            print(
                f"{name + ' ' + label:28} "
                + " ".join(f"{f:>{w}.0f}" for f, w in zip(figures, (6, 9, 6, 10, 10), strict=True))
            )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
