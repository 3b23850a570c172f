"""The caption of a computer move ("Greta plays Outbreak on Camp 1 and Camp 2"): its lines and its timer
(drawn, with the glow on the places it touched, by caption_draw.py, the same way on every table).

A caption is built from the move's events AS THE SCREEN SEAT SAW THEM (already redacted), so it never says
more than the log does. The table says which places an event touches (`anchor_rects`) and how its lines are
worded (`caption_words`); this module keeps the text and the timer.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# events that only set the scene: a caption leads with what the seat did, not with "X's turn."
BACKGROUND_TYPES = ("turn", "turn_end", "exposure", "attack_deck")


@dataclass
class Caption:
    who: str  # the acting seat's name
    lines: list  # the headline first, then up to two lines of what followed
    events: list = field(default_factory=list)  # the redacted events (the table finds the places they touch)
    seconds: float = 3.0
    left: float = 3.0
    death: bool = False  # a seat died or the game ended: drawn in blood, kept longer

    @property
    def headline(self) -> str:
        return self.lines[0] if self.lines else ""

    def tick(self, dt: float) -> bool:
        """Count down; False once the caption has had its time."""
        self.left -= dt
        return self.left > 0

    @property
    def alpha(self) -> int:
        """Fades in over 0.15 s and out over the last 0.4 s."""
        age = self.seconds - self.left
        a = min(1.0, age / 0.15 if age >= 0 else 0.0, self.left / 0.4 if self.left < 0.4 else 1.0)
        return int(255 * max(0.0, a))


def caption_lines(events: list, words=lambda s: s, most: int = 2) -> list:
    """The lines a caption shows for one move: its events' texts as the table words them (scene-setting ones
    last). A move's own event names its actor ("Greta plays Outbreak on ..."); a move that only closed
    something (a last "no reaction") is captioned by what followed, never as if the closer did it."""
    texts = [e for e in events if e and e.get("text")]
    lead = [e for e in texts if e.get("type") not in BACKGROUND_TYPES] or texts
    rest = [e for e in texts if e not in lead]
    return [words(str(e["text"])) for e in (lead + rest)[:most]]


def touched_rects(g, events: list, event_rects) -> list:
    """The screen rects of the places a move's events touched, each place once (a table's anchor_rects):
    event_rects(g, e) of each event; none while the table has no geometry."""
    if g is None:
        return []
    out = [r for e in events for r in event_rects(g, e)]
    return list({tuple(r): r for r in out}.values())
