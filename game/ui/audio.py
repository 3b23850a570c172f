"""Sound effects from assets/sounds, played at the settings' volume.

Never fails: with SDL_AUDIODRIVER=dummy, or when the mixer cannot start (no sound card, a
missing file), `play()` is silently a no-op and `enabled` is False.
"""
from __future__ import annotations

import pygame

from game.core import paths

NAMES = ("dice_rattle", "card_slide", "chip_clink", "warning_sting", "ui_click")


class Audio:
    def __init__(self, settings=None):
        self.settings = settings  # anything with .volume and .mute (game.core.settings.Settings)
        self.sounds: dict = {}
        self.enabled = False
        self.problem = ""
        self.played: list = []  # names played, newest last (for tests; capped)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            self.enabled = bool(pygame.mixer.get_init())
        except (pygame.error, NotImplementedError, OSError) as exc:  # no audio device
            self.problem = f"sound is off: {exc}"
            self.enabled = False
        if self.enabled:
            for name in NAMES:
                path = paths.SOUNDS / f"{name}.wav"
                try:
                    self.sounds[name] = pygame.mixer.Sound(str(path))
                except (pygame.error, FileNotFoundError, OSError) as exc:
                    self.problem = f"{path}: {exc}"

    @property
    def volume(self) -> float:
        s = self.settings
        if s is None:
            return 1.0
        return 0.0 if s.mute else max(0.0, min(1.0, float(s.volume)))

    def play(self, name: str, volume: float = 1.0) -> None:
        self.played.append(name)
        del self.played[:-32]
        vol = self.volume * volume
        sound = self.sounds.get(name)
        if not self.enabled or sound is None or vol <= 0.0:
            return
        try:
            sound.set_volume(vol)
            sound.play()
        except pygame.error:
            pass

    def stop(self) -> None:
        if self.enabled:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass
