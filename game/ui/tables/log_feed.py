"""The log and the rolls a table draws (a part the Table owns): session.log_for(screen seat) and
session.rolls(), kept up to date step by step (the full rebuild is O(game length) and would run after every
move). The same list objects grow while the seat at the screen and the steps stay (the side log's cache keys on
that: log_panel.WrappedLog). The latest throw is what a loaded game's dice show at rest."""
from __future__ import annotations


class LogFeed:
    def __init__(self, session):
        self.session = session
        self._c = None

    def log_and_rolls(self) -> tuple:
        s = self.session
        steps = s.steps
        c = self._c
        fresh = (c is None or c["seat"] != s.screen_seat or c["steps"] is not steps or c["n"] > len(steps)
                 or (c["n"] and steps[c["n"] - 1] is not c["last"]))
        if fresh:
            opening = (s.rules.redact(e, s.screen_seat) for e in s.opening_events)
            c = self._c = {"seat": s.screen_seat, "steps": steps, "n": 0, "last": None,
                           "log": [red["text"] for red in opening if red and red.get("text")],
                           "rolls": [e for e in s.opening_events if e.get("type") == "roll"]}
        for step in steps[c["n"]:]:
            for e in step.events:
                red = s.rules.redact(e, s.screen_seat)
                if red and red.get("text"):
                    c["log"].append(red["text"])
                if e.get("type") == "roll":
                    c["rolls"].append(e)
        c["n"] = len(steps)
        c["last"] = steps[-1] if steps else None
        return c["log"], c["rolls"]

    def last_throw(self) -> list:
        """The roll events of the latest step that rolled dice (the opening roll when none did), redacted for
        the screen seat."""
        s = self.session
        for step in reversed(s.steps):
            rolls = [e for e in step.events if e.get("type") == "roll"]
            if rolls:
                break
        else:
            rolls = [e for e in s.opening_events if e.get("type") == "roll"]
        return [r for r in (s.rules.redact(e, s.screen_seat) for e in rolls) if r]
