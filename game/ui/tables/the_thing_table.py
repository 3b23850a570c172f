"""The table of The Thing: the card game.

Draws ONLY from `session.view_for_screen()` (the seat in front of the screen; nobody's between two humans: the
hand-off cover), through one entry, `render(surface, data)`. The Outpost is the TOML map (the_thing/geometry.py,
board_draw.py): the players' panels, the Rec Room with the 12 characters, the Encounter and its crew, the four tasks
with their tokens, the Tool Shed, the piles (discards face down), the Coast, the Thing player's own area (for its
seat only), the cards on the table and the screen seat's hand. Every choice's place glows (a character, a site, a
card, a player, the saucer, a word chip over the hand); a click chooses (several there: a menu at the pointer), a
character is dragged to the Encounter or a task, a card onto the Encounter, a character or a task; risky moves ask
first (the_thing/prompt.py). While a card waits for the reaction round the prompt never names the seat asked (so
it never shows who holds a card that could cancel it). Keys: each listed choice's own key, Enter the first
choice, D passes / is done, Backspace back, Ctrl+Z undo, L the log, Space skips the animations, Esc pauses.
"""
from __future__ import annotations

import pygame

from game.games.the_thing.rules import PROMPTS

from .anchors import Anchor
from .anim_drags import DragsAfterAnimations
from .captions import touched_rects
from .piece_anim import draw_dice_panel
from .prompt_board import PromptBoard
from .prompt_board_draw import GLOW, dice_words, draw_dragged
from .the_thing import prompt as tp
from .the_thing.anim import Animations
from .the_thing.board_draw import char_name, hand_titles, own_cards, seat_colour, task_name
from .the_thing.geometry import Geometry, outpost_layout
from .the_thing.render import OutpostPainter
from .table import Table

SITE_WORDS = {"encounter": "Encounter", "shed": "Tool Shed", "rec": "Rec Room"}


class TheThingTable(Table):
    game_id = "the_thing"
    geometry_type = Geometry
    QUICK_KINDS = ("pass", "done", "stay")
    GROUPS = tp.GROUPS
    DEATH_TYPES = ("killed", "game_over")
    RESERVED_KEYS = "zld"  # Ctrl+Z undo, L the log, D passes / is done
    # what only the screen seat was shown (a peek, a Blood Test on it)
    PRIVATE_NEWS = (("peek", "longjohns", "passed", "suspicion_card"), ("saw", "infected", "card"))

    def read_map(self):
        return outpost_layout()

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.board = PromptBoard(tp, Geometry, PROMPTS, self.seat_words, len(session.seats),
                                 private_news=self.PRIVATE_NEWS)
        self.painter = OutpostPainter(self.hovering)
        self.anims = Animations(seed=session.seed)
        self.after_anims = DragsAfterAnimations(self.anims, self.register_drag, self.layout_choices)
        self.panels.log_lines = self.board.named_log  # the side log in the lobby's names
        self.prects: dict = {}  # anchor id -> rect of the places a choice may sit on (relayout)
        self.choices_rect = None  # the choice list's rect, as tall as its rows want (layout_choices)
        self.hand_rects: dict = {}
        self.aside_rects: dict = {}
        self.token_targets: dict = {}

    # -- the layout: the Outpost's places, the word chips, where the tokens stand ------------------------------
    def relayout(self) -> None:
        """The geometry (made again for a new window size or seat count), the places of the choices and where
        the pieces stand."""
        g = self.geo = self.board.geometry(self.geo, tuple(self.size), self.view, self.ui_scale(), self.anims)
        self.prects = self.board.places(g, self.place_rects(g, self.view), self.view,
                                        self.legal() if self.screen_decides() else None)
        self.anims.set_targets(self.piece_targets(g, self.view))
        self.static.invalidate()
        self.register_drag()

    def place_rects(self, g, view) -> dict:
        pr: dict = {}
        for seat in range(len(view.get("players") or ())):
            if seat in g.panel:
                pr[("player", seat)] = g.panel[seat]
        for site in ("encounter", *g.task):
            pr[("site", site)] = g.site_rect(site)
        cards = own_cards(view)
        self.hand_rects = {("card", c): r for (c, _), r in zip(cards, self.hand_slots(
            [c for c, _ in cards], g.hand_slots(len(cards), hand_titles(cards))))}
        pr.update(self.hand_rects)
        aside = list(dict.fromkeys(view.get("set_aside") or ()))
        self.aside_rects = {c: r for c, r in zip(aside, g.aside_slots(len(aside)))}
        pr.update({("aside", c): r for c, r in self.aside_rects.items()})
        if view.get("seat") is not None and view.get("seat") == view.get("thing_seat"):
            pr[("saucer",)] = g.thing["saucer"]
        return pr

    def piece_targets(self, g, view) -> dict:
        self.token_targets = g.token_places(view)
        return {k: c for k, (c, _) in self.token_targets.items()}

    def hand_area(self):
        return self.geo.hand_row if self.geo is not None else None

    # -- choosing on the board ------------------------------------------------------------------------------
    def board_anchors(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {aid: Anchor(aid, r, self.anchor_title(aid)) for aid, r in self.prects.items()}
        for key, (target, size) in self.token_targets.items():
            out[key] = Anchor(key, g.token_rect(self.anims.pos.get(key, target), size), char_name(key[1]))
        return out

    def anchor_title(self, aid) -> str:
        kind = aid[0]
        if kind == "player":
            return self.seat_title(aid[1])
        if kind == "site":
            return SITE_WORDS.get(aid[1]) or task_name(aid[1])
        if kind in ("card", "aside"):
            from .the_thing.board_draw import card_kwargs
            return card_kwargs(aid[1])["title"]
        if kind == "chip":
            return tp.chip_word(aid[1])
        return "Blair-saucer" if kind == "saucer" else ""

    def seat_title(self, seat) -> str:
        players = self.view.get("players") or []
        if isinstance(seat, int) and 0 <= seat < len(players):
            pl = players[seat]
            role = "the Thing" if pl.get("thing") else char_name(pl["char"]) if pl.get("char") else ""
            return f"{self.session.seat_name(seat)} ({role})" if role else self.session.seat_name(seat)
        return ""

    def label_of(self, action) -> str:
        return tp.label(self.view, action, super().label_of(action), self.seat_title, char_name,
                        lambda s: SITE_WORDS.get(s) or task_name(s))

    # -- the reaction round never names the seat asked ------------------------------------------------------
    def masked_seat(self) -> bool:
        """A card waits for the reaction round and the screen seat is not the one asked: the table is not told
        which seat is asked (it would tell who may hold a card that cancels)."""
        f = self.view.get("frame") or {}
        return f.get("kind") == "react" and not self.screen_decides()

    def thinking_cue(self):
        cue = super().thinking_cue()
        if cue is not None and self.masked_seat():
            cue = dict(cue, name="The table", seat=None)
        return cue

    def seat_rects(self, seat) -> list:
        g = self.geo
        return [g.panel[seat]] if g is not None and isinstance(seat, int) and seat in g.panel else []

    def seat_colour(self, seat) -> tuple:
        return seat_colour(seat)

    # -- names: "Player 2" of the rules' words is the lobby's name -----------------------------------------------
    def seat_words(self, seat: int) -> str:
        players = self.view.get("players") or []
        who = self.session.seat_name(seat)
        pl = players[seat] if seat < len(players) else {}
        return f"{who} ({char_name(pl['char'])})" if pl.get("char") else who

    def caption_words(self, line: str) -> str:
        return self.board.words(line)

    def table_words(self, line: str) -> str:
        return self.board.words(line)

    # -- the prompt module's answers, the bar and the choice list -------------------------------------------
    def anchor_paths(self, a) -> list:
        return tp.anchor_paths(self.view, a)

    def classify(self, action):
        return tp.classify(self.view, action, self.legal())

    def group_of(self, payload) -> str:
        return tp.group_of(payload)

    def choice_face(self, payload):
        return tp.card_face(payload)

    def done_action(self):
        return self.board.done_of(self.legal()) if self.screen_decides() else None

    def layout_choices(self) -> None:
        g = self.geo
        if g is None:
            return
        self.bar_buttons = self.board.bar(g, self.can_undo(), self.done_action(), self.animating())
        if not self.choices.items:
            self.choices.buttons = []
            return
        self.choices_rect = self.board.lay_choices(g, self.choices)

    def game_key(self, key: int) -> bool:
        if key != pygame.K_d:
            return False
        a = self.done_action()
        if a is not None:
            self.request(a)
        return True

    # -- drag and drop: along the choices' two-step paths ----------------------------------------------------
    def register_drag(self) -> None:
        if self.geo is not None:
            self.register_path_drags()
        else:
            self.dragdrop.clear()

    def legal_targets(self, first) -> dict:
        return self.path_drop_targets(first)

    def path_refusal(self, first, target) -> str:
        s = self.session
        if not self.screen_decides():
            return "The game is over." if s.over else "Wait: it is not your decision now."
        return "Not there: only the glowing places."

    def on_drop(self, first, target) -> None:
        pos = self.mouse or self.board_anchors()[target].rect.center
        self.choosing.follow_path((first, target), pos)

    # -- events and animations -------------------------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        super().on_events(events, seat, opening)
        for line in self.board.private_lines(events):  # what only this seat was shown, said at once
            self.toast(line, 5.0)

    def anchor_rects(self, events: list) -> list:
        """The places a move touched: the characters named, the sites, the tasks, the players' panels."""
        return touched_rects(self.geo, events, self.event_rects)

    def event_rects(self, g, e: dict) -> list:
        out = []
        for key in ("char", "npc"):
            ch = e.get(key)
            if isinstance(ch, str) and ("char", ch) in self.token_targets:
                c, size = self.token_targets[("char", ch)]
                out.append(g.token_rect(self.anims.pos.get(("char", ch), c), size))
        for key in ("site", "task"):
            s = e.get(key)
            if isinstance(s, str) and (s == "encounter" or s in g.task):
                out.append(g.site_rect(s))
        x = e.get("seat")
        if isinstance(x, int) and x in g.panel and e.get("type") not in ("draw",):
            out.append(g.panel[x])
        t = e.get("type")
        if t in ("encounter", "roll", "encounter_result"):
            out.append(g.area["encounter"])
        elif t in ("coast", "bad_blood"):
            out.append(g.area["coast"])
        elif t in ("play", "cancelled"):
            out.append(g.area["played"])
        return out

    def handoff_note(self, seat) -> str:
        if seat == self.view.get("thing_seat"):
            return "The Thing player's cards, its area and every infection card are for its eyes only: others look away."
        return "Your hand and your infection cards are for your eyes only: others look away."

    # -- game over -------------------------------------------------------------------------------------------
    def game_over_title(self, result: dict) -> str:
        return "The Thing wins" if result.get("side") == "thing" else "The Outpost survives" \
            if result.get("side") == "outpost" else "Game over"

    def guide_rects(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {"rec": g.area["rec_room"], "encounter": g.area["encounter"], "tasks": g.task["radio"].unionall(
            list(g.task.values())), "shed": g.area["tool_shed"], "piles": g.area["piles"], "coast": g.area["coast"],
            "thing": g.area["thing_area"], "hand": g.hand_row, "choices": g.choices, "played": g.area["played"]}
        seat = self.view.get("seat")
        if isinstance(seat, int) and seat in g.panel:
            out["panel"] = g.panel[seat]
        return out

    # -- drawing: the frame's order; the Outpost's own parts are the painter's (the_thing/render.py) -----------
    def render(self, surface, data: dict) -> None:
        view, px = data["view"], self.panels.panel_px
        g = self.frame_start(surface, data)
        self.painter.draw_pieces(surface, g, view, self.anims, self.dragdrop, self.token_targets, self.names())
        self.board.draw_chips(surface, g, self.prects, self.choosing.lit_anchors(), self.mouse, self.chip_risky, px)
        self.notes.draw(surface, g.px(12))
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.drags.draw_targets(surface, {t: self.dragdrop.targets[t].rect for t in self.dragdrop.highlights
                                          if t in self.dragdrop.targets}, GLOW, g.u(6), max(2, g.u(3)), g.u(6), 110)
        draw_dragged(surface, g, self.dragdrop, self.anchor_title, px)
        draw_dice_panel(surface, self.anims, self.painter.dice_rect(g), g.k, g.px(13),
                        dice_words(self.anims.total, self.session.seat_name, len(self.session.seats)))
        self.board.draw_prompt(surface, g, data, self.seat_colour, self.masked_seat(), px)
        self.panels.draw_choice_panel(surface, self.choice_rect(g), data.get("choice_title", ""), g.k, g.px(14),
                                      g.px(12), g.u(6))
        self.frame_end(surface, g, data, self.painter.caption_rect(g), self.painter.log_overlay_rect(g),
                       self.board.named_log(data["log"]))

    def choice_rect(self, g):
        return g.choices if self.choices_rect is None else self.choices_rect

    def board_base(self, g):
        return self.painter.board_base(g)

    def static_parts(self, g, data: dict) -> list:
        """The Outpost's still parts, then the side log (under the choice list)."""
        return self.painter.board_parts(g, data["view"], self.names(), self.hand_rects, self.aside_rects) + \
            [self.panels.side_log_part(self.board.log_rect(g, bool(data["choices"]), self.choice_rect(g)),
                                       data["log"], g.px(12), self.painter.board_base(g))]

    def list_hover(self, g, view) -> None:
        self.painter.list_hover(g, view, self.prects, self.view_version, self.anims, self.token_targets)

    def draw_toast(self, surface, g, msg: str) -> None:
        self.board.draw_toast(surface, g, msg, self.panels.panel_px)

    def chip_risky(self, key: str) -> bool:
        return any(tp.chip_key(self.view, a) == key and self.choosing.risk_of(a).confirm for a in self.legal())
