"""Drawing the Who Goes There? table's still parts from one seat's view (pygame; no state): the camp map itself
(cached per window size and seat count), then what lies on it now: the decks on the spaces, the Boiler Room and
the Camp Door with their Strikes, the Bonfire, the Item tile bank, the helicopter, the Vulnerable deck, the Phase
Deck Discard, the Phase Meter's marker, the Camp Event in play, every character board (cubes, Stamina bar,
Unlocks, items, XP, Strikes, Bonuses, the Locker die) and the screen seat's own hand, Vulnerable cards and
infection card. Card and tile art is drawn with code."""
from __future__ import annotations

import pygame

from game.games.who_goes_there.state import content

from ... import icons, theme
from ...widgets import patterns, textfit
from ...widgets.card import draw_card, draw_card_back, draw_stack, footprint
from ...widgets.ink import fitted_line, fitted_text, panel, text
from ..own_hand import draw_hand, own_cards, own_player
from ..static_layer import BoardCache, Part, backdrop
from ...surfaces import new_surface
from . import card_faces, place_art, portraits

INSIDE = ("storage", "workshop")
METER_COLOURS = {"start": (220, 220, 220), "optional": (120, 120, 120), "normal": (170, 190, 205),
                 "food": (220, 170, 80), "sleep": (120, 130, 220), "helicopter": (230, 80, 60)}
UNLOCK_WORDS = {"unique": "Unique", "cardio": "Cardio", "agility": "Agility", "locker": "Locker", "slots": "+Slots",
                "overstock": "Stock"}
# designed: what each Unlock does, in a player's words (the hover tip of its box on a character board)
UNLOCK_TIPS = {"unique": "the character's Unique Ability", "cardio": "Cardio: a longer Stamina bar",
               "agility": "Agility: one more Action cube", "locker": "the Locker: its die, reset each round",
               "slots": "Extra Item Slots", "overstock": "Overstock: spend XP on Helicopter Bonuses"}
# designed: the round track's pictures (icon names): a meal, a night's sleep, the helicopter's round
METER_ICONS = {"food": "knife-fork", "sleep": "night-sleep", "helicopter": "helicopter"}
# the type band's words where a card's kind alone would read as another game's card type (its frame colour)
CARD_KIND_WORDS = {"key": "key card"}
TILE_FONT = "sans_condensed"  # a tile's whole name in a third of the bank (or on a board) at 1280x720

_BOARDS = BoardCache()



def hexcol(value: str, default=(180, 180, 180)) -> tuple:
    try:
        v = value.lstrip("#")
        return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4))
    except (AttributeError, ValueError):
        return default


def char_colour(char: str) -> tuple:
    return hexcol((content().characters.get(char) or {}).get("colour", ""))


def seat_char_colour(seat: int, char: str) -> tuple:
    """The colour of the seat playing `char`: the character's own in the default palette, the seat's safe colour
    in the colour-blind one (its shape is the seat's: theme.seat_shape)."""
    return theme.seat_colour(seat, own=char_colour(char))


def char_name(char: str) -> str:
    return (content().characters.get(char) or {}).get("name", char)


def card_kwargs(card: str) -> dict:
    return _kwargs("card", card)


def item_kwargs(item: str) -> dict:
    return _kwargs("item", item)


_KWARGS: dict = {}  # (kind, id) -> a card's or tile's words, for the content bound now (emptied on a new one)


def _kwargs(kind: str, what: str) -> dict:
    """A card's or an Item tile's title, type and text (draw_card's arguments), made once per content: the
    anchors' titles and the hover list ask for every tile's after each move."""
    c = content()
    if _KWARGS.get("content") is not c:
        _KWARGS.clear()
        _KWARGS["content"] = c
    got = _KWARGS.get((kind, what))
    if got is None:
        got = _KWARGS[(kind, what)] = _card_words(c, what) if kind == "card" else _item_words(c, what)
    return dict(got)


def _card_words(c, card: str) -> dict:
    info = c.cards.get(card) or {}
    kind = str(info.get("kind", "")).replace("_", " ")
    return {"title": info.get("name", card), "card_type": CARD_KIND_WORDS.get(kind, kind),
            "text": info.get("text", ""), "icon": info.get("icon", "")}


def _item_words(c, item: str) -> dict:
    it = c.items.get(item) or {}
    dice = " ".join(x for x in (f"{it.get('red')} red" if it.get("red") else "",
                                f"{it.get('blue')} blue" if it.get("blue") else "") if x)
    recipe = " + ".join(c.cards.get(r, {}).get("name", r) for r in it.get("recipe") or ())
    up = (" Upgrades " + ", ".join(c.items.get(u, {}).get("name", u) for u in it["upgrade"]) + ".") \
        if it.get("upgrade") else ""
    body = f"{it.get('text', '')} {('Dice: ' + dice + '.') if dice else ''} Recipe: {recipe or '-'}.{up}"
    return {"title": it.get("name", item), "card_type": f"{it.get('type', '')} tile", "text": body.strip(),
            "icon": it.get("icon", "")}


def event_kwargs(event: str) -> dict:
    """A Camp Event card's face: its name, its kind's frame, its text and picture."""
    info = content().events.get(event) or {}
    return {"title": info.get("name", event), "card_type": f"{info.get('kind', '')} event",
            "text": info.get("text", ""), "icon": info.get("icon", "")}


def phase_kwargs(card: str) -> dict:
    info = content().phase_cards.get(card) or {}
    return {"title": info.get("name", card), "card_type": str(info.get("type", "")).replace("_", " "),
            "text": info.get("text", ""), "icon": info.get("icon", "")}


def board_surface(g) -> pygame.Surface:
    """The empty camp map (cloth, spaces, areas without the character boards), cached per size and seat count."""
    return _BOARDS.get((g.size, g.scale, g.seats), g.size, lambda surf: _draw_board(surf, g))


def _draw_board(surf, g) -> None:
    areas = [a for a, area in g.layout.areas.items() if area.kind != "camp" and a not in ("prompt", "log")]
    g.lv.draw(surf, areas, labels=False, captions=False)  # the table writes its own titles (no overlaps)
    for a in areas:  # every board of the camp painted over its plain box
        place_art.paint(surf, g.area[a], a, g.k)
    for sid, r in g.space_rect.items():
        place_art.paint(surf, r, sid, g.k)
    for sid, r in g.space_rect.items():  # the name in the band above the deck (deck_rect)
        fitted_line(surf, g.space_name.get(sid, sid), "display", g.tx_within(15, g.u(21), "display"),
                    (r.centerx, r.y + g.u(3)), r.w - g.u(6), theme.BONE, "midtop")
    for sid, pos in g.meter.items():  # the Phase Meter's spaces, coloured by their round kind
        col = METER_COLOURS.get(g.meter_kind[sid], (150, 150, 150))
        r = g.u(14)
        pygame.draw.circle(surf, (18, 20, 24), (round(pos[0]), round(pos[1])), r)
        pygame.draw.circle(surf, col, (round(pos[0]), round(pos[1])), r, max(1, g.u(2)))
        pic = METER_ICONS.get(g.meter_kind[sid], "")
        if pic:
            side = int(r * 1.3)
            icons.draw(surf, pic, pygame.Rect(round(pos[0]) - side // 2, round(pos[1]) - side // 2, side, side), col)
        elif g.meter_kind[sid] == "optional":  # the extended game's extra rounds: a dashed inner ring
            pygame.draw.circle(surf, col, (round(pos[0]), round(pos[1])), max(2, r // 3))


def meter_slot(view: dict, g) -> str:
    """The Phase Meter space of the round now (optional rounds skipped unless the game plays them)."""
    rnd = int(view.get("round") or 0)
    if view.get("stage") in ("helicopter", "over") and rnd > int(view.get("rounds") or 0):
        return "meter_helicopter"
    extended = int(view.get("rounds") or 15) > 15
    played = [sid for sid in g.meter if sid.startswith("meter_p") and (extended or g.meter_kind[sid] != "optional")]
    if rnd <= 0:
        return "meter_start"
    return played[min(rnd, len(played)) - 1] if played else "meter_start"


def static_parts(g, view: dict, names: dict, hand_rects: dict) -> list:
    """Every still part of the table over the camp map, each with the rect it paints inside and a key (a snapshot
    of what it shows) for the shared static layer (static_layer.py): after a move only the changed ones are drawn
    again. The window size and the seat count are the layer's scope (the Geometry)."""
    d = content()
    players = view.get("players") or []
    decks = view.get("decks") or {}
    phase = int(view.get("phase") or 1)
    parts = []
    for sp, r in g.space_rect.items():
        marks = [d.cards.get(c, {}).get("name", c) for c, where in view.get("landmarks") or [] if where == sp]
        marks += [d.items.get(i, {}).get("name", i) for i, where in (view.get("walkies") or {}).items() if where == sp]
        locked = sp[-1].isdigit() and int(sp[-1]) > phase  # a Phase deck opens with its Phase
        parts.append(Part(f"space:{sp}", r, (decks.get(sp, 0), locked, tuple(marks)),
                          lambda surf, sp=sp, r=r, marks=marks, locked=locked: _space(surf, g, sp, r, decks.get(sp, 0),
                                                                                    locked, marks)))
    boiler, door, lockdown = int(view.get("boiler") or 0), int(view.get("door") or 0), bool(view.get("lockdown"))
    parts += [
        Part("boiler", g.area["boiler_room"], boiler,
             lambda surf: _utility(surf, g, g.area["boiler_room"], "Boiler Room", boiler, "working boiler: +Stamina")),
        Part("door", g.area["camp_door"], (door, lockdown),
             lambda surf: _utility(surf, g, g.area["camp_door"], "Camp Door", door, "Lockdown!" if lockdown else "open")),
        Part("bonfire", g.area["bonfire"], view.get("bonfire"), lambda surf: _bonfire(surf, g, view)),
        Part("camp_discard", g.area["camp_discard"], view.get("camp_discard"), lambda surf: _camp_discard(surf, g, view)),
        Part("vulnerable", g.area["vulnerable_deck"], view.get("vulnerable_left"), lambda surf: _vulnerable(surf, g, view)),
        Part("phase_discard", g.area["phase_discard"], (tuple(view.get("phase_discard") or ()), view.get("phase_removed")),
             lambda surf: _phase_discard(surf, g, view)),
        Part("tiles", g.area["tile_bank"], repr(sorted((view.get("tiles") or {}).items())),
             lambda surf: _tiles(surf, g, view)),
        Part("helicopter", g.area["helicopter"], repr((view.get("helicopter"), view.get("rounds"), view.get("result"),
                                                       [names.get(i) for i in range(len(players))])),
             lambda surf: _helicopter(surf, g, view, names)),
        Part("meter", g.area["phase_meter"], (view.get("round"), view.get("rounds"), view.get("phase"),
                                              view.get("round_kind"), view.get("stage")), lambda surf: _meter(surf, g, view)),
    ]
    ev = g.area["camp_events"]
    parts.append(Part("event", pygame.Rect(ev.x, ev.y, g.chips_row.x - ev.x, ev.h + g.u(4)),  # + the card's shadow
                      (view.get("event"), lockdown, view.get("events_left")), lambda surf: _event(surf, g, view)))
    for seat, pl in enumerate(players):
        if seat in g.camp:
            name = names.get(seat, f"Player {seat + 1}")
            parts.append(Part(f"camp:{seat}", g.camp[seat],
                              (name, view.get("leader") == seat, view.get("seat"), repr(pl)),
                              lambda surf, seat=seat, pl=pl, name=name: draw_camp(surf, g, view, seat, pl, name)))
    row = g.hand_row
    # the cards' shadows fall a few pixels round the row: the part covers them
    own = pygame.Rect(row.x - g.u(4), g.chips_row.y, row.w + g.u(8), row.bottom - g.chips_row.y + g.u(4))
    places = tuple(tuple(hand_rects[("card", c)]) for c, _ in own_cards(view) if ("card", c) in hand_rects)
    own = own.unionall([footprint(r) for r in places]) if places else own
    parts.append(Part("own", own, (view.get("seat"), repr(own_cards(view)), repr(own_side(view)), places),
                      lambda surf: draw_own(surf, g, view, hand_rects)))
    return parts


def _space(surf, g, sp: str, r, n: int, locked: bool, marks: list) -> None:
    """A space's deck (its count on the stack; "0" when it is out), veiled while locked, and what lies there."""
    dr = g.deck_rect(sp)
    if n:
        draw_stack(surf, dr, n, True)
    else:
        pygame.draw.rect(surf, (60, 60, 66), dr, 1, border_radius=g.u(4))
        text(surf, "0", "sans_bold", g.px(13), dr.center, theme.ASH, "center")
    if locked:
        veil = new_surface(dr.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surf.blit(veil, dr)
        fitted_line(surf, "locked", "sans_bold", g.px(12), dr.center, dr.w + g.u(10), theme.BONE, "center")
    if marks:
        # right under the deck, clear of the bottom row of pawns and their plates (geometry.pawn_pos)
        fitted_line(surf, ", ".join(marks), TILE_FONT, g.px(12), (r.centerx, g.deck_rect(sp).bottom + g.u(1)),
                    r.w - g.u(8),
                    (200, 220, 150), "midtop")


def _bonfire(surf, g, view: dict) -> None:
    b = g.area["bonfire"]
    size = int(view.get("bonfire") or 0)
    ready = content().camp["camp"]["bonfire_ready_at"]
    draw_stack(surf, pygame.Rect(b.x + g.u(12), b.y + g.u(22), g.u(46), g.u(62)), size, True)
    text(surf, "Bonfire", "display", g.px(14), (b.x + g.u(6), b.y + g.u(2)), (240, 170, 80))
    fitted_line(surf, f"lights at {ready}", "sans", g.px(12), (b.centerx, b.bottom - g.u(4)), b.w - g.u(8),
                theme.BONE if size >= ready else theme.BONE_DIM, "midbottom")


def _camp_discard(surf, g, view: dict) -> None:
    cd = g.area["camp_discard"]
    fitted_text(surf, "Camp Discard", "sans_bold", g.px(12), pygame.Rect(cd.x + g.u(6), cd.y + g.u(4),
                                                                       cd.w - g.u(12), g.u(34)), theme.BONE_DIM,
                "left", "top")
    text(surf, str(view.get("camp_discard", 0)), "display", g.px(22), cd.center, theme.BONE, "center")


def _vulnerable(surf, g, view: dict) -> None:
    vd = g.area["vulnerable_deck"]
    text(surf, "Trust No One", "sans_bold", g.px(12), (vd.x + g.u(6), vd.y + g.u(4)), (200, 120, 120))
    left = int(view.get("vulnerable_left") or 0)
    if left:
        draw_stack(surf, pygame.Rect(vd.centerx - g.u(22), vd.y + g.u(22), g.u(44), g.u(60)), left, True)
    text(surf, f"{left} Vulnerable", "sans", g.px(12), (vd.centerx, vd.bottom - g.u(6)), theme.BONE, "midbottom")


def _phase_discard(surf, g, view: dict) -> None:
    """The Phase Deck Discard: its top card face up, the count face up and face down."""
    pd = g.area["phase_discard"]
    text(surf, "Phase Discard", "sans_bold", g.px(12), (pd.x + g.u(6), pd.y + g.u(4)), theme.BONE_DIM)
    top = (view.get("phase_discard") or [None])[-1]
    if top:
        kw = phase_kwargs(top)
        draw_card(surf, phase_top_rect(g), kw["title"], kw["card_type"], icon=kw["icon"])
    fitted_line(surf, f"{len(view.get('phase_discard') or [])} up · {view.get('phase_removed', 0)} down", "sans",
                g.px(12), (pd.centerx, pd.bottom - g.u(6)), pd.w - g.u(8), theme.BONE, "midbottom")


def phase_top_rect(g) -> pygame.Rect:
    """The Phase Deck Discard's top card (face up; the hover zoom shows it whole)."""
    pd = g.area["phase_discard"]
    return pygame.Rect(pd.centerx - g.u(30), pd.y + g.u(20), g.u(60), g.u(70))


def _utility(surf, g, r, title: str, strikes: int, ok: str) -> None:
    brk = content().camp["camp"]["utility_breaks_at"]
    text(surf, title, "display", g.px(14), (r.x + g.u(6), r.y + g.u(3)), theme.BONE)
    s = g.u(16)
    for i in range(brk):
        box = pygame.Rect(r.x + g.u(8) + i * (s + g.u(4)), r.y + g.u(30), s, s)
        pygame.draw.rect(surf, (200, 50, 40) if i < strikes else (40, 40, 44), box, border_radius=g.u(3))
        pygame.draw.rect(surf, theme.BONE_DIM, box, 1, border_radius=g.u(3))
    state = "BROKEN" if strikes >= brk else ok
    fitted_text(surf, state, "sans_bold" if strikes >= brk else "sans", g.px(12),
                pygame.Rect(r.x + g.u(4), r.y + g.u(52), r.w - g.u(8), r.h - g.u(58)),
                (240, 90, 70) if strikes >= brk else theme.BONE_DIM)


def bank_tiles(view: dict) -> list:
    """The tiles the bank shows, in name order: the buildable ones, an empty pile too. # designed: Barclay's
    Walkie-Talkies, never built, are left out even when a dead Barclay's come back to the tray (nobody can take
    them from there): the bank keeps three columns of whole names at 1280x720."""
    items = content().items
    return sorted(t for t in view.get("tiles") or {} if (items.get(t) or {}).get("buildable", True))


def tile_name_room(g, cell, n: int) -> int:
    """How wide a tile's name may be in its cell: the cell less the count at its right and the margins."""
    return cell.w - g.u(9) - textfit.width(str(n), "sans_bold", g.px(12))


def _tiles(surf, g, view: dict) -> None:
    tiles = view.get("tiles") or {}
    shown = bank_tiles(view)
    cells = g.tile_cells(len(shown))
    fitted_text(surf, "Item tiles: build", "sans_bold", g.px(12), cells[0], theme.BONE_DIM, "left")
    for item, tr in zip(shown, cells[1:]):
        n = tiles.get(item, 0)
        it = content().items.get(item, {})
        col = (120, 40, 40) if it.get("type") == "weapon" else (50, 70, 110) if it.get("type") == "coat" else \
            (60, 90, 60) if it.get("type") == "test" else (80, 72, 56)
        pygame.draw.rect(surf, col if n else (36, 34, 34), tr, border_radius=g.u(3))
        text(surf, str(n), "sans_bold", g.px(12), (tr.right - g.u(3), tr.centery), theme.GOLD if n else theme.ASH,
             "midright", shadow=False)
        fitted_line(surf, it.get("name", item), TILE_FONT, g.px(12), (tr.x + g.u(3), tr.centery),
                    tile_name_room(g, tr, n), theme.BONE if n else theme.ASH, "midleft", shadow=False)


def _helicopter(surf, g, view: dict, names: dict) -> None:
    r = g.area["helicopter"]
    text(surf, "Helicopter", "display", g.px(14), (r.x + g.u(6), r.y + g.u(3)), (230, 120, 90))
    h = view.get("helicopter")
    lines = []
    if h is None:
        lines.append(f"After round {view.get('rounds', 15)}")
    else:
        lines.append(f"Leader vote: {names.get(h['candidate'], '?')}")
        if h.get("voted"):
            lines.append(f"Voted: {len(h['voted'])}")
        lines.append("Aboard: " + (", ".join(names.get(x, '?') for x in h.get("aboard") or []) or "nobody"))
    res = view.get("result")
    if res:
        lines.append(f"Bonus {res.get('bonus_total', 0)} / {res.get('escape_threshold', 0)}")
    y = r.y + g.u(26)
    for line in lines:
        fitted_line(surf, line, "sans", g.px(12), (r.x + g.u(6), y), r.w - g.u(12), theme.BONE)
        y += g.u(18)


def _meter(surf, g, view: dict) -> None:
    pos = g.meter.get(meter_slot(view, g))
    if pos is None:
        return
    pygame.draw.circle(surf, theme.GOLD, (round(pos[0]), round(pos[1])), g.u(10))
    pygame.draw.circle(surf, (20, 16, 10), (round(pos[0]), round(pos[1])), g.u(10), max(1, g.u(2)))
    m = g.area["phase_meter"]
    kind = {"food": "Food round", "sleep": "Sleep round"}.get(view.get("round_kind"), "")
    phases = content().phases
    ph = phases[min(max(int(view.get("phase") or 1), 1), len(phases)) - 1]
    need = ph["successes"]
    cold = f" · cold: -{ph['temperature_drop']} Stamina outside · events need {need} " \
           f"Success{'es' if need != 1 else ''}"
    label = f"Phase {view.get('phase', 1)} · round {min(view.get('round', 1), view.get('rounds', 15))} of " \
            f"{view.get('rounds', 15)}" + (f" · {kind}" if kind else "") + cold
    if view.get("stage") == "helicopter":
        label = "The Helicopter round"
    elif int(view.get("round") or 0) <= 0:
        label = "Setting up: the leader, the turn order, the starting spaces"
    fitted_line(surf, label, "sans_bold", g.px(13), (m.x + g.u(6), m.y + g.u(2)), m.w - g.u(12), theme.GOLD)


def _event(surf, g, view: dict) -> None:
    ev = view.get("event")
    r = g.event_card
    text(surf, f"Camp Events · {view.get('events_left', 0)} in the deck", "sans_bold", g.px(12),
         (g.area["camp_events"].x + g.u(6), g.area["camp_events"].y + g.u(3)), theme.BONE_DIM)
    if ev:
        kw = event_kwargs(ev)  # its picture on the table; its whole text in the hover zoom
        card_faces.draw_hand_card(surf, event_rect(g), kw, 1, g.scale, g.u)
    lk = g.lockdown
    if view.get("lockdown"):
        panel(surf, lk, g.u(4), (120, 20, 20, 230), (240, 80, 60), 1)
        fitted_line(surf, "LOCKDOWN", "sans_bold", g.px(12), lk.center, lk.w - g.u(6),
                    theme.BONE, "center", shadow=False)


def event_rect(g) -> pygame.Rect:
    """The Camp Event in play: a wide card, its picture beside its whole name (its text in the hover zoom)."""
    return pygame.Rect(g.event_card)


def box_px(g, words: str, box, kind: str = "sans", margin: int = 4) -> int:
    """A character board's 12 px word at the UI scale, as big as its part of the board holds it on one line."""
    return g.tx_box(words, 12, box.w - g.u(margin), box.h, kind)


def draw_camp(surf, g, view: dict, seat: int, pl: dict, name: str) -> None:
    """One character board: every part of the layout's camp template filled from the seat's public row."""
    r = g.camp[seat]
    col = seat_char_colour(seat, pl["char"])
    dead = pl.get("dead")
    edge = col if not dead else (70, 70, 70)
    backdrop(surf, board_surface(g), r, ("camp", edge, g.u(6)),  # its panel copied, not blended again
             lambda pic, pr: panel(pic, pr, g.u(6), (22, 26, 32, 235), edge, max(1, g.u(2))))
    P = lambda n: g.part(seat, n)  # noqa: E731
    lead = "★ " if view.get("leader") == seat else ""
    you = " (you)" if view.get("seat") == seat else ""
    state = " · DEAD" if dead else " · unconscious" if pl.get("unconscious") else ""
    if pl.get("infected") and view.get("seat") != seat:
        state += " · INFECTED"
    nr = P("name")  # the seat's shape, then its name in its colour
    patterns.seat_badge(surf, seat, (nr.x + g.u(9), nr.centery), patterns.badge_radius(nr.h, g.u(8)), col)
    title = f"{lead}{name}{you} · {char_name(pl['char'])}{state}"
    fitted_line(surf, title, "sans_bold", g.tx_box(title, 13, nr.w - g.u(22), nr.h, "sans_bold"),
                (nr.x + g.u(20), nr.centery), nr.w - g.u(22), col if not dead else theme.ASH, "midleft")
    rank = (content().characters.get(pl["char"]) or {}).get("rank", "")
    fitted_line(surf, f"#{rank}", "sans", box_px(g, f"#{rank}", P("rank")), P("rank").center, P("rank").w, theme.BONE_DIM, "center")
    fitted_line(surf, f"{pl['xp']} XP", "sans_bold", box_px(g, f"{pl['xp']} XP", P("xp"), "sans_bold"), P("xp").center, P("xp").w, (140, 200, 240), "center")
    strikes = f"{pl['strikes']}✖" + (f"+{pl['frostbite']}❄" if pl.get("frostbite") else "")
    fitted_line(surf, strikes, "sans_bold", box_px(g, strikes, P("strikes"), "sans_bold"), P("strikes").center, P("strikes").w,
                (240, 90, 70) if pl["strikes"] or pl.get("frostbite") else theme.BONE_DIM, "center")
    _cubes(surf, g, P("actions"), pl["actions"], pl["max_actions"], (200, 60, 50), "Actions")
    _cubes(surf, g, P("stamina"), pl["stamina"], pl["stamina_max"], (230, 190, 60), "Stamina")
    ex = P("exhausted")
    where = "Inside" if pl.get("space") in INSIDE else "Outside" if pl.get("space") else "-"
    cards = f"{pl['hand_size']} card{'s' if pl['hand_size'] != 1 else ''}"
    fitted_line(surf, f"{where} · {cards}", TILE_FONT, box_px(g, f"{where} · {cards}", ex, TILE_FONT, 4), (ex.x + g.u(2), ex.centery), ex.w - g.u(4),
                theme.BONE_DIM, "midleft")
    for u in ("unique", "cardio", "agility", "locker", "slots", "overstock"):
        ur = g.unlock_rect(seat, u)
        on = u in pl.get("unlocks") or ()
        pygame.draw.rect(surf, (60, 80, 60) if on else (34, 34, 38), ur, border_radius=g.u(3))
        word = UNLOCK_WORDS[u]
        if u == "locker" and pl.get("locker"):
            word = str(pl["locker"]).replace("_", " ") + (" (used)" if pl.get("locker_spent") else "")
        fitted_line(surf, word, "sans", box_px(g, word, ur), ur.center, ur.w - g.u(4), theme.BONE if on else theme.ASH, "center",
                    shadow=False)
    for item, ir in item_rects(g, seat, pl).items():
        it = content().items.get(item, {})
        pygame.draw.rect(surf, (110, 46, 40) if it.get("type") == "weapon" else (70, 70, 90), ir, border_radius=g.u(3))
        fitted_line(surf, it.get("name", item), TILE_FONT, box_px(g, it.get("name", item), ir, TILE_FONT), ir.center, ir.w - g.u(4), theme.BONE, "center",
                    shadow=False)
    it = P("items")
    free = max(0, pl["slots"] - len(pl.get("items") or ()))
    if free:
        words = f"{free} free slot{'s' if free != 1 else ''}"
        text(surf, words, "sans", g.tx_box(words, 12, it.w - g.u(8), it.h - g.u(26)),
             (it.right - g.u(4), it.bottom - g.u(2)),
             theme.ASH, "bottomright")
    bo = P("bonuses")
    bonus = sum(pl.get("bonuses") or ()) if all(isinstance(x, int) for x in pl.get("bonuses") or ()) else \
        len(pl.get("bonuses") or ())
    vuln = f" · Vulnerable {pl['vulnerable_count']}" if pl.get("vulnerable_count") else ""
    words = f"Bonuses {bonus}{vuln}" + (f" · Overstock {pl['overstock']}" if pl.get("overstock") else "")
    fitted_line(surf, words, "sans", box_px(g, words, bo, "sans", 8), (bo.x + g.u(4), bo.centery), bo.w - g.u(8), (230, 200, 120), "midleft")
    hd = P("hand")
    n = pl["hand_size"]
    for i in range(min(n, 6)):
        draw_card_back(surf, pygame.Rect(hd.x + g.u(2) + i * g.u(9), hd.y + g.u(2), g.u(18), hd.h - g.u(6)))
    face = board_portrait_rect(g, seat)
    if face.w >= g.u(14):
        bust = portraits.bust(pl["char"], face.w, (30, 34, 42))
        if dead:
            bust = pygame.transform.grayscale(bust)
        surf.blit(bust, face)
        pygame.draw.circle(surf, edge, face.center, face.w // 2, max(1, g.u(2)))


def board_portrait_rect(g, seat: int) -> pygame.Rect:
    """The character's bust on its board: the right end of the hand part, clear of six card backs."""
    hd = g.part(seat, "hand")
    side = min(hd.h - g.u(2), hd.right - (hd.x + g.u(2) + 5 * g.u(9) + g.u(18)) - g.u(4))
    return pygame.Rect(hd.right - side - g.u(1), hd.centery - side // 2, max(0, side), max(0, side))


def _cubes(surf, g, r, have: int, most: int, col, label: str) -> None:
    n = max(most, have, 1)
    gap = max(1, g.u(2))
    room = r.w - g.u(6) - n * (min(r.h - g.u(6), g.u(13)) + gap)  # the label grows while the cubes keep 100%
    label_r = text(surf, label, "sans", g.tx_box(label, 12, room, r.h), (r.x + g.u(2), r.centery), theme.BONE_DIM,
                   "midleft")
    x0 = label_r.right + g.u(4)
    s = max(3, min(r.h - g.u(6), g.u(13), (r.right - x0 - gap * n) // n))
    for i in range(n):
        box = pygame.Rect(x0 + i * (s + gap), r.centery - s // 2, s, s)
        pygame.draw.rect(surf, col if i < have else (40, 40, 44), box, border_radius=g.u(2))


def item_rects(g, seat: int, pl: dict) -> dict:
    r = g.part(seat, "items")
    items = list(dict.fromkeys(pl.get("items") or ()))
    if not items:
        return {}
    w = min(g.u(112), (r.w - g.u(4)) // max(1, len(items)) - g.u(3))  # one or two: their whole names
    return {item: pygame.Rect(r.x + g.u(2) + i * (w + g.u(3)), r.y + g.u(2), w, min(g.u(20), r.h - g.u(4)))
            for i, item in enumerate(items)}


def own_side(view: dict) -> list:
    """The screen seat's Vulnerable cards, then its infection card (what only it sees)."""
    pl = own_player(view)
    if pl is None:
        return []
    out = [("vulnerable", v) for v in pl.get("vulnerable") or []]
    return out + [("status", "host" if pl.get("host") else "infected" if pl.get("infected") else "human")]


def draw_own(surf, g, view: dict, hand_rects: dict) -> None:
    seat = view.get("seat")
    row = g.hand_row
    if not isinstance(seat, int):
        fitted_text(surf, "Spectating: every hand, Vulnerable card and infection stays hidden.", "sans", g.px(13),
                    row, theme.BONE_DIM)
        return
    text(surf, "Your hand", "sans_bold", g.px(12), (row.x, row.y - g.u(2)), theme.GOLD, "bottomleft")
    cards = own_cards(view)
    if not cards:
        draw_hand(surf, g, cards, hand_rects, card_kwargs, False)  # "No cards in hand."
    for cid, n in cards:
        if ("card", cid) in hand_rects:
            card_faces.draw_hand_card(surf, hand_rects[("card", cid)], card_kwargs(cid), n, g.scale, g.u)
    for (kind, what), r in zip(own_side(view), g.side_slots(len(own_side(view)))):
        card_faces.draw_status(surf, r, kind, what, g.tx(12), g.u)
