"""The Zombie: Survival Infection table scene.

Draws ONLY from `session.view_for_screen()` (plus the log and rolls the screen seat may see), through
one entry, `render(surface, data)`. Choices come from the legal actions of the screen seat: every choice's
place glows (a card in the hand, then the camps it can go to; a camp to protect or choose), a click
chooses (several choices there open a menu at the pointer), a card can be dragged onto a camp; risky moves
ask first (zombie/risk.py). Keys: Enter the first choice, P pass, N no reaction, Backspace back, each
listed choice's own key, Ctrl+Z undo, Space skips the dice, Esc pauses.
"""
from __future__ import annotations

import re

import pygame

from game.core.actions import Action
from game.games.zombie.content import load_content
from game.games.zombie.story import tell as tell_story

from .. import fonts, palette, theme
from ..dice import DiceTray
from ..widgets import card as cardw
from ..widgets import textfit
from .anchors import Anchor
from .buttons import Button, button_text_whole
from .zombie import draw as zdraw
from .zombie.anim import FACES_BY_KIND, Animations
from .zombie.geometry import Geometry, table_layout
from .zombie.prompt import BACK, Chooser, action_camps
from .zombie.render import LEGAL_GLOW, ZombieBoard, board_surface
from .zombie.risk import classify
from .table import Table



class ZombieTable(Table):
    game_id = "zombie"
    # The later steps of one choice (a trade's give/take/count, a card's second camp) follow the first
    # at the quick pace, so a computer's trade or two-target card reads as one move, captioned once.
    QUICK_KINDS = ("no_reaction", "decline_trade", "trade_give", "trade_take", "trade_count", "target", "back")
    RESERVED_KEYS = "zpnl"  # Ctrl+Z undo, P pass, N no reaction, L the whole log
    GROUPS = ("Play", "React", "Choose", "Discard", "Trade", "Pass")
    KIND_GROUP = {"play": "Play", "play_event": "Play", "zombie_play": "Play", "target": "Play", "react": "React",
                  "power": "React", "no_reaction": "React", "discard": "Discard", "trade": "Trade",
                  "trade_give": "Trade", "trade_take": "Trade", "trade_count": "Trade", "accept_trade": "Trade",
                  "decline_trade": "Trade", "pass": "Pass", "card": "Play", "partner": "Trade", "give": "Trade",
                  "steps": "Trade"}
    DEATH_TYPES = ("camp_destroyed", "game_over")

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        # the tray's physics area is Geometry.dice_rect in layout units: left of the reaction panel
        self.tray = DiceTray(size=(263, 150), die_size=52, seed=session.seed)
        self.anims = Animations(self.tray)
        self.chooser = Chooser()
        self.board = ZombieBoard(self.panels, self.tray, self.hovering, self.camp_name, self.display_name)
        self.panels.log_px_most = lambda: self.side_px(self.geo) if self.geo is not None else None

    # -- lifecycle ------------------------------------------------------------------------------------
    def read_map(self):
        return table_layout()

    def enter(self, app) -> None:
        self.anims.audio = app.audio
        self.tray.animations_enabled = bool(getattr(app.settings, "dice_animation", True))
        super().enter(app)

    def build_ui(self) -> None:
        if self.app is None:
            return
        self.geo = Geometry(self.size, self.view, self.ui_scale())
        self.anims.skip()
        self.static.invalidate()
        self.drags.forget_hand()  # a new window size: a fresh layout
        self.register_drag()

    def on_view_changed(self) -> None:
        if self.app is not None:
            self.geo = Geometry(self.size, self.view, self.ui_scale())
        self.chooser.reset()
        self.static.invalidate()
        self.logv.scroll = 0
        self.register_drag()

    def resume(self) -> None:
        self.tray.animations_enabled = bool(getattr(self.app.settings, "dice_animation", True))
        super().resume()

    # -- legal choices (only the screen seat's) -------------------------------------------------------
    def camp_name(self, c) -> str:
        for camp in self.view.get("camps", []):
            if camp["id"] == c:
                return self.display_name(camp)
        return f"Camp {c + 1}"

    def display_name(self, camp: dict) -> str:
        name = self.session.seat_name(camp["owner"])
        return camp["name"] if name == camp["name"] else f"{camp['name']} ({name})"

    def choice_items(self) -> tuple:
        legal = self.legal()
        kind = self.view.get("decision", {}).get("kind", "")
        self.chooser.view = self.view
        return self.chooser.items(kind, legal, self.describe, self.camp_name)

    def guide_rects(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = dict(g.rects)
        mine = self.view.get("my_camps") or []
        if mine and mine[0] in g.camp_rect:
            out["camp"] = g.camp_rect[mine[0]]
        out["draw_pile"] = g.rects["draw_pile"].union(g.rects["discard_pile"])
        return out

    def hand_area(self):
        return self.geo.rects["hand"] if self.geo is not None else None

    def card_actions(self, uid) -> list:
        return [a for a in self.legal() if a.get("card") == uid]

    # -- choosing on the board: where each choice's place is ------------------------------------------
    def board_anchors(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {("camp", c["id"]): Anchor(("camp", c["id"]), g.camp_rect[c["id"]], self.display_name(c))
               for c in self.view.get("camps", []) if c["id"] in g.camp_rect}
        for card in self.view.get("hand") or []:
            if card["uid"] in self.dragdrop.items:
                out[("card", card["uid"])] = Anchor(("card", card["uid"]), self.dragdrop.item_rect(card["uid"]),
                                                    card["name"])
        return out

    def anchor_paths(self, a) -> list:
        """A card's play: the card, then its camps in order; a camp's own choice (protect, choose, kill, a
        card's second camp): the camp; a trade's partner: your camp, then the partner's (as if handing over)."""
        if self.chooser.mode == "discard":
            return []
        if a.kind == "trade":
            mine = ((self.view.get("decision") or {}).get("frame") or {}).get("camp")
            return [(("camp", mine), ("camp", a["partner"]))] if mine is not None and a.get("partner") is not None else []
        camps = tuple(("camp", c) for c in action_camps(a))
        uid = a.get("card")
        if uid is not None and any(c["uid"] == uid for c in self.view.get("hand") or []):
            return [(("card", uid),) + camps]
        return [camps] if camps else []

    def classify(self, action):
        return classify(self.view, action, self.legal())

    def group_of(self, payload) -> str:
        if isinstance(payload, tuple):
            if payload == BACK or len(payload) < 2:
                return ""
            return self.KIND_GROUP.get(payload[1] if payload[0] == "mode" else payload[0], "")
        return self.KIND_GROUP.get(getattr(payload, "kind", None), "")

    def choice_face(self, payload):
        """A choice with its card named by the card (and whether it is turned), not its copy: two Zombie Attacks
        in the hand play alike, so the side list shows the choice once."""
        faces = {c["uid"]: (c["id"], c.get("rotated")) for c in self.view.get("hand") or []}
        if isinstance(payload, tuple) and payload[:2] == ("mode", "card") and len(payload) == 3:
            return ("mode", "card", faces.get(payload[2], payload[2]))
        if hasattr(payload, "params") and payload.get("card") in faces:
            return (payload.kind, tuple((k, faces[v] if k == "card" else v) for k, v in payload.params))
        return payload

    def is_back(self, payload) -> bool:
        """The list's Back rows (they go under Backspace, not a key of their own)."""
        c = self.chooser
        return payload == BACK or getattr(payload, "kind", None) == "back" or \
            (c.mode == "partner" and payload == ("mode", "trade")) or \
            (c.mode == "give" and payload == ("mode", "partner", c.partner))

    def on_focus(self, path: tuple) -> None:
        """Picking a card on the board narrows the side list to that card's plays too."""
        if path and path[0][0] == "card":
            camp = path[1][1] if len(path) > 1 else None
            self.chooser.set_mode("card", (path[0][1], camp))
        elif self.chooser.mode == "card":
            self.chooser.reset()

    # -- drag and drop --------------------------------------------------------------------------------
    def register_drag(self) -> None:
        dd = self.dragdrop
        dd.clear()
        if self.geo is None:
            return
        hand = self.view.get("hand") or []
        rects = self.hand_slots([c["uid"] for c in hand], self.geo.hand_rects(len(hand)))
        for card, rect in zip(hand, rects):
            dd.add_item(card["uid"], rect, card["uid"])
        for c, rect in self.geo.camp_rect.items():
            dd.add_target(c, rect, c)

    def legal_targets(self, uid) -> dict:
        acts = self.card_actions(uid)
        out = {}
        camps = list(self.geo.camp_rect) if self.geo else []
        ok = set()
        anywhere = False
        for a in acts:
            cs = action_camps(a)
            ok.update(cs)
            anywhere = anywhere or not cs
        for c in camps:
            out[c] = None if (c in ok or (anywhere and acts)) else self.refusal(uid, c)
        return out

    def refusal(self, uid, camp) -> str:
        """Why dropping card `uid` on `camp` is refused, in a player's words."""
        s = self.session
        if not self.screen_decides():
            return f"Wait: {s.seat_name(s.deciding_seat())} must decide now."
        kind = self.view.get("decision", {}).get("kind")
        if kind == "take_action":
            action = Action("play", card=uid, targets=(camp,))
        elif kind == "react":
            action = Action("react", card=uid, protect=camp)
        else:
            return f"Not now: {self.view['decision']['prompt']}"
        return s.rules.explain_illegal(s.state, action)

    def on_drop(self, uid, camp) -> None:
        acts = [a for a in self.card_actions(uid) if not action_camps(a) or camp in action_camps(a)]
        pos = self.mouse or self.geo.camp_rect[camp].center
        if not self.choosing.follow_path((("card", uid), ("camp", camp)), pos) and acts:
            self.choosing.open_menu(pos, acts, ("camp", camp))  # a card that hits every camp, dropped anywhere

    def click_item(self, uid) -> None:
        """A card in the hand was clicked."""
        if self.chooser.mode == "discard":
            self.chooser.toggle(uid)
            self.app.audio.play("card_slide", 0.3)
            return
        if not self.screen_decides():
            self.toast("It is not your decision now.")
            return
        if self.card_actions(uid):
            self.chooser.set_mode("card", uid)
            self.app.audio.play("card_slide", 0.4)
        else:
            name = next((c["name"] for c in self.view.get("hand") or [] if c["uid"] == uid), "That card")
            self.toast(f"{name} cannot be played now. {self.view['decision']['prompt']}")

    # -- choosing ----------------------------------------------------------------------------------------
    def activate(self, payload) -> None:
        if payload is None:
            self.toast("Select the cards to discard first (at most the allowed number).")
            return
        if isinstance(payload, tuple):
            if payload[0] == "mode":
                self.chooser.set_mode(payload[1], payload[2] if len(payload) > 2 else None)
                self.choosing.picker.path = (("card", payload[2]),) if payload[1] == "card" else ()
                self.app.audio.play("ui_click", 0.5)
            elif payload[0] == "steps":  # a whole trade offer, sent as the engine's steps
                self.chooser.reset()
                self.choose_steps(payload[1])
            return
        self.request(payload)

    def first_choice(self):
        _, items = self.choice_items()
        for label, payload in items:
            if payload is not None and payload != BACK:
                return payload
        return None

    # -- input ----------------------------------------------------------------------------------------------
    def skip_click(self, inp) -> bool:
        return inp.kind == "mouse_down" and bool(self.geo) and self.geo.rects["dice_tray"].collidepoint(inp.pos)

    def game_key(self, key: int) -> bool:
        if key == pygame.K_p:
            self.choose_kind("pass")
            return True
        if key == pygame.K_n:
            self.choose_kind("no_reaction")
            return True
        if key == pygame.K_BACKSPACE and self.find_kind("back") is not None:
            self.choose_kind("back")  # the engine's own Back (a two-target card's or a trade's step)
            return True
        return False

    def press_choice(self, n: int) -> None:
        payload = self.choices.payload(n)
        if payload is not None or self.chooser.mode == "discard":
            self.activate(payload)

    def choice_items_to_list(self) -> None:
        title, items = self.choice_items() if self.screen_decides() else ("", [])
        self.choosing.list_choices(items, (self.view_version, self.chooser.mode, self.chooser.card, self.chooser.camp,
                                       self.chooser.partner, self.chooser.give))
        self.choice_title = title
        self.layout_choices()

    # -- animations ---------------------------------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        if self.geo is None:
            return
        dice_on = bool(getattr(self.app.settings, "dice_animation", True))
        self.anims.events(events, self.geo, self.speed, dice_on, self.view.get("my_camps") or [])

    # -- computer moves: captions and the places they touched ------------------------------------------------
    def caption_words(self, line: str) -> str:
        """Camps named in a rules line get their player's name ("Camp 2 (Greta)"), longest name first."""
        for camp in sorted(self.view.get("camps", []), key=lambda c: -len(c["name"])):
            shown = self.display_name(camp)
            if shown != camp["name"]:
                line = re.sub(rf"\b{re.escape(camp['name'])}\b(?! \()", shown, line)
        return line

    def anchor_rects(self, events: list) -> list:
        g = self.geo
        if g is None:
            return []
        camps = []
        for e in events:
            for key in ("camp", "to", "target", "from", "protect"):
                if isinstance(e.get(key), int) and not isinstance(e.get(key), bool):
                    camps.append(e[key])
            camps.extend(t for t in e.get("targets") or [] if isinstance(t, int))
        return [g.camp_rect[c] for c in dict.fromkeys(camps) if c in g.camp_rect]

    def seat_rects(self, seat) -> list:
        """Where a seat sits: its camps."""
        g = self.geo
        return [] if g is None else [g.camp_rect[c] for c in g.camps_of_seat(seat) if c in g.camp_rect]

    def seat_colour(self, seat) -> tuple:
        return zdraw.seat_colour(seat)

    def on_restored(self, last_throw: list) -> None:
        """After Continue or Load: the dice of the latest roll still in play lie in the tray (a die no camp
        holds, like the Survival Die once every camp is in Infection, is not shown)."""
        held = self.view.get("dice") or {}
        dice = [(e.get("die", "base"), str(e.get("face"))) for e in last_throw
                if held.get(e.get("die", "base")) is not None]
        self.tray.throw(dice, FACES_BY_KIND)  # an empty throw clears the tray
        self.tray.skip()

    # -- game over ------------------------------------------------------------------------------------------
    def game_over_title(self, result: dict) -> str:
        winners = result.get("winners") or []
        if not winners:
            return "The dead inherit the city"
        names = [self.session.seat_name(w) for w in winners]
        return f"{' and '.join(names)} survive{'s' if len(names) == 1 else ''}"

    def story_teller(self):
        return tell_story

    def rules_cards(self) -> list:
        cards = load_content().cards
        return [(f"{c.name} ({c.type})", c.text) for c in sorted(cards.values(), key=lambda c: (c.type, c.name))]

    # -- drawing -------------------------------------------------------------------------------------------------
    def draw_data(self) -> dict:
        data = super().draw_data()
        dec = self.view.get("decision", {})
        data.update({
            "prompt": self.prompt_text(dec, data["log"]),
            "selected": sorted(self.chooser.selected),
            "mode_card": self.chooser.card if self.chooser.mode == "card" else None,
            "playable": sorted({a.get("card") for a in self.legal() if a.get("card") is not None}),
            "sprites": list(self.anims.sprites),
        })
        return data

    @staticmethod
    def prompt_text(dec: dict, log: list) -> str:
        """The decision's prompt; a trade answer also shows the offer (the newest public offer line)."""
        prompt = dec.get("prompt", "")
        if dec.get("kind") == "trade":
            offer = next((line for line in reversed(log) if " offers " in line), "")
            if offer:
                return f"{offer} Accept or decline?"
        return prompt

    def layout_choices(self) -> None:
        g = self.geo
        if g is None:
            return
        log = g.rects["log"]
        n = len(self.choices.items)
        row, gap = g.u(38), g.u(6)
        self.bar_buttons = []
        pr = g.rects["prompt"]
        bw = g.u(150)
        x = pr.right - bw - g.u(8)
        self.bar_buttons.append(Button(("undo", None), "Undo (Ctrl+Z)", pygame.Rect(x, pr.y + g.u(6), bw, pr.h - g.u(12)),
                                       enabled=self.can_undo(), style="quiet"))
        if self.animating():
            x -= bw + g.u(8)
            self.bar_buttons.append(Button(("skip", None), "Skip (Space)", pygame.Rect(x, pr.y + g.u(6), bw,
                                                                                      pr.h - g.u(12)), style="quiet"))
        for kind, label in (("pass", "Pass (P)"), ("no_reaction", "No reaction (N)")):
            a = self.find_kind(kind)
            if a is not None and self.chooser.mode == "main":
                x -= bw + g.u(8)
                self.bar_buttons.append(Button(("action", a), label, pygame.Rect(x, pr.y + g.u(6), bw, pr.h - g.u(12)),
                                               style="primary"))
        if not n:
            self.choices.buttons = []
            self.choices_rect = pygame.Rect(log.x, log.y, log.w, 0)
            return
        rows = len(self.choices.rows)  # the choices and their group headers
        # the column is narrow: when a choice's words do not fit one line, a row is two lines of the side list's
        # text tall and the choice wraps instead of being cut (the list then shows fewer rows, scrolls sooner)
        px, w = self.side_px(g), log.w - g.u(20)
        long = any(not button_text_whole(label, key.upper() if len(key) == 1 else key, px, w)
                   for _, label, _, key in self.choices.items)
        tall = max(row, 2 * textfit.line_height("sans", px) + g.u(8)) if long else row
        want = min(12, rows) * (tall + gap) + g.u(40) + (tall + gap if rows > 12 else 0)
        h = min(int(log.h * 0.62), want)
        self.choices_rect = pygame.Rect(log.x, log.y, log.w, h)
        inner = pygame.Rect(log.x + g.u(10), log.y + g.u(36), log.w - g.u(20), h - g.u(44))
        # the list grows a row by fonts.control_factor itself: hand it the height that grows to `tall`
        self.choices.layout(inner, max(row, int(tall / fonts.control_factor(g.scale))), gap)

    def side_px(self, g: Geometry) -> int:
        return self.board.side_px(g)

    def board_base(self, g: Geometry):
        return board_surface(g)

    def static_parts(self, g: Geometry, data: dict) -> list:
        return self.board.static_parts(g, data, self.choices_height())

    def choices_height(self) -> int:
        """How tall the side list over the side log is (0 before it is laid out)."""
        return getattr(self, "choices_rect", pygame.Rect(0, 0, 0, 0)).h

    def render(self, surface, data: dict) -> None:
        view = data["view"]
        if self.app is not None and self.geo is not None and self.geo.size == surface.get_size() and \
                self.geo_stale(surface.get_size()):
            self.build_ui()  # the UI scale changed in the settings: the layout and the hand's places now
        g = self.geo if not self.geo_stale(surface.get_size()) else \
            Geometry(surface.get_size(), view, self.ui_scale())
        k = g.k
        key = (self.view_version, palette.version(), surface.get_size(), g.scale, self.logv.scroll, len(data["log"]),
               bool(data["choices"]), self.choices_height())
        self.drawn.append(data)  # for tests: the data dicts render() was given (the last few)
        del self.drawn[:-3]
        board, dd = self.board, self.dragdrop
        hits = board.put_static(surface, self.static, key, g, data, self.choices_height())
        board.draw_decider_pulse(surface, g, view, self.time)
        # the pending action and its reactions
        if view.get("chain"):
            board.draw_chain(surface, g, view, data, hits)
        # dice in the tray
        if self.tray.dice:
            self.tray.draw(surface, g.dice_rect, draw_tray=False)
        slots = {uid: dd.item_rect(uid) for uid in dd.items if not (dd.dragging == uid and dd.moved)}
        board.draw_hand(surface, g, view, data, hits, slots, self.mouse if dd.dragging is None else None)
        if g is self.geo:
            self.draw_board_glow(surface, max(2, g.u(4)))
        board.draw_prompt(surface, g, view, data, self.bar_buttons, self.mouse)
        if self.choices.buttons:
            board.draw_choices(surface, g, data, self.choices, self.choices_rect, self.mouse)
        self.anims.draw(surface, g.chip_r, g.die_size)
        self.anims.draw_labels(surface, g)
        self.draw_move_caption(surface, data, g.rects["dice_tray"], k, max(13, int(20 * k)))
        self.panels.draw_log_overlay(surface, surface.get_rect(), data["log"], max(13, int(18 * k)))
        # legal targets while dragging
        if self.dragdrop.dragging is not None and self.dragdrop.moved:
            self.drags.draw_targets(surface, g.camp_rect, LEGAL_GLOW, g.u(8), max(2, g.u(4)), g.u(12), 110)
            uid = self.dragdrop.dragging
            card = next((c for c in view.get("hand") or [] if c["uid"] == uid), None)
            if card is not None and uid in self.dragdrop.items:
                cardw.draw_card(surface, self.dragdrop.item_rect(uid), **zdraw.card_kwargs(card), highlight=theme.GOLD)
        if data["toast"]:
            board.draw_toast(surface, g, data["toast"])
        board.list_hover(g, view, data, hits)
        self.draw_hover_help(surface, g.k * 1.5)
        self.draw_choice_popups(surface, max(12, int(15 * k)))
