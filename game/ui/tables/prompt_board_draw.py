"""How a table whose choices come from a game's `prompt` module draws a frame (Who Goes There?, The Thing: the
drawing half of PromptBoardMixin), from the screen seat's view only: the static layer (frame_head.py), then the
game's pieces, the word chips, the seat's notes, the glow of the choices, the dragged card, the dice, the prompt,
the choices and the bar, the caption of a computer move, the log overlay, the hover zoom, a toast and the popups.

A game's drawing mixin gives, besides FrameHead's: `prompt_words` (frame kind -> what the seat is asked),
`board_parts(g, view)` (its static parts before the side log), `draw_pieces(surface, g, view)` (what slides),
`caption_rect(g)` and `log_overlay_rect(g)` (where a move's caption and the log overlay go), `chip_risky(key)`
(a chip whose move asks first), `list_hover(g, view)`; and may move the dice (`dice_rect`) and the toast
(`TOAST_AREA`, `TOAST_WIDTH`)."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets.ink import fitted_line, fitted_text, panel
from .buttons import fit_line_px
from .piece_anim import draw_dice_panel

GLOW = (96, 196, 110)


class PromptBoardDrawing:
    prompt_words: dict = {}
    TOAST_AREA = "played"  # the map's area a toast stands at the foot of, and how much of its width it takes
    TOAST_WIDTH = 0.8

    def render(self, surface, data: dict) -> None:
        view = data["view"]
        g = self.frame_start(surface, data)
        self.draw_pieces(surface, g, view)
        self.draw_chips(surface, g)
        self.notes.draw(surface, g.px(12))
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.drags.draw_targets(surface, {t: self.dragdrop.targets[t].rect for t in self.dragdrop.highlights
                                         if t in self.dragdrop.targets}, GLOW, g.u(6), max(2, g.u(3)), g.u(6), 110)
        self.draw_dragged(surface, g)
        draw_dice_panel(surface, self.anims, self.dice_rect(g), g.k, g.px(13), self.dice_words())
        self.draw_prompt(surface, g, view, data)
        self.panels.draw_choice_panel(surface, getattr(self, "choices_rect", g.choices), data.get("choice_title", ""),
                               g.k, g.px(14), g.px(12), g.u(6))
        self.frame_end(surface, g, data, self.caption_rect(g), self.log_overlay_rect(g), self.named_log(data["log"]))

    # -- the static layer: the game's parts, then the side log -----------------------------------------------
    def static_parts(self, g, data: dict) -> list:
        return self.board_parts(g, data["view"]) + \
            [self.panels.side_log_part(self.log_rect(g, data), data["log"], g.px(12), self.board_base(g))]

    def log_rect(self, g, data: dict) -> pygame.Rect:
        """The side log: the choices' whole column when there are none, else under the choice list."""
        if not data["choices"]:
            return pygame.Rect(g.choices.x, g.choices.y, g.choices.w, g.bar.y - g.choices.y - g.u(6))
        top = getattr(self, "choices_rect", g.choices).bottom + g.u(6)
        return pygame.Rect(g.log.x, top, g.log.w, g.bar.y - top - g.u(6))

    def named_log(self, lines: list) -> list:
        """The log with the lobby's names put in ("Player 2" -> "Ada (Clark)"): one list that grows with `lines`
        (so the log panel wraps only the new lines); another list (another seat, an undo) starts it again."""
        c = getattr(self, "_named", None)
        if c is None or c[0] is not lines or len(lines) < c[2]:
            c = self._named = [lines, [], 0]
        c[1].extend(self.caption_words(x) for x in lines[c[2]:])
        c[2] = len(lines)
        return c[1]

    # -- per frame -------------------------------------------------------------------------------------------
    def draw_chips(self, surface, g) -> None:
        lit = self.choosing.lit_anchors()
        for aid, r in self.prects.items():
            if aid[0] != "chip":
                continue
            hover = self.mouse is not None and r.collidepoint(self.mouse)
            risky = self.chip_risky(aid[1])
            edge = theme.GOLD if aid in lit else (110, 100, 90)
            fill = (80, 26, 26, 245) if risky else (60, 30, 34, 245) if hover else (34, 22, 26, 240)
            panel(surface, r, g.u(6), fill, edge, max(1, g.u(2)))
            word = self.prompt.chip_word(aid[1])
            size = fit_line_px(word, "sans_bold", self.panels.panel_px(g.px(13)), r.w - g.u(8), r.h, g.px(13))
            fitted_line(surface, word, "sans_bold", size, r.center, r.w - g.u(8), theme.BONE, "center", shadow=False)

    def draw_dragged(self, surface, g) -> None:
        """A hand card on its way (a drag): a plain card with its title (the pieces draw themselves where dragged)."""
        dragging = self.dragdrop.dragging
        if dragging is None or dragging[0] != "card" or not self.dragdrop.moved:
            return
        r = self.dragdrop.item_rect(dragging)
        pygame.draw.rect(surface, (60, 52, 44), r, border_radius=g.u(4))
        pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=g.u(4))
        fitted_text(surface, self.anchor_title(dragging), "sans", self.panels.panel_px(g.px(12)), r.inflate(-g.u(6), 0),
                    theme.BONE)

    def dice_rect(self, g) -> pygame.Rect:
        return g.area["dice_tray"]

    def dice_words(self) -> str:
        """Under the dice: whose roll and its total."""
        total = self.anims.total
        if total is None:
            return ""
        who = total[0]
        name = self.session.seat_name(who) if isinstance(who, int) and 0 <= who < len(self.session.seats) else ""
        return f"{name}: {total[1]}" if name else str(total[1])

    def masked_seat(self) -> bool:
        """The table must not say whose decision it is (The Thing's reaction round)."""
        return False

    def draw_prompt(self, surface, g, view, data) -> None:
        pr = g.area["prompt"]
        f = view.get("frame") or {}
        seat = f.get("seat")
        masked = self.masked_seat()
        col = self.seat_colour(seat) if seat is not None and not masked else theme.BONE
        panel(surface, pr, g.u(8), (14, 10, 12, 240), col, max(1, g.u(2)))
        if view.get("result"):
            who, what = "Game over:", str(view["result"].get("reason", ""))
        elif masked:
            who, what = "The table answers:", "A card is played: anyone may cancel it."
        else:
            name = data["names"].get(seat, "Nobody")
            who = f"{name}, your move:" if data["screen_decides"] else (
                f"{name} (computer) is deciding:" if data["kinds"].get(seat) == "ai" else f"Waiting for {name}:")
            what = self.prompt_words.get(f.get("kind"), "")
        # at a UI scale: the first line as big as its band allows, what is asked as big as the rest of the panel
        # holds (fitted_text starts at the scaled size and shrinks, never below what 100% would show)
        who_px = fit_line_px(who, "sans_bold", self.panels.panel_px(g.px(13)), pr.w - g.u(16), g.u(16) + 2, g.px(13))
        fitted_line(surface, who, "sans_bold", who_px, (pr.x + g.u(8), pr.y + g.u(4)), pr.w - g.u(16), col)
        fitted_text(surface, what, "sans", self.panels.panel_px(g.px(13)), pygame.Rect(pr.x + g.u(8), pr.y + g.u(20),
                                                                               pr.w - g.u(16), pr.h - g.u(22)),
                    theme.BONE, "left")

    def draw_toast(self, surface, g, msg: str) -> None:
        m = g.area[self.TOAST_AREA]
        r = pygame.Rect(0, 0, int(m.w * self.TOAST_WIDTH), g.u(44))
        r.midbottom = (m.centerx, m.bottom)
        panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        fitted_text(surface, msg, "sans_bold", self.panels.panel_px(g.px(13)), r.inflate(-g.u(16), -g.u(6)), theme.BONE)
