"""The Who Goes There? (2nd edition) table scene.

Draws ONLY from `session.view_for_screen()` (the seat in front of the screen; nobody's between two humans: the
hand-off cover), through one entry, `render(surface, data)`. The camp is the TOML map (who_goes_there/geometry.py,
board_draw.py): the spaces with their decks and the players' pawns, the Boiler Room and the Camp Door, the
Bonfire, the Item tiles, the helicopter, the Vulnerable deck, the Phase Meter, the Camp Event board and every
character board; the screen seat's own hand, Vulnerable cards and infection card lie on the Camp Event board's
free right part. Every choice's place glows (a space, a pawn, a character board, a card, an Unlock, a tile, the
Boiler / Door / Bonfire / event, a word chip over the hand for the questions with no place); a click chooses
(several there: a menu at the pointer), a pawn is dragged to a space, a card to the Bonfire, a partner's board or
an Item tile (the build paid with that card; clicking the tile, then a card in the hand, does the same); risky
moves ask first (who_goes_there/prompt.py). Keys: each listed choice's own key, Enter the first choice, D ends the turn
(or a trade), Backspace back, Ctrl+Z undo, L the log, Space skips the animations, Esc pauses.
"""
from __future__ import annotations

import pygame

from game.games.who_goes_there.rules import PROMPTS

from .. import theme
from .anchors import Anchor
from .anim_drags import DragsAfterAnimations
from .captions import touched_rects
from .piece_anim import draw_dice_panel
from .prompt_board import PromptBoard
from .prompt_board_draw import GLOW, dice_words, draw_dragged
from .who_goes_there import prompt as wp
from .who_goes_there.anim import Animations
from .who_goes_there.board_draw import bank_tiles, char_name, item_rects, own_cards, own_side, seat_char_colour
from .who_goes_there.geometry import Geometry, camp_layout
from .who_goes_there.render import CampPainter, pawn_name
from .table import Table

DONE_WORDS = {"end_turn": "End turn", "give_done": "Done giving"}


class WhoGoesThereTable(Table):
    game_id = "who_goes_there"
    geometry_type = Geometry
    QUICK_KINDS = ("end_turn", "give_done", "keep_locker", "accept")
    GROUPS = wp.GROUPS
    DEATH_TYPES = ("dead", "game_over")
    RESERVED_KEYS = "zld"  # Ctrl+Z undo, L the log, D ends the turn / a trade
    # what only the two seats of a clicker or a test see
    PRIVATE_NEWS = (("clicker", "blood_test", "host_test"), ("shown", "target_infected", "tester_infected", "host"))

    def read_map(self):
        return camp_layout()

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.board = PromptBoard(wp, Geometry, PROMPTS, self.seat_words, len(session.seats),
                                 done_word=lambda kind: DONE_WORDS.get(kind, "Done"), toast_at=("phase_meter", 0.7),
                                 private_news=self.PRIVATE_NEWS)
        self.painter = CampPainter(self.hovering)
        self.anims = Animations(seed=session.seed)
        self.after_anims = DragsAfterAnimations(self.anims, self.register_drag, self.layout_choices)
        self.panels.log_lines = self.board.named_log  # the side log in the lobby's names
        self.prects: dict = {}  # anchor id -> rect of the places a choice may sit on (relayout)
        self.choices_rect = None  # the choice list's rect, as tall as its rows want (layout_choices)
        self.pay_cards: tuple = ()  # the hand cards a build dropped on its tile is to be paid with

    # -- the layout: the camp's places, the word chips, where the pawns stand ----------------------------
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
            if seat in g.camp:
                pr[("camp", seat)] = g.camp[seat]
                pr[("stamina", seat)] = g.part(seat, "stamina")
                pr[("xp", seat)] = g.part(seat, "xp")
                pr[("bonuses", seat)] = g.part(seat, "bonuses")
                pr[("specialty", seat)] = g.part(seat, "hand")
                for u in ("unique", "cardio", "agility", "locker", "slots", "overstock"):
                    pr[("unlock", seat, u)] = g.unlock_rect(seat, u)
        pr.update(self.item_places(g, view))
        for item, r in g.tile_slots(bank_tiles(view)).items():
            pr[("tile", item)] = r
        cards = own_cards(view)
        for (card, _), r in zip(cards, g.hand_slots(len(cards), len(own_side(view)))):
            pr[("card", card)] = r
        for aid, area in (("boiler",), "boiler_room"), (("door",), "camp_door"), (("bonfire",), "bonfire"), \
                (("heli",), "helicopter"):
            pr[aid] = g.area[area]
        pr[("event",)] = g.event_card
        return pr

    def item_places(self, g, view) -> dict:
        out = {}
        for seat, pl in enumerate(view.get("players") or []):
            if seat in g.camp:
                for item, r in item_rects(g, seat, pl).items():
                    out[("item", seat, item)] = r
        return out

    def piece_targets(self, g, view) -> dict:
        by_space: dict = {}
        for seat, pl in enumerate(view.get("players") or []):
            if pl.get("space") in g.space_rect:
                by_space.setdefault(pl["space"], []).append(seat)
        out = {}
        players = view.get("players") or []
        for space, seats in by_space.items():
            widest = max((pawn_name(players[s]) for s in seats), key=lambda n: g.plate_size(n)[0])
            for i, seat in enumerate(seats):
                out[("pawn", seat)] = g.pawn_pos(space, i, len(seats), widest)
        return out

    def pawn_rect(self, seat: int, pos) -> pygame.Rect:
        """A pawn's bust and name plate (what the pointer takes it by)."""
        players = self.view.get("players") or []
        return self.geo.pawn_rect(pos, pawn_name(players[seat])) if 0 <= seat < len(players) else \
            self.geo.circle_rect(pos, self.geo.pawn_r)

    # -- choosing on the board ------------------------------------------------------------------------------
    def board_anchors(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {("space", sp): Anchor(("space", sp), r, g.space_name.get(sp, sp)) for sp, r in g.space_rect.items()}
        for key, target in self.anims.targets.items():
            pos = self.anims.pos.get(key, target)
            out[key] = Anchor(key, self.pawn_rect(key[1], pos), self.seat_title(key[1]), True)
        for aid, r in self.prects.items():
            out[aid] = Anchor(aid, r, self.anchor_title(aid))
        return out

    def seat_title(self, seat) -> str:
        players = self.view.get("players") or []
        if isinstance(seat, int) and 0 <= seat < len(players):
            return f"{self.session.seat_name(seat)} ({char_name(players[seat]['char'])})"
        return ""

    def anchor_title(self, aid) -> str:
        kind = aid[0]
        if kind in ("camp", "stamina", "xp", "bonuses", "specialty"):
            extra = {"stamina": "Stamina", "xp": "XP", "bonuses": "Bonuses", "specialty": "Specialty deck"}.get(kind)
            return self.seat_title(aid[1]) + (f": {extra}" if extra else "")
        if kind == "card":
            from .who_goes_there.board_draw import card_kwargs
            return card_kwargs(aid[1])["title"]
        if kind in ("tile", "item"):
            from .who_goes_there.board_draw import item_kwargs
            return item_kwargs(aid[-1])["title"]
        if kind == "unlock":
            return f"Unlock: {aid[2]}"
        if kind == "chip":
            return wp.chip_word(aid[1])
        return {"boiler": "Boiler Room", "door": "Camp Door", "bonfire": "Bonfire", "event": "Camp Event",
                "heli": "Helicopter"}.get(kind, "")

    def label_of(self, action) -> str:
        return wp.label(action, super().label_of(action), self.char_of)

    def char_of(self, seat) -> str:
        players = self.view.get("players") or []
        if isinstance(seat, int) and 0 <= seat < len(players):
            return f"{self.session.seat_name(seat)} ({char_name(players[seat]['char']).split()[-1]})"
        return "?"

    def seat_words(self, seat: int) -> str:
        return self.char_of(seat) if seat < len(self.view.get("players") or []) else self.session.seat_name(seat)

    def caption_words(self, line: str) -> str:
        return self.board.words(line)

    def table_words(self, line: str) -> str:
        return self.board.words(line)

    # -- the prompt module's answers, the bar and the choice list -------------------------------------------
    def anchor_paths(self, a) -> list:
        return wp.anchor_paths(self.view, a)

    def classify(self, action):
        return wp.classify(self.view, action, self.legal())

    def group_of(self, payload) -> str:
        return wp.group_of(payload)

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
            return f"Wait: {s.seat_name(s.deciding_seat())} must decide now." if not s.over else "The game is over."
        return "Not there: only the glowing places."

    def on_drop(self, first, target) -> None:
        pos = self.mouse or self.board_anchors()[target].rect.center
        # a hand card dropped on a tile (or a Host Test's target): the build it starts is paid with that card
        self.pay_cards = (first[1],) if first[0] == "card" and target[0] in ("tile", "camp") else ()
        self.choosing.follow_path((first, target), pos)

    def after_step(self, seat, events: list, computer: bool = False) -> None:
        """After a build started by a card dropped on its tile: the engine asks which payment (several there
        are), and the one that spends the dropped card answers at once (several spending it: a menu at the
        place of the drop asks which)."""
        super().after_step(seat, events, computer)
        cards, self.pay_cards = self.pay_cards, ()
        if cards and (self.view.get("frame") or {}).get("kind") == "pay" and self.screen_decides():
            fits = wp.pay_with(self.legal(), cards)
            if len(fits) == 1:
                self.request(fits[0])
            elif fits:
                aid = ("card", cards[0])
                anchor = self.board_anchors().get(aid)
                self.choosing.open_menu(self.mouse or (anchor.rect.center if anchor else self.geo.hand_row.center), fits, aid)

    def click_board(self, pos) -> bool:
        g = self.geo
        if g is None or not self.screen_decides():
            return False
        for sp, r in g.space_rect.items():
            if r.collidepoint(pos):
                self.toast(f"Nothing to do at the {g.space_name.get(sp, sp)} now.")
                return True
        return False

    # -- events and animations -------------------------------------------------------------------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        super().on_events(events, seat, opening)
        for line in self.board.private_lines(events):  # what only this seat was shown, said at once
            self.toast(line, 5.0)
        self.fly_clickers(events)

    def fly_clickers(self, events: list) -> None:
        """An Infection Clicker passed travels from the passer's character board to the receiver's, face down for
        every seat; the two seats in it (their redacted event has "shown") see it turn up clean or INFECTED on
        arrival. Everyone else's event says only who passed to whom, as the log does."""
        g = self.geo
        for e in events:
            if e.get("type") == "clicker" and e.get("seat") in g.camp and e.get("to") in g.camp:
                self.anims.fly(("clicker", e["seat"], e["to"]), g.camp[e["seat"]].center, g.camp[e["to"]].center,
                               {"shown": e["shown"]} if "shown" in e else {})

    def anchor_rects(self, events: list) -> list:
        """The places a move touched: the spaces moved to, the pawns of the players in it, the camp's parts."""
        return touched_rects(self.geo, events, self.event_rects)

    def event_rects(self, g, e: dict) -> list:
        out = []
        if e.get("to") in g.space_rect:
            out.append(g.space_rect[e["to"]])
        for key in ("seat", "target", "with", "other"):  # the pawns of the players in it (small rings)
            x = e.get(key)
            pawn = self.anims.targets.get(("pawn", x)) if isinstance(x, int) and e.get("type") != "turn" else None
            if pawn is not None:
                out.append(self.pawn_rect(x, self.anims.pos.get(("pawn", x), pawn)))
        t = e.get("type")
        if t in ("utility", "repaired", "broken"):
            out.append(g.area["boiler_room" if e.get("utility") == "boiler" else "camp_door"])
        elif t in ("bonfire_add", "bonfire_lit"):
            out.append(g.area["bonfire"])
        elif t in ("built", "tile"):
            out.append(g.area["tile_bank"])
        elif t in ("boarded", "stepped_off", "leader_vote", "vote_result"):
            out.append(g.area["helicopter"])
        elif t == "camp_event":
            out.append(g.event_card)
        return out

    def seat_rects(self, seat) -> list:
        g = self.geo
        return [g.camp[seat]] if g is not None and seat in g.camp else []

    def seat_colour(self, seat) -> tuple:
        players = self.view.get("players") or []
        if isinstance(seat, int) and 0 <= seat < len(players):
            return seat_char_colour(seat, players[seat]["char"])
        return theme.BONE

    def forget_seat_news(self) -> None:
        """A hand-off: the toast may say what a clicker or a test showed the last seat: it goes with the rest."""
        super().forget_seat_news()
        self.anims.flights = []  # a clicker turned up for the last seat's eyes: gone before the next looks

    def handoff_note(self, seat) -> str:
        return "Your hand, your Vulnerable cards and your infection are for your eyes only: others look away."

    # -- game over -------------------------------------------------------------------------------------------
    def game_over_title(self, result: dict) -> str:
        winners = result.get("winners") or []
        if not winners:
            return "Nobody escapes"
        players = self.view.get("players") or []  # the Reveal has shown everyone's status in every view
        if all(players[w].get("infected") for w in winners if w < len(players)):
            return "The Thing escapes"
        return "The humans escape"

    def guide_rects(self) -> dict:
        g = self.geo
        if g is None:
            return {}
        out = {"camp": pygame.Rect(g.space_rect["storage"].unionall([g.space_rect["phase3"]])),
               "meter": g.area["phase_meter"], "events": g.event_card, "hand": g.hand_row,
               "choices": g.choices, "helicopter": g.area["helicopter"], "bonfire": g.area["bonfire"],
               "boiler": g.area["boiler_room"], "door": g.area["camp_door"]}
        seat = self.view.get("seat")
        if isinstance(seat, int) and seat in g.camp:
            out["board"] = g.camp[seat]
        return out

    # -- drawing: the frame's order; the camp's own parts are the painter's (who_goes_there/render.py) ---------
    def render(self, surface, data: dict) -> None:
        view, px = data["view"], self.panels.panel_px
        g = self.frame_start(surface, data)
        self.painter.draw_pieces(surface, g, view, self.anims, self.dragdrop)
        self.board.draw_chips(surface, g, self.prects, self.choosing.lit_anchors(), self.mouse, self.chip_risky, px)
        self.notes.draw(surface, g.px(12))
        self.draw_board_glow(surface, max(2, g.u(3)))
        self.drags.draw_targets(surface, {t: self.dragdrop.targets[t].rect for t in self.dragdrop.highlights
                                          if t in self.dragdrop.targets}, GLOW, g.u(6), max(2, g.u(3)), g.u(6), 110)
        draw_dragged(surface, g, self.dragdrop, self.anchor_title, px)
        draw_dice_panel(surface, self.anims, self.painter.dice_rect(g), g.k, g.px(13),
                        dice_words(self.anims.total, self.session.seat_name, len(self.session.seats)))
        self.board.draw_prompt(surface, g, data, self.seat_colour, False, px)
        self.panels.draw_choice_panel(surface, self.choice_rect(g), data.get("choice_title", ""), g.k, g.px(14),
                                      g.px(12), g.u(6))
        self.frame_end(surface, g, data, self.painter.caption_rect(g), self.painter.log_overlay_rect(g),
                       self.board.named_log(data["log"]))

    def choice_rect(self, g):
        return g.choices if self.choices_rect is None else self.choices_rect

    def caption_keep_clear(self) -> list:
        """The spaces' names, in the band at the top of each space (a caption across them hid them)."""
        g = self.geo
        return [] if g is None else [pygame.Rect(r.x, r.y, r.w, g.u(26)) for r in g.space_rect.values()]

    def board_base(self, g):
        return self.painter.board_base(g)

    def static_parts(self, g, data: dict) -> list:
        """The camp's still parts, then the side log (under the choice list)."""
        return self.painter.board_parts(g, data["view"], self.names(), self.prects) + \
            [self.panels.side_log_part(self.board.log_rect(g, bool(data["choices"]), self.choice_rect(g)),
                                       data["log"], g.px(12), self.painter.board_base(g))]

    def list_hover(self, g, view) -> None:
        self.painter.list_hover(g, view, self.prects, self.view_version)

    def draw_toast(self, surface, g, msg: str) -> None:
        self.board.draw_toast(surface, g, msg, self.panels.panel_px)

    def chip_risky(self, key: str) -> bool:
        return any(wp.chip_key(a) == key and self.choosing.risk_of(a).confirm for a in self.legal())
