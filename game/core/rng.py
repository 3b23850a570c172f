"""The one seeded random number generator a game holds in its state.

A small splitmix64 generator: its whole state is one integer, so it is JSON-serialisable, clones
for free and gives the same numbers on every platform and Python version (random.Random's
algorithms for shuffle/choice are not promised stable across versions).
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
_TWO64 = 1 << 64


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = _TWO64 - (_TWO64 % n)
        # next_u64, written out: a search draws millions of times and a call costs as much as the sums.
        z = self.state
        while True:
            z = (z + 0x9E3779B97F4A7C15) & _MASK
            x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
            x ^= x >> 31
            if x < limit:
                self.state = z
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.randbelow(hi - lo + 1)

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: list) -> None:
        randbelow = self.randbelow
        for i in range(len(items) - 1, 0, -1):
            j = randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def fork(self, salt: int) -> "Rng":
        """An independent generator derived from this one (for agents), leaving this one unchanged."""
        return Rng((self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK)

    def clone(self) -> "Rng":
        return Rng(self.state)
