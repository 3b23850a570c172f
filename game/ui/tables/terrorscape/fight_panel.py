"""The panel of an encounter or the Final Showdown under way, from the screen seat's view and the fight's latest
roll: where it is, who defends (or the Showdown's combat value against the Killer's health), the dice of the last
roll as dice (the shared die faces, widgets/die_face.py: the same faces the tray threw) with what they came to,
and who else was attacked or has fought."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import die_face
from ...widgets.ink import fitted_line, panel, text

DIE_KIND = "combat"  # the tray's kind for the Survivors' combat dice (anim.py throws them as "combat")


def draw_fight(surface, g, view: dict, rect: pygame.Rect, name_of, roll=None) -> None:
    """`roll`: (who, faces, value) of the fight's latest combat roll, or None before the first."""
    enc, fs = view.get("encounter"), view.get("showdown")
    if not enc and not fs:
        return
    if fs:
        title = ("Final Showdown", (240, 200, 90))
        lines = [(f"Combat value {fs.get('total', 0)} of {fs.get('health', '?')}", theme.BONE)]
        fought = ", ".join(name_of(c) for c in fs.get("fought") or [])
        if fought:
            lines.append((f"Fought: {fought}", theme.BONE_DIM))
    else:
        title = (f"Encounter at {g.board.label(enc['loc'])}" if enc.get("loc") in g.loc_rect else "Encounter",
                 (240, 90, 80))
        lines = [(f"Defending: {name_of(enc['defender'])}", theme.BONE)] if enc.get("defender") else []
        hit = [c for c in enc.get("attacked") or [] if c != enc.get("defender")]
        if hit:
            lines.append((f"Also attacked: {', '.join(name_of(c) for c in hit)}", theme.BONE_DIM))
    panel(surface, rect, g.u(8), (30, 8, 10, 235), (200, 60, 50), max(1, g.u(2)))
    x, y, w = rect.x + g.u(8), rect.y + g.u(6), rect.w - g.u(16)
    fitted_line(surface, title[0], "sans_bold", g.px(13), (x, y), w, title[1], shadow=False)
    y += g.u(19)
    if roll is not None and y + g.u(20) <= rect.bottom:
        y = draw_roll(surface, g, roll, x, y, w, name_of) + g.u(2)
    for line, col in lines:
        if y + g.u(16) > rect.bottom:
            break
        fitted_line(surface, line, "sans", g.px(13), (x, y), w, col, shadow=False)
        y += g.u(19)


def draw_roll(surface, g, roll, x: int, y: int, w: int, name_of) -> int:
    """Who rolled, the dice and their value in a row from (x, y): the row's bottom."""
    who, faces, value = roll
    size = g.u(18)
    name = text(surface, f"{name_of(who)}:", "sans", g.px(12), (x, y + size // 2), theme.BONE_DIM, "midleft",
                shadow=False)
    dx = name.right + g.u(6)
    total = f"= {value}"
    room = x + w - dx - g.u(8) - text_width(total, g)
    step = min(size + g.u(3), room // max(1, len(faces)))
    for f in faces:
        die_face.draw_die(surface, (dx + step // 2, y + size // 2), min(size, step - g.u(1)), DIE_KIND, f,
                          shadow=False)
        dx += step
    text(surface, total, "sans_bold", g.px(13), (dx + g.u(6), y + size // 2), theme.GOLD, "midleft", shadow=False)
    return y + size


def text_width(s: str, g) -> int:
    from ...widgets import textfit

    return textfit.width(s, "sans_bold", g.px(13))
