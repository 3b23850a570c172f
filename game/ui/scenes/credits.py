"""Credits: every font, picture, icon and sound the game uses, with who made it, where it comes from and its
licence, read from assets/CREDITS.toml (game/core/credits.py). Reached from the main menu."""
from __future__ import annotations

import html

import pygame

from game.core import credits

from .. import fonts, theme
from ..scene import Scene, register
from . import common

HEADINGS = {"font": "Typefaces", "image": "Pictures", "icon": "Icons", "sound": "Sounds", "interface": "Interface"}


def credits_html(entries: list, problems: list, scale: float = 1.0) -> str:
    """The credits as pygame_gui's HTML: grouped by kind, each work's title, what it is for, its author, licence
    and source."""
    gold, red, ash = (common.hex_colour(c) for c in (theme.GOLD, theme.BLOOD_BRIGHT, theme.ASH))
    heading = round(24 * fonts.ui_step(scale))
    out = ["Dreadboard is made by the Dreadboard project. These are the typefaces, pictures and sounds it uses, "
           "who made them and under which licence."]
    for kind, title in HEADINGS.items():
        group = [c for c in entries if c.kind == kind]
        if not group:
            continue
        out.append(f"<font face='dejavu_serif' pixel_size={heading} color='{red}'>{title}</font>")
        for c in group:
            licence = html.escape(c.licence) + (f" <font color='{ash}'>{html.escape(c.licence_url)}</font>"
                                                if c.licence_url else "")
            out.append(f"<font color='{gold}'><b>{html.escape(c.title)}</b></font><br>{html.escape(c.use)}<br>"
                       f"By {html.escape(c.author)}<br>Licence: {licence}<br>"
                       f"<font color='{ash}'>From {html.escape(c.source)}</font>")
    if problems:
        out.append(f"<font color='{ash}'><i>Some credits could not be read: "
                   f"{html.escape('; '.join(problems))}</i></font>")
    return "<br><br>".join(out)


@register("credits")
class CreditsScene(Scene):
    def __init__(self):
        super().__init__()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.entries, self.problems = credits.read()

    def build_ui(self) -> None:
        w, h = self.size
        pw = min(w - self.s(80), self.s(980))
        bh = self.ctrl(48)
        self.panel = pygame.Rect(w // 2 - pw // 2, self.s(100), pw, h - self.s(100) - self.s(42) - bh)
        common.text_box(self, "text", self.panel.inflate(-self.s(8), -self.s(8)),
                        credits_html(self.entries, self.problems, self.text_scale))  # it scrolls
        common.button_row(self, [("back", "Back", "@primary", None, True)], w // 2, h - bh - self.s(24), 200, 48, 0, pw)

    def handle(self, inp) -> bool:
        if self.pressed(inp, "back"):
            self.app.pop()
            return True
        box = self.widgets.get("text")
        if inp.kind == "key_down" and box is not None and getattr(box, "scroll_bar", None) is not None:
            bar = box.scroll_bar
            step = {pygame.K_DOWN: 0.04, pygame.K_UP: -0.04, pygame.K_PAGEDOWN: 0.3, pygame.K_PAGEUP: -0.3}.get(inp.key)
            if step is not None:
                bar.set_scroll_from_start_percentage(max(0.0, min(1.0, bar.start_percentage + step)))
                return True
        return super().handle(inp)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        theme.blit_text(surface, "Credits", "display", self.s(44), (w // 2, self.s(22)), theme.BLOOD_BRIGHT,
                        anchor="midtop", glow=theme.BLOOD_DARK)
        theme.draw_panel(surface, self.panel, self.scale)
