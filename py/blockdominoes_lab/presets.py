"""The set-up's options as the engine offers them: read from the bridge's ``options``
command (the page reads the same answer), so the lab keeps no copy of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blockdominoes.bridge import Bridge

if TYPE_CHECKING:
    from blockdominoes.messages import Options, RulesSpec


def setup_options() -> Options:
    options: Options = Bridge().call("options")["options"]
    return options


def preset_rules() -> dict[str, RulesSpec]:
    """Each preset's name and its rules, in the order the page shows them (the first is the default)."""
    return {preset["id"]: preset["rules"] for preset in setup_options()["presets"]}
