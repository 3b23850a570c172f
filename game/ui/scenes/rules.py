"""A game's rules: game/games/<id>/data/rules_summary.md (when present), plus card texts from the caller."""
from __future__ import annotations

import html

import pygame

from game.core import paths

from .. import theme
from ..scene import Scene, register
from . import common


def rules_text(game_id: str) -> str:
    """The rules summary Markdown, or '' when the game has none yet."""
    if not game_id:
        return ""
    path = paths.game_data(game_id) / "rules_summary.md"
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


@register("rules")
class RulesScene(Scene):
    def __init__(self, game_id: str, cards=None, title: str = ""):
        super().__init__()
        self.game_id = game_id
        self.cards = list(cards or [])  # strings or (title, text) pairs
        self.title = title
        self.panel = pygame.Rect(0, 0, 0, 0)

    def game_name(self) -> str:
        info = self.app.registry.get(self.game_id) if self.app else None
        return self.title or (info.name if info else self.game_id.replace("_", " ").title() or "Rules")

    def body_html(self) -> str:
        md = rules_text(self.game_id)
        if md.strip():
            out = common.markdown_to_html(md, self.text_scale)
        else:
            out = (f"<i>No rules summary for {html.escape(self.game_name())} yet.</i><br>"
                   f"<font color='{common.hex_colour(theme.ASH)}'>(expected at "
                   f"{html.escape(str(paths.game_data(self.game_id or 'game') / 'rules_summary.md'))})</font><br>")
        if self.cards:
            red = common.hex_colour(theme.BLOOD_BRIGHT)
            out += (f"<br><font face='dejavu_serif' pixel_size={round(24 * self.gui_step)} color='{red}'>Cards</font><br>")
            for card in self.cards:
                if isinstance(card, (tuple, list)) and len(card) == 2:
                    title, text = card
                    out += f"<b>{html.escape(str(title))}</b><br>{html.escape(str(text))}<br><br>"
                else:
                    out += f"{html.escape(str(card))}<br><br>"
        return out

    def build_ui(self) -> None:
        w, h = self.size
        pw = min(w - self.s(80), self.s(980))
        bh = self.ctrl(48)
        self.panel = pygame.Rect(w // 2 - pw // 2, self.s(100), pw, h - self.s(100) - self.s(42) - bh)
        common.text_box(self, "text", self.panel.inflate(-self.s(8), -self.s(8)), self.body_html())  # it scrolls
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
        name, px = theme.fit_text(self.game_name(), "display", self.s(44), w - self.s(80))
        theme.blit_text(surface, name, "display", px, (w // 2, self.s(22)), theme.BLOOD_BRIGHT, anchor="midtop",
                        glow=theme.BLOOD_DARK)
        theme.draw_panel(surface, self.panel, self.scale)
