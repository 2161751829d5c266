"""What one seat may see: the per-seat view and events (hidden tiles cut out: a drawn
tile, and the tile the opener must lead, are shown to their holder only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .tiles import as_list, ids_of

if TYPE_CHECKING:
    from .match import Match
    from .messages import Event, LinePlace, View
    from .round import Round


def seen_by(event: Event, seat: int) -> Event:
    """The event as the seat may see it: a drawn tile only in its drawer's view."""
    if event["type"] == "draw" and event["seat"] != seat:
        return {"type": "draw", "seat": event["seat"], "boneyard": event["boneyard"]}
    return event


def events_for(events: list[Event], seat: int) -> list[Event]:
    return [seen_by(event, seat) for event in events]


def line_of(rnd: Round) -> list[LinePlace]:
    """The line from its left end to its right end, as the tiles lie."""
    return [
        {
            "tile": as_list(placed.tile),
            "left": placed.left,
            "right": placed.right,
            "seat": placed.seat,
            "seq": placed.seq,
        }
        for placed in rnd.line
    ]


def view_of(match: Match, seat: int) -> View:
    rules, rnd = match.rules, match.round
    return {
        "players": rules.players,
        "seats": [{"type": s["type"], "level": s["level"], "name": s["name"]} for s in match.seats],
        "rules": rules.to_json(),
        "you": seat,
        "teams": rules.teams,
        "round": rnd.number,
        "opener": rnd.opener,
        "turn": rnd.turn,
        "phase": match.phase,
        "hand": [as_list(tid) for tid in ids_of(rnd.hands[seat])],
        "hand_counts": [len(ids_of(hand)) for hand in rnd.hands],
        "sleeping": rnd.sleeping,
        "boneyard": rnd.boneyard,
        "line": line_of(rnd),
        "ends": rnd.ends,
        "lead": rnd.lead(seat),
        "legal": [{"tile": as_list(tid), "end": end} for tid, end in rnd.legal_plays(seat)],
        "can_pass": rnd.can_pass(seat),
        "can_draw": rnd.can_draw(seat),
        "scores": list(match.scores),
        "target": rules.target,
        "lot": match.lot,
        "history": events_for(match.history, seat),
        "result": rnd.result,
        "match_result": match.match_result,
        "sheet": match.sheet,
        "sheet_from": match.sheet_from,
        "taken_back": match.taken_back,
        "can_undo": match.takeback_refusal(seat) is None,
    }
