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
from ...widgets import die_face, patterns, portrait, textfit
from ...widgets.ink import clip, fit_px, fitted_line, panel, text, wrap
from ..dice_stats import dice_stats
from ..units import grown, scale_steps
from . import art, portraits
from ...surfaces import new_surface, size_of

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
    """draw_card arguments for a card dict of the view ({uid, id, name, type, rotated}): its picture too (a
    character's portrait, else the card's icon)."""
    c = content().cards.get(card.get("id"))
    return {"title": card.get("name") or (c.name if c else "?"), "card_type": card.get("type") or (c.type if c else ""),
            "text": c.text if c else "", "players": c.players if c else "all", "rotated": bool(card.get("rotated")),
            **picture(card.get("id") or "")}


def picture(card_id: str) -> dict:
    """draw_card's picture arguments for a card: its icon (content data) and a character's look."""
    c = content().cards.get(card_id)
    out = {"icon": c.icon} if c and c.icon else {}
    look = portraits.look_of(card_id)
    if look:
        out["look"] = look
    return out


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
    art.draw_panel(surface, area, "camp" if camp["alive"] else "fallen",
                   art.TABLE_ICONS["camp" if camp["alive"] else "fallen"], col, camp["id"])
    if deciding:
        pygame.draw.rect(surface, col, area, max(1, int(4 * k)), border_radius=radius)
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
    if camp["hideout"] and cardw.is_plate(hr.w, hr.h):
        draw_plate(surface, hr, camp["hideout"]["name"], "hideout", camp["hideout"].get("id") or "", k, ts)
        hits.append((hr, camp["hideout"]))
    elif camp["hideout"]:
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
    cardw.draw_card(surface, pr, title, ctype, "", text_scale=ts)
    icon = {"survival": ("survival", "survival"), "infection": ("infection", "infection")}.get(phase)
    if icon:
        die_face.draw_die(surface, (pr.right - isz * 0.75, pr.centery), isz, icon[0], icon[1], shadow=False)
    else:
        text(surface, "☠", "sans_bold", isz, (pr.right - isz * 0.75, pr.centery), theme.BLOOD, "center", shadow=False)
    hits.append((pr, {"id": "", "name": f"Phase: {title}", "type": "phase", "text": ptext,
                      "icon": art.TABLE_ICONS[{"survival": "camp", "infection": "infection"}.get(phase, "fallen")]}))
    # survivors and zombie chips
    sr = parts["survivors"]
    art.draw_token_stack(surface, sr.inflate(0, -int(18 * k)).move(0, int(9 * k)), camp["survivors"], "survivor")
    text(surface, "Survivors", "sans", 11 * k, (sr.x + int(2 * k), sr.y), theme.BONE_DIM, shadow=False)
    if camp["zombie_chips"]:
        zc = (sr.right - int(14 * k), sr.y + int(28 * k))
        art.draw_token(surface, zc, 13 * k, "zombie")
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
        veil = new_surface(area.size, pygame.SRCALPHA)
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
            draw_plate(surface, r, name, "character", card.get("id") or "", k, ts)
            hits.append((r, card))


def draw_plate(surface, r: pygame.Rect, name: str, ctype: str, card_id: str, k: float, ts: float = 1.0,
               highlight=None) -> None:
    """A card as a name plate with its picture in a round medallion at the left (a character's face, else the
    card's icon), when the plate is tall enough for a picture to read and the name still fits whole beside it;
    else the plate alone."""
    side = r.h
    gap = max(1, int(3 * k))
    plate = pygame.Rect(r.x + side + gap, r.y, r.w - side - gap, r.h)
    pictured = side >= max(14, int(18 * k)) and plate.w >= plate.h * 1.2 and \
        cardw.title_shown_whole(name, plate.w, plate.h, ts)
    if not pictured:
        cardw.draw_card(surface, r, name, ctype, "", text_scale=ts, highlight=highlight)
        return
    cardw.draw_card(surface, plate, name, ctype, "", text_scale=ts)
    face = pygame.Rect(r.x, r.y, side, side)
    medallion(surface, face, ctype, card_id)
    if highlight:
        pygame.draw.rect(surface, highlight, r.inflate(4, 4), max(2, r.w // 40), border_radius=max(2, r.h // 6))


def medallion(surface, face: pygame.Rect, ctype: str, card_id: str) -> None:
    """A card's picture in a circle: a character's head and shoulders, else its icon on the type's colour."""
    from ... import icons

    frame, band, _ = cardw.TYPE_COLOURS.get(ctype, cardw.DEFAULT_TYPE)
    look = portraits.look_of(card_id)
    pygame.draw.circle(surface, (14, 10, 8), (face.centerx + 1, face.centery + 1), face.w // 2)
    if look:
        img = portrait.bust(look, face.w - 2)
        surface.blit(img, img.get_rect(center=face.center))
    else:
        pygame.draw.circle(surface, tuple(c // 2 for c in band), face.center, face.w // 2 - 1)
        c = content().cards.get(card_id)
        if c and c.icon:
            icons.draw(surface, c.icon, face.inflate(-face.w * 3 // 10, -face.h * 3 // 10), cardw.PAPER)
    pygame.draw.circle(surface, frame, face.center, face.w // 2, max(1, face.w // 14))


# -- city center and piles ----------------------------------------------------------------------------


def city_center_layout(area: pygame.Rect, parts: dict, cc: dict, k: float, scale: float) -> tuple:
    """(scale, whether the Sporocarp count takes a line of its own) for the City Center's words: the largest step
    down from the setting's at which the title and the count share the top line, or failing that stack, each pile's
    label fits its width and its chips keep half their part (the box is fixed)."""
    spor = f"Sporocarp Mass: {cc['sporocarp']}" if cc.get("sporocarp") else ""
    for s in scale_steps(scale):
        px, small, lab = round(grown(18 * k, s)), round(grown(13 * k, s)), round(grown(12 * k, s))
        title_w = textfit.width("City Center", "serif", px) + int(20 * k)
        spor_w = textfit.width(spor, "sans_bold", small) + int(8 * k) if spor else 0
        alone = bool(spor) and title_w + spor_w > area.w
        top = int(4 * k) + textfit.line_height("serif", px) + (textfit.line_height("sans_bold", small) if alone else 0)
        for key, word in (("survivors", "Survivors"), ("zombies", "Zombies")):
            r = parts[key]
            chips = r.bottom - max(r.y - area.y, top) - area.y - textfit.line_height("sans", lab)
            if textfit.width(word, "sans", lab) > r.w or chips < r.h // 2 or max(spor_w, title_w) > area.w:
                break
        else:
            return s, alone
    return 1.0, False


def draw_city_center(surface, area: pygame.Rect, parts: dict, cc: dict, k: float, hits: list,
                     scale: float = 1.0) -> None:
    art.draw_panel(surface, area, "city_center", art.TABLE_ICONS["city_center"])
    s, alone = city_center_layout(area, parts, cc, k, scale)
    # at the UI scale the title (and the Sporocarp count under it) may be taller than the band above the piles:
    # the piles' labels and chips move down
    head = text(surface, "City Center", "serif", grown(18 * k, s), (area.x + int(10 * k), area.y + int(4 * k)),
                theme.BONE)
    if cc.get("sporocarp"):
        at = (area.right - int(8 * k), head.bottom if alone else area.y + int(6 * k))
        head = head.union(text(surface, f"Sporocarp Mass: {cc['sporocarp']}", "sans_bold", grown(13 * k, s), at,
                               theme.SICK_GREEN, "topright"))
    for key, label, side in (("survivors", "Survivors", "survivor"), ("zombies", "Zombies", "zombie")):
        r = parts[key]
        lab = text(surface, label, "sans", grown(12 * k, s), (r.x, max(r.y, head.bottom)), theme.BONE_DIM, shadow=False)
        chips = pygame.Rect(r.x, max(r.y + int(30 * k), lab.bottom), r.w, 0)
        chips.h = r.bottom - chips.y
        art.draw_token_stack(surface, chips, cc[key], side)
    if cc.get("units"):
        row = pygame.Rect(area.x + int(8 * k), area.bottom - int(40 * k), area.w - int(16 * k), int(36 * k))
        draw_units(surface, row, cc["units"], k, hits)


def pile_label(surface, label: str, pile: pygame.Rect, k: float, scale: float, room: int) -> None:
    """A pile's name under it, at the UI scale as far as the pile's width (and half the gap to the next) and the
    `room` below it (down to the dice tray) allow."""
    px = textfit.within(fit_px(label, "sans_bold", grown(14 * k, scale), pile.w + int(8 * k)), 14 * k, room, "sans_bold")
    text(surface, label, "sans_bold", px, (pile.centerx, pile.bottom + int(4 * k)), theme.BONE_DIM, "midtop")


def draw_pile_mats(surface, rects: dict, k: float) -> None:
    """A painted mat under each pile, its picture showing where the pile runs out."""
    for key, icon in (("draw_pile", art.TABLE_ICONS["draw"]), ("discard_pile", art.TABLE_ICONS["discard"])):
        mat = rects[key].inflate(int(10 * k), int(10 * k))
        art.draw_panel(surface, mat, "pile")
        side = int(min(rects[key].w, rects[key].h) * 0.6)
        from ... import icons
        icons.draw(surface, icon, pygame.Rect(0, 0, side, side).move(rects[key].centerx - side // 2,
                                                                     rects[key].centery - side // 2), (92, 70, 56))


def draw_piles(surface, rects: dict, view: dict, k: float, hits: list, scale: float = 1.0) -> None:
    draw_pile_mats(surface, rects, k)
    cardw.draw_stack(surface, rects["draw_pile"], view["draw_count"], face_down=True)
    below = rects["dice_tray"].y - rects["draw_pile"].bottom - int(6 * k) if "dice_tray" in rects else 10 ** 4
    pile_label(surface, "Draw", rects["draw_pile"], k, scale, below)
    disc = view["discard"]
    top = card_by_id(disc[-1]) if disc else None
    dr = rects["discard_pile"]
    if top:
        cardw.draw_stack(surface, dr, len(disc), face_down=False, top=card_kwargs(top))
        hits.append((dr, top))
    else:
        cardw.draw_stack(surface, dr, 0)
    pile_label(surface, "Discard", dr, k, scale, below)
    strain = view.get("strain") or "none"
    sr = rects["strain_pile"]
    if strain != "none":
        st = content().strains.get(strain)
        name = st.name if st else strain.title()
        body = (st.play_text or st.zombie_text) if st else ""
        cardw.draw_card(surface, sr, name, "strain", body, icon=st.icon if st else "")
        hits.append((sr, {"id": "", "name": f"Strain: {name}", "type": "strain", "icon": st.icon if st else "",
                          "text": " ".join(x for x in ((st.play_text, st.zombie_text) if st else ()) if x)}))
        pile_label(surface, "Strain", sr, k, scale, below)
    else:
        gone = view.get("removed_count", 0)
        if gone:
            text(surface, f"{gone} removed", "sans", fit_px(f"{gone} removed", "sans", grown(12 * k, scale), sr.w), sr.center,
                 theme.ASH, "center", shadow=False)


# -- side panels -----------------------------------------------------------------------------------------


def _verdict_lines(st, rect: pygame.Rect, k: float, s: float) -> list:
    """A die's verdict in the dice panel's width: one line, or two at the UI scale."""
    return textfit.wrap(st.verdict, "sans", round(grown(12 * k, s)), rect.w - int(28 * k))


def _dice_block_h(k: float, s: float, counts: bool, verdict_lines: int = 1) -> int:
    """One die's rows in the dice panel: its name, the bars (shorter without their counts), the counts under
    them (or none: the panel's hover help has them) and the verdict's lines; s is the text's scale."""
    lh = textfit.line_height
    return (max(int(22 * k), lh("sans_bold", round(grown(14 * k, s)))) + int(6 * k) + _bar_h(k, counts) + int(2 * k)
            + (lh("sans", round(grown(11 * k, s))) if counts else 0)
            + verdict_lines * lh("sans", round(grown(12 * k, s))) + int(8 * k))


def face_count(st, face: str) -> str:
    """A face's count as the dice panel writes it under its bar (and its hover help)."""
    return f"{ {'blank': '–', 'survival': '♥', 'infection': '☣'}.get(face, face)}:{st.counts[face]}"


def _bar_h(k: float, counts: bool) -> int:
    return int(34 * k) if counts else int(16 * k)


def dice_panel_layout(rect: pygame.Rect, stats: list, k: float, scale: float) -> tuple:
    """(scale, counts shown) for the dice panel's words: the largest step down from the setting's at which the
    title and the dice's rows fit the panel's height, with the counts under the bars if they fit, else without
    (the box is fixed and full at 100%), every die's verdict in two lines at most."""
    for s in scale_steps(scale):
        lines = [len(_verdict_lines(st, rect, k, s)) if s > 1.0 else 1 for st in stats] or [1]
        if s > 1.0 and max(lines) > 2:
            continue
        top = int(8 * k) + textfit.line_height("serif", round(grown(18 * k, s))) + int(4 * k)
        for counts in (True, False):
            if top + sum(_dice_block_h(k, s, counts, n) for n in lines) <= rect.h - int(8 * k):
                return s, counts
    return 1.0, True


def draw_dice_panel(surface, rect: pygame.Rect, rolls: list, k: float, scale: float = 1.0) -> None:
    panel(surface, rect, max(3, int(10 * k)), (10, 8, 9, 220), theme.PANEL_EDGE, max(1, int(2 * k)))
    stats = dice_stats(rolls, FACES)
    s, counts = dice_panel_layout(rect, stats, k, scale)
    title = fitted_line(surface, "Rolls so far", "serif", grown(18 * k, s), (rect.x + int(12 * k), rect.y + int(8 * k)),
                        rect.w - int(24 * k), theme.BONE)
    y = max(rect.y + int(38 * k), title.bottom + int(4 * k))
    if not stats:
        fitted_line(surface, "No dice rolled yet.", "sans", grown(13 * k, s), (rect.x + int(14 * k), y),
                    rect.w - int(28 * k), theme.ASH, shadow=False)
        return
    ds = int(22 * k)
    for st in stats:
        verdict = _verdict_lines(st, rect, k, s) if s > 1.0 else [st.verdict]
        if y + _dice_block_h(k, s, counts, len(verdict)) > rect.bottom - int(4 * k):
            break
        row = max(ds, textfit.line_height("sans_bold", round(grown(14 * k, s))))
        die_face.draw_die(surface, (rect.x + int(14 * k) + ds // 2, y + row // 2), ds, st.die, DIE_SHOW[st.die], shadow=False)
        hx = rect.x + int(14 * k) + ds + int(8 * k)
        fitted_line(surface, f"{st.die.capitalize()} Die", "sans_bold", grown(14 * k, s), (hx, y + row // 2),
                    rect.right - int(14 * k) - hx, theme.BONE, "midleft")
        y += row + int(6 * k)
        # one bar per face: observed count, a tick at the expected count
        faces = list(st.counts)
        bw = (rect.w - int(28 * k)) / max(1, len(faces))
        bar_h = _bar_h(k, counts)
        peak = max(max(st.counts.values()), max(st.expected.values()), 1)
        for i, f in enumerate(faces):
            bx = rect.x + int(14 * k) + i * bw
            h = int(bar_h * st.counts[f] / peak)
            col = {"survival": (222, 118, 28), "infection": (62, 150, 60)}.get(st.die, (190, 180, 160))
            pygame.draw.rect(surface, col, (bx + bw * 0.2, y + bar_h - h, bw * 0.6, h), border_radius=max(1, int(2 * k)))
            ey = y + bar_h - int(bar_h * st.expected[f] / peak)
            pygame.draw.line(surface, theme.BLOOD_BRIGHT, (bx + bw * 0.1, ey), (bx + bw * 0.9, ey), max(1, int(2 * k)))
            if counts:
                fitted_line(surface, face_count(st, f), "sans", grown(11 * k, s), (bx + bw / 2, y + bar_h + int(2 * k)), bw,
                            theme.BONE_DIM, "midtop", shadow=False)
        y += bar_h + int(2 * k) + (textfit.line_height("sans", round(grown(11 * k, s))) if counts else 0)
        col = theme.BONE_DIM if st.fair is None else ((150, 200, 130) if st.fair else theme.BLOOD_BRIGHT)
        for line in verdict:
            fitted_line(surface, line, "sans", grown(12 * k, s), (rect.x + int(14 * k), y), rect.w - int(28 * k), col,
                        shadow=False)
            y += textfit.line_height("sans", round(grown(12 * k, s)))
        y += int(8 * k)


# -- hover zoom -----------------------------------------------------------------------------------------


def zoom_kwargs(card: dict) -> dict:
    """draw_card arguments for the hover zoom: the whole card (its text from the content, or the
    card dict's own text for the phase and strain cards the table makes up)."""
    c = content().cards.get(card.get("id") or "")
    pic = picture(card.get("id") or "") or ({"icon": card["icon"]} if card.get("icon") else {})
    return {"title": card.get("name") or (c.name if c else ""), "card_type": card.get("type") or (c.type if c else ""),
            "text": card.get("text") or (c.text if c else ""), "players": c.players if c else "all", **pic}


@lru_cache(maxsize=8)
def vignette(size: tuple) -> pygame.Surface:
    """Dark corners over the whole table, for the horror mood (cached per size)."""
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            a = max(0.0, min(1.0, (dx * dx + dy * dy) ** 0.5 - 0.55)) * 200
            small.set_at((x, y), (0, 0, 0, int(a)))
    return pygame.transform.smoothscale(small, size_of(size))


def fit(txt, px, w):
    return fit_px(txt, "sans", px, w)
