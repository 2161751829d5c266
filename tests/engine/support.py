"""Small helpers for driving the engine through its JSON bridge in tests.

A request that must succeed is ``bridge.call(cmd, **params)`` (the engine's own
helper, which the Pyodide scripts and the e2e mirror use too); these add the rest."""

import json

from blockdominoes.bridge import Bridge


def T(text: str) -> list[int]:
    """A tile from two digits: T("14") == [1, 4]."""
    return sorted([int(text[0]), int(text[1])])


def hands(*specs: str) -> list[list[list[int]]]:
    """Hands from space-separated digit pairs: hands("14 66", "01 23")."""
    return [[T(pair) for pair in spec.split()] for spec in specs]


def ask(bridge: Bridge, **request) -> dict:
    """The whole response to a request."""
    return json.loads(bridge.handle(json.dumps(request)))


def refused(bridge: Bridge, code: str, **request) -> dict:
    """Asserts the request fails with ``code`` and changes nothing; the error."""
    before = bridge.handle('{"cmd": "save"}')
    answer = ask(bridge, **request)
    assert not answer["ok"], answer
    assert answer["error"]["code"] == code, answer
    assert isinstance(answer["error"]["message"], str) and answer["error"]["message"]
    assert bridge.handle('{"cmd": "save"}') == before
    return answer["error"]


def fails(bridge: Bridge, code: str, **request) -> str:
    """Asserts the request fails with ``code`` and changes nothing; the message."""
    return refused(bridge, code, **request)["message"]


def start(players=2, deal=None, opener=None, rules=None, **extra) -> tuple[Bridge, dict]:
    """A new match with every seat human, optionally with an explicit deal."""
    bridge = Bridge()
    request = {
        "cmd": "new_match",
        "players": players,
        "seats": [{"type": "human"}] * players,
        "rules": rules or {},
        "seed": 1,
        **extra,
    }
    if deal is not None:
        request["deal"] = {"hands": deal} if opener is None else {"hands": deal, "opener": opener}
    return bridge, bridge.call(**request)["view"]


def fill(players: int, size: int, *specs: str) -> list:
    """Hands that start with the given tiles and are topped up with unused ones."""
    given = hands(*specs) + [[] for _ in range(players - len(specs))]
    used = {tuple(t) for hand in given for t in hand}
    spare = [[a, b] for a in range(7) for b in range(a, 7) if (a, b) not in used]
    for hand in given:
        while len(hand) < size:
            hand.append(spare.pop())
    return given


def play(bridge: Bridge, seat: int, tile: str, end=None) -> dict:
    request = {"cmd": "play", "seat": seat, "tile": T(tile)}
    if end:
        request["end"] = end
    return bridge.call(**request)
