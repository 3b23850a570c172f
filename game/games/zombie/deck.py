"""The draw pile: taking its top card (the turn's redraw and the Returned Dead both draw)."""
from __future__ import annotations

from .ops import ev


def draw_card(state, events: list):
    """Top card of the draw pile, reshuffling the discard pile when it is empty."""
    d = state.d
    if not d["draw"]:
        if not d["discard"]:
            return None
        d["draw"] = d["discard"]
        d["discard"] = []
        state.rng.shuffle(d["draw"])
        events.append(ev("reshuffle", "The discard pile is shuffled to form a new draw pile.", n=len(d["draw"])))
    return d["draw"].pop()
