"""What every game's table does the same way around its board: the screen seat's legal choices and their
labels (cached per step), the paged choice list, the button bar, drag and drop, the mouse and the keys.

`BoardTable` is a SessionTable; a game's table subclasses it, sets `self.anims` (with `busy`, `skip()`,
`update(dt)`) and, when its side list has modes, `self.chooser` (with `reset()`), and fills in the hooks below: what a click on the board
does, what a drop does, the game's own keys and buttons, and how its choices are listed.

Choosing on the board (glowing places, the menu at the pointer, the question before a risky move, the
grouped side list and its keys) is board_choices.BoardChoices, mixed in here.

Keys every table shares: Enter the first choice, each listed choice's own key (1-9, 0, then letters; a
choice keeps its key for the whole turn), L the whole game log, PgUp/PgDn (or the arrows) scroll the list,
Backspace back, Ctrl+Z undo, Space skips the animations (during computer play: pauses it, and while paused
plays exactly one move; Enter plays on), Esc cancels a drag or pauses. Tab: the keyboard focus ring (focus.py).
"""
from __future__ import annotations

import pygame

from .. import fonts, theme
from ..widgets import hover as hoverw
from ..widgets.dragdrop import DragDrop
from .board_choices import BoardChoices
from .caption_draw import draw_caption, draw_glow, draw_thinking
from .choice_list import ChoiceList, draw_choice_headers
from .common import Button, SessionTable, button_at, draw_button, fit_line_px, panel, text
from .focus import KeyFocus
from .log_panel import LogView, draw_full_log, draw_log_panel, draw_since_last_turn, side_log_px
from .path_drags import PathDrags
from .seat_notes import NOTE, SeatNotes
from .static_layer import Part, Same, StaticLayer
from ..surfaces import new_surface


class NoModes:
    """The side list without modes of its own (the board picker narrows the choices): nothing to reset."""

    def reset(self) -> None:
        pass


class BoardTable(SeatNotes, KeyFocus, BoardChoices, PathDrags, SessionTable):
    """A SessionTable with a board to drag on, a list of choices and a button bar."""

    def __init__(self, session, autosave: bool = True, replay=None):
        super().__init__(session, autosave, replay)
        self.geo = None
        self.dragdrop = DragDrop(self.drag_targets)
        self.choices = ChoiceList(scale=self.ui_scale)
        self.choice_title = ""
        self.bar_buttons: list = []
        self.mouse = None
        self.logv = LogView()
        self._static = None
        self._static_key = None
        self.static_layer = StaticLayer()  # the panels and the log over the board, redrawn where they changed
        self._legal_key = None
        self._legal: list = []
        self._labels: dict = {}
        self.init_board_choices()
        self._hand_slots: dict = {}  # uid -> rect of the hand's cards as last laid out
        self._hand_deferred = False
        self.hover = hoverw.Hover()
        self._hover_list: list = []  # what the pointer can rest on (hover_items)
        self._hover_later = None  # a listing to make when hover_items is first asked for
        self.chooser = NoModes()  # a table whose side list has modes of its own (Zombie) sets its chooser

    def enter(self, app) -> None:
        if hasattr(getattr(self, "anims", None), "audio"):
            self.anims.audio = app.audio  # the table's animations play their sounds through the app
        super().enter(app)

    # -- the layout: made again when the window or the view changes ---------------------------------
    def relayout(self) -> None:
        """Hook: place the board's parts for the window size and the view (a game's table defines it)."""

    def build_ui(self) -> None:
        if self.app is not None:
            self.relayout()

    def on_view_changed(self) -> None:
        if self.app is not None:
            self.relayout()
        self._static_key = None  # the still layer is drawn again from the new view
        self.log_scroll = 0

    @property
    def log_scroll(self) -> int:
        """Rows the side log is scrolled up from the newest line."""
        return self.logv.scroll

    @log_scroll.setter
    def log_scroll(self, value: int) -> None:
        self.logv.scroll = value

    # -- hooks for the game's table -------------------------------------------------------------------
    def table_words(self, line: str) -> str:
        """A line from the rules as this table shows it (a game may put the lobby's names in)."""
        return line

    def legal_targets(self, payload) -> dict:
        """For a dragged item: target id -> None (a legal drop) or the reason it is refused."""
        return {}

    def drag_targets(self, payload) -> dict:
        """The screen seat's note markers go to any place (seat_notes.py); every other drag asks the game."""
        if isinstance(payload, tuple) and payload and payload[0] == NOTE:
            return self.note_targets(payload)
        return self.legal_targets(payload)

    def on_drop(self, payload, target) -> None:
        """A dragged item was dropped on a legal target."""

    def click_item(self, payload) -> None:
        """A draggable item was clicked (pressed and released without moving) where no glowing place is."""

    def click_board(self, pos) -> bool:
        """A left click that hit no button, no draggable item and no glowing place; True when it was used."""
        return False

    def anchor_rects(self, events: list) -> list:
        """The screen rects of the places a move's (redacted) events touched: they glow with its caption."""
        return []

    def seat_rects(self, seat) -> list:
        """The screen rects of where `seat` sits on the board (its camps, its row, its token): the thinking
        cue runs round them while that computer seat thinks."""
        return []

    def seat_colour(self, seat) -> tuple:
        """The seat's colour on this table (the thinking cue is drawn in it)."""
        return theme.BONE

    def clickable_buttons(self) -> list:
        return self.bar_buttons + self.choices.buttons

    def panel_covers_board(self) -> bool:
        """True while a panel over the board takes the clicks that miss its buttons."""
        return False

    def intercept(self, inp):
        """First look at an input (after mouse moves): True / False to end its handling, None to go on."""
        return None

    def close_panel(self) -> bool:
        """Esc: close an open panel of the game's; True when one was closed."""
        return False

    def skip_click(self, inp) -> bool:
        """True when a click that skipped the animations is used up by that."""
        return False

    def game_key(self, key: int) -> bool:
        """The game's own keys; True when `key` was one of them."""
        return False

    def press_game_button(self, kind: str, arg) -> None:
        """A button of the game's own kind was pressed."""

    def choice_items_to_list(self) -> None:
        """Put the current choices (title and items) into self.choices and lay out the buttons: by default every
        legal action of the screen seat under its rules label, grouped by group_of (the board picker narrows)."""
        legal = self.legal() if self.screen_decides() else []
        self.list_choices([(self.describe(a), a) for a in legal], (self.view_version, len(legal)))
        self.choice_title = "Your choices" if legal else ""
        self.layout_choices()

    def layout_choices(self) -> None:
        """Lay out the side list's buttons and the bar (the game's table says where)."""

    def first_choice(self):
        """What Enter chooses, or None: by default the first listed choice."""
        for _, _, payload, _ in self.choices.items:
            if payload is not None:
                return payload
        return None

    def activate(self, payload) -> None:
        """A listed choice was picked: by default it is requested (asked first when risky)."""
        if payload is not None:
            self.request(payload)

    def refresh(self) -> None:
        """A new view: whatever was picked, asked or opened on the board belonged to the last one."""
        self.picker.reset()
        self.menu = None
        self.confirming = None
        super().refresh()

    def hand_area(self):
        """The screen rect of the screen seat's hand, or None (a table without a hand)."""
        return None

    def register_drag(self) -> None:
        """(Re)build the draggable items and drop targets from the view and the geometry."""

    def hand_slots(self, uids: list, rects: list) -> list:
        """The rects the hand's cards take: the fresh layout `rects`, except while the pointer is over
        the hand and cards only left it: then the others keep their places until the pointer leaves,
        so no card slides under the pointer between two clicks."""
        old = self._hand_slots
        area = self.hand_area()
        over = area is not None and self.mouse is not None and area.collidepoint(self.mouse)
        if over and uids and set(uids) < set(old):
            self._hand_deferred = True
            return [old[u] for u in uids]
        self._hand_slots = {u: pygame.Rect(r) for u, r in zip(uids, rects)}
        self._hand_deferred = False
        return list(rects)

    # -- legal choices (only the screen seat's) -------------------------------------------------------
    def legal(self) -> list:
        key = (len(self.session.steps), self.view_version, self.session.screen_seat)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.my_legal()
            self._labels = {}
        return self._legal

    def describe(self, action) -> str:
        label = self._labels.get(action)
        if label is None:
            label = self.table_words(self.session.rules.describe_action(self.session.state, action))
            self._labels[action] = label
        return label

    def find_kind(self, kind: str):
        return next((a for a in self.legal() if a.kind == kind), None)

    def names(self) -> dict:
        return {i: self.session.seat_name(i) for i in range(len(self.session.seats))}

    # -- input ----------------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if inp.kind in ("key_down", "key_up") and inp.key in (pygame.K_LALT, pygame.K_RALT):
            self.hover.alt = inp.kind == "key_down"  # Alt held: the zoom shows at once
            return True
        if inp.kind == "mouse_move":
            self.mouse, self.focus_hover = inp.pos, False  # the hover help follows the pointer again
            self.dragdrop.move(inp.pos)
            area = self.hand_area()
            if self._hand_deferred and (area is None or inp.pos is None or not area.collidepoint(inp.pos)):
                self._hand_deferred = False  # the pointer left the hand: now it may close its gaps
                self.register_drag()
            return False
        if self.summary is not None and inp.kind in ("mouse_down", "key_down"):
            self.summary = None  # put away; the click or key still does what it does
        if self.logv.open:  # the whole log is modal: it takes every click, key and wheel until closed
            if inp.kind == "wheel":
                self.logv.wheel(inp.wheel[1])
            elif inp.kind == "key_down":
                self.logv.key(inp.key)
            elif inp.kind == "mouse_down":
                self.logv.open = False
            return inp.kind in ("wheel", "key_down", "mouse_down", "mouse_up")
        modal = self.modal_input(inp)
        if modal is not None:
            return modal
        first = self.intercept(inp)
        if first is not None:
            return first
        if inp.is_key(pygame.K_ESCAPE):
            if self.dragdrop.dragging is not None:
                self.dragdrop.cancel()
                return True
            if self.close_panel():
                return True
            if self.picker.path:
                self.drop_focus()
                return True
            if self.clear_focus():
                return True
            return super().handle(inp)
        if inp.is_key(pygame.K_SPACE) and not self.space_takes_focus() and (self.pacer.paused or self.computer_playing()):
            self.pause_or_step()
            return True
        if inp.is_key(pygame.K_RETURN) and self.pacer.paused and not self.screen_decides():
            self.play_on()
            return True
        if self.animating() and inp.kind in ("mouse_down", "key_down"):
            self.skip_animations()
            if inp.is_key(pygame.K_SPACE) or self.skip_click(inp):
                return True
        if inp.kind == "mouse_down":
            return self.mouse_down(inp)
        if inp.kind == "mouse_up" and inp.button == 1:
            return self.mouse_up(inp)
        if inp.kind == "wheel":
            if self.logv.panel_rect.collidepoint(inp.pos or (0, 0)):
                self.logv.wheel(inp.wheel[1])
                self._static_key = None
            else:
                self.choices.turn(-1 if inp.wheel[1] > 0 else 1)
            return True
        if inp.kind == "key_down":
            return self.handle_key(inp)
        return False

    def mouse_down(self, inp) -> bool:
        self.mouse = inp.pos
        noted = self.note_mouse_down(inp) if inp.pos is not None else None
        if noted is not None:
            return noted
        if inp.button == 3:
            self.chooser.reset()
            self.drop_focus()
            self.dragdrop.cancel()
            return True
        if inp.button != 1 or inp.pos is None:
            return False
        b = button_at(self.clickable_buttons(), inp.pos)
        if b is not None:
            if b.enabled:
                self.press_button(b)
            return True
        if self.panel_covers_board():
            return True
        if self.logv.panel_rect.collidepoint(inp.pos):
            self.logv.show()
            return True
        if self.dragdrop.press(inp.pos):
            return True
        if self.click_anchor_at(inp.pos) or self.click_board(inp.pos):
            return True
        if self.picker.path:  # a click on empty board lets go of what was picked
            self.drop_focus()
            return True
        return False

    def mouse_up(self, inp) -> bool:
        res = self.dragdrop.release(inp.pos or (0, 0))
        if res is None:
            return False
        if isinstance(res.payload, tuple) and res.payload and res.payload[0] == NOTE:
            if res.kind == "click":
                self.note_click(res.payload[1])
            elif res.kind == "drop" or res.target_payload is None:  # off the board: back to the tray
                self.dragdrop.offsets.pop(res.item_id, None)
                self.note_drop(res.payload, res.target_payload)
            return True
        if res.kind == "click":
            if not self.click_anchor_at(inp.pos or (0, 0)):
                self.click_item(res.payload)
        elif res.kind == "drop":
            self.on_drop(res.payload, res.target_payload)
        else:
            self.toast(res.reason or "That cannot go there.")
            self.app.audio.play("warning_sting", 0.25)
        return True

    def handle_key(self, inp) -> bool:
        key = inp.key
        if key == pygame.K_z and inp.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if self.focus_key(inp):  # Tab, the arrows, Enter and Space on the focus ring (focus.py)
            return True
        if key == pygame.K_SPACE:
            return True
        if key == pygame.K_l:
            self.logv.show()
            return True
        if self.game_key(key):
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choice_items_to_list()
            payload = self.first_choice()
            if payload is not None:
                self.activate(payload)
            return True
        if self.pick_by_key(key):
            return True
        if key in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_DOWN):
            self.choices.turn(1)
            return True
        if key in (pygame.K_PAGEUP, pygame.K_LEFT, pygame.K_UP):
            self.choices.turn(-1)
            return True
        if key == pygame.K_BACKSPACE:
            self.chooser.reset()
            self.drop_focus()
            return True
        return False

    def choose_kind(self, kind: str) -> None:
        """Choose the legal action of that kind, if there is one (a key's shortcut)."""
        a = self.find_kind(kind)
        if a is not None:
            self.request(a)

    def press_button(self, b: Button) -> None:
        kind, arg = b.key
        if kind == "choice":
            self.press_choice(arg)
        elif kind == "page":
            self.choices.turn(arg)
        elif kind == "undo":
            self.undo()
        elif kind == "action":
            self.request(arg)
        elif kind == "skip":
            self.skip_animations()
        else:
            self.press_game_button(kind, arg)

    def press_choice(self, index: int) -> None:
        self.activate(self.choices.payload(index))

    # -- animations -----------------------------------------------------------------------------------------
    def animating(self) -> bool:
        return self.anims.busy

    def skip_animations(self) -> None:
        self.anims.skip()

    def update_animations(self, dt: float) -> None:
        self.anims.update(dt)
        self.dragdrop.update(dt)
        self.hover_update(dt)

    # -- hover help ---------------------------------------------------------------------------------------------
    @property
    def hover_items(self) -> list:
        """What the pointer can rest on for the zoom or a tip, the last listed on top. A game's render lists them
        (assigning the list, or handing the listing to hover_later, made when first asked for)."""
        later = self._hover_later
        if later is not None:
            self._hover_later, self._hover_list = None, []
            later()
        return self._hover_list

    @hover_items.setter
    def hover_items(self, items: list) -> None:
        self._hover_list, self._hover_later = items, None

    def hover_later(self, listing) -> None:
        """`listing()` fills hover_items (through hover_card / hover_tip) when they are next asked for: while no
        pointer is over the table (a computer game watched, the bench) the frames after a move skip it."""
        self._hover_list, self._hover_later = [], listing

    def hover_update(self, dt: float) -> None:
        """The hover's clock: what the pointer rests on (nothing while a piece is dragged or no pointer is in)."""
        pos = self.hover_pos() if self.dragdrop.dragging is None else None
        self.hover.update(dt, self.hover_items if pos is not None else [], pos)

    def hover_card(self, rect, card_kwargs: dict, key=None, tip: str = "") -> None:
        """List a card for the hover zoom (card_kwargs: draw_card's arguments, its whole text)."""
        self.hover_items.append(hoverw.HoverItem(pygame.Rect(rect), tip=tip, card=card_kwargs, key=key))

    def hover_tip(self, rect, tip: str, title: str = "", body: str = "", art=None, colour=theme.BLOOD, key=None) -> None:
        """List a thing with a tooltip (and, given a title or body, a zoom panel)."""
        self.hover_items.append(hoverw.HoverItem(pygame.Rect(rect), tip=tip, title=title, body=body, art=art,
                                                 colour=colour, key=key))

    def draw_hover_help(self, surface, scale: float) -> None:
        """The zoom of what the pointer rests on (after the hold delay, or with Alt), else its tooltip."""
        if self.dragdrop.dragging is not None or self.hover_pos() is None:
            return
        if getattr(self, "menu", None) is not None or getattr(self, "confirming", None) is not None:
            return  # a menu or a question at the pointer: it keeps the pointer's attention
        if getattr(getattr(self, "logv", None), "open", False):
            return  # the whole log covers the table
        item = self.hover.zoom()
        if item is not None:
            hoverw.draw_zoom(surface, item, scale)
            return
        item = self.hover.tip()
        if item is not None:
            hoverw.draw_tooltip(surface, item.rect, item.tip, scale)

    def close_seat_view(self) -> None:
        """The whole log, a drag, a held note marker and the hover zoom were the last screen seat's: they go."""
        super().close_seat_view()
        self.logv.open = False
        if self.dragdrop.dragging is not None:
            self.dragdrop.cancel()
        self.note_held = None
        self.hover.forget()
        self.hover_items = []  # (listed from the last view: the next frame lists the new one)

    # -- drawing --------------------------------------------------------------------------------------------
    def draw_data(self) -> dict:
        data = super().draw_data()
        s = self.session
        self.choice_items_to_list()
        data.update({
            "names": self.names(),
            "kinds": {i: st.kind for i, st in enumerate(s.seats)},
            "screen_seat": s.screen_seat,
            "screen_decides": self.screen_decides(),
            "choice_title": self.choice_title,
            "choices": [b.label for b in self.choices.buttons],
            "can_undo": self.can_undo(),
            "toast": self.table_words(self.toast_text) if self.toast_time > 0 else "",
            "ai_thinking": self.ai_pending is not None,  # the computer seat has chosen; the move waits its pace
            "thinking": self.thinking_cue(),
            "caption": self.caption,
            "pace_status": self.pacer.status(),
        })
        return data

    # designed: a computer seat's thinking shows once it has taken this long (game seconds), so the quick
    # levels, which answer within a frame or two, do not flicker a cue before every move
    CUE_AFTER = 0.2

    def thinking_cue(self):
        """{"seat", "name", "seconds"} while a computer seat has been thinking about the move due now for
        CUE_AFTER seconds or more, else None."""
        seat = self.thinking_seat()
        if seat is None or self.thinker.job.waited < self.CUE_AFTER:
            return None
        return {"seat": seat, "name": self.session.seat_name(seat), "seconds": self.thinker.job.waited}

    def draw_move_caption(self, surface, data: dict, box: pygame.Rect, k: float, px: int) -> None:
        """The last computer move's caption at the top of `box` (a strip of the table the game's table picks),
        a glow on the places it touched, and the cue of a computer seat thinking, where that seat sits (the
        summary "since your last turn" takes the caption's place while it is on show)."""
        px = self.panel_px(px)
        covered = self.panel_covers_board()  # no glow or ring through a panel over the board
        cue = data.get("thinking")
        rings = self.seat_rects(cue["seat"]) if cue is not None and not covered else []
        tag_box = box  # where the thinking tag goes when the seat has no place to ring: under the banner
        if self.summary is not None:
            draw_since_last_turn(surface, box, self.summary[0], px, self.summary[1])
            tag_box = None
        else:
            cap = data.get("caption")
            if cap is not None and not covered:
                draw_glow(surface, self.anchor_rects(cap.events), self.time, k)
            if cap is not None or data.get("pace_status"):
                banner = draw_caption(surface, cap, box, px, data.get("pace_status", ""))
                tag_box = pygame.Rect(box.x, banner.bottom, box.w, box.h)
        if cue is not None and (rings or tag_box is not None):
            draw_thinking(surface, rings, f"{cue['name']} is thinking", self.time, k, px,
                          self.seat_colour(cue["seat"]), tag_box or box)

    def draw_choice_panel(self, surface, rect: pygame.Rect, title: str, k: float, title_px: int, px: int,
                          radius: int) -> None:
        """The side list of choices: its panel, the title, the group headers and the buttons (hovered in bone)."""
        if not self.choices.buttons:
            return
        u = lambda n: int(round(n * k))  # noqa: E731 (units of a 1280x720 window)
        px = self.panel_px(px)
        # the title grows with the UI scale as far as the band above the first row lets it
        first = min([r.y for _, r in self.choices.headers] + [b.rect.y for b in self.choices.buttons])
        title_px = fit_line_px(title, "display", self.panel_px(title_px), rect.w - u(26), first - rect.y - u(7),
                               title_px)
        panel(surface, rect, u(10), (14, 8, 10, 240), theme.BLOOD, max(1, u(2)))
        text(surface, title, "display", title_px, (rect.x + u(13), rect.y + u(7)), theme.GOLD)
        draw_choice_headers(surface, self.choices, max(12, px + 1))
        for b in self.choices.buttons:
            draw_button(surface, b, self.mouse is not None and b.rect.collidepoint(self.mouse), px, radius)

    def panel_px(self, px: int) -> int:
        """A shared panel's text size (side list, log, captions, popups, the bar): the table gives it at 100%
        (g.px), the panel draws it at the player's UI scale (settings.ui_scale) and lays its rows out for it."""
        return max(fonts.MIN_PX, int(round(px * self.ui_scale())))

    def draw_side_log(self, surface, rect: pygame.Rect, lines: list, px: int, base=None) -> None:
        draw_log_panel(surface, rect, lines, self.side_log_px(rect, px), self.logv, base=base)

    def side_log_px(self, rect: pygame.Rect, px: int) -> int:
        """The side log's text at the UI scale, as big as still shows four rows in its panel."""
        return side_log_px(rect.h, self.panel_px(px), px)

    def side_log_part(self, rect: pygame.Rect, lines: list, px: int, base=None) -> Part:
        """The side log as a part of the static layer: drawn again when a line comes, it scrolls or moves
        (`lines` only grows while it is the same list: SessionTable.log_and_rolls). Given the layer's `base`
        (nothing else lies under the log), its panel is a backdrop copied, not blended again."""
        rect = pygame.Rect(rect)
        return Part("log", rect, (Same(lines), len(lines), self.log_scroll, self.side_log_px(rect, px)),
                    lambda surf: self.draw_side_log(surf, rect, lines, px, base))

    def draw_log_overlay(self, surface, area: pygame.Rect, lines: list, px: int) -> None:
        """The whole log over `area` while it is open (L, or a click on the side log)."""
        if self.logv.open:
            draw_full_log(surface, area, lines, self.panel_px(px), self.logv)

    def draw_drop_targets(self, surface, rects: dict, glow, grow: int, width: int, radius: int, veil: int) -> None:
        """While an item is dragged: legal targets glow (the one under the pointer in bone), refused ones dim."""
        dd = self.dragdrop
        for target, reason in dd.highlights.items():
            r = rects.get(target)
            if r is None:
                continue
            if reason is None:
                col = theme.BONE if target == dd.hover_target else glow
                pygame.draw.rect(surface, col, r.inflate(grow, grow), width, border_radius=radius)
            else:
                layer = new_surface(r.size, pygame.SRCALPHA)
                layer.fill((0, 0, 0, veil))
                surface.blit(layer, r)
