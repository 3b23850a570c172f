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
from .anim_drags import DragsAfterAnimations
from .captions import touched_rects
from .buttons import Button
from .terrorscape import prompt as tp
from .terrorscape.anim import Animations
from .terrorscape.chips import chip_rects, chip_word, draw_chips, draw_kdeck, fear_rect, kdeck_rect, none_rect
from .terrorscape.guesses import guess_supply, guess_spot, guess_tray
from .terrorscape.board_draw import legend_rect
from .terrorscape.geometry import Geometry
from .terrorscape.panels import draw_hand, item_card, panel_rects, skill_card, trait_card
from .terrorscape.pieces import killer_colour, layout_pieces, survivor_colour
from .terrorscape.render import TerrorscapePainter, board_surface
from .terrorscape.reveal_marks import draw_marks
from .table import Table

DONE_KINDS = tp.DONE_KINDS


class TerrorscapeTable(Table):
    game_id = "terrorscape"
    QUICK_KINDS = ("pass", "stop", "done")
    RESERVED_KEYS = "zld"  # Ctrl+Z undo, L the log, D done / pass
    GROUPS = tp.GROUPS
    DEATH_TYPES = ("eliminated", "game_over")

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.anims = Animations(seed=session.seed)
        self.after_anims = DragsAfterAnimations(self.anims, self.register_drag, self.layout_choices)
        self.pieces = None
        self.prects: dict = {}
        self.painter = TerrorscapePainter(self.who_name, self.seat_colour,  # draws what each frame gives it
                                          lambda: self.anims.fight_roll)

    # -- drawing (terrorscape/render.py paints; table_frame.py starts and ends the frame) ----------------------
    geometry_type = Geometry

    def board_base(self, g) -> pygame.Surface:
        return board_surface(g)

    def render(self, surface, data: dict) -> None:
        view, painter = data["view"], self.painter
        g = self.frame_start(surface, data)
        lit = self.choosing.lit_anchors()
        painter.draw_pieces(surface, g, self.pieces, self.anims, self.dragdrop)
        self.notes.draw(surface, g.px(12))  # the Killer's guess markers (its side only: seat_notes.py)
        draw_hand(surface, g, view, self.prects, lit)
        draw_kdeck(surface, g, view)
        draw_chips(surface, g, self.prects, lit, self.mouse)
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.drags.draw_targets(surface, {t: self.dragdrop.targets[t].rect for t in self.dragdrop.highlights
                                         if t in self.dragdrop.targets}, (96, 196, 110), g.u(6), max(2, g.u(3)), g.u(6), 110)
        painter.draw_dice(surface, g, self.anims)
        painter.draw_prompt(surface, g, view, data, self.bar_buttons)
        self.panels.draw_choice_panel(surface, getattr(self, "choices_rect", g.rects["choices"]),
                                      data.get("choice_title", ""), g.k, g.px(14), g.px(12), g.u(6))
        self.frame_end(surface, g, data, self.caption_box(g, data), g.rects["map"], data["log"])

    def static_parts(self, g, data: dict) -> list:
        """The painter's panels round the map, then the side log (static_layer.py)."""
        log = self.painter.log_rect(g, data, getattr(self, "choices_rect", None))
        return self.painter.static_parts(g, data, self.prects) + [self.panels.side_log_part(log, data["log"], g.px(12))]

    def caption_box(self, g, data: dict) -> pygame.Rect:
        tray = self.note_tray()  # the Killer's guess markers off the board lie in a tray at the map's foot
        if tray is not None and not any(not mk["at"] for mk in self.notes.markers().values()):
            tray = None
        return self.painter.caption_box(g, data, self.prects, self.news.summary is not None, tray)

    def list_hover(self, g, view) -> None:
        self.painter.list_hover(g, view, self.prects, self.pieces, self.anims, self.hovering)

    def draw_toast(self, surface, g, msg: str) -> None:
        self.painter.draw_toast(surface, g, msg)

    # -- lifecycle ------------------------------------------------------------------------------------
    def relayout(self) -> None:
        size = tuple(self.size)
        if self.geo_stale(size) or self.geo.map_id != self.map_id() or self.geo.side != self.view.get("side"):
            if self.geo_stale(size) and self.geo is not None:
                self.anims.resized()  # a new window size or UI scale: nothing moves from a place of the old layout
            self.geo = Geometry(size, self.view, self.ui_scale())
        g = self.geo
        self.pieces = layout_pieces(self.view, g)
        self.prects = panel_rects(self.view, g)
        self.add_choice_places()
        self.anims.set_targets({k: p.pos for k, p in self.pieces.minis.items()})
        self.static.invalidate()
        self.register_drag()

    def add_choice_places(self) -> None:
        """The places of the choices the map has no spot for (chips.py): the Killer's deck, the fear slots,
        "none of these" beside offered cards, and word chips for the questions of the deciding seat."""
        g, view, pr = self.geo, self.view, self.prects
        if (view.get("killer") or {}).get("hand") is not None:
            pr[("kdeck",)] = kdeck_rect(g)
        for s in view.get("survivors") or []:
            if ("panel", s["char"]) in pr:
                pr[("fear", s["char"])] = fear_rect(pr[("panel", s["char"])], g)
        r = none_rect(view, g, pr)
        if r is not None:
            pr[("offer", "")] = r
        kinds = []
        for a in self.legal() if self.screen_decides() else ():
            for path in self.anchor_paths(a):
                if path[0][0] == "chip" and path[0][1] not in kinds:
                    kinds.append(path[0][1])
        pr.update(chip_rects(view, g, kinds, pr))

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
        for kind, pos, _, loc in (self.pieces.tokens if self.pieces else ()):
            if kind == "droid":
                out[("droid", loc)] = Anchor(("droid", loc), g.circle_rect(pos, g.u(10)), f"The droid at {loc}", True)
        for key in self.legal_edges():
            a, b = key.split("-")
            if a in g.loc_rect and b in g.loc_rect:
                out[("edge", key)] = Anchor(("edge", key), g.edge_rect(a, b).inflate(g.u(6), g.u(6)), f"Door {key}")
        for aid, r in self.prects.items():
            if aid[0] != "discards":
                out[aid] = Anchor(aid, r, self.anchor_title(aid))
        return out

    def legal_edges(self) -> list:
        return [a["edge"] for a in self.legal() if isinstance(a.get("edge"), str) and "-" in a["edge"]]

    def anchor_title(self, aid) -> str:
        kind = aid[0]
        if kind in ("panel", "mini"):
            return self.who_name(aid[1])
        if kind == "offer" and aid[1] and trait_card(aid[1]):
            return trait_card(aid[1])["title"]
        if kind in ("item", "offer") and aid[1]:
            return item_card(aid[1])["title"] if kind == "item" else "Drawn card"
        if kind == "offer":
            return "None of these"
        if kind == "kdeck":
            return "Your deck"
        if kind == "fear":
            return f"{self.who_name(aid[1])}'s fear"
        if kind == "chip":
            return "Your answer"
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

    def label_of(self, action) -> str:
        """The rules' label, with the receiver of a gift named (two gifts of one item read alike otherwise),
        and a main action the rules label only by its kind ("Unfear") in the words its chip uses."""
        label = super().label_of(action)
        if action.kind == "unfear" and label == "Unfear":
            label = chip_word("unfear")
        if action.kind == "give" and action.get("to") and " to " not in label:
            label = f"{label} to {self.who_name(action['to'])}"
        return label

    def anchor_paths(self, a) -> list:
        g = self.geo
        return tp.anchor_paths(self.view, a, g.loc_rect if g else {}, g.board.zones if g else None)

    def choice_face(self, payload):
        return tp.card_face(payload)

    def classify(self, action):
        return tp.classify(self.view, action, self.legal(), self.geo.board if self.geo else None)

    def group_of(self, payload) -> str:
        return tp.group_of(payload)

    # -- the side list ------------------------------------------------------------------------------------
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
        """A miniature drags to a location, an item to another Survivor (the choices' two-step paths)."""
        if self.geo is not None and self.pieces is not None:
            self.register_path_drags()
        else:
            self.dragdrop.clear()

    def legal_targets(self, first) -> dict:
        out = self.path_drop_targets(first)
        if first == ("mini", tp.acting_char(self.view)):
            for code in self.onward():
                out[("loc", code)] = None  # two steps in one drag (on_drop takes them one by one)
        return out

    def onward(self) -> dict:
        return tp.onward_steps(self.view, self.legal(), self.geo.board if self.geo else None) \
            if self.screen_decides() else {}

    def path_refusal(self, first, target) -> str:
        s = self.session
        if not self.screen_decides():
            return f"Wait: {s.seat_name(s.deciding_seat())} must decide now." if not s.over else "The game is over."
        if first[0] == "mini" and target[0] == "loc":
            who, code = first[1], target[1]
            piece = self.pieces.minis.get(who) if self.pieces else None
            if piece is not None and code == piece.loc:
                return "Already there."
            return f"{self.who_name(who)} cannot move to {self.geo.board.label(code)} now: only the glowing places."
        return "Not there: only the glowing places."

    def on_drop(self, first, target) -> None:
        pos = self.mouse or self.board_anchors()[target].rect.center
        via = self.onward().get(target[1]) if first == ("mini", tp.acting_char(self.view)) else None
        if via is None:
            self.choosing.follow_path((first, target), pos)
            return
        # two steps: the first (asked first when risky: then the drag ends there), then the second if it is legal
        if self.choosing.risk_of(via).confirm:
            self.request(via)
            return
        if self.choose(via):
            then = next((a for a in self.legal() if a.kind == "step" and a.get("to") == target[1]), None)
            if then is not None:
                self.request(then)
            else:
                self.toast(f"The move stopped at {self.geo.board.label(via['to'])}.")

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
    def anchor_rects(self, events: list) -> list:
        """The locations a move touched (from, to, where it was seen or heard) and the miniature that moved."""
        return touched_rects(self.geo, events, self.event_rects)

    def event_rects(self, g, e: dict) -> list:
        out = []
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
        return out

    def seat_rects(self, seat) -> list:
        g = self.geo
        if g is None:
            return []
        if seat == self.view.get("killer_seat", 0):
            return [g.rects["killer_board"]]
        return [self.prects[("panel", s["char"])] for s in self.view.get("survivors") or []
                if s.get("seat") == seat and ("panel", s["char"]) in self.prects]

    def draw_reveal_marks(self, surface, marks: dict) -> None:
        """The replay's "Everything revealed": the Killer's path and the hidden figures' trails on the map."""
        if self.geo is not None and marks:
            draw_marks(surface, self.geo, marks)

    def seat_colour(self, seat) -> tuple:
        if seat == self.view.get("killer_seat", 0):
            return killer_colour()
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
        survivor_seats = sorted({s["seat"] for s in self.view.get("survivors") or [] if s.get("seat") is not None})
        killer_seats = [i for i in range(len(self.session.seats)) if i not in survivor_seats]
        turns = []
        for e in events:
            if e.get("type") == "killer_turn":
                turns.extend({"type": "turn", "seat": i} for i in killer_seats)
            elif e.get("type") == "survivors_turn":
                turns.extend({"type": "turn", "seat": i} for i in survivor_seats)
        super().note_turns(seat, list(events) + turns)

    def after_step(self, seat, events: list, computer: bool = False) -> None:
        super().after_step(seat, events, computer)
        if self.autosave_enabled and any(e.get("type") in ("killer_turn", "survivors_turn") for e in events):
            self.do_autosave()  # each side's turn, as the shared "turn" events do for the other games

    # -- the Killer's guess markers (seat_notes.py does the handling; guesses.py says what they are) ------------
    def note_board(self):
        return self  # the NoteBoard: the five note_* below
    def note_supply(self) -> list:
        if self.geo is None or self.view.get("side") != "killer" or self.session.screen_seat is None:
            return []
        return guess_supply(self.view, self.geo.board)

    def note_places(self) -> dict:
        return self.geo.loc_rect if self.geo is not None else {}

    def note_spot(self, place: str, index: int, count: int) -> tuple:
        return guess_spot(self.geo, place, index, count)

    def note_tray(self):
        return guess_tray(self.geo) if self.geo is not None else None

    def note_radius(self) -> int:
        return max(5, self.geo.u(7)) if self.geo is not None else 8

    def notes_changed(self) -> None:
        super().notes_changed()
        if self.autosave_enabled and self.session.autosave_path is not None:
            self.do_autosave()  # a guess is kept at once, as a move would be

    # -- game over -------------------------------------------------------------------------------------------
    def game_over_title(self, result: dict) -> str:
        if result.get("side") == "killer":
            return f"{(self.view.get('killer') or {}).get('name', 'The Killer')} wins"
        return "The Survivors escape"

    def guide_rects(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {"map": g.rects["map"], "survivors": g.rects["survivors"], "killer_board": g.rects["killer_board"],
               "choices": g.rects["choices"], "legend": legend_rect(g)}
        if self.view.get("side") == "survivors":
            out.update(team=g.rects["team"], device=g.rects["device"])
        elif self.view.get("side") == "killer":
            h = g.rects["hand"]
            out["hand"] = pygame.Rect(h.x, h.y, h.w - g.u(128), h.h)
            out["guesses"] = guess_tray(g)
            out["device"] = self.prects.get(("device",), g.rects["device"])
        return out
