"""A small seeded generator that gives the same numbers on every Python.

SplitMix64: a 64-bit state, a fixed recipe of integer operations, no floats.
Unlike ``random.Random``'s derived methods it is specified here, so CPython
and Pyodide (or any later port) deal the same tiles from the same seed.
"""

import hashlib

MASK64 = (1 << 64) - 1


def mix(z: int) -> int:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & MASK64
    return z ^ (z >> 31)


def derive(*parts: int) -> int:
    """A 64-bit seed from several integers, e.g. (match seed, round, move)."""
    state = 0x9E3779B97F4A7C15
    for part in parts:
        state = mix((state ^ (part & MASK64)) + 0x9E3779B97F4A7C15 & MASK64)
    return state


def one_way(*parts: int) -> int:
    """Like ``derive``, but the parts cannot be worked back from the result.

    ``derive`` can be undone step by step, so a bot whose generator it seeded could
    recover the match seed from the generator's state, and from the seed every
    hidden tile. BLAKE2b closes that door and is the same on every Python.
    """
    data = b"".join((part & MASK64).to_bytes(8, "little") for part in parts)
    return int.from_bytes(hashlib.blake2b(data, digest_size=8, person=b"blockdominoes").digest(), "little")


class SplitMix64:
    def __init__(self, state: int):
        self.state = state & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        return mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]
