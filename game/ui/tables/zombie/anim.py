"""Events of the last step -> flying cards, chips and dice, dice thrown in the tray, and sounds.

The events are already redacted for the seat in front of the screen; a card drawn by another seat
flies face down. Every animation is visual only and can be skipped at once.
With reduced motion (game/ui/motion.py) nothing travels: each card, chip or die appears where it lands and fades in
over motion.FADE seconds, and a rising number stays where it ends; the delays, so the order, are the same.
"""
from __future__ import annotations

import pygame

from game.games.zombie.content import DICE
from game.games.zombie.rolls import breakdown_text

from . import art as zart
from ...widgets import card as cardw
from ...widgets import die_face
from ...widgets.tween import Animator
from ... import fonts, motion, theme
from ..piece_anim import faded
from ...widgets.ink import panel, text, text_surface, wrap
from ..sound_cues import cues_of
from ..sprite import Sprite
from .draw import card_by_id, card_kwargs, content
from ...surfaces import new_surface

FACES_BY_KIND = {die: [f for f, _ in faces] for die, faces in DICE.items()}
BASE_TIME = 0.45
STAGGER = 0.07
DICE_SETTLE = 0.9  # seconds: a throw settles in 0.75-1.0 s (game/ui/dice.py)
STING_EFFECTS = ("kill", "destroy", "infection", "bite")
LABEL_SECONDS = 5.0  # designed: a roll's breakdown stays this long under the camp that rolled


class Animations:
    def __init__(self, tray, audio=None):
        self.tray = tray
        self.audio = audio
        self.animator = Animator()
        self.sprites: list = []
        self._tweens: dict = {}  # id(sprite) -> its tween (fades read its progress)
        self.rolling: list = []  # the dice of the current throw [(die, face)]
        # roll breakdowns under the camp that rolled: [words, camp, delay, seconds left]; read, not waited for
        self.labels: list = []

    @property
    def busy(self) -> bool:
        return self.animator.busy or not self.tray.done

    def skip(self) -> None:
        self.animator.skip_all()
        self.tray.skip()
        self.sprites.clear()
        self._tweens.clear()

    def update(self, dt: float) -> None:
        for label in self.labels:
            if label[2] > 0:
                label[2] -= dt
            else:
                label[3] -= dt
        self.labels = [x for x in self.labels if x[3] > 0]
        self.animator.update(dt)
        self.tray.update(dt)
        knocks = self.tray.pop_impacts()
        if knocks and self.audio is not None:
            self.audio.play("dice_rattle", min(1.0, 0.3 + max(knocks)))

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.audio is not None:
            self.audio.play(name, volume)

    # -- building ------------------------------------------------------------------------------------
    def _tween_of(self, sprite):
        return self._tweens.get(id(sprite))

    def fly(self, kind: str, start, end, size, delay: float, duration: float, data=None) -> None:
        reduced = motion.reduced()
        if reduced:  # it shows where it ends: a card, chip or die fades in there, a number or flash stays put
            start = end
            if kind not in ("text", "flash"):
                duration = motion.FADE
        sprite = Sprite(kind, tuple(start), tuple(size), dict(data or {}), visible=delay <= 0,
                        alpha=0 if reduced and kind not in ("text", "flash") else 255)
        self.sprites.append(sprite)

        def move(value, sprite=sprite):
            sprite.pos = value
            sprite.visible = True
            if sprite.alpha < 255:
                tw = self._tween_of(sprite)
                sprite.alpha = motion.fade_alpha(tw.elapsed if tw else motion.FADE)

        def done(sprite=sprite):
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            self._tweens.pop(id(sprite), None)

        easing = "ease_out_cubic" if kind in ("text", "flash") else "ease_in_out_cubic"
        self._tweens[id(sprite)] = self.animator.tween(tuple(start), tuple(end), duration, easing, on_update=move,
                                                       on_done=done, delay=delay)

    def events(self, events: list, geo, speed: float, dice_on: bool, my_camps: list) -> None:
        """Queue the animations of one step's events. geo: the table geometry (rects per place)."""
        t = BASE_TIME / max(0.25, speed)
        delay = 0.0
        dice = []
        sting = False
        cw, ch = geo.card_size
        for e in events:
            kind = e.get("type")
            camp = e.get("camp")
            if kind == "roll":
                dice.append((e.get("die", "base"), str(e.get("face"))))
                if dice_on:  # what the roll does shows once the dice have (about) settled
                    delay = max(delay, DICE_SETTLE)
                continue
            if kind == "roll_result" and e.get("parts"):
                words = breakdown_text(e["parts"], bool(e.get("doubled")), e.get("die") or e.get("phase", ""),
                                       int(e.get("total", 0)))
                self.labels = [x for x in self.labels if x[1] != camp] + [[words, camp, delay, LABEL_SECONDS]]
                continue
            if kind in ("action_played", "character_played", "hideout_played", "event_played"):
                card = card_by_id(e.get("card", ""))
                src = geo.hand_point() if camp in my_camps else geo.camp_point(camp, "dice")
                if kind == "action_played":
                    targets = e.get("targets") or []
                    dst = geo.camp_point(targets[0]) if targets else geo.tray_point()
                elif kind == "event_played":
                    dst = geo.camp_point(e.get("target"))
                else:
                    dst = geo.camp_point(e.get("to", camp), "characters" if kind == "character_played" else "hideout")
                self.fly("card", src, dst, (cw, ch), delay, t * 1.2, {"card": card})
                c = content().cards.get(e.get("card", ""))
                if kind == "event_played" or (c and any(any(w in ef.get("do", "") for w in STING_EFFECTS)
                                                        for ef in c.effects)):
                    sting = True
                else:
                    self.play("card_slide", 0.8)
                delay += STAGGER
            elif kind == "reaction_played":
                seat_camps = geo.camps_of_seat(e.get("seat"))
                src = geo.hand_point() if any(c in my_camps for c in seat_camps) else geo.camp_point(
                    seat_camps[0] if seat_camps else None)
                self.fly("card", src, geo.tray_point(), (cw, ch), delay, t, {"card": card_by_id(e.get("card", ""))})
                self.play("card_slide", 0.8)
                delay += STAGGER
            elif kind == "draw":
                n = int(e.get("n", 1))
                ids = e.get("cards") or []
                dst = geo.hand_point() if camp in my_camps else geo.camp_point(camp, "dice")
                for i in range(min(n, 4)):
                    data = {"card": card_by_id(ids[i])} if i < len(ids) else {}
                    self.fly("card" if data else "back", geo.pile_point("draw_pile"), dst, (cw, ch), delay, t, data)
                    delay += STAGGER
                self.play("card_slide", 0.6)
            elif kind == "event_drawn":
                self.fly("card", geo.pile_point("draw_pile"), geo.camp_point(camp), (cw, ch), delay, t,
                         {"card": card_by_id(e.get("card", ""))})
                sting = True
                delay += STAGGER
            elif kind in ("discard", "hand_discarded"):
                src = geo.hand_point() if camp in my_camps else geo.camp_point(camp, "dice")
                for cid in (e.get("cards") or [])[:5]:
                    self.fly("card", src, geo.pile_point("discard_pile"), (cw, ch), delay, t, {"card": card_by_id(cid)})
                    delay += STAGGER
                self.play("card_slide", 0.6)
            elif kind in ("character_killed", "hideout_destroyed", "hideout_abandoned"):
                part = "hideout" if kind != "character_killed" else "characters"
                self.fly("card", geo.camp_point(camp, part), geo.pile_point("discard_pile"), (cw, ch), delay, t,
                         {"card": card_by_id(e.get("card", ""))})
                sting = sting or kind != "hideout_abandoned"
                delay += STAGGER
            elif kind == "character_moved":
                self.fly("back", geo.camp_point(camp, "characters"), geo.camp_point(e.get("to"), "characters"),
                         (cw, ch), delay, t)
                delay += STAGGER
            elif kind in ("survivors_gained", "survivors_lost", "survivors_killed", "survivors_moved", "zombie_chip"):
                n = int(e.get("n", 1))
                if kind == "survivors_gained":
                    a, b, side = geo.cc_point("survivors"), geo.camp_point(camp, "survivors"), "survivor"
                elif kind == "survivors_lost":
                    a, b, side = geo.camp_point(camp, "survivors"), geo.cc_point("survivors"), "survivor"
                elif kind == "survivors_killed":
                    a, b, side = geo.camp_point(camp, "survivors"), geo.cc_point("zombies"), "zombie"
                    sting = True
                elif kind == "zombie_chip":
                    a, b, side = geo.cc_point("zombies"), geo.camp_point(camp, "survivors"), "zombie"
                else:
                    a, b, side = geo.camp_point(camp, "survivors"), geo.camp_point(e.get("to"), "survivors"), "survivor"
                for i in range(min(n, 6)):
                    self.fly("chip", a, b, (geo.chip_r, geo.chip_r), delay + i * STAGGER * 0.6, t, {"side": side})
                self.play("chip_clink", 0.8)
                self.pop(geo, camp, kind, n, delay + t, e.get("to"), t)
                delay += STAGGER
            elif kind == "die_passed":
                self.fly("die", geo.camp_point(camp, "dice"), geo.camp_point(e.get("to"), "dice"),
                         (geo.die_size, geo.die_size), delay, t, {"die": e.get("die", "base")})
                delay += STAGGER
            elif kind in ("phase", "camp_destroyed", "undead_turn", "game_over"):
                sting = True
        if dice:
            self.rolling = dice
            self.tray.animations_enabled = dice_on
            self.tray.throw(dice, FACES_BY_KIND)
            self.play("dice_rattle")
        cues = cues_of("zombie", events)  # this game's own: a bite, the dead striking
        if "horror" in cues:
            self.play("horror", 0.9)
        elif "attack" in cues:
            self.play("attack", 0.8)
        elif sting:
            self.play("warning_sting", 0.7)

    def pop(self, geo, camp, kind: str, n: int, delay: float, to=None, t: float = BASE_TIME) -> None:
        """A number rising over the camp (+3 green, -2 red) and a red flash when survivors die."""
        if camp not in geo.camp_rect:
            return
        colour = {"survivors_gained": (140, 220, 120), "survivors_killed": (235, 60, 50),
                  "survivors_lost": (230, 170, 90), "zombie_chip": (235, 60, 50)}.get(kind)
        sign = "+" if kind == "survivors_gained" else "-"
        if kind == "survivors_moved":
            self.pop(geo, camp, "survivors_lost", n, delay, None, t)
            if to is not None:
                self.pop(geo, to, "survivors_gained", n, delay, None, t)
            return
        if colour is None:
            return
        label = "+1 zombie" if kind == "zombie_chip" else f"{sign}{n}"
        x, y = geo.camp_point(camp, "survivors")
        self.fly("text", (x, y), (x, y - geo.u(46)), (0, 0), delay, t * 1.8, {"text": label, "colour": colour,
                                                                          "px": geo.u(30)})
        if kind in ("survivors_killed", "zombie_chip"):
            r = geo.camp_rect[camp]
            self.fly("flash", r.center, r.center, r.size, delay, t * 1.4)

    # -- drawing ------------------------------------------------------------------------------------------
    def draw_labels(self, surface, geo) -> None:
        """Each roll's breakdown on a strip along the bottom of the camp that rolled."""
        px = max(fonts.MIN_PX, geo.u(17))
        for words, camp, delay, left in self.labels:
            r = geo.camp_rect.get(camp)
            if delay > 0 or r is None:
                continue
            size = px  # the whole breakdown, on at most three lines: smaller type before cutting words
            lines = wrap(words, "sans_bold", size, r.w - geo.u(16))
            while len(lines) > 3 and size > fonts.MIN_PX:
                size -= 1
                lines = wrap(words, "sans_bold", size, r.w - geo.u(16))
            h = len(lines) * int(size * 1.3) + geo.u(10)
            strip = pygame.Rect(r.x + geo.u(4), r.bottom - h - geo.u(4), r.w - geo.u(8), h)
            layer = new_surface(strip.size, pygame.SRCALPHA)
            panel(layer, layer.get_rect(), geo.u(6), (20, 14, 10, 236), (240, 200, 90), 1)
            for i, line in enumerate(lines):
                text(layer, line, "sans_bold", size, (strip.w // 2, geo.u(5) + i * int(size * 1.3)), theme.BONE, "midtop")
            layer.set_alpha(int(255 * min(1.0, left / 0.5)))
            surface.blit(layer, strip)

    def draw(self, surface, chip_r: float, die_size: float) -> None:
        for s in self.sprites:
            if not s.visible:
                continue
            x, y = s.pos
            w, h = s.size
            rect = pygame.Rect(0, 0, int(w), int(h))
            rect.center = (int(x), int(y))
            if s.alpha < 255 and s.kind in ("card", "back", "chip", "die"):
                with faded(surface, s.alpha, rect.inflate(max(rect.w, die_size), max(rect.h, die_size))) as layer:
                    self._draw_sprite(layer, s, rect, x, y, chip_r, die_size)
            else:
                self._draw_sprite(surface, s, rect, x, y, chip_r, die_size)

    def _draw_sprite(self, surface, s, rect, x, y, chip_r, die_size) -> None:
        w = s.size[0]
        if s.kind == "card":
            cardw.draw_card(surface, rect, **card_kwargs(s.data["card"]))
        elif s.kind == "back":
            cardw.draw_card_back(surface, rect)
        elif s.kind == "chip":
            zart.draw_token(surface, (x, y), chip_r, s.data.get("side", "survivor"))
        elif s.kind == "text":
            tw = self._tween_of(s)
            fade = 1.0 - (tw.progress if tw else 0.0) ** 2
            img = text_surface(s.data["text"], "display", max(8, s.data["px"]), s.data["colour"], True)
            img = img.copy()
            img.set_alpha(int(255 * fade))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        elif s.kind == "flash":
            tw = self._tween_of(s)
            fade = 1.0 - (tw.progress if tw else 1.0)
            veil = new_surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (200, 10, 10, int(110 * fade)), veil.get_rect(), border_radius=max(2, w // 30))
            surface.blit(veil, rect)
        elif s.kind == "die":
            die_face.draw_die(surface, (x, y), die_size, s.data.get("die", "base"),
                              {"base": "3"}.get(s.data.get("die"), s.data.get("die")))
