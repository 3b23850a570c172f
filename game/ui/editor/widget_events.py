"""pygame_gui events from the toolbar and the properties panel: button presses, finished fields, dropdowns."""
from __future__ import annotations

import pygame_gui

from .properties_panel import TAG_DEFAULTS


class WidgetEvents:
    """Routes a widget event to the command or edit it stands for."""

    def _handle_ui(self, inp) -> bool:
        t = inp.ui_type
        el = inp.element
        if t == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, w in self.widgets.items() if w is el), None)
            if key is None:
                return False
            self._button(key)
            return True
        if t == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            key = next((k for k, w in self._prop_widgets.items() if w is el), None)
            if key:
                self._apply_field(key[5:], el.get_text())
                return True
        if t == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next((k for k, w in self._prop_widgets.items() if w is el), None)
            if key and len(self.selection) == 1:
                field = {"prop_edge_kind": "kind", "prop_area_kind": "kind"}.get(key)
                if field:
                    self.doc.set_field(self.selection[0], field, inp.raw.text)
                    if key == "prop_edge_kind":
                        self.edge_kind = inp.raw.text
                    else:
                        self.area_kind = inp.raw.text
                    self._changed()
                return True
        return False

    def _button(self, key: str) -> None:
        if key == "open":
            self.open_dialog()
        elif key == "back":
            self.back()
        elif self.doc is None:
            return
        elif key == "save":
            self.save()
        elif key == "undo":
            self.undo()
        elif key == "redo":
            self.redo()
        elif key.startswith("tool_"):
            self.set_tool(key[5:])
        elif key == "snap":
            self.snap_on = not self.snap_on
            self.say("Grid snapping " + ("on" if self.snap_on else "off"))
        elif key == "fit":
            self.zoom, self.pan = 1.0, [0.0, 0.0]
        elif key == "play":
            self.play()
        elif key == "prop_delete":
            self.delete_selection()
        elif key == "prop_copy":
            self.copy_selection()
        elif key == "prop_duplicate":
            self.duplicate_selection()
        elif key == "prop_reverse" and len(self.selection) == 1:
            self.doc.reverse_edge(self.selection[0][1])
            self._changed()
        elif key.startswith("prop_tag_") and len(self.selection) == 1:
            tag = key[len("prop_tag_"):]
            tags = self.doc.get(*self.selection[0]).get("tags", {})
            has = isinstance(tags, dict) and tag in tags
            self.doc.set_tag(self.selection[0], tag, None if has else TAG_DEFAULTS[tag])
            self._changed()
        self._update_toolbar()
