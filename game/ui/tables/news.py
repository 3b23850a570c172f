"""What a table tells the screen seat about moves it did not make (a part the Table owns): the caption of the
last computer move (shown where it happened, a death in blood) and "since your last turn", the lines a human
seat was shown while others played, kept until that seat is at the screen.

It reads the session's steps and redacts each event for the seat it is kept for; the words are the table's
(`words`, the game's caption_words) and the caption's time the pace's (`caption_seconds`).
"""
from __future__ import annotations

from typing import Callable, Optional

from .captions import BACKGROUND_TYPES, Caption, caption_lines

SUMMARY_LINES = 8  # the newest lines a summary keeps (it says how many more there were)


class SeatNews:
    def __init__(self, session, words: Callable, caption_seconds: Callable):
        self.session = session
        self.words = words
        self.caption_seconds = caption_seconds
        self.caption: Optional[Caption] = None  # the last computer move, shown where it happened
        self.summary = None  # (lines, more): "since your last turn", on show until a click or key
        self.summaries: dict = {}  # human seat -> (lines, more) waiting for that seat to be at the screen
        self.summarised: dict = {}  # human seat -> index of the first step not yet summarised for it

    def opened(self) -> None:
        """The table opened: a loaded game's past is not news."""
        self.summarised = {h: len(self.session.steps) for h in self.session.humans()}

    def tick(self, dt: float) -> None:
        if self.caption is not None and not self.caption.tick(dt):
            self.caption = None

    def show_caption(self, seat, events: list, death: bool = False) -> None:
        """Caption the move `seat` just made, from the events the screen seat was shown (a death or the end
        of the game leads, in blood, and stays twice as long)."""
        who = self.session.seat_name(seat) if seat is not None else ""
        lines = caption_lines(events, self.words) if not death else \
            [self.words(str(e["text"])) for e in events if e.get("text")][:2]
        if lines:
            secs = max(3.0, self.caption_seconds()) * (2 if death else 1)
            self.caption = Caption(who, lines, list(events), secs, secs, death)

    def note_turns(self, seat, events: list) -> None:
        """When a human seat's turn begins, keep what it was shown since it last acted (its own redacted
        events, never the state) until that seat is at the screen."""
        s = self.session
        n = len(s.steps)
        if seat is not None and s.seats[seat].kind == "human":
            self.summarised[seat] = n  # its own moves are not news to it
        for e in events:
            h = e.get("seat") if e.get("type") == "turn" else None
            if h is None or not (0 <= h < len(s.seats)) or s.seats[h].kind != "human":
                continue
            lines = self.since_lines(h, min(self.summarised.get(h, 0), n), n)
            self.summarised[h] = n
            if lines:
                keep = lines[-SUMMARY_LINES:]
                self.summaries[h] = (keep, len(lines) - len(keep))

    def since_lines(self, seat: int, start: int, end: int) -> list:
        """The texts of steps[start:end] that `seat` was shown (redacted for it), other seats' moves only."""
        s = self.session
        out = []
        for step in s.steps[start:end]:
            if step.seat == seat:
                continue
            for e in step.events:
                red = s.rules.redact(e, seat)
                if red and red.get("text") and red.get("type") not in BACKGROUND_TYPES:
                    out.append(self.words(str(red["text"])))
        return out

    def waiting(self) -> bool:
        return bool(self.summaries)

    def show_summary(self, decides: bool) -> None:
        """The screen seat decides: show the summary kept for it, once."""
        seat = self.session.screen_seat
        if seat in self.summaries and decides:
            self.summary = self.summaries.pop(seat)

    def forget(self) -> None:
        """A hand-off: the caption and the summary were worded from the last seat's view; they go."""
        self.caption = None
        self.summary = None
