"""The coded errors the bridge reports. The engine raises them before it
changes anything, so a failed request leaves the game as it was.

A ``bad_state`` (or ``bad_record``) refusal also says why in one word (``reason``), so the page can
put it in the player's language; the message stays the English detail."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .messages import BadStateReason, RecordReason


class GameError(Exception):
    def __init__(self, code: str, message: str, reason: BadStateReason | RecordReason | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason


def bad_request(message: str) -> GameError:
    return GameError("bad_request", message)
