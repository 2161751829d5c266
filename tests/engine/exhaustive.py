"""The coach's model computed exhaustively, for the tests: with every hand known, a move's
expected points for and against when the rest of the round is played by the hard bot's
rollout policy (the heaviest fitting tile with chance GREED/256, else a fitting tile at
random; a tile that fits both ends at either with chance 1/2), every branch followed
through the engine's own rules (round.py), not through the fast path the coach uses."""

import copy

from blockdominoes.bots.search import GREED
from blockdominoes.round import Round
from blockdominoes.tiles import PIPS, tile_id

GREEDY = GREED / 256


def exhaustive(rnd: Round, seat: int, tile: list[int], end) -> tuple[float, float]:
    """The move ``tile`` at ``end`` by ``seat`` (to act in ``rnd``), then the policy to the end."""
    after = copy.deepcopy(rnd)
    after.play(seat, tile_id(*tile), end)
    return _expected(after, rnd.rules.side_of(seat), {})


def _expected(rnd: Round, side: int, memo: dict) -> tuple[float, float]:
    """The round's state is its hands, ends, turn and undealt tiles: the same state, the same value."""
    key = (tuple(rnd.hands), rnd.open_ends, rnd.turn, tuple(rnd.rest))
    if key not in memo:
        memo[key] = _expected_from(rnd, side, memo)
    return memo[key]


def _expected_from(rnd: Round, side: int, memo: dict) -> tuple[float, float]:
    if rnd.result is not None:
        winner, points = rnd.result["winner"], rnd.result["points"]
        if winner is None:
            return 0.0, 0.0
        return (float(points), 0.0) if winner == side else (0.0, float(points))
    seat = rnd.turn
    legal = rnd.legal_plays(seat)
    if not legal:
        after = copy.deepcopy(rnd)
        after.draw(seat) if after.can_draw(seat) else after.pass_turn(seat)
        return _expected(after, side, memo)
    tiles = sorted({tid for tid, _ in legal})
    heaviest = max(tiles, key=lambda tid: (PIPS[tid], -tid))  # the lowest id among the heaviest
    gained = lost = 0.0
    for tid in tiles:
        chance = (1 - GREEDY) / len(tiles) + (GREEDY if tid == heaviest else 0.0)
        ends = [end for t, end in legal if t == tid]
        if len(tiles) == 1:
            chance = 1.0
        for end in ends:
            after = copy.deepcopy(rnd)
            after.play(seat, tid, end)
            g, a = _expected(after, side, memo)
            gained += chance / len(ends) * g
            lost += chance / len(ends) * a
    return gained, lost
