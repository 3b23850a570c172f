"""The commands shared by the toolbar, the panel buttons and the shortcuts: tools, undo, clipboard, play."""
from __future__ import annotations

from game.ui.scene import report_error

from game.editor import _LAST

# Shared by every editor scene in the process, so a copy in one map can be pasted into another.
_CLIPBOARD: list = []


class EditorCommands:
    """Commands on the open document and the selection."""

    def _changed(self) -> None:
        self.last_change = self.time
        self._update_toolbar()

    def set_tool(self, tool: str) -> None:
        self.tool = tool
        self.drag = None
        self._update_toolbar()
        hint = {"select": "Click to select, drag to move; handles resize", "location": "Drag to draw a location",
                "area": f"Drag to draw an area ({self.area_kind})", "edge": "Drag from a location to another",
                "slot": "Click to place a token slot (on the location or area under it)"}
        self.say(hint[tool])

    def undo(self) -> None:
        self._history_step("undo", "Undid", "Nothing to undo")

    def redo(self) -> None:
        self._history_step("redo", "Redid", "Nothing to redo")

    def _history_step(self, method: str, done: str, nothing: str) -> None:
        if self.doc and self.doc.in_gesture:  # the drag in progress owns the document until it ends
            return
        label = getattr(self.doc, method)() if self.doc else None
        self.selection = [r for r in self.selection if self.doc.exists(r)]
        self.say(f"{done}: {label}" if label else nothing)
        self._changed()

    def delete_selection(self) -> None:
        refs = [r for r in self.selection if self.doc.exists(r)]
        if refs:
            self.doc.delete(refs)
            self.selection = []
            self.say(f"Deleted {len(refs)} item(s)")
            self._changed()

    def copy_selection(self) -> None:
        refs = [r for r in self.selection if self.doc.exists(r)]
        # edges between copied locations come along
        ids = [self.doc.get(*r).get("id") for r in refs if r[0] == "locations"]
        ids = {i for i in ids if isinstance(i, str)}  # a hand-edited id may be a list: no edge names it
        for i, e in enumerate(self.doc.plain_items("edges")):
            a, b = e.get("a"), e.get("b")
            if isinstance(a, str) and isinstance(b, str) and a in ids and b in ids and ("edges", i) not in refs:
                refs.append(("edges", i))
        _CLIPBOARD[:] = self.doc.copy(refs)
        self.say(f"Copied {len(_CLIPBOARD)} item(s)")

    def duplicate_selection(self) -> None:
        self.copy_selection()
        self.paste()

    def paste(self) -> None:
        if not _CLIPBOARD:
            self.say("The clipboard is empty")
            return
        self.selection = self.doc.paste(list(_CLIPBOARD), offset=self.grid * 2 if self.snap_on else 20)
        self.say(f"Pasted {len(self.selection)} item(s)")
        self._changed()

    def play(self) -> None:
        from .play_on_map import play_on_map

        _LAST["doc"] = self.doc
        try:
            play_on_map(self.app, self.doc, self)
        except Exception as exc:
            report_error(self.app, "Could not play on this map", exc)
