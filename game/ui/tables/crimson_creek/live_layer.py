"""What the Crimson Creek table draws every frame over its cached static layer: the pulse around the
deciding player's location, hover outlines on what a click would act on, the tokens (sliding to their
places, and the drop targets while one is dragged), Klein's attack frame and a token's tooltip.
A part CrimsonCreekTable owns: given the frame's view, geometry, the pointer and the tokens' places, it draws;
it keeps only the tokens' fades and the attack frame's layer.
"""
from __future__ import annotations

import math

import pygame

from ... import motion, theme
from . import portraits
from .attack_frame import AttackFrame
from .prompt import action_loc
from .render import LEGAL_GLOW, draw_token, seat_colour, token_info
from ...surfaces import new_surface


class LiveLayer:
    def __init__(self):
        self.tok_fade: dict = {}  # token id -> seconds since it stood at its new place
        self.attack_frame = AttackFrame()

    def glide_tokens(self, dt: float, speed: float, tok_pos: dict, targets: dict) -> None:
        """Each token in `tok_pos` slides towards its place in `targets`; with reduced motion it stands there
        at once and fades in (token_alpha) over motion.FADE seconds."""
        reduced = motion.reduced()
        fades = self.tok_fade
        for cid in list(fades):
            fades[cid] += dt * speed
            if fades[cid] >= motion.FADE:
                del fades[cid]
        k = 1.0 if reduced else min(1.0, dt * 7.0 * speed)
        for cid, (tx, ty) in targets.items():
            x, y = tok_pos.get(cid, (tx, ty))
            if reduced and math.dist((x, y), (tx, ty)) > 1.5:
                fades[cid] = 0.0
            tok_pos[cid] = (x + (tx - x) * k, y + (ty - y) * k)

    def token_alpha(self, cid) -> int:
        age = self.tok_fade.get(cid)
        return 255 if age is None else motion.fade_alpha(age)

    def draw_hover(self, surface, g, view, mouse, legal: list) -> None:
        """The location under `mouse` lights up when a click on it lists actions (`legal`); sleeves you may
        peek too. The caller asks only while nothing covers the board and nothing is dragged."""
        if mouse is None or not legal:
            return
        loc = g.location_at(mouse)
        if loc is not None and any(action_loc(view, a) == loc for a in legal):
            pygame.draw.rect(surface, theme.BONE, g.loc_rect[loc].inflate(g.u(6), g.u(6)), max(1, g.u(3)),
                             border_radius=g.u(14))
        for icon, r in g.sleeve_rects([x["icon"] for x in view.get("sleeves", [])]).items():
            if r.collidepoint(mouse) and any(a.kind == "peek" and a.get("icon") == icon for a in legal):
                pygame.draw.rect(surface, theme.GOLD, r.inflate(g.u(6), g.u(6)), max(1, g.u(3)), border_radius=g.u(10))

    def draw_attack_frame(self, surface, g, time: float) -> None:
        """While Klein attacks: a pulsing blood-red frame around the map."""
        self.attack_frame.draw(surface, g.map_rect, 0.5 + 0.5 * math.sin(time * 5.0), g.u)

    def draw_turn_glow(self, surface, g, view, time: float) -> None:
        """A slow pulse around the location of the player who must decide: whose move it is, at a glance."""
        seat = view["decision"]["seat"]
        loc = next((p["loc"] for p in view.get("players", []) if p["seat"] == seat), None)
        r = g.loc_rect.get(loc)
        if r is None:
            return
        a = 0.5 + 0.5 * math.sin(time * 3.0)
        col = seat_colour(seat)
        rr = r.inflate(g.u(14), g.u(14))
        layer = new_surface(rr.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*col, int(90 + 150 * a)), layer.get_rect(), max(2, g.u(5)), border_radius=g.u(18))
        surface.blit(layer, rr)

    def draw_tokens(self, surface, g, view, data, tok_pos: dict, targets: dict, dd, drags, live: bool) -> None:
        """The tokens where they stand (`tok_pos`, gliding to `targets`), the dragged one at the pointer (`dd`:
        the table's drag and drop) and, while one is dragged, the drop targets (`drags`). Not `live` (a
        geometry of another size than the table's): every token at its place."""
        dragging = dd.dragging if dd.moved else None
        if dragging is not None:
            drags.draw_targets(surface, g.loc_rect, LEGAL_GLOW, g.u(10), max(2, g.u(6)), g.u(16), 120)
        movable = set(dd.items)
        for loc in view.get("locations", []):
            occ = [c for c in loc["occupants"]]
            for i, cid in enumerate(occ):
                info = token_info(view, cid)
                if info is not None and not info.get("alive", True):
                    continue
                if cid == dragging:
                    continue
                pos = tok_pos.get(cid) or targets.get(cid) or g.token_pos(loc["id"], i, len(occ))
                if not live:
                    pos = g.token_pos(loc["id"], i, len(occ))
                draw_token(surface, g, view, cid, pos, alpha=self.token_alpha(cid),
                           highlight=LEGAL_GLOW if cid in movable and data["screen_decides"] else None)
        if dragging is not None and dragging in dd.items:
            draw_token(surface, g, view, dragging, dd.item_rect(dragging).center, highlight=theme.GOLD)

    def list_hover(self, g, view, data, tip, tok_pos: dict, targets: dict, act_rect) -> None:
        """What the pointer can rest on, each given to `tip` (the table's hover help): tooltips on decks,
        sleeves, tracks and the Act badge (`act_rect`); tokens (where they stand: `tok_pos`, `targets`) zoom
        into the character's whole figure with the player, calm or scared, and the ability."""
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
        if act_rect is not None:
            act = view.get("act") or 1
            tip(act_rect, f"Act {act} of 3, Scene {view.get('scene', 1)}. The third attack of an Act ends it.")
        tiles = g.rects.get("hiding_tiles")
        if tiles is not None and not data["choices"]:
            tip(tiles, "Hiding places: hold the tile of your location, calm, when Klein strikes it and you live.")
        names = data["names"]
        for c, pos in targets.items():
            info = token_info(view, c)
            if info is None:
                continue
            p = tok_pos.get(c, pos)
            who = names.get(info["seat"]) if info.get("seat") is not None else None
            wears = [load_clue_name(t) for t in sorted(portraits.traits_of(c))]
            body = ("Scared. " if info.get("scared") else "Calm. ") + (info.get("text") or "")
            if wears:
                body += " Clue traits: " + ", ".join(wears) + "."
            tip(g.token_rect(p), f"{info['name']}" + (f" · {who}" if who else " · supporting character"),
                title=f"{info['name']}" + (f" · {who}" if who else ""), body=body,
                art=lambda surf, rect, c=c, sc=bool(info.get("scared")): portraits.draw_figure(surf, rect, c, sc),
                colour=seat_colour(info.get("seat")), key=("token", c))


def load_clue_name(clue_id: str) -> str:
    from game.games.crimson_creek.content import load_content

    return load_content().clues[clue_id]["name"].lower()


def clue_carriers(clue_id: str) -> list:
    from game.games.crimson_creek.content import load_content

    return list(load_content().clues.get(clue_id, {}).get("characters", []))
