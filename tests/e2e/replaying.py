"""Replays read from the page, for the tests of every browser: a CPython copy of the match
that keeps every moment of each round, and the replay screen's step as the DOM shows it
(the line by `seq`, the open ends, every hand face up, the turn, what the screen reader
was told), stepped through by keys or by buttons and compared moment by moment."""

from __future__ import annotations

from mirror import Mirror, key

REVIEW_TIMEOUT_MS = 180_000  # a review of a whole round on a loaded machine


class RecordingMirror(Mirror):
    """The CPython copy of the match, which also keeps every moment of each round: the deal,
    then the position after each move (the line by `seq`, the open ends, every hand, the turn)."""

    def __init__(self, params: dict):
        self.moments: dict[int, list[dict]] = {}
        super().__init__(params)
        self.snap()

    def snap(self) -> None:
        views = [self.bridge.call("view", seat=seat)["view"] for seat in range(self.view["players"])]
        view = views[0]
        self.moments.setdefault(view["round"], []).append(
            {
                "line": {str(entry["seq"]): key(entry["tile"]) for entry in view["line"]},
                "ends": view["ends"],
                "hands": {str(seat): sorted(key(tile) for tile in other["hand"]) for seat, other in enumerate(views)},
                "turn": None if view["phase"] != "play" else str(view["turn"]),
            }
        )

    def run_bots(self) -> dict:
        while self.view["phase"] == "play":
            actor = self.view["turn"]
            if self.view["seats"][actor]["type"] == "human":
                return super().run_bots()  # only switches to the human's view
            self.view = self.bridge.call("bot_turn", seat=self.viewer)["view"]
            self.snap()
        return self.view

    def apply(self, move: dict) -> None:
        super().apply(move)
        self.snap()

    def next_round(self) -> None:
        super().next_round()
        self.snap()


READ_STEP = """() => {
  const root = document.getElementById('replay');
  const hands = {};
  for (const chip of root.querySelectorAll('#replay-opponents .seat-chip'))
    hands[chip.dataset.seat] = [...chip.querySelectorAll('[data-tile]')].map((tile) => tile.dataset.tile).sort();
  hands[document.getElementById('replay-my-seat').dataset.seat] =
    [...root.querySelectorAll('#replay-hand .hand-tile')].map((tile) => tile.dataset.tile).sort();
  const line = {};
  for (const tile of root.querySelectorAll('#replay-board .line-tile')) line[tile.dataset.seq] = tile.dataset.tile;
  const ends = {};
  for (const end of root.querySelectorAll('#replay-board .open-end')) ends[end.dataset.openEnd] = Number(end.dataset.value);
  return {
    step: Number(root.dataset.step), steps: Number(root.dataset.steps), line, hands,
    ends: Object.keys(ends).length ? ends : null,
    turn: root.querySelector('.seat-chip.is-turn')?.dataset.seat ?? null,
    live: document.getElementById('replay-live').textContent,
  };
}"""


def read_step(page) -> dict:
    return page.evaluate(READ_STEP)


def at_step(page, index: int) -> dict:
    page.wait_for_selector(f"#replay[data-step='{index}']", state="attached")
    return read_step(page)


def assert_moment(seen: dict, moment: dict, where: str) -> None:
    assert seen["line"] == moment["line"], where
    assert seen["ends"] == moment["ends"], where
    assert seen["hands"] == moment["hands"], where
    assert seen["turn"] == moment["turn"], where


def step_through(page, moments: list[dict], how: str, round_: int) -> None:
    """From the deal to the end, one step at a time, each checked against the engine's moment."""
    first = at_step(page, 0)
    assert first["steps"] == len(moments)
    assert_moment(first, moments[0], f"round {round_}, the deal")
    for index in range(1, len(moments)):
        previous_live = read_step(page)["live"]
        if how == "keys":
            page.keyboard.press("ArrowRight")
        else:
            page.click("#replay-forward")
        seen = at_step(page, index)
        assert_moment(seen, moments[index], f"round {round_}, step {index}")
        assert seen["live"] and seen["live"] != previous_live  # the screen reader hears each step


def listed(page) -> list[dict]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#review-list li')].map((li) => ({
            index: Number(li.dataset.index), seat: Number(li.dataset.seat), mark: li.dataset.mark,
            text: li.textContent}))"""
    )
