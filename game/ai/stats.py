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


# the two-sided 95% points of Student's t for 1..30 degrees of freedom
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
       2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t95(df: int) -> float:
    if df <= len(T95):
        return T95[df - 1]
    z = Z95  # Cornish-Fisher expansion, two terms: within 0.001 of the exact value from 30 on
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df)


def paired_difference(rates_a: list, rates_b: list) -> tuple:
    """(difference, low, high) of the win rates of agents a and b, from their win rate in each block of
    games (a block: one deal played once per seat rotation, so both agents sit in every seat of it).

    The interval is Student's t interval of the mean of the per-block differences: a and b play in the
    same games, so their results are not independent (when one wins another often loses), and their
    spread across blocks measures that. With fewer than two blocks there is no spread to measure and the
    interval is the whole range."""
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
    half = t95(b - 1) * math.sqrt(var / b)
    return mean, max(-1.0, mean - half), min(1.0, mean + half)


def newcombe_difference(wins_a: int, n_a: int, wins_b: int, n_b: int) -> tuple:
    """(difference, low, high) of two independent proportions from their Wilson intervals (Newcombe's
    hybrid score interval, method 10 of Newcombe 1998)."""
    pa, la, ua = wilson(wins_a, n_a)
    pb, lb, ub = wilson(wins_b, n_b)
    d = pa - pb
    return d, max(-1.0, d - math.hypot(pa - la, ub - pb)), min(1.0, d + math.hypot(ua - pa, pb - lb))


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
