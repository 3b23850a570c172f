"""The fault a check of `python -m game fuzz` raises (game.core.fuzz): its own module, so that the audits
(game.core.fuzz_audit, game.core.fuzz_observe) share it without importing each other."""
from __future__ import annotations


class CheckFailed(Exception):
    """A check failed: carries its name."""

    def __init__(self, check: str, message: str):
        super().__init__(message)
        self.check = check
