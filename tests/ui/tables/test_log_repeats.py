"""The game log shows a line repeated at once a single time with its count: on the Killer's side of
Terrorscape the Survivors' hidden actions came as ten "The Survivors act." rows, pushing the rest away."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game.ui.tables.log_panel import WrappedLog  # noqa: E402

LINES = ["Round 1: the Survivors' turn.", "The Survivors act.", "The Survivors act.", "The Survivors act.",
         "Noise at B4 Garage.", "The Survivors act.", "Round 2: Orion's turn."]


def texts(rows):
    return [r[0] for r in rows]


def test_a_run_of_one_line_is_one_row_with_its_count():
    pygame.init()
    rows = WrappedLog().rows_for(list(LINES), 14, 2000)
    assert texts(rows) == ["Round 1: the Survivors' turn.", "The Survivors act. (×3)", "Noise at B4 Garage.",
                           "The Survivors act.", "Round 2: Orion's turn."]
    assert [r[1] for r in rows] == [0, 3, 4, 5, 6]  # each row keeps the index of its newest line


def test_lines_arriving_one_by_one_give_the_same_rows():
    pygame.init()
    log, lines = WrappedLog(), []
    for line in LINES:
        lines.append(line)
        rows = log.rows_for(lines, 14, 2000)
    assert rows == WrappedLog().rows_for(list(LINES), 14, 2000)
    lines.append("Round 2: Orion's turn.")
    assert texts(log.rows_for(lines, 14, 2000))[-1] == "Round 2: Orion's turn. (×2)"


def test_a_long_repeated_line_wraps_once():
    pygame.init()
    long = "Orion searches B4 Garage and finds nobody there, and the noise tokens stay where they were."
    rows = WrappedLog().rows_for([long] * 4, 14, 200)
    assert sum(1 for r in rows if not r[2]) == 1 and "(×4)" in " ".join(texts(rows))
