"""Block dominoes: the rules engine, its bots and the JSON bridge.

The rules live in :mod:`blockdominoes.round` (one round) and
:mod:`blockdominoes.match` (a match of rounds); :mod:`blockdominoes.bridge`
is the only JSON boundary. See ``docs/bridge.md`` for the contract.
"""

__version__ = "0.1.0"
