"""Drawing The Thing's table from one seat's view (pygame; no state): the Outpost map (cached per window size and
seat count), then its still parts for the shared static layer (static_layer.py): the players' panels, the
Encounter card, the tasks with their tokens, the Tool Shed, the piles, the round, the Coast, the Thing player's own
area (drawn only for the Thing's seat; a closed panel for everyone else), the cards being played and the screen
seat's hand. The character tokens move, so they are drawn each frame from cached surfaces (token_surface).
Card texts are the content files' own words (data/cards.toml, encounters.toml, tasks.toml)."""
from __future__ import annotations

import pygame

from game.games.the_thing.state import content

from ... import icons, palette, theme
from ...widgets import patterns, textfit
from ...widgets.card import draw_card, draw_card_back, draw_stack, footprint, hand_title, is_plate
from ...widgets.ink import fit_px as ink_fit, fitted_line, fitted_text, panel, text, text_surface
from ..own_hand import draw_hand, own_cards, own_player
from ..static_layer import BoardCache, Part
from .counters import _coast, _piles, _status
from . import board_art, portraits
from .hand_cards import draw_wide_card
from ...surfaces import new_surface

INFECTION_WORDS = {"human": "Human", "infected": "Infected!", "multi_human": "Human", "multi_thing": "Infected!"}
BAD = (230, 70, 60)
GOOD = (140, 200, 150)
SKILL_TAGS = {"pilot": "Pi", "mechanic": "Me", "biology": "Bi", "meteorology": "Mt", "tough": "T"}
DECK_NAMES = {"thing": "Thing", "outpost": "Outpost", "suspicion": "Suspicion", "action": "Thing's Action",
              "destruction": "Destruction"}

_BOARDS = BoardCache()
_TOKENS: dict = {}


def seat_colour(seat) -> tuple:
    return theme.seat_colour(seat) if isinstance(seat, int) else theme.BONE


def char_name(ch) -> str:
    return (content().characters.get(ch) or {}).get("name", str(ch))


def task_name(t) -> str:
    return (content().tasks.get(t) or {}).get("name", str(t))


def card_kwargs(cid: str) -> dict:
    """draw_card's arguments for a card: its name, its side (the frame's colour), its rules text and its picture."""
    info = content().cards.get(cid) or {}
    deck = str(info.get("deck", ""))
    side = "Thing" if deck.startswith("thing") or deck == "action" else "Suspicion" if deck == "suspicion" else "Outpost"
    if info.get("kind") in INFECTION_WORDS:
        side = "Infection"
    return {"title": info.get("name", cid), "card_type": f"{side} card", "text": info.get("text", ""),
            "icon": info.get("icon", "")}


def encounter_kwargs(eid: str) -> dict:
    enc = content().encounters.get(eid) or {}
    kind = enc.get("kind", "")
    if kind == "encounter":
        skills = ", ".join(s.capitalize() for s in enc.get("skills") or ()) or "none"
        body = (f"Crew {enc.get('crew_min')}-{enc.get('crew_max')} · skills: {skills} · target {enc.get('target')}+ "
                f"· {enc.get('successes')} successes · draw {enc.get('draw')}. {enc.get('text', '')}")
    else:
        body = enc.get("text", "")
    return {"title": enc.get("name", eid), "card_type": f"{str(kind).capitalize()} · Act {enc.get('act', '')}",
            "text": body, "icon": enc.get("icon", "")}


def board_surface(g) -> pygame.Surface:
    """The empty Outpost (cloth and the areas' beds), cached per size and seat count."""
    return _BOARDS.get((g.size, g.scale, g.seats), g.size, lambda surf: _draw_board(surf, g))


def _draw_board(surf, g) -> None:
    skip = ("prompt", "log", "chips", "hand", "dice_tray", "thing_area")
    g.lv.draw(surf, [a for a, area in g.layout.areas.items() if area.kind != "camp" and a not in skip],
              labels=False, captions=False)
    for i, place in enumerate(("rec_room", "encounter", "tool_shed", "piles", "status", "coast")):
        board_art.paint_place(surf, g.area[place], place, seed=i)
    for i, (t, r) in enumerate(g.task.items()):  # each task's panel shows its own picture (tasks.toml)
        board_art.paint_place(surf, r, "task", (content().tasks.get(t) or {}).get("icon", ""), seed=10 + i)
    rec = g.area["rec_room"]
    text(surf, "Rec Room", "display", g.px(16), (rec.x + g.u(6), rec.y + g.u(2)), theme.BONE)
    for ch, pos in g.rec_slot.items():  # each character's own place, a faint outline while it is away
        pygame.draw.rect(surf, (48, 56, 64), g.token_rect(pos, g.token).inflate(g.u(4), g.u(4)), 1,
                         border_radius=g.u(6))
    shed = g.area["tool_shed"]
    text(surf, "Tool Shed", "display", g.px(14), (shed.x + g.u(5), shed.y + g.u(2)), (200, 170, 120))


# -- the character tokens (drawn each frame from cached surfaces) ---------------------------------------------
def token_surface(g, ch: str, row: dict, size: tuple, owner: str, owner_seat, mine: bool) -> pygame.Surface:
    """A character's token: name, dice, skill tags, whose character it is, its infection cards (their kinds when
    this seat may see them, what a peek showed), sedated, dead, revealed."""
    key = (ch, size, g.scale, owner, owner_seat, mine, repr(sorted(row.items())), palette.version())
    surf = _TOKENS.get(key)
    if surf is not None:
        return surf
    if len(_TOKENS) > 400:
        _TOKENS.clear()
    info = content().characters.get(ch) or {"name": ch}
    w, h = size
    surf = new_surface(size, pygame.SRCALPHA)
    alive = row.get("alive", True)
    thing = row.get("revealed") and "infected" in (row.get("infection") or ()) or (not alive and row.get("revealed"))
    fill = (34, 40, 48) if owner_seat is None else tuple(int(c * 0.35) for c in seat_colour(owner_seat))
    if not alive:
        fill = (26, 24, 24)
    edge = BAD if thing else seat_colour(owner_seat) if owner_seat is not None else (120, 130, 140)
    r = surf.get_rect()
    panel(surf, r, max(3, min(w // 12, h // 5)), (*fill, 250), edge, max(1, min(w, 2 * h) // 40) + (1 if mine else 0))
    lines = token_lines(g, info, row, owner, owner_seat, w)
    badge = 2 * max(4, min(g.u(7), h // 4)) if owner_seat is not None else 0
    face = face_side(w, h) if names_fit_beside_face(g, lines, w, h, badge) else 0
    if face:  # the man's portrait on the left, his words beside it
        inset = max(2, min(w, h) // 16)
        surf.blit(portraits.bust(ch, face, bool(thing)), (inset, (h - face) // 2))
        face += inset
    if token_is_flat(w, h):
        _flat_token(surf, g, lines, w, h, face)
    else:  # the name clear of its player's badge on the top right corner (render.draw_pieces)
        _tall_token(surf, g, lines, w, h, face, badge)
    if not alive:
        pygame.draw.line(surf, BAD, (4, 4), (w - 4, h - 4), max(2, w // 30))
        pygame.draw.line(surf, BAD, (w - 4, 4), (4, h - 4), max(2, w // 30))
    _TOKENS[key] = surf
    return surf


def face_side(w: int, h: int) -> int:
    """The portrait's size on a token: most of its height, at most a third of its width; none on a tiny token."""
    side = min(h - 2 * max(2, min(w, h) // 16), w // 3)
    return side if side >= 18 else 0


def names_fit_beside_face(g, lines: dict, w: int, h: int, badge: int = 0) -> bool:
    """True when the token's name (and on a flat token its dice beside it) stays whole right of the portrait;
    else the token goes without it (the hover zoom shows him whole)."""
    face = face_side(w, h)
    if not face:
        return False
    name = lines["name"][0]
    if token_is_flat(w, h):
        pad = max(4, g.u(7))
        need = textfit.width(name, "sans_bold", g.px(12)) + textfit.width(lines["dice"][0], "sans", g.px(12))
        return need + g.u(6) <= w - max(pad, face + max(2, min(w, h) // 16) + g.u(3)) - pad
    return textfit.width(name, "plate", textfit.min_px()) <= w - face - max(2, min(w, h) // 16) - 4 - badge


def token_is_flat(w: int, h: int) -> bool:
    """A token in a one-column crew is wide and low: its lines go in pairs, side by side."""
    return w >= 2.2 * h


def token_name_px(g, w: int, h: int) -> int:
    """The name's size on a token: 12 px at 1280x720 (it grows with the window), a little larger on a tall token, and
    on a tall token with the UI scale as far as the token holds it over a line of its other words."""
    if token_is_flat(w, h):
        return g.px(12)
    return max(g.px(12), h // 6, g.tx_within(12, h - 4 - textfit.line_height("sans", g.px(12)), "sans_bold"))


def token_lines(g, info: dict, row: dict, owner: str, owner_seat, w: int) -> dict:
    """What a token says, each as (text, font, colour): its name, dice and skill tags, whose it is (or sedated), its
    infection cards (their kinds when this seat may see them, what a peek showed; short words on a narrow token)."""
    alive = row.get("alive", True)
    out = {"name": (info.get("name", "?"), "sans_bold", theme.BONE if alive else theme.ASH)}
    dice = "●" * int(info.get("dice", 1))
    tags = " ".join(SKILL_TAGS.get(s, s[:2]) for s in info.get("skills") or ())
    out["dice"] = (f"{dice} {tags}", "sans", (190, 200, 170) if alive else theme.ASH)
    if owner:
        out["owner"] = (owner, "sans", seat_colour(owner_seat))
    elif row.get("sedated"):
        out["owner"] = ("sedated", "sans_bold", (150, 170, 255))
    n = int(row.get("infection_cards") or 0)
    kinds, seen = row.get("infection"), row.get("seen")
    if n or kinds:
        words = ""
        for short in (False, True):  # the short words when the long ones do not fit the token
            if kinds is not None:
                words = ", ".join(INFECTION_WORDS.get(k, k)[:1 if short else None] for k in kinds)
            elif seen:
                words = ("saw " if not short else "") + ", ".join(INFECTION_WORDS.get(k, k)[:1 if short else None]
                                                                  for k in seen)
            else:
                words = f"{n} inf." if short else f"{n} infection card" + ("s" if n != 1 else "")
            if text_surface(words, "sans_bold", g.px(12), theme.BONE, False).get_width() <= w - 6:
                break
        bad = kinds is not None and any(k in ("infected", "multi_thing") for k in kinds) or \
            kinds is None and seen and any(k in ("infected", "multi_thing") for k in seen)
        out["infection"] = (words, "sans_bold", BAD if bad else GOOD if kinds or seen else (200, 190, 150))
    return out


def _tall_token(surf, g, lines: dict, w: int, h: int, left: int = 0, badge: int = 0) -> None:
    """The name at the top, the infection line at the bottom, and between them as many of whose it is, then the
    dice and tags, as the token's height holds (the hover tip says all of it), right of the portrait (`left`)."""
    tp, lh = g.px(12), textfit.line_height("sans", g.px(12))
    px = token_name_px(g, w - left, h)
    rows = max(0, (h - 4 - textfit.line_height("plate", px)) // lh) - ("infection" in lines)
    middle = [k for k in ("dice", "owner") if k in lines]
    if rows < len(middle):
        middle = [k for k in ("owner", "dice") if k in lines][:rows]
    y = 2
    mid, room = (left + w) // 2, w - left - 4
    for key in ["name"] + [k for k in ("dice", "owner") if k in middle]:
        words, font, colour = lines[key]
        size = px if key == "name" else tp
        if key == "name":  # the condensed face: a name stays whole beside the portrait and the badge
            font = "plate"
            size = ink_fit(words, font, size, room - badge)
            fitted_line(surf, words, font, size, ((left + w - badge) // 2, y), room - badge, colour, "midtop",
                        shadow=False)
            y += textfit.line_height(font, size)
            continue
        fitted_line(surf, words, font, size, (mid, y), room, colour, "midtop", shadow=False)
        y += textfit.line_height(font, size) if key == "name" else lh
    if "infection" in lines:
        words, font, colour = lines["infection"]
        lab = text_surface(words, font, tp, colour, False)
        box = lab.get_rect(midbottom=(mid, h - 2))
        pygame.draw.rect(surf, (10, 10, 12), box.inflate(4, 0), border_radius=3)
        surf.blit(lab, box)


def _flat_token(surf, g, lines: dict, w: int, h: int, left: int = 0) -> None:
    """Two lines of pairs: the name and its dice and tags, then whose it is and its infection cards (right of the
    portrait, `left`)."""
    tp, lh = g.px(12), textfit.line_height("sans", g.px(12))
    pad = max(4, g.u(7))  # clear of the rounded corners
    x0 = max(pad, left + g.u(3))
    y = (h - 2 * lh) // 2
    for first, second in (("name", "dice"), ("owner", "infection")):
        room = w - x0 - pad
        if second in lines:
            words, font, colour = lines[second]
            rr = text(surf, words, font, tp, (w - pad, y), colour, "topright", shadow=False)
            room = rr.x - x0 - g.u(6)
        if first in lines:
            words, font, colour = lines[first]
            fitted_line(surf, words, font, tp, (x0, y), room, colour, shadow=False)
        y += lh


# -- the still parts ---------------------------------------------------------------------------------------
def static_parts(g, view: dict, names: dict, hand_rects: dict, aside_rects: dict) -> list:
    players = view.get("players") or []
    parts = []
    for seat, pl in enumerate(players):
        if seat in g.panel:
            name = names.get(seat, f"Player {seat + 1}")
            parts.append(Part(f"player:{seat}", g.panel[seat], (name, view.get("capitan"), view.get("benched"),
                                                                view.get("seat"), repr(pl)),
                              lambda surf, seat=seat, pl=pl, name=name: draw_player(surf, g, view, seat, pl, name)))
    enc = g.area["encounter"]
    parts.append(Part("encounter", enc, (view.get("current"), view.get("act"), view.get("encounters_left")),
                      lambda surf: _encounter(surf, g, view)))
    for t, r in g.task.items():
        row = (view.get("tasks") or {}).get(t, {})
        parts.append(Part(f"task:{t}", r, repr(row), lambda surf, t=t, row=row: _task(surf, g, t, row)))
    parts += [
        Part("piles", g.area["piles"], repr((view.get("decks"), view.get("discards"), view.get("unlocked"),
                                             view.get("bad_blood"), view.get("encounters_left"))),
             lambda surf: _piles(surf, g, view)),
        Part("status", g.area["status"], (view.get("round"), view.get("act"), view.get("capitan"),
                                          names.get(view.get("capitan")), repr(view.get("result"))),
             lambda surf: _status(surf, g, view, names)),
        Part("coast", g.area["coast"], view.get("coast"), lambda surf: _coast(surf, g, view)),
        Part("played", g.area["played"], repr((view.get("stack"), view.get("roll"), view.get("window"),
                                               view.get("attack"), view.get("final"), names)),
             lambda surf: _played(surf, g, view, names)),
        Part("thing", g.area["thing_area"], (view.get("seat") == view.get("thing_seat"), view.get("saucer"),
                                             repr(view.get("set_aside")), repr(view.get("decks")),
                                             repr(sorted(aside_rects.items()))),
             lambda surf: _thing_area(surf, g, view, aside_rects)),
    ]
    row = g.area["hand"]
    places = tuple(tuple(r) for r in hand_rects.values())
    # the title over the cards and the cards' shadows fall round the row: the part covers them
    own = pygame.Rect(row.x - g.u(6), g.chips_row.y, row.w + g.u(12), row.bottom + g.u(10) - g.chips_row.y)
    own = own.unionall([footprint(r) for r in hand_rects.values()]) if hand_rects else own
    parts.append(Part("own", own, (view.get("seat"), repr(own_cards(view)), places),
                      lambda surf: draw_own(surf, g, view, hand_rects)))
    return parts


def draw_player(surf, g, view: dict, seat: int, pl: dict, name: str) -> None:
    r = g.panel[seat]
    col = seat_colour(seat)
    dead = pl.get("dead")
    panel(surf, r, g.u(6), (22, 26, 32, 235), col if not dead else (70, 70, 70), max(1, g.u(2)))
    P = lambda n: g.part(seat, n)  # noqa: E731
    capitan = view.get("capitan") == seat
    you = " (you)" if view.get("seat") == seat else ""
    nr = P("name")  # the seat's shape, then its name in its colour, El Capitan's badge at the row's end
    patterns.seat_badge(surf, seat, (nr.x + g.u(9), nr.centery), patterns.badge_radius(nr.h, g.u(8)))
    room = nr.w - g.u(24)
    if capitan:
        badge = capitan_badge(g, seat)
        board_art.emblem(surf, board_art.CAPITAN_ICON, badge.center, badge.w // 2)
        room -= badge.w + g.u(4)
    fitted_line(surf, f"{name}{you}", "sans_bold", g.tx_within(13, nr.h, "sans_bold"),
                (nr.x + g.u(20), nr.centery), room, col if not dead else theme.ASH, "midleft")
    if pl.get("thing"):
        role = "The Thing"  # its seat's name is on the line above
    else:
        role = char_name(pl.get("char")) if pl.get("char") else "choosing a character"
    marks = [m for m, on in (("El Capitan", capitan), ("sits out", view.get("benched") == seat),
                             ("DEAD", dead), ("INFECTED", pl.get("revealed")),
                             ("has chosen", pl.get("chose"))) if on]  # short words: two lines hold three
    cr = P("char")
    for px in range(g.tx(12), g.px(12) - 1, -1):  # the largest size (up to the UI scale's) whose lines fit the part
        lines = flow([role] + marks, "sans", px, cr.w)
        if len(lines) > 2:  # the phrases whole take three lines: split inside one instead
            lines = textfit.wrap(" · ".join([role] + marks), "sans", px, cr.w)
        if len(lines) <= 2 and textfit.line_height("sans", px) * len(lines) <= cr.h:
            break
    y = cr.centery - textfit.line_height("sans", px) * min(2, len(lines)) // 2
    for line in lines[:2]:  # two lines at most: the part holds two (the most marks a seat has at once fit them)
        fitted_line(surf, line, "sans", px, (cr.x, y), cr.w, BAD if pl.get("revealed") or dead else theme.BONE)
        y += textfit.line_height("sans", px)
    lh = textfit.line_height("sans", g.px(12))
    hd = P("hand")
    n = int(pl.get("hand_size") or 0)
    step = min(g.u(8), (hd.w - g.u(18)) / 7)  # eight backs stay in the part (they ran under the infection words)
    for i in range(min(n, 8)):  # the backs above the count
        draw_card_back(surf, pygame.Rect(round(hd.x + i * step), hd.y + g.u(1), g.u(18),
                                         max(g.u(6), hd.h - lh - g.u(2))))
    text(surf, f"{n} card{'s' if n != 1 else ''}", "sans", g.px(12), (hd.x, hd.bottom), theme.BONE_DIM, "bottomleft")
    inf = P("infection")
    k = pl.get("infection")
    m = int(pl.get("infection_cards") or 0)
    if k is not None and k:
        words = ", ".join(INFECTION_WORDS.get(x, x) for x in k)
        bad = any(x == "multi_thing" for x in k)
        fitted_text(surf, f"Infection: {words}", "sans_bold", g.px(12), inf, BAD if bad else GOOD)
    elif m:
        fitted_text(surf, f"Infection cards: {m}", "sans", g.px(12), inf, (200, 190, 150))
    tested = pl.get("tested")
    if tested:
        fitted_line(surf, f"tested: {tested}", "sans", g.px(12), (inf.x, inf.bottom), inf.w, theme.BONE_DIM,
                    "bottomleft")


def capitan_badge(g, seat: int) -> pygame.Rect:
    """Where El Capitan's badge sits on his player's panel: the top right corner (its hover tip names it)."""
    r = g.panel[seat]
    rad = max(5, min(g.u(11), r.h // 5))
    return pygame.Rect(r.right - 2 * rad - g.u(4), r.y + g.u(3), 2 * rad, 2 * rad)


def encounter_facts(enc: dict) -> list:
    """An Encounter's numbers, each whole on the card: its crew, target, successes and skills."""
    if enc.get("kind") != "encounter":
        return []
    skills = ", ".join(s.capitalize() for s in enc.get("skills") or ()) or "none"
    return [f"Crew {enc.get('crew_min')} to {enc.get('crew_max')}", f"Target {enc.get('target')}+",
            f"{enc.get('successes')} successes", f"Skills: {skills}"]


def flow(parts: list, kind: str, px: int, max_w: int) -> list:
    """Short phrases joined with ' · ' onto as few lines as max_w allows, split inside a phrase only when it is
    wider than a line by itself."""
    lines: list = []
    for part in parts:
        trial = f"{lines[-1]} · {part}" if lines else part
        if lines and textfit.width(trial, kind, px) <= max_w:
            lines[-1] = trial
        else:
            lines += textfit.wrap(part, kind, px, max_w)
    return lines


def _encounter(surf, g, view: dict) -> None:
    r = g.area["encounter"]
    text(surf, f"Encounter · {view.get('encounters_left', 0)} cards left", "display", g.px(14),
         (r.x + g.u(6), r.y + g.u(2)), theme.BONE)
    cur = view.get("current")
    card = g.enc_card
    if not cur:  # before the first card is turned (a plain plate: a card's shadow would fall outside the part)
        panel(surf, card, g.u(6), (60, 14, 16, 250), (200, 170, 150), max(1, g.u(2)))
        fitted_text(surf, "The Encounter deck", "sans_bold", g.px(13), card.inflate(-g.u(10), 0), theme.BONE)
        return
    # drawn as a plate rather than a card face: its whole name, numbers and text read at 1280x720 (the act is
    # on the Round panel beside it)
    enc = content().encounters.get(cur) or {}
    event = enc.get("kind") != "encounter"
    panel(surf, card, g.u(6), (58, 52, 44, 250) if not event else (30, 44, 36, 250),
          (210, 190, 150) if not event else (120, 200, 140), max(1, g.u(2)))
    inner = card.inflate(-g.u(10), -g.u(8))
    y = inner.y + fitted_text(surf, enc.get("name", cur), "sans_bold", g.tx(14),
                              pygame.Rect(inner.x, inner.y, inner.w, g.u(36)), theme.BONE, "left", "top").height + g.u(2)
    if event:
        kind = {"event": "Event", "final": "The end", "end": "The end"}.get(enc.get("kind"), "")
        fitted_line(surf, kind, "sans", g.px(12), (inner.x, y), inner.w, (200, 190, 160), shadow=False)
        y += g.u(16)
    lh = textfit.line_height("sans_bold", g.px(12))
    for line in flow(encounter_facts(enc), "sans_bold", g.px(12), inner.w):
        fitted_line(surf, line, "sans_bold", g.px(12), (inner.x, y), inner.w, (240, 220, 150), shadow=False)
        y += lh
    room = inner.bottom - y - g.u(2)
    if room >= g.px(12) + 2:  # the whole text is in the hover zoom too
        fitted_text(surf, enc.get("text", ""), "sans", g.tx(12), pygame.Rect(inner.x, y + g.u(2), inner.w, room),
                    theme.BONE, "left", "top")


def _task(surf, g, t: str, row: dict) -> None:
    r = g.task[t]
    info = content().tasks.get(t) or {}
    gone = row.get("destroyed")
    band = min(g.task_tokens[t].y, g.task_crew[t].y) - r.y - g.u(2)  # the title's band above the tokens and crew
    fitted_line(surf, info.get("name", t), "display", g.tx_within(14, band, "display"), (r.x + g.u(6), r.y + g.u(2)),
                r.w - g.u(12), BAD if gone else theme.BONE)
    skills = "/".join(SKILL_TAGS.get(s, s) for s in info.get("skills") or ())
    tr = g.task_tokens[t]
    if gone:
        fitted_text(surf, "DESTROYED", "sans_bold", g.px(13), tr, BAD)
        return
    need = int(info.get("difficulty") or 1)
    have = int(row.get("tokens") or 0)
    gap = max(1, g.u(1))
    w = max(2, (tr.w - gap * (need - 1)) / need)
    bar_h = max(g.u(4), tr.h - textfit.line_height("sans", g.px(12)) - g.u(3))  # the words below stay clear of it
    for i in range(need):
        box = pygame.Rect(round(tr.x + i * (w + gap)), tr.y + g.u(2), max(2, round(w)), bar_h)
        pygame.draw.rect(surf, (200, 170, 70) if i < have else (44, 44, 48), box, border_radius=g.u(2))
    word = ("complete" if have >= need else f"{have} of {need}") + f" · {skills} · {info.get('target', '')}+"
    fitted_line(surf, word, "sans", g.px(12), (tr.x, tr.bottom), tr.w,  # bold cut the longest at 1280x720
                (240, 210, 100) if have >= need else theme.BONE_DIM, "bottomleft")


def _played(surf, g, view: dict, names: dict) -> None:
    """The cards on the table now (the reaction round's stack), the roll in progress, the attack, the finale."""
    r = g.area["played"]
    text(surf, "On the table", "sans_bold", g.px(12), (r.x + g.u(4), r.y + g.u(1)), theme.BONE_DIM)
    lines = []
    roll = view.get("roll")
    if roll:
        tgt = int(roll.get("target") or 0) + int(roll.get("target_mod") or 0)
        hits = sum(1 for x in roll.get("dice") or () if x >= tgt) + int(roll.get("bonus") or 0)
        where = "The battle" if roll.get("site") == "final" else "The encounter's roll"
        lines.append(f"{where}: {' '.join(str(x) for x in roll.get('dice') or ()) or '-'} · target {tgt}+ · "
                     f"{hits} of {roll.get('need', '?')} successes" + (f" (+{roll['bonus']} from cards)"
                                                                       if roll.get("bonus") else ""))
    for item in view.get("stack") or ():
        cid = item.get("card")
        what = "an infection card" if cid == "infection" else card_kwargs(cid)["title"]
        t = item.get("target")
        on = f" on {names.get(t, '?')}" if isinstance(t, int) else f" on {char_name(t)}" \
            if isinstance(t, str) and t in content().characters else ""
        lines.append(f"{names.get(item.get('seat'), '?')} plays {what}{on}: waiting for answers")
    if view.get("attack"):
        lines.append("The Thing Attacks!")
    fin = view.get("final")
    if fin:
        if fin.get("stage") == "see":
            lines.append("See what happens")
        else:
            lines.append("The Final Confrontation" + (f": against {char_name(fin['foe'])}" if fin.get("foe") else ""))
    x = r.x + g.u(96)  # the title on the left, up to three lines beside it
    y = r.y + g.u(2)
    for line in lines[-3:]:
        fitted_line(surf, line, "sans", g.px(12), (x, y), r.right - x - g.u(6), theme.BONE)
        y += g.u(14)


def _thing_area(surf, g, view: dict, aside_rects: dict) -> None:
    """The Thing player's own area: its three decks, the Blair-saucer, the Destruction cards and the set-aside
    infection cards, for the Thing's seat only. Everyone else sees a closed panel and the saucer's public count."""
    r = g.area["thing_area"]
    mine = view.get("seat") is not None and view.get("seat") == view.get("thing_seat")
    board_art.paint_place(surf, r, "thing_area" if mine else "thing_closed", seed=7)
    text(surf, "The Thing's area" + (": its decks 1-3" if mine else " (only the Thing player looks here)"),
         "sans_bold", g.px(12),
         (r.x + g.u(6), r.y + g.u(2)), (230, 110, 100))
    sr = g.thing["saucer"]
    saucer = int(view.get("saucer") or 0)
    c = sr.center
    rad = min(sr.w, sr.h) // 2 - g.u(6)
    saucer_box = pygame.Rect(0, 0, 2 * rad, 2 * rad)  # the Blair-saucer's picture between its name and count
    saucer_box.center = c
    icons.draw(surf, board_art.SAUCER_ICON, saucer_box.inflate(0, -g.u(10)), (170, 190, 200), shadow=(0, 0, 0, 150))
    fitted_line(surf, "Saucer", "sans", g.px(12), (c[0], sr.y), sr.w, theme.BONE_DIM, "midtop")  # zoom: Blair-saucer
    text(surf, f"{saucer} card{'s' if saucer != 1 else ''}", "sans_bold", g.px(12), (c[0], sr.bottom), theme.BONE,
         "midbottom")
    if not mine:
        return
    decks = view.get("decks") or {}
    unlocked = int((view.get("unlocked") or {}).get("thing", 1))
    dr = g.thing["decks"]
    w = (dr.w - g.u(8)) // 3
    for i in (1, 2, 3):
        box = pygame.Rect(dr.x + (i - 1) * (w + g.u(4)), dr.y + g.u(2), w, dr.h - g.u(20))
        n = decks.get(f"thing{i}", 0)
        draw_stack(surf, box.inflate(-g.u(6), 0), n, True)
        fitted_line(surf, f"Deck {i}" if box.w >= g.u(50) else str(i), "sans", g.px(12),
                    (box.centerx, dr.bottom), box.w + g.u(4), theme.BONE if unlocked >= i else theme.ASH, "midbottom")
    de = g.thing["destruction"]
    draw_stack(surf, de.inflate(-g.u(10), -g.u(22)).move(0, -g.u(6)), decks.get("destruction", 0), True)
    fitted_line(surf, "Destruction", "sans", g.px(12), (de.centerx, de.bottom),
                de.w + g.u(6), theme.BONE, "midbottom")
    aside = view.get("set_aside") or []
    if aside:
        for cid, rr in aside_rects.items():  # small cards: the picture and the whole name (the zoom has the rest)
            kw = card_kwargs(cid)
            draw_wide_card(surf, rr, kw["title"], kw["card_type"], "", kw["icon"], g.scale, shadow=False)
        fitted_line(surf, f"{len(aside)} set aside", "sans", g.px(12), (g.thing["aside"].right, r.y + g.u(2)),
                    g.thing["aside"].w, theme.BONE_DIM, "topright")


def hand_titles(cards: list) -> list:
    """The names the hand's cards show, [(card, copies)] in order: a pair is one card marked ×2."""
    return [hand_title(card_kwargs(cid)["title"], n) for cid, n in cards]


def draw_own(surf, g, view: dict, hand_rects: dict) -> None:
    seat = view.get("seat")
    row = g.hand_row
    if not isinstance(seat, int):
        fitted_text(surf, "Spectating: every hand and infection card stays hidden.", "sans", g.px(13), row,
                    theme.BONE_DIM)
        return
    mine = own_player(view).get("infection") or []
    status = f" · your infection cards: {', '.join(INFECTION_WORDS.get(k, k) for k in mine)}" if mine else ""
    text(surf, "Your hand" + status, "sans_bold", g.px(12), (row.right, row.y - g.u(2)), theme.GOLD, "bottomright")
    cards = own_cards(view)
    if not cards:
        draw_hand(surf, g, cards, hand_rects, card_kwargs, True)  # its "No cards in hand."
    for cid, n in cards:
        r = hand_rects.get(("card", cid))
        if r is None:
            continue
        kw = card_kwargs(cid)
        title = hand_title(kw["title"], n)
        if is_plate(r.w, r.h):
            draw_wide_card(surf, r, title, kw["card_type"], kw["text"], kw["icon"], g.scale, g.px(12))
        else:
            draw_card(surf, r, title, kw["card_type"], kw["text"], text_scale=g.scale, icon=kw["icon"])
