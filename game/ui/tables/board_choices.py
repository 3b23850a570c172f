"""Choosing, for every table (a part the Table owns): the screen seat's legal choices cached per step with
their labels and risks, the glowing anchors and a click that chooses, the menu at the pointer, the question
before a risky move, the side list grouped by kind, numbered in the order shown, no two choices in the same words.

The game answers about its board through a `ChoiceBoard` (its table): where its places are, which places stand
for an action, its risk classifier, its groups and key scope, an action's words. The table's flow is given as
callables: whether the screen seat decides, its legal list, choose, toast, a sound, the "confirm risky moves"
setting. Every way of choosing (anchor, menu, list, key, button, drop) ends in `request(action)`, which asks
first when the move is risky and the setting is on.
"""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from ..widgets.focus_ring import draw_focus_ring
from .anchors import anchor_at, draw_glow
from .choice_model import NO_RISK, BoardPicker, KeyBook, Risk, grouped, key_name, safest_first, told_apart
from .confirm_box import ConfirmBox
from .focus import Stop, reading_order
from .pointer_menu import PointerMenu


class ChoiceBoard(Protocol):
    """What a game's table answers about its choices (documented on table_spec.TableSpec)."""

    GROUPS: tuple
    RESERVED_KEYS: str

    def board_anchors(self) -> dict: ...

    def anchor_paths(self, action) -> list: ...

    def classify(self, action) -> Risk: ...

    def group_of(self, payload) -> str: ...

    def choice_face(self, payload): ...

    def is_back(self, payload) -> bool: ...

    def label_of(self, action) -> str: ...

    def table_words(self, line: str) -> str: ...

    def panel_covers_board(self) -> bool: ...

    def on_focus(self, path: tuple) -> None: ...


class BoardChoices:
    def __init__(self, session, board: ChoiceBoard, choices, *, version: Callable, decides: Callable,
                 my_legal: Callable, choose: Callable, toast: Callable, sound: Callable, confirm_risky: Callable,
                 list_items: Callable):
        self.session = session
        self.board = board
        self.choices = choices  # the side list (choice_list.ChoiceList) the table lays out and draws
        self.version = version  # the view's version: the legal list, labels and risks are kept while it stays
        self.decides = decides
        self.my_legal = my_legal
        self.choose = choose
        self.toast = toast
        self.sound = sound
        self.confirm_risky = confirm_risky
        self.list_items = list_items  # puts the current choices into the side list (the game's listing)
        self.picker = BoardPicker()
        self.menu = None  # PointerMenu while open
        self.confirming = None  # ConfirmBox while open
        self.confirm_yes = True  # which of its buttons the keyboard is on (Enter / Space take it)
        self.keybook = KeyBook(board.RESERVED_KEYS)
        self._legal_key = None
        self._legal: list = []
        self.labels: dict = {}
        self._risks: dict = {}
        self._risk_key = None

    def reset(self) -> None:
        """A new view: whatever was picked, asked or opened on the board belonged to the last one."""
        self.picker.reset()
        self.menu = None
        self.confirming = None

    # -- the legal list, labels, risk ---------------------------------------------------------------------
    def legal(self) -> list:
        key = (len(self.session.steps), self.version(), self.session.screen_seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.my_legal()
            self.labels = {}
        return self._legal

    def label(self, action) -> str:
        """The action's words on this table (the game's label_of), made once per step."""
        label = self.labels.get(action)
        if label is None:
            label = self.labels[action] = self.board.label_of(action)
        return label

    def find_kind(self, kind: str):
        return next((a for a in self.legal() if a.kind == kind), None)

    def risk_of(self, action) -> Risk:
        key = (len(self.session.steps), self.version())
        if key != self._risk_key:
            self._risk_key, self._risks = key, {}
        if action not in self._risks:
            try:
                self._risks[action] = self.board.classify(action)
            except (KeyError, TypeError, ValueError, AttributeError):
                self._risks[action] = NO_RISK
        return self._risks[action]

    def request(self, action) -> bool:
        """A human chose `action`: ask first when it is risky (and the setting is on), else do it."""
        if action is None:
            return False
        self.menu = None
        risk = self.risk_of(action)
        if risk.confirm and self.confirm_risky() and self.decides():
            self.confirming = ConfirmBox(action, self.board.table_words(risk.confirm), self.label(action))
            self.confirm_yes = True  # the keyboard's focus in the box: Enter says yes until Tab moves it to Cancel
            self.sound("warning_sting", 0.2)
            return False
        return self.choose(action)

    def answer_confirm(self, yes: bool) -> None:
        box, self.confirming = self.confirming, None
        if box is None:
            return
        if yes:
            self.choose(box.action)
        else:
            self.toast("Cancelled: nothing changed.", 1.5)

    # -- the board --------------------------------------------------------------------------------------
    def live(self) -> bool:
        """True while a click on the board may choose (the screen seat decides, no panel covers it)."""
        return self.decides() and not self.board.panel_covers_board()

    def lit_anchors(self) -> set:
        if not self.live():
            return set()
        return self.picker.lit(self.legal(), self.board.anchor_paths)

    def anchor_under(self, pos):
        if not self.live():
            return None
        return anchor_at(self.board.board_anchors(), pos, self.picker.clickable(self.legal(), self.board.anchor_paths))

    def click_anchor_at(self, pos) -> bool:
        """A left click on the board: choose, narrow or open a menu there; True when an anchor took it."""
        aid = self.anchor_under(pos)
        if aid is None:
            return False
        self.click_anchor(aid, pos)
        return True

    def click_anchor(self, aid, pos):
        out = self.picker.click(aid, self.legal(), self.board.anchor_paths)
        self.after_pick(out, pos, aid)
        return out

    def follow_path(self, path: tuple, pos) -> bool:
        """A drag of one anchor onto another: the actions that path stands for."""
        out = self.picker.follow(path, self.legal(), self.board.anchor_paths)
        self.after_pick(out, pos, path[-1])
        return out.kind != "none"

    def after_pick(self, out, pos, aid) -> None:
        if out.kind == "choose":
            self.picker.reset()
            self.request(out.action)
        elif out.kind == "focus":
            self.board.on_focus(self.picker.path)
            self.sound("ui_click", 0.4)
        elif out.kind == "menu":
            self.open_menu(pos, out.actions, aid)

    def open_menu(self, pos, actions, aid) -> None:
        """The menu at the pointer: the actions there, safest first, each with the key the side list gives it
        (the side list is listed first)."""
        anchor = self.board.board_anchors().get(aid)
        acts = safest_first(actions, self.risk_of)
        self.list_items()
        listed = {p: (label, k) for _, label, p, k in self.choices.items}
        items = [("", listed.get(a, (self.label(a), ""))[0], a, self.risk_of(a).note, listed.get(a, ("", ""))[1],
                  bool(self.risk_of(a).confirm)) for a in acts]
        items = [row[1:] for row in told_apart(items, self.board.choice_face)]  # copies of one card shown once
        self.menu = PointerMenu(tuple(pos), anchor.title if anchor and anchor.title else "Choose", items)
        self.sound("ui_click", 0.4)

    def drop_focus(self) -> None:
        self.picker.reset()
        self.menu = None
        self.board.on_focus(())

    def anchor_stops(self) -> list:
        """The lit places as focus stops, in reading order."""
        if not self.live():
            return []
        anchors = self.board.board_anchors()
        lit = [anchors[a] for a in self.lit_anchors() if a in anchors]
        return [Stop(("anchor", a.id), pygame.Rect(a.rect), a.round) for a in sorted(lit, key=lambda a: reading_order(a.rect))]

    # -- input (the table asks before its own handling) -----------------------------------------------
    def modal_input(self, inp):
        """The confirmation box and the menu take their inputs first: True/False ends the handling."""
        if self.confirming is not None:
            if inp.kind == "mouse_down" and inp.button == 1 and inp.pos is not None:
                ans = self.confirming.answer_at(inp.pos)
                if ans is not None:
                    self.answer_confirm(ans)
                return True
            if inp.kind == "key_down":
                if inp.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
                    self.confirm_yes = not self.confirm_yes
                elif inp.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    self.answer_confirm(self.confirm_yes)
                elif inp.key == pygame.K_y:
                    self.answer_confirm(True)
                elif inp.key in (pygame.K_ESCAPE, pygame.K_n, pygame.K_BACKSPACE):
                    self.answer_confirm(False)
                return True
            return inp.kind in ("mouse_down", "mouse_up", "wheel")
        if self.menu is not None:
            if inp.kind == "mouse_down" and inp.pos is not None:
                if inp.button == 1 and self.menu.contains(inp.pos):
                    payload = self.menu.at(inp.pos)
                    if payload is not None:
                        self.request(payload)
                    return True
                self.menu = None
                return True if inp.button != 1 else None
            if inp.kind == "key_down":
                if inp.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
                    up = inp.key == pygame.K_UP or (inp.key == pygame.K_TAB and inp.mod & pygame.KMOD_SHIFT)
                    self.menu.move(-1 if up else 1)
                elif inp.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    self.request(self.menu.current())
                elif inp.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                    self.menu = None
                else:
                    return None
                return True
        return None

    def by_key(self, key: int):
        """The listed choice whose own key (1-9, 0, letters) is `key`, or None (the side list listed first)."""
        name = key_name(pygame.key.name(key))
        if not name:
            return None
        self.list_items()
        return self.choices.pick_key(name)

    # -- the side list -------------------------------------------------------------------------------
    def list_choices(self, items: list, signature) -> None:
        """Put (label, payload) items into the side list: grouped by kind, numbered in the order shown."""
        board = self.board
        rank = {p: self.risk_of(p).rank for _, p in items if hasattr(p, "kind")}
        # inside a group the safest come first (in a chase: the places known to be safe, DANGER last)
        items = sorted(items, key=lambda it: rank.get(it[1], 1) if hasattr(it[1], "kind") else 1)
        rows = told_apart(grouped(items, board.group_of, board.GROUPS), board.choice_face)
        keys = self.keybook.assign([i for i, (_, _, p) in enumerate(rows) if not board.is_back(p)])
        self.choices.set_items([(g, label, p, "⌫" if board.is_back(p) else keys.get(i, ""))
                                for i, (g, label, p) in enumerate(rows)], signature)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_glow(self, surface, width: int, mouse, time: float) -> None:
        """The glow of every choice's place (the table draws it after the board and its pieces)."""
        if not self.live():
            return
        legal = self.legal()
        paths = self.board.anchor_paths
        lit = self.picker.lit(legal, paths)
        if not lit and not self.picker.path:
            return
        anchors = self.board.board_anchors()
        risky = set()
        for aid in lit:
            acts = [a for a in self.picker.candidates(legal, paths) if any(aid in p for p in paths(a))]
            if acts and all(self.risk_of(a).confirm for a in acts):
                risky.add(aid)
        hover = self.anchor_under(mouse) if mouse is not None and self.menu is None else None
        draw_glow(surface, anchors, lit, self.picker.path, hover, risky, time, width)

    def draw_popups(self, surface, px: int, mouse) -> None:
        """The menu at the pointer and the confirmation box, each with its keyboard ring."""
        screen = surface.get_rect()
        ring = max(3, px // 4)
        if self.menu is not None:
            self.menu.layout(screen, px)
            self.menu.draw(surface, px, mouse)
            if self.menu.buttons:
                draw_focus_ring(surface, self.menu.buttons[self.menu.selected].rect, ring)
        if self.confirming is not None:
            self.confirming.layout(screen, px)
            self.confirming.draw(surface, px, mouse)
            b = next((b for b in self.confirming.buttons if b.key == ("confirm", self.confirm_yes)), None)
            if b is not None:
                draw_focus_ring(surface, b.rect, ring)

    def popup_open(self) -> bool:
        return self.menu is not None or self.confirming is not None
