"""The big panels over the Crimson Creek map: the Opening Scene story, the claim editor (share), the
character choice and the line-up (accuse). A part CrimsonCreekTable owns: `layout` gives the panel's buttons
for the screen seat's legal actions, the draw_* methods draw from the frame's view and data; it keeps only the
character cards the last layout placed.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from ... import theme
from ...widgets.ink import fitted_text, panel, text, wrap
from ..buttons import Button
from . import portraits
from .live_layer import load_clue_name
from .notebook import draw_notebook
from .prompt import sort_actions


@lru_cache(maxsize=8)
def story_paragraphs(story: str, px: int, width: int) -> tuple:
    """The story's paragraphs wrapped to `width`: the opening scene stays up for many frames and measuring
    every word each frame was about a third of such a frame's cost (the bench's profile)."""
    return tuple(tuple(wrap(p, "serif", px, width)) for p in story.split("\n") if p.strip())


class OverlayPanels:
    def __init__(self):
        self.char_cards: list = []  # (card rect, character id) of the character choice, as last laid out

    def layout(self, overlay: str, g, view: dict, legal: list, describe, find_kind) -> list:
        """The buttons of panel `overlay` ("claim", "choose" or the line-up) for `legal` (`describe` words an
        action, `find_kind` finds the legal action of a kind)."""
        buttons = []
        o = g.overlay_rect()
        legal = sort_actions(legal)
        row, gap = g.u(44), g.u(8)
        if overlay == "claim":
            left = pygame.Rect(o.x + g.u(24), o.y + g.u(110), o.w // 2 - g.u(40), o.h - g.u(130))
            frame = view["decision"].get("frame") or {}
            chosen = set(frame.get("locs") or []) | set(frame.get("clues") or [])
            locs = [a for a in legal if a.kind == "claim_toggle" and a.get("item") in {l["id"] for l in view["locations"]}]
            clues = [a for a in legal if a.kind == "claim_toggle" and a not in locs]
            half = (left.w - gap) // 2
            for col, acts in enumerate((locs, clues)):
                for i, a in enumerate(acts):
                    on = a.get("item") in chosen
                    label = ("☒ " if on else "☐ ") + describe(a).replace("Point to ", "")
                    r = pygame.Rect(left.x + col * (half + gap), left.y + i * (row + gap), half, row)
                    buttons.append(Button(("action", a), label, r, style="primary" if on else "normal"))
            y = left.bottom - 2 * row - gap
            for a, style in ((find_kind("claim_all_true"), "normal"), (find_kind("claim_send"), "primary")):
                if a is not None:
                    hot = "A" if a.kind == "claim_all_true" else "Enter"
                    buttons.append(Button(("action", a), describe(a), pygame.Rect(left.x, y, left.w, row),
                                          style=style, hotkey=hot))
                    y += row + gap
        elif overlay == "choose":
            acts = [a for a in legal if a.kind == "choose_character"]
            cols = 3
            w = (o.w - g.u(48) - gap * (cols - 1)) // cols
            h = (o.h - g.u(110) - gap) // 2
            self.char_cards = []
            for i, a in enumerate(acts):
                card = pygame.Rect(o.x + g.u(24) + (i % cols) * (w + gap), o.y + g.u(90) + (i // cols) * (h + gap), w, h)
                self.char_cards.append((card, a.get("char")))
                buttons.append(Button(("action", a), describe(a),
                                      pygame.Rect(card.x + g.u(10), card.bottom - row - g.u(10), card.w - g.u(20), row),
                                      style="primary", hotkey=str(i + 1) if i < 9 else ""))
        else:
            acts = [a for a in legal if a.kind == "accuse"]
            sus = set((view.get("me") or {}).get("suspects") or [])
            cols = 3
            w = (o.w - g.u(48) - gap * (cols - 1)) // cols
            for i, a in enumerate(acts):
                r = pygame.Rect(o.x + g.u(24) + (i % cols) * (w + gap), o.bottom - g.u(24) - (2 - i // cols) * (row + gap) - row + gap,
                                w, row)
                buttons.append(Button(("action", a), describe(a), r,
                                      style="primary" if a.get("char") in sus else "normal"))
        return buttons

    def draw_story(self, surface, g, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        text(surface, "THE OPENING SCENE", "display", g.px(26), (o.centerx, o.y + g.u(26)), theme.BLOOD_BRIGHT, "midtop")
        px = g.px(14)
        paras = story_paragraphs(data["story"], px, o.w - g.u(120))
        lh = int(px * 1.45)
        total = sum(len(p) for p in paras) * lh + (len(paras) - 1) * lh // 2
        y = max(o.y + g.u(90), o.y + (o.h - total) // 2 - g.u(20))
        for para in paras:
            for line in para:
                if y > o.bottom - g.u(110):
                    break
                text(surface, line, "serif", px, (o.centerx, y), theme.BONE, "midtop")
                y += lh
            y += lh // 2

    def draw_claim(self, surface, g, view, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        frame = view["decision"].get("frame") or {}
        partner = data["names"].get(frame.get("partner"), "your partner")
        title = f"Answer {partner}'s share" if frame.get("reply") else f"Share with {partner}"
        text(surface, title, "display", g.px(22), (o.x + g.u(24), o.y + g.u(18)), theme.GOLD)
        text(surface, "Point to the locations and clues you say you saw. A claim may be a lie; it never names a sleeve.",
             "sans", g.px(11), (o.x + g.u(24), o.y + g.u(66)), theme.BONE_DIM)
        right = pygame.Rect(o.centerx + g.u(10), o.y + g.u(100), o.w // 2 - g.u(30), o.h - g.u(120))
        draw_notebook(surface, right, data["notebook"] or [], g.f * 0.85, "What you really know", columns=1, hint="")

    def draw_choose(self, surface, g, view, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        text(surface, "WHO ARE YOU TONIGHT?", "display", g.px(24), (o.centerx, o.y + g.u(18)), theme.BLOOD_BRIGHT, "midtop")
        infos = {c["id"]: c for c in view.get("characters", [])}
        for card, cid in self.char_cards:
            c = infos.get(cid, {"name": cid, "text": ""})
            panel(surface, card, g.u(10), (34, 24, 22, 245), (150, 120, 100), max(1, g.u(2)))
            fig = pygame.Rect(card.x + g.u(8), card.y + g.u(8), g.u(76), g.u(116))
            portraits.draw_figure(surface, fig, cid)
            x = fig.right + g.u(8)
            nr = text(surface, c["name"].upper(), "display", g.px(16), (x, card.y + g.u(14)), theme.GOLD)
            wears = [load_clue_name(t) for t in sorted(portraits.traits_of(cid))]
            if wears:
                fitted_text(surface, "Clue traits: " + ", ".join(wears), "sans", g.px(10),
                            pygame.Rect(x, nr.bottom + g.u(6), card.right - x - g.u(10), g.u(60)), theme.BONE_DIM,
                            "left", "top", shadow=False)
            body = pygame.Rect(card.x + g.u(12), fig.bottom + g.u(4), card.w - g.u(24),
                               card.bottom - fig.bottom - g.u(62))
            fitted_text(surface, c.get("text", ""), "sans", g.px(10), body, theme.BONE, "left", "top", shadow=False)

    def draw_lineup(self, surface, g, view, data) -> None:
        o = g.overlay_rect()
        panel(surface, o, g.u(14), (10, 6, 8, 245), theme.BLOOD, max(1, g.u(3)))
        text(surface, "THE LINE-UP", "display", g.px(26), (o.centerx, o.y + g.u(18)), theme.BLOOD_BRIGHT, "midtop")
        text(surface, "Accuse the character Klein possessed. Accusations stay hidden until everyone has chosen.",
             "sans", g.px(11), (o.centerx, o.y + g.u(70)), theme.BONE_DIM, "midtop")
        chars = {c["id"]: c["name"] for c in view.get("characters", [])}
        me = view.get("me") or {}
        sus = set(me.get("suspects") or [])
        seen = set((view.get("knowledge") or {}).get("clues", {}).values())
        y = o.y + g.u(110)
        text(surface, "Evidence card", "serif", g.px(14), (o.x + g.u(30), y), theme.GOLD)
        y += g.u(34)
        for clue in view.get("clues", []):
            mark = "✔ " if clue["id"] in seen else "   "
            line = f"{mark}{clue['name']}: " + ", ".join(chars.get(c, c) for c in clue["characters"])
            text(surface, line, "sans", g.px(12), (o.x + g.u(40), y), theme.GOLD if clue["id"] in seen else theme.BONE)
            y += g.u(30)
        if sus:
            text(surface, "Your clues fit: " + ", ".join(chars.get(c, c) for c in sorted(sus)), "sans_bold", g.px(12),
                 (o.x + g.u(30), y + g.u(10)), theme.BLOOD_BRIGHT)
