"""The private detective notebook: what the seat in front of the screen knows, and the claims it heard.

`notebook_sections(view, names)` turns the view into headed lines (pure, testable); `draw_notebook`
paints them on a ruled paper page. Claims are always labelled as claims: other players may lie.
"""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets.ink import panel, text, wrap

PAPER = (226, 214, 184)
INK = (38, 30, 40)
RED_INK = (150, 20, 24)
ROMAN = {1: "I", 2: "II", 3: "III"}


def _names(view):
    locs = {l["id"]: l["name"] for l in view.get("locations", [])}
    icons = {s["icon"]: s["name"] for s in view.get("sleeves", [])}
    chars = {c["id"]: c["name"] for c in view.get("characters", [])}
    clues = {c["id"]: c["name"] for c in view.get("clues", [])}
    return locs, icons, chars, clues


def _loc(locs, lid):
    return locs.get(lid, str(lid).replace("_", " ").title())


def notebook_sections(view: dict, names: dict) -> list:
    """[(heading, [lines])] of this seat's private knowledge, then the claims it heard."""
    locs, icons, chars, clues = _names(view)
    me = view.get("me")
    kn = view.get("knowledge") or {}
    out = []
    if me is None:
        return [("Spectator", ["Nothing private: you watch the public table only."])]
    who = [f"You are the {me['name']}" + ("" if me.get("alive", True) else " (dead)") + "."]
    if me.get("possessed") is True:
        who.append("The clues point at YOU: Klein possesses you. Win alone with Klein.")
    elif me.get("possessed") is False:
        who.append("You are not possessed.")
    sus = me.get("suspects") or []
    if sus:
        who.append("Suspects: " + ", ".join(chars.get(c, c) for c in sus) + ".")
    out.append(("Who you are", who))
    peeks = [f"{icons.get(i, i)} sleeve: Klein can strike the {_loc(locs, l)}" for i, l in (kn.get("peeks") or {}).items()]
    lair = (view.get("lair") or {}).get("known")
    if lair:
        peeks.append(f"Klein's Lair: the {_loc(locs, lair)} (safe from his attacks)")
    out.append((f"Peeks, Act {ROMAN.get(view.get('act'), view.get('act'))}", peeks or ["No sleeve peeked yet this Act."]))
    for past in kn.get("past") or []:
        lines = [f"{icons.get(i, i)} sleeve: {_loc(locs, l)}" for i, l in (past.get("peeks") or {}).items()]
        out.append((f"Peeks, Act {ROMAN.get(past.get('act'), past.get('act'))} (over)", lines or ["none"]))
    cl = [f"Clue card {int(i) + 1}: {clues.get(c, c)}" for i, c in sorted((kn.get("clues") or {}).items())]
    out.append(("Clues seen", cl or ["No Clue card seen yet (search for a bloody handprint)."]))
    if kn.get("safe") or kn.get("danger"):
        out.append(("This attack", [f"Danger: {_loc(locs, l)}" for l in kn.get("danger") or []] +
                    [f"Safe: {_loc(locs, l)}" for l in kn.get("safe") or []]))
    claims = []
    for c in view.get("claims") or []:
        who_ = names.get(c.get("from"), f"Player {c.get('from', 0) + 1}")
        bits = [_loc(locs, l) for l in c.get("locs") or []] + [clues.get(x, x) for x in c.get("clues") or []]
        claims.append(f"CLAIM by {who_} (Act {ROMAN.get(c.get('act'), c.get('act'))}): "
                      + (", ".join(bits) if bits else "pointed to nothing"))
    out.append(("Claims you heard (they may be lies)", claims or ["Nobody has shared with you yet."]))
    return out


def draw_notebook(surface, rect: pygame.Rect, sections: list, k: float, title: str, columns: int = 2,
                  hint: str = "N or Esc closes") -> None:
    panel(surface, rect.inflate(int(14 * k), int(14 * k)), int(10 * k), (8, 6, 8, 235), theme.BLOOD_DARK, max(1, int(3 * k)))
    pygame.draw.rect(surface, PAPER, rect, border_radius=int(6 * k))
    line_h = int(24 * k)
    y = rect.y + int(64 * k) + line_h
    while y < rect.bottom - int(6 * k):
        pygame.draw.line(surface, (180, 196, 214), (rect.x + int(8 * k), y), (rect.right - int(8 * k), y), 1)
        y += line_h
    margin = rect.x + int(50 * k)
    pygame.draw.line(surface, (214, 120, 120), (margin - int(8 * k), rect.y), (margin - int(8 * k), rect.bottom), 2)
    text(surface, title, "serif", (26 if columns > 1 else 18) * k, (margin, rect.y + int(12 * k)), RED_INK, shadow=False)
    if hint:
        text(surface, hint, "sans", 12 * k, (rect.right - int(14 * k), rect.bottom - int(10 * k)), (110, 90, 90),
             "bottomright", shadow=False)
    top = rect.y + int(64 * k)
    full_w = rect.right - margin - int(30 * k)

    def rows_for(width):
        return [[(head, True)] + [(w, False) for ln in lines for w in wrap("• " + ln, "sans", int(15 * k), width)]
                for head, lines in sections]

    fits = sum(len(r) for r in rows_for(full_w)) * line_h <= rect.bottom - top - int(8 * k)
    if fits or columns <= 1:
        columns = 1
    col_w = full_w // columns if columns > 1 else full_w
    x = margin
    y = top
    col = 0
    for rows in rows_for(col_w):
        if y + len(rows) * line_h > rect.bottom - int(8 * k) and col == 0 and columns > 1:
            col, x, y = 1, margin + col_w + int(24 * k), top
        for row, is_head in rows:
            if y + line_h > rect.bottom:
                break
            if is_head:
                colour = RED_INK if "lie" in row else INK
                text(surface, row, "serif", 17 * k, (x, y + int(2 * k)), colour, shadow=False)
            else:
                colour = (120, 40, 20) if row.startswith("• CLAIM") else INK
                text(surface, row, "sans", 15 * k, (x + int(8 * k), y + int(3 * k)), colour, shadow=False)
            y += line_h
