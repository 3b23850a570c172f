"""A progress bar for long headless runs, on stderr: one line redrawn in place on a terminal, plain lines
(at most one every few seconds, and the last) when stderr is a file or a pipe, so logs stay readable.

The time left is what the games played so far took on average, times the games still to play; with a
time limit (`deadline`, on the same clock as `now`) it is never more than the time to the limit plus
`tail` more games (the run starts no new deal after the limit but plays the started ones through), and
`shrink` takes off the games a limit has ruled out once the run knows how many that is."""
from __future__ import annotations

import sys
import time

WIDTH = 24
PLAIN_EVERY = 5.0  # seconds between lines when not drawing in place


def clock(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class Progress:
    def __init__(self, total: int, label: str = "games", stream=None, now=time.monotonic,
                 deadline=None, tail: int = 0):
        self.total = max(1, total)
        self.deadline, self.tail = deadline, tail
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.now = now
        self.start = now()
        self.done = 0
        self.in_place = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last_plain = None
        self._width = 0

    def line(self, now: float) -> str:
        elapsed = now - self.start
        filled = int(WIDTH * self.done / self.total)
        bar = "#" * filled + "-" * (WIDTH - filled)
        text = f"[{bar}] {self.done}/{self.total} {self.label}  {clock(elapsed)} elapsed"
        if self.done >= self.total:
            return text + "  done"
        if self.done:
            # the games still to play take as long on average as the ones played so far
            per_game = elapsed / self.done
            left = per_game * (self.total - self.done)
            if self.deadline is not None and now < self.deadline:
                capped = self.deadline - now + per_game * self.tail
                if capped < left:
                    return text + f"  ~{clock(capped)} left (time limit)"
            return text + f"  ~{clock(left)} left"
        return text + "  estimating the time left"

    def shrink(self, games: int) -> None:
        """`games` fewer will be played than planned (a time limit stopped the run from starting them)."""
        self.total = max(self.done, 1, self.total - games)
        self.show()

    def step(self, n: int = 1) -> None:
        self.done = min(self.total, self.done + n)
        self.show()

    def show(self) -> None:
        t = self.now()
        text = self.line(t)
        if self.in_place:
            pad = max(0, self._width - len(text))
            self.stream.write("\r" + text + " " * pad)
            self._width = len(text)
        else:
            if self.done < self.total and self._last_plain is not None and t - self._last_plain < PLAIN_EVERY:
                return
            self._last_plain = t
            self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.in_place and self._width:
            self.stream.write("\n")
            self.stream.flush()
            self._width = 0  # closed: a second close writes nothing
