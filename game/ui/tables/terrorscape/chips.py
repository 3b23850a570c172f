"""Places on the table for the Terrorscape choices the map has no spot for (pure layout + drawing):

  chips      the words of a question nobody's piece stands for (Separate Ways' and the Parasitoid's consent
             agree / refuse, the Host's mutate / stay, the Parasitoid's infect / injure, escape / stay, wait,
             investigate): a bubble of word buttons on the map's foot, over the card of the Survivor the
             question is about (the frame's char), or over the Killer's corner for the Killer's side;
  none slot  beside the offered cards, "none of these" (keep none, discard it, leave it);
  the deck   the Killer's skill deck in the hand's header: a click draws 3;
  fear       a Survivor's three fear slots (remove fear).

`chip_rects(view, g, kinds, panels)` lays the chips out; the table adds every rect to its anchors.
"""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets.ink import fitted_line, panel, text
from .prompt import acting_char, offered_cards

# designed: the short word each question's answer is written with on its chip
CHIP_WORDS = {"agree": "Agree", "refuse": "Refuse", "mutate": "Mutate", "stay": "Stay", "infect": "Infect",
              "injure": "Injure", "escape": "Escape", "leave": "Leave", "investigate": "Investigate",
              "wait": "Wait", "test": "Test", "showdown": "Final Showdown", "unfear": "Remove fear",
              "take_unlocked": "Take it"}
NONE_WORDS = {"discover_pick": "Keep none", "s_pick": "Keep none", "s_keep": "Discard it", "k_unlock": "Leave it",
              "k_trait": "Use none"}


def chip_word(kind: str) -> str:
    return CHIP_WORDS.get(kind, kind.replace("_", " ").capitalize())


def chip_rects(view: dict, g, kinds: list, panels: dict) -> dict:
    """("chip", kind) -> rect: a row of word buttons over the card of the Survivor the question concerns, or
    over the Killer's corner of the map's foot (the hand is under it)."""
    if not kinds:
        return {}
    m = g.rects["map"]
    home = panels.get(("panel", acting_char(view)))
    h = g.u(26)
    widths = [max(g.u(64), g.u(14) + len(chip_word(k)) * g.u(8)) for k in kinds]
    total = sum(widths) + g.u(6) * (len(kinds) - 1)
    if home is not None and view.get("side") != "killer":
        x = max(m.x + g.u(6), min(home.centerx - total // 2, m.right - total - g.u(6)))
    else:
        x = m.right - total - g.u(10)
    y = m.bottom - h - g.u(8)
    out = {}
    for k, w in zip(kinds, widths):
        out[("chip", k)] = pygame.Rect(x, y, w, h)
        x += w + g.u(6)
    return out


def none_rect(view: dict, g, panels: dict):
    """The "none of these" slot right of the offered cards (None when nothing is offered)."""
    cards = [panels.get(("offer", u)) for u in offered_cards(view)]
    cards = [r for r in cards if r is not None]
    if not cards:
        return None
    last = max(cards, key=lambda r: r.right)
    w = g.u(70)
    x = min(last.right + g.u(12), g.rects["map"].right - w - g.u(4))
    return pygame.Rect(x, last.centery - g.u(30), w, g.u(60))


def kdeck_rect(g) -> pygame.Rect:
    h = g.rects["hand"]
    return pygame.Rect(h.right - g.u(128) - g.u(92), h.y + g.u(3), g.u(86), g.u(20))


def fear_rect(panel_rect: pygame.Rect, g) -> pygame.Rect:
    """The three fear slots of a Survivor's card (panels.draw_survivors draws them there)."""
    from .panels import fear_slot

    return fear_slot(g, panel_rect, 0).union(fear_slot(g, panel_rect, 2)).inflate(g.u(4), g.u(4))


def draw_chips(surface, g, rects: dict, lit: set, mouse) -> None:
    for aid, r in rects.items():
        if aid[0] != "chip":
            continue
        hover = mouse is not None and r.collidepoint(mouse)
        edge = theme.GOLD if aid in lit else (110, 100, 90)
        panel(surface, r, g.u(6), (60, 30, 34, 245) if hover else (34, 22, 26, 240), edge, max(1, g.u(2)))
        fitted_line(surface, chip_word(aid[1]), "sans_bold", g.px(13), (r.centerx, r.centery), r.w - g.u(8),
                    theme.BONE, "center", shadow=False)


def draw_none_slot(surface, g, view: dict, rect) -> None:
    if rect is None:
        return
    kind = (view.get("decision") or {}).get("kind")
    pygame.draw.rect(surface, (22, 18, 18), rect, border_radius=g.u(6))
    pygame.draw.rect(surface, (150, 140, 130), rect, 1, border_radius=g.u(6))
    fitted_line(surface, NONE_WORDS.get(kind, "None"), "sans_bold", g.px(12), rect.center, rect.w - g.u(6),
                theme.BONE_DIM, "center", shadow=False)


def draw_kdeck(surface, g, view: dict) -> None:
    k = view.get("killer") or {}
    if k.get("hand") is None or "deck" not in k:
        return
    r = kdeck_rect(g)
    pygame.draw.rect(surface, (60, 20, 24), r, border_radius=g.u(4))
    pygame.draw.rect(surface, (160, 70, 70), r, 1, border_radius=g.u(4))
    text(surface, f"Deck {k['deck']}", "sans_bold", g.px(12), r.center, theme.BONE, "center", shadow=False)
