"""How the Who Goes There? table draws a frame, from the screen seat's view only (a mixin of WhoGoesThereTable):
a static layer rebuilt when the view changes (the camp, the boards, the hand, the log), then per frame the pawns,
the glow of the choices, the chips, the dice, the prompt, the choices, the caption of a computer move, the hover
zoom and the popups."""
from __future__ import annotations

import pygame

from game.games.who_goes_there.rules import PROMPTS
from game.games.who_goes_there.state import content

from ... import theme
from ...widgets import textfit
from ..common import draw_button, fitted_line, fitted_text, panel, text
from ..piece_anim import draw_dice_panel
from . import prompt as wp
from .board_draw import (UNLOCK_TIPS, board_surface, card_kwargs, char_colour, char_name, item_kwargs, item_rects,
                         own_side, static_parts)
from .geometry import Geometry


class TableDrawing:
    def render(self, surface, data: dict) -> None:
        view = data["view"]
        g = self.geo
        if g is None or g.size != surface.get_size():
            if self.app is not None:
                self.relayout()
            g = self.geo if self.geo is not None and self.geo.size == surface.get_size() else \
                Geometry(surface.get_size(), view)
        self.drawn.append(data)
        del self.drawn[:-3]
        key = (self.view_version, surface.get_size(), self.log_scroll, len(data["log"]), bool(data["choices"]))
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            self._static_key = key
            self._static = self.static_layer.update(board_surface(g), g, self.static_parts(g, data))
        surface.blit(self._static, (0, 0))
        self.draw_pawns(surface, g, view)
        self.draw_flights(surface, g)
        self.draw_chips(surface, g)
        self.draw_notes(surface, g.px(12))
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.draw_drop_targets(surface, {t: self.dragdrop.targets[t].rect for t in self.dragdrop.highlights
                                         if t in self.dragdrop.targets}, (96, 196, 110), g.u(6), max(2, g.u(3)),
                               g.u(6), 110)
        self.draw_dragged(surface, g)
        self.draw_dice(surface, g)
        self.draw_prompt(surface, g, view, data)
        self.draw_choice_panel(surface, getattr(self, "choices_rect", g.choices), data.get("choice_title", ""),
                               g.k, g.px(14), g.px(12), g.u(6))
        for b in self.bar_buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), g.px(12), g.u(6))
        m = g.area["phase_meter"]
        box = pygame.Rect(g.space_rect["storage"].x, g.space_rect["storage"].y, m.w, g.u(56))
        self.draw_move_caption(surface, data, box, g.k, g.px(13))
        self.draw_log_overlay(surface, pygame.Rect(m.x, g.space_rect["storage"].y, m.w, g.area["camp_events"].bottom
                                                   - g.space_rect["storage"].y), self.named_log(data["log"]), g.px(13))
        self.list_hover(g, view)
        if data["toast"]:
            self.draw_toast(surface, g, data["toast"])
        self.draw_hover_help(surface, g.f)
        self.draw_choice_popups(surface, g.px(13))

    def static_parts(self, g, data: dict) -> list:
        """The camp's still parts (board_draw.static_parts) and the side log, for the shared static layer."""
        return static_parts(g, data["view"], self.short_names(), self.prects) + \
            [self.side_log_part(self.log_rect(g, data), data["log"], g.px(12), board_surface(g))]

    def draw_side_log(self, surface, rect, lines: list, px: int, base=None) -> None:
        super().draw_side_log(surface, rect, self.named_log(lines), px, base)

    def named_log(self, lines: list) -> list:
        """The log with the lobby's names put in ("Player 2" -> "Ada (Clark)"): one list that grows with `lines`
        (so the log panel wraps only the new lines); another list (another seat, an undo) starts it again."""
        c = getattr(self, "_named", None)
        if c is None or c[0] is not lines or len(lines) < c[2]:
            c = self._named = [lines, [], 0]
        c[1].extend(self.caption_words(x) for x in lines[c[2]:])
        c[2] = len(lines)
        return c[1]

    def build_static(self, size, g, data: dict) -> pygame.Surface:
        """The whole static layer drawn afresh (what the layer's partial updates must equal)."""
        surf = board_surface(g).copy()
        for part in self.static_parts(g, data):
            part.draw(surf)
        return surf

    def log_rect(self, g, data: dict) -> pygame.Rect:
        if not data["choices"]:
            return pygame.Rect(g.choices.x, g.choices.y, g.choices.w, g.bar.y - g.choices.y - g.u(6))
        top = getattr(self, "choices_rect", g.choices).bottom + g.u(6)
        return pygame.Rect(g.log.x, top, g.log.w, g.bar.y - top - g.u(6))

    # -- per frame -----------------------------------------------------------------------------------------
    def draw_pawns(self, surface, g, view) -> None:
        dragging = self.dragdrop.dragging
        for seat, pl in enumerate(view.get("players") or []):
            key = ("pawn", seat)
            if key not in self.anims.targets:
                continue
            pos = self.anims.pos.get(key, self.anims.targets[key])
            if dragging == key:
                pos = self.dragdrop.item_rect(dragging).center
            x, y, r = round(pos[0]), round(pos[1]), g.pawn_r
            col = char_colour(pl["char"]) if not pl.get("dead") else (80, 80, 80)
            pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), r)
            pygame.draw.circle(surface, col, (x, y), r)
            pygame.draw.circle(surface, theme.GOLD if view.get("leader") == seat else (20, 16, 16), (x, y), r,
                               max(1, g.u(2)))
            word = char_name(pl["char"]).split()[-1][:2]
            text(surface, word, "sans_bold", g.px(12), (x, y), (12, 10, 10), "center", shadow=False)
            if pl.get("unconscious") or pl.get("dead"):
                pygame.draw.line(surface, (230, 60, 50), (x - r, y - r), (x + r, y + r), max(2, g.u(3)))

    def draw_flights(self, surface, g) -> None:
        """Tokens on their way (piece_anim flights): an Infection Clicker, face down ("?") while it travels and for
        everyone but its two seats; to them it shows what it showed once it arrives (its look: the seat's event)."""
        for f in self.anims.flights:
            if f.key[0] != "clicker":
                continue
            x, y, r = round(f.pos[0]), round(f.pos[1]), g.u(15)
            shown = f.look.get("shown") if f.arrived else None
            bad = shown in (True, "infected")
            fill = (70, 110, 40) if bad else (60, 58, 52) if shown is not None else (34, 30, 34)
            pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), r)
            pygame.draw.circle(surface, fill, (x, y), r)
            pygame.draw.circle(surface, theme.BLOOD_BRIGHT, (x, y), r, max(2, g.u(3)))
            mark = "!" if bad else "✓" if shown is not None else "?"
            text(surface, mark, "sans_bold", g.px(16), (x, y), theme.BONE, "center")
            word = ("Clicker: INFECTED" if bad else "Clicker: clean") if shown is not None else "Infection Clicker"
            tag = textfit.width(word, "sans_bold", g.px(12))
            box = pygame.Rect(0, 0, tag + g.u(10), g.u(18))
            box.midtop = (x, y + r + g.u(3))
            panel(surface, box, g.u(5), (16, 10, 12, 235), theme.BLOOD_BRIGHT, 1)
            text(surface, word, "sans_bold", g.px(12), box.center, (180, 230, 120) if bad else theme.BONE, "center",
                 shadow=False)

    def draw_chips(self, surface, g) -> None:
        lit = self.lit_anchors()
        for aid, r in self.prects.items():
            if aid[0] != "chip":
                continue
            hover = self.mouse is not None and r.collidepoint(self.mouse)
            risky = self.chip_risky(aid[1])
            edge = theme.GOLD if aid in lit else (110, 100, 90)
            fill = (80, 26, 26, 245) if risky else (60, 30, 34, 245) if hover else (34, 22, 26, 240)
            panel(surface, r, g.u(6), fill, edge, max(1, g.u(2)))
            fitted_line(surface, wp.chip_word(aid[1]), "sans_bold", g.px(13), r.center, r.w - g.u(8), theme.BONE,
                        "center", shadow=False)

    def draw_dragged(self, surface, g) -> None:
        dragging = self.dragdrop.dragging
        if dragging is None or dragging[0] != "card" or not self.dragdrop.moved:
            return
        r = self.dragdrop.item_rect(dragging)
        kw = card_kwargs(dragging[1])
        pygame.draw.rect(surface, (60, 52, 44), r, border_radius=g.u(4))
        pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=g.u(4))
        fitted_text(surface, kw["title"], "sans", g.px(12), r.inflate(-g.u(6), 0), theme.BONE)

    def draw_dice(self, surface, g) -> None:
        total = self.anims.total
        label = ""
        if total is not None:
            who = total[0]
            name = self.session.seat_name(who) if isinstance(who, int) and 0 <= who < len(self.session.seats) else ""
            label = f"{name}: {total[1]}" if name else str(total[1])
        draw_dice_panel(surface, self.anims, self.dice_rect(g), g.k, g.px(13), label)

    def dice_rect(self, g) -> pygame.Rect:
        """Over the Camp Door and the Action dice tray of the map: wide enough for eight dice."""
        t = g.area["dice_tray"]
        w, h = g.u(240), g.u(150)
        return pygame.Rect(max(0, t.centerx - w // 2), t.bottom - h, w, h)

    def draw_prompt(self, surface, g, view, data) -> None:
        pr = g.area["prompt"]
        f = view.get("frame") or {}
        seat = f.get("seat")
        col = self.seat_colour(seat) if seat is not None else theme.BONE
        panel(surface, pr, g.u(8), (14, 10, 12, 240), col, max(1, g.u(2)))
        if view.get("result"):
            who, what = "Game over:", str(view["result"].get("reason", ""))
        else:
            name = data["names"].get(seat, "Nobody")
            who = f"{name}, your move:" if data["screen_decides"] else (
                f"{name} (computer) is deciding:" if data["kinds"].get(seat) == "ai" else f"Waiting for {name}:")
            what = PROMPTS.get(f.get("kind"), "")
        fitted_line(surface, who, "sans_bold", g.px(13), (pr.x + g.u(8), pr.y + g.u(4)), pr.w - g.u(16), col)
        fitted_text(surface, what, "sans", g.px(13), pygame.Rect(pr.x + g.u(8), pr.y + g.u(20), pr.w - g.u(16),
                                                                pr.h - g.u(22)), theme.BONE, "left")

    def draw_toast(self, surface, g, msg: str) -> None:
        m = g.area["phase_meter"]
        r = pygame.Rect(0, 0, int(m.w * 0.7), g.u(44))
        r.midbottom = (m.centerx, m.bottom)
        panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        fitted_text(surface, msg, "sans_bold", g.px(13), r.inflate(-g.u(16), -g.u(6)), theme.BONE)

    def list_hover(self, g, view) -> None:
        """What the pointer can rest on for the zoom: spaces, cards, tiles, items, boards, the event."""
        key = (self.view_version, g.size, id(self.prects))
        if getattr(self, "_hover_key", None) == key:
            return  # the same view and places: the list stands (rebuilt only when the view changes)
        self._hover_key = key
        self.hover_later(lambda: self.hover_listing(g, view))

    def hover_listing(self, g, view) -> None:
        c = content()
        for sp, r in g.space_rect.items():
            n = (view.get("decks") or {}).get(sp, 0)
            self.hover_tip(r, f"{g.space_name.get(sp, sp)}: {n} cards in its deck", key=("space", sp))
        self.hover_tip(g.area["boiler_room"], "Boiler Room", title="Boiler Room",
                       body=f"{view.get('boiler', 0)} Strikes of 3. Working, it lets players inside gain Stamina; "
                            "at 3 Strikes it explodes. Repair: 2 cubes, or 1 and a roll.", key=("boiler",))
        self.hover_tip(g.area["camp_door"], "Camp Door", title="Camp Door",
                       body=f"{view.get('door', 0)} Strikes of 3. During a Lockdown only a key lets a player "
                            "between inside and outside.", key=("door",))
        self.hover_tip(g.area["bonfire"], "Bonfire", title="Bonfire",
                       body=f"{view.get('bonfire', 0)} cards. Any card may be added (free); lit at "
                            f"{c.camp['camp']['bonfire_ready_at']} or more, it warms everyone inside.",
                       key=("bonfire",))
        ev = view.get("event")
        if ev:
            info = c.events.get(ev, {})
            self.hover_card(g.event_card, {"title": info.get("name", ev), "card_type": f"{info.get('kind', '')} event",
                                           "text": info.get("text", "")}, key=("event",))
        for aid, r in self.prects.items():
            kind = aid[0]
            if kind == "card":
                self.hover_card(r, card_kwargs(aid[1]), key=aid)
            elif kind in ("tile", "item"):
                self.hover_card(r, item_kwargs(aid[-1]), key=aid)
            elif kind == "unlock":
                pl = (view.get("players") or [])[aid[1]]
                cost = c.camp["unlocks"].get(aid[2], "?")
                have = "unlocked" if aid[2] in (pl.get("unlocks") or ()) else f"{cost} XP to unlock"
                face = f"; the Locker die shows {str(pl['locker']).replace('_', ' ')}" \
                    if aid[2] == "locker" and pl.get("locker") else ""
                self.hover_tip(r, f"{UNLOCK_TIPS.get(aid[2], aid[2]).capitalize()} ({have}{face})", key=aid)
            elif kind == "camp":
                pl = (view.get("players") or [])[aid[1]]
                ch = c.characters.get(pl["char"], {})
                u = ch.get("unique") or {}
                self.hover_tip(r, ch.get("name", ""), title=ch.get("name", ""),
                               body=f"Rank {ch.get('rank', '')}. {u.get('name', '')}: {u.get('text', '')}",
                               colour=char_colour(pl["char"]), key=aid)
        for (kind, what), r in zip(own_side(view), g.side_slots(len(own_side(view)))):
            tip = "A Vulnerable card: " + what if kind == "vulnerable" else \
                {"host": "You are the Host: the Thing.", "infected": "You are infected: you win with the Thing.",
                 "human": "You are human."}[what]
            self.hover_tip(r, tip, key=("own", kind, what))

    def chip_risky(self, key: str) -> bool:
        return any(wp.chip_key(a) == key and self.risk_of(a).confirm for a in self.legal())

    def short_names(self) -> dict:
        return {i: self.session.seat_name(i) for i in range(len(self.session.seats))}

    def item_places(self, g, view) -> dict:
        out = {}
        for seat, pl in enumerate(view.get("players") or []):
            if seat in g.camp:
                for item, r in item_rects(g, seat, pl).items():
                    out[("item", seat, item)] = r
        return out
