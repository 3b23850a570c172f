"""The Terrorscape 2 table scene.

Draws ONLY from `session.view_for_screen()` (the seat in front of the screen: the Killer's side, the
Survivors' side, or nobody's between two humans), through one entry, `render(surface, data)`. The map is
the TOML file the game's options name (terrorscape/geometry.py, board_draw.py); what stands on it comes
from the view (terrorscape/pieces.py): the other side's hidden miniatures are never drawn, their last known
places are ghost markers. Every choice's place glows (a location, a door to unblock, a miniature, a
Survivor's card or item, a card in the Killer's hand, a drawn card, a search deck, the Device); a click
chooses (several there: a menu at the pointer), a miniature is dragged to a glowing location, risky moves
ask first (terrorscape/prompt.py). Keys: each listed choice's own key, Enter the first choice, D done /
pass, Backspace back, Ctrl+Z undo, L the log, Space skips the animations, Esc pauses.
"""
from __future__ import annotations

import pygame

from .. import theme
from .anchors import Anchor
from .board_table import BoardTable
from .choice_list import draw_choice_headers
from .common import Button, draw_button, fitted_text, panel, text
from .terrorscape import prompt as tp
from .terrorscape.anim import Animations
from .terrorscape.board_draw import block_token, delay_token, ghost, legend_rect, noise_token
from .terrorscape.board_draw import draw_board
from .terrorscape.geometry import Geometry
from .terrorscape.panels import (draw_device, draw_fight, draw_hand, draw_killer_board, draw_offer, draw_survivors, draw_team,
                                 item_card, killer_body, killer_title, panel_rects, skill_card)
from .terrorscape.pieces import KILLER_COLOUR, layout_pieces, survivor_colour

DONE_KINDS = ("done", "pass", "stop")


class _Chooser:
    """The side list has no modes of its own here (the board picker narrows); kept for BoardTable."""

    def reset(self) -> None:
        pass


class TerrorscapeTable(BoardTable):
    game_id = "terrorscape"
    QUICK_KINDS = ("pass", "stop", "done")
    RESERVED_KEYS = "zld"  # Ctrl+Z undo, L the log, D done / pass
    GROUPS = tp.GROUPS
    DEATH_TYPES = ("eliminated", "game_over")

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.anims = Animations(seed=session.seed)
        self.chooser = _Chooser()
        self.pieces = None
        self.prects: dict = {}
        self._draw_key = None
        self.drawn: list = []  # for tests: the data dicts render() was given (the last few)

    # -- lifecycle ------------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.anims.audio = app.audio
        super().enter(app)

    def build_ui(self) -> None:
        if self.app is None:
            return
        self.relayout()

    def on_view_changed(self) -> None:
        if self.app is not None:
            self.relayout()
        self._static_key = None
        self.log_scroll = 0

    def relayout(self) -> None:
        size = tuple(self.size)
        if self.geo is None or self.geo.size != size or self.geo.map_id != self.map_id() or \
                self.geo.side != self.view.get("side"):
            self.geo = Geometry(size, self.view)
        g = self.geo
        self.pieces = layout_pieces(self.view, g)
        self.prects = panel_rects(self.view, g)
        self.anims.set_targets({k: p.pos for k, p in self.pieces.minis.items()})
        self._static_key = None
        self.register_drag()

    def map_id(self) -> str:
        return (self.view.get("options") or {}).get("map") or "terrorscape_polar_station"

    # -- choosing on the board ----------------------------------------------------------------------------
    def board_anchors(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {("loc", c): Anchor(("loc", c), r, g.board.label(c)) for c, r in g.loc_rect.items()}
        for key, p in (self.pieces.minis.items() if self.pieces else ()):
            pos = self.anims.pos.get(key, p.pos)
            out[("mini", key)] = Anchor(("mini", key), g.circle_rect(pos, p.r), self.who_name(key), True)
        for key in self.legal_edges():
            a, b = key.split("-")
            if a in g.loc_rect and b in g.loc_rect:
                out[("edge", key)] = Anchor(("edge", key), g.edge_rect(a, b).inflate(g.u(6), g.u(6)), f"Door {key}")
        for aid, r in self.prects.items():
            if aid[0] != "discards":
                out[aid] = Anchor(aid, r, self.anchor_title(aid))
        return out

    def legal_edges(self) -> list:
        return [a["edge"] for a in self.legal() if a.kind == "unblock"]

    def anchor_title(self, aid) -> str:
        kind = aid[0]
        if kind in ("panel", "mini"):
            return self.who_name(aid[1])
        if kind in ("item", "offer") and aid[1]:
            return item_card(aid[1])["title"] if kind == "item" else "Drawn card"
        if kind == "card":
            return skill_card(aid[1])["title"]
        if kind == "deck":
            return f"The {aid[1]} deck"
        if kind == "track":
            return f"The {aid[1]} repair"
        return "The Device" if kind == "device" else ""

    def who_name(self, key) -> str:
        if key == "killer":
            return (self.view.get("killer") or {}).get("name", "The Killer")
        for s in self.view.get("survivors") or []:
            if s["char"] == key:
                return s.get("name", key)
        return str(key)

    def describe(self, action) -> str:
        """The rules' label, with the receiver of a gift named (two gifts of one item read alike otherwise)."""
        label = super().describe(action)
        if action.kind == "give" and action.get("to") and " to " not in label:
            label = f"{label} to {self.who_name(action['to'])}"
            self._labels[action] = label
        return label

    def anchor_paths(self, a) -> list:
        return tp.anchor_paths(self.view, a, self.geo.loc_rect if self.geo else {})

    def classify(self, action):
        return tp.classify(self.view, action, self.legal(), self.geo.board if self.geo else None)

    def group_of(self, payload) -> str:
        return tp.group_of(payload)

    def key_scope(self):
        dec = self.view.get("decision") or {}
        return (self.view.get("round"), dec.get("seat"), dec.get("kind"), tp.acting_char(self.view))

    # -- the side list ------------------------------------------------------------------------------------
    def choice_items_to_list(self) -> None:
        legal = self.legal() if self.screen_decides() else []
        items = [(self.describe(a), a) for a in legal]
        self.list_choices(items, (self.view_version, len(legal)))
        self.choice_title = "Your choices" if legal else ""
        self.layout_choices()

    def first_choice(self):
        for _, _, payload, _ in self.choices.items:
            if payload is not None:
                return payload
        return None

    def activate(self, payload) -> None:
        if payload is not None:
            self.request(payload)

    def layout_choices(self) -> None:
        g = self.geo
        if g is None:
            return
        pr = g.rects["prompt"]
        bw, bh = g.u(120), pr.h - g.u(10)
        x = pr.right - g.u(6)
        bars = []
        done = next((a for a in self.legal() if a.kind in DONE_KINDS), None) if self.screen_decides() else None
        x -= bw
        bars.append(Button(("undo", None), "Undo", pygame.Rect(x, pr.y + g.u(5), bw, bh), enabled=self.can_undo(),
                           style="quiet", hotkey="^Z"))
        if done is not None:
            x -= bw + g.u(6)
            bars.append(Button(("action", done), self.describe(done)[:14], pygame.Rect(x, pr.y + g.u(5), bw, bh),
                               style="primary", hotkey="D"))
        if self.animating():
            x -= bw + g.u(6)
            bars.append(Button(("skip", None), "Skip", pygame.Rect(x, pr.y + g.u(5), bw, bh), style="quiet",
                               hotkey="Spc"))
        self.bar_buttons = bars
        if not self.choices.items:
            self.choices.buttons = []
            return
        r = g.rects["choices"]
        row, gap = g.u(30), g.u(4)
        rows = len(self.choices.rows)
        want = min(11, rows) * (row + gap) + g.u(48) + (row + gap if rows > 11 else 0)
        self.choices_rect = pygame.Rect(r.x, r.y, r.w, min(int(r.h * 0.7), want))
        inner = pygame.Rect(r.x + g.u(10), r.y + g.u(38), r.w - g.u(20), self.choices_rect.h - g.u(46))
        self.choices.layout(inner, row, gap)

    def game_key(self, key: int) -> bool:
        if key == pygame.K_d:
            a = next((a for a in self.legal() if a.kind in DONE_KINDS), None)
            if a is not None:
                self.request(a)
            return True
        return False

    # -- drag and drop -------------------------------------------------------------------------------------
    def register_drag(self) -> None:
        dd = self.dragdrop
        dd.clear()
        g = self.geo
        if g is None or self.pieces is None:
            return
        movers = {p[0][1] for a in self.legal() for p in self.anchor_paths(a) if len(p) == 2 and p[0][0] == "mini"}
        for key in sorted(movers):
            piece = self.pieces.minis.get(key)
            if piece is not None:
                dd.add_item(key, g.circle_rect(piece.pos, piece.r).inflate(g.u(8), g.u(8)), key)
        for code, rect in g.loc_rect.items():
            dd.add_target(code, rect, code)

    def legal_targets(self, who) -> dict:
        out = {}
        ok = {p[1][1] for a in self.legal() for p in self.anchor_paths(a)
              if len(p) == 2 and p[0] == ("mini", who) and p[1][0] == "loc"}
        for code in (self.geo.loc_rect if self.geo else {}):
            out[code] = None if code in ok else self.refusal(who, code)
        return out

    def refusal(self, who, code) -> str:
        s = self.session
        if not self.screen_decides():
            return f"Wait: {s.seat_name(s.deciding_seat())} must decide now." if not s.over else "The game is over."
        here = self.pieces.minis.get(who).loc if self.pieces and who in self.pieces.minis else None
        if code == here:
            return "Already there."
        return f"{self.who_name(who)} cannot move to {self.geo.board.label(code)} now: only the glowing places."

    def on_drop(self, who, code) -> None:
        self.follow_path((("mini", who), ("loc", code)), self.mouse or self.geo.loc_rect[code].center)

    def click_board(self, pos) -> bool:
        g = self.geo
        if g is None:
            return False
        code = g.location_at(pos)
        if code is not None and self.screen_decides():
            self.toast(f"Nothing to do at {g.board.label(code)} now. {self.view['decision']['prompt']}")
            return True
        return False

    # -- events and animations -------------------------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        dice_on = bool(getattr(getattr(self.app, "settings", None), "dice_animation", True))
        self.anims.events(events, dice_on)

    def update_animations(self, dt: float) -> None:
        self.anims.update(dt, self.speed)
        self.dragdrop.update(dt)
        self.hover.update(dt, self.hover_items, self.mouse if self.dragdrop.dragging is None else None)

    def anchor_rects(self, events: list) -> list:
        """The locations a move touched (from, to, where it was seen or heard) and the miniature that moved."""
        g = self.geo
        if g is None:
            return []
        out = []
        for e in events:
            for key in ("frm", "to", "loc"):
                if isinstance(e.get(key), str) and e[key] in g.loc_rect:
                    out.append(g.loc_rect[e[key]])
            for loc in list(e.get("where") or []) + list(e.get("noise") or []):
                if loc in g.loc_rect:
                    out.append(g.loc_rect[loc])
            who = e.get("char") or ("killer" if e.get("type", "").startswith("killer") else None)
            if self.pieces and who in self.pieces.minis:
                p = self.pieces.minis[who]
                out.append(g.circle_rect(self.anims.pos.get(who, p.pos), p.r))
        return list({tuple(r): r for r in out}.values())

    def seat_rects(self, seat) -> list:
        g = self.geo
        if g is None:
            return []
        if seat == self.view.get("killer_seat", 0):
            return [g.rects["killer_board"]]
        return [self.prects[("panel", s["char"])] for s in self.view.get("survivors") or []
                if s.get("seat") == seat and ("panel", s["char"]) in self.prects]

    def seat_colour(self, seat) -> tuple:
        if seat == self.view.get("killer_seat", 0):
            return KILLER_COLOUR
        chars = [s["char"] for s in self.view.get("survivors") or [] if s.get("seat") == seat]
        return survivor_colour(chars[0]) if chars else theme.BONE

    def handoff_note(self, seat) -> str:
        """The cover says which side comes to the screen and that the other side looks away (hidden movement)."""
        if seat == self.view.get("killer_seat", 0):
            return "The Killer's turn: Survivors, look away from the screen."
        return "The Survivors' turn: Killer, look away from the screen."

    def note_turns(self, seat, events: list) -> None:
        """Terrorscape's turns begin with "survivors_turn" / "killer_turn": each stands for the seats of that side
        (the shared "since your last turn" summary keys on "turn" events with a seat)."""
        s = self.session
        turns = []
        for e in events:
            if e.get("type") == "killer_turn":
                turns.append({"type": "turn", "seat": 0})
            elif e.get("type") == "survivors_turn":
                turns.extend({"type": "turn", "seat": i} for i in range(1, len(s.seats)))
        super().note_turns(seat, list(events) + turns)

    def after_step(self, seat, events: list, computer: bool = False) -> None:
        super().after_step(seat, events, computer)
        if self.autosave_enabled and any(e.get("type") in ("killer_turn", "survivors_turn") for e in events):
            self.do_autosave()  # each side's turn, as the shared "turn" events do for the other games

    # -- game over -------------------------------------------------------------------------------------------
    def game_over_title(self, result: dict) -> str:
        if result.get("side") == "killer":
            return f"{(self.view.get('killer') or {}).get('name', 'The Killer')} wins"
        return "The Survivors escape"

    def reveal_secrets(self) -> list:
        """Where everyone was and what they held: read ONLY here, once the game has a result."""
        s = self.session
        d = s.state.d
        st = s.state
        out = [(st.killer_name(), f"at {st.loc_name(d['killer']['loc'])}, level {d['killer']['level']}, "
                                  f"hand: {', '.join(st.skill_name(u) for u in d['killer']['hand']) or 'empty'}")]
        for char, sv in d["surv"].items():
            items = ", ".join(st.item_name(u) for u in sv["items"]) or "no items"
            out.append((st.name(char), f"{sv['out'] or 'at ' + st.loc_name(sv['loc'])}; {items}"))
        return out

    # -- drawing ---------------------------------------------------------------------------------------------
    def render(self, surface, data: dict) -> None:
        view = data["view"]
        g = self.geo
        if g is None or g.size != surface.get_size():
            self.geo = None
            self.relayout() if self.app is not None else None
            g = self.geo or Geometry(surface.get_size(), view)
        self.drawn.append(data)
        del self.drawn[:-3]
        lit = self.lit_anchors()
        key = (self.view_version, surface.get_size(), self.log_scroll, len(data["log"]), bool(data["choices"]))
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            self._static_key = key
            self._static = self.build_static(surface.get_size(), g, data)
        surface.blit(self._static, (0, 0))
        self.draw_pieces(surface, g, view)
        draw_hand(surface, g, view, self.prects, lit)
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.draw_drop_targets(surface, g.loc_rect, (96, 196, 110), g.u(6), max(2, g.u(3)), g.u(6), 110)
        self.draw_dice(surface, g)
        self.draw_prompt(surface, g, view, data)
        self.draw_choices(surface, g, data)
        for b in self.bar_buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), g.px(12), g.u(6))
        m = g.rects["map"]
        right = min(legend_rect(g).x, m.right) - g.u(8)  # the caption keeps clear of the legend
        self.draw_move_caption(surface, data, pygame.Rect(m.x + g.u(8), m.y + g.u(4), right - m.x - g.u(8), g.u(56)),
                               g.k, g.px(13))
        self.draw_log_overlay(surface, m, data["log"], g.px(13))
        self.list_hover(g, view)
        if data["toast"]:
            self.draw_toast(surface, g, data["toast"])
        self.draw_hover_help(surface, g.f)
        self.draw_choice_popups(surface, g.px(13))

    def build_static(self, size, g, data: dict) -> pygame.Surface:
        view = data["view"]
        surf = pygame.Surface(size)
        surf.fill((10, 12, 16))
        draw_board(surf, g)
        draw_survivors(surf, g, view, self.prects)
        if view.get("side") == "survivors":
            draw_team(surf, g, view, self.prects)
        draw_device(surf, g, view, self.prects.get(("device",), g.rects["device"]))
        draw_killer_board(surf, g, view)
        draw_offer(surf, g, view, self.prects)
        draw_fight(surf, g, view, self.fight_rect(g), self.who_name)
        self.draw_side_log(surf, self.log_rect(g, data), data["log"], g.px(12))
        return surf

    def log_rect(self, g, data: dict) -> pygame.Rect:
        r = g.rects["choices"]
        if not data["choices"]:
            return r
        top = getattr(self, "choices_rect", r).bottom + g.u(8)
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def draw_pieces(self, surface, g, view) -> None:
        p = self.pieces
        if p is None:
            return
        for key, rect in p.blocks.items():
            block_token(surface, rect.center, rect.w)
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
            elif kind == "repair":
                what, have, need = extra
                text(surface, f"{have}/{need}", "sans_bold", g.px(12), pos, (110, 205, 225), "center")
        for flash in self.anims.flashes:
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
        dragging = self.dragdrop.dragging
        for key, piece in p.minis.items():
            pos = self.anims.pos.get(key, piece.pos)
            if dragging == key:
                pos = self.dragdrop.item_rect(key).center
            self.draw_mini(surface, g, piece, pos)

    def draw_mini(self, surface, g, piece, pos) -> None:
        killer = piece.kind == "killer"
        col = KILLER_COLOUR if killer else survivor_colour(piece.key)
        x, y = round(pos[0]), round(pos[1])
        pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), piece.r)
        pygame.draw.circle(surface, col, (x, y), piece.r)
        pygame.draw.circle(surface, theme.BONE if killer else (20, 16, 16), (x, y), piece.r, max(1, g.u(2)))
        text(surface, piece.label, "sans_bold", g.px(12), (x, y), theme.BONE if killer else (12, 10, 10), "center",
             shadow=False)

    def draw_dice(self, surface, g) -> None:
        tray = self.anims.tray
        if not tray.dice:
            return
        r = self.dice_rect(g)
        panel(surface, r, g.u(8), (10, 18, 14, 230), (90, 140, 110), 1)
        tray.draw(surface, r.inflate(-g.u(8), -g.u(26)).move(0, g.u(10)), draw_tray=True)
        if self.anims.total is not None and tray.done:
            who, value = self.anims.total
            text(surface, f"{self.who_name(who)}: {value}", "sans_bold", g.px(14), (r.centerx, r.y + g.u(4)),
                 theme.GOLD, "midtop")

    def dice_rect(self, g) -> pygame.Rect:
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
            return pygame.Rect(d.x, d.bottom + g.u(8), d.w, min(g.u(80), m.bottom - d.bottom - g.u(16)))
        return pygame.Rect(m.x + g.u(8), m.bottom - g.u(80), g.u(240), g.u(72))

    def draw_prompt(self, surface, g, view, data) -> None:
        pr = g.rects["prompt"]
        seat = (view.get("decision") or {}).get("seat")
        col = self.seat_colour(seat) if seat is not None else theme.BONE
        panel(surface, pr, g.u(10), (14, 10, 12, 240), col, max(1, g.u(2)))
        right = min((b.rect.x for b in self.bar_buttons), default=pr.right) - g.u(10)
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

    def draw_choices(self, surface, g, data) -> None:
        if not self.choices.buttons:
            return
        r = getattr(self, "choices_rect", g.rects["choices"])
        panel(surface, r, g.u(10), (14, 8, 10, 240), theme.BLOOD, max(1, g.u(2)))
        text(surface, data.get("choice_title", ""), "display", g.px(14), (r.x + g.u(12), r.y + g.u(6)), theme.GOLD)
        draw_choice_headers(surface, self.choices, g.px(12))
        for b in self.choices.buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), g.px(12), g.u(6))

    def draw_toast(self, surface, g, msg: str) -> None:
        m = g.rects["map"]
        r = pygame.Rect(0, 0, int(m.w * 0.7), g.u(44))
        r.midbottom = (m.centerx, m.bottom - g.u(10))
        panel(surface, r, g.u(10), (30, 6, 10, 240), theme.BLOOD_BRIGHT, max(1, g.u(2)))
        fitted_text(surface, msg, "sans_bold", g.px(13), r.inflate(-g.u(16), -g.u(6)), theme.BONE)

    def list_hover(self, g, view) -> None:
        """What the pointer can rest on for the zoom: cards, items, drawn cards, the Device, the Survivors."""
        self.hover_items = []
        for aid, r in self.prects.items():
            kind = aid[0]
            if kind in ("item", "offer") and aid[1]:
                kw = skill_card(aid[1]) if kind == "offer" and self.is_skill(aid[1]) else item_card(aid[1])
                self.hover_card(r, kw, key=aid)
            elif kind == "card":
                self.hover_card(r, skill_card(aid[1]), key=aid)
            elif kind == "discards":
                pile = ((view.get("team") or {}).get("discards") or {}).get(aid[1]) or []
                names = [item_card(u)["title"] for u in pile]
                self.hover_tip(r, f"{aid[1].title()} discards: {len(pile)}", title=f"{aid[1].title()} discard pile",
                               body=", ".join(names) or "Empty.", key=aid)
            elif kind == "panel":
                s = next((x for x in view.get("survivors") or [] if x["char"] == aid[1]), None)
                if s is not None:
                    from game.games.terrorscape import sources
                    info = sources.content().survivors.get(s["char"], {})
                    body = info.get("text", "") + " " + " ".join(
                        f"{ab.get('name', '')}." for ab in info.get("abilities") or [] if ab.get("name"))
                    self.hover_tip(r, s.get("name", ""), title=s.get("name", ""), body=body.strip(), key=aid)
        self.hover_tip(g.rects["killer_board"], "The Killer's level board", title=killer_title(view),
                       body=killer_body(view), colour=KILLER_COLOUR, key=("killer_board",))
        for label, pos, loc in (self.pieces.markers if self.pieces else ()):
            self.hover_tip(g.circle_rect(pos, g.u(8)), f"{label} at {g.board.label(loc)}", key=("marker", label, loc))
        for key, p in (self.pieces.minis.items() if self.pieces else ()):
            self.hover_tip(g.circle_rect(self.anims.pos.get(key, p.pos), p.r), self.who_name(key), key=("mini", key))
        for gh in (self.pieces.ghosts if self.pieces else ()):
            what = "the Killer" if gh.kind == "killer_ghost" else self.who_name(gh.key)
            self.hover_tip(g.circle_rect(gh.pos, gh.r), f"Last known place of {what}", key=("ghost", gh.key, gh.loc))

    @staticmethod
    def is_skill(uid: str) -> bool:
        from game.games.terrorscape import sources
        from game.games.terrorscape.state import card_id

        return card_id(uid) in sources.content().skills

    def guide_rects(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {"map": g.rects["map"], "survivors": g.rects["survivors"], "killer_board": g.rects["killer_board"],
               "choices": g.rects["choices"], "legend": legend_rect(g)}
        if self.view.get("side") == "survivors":
            out.update(team=g.rects["team"], device=g.rects["device"])
        elif self.view.get("side") == "killer":
            out["hand"] = g.rects["hand"]
        return out
