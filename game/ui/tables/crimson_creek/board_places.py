"""Where each choice's place is on the Crimson Creek board (the anchors the table's choosing lights and clicks),
and which places stand for an action: pure helpers over the screen seat's view and the geometry."""
from __future__ import annotations

import pygame

from ..anchors import Anchor
from .prompt import action_loc, my_char


def board_anchors(g, view: dict, chooser, tok_pos: dict, targets: dict) -> dict:
    """Every place on the board a choice can stand at, by anchor id: the locations, the tokens (where they
    stand now: `tok_pos`, else their places in `targets`), the sleeves, the clue sleeves, the Lair and the
    search deck (`chooser` names them)."""
    out = {("loc", lid): Anchor(("loc", lid), r, chooser.loc_name(view, lid)) for lid, r in g.loc_rect.items()}
    for cid, pos in targets.items():
        pos = tok_pos.get(cid, pos)
        out[("tok", cid)] = Anchor(("tok", cid), g.token_rect(pos), f"The {chooser.char_name(view, cid)}", True)
    names = {s["icon"]: s["name"] for s in view.get("sleeves", [])}
    for icon, r in g.sleeve_rects(list(names)).items():
        out[("sleeve", icon)] = Anchor(("sleeve", icon), r, f"{names[icon]} sleeve")
    area = g.rects["clue_sleeves"]
    half = (area.w - g.u(14)) // 2
    for i in (0, 1):
        r = pygame.Rect(area.x + i * (half + g.u(14)), area.y, half, area.h)
        out[("clue", i)] = Anchor(("clue", i), r, f"Clue {i + 1}")
    out[("lair",)] = Anchor(("lair",), g.rects["lair_sleeve"], "Klein's Lair")
    out[("pile", "search")] = Anchor(("pile", "search"), g.rects["search_deck"], "Search deck")
    return out


def anchor_paths(view: dict, a) -> list:
    """Which places stand for action `a` (a move: its location, or my token then the location)."""
    me = my_char(view)
    here = (view.get("me") or {}).get("loc")
    k = a.kind
    loc = action_loc(view, a)
    if k in ("move", "swap", "stay"):
        return [(("loc", loc),), (("tok", me), ("loc", loc))]
    if k in ("push", "pull"):
        return [(("tok", a.get("char")), ("loc", loc))]
    if k == "place":
        return [(("tok", a.get("char")), ("loc", loc)), (("loc", loc),)]
    if k == "peek":
        return [(("sleeve", a.get("icon")),)] + ([(("loc", loc),)] if loc else [])
    if k == "search":
        return [(("pile", "search"),), (("loc", here),)]
    if k == "declare":
        return [(("lair",),), (("loc", here),)]
    if k in ("hide", "share", "calm"):
        return [(("loc", loc),)] if loc else []
    if k == "clue_pick":
        return [(("clue", a.get("sleeve")),)]
    if k == "takeover":
        return [(("tok", a.get("char")),)]
    return []
