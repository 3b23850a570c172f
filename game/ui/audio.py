"""Every sound the app plays, from assets/sounds, at the settings' volumes.

Two kinds, each with its own volume under the master volume and mute (game.core.settings): effects (the table
sounds every screen uses, NAMES, and each game's own cues) and ambience (a game's quiet loop while its table is
open). A table says which game is on (`enter_table`): then the table sounds a card or a die make are that
game's own (GAME_FOR: card_slide -> <game>/card.wav), its cues (CUES: attack, horror, win, lose) play by name,
and its ambience fades in; `leave_table` fades it out and stops it. The pause menu pauses the loop.

Never fails: with SDL_AUDIODRIVER=dummy, or when the mixer cannot start (no sound card, a missing file),
playing is silently a no-op and `enabled` is False. The mixer is a seam (`mixer=`): tests hand in a fake
that records what was played (tests/helpers/fake_mixer.py).
"""
from __future__ import annotations

import pygame

from game.core import paths

NAMES = ("dice_rattle", "card_slide", "chip_clink", "warning_sting", "ui_click")
CUES = ("card", "die", "attack", "horror", "win", "lose")  # each game's own: assets/sounds/<game>/<cue>.wav
GAME_FOR = {"card_slide": "card", "dice_rattle": "die"}  # at a table, these table sounds are its game's own
FALLBACK = {"card": "card_slide", "die": "dice_rattle", "attack": "warning_sting", "horror": "warning_sting",
            "win": "warning_sting", "lose": "warning_sting"}  # a cue with no game on (a replay, a test)
AMBIENCE = "ambience"
FADE_IN = 2.5  # designed: seconds the ambience takes to come up when a table opens, and to come back after a pause
FADE_OUT = 1.0  # designed: seconds it takes to go when the table is left or the game is over


class PygameMixer:
    """The real mixer: effects on any free channel, the ambience on a channel kept for it."""

    def __init__(self):
        self.problem = ""
        self.ready = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            self.ready = bool(pygame.mixer.get_init())
            if self.ready:
                pygame.mixer.set_reserved(1)  # channel 0: the ambience, never taken by an effect
        except (pygame.error, NotImplementedError, OSError) as exc:  # no audio device
            self.problem = f"sound is off: {exc}"
            self.ready = False

    def load(self, path):
        try:
            return pygame.mixer.Sound(str(path))
        except (pygame.error, FileNotFoundError, OSError) as exc:
            self.problem = f"{path}: {exc}"
            return None

    def play(self, sound, volume: float) -> None:
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error:
            pass

    def loop(self, sound, volume: float) -> None:
        try:
            channel = pygame.mixer.Channel(0)
            channel.set_volume(volume)
            channel.play(sound, loops=-1)
        except pygame.error:
            pass

    def loop_volume(self, volume: float) -> None:
        self._channel("set_volume", volume)

    def pause_loop(self) -> None:
        self._channel("pause")

    def resume_loop(self) -> None:
        self._channel("unpause")

    def stop_loop(self) -> None:
        self._channel("stop")

    def stop_all(self) -> None:
        try:
            pygame.mixer.stop()
        except pygame.error:
            pass

    def _channel(self, what: str, *args) -> None:
        try:
            getattr(pygame.mixer.Channel(0), what)(*args)
        except pygame.error:
            pass


class Audio:
    def __init__(self, settings=None, mixer=None):
        self.settings = settings  # anything with .volume and .mute (game.core.settings.Settings)
        self.mixer = mixer if mixer is not None else PygameMixer()
        self.enabled = bool(self.mixer.ready)
        self.problem = self.mixer.problem
        self.sounds: dict = {}  # file key (a name, or <game>/<cue>) -> the loaded sound or None; loaded when first played
        self.played: list = []  # names played, newest last (for tests; capped)
        self.game = ""  # the game whose table is open
        self.ambience = ""  # the game whose loop plays (or fades out)
        self.level = 0.0  # the loop's fade, 0..1
        self.target = 0.0
        self.paused = False
        self._sent = None  # the loop volume last given to the mixer

    # -- volumes ------------------------------------------------------------------------------------
    def _setting(self, name: str, default: float) -> float:
        try:
            return max(0.0, min(1.0, float(getattr(self.settings, name, default))))
        except (TypeError, ValueError):
            return default

    @property
    def volume(self) -> float:
        """The master volume (0 when muted)."""
        s = self.settings
        if s is None:
            return 1.0
        return 0.0 if getattr(s, "mute", False) else self._setting("volume", 1.0)

    @property
    def effects_volume(self) -> float:
        return self.volume * self._setting("effects_volume", 1.0)

    @property
    def ambience_volume(self) -> float:
        return self.volume * self._setting("ambience_volume", 0.5)

    # -- effects ------------------------------------------------------------------------------------
    def file_of(self, name: str) -> str:
        """Which file `name` plays now: the open game's own for its cues and for card_slide and dice_rattle."""
        cue = GAME_FOR.get(name, name)
        if self.game and cue in CUES:
            return f"{self.game}/{cue}"
        return FALLBACK.get(name, name)

    def _sound(self, key: str):
        if key not in self.sounds:
            path = paths.SOUNDS / f"{key}.wav"
            self.sounds[key] = self.mixer.load(path) if self.enabled and path.is_file() else None
            if self.enabled and not path.is_file():
                self.problem = f"{path}: missing"
        return self.sounds[key]

    def play(self, name: str, volume: float = 1.0) -> None:
        self.played.append(name)
        del self.played[:-32]
        vol = self.effects_volume * volume
        if not self.enabled or vol <= 0.0:
            return
        key = self.file_of(name)
        sound = self._sound(key)
        if sound is None and "/" in key:  # the game's own file is missing: the app's sound for it
            sound = self._sound(FALLBACK.get(GAME_FOR.get(name, name), name))
        if sound is not None:
            self.mixer.play(sound, vol)

    def stop(self) -> None:
        if self.enabled:
            self.mixer.stop_all()
        self.ambience, self.level, self.target, self._sent, self.paused = "", 0.0, 0.0, None, False

    # -- a table and its ambience -------------------------------------------------------------------------
    def enter_table(self, game_id: str) -> None:
        """A table of `game_id` opens: its cues play, and its ambience fades in."""
        self.game = game_id
        if self.ambience and self.ambience != game_id:
            self._stop_loop()  # another game's loop, still fading out: gone at once
        if self.paused:
            self.paused = "resuming"
        if not self.ambience:
            sound = self._sound(f"{game_id}/{AMBIENCE}")
            if sound is None:
                return
            self.ambience, self.level, self._sent = game_id, 0.0, 0.0
            self.mixer.loop(sound, 0.0)
        self.target = 1.0

    def leave_table(self) -> None:
        """The table is left: its ambience fades out (a paused loop stops at once) and the cues are the app's."""
        self.game = ""
        self.end_ambience()

    def end_ambience(self) -> None:
        """The ambience fades out (the game is over, or its table left); a paused one stops at once."""
        if self.paused:
            self._stop_loop()
        self.target = 0.0

    def pause_ambience(self) -> None:
        if self.ambience and not self.paused:
            self.paused = True
            self.mixer.pause_loop()

    def resume_ambience(self) -> None:
        """Back from the pause menu: the loop plays on from the next frame (Quit to menu from the pause menu
        resumes and leaves in the same frame, and then nothing is heard) and comes up again."""
        if self.paused:
            self.paused = "resuming"

    def update(self, dt: float) -> None:
        """Each frame: a resumed loop plays on, the fade moves, and the loop follows the volume settings."""
        if not self.ambience:
            return
        if self.paused == "resuming":
            self.paused = False
            self.level = 0.0
            self.mixer.resume_loop()
        if self.paused:
            return
        if self.level < self.target:
            self.level = min(self.target, self.level + dt / FADE_IN)
        elif self.level > self.target:
            self.level = max(self.target, self.level - dt / FADE_OUT)
        if self.level <= 0.0 and self.target <= 0.0:
            self._stop_loop()
            return
        vol = round(self.ambience_volume * self.level, 3)
        if vol != self._sent:
            self._sent = vol
            self.mixer.loop_volume(vol)

    def _stop_loop(self) -> None:
        if self.ambience:
            self.mixer.stop_loop()
        self.ambience, self.level, self.target, self._sent, self.paused = "", 0.0, 0.0, None, False
