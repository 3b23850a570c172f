"""What the Crimson Creek table draws every frame over its cached static layer: the pulse around the
deciding player's location, hover outlines on what a click would act on, the tokens (sliding to their
places, and the drop targets while one is dragged), Klein's attack frame and a token's tooltip.
A mixin of CrimsonCreekTable, drawing from the view render() was given.
"""
from __future__ import annotations

import math

import pygame

from ... import motion, theme
from . import portraits
from .attack_frame import AttackFrame
from .prompt import action_loc
from .render import LEGAL_GLOW, seat_colour
from ...surfaces import new_surface


class LiveLayer:
    def glide_tokens(self, dt: float) -> None:
        """Each token slides towards its place; with reduced motion it stands there at once and fades in
        (token_alpha) over motion.FADE seconds."""
        reduced = motion.reduced()
        fades = self.__dict__.setdefault("tok_fade", {})  # token id -> seconds since it stood at its new place
        for cid in list(fades):
            fades[cid] += dt * self.speed
            if fades[cid] >= motion.FADE:
                del fades[cid]
        k = 1.0 if reduced else min(1.0, dt * 7.0 * self.speed)
        for cid, (tx, ty) in self.target_pos().items():
            x, y = self.tok_pos.get(cid, (tx, ty))
            if reduced and math.dist((x, y), (tx, ty)) > 1.5:
                fades[cid] = 0.0
            self.tok_pos[cid] = (x + (tx - x) * k, y + (ty - y) * k)

    def token_alpha(self, cid) -> int:
        age = self.__dict__.get("tok_fade", {}).get(cid)
        return 255 if age is None else motion.fade_alpha(age)

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
        self.__dict__.setdefault("attack_frame", AttackFrame()).draw(surface, g.map_rect,
                                                                     0.5 + 0.5 * math.sin(self.time * 5.0), g.u)

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
        layer = new_surface(rr.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*col, int(90 + 150 * a)), layer.get_rect(), max(2, g.u(5)), border_radius=g.u(18))
        surface.blit(layer, rr)

    def draw_tokens(self, surface, g, view, data) -> None:
        targets = self.target_pos() if g is self.geo else {}
        dd = self.dragdrop
        dragging = dd.dragging if dd.moved else None
        if dragging is not None:
            self.drags.draw_targets(surface, g.loc_rect, LEGAL_GLOW, g.u(10), max(2, g.u(6)), g.u(16), 120)
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
                self.draw_token(surface, cid, pos, alpha=self.token_alpha(cid), view=view,
                                highlight=LEGAL_GLOW if cid in movable and data["screen_decides"] else None)
        if dragging is not None and dragging in dd.items:
            self.draw_token(surface, dragging, dd.item_rect(dragging).center, view=view, highlight=theme.GOLD)

    def list_hover(self, g, view, data) -> None:
        """What the pointer can rest on: tooltips on decks, sleeves, tracks and the Act badge; tokens zoom
        into the character's whole figure with the player, calm or scared, and the ability."""
        self.hovering.items = []
        if g is not self.geo:
            return
        tip = self.hovering.tip
        ad = view.get("attack_deck") or {}
        tip(g.rects["attack_deck"], f"Attack deck: {ad.get('cards', 0)} cards. {ad.get('hatchets_drawn', 0)} of "
                                    f"{ad.get('trigger', 1)} Hatchets drawn: when they are all drawn, Klein attacks.")
        tip(g.rects["reveal_deck"], f"Reveal deck: {view.get('reveal_deck', 0)} cards. When Klein attacks, a Reveal "
                                    "card shows which sleeve holds the location he strikes.")
        sd = view.get("search_deck") or {}
        tip(g.rects["search_deck"], f"Search deck: {sd.get('cards', 0)} cards. Search draws one; a bloody handprint "
                                    "lets you look at a Clue card.")
        ex = view.get("exposure") or {}
        tip(g.rects["exposure"], f"Exposure {ex.get('value', 0)} of {ex.get('spaces', 30)}: Run, Peek, Push, Pull and "
                                 "Share move it on; landing on a red square draws an extra Attack card.")
        tip(g.rects["lair_sleeve"], "Klein's Lair: the last Klein Location card of the Act. Declare your location "
                                    "as the Lair: right ends the Act, wrong and you die.")
        area = g.rects["clue_sleeves"]
        tip(area, "Clue sleeves: two of the four Clue cards. The one character carrying both traits is possessed "
                  "by Klein.")
        gap = g.u(14)
        cw = (area.w - gap) // 2
        names = {c["id"]: c["name"] for c in view.get("characters", [])}
        for i, cs in enumerate(view.get("clue_sleeves", [])[:2]):
            known = cs.get("revealed") or cs.get("seen")
            if known:  # a Clue card this seat has seen zooms: the trait and who carries it
                r = pygame.Rect(area.x + i * (cw + gap), area.y, cw, area.h)
                carriers = [names.get(c, c.title()) for c in clue_carriers(known)]
                tip(r, f"Clue {i + 1}: {load_clue_name(known)}", title=f"Clue: {load_clue_name(known).capitalize()}",
                    body="Carried by " + ", ".join(carriers) + ". The possessed character carries both clues' traits.",
                    colour=theme.GOLD, key=("clue", i))
        for sl, r in zip(view.get("sleeves", []), g.sleeve_rects([x["icon"] for x in view.get("sleeves", [])]).values()):
            tip(r, f"{sl['name']} sleeve: a Klein Location card. Peek from a location showing this icon to see "
                   "which location it holds.")
        if getattr(self, "act_rect", None) is not None:
            act = view.get("act") or 1
            tip(self.act_rect, f"Act {act} of 3, Scene {view.get('scene', 1)}. The third attack of an Act ends it.")
        tiles = g.rects.get("hiding_tiles")
        if tiles is not None and not data["choices"]:
            tip(tiles, "Hiding places: hold the tile of your location, calm, when Klein strikes it and you live.")
        names = data["names"]
        for c, pos in self.target_pos().items():
            info = self.token_info(view, c)
            if info is None:
                continue
            p = self.tok_pos.get(c, pos)
            who = names.get(info["seat"]) if info.get("seat") is not None else None
            wears = [load_clue_name(t) for t in sorted(portraits.traits_of(c))]
            body = ("Scared. " if info.get("scared") else "Calm. ") + (info.get("text") or "")
            if wears:
                body += " Clue traits: " + ", ".join(wears) + "."
            self.hovering.tip(g.token_rect(p), f"{info['name']}" + (f" · {who}" if who else " · supporting character"),
                           title=f"{info['name']}" + (f" · {who}" if who else ""), body=body,
                           art=lambda surf, rect, c=c, sc=bool(info.get("scared")): portraits.draw_figure(surf, rect, c, sc),
                           colour=seat_colour(info.get("seat")), key=("token", c))


def load_clue_name(clue_id: str) -> str:
    from game.games.crimson_creek.content import load_content

    return load_content().clues[clue_id]["name"].lower()


def clue_carriers(clue_id: str) -> list:
    from game.games.crimson_creek.content import load_content

    return list(load_content().clues.get(clue_id, {}).get("characters", []))
