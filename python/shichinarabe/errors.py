"""The library's errors, as Python exceptions: an error the JavaScript engine throws arrives here
with its class and message (an illegal action is an IllegalMoveError with the engine's `code`)."""


class ShichinarabeError(Exception):
    """Base class of every error of shichinarabe."""


class IllegalMoveError(ShichinarabeError, ValueError):
    """An action (or move) that is not legal now; `code` says why ('malformed', 'not-in-hand', …)."""

    def __init__(self, message, code=None):
        super().__init__(message)
        self.code = code


class OptionsError(ShichinarabeError, ValueError):
    """Options the game refuses; `option` names the one at fault."""

    def __init__(self, message, option=None):
        super().__init__(message)
        self.option = option


class StateError(ShichinarabeError):
    """A request about a game that is not one (e.g. a game index out of range)."""


def error_of(data):
    """The exception for an error reported by the driver as `{name, message, code?, option?}`."""
    name = data.get("name")
    message = data.get("message", "unknown error")
    if name == "IllegalMoveError":
        return IllegalMoveError(message, data.get("code"))
    if name == "OptionsError":
        return OptionsError(message, data.get("option"))
    if name == "StateError":
        return StateError(message)
    if name == "ShichinarabeError":
        return ShichinarabeError(message)
    return ShichinarabeError(f"{name}: {message}")
