"""Undo and redo as whole-text snapshots, and gestures: a drag that edits live and ends as one undo step."""
from __future__ import annotations

from typing import Callable, Optional

import tomlkit

from .map_schema import EditError

MAX_UNDO = 500


class UndoHistory:
    """The edit funnel of a Document: every edit runs through `_edit` (or a gesture) to be undoable."""

    _gesture: Optional[str] = None  # the text before the gesture in progress

    def _edit(self, label: str, fn: Callable):
        before = self.text
        try:
            result = fn()
        except Exception:
            self.doc = tomlkit.parse(before)  # a failed edit leaves nothing half-done
            self._changed()
            raise
        self._changed()
        after = self.text
        if after != before:
            self.undo_stack.append((label, before, after))
            del self.undo_stack[:-MAX_UNDO]
            self.redo_stack.clear()
        return result

    def _changed(self) -> None:
        self.version += 1
        for fn in list(self.listeners):
            fn(self)

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> Optional[str]:
        if not self.undo_stack:
            return None
        label, before, after = self.undo_stack.pop()
        self.doc = tomlkit.parse(before)
        self.redo_stack.append((label, before, after))
        self._changed()
        return label

    def redo(self) -> Optional[str]:
        if not self.redo_stack:
            return None
        label, before, after = self.redo_stack.pop()
        self.doc = tomlkit.parse(after)
        self.undo_stack.append((label, before, after))
        self._changed()
        return label

    def begin_gesture(self) -> None:
        if self._gesture is None:
            self._gesture = self.text

    @property
    def in_gesture(self) -> bool:
        return self._gesture is not None

    def preview_rects(self, rects: dict) -> None:
        """During a gesture: put rects in place without an undo step (end_gesture records one)."""
        if self._gesture is None:
            raise EditError("preview_rects needs begin_gesture first")
        current = self.text
        try:
            for ref, rect in rects.items():
                self._put_rect(ref, rect)
        except Exception:
            self.doc = tomlkit.parse(current)
            self._changed()
            raise
        self._changed()

    def preview_point(self, ref, k: int, point) -> None:
        if self._gesture is None:
            raise EditError("preview_point needs begin_gesture first")
        self._put_point(ref, k, point)
        self._changed()

    def end_gesture(self, label: str = "Move") -> None:
        before, self._gesture = self._gesture, None
        if before is None:
            return
        after = self.text
        if after != before:
            self.undo_stack.append((label, before, after))
            del self.undo_stack[:-MAX_UNDO]
            self.redo_stack.clear()

    def cancel_gesture(self) -> None:
        before, self._gesture = self._gesture, None
        if before is not None and before != self.text:
            self.doc = tomlkit.parse(before)
            self._changed()
