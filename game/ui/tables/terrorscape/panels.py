"""The Terrorscape table's panels around the map, drawn from the screen seat's view only:

  Survivors   a card per Survivor: health, the three fear slots, and on the team's side its items
  team        (the Survivors' side) the key stand, the radio and vehicle repair tracks with the fuel, the
              rescue track of the screen, the four search decks with their open discard piles
  Device      the analysis card's three positions and its two switches (both sides see how far the
              analysis went; only the team sees the weakness, the location and the tactic)
  Killer      the level board (name, level 1..max, strength, cards in the Final Showdown area, DELAY),
              and on the Killer's side the hand (each card a row, hover to read it) and the decks' counts
  offer       the cards drawn for a keep / pick decision, face up over the map's foot

`panel_rects(view, g)` says where every clickable part is (the table's anchors and hover items come
from it), the draw functions paint them.
"""
from __future__ import annotations

import pygame

from game.games.terrorscape import sources
from game.games.terrorscape.state import card_id

from ... import icons, theme
from ...widgets import card as cardw
from ...widgets import map_icons, patterns, textfit
from ...widgets.ink import fitted_line, panel, text
from . import portraits
from .card_faces import draw_row_card
from .pieces import REPAIR_NEEDED, figure_index, killer_colour, survivor_colour
from .prompt import offered_cards

DECKS = ("discover", "key", "medical", "weapon")
DECK_SHORT = {"discover": "Disc.", "key": "Key", "medical": "Med.", "weapon": "Weap."}
DECK_COLOURS = {"discover": (120, 110, 96), "key": (200, 170, 70), "medical": (200, 80, 80), "weapon": (150, 160, 180)}
RESCUE_SLOTS = 5
HAND_ROWS = 6  # the hand limit is 5 (rulebook), one more while a card is paid or unlocked
WEAKNESS_WORDS = {"noise": "noise", "fire": "fire", "light": "light", "blade": "blade"}


def item_name(uid: str) -> str:
    try:
        return sources.content().items[card_id(uid)]["name"]
    except KeyError:
        return uid


def item_card(uid: str) -> dict:
    """draw_card's arguments for an item (its whole text, for the hover zoom)."""
    it = sources.content().items.get(card_id(uid)) or {}
    icons = ", ".join(it.get("icons") or [])
    head = ("NOISE. " if it.get("noise") else "") + (f"Weakness icons: {icons}. " if icons else "")
    return {"title": it.get("name", uid), "card_type": f"{it.get('deck', 'item')} item", "text": head + it.get("text", ""),
            "icon": it.get("icon", "")}


def trait_card(tid: str):
    """draw_card's arguments for a trait (None when `tid` is no trait)."""
    t = sources.content().traits.get(tid)
    if t is None:
        return None
    return {"title": t["name"], "card_type": f"{t.get('side', '')} trait".strip(), "text": t.get("text", ""),
            "icon": t.get("icon", "")}


def skill_card(uid: str) -> dict:
    sk = sources.content().skills.get(card_id(uid)) or {}
    cost = f" Cost: discard {sk['cost']}." if sk.get("cost") else ""
    return {"title": sk.get("name", uid), "card_type": f"{sk.get('speed', '')} skill".strip(),
            "text": sk.get("text", "") + cost, "icon": sk.get("icon", "")}


def skill_name(uid: str) -> str:
    return (sources.content().skills.get(card_id(uid)) or {}).get("name", uid)


def killer_info(view: dict) -> dict:
    return sources.content().killers.get((view.get("killer") or {}).get("id"), {})


# -- where things are ---------------------------------------------------------------------------------------


def panel_rects(view: dict, g) -> dict:
    """anchor id -> screen rect of every panel part a click or the pointer can hit."""
    out = {}
    surv = view.get("survivors") or []
    area = g.rects["survivors"]
    n = max(1, len(surv))
    gap = g.u(6)
    w = (area.w - gap * (n - 1)) // n
    for i, s in enumerate(surv):
        r = pygame.Rect(area.x + i * (w + gap), area.y, w, area.h)
        out[("panel", s["char"])] = r
        rows = survivor_rows(g, r)
        items = s.get("items") or []
        step = min(rows["item"] + g.u(2), (r.bottom - g.u(4) - rows["items"]) // max(1, len(items)))
        for j, uid in enumerate(items):
            out[("item", uid)] = pygame.Rect(r.x + g.u(4), rows["items"] + j * step, r.w - g.u(8), step - g.u(2))
    if view.get("side") == "survivors":
        t = g.rects["team"]
        dw = (t.w - g.u(8) * 5) // 4
        for i, name in enumerate(DECKS):
            out[("deck", name)] = pygame.Rect(t.x + g.u(8) + i * (dw + g.u(8)), t.y + g.u(96), dw, g.u(40))
            out[("discards", name)] = pygame.Rect(t.x + g.u(8) + i * (dw + g.u(8)), t.y + g.u(140), dw, g.u(24))
        out[("track", "radio")] = pygame.Rect(t.x + g.u(6), t.y + g.u(26), t.w - g.u(12), g.u(20))
        out[("track", "vehicle")] = pygame.Rect(t.x + g.u(6), t.y + g.u(48), t.w - g.u(12), g.u(20))
        out[("device",)] = g.rects["device"]
    else:
        hand = (view.get("killer") or {}).get("hand")
        if hand is not None:
            h = g.rects["hand"]
            out[("device",)] = pygame.Rect(h.right - g.u(120), h.y, g.u(120), h.h)
            # a row per card, as tall as its name at the UI scale while the rows fit, shorter (the name smaller:
            # draw_hand) when they would not; a second column only past the hand limit
            cols = 2 if len(hand) > HAND_ROWS else 1
            rows = -(-len(hand) // cols)
            # each row as tall as the hand leaves it (up to a short card's height: its picture and its text)
            top = hand_top(g, rows)
            step = max(g.u(23), min(g.u(58 * g.scale), (h.bottom - g.u(4) - top + g.u(2)) // max(1, rows)))
            cw = (h.w - g.u(130) - g.u(8) * (cols + 1)) // cols
            for i, uid in enumerate(hand):
                c, row = divmod(i, rows)
                out[("card", uid)] = pygame.Rect(h.x + g.u(8) + c * (cw + g.u(8)), top + row * step, cw,
                                                 step - g.u(2))
        else:
            out[("device",)] = g.rects["device"]
    offer = offered_cards(view)
    if offer:
        m = g.rects["map"]
        cw = g.grow(104, m.w - g.u(24), len(offer), g.u(12))
        cw, ch = cw, min(cw * 146 // 104, m.h - g.u(28))
        total = len(offer) * cw + (len(offer) - 1) * g.u(12)
        x = m.centerx - total // 2
        for i, uid in enumerate(offer):
            out[("offer", uid)] = pygame.Rect(x + i * (cw + g.u(12)), m.bottom - ch - g.u(14), cw, ch)
    return out


# -- drawing -----------------------------------------------------------------------------------------------


def hand_top(g, rows: int) -> int:
    """The top of the Killer's first hand row: under the title "Your hand (n)" at the UI scale, as far as `rows`
    rows of the 100% height still fit under it."""
    h = g.rects["hand"]
    top = h.y + max(g.u(26), g.u(8) + g.line(g.tx(13), "sans_bold"))
    return max(h.y + g.u(26), min(top, h.bottom - g.u(2) - rows * g.u(23)))


ITEMS = 3  # a Survivor's inventory (rulebook: "up to 3 items"); a fourth, while one is discarded, squeezes in


def survivor_rows(g, r: pygame.Rect) -> dict:
    """Where a Survivor's card writes its rows (the name, where it is, health, fear, then its items), each as tall as
    its text at the largest scale up to the UI scale at which they and three items fit the card; at 100% the rows
    of the 1280x720 layout."""
    for t in g.steps_down():
        name = max(g.u(24), g.line(g.tx_at(15, t), "sans_bold") + g.u(2))
        line = max(g.u(20), g.line(g.tx_at(13, t)) + g.u(2))
        item = max(g.u(18), g.line(g.tx_at(12, t)) + g.u(2))
        loc = r.y + g.u(6) + name
        health = loc + line + g.u(4)
        items = health + line + line // 2 + g.u(2)
        if items + ITEMS * (item + g.u(2)) <= r.bottom - g.u(4):
            break
    px = g.tx_at(13, t)  # the words "Health" and "Fear" as big as the card's width leaves beside three fear slots
    while px > g.px(13) and textfit.width("Health", "sans", px) + g.u(8) + 3 * (px + g.u(4)) > r.w - g.u(12):
        px -= 1
    return {"name": r.y + g.u(6), "loc": loc, "health": health, "fear": health + line, "items": items, "item": item,
            "px": px, "name_px": g.tx_at(15, t), "item_px": g.tx_at(12, t)}


OUT_WORDS = {"eliminated": "Killed", "mutated": "Mutated", "escaped": "Escaped"}


def portrait_rect(g, r: pygame.Rect, rows: dict) -> pygame.Rect:
    """Where a Survivor's card shows its portrait: the top right corner, down to just above its Health row."""
    size = max(g.u(20), rows["health"] - g.line(rows["px"]) // 2 - r.y - g.u(7))
    return pygame.Rect(r.right - g.u(5) - size, r.y + g.u(5), size, size)


def place_words(g, loc: str, px: int, room: int) -> str:
    """Where a Survivor is, as much as fits: "at B5 Security Office", else its code ("at B5"; the map and the
    hover tip say the whole name)."""
    whole = f"at {g.board.label(loc)}"
    return whole if textfit.width(whole, "sans", px) <= room else f"at {loc}"


def fear_slot(g, r: pygame.Rect, i: int) -> pygame.Rect:
    """The i-th of the three fear slots on a Survivor's card (right of its word "Fear", growing with its text)."""
    rows = survivor_rows(g, r)
    s = max(g.u(14), rows["px"])
    x = r.x + g.u(8) + max(g.u(56), textfit.width("Health", "sans", rows["px"]) + g.u(8))
    return pygame.Rect(x + i * (s + g.u(4)), rows["fear"] - s // 2, s, s)


def draw_survivors(surface, g, view: dict, rects: dict) -> None:
    for s in view.get("survivors") or []:
        r = rects.get(("panel", s["char"]))
        if r is None:
            continue
        rows = survivor_rows(g, r)
        px = rows["px"]
        col = survivor_colour(s["char"])
        out = s.get("out") is not None
        panel(surface, r, g.u(8), (16, 14, 16, 230), col if not out else theme.ASH, max(1, g.u(2)))
        # the Survivor's shape in its colour (its figure on the map wears it too); its name is beside it, both as
        # big as the name's row at the UI scale
        badge = max(g.u(9), rows["name_px"] * 3 // 5)
        patterns.seat_badge(surface, figure_index(s["char"]), (r.x + g.u(7) + badge, rows["name"] + g.u(1) + badge),
                            badge + g.u(1), col)
        # the Survivor's portrait in the card's top right corner, as tall as the name and place rows above Health
        bust = portrait_rect(g, r, rows)
        surface.blit(portraits.survivor_bust(s["char"], bust.w, scared=out or int(s.get("fear") or 0) >= 2), bust)
        pygame.draw.circle(surface, col if not out else theme.ASH, bust.center, bust.w // 2, max(1, g.u(1.5)))
        fitted_line(surface, s.get("name", s["char"]), "sans_bold", rows["name_px"],
                    (r.x + g.u(12) + 2 * badge, rows["name"]), bust.x - r.x - g.u(16) - 2 * badge,
                    theme.BONE if not out else theme.ASH)
        loc, room = s.get("loc"), bust.x - r.x - g.u(12)
        where = OUT_WORDS.get(s.get("out"), "Out") if out else (place_words(g, loc, px, room) if loc else "")
        if where:
            fitted_line(surface, where, "sans", px, (r.x + g.u(8), rows["loc"]), room, theme.BONE_DIM)
        # health hearts, then the three fear slots (3 fears overwhelm: the Survivor is revealed)
        y = rows["health"]
        hx = r.x + g.u(8)
        health = int(s.get("health") or 0)
        text(surface, "Health", "sans", px, (hx, y), theme.BONE_DIM, "midleft", shadow=False)
        heart = max(g.u(6), px // 2 - g.u(1))
        for i in range(max(2, health)):
            c = (220, 60, 60) if i < health else (60, 40, 40)
            pygame.draw.circle(surface, c, (fear_slot(g, r, 0).x + heart + i * (2 * heart + g.u(4)), y), heart)
        y = rows["fear"]
        text(surface, "Fear", "sans", px, (hx, y), theme.BONE_DIM, "midleft", shadow=False)
        for i in range(3):
            filled = i < int(s.get("fear") or 0)
            c = fear_slot(g, r, i)
            pygame.draw.rect(surface, (150, 60, 200) if filled else (40, 30, 48), c, border_radius=g.u(3))
            pygame.draw.rect(surface, (190, 150, 220), c, 1, border_radius=g.u(3))
        if s.get("bandage"):
            text(surface, f"+{s['bandage']}", "sans_bold", px, (r.right - g.u(8), y), (150, 220, 160), "midright",
                 shadow=False)
        infection = view.get("infection") or {}  # the Parasitoid's tiles under the health tile (parasitoid_view.py)
        tiles = (infection.get("tiles") or {}).get(s["char"])
        if tiles or infection.get("mutated") == s["char"]:
            label = "HOST" if infection.get("mutated") == s["char"] else f"{tiles} tile{'s' if tiles != 1 else ''}"
            text(surface, label, "sans_bold", g.px(12), (r.right - g.u(6), r.y + g.u(8)), (190, 120, 230), "topright",
                 shadow=False)
        for uid in s.get("items") or []:
            ir = rects.get(("item", uid))
            if ir is None or ir.bottom > r.bottom:
                continue
            draw_row_card(surface, ir, item_card(uid), "", g.k, g.tx_within(12, ir.h), name_font="sans")


def draw_team(surface, g, view: dict, rects: dict) -> None:
    team = view.get("team")
    if team is None:
        return
    t = g.rects["team"]
    panel(surface, t, g.u(8), (14, 14, 18, 230), (80, 100, 130), 1)
    # each word as big as the UI scale asks while it fits its fixed place (the panel's layout stays the 100% one)
    keys = f"Keys on the stand: {int(team.get('keys') or 0)}"
    text(surface, keys, "sans_bold", g.tx_box(keys, 12, t.w - g.u(16), g.u(21), "sans_bold"),
         (t.x + g.u(8), t.y + g.u(5)), (232, 200, 90), "topleft", shadow=False)
    for what in ("radio", "vehicle"):
        r = rects[("track", what)]
        have, need = int(team.get(what) or 0), REPAIR_NEEDED[what]
        map_icons.draw_icon(surface, what, (r.x + r.h // 2, r.centery), r.h // 2)
        for i in range(need):
            c = (r.x + r.h + g.u(8) + i * g.u(16), r.centery)
            pygame.draw.circle(surface, map_icons.COLOURS[what] if i < have else (40, 40, 46), c, g.u(6))
        if what == "vehicle":
            fuel = "fuel in" if team.get("fuel") else "no fuel"
            room = r.right - (r.x + r.h + g.u(8) + need * g.u(16))
            text(surface, fuel, "sans", g.tx_box(fuel, 12, room, r.h), (r.right, r.centery),
                 (236, 150, 70) if team.get("fuel") else theme.ASH, "midright", shadow=False)
    # the rescue track of the screen: the token moves one slot each round once the radio works
    y = t.y + g.u(78)
    text(surface, "Rescue", "sans", g.tx_box("Rescue", 12, g.u(58), g.u(18)), (t.x + g.u(8), y), theme.BONE_DIM,
         "midleft", shadow=False)
    rescue = view.get("rescue")
    for i in range(RESCUE_SLOTS):
        c = pygame.Rect(t.x + g.u(70) + i * g.u(24), y - g.u(8), g.u(18), g.u(16))
        pygame.draw.rect(surface, (30, 40, 50), c, border_radius=g.u(3))
        pygame.draw.rect(surface, (110, 205, 225), c, 1, border_radius=g.u(3))
        if rescue is not None and RESCUE_SLOTS - int(rescue) == i:
            pygame.draw.circle(surface, (110, 205, 225), c.center, g.u(6))
    for name in DECKS:
        r = rects[("deck", name)]
        n = int((team.get("decks") or {}).get(name, 0))
        col = DECK_COLOURS[name]
        for j in range(min(3, n), 0, -1):  # a few card edges under the top: a pile, thinner as it runs out
            pygame.draw.rect(surface, tuple(c // 3 for c in col), r.move(j * g.u(1.5), j * g.u(1.5)),
                             border_radius=g.u(4))
        pygame.draw.rect(surface, (28, 20, 20) if n else (20, 18, 18), r, border_radius=g.u(4))
        pygame.draw.rect(surface, col, r, max(1, g.u(2)), border_radius=g.u(4))
        label, half = DECK_SHORT.get(name, name.title()), (r.h - g.u(6)) // 2  # its name above, its count below
        fitted_line(surface, label, "sans_bold", g.tx_box(label, 12, r.w - g.u(4), half, "sans_bold"),
                    (r.centerx, r.y + g.u(3)), r.w - g.u(4), col, "midtop", shadow=False)
        text(surface, str(n), "sans_bold", g.tx_box(str(n), 14, r.w - g.u(4), half, "sans_bold"),
             (r.centerx, r.bottom - g.u(3)), theme.BONE, "midbottom", shadow=False)
        d = rects[("discards", name)]
        pile = (team.get("discards") or {}).get(name) or []
        pygame.draw.rect(surface, (36, 32, 30), d, border_radius=g.u(3))
        top = item_name(pile[-1]) if pile else "none"
        px = g.tx_box(top, 12, d.w - g.u(4), d.h)
        pic = item_card(pile[-1]).get("icon") if pile else ""
        if pic and textfit.width(top, "sans", px) > d.w - g.u(4):  # a name too long for the slot: the card's picture
            icons.draw(surface, pic, d.inflate(-g.u(4), -g.u(4)), theme.BONE, shadow=(0, 0, 0, 150))
        else:
            fitted_line(surface, top, "sans", px, (d.centerx, d.centery), d.w - g.u(4),
                        theme.BONE if pile else theme.ASH, "center", shadow=False)


def draw_device(surface, g, view: dict, rect: pygame.Rect) -> None:
    """The Device: the card's three positions and the two switches; its reading only on the team's side."""
    stage = int(view.get("device_stage") or 0)
    panel(surface, rect, g.u(8), (18, 16, 22, 235), (140, 120, 180), 1)
    text(surface, "Device", "sans_bold", g.px(13), (rect.x + g.u(8), rect.y + g.u(4)), (200, 180, 240), "topleft",
         shadow=False)
    for i in range(2):
        sw = pygame.Rect(rect.right - g.u(50) + i * g.u(22), rect.y + g.u(6), g.u(16), g.u(24))
        on = stage > i
        pygame.draw.rect(surface, (50, 44, 60), sw, border_radius=g.u(4))
        knob = pygame.Rect(sw.x + g.u(2), sw.y + (g.u(2) if on else sw.h // 2), sw.w - g.u(4), sw.h // 2 - g.u(2))
        pygame.draw.rect(surface, (120, 230, 140) if on else (110, 100, 120), knob, border_radius=g.u(3))
    dev = ((view.get("team") or {}).get("device")) or {}
    lines = [f"Analysis {stage} of 2"]
    if dev.get("weakness"):
        lines.append(f"Weakness: {dev['weakness']}")
    if stage == 1 and dev.get("location"):
        lines.append(f"Next at a {dev['location']} location")
    if dev.get("tactic"):
        lines.append("Tactic: " + dev["tactic"])
    y = rect.y + g.u(36)
    px = g.tx(12)  # its lines at the UI scale while all four fit the card, else smaller (never under 100%)
    while px > g.px(12) and y + 3 * max(g.u(18), g.line(px) + g.u(2)) + g.line(px) > rect.bottom - g.u(4):
        px -= 1
    step = max(g.u(18), g.line(px) + g.u(2))
    for line in lines:
        if y + max(g.u(16), g.line(px)) > rect.bottom:
            break
        fitted_line(surface, line, "sans", px, (rect.x + g.u(8), y), rect.w - g.u(14), theme.BONE, shadow=False)
        y += step


def draw_killer_board(surface, g, view: dict) -> None:
    k = view.get("killer") or {}
    r = g.rects["killer_board"]
    info = killer_info(view)
    panel(surface, r, g.u(8), (26, 10, 12, 235), killer_colour(), max(1, g.u(2)))
    # the Killer's portrait, its name and shape, the level track and its strength on the first row
    bust = pygame.Rect(r.x + g.u(8), r.y + g.u(5), g.u(32), g.u(32))
    surface.blit(portraits.killer_bust(k.get("id", ""), bust.w), bust)
    pygame.draw.circle(surface, killer_colour(), bust.center, bust.w // 2, max(1, g.u(1.5)))
    nr = fitted_line(surface, k.get("name", "Killer"), "display", g.tx_within(20, g.u(34), "display"),
                     (bust.right + g.u(6), r.y + g.u(4)), g.u(104), theme.BONE)  # left of its badge and the level track
    patterns.seat_badge(surface, figure_index("killer"), (min(nr.right + g.u(10), r.x + g.u(160)), r.y + g.u(18)),
                        g.u(8), killer_colour())
    top = int(info.get("max_level") or 5)
    lv = int(k.get("level") or 1)
    for i in range(1, top + 1):
        c = (r.x + g.u(180) + (i - 1) * g.u(24), r.y + g.u(20))
        pygame.draw.circle(surface, (200, 40, 40) if i <= lv else (50, 30, 30), c, g.u(10))
        text(surface, str(i), "sans_bold", g.px(12), c, theme.BONE, "center", shadow=False)
    text(surface, f"Strength {k.get('strength', '?')}", "sans_bold", g.px(14), (r.right - g.u(10), r.y + g.u(10)),
         (240, 120, 100), "topright", shadow=False)
    bits = [f"Final Showdown cards {k.get('fsa', 0)}"]
    if k.get("stealth"):
        bits.append("in STEALTH")
    if "deck" in k:
        bits.append(f"deck {k['deck']}, discard {len(k.get('discard') or [])}, actions {k.get('actions', 0)}")
    # what the Survivors must tell the Killer, on both sides' boards
    if view.get("rescue") is not None:
        bits.append(f"rescue in {view['rescue']}")
    if view.get("vehicle_ready"):
        bits.append("the vehicle is ready")
    if view.get("firecracker"):
        bits.append("firecracker: noise everywhere")
    fitted_line(surface, " · ".join(bits), "sans", g.px(13), (r.x + g.u(10), r.y + g.u(42)), r.w - g.u(20),
                theme.BONE_DIM, shadow=False)
    level_text = ((info.get("levels") or {}).get(lv + 1) or {}).get("text")
    if level_text:  # on two rows when it must: whole, never cut (the hover zoom has every level)
        box = pygame.Rect(r.x + g.u(10), r.y + g.u(62), r.w - g.u(20), r.bottom - g.u(4) - (r.y + g.u(62)))
        fit = textfit.fit_block(f"Next level: {level_text}", "sans", g.px(12), box.w, box.h)
        if fit.cut:
            fit = textfit.fit_block("Next level: hover for its effect.", "sans", g.px(12), box.w, box.h)
        y = box.y
        for ln in fit.lines:
            text(surface, ln, "sans", fit.px, (box.x, y), (200, 160, 150), shadow=False)
            y += fit.line_h


def killer_title(view: dict) -> str:
    k = view.get("killer") or {}
    return f"{k.get('name', 'The Killer')}, level {k.get('level', 1)}, strength {k.get('strength', '?')}"


def killer_body(view: dict) -> str:
    """The level board's effects, and on the Killer's side the cards in the Final Showdown area and the discards."""
    k = view.get("killer") or {}
    info = killer_info(view)
    lines = [info.get("text", "")]
    for lv, row in sorted((info.get("levels") or {}).items()):
        lines.append(f"Level {lv}: {row.get('text', '')}")
    if k.get("fsa_cards") is not None:
        lines.append("Final Showdown area: " + (", ".join(skill_name(u) for u in k["fsa_cards"]) or "empty"))
        lines.append("Discard pile: " + (", ".join(skill_name(u) for u in k.get("discard") or []) or "empty"))
    return " ".join(x for x in lines if x)


def draw_hand(surface, g, view: dict, rects: dict, lit: set) -> None:
    k = view.get("killer") or {}
    hand = k.get("hand")
    if hand is None:
        return
    h = g.rects["hand"]
    panel(surface, pygame.Rect(h.x, h.y, h.w - g.u(128), h.h), g.u(8), (22, 10, 12, 230), (120, 40, 40), 1)
    deck = h.right - g.u(128) - g.u(92)  # the Killer's deck chip (chips.deck_chip_rect) right of the title
    rows = len(hand) if len(hand) <= HAND_ROWS else -(-len(hand) // 2)
    px = g.tx_within(13, hand_top(g, rows) - h.y - g.u(6), "sans_bold")
    fitted_line(surface, f"Your hand ({len(hand)})", "sans_bold", px, (h.x + g.u(8), h.y + g.u(5)),
                deck - h.x - g.u(14), theme.BONE, shadow=False)
    for uid in hand:
        r = rects.get(("card", uid))
        if r is None:
            continue
        speed = (sources.content().skills.get(card_id(uid)) or {}).get("speed", "")
        wide = r.w > g.rects["hand"].w // 2  # one column: the speed in full; two (a long hand): its letter
        draw_row_card(surface, r, skill_card(uid), speed.upper() if wide else speed[:1].upper(), g.k,
                      g.tx_within(12, min(r.h, g.u(23)), "sans_bold"), ("card", uid) in lit)


def draw_offer(surface, g, view: dict, rects: dict) -> None:
    for uid in offered_cards(view):
        r = rects.get(("offer", uid))
        if r is None:
            continue
        try:
            kw = trait_card(uid) or (item_card(uid) if card_id(uid) in sources.content().items else skill_card(uid))
        except KeyError:
            kw = {"title": uid}
        cardw.draw_card(surface, r, kw["title"], kw.get("card_type", ""), kw.get("text", ""), icon=kw.get("icon", ""),
                        text_scale=g.scale)
