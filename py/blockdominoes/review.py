"""The coach: what each legal move of a finished round's decision was worth, in expected points.

A decision is weighed from what its seat knew then, and only that: its view at that moment
(its hand, the line, every play, pass and draw, the counts), read as the hard bot reads a
view (:mod:`.bots.knowledge`). The tiles it could not see are dealt out again and again,
each deal agreeing with those facts (the hard bot's sampler: no number a seat passed or
drew on, each hand its count), every such deal counting alike; for each deal every legal
move is made and the rest of the round is played out by the hard bot's own rollout policy
(its playouts: each player sheds its heaviest fitting tile three times in four, else plays
a fitting tile at random). A move's ``for`` and ``against`` are the points its seat's side
and the other sides score from the round, averaged over those deals; ``value`` is the
difference.

Two parts of the hard bot are left out, measured: the hard bot itself as the rollout
policy (350 ms a decision with a choice in CPython on the machine that measured it, and a
review plays out thousands of rounds a decision), and its reading of the others' plays,
which weights deals by how well they explain them: its weights are so uneven that a few
deals decide, and the best move at the default budget then agreed with ten times that
budget in 82-87% of sampled positions, against 93-98% without (bench/review_speed.py).

Every move is weighed over the same deals and the same random stream (common random
numbers), from a fixed seed, so a review is deterministic and the differences between
moves are steadier than the values. A decision whose best move leads by less than ``Z``
standard errors gets more deals, up to ``RACE`` times the budget. When counting leaves
nothing hidden (one deal agrees with everything the seat knew) and few tiles remain, the
values are exact: each branch of the policy is followed with its chance instead of being
sampled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .bots.knowledge import read_view
from .bots.moves import play_move, plays
from .bots.sampling import Sampler
from .bots.search import GREED
from .checks import is_int
from .errors import bad_request
from .fast import FACES, HIGH, LCG_ADD, LCG_MUL, LOW, M64, hand_pips, playout
from .record import finished_round, replaying
from .tiles import OTHER, PIPS, TILES, ids_of, tile_id
from .views import view_of

if TYPE_CHECKING:
    from .bots.knowledge import Knowledge
    from .bots.moves import Option
    from .match import Match
    from .messages import Move, MoveReview, ReviewDecision, ReviewMark, SeatedMove, View

DEFAULT_BUDGET = 300  # sampled deals per legal move, at least (bench/review_speed.py: the time it takes)
RACE = 6  # up to this many times the budget while the best move's lead is within the noise
Z = 2.5  # the lead, in standard errors, that settles which move is best
MIN_BUDGET, MAX_BUDGET = 1, 20_000
EXACT_TILES = 12  # exact values when the deal is known and at most this many tiles are in hands
SEED = 0x5EED_C0AC_4000_0001  # the fixed sampling seed, mixed with the round and the move
# The marks by cost in expected points (README: "The coach"): from the first threshold up.
MARKS: tuple[tuple[float, ReviewMark], ...] = ((6.0, "blunder"), (3.0, "mistake"), (1.0, "inaccuracy"))
GREEDY_SHARE = GREED / 256  # the rollout policy's chance of shedding its heaviest fitting tile


def decisions(match: Match, number: object, seats: list[int]) -> list[ReviewDecision]:
    """Every move of ``seats`` in finished round ``number`` that had more than one choice."""
    rnd = finished_round(match, number)
    again = replaying(match, rnd)
    found: list[ReviewDecision] = []
    for index, move in enumerate(rnd.moves):
        if move["seat"] in seats and move["type"] == "play":
            count = len(plays(view_at(again, move["seat"])))
            if count > 1:
                found.append({"index": index, "seat": move["seat"], "choices": count})
        again.apply(move)
    return found


def review_move(match: Match, number: object, index: object, budget: int = DEFAULT_BUDGET) -> MoveReview:
    """Move ``index`` of finished round ``number`` weighed against every other legal move."""
    rnd = finished_round(match, number)
    if not is_int(index) or not 0 <= index < len(rnd.moves):
        raise bad_request(f"round {rnd.number} has no move {index!r}: its moves are 0 to {len(rnd.moves) - 1}")
    again = replaying(match, rnd)
    for move in rnd.moves[:index]:
        again.apply(move)
    made = rnd.moves[index]
    seat = made["seat"]
    view = view_at(again, seat)
    options = plays(view)
    if len(options) < 2:
        raise bad_request(f"move {index} of round {rnd.number} had no choice to weigh")
    kn = read_view(view)
    worth = evaluate(kn, options, budget, mix(SEED, rnd.number, index))
    chosen = option_of(view, options, made)
    value = [gained - lost for gained, lost in worth]
    order = sorted(range(len(options)), key=lambda i: (-value[i], i))
    best = chosen if value[chosen] >= value[order[0]] else order[0]  # a tie with the best is the best
    cost = value[best] - value[chosen]
    return {
        "seat": seat,
        "chosen": as_move(options[chosen]),
        "best": as_move(options[best]),
        "cost": cost,
        "mark": mark(cost, chosen == best),
        "choices": [
            {"move": as_move(options[i]), "value": value[i], "for": worth[i][0], "against": worth[i][1]} for i in order
        ],
    }


def mark(cost: float, best: bool) -> ReviewMark:
    if best:
        return "best"
    for threshold, name in MARKS:
        if cost >= threshold:
            return name
    return "good"


def view_at(match: Match, seat: int) -> View:
    return view_of(match, seat)


def as_move(option: Option) -> Move:
    return play_move(option[0], option[1])


def option_of(view: View, options: list[Option], made: SeatedMove) -> int:
    """The option the move made: its tile, leaving the same ends (``plays`` lists a tile
    that leaves the same ends at either end once)."""
    tid = tile_id(*made["tile"])
    ends, end = view["ends"], made.get("end")
    if ends is None or end is None:
        after = set(TILES[tid])
    elif end == "left":
        after = {OTHER[tid][ends["left"]], ends["right"]}
    else:
        after = {ends["left"], OTHER[tid][ends["right"]]}
    for index, (tile, _, left, right) in enumerate(options):
        if tile == tid and {left, right} == after:
            return index
    raise AssertionError("a move made is one of its legal options")


def evaluate(kn: Knowledge, options: list[Option], budget: int, seed: int) -> list[tuple[float, float]]:
    """Each option's expected (points for, points against) from the seat's side."""
    known = known_deal(kn)
    if known is not None and sum(kn.counts) <= EXACT_TILES:
        hands, rest = known
        return [exact_option(kn, option, hands, rest) for option in options]
    return sampled(kn, options, budget, seed)


def sampled(kn: Knowledge, options: list[Option], budget: int, seed: int) -> list[tuple[float, float]]:
    """The options' (for, against) averaged over sampled deals: ``budget`` deals, then more,
    a half budget at a time up to ``RACE`` times the budget, while the best move's lead over
    another is within ``Z`` standard errors (measured on the same deals, so the noise the
    moves share cancels)."""
    sampler = Sampler(kn)
    me, players = kn.me, kn.players
    after = (me + 1) % players
    gains: list[list[float]] = [[] for _ in options]
    losses: list[list[float]] = [[] for _ in options]
    state = seed
    chunk = budget
    while True:
        for _ in range(chunk):
            hands, rest, state = sampler(state)
            stream = mix(state, 1)  # every option's rollout draws the same random numbers
            for index, (tid, _, left, right) in enumerate(options):
                copies = [sorted(hand) for hand in hands]
                copies[me].remove(tid)
                if copies[me]:
                    boneyard = list(rest) if kn.draw_game else None
                    went_out, _ = playout(copies, left, right, after, boneyard, stream, None, GREED)
                else:
                    went_out = me
                gained, lost = outcome(kn, copies, went_out)
                gains[index].append(gained)
                losses[index].append(lost)
        deals = len(gains[0])
        if deals >= RACE * budget or settled(
            [[g - a for g, a in zip(gains[i], losses[i], strict=True)] for i in range(len(options))]
        ):
            break
        chunk = max(1, min(budget // 2, RACE * budget - deals))
    return [(sum(gains[i]) / deals, sum(losses[i]) / deals) for i in range(len(options))]


def settled(values: list[list[float]]) -> bool:
    """Whether the best option (by its mean value over the deals) leads every other by more
    than ``Z`` standard errors of the mean of their difference, deal by deal."""
    deals = len(values[0])
    means = [sum(value) / deals for value in values]
    best = max(range(len(means)), key=lambda i: (means[i], -i))
    for other in range(len(means)):
        if other == best:
            continue
        lead = means[best] - means[other]
        spread = sum((b - o - lead) ** 2 for b, o in zip(values[best], values[other], strict=True))
        if deals < 2 or lead <= Z * (spread / (deals - 1) / deals) ** 0.5:
            return False
    return True


def outcome(kn: Knowledge, hands: list[list[int]], went_out: int) -> tuple[float, float]:
    """A finished round's points for the seat's side and against it (score_round's arithmetic)."""
    totals = [0] * kn.sides
    for seat, hand in enumerate(hands):
        totals[kn.side_of[seat]] += hand_pips(hand)
    everything = sum(totals)
    if went_out >= 0:
        winner = kn.side_of[went_out]
        points = everything - totals[winner]
    else:
        lowest = min(totals)
        if totals.count(lowest) > 1:
            return 0.0, 0.0
        winner = totals.index(lowest)
        points = everything - 2 * lowest
    return (float(points), 0.0) if winner == kn.side_of[kn.me] else (0.0, float(points))


def known_deal(kn: Knowledge) -> tuple[list[list[int]], list[int]] | None:
    """The one deal of the hidden tiles that agrees with what the seat knows, or None when
    counting leaves more than one (or none: the sampler then loosens the voids)."""
    others = [s for s in range(kn.players) if s != kn.me]
    pools = {s: kn.allowed[s] for s in others}
    hands: dict[int, int] = {}
    free = kn.unseen
    changed = True
    while changed:
        changed = False
        for seat in others:
            if seat in hands:
                continue
            pool = pools[seat] & free
            if pool.bit_count() < kn.counts[seat]:
                return None
            only_here = pool
            if kn.rest == 0:  # nowhere else to be: a tile no other open seat may hold is this seat's
                for other in others:
                    if other != seat and other not in hands:
                        only_here &= ~pools[other]
            if pool.bit_count() == kn.counts[seat] or only_here.bit_count() == kn.counts[seat]:
                hands[seat] = pool if pool.bit_count() == kn.counts[seat] else only_here
                free &= ~hands[seat]
                changed = True
    if len(hands) != len(others):
        return None
    rest = ids_of(free)
    if len(rest) != kn.rest or (kn.draw_game and len(rest) > 1):  # a boneyard's order is hidden
        return None
    deal = [sorted(kn.hand) if s == kn.me else ids_of(hands[s]) for s in range(kn.players)]
    return deal, rest


def exact_option(kn: Knowledge, option: Option, hands: list[list[int]], rest: list[int]) -> tuple[float, float]:
    """The option's exact expected (for, against) under the rollout policy, the deal known."""
    tid, _, left, right = option
    copies = [list(hand) for hand in hands]
    copies[kn.me].remove(tid)
    if not copies[kn.me]:
        return outcome(kn, copies, kn.me)
    memo: dict[tuple, tuple[float, float]] = {}
    return _expected(kn, copies, left, right, (kn.me + 1) % kn.players, list(rest), 0, memo)


def _expected(
    kn: Knowledge,
    hands: list[list[int]],
    left: int,
    right: int,
    turn: int,
    boneyard: list[int],
    passes: int,
    memo: dict[tuple, tuple[float, float]],
) -> tuple[float, float]:
    """What ``fast.playout`` gives on average from here, every random choice followed."""
    key = (tuple(tuple(hand) for hand in hands), left, right, turn, tuple(boneyard), passes)
    known = memo.get(key)
    if known is not None:
        return known
    players = kn.players
    hand = list(hands[turn])
    open_faces = (1 << left) | (1 << right)
    fit = [t for t in hand if FACES[t] & open_faces]
    boneyard = list(boneyard)
    while not fit and boneyard:
        drawn = boneyard.pop(0)
        hand.append(drawn)
        if FACES[drawn] & open_faces:
            fit = [drawn]
    hands = [hand if seat == turn else hands[seat] for seat in range(players)]
    if not fit:
        if passes + 1 == players:
            result = outcome(kn, hands, -1)
        else:
            result = _expected(kn, hands, left, right, (turn + 1) % players, boneyard, passes + 1, memo)
        memo[key] = result
        return result
    chances: dict[int, float] = {}
    if len(fit) == 1:
        chances[fit[0]] = 1.0
    else:
        heaviest = max(fit, key=PIPS.__getitem__)
        chances[heaviest] = GREEDY_SHARE
        for tile in fit:
            chances[tile] = chances.get(tile, 0.0) + (1.0 - GREEDY_SHARE) / len(fit)
    gained = lost = 0.0
    for tile, chance in chances.items():
        rest_of_hand = [t for t in hand if t != tile]
        fits_left = LOW[tile] == left or HIGH[tile] == left
        fits_right = LOW[tile] == right or HIGH[tile] == right
        ends = []
        if fits_left:
            ends.append((OTHER[tile][left], right))
        if fits_right:
            ends.append((left, OTHER[tile][right]))
        for new_left, new_right in ends:
            share = chance / len(ends)
            after = [rest_of_hand if seat == turn else hands[seat] for seat in range(players)]
            if not rest_of_hand:
                g, a = outcome(kn, after, turn)
            else:
                g, a = _expected(kn, after, new_left, new_right, (turn + 1) % players, boneyard, 0, memo)
            gained += share * g
            lost += share * a
    memo[key] = (gained, lost)
    return gained, lost


def mix(*parts: int) -> int:
    """A 64-bit seed from a few whole numbers (the generator's own step, so nothing new)."""
    state = 0
    for part in parts:
        state = ((state ^ (part & M64)) * LCG_MUL + LCG_ADD) & M64
        state ^= state >> 29
    return state
