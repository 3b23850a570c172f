"""What The Thing's table draws of its own (a mixin of TheThingTable; the frame's order, the chips, the prompt, the
dice, the toast and the side log are PromptBoardDrawing's): the static layer's parts (the Outpost, the panels, the
hand), the character tokens (sliding), where a move's caption and the log overlay go, and the hover zoom's list."""
from __future__ import annotations

import pygame

from game.games.the_thing.rules import PROMPTS
from game.games.the_thing.state import content

from ...widgets import patterns
from ..prompt_board_draw import PromptBoardDrawing
from . import prompt as tp
from .board_draw import board_surface, card_kwargs, char_name, encounter_kwargs, static_parts, token_surface
from .counters import pile_rows
from .geometry import Geometry


class TableDrawing(PromptBoardDrawing):
    geometry_type = Geometry
    prompt_words = PROMPTS

    def board_base(self, g) -> pygame.Surface:
        return board_surface(g)

    def board_parts(self, g, view) -> list:
        return static_parts(g, view, self.names(), self.hand_rects, self.aside_rects)

    def caption_rect(self, g) -> pygame.Rect:
        """Over the lines of the strip that tells what lies on the table (a move's words beside its cards),
        right of its "On the table" title (board_draw._played writes its lines from u(96)), so the title stays
        readable; clear of the Encounter's crew (a banner at the Encounter's top covered its first row)."""
        played = g.area["played"]
        return pygame.Rect(played.x + g.u(92), played.y, played.w - g.u(92), g.u(56))

    def log_overlay_rect(self, g) -> pygame.Rect:
        rec = g.area["rec_room"]
        return pygame.Rect(rec.x, rec.y, g.area["piles"].right - rec.x, g.area["played"].bottom - rec.y)

    # -- per frame -------------------------------------------------------------------------------------------
    def draw_pieces(self, surface, g, view) -> None:
        """The character tokens (sliding; a dragged one under the pointer), each with its player's name."""
        chars = view.get("chars") or {}
        dragging = self.dragdrop.dragging
        owners = self.char_owners()
        me = view.get("seat")
        for key, (target, size) in self.token_targets.items():
            row = chars.get(key[1])
            if row is None:
                continue
            pos = self.anims.pos.get(key, target)
            if dragging == key and self.dragdrop.moved:
                pos = self.dragdrop.item_rect(dragging).center
            owner = owners.get(key[1])
            surf = token_surface(g, key[1], row, size, self.names().get(owner, "") if owner is not None else "",
                                 owner, owner is not None and owner == me)
            tr = g.token_rect(pos, size)
            alpha = self.anims.alpha(key)
            if alpha < 255:  # reduced motion: it fades in where it lands
                surf = surf.copy()
                surf.set_alpha(alpha)
            surface.blit(surf, tr)
            if owner is not None and row.get("alive", True):  # its player's shape on its corner, beside the colour
                rad = max(4, min(g.u(7), tr.h // 4))
                patterns.seat_badge(surface, owner, (tr.right - rad, tr.y + rad), rad)

    def list_hover(self, g, view) -> None:
        """What the pointer can rest on for the zoom: the encounter, the cards, the tokens, the tasks, the piles."""
        key = (self.view_version, g.size, g.scale, id(self.prects),
               tuple(self.anims.pos.get(k) for k in self.token_targets)
               if self.anims.busy else None)
        if getattr(self, "_hover_key", None) == key:
            return
        self._hover_key = key
        self.hovering.items = []
        c = content()
        cur = view.get("current")
        if cur:
            self.hovering.card(g.enc_card, encounter_kwargs(cur), key=("encounter",))
        for aid, r in self.prects.items():
            if aid[0] == "card":
                self.hovering.card(r, card_kwargs(aid[1]), key=aid)
            elif aid[0] == "aside":
                self.hovering.card(r, card_kwargs(aid[1]), key=aid)
        for key2, (target, size) in self.token_targets.items():
            ch = key2[1]
            info = c.characters.get(ch) or {}
            skills = ", ".join(s.capitalize() for s in info.get("skills") or ()) or "no skill"
            self.hovering.tip(g.token_rect(self.anims.pos.get(key2, target), size), info.get("name", ch),
                           title=info.get("name", ch),
                           body=f"{info.get('dice', 1)} dice · {skills}. {info.get('text', '')}", key=key2)
        for t, r in g.task.items():
            info = c.tasks.get(t) or {}
            row = (view.get("tasks") or {}).get(t, {})
            skills = ", ".join(s.capitalize() for s in info.get("skills") or ())
            self.hovering.tip(r, info.get("name", t), title=info.get("name", t),
                           body=f"{row.get('tokens', 0)} of {info.get('difficulty')} tokens · skills: {skills} · "
                                f"crew at most {info.get('crew_max')} · each die of {info.get('target')}+ is a token. "
                                f"{info.get('text', '')}", key=("task", t))
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

    def chip_risky(self, key: str) -> bool:
        return any(tp.chip_key(self.view, a) == key and self.choosing.risk_of(a).confirm for a in self.legal())

    def char_owners(self) -> dict:
        """character id -> the seat that plays it (NPCs are not in it)."""
        return {pl["char"]: seat for seat, pl in enumerate(self.view.get("players") or []) if pl.get("char")}


__all__ = ["TableDrawing", "char_name"]
