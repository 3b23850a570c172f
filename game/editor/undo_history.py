"""Undo and redo as whole-text snapshots, and gestures: a drag that edits live and ends as one undo step.

The snapshots are of the Document's `source` (its text with long comments set aside, long_comments.py):
putting one back parses it with tomlkit, which a 5 MB comment would slow to half a minute."""
from __future__ import annotations

from typing import Callable, Optional

import tomlkit

from .map_schema import EditError

MAX_UNDO = 500


class UndoHistory:
    """The edit funnel of a Document: every edit runs through `_edit` (or a gesture) to be undoable."""

    _gesture: Optional[str] = None  # the source before the gesture in progress

    def _edit(self, label: str, fn: Callable):
        before = self.source
        result = self._all_or_nothing(fn)
        self._record(label, before, self.source)
        return result

    def _all_or_nothing(self, fn: Callable):
        """Run fn on the document; if it raises, put the text back so nothing is left half-done."""
        before = self.source
        try:
            result = fn()
        except Exception:
            self.doc = tomlkit.parse(before)
            self._changed()
            raise
        self._changed()
        return result

    def _record(self, label: str, before: str, after: str) -> None:
        """One undo step from `before` to `after` (none when the text did not change)."""
        if after != before:
            self.undo_stack.append((label, before, after))
            del self.undo_stack[:-MAX_UNDO]
            self.redo_stack.clear()

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
        return self._step(self.undo_stack, self.redo_stack, 1)

    def redo(self) -> Optional[str]:
        return self._step(self.redo_stack, self.undo_stack, 2)

    def _step(self, source: list, target: list, side: int) -> Optional[str]:
        """Move the newest step from source to target and put back its text before (side 1) or after (2)."""
        if not source:
            return None
        step = source.pop()
        self.doc = tomlkit.parse(step[side])
        target.append(step)
        self._changed()
        return step[0]

    def begin_gesture(self) -> None:
        if self._gesture is None:
            self._gesture = self.source

    @property
    def in_gesture(self) -> bool:
        return self._gesture is not None

    def preview_rects(self, rects: dict) -> None:
        """During a gesture: put rects in place without an undo step (end_gesture records one)."""
        if self._gesture is None:
            raise EditError("preview_rects needs begin_gesture first")

        def put():
            for ref, rect in rects.items():
                self._put_rect(ref, rect)

        self._all_or_nothing(put)

    def preview_point(self, ref, k: int, point) -> None:
        if self._gesture is None:
            raise EditError("preview_point needs begin_gesture first")
        self._put_point(ref, k, point)
        self._changed()

    def end_gesture(self, label: str = "Move") -> None:
        before, self._gesture = self._gesture, None
        if before is None:
            return
        self._record(label, before, self.source)

    def cancel_gesture(self) -> None:
        before, self._gesture = self._gesture, None
        if before is not None and before != self.source:
            self.doc = tomlkit.parse(before)
            self._changed()
