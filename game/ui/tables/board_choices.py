"""Choosing on the board, for every table: glowing anchors, a click that chooses, the menu at the pointer,
the question before a risky move, and the side list grouped by kind with keys that stay put for a turn.

A mixin of BoardTable. The game's table fills in the hooks: `board_anchors()` (where its places are),
`anchor_paths(action)` (which places stand for an action), `risk_of(action)` (its classifier's verdict),
`group_of(payload)` and `GROUPS` (how the side list is grouped), `key_scope()` (how long keys last).
Every way of choosing (anchor, menu, list, key, button, drop) ends in `request(action)`, which asks first
when the move is risky and the "confirm risky moves" setting is on.
"""
from __future__ import annotations

import pygame

from .anchors import anchor_at, draw_glow
from .choice_model import NO_RISK, BoardPicker, KeyBook, Risk, grouped, key_name, safest_first
from ..widgets.focus_ring import draw_focus_ring
from .confirm_box import ConfirmBox
from .pointer_menu import PointerMenu


class BoardChoices:
    GROUPS: tuple = ()  # the side list's group order (names the game's group_of returns)
    RESERVED_KEYS = "zl"  # letters the game's own shortcuts use (never given to a choice): Ctrl+Z, L the log

    def init_board_choices(self) -> None:
        self.picker = BoardPicker()
        self.menu = None  # PointerMenu while open
        self.confirming = None  # ConfirmBox while open
        self.confirm_yes = True  # which of its buttons the keyboard is on (Enter / Space take it)
        self.keybook = KeyBook(self.RESERVED_KEYS)
        self._risks: dict = {}
        self._risk_key = None

    # -- hooks for the game's table ---------------------------------------------------------------------
    def board_anchors(self) -> dict:
        """anchor id -> Anchor: every place on the board a choice can sit on, where it is drawn now."""
        return {}

    def anchor_paths(self, action) -> list:
        """The anchor paths that stand for `action` (see choice_model); [] when it has no place on the board."""
        return []

    def classify(self, action) -> Risk:
        """The game's risk classifier for `action` (pure, from the screen seat's view)."""
        return NO_RISK

    def group_of(self, payload) -> str:
        return ""

    def key_scope(self):
        """Keys last while this stays the same (by default: the decision's seat and kind)."""
        dec = self.view.get("decision") or {}
        return (dec.get("seat"), dec.get("kind"))

    def key_identity(self, payload):
        """What a listed choice's key is derived from: the action itself (its kind and target)."""
        return payload

    def is_back(self, payload) -> bool:
        return False

    def on_focus(self, path: tuple) -> None:
        """The picked anchors changed (the side list may follow)."""

    # -- risk -------------------------------------------------------------------------------------------
    def risk_of(self, action) -> Risk:
        key = (len(self.session.steps), self.view_version)
        if key != self._risk_key:
            self._risk_key, self._risks = key, {}
        if action not in self._risks:
            try:
                self._risks[action] = self.classify(action)
            except (KeyError, TypeError, ValueError, AttributeError):
                self._risks[action] = NO_RISK
        return self._risks[action]

    def confirm_risky(self) -> bool:
        return bool(getattr(getattr(self.app, "settings", None), "confirm_risky", True))

    def request(self, action) -> bool:
        """A human chose `action`: ask first when it is risky (and the setting is on), else do it."""
        if action is None:
            return False
        self.menu = None
        risk = self.risk_of(action)
        if risk.confirm and self.confirm_risky() and self.screen_decides():
            self.confirming = ConfirmBox(action, self.table_words(risk.confirm), self.describe(action))
            self.confirm_yes = True  # the keyboard's focus in the box: Enter says yes until Tab moves it to Cancel
            self.app.audio.play("warning_sting", 0.2)
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
    def board_live(self) -> bool:
        """True while a click on the board may choose (the screen seat decides, no panel covers it)."""
        return self.screen_decides() and not self.panel_covers_board()

    def lit_anchors(self) -> set:
        if not self.board_live():
            return set()
        return self.picker.lit(self.legal(), self.anchor_paths)

    def anchor_under(self, pos):
        if not self.board_live():
            return None
        return anchor_at(self.board_anchors(), pos, self.picker.clickable(self.legal(), self.anchor_paths))

    def click_anchor_at(self, pos) -> bool:
        """A left click on the board: choose, narrow or open a menu there; True when an anchor took it."""
        aid = self.anchor_under(pos)
        if aid is None:
            return False
        out = self.picker.click(aid, self.legal(), self.anchor_paths)
        self.after_pick(out, pos, aid)
        return True

    def follow_path(self, path: tuple, pos) -> bool:
        """A drag of one anchor onto another: the actions that path stands for."""
        out = self.picker.follow(path, self.legal(), self.anchor_paths)
        self.after_pick(out, pos, path[-1])
        return out.kind != "none"

    def after_pick(self, out, pos, aid) -> None:
        if out.kind == "choose":
            self.picker.reset()
            self.request(out.action)
        elif out.kind == "focus":
            self.on_focus(self.picker.path)
            self.app.audio.play("ui_click", 0.4)
        elif out.kind == "menu":
            self.open_menu(pos, out.actions, aid)

    def open_menu(self, pos, actions, aid) -> None:
        anchor = self.board_anchors().get(aid)
        acts = safest_first(actions, self.risk_of)
        self.choice_items_to_list()
        keys = {p: k for _, _, p, k in self.choices.items}
        items = [(self.describe(a), a, self.risk_of(a).note, keys.get(a, ""), bool(self.risk_of(a).confirm))
                 for a in acts]
        self.menu = PointerMenu(tuple(pos), anchor.title if anchor and anchor.title else "Choose", items)
        self.app.audio.play("ui_click", 0.4)

    def drop_focus(self) -> None:
        self.picker.reset()
        self.menu = None
        self.on_focus(())

    # -- input (called by BoardTable.handle before its own handling) --------------------------------
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

    def pick_by_key(self, key: int) -> bool:
        """A choice's own key (1-9, 0, letters): True when one was picked."""
        name = key_name(pygame.key.name(key))
        if not name:
            return False
        self.choice_items_to_list()
        payload = self.choices.pick_key(name)
        if payload is None:
            return False
        self.activate(payload)
        return True

    # -- the side list -------------------------------------------------------------------------------
    def list_choices(self, items: list, signature) -> None:
        """Put (label, payload) items into the side list: grouped by kind, each with its stable key."""
        rank = {p: self.risk_of(p).rank for _, p in items if hasattr(p, "kind")}
        # inside a group the safest come first (in a chase: the places known to be safe, DANGER last)
        items = sorted(items, key=lambda it: rank.get(it[1], 1) if hasattr(it[1], "kind") else 1)
        rows = grouped(items, self.group_of, self.GROUPS)
        idents = [self.key_identity(p) for _, _, p in rows if not self.is_back(p)]
        keys = self.keybook.assign(idents, self.key_scope())
        self.choices.set_items([(g, label, p, "⌫" if self.is_back(p) else keys.get(self.key_identity(p), ""))
                                for g, label, p in rows], signature)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_board_glow(self, surface, width: int) -> None:
        """Call from render, after the board and its pieces: the glow of every choice's place."""
        if not self.board_live():
            return
        legal = self.legal()
        lit = self.picker.lit(legal, self.anchor_paths)
        if not lit and not self.picker.path:
            return
        anchors = self.board_anchors()
        risky = set()
        for aid in lit:
            acts = [a for a in self.picker.candidates(legal, self.anchor_paths)
                    if any(aid in p for p in self.anchor_paths(a))]
            if acts and all(self.risk_of(a).confirm for a in acts):
                risky.add(aid)
        hover = self.anchor_under(self.mouse) if self.mouse is not None and self.menu is None else None
        draw_glow(surface, anchors, lit, self.picker.path, hover, risky, self.time, width)

    def draw_choice_popups(self, surface, px: int) -> None:
        """Call last in render: the menu at the pointer and the confirmation box."""
        px = self.panel_px(px)
        screen = surface.get_rect()
        ring = max(3, px // 4)
        self.draw_focus(surface, px)
        if self.menu is not None:
            self.menu.layout(screen, px)
            self.menu.draw(surface, px, self.mouse)
            if self.menu.buttons:
                draw_focus_ring(surface, self.menu.buttons[self.menu.selected].rect, ring)
        if self.confirming is not None:
            self.confirming.layout(screen, px)
            self.confirming.draw(surface, px, self.mouse)
            yes = getattr(self, "confirm_yes", True)
            b = next((b for b in self.confirming.buttons if b.key == ("confirm", yes)), None)
            if b is not None:
                draw_focus_ring(surface, b.rect, ring)
