"""One round of Block (or the Draw game): the deal, the turns, the end (R5-R13, O1, O4
of docs/rules.md).

A ``Round`` holds complete information; what a seat may see of it is cut
out by :mod:`blockdominoes.views`. Every method that changes the round
checks first and raises :class:`GameError` before touching anything.
A takeback is no move: the match plays the round again from its deal without
the moves taken back (match.py), and the round only notes where it happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .errors import GameError
from .tiles import HAS, OTHER, PIPS, TILES, as_list, ids_of, name

if TYPE_CHECKING:
    from .messages import (
        DealEvent,
        End,
        Ends,
        Event,
        Lead,
        RoundResult,
        SavedTakeback,
        SeatedMove,
        TakebackEvent,
        Terms,
    )
    from .rules import Rules

LEFT: End = "left"
RIGHT: End = "right"


class Placed(NamedTuple):
    """A tile in the line: who played it when, and the pips on each side as it lies."""

    tile: int
    seat: int
    seq: int  # 0 for the lead
    left: int
    right: int


class Round:
    def __init__(
        self, rules: Rules, number: int, hands: list[int], rest: list[int], opener: int, lead_tile: int | None = None
    ):
        self.rules = rules
        self.number = number
        self.hands = list(hands)
        self.dealt = (list(hands), list(rest))  # kept for saving: a save replays the moves
        # The undealt tiles: asleep in Block, the boneyard (top first) in the Draw game.
        self.rest = list(rest)
        self.opener = opener
        self.lead_tile = lead_tile
        self.turn: int | None = opener  # None once the round is over
        self.line: list[Placed] = []
        self.open_ends: tuple[int, int] | None = None  # (left, right); None before the lead
        self.moves: list[SeatedMove] = []
        # The takebacks still on this round's line of play, each after ``at`` of its moves.
        self.takebacks: list[SavedTakeback] = []
        self.events: list[Event] = [self._deal_event()]
        self.result: RoundResult | None = None

    # -- what may be done ------------------------------------------------

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def boneyard(self) -> int:
        return len(self.rest) if self.rules.game == "draw" else 0

    @property
    def sleeping(self) -> int:
        return len(self.rest) if self.rules.game == "block" else 0

    @property
    def ends(self) -> Ends | None:
        if self.open_ends is None:
            return None
        return {"left": self.open_ends[0], "right": self.open_ends[1]}

    def to_act(self) -> int:
        """The seat whose turn it is; ``round_over`` once nobody's is."""
        if self.turn is None:
            raise GameError("round_over", "the round is over")
        return self.turn

    def lead(self, seat: int) -> Lead | None:
        """Which tile must open, as ``seat`` may know it (O1, R5); None once the line has a tile.
        Only the opener is told the tile: it is in the opener's hand until it is played."""
        if self.open_ends is not None or self.over:
            return None
        if self.lead_tile is None:
            return {"tile": None, "reason": "any"}
        low, high = TILES[self.lead_tile]
        return {
            "tile": as_list(self.lead_tile) if seat == self.opener else None,
            "reason": "highest_double" if low == high else "heaviest",
        }

    def fitting(self, seat: int) -> int:
        """The mask of the seat's tiles that fit an open end."""
        if self.open_ends is None:
            return self.hands[seat]
        left, right = self.open_ends
        return self.hands[seat] & (HAS[left] | HAS[right])

    def legal_plays(self, seat: int) -> list[tuple[int, End | None]]:
        """Every legal (tile, end) for the seat to act; a tile that fits both
        ends (or two ends showing the same value) is listed for each."""
        if self.over or seat != self.turn:
            return []
        if self.open_ends is None:
            if self.lead_tile is not None:
                return [(self.lead_tile, None)]
            return [(tid, None) for tid in ids_of(self.hands[seat])]
        left, right = self.open_ends
        plays: list[tuple[int, End | None]] = []
        for tid in ids_of(self.fitting(seat)):
            if OTHER[tid][left] >= 0:
                plays.append((tid, LEFT))
            if OTHER[tid][right] >= 0:
                plays.append((tid, RIGHT))
        return plays

    def can_pass(self, seat: int) -> bool:
        return not self.over and seat == self.turn and not self.fitting(seat) and self.boneyard == 0

    def can_draw(self, seat: int) -> bool:
        return not self.over and seat == self.turn and not self.fitting(seat) and self.boneyard > 0

    # -- moves -----------------------------------------------------------

    def play(self, seat: int, tid: int, end: End | None) -> list[Event]:
        self._check_turn(seat)
        if not self.hands[seat] >> tid & 1:
            raise GameError("illegal_move", f"{name(tid)} is not in seat {seat}'s hand")
        end = self._resolve_end(tid, end)
        self.hands[seat] &= ~(1 << tid)
        seq = len(self.line)
        if self.open_ends is None:
            placed = Placed(tid, seat, seq, *TILES[tid])
            self.line.append(placed)
            self.open_ends = (placed.left, placed.right)
        elif end == LEFT:
            left, right = self.open_ends
            placed = Placed(tid, seat, seq, OTHER[tid][left], left)
            self.line.insert(0, placed)
            self.open_ends = (placed.left, right)
        else:
            left, right = self.open_ends
            placed = Placed(tid, seat, seq, right, OTHER[tid][right])
            self.line.append(placed)
            self.open_ends = (left, placed.right)
        self.moves.append({"type": "play", "seat": seat, "tile": as_list(tid), "end": end})
        events: list[Event] = [
            {
                "type": "play",
                "seat": seat,
                "tile": as_list(tid),
                "end": end,
                "seq": seq,
                "ends": {"left": self.open_ends[0], "right": self.open_ends[1]},
            }
        ]
        if not self.hands[seat]:
            events.append(self._finish(went_out=seat))
        elif self._nobody_can_move():
            events.append(self._finish(went_out=None))
        else:
            self.turn = (seat + 1) % self.rules.players
        self.events.extend(events)
        return events

    def pass_turn(self, seat: int) -> list[Event]:
        self._check_turn(seat)
        if self.fitting(seat):
            raise GameError("must_play", "you hold a tile that fits, so you must play it")
        if self.boneyard:
            raise GameError("must_play", "you cannot pass while the boneyard has tiles: draw")
        ends = self.ends
        assert ends is not None, "nobody passes at the lead: every tile fits an empty line"
        self.moves.append({"type": "pass", "seat": seat})
        events: list[Event] = [{"type": "pass", "seat": seat, "ends": ends}]
        self.turn = (seat + 1) % self.rules.players
        self.events.extend(events)
        return events

    def draw(self, seat: int) -> list[Event]:
        self._check_turn(seat)
        if self.rules.game != "draw":
            raise GameError("illegal_move", "nobody draws in Block: the undealt tiles sleep")
        if self.fitting(seat):
            raise GameError("must_play", "you hold a tile that fits, so you must play it")
        if not self.rest:
            raise GameError("illegal_move", "the boneyard is empty: pass instead")
        tid = self.rest.pop(0)
        self.hands[seat] |= 1 << tid
        self.moves.append({"type": "draw", "seat": seat})
        events: list[Event] = [{"type": "draw", "seat": seat, "tile": as_list(tid), "boneyard": len(self.rest)}]
        if self._nobody_can_move():
            events.append(self._finish(went_out=None))
        self.events.extend(events)
        return events

    def note_takeback(self, seat: int, moves: int) -> TakebackEvent:
        """Marks in the history that ``seat`` took back ``moves`` moves here; the round
        itself has already been played again without them."""
        if seat != self.turn:
            raise GameError("illegal_move", f"seat {seat} is not to act, so no move of theirs was taken back here")
        event: TakebackEvent = {"type": "takeback", "seat": seat, "moves": moves}
        self.takebacks.append({"at": len(self.moves), "seat": seat, "moves": moves})
        self.events.append(event)
        return event

    # -- internals -------------------------------------------------------

    def _check_turn(self, seat: int) -> None:
        turn = self.to_act()
        if seat != turn:
            raise GameError("not_your_turn", f"it is seat {turn}'s turn, not seat {seat}'s")

    def _resolve_end(self, tid: int, end: End | None) -> End | None:
        if self.open_ends is None:
            if self.lead_tile is not None and tid != self.lead_tile:
                raise GameError("illegal_move", f"this round must open with {name(self.lead_tile)}")
            return None
        left, right = self.open_ends
        fits_left = OTHER[tid][left] >= 0
        fits_right = OTHER[tid][right] >= 0
        if end is None:
            if fits_left and fits_right and left != right:
                raise GameError("bad_request", f"{name(tid)} fits both ends: say which end")
            if fits_right:
                return RIGHT
            if fits_left:
                return LEFT
            raise GameError("illegal_move", f"{name(tid)} fits neither end")
        if not (fits_left if end == LEFT else fits_right):
            raise GameError(
                "illegal_move", f"{name(tid)} does not fit the {end} end ({left if end == LEFT else right})"
            )
        return end

    def _nobody_can_move(self) -> bool:
        """R10 (and O4): nobody holds a fitting tile and nobody can draw."""
        if self.open_ends is None:
            return False
        left, right = self.open_ends
        open_ends = HAS[left] | HAS[right]
        return self.boneyard == 0 and not any(hand & open_ends for hand in self.hands)

    def _finish(self, went_out: int | None) -> Event:
        self.result = score_round(self.rules, self.hands, went_out)
        self.turn = None
        return {"type": "round_over", "result": self.result}

    def _deal_event(self) -> DealEvent:
        return {
            "type": "deal",
            "round": self.number,
            "opener": self.opener,
            "hand_counts": [len(ids_of(h)) for h in self.hands],
            "sleeping": self.sleeping,
            "boneyard": self.boneyard,
        }


def score_round(rules: Rules, hands: list[int], went_out: int | None) -> RoundResult:
    """R11-R13 and O3: who won the round (the seat that went out, else a blocked
    round's lowest side), and the arithmetic of the points."""
    totals = [sum(PIPS[t] for t in ids_of(hand)) for hand in hands]
    sides = range(rules.sides)
    side_totals = [sum(totals[s] for s in rules.seats_of(side)) for side in sides]
    winner: int | None
    terms: Terms | None
    if went_out is not None:
        winner = rules.side_of(went_out)
        subtract = None
    else:
        lowest = min(side_totals)
        lowest_sides = [side for side in sides if side_totals[side] == lowest]
        winner = lowest_sides[0] if len(lowest_sides) == 1 else None
        subtract = side_totals[winner] if winner is not None else None
    if winner is None:
        terms, points = None, 0
    else:
        add = [totals[seat] for seat in range(rules.players) if rules.side_of(seat) != winner]
        # Partners' hands one by one, to write "(39 + 19) - (26 + 24)" rather than "- 50".
        subtract_hands = (
            [totals[s] for s in rules.seats_of(winner)] if rules.partnership and subtract is not None else None
        )
        terms = {"add": add, "subtract": subtract, "subtract_hands": subtract_hands}
        points = sum(add) - (subtract or 0)
    return {
        "reason": "blocked" if went_out is None else "domino",
        "winner": winner,
        "went_out": went_out,
        "totals": totals,
        "team_totals": side_totals if rules.partnership else None,
        "points": points,
        "terms": terms,
        "hands": [[as_list(t) for t in ids_of(hand)] for hand in hands],
    }
