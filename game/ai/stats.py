"""The few statistics a tournament reports: win rates with Wilson intervals, a paired difference of two
win rates, and percentiles of decision times. Plain Python (no numpy: the figures are small)."""
from __future__ import annotations

import math

Z95 = 1.959963984540054  # the two-sided 95% point of the normal distribution


def wilson(wins: int, n: int, z: float = Z95) -> tuple:
    """(rate, low, high): the Wilson score interval of `wins` out of `n`. It stays inside [0, 1] and is
    sensible at 0 or n wins, where the plain normal interval collapses to a point."""
    if n <= 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    # at 0 or n wins the interval ends exactly at 0 or 1 (rounding leaves 1e-16 off otherwise)
    return p, 0.0 if wins == 0 else lo, 1.0 if wins == n else hi


def paired_difference(rates_a: list, rates_b: list, z: float = Z95) -> tuple:
    """(difference, low, high) of the win rates of agents a and b, from their win rate in each block of
    games (a block: one deal played once per seat rotation, so both agents sit in every seat of it).

    The interval comes from the spread of the per-block differences (a normal interval of their mean):
    a and b play in the same games, so their results are not independent (when one wins another often
    loses), and an interval that treated them as two independent samples would be too narrow. With
    fewer than two blocks there is no spread to measure and the interval is the whole range."""
    if len(rates_a) != len(rates_b):
        raise ValueError("both agents need a figure for every block")
    b = len(rates_a)
    if b == 0:
        return 0.0, -1.0, 1.0
    diffs = [x - y for x, y in zip(rates_a, rates_b)]
    mean = sum(diffs) / b
    if b < 2:
        return mean, -1.0, 1.0
    var = sum((d - mean) ** 2 for d in diffs) / (b - 1)
    half = z * math.sqrt(var / b)
    return mean, max(-1.0, mean - half), min(1.0, mean + half)


def percentile(values: list, q: float) -> float:
    """The q-th percentile (0..100) of `values`, interpolated linearly between the closest ranks; 0.0 for
    no values."""
    if not values:
        return 0.0
    data = sorted(values)
    if len(data) == 1:
        return float(data[0])
    pos = (len(data) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def intervals_apart(a: tuple, b: tuple) -> bool:
    """Whether two (rate, low, high) intervals do not overlap."""
    return a[2] < b[1] or b[2] < a[1]
