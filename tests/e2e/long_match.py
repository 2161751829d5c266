"""A match of many rounds, ready to be continued on the page at its last round: played in
CPython by the tests' policy, its target chosen so that the match ends with that round,
then saved (bridge `save`) and put where the page keeps its save. The page's Continue
then plays the last round against the same engine, kept in step by a Mirror."""

from __future__ import annotations

import json

from driver import ENGINE_TIMEOUT_MS
from mirror import Mirror, choose

SAVE_KEY = "blockdominoes.match"


def _scores_by_round(params: dict, rounds: int) -> list[int]:
    """The highest score after each of the first `rounds` rounds."""
    mirror = Mirror(params)
    highest = []
    while True:
        view = mirror.run_bots()
        if view["phase"] == "play":
            mirror.apply(choose(view))
            continue
        highest.append(max(view["scores"]))
        if len(highest) == rounds or view["phase"] == "match_over":
            return highest
        mirror.next_round()


class LongMatch:
    """`rounds` rounds of `seats` (bridge seat params; seat 0 the page's human) from `seed`,
    saved at the start of the last round, whose end is the match's (the first seed from
    `first_seed` that can end so)."""

    def __init__(self, seats: list[dict], rounds: int = 26, first_seed: int = 7):
        for seed in range(first_seed, first_seed + 40):  # the first seed whose last round raises the highest score
            base = {"players": len(seats), "seats": seats, "rules": {}, "seed": seed}
            highest = _scores_by_round({**base, "rules": {"target": 1000}}, rounds)
            if len(highest) == rounds and highest[-1] > highest[-2]:
                break
        else:
            raise AssertionError(f"no seed gives a match of {rounds} rounds")
        self.params = {**base, "rules": {"target": highest[-2] + 1}}
        self.rounds = rounds
        mirror = Mirror(self.params)
        for _ in range(rounds - 1):
            view = mirror.run_bots()
            while view["phase"] == "play":
                mirror.apply(choose(view))
                view = mirror.run_bots()
            assert view["phase"] == "round_over", "the match ended before its last round"
            mirror.next_round()
        self.state = mirror.bridge.call("save")["state"]

    def continue_on(self, page, site_url: str) -> Mirror:
        """Put the save where the page keeps it and continue it from the set-up screen;
        returns a Mirror of the same save, to play the last round in step with the page."""
        page.goto(site_url)
        record = {"format": 1, "savedAt": "2026-01-01T00:00:00.000Z", "round": self.rounds, "state": self.state}
        page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, json.dumps(record)])
        page.reload()
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
        page.click("#continue-button")
        page.wait_for_selector("#table-screen", state="visible")
        mirror = Mirror(self.params)
        mirror.bridge.call("load", state=self.state)
        mirror.view = mirror.bridge.call("view", seat=mirror.viewer)["view"]
        return mirror
