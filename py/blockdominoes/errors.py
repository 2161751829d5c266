"""The coded errors the bridge reports. The engine raises them before it
changes anything, so a failed request leaves the game as it was.

A ``bad_state`` (or ``bad_record``) refusal also says why in one word (``reason``), so the page can
put it in the player's language; the message stays the English detail."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable

    from .messages import BadStateReason, RecordReason

T = TypeVar("T")


class GameError(Exception):
    def __init__(self, code: str, message: str, reason: BadStateReason | RecordReason | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason


def bad_request(message: str) -> GameError:
    return GameError("bad_request", message)


def read_strictly(read: Callable[[object], T], doc: object, code: str, bad: Callable[[str], GameError]) -> T:
    """``read(doc)``, where any other failure of a damaged document (a request's check, a
    missing key, a wrong type) becomes ``code``'s refusal with the reason ``damaged``."""
    try:
        return read(doc)
    except GameError as error:
        if error.code == code:
            raise
        raise bad(error.message) from None  # a value the requests' checks refuse
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise bad(f"malformed ({error!r})") from None
