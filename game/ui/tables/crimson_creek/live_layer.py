"""What the Crimson Creek table draws every frame over its cached static layer: the pulse around the
deciding player's location, hover outlines on what a click would act on, the tokens (sliding to their
places, and the drop targets while one is dragged), Klein's attack frame and a token's tooltip.
A mixin of CrimsonCreekTable, drawing from the view render() was given.
"""
from __future__ import annotations

import math

import pygame

from ... import theme
from ..common import panel, text, wrap
from .prompt import action_loc
from .render import LEGAL_GLOW, seat_colour


class LiveLayer:
    def draw_hover(self, surface, g, view, data) -> None:
        """The location under the pointer lights up when a click on it lists actions; sleeves you may peek too."""
        if self.mouse is None or data["overlay"] is not None or self.dragdrop.dragging is not None or g is not self.geo:
            return
        legal = self.legal()
        if not legal:
            return
        loc = g.location_at(self.mouse)
        if loc is not None and any(action_loc(view, a) == loc for a in legal):
            pygame.draw.rect(surface, theme.BONE, g.loc_rect[loc].inflate(g.u(6), g.u(6)), max(1, g.u(3)),
                             border_radius=g.u(14))
        for icon, r in g.sleeve_rects([x["icon"] for x in view.get("sleeves", [])]).items():
            if r.collidepoint(self.mouse) and any(a.kind == "peek" and a.get("icon") == icon for a in legal):
                pygame.draw.rect(surface, theme.GOLD, r.inflate(g.u(6), g.u(6)), max(1, g.u(3)), border_radius=g.u(10))

    def draw_attack_frame(self, surface, g) -> None:
        """While Klein attacks: a pulsing blood-red frame around the map."""
        a = 0.5 + 0.5 * math.sin(self.time * 5.0)
        r = g.map_rect.inflate(g.u(40), g.u(40))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        for i in range(4):
            pygame.draw.rect(layer, (200, 10, 20, int((60 + 90 * a) / (i + 1))), layer.get_rect().inflate(-i * g.u(10), -i * g.u(10)),
                             max(2, g.u(6)), border_radius=g.u(24))
        surface.blit(layer, r)

    def draw_turn_glow(self, surface, g, view) -> None:
        """A slow pulse around the location of the player who must decide: whose move it is, at a glance."""
        seat = view["decision"]["seat"]
        loc = next((p["loc"] for p in view.get("players", []) if p["seat"] == seat), None)
        r = g.loc_rect.get(loc)
        if r is None:
            return
        a = 0.5 + 0.5 * math.sin(self.time * 3.0)
        col = seat_colour(seat)
        rr = r.inflate(g.u(14), g.u(14))
        layer = pygame.Surface(rr.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*col, int(90 + 150 * a)), layer.get_rect(), max(2, g.u(5)), border_radius=g.u(18))
        surface.blit(layer, rr)

    def draw_tokens(self, surface, g, view, data) -> None:
        targets = self.target_pos() if g is self.geo else {}
        dd = self.dragdrop
        dragging = dd.dragging if dd.moved else None
        if dragging is not None:
            self.draw_drop_targets(surface, g.loc_rect, LEGAL_GLOW, g.u(10), max(2, g.u(6)), g.u(16), 120)
        movable = set(dd.items)
        for loc in view.get("locations", []):
            occ = [c for c in loc["occupants"]]
            for i, cid in enumerate(occ):
                info = self.token_info(view, cid)
                if info is not None and not info.get("alive", True):
                    continue
                if cid == dragging:
                    continue
                pos = self.tok_pos.get(cid) or targets.get(cid) or g.token_pos(loc["id"], i, len(occ))
                if g is not self.geo:
                    pos = g.token_pos(loc["id"], i, len(occ))
                self.draw_token(surface, cid, pos, view=view, highlight=LEGAL_GLOW if cid in movable and
                                data["screen_decides"] else None)
        if dragging is not None and dragging in dd.items:
            self.draw_token(surface, dragging, dd.item_rect(dragging).center, view=view, highlight=theme.GOLD)

    def draw_tooltip(self, surface, g, view, data) -> None:
        """Who a token is (player, character, scared or calm, ability) when the pointer rests on it."""
        cid = None
        for c, pos in self.target_pos().items():
            p = self.tok_pos.get(c, pos)
            if (p[0] - self.mouse[0]) ** 2 + (p[1] - self.mouse[1]) ** 2 <= g.token_r ** 2:
                cid = c
        info = self.token_info(view, cid) if cid else None
        if info is None:
            return
        who = data["names"].get(info["seat"]) if info.get("seat") is not None else None
        title = f"{info['name']}" + (f" · {who}" if who else " · supporting character")
        body = ("Scared. " if info.get("scared") else "Calm. ") + (info.get("text") or "")
        w = g.u(420)
        lines = wrap(body, "sans", g.px(11), w - g.u(24))
        h = g.u(50) + len(lines) * int(g.px(11) * 1.35)
        r = pygame.Rect(0, 0, w, h)
        r.bottomleft = (self.mouse[0] + g.u(16), self.mouse[1] - g.u(10))
        r.clamp_ip(pygame.Rect(0, 0, *surface.get_size()))
        panel(surface, r, g.u(8), (12, 8, 10, 245), seat_colour(info.get("seat")), max(1, g.u(2)))
        text(surface, title, "sans_bold", g.px(12), (r.x + g.u(12), r.y + g.u(8)), theme.GOLD)
        y = r.y + g.u(40)
        for line in lines:
            text(surface, line, "sans", g.px(11), (r.x + g.u(12), y), theme.BONE, shadow=False)
            y += int(g.px(11) * 1.35)
