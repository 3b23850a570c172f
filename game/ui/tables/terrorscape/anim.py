"""What moves on the Terrorscape table (piece_anim.py does the moving): miniatures slide to their new places, combat
dice are thrown in the shared pymunk tray (the faces are the engine's, from the `combat_roll` event), and a short
flash marks a noise report, an encounter or a block. `busy` while any of it runs (the table waits)."""
from __future__ import annotations

from game.games.terrorscape import sources

from ..piece_anim import PieceAnims
from ..sound_cues import cue_of

FLASH_SECONDS = 1.2
CARD_SOUNDS = ("killer_draw", "heighten", "skill", "search_item", "discover", "unlock_taken", "pay")
TOKEN_SOUNDS = ("block", "block_removed", "unblock", "repair", "noise_report", "fear", "delay", "key")


class Animations(PieceAnims):
    GAME = "terrorscape"

    def __init__(self, seed=None):
        super().__init__(seed)
        self.flashes: list = []  # [kind, loc, time left]
        self.fight_roll = None  # (who, faces, value) of the latest combat roll of the fight under way (its panel)

    def update(self, dt: float, speed: float = 1.0) -> None:
        super().update(dt, speed)
        for f in self.flashes:
            f[2] -= dt * speed
        self.flashes = [f for f in self.flashes if f[2] > 0]

    def events(self, events: list, dice_on: bool) -> None:
        for e in events:
            t = e.get("type")
            cue = cue_of(self.GAME, e)  # this game's own attack or horror
            if t in ("encounter", "showdown"):
                self.fight_roll = None  # a new fight: no roll yet
            if t == "combat_roll" and isinstance(e.get("faces"), list):
                self.fight_roll = (e.get("char", ""), tuple(e["faces"]), e.get("value"))
                # the tumbling faces are the content's die (data/survivors.toml); the result is the engine's
                self.throw([("combat", f) for f in e["faces"]], {"combat": list(sources.content().combat_die)}, dice_on,
                           (e.get("char", ""), e.get("value")))
            elif t in ("encounter", "noise_report", "block", "reveal", "search", "sense") and self.enabled:
                for loc in ([e.get("loc")] + list(e.get("noise") or []) + list(e.get("where") or [])):
                    if isinstance(loc, str):
                        self.flashes.append([t, loc, FLASH_SECONDS])
            if cue:
                self.play(cue, 0.9)
            elif t in CARD_SOUNDS:
                self.play("card_slide", 0.35)
            elif t in TOKEN_SOUNDS:
                self.play("chip_clink", 0.4)
