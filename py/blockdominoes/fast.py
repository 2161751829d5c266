"""The fast path: whole rounds played out on plain integers, for bots and benchmarks.

The rules here are those of :mod:`blockdominoes.round` (a test replays
every fast playout through the engine and checks they agree), cut down to
what a playout needs: hands as lists of tile ids, the two ends as ints, a
pass counter for the block and an inline 64-bit LCG for the random choices.
"""

from .tiles import PIPS, TILES

LOW = tuple(low for low, _ in TILES)
HIGH = tuple(high for _, high in TILES)
FACES = tuple((1 << low) | (1 << high) for low, high in TILES)

LCG_MUL = 6364136223846793005
LCG_ADD = 1442695040888963407
M64 = (1 << 64) - 1


def random_playout(
    hands: list[list[int]],
    left: int,
    right: int,
    turn: int,
    boneyard: list[int] | None,
    state: int,
    record: list | None = None,
):
    """Play a round to its end with uniformly random legal moves.

    ``hands`` (lists of tile ids) and ``boneyard`` are consumed. ``left`` is
    -1 before the lead. Returns ``(went_out, state)``: the seat that went out,
    or -1 for a blocked round, and the generator's state after the playout.
    With ``record`` a list, each move is appended as (seat, tile, end).
    """
    return playout(hands, left, right, turn, boneyard, state, record, 0)


def playout(
    hands: list[list[int]],
    left: int,
    right: int,
    turn: int,
    boneyard: list[int] | None,
    state: int,
    record: list | None,
    greed: int,
):
    """:func:`random_playout` with a lean to heavy tiles: a player with a choice
    plays its heaviest fitting tile with chance ``greed``/256, else one at random
    (``greed`` 0 is exactly :func:`random_playout`)."""
    players = len(hands)
    passes = 0
    if left < 0:
        hand = hands[turn]
        state = (state * LCG_MUL + LCG_ADD) & M64
        tile = hand.pop((state >> 33) % len(hand))
        left, right = LOW[tile], HIGH[tile]
        if record is not None:
            record.append((turn, tile, None))
        turn = (turn + 1) % players
    while True:
        hand = hands[turn]
        open_faces = (1 << left) | (1 << right)
        fit = [t for t in hand if FACES[t] & open_faces]
        while not fit and boneyard:
            drawn = boneyard.pop(0)
            hand.append(drawn)
            if record is not None:
                record.append((turn, drawn, "draw"))
            if FACES[drawn] & open_faces:
                fit = [drawn]
        if not fit:
            passes += 1
            if passes == players:
                return -1, state
            if record is not None:
                record.append((turn, None, None))
            turn = (turn + 1) % players
            continue
        passes = 0
        state = (state * LCG_MUL + LCG_ADD) & M64
        if len(fit) == 1:
            tile = fit[0]
        elif greed and (state >> 40) & 255 < greed:
            tile = max(fit, key=PIPS.__getitem__)
        else:
            tile = fit[(state >> 33) % len(fit)]
        hand.remove(tile)
        low, high = LOW[tile], HIGH[tile]
        on_left = low == left or high == left
        if on_left and (low == right or high == right) and state >> 63:
            on_left = False
        if on_left:
            left = high if low == left else low
        else:
            right = high if low == right else low
        if record is not None:
            record.append((turn, tile, "left" if on_left else "right"))
        if not hand:
            return turn, state
        turn = (turn + 1) % players


def hand_pips(hand: list[int]) -> int:
    return sum(PIPS[t] for t in hand)


def deal(players: int, hand_size: int, state: int) -> tuple[list[list[int]], list[int], int]:
    """A shuffled deal (Fisher-Yates on the inline LCG): hands, the rest, the state."""
    order = list(range(28))
    for i in range(27, 0, -1):
        state = (state * LCG_MUL + LCG_ADD) & M64
        j = (state >> 33) % (i + 1)
        order[i], order[j] = order[j], order[i]
    hands = [order[s * hand_size : (s + 1) * hand_size] for s in range(players)]
    return hands, order[players * hand_size :], state
