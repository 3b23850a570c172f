"""The Thing's counters beside the Encounter, drawn from one seat's view: the piles (face down), the round's
status (round, act, El Capitan) and the Coast's row. Each box is fixed on the map, so at a bigger UI scale its text
grows as far as the box allows (Units.largest), regrouping or shortening lines (the hover tips say them whole)."""
from __future__ import annotations

import pygame

from ... import icons, theme
from .board_art import COAST_ICON
from ...widgets import textfit
from ...widgets.ink import fitted_line, text, text_surface


def pile_rows(view: dict) -> list:
    decks, discards, unlocked = view.get("decks") or {}, view.get("discards") or {}, view.get("unlocked") or {}
    rows = [("Encounters", view.get("encounters_left", 0), True)]
    for i in (1, 2, 3):
        rows.append((f"Outpost {i}", decks.get(f"outpost{i}", 0), int(unlocked.get("outpost", 1)) >= i))
    return rows + [("Outpost discard", discards.get("outpost", 0), True),
                   ("Thing discard", discards.get("thing", 0), True),
                   ("Bad Blood", view.get("bad_blood", 0), True), ("Suspicion", decks.get("suspicion", 0), True)]


PILES_TITLE = "Piles (face down)"
PILE_SHORT = {"Outpost discard": "Outpost disc.", "Thing discard": "Thing disc."}  # the hover tip has them whole


def piles_layout(g, rows: list) -> tuple:
    """(px, title px, first row's top, row step, names) for the piles box: the largest UI scale at which every
    pile's name (whole, else its short form: the box's hover tip says them whole) and count fit beside its icon
    and the rows (each a drawn line tall at least) fit under the title; the title takes the largest size up to
    theirs that fits the box's width. 100%: the whole names as before."""
    r = g.area["piles"]
    room = r.w - g.u(4 + 6 + 3 + 5 + 4)
    whole = [name for name, _, _ in rows]

    def layout(s):
        px = g.tx_at(12, s)
        tall = text_surface("Ag", "sans", px, theme.BONE).get_height()
        top = r.y + max(g.u(20), g.u(2) + tall)
        step = (r.bottom - top - g.u(2)) / len(rows)
        for names in (whole, [PILE_SHORT.get(n, n) for n in whole]):
            if step >= tall and all(textfit.width(name, "sans", px) + textfit.width(str(n), "sans_bold", px) <= room
                                    for name, (_, n, _) in zip(names, rows)):
                return px, top, step, names
        return None

    fits = g.largest(layout)
    px, top, step, names = layout(fits) if fits > 1.0 else (g.px(12), r.y + g.u(20),
                                                            (r.bottom - r.y - g.u(22)) / len(rows), whole)
    title = next((p for p in range(px, g.px(12), -1)
                  if textfit.width(PILES_TITLE, "sans_bold", p) <= r.w - g.u(8)), g.px(12))
    return px, title, top, step, names


def _piles(surf, g, view: dict) -> None:
    r = g.area["piles"]
    rows = pile_rows(view)
    px, title, y, step, names = piles_layout(g, rows)
    fitted_line(surf, PILES_TITLE, "sans_bold", title, (r.x + g.u(4), r.y + g.u(2)), r.w - g.u(8), theme.BONE_DIM)
    for name, (_, n, open_) in zip(names, rows):
        icon = pygame.Rect(r.x + g.u(4), round(y + g.u(2)), g.u(6), max(4, round(step) - g.u(5)))
        pygame.draw.rect(surf, (120, 30, 34) if n else (50, 50, 56), icon)
        col = theme.BONE if open_ else theme.ASH
        num = text(surf, str(n), "sans_bold", px, (r.right - g.u(4), round(y + step / 2)), col, "midright")
        fitted_line(surf, name, "sans", px, (icon.right + g.u(3), round(y + step / 2)),
                    num.x - icon.right - g.u(5), col, "midleft")
        y += step


def status_lines(view: dict, names: dict) -> list:
    lines = [f"Round {view.get('round', 0)}", f"Act {view.get('act', 1)}",
             "El Capitan:", names.get(view.get("capitan"), "-")]
    return lines + (["Flown out"] if view.get("helicopter") else [])


def status_layout(g, lines: list) -> tuple:
    """(px, step, lines, top margin) for the status box: the largest UI scale at which every line fits its width and all of
    them its height, El Capitan and its name, or the round and its act, sharing a line when that lets a bigger
    size fit (100%: the old rows, closer when the helicopter line makes five)."""
    r = g.area["status"]
    capitan = [f"{lines[2]} {lines[3]}"]
    pairs = [lines[:2] + capitan + lines[4:], [f"{lines[0]} · {lines[1]}"] + lines[2:], lines]

    def layout(s):
        px = g.tx_at(12, s)
        tall = text_surface("Ag", "sans_bold", px, theme.BONE).get_height()  # a drawn line, its shadow too
        for rows in pairs:  # rows closer than at 100% when the box is full, never closer than a drawn line
            step = max(tall, min(round(g.u(17) * px / g.px(12)), r.h // len(rows)))
            if (len(rows) * step <= r.h and
                    all(textfit.width(t, "sans_bold", px) <= r.w - g.u(10) for t in rows)):
                return px, step, rows, min(g.u(4), r.h - len(rows) * step)
        return None

    return layout(g.largest(layout)) or (g.px(12), g.u(17), lines, g.u(4))


def _status(surf, g, view: dict, names: dict) -> None:
    r = g.area["status"]
    px, step, lines, pad = status_layout(g, status_lines(view, names))
    y = r.y + pad
    for i, line in enumerate(lines):
        fitted_line(surf, line, "sans_bold" if i == 0 else "sans", px, (r.x + g.u(5), y), r.w - g.u(10),
                    theme.GOLD if i == 0 else theme.BONE)
        y += step


COAST = "Thousand Miles to the Coast"


def coast_layout(g, n) -> tuple:
    """(text px, disc diameter, the ten discs' centres, number px, title) for the Coast's row at the UI scale: at
    100% the map's slots under the whole title; bigger, the title goes to the row's left ("Coast", the hover tip
    says it whole) and the discs fill the height, at the largest scale at which ten of them fit beside it."""
    r = g.area["coast"]
    title = "Coast" if n is not None else "Coast (5-6 players only)"

    def layout(s):
        px = g.tx_at(12, s)
        d = min(round(2 * g.u(9) * s), r.h - g.u(2))
        x0 = r.x + g.u(8) + textfit.width(title, "sans_bold", px)
        gap = (r.right - g.u(4) - x0 - 10 * d) / 10
        if gap < g.u(3) or text_surface(title, "sans_bold", px, theme.BONE).get_height() > r.h:
            return None
        num = next((p for p in range(px, g.px(12), -1) if text_surface("10", "sans", p, theme.BONE, False).get_width()
                    <= d - g.u(4)), g.px(12))
        return px, d, [(round(x0 + gap * (k + 1) + d * (k + 0.5)), r.centery) for k in range(10)], num, title

    s = g.largest(layout)
    if s > 1.0:
        return layout(s)
    return g.px(12), 2 * g.u(9), [(round(x), round(y) + g.u(5)) for x, y in g.coast_slot[1:]], g.px(12), COAST


def _coast(surf, g, view: dict) -> None:
    r = g.area["coast"]
    n = view.get("coast")
    px, d, centres, num, title = coast_layout(g, n)
    col = (150, 190, 220) if n is not None else theme.ASH
    if title == COAST:
        text(surf, COAST, "sans_bold", px, (r.x + g.u(4), r.y + g.u(1)), col)
        if n is None:
            fitted_line(surf, "(5-6 players only)", "sans", px, (r.right - g.u(6), r.y + g.u(1)), r.w // 2,
                        theme.ASH, "topright")
    else:
        text(surf, title, "sans_bold", px, (r.x + g.u(4), r.centery), col, "midleft")
    for k, c in enumerate(centres, 1):
        on = n is not None and k <= n
        pygame.draw.circle(surf, (60, 130, 190) if on else (30, 34, 40), c, d // 2)
        pygame.draw.circle(surf, (150, 190, 220) if n is not None else (60, 60, 66), c, d // 2, 1)
        if k == len(centres) and d >= 14:  # the last step is the coast itself: the boat the Thing would take
            box = pygame.Rect(0, 0, d - 4, d - 4)
            box.center = c
            icons.draw(surf, COAST_ICON, box, theme.BONE if on else (150, 190, 220))
        else:
            text(surf, str(k), "sans", num, c, theme.BONE if on else theme.BONE_DIM, "center", shadow=False)
