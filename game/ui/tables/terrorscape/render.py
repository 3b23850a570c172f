"""How the Terrorscape table draws a frame, from the screen seat's view only: a part the table owns (its painter).
The table's render puts the static layer down (the map, the panels, the log; after a move only the panels that
changed are drawn again: static_layer.py), then per frame the painter draws what it is given: the pieces on the
map, the dice, the prompt bar; the table adds the Killer's hand, the glow of the choices, the caption of a
computer move, the hover zoom and the popups. The painter reads nothing of the table: what it needs of it comes
in its calls' arguments, and the names and colours of the seats and figures as the two callables it is made with."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ... import theme
from ...widgets import patterns
from ...widgets.ink import fitted_text, panel, text
from ..caption_draw import caption_height
from ..piece_anim import draw_dice_panel, faded
from ..static_layer import BoardCache, Part
from .board_draw import block_token, delay_token, draw_board, ghost, legend_rect, noise_token
from .card_faces import weakness_art
from .fight_panel import draw_fight
from .panels import (draw_device, draw_killer_board, draw_offer, draw_survivors, draw_team,
                     item_card, killer_body, killer_title, skill_card)
from .pieces import figure_index, killer_colour, survivor_colour
from .portraits import draw_killer, draw_survivor
from . import prompt as tp
from .chips import draw_none_slot


_BOARDS = BoardCache()


def board_surface(g) -> pygame.Surface:
    """The window's background with the map drawn on it, cached per (map, window size)."""
    return _BOARDS.get((g.map_id, g.size, g.scale), g.size, lambda surf: draw_board(surf, g))


class TerrorscapePainter:
    def __init__(self, who_name: Callable, seat_colour: Callable, fight_roll: Callable = lambda: None):
        self.who_name = who_name  # a figure's key ("killer", a Survivor's char) -> its name
        self.seat_colour = seat_colour  # a seat -> its colour (the Killer's, or its Survivor's)
        self.fight_roll = fight_roll  # () -> (who, faces, value) of the fight's latest roll, or None

    def static_parts(self, g, data: dict, prects: dict) -> list:
        """The panels round the map, each with the view's part it draws as its key (a repr: a snapshot), for the
        static layer (static_layer.py): after a move only the changed ones are drawn (the table adds the log)."""
        view, pr = data["view"], prects
        team_side = view.get("side") == "survivors"
        device = pr.get(("device",), g.rects["device"])
        offer = [pr[("offer", u)] for u in tp.offered_cards(view) if ("offer", u) in pr]
        none = pr.get(("offer", ""))
        fight = self.fight_rect(g) if view.get("encounter") or view.get("showdown") else None
        dev = (view.get("team") or {}).get("device")
        roll = self.fight_roll() if fight is not None else None
        return [
            Part("survivors", g.rects["survivors"], repr((view.get("survivors"), view.get("infection"))),
                 lambda surf: draw_survivors(surf, g, view, pr)),
            Part("team", g.rects["team"] if team_side else None, repr((view.get("team"), view.get("rescue"))),
                 lambda surf: draw_team(surf, g, view, pr)),
            Part("device", device, repr((view.get("device_stage"), dev)),
                 lambda surf: draw_device(surf, g, view, device)),
            Part("killer_board", g.rects["killer_board"],
                 repr(tuple(view.get(k) for k in ("killer", "rescue", "vehicle_ready", "firecracker"))),
                 lambda surf: draw_killer_board(surf, g, view)),
            Part("offer", offer[0].unionall(offer[1:]).inflate(g.u(24), g.u(24)) if offer else None,  # + shadows
                 tuple(tp.offered_cards(view)), lambda surf: draw_offer(surf, g, view, pr)),
            Part("none", none, (view.get("decision") or {}).get("kind"),
                 lambda surf: draw_none_slot(surf, g, view, none)),
            Part("fight", fight, repr((view.get("encounter"), view.get("showdown"), view.get("survivors"), roll)),
                 lambda surf: draw_fight(surf, g, view, fight, self.who_name, roll)),
        ]

    def caption_box(self, g, data: dict, prects: dict, summary_on: bool, tray) -> pygame.Rect:
        """Where a computer move's caption goes, clear of the legend: in the map's band under the locations
        when that band has room and holds nothing of the screen seat's now (word chips, offered cards), so
        the caption covers no location's name; else over the top of the map. The summary "since your last
        turn" (`summary_on`), taller, always goes at the top. `tray`: the Killer's tray of guess markers at the
        map's foot while a marker lies in it (the caption starts right of it), else None."""
        m = g.rects["map"]
        right = min(legend_rect(g).x, m.right) - g.u(8)
        px = g.px(13)
        low = max(r.bottom for r in g.loc_rect.values()) + g.u(2) - px // 3
        room = m.bottom - low - g.u(4)
        busy = summary_on or any(aid[0] in ("chip", "offer") for aid in prects)
        left = m.x + g.u(8)
        if tray is not None:
            left = max(left, tray.right + g.u(8))
        if not busy and caption_height(data.get("caption"), right - left, px, data.get("pace_status", "")) <= room:
            return pygame.Rect(left, low, right - left, room)
        return pygame.Rect(m.x + g.u(8), m.y + g.u(4), right - m.x - g.u(8), g.u(56))

    @staticmethod
    def log_rect(g, data: dict, choices_rect) -> pygame.Rect:
        r = g.rects["choices"]
        if not data["choices"]:
            return r
        top = (choices_rect or r).bottom + g.u(8)
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def draw_pieces(self, surface, g, p, anims, dragdrop) -> None:
        """The pieces `p` (pieces.layout_pieces) where `anims` has them now, the one `dragdrop` drags at the pointer."""
        if p is None:
            return
        for key, rect in p.blocks.items():
            block_token(surface, rect.center, rect.w)
        for key in p.flesh:  # the Parasitoid's Wall of Flesh, on its block token (the Killer's side)
            a, b = key.split("-")
            x, y = g.edge_mid(a, b)
            pygame.draw.circle(surface, (200, 70, 120), (round(x), round(y)), g.u(13), max(2, g.u(3)))
        for a, b in p.ropes:
            x, y = g.edge_mid(a, b)
            pygame.draw.circle(surface, (200, 170, 110), (round(x), round(y)), g.u(7), max(2, g.u(3)))
        r = max(5, g.u(8))
        for kind, pos, extra, loc in p.tokens:
            if kind == "noise":
                noise_token(surface, pos, r, bool(extra))
            elif kind == "delay":
                delay_token(surface, pos, r)
            elif kind in ("cat", "alarm", "fuel"):
                col = {"cat": (230, 230, 230), "alarm": (240, 200, 60), "fuel": (236, 150, 70)}[kind]
                pygame.draw.circle(surface, (20, 18, 16), pos, r)
                pygame.draw.circle(surface, col, pos, r, max(1, r // 5))
                label = {"cat": "C", "alarm": str(extra or "A"), "fuel": "F"}[kind]
                text(surface, label, "sans_bold", g.px(12), pos, col, "center", shadow=False)
            elif kind == "droid":  # Eyebot's droid: a dark hexagon with a cyan eye
                pts = [(pos[0] + r * 1.1 * math.cos(a * math.pi / 3), pos[1] + r * 1.1 * math.sin(a * math.pi / 3))
                       for a in range(6)]
                pygame.draw.polygon(surface, (18, 26, 30), pts)
                pygame.draw.polygon(surface, (90, 220, 240), pts, max(1, r // 5))
                pygame.draw.circle(surface, (90, 220, 240), (round(pos[0]), round(pos[1])), max(2, r // 3))
            elif kind == "repair":
                what, have, need = extra
                text(surface, f"{have}/{need}", "sans_bold", g.px(12), pos, (110, 205, 225), "center")
        for flash in anims.flashes:
            rect = g.loc_rect.get(flash[1])
            if rect is not None:
                a = max(0, min(255, int(255 * flash[2])))
                pygame.draw.rect(surface, (240, 200, 60) if flash[0] == "noise_report" else (230, 60, 50),
                                 rect.inflate(g.u(4), g.u(4)), max(2, g.u(3)), border_radius=g.u(6))
                del a
        for label, pos, loc in p.markers:  # what a newer view holds that this table has no picture for yet
            pygame.draw.circle(surface, (20, 30, 30), pos, r)
            pygame.draw.circle(surface, (120, 220, 200), pos, r, max(1, r // 5))
            text(surface, label[:1].upper(), "sans_bold", g.px(12), pos, (120, 220, 200), "center", shadow=False)
        for gh in p.ghosts:
            ghost(surface, gh.pos, gh.r, gh.label, gh.kind == "killer_ghost")
        dragging = dragdrop.dragging
        for key, piece in p.minis.items():
            pos = anims.pos.get(key, piece.pos)
            if dragging == ("mini", key):
                pos = dragdrop.item_rect(dragging).center
            with faded(surface, anims.alpha(key)) as surf:  # reduced motion: a fade where it lands
                self.draw_mini(surf, g, piece, pos)

        if dragging is not None and dragging[0] == "item" and dragdrop.moved:  # an item on its way to a friend
            r = dragdrop.item_rect(dragging)
            pygame.draw.rect(surface, (60, 52, 44), r, border_radius=g.u(4))
            pygame.draw.rect(surface, theme.GOLD, r, 1, border_radius=g.u(4))
            fitted_text(surface, item_card(dragging[1])["title"], "sans", g.px(12), r.inflate(-g.u(6), 0), theme.BONE)

    def draw_mini(self, surface, g, piece, pos) -> None:
        killer = piece.kind in ("killer", "host")
        col = killer_colour(piece.kind == "host") if killer else survivor_colour(piece.key)
        x, y = round(pos[0]), round(pos[1])
        pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), piece.r)
        pygame.draw.circle(surface, col, (x, y), piece.r)
        pygame.draw.circle(surface, theme.BONE if killer else (20, 16, 16), (x, y), piece.r, max(1, g.u(2)))
        text(surface, piece.label, "sans_bold", g.px(12), (x, y), theme.BONE if killer else (12, 10, 10), "center",
             shadow=False)
        # the figure's shape beside its colour (the Killer's and each Survivor's own: pieces.PALETTE_INDEX)
        patterns.seat_badge(surface, figure_index("host" if piece.kind == "host" else "killer" if killer else piece.key),
                            (x + piece.r * 0.8, y - piece.r * 0.8), max(4, piece.r * 0.42), col)

    def draw_dice(self, surface, g, anims) -> None:
        total = anims.total
        label = f"{self.who_name(total[0])}: {total[1]}" if total is not None else ""
        draw_dice_panel(surface, anims, self.dice_rect(g), g.k, g.px(14), label)

    @staticmethod
    def dice_rect(g) -> pygame.Rect:
        lg = legend_rect(g)
        m = g.rects["map"]
        if lg.right <= m.right and lg.bottom + g.u(150) < m.bottom:
            return pygame.Rect(lg.x, lg.bottom + g.u(8), lg.w, min(g.u(150), m.bottom - lg.bottom - g.u(16)))
        return pygame.Rect(m.centerx - g.u(120), m.centery - g.u(75), g.u(240), g.u(150))

    def fight_rect(self, g) -> pygame.Rect:
        """An encounter's or the Final Showdown's panel: under the dice in the map's free band."""
        d = self.dice_rect(g)
        m = g.rects["map"]
        if d.bottom + g.u(70) <= m.bottom:
            return pygame.Rect(d.x, d.bottom + g.u(8), d.w, min(g.u(92), m.bottom - d.bottom - g.u(16)))
        return pygame.Rect(m.x + g.u(8), m.bottom - g.u(96), g.u(240), g.u(88))

    def draw_prompt(self, surface, g, view, data, bar_buttons: list) -> None:
        pr = g.rects["prompt"]
        seat = (view.get("decision") or {}).get("seat")
        col = self.seat_colour(seat) if seat is not None else theme.BONE
        panel(surface, pr, g.u(10), (14, 10, 12, 240), col, max(1, g.u(2)))
        right = min((b.rect.x for b in bar_buttons), default=pr.right) - g.u(10)
        if view.get("result"):
            who, what = "Game over:", str(view["result"].get("reason", ""))
        else:
            name = data["names"].get(seat, "Nobody")
            acting = tp.acting_char(view)
            if acting:
                name = f"{name} ({self.who_name(acting)})"
            who = f"{name}, your move:" if data["screen_decides"] else (
                f"{name} (computer) is deciding:" if data["kinds"].get(seat) == "ai" else f"Waiting for {name}:")
            what = view["decision"].get("prompt", "")
        side = {"killer": "Killer's view", "survivors": "Survivors' view"}.get(view.get("side"), "Nobody's view")
        rr = text(surface, f"Round {view.get('round', 1)} · {side}", "sans", g.px(12), (right, pr.centery),
                  theme.BONE_DIM, "midright")
        r = text(surface, who, "sans_bold", g.px(14), (pr.x + g.u(12), pr.centery), col, "midleft")
        room = pygame.Rect(r.right + g.u(8), pr.y + g.u(3), max(20, rr.x - r.right - g.u(16)), pr.h - g.u(6))
        fitted_text(surface, what, "sans", g.px(13), room, theme.BONE, "left")

    @staticmethod
    def draw_toast(surface, g, msg: str) -> None:
        m = g.rects["map"]
        r = pygame.Rect(0, 0, int(m.w * 0.7), g.u(44))
        r.midbottom = (m.centerx, m.bottom - g.u(10))
        panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        fitted_text(surface, msg, "sans_bold", g.px(13), r.inflate(-g.u(16), -g.u(6)), theme.BONE)

    def list_hover(self, g, view, prects: dict, pieces, anims, hovering) -> None:
        """What the pointer can rest on for the zoom (told to `hovering`): cards, items, drawn cards, the Device,
        the Survivors, the pieces."""
        hovering.items = []  # the last listed is on top: the locations first, the pieces on them after
        for code, r in g.loc_rect.items():  # a location's whole name and what it is (the map may have cut the name)
            hovering.tip(r, g.loc_tip[code], key=("loc", code))
        for aid, r in prects.items():
            kind = aid[0]
            if kind in ("item", "offer") and aid[1]:
                kw = skill_card(aid[1]) if kind == "offer" and self.is_skill(aid[1]) else item_card(aid[1])
                hovering.card(r, kw, key=aid)
            elif kind == "card":
                hovering.card(r, skill_card(aid[1]), key=aid)
            elif kind == "device":
                dev = ((view.get("team") or {}).get("device")) or {}
                body = [f"Analysis {view.get('device_stage') or 0} of 2."]
                body += [f"Weakness: {dev['weakness']}." if dev.get("weakness") else "",
                         f"Analyse again at a {dev['location']} location." if dev.get("location") else "",
                         f"Tactic: {dev['tactic']}" if dev.get("tactic") else ""]
                hovering.tip(r, "The Device", title="The Device", body=" ".join(x for x in body if x),
                             art=weakness_art(dev.get("weakness", "")), key=aid)
            elif kind == "deck":
                n = ((view.get("team") or {}).get("decks") or {}).get(aid[1], 0)
                hovering.tip(r, f"The {aid[1]} deck: {n} card{'s' if n != 1 else ''} left", key=aid)
            elif kind == "discards":
                pile = ((view.get("team") or {}).get("discards") or {}).get(aid[1]) or []
                names = [item_card(u)["title"] for u in pile]
                hovering.tip(r, f"{aid[1].title()} discards: {len(pile)}", title=f"{aid[1].title()} discard pile",
                               body=", ".join(names) or "Empty.", key=aid)
            elif kind == "panel":
                s = next((x for x in view.get("survivors") or [] if x["char"] == aid[1]), None)
                if s is not None:
                    from game.games.terrorscape import sources
                    info = sources.content().survivors.get(s["char"], {})
                    body = info.get("text", "") + " " + " ".join(
                        f"{ab.get('name', '')}." for ab in info.get("abilities") or [] if ab.get("name"))
                    hovering.tip(r, s.get("name", ""), title=s.get("name", ""), body=body.strip(),
                                 art=survivor_art(s["char"]), colour=survivor_colour(s["char"]), key=aid)
        kid = (view.get("killer") or {}).get("id", "")
        hovering.tip(g.rects["killer_board"], "The Killer's level board", title=killer_title(view),
                       body=killer_body(view), art=killer_art(kid), colour=killer_colour(), key=("killer_board",))
        for label, pos, loc in (pieces.markers if pieces else ()):
            hovering.tip(g.circle_rect(pos, g.u(8)), f"{label} at {g.board.label(loc)}", key=("marker", label, loc))
        for key, p in (pieces.minis.items() if pieces else ()):  # a figure: its portrait large, and where it is
            art = killer_art(kid) if p.kind in ("killer", "host") else survivor_art(key)
            hovering.tip(g.circle_rect(anims.pos.get(key, p.pos), p.r), self.who_name(key), title=self.who_name(key),
                         body=f"At {g.board.label(p.loc)}." if p.loc in g.loc_rect else "", art=art, key=("mini", key))
        for gh in (pieces.ghosts if pieces else ()):
            what = "the Killer" if gh.kind == "killer_ghost" else self.who_name(gh.key)
            hovering.tip(g.circle_rect(gh.pos, gh.r), f"Last known place of {what}", key=("ghost", gh.key, gh.loc))

    @staticmethod
    def is_skill(uid: str) -> bool:
        from game.games.terrorscape import sources
        from game.games.terrorscape.state import card_id

        return card_id(uid) in sources.content().skills



def survivor_art(char: str):
    """The hover zoom's picture of a Survivor: the whole figure standing."""
    return lambda surface, rect: draw_survivor(surface, rect, char)


def killer_art(kid: str):
    return lambda surface, rect: draw_killer(surface, rect, kid)
