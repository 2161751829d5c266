"""A match: the lot, the rounds in turn, the scores and the end (R4, R15, R16).

``Match`` is the whole game state. It is deterministic: every random choice
comes from a SplitMix64 generator seeded by the match seed, so the same seed
and moves give the same match everywhere.
"""

from .errors import GameError, bad_request
from .rng import SplitMix64, derive, one_way
from .round import Round
from .rules import Rules
from .tiles import DOUBLES, PIPS, TILES, as_list, ids_of, mask_of, tile_id

MAX_SEED = 2**63 - 1
DEAL_STREAM = 1  # derive(seed, DEAL_STREAM) seeds the deals and the lot
BOT_STREAM = 2  # one_way(seed, BOT_STREAM, round, move, seat) seeds one bot decision


class Match:
    def __init__(self, rules: Rules, seats: list[dict], seed: int, scores: list[int]):
        self.rules = rules
        self.seats = seats
        self.seed = seed
        self.rng = SplitMix64(derive(seed, DEAL_STREAM))
        self.scores = list(scores)
        self.round_scores = list(scores)  # the scores when the current round began
        self.lot: dict | None = None
        self.first_opener: int | None = None
        self.round: Round | None = None
        self.match_result: dict | None = None

    # -- starting --------------------------------------------------------

    @classmethod
    def start(
        cls, rules: Rules, seats: list[dict], seed: int, scores: list[int], deal: dict | None = None
    ) -> tuple["Match", list[dict]]:
        """A new match and the events that began it (the lot, the deal)."""
        match = cls(rules, seats, seed, scores)
        events = []
        opener = deal.get("opener") if deal else None
        if rules.opener == "lot":
            if opener is None:
                match.lot = draw_lot(match.rng, rules.players)
                events.append(match.lot)
                opener = match.lot["winner"]
            match.first_opener = opener
        if deal:
            hands = deal["hands"]
            rest = deal.get("boneyard")
            if rest is None:  # the seed orders the boneyard, as it would a shuffle
                rest = ids_of(~mask_of(t for hand in hands for t in hand) & ((1 << 28) - 1))
                match.rng.shuffle(rest)
            match.begin_round(1, [mask_of(h) for h in hands], rest, opener)
        else:
            match._deal_round(1)
        events.extend(match.round.events)
        return match, events

    def _deal_round(self, number: int) -> None:
        order = list(range(len(TILES)))
        self.rng.shuffle(order)
        size, players = self.rules.hand_size, self.rules.players
        hands = [mask_of(order[s * size : (s + 1) * size]) for s in range(players)]
        opener = None
        if self.rules.opener == "lot":
            opener = (self.first_opener + number - 1) % players  # R15
        self.begin_round(number, hands, order[players * size :], opener)

    def begin_round(self, number: int, hands: list[int], rest: list[int], opener: int | None) -> None:
        """Round ``number`` from a given deal (the rules pick the opener with the highest double)."""
        lead_tile = None
        if self.rules.opener == "highest_double":
            chosen, lead_tile = highest_double_opener(hands)
            if opener is not None and opener != chosen:
                raise bad_request(f"with the highest-double rule seat {chosen} opens, not seat {opener}")
            opener = chosen
        if opener is None:
            raise bad_request("say which seat opens")
        self.round_scores = list(self.scores)
        self.round = Round(self.rules, number, hands, rest, opener, lead_tile)

    # -- moves -----------------------------------------------------------

    def play(self, seat: int, tid: int, end: str | None) -> list[dict]:
        self._check_on()
        return self._settle(self.round.play(seat, tid, end))

    def pass_turn(self, seat: int) -> list[dict]:
        self._check_on()
        return self._settle(self.round.pass_turn(seat))

    def draw(self, seat: int) -> list[dict]:
        self._check_on()
        return self._settle(self.round.draw(seat))

    def apply(self, move: dict) -> list[dict]:
        """A move in the form bots and saves use: {"type", "seat", "tile", "end"}."""
        kind, seat = move["type"], move["seat"]
        if kind == "play":
            return self.play(seat, tile_id(*move["tile"]), move.get("end"))
        if kind == "pass":
            return self.pass_turn(seat)
        if kind == "draw":
            return self.draw(seat)
        raise bad_request(f"unknown move type {kind!r}")

    def next_round(self) -> list[dict]:
        if self.match_result is not None:
            raise GameError("match_over", "the match is over: start a new match")
        if not self.round.over:
            raise GameError("round_over", "the round is still being played")
        self._deal_round(self.round.number + 1)
        return list(self.round.events)

    def bot_seed(self, seat: int) -> int:
        """A bot's generator seed, from which the match seed (and so the deal) cannot be found."""
        return one_way(self.seed, BOT_STREAM, self.round.number, len(self.round.moves), seat)

    @property
    def phase(self) -> str:
        if self.match_result is not None:
            return "match_over"
        return "round_over" if self.round.over else "play"

    def _check_on(self) -> None:
        if self.round.over:
            raise GameError("round_over", "the round is over")

    def _settle(self, events: list[dict]) -> list[dict]:
        """After a move: when the round has just ended, score it and check the match."""
        result = self.round.result
        if result is None:
            return events
        if result["winner"] is not None:
            self.scores[result["winner"]] += result["points"]
        ended = self.match_end()
        if ended is not None:
            self.match_result = ended
            events.append({"type": "match_over", "match_result": ended})
            self.round.events.append(events[-1])
        return events

    def match_end(self) -> dict | None:
        """R16 / O2: the match result once the round is scored, else None."""
        if self.rules.match == "single":
            return {"winner": self.round.result["winner"], "scores": list(self.scores), "reason": "single"}
        if max(self.scores) < self.rules.target:
            return None
        best = max(self.scores)
        leaders = [side for side, score in enumerate(self.scores) if score == best]
        return {"winner": leaders[0] if len(leaders) == 1 else None, "scores": list(self.scores), "reason": "target"}


def draw_lot(rng: SplitMix64, players: int) -> dict:
    """R4: each seat draws a tile; the highest pip value opens; the tied redraw."""
    drawing = list(range(players))
    draws = []
    while True:
        order = list(range(len(TILES)))
        rng.shuffle(order)
        turn = [{"seat": seat, "tile": as_list(order[i]), "pips": PIPS[order[i]]} for i, seat in enumerate(drawing)]
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
