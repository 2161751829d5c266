"""``python -m blockdominoes_lab``: play in the terminal, or measure the engine.

The terminal game talks to the engine only through the JSON bridge, as the
browser does, and offers the set-up choices the bridge's ``options`` command lists.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from blockdominoes.bridge import Bridge
from blockdominoes.errors import GameError
from blockdominoes.tiles import label

if TYPE_CHECKING:
    from blockdominoes.messages import Event, View

from . import bench, tournament
from .presets import setup_options


class TerminalGame:
    def __init__(
        self,
        bridge: Bridge,
        seat: int = 0,
        read: Callable[[str], str] = input,
        write: Callable[[str], object] = print,
    ):
        self.bridge, self.seat, self.read, self.write = bridge, seat, read, write

    def run(self, setup: dict[str, Any]) -> int:
        view = self.bridge.call("new_match", **setup)["view"]
        if view["lot"]:
            draws = "; ".join(
                ", ".join(f"{self.who(d['seat'], view)} drew {label(*d['tile'])}" for d in turn)
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
            view = self.bridge.call("next_round", seat=self.seat)["view"]
            self.write(f"\n--- Round {view['round']}: {self.who(view['opener'], view)} opens ---")

    def who(self, seat: int, view: View) -> str:
        name = view["seats"][seat]["name"]
        if seat == self.seat:
            return name or "You"
        return name or f"Seat {seat} ({view['seats'][seat]['level'] or 'human'})"

    def turn(self, view: View) -> View | None:
        actor = view["turn"]
        assert actor is not None, "a turn is taken while the round is on"
        if view["seats"][actor]["type"] == "bot":
            result = self.bridge.call("bot_turn", seat=self.seat)
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
                result = self.bridge.call(request.pop("cmd"), seat=self.seat, **request)
            except GameError as problem:
                self.write(f"  Not allowed: {problem.message}")
                continue
            for event in result["events"]:
                self.describe(event, result["view"])
            return result["view"]

    def parse(self, text: str, view: View) -> dict[str, Any] | None:
        hand = view["hand"]
        if text == "p":
            return {"cmd": "pass"}
        if text == "d":
            return {"cmd": "draw"}
        if text == "h":
            move = self.bridge.call("hint", seat=self.seat)["move"]
            if move["type"] == "play":
                where = f" on the {move['end']} end" if move["end"] else ""
                self.write(f"  Hint: play {label(*move['tile'])}{where}.")
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

    def show_table(self, view: View) -> None:
        line = " ".join(label(e["left"], e["right"]) for e in view["line"]) or "(empty: you lead)"
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
            + "  ".join(f"{i}:{label(*t)}{'*' if tuple(t) in playable else ''}" for i, t in enumerate(view["hand"], 1))
            + "   (* fits)"
        )

    def describe(self, event: Event, view: View) -> None:
        if event["type"] == "play":
            where = f" on the {event['end']}" if event["end"] else " to open"
            self.write(f"{self.who(event['seat'], view)} plays {label(*event['tile'])}{where}.")
        elif event["type"] == "pass":
            ends = event["ends"]
            self.write(f"{self.who(event['seat'], view)} passes (no {ends['left']} or {ends['right']}).")
        elif event["type"] == "draw":
            tile = f" {label(*event['tile'])}" if "tile" in event else ""
            self.write(f"{self.who(event['seat'], view)} draws{tile}.")

    def show_result(self, view: View) -> None:
        result = view["result"]
        assert result is not None, "a result is shown once the round is over"
        self.write("\nRound over: " + ("domino!" if result["reason"] == "domino" else "blocked."))
        for seat, hand in enumerate(result["hands"]):
            self.write(
                f"  {self.who(seat, view)}: {' '.join(label(*t) for t in hand) or '-'} = {result['totals'][seat]}"
            )
        terms = result["terms"]
        if result["winner"] is None or terms is None:
            self.write("  Tie for the lowest total: nobody scores.")
        else:
            sums = " + ".join(str(n) for n in terms["add"])
            if terms["subtract_hands"] is not None:  # partners: "(39 + 19) - (26 + 24)"
                sums = f"({sums}) - ({' + '.join(str(n) for n in terms['subtract_hands'])})"
            elif terms["subtract"] is not None:
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


def main(argv: list[str] | None = None) -> int:
    options = setup_options()
    presets = {preset["id"]: preset for preset in options["presets"]}
    players = options["players"]
    levels = options["bot_levels"]
    default_level = next(seat.get("level") for seat in options["default_seats"] if seat["type"] == "bot")
    parser = argparse.ArgumentParser(prog="python -m blockdominoes_lab", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a match in the terminal against bots")
    play.add_argument(
        "--players", type=int, choices=range(players["min"], players["max"] + 1), default=players["default"]
    )
    play.add_argument("--preset", choices=list(presets), default=next(iter(presets)))
    play.add_argument("--level", choices=levels, default=default_level)
    play.add_argument("--target", type=int)
    play.add_argument("--seed", type=int)
    bench.add_arguments(commands.add_parser("bench", help="random playouts per second"))
    tournament.add_arguments(commands.add_parser("tournament", help="bots against bots: win rates"))
    args = parser.parse_args(argv)
    if args.command == "play":
        preset = presets[args.preset]
        # A preset for one table only (partnership: 4) plays at it whatever --players says.
        count = args.players if args.players in preset["players"] else preset["players"][0]
        rules: dict[str, object] = {**preset["rules"]}
        if args.target:
            rules["target"] = args.target
        setup = {
            "players": count,
            "rules": rules,
            "seats": [{"type": "human"}] + [{"type": "bot", "level": args.level}] * (count - 1),
        }
        if args.seed is not None:
            setup["seed"] = args.seed
        try:
            return TerminalGame(Bridge()).run(setup)
        except GameError as problem:
            print(f"Cannot start: {problem.message}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            return 130
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)
