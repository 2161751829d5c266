"""What one seat knows of the round, read from its view alone.

Hard facts only: the tiles in sight (own hand, the line), the hand counts,
and what the history proves about the hidden hands: a pass (or a draw) on
ends a and b means the seat holds no a and no b; with the highest-double
opener, the lead shows which heavier tiles nobody was dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..tiles import ALL_TILES, DOUBLES, HAS, PIPS, TILES, ids_of, mask_of, tile_id

if TYPE_CHECKING:
    from typing import TypeAlias

    from ..messages import Ends, Event, View

    # Another seat's play as the player saw it when it chose: (seat, tile, ends before
    # as (left, right) or None for the lead, ends after, mask of the line before, the
    # voids known then per seat, mask of the tiles that seat played from then on, this
    # one included).
    Choice: TypeAlias = tuple[int, int, tuple[int, int] | None, tuple[int, int], int, tuple[int, ...], int]


class Knowledge(NamedTuple):
    me: int
    players: int
    hand: list[int]  # own tile ids
    left: int  # -1 before the lead
    right: int
    counts: list[int]  # tiles held per seat
    rest: int  # tiles asleep (Block) or in the boneyard (Draw game)
    draw_game: bool
    unseen: int  # mask of the tiles this seat cannot see
    allowed: list[int]  # per seat: mask of the tiles it may hold (own seat: its hand)
    void: list[int]  # per seat: bit n set when it is known to hold no n
    side_of: tuple[int, ...]
    sides: int
    scores: list[int]
    target: int | None  # None in a single hand
    choices_seen: list[Choice]  # other seats' plays with what they saw, Block only


def read_view(view: View) -> Knowledge:
    rules = view["rules"]
    players, me = view["players"], view["you"]
    partnership = rules["partnership"]
    hand = [tile_id(*t) for t in view["hand"]]
    line = mask_of(tile_id(*e["tile"]) for e in view["line"])
    unseen = ALL_TILES & ~mask_of(hand) & ~line
    void, drew, never_dealt = _inferences(view["history"], players, rules["opener"] == "highest_double")
    allowed = []
    for seat in range(players):
        if seat == me:
            allowed.append(mask_of(hand))
            continue
        mask = unseen & ~numbers_mask(void[seat])
        if not drew[seat]:
            mask &= ~never_dealt
        allowed.append(mask)
    ends = view["ends"]
    return Knowledge(
        me=me,
        players=players,
        hand=hand,
        left=ends["left"] if ends else -1,
        right=ends["right"] if ends else -1,
        counts=list(view["hand_counts"]),
        rest=view["sleeping"] + view["boneyard"],
        draw_game=rules["game"] == "draw",
        unseen=unseen,
        allowed=allowed,
        void=void,
        side_of=tuple(s % 2 if partnership else s for s in range(players)),
        sides=2 if partnership else players,
        scores=list(view["scores"]),
        target=view["target"],
        choices_seen=[] if rules["game"] == "draw" else _choices_seen(view["history"], me, players),
    )


def _choices_seen(history: list[Event], me: int, players: int) -> list[Choice]:
    seen: list[tuple[int, int, tuple[int, int] | None, tuple[int, int], int, tuple[int, ...]]] = []
    before: tuple[int, int] | None = None
    line = 0
    void = [0] * players
    for event in history:
        if event["type"] == "pass":
            void[event["seat"]] |= (1 << event["ends"]["left"]) | (1 << event["ends"]["right"])
        if event["type"] != "play":
            continue
        tile = tile_id(*event["tile"])
        after = (event["ends"]["left"], event["ends"]["right"])
        if event["seat"] != me:
            seen.append((event["seat"], tile, before, after, line, tuple(void)))
        before, line = after, line | 1 << tile
    out: list[Choice] = []
    for index, (seat, tile, ends_before, ends_after, line_before, voids) in enumerate(seen):
        later = mask_of(t for s, t, *_ in seen[index:] if s == seat)
        out.append((seat, tile, ends_before, ends_after, line_before, voids, later))
    return out


def numbers_mask(numbers: int) -> int:
    """The mask of every tile showing one of the numbers (bit n = number n)."""
    mask = 0
    for n in range(7):
        if numbers >> n & 1:
            mask |= HAS[n]
    return mask


def _inferences(history: list[Event], players: int, highest_double: bool) -> tuple[list[int], list[bool], int]:
    void = [0] * players
    drew = [False] * players
    never_dealt = 0
    ends: Ends | None = None
    for event in history:
        if event["type"] == "play":
            if event["end"] is None and highest_double:
                never_dealt = outranking(tile_id(*event["tile"]))
            ends = event["ends"]
        elif event["type"] == "pass":
            void[event["seat"]] |= (1 << event["ends"]["left"]) | (1 << event["ends"]["right"])
        elif event["type"] == "draw" and ends is not None:
            # Drawn tiles are unknown and may show numbers the seat lacked before,
            # but none of them (bar one it plays at once) fits the ends it drew on.
            seat = event["seat"]
            drew[seat] = True
            void[seat] = (1 << ends["left"]) | (1 << ends["right"])
    return void, drew, never_dealt


def outranking(lead: int) -> int:
    """Under the highest-double opener, the tiles no hand held when ``lead`` opened."""
    low, high = TILES[lead]
    if low == high:
        return mask_of(d for d in DOUBLES if TILES[d][0] > low)
    rank = (PIPS[lead], high)
    return mask_of(DOUBLES) | mask_of(t for t in range(len(TILES)) if (PIPS[t], TILES[t][1]) > rank)


def seen_numbers(kn: Knowledge) -> list[int]:
    """How many tiles showing each number are out of every other hand's reach
    (in this seat's hand or on the line)."""
    visible = ALL_TILES & ~kn.unseen
    return [len(ids_of(visible & HAS[n])) for n in range(7)]
