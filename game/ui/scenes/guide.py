"""The first-game guide: one overlay over a table that names the parts of the table (outlined where they
are) and the steps of a turn. Its words live in game/games/<id>/data/guide.toml; the table says where
each part is (`guide_rects()`). Shown once on a player's first game of that game (remembered in the
settings) and from the pause menu at any time.

Keys: Enter, Space or → the next page, ← back, Esc closes.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..guides import load_guide
from ..scene import Scene, register
from ..widgets import hover, textfit
from ..widgets.ink import fitted_text, panel, text
from . import common


@register("guide")
class GuideScene(Scene):
    """A short tour: one page per part of the table (outlined where it is, its note beside it, never over
    it), then one page with the steps of a turn."""

    overlay = True
    dim_alpha = 150

    def __init__(self, game_id: str, table=None):
        super().__init__()
        self.game_id = game_id
        self.table = table  # the table scene underneath (its guide_rects() say where the parts are)
        self.guide = load_guide(game_id)
        self.page = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.controls = pygame.Rect(0, 0, 0, 0)  # where the buttons stay (controls_rect)

    # -- pages ---------------------------------------------------------------------------------------------
    @property
    def parts(self) -> list:
        """The parts the table can point at, in the guide's order (then those it cannot)."""
        known = self.part_rects()
        parts = self.guide.get("parts", [])
        return [p for p in parts if p.get("area") in known] + [p for p in parts if p.get("area") not in known]

    @property
    def pages(self) -> int:
        return len(self.parts) + 1  # a page per part, then the turn

    def on_turn_page(self) -> bool:
        return self.page >= len(self.parts)

    def part_rects(self) -> dict:
        get = getattr(self.table, "guide_rects", None)
        rects = get() if callable(get) else {}
        return {p.get("area"): pygame.Rect(rects[p.get("area")]) for p in self.guide.get("parts", [])
                if p.get("area") in rects}

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + delta))
        self.refresh()

    # -- layout ------------------------------------------------------------------------------------------------
    def note_width(self) -> int:
        # wider as the UI scale's text grows, so a note keeps about as many lines
        if not self.on_turn_page():
            return min(self.size[0] - self.s(80), max(self.s(360), self.t(290)))
        return min(self.size[0] - self.s(80), max(self.s(760), self.t(600)))

    def note_lines(self) -> tuple:
        """(title Fitted, body Fitted) of the current page, at the note's width."""
        w = self.note_width() - self.s(36)
        if self.on_turn_page():
            title = self.guide.get("title", "How to play") + " · a turn"
            return textfit.fit_block(title, "serif", self.t(20), w, self.t(52)), None
        part = self.parts[self.page]
        title = f"{self.page + 1}/{len(self.parts)} · {part.get('name', '')}"
        body = part.get("text", "")
        if self.page == 0 and self.guide.get("intro"):
            body = self.guide["intro"] + "\n\n" + body
        room = self.size[1] - self.s(60) - self.t(48) - self.ctrl(40) - self.s(52)  # the window's height, at most
        return (textfit.fit_block(title, "serif", self.t(18), w, self.t(48)),
                textfit.fit_block(body, "sans", self.t(14), w, self.s(400) if self.app.ui_scale == 1 else room))

    def button_widths(self) -> tuple:
        """(Close's width, Back's and Next's width): each as its words need, the same on every page."""
        bw = max(self.s(108), *(common.text_w(self, t, "button", c) for t, c in
                                (("Got it", "@primary"), ("Next ▶", "@primary"), ("◀ Back", None))))
        cw = max(self.s(96), common.text_w(self, "Close"))
        room = self.size[0] - self.s(44)
        if cw + 2 * bw + self.s(40) > room:  # the three share the window's width, each as much as its words need
            cw, bw = cw * room // (cw + 2 * bw + self.s(40)), bw * room // (cw + 2 * bw + self.s(40))
        return cw, bw

    def controls_rect(self) -> pygame.Rect:
        """Where Close, Back and Next stay for the whole guide (a player clicking Next through the pages never
        chases the button): along the window's bottom or top edge, where they cover the least of the outlined
        parts (each counted by the share of it covered, so a corner of the board weighs less than half of a small
        panel), nearest the bottom centre among equals."""
        w, h = self.size
        cw, bw = self.button_widths()
        size = (cw + 2 * bw + self.s(40), self.ctrl(40) + self.s(20))
        m = self.s(10)
        outlines = [r.inflate(self.s(14), self.s(14)) for r in self.part_rects().values()]

        def cost(spot) -> tuple:
            covered = sum(spot.clip(r).w * spot.clip(r).h / max(1, r.w * r.h) for r in outlines)
            return round(covered, 3), abs(spot.centerx - w // 2), spot.y < h // 2

        spots = []
        for x in range(m, max(m, w - m - size[0]) + 1, self.s(20)):
            for y in (h - m - size[1], m):
                spots.append(pygame.Rect(x, y, *size))
        centred = pygame.Rect(0, 0, *size)
        centred.midbottom = (w // 2, h - m)
        return min([centred, *spots], key=cost)

    def note_bounds(self, controls: pygame.Rect) -> pygame.Rect:
        """The window less the band the buttons stay in: a note never sits under them."""
        w, h = self.size
        gap = self.s(8)
        if controls.centery > h // 2:
            return pygame.Rect(0, 0, w, controls.y - gap)
        return pygame.Rect(0, controls.bottom + gap, w, h - controls.bottom - gap)

    def build_ui(self) -> None:
        self.controls = controls = self.controls_rect()
        bounds = self.note_bounds(controls)
        if self.on_turn_page():
            pw, ph = self.note_width(), min(bounds.h - self.s(20), max(self.s(560), self.t(460)))
            self.panel = pygame.Rect(0, 0, pw, ph)
            self.panel.center = bounds.center
        else:
            title, body = self.note_lines()
            ph = self.s(14) + title.height + self.s(8) + body.height + self.s(16)
            part = self.parts[self.page]
            anchor = self.part_rects().get(part.get("area"))
            size = (self.note_width(), ph)
            if anchor is None:
                self.panel = pygame.Rect(0, 0, *size)
                self.panel.center = bounds.center
            else:
                self.panel = hover.place_beside(anchor.inflate(self.s(8), self.s(8)), size, bounds, self.s(10),
                                                order="rlba")
        last = self.page == self.pages - 1
        cw, bw = self.button_widths()
        bh = self.ctrl(40)
        y = controls.y + self.s(10)
        common.button(self, "next", (controls.right - bw - self.s(10), y, bw, bh), "Got it" if last else "Next ▶",
                      cls="@primary")
        if self.page > 0:
            common.button(self, "back", (controls.right - 2 * bw - self.s(18), y, bw, bh), "◀ Back")
        common.button(self, "close", (controls.x + self.s(10), y, cw, bh), "Close",
                      tooltip="Esc. The guide is in the pause menu at any time.")

    # -- input ------------------------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        last = self.page == self.pages - 1
        if self.pressed(inp, "next") or inp.is_key(pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
            if last:
                self.app.pop()
            else:
                self.turn(1)
            return True
        if self.pressed(inp, "back") or inp.is_key(pygame.K_LEFT, pygame.K_BACKSPACE):
            self.turn(-1)
            return True
        if self.pressed(inp, "close") or inp.is_key(pygame.K_ESCAPE):
            self.app.pop()
            return True
        return inp.kind in ("mouse_down", "mouse_up", "key_down", "wheel")  # the table underneath waits

    # -- drawing -------------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        s = self.s
        p = self.panel
        if not self.on_turn_page():
            rects = self.part_rects()
            for i, part in enumerate(self.parts):
                r = rects.get(part.get("area"))
                if r is None:
                    continue
                now = i == self.page
                pygame.draw.rect(surface, theme.GOLD if now else (110, 96, 70), r.inflate(s(6), s(6)),
                                 max(2, s(4 if now else 1)), border_radius=s(10))
                c = (r.x + s(4), r.y + s(4))
                pygame.draw.circle(surface, theme.BLOOD if now else (60, 20, 24), c, s(14))
                pygame.draw.circle(surface, theme.GOLD, c, s(14), max(1, s(2)))
                text(surface, str(i + 1), "sans_bold", s(14), c, theme.BONE, "center")
        panel(surface, p, s(12), (16, 10, 12, 248), theme.GOLD if not self.on_turn_page() else theme.BLOOD, max(1, s(2)))
        panel(surface, self.controls, s(12), (16, 10, 12, 248), theme.GOLD, max(1, s(2)))
        x, y, w = p.x + s(18), p.y + s(14), p.w - s(36)
        title, body = self.note_lines()
        for line in title.lines:
            text(surface, line, "serif", title.px, (x, y), theme.GOLD)
            y += title.line_h
        y += s(8)
        if body is not None:
            for line in body.lines:
                text(surface, line, "sans", body.px, (x, y), theme.BONE, shadow=False)
                y += body.line_h
            return
        steps = self.guide.get("steps", [])
        bottom = p.bottom - s(16)
        room = max(1, (bottom - y) // max(1, len(steps)))
        for i, step in enumerate(steps, 1):
            text(surface, f"{i}", "display", self.t(22), (x + s(10), y), theme.BLOOD_BRIGHT, "midtop")
            f = fitted_text(surface, step, "sans", self.t(15), pygame.Rect(x + s(34), y + s(2), w - s(34), room - s(6)),
                            theme.BONE, "left", "top", shadow=False)
            y += max(f.height, s(26)) + s(8)
