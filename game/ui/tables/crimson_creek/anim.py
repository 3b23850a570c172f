"""Animations of the Crimson Creek table: the Reveal card flips, struck locations flip face down,
killed characters fade, Attack cards pop, Act banners; plus sounds for moves, stings and card draws.

Effects are timed overlays drawn above the table; while a blocking one plays the AI waits and a click
or key skips it. Token movement is a non-blocking glide kept by the table (display positions).
With reduced motion (game/ui/motion.py) the effects that slide or turn over (STILL) show their last pose at
once, fading in over motion.FADE seconds, for as long as they would have played.
"""
from __future__ import annotations

import math

import pygame

from ... import motion, theme
from ...widgets.ink import panel, text
from ..piece_anim import faded
from ..sound_cues import cue_of
from ...surfaces import new_surface, wash

ROMAN = {1: "I", 2: "II", 3: "III"}


STILL = ("card_pop", "reveal", "flip_loc")  # they slide or turn over: drawn in their last pose with reduced motion


class Posed:
    """An effect seen at its end (p = 1): its last pose, for reduced motion."""

    p = 1.0

    def __init__(self, effect):
        self.data = effect.data


class Effect:
    def __init__(self, kind: str, dur: float, delay: float = 0.0, block: bool = True, **data):
        self.kind, self.dur, self.delay, self.block, self.data = kind, max(0.01, dur), delay, block, data
        self.t = 0.0

    @property
    def p(self) -> float:
        return max(0.0, min(1.0, (self.t - self.delay) / self.dur))

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.dur


class Animations:
    def __init__(self, audio=None):
        self.audio = audio
        self.effects: list = []
        self._sounds: list = []  # (delay, name, volume)

    @property
    def busy(self) -> bool:
        return any(e.block and not e.done for e in self.effects)

    def skip(self) -> None:
        self.effects = []
        self._sounds = []

    def resized(self) -> None:
        """The window changed size: the effects drawn at a screen place of the old layout (a sleeve's glow, a
        killed teen fading where its token stood) end now; the others are placed as they are drawn and play on."""
        self.effects = [e for e in self.effects if "pos" not in e.data and "rect" not in e.data]

    def play(self, name: str, volume: float = 1.0, delay: float = 0.0) -> None:
        if delay <= 0:
            if self.audio is not None:
                self.audio.play(name, volume)
        else:
            self._sounds.append([delay, name, volume])

    def update(self, dt: float) -> None:
        for e in self.effects:
            e.t += dt
        self.effects = [e for e in self.effects if not e.done]
        for s in self._sounds:
            s[0] -= dt
        due = [s for s in self._sounds if s[0] <= 0]
        self._sounds = [s for s in self._sounds if s[0] > 0]
        for _, name, vol in due:
            self.play(name, vol)

    # -- from events ---------------------------------------------------------------------------------
    def events(self, events: list, geo, view: dict, speed: float, tok_pos: dict, colours: dict) -> None:
        sp = max(0.25, speed)
        delay = 0.0
        icon_names = {s["icon"]: s["name"] for s in view.get("sleeves", [])}
        loc_names = {l["id"]: l["name"] for l in view.get("locations", [])}
        for e in events:
            t = e.get("type")
            cue = cue_of("crimson_creek", e)  # this game's own attack and horror (Klein strikes)
            if t in ("moved", "swapped", "relocated"):
                self.play("chip_clink", 0.5, delay)
            elif t == "peek":
                self.play("card_slide", 0.6, delay)
                rect = geo.sleeve_rects([s["icon"] for s in view.get("sleeves", [])]).get(e.get("icon"))
                if rect is not None:
                    self.effects.append(Effect("sleeve_glow", 1.4 / sp, delay, False, rect=rect))
            elif t in ("search", "clue_seen", "hiding_taken"):
                self.play("card_slide", 0.5, delay)
            elif t == "attack_card":
                hatchet = e.get("card") != "calm"
                self.effects.append(Effect("card_pop", 1.0 / sp, delay, True, hatchet=hatchet))
                self.play("card_slide", 0.8, delay)
                if hatchet:
                    self.play("chip_clink", 0.7, delay + 0.25 / sp)
                delay += 0.5 / sp
            elif t == "reveal_card":
                icon = e.get("icon")
                self.effects.append(Effect("banner", 1.0 / sp, delay, False, text="KLEIN ATTACKS!",
                                           colour=theme.BLOOD_BRIGHT))
                self.effects.append(Effect("reveal", 1.8 / sp, delay, True, icon=icon,
                                           name=icon_names.get(icon, str(icon).title()),
                                           more=int(e.get("face_down") or 0)))
                self.play(cue or "warning_sting", 1.0, delay)
                delay += 1.2 / sp
            elif t == "attack_revealed":
                for i, loc in enumerate(e.get("locations") or []):
                    zone = geo.layout.locations[loc].zone if loc in geo.layout.locations else None
                    from .render import ZONES
                    self.effects.append(Effect("flip_loc", 1.1 / sp, delay + i * 0.3 / sp, True, loc=loc,
                                               name=loc_names.get(loc, str(loc).title()),
                                               fill=ZONES.get(zone, (90, 70, 60))))
                self.play(cue or "warning_sting", 1.0, delay)
                delay += 1.0 / sp
            elif t == "killed":
                cid = e.get("char")
                pos = tok_pos.get(cid) or geo.token_pos(e.get("loc"), 0, 1)
                self.effects.append(Effect("fade", 1.5 / sp, delay, True, pos=pos, char=cid,
                                           colour=colours.get(cid, (120, 120, 120))))
                self.play(cue or "warning_sting", 0.7, delay)
                delay += 0.35 / sp
            elif t == "act_start":
                self.effects.append(Effect("banner", 1.6 / sp, delay, True, text=f"ACT {ROMAN.get(e.get('act'), '')}",
                                           colour=theme.BONE))
                self.play("warning_sting", 0.4, delay)
                delay += 1.2 / sp
            elif t == "dawn":
                self.effects.append(Effect("banner", 1.8 / sp, delay, True, text="DAWN", colour=theme.GOLD))
                delay += 1.0 / sp
            elif t == "lair_revealed":
                self.play("card_slide", 0.7, delay)

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface, geo, draw_token) -> None:
        reduced = motion.reduced()
        for e in self.effects:
            if not e.started:
                continue
            if reduced and e.kind in STILL:
                with faded(surface, motion.fade_alpha(e.t - e.delay)) as layer:
                    getattr(self, "_draw_" + e.kind)(layer, geo, Posed(e), draw_token)
            else:
                getattr(self, "_draw_" + e.kind)(surface, geo, e, draw_token)

    def _draw_sleeve_glow(self, surface, geo, e, draw_token) -> None:
        """A sleeve lifts and glows while someone peeks into it."""
        p = e.p
        a = math.sin(math.pi * p)
        r = e.data["rect"].inflate(int(geo.u(10) * a), int(geo.u(10) * a))
        layer = new_surface(r.inflate(geo.u(20), geo.u(20)).size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.GOLD, int(200 * a)), layer.get_rect().inflate(-geo.u(10), -geo.u(10)),
                         max(2, geo.u(5)), border_radius=geo.u(12))
        surface.blit(layer, r.inflate(geo.u(20), geo.u(20)))

    def _draw_banner(self, surface, geo, e, draw_token) -> None:
        p = e.p
        alpha = min(1.0, p * 5, (1 - p) * 4)
        if alpha <= 0:
            return
        m = geo.map_rect
        band = pygame.Rect(0, 0, m.w, geo.u(150))
        band.center = m.center
        wash(surface, band, (0, 0, 0, int(170 * alpha)))
        r = text(surface, e.data["text"], "display", geo.px(58) * (0.9 + 0.1 * p), m.center, e.data["colour"], "center")
        pygame.draw.line(surface, theme.BLOOD, (r.x, r.bottom + geo.u(4)), (r.right, r.bottom + geo.u(4)), max(1, geo.u(3)))

    def _draw_card_pop(self, surface, geo, e, draw_token) -> None:
        deck = geo.rects["attack_deck"]
        p = e.p
        w, h = deck.w, deck.h
        x = deck.x - (w + geo.u(20)) * min(1.0, p * 3)
        r = pygame.Rect(int(x), deck.y - geo.u(10), w, h)
        sq = abs(math.cos(math.pi * min(1.0, p * 2.5)))
        face = p > 0.2
        rr = r.inflate(-int(w * (1 - sq)) if p < 0.4 else 0, 0)
        fill = ((120, 12, 18) if e.data["hatchet"] else (28, 38, 60)) if face else (40, 30, 30)
        panel(surface, rr, geo.u(8), (*fill, 245), theme.BONE, max(1, geo.u(3)))
        if face and rr.w > geo.u(30):
            label = "HATCHET" if e.data["hatchet"] else "CALM NIGHT"
            text(surface, label, "display", min(geo.px(15), rr.w / 6), rr.center, theme.BONE, "center")

    def _draw_reveal(self, surface, geo, e, draw_token) -> None:
        p = e.p
        cw, ch = geo.u(220), geo.u(310)
        c = geo.map_rect.center
        turn = min(1.0, p / 0.45)
        sq = abs(math.cos(math.pi * turn))
        w = max(2, int(cw * sq))
        r = pygame.Rect(0, 0, w, ch)
        r.center = c
        wash(surface, geo.map_rect, (40, 0, 0, int(110 * min(1.0, p * 4, (1 - p) * 5 + 0.2))))
        if turn < 0.5:
            panel(surface, r, geo.u(12), (46, 10, 14, 250), theme.BONE_DIM, max(1, geo.u(3)))
            if w > geo.u(60):
                text(surface, "REVEAL", "display", geo.px(22), r.center, theme.BLOOD_BRIGHT, "center")
        else:
            panel(surface, r, geo.u(12), (222, 208, 176, 252), theme.BLOOD, max(1, geo.u(5)))
            if w > geo.u(80):
                from .artwork import draw_icon
                draw_icon(surface, e.data["icon"], (r.centerx, r.y + ch * 0.42), geo.u(58), (60, 10, 14))
                text(surface, e.data["name"], "display", geo.px(24), (r.centerx, r.y + ch * 0.72), (90, 10, 16), "center",
                     shadow=False)
                text(surface, "Klein strikes here", "sans", geo.px(9), (r.centerx, r.bottom - geo.u(26)),
                     (60, 40, 40), "center", shadow=False)
                if e.data.get("more"):
                    text(surface, f"+{e.data['more']} face down", "sans_bold", geo.px(12), (r.centerx, r.y + geo.u(26)),
                         (90, 10, 16), "center", shadow=False)

    def _draw_flip_loc(self, surface, geo, e, draw_token) -> None:
        r0 = geo.loc_rect.get(e.data["loc"])
        if r0 is None:
            return
        p = e.p
        sq = abs(math.cos(math.pi * p))
        r = r0.inflate(-int(r0.w * (1 - sq)), 0)
        pygame.draw.rect(surface, (9, 11, 16), r0.inflate(geo.u(4), geo.u(4)), border_radius=geo.u(12))
        wash(surface, r0.inflate(geo.u(40), geo.u(40)), (200, 10, 20, int(120 * (1 - abs(p - 0.5) * 2))))
        if p < 0.5:
            panel(surface, r, geo.u(10), (*e.data.get("fill", (90, 70, 60)), 250), theme.BONE, max(1, geo.u(3)))
            if r.w > geo.u(80):
                text(surface, e.data["name"], "display", geo.px(20), r.center, theme.BONE, "center")
        else:
            panel(surface, r, geo.u(10), (60, 6, 10, 250), theme.BLOOD_BRIGHT, max(1, geo.u(3)))
            if r.w > geo.u(80):
                text(surface, "STRUCK", "display", geo.px(24), r.center, theme.BONE, "center")

    def _draw_fade(self, surface, geo, e, draw_token) -> None:
        p = e.p
        pos = e.data["pos"]
        rad = geo.token_r * (1 + 0.8 * p)
        splat = new_surface((int(rad * 4), int(rad * 4)), pygame.SRCALPHA)
        for i in range(7):
            ang = i * 0.9 + 0.3
            d = rad * (0.6 + 0.5 * ((i * 37) % 5) / 5) * min(1.0, p * 3)
            pygame.draw.circle(splat, (150, 8, 16, int(200 * (1 - p))),
                               (int(rad * 2 + math.cos(ang) * d), int(rad * 2 + math.sin(ang) * d)), max(2, int(rad * 0.35)))
        pygame.draw.circle(splat, (130, 6, 12, int(220 * (1 - p))), (int(rad * 2), int(rad * 2)), int(rad * 0.9))
        surface.blit(splat, (pos[0] - rad * 2, pos[1] - rad * 2))
        draw_token(surface, e.data["char"], pos, alpha=int(255 * (1 - p)))
