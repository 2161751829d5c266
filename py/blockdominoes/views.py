"""What one seat may see: the per-seat view and events (hidden tiles cut out)."""

from .match import Match
from .tiles import as_list, ids_of


def seen_by(event: dict, seat: int) -> dict:
    """The event as the seat may see it: a drawn tile only in its drawer's view."""
    if event["type"] == "draw" and event["seat"] != seat:
        return {key: value for key, value in event.items() if key != "tile"}
    return event


def events_for(events: list[dict], seat: int) -> list[dict]:
    return [seen_by(event, seat) for event in events]


def view_of(match: Match, seat: int) -> dict:
    rules, rnd = match.rules, match.round
    legal = [{"tile": as_list(tid), "end": end} for tid, end in rnd.legal_plays(seat)]
    return {
        "players": rules.players,
        "seats": [dict(s) for s in match.seats],
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
        "line": [
            {"tile": as_list(e["tile"]), "left": e["left"], "right": e["right"], "seat": e["seat"], "seq": e["seq"]}
            for e in rnd.line
        ],
        "ends": rnd.ends,
        "legal": legal,
        "can_pass": rnd.can_pass(seat),
        "can_draw": rnd.can_draw(seat),
        "scores": list(match.scores),
        "target": rules.target,
        "lot": match.lot,
        "history": events_for(rnd.events, seat),
        "result": rnd.result,
        "match_result": match.match_result,
    }
