"""A generic drag-and-drop controller: items dragged onto targets, legality asked of the caller.

The controller knows nothing of rules. While an item is dragged it asks
`legal_targets(payload) -> {target_id: None (legal) or "reason it is not"}` once, so the scene can
highlight legal targets. Releasing returns a `DropResult`:
- "drop": on a legal target; `pair` is (item payload, target payload) for the caller to turn into an action;
- "refused": on an illegal target or empty space; the item slides back (a tween) and `reason` says why;
- "click": pressed and released without moving, so every drag has a click alternative.
Input is given as positions (press/move/release), so the app's one event reader stays the only one;
`handle(event)` is a convenience for pygame mouse events.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from .. import motion
from .tween import Animator

NOT_A_TARGET = "That cannot go there."
EMPTY_SPACE = "Drop it on a highlighted place."


@dataclass
class DropResult:
    kind: str  # "drop" | "refused" | "click"
    item_id: Any
    payload: Any
    target_id: Any = None
    target_payload: Any = None
    reason: Optional[str] = None

    @property
    def pair(self) -> tuple:
        return (self.payload, self.target_payload)


@dataclass
class _Item:
    id: Any
    rect: pygame.Rect
    payload: Any


class DragDrop:
    def __init__(self, legal_targets: Callable[[Any], dict], animator: Optional[Animator] = None,
                 threshold: int = 6, slide_time: float = 0.25):
        self.legal_targets = legal_targets
        self.animator = animator or Animator()
        self.threshold = threshold  # pixels of movement before a press becomes a drag
        self.slide_time = slide_time
        self.items: dict = {}
        self.targets: dict = {}
        self.offsets: dict = {}  # item id -> (dx, dy) drawn offset from its home rect (drag or slide back)
        self.dragging = None  # the item id being pressed or dragged
        self.moved = False
        self.highlights: dict = {}  # target id -> None or reason, while dragging
        self.hover_target = None
        self._press_pos = (0, 0)

    # -- registration ---------------------------------------------------------------------
    def clear(self) -> None:
        """Forget items and targets (a scene re-registers them after each state change)."""
        self.items.clear()
        self.targets.clear()
        self.cancel()

    def add_item(self, item_id, rect, payload=None) -> None:
        self.items[item_id] = _Item(item_id, pygame.Rect(rect), payload)

    def add_target(self, target_id, rect, payload=None) -> None:
        self.targets[target_id] = _Item(target_id, pygame.Rect(rect), payload)

    def remove_item(self, item_id) -> None:
        self.items.pop(item_id, None)
        self.offsets.pop(item_id, None)

    # -- queries for drawing --------------------------------------------------------------
    def item_rect(self, item_id) -> pygame.Rect:
        """Where to draw the item now: its home rect moved by any drag or slide-back offset."""
        rect = self.items[item_id].rect.copy()
        dx, dy = self.offsets.get(item_id, (0, 0))
        return rect.move(round(dx), round(dy))

    def is_legal(self, target_id) -> bool:
        return target_id in self.highlights and self.highlights[target_id] is None

    @property
    def active(self) -> bool:
        """True while something is pressed/dragged or sliding back."""
        return self.dragging is not None or self.animator.busy

    def item_at(self, pos):
        for item in reversed(list(self.items.values())):  # last registered is drawn on top
            if item.rect.collidepoint(pos):
                return item.id
        return None

    def target_at(self, pos):
        for target in reversed(list(self.targets.values())):
            if target.rect.collidepoint(pos):
                return target.id
        return None

    # -- input ----------------------------------------------------------------------------
    def press(self, pos) -> bool:
        """Mouse button down; True when it grabbed an item."""
        item_id = self.item_at(pos)
        if item_id is None:
            return False
        key = ("slide", item_id)
        if self.animator.get(key):
            self.animator.get(key).finish()
        self.dragging = item_id
        self.moved = False
        self._press_pos = tuple(pos)
        self.offsets[item_id] = (0, 0)
        return True

    def move(self, pos) -> None:
        if self.dragging is None:
            return
        dx, dy = pos[0] - self._press_pos[0], pos[1] - self._press_pos[1]
        if not self.moved and (dx * dx + dy * dy) >= self.threshold ** 2:
            self.moved = True
            self.highlights = dict(self.legal_targets(self.items[self.dragging].payload) or {})
        if self.moved:
            self.offsets[self.dragging] = (dx, dy)
            self.hover_target = self.target_at(pos)

    def release(self, pos) -> Optional[DropResult]:
        if self.dragging is None:
            return None
        self.move(pos)
        item = self.items[self.dragging]
        moved = self.moved
        self.dragging = None
        self.moved = False
        if not moved:
            self.offsets.pop(item.id, None)
            self._reset_hover()
            return DropResult("click", item.id, item.payload)
        target_id = self.target_at(pos)
        legal = self.highlights
        self._reset_hover()
        if target_id is not None and target_id in legal and legal[target_id] is None:
            self.offsets.pop(item.id, None)  # the scene moves the item for real when the action applies
            return DropResult("drop", item.id, item.payload, target_id, self.targets[target_id].payload)
        if target_id is None:
            reason = EMPTY_SPACE
        else:
            reason = legal.get(target_id) or NOT_A_TARGET
        self._slide_back(item.id)
        return DropResult("refused", item.id, item.payload, target_id,
                          self.targets[target_id].payload if target_id is not None else None, reason)

    def cancel(self) -> None:
        """Abandon a drag (Escape, focus lost): the item slides home."""
        if self.dragging is not None:
            self._slide_back(self.dragging)
        self.dragging = None
        self.moved = False
        self._reset_hover()

    def handle(self, event) -> Optional[DropResult]:
        """Convenience for pygame mouse events (left button)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(event.pos)
        return None

    def update(self, dt: float) -> None:
        self.animator.update(dt)

    # -- internals ------------------------------------------------------------------------
    def _reset_hover(self) -> None:
        self.highlights = {}
        self.hover_target = None

    def _slide_back(self, item_id) -> None:
        if motion.reduced():  # no slide: the item is back in its place at once
            self.offsets.pop(item_id, None)
            return
        start = self.offsets.get(item_id, (0, 0))

        def set_offset(value, item_id=item_id):
            self.offsets[item_id] = value

        def done(item_id=item_id):
            self.offsets.pop(item_id, None)

        self.animator.tween(tuple(start), (0.0, 0.0), self.slide_time, "ease_out_cubic",
                            on_update=set_offset, on_done=done, key=("slide", item_id))

    # -- drawing help ---------------------------------------------------------------------
    def draw_highlights(self, surface, legal_colour=(96, 196, 110), hover_colour=(233, 226, 207),
                        width: int = 3, radius: int = 8) -> None:
        """Outline legal targets while dragging (the hovered one brighter)."""
        for tid, reason in self.highlights.items():
            if reason is None and tid in self.targets:
                col = hover_colour if tid == self.hover_target else legal_colour
                pygame.draw.rect(surface, col, self.targets[tid].rect, width, border_radius=radius)
