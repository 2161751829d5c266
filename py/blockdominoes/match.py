"""A match: the lot, the rounds in turn, the scores, the score sheet and the end (R4,
R15, R16, O1, O2 of docs/rules.md), and taking a move back.

``Match`` is the whole game state, made complete by its constructor: ``Match.start``
begins a new match, and a save gives every part to ``Match(...)`` itself, then plays
the round's moves again with ``replay``. It is deterministic: every random choice
comes from a SplitMix64 generator seeded by the match seed, so the same seed and
moves give the same match everywhere. That is also how a move is taken back: the
round is played again from its deal with the moves that are kept (``taken_back_by``),
through the same ``replay`` a save's load uses, so nothing is undone by hand.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from .errors import GameError, bad_request
from .rng import SplitMix64, derive, one_way
from .round import Round
from .tiles import ALL_TILES, DOUBLES, PIPS, TILES, as_list, ids_of, mask_of, tile_id

if TYPE_CHECKING:
    from collections.abc import Callable

    from .checks import Deal
    from .messages import (
        End,
        Event,
        LotDraw,
        LotEvent,
        MatchOverEvent,
        MatchResult,
        Phase,
        RoundResult,
        SavedTakeback,
        Seat,
        SeatedMove,
        SheetEntry,
    )
    from .rules import Rules

MIN_SEED, MAX_SEED = 0, 2**63 - 1
DEAL_STREAM = 1  # derive(seed, DEAL_STREAM) seeds the deals and the lot
BOT_STREAM = 2  # one_way(seed, BOT_STREAM, round, move, seat) seeds one bot decision


class Match:
    def __init__(
        self,
        rules: Rules,
        seats: list[Seat],
        seed: int,
        *,
        rng: SplitMix64,
        lot: LotEvent | None,
        first_opener: int | None,
        scores: list[int],
        current: Round,
        sheet: list[SheetEntry] | None = None,
        sheet_from: int | None = None,
        taken_back: int = 0,
        kept: list[Round] | None = None,
    ):
        """A match as it stands when its ``current`` round begins: ``rng`` in the state it
        deals the next round from, ``scores`` as they were when that round began,
        ``sheet`` the score sheet of the rounds before it (from round ``sheet_from``:
        a save of format 1 or 2 kept no sheet), ``taken_back`` the takebacks so far,
        ``kept`` the finished rounds before it, each with its deal and moves (the last
        ones before ``current``: a save of format 1 to 3 kept none)."""
        self.rules = rules
        self.seats = seats
        self.seed = seed
        self.rng = rng
        self.lot = lot
        self.first_opener = first_opener  # None under the highest-double rule (O1)
        self.scores = list(scores)
        self.round_scores = list(scores)  # the scores when the current round began
        self.round = current
        self.match_result: MatchResult | None = None
        self.past_sheet = list(sheet or [])  # the rounds before the current one
        self.sheet_from = current.number - len(self.past_sheet) if sheet_from is None else sheet_from
        self.taken_back = taken_back
        self.kept = list(kept or [])  # the finished rounds before the current one, oldest first

    @classmethod
    def start(
        cls, rules: Rules, seats: list[Seat], seed: int, scores: list[int], deal: Deal | None = None
    ) -> tuple[Match, list[Event]]:
        """A new match and the events that began it (the lot, the deal)."""
        rng = SplitMix64(derive(seed, DEAL_STREAM))
        lot = None
        opener = deal.opener if deal else None
        if rules.opener == "lot" and opener is None:
            lot = draw_lot(rng, rules.players)
            opener = lot["winner"]
        first_opener = opener if rules.opener == "lot" else None
        if deal:
            rest = deal.boneyard
            if rest is None:  # the seed orders the boneyard, as it would a shuffle
                rest = ids_of(ALL_TILES & ~mask_of(t for hand in deal.hands for t in hand))
                rng.shuffle(rest)
            first = open_round(rules, 1, [mask_of(hand) for hand in deal.hands], rest, opener)
        else:
            first = deal_round(rules, rng, 1, first_opener)
        match = cls(rules, seats, seed, rng=rng, lot=lot, first_opener=first_opener, scores=scores, current=first)
        events: list[Event] = [lot] if lot else []
        return match, events + first.events

    # -- moves -----------------------------------------------------------

    def play(self, seat: int, tid: int, end: End | None) -> list[Event]:
        return self._settle(self.round.play(seat, tid, end))

    def pass_turn(self, seat: int) -> list[Event]:
        return self._settle(self.round.pass_turn(seat))

    def draw(self, seat: int) -> list[Event]:
        return self._settle(self.round.draw(seat))

    def apply(self, move: SeatedMove) -> list[Event]:
        """A move in the form bots and saves use: {"type", "seat", "tile", "end"}."""
        return self._settle(apply_to_round(self.round, move))

    def next_round(self) -> list[Event]:
        if self.match_result is not None:
            raise GameError("match_over", "the match is over: start a new match")
        if not self.round.over:
            raise GameError("round_over", "the round is still being played")
        self.past_sheet = self.sheet
        self.kept.append(self.round)
        self.round = deal_round(self.rules, self.rng, self.round.number + 1, self.first_opener)
        self.round_scores = list(self.scores)
        return list(self.round.events)

    def replay(self, moves: list[SeatedMove], takebacks: list[SavedTakeback]) -> None:
        """Plays the current round on from where it stands (its deal, for a save's load and
        a takeback): the moves in turn, each takeback noted after the first ``at`` moves.
        A move the rules refuse raises its GameError, naming the move's index."""
        if any(later["at"] < earlier["at"] for earlier, later in itertools.pairwise(takebacks)):
            raise bad_request("the takebacks are out of order")
        if takebacks and takebacks[-1]["at"] > len(moves):
            raise bad_request("a takeback comes after the last move")
        replay_moves(self.round, moves, takebacks, self.apply)

    def taken_back_by(self, seat: int) -> tuple[Match, list[Event]]:
        """Undo: the match as it was before ``seat``'s last move of this round, every bot
        move after it taken back too (also when one of them ended the round or the match:
        the scores and the result go back). Only a person takes a move back, and only
        against bots. A new match is returned; this one is left as it was."""
        refusal = self.takeback_refusal(seat)
        if refusal is not None:
            raise refusal
        moves = self.round.moves
        keep = max(index for index, move in enumerate(moves) if move["seat"] == seat)
        hands, rest = self.round.dealt
        again = Match(
            self.rules,
            [player.copy() for player in self.seats],
            self.seed,
            rng=SplitMix64(self.rng.state),
            lot=self.lot,
            first_opener=self.first_opener,
            scores=self.round_scores,
            current=open_round(self.rules, self.round.number, hands, rest, self.round.opener),
            sheet=self.past_sheet,
            sheet_from=self.sheet_from,
            taken_back=self.taken_back + 1,
            kept=self.kept,
        )
        again.replay(moves[:keep], [taken for taken in self.round.takebacks if taken["at"] <= keep])
        return again, [again.round.note_takeback(seat, len(moves) - keep)]

    def takeback_refusal(self, seat: int) -> GameError | None:
        """Why ``seat`` may not take a move back now (``taken_back_by``), or None when it
        may: it must be a person, every other seat a bot, with a move of its own in this
        round. It only looks; the views' ``can_undo`` is this being None."""
        if self.seats[seat]["type"] != "human":
            return bad_request(f"seat {seat} is a bot: only a person takes a move back")
        people = [other for other in range(self.rules.players) if other != seat and self.seats[other]["type"] != "bot"]
        if people:
            return bad_request(f"seat {people[0]} is a person too: a move is taken back only in a game against bots")
        if not any(move["seat"] == seat for move in self.round.moves):
            return bad_request(f"seat {seat} has made no move in this round to take back")
        return None

    def seat_player(self, seat: int, player: Seat) -> None:
        """Who plays a seat from now on: a person, or a bot of a level (online, when a
        player has gone away). The seat keeps its name; the game itself is unchanged."""
        self.seats[seat] = {**player, "name": self.seats[seat]["name"]}

    # -- what is known -----------------------------------------------------

    def bot_seed(self, seat: int) -> int:
        """A bot's generator seed, from which the match seed (and so the deal) cannot be found."""
        return one_way(self.seed, BOT_STREAM, self.round.number, len(self.round.moves), seat)

    @property
    def phase(self) -> Phase:
        if self.match_result is not None:
            return "match_over"
        return "round_over" if self.round.over else "play"

    @property
    def sheet(self) -> list[SheetEntry]:
        """The score sheet: a line for each round played to its end, from round ``sheet_from``."""
        result = self.round.result
        if result is None:
            return list(self.past_sheet)
        line: SheetEntry = {
            "round": self.round.number,
            "points": sheet_points(self.rules, result),
            "winner": result["winner"],
            "scores": list(self.scores),
        }
        return [*self.past_sheet, line]

    @property
    def finished_rounds(self) -> list[Round]:
        """Every round kept and played to its end: the rounds before this one, and this one once over."""
        return [*self.kept, self.round] if self.round.over else list(self.kept)

    def scores_before(self, number: int) -> list[int]:
        """The scores when round ``number`` began (a round on the sheet, or the current one)."""
        if number == self.round.number:
            return list(self.round_scores)
        line = next(line for line in self.sheet if line["round"] == number)
        return [score - gained for score, gained in zip(line["scores"], line["points"], strict=True)]

    @property
    def history(self) -> list[Event]:
        """The current round's events so far, closed by the match's end once it came."""
        if self.match_result is None:
            return list(self.round.events)
        return [*self.round.events, match_over(self.match_result)]

    def _settle(self, events: list[Event]) -> list[Event]:
        """After a move: when the round has just ended, score it and check the match."""
        result = self.round.result
        if result is None:
            return events
        if result["winner"] is not None:
            self.scores[result["winner"]] += result["points"]
        self.match_result = self.match_end(result)
        if self.match_result is not None:
            events.append(match_over(self.match_result))
        return events

    def match_end(self, result: RoundResult) -> MatchResult | None:
        """R16 / O2: the match result once the round is scored, else None."""
        target = self.rules.target
        if target is None:  # O2: a single hand has no target; it decides the game
            return {"winner": result["winner"], "scores": list(self.scores), "reason": "single"}
        best = max(self.scores)
        if best < target:
            return None
        leaders = [side for side, score in enumerate(self.scores) if score == best]
        return {"winner": leaders[0] if len(leaders) == 1 else None, "scores": list(self.scores), "reason": "target"}


def sheet_points(rules: Rules, result: RoundResult) -> list[int]:
    """A round's points per side as its score-sheet line gives them: the winner's, 0 for the others."""
    points = [0] * rules.sides
    if result["winner"] is not None:
        points[result["winner"]] = result["points"]
    return points


def replay_moves(
    rnd: Round, moves: list[SeatedMove], takebacks: list[SavedTakeback], apply: Callable[[SeatedMove], object]
) -> None:
    """Plays ``moves`` on ``rnd`` through ``apply`` (the match's, which scores the round at
    its end, or the round's own), each takeback noted after the first ``at`` moves. A move
    the rules refuse raises its GameError, naming the move's index."""
    if any(later["at"] < earlier["at"] for earlier, later in itertools.pairwise(takebacks)):
        raise bad_request("the takebacks are out of order")
    if takebacks and takebacks[-1]["at"] > len(moves):
        raise bad_request("a takeback comes after the last move")
    for index in range(len(moves) + 1):
        for taken in takebacks:
            if taken["at"] == index:
                rnd.note_takeback(taken["seat"], taken["moves"])
        if index == len(moves):
            return
        try:
            apply(moves[index])
        except GameError as error:
            raise GameError(error.code, f"move {index} is impossible: {error.message}") from None


def apply_to_round(rnd: Round, move: SeatedMove) -> list[Event]:
    """A move in the form saves keep ({"type", "seat", "tile", "end"}) made on a round alone."""
    kind, seat = move["type"], move["seat"]
    if kind == "play":
        return rnd.play(seat, tile_id(*move["tile"]), move.get("end"))
    if kind == "pass":
        return rnd.pass_turn(seat)
    if kind == "draw":
        return rnd.draw(seat)
    raise bad_request(f"unknown move type {kind!r}")


def match_over(result: MatchResult) -> MatchOverEvent:
    return {"type": "match_over", "match_result": result}


def deal_round(rules: Rules, rng: SplitMix64, number: int, first_opener: int | None) -> Round:
    """Round ``number`` dealt from a shuffle (R3, R15)."""
    order = list(range(len(TILES)))
    rng.shuffle(order)
    size, players = rules.hand_size, rules.players
    hands = [mask_of(order[s * size : (s + 1) * size]) for s in range(players)]
    opener = None if first_opener is None else (first_opener + number - 1) % players  # R15
    return open_round(rules, number, hands, order[players * size :], opener)


def open_round(rules: Rules, number: int, hands: list[int], rest: list[int], opener: int | None) -> Round:
    """Round ``number`` from a given deal (under O1 the rules pick the opener, and ``opener`` must agree)."""
    lead_tile = None
    if rules.opener == "highest_double":
        chosen, lead_tile = highest_double_opener(hands)
        if opener is not None and opener != chosen:
            raise bad_request(f"with the highest-double rule seat {chosen} opens, not seat {opener}")
        opener = chosen
    if opener is None:
        raise bad_request("say which seat opens")
    return Round(rules, number, hands, rest, opener, lead_tile)


def draw_lot(rng: SplitMix64, players: int) -> LotEvent:
    """R4: each seat draws a tile; the highest pip value opens; the tied redraw."""
    drawing = list(range(players))
    draws: list[list[LotDraw]] = []
    while True:
        order = list(range(len(TILES)))
        rng.shuffle(order)
        turn: list[LotDraw] = [
            {"seat": seat, "tile": as_list(order[i]), "pips": PIPS[order[i]]} for i, seat in enumerate(drawing)
        ]
        draws.append(turn)
        best = max(d["pips"] for d in turn)
        drawing = [d["seat"] for d in turn if d["pips"] == best]
        if len(drawing) == 1:
            return {"type": "lot", "draws": draws, "winner": drawing[0]}


def highest_double_opener(hands: list[int]) -> tuple[int, int]:
    """O1: the holder of the highest double, or else of the heaviest tile."""
    for double in reversed(DOUBLES):
        for seat, hand in enumerate(hands):
            if hand >> double & 1:
                return seat, double
    best = max((tid for hand in hands for tid in ids_of(hand)), key=lambda tid: (PIPS[tid], TILES[tid][1]))
    seat = next(s for s, hand in enumerate(hands) if hand >> best & 1)
    return seat, best
