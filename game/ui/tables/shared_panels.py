"""The panels every table draws the same way at the player's UI scale (a part the Table owns): the side list
of choices, the side log (as a part of the static layer too) and the whole log over the table."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import fonts, text_record, theme
from .buttons import draw_button, fit_line_px
from .choice_list import draw_choice_headers
from .log_panel import draw_full_log, draw_log_panel, side_log_px
from .static_layer import Part, Same
from ..widgets.ink import panel, text


class SharedPanels:
    def __init__(self, ui_scale: Callable, logv, choices, mouse: Callable):
        self.ui_scale = ui_scale
        self.logv = logv
        self.choices = choices
        self.mouse = mouse
        # what a game's table may set: the log's lines as its side log shows them (the lobby's names put in), and
        # the most its side log's text may grow to (a column shared with the side list: never bigger than it)
        self.log_lines: Callable = lambda lines: lines
        self.log_px_most: Callable = lambda: None

    def panel_px(self, px: int) -> int:
        """A shared panel's text size (side list, log, captions, popups, the bar): the table gives it at 100%
        (g.px), the panel draws it at the player's UI scale (settings.ui_scale) and lays its rows out for it."""
        return max(fonts.MIN_PX, int(round(px * self.ui_scale())))

    def draw_choice_panel(self, surface, rect: pygame.Rect, title: str, k: float, title_px: int, px: int,
                          radius: int) -> None:
        """The side list of choices: its panel, the title, the group headers and the buttons (hovered in bone)."""
        if not self.choices.buttons:
            return
        u = lambda n: int(round(n * k))  # noqa: E731 (units of a 1280x720 window)
        px = self.panel_px(px)
        # the title grows with the UI scale as far as the band above the first row lets it
        first = min([r.y for _, r in self.choices.headers] + [b.rect.y for b in self.choices.buttons])
        title_px = fit_line_px(title, "display", self.panel_px(title_px), rect.w - u(26), first - rect.y - u(7),
                               title_px)
        panel(surface, rect, u(10), (14, 8, 10, 240), theme.BLOOD, max(1, u(2)))
        text(surface, title, "display", title_px, (rect.x + u(13), rect.y + u(7)), theme.GOLD)
        draw_choice_headers(surface, self.choices, max(12, px + 1))
        mouse = self.mouse()
        for b in self.choices.buttons:
            draw_button(surface, b, mouse is not None and b.rect.collidepoint(mouse), px, radius, lines=2)

    def draw_side_log(self, surface, rect: pygame.Rect, lines: list, px: int, base=None) -> None:
        draw_log_panel(surface, rect, self.log_lines(lines), self.side_log_px(rect, px), self.logv, base=base)

    def side_log_px(self, rect: pygame.Rect, px: int) -> int:
        """The side log's text at the UI scale, as big as still shows four rows in its panel."""
        own = side_log_px(rect.h, self.panel_px(px), px)
        most = self.log_px_most()
        return own if most is None else min(own, most)

    def side_log_part(self, rect: pygame.Rect, lines: list, px: int, base=None) -> Part:
        """The side log as a part of the static layer: drawn again when a line comes, it scrolls or moves
        (`lines` only grows while it is the same list: log_feed.LogFeed). Given the layer's `base` (nothing else
        lies under the log), its panel is a backdrop copied, not blended again."""
        rect = pygame.Rect(rect)
        return Part("log", rect, (Same(lines), len(lines), self.logv.scroll, self.side_log_px(rect, px)),
                    lambda surf: self.draw_side_log(surf, rect, lines, px, base))

    def draw_log_overlay(self, surface, area: pygame.Rect, lines: list, px: int) -> None:
        """The whole log over `area` while it is open (L, or a click on the side log)."""
        if self.logv.open:
            with text_record.role("overlay"):  # the whole log covers the table while open
                draw_full_log(surface, area, lines, self.panel_px(px), self.logv)
