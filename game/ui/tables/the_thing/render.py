"""How The Thing's table draws a frame, from the screen seat's view only (a mixin of TheThingTable): the static
layer (the Outpost, the panels, the hand, the log; redrawn only where something changed), then per frame the
character tokens (sliding), the chips, the glow of the choices, the dragged card, the dice, the prompt, the choices,
the caption of a computer move, the hover zoom and the popups."""
from __future__ import annotations

import pygame

from game.games.the_thing.rules import PROMPTS
from game.games.the_thing.state import content

from ... import theme
from ..common import draw_button, fitted_line, fitted_text, panel
from ..piece_anim import draw_dice_panel
from . import prompt as tp
from .board_draw import (board_surface, card_kwargs, char_name, encounter_kwargs, seat_colour, static_parts,
                         token_surface)
from .geometry import Geometry

GLOW = (96, 196, 110)


class TableDrawing:
    def render(self, surface, data: dict) -> None:
        view = data["view"]
        g = self.geo
        if g is None or g.size != surface.get_size():
            if self.app is not None:
                self.relayout()
            g = self.geo if self.geo is not None and self.geo.size == surface.get_size() else \
                Geometry(surface.get_size(), view)
        key = (self.view_version, surface.get_size(), self.log_scroll, len(data["log"]), bool(data["choices"]))
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            self._static_key = key
            self._static = self.static_layer.update(board_surface(g), g, self.static_parts(g, data))
        surface.blit(self._static, (0, 0))
        self.draw_tokens(surface, g, view)
        self.draw_chips(surface, g)
        self.draw_notes(surface, g.px(12))
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.draw_drop_targets(surface, {t: self.dragdrop.targets[t].rect for t in self.dragdrop.highlights
                                         if t in self.dragdrop.targets}, GLOW, g.u(6), max(2, g.u(3)), g.u(6), 110)
        self.draw_dragged(surface, g)
        draw_dice_panel(surface, self.anims, g.area["dice_tray"], g.k, g.px(13), self.dice_words())
        self.draw_prompt(surface, g, view, data)
        self.draw_choice_panel(surface, getattr(self, "choices_rect", g.choices), data.get("choice_title", ""),
                               g.k, g.px(14), g.px(12), g.u(6))
        for b in self.bar_buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), g.px(12), g.u(6))
        # the caption over the strip that tells what lies on the table (a move's words beside its cards), clear of
        # the Encounter's crew (a banner at the Encounter's top covered its first row of tokens)
        played = g.area["played"]
        self.draw_move_caption(surface, data, pygame.Rect(played.x, played.y, played.w, g.u(56)), g.k, g.px(13))
        self.draw_log_overlay(surface, pygame.Rect(g.area["rec_room"].x, g.area["rec_room"].y,
                                                   g.area["piles"].right - g.area["rec_room"].x,
                                                   g.area["played"].bottom - g.area["rec_room"].y),
                              self.named_log(data["log"]), g.px(13))
        self.list_hover(g, view)
        if data["toast"]:
            self.draw_toast(surface, g, data["toast"])
        self.draw_hover_help(surface, g.f)
        self.draw_choice_popups(surface, g.px(13))

    def static_parts(self, g, data: dict) -> list:
        return static_parts(g, data["view"], self.names(), self.hand_rects, self.aside_rects) + \
            [self.side_log_part(self.log_rect(g, data), data["log"], g.px(12), board_surface(g))]

    def build_static(self, size, g, data: dict) -> pygame.Surface:
        """The whole static layer drawn afresh (what the layer's partial updates must equal)."""
        surf = board_surface(g).copy()
        for part in self.static_parts(g, data):
            part.draw(surf)
        return surf

    def draw_side_log(self, surface, rect, lines: list, px: int, base=None) -> None:
        super().draw_side_log(surface, rect, self.named_log(lines), px, base)

    def log_rect(self, g, data: dict) -> pygame.Rect:
        if not data["choices"]:
            return pygame.Rect(g.choices.x, g.choices.y, g.choices.w, g.bar.y - g.choices.y - g.u(6))
        top = getattr(self, "choices_rect", g.choices).bottom + g.u(6)
        return pygame.Rect(g.log.x, top, g.log.w, g.bar.y - top - g.u(6))

    # -- per frame -------------------------------------------------------------------------------------------
    def draw_tokens(self, surface, g, view) -> None:
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
            surface.blit(surf, g.token_rect(pos, size))

    def draw_chips(self, surface, g) -> None:
        lit = self.lit_anchors()
        for aid, r in self.prects.items():
            if aid[0] != "chip":
                continue
            hover = self.mouse is not None and r.collidepoint(self.mouse)
            risky = any(tp.chip_key(self.view, a) == aid[1] and self.risk_of(a).confirm for a in self.legal())
            edge = theme.GOLD if aid in lit else (110, 100, 90)
            fill = (80, 26, 26, 245) if risky else (60, 30, 34, 245) if hover else (34, 22, 26, 240)
            panel(surface, r, g.u(6), fill, edge, max(1, g.u(2)))
            fitted_line(surface, tp.chip_word(aid[1]), "sans_bold", g.px(13), r.center, r.w - g.u(8), theme.BONE,
                        "center", shadow=False)

    def draw_dragged(self, surface, g) -> None:
        dragging = self.dragdrop.dragging
        if dragging is None or dragging[0] != "card" or not self.dragdrop.moved:
            return
        r = self.dragdrop.item_rect(dragging)
        pygame.draw.rect(surface, (60, 52, 44), r, border_radius=g.u(4))
        pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=g.u(4))
        fitted_text(surface, card_kwargs(dragging[1])["title"], "sans", g.px(12), r.inflate(-g.u(6), 0), theme.BONE)

    def dice_words(self) -> str:
        total = self.anims.total
        if total is None:
            return ""
        who = total[0]
        name = self.session.seat_name(who) if isinstance(who, int) and 0 <= who < len(self.session.seats) else ""
        return f"{name}: {total[1]}" if name else str(total[1])

    def draw_prompt(self, surface, g, view, data) -> None:
        pr = g.area["prompt"]
        f = view.get("frame") or {}
        seat = f.get("seat")
        masked = self.masked_seat()
        col = seat_colour(seat) if seat is not None and not masked else theme.BONE
        panel(surface, pr, g.u(8), (14, 10, 12, 240), col, max(1, g.u(2)))
        if view.get("result"):
            who, what = "Game over:", str(view["result"].get("reason", ""))
        elif masked:
            who, what = "The table answers:", "A card is played: anyone may cancel it."
        else:
            name = data["names"].get(seat, "Nobody")
            who = f"{name}, your move:" if data["screen_decides"] else (
                f"{name} (computer) is deciding:" if data["kinds"].get(seat) == "ai" else f"Waiting for {name}:")
            what = PROMPTS.get(f.get("kind"), "")
        fitted_line(surface, who, "sans_bold", g.px(13), (pr.x + g.u(8), pr.y + g.u(4)), pr.w - g.u(16), col)
        fitted_text(surface, what, "sans", g.px(13), pygame.Rect(pr.x + g.u(8), pr.y + g.u(20), pr.w - g.u(16),
                                                                pr.h - g.u(22)), theme.BONE, "left")

    def draw_toast(self, surface, g, msg: str) -> None:
        m = g.area["played"]
        r = pygame.Rect(0, 0, int(m.w * 0.8), g.u(44))
        r.midbottom = (m.centerx, m.bottom)
        panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        fitted_text(surface, msg, "sans_bold", g.px(13), r.inflate(-g.u(16), -g.u(6)), theme.BONE)

    def list_hover(self, g, view) -> None:
        """What the pointer can rest on for the zoom: the encounter, the cards, the tokens, the tasks, the piles."""
        key = (self.view_version, g.size, id(self.prects), tuple(self.anims.pos.get(k) for k in self.token_targets)
               if self.anims.busy else None)
        if getattr(self, "_hover_key", None) == key:
            return
        self._hover_key = key
        self.hover_items = []
        c = content()
        cur = view.get("current")
        if cur:
            self.hover_card(g.enc_card, encounter_kwargs(cur), key=("encounter",))
        for aid, r in self.prects.items():
            if aid[0] == "card":
                self.hover_card(r, card_kwargs(aid[1]), key=aid)
            elif aid[0] == "aside":
                self.hover_card(r, card_kwargs(aid[1]), key=aid)
        for key2, (target, size) in self.token_targets.items():
            ch = key2[1]
            info = c.characters.get(ch) or {}
            skills = ", ".join(s.capitalize() for s in info.get("skills") or ()) or "no skill"
            self.hover_tip(g.token_rect(self.anims.pos.get(key2, target), size), info.get("name", ch),
                           title=info.get("name", ch),
                           body=f"{info.get('dice', 1)} dice · {skills}. {info.get('text', '')}", key=key2)
        for t, r in g.task.items():
            info = c.tasks.get(t) or {}
            row = (view.get("tasks") or {}).get(t, {})
            skills = ", ".join(s.capitalize() for s in info.get("skills") or ())
            self.hover_tip(r, info.get("name", t), title=info.get("name", t),
                           body=f"{row.get('tokens', 0)} of {info.get('difficulty')} tokens · skills: {skills} · "
                                f"crew at most {info.get('crew_max')} · each die of {info.get('target')}+ is a token. "
                                f"{info.get('text', '')}", key=("task", t))
        self.hover_tip(g.area["coast"], "Thousand Miles to the Coast", title="Thousand Miles to the Coast",
                       body=f"{view.get('coast') or 0} tokens. At ten the Thing reaches the coast and wins "
                            "(5-6 players).", key=("coast",))
        self.hover_tip(g.thing["saucer"], "The Blair-saucer", title="The Blair-saucer",
                       body=f"{view.get('saucer', 0)} cards under it. The Thing may roll a die per card: three sixes "
                            "complete it and the Thing wins.", key=("saucer",))
        self.hover_tip(g.area["tool_shed"], "The Tool Shed", title="The Tool Shed",
                       body="After Blair goes Berserk an NPC is locked in here: no card is played on him.",
                       key=("shed",))

    def named_log(self, lines: list) -> list:
        """The log with the lobby's names put in, one list that grows with `lines` (the panel wraps only new lines)."""
        c = getattr(self, "_named", None)
        if c is None or c[0] is not lines or len(lines) < c[2]:
            c = self._named = [lines, [], 0]
        c[1].extend(self.caption_words(x) for x in lines[c[2]:])
        c[2] = len(lines)
        return c[1]

    def char_owners(self) -> dict:
        """character id -> the seat that plays it (NPCs are not in it)."""
        return {pl["char"]: seat for seat, pl in enumerate(self.view.get("players") or []) if pl.get("char")}


__all__ = ["TableDrawing", "char_name"]
