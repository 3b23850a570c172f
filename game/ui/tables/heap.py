"""Python's cycle collector and the frame: a full pass over every object the program holds (the content,
the fonts, the app, the table, the game's history) took 8 ms on an idle machine and 40 ms on a loaded
one, and it falls on whatever frame allocates at the wrong moment (`bench --terrorscape` showed it as the
forced-moves run's worst frame). When a table opens, `settle()` collects what the last table left and
freezes what is alive then (gc.freeze: the collector no longer scans it), so the full passes during play
look only at what play made since. The collection happens while the table opens, not during play.
"""
from __future__ import annotations

import gc


def settle() -> None:
    gc.unfreeze()  # the last table's frozen objects may be garbage now: this pass must see them
    gc.collect()
    gc.freeze()
