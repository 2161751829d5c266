"""One round of Block (or the Draw game): the deal, the turns, the end.

A ``Round`` holds complete information; what a seat may see of it is cut
out by :mod:`blockdominoes.views`. Every method that changes the round
checks first and raises :class:`GameError` before touching anything.
"""

from .errors import GameError
from .rules import Rules
from .tiles import HAS, OTHER, PIPS, TILES, as_list, ids_of, name

LEFT, RIGHT = "left", "right"


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
        self.turn: int | None = opener
        self.line: list[dict] = []
        self.left: int | None = None
        self.right: int | None = None
        self.moves: list[dict] = []
        self.events: list[dict] = [self._deal_event()]
        self.result: dict | None = None

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

    def fitting(self, seat: int) -> int:
        """The mask of the seat's tiles that fit an open end."""
        if self.left is None:
            return self.hands[seat]
        return self.hands[seat] & (HAS[self.left] | HAS[self.right])

    def legal_plays(self, seat: int) -> list[tuple[int, str | None]]:
        """Every legal (tile, end) for the seat to act; a tile that fits both
        ends (or two ends showing the same value) is listed for each."""
        if self.over or seat != self.turn:
            return []
        if self.left is None:
            if self.lead_tile is not None:
                return [(self.lead_tile, None)]
            return [(tid, None) for tid in ids_of(self.hands[seat])]
        plays = []
        for tid in ids_of(self.fitting(seat)):
            if OTHER[tid][self.left] >= 0:
                plays.append((tid, LEFT))
            if OTHER[tid][self.right] >= 0:
                plays.append((tid, RIGHT))
        return plays

    def can_pass(self, seat: int) -> bool:
        return not self.over and seat == self.turn and not self.fitting(seat) and self.boneyard == 0

    def can_draw(self, seat: int) -> bool:
        return not self.over and seat == self.turn and not self.fitting(seat) and self.boneyard > 0

    # -- moves -----------------------------------------------------------

    def play(self, seat: int, tid: int, end: str | None) -> list[dict]:
        self._check_turn(seat)
        if not self.hands[seat] >> tid & 1:
            raise GameError("illegal_move", f"{name(tid)} is not in seat {seat}'s hand")
        end = self._resolve_end(tid, end)
        self.hands[seat] &= ~(1 << tid)
        low, high = TILES[tid]
        entry = {"tile": tid, "seat": seat, "seq": len(self.line)}
        if end is None:
            entry.update(left=low, right=high)
            self.line.append(entry)
            self.left, self.right = low, high
        elif end == LEFT:
            entry.update(left=OTHER[tid][self.left], right=self.left)
            self.line.insert(0, entry)
            self.left = entry["left"]
        else:
            entry.update(left=self.right, right=OTHER[tid][self.right])
            self.line.append(entry)
            self.right = entry["right"]
        self.moves.append({"type": "play", "seat": seat, "tile": as_list(tid), "end": end})
        events = [
            {"type": "play", "seat": seat, "tile": as_list(tid), "end": end, "seq": entry["seq"], "ends": self.ends}
        ]
        if not self.hands[seat]:
            events.append(self._finish("domino", went_out=seat))
        elif self._nobody_can_move():
            events.append(self._finish("blocked"))
        else:
            self.turn = (seat + 1) % self.rules.players
        self.events.extend(events)
        return events

    def pass_turn(self, seat: int) -> list[dict]:
        self._check_turn(seat)
        if self.fitting(seat):
            raise GameError("must_play", "you hold a tile that fits, so you must play it")
        if self.boneyard:
            raise GameError("must_play", "you cannot pass while the boneyard has tiles: draw")
        self.moves.append({"type": "pass", "seat": seat})
        events = [{"type": "pass", "seat": seat, "ends": self.ends}]
        self.turn = (seat + 1) % self.rules.players
        self.events.extend(events)
        return events

    def draw(self, seat: int) -> list[dict]:
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
        events = [{"type": "draw", "seat": seat, "tile": as_list(tid), "boneyard": len(self.rest)}]
        if self._nobody_can_move():
            events.append(self._finish("blocked"))
        self.events.extend(events)
        return events

    # -- internals -------------------------------------------------------

    @property
    def ends(self) -> dict | None:
        return None if self.left is None else {"left": self.left, "right": self.right}

    def _check_turn(self, seat: int) -> None:
        if self.over:
            raise GameError("round_over", "the round is over")
        if seat != self.turn:
            raise GameError("not_your_turn", f"it is seat {self.turn}'s turn, not seat {seat}'s")

    def _resolve_end(self, tid: int, end: str | None) -> str | None:
        if self.left is None:
            if self.lead_tile is not None and tid != self.lead_tile:
                raise GameError("illegal_move", f"this round must open with {name(self.lead_tile)}")
            return None
        fits_left = OTHER[tid][self.left] >= 0
        fits_right = OTHER[tid][self.right] >= 0
        if end is None:
            if fits_left and fits_right and self.left != self.right:
                raise GameError("bad_request", f"{name(tid)} fits both ends: say which end")
            if fits_right:
                return RIGHT
            if fits_left:
                return LEFT
            raise GameError("illegal_move", f"{name(tid)} fits neither end")
        if not (fits_left if end == LEFT else fits_right):
            raise GameError(
                "illegal_move", f"{name(tid)} does not fit the {end} end ({self.left if end == LEFT else self.right})"
            )
        return end

    def _nobody_can_move(self) -> bool:
        """R10 (and O4): nobody holds a fitting tile and nobody can draw."""
        open_ends = HAS[self.left] | HAS[self.right]
        return self.boneyard == 0 and not any(hand & open_ends for hand in self.hands)

    def _finish(self, reason: str, went_out: int | None = None) -> dict:
        self.result = score_round(self.rules, self.hands, reason, went_out)
        self.turn = None
        return {"type": "round_over", "result": self.result}

    def _deal_event(self) -> dict:
        return {
            "type": "deal",
            "round": self.number,
            "opener": self.opener,
            "hand_counts": [len(ids_of(h)) for h in self.hands],
            "sleeping": self.sleeping,
            "boneyard": self.boneyard,
        }


def score_round(rules: Rules, hands: list[int], reason: str, went_out: int | None) -> dict:
    """R11-R13 and O3: who won the round, and the arithmetic of the points."""
    totals = [sum(PIPS[t] for t in ids_of(hand)) for hand in hands]
    sides = range(rules.sides)
    side_totals = [sum(totals[s] for s in rules.seats_of(side)) for side in sides]
    if reason == "domino":
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
        terms = {"add": add, "subtract": subtract}
        points = sum(add) - (subtract or 0)
    return {
        "reason": reason,
        "winner": winner,
        "went_out": went_out,
        "totals": totals,
        "team_totals": side_totals if rules.partnership else None,
        "points": points,
        "terms": terms,
        "hands": [[as_list(t) for t in ids_of(hand)] for hand in hands],
    }
