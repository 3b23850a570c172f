"""A record of the text the UI draws, for the readability checks (tests/ui/readable, `python -m game readability`).

Off unless a `recording()` block is open: the drawing helpers (widgets.ink, theme.blit_text, the table's buttons,
the hover tooltips, card faces, caption banners) test one module global and do nothing more, so a frame drawn
without it costs what it did. While on, each drawn text is kept with its rect on screen, the whole string asked
for, the string drawn (cut with "…" or not), its font and size, and its role: plain text, a control (a button, a
list row), a tooltip, or a card (its title, as the face shows it). The fitting helpers report every cut they
make (`note_cut`), so a line drawn cut is known as such and its whole text with it.

Texts drawn on a surface the size of the window (the screen, a table's static layer and its board base, which
are blitted whole at the corner) are in screen coordinates; texts on smaller surfaces (a cached banner) are
recorded by the code that blits them, at the place it blits them.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Optional

import pygame

ELLIPSIS = "…"

ACTIVE: Optional["Recorder"] = None  # the open recording; None (the usual case) costs one test per drawn text


@dataclass
class Drawn:
    rect: pygame.Rect
    asked: str  # the whole text the caller wanted shown
    shown: str  # what was drawn: asked itself, or cut with "…"
    kind: str  # the font kind ("sans", "serif", ...; "gui" for pygame_gui's widgets)
    px: int
    role: str = "text"  # text | control | tooltip | card
    under: bool = False  # drawn before a veil (under an overlay scene): not read, not checked

    @property
    def cut(self) -> bool:
        return self.shown != self.asked


class Recorder:
    def __init__(self, screen_size: tuple = (0, 0)):
        self.screen_size = tuple(screen_size)
        self.entries: list = []
        self.cuts: dict = {}  # a line drawn cut -> the whole text it was cut from
        self.roles: list = []  # the role stack (`as_role`)
        self.quiet = 0  # > 0 while a helper records a block itself (its lines are not recorded one by one)
        self.controls: list = []  # (rect, label) of the buttons and list rows drawn
        self.tips: list = []  # (rect, text, the rect it explains) of the tooltips drawn

    # -- what the drawing helpers call ----------------------------------------------------------------------
    def add(self, surface, rect, shown: str, kind: str, px, asked: Optional[str] = None, role: str = "") -> None:
        if self.quiet or not str(shown).strip():
            return
        if surface is not None and not self._on_screen(surface):
            return
        shown = str(shown)
        if asked is None:
            asked = self.cuts.get(shown, shown)
        role = role or (self.roles[-1] if self.roles else "text")
        self.entries.append(Drawn(pygame.Rect(rect), str(asked), shown, kind, int(round(px)), role))

    def note_cut(self, shown: str, whole: str) -> None:
        if shown != whole:
            self.cuts.setdefault(str(shown), str(whole))

    def control(self, rect, label: str) -> None:
        self.controls.append((pygame.Rect(rect), str(label)))

    def tooltip(self, rect, txt: str, anchor) -> None:
        self.tips.append((pygame.Rect(rect), str(txt), pygame.Rect(anchor)))

    def veil(self) -> None:
        """Everything drawn so far is under an overlay now (dimmed): it is not read, nor pressed."""
        for e in self.entries:
            e.under = True
        self.controls, self.tips = [], []

    def cover(self, rect) -> None:
        """A modal panel (nearly opaque, the player must answer it first) now hides what was drawn under `rect`."""
        rect = pygame.Rect(rect)
        for e in self.entries:
            if rect.colliderect(e.rect):
                e.under = True
        self.controls = [c for c in self.controls if not rect.colliderect(c[0])]

    def new_frame(self, screen_size: Optional[tuple] = None) -> None:
        if screen_size is not None:
            self.screen_size = tuple(screen_size)
        self.entries, self.controls, self.tips = [], [], []

    @contextmanager
    def as_role(self, role: str):
        self.roles.append(role)
        try:
            yield
        finally:
            self.roles.pop()

    @contextmanager
    def block(self):
        """Lines drawn inside are not recorded one by one (the caller records the block)."""
        self.quiet += 1
        try:
            yield
        finally:
            self.quiet -= 1

    def _on_screen(self, surface) -> bool:
        try:
            size = surface.get_size()
        except (AttributeError, pygame.error):
            return False
        if not self.screen_size or self.screen_size == (0, 0):
            return True
        return tuple(size) == self.screen_size

    # -- what the checks read -------------------------------------------------------------------------------
    def frame(self) -> list:
        """This frame's entries that are read (not under a veil), each once (a static layer and its base hold
        the same text at the same place)."""
        seen, out = set(), []
        for e in self.entries:
            if e.under:
                continue
            k = (e.shown, tuple(e.rect), e.role)
            if k not in seen:
                seen.add(k)
                out.append(e)
        return out


@contextmanager
def recording(screen_size: tuple = (0, 0)):
    """Record drawn text while the block is open (one recording at a time)."""
    global ACTIVE
    was = ACTIVE
    rec = Recorder(screen_size)
    ACTIVE = rec
    try:
        yield rec
    finally:
        ACTIVE = was


def letters(img: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """Where the letters of a text image blitted at rect are (its ink, not the font's line box or padding): two
    lines a line apart touch, they do not overlap."""
    ink = img.get_bounding_rect(min_alpha=24)
    return ink.move(rect.topleft) if ink.w and ink.h else pygame.Rect(rect.topleft, (0, 0))


def add(surface, rect, shown, kind, px, asked=None, role: str = "") -> None:
    """Record a text (a no-op unless recording): for code that draws text its own way."""
    if ACTIVE is not None:
        ACTIVE.add(surface, rect, shown, kind, px, asked, role)


def cover(rect) -> None:
    if ACTIVE is not None:
        ACTIVE.cover(rect)


def note_cut(shown: str, whole: str) -> None:
    if ACTIVE is not None:
        ACTIVE.note_cut(shown, whole)


class _NoRole:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


_NO_ROLE = _NoRole()


def role(name: str):
    """`with role("control"):` texts drawn inside are recorded with that role (nothing when not recording)."""
    return ACTIVE.as_role(name) if ACTIVE is not None else _NO_ROLE
