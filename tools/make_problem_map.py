"""Write a location map with N problems, to time `python -m game validate` on it.

    python tools/make_problem_map.py /tmp/problems.toml 10000
    time python -m game validate /tmp/problems.toml

Every location is a problem of its own kind in turn: a list-valued `hiding` tag, a rect outside the
board, an edge to a location that does not exist, a NaN coordinate, an overlap with its neighbour.
"""
from __future__ import annotations

import sys


def problem_map(n: int) -> str:
    out = ['id = "problems"', 'kind = "location_map"', "size = [20000, 20000]", ""]
    cols = 100
    for i in range(n):
        x, y = 10 + (i % cols) * 190, 10 + (i // cols) * 190
        kind = i % 5
        rect = f"[{x}, {y}, 150, 150]"
        tags = ""
        if kind == 0:
            tags = "tags = { hiding = [1, 2] }"
        elif kind == 1:
            rect = f"[{x + 30000}, {y}, 150, 150]"
        elif kind == 3:
            rect = f"[{x - 100}, {y}, 150, 150]"
        elif kind == 4:
            rect = f"[nan, {y}, 150, 150]"
        out += ["[[locations]]", f'id = "l{i}"', f"rect = {rect}"] + ([tags] if tags else []) + [""]
        if kind == 2:
            out += ["[[edges]]", f'a = "l{i}"', f'b = "missing{i}"', ""]
    return "\n".join(out)


if __name__ == "__main__":
    path, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    with open(path, "w", encoding="utf-8") as f:
        f.write(problem_map(n))
