"""What the Who Goes There? table draws of its own (a part WhoGoesThereTable owns; the frame's order is the table's,
the chips, the prompt, the toast and the side log the prompt board's): the static layer's parts (the camp, the
boards, the hand), the pawns and the Infection Clickers in flight, where the dice, a move's caption and the log
overlay go, and the hover zoom's list. Each call is given the frame's view, the geometry and the parts it reads
(the animations, the drags); the hover zoom's list goes to the HoverHelp it was made with."""
from __future__ import annotations

import pygame

from game.games.who_goes_there.state import content

from ... import palette, theme
from ...widgets import patterns, textfit
from ...widgets.ink import panel, text
from ..piece_anim import faded
from . import portraits
from .board_draw import UNLOCK_TIPS, board_surface, card_kwargs, char_name, event_kwargs, item_kwargs, own_side, \
    phase_kwargs, phase_top_rect, seat_char_colour, static_parts


def pawn_name(pl: dict) -> str:
    return portraits.plate_name(pl["char"], char_name(pl["char"]))


def draw_pawn(surf, g, pos, seat: int, pl: dict, leader: bool) -> None:
    """A pawn: the character's bust in a ring of the seat's colour (gold for the leader), the seat's shape at its
    shoulder, the character's name whole on a plate under it; struck through when down, grey when dead."""
    x, y = pos
    r = g.pawn_r
    dead = pl.get("dead")
    col = seat_char_colour(seat, pl["char"]) if not dead else (80, 80, 80)
    pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), r)
    bust = portraits.bust(pl["char"], r * 2, tuple(c // 2 for c in col))
    if dead:
        bust = pygame.transform.grayscale(bust)
    surf.blit(bust, (x - r, y - r))
    pygame.draw.circle(surf, theme.GOLD if leader else col, (x, y), r, max(2, g.u(2)))
    plate = g.plate_rect((x, y), pawn_name(pl))
    panel(surf, plate, max(2, plate.h // 3), (18, 16, 18, 240), col, max(1, g.u(1)))
    text(surf, pawn_name(pl), g.PAWN_FONT, g.pawn_px(), plate.center, theme.BONE if not dead else theme.ASH,
         "center", shadow=False)
    if not dead:  # the seat's shape beside its colour, top right of the pawn
        patterns.seat_badge(surf, seat, (x + r * 0.8, y - r * 0.8), max(4, r * 0.42), col)
    if pl.get("unconscious") or dead:
        pygame.draw.line(surf, (230, 60, 50), (x - r, y - r), (x + r, y + r), max(2, g.u(3)))


class CampPainter:
    def __init__(self, hovering):
        self.hovering = hovering  # the table's HoverHelp: the zoom's list is put there
        self.hover_key = None  # what the zoom's list was made for

    @staticmethod
    def board_base(g) -> pygame.Surface:
        return board_surface(g)

    @staticmethod
    def board_parts(g, view, names: dict, prects: dict) -> list:
        """The camp's still parts (board_draw.static_parts), for the shared static layer."""
        return static_parts(g, view, names, prects)

    @staticmethod
    def caption_rect(g) -> pygame.Rect:
        return pygame.Rect(g.space_rect["storage"].x, g.space_rect["storage"].y, g.area["phase_meter"].w, g.u(56))

    @staticmethod
    def log_overlay_rect(g) -> pygame.Rect:
        m, top = g.area["phase_meter"], g.space_rect["storage"].y
        return pygame.Rect(m.x, top, m.w, g.area["camp_events"].bottom - top)

    # -- per frame -----------------------------------------------------------------------------------------
    def draw_pieces(self, surface, g, view, anims, dragdrop) -> None:
        self.draw_pawns(surface, g, view, anims, dragdrop)
        self.draw_flights(surface, g, anims)

    @staticmethod
    def draw_pawns(surface, g, view, anims, dragdrop) -> None:
        dragging = dragdrop.dragging
        for seat, pl in enumerate(view.get("players") or []):
            key = ("pawn", seat)
            if key not in anims.targets:
                continue
            pos = anims.pos.get(key, anims.targets[key])
            if dragging == key:
                pos = dragdrop.item_rect(dragging).center
            x, y, r = round(pos[0]), round(pos[1]), g.pawn_r
            with faded(surface, anims.alpha(key)) as surf:  # reduced motion: a fade where it lands
                draw_pawn(surf, g, (x, y), seat, pl, view.get("leader") == seat)

    @staticmethod
    def draw_flights(surface, g, anims) -> None:
        """Tokens on their way (piece_anim flights): an Infection Clicker, face down ("?") while it travels and for
        everyone but its two seats; to them it shows what it showed once it arrives (its look: the seat's event)."""
        for f in anims.flights:
            if f.key[0] != "clicker":
                continue
            x, y, r = round(f.pos[0]), round(f.pos[1]), g.u(15)
            with faded(surface, f.alpha) as surf:  # reduced motion: it fades in where it lands
                shown = f.look.get("shown") if f.arrived else None
                bad = shown in (True, "infected")
                fill = (70, 110, 40) if bad else (60, 58, 52) if shown is not None else (34, 30, 34)
                pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), r)
                pygame.draw.circle(surf, fill, (x, y), r)
                pygame.draw.circle(surf, theme.BLOOD_BRIGHT, (x, y), r, max(2, g.u(3)))
                mark = "!" if bad else "✓" if shown is not None else "?"
                text(surf, mark, "sans_bold", g.px(16), (x, y), theme.BONE, "center")
                word = ("Clicker: INFECTED" if bad else "Clicker: clean") if shown is not None else "Infection Clicker"
                tag = textfit.width(word, "sans_bold", g.px(12))
                box = pygame.Rect(0, 0, tag + g.u(10), g.u(18))
                box.midtop = (x, y + r + g.u(3))
                panel(surf, box, g.u(5), (16, 10, 12, 235), theme.BLOOD_BRIGHT, 1)
                text(surf, word, "sans_bold", g.px(12), box.center, (180, 230, 120) if bad else theme.BONE, "center",
                     shadow=False)

    @staticmethod
    def dice_rect(g) -> pygame.Rect:
        """Over the Camp Door and the Action dice tray of the map: wide enough for eight dice."""
        t = g.area["dice_tray"]
        w, h = g.u(240), g.u(150)
        return pygame.Rect(max(0, t.centerx - w // 2), t.bottom - h, w, h)

    def list_hover(self, g, view, prects: dict, version: int) -> None:
        """What the pointer can rest on for the zoom: spaces, cards, tiles, items, boards, the event (`version`:
        the table's view version)."""
        key = (version, g.size, g.scale, id(prects), palette.version())  # tips carry seat colours
        if self.hover_key == key:
            return  # the same view and places: the list stands (rebuilt only when the view changes)
        self.hover_key = key
        self.hovering.later(lambda: self.hover_listing(g, view, prects))

    def hover_listing(self, g, view, prects: dict) -> None:
        c = content()
        for sp, r in g.space_rect.items():
            n = (view.get("decks") or {}).get(sp, 0)
            self.hovering.tip(r, f"{g.space_name.get(sp, sp)}: {n} cards in its deck", key=("space", sp))
        self.hovering.tip(g.area["boiler_room"], "Boiler Room", title="Boiler Room",
                       body=f"{view.get('boiler', 0)} Strikes of 3. Working, it lets players inside gain Stamina; "
                            "at 3 Strikes it explodes. Repair: 2 cubes, or 1 and a roll.", key=("boiler",))
        self.hovering.tip(g.area["camp_door"], "Camp Door", title="Camp Door",
                       body=f"{view.get('door', 0)} Strikes of 3. During a Lockdown only a key lets a player "
                            "between inside and outside.", key=("door",))
        self.hovering.tip(g.area["bonfire"], "Bonfire", title="Bonfire",
                       body=f"{view.get('bonfire', 0)} cards. Any card may be added (free); lit at "
                            f"{c.camp['camp']['bonfire_ready_at']} or more, it warms everyone inside.",
                       key=("bonfire",))
        ev = view.get("event")
        if ev:
            self.hovering.card(g.event_card, event_kwargs(ev), key=("event",))
        top = (view.get("phase_discard") or [None])[-1]
        if top:
            self.hovering.card(phase_top_rect(g), phase_kwargs(top), key=("phase_top", top))
        for aid, r in prects.items():
            kind = aid[0]
            if kind == "card":
                self.hovering.card(r, card_kwargs(aid[1]), key=aid)
            elif kind in ("tile", "item"):
                self.hovering.card(r, item_kwargs(aid[-1]), key=aid)
            elif kind == "unlock":
                pl = (view.get("players") or [])[aid[1]]
                cost = c.camp["unlocks"].get(aid[2], "?")
                have = "unlocked" if aid[2] in (pl.get("unlocks") or ()) else f"{cost} XP to unlock"
                face = f"; the Locker die shows {str(pl['locker']).replace('_', ' ')}" \
                    if aid[2] == "locker" and pl.get("locker") else ""
                self.hovering.tip(r, f"{UNLOCK_TIPS.get(aid[2], aid[2]).capitalize()} ({have}{face})", key=aid)
            elif kind == "camp":
                pl = (view.get("players") or [])[aid[1]]
                ch = c.characters.get(pl["char"], {})
                u = ch.get("unique") or {}
                self.hovering.tip(r, ch.get("name", ""), title=ch.get("name", ""),
                               body=f"Rank {ch.get('rank', '')}. {u.get('name', '')}: {u.get('text', '')}",
                               art=lambda surf, rect, char=pl["char"]: portraits.draw_figure(surf, rect, char),
                               colour=seat_char_colour(aid[1], pl["char"]), key=aid)
        for (kind, what), r in zip(own_side(view), g.side_slots(len(own_side(view)))):
            tip = "A Vulnerable card: " + what if kind == "vulnerable" else \
                {"host": "You are the Host: the Thing.", "infected": "You are infected: you win with the Thing.",
                 "human": "You are human."}[what]
            self.hovering.tip(r, tip, key=("own", kind, what))
