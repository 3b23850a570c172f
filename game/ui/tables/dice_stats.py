"""The dice statistics panel's numbers: counts per face of every die rolled and a chi-square check against the die's
faces (Zombie's "Rolls so far")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

# chi-square critical values at p = 0.05 and p = 0.01 by degrees of freedom
_CHI_05 = {1: 3.841, 2: 5.991, 3: 7.815, 4: 9.488, 5: 11.070, 6: 12.592, 7: 14.067, 8: 15.507, 9: 16.919}
_CHI_01 = {1: 6.635, 2: 9.210, 3: 11.345, 4: 13.277, 5: 15.086, 6: 16.812, 7: 18.475, 8: 20.090, 9: 21.666}


@dataclass
class DieStats:
    die: str
    n: int
    counts: dict  # face id -> count, in the die's face order
    expected: dict  # face id -> expected count
    chi2: float
    df: int
    verdict: str
    fair: Optional[bool] = None  # None: too few rolls to say


def dice_stats(rolls: list, faces_by_die: dict) -> list:
    """Counts per face for every die rolled, and a chi-square check against the die's faces."""
    out = []
    for die, faces in faces_by_die.items():
        faces = list(faces)
        order = list(dict.fromkeys(faces))
        probs = {f: faces.count(f) / len(faces) for f in order}
        counts = {f: 0 for f in order}
        n = 0
        for r in rolls:
            if r.get("die") == die:
                f = str(r.get("face"))
                counts[f] = counts.get(f, 0) + 1
                n += 1
        if n == 0:
            continue
        expected = {f: n * probs.get(f, 0.0) for f in counts}
        chi2 = sum((counts[f] - expected[f]) ** 2 / expected[f] for f in counts if expected[f] > 0)
        df = max(1, len(order) - 1)
        if min(expected.values()) < 5:
            verdict, fair = f"{n} rolls: too few to judge yet", None
        elif chi2 <= _CHI_05.get(df, 2 * df):
            verdict, fair = f"{n} rolls: looks fair (χ² {chi2:.1f})", True
        elif chi2 <= _CHI_01.get(df, 3 * df):
            verdict, fair = f"{n} rolls: a little streaky (χ² {chi2:.1f})", True
        else:
            verdict, fair = f"{n} rolls: unusually lopsided (χ² {chi2:.1f})", False
        out.append(DieStats(die, n, counts, expected, chi2, df, verdict, fair))
    return out
