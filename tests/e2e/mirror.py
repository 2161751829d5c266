"""A CPython copy of the match the page plays, kept in lock-step with it.

The page and this mirror get the same `new_match` parameters and seed, so the
deals and the bots' choices agree; the human's moves are chosen by one policy
(`choose`) and sent to both. The tests then compare what the page shows with
what the engine says, instead of with numbers written in the test.
"""

from __future__ import annotations

from blockdominoes.bridge import Bridge


def key(tile) -> str:
    return f"{tile[0]}-{tile[1]}"


class Mirror:
    def __init__(self, params: dict):
        self.bridge = Bridge()
        self.params = params
        self.viewer = 0
        self.view = self.bridge.call("new_match", **params)["view"]
        self.humans = [i for i, seat in enumerate(self.view["seats"]) if seat["type"] == "human"]
        self.viewer = self.humans[0] if self.humans else 0
        self.view = self.bridge.call("view", seat=self.viewer)["view"]

    def run_bots(self) -> dict:
        """Let bots act until a human is to act or the round is over; returns the view."""
        while self.view["phase"] == "play":
            actor = self.view["turn"]
            if self.view["seats"][actor]["type"] == "human":
                if actor != self.viewer:
                    self.viewer = actor
                    self.view = self.bridge.call("view", seat=actor)["view"]
                break
            self.view = self.bridge.call("bot_turn", seat=self.viewer)["view"]
        return self.view

    def apply(self, move: dict) -> None:
        params = {key_: value for key_, value in move.items() if key_ != "type" and value is not None}
        self.view = self.bridge.call(move["type"], seat=self.viewer, **params)["view"]

    def next_round(self) -> None:
        self.view = self.bridge.call("next_round", seat=self.viewer)["view"]


def place_groups(view: dict, tile) -> list[list]:
    """The places a tile may go that a player tells apart: the engine's legal ends for it,
    grouped by the value of the open end each joins (two ends showing 6 are one place)."""
    groups: dict = {}
    for move in view["legal"]:
        if list(move["tile"]) == list(tile):
            value = None if move["end"] is None else view["ends"][move["end"]]
            groups.setdefault(value, []).append(move["end"])
    return list(groups.values())


def choose(view: dict) -> dict:
    """The tests' human: draw when allowed, else pass when allowed, else the first
    playable tile of the hand at its left end if it fits there."""
    if view["can_draw"]:
        return {"type": "draw"}
    if view["can_pass"]:
        return {"type": "pass"}
    for tile in view["hand"]:
        ends = [move["end"] for move in view["legal"] if move["tile"] == tile]
        if ends:
            end = "left" if "left" in ends else ends[0]
            return {"type": "play", "tile": tile, "end": end}
    raise AssertionError(f"no move for {view}")


def simulate(params: dict, rounds: int | None = 1) -> dict:
    """Play with `choose` for the humans; report what happened, for picking seeds."""
    mirror = Mirror(params)
    stats = {"rounds": 0, "plays_round1": 0, "human_passes": 0, "human_draws": 0, "results": []}
    while True:
        view = mirror.run_bots()
        if view["phase"] != "play":
            stats["rounds"] += 1
            stats["results"].append(view["result"])
            if stats["rounds"] == 1:
                stats["plays_round1"] = len(view["line"])
            if view["phase"] == "match_over" or (rounds is not None and stats["rounds"] >= rounds):
                stats["view"] = view
                return stats
            mirror.next_round()
            continue
        move = choose(view)
        if stats["rounds"] == 0:
            stats["human_passes"] += move["type"] == "pass"
            stats["human_draws"] += move["type"] == "draw"
        mirror.apply(move)


def arithmetic_text(result: dict) -> str:
    """How the page must write the points of a round with a winner: nothing for a lone
    number (the points say it already); partnership blocks grouped by team."""
    terms = result["terms"]
    add, subtract, hands = terms["add"], terms["subtract"], terms.get("subtract_hands")
    if len(add) == 1 and subtract is None:
        return ""

    def group(values: list[int]) -> str:
        text = " + ".join(str(value) for value in values)
        return f"({text})" if hands is not None and len(values) > 1 else text

    text = group(add)
    if hands is not None:
        text += f" − {group(hands)}"
    elif subtract is not None:
        text += f" − {subtract}"
    return f"{text} = {result['points']}"
