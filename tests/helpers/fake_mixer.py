"""A mixer for game.ui.audio.Audio that plays nothing and records what it was asked: each sound by its path
under assets/sounds without .wav ("zombie/horror", "card_slide")."""
from __future__ import annotations

from pathlib import Path

from game.core import paths


class FakeMixer:
    ready = True
    problem = ""

    def __init__(self):
        self.calls: list = []  # ("play", key, volume), ("loop", key), ("loop_volume", v), ("pause",), ...

    def load(self, path):
        return Path(path).relative_to(paths.SOUNDS).with_suffix("").as_posix()

    def play(self, sound, volume: float) -> None:
        self.calls.append(("play", sound, round(volume, 3)))

    def loop(self, sound, volume: float) -> None:
        self.calls.append(("loop", sound))

    def loop_volume(self, volume: float) -> None:
        self.calls.append(("loop_volume", volume))

    def pause_loop(self) -> None:
        self.calls.append(("pause",))

    def resume_loop(self) -> None:
        self.calls.append(("resume",))

    def stop_loop(self) -> None:
        self.calls.append(("stop_loop",))

    def stop_all(self) -> None:
        self.calls.append(("stop_all",))

    @property
    def played(self) -> list:
        return [c[1] for c in self.calls if c[0] == "play"]

    def last(self, op: str):
        return next((c for c in reversed(self.calls) if c[0] == op), None)
