"""The hover help of a table (a part the Table owns): what the pointer can rest on (listed by the game's render,
the last listed on top), the zoom of a card after the hold delay (at once with Alt) and the tooltips
(widgets/hover.py keeps the clock and draws them)."""
from __future__ import annotations

import pygame

from .. import text_record, theme
from ..widgets import hover as hoverw


class HoverHelp:
    def __init__(self):
        self.widget = hoverw.Hover()
        self._list: list = []  # what the pointer can rest on
        self._later = None  # a listing to make when the items are first asked for

    @property
    def items(self) -> list:
        """What the pointer can rest on for the zoom or a tip. A game's render lists them (assigning the list, or
        handing the listing to later(), made when first asked for)."""
        later = self._later
        if later is not None:
            self._later, self._list = None, []
            later()
        return self._list

    @items.setter
    def items(self, items: list) -> None:
        self._list, self._later = items, None

    def later(self, listing) -> None:
        """`listing()` fills the items (through card / tip) when they are next asked for: while no pointer is
        over the table (a computer game watched, the bench) the frames after a move skip it."""
        self._list, self._later = [], listing

    def card(self, rect, card_kwargs: dict, key=None, tip: str = "") -> None:
        """List a card for the hover zoom (card_kwargs: draw_card's arguments, its whole text)."""
        self.items.append(hoverw.HoverItem(pygame.Rect(rect), tip=tip, card=card_kwargs, key=key))

    def tip(self, rect, tip: str, title: str = "", body: str = "", art=None, colour=theme.BLOOD, key=None) -> None:
        """List a thing with a tooltip (and, given a title or body, a zoom panel)."""
        self.items.append(hoverw.HoverItem(pygame.Rect(rect), tip=tip, title=title, body=body, art=art,
                                           colour=colour, key=key))

    def update(self, dt: float, pos) -> None:
        """The clock: what the pointer (`pos`, None while a piece is dragged or no pointer is in) rests on."""
        self.widget.update(dt, self.items if pos is not None else [], pos)

    def forget(self) -> None:
        """The screen seat's view closed: what was zoomed and listed was that seat's."""
        self.widget.forget()
        self.items = []

    def draw(self, surface, scale: float) -> None:
        """The zoom of what the pointer rests on (after the hold delay, or with Alt), else its tooltip."""
        item = self.widget.zoom()
        if item is not None:
            with text_record.role("overlay"):  # the zoom is over the table on purpose
                hoverw.draw_zoom(surface, item, scale)
            return
        item = self.widget.tip()
        if item is not None:
            hoverw.draw_tooltip(surface, item.rect, item.tip, scale)
