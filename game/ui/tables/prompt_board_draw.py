"""How the prompt board (prompt_board.PromptBoard: Who Goes There?, The Thing) draws its own layers of a frame:
the word chips, the dragged card, the words under the dice, the prompt and the toast. Data in, picture out: each
function is given the geometry `g`, what it shows and the callables it asks (a chip's word, a seat's colour), and
`panel_px` (SharedPanels.panel_px: a size in px at the UI scale)."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets.ink import fitted_line, fitted_text, panel
from .buttons import fit_line_px

GLOW = (96, 196, 110)


def draw_chips(surface, g, prects: dict, lit, mouse, chip_word, risky, panel_px) -> None:
    """The word chips among `prects` (anchor ("chip", key)): gold edged when lit, red when `risky(key)`."""
    for aid, r in prects.items():
        if aid[0] != "chip":
            continue
        hover = mouse is not None and r.collidepoint(mouse)
        edge = theme.GOLD if aid in lit else (110, 100, 90)
        fill = (80, 26, 26, 245) if risky(aid[1]) else (60, 30, 34, 245) if hover else (34, 22, 26, 240)
        panel(surface, r, g.u(6), fill, edge, max(1, g.u(2)))
        word = chip_word(aid[1])
        size = fit_line_px(word, "sans_bold", panel_px(g.px(13)), r.w - g.u(8), r.h, g.px(13))
        fitted_line(surface, word, "sans_bold", size, r.center, r.w - g.u(8), theme.BONE, "center", shadow=False)


def draw_dragged(surface, g, dragdrop, title_of, panel_px) -> None:
    """A hand card on its way (a drag): a plain card with its title (the pieces draw themselves where dragged)."""
    dragging = dragdrop.dragging
    if dragging is None or dragging[0] != "card" or not dragdrop.moved:
        return
    r = dragdrop.item_rect(dragging)
    pygame.draw.rect(surface, (60, 52, 44), r, border_radius=g.u(4))
    pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=g.u(4))
    fitted_text(surface, title_of(dragging), "sans", panel_px(g.px(12)), r.inflate(-g.u(6), 0), theme.BONE)


def dice_words(total, seat_name, seats: int) -> str:
    """Under the dice: whose roll and its total (`total`: the animations' (seat, sum) or None)."""
    if total is None:
        return ""
    who = total[0]
    name = seat_name(who) if isinstance(who, int) and 0 <= who < seats else ""
    return f"{name}: {total[1]}" if name else str(total[1])


def draw_prompt(surface, g, view: dict, data: dict, prompt_words: dict, colour_of, masked: bool, panel_px) -> None:
    """Whose move it is and what the seat is asked (`prompt_words`: frame kind -> words); `masked`: the table
    must not say whose decision it is (The Thing's reaction round)."""
    pr = g.area["prompt"]
    f = view.get("frame") or {}
    seat = f.get("seat")
    col = colour_of(seat) if seat is not None and not masked else theme.BONE
    panel(surface, pr, g.u(8), (14, 10, 12, 240), col, max(1, g.u(2)))
    if view.get("result"):
        who, what = "Game over:", str(view["result"].get("reason", ""))
    elif masked:
        who, what = "The table answers:", "A card is played: anyone may cancel it."
    else:
        name = data["names"].get(seat, "Nobody")
        who = f"{name}, your move:" if data["screen_decides"] else (
            f"{name} (computer) is deciding:" if data["kinds"].get(seat) == "ai" else f"Waiting for {name}:")
        what = prompt_words.get(f.get("kind"), "")
    # at a UI scale: the first line as big as its band allows, what is asked as big as the rest of the panel
    # holds (fitted_text starts at the scaled size and shrinks, never below what 100% would show)
    who_px = fit_line_px(who, "sans_bold", panel_px(g.px(13)), pr.w - g.u(16), g.u(16) + 2, g.px(13))
    fitted_line(surface, who, "sans_bold", who_px, (pr.x + g.u(8), pr.y + g.u(4)), pr.w - g.u(16), col)
    fitted_text(surface, what, "sans", panel_px(g.px(13)), pygame.Rect(pr.x + g.u(8), pr.y + g.u(20),
                                                                      pr.w - g.u(16), pr.h - g.u(22)),
                theme.BONE, "left")


def draw_toast(surface, g, msg: str, area: str, width: float, panel_px) -> None:
    """A toast at the foot of the map's `area`, `width` of its width."""
    m = g.area[area]
    r = pygame.Rect(0, 0, int(m.w * width), g.u(44))
    r.midbottom = (m.centerx, m.bottom)
    panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
    fitted_text(surface, msg, "sans_bold", panel_px(g.px(13)), r.inflate(-g.u(16), -g.u(6)), theme.BONE)
