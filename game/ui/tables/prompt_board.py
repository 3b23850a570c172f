"""What a board table whose choices come from a game's `prompt` module shares (Who Goes There?, The Thing): word
chips in a row over the hand, the bar (Undo, the game's Done, Skip), the choice list's size, the D key, drags along
the choices' two-step paths, and the animations' end giving the drags and the list back (anim_drags.py).

A table sets `prompt` to its game's prompt module, which gives chip_keys(view, legal), chip_word(key),
anchor_paths(view, action), classify(view, action, legal), group_of(payload) and DONE_KINDS; `geometry_type`, a
Geometry(size, view) with seats, u(), chips_row, bar and choices; `place_rects(g, view)` (anchor id -> rect of
each place a choice may sit on, the chips aside) and `piece_targets(g, view)` (piece key -> where it stands).
`done_word(kind)` names the Done button; `animations_type` is the game's Animations; `seat_words(seat)` says a seat
in a log line ("Ada (Clark)"); `PRIVATE_NEWS` (event types, keys) are the events only the screen seat's copy tells
something (a peek, a test), said at once in a toast. The drawing half is prompt_board_draw.py."""
from __future__ import annotations

import re

import pygame

from .anim_drags import DragsAfterAnimations
from .buttons import Button


class PromptBoardMixin:
    prompt = None  # the game's prompt module (the_thing/prompt.py, who_goes_there/prompt.py)
    animations_type = None  # the game's Animations (a PieceAnims)
    PRIVATE_NEWS: tuple = ((), ())  # (event types, keys only the seats allowed to see it find in the event)
    RESERVED_KEYS = "zld"  # Ctrl+Z undo, L the log, D done / pass

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.anims = self.animations_type(seed=session.seed)
        self.after_anims = DragsAfterAnimations(self.anims, self.register_drag, self.layout_choices)
        self.panels.log_lines = self.named_log  # the side log in the lobby's names (prompt_board_draw.py)
        self.prects: dict = {}  # anchor id -> rect of the places a choice may sit on (relayout)

    # -- names: "Player 2" of the rules' words is the lobby's name (and the character) ----------------------
    def caption_words(self, line: str) -> str:
        def name(m):
            seat = int(m.group(1)) - 1
            return self.seat_words(seat) if 0 <= seat < len(self.session.seats) else m.group(0)

        return re.sub(r"\bPlayer (\d+)\b", name, line)

    def table_words(self, line: str) -> str:
        return self.caption_words(line)

    # -- a move's events: its dice and sounds, and what only this seat was shown, said at once ------------------
    def on_events(self, events: list, seat, opening: bool = False) -> None:
        super().on_events(events, seat, opening)
        types, keys = self.PRIVATE_NEWS
        for e in events:
            if e.get("type") in types and e.get("text") and any(k in e for k in keys):
                self.toast(self.caption_words(e["text"]), 5.0)

    def relayout(self) -> None:
        """The geometry (made again for a new window size or seat count), the places of the choices and where
        the pieces stand."""
        size = tuple(self.size)
        if self.geo_stale(size) or self.geo.seats != self.view.get("seats"):
            if self.geo_stale(size) and self.geo is not None:
                self.anims.resized()  # a new window size or UI scale: nothing moves from a place of the old layout
            self.geo = self.geometry_type(size, self.view, self.ui_scale())
        g = self.geo
        pr = self.place_rects(g, self.view)
        pr.update(self.chip_rects(g))
        self.prects = pr
        self.anims.set_targets(self.piece_targets(g, self.view))
        self.static.invalidate()
        self.register_drag()

    # -- the word chips --------------------------------------------------------------------------------------
    def chip_rects(self, g) -> dict:
        keys = self.prompt.chip_keys(self.view, self.legal()) if self.screen_decides() else []
        if not keys:
            return {}
        row = g.chips_row
        widths = [max(g.u(70), g.u(16) + len(self.prompt.chip_word(k)) * g.u(7)) for k in keys]
        scale = min(1.0, (row.w - g.u(6) * (len(keys) - 1)) / max(1, sum(widths)))
        x, out = row.x, {}
        for k, w in zip(keys, widths):
            w = int(w * scale)
            out[("chip", k)] = pygame.Rect(x, row.y, w, row.h)
            x += w + g.u(6)
        return out

    # -- the prompt module's answers ---------------------------------------------------------------------------
    def anchor_paths(self, a) -> list:
        return self.prompt.anchor_paths(self.view, a)

    def classify(self, action):
        return self.prompt.classify(self.view, action, self.legal())

    def group_of(self, payload) -> str:
        return self.prompt.group_of(payload)

    def key_scope(self):
        f = self.view.get("frame") or {}
        return (self.view.get("round"), f.get("seat"), f.get("kind"))

    # -- the bar and the choice list ---------------------------------------------------------------------------
    def done_action(self):
        if not self.screen_decides():
            return None
        return next((a for a in self.legal() if a.kind in self.prompt.DONE_KINDS), None)

    def done_word(self, kind: str) -> str:
        return self.prompt.chip_word(kind)

    def layout_choices(self) -> None:
        g = self.geo
        if g is None:
            return
        bar = g.bar
        bw = (bar.w - g.u(12)) // 3
        bars = [Button(("undo", None), "Undo", pygame.Rect(bar.right - bw, bar.y, bw, bar.h), enabled=self.can_undo(),
                       style="quiet", hotkey="^Z")]
        done = self.done_action()
        if done is not None:
            bars.append(Button(("action", done), self.done_word(done.kind),
                               pygame.Rect(bar.right - 2 * bw - g.u(6), bar.y, bw, bar.h), style="primary", hotkey="D"))
        if self.animating():
            bars.append(Button(("skip", None), "Skip", pygame.Rect(bar.x, bar.y, bw, bar.h), style="quiet",
                               hotkey="Spc"))
        self.bar_buttons = bars
        if not self.choices.items:
            self.choices.buttons = []
            return
        r = g.choices
        row, gap = g.u(24), g.u(3)
        rows = len(self.choices.rows)
        most = max(3, (r.h - g.u(48)) // (row + gap) - 1)
        want = min(most, rows) * (row + gap) + g.u(44) + (row + gap if rows > most else 0)
        self.choices_rect = pygame.Rect(r.x, r.y, r.w, min(r.h, want))
        inner = pygame.Rect(r.x + g.u(8), r.y + g.u(30), r.w - g.u(16), self.choices_rect.h - g.u(36))
        self.choices.layout(inner, row, gap)

    def game_key(self, key: int) -> bool:
        if key == pygame.K_d:
            a = self.done_action()
            if a is not None:
                self.request(a)
            return True
        return False

    # -- drags along the choices' two-step paths ---------------------------------------------------------------
    def register_drag(self) -> None:
        if self.geo is not None:
            self.register_path_drags()
        else:
            self.dragdrop.clear()

    def legal_targets(self, first) -> dict:
        return self.path_drop_targets(first)
