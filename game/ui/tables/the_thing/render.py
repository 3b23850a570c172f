"""What The Thing's table draws of its own (a part TheThingTable owns; the frame's order is the table's, the chips,
the prompt, the toast and the side log the prompt board's): the static layer's parts (the Outpost, the panels, the
hand), the character tokens (sliding), where the dice, a move's caption and the log overlay go, and the hover
zoom's list. Each call is given the frame's view, the geometry and the parts it reads (the animations, the drags,
where the tokens stand); the hover zoom's list goes to the HoverHelp it was made with."""
from __future__ import annotations

import pygame

from game.games.the_thing.state import content

from ...widgets import patterns
from .board_draw import board_surface, capitan_badge, card_kwargs, encounter_kwargs, static_parts, token_surface
from . import portraits
from .counters import pile_rows


class OutpostPainter:
    def __init__(self, hovering):
        self.hovering = hovering  # the table's HoverHelp: the zoom's list is put there
        self.hover_key = None  # what the zoom's list was made for

    @staticmethod
    def board_base(g) -> pygame.Surface:
        return board_surface(g)

    @staticmethod
    def board_parts(g, view, names: dict, hand_rects: dict, aside_rects: dict) -> list:
        return static_parts(g, view, names, hand_rects, aside_rects)

    @staticmethod
    def dice_rect(g) -> pygame.Rect:
        return g.area["dice_tray"]

    @staticmethod
    def caption_rect(g) -> pygame.Rect:
        """Over the lines of the strip that tells what lies on the table (a move's words beside its cards),
        right of its "On the table" title (board_draw._played writes its lines from u(96)), so the title stays
        readable; clear of the Encounter's crew (a banner at the Encounter's top covered its first row)."""
        played = g.area["played"]
        return pygame.Rect(played.x + g.u(92), played.y, played.w - g.u(92), g.u(56))

    @staticmethod
    def log_overlay_rect(g) -> pygame.Rect:
        rec = g.area["rec_room"]
        return pygame.Rect(rec.x, rec.y, g.area["piles"].right - rec.x, g.area["played"].bottom - rec.y)

    # -- per frame -------------------------------------------------------------------------------------------
    @staticmethod
    def draw_pieces(surface, g, view, anims, dragdrop, token_targets: dict, names: dict) -> None:
        """The character tokens (sliding; a dragged one under the pointer), each with its player's name
        (`token_targets`: token key -> (where it stands, its size))."""
        chars = view.get("chars") or {}
        dragging = dragdrop.dragging
        owners = char_owners(view)
        me = view.get("seat")
        for key, (target, size) in token_targets.items():
            row = chars.get(key[1])
            if row is None:
                continue
            pos = anims.pos.get(key, target)
            if dragging == key and dragdrop.moved:
                pos = dragdrop.item_rect(dragging).center
            owner = owners.get(key[1])
            surf = token_surface(g, key[1], row, size, names.get(owner, "") if owner is not None else "",
                                 owner, owner is not None and owner == me)
            tr = g.token_rect(pos, size)
            alpha = anims.alpha(key)
            if alpha < 255:  # reduced motion: it fades in where it lands
                surf = surf.copy()
                surf.set_alpha(alpha)
            surface.blit(surf, tr)
            if owner is not None and row.get("alive", True):  # its player's shape on its corner, beside the colour
                rad = max(4, min(g.u(7), tr.h // 4))
                patterns.seat_badge(surface, owner, (tr.right - rad, tr.y + rad), rad)

    def list_hover(self, g, view, prects: dict, version: int, anims, token_targets: dict) -> None:
        """What the pointer can rest on for the zoom: the encounter, the cards, the tokens, the tasks, the piles
        (`version`: the table's view version; made again while the tokens slide)."""
        key = (version, g.size, g.scale, id(prects), tuple(anims.pos.get(k) for k in token_targets)
               if anims.busy else None)
        if self.hover_key == key:
            return
        self.hover_key = key
        self.hovering.items = []
        c = content()
        cur = view.get("current")
        if cur:
            self.hovering.card(g.enc_card, encounter_kwargs(cur), key=("encounter",))
        for aid, r in prects.items():
            if aid[0] == "card":
                self.hovering.card(r, card_kwargs(aid[1]), key=aid)
            elif aid[0] == "aside":
                self.hovering.card(r, card_kwargs(aid[1]), key=aid)
        for key2, (target, size) in token_targets.items():
            ch = key2[1]
            info = c.characters.get(ch) or {}
            skills = ", ".join(s.capitalize() for s in info.get("skills") or ()) or "no skill"
            self.hovering.tip(g.token_rect(anims.pos.get(key2, target), size), info.get("name", ch),
                           title=info.get("name", ch),
                           body=f"{info.get('dice', 1)} dice · {skills}. {info.get('text', '')}", key=key2,
                           art=lambda surf, rect, ch=ch: portraits.draw_figure(surf, rect, ch))
        for t, r in g.task.items():
            info = c.tasks.get(t) or {}
            row = (view.get("tasks") or {}).get(t, {})
            skills = ", ".join(s.capitalize() for s in info.get("skills") or ())
            self.hovering.tip(r, info.get("name", t), title=info.get("name", t),
                           body=f"{row.get('tokens', 0)} of {info.get('difficulty')} tokens · skills: {skills} · "
                                f"crew at most {info.get('crew_max')} · each die of {info.get('target')}+ is a token. "
                                f"{info.get('text', '')}", key=("task", t))
        cap = view.get("capitan")
        if isinstance(cap, int) and cap in g.panel:
            self.hovering.tip(capitan_badge(g, cap), "El Capitan", title="El Capitan",
                              body="El Capitan sends the NPCs to the Encounter and the tasks, picks the player for "
                                   "Bad Blood and, at 5-6 players, who sits a round out.", key=("capitan",))
        self.hovering.tip(g.area["coast"], "Thousand Miles to the Coast", title="Thousand Miles to the Coast",
                       body=f"{view.get('coast') or 0} tokens. At ten the Thing reaches the coast and wins "
                            "(5-6 players).", key=("coast",))
        self.hovering.tip(g.thing["saucer"], "The Blair-saucer", title="The Blair-saucer",
                       body=f"{view.get('saucer', 0)} cards under it. The Thing may roll a die per card: three sixes "
                            "complete it and the Thing wins.", key=("saucer",))
        self.hovering.tip(g.area["piles"], "Piles (face down)", title="Piles (face down)",  # the box may shorten
                       body=" · ".join(f"{name}: {n}" for name, n, _ in pile_rows(view)), key=("piles",))
        self.hovering.tip(g.area["tool_shed"], "The Tool Shed", title="The Tool Shed",
                       body="After Blair goes Berserk an NPC is locked in here: no card is played on him.",
                       key=("shed",))


def char_owners(view: dict) -> dict:
    """character id -> the seat that plays it (NPCs are not in it)."""
    return {pl["char"]: seat for seat, pl in enumerate(view.get("players") or []) if pl.get("char")}
