"""The shapes of everything that crosses the bridge, written once as types.

Requests, results, views, events, moves, saves and the set-up's options: docs/bridge.md
says what each field means, this file says what it holds, and mypy holds the engine to
it. js/types.js mirrors these shapes in JSDoc for the page.

A request's types are the shape a client must send; the bridge still checks every value
(checks.py) before the engine uses it, and a test holds the parameters each command
takes (bridge.COMMANDS) to its request type here.

Only the type checker reads this file (``if TYPE_CHECKING:`` imports): making some
sixty TypedDict classes is a cost a game would pay at every start for nothing.
"""

from typing import Literal, NotRequired, TypedDict

Tile = list[int]  # [a, b] with 0 <= a <= b <= 6 in answers; [b, a] is accepted in requests
End = Literal["left", "right"]
Game = Literal["block", "draw"]
Opener = Literal["lot", "highest_double"]
MatchKind = Literal["target", "single"]
Phase = Literal["play", "round_over", "match_over"]
SeatType = Literal["human", "bot"]
Level = Literal["easy", "medium", "hard"]
LeadReason = Literal["any", "highest_double", "heaviest"]
BadStateReason = Literal["not_a_save", "other_version", "damaged", "impossible"]
RecordReason = Literal[
    "not_a_record", "other_version", "damaged", "bad_deal", "illegal_move", "unfinished", "bad_scores", "bad_end"
]
Source = Literal["match", "record"]


# -- the set-up ------------------------------------------------------------------


class RulesSpec(TypedDict, total=False):
    """The ``rules`` of a request: any of the keys, the others take their defaults."""

    game: Game
    opener: Opener
    match: MatchKind
    target: int | None
    partnership: bool


class RulesInForce(TypedDict):
    """The rules of a match, every key filled in (views, saves, the ``rules`` command)."""

    game: Game
    opener: Opener
    match: MatchKind
    target: int | None  # None in a single hand
    partnership: bool


class SeatSpec(TypedDict):
    """A seat as a request gives it."""

    type: SeatType
    level: NotRequired[Level]  # bots only
    name: NotRequired[str]


class Seat(TypedDict):
    """A seat as views and saves give it."""

    type: SeatType
    level: Level | None
    name: str | None


class DealSpec(TypedDict):
    """``new_match``'s explicit first round."""

    hands: list[list[Tile]]
    opener: NotRequired[int]
    boneyard: NotRequired[list[Tile]]  # the Draw game only: the undealt tiles, top first


# -- requests --------------------------------------------------------------------


class Request(TypedDict):
    cmd: str
    id: NotRequired[object]  # any JSON value, echoed back


class NewMatchRequest(Request, total=False):
    players: int
    seats: list[SeatSpec]
    rules: RulesSpec
    seed: int
    scores: list[int]
    deal: DealSpec


class RulesRequest(Request, total=False):
    players: int
    rules: RulesSpec


class OptionsRequest(Request):
    pass


class SeatRequest(Request, total=False):
    """``view``, ``pass``, ``draw``, ``bot_turn``, ``hint``, ``next_round``, ``undo``: the seat
    acting or viewing (``undo``: the seat whose move is taken back)."""

    seat: int


class PlayRequest(Request, total=False):
    seat: int
    tile: Tile
    end: End | None


class SaveRequest(Request):
    pass


class SetSeatRequest(Request, total=False):
    """``set_seat``: who plays a seat from now on."""

    seat: int
    type: SeatType
    level: Level | None


class LoadRequest(Request, total=False):
    state: "SaveState"


class ReadRecordRequest(Request, total=False):
    record: "RecordDoc"


class SourceRequest(Request, total=False):
    """A command that reads a finished round: of the match in play, or of the record read."""

    source: Source


class RecordRequest(SourceRequest, total=False):
    round: int  # one finished round alone (default: every finished round)


class ReplayRequest(SourceRequest, total=False):
    round: int
    seat: int  # whose view each step shows (default 0)


class ReviewRoundRequest(SourceRequest, total=False):
    round: int
    seats: list[int]  # whose decisions


class ReviewMoveRequest(SourceRequest, total=False):
    round: int
    index: int  # the move's index in the round's moves
    budget: int  # sampled deals per legal move


# -- what the engine tells ---------------------------------------------------------


class Ends(TypedDict):
    left: int
    right: int


class LotDraw(TypedDict):
    seat: int
    tile: Tile
    pips: int


class LotEvent(TypedDict):
    type: Literal["lot"]
    draws: list[list[LotDraw]]  # the first turn has every seat, each later one the tied only
    winner: int


class DealEvent(TypedDict):
    type: Literal["deal"]
    round: int
    opener: int
    hand_counts: list[int]
    sleeping: int
    boneyard: int


class PlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    tile: Tile
    end: End | None  # None for the lead
    seq: int
    ends: Ends  # after the play


class PassEvent(TypedDict):
    type: Literal["pass"]
    seat: int
    ends: Ends  # the values the seat could not match


class DrawEvent(TypedDict):
    type: Literal["draw"]
    seat: int
    boneyard: int  # left after the draw
    tile: NotRequired[Tile]  # only in the drawer's own view


class Terms(TypedDict):
    add: list[int]  # the losers' hands, one by one
    subtract: int | None  # a blocked round's winner's total
    subtract_hands: list[int] | None  # partnership: the winning team's hands one by one, summing to subtract


class RoundResult(TypedDict):
    reason: Literal["domino", "blocked"]
    winner: int | None  # a seat, or a team in partnership; None when nobody won
    went_out: int | None
    totals: list[int]
    team_totals: list[int] | None
    points: int
    terms: Terms | None
    hands: list[list[Tile]]


class RoundOverEvent(TypedDict):
    type: Literal["round_over"]
    result: RoundResult


class MatchResult(TypedDict):
    winner: int | None  # None for a drawn match
    scores: list[int]
    reason: Literal["target", "single"]


class MatchOverEvent(TypedDict):
    type: Literal["match_over"]
    match_result: MatchResult


class TakebackEvent(TypedDict):
    type: Literal["takeback"]
    seat: int  # who took their move back
    moves: int  # how many moves were taken back: theirs and the bots' after it


Event = LotEvent | DealEvent | PlayEvent | PassEvent | DrawEvent | RoundOverEvent | MatchOverEvent | TakebackEvent


class LinePlace(TypedDict):
    tile: Tile
    left: int  # the pips on the tile's left side as it lies
    right: int
    seat: int
    seq: int  # 0 for the lead


class LegalPlay(TypedDict):
    tile: Tile
    end: End | None


class Lead(TypedDict):
    """Which tile must open the round, and why (O1, R5)."""

    tile: Tile | None  # only in the opener's own view, and only when the rules set the tile
    reason: LeadReason


class SheetEntry(TypedDict):
    """One round of the score sheet."""

    round: int
    points: list[int]  # per side: the winner's points, 0 for every other side
    winner: int | None  # a side; None when nobody won the round
    scores: list[int]  # per side, after the round


class View(TypedDict):
    """What one seat may see."""

    players: int
    seats: list[Seat]
    rules: RulesInForce
    you: int
    teams: list[list[int]] | None
    round: int
    opener: int
    turn: int | None  # None once the round is over
    phase: Phase
    hand: list[Tile]
    hand_counts: list[int]
    sleeping: int
    boneyard: int
    line: list[LinePlace]
    ends: Ends | None
    lead: Lead | None  # None once the line has a tile
    legal: list[LegalPlay]
    can_pass: bool
    can_draw: bool
    scores: list[int]
    target: int | None
    lot: LotEvent | None
    history: list[Event]
    result: RoundResult | None
    match_result: MatchResult | None
    sheet: list[SheetEntry]  # a line for each round played to its end
    sheet_from: int  # the first round the sheet can show (a loaded format-1 or 2 save's own round)
    taken_back: int  # how many times a move was taken back in this match
    can_undo: bool  # whether this seat may take a move back now (``undo`` would succeed)


# -- moves -------------------------------------------------------------------------


class PlayMove(TypedDict):
    type: Literal["play"]
    tile: Tile
    end: End | None


class PassMove(TypedDict):
    type: Literal["pass"]


class DrawMove(TypedDict):
    type: Literal["draw"]


Move = PlayMove | PassMove | DrawMove  # what a bot or a hint chooses


class SeatedMove(TypedDict):
    """A move with the seat that made it, as a round records it and a save holds it."""

    type: Literal["play", "pass", "draw"]
    seat: int
    tile: NotRequired[Tile]  # plays only
    end: NotRequired[End | None]


# -- saves -------------------------------------------------------------------------


class SavedDeal(TypedDict):
    hands: list[list[Tile]]
    rest: list[Tile]
    opener: int


class SavedPosition(TypedDict):
    scores: list[int]
    phase: Phase
    turn: int | None
    hands: list[list[Tile]]
    line: list[LinePlace]
    ends: Ends | None


class SavedTakeback(TypedDict):
    """A takeback of the current round, for its place in the history: after ``at`` moves."""

    at: int
    seat: int
    moves: int


class KeptRound(TypedDict):
    """A finished round before the current one, as a save of format 4 keeps it."""

    round: int
    opener: int
    hands: list[list[Tile]]
    rest: list[Tile]
    moves: list[SeatedMove]
    takebacks: list[SavedTakeback]


class SaveState(TypedDict):
    """What ``save`` writes (format 4); format 3 lacks ``kept``, formats 1 and 2 the last five keys."""

    format: int
    engine: str
    players: int
    seats: list[Seat]
    rules: RulesInForce
    seed: str  # decimal digits (formats 2 and 3); a number in format 1
    lot: LotEvent | None
    first_opener: int | None
    round: int
    round_scores: list[int]
    rng: str  # decimal digits (formats 2 and 3); a number in format 1
    deal: SavedDeal
    moves: list[SeatedMove]
    position: SavedPosition
    taken_back: int
    takebacks: list[SavedTakeback]
    sheet: list[SheetEntry]  # the rounds before this one
    sheet_from: int
    kept: list[KeptRound]  # the finished rounds before this one, from the first kept (format 4)


# -- records and replays -------------------------------------------------------------


class RecordRound(TypedDict):
    """A finished round in a record."""

    round: int
    opener: int
    dealt: list[list[Tile]]  # each seat's hand as dealt
    sleeping: NotRequired[list[Tile]]  # Block: the undealt tiles
    boneyard: NotRequired[list[Tile]]  # the Draw game: the undealt tiles, top first
    moves: list[SeatedMove]
    scores: list[int]  # per side, after the round


class RecordDoc(TypedDict):
    """What ``record`` writes and ``read_record`` reads (version 1)."""

    format: Literal["block-dominoes-record"]
    version: int
    players: int
    seats: list[Seat]
    rules: RulesInForce
    scores_from: list[int]  # per side, before the first round
    first_round: int  # 1, or the round an older save was loaded in
    rounds: list[RecordRound]
    finished: bool  # the match is over


class RecordSummary(TypedDict):
    players: int
    seats: list[Seat]
    rules: RulesInForce
    rounds: list[int]
    sheet: list[SheetEntry]
    match_result: MatchResult | None


class ReplayStep(TypedDict):
    view: View  # the seat's view at that moment
    hands: list[list[Tile]]  # every hand, face up
    event: Event | None  # the move's event (a drawn tile shown); None at the deal


# -- the set-up's options ----------------------------------------------------------


class Range(TypedDict):
    min: int
    max: int


class PlayerRange(TypedDict):
    min: int
    max: int
    default: int


class SeedRange(TypedDict):
    min: int
    max: str  # decimal digits: 2**63 - 1 is beyond a JavaScript number's exact range


class TextChoice(TypedDict):
    values: list[str]
    default: str


class FlagChoice(TypedDict):
    values: list[bool]
    default: bool


class RuleChoices(TypedDict):
    game: TextChoice
    opener: TextChoice
    match: TextChoice
    partnership: FlagChoice


class Preset(TypedDict):
    id: str
    rules: RulesSpec
    players: list[int]  # the player counts the engine accepts with these rules
    has_target: bool


class DealFacts(TypedDict):
    players: int
    partnership: bool
    hand: int  # tiles dealt to each seat
    undealt: int  # asleep (Block) or in the boneyard (Draw game)
    target: int | None  # the default target at this table


class TileSet(TypedDict):
    """The set: each end's pips, and how many tiles it has."""

    pips: Range
    count: int


class Options(TypedDict):
    players: PlayerRange
    seat_types: list[SeatType]
    bot_levels: list[Level]
    default_seats: list[SeatSpec]
    name_length: Range
    tiles: TileSet
    target: Range
    scores: Range
    seed: SeedRange
    rules: RuleChoices
    presets: list[Preset]
    deals: list[DealFacts]


# -- results and responses -----------------------------------------------------------


class ViewResult(TypedDict):
    """``view`` and ``load``."""

    view: View


class TurnResult(TypedDict):
    """``new_match``, the moves, ``bot_turn``, ``next_round`` and ``undo``."""

    events: list[Event]
    view: View


class RulesResult(TypedDict):
    rules: RulesInForce


class OptionsResult(TypedDict):
    options: Options


class HintResult(TypedDict):
    move: Move


class SaveResult(TypedDict):
    state: SaveState


class SetSeatResult(TypedDict):
    seats: list[Seat]


class RecordResult(TypedDict):
    record: RecordDoc


class ReadRecordResult(TypedDict):
    summary: RecordSummary


class ReplayResult(TypedDict):
    steps: list[ReplayStep]


ReviewMark = Literal["best", "good", "inaccuracy", "mistake", "blunder"]


class ReviewDecision(TypedDict):
    index: int  # the move's index in the round's moves
    seat: int
    choices: int  # distinct legal moves (more than one)


class ReviewRoundResult(TypedDict):
    decisions: list[ReviewDecision]


# A legal move weighed: ``for`` and ``against`` are the expected points the seat's side and
# the other sides score from the round, ``value`` the first minus the second ("for" is a
# Python keyword, hence the functional form).
ReviewChoice = TypedDict("ReviewChoice", {"move": Move, "value": float, "for": float, "against": float})


class MoveReview(TypedDict):
    """``review_move``: one decision weighed."""

    seat: int
    chosen: Move
    best: Move
    cost: float  # expected points the choice gave away (0 or more)
    mark: ReviewMark
    choices: list[ReviewChoice]  # every distinct legal move, best first


class HistoryResult(TypedDict):
    rounds: list[list[Event]]  # each kept round's events, the current round's last


Result = (
    ViewResult
    | TurnResult
    | RulesResult
    | OptionsResult
    | HintResult
    | SaveResult
    | SetSeatResult
    | RecordResult
    | ReadRecordResult
    | ReplayResult
    | HistoryResult
    | ReviewRoundResult
    | MoveReview
)


class ErrorBody(TypedDict):
    code: str
    message: str
    reason: NotRequired[BadStateReason | RecordReason]  # bad_state and bad_record only


class Success(TypedDict):
    id: object
    ok: Literal[True]
    result: Result


class Failure(TypedDict):
    id: object
    ok: Literal[False]
    error: ErrorBody
