"""The rule for a player's name, the one rule the page mirrors (js/setup/player-name.js).

Written out character by character, not left to ``str.strip`` and ``len``, because the
page's JavaScript strips other characters (``trim``) and counts otherwise (UTF-16
``length``): a name one side takes and the other refuses would close an online room.
docs/bridge.md states the rule; tests/data/names.json holds the cases both sides pass.

1. Strip WHITESPACE (exactly the characters ``str.isspace`` accepts) from both ends.
2. Refuse what is left if it holds a surrogate code point (``surrogate``): JSON can carry
   a lone one, and no name is made of one.
3. Refuse it if it holds a control character, U+0000-U+001F or U+007F-U+009F
   (``control``).
4. Count code points: fewer than MIN_NAME is ``empty`` when nothing is left, ``short``
   otherwise; more than MAX_NAME is ``long``.
"""

from __future__ import annotations

from typing import Literal

MIN_NAME, MAX_NAME = 1, 24

# Every character str.isspace() accepts (tests/engine/test_names.py checks it still is).
WHITESPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)

NameReason = Literal["empty", "short", "long", "control", "surrogate"]
REASONS: tuple[NameReason, ...] = ("empty", "short", "long", "control", "surrogate")


class BadName(ValueError):
    """A name the rule refuses; ``reason`` says why in one word (one of REASONS)."""

    def __init__(self, reason: NameReason):
        super().__init__(reason)
        self.reason: NameReason = reason


def _is_control(char: str) -> bool:
    return char <= "\x1f" or "\x7f" <= char <= "\x9f"


def clean_name(text: str, low: int = MIN_NAME, high: int = MAX_NAME) -> str:
    """The name as the engine keeps it (stripped), or BadName with the reason."""
    name = text.strip(WHITESPACE)
    if any("\ud800" <= char <= "\udfff" for char in name):
        raise BadName("surrogate")
    if any(_is_control(char) for char in name):
        raise BadName("control")
    if len(name) < low:
        raise BadName("short" if name else "empty")
    if len(name) > high:
        raise BadName("long")
    return name
