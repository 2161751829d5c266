"""The coded errors the bridge reports. The engine raises them before it
changes anything, so a failed request leaves the game as it was."""


class GameError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def bad_request(message: str) -> GameError:
    return GameError("bad_request", message)
