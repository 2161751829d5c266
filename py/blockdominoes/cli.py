"""``python -m blockdominoes``: play in the terminal, or measure the engine.

The terminal game talks to the engine only through the JSON bridge, as the
browser does.
"""

import argparse
import json
import sys

from . import bench
from .bots import tournament
from .bridge import Bridge

PRESETS = {
    "classic": {},
    "quick": {"opener": "highest_double", "match": "single"},
    "partnership": {"partnership": True},
    "draw": {"game": "draw"},
}


def tile_text(tile) -> str:
    return f"[{tile[0]}|{tile[1]}]"


class TerminalGame:
    def __init__(self, bridge: Bridge, seat: int = 0, read=input, write=print):
        self.bridge, self.seat, self.read, self.write = bridge, seat, read, write

    def call(self, cmd: str, **params) -> dict:
        answer = json.loads(self.bridge.handle(json.dumps({"cmd": cmd, **params})))
        if not answer["ok"]:
            raise ValueError(answer["error"]["message"])
        return answer["result"]

    def run(self, setup: dict) -> int:
        view = self.call("new_match", **setup)["view"]
        if view["lot"]:
            draws = "; ".join(
                ", ".join(f"{self.who(d['seat'], view)} drew {tile_text(d['tile'])}" for d in turn)
                for turn in view["lot"]["draws"]
            )
            self.write(f"Lot for the first lead: {draws}. {self.who(view['lot']['winner'], view)} opens.")
        while True:
            if view["phase"] == "play":
                view = self.turn(view)
                if view is None:
                    return 0
                continue
            self.show_result(view)
            if view["phase"] == "match_over":
                return 0
            if not self.ask_yes("Next round? [Y/n] "):
                return 0
            view = self.call("next_round", seat=self.seat)["view"]
            self.write(f"\n--- Round {view['round']}: {self.who(view['opener'], view)} opens ---")

    def who(self, seat: int, view: dict) -> str:
        name = view["seats"][seat]["name"]
        if seat == self.seat:
            return name or "You"
        return name or f"Seat {seat} ({view['seats'][seat]['level'] or 'human'})"

    def turn(self, view: dict):
        actor = view["turn"]
        if view["seats"][actor]["type"] == "bot":
            result = self.call("bot_turn", seat=self.seat)
            for event in result["events"]:
                self.describe(event, result["view"])
            return result["view"]
        if actor != self.seat:  # another human at this terminal plays from their own seat
            self.seat = actor
        self.show_table(view)
        while True:
            try:
                text = self.read("Your move (number, number+L/R, p pass, d draw, h hint, q quit): ")
            except EOFError:
                return None
            text = text.strip().lower()
            if text == "q":
                return None
            try:
                request = self.parse(text, view)
            except ValueError as problem:
                self.write(f"  {problem}")
                continue
            if request is None:
                continue
            try:
                result = self.call(request.pop("cmd"), seat=self.seat, **request)
            except ValueError as problem:
                self.write(f"  Not allowed: {problem}")
                continue
            for event in result["events"]:
                self.describe(event, result["view"])
            return result["view"]

    def parse(self, text: str, view: dict):
        hand = view["hand"]
        if text == "p":
            return {"cmd": "pass"}
        if text == "d":
            return {"cmd": "draw"}
        if text == "h":
            move = self.call("hint", seat=self.seat)["move"]
            if move["type"] == "play":
                where = f" on the {move['end']} end" if move["end"] else ""
                self.write(f"  Hint: play {tile_text(move['tile'])}{where}.")
            else:
                self.write(f"  Hint: {move['type']}.")
            return None
        end = None
        if text[-1:] in ("l", "r"):
            end = "left" if text[-1] == "l" else "right"
            text = text[:-1].strip()
        if not text.isdigit() or not 1 <= int(text) <= len(hand):
            raise ValueError(
                f"Type a tile's number from 1 to {len(hand)}, add L or R for the end when it fits both, or p, d, h, q."
            )
        request = {"cmd": "play", "tile": hand[int(text) - 1]}
        if end:
            request["end"] = end
        return request

    def show_table(self, view: dict) -> None:
        line = " ".join(f"[{e['left']}|{e['right']}]" for e in view["line"]) or "(empty: you lead)"
        self.write(f"\nLine: {line}")
        if view["ends"]:
            self.write(f"Ends: left {view['ends']['left']}, right {view['ends']['right']}")
        others = ", ".join(
            f"{self.who(s, view)}: {n} tiles" for s, n in enumerate(view["hand_counts"]) if s != self.seat
        )
        scores = " / ".join(str(s) for s in view["scores"])
        self.write(f"{others}. Scores {scores}" + (f" (target {view['target']})" if view["target"] else ""))
        playable = {tuple(m["tile"]) for m in view["legal"]}
        self.write(
            "Your hand: "
            + "  ".join(
                f"{i}:{tile_text(t)}{'*' if tuple(t) in playable else ''}" for i, t in enumerate(view["hand"], 1)
            )
            + "   (* fits)"
        )

    def describe(self, event: dict, view: dict) -> None:
        kind = event["type"]
        if kind == "play":
            where = f" on the {event['end']}" if event["end"] else " to open"
            self.write(f"{self.who(event['seat'], view)} plays {tile_text(event['tile'])}{where}.")
        elif kind == "pass":
            ends = event["ends"]
            self.write(f"{self.who(event['seat'], view)} passes (no {ends['left']} or {ends['right']}).")
        elif kind == "draw":
            tile = f" {tile_text(event['tile'])}" if "tile" in event else ""
            self.write(f"{self.who(event['seat'], view)} draws{tile}.")

    def show_result(self, view: dict) -> None:
        result = view["result"]
        self.write("\nRound over: " + ("domino!" if result["reason"] == "domino" else "blocked."))
        for seat, hand in enumerate(result["hands"]):
            self.write(
                f"  {self.who(seat, view)}: {' '.join(tile_text(t) for t in hand) or '-'} = {result['totals'][seat]}"
            )
        if result["winner"] is None:
            self.write("  Tie for the lowest total: nobody scores.")
        else:
            terms = result["terms"]
            sums = " + ".join(str(n) for n in terms["add"])
            if terms["subtract"] is not None:
                sums += f" - {terms['subtract']}"
            side = f"Team {result['winner'] + 1}" if view["teams"] else self.who(result["winner"], view)
            self.write(f"  {side} scores {sums} = {result['points']}.")
        self.write("  Scores: " + " / ".join(str(s) for s in view["scores"]))
        if view["match_result"]:
            winner = view["match_result"]["winner"]
            if winner is None:
                self.write("The match is a draw.")
            else:
                side = f"Team {winner + 1}" if view["teams"] else self.who(winner, view)
                self.write(f"{side} wins the match!")

    def ask_yes(self, prompt: str) -> bool:
        try:
            return self.read(prompt).strip().lower() in ("", "y", "yes")
        except EOFError:
            return False


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m blockdominoes", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a match in the terminal against bots")
    play.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    play.add_argument("--preset", choices=sorted(PRESETS), default="classic")
    play.add_argument("--level", choices=("easy", "medium", "hard"), default="medium")
    play.add_argument("--target", type=int)
    play.add_argument("--seed", type=int)
    bench.add_arguments(commands.add_parser("bench", help="random playouts per second"))
    tournament.add_arguments(commands.add_parser("tournament", help="bots against bots: win rates"))
    args = parser.parse_args(argv)
    if args.command == "play":
        players = 4 if args.preset == "partnership" else args.players
        rules = dict(PRESETS[args.preset])
        if args.target:
            rules["target"] = args.target
        setup = {
            "players": players,
            "rules": rules,
            "seats": [{"type": "human"}] + [{"type": "bot", "level": args.level}] * (players - 1),
        }
        if args.seed is not None:
            setup["seed"] = args.seed
        try:
            return TerminalGame(Bridge()).run(setup)
        except ValueError as problem:
            print(f"Cannot start: {problem}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            return 130
    return args.run(args)
