"""Drawing the Zombie table scene's layers: the static layer (static_layer.py: the cloth, cached per size, with
the camps, City Center, piles, log and dice panel over it, each drawn again only when what it shows changed)
and the per-frame parts (prompt bar, choices, hand, reaction chain, toast).

A part ZombieTable owns (`table.board`): every method draws from the `data` render() was given (the screen seat's
view), the geometry and what the table hands it in the call (the pointer, the bar's buttons, the hand's slots);
it keeps only the cards its static parts showed, for the hover zoom.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ... import theme
from ...widgets import card as cardw
from ...widgets import patterns, textfit
from ...widgets import ink
from ..dice_stats import dice_stats
from ..choice_list import draw_choice_headers
from ...widgets.ink import panel, text
from ..buttons import draw_button
from . import draw as zdraw
from .geometry import Geometry
from ...surfaces import new_surface
from ..static_layer import BoardCache, Part

LEGAL_GLOW = (96, 196, 110)


BOARDS = BoardCache()  # the board pictures (tests count their drawing)


def board_surface(g: Geometry) -> pygame.Surface:
    """The cloth, the tray's bed and the hand's panel under the vignette: the same all game, cached per window
    size and layout fit."""
    def draw(surf):
        surf.fill(theme.BLACK)
        g.lv.draw(surf, areas=["dice_tray", "hand"], labels=False, captions=False)
        surf.blit(zdraw.vignette(tuple(g.size)), (0, 0))
    return BOARDS.get((tuple(g.size), g.lv.rect.topleft, round(g.k, 5)), tuple(g.size), draw)


def static_scope(g: Geometry) -> tuple:
    """What the static parts' keys leave out: where the geometry puts everything (a new Geometry is made after
    every move, in the same places)."""
    return (tuple(g.size), g.scale, round(g.k, 5), g.lv.rect.topleft,
            tuple((c, tuple(r)) for c, r in sorted(g.camp_rect.items())))


class ZombieBoard:
    """The Zombie table's painter. `panels` is the table's SharedPanels (the side log, the text at the UI scale),
    `tray` its DiceTray, `hovering` its HoverHelp (listed each frame), `camp_name(c)` and `display_name(camp)` a
    camp's words on this table."""

    def __init__(self, panels, tray, hovering, camp_name: Callable, display_name: Callable):
        self.panels = panels
        self.tray = tray
        self.hovering = hovering
        self.camp_name = camp_name
        self.display_name = display_name
        self._part_hits: dict = {}  # static part name -> the cards it showed as last drawn
        self.static_hits: list = []  # the cards the static layer shows now, for the hover zoom

    # -- the static layer: the board's picture, and the parts over it (static_layer.py) ------------------------
    def put_static(self, surface, static, key, g: Geometry, data: dict, choices_h: int) -> list:
        """The static layer (`static`, the table's frame_head.StaticFrame) for `key` on `surface`, brought up to date
        when stale; returns the cards it shows (a new list the frame may add to)."""
        shown: list = []

        def parts():
            shown[:] = self.static_parts(g, data, choices_h)
            return shown
        static.put(surface, key, lambda: board_surface(g), static_scope(g), parts)
        if shown:
            self.static_hits = [h for p in shown for h in self._part_hits.get(p.name, [])]
        return list(self.static_hits)

    def _hit_part(self, name: str, rect, key, draw) -> Part:
        """A part whose drawing also lists the cards it shows for the hover zoom (kept per part: a part not drawn
        again keeps the list it made when it drew the same key)."""
        def paint(surf):
            hits = self._part_hits[name] = []
            draw(surf, hits)
        return Part(name, rect, key, paint)

    def static_parts(self, g: Geometry, data: dict, choices_h: int) -> list:
        """The camps, the City Center, the piles, the side log (under the side list, `choices_h` tall, when there
        are choices), the dice panel and the tray's label, each keyed by what it shows (a repr of the view's part:
        a snapshot)."""
        view = data["view"]
        k = g.k
        names, kinds = data["names"], data["kinds"]
        dec_seat = view["decision"]["seat"]
        turn_camp = view["turn"].get("camp")
        parts = []
        for camp in view["camps"]:
            c = camp["id"]
            owner = camp["owner"]
            bits = [names.get(owner, "")]
            if owner == data["screen_seat"]:
                bits.append("you")
            elif kinds.get(owner) == "ai" and not names.get(owner, "").startswith("AI"):
                bits.append("AI")
            if c == turn_camp and view["camps"][c]["alive"]:
                bits.append("▶ turn")
            tag = " · ".join(p for p in bits if p)
            info = {"name": self.display_name(camp), "tag": tag, "deciding": owner == dec_seat,
                    "hand": view["hand_counts"][owner] if owner < len(view["hand_counts"]) else 0,
                    "dice": [d for d in ("base", "survival", "infection") if view["dice"].get(d) == c]}
            # the deciding camp's glow round it, the characters' drop shadows below and right of their row
            area = g.camp_rect[c].inflate(g.u(16), g.u(16)).union(
                cardw.footprint(g.camp_parts[c]["characters"]).inflate(g.u(16), g.u(16)))
            parts.append(self._hit_part(
                f"camp:{c}", area, repr((camp, info)),
                lambda surf, hits, camp=camp, c=c, info=info: zdraw.draw_camp(
                    surf, camp, g.camp_parts[c], g.camp_rect[c], k, info, hits, g.scale)))
        cc = view["city_center"]
        # the part covers the City Center's painted panel and its drop shadow
        parts.append(self._hit_part("city_center", g.rects["city_center"].inflate(g.u(16), g.u(16)), repr(cc),
                                    lambda surf, hits: zdraw.draw_city_center(surf, g.rects["city_center"], g.cc_parts,
                                                                              cc, k, hits, g.scale)))
        piles = [g.rects[p] for p in ("draw_pile", "discard_pile", "strain_pile")]
        pr = piles[0].unionall(piles[1:]).inflate(g.u(24), g.u(24))
        pr.h += g.u(48)  # the piles' names under them
        parts.append(self._hit_part("piles", pr, repr((view["draw_count"], view["discard"][-1:], len(view["discard"]),
                                                       view.get("strain"), view.get("removed_count", 0))),
                                    lambda surf, hits: zdraw.draw_piles(surf, g.rects, view, k, hits, g.scale)))
        log = g.rects["log"]
        if data["choices"]:
            log = pygame.Rect(log.x, log.y + choices_h + g.u(8), log.w, log.h - choices_h - g.u(8))
        parts.append(self.panels.side_log_part(log, data["log"], max(12, int(13 * k))))
        rolls = data["rolls"]
        parts.append(Part("dice_panel", g.rects["dice_panel"].inflate(g.u(4), g.u(4)), repr(rolls),
                          lambda surf: zdraw.draw_dice_panel(surf, g.rects["dice_panel"], rolls, k, g.scale)))
        tray = g.rects["dice_tray"]
        shown = not self.tray.dice  # a part without a rect paints nothing (a whole build draws every part)
        parts.append(Part("tray_label", tray if shown else None, (),
                          lambda surf: shown and ink.text(surf, "dice tray", "serif", 16 * k, tray.center,
                                                          (120, 60, 60), "center", shadow=False)))
        return parts

    def draw_decider_pulse(self, surface, g: Geometry, view: dict, time: float) -> None:
        """A slow pulse around every camp of the seat that must decide: whose move it is, at a glance."""
        seat = view["decision"]["seat"]
        if seat is None:
            return
        a = 0.5 + 0.5 * math.sin(time * 3.2)
        col = zdraw.seat_colour(seat)
        for camp in view["camps"]:
            if camp["owner"] != seat or camp["id"] not in g.camp_rect:
                continue
            r = g.camp_rect[camp["id"]].inflate(g.u(10), g.u(10))
            layer = new_surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*col[:3], int(90 + 150 * a)), layer.get_rect(), max(2, g.u(4)),
                             border_radius=g.u(14))
            surface.blit(layer, r)

    def draw_prompt(self, surface, g: Geometry, view: dict, data: dict, bar_buttons: list, mouse) -> None:
        pr = g.rects["prompt"]
        k = g.k
        seat = view["decision"]["seat"]
        col = zdraw.seat_colour(seat)
        panel(surface, pr, g.u(10), (14, 8, 9, 235), col, max(1, g.u(3)))
        pygame.draw.rect(surface, col, (pr.x, pr.y, g.u(10), pr.h), border_top_left_radius=g.u(10),
                         border_bottom_left_radius=g.u(10))
        left = pr.x + g.u(22)
        if isinstance(seat, int) and not view.get("result"):  # whose move: the seat's shape beside its colour
            patterns.seat_badge(surface, seat, (left + g.u(8), pr.centery), g.u(9))
            left += g.u(24)
        right = min((b.rect.x for b in bar_buttons), default=pr.right) - g.u(12)
        if view.get("result"):
            who = "Game over"
            what = "; ".join(data["log"][-1:]) if data["log"] else ""
        else:
            name = data["names"].get(seat, "Nobody")
            if data["screen_decides"]:
                who = f"{name}, your move:"
            elif data["kinds"].get(seat) == "ai":
                who = f"{name} (AI) is deciding:" if not data["ai_thinking"] else f"{name} (AI) decides:"
            else:
                who = f"Waiting for {name}:"
            what = data["prompt"]
        turn = view.get("turn") or {}
        if turn.get("number"):
            tr = text(surface, f"Turn {turn['number']}", "serif", 15 * k, (right, pr.centery), theme.BONE_DIM, "midright")
            right = tr.x - g.u(14)
        r = text(surface, who, "sans_bold", 19 * k, (left, pr.centery), col, "midleft")
        room = pygame.Rect(r.right + g.u(10), pr.y + g.u(2), max(20, right - r.right - g.u(10)), pr.h - g.u(4))
        ink.fitted_text(surface, what, "sans", 17 * k, room, theme.BONE, "left")
        px = self.panels.panel_px(max(8, int(15 * k)))  # the shared bar's words at the UI scale (draw_button fits them)
        for b in bar_buttons:
            b.enabled = b.enabled if b.key[0] != "undo" else data["can_undo"]
            draw_button(surface, b, mouse is not None and b.rect.collidepoint(mouse), px, g.u(6))

    def draw_choices(self, surface, g: Geometry, data: dict, choices, rect: pygame.Rect, mouse) -> None:
        """The side list (`choices`, the table's ChoiceList) in its panel `rect`."""
        if not choices.buttons:
            return
        panel(surface, rect, g.u(10), (16, 10, 11, 240), theme.BLOOD, max(1, g.u(2)))
        title_px = textfit.within(self.panels.panel_px(int(16 * g.k)), 16 * g.k, g.u(36) - g.u(9), "serif")
        text(surface, ink.clip(data["choice_title"], "serif", title_px, rect.w - g.u(20)), "serif", title_px,
             (rect.x + g.u(12), rect.y + g.u(9)), theme.GOLD)
        draw_choice_headers(surface, choices, self.panels.panel_px(max(12, int(13 * g.k))))
        px = self.side_px(g)  # the side list's rows grow with the UI scale: their words too, on two lines if need be
        for b in choices.buttons:
            draw_button(surface, b, mouse is not None and b.rect.collidepoint(mouse), px, g.u(6), lines=2)

    def draw_hand(self, surface, g: Geometry, view: dict, data: dict, hits: list, slots: dict, pointer) -> None:
        """The screen seat's hand: each card in its slot (`slots`: uid -> rect, the cards not being dragged), lifted
        under the `pointer` (None while something is dragged)."""
        hr = g.rects["hand"]
        k = g.k
        hand = view.get("hand")
        if hand is None:
            text(surface, "Spectating: every seat is played by the AI", "serif", 18 * k, hr.center, theme.BONE_DIM,
                 "center")
            return
        text(surface, f"Your hand · {data['names'].get(data['screen_seat'], '')}", "sans_bold", 15 * k,
             (hr.x + g.u(12), hr.y + g.u(6)), theme.BONE_DIM)
        if data["mode_card"] is None and data["screen_decides"] and data["playable"]:
            text(surface, "drag a glowing card onto a camp, or click it", "sans", 13 * k, (hr.right - g.u(12), hr.y + g.u(7)),
                 theme.ASH, "topright", shadow=False)
        playable = set(data["playable"])
        selected = set(data["selected"])
        for card in hand:
            uid = card["uid"]
            if uid not in slots:
                continue
            rect = slots[uid]
            hover = pointer is not None and rect.collidepoint(pointer)
            lift = g.u(26) if uid in selected else (g.u(14) if hover or uid == data["mode_card"] else 0)
            rect = rect.move(0, -lift)
            hl = theme.GOLD if uid in selected or uid == data["mode_card"] else (LEGAL_GLOW if uid in playable else None)
            if cardw.is_plate(rect.w, rect.h):  # a plate in a row: the card's picture in a medallion beside its name
                zdraw.draw_plate(surface, rect, zdraw.card_kwargs(card)["title"], zdraw.card_kwargs(card)["card_type"],
                                 card.get("id") or "", g.k, g.scale, highlight=hl)
            else:
                cardw.draw_card(surface, rect, **zdraw.card_kwargs(card), highlight=hl, text_scale=g.scale)
            hits.append((rect, card))
        if not hand:
            text(surface, "no cards", "sans", 15 * k, hr.center, theme.ASH, "center")

    def draw_chain(self, surface, g: Geometry, view: dict, data: dict, hits: list) -> None:
        ch = view["chain"]
        rect = g.chain_rect
        k = g.k
        panel(surface, rect, g.u(10), (12, 8, 9, 235), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        card_h = rect.h - g.u(16)  # a plate when a poker card this short could not hold the name at 12 px
        cr = pygame.Rect(rect.x + g.u(8), rect.y + g.u(8), max(int(card_h * 5 / 7), g.u(150)), card_h)
        cardw.draw_card(surface, cr, **zdraw.card_kwargs(ch["card"]))
        hits.append((cr, ch["card"]))
        x = cr.right + g.u(10)
        w = rect.right - x - g.u(8)
        targets = ", ".join(self.camp_name(t) for t in ch["targets"]) or "every camp it can hit"
        actor = self.camp_name(ch["actor"]) if ch["actor"] is not None else "The undead"  # as the engine's log says
        lines = [(f"{actor} plays {ch['card']['name']}", theme.BONE, "sans_bold"),
                 (f"on {targets}", theme.BONE_DIM, "sans")]
        for r in ch["reactions"]:
            name = zdraw.card_by_id(r["card"])["name"] if r.get("card") else "a power"
            who = data["names"].get(r.get("seat"), "?")
            extra = f" for {self.camp_name(r['protect'])}" if r.get("protect") is not None else " (cancel)"
            if r.get("to") is not None:
                extra += f", sent to {self.camp_name(r['to'])}"
            lines.append((f"↳ {who}: {name}{extra}", (226, 160, 120), "sans"))
        if not ch["reactions"]:
            lines.append(("No reactions yet.", theme.ASH, "sans"))
        y = rect.y + g.u(6)
        px = int(13 * k)
        bottom = rect.bottom - g.u(6)
        for i, (line, col, kind) in enumerate(lines):
            lh = textfit.line_height(kind, px)
            rest = len(lines) - i - 1
            room = bottom - y - (lh if rest else 0)  # keep a line for "+N more" while more follow
            f = textfit.fit_block(line, kind, px, w, max(lh, min(room, 2 * lh)))
            if f.cut and rest:
                text(surface, f"+{rest + 1} more (see the log)", "sans", px, (x, y), theme.ASH, shadow=False)
                break
            for part in f.lines:
                text(surface, part, kind, f.px, (x, y), col, shadow=False)
                y += f.line_h

    def draw_toast(self, surface, g: Geometry, msg: str) -> None:
        k = g.k
        hr = g.rects["hand"]
        lines = ink.wrap(msg, "sans_bold", int(16 * k), g.u(700))[:3]
        h = len(lines) * int(16 * k * 1.4) + g.u(16)
        rect = pygame.Rect(0, 0, g.u(740), h)
        rect.midbottom = (hr.centerx, hr.y - g.u(6))
        panel(surface, rect, g.u(8), (40, 8, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        y = rect.y + g.u(8)
        for line in lines:
            text(surface, line, "sans_bold", 16 * k, (rect.centerx, y), theme.BONE, "midtop")
            y += int(16 * k * 1.4)

    def side_px(self, g: Geometry) -> int:
        """The side list's text size at the UI scale; the side log's is never bigger (both share the column)."""
        return self.panels.panel_px(max(8, int(14 * g.k)))

    # -- hover help -------------------------------------------------------------------------------------------
    def list_hover(self, g: Geometry, view: dict, data: dict, hits: list) -> None:
        """What the pointer can rest on: tooltips on dice, piles, phase badges and tracks; every card zooms."""
        self.hovering.items = []
        tip = self.hovering.tip
        # the counts too: at the UI scale the panel may leave them out under its bars (zdraw.dice_panel_layout)
        counts = "".join(f" {st.die.capitalize()} Die: {', '.join(zdraw.face_count(st, f) for f in st.counts)}."
                         for st in dice_stats(data["rolls"], zdraw.FACES))
        tip(g.rects["dice_panel"], "Every roll of this game: a bar per face, the red tick is what a fair die "
                                   "would show by now." + counts)
        cc = view["city_center"]
        tip(g.cc_parts["survivors"], f"{cc['survivors']} survivors still in the City Center: camps take them in "
                                     "with Survival rolls.")
        tip(g.cc_parts["zombies"], f"{cc['zombies']} zombies in the City Center: Infection rolls send them to camps.")
        tip(g.rects["draw_pile"], f"Draw pile: {view['draw_count']} cards. At the end of your turn you draw up to "
                                  "6 cards in hand.")
        if not view["discard"]:
            tip(g.rects["discard_pile"], "Discard pile: empty.")
        for camp in view["camps"]:
            c = camp["id"]
            parts = g.camp_parts[c]
            held = [d for d in ("base", "survival", "infection") if view["dice"].get(d) == c]
            dice = ", ".join(f"the {d.capitalize()} Die" for d in held) or "no phase die"
            n = view["hand_counts"][camp["owner"]] if camp["owner"] < len(view["hand_counts"]) else 0
            tip(parts["dice"], f"{self.camp_name(c)} holds {dice} and {n} card{'s' if n != 1 else ''} in hand.")
            phase = camp["phase"] if camp["alive"] else "undead"
            name, _, what = zdraw.PHASES.get(phase, zdraw.PHASES["survival"])
            bar = parts["name"]
            tip(pygame.Rect(bar.right - bar.w // 3, bar.y, bar.w // 3, bar.h), f"{name} phase: {what}")
            tip(parts["survivors"], f"{camp['survivors']} survivors in {self.camp_name(c)}"
                                    + (f", {camp['zombie_chips']} zombie chips" if camp.get("zombie_chips") else "") + ".")
        faces = {"blank": "blank", "survival": "the Survival symbol (doubles the roll)",
                 "infection": "the Infection symbol"}
        for kind, face, rect in self.tray.die_rects(g.dice_rect) if self.tray.dice else []:
            shown = faces.get(str(face), str(face))
            tip(rect, f"{kind.capitalize()} Die: {shown}." if self.tray.done else f"{kind.capitalize()} Die, rolling.")
        for rect, card in hits:
            self.hovering.card(rect, zdraw.zoom_kwargs(card), key=("card", card.get("uid"), card.get("name")))

