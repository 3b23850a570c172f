"""Drawing the Zombie table's pieces: camps, the City Center, piles, the hand, the log and dice panels.

Everything here draws from the screen seat's view (and card texts from the content); nothing
reads the game state.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.zombie.content import DICE, load_content

from ... import fonts, theme
from ...widgets import card as cardw
from ...widgets import chips as chipw
from ...widgets import die_face, patterns, textfit
from ..common import clip, dice_stats, fit_px, fitted_line, panel, text, wrap
from ..units import scale_steps

PHASES = {
    "survival": ("Survival", "phase", "Roll the Base Die, and the Survival Die if you hold it. Positive totals bring survivors in."),
    "infection": ("Infection", "zombie", "Roll the Base Die, and the Infection Die if you hold it. Positive totals kill survivors."),
    "undead": ("Undead", "strain", "This camp has fallen. Its player now plays the undead."),
}
PHASE_COLOURS = {"survival": (222, 150, 60), "infection": (120, 190, 90), "undead": (204, 38, 38)}
DIE_SHOW = {"base": "3", "survival": "survival", "infection": "infection"}
FACES = {die: [f for f, _ in faces] for die, faces in DICE.items()}


def content():
    return load_content()


def card_kwargs(card: dict) -> dict:
    """draw_card arguments for a card dict of the view ({uid, id, name, type, rotated})."""
    c = content().cards.get(card.get("id"))
    return {"title": card.get("name") or (c.name if c else "?"), "card_type": card.get("type") or (c.type if c else ""),
            "text": c.text if c else "", "players": c.players if c else "all", "rotated": bool(card.get("rotated"))}


def card_by_id(card_id: str) -> dict:
    c = content().cards.get(card_id)
    if c is None:
        return {"id": card_id, "name": card_id.replace("_", " ").title(), "type": ""}
    return {"id": c.id, "name": c.name, "type": c.type}


def seat_colour(seat) -> tuple:
    if seat is None:
        return theme.BONE_DIM
    return theme.seat_colour(seat)


# -- camps ------------------------------------------------------------------------------------------


def draw_camp(surface, camp: dict, parts: dict, area: pygame.Rect, k: float, info: dict, hits: list,
              ts: float = 1.0) -> None:
    """One camp. parts: screen rects by part name. info: names, flags. hits: (rect, card) for tooltips. ts: the UI
    scale (the name bar's words and the cards' names grow with it)."""
    seat = camp["owner"]
    col = seat_colour(seat)
    radius = max(3, int(10 * k))
    deciding = info.get("deciding")
    fill = (14, 10, 11, 225) if camp["alive"] else (6, 5, 6, 235)
    panel(surface, area, radius, fill, col if deciding else (70, 40, 40), max(1, int((4 if deciding else 2) * k)))
    if deciding:
        glow = area.inflate(int(10 * k), int(10 * k))
        pygame.draw.rect(surface, (*col[:3],), glow, max(1, int(2 * k)), border_radius=radius + int(5 * k))
    # name bar
    bar = parts["name"]
    stripe = pygame.Rect(area.x, area.y, area.w, bar.h + int(2 * k))
    pygame.draw.rect(surface, tuple(int(c * 0.45) for c in col), stripe, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    if isinstance(seat, int):  # the owner's shape as well as its colour (palette.seat_shape)
        patterns.seat_badge(surface, seat, (bar.x + int(14 * k), bar.centery), max(4, int(8 * k)))
    else:
        pygame.draw.circle(surface, col, (bar.x + int(14 * k), bar.centery), max(3, int(7 * k)))
    name = camp["name"]
    tag = info.get("tag", "")
    x = bar.x + int(28 * k)
    phase = camp["phase"] if camp["alive"] else "undead"
    label = PHASES.get(phase, (phase.title(),))[0].upper()
    bits = tag.split(" · ")
    own = " · ".join(bits[1:] if len(bits) > 1 else bits)  # what the tag must keep ("you", "▶ turn")
    band = 2 * (bar.centery - area.y)  # a line centred on the bar stays inside the camp
    for t in scale_steps(ts):  # the largest step whose name, phase and the tag's own words fit the bar
        px = textfit.within(17 * k * t, 17 * k, band, "sans_bold")  # as big as the band holds
        small = textfit.within(13 * k * t, 13 * k, band, "sans_bold")
        need = textfit.width(name, "sans_bold", px) + textfit.width(label, "sans_bold", small) + \
            (textfit.width(own, "sans", small) + int(16 * k) if tag else 0)
        if x + need + int(16 * k) <= bar.right:
            break
    lr = text(surface, label, "sans_bold", small, (bar.right - int(8 * k), bar.centery),
              PHASE_COLOURS.get(phase, theme.BONE), "midright")
    r = fitted_line(surface, name, "sans_bold", px, (x, bar.centery), lr.x - x - int(8 * k), theme.BONE, "midleft")
    if tag:
        room = lr.x - int(8 * k) - r.right - int(8 * k)
        bits = tag.split(" · ")
        while len(bits) > 1 and not textfit.fits(" · ".join(bits), "sans", small, room):
            bits.pop(0)  # the seat's name first (the camp's name says whose it is), never "you" or "▶ turn" cut
        tag = " · ".join(bits)
        if room >= 30:
            fitted_line(surface, tag, "sans", small, (r.right + int(8 * k), bar.centery), room,
                        theme.GOLD if "you" in tag else theme.BONE_DIM, "midleft", shadow=False)
    # hideout
    hr = parts["hideout"]
    if camp["hideout"]:
        cardw.draw_card(surface, hr, **card_kwargs(camp["hideout"]), text_scale=ts)
        hits.append((hr, camp["hideout"]))
    else:
        cardw.draw_card(surface, hr, "No Hideout", "hideout", content().cards["no_hideout"].text
                        if "no_hideout" in content().cards else "", dimmed=True)
        hits.append((hr, card_by_id("no_hideout")))
    # phase card: a plate with its die
    pr = parts["phase"]
    title, ctype, ptext = PHASES.get(phase, PHASES["survival"])
    isz = min(pr.h * 0.7, pr.w * 0.3)
    cardw.draw_card(surface, pr, title, ctype, "")
    icon = {"survival": ("survival", "survival"), "infection": ("infection", "infection")}.get(phase)
    if icon:
        die_face.draw_die(surface, (pr.right - isz * 0.75, pr.centery), isz, icon[0], icon[1], shadow=False)
    else:
        text(surface, "☠", "sans_bold", isz, (pr.right - isz * 0.75, pr.centery), theme.BLOOD, "center", shadow=False)
    hits.append((pr, {"id": "", "name": f"Phase: {title}", "type": "phase", "text": ptext}))
    # survivors and zombie chips
    sr = parts["survivors"]
    chipw.draw_chip_stack(surface, sr.inflate(0, -int(18 * k)).move(0, int(9 * k)), camp["survivors"], "survivor")
    text(surface, "Survivors", "sans", 11 * k, (sr.x + int(2 * k), sr.y), theme.BONE_DIM, shadow=False)
    if camp["zombie_chips"]:
        zc = (sr.right - int(14 * k), sr.y + int(28 * k))
        chipw.draw_chip(surface, zc, 13 * k, "zombie")
        text(surface, f"×{camp['zombie_chips']}", "sans_bold", 13 * k, (zc[0], zc[1] + int(15 * k)), theme.BONE, "midtop")
    # dice held and hand size
    dr = parts["dice"]
    held = info.get("dice", [])
    ds = min(dr.w * (0.42 if len(held) < 3 else 0.3), 30 * k)
    for i, die in enumerate(held):  # one row: up to three dice
        cx = dr.x + ds * 0.6 + i * ds * 1.1
        cy = dr.y + ds * 0.6
        die_face.draw_die(surface, (cx, cy), ds, die, DIE_SHOW.get(die, "1"), 0, shadow=True)
    n = info.get("hand", 0)
    cw, ch = int(dr.w * 0.24), int(dr.w * 0.34)
    by = dr.bottom - ch - int(14 * k)
    for i in range(min(n, 5)):
        cardw.draw_card_back(surface, pygame.Rect(dr.x + int(4 * k) + i * int(cw * 0.3), by, cw, ch))
    text(surface, f"{n} card{'s' if n != 1 else ''}", "sans", 11 * k, (dr.x + int(4 * k), dr.bottom), theme.BONE_DIM,
         "bottomleft", shadow=False)
    # characters
    draw_units(surface, parts["characters"], camp["units"], k, hits, ts=ts)
    if not camp["alive"]:
        veil = pygame.Surface(area.size, pygame.SRCALPHA)
        veil.fill((30, 0, 0, 120))
        surface.blit(veil, area)
        text(surface, "FALLEN", "display", 40 * k, area.center, theme.BLOOD_BRIGHT, "center")


def draw_units(surface, row: pygame.Rect, units: list, k: float, hits: list, ink=theme.BONE_DIM,
               ts: float = 1.0) -> None:
    """Characters in a row; a paired card is tucked under its partner, offset down and right."""
    if not units:
        text(surface, "no characters", "sans", 12 * k, row.center, (110, 100, 92), "center", shadow=False)
        return
    ch = row.h
    cw = int(ch * cardw.CARD_RATIO)
    if cw < cardw.min_face_width(tuple(sorted(c["name"] for u in units for c in u))):
        # too narrow for every name at 12 px on a face: name plates, the partner tucked under
        draw_plates(surface, row, units, k, hits, ts)
        return
    step = min(cw + int(8 * k), (row.w - cw) / max(1, len(units) - 1)) if len(units) > 1 else cw
    x = row.x
    for unit in units:
        for depth in range(len(unit) - 1, -1, -1):  # the partner under, drawn first
            off = int(depth * 7 * k)
            rect = pygame.Rect(int(x) + off, row.y + off // 2, cw, ch - off // 2)
            cardw.draw_card(surface, rect, **card_kwargs(unit[depth]))
            hits.append((rect, unit[depth]))
        x += step + (len(unit) - 1) * 7 * k


def draw_plates(surface, row: pygame.Rect, units: list, k: float, hits: list, ts: float = 1.0) -> None:
    """Characters as name plates (the card widget's plate: a wide rect), up to two lines each; a paired
    card's plate sits under its partner's."""
    gap = max(2, int(5 * k))
    n = len(units)
    cols = n if n <= 2 else (2 if n <= 4 else 3)
    rows = -(-n // cols)
    pw = (row.w - gap * (cols - 1)) // cols
    ph = (row.h - gap * (rows - 1)) // rows
    for i, unit in enumerate(units):
        cx, cy = i % cols, i // cols
        rect = pygame.Rect(row.x + cx * (pw + gap), row.y + cy * (ph + gap), pw, ph)
        parts = max(1, len(unit))
        sub_h = rect.h // parts
        for depth, card in enumerate(unit):
            r = pygame.Rect(rect.x + depth * int(6 * k), rect.y + depth * sub_h, rect.w - depth * int(6 * k),
                            sub_h if depth < parts - 1 else rect.bottom - (rect.y + depth * sub_h))
            name = card["name"] + (" ↻" if card.get("rotated") else "")
            cardw.draw_card(surface, r, name, "character", "", text_scale=ts)
            hits.append((r, card))


# -- city center and piles ----------------------------------------------------------------------------


def draw_city_center(surface, area: pygame.Rect, parts: dict, cc: dict, k: float, hits: list) -> None:
    panel(surface, area, max(3, int(10 * k)), (12, 9, 10, 215), (110, 30, 30), max(1, int(2 * k)))
    text(surface, "City Center", "serif", 18 * k, (area.x + int(10 * k), area.y + int(4 * k)), theme.BONE)
    sr, zr = parts["survivors"], parts["zombies"]
    chipw.draw_chip_stack(surface, sr.inflate(0, -int(30 * k)).move(0, int(15 * k)), cc["survivors"], "survivor")
    text(surface, "Survivors", "sans", 12 * k, (sr.x, sr.y), theme.BONE_DIM, shadow=False)
    chipw.draw_chip_stack(surface, zr.inflate(0, -int(30 * k)).move(0, int(15 * k)), cc["zombies"], "zombie")
    text(surface, "Zombies", "sans", 12 * k, (zr.x, zr.y), theme.BONE_DIM, shadow=False)
    if cc.get("sporocarp"):
        text(surface, f"Sporocarp Mass: {cc['sporocarp']}", "sans_bold", 13 * k,
             (area.right - int(8 * k), area.y + int(6 * k)), theme.SICK_GREEN, "topright")
    if cc.get("units"):
        row = pygame.Rect(area.x + int(8 * k), area.bottom - int(40 * k), area.w - int(16 * k), int(36 * k))
        draw_units(surface, row, cc["units"], k, hits)


def draw_piles(surface, rects: dict, view: dict, k: float, hits: list) -> None:
    cardw.draw_stack(surface, rects["draw_pile"], view["draw_count"], face_down=True)
    text(surface, "Draw", "sans_bold", 14 * k, (rects["draw_pile"].centerx, rects["draw_pile"].bottom + int(4 * k)),
         theme.BONE_DIM, "midtop")
    disc = view["discard"]
    top = card_by_id(disc[-1]) if disc else None
    dr = rects["discard_pile"]
    if top:
        cardw.draw_stack(surface, dr, len(disc), face_down=False, top=card_kwargs(top))
        hits.append((dr, top))
    else:
        cardw.draw_stack(surface, dr, 0)
    text(surface, "Discard", "sans_bold", 14 * k, (dr.centerx, dr.bottom + int(4 * k)), theme.BONE_DIM, "midtop")
    strain = view.get("strain") or "none"
    sr = rects["strain_pile"]
    if strain != "none":
        st = content().strains.get(strain)
        name = st.name if st else strain.title()
        body = (st.play_text or st.zombie_text) if st else ""
        cardw.draw_card(surface, sr, name, "strain", body)
        hits.append((sr, {"id": "", "name": f"Strain: {name}", "type": "strain",
                          "text": " ".join(x for x in ((st.play_text, st.zombie_text) if st else ()) if x)}))
        text(surface, "Strain", "sans_bold", 14 * k, (sr.centerx, sr.bottom + int(4 * k)), theme.BONE_DIM, "midtop")
    else:
        gone = view.get("removed_count", 0)
        if gone:
            text(surface, f"{gone} removed", "sans", 12 * k, sr.center, theme.ASH, "center", shadow=False)


# -- side panels -----------------------------------------------------------------------------------------


def draw_dice_panel(surface, rect: pygame.Rect, rolls: list, k: float) -> None:
    panel(surface, rect, max(3, int(10 * k)), (10, 8, 9, 220), theme.PANEL_EDGE, max(1, int(2 * k)))
    text(surface, "Rolls so far", "serif", 18 * k, (rect.x + int(12 * k), rect.y + int(8 * k)), theme.BONE)
    stats = dice_stats(rolls, FACES)
    y = rect.y + int(38 * k)
    if not stats:
        text(surface, "No dice rolled yet.", "sans", 13 * k, (rect.x + int(14 * k), y), theme.ASH, shadow=False)
        return
    ds = int(22 * k)
    for st in stats:
        die_face.draw_die(surface, (rect.x + int(14 * k) + ds // 2, y + ds // 2), ds, st.die, DIE_SHOW[st.die], shadow=False)
        text(surface, f"{st.die.capitalize()} Die", "sans_bold", 14 * k, (rect.x + int(14 * k) + ds + int(8 * k),
                                                                          y + ds // 2), theme.BONE, "midleft")
        y += max(ds, textfit.line_height("sans_bold", 14 * k)) + int(6 * k)
        # one bar per face: observed count, a tick at the expected count
        faces = list(st.counts)
        bw = (rect.w - int(28 * k)) / max(1, len(faces))
        bar_h = int(34 * k)
        peak = max(max(st.counts.values()), max(st.expected.values()), 1)
        for i, f in enumerate(faces):
            bx = rect.x + int(14 * k) + i * bw
            h = int(bar_h * st.counts[f] / peak)
            col = {"survival": (222, 118, 28), "infection": (62, 150, 60)}.get(st.die, (190, 180, 160))
            pygame.draw.rect(surface, col, (bx + bw * 0.2, y + bar_h - h, bw * 0.6, h), border_radius=max(1, int(2 * k)))
            ey = y + bar_h - int(bar_h * st.expected[f] / peak)
            pygame.draw.line(surface, theme.BLOOD_BRIGHT, (bx + bw * 0.1, ey), (bx + bw * 0.9, ey), max(1, int(2 * k)))
            label = {"blank": "–", "survival": "♥", "infection": "☣"}.get(f, f)
            text(surface, f"{label}:{st.counts[f]}", "sans", 11 * k, (bx + bw / 2, y + bar_h + int(2 * k)),
                 theme.BONE_DIM, "midtop", shadow=False)
        y += bar_h + int(2 * k) + textfit.line_height("sans", 11 * k)
        col = theme.BONE_DIM if st.fair is None else ((150, 200, 130) if st.fair else theme.BLOOD_BRIGHT)
        fitted_line(surface, st.verdict, "sans", 12 * k, (rect.x + int(14 * k), y), rect.w - int(28 * k), col,
                    shadow=False)
        y += textfit.line_height("sans", 12 * k) + int(8 * k)
        if y > rect.bottom - int(40 * k):
            break


# -- hover zoom -----------------------------------------------------------------------------------------


def zoom_kwargs(card: dict) -> dict:
    """draw_card arguments for the hover zoom: the whole card (its text from the content, or the
    card dict's own text for the phase and strain cards the table makes up)."""
    c = content().cards.get(card.get("id") or "")
    return {"title": card.get("name") or (c.name if c else ""), "card_type": card.get("type") or (c.type if c else ""),
            "text": card.get("text") or (c.text if c else ""), "players": c.players if c else "all"}


@lru_cache(maxsize=8)
def vignette(size: tuple) -> pygame.Surface:
    """Dark corners over the whole table, for the horror mood (cached per size)."""
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            a = max(0.0, min(1.0, (dx * dx + dy * dy) ** 0.5 - 0.55)) * 200
            small.set_at((x, y), (0, 0, 0, int(a)))
    return pygame.transform.smoothscale(small, size)


def fit(txt, px, w):
    return fit_px(txt, "sans", px, w)
