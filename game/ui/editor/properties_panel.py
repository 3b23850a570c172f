"""The properties panel: the fields and buttons for the map (nothing selected) or the selected item."""
from __future__ import annotations

import pygame
import pygame_gui

from game.ui import theme
from game.ui.scenes import common

from game.core.user_text import visible
from game.editor.field_text import fmt_number, parse_list, parse_number, parse_tags, tags_text
from game.editor.model import AREA_KINDS, EDGE_KINDS

TAG_DEFAULTS = {"search": "item", "repair": True, "exit": "main", "hiding": True, "peek": True, "start": True}
TAG_LABELS = {"search": "Search", "repair": "Repair", "exit": "Main exit", "hiding": "Hiding place",
              "peek": "Peeking icon", "start": "Start"}
HELP = ("V / L / A / E / T: select, location, area, edge, slot", "Shift+click adds to the selection; drag a box",
        "Drag moves, corner handles resize, G grid snap", "Right/middle drag pans, wheel zooms, F fits",
        "Ctrl+Z / Ctrl+Y undo, redo;  Ctrl+S save", "Ctrl+C / V / D copy, paste, duplicate;  Del",
        "Arrows nudge (Shift x10);  Esc back")


class PropertiesPanel:
    """Builds the panel's widgets for the selection and applies what is typed into them."""

    def _kill_props(self) -> None:
        for wdg in self._prop_widgets.values():
            wdg.kill()
        for key in list(self._prop_widgets):
            self.widgets.pop(key, None)
        self._prop_widgets = {}
        self._captions = []

    def _build_props(self) -> None:
        """The properties panel for the selection (rebuilt when it or the document changes)."""
        self._kill_props()
        if self.doc is None:
            return
        side = self.rects()["side"]
        x = side.x + self.s(14)
        w = side.w - self.s(28)
        y = side.y + self.s(40)
        row = self.s(30)
        lab_w = self.s(64)

        def caption(text, yy):
            self._captions.append((text, (x, yy + self.s(6))))

        def entry(key, label, value):
            nonlocal y
            caption(label, y)
            e = pygame_gui.elements.UITextEntryLine(pygame.Rect(x + lab_w, y, w - lab_w, row - self.s(3)),
                                                    self.manager, object_id=common.oid("@subtle", "#prop_" + key))
            e.set_text(visible(str(value)))  # a map file may hold characters the entry line cannot draw
            self.widgets["prop_" + key] = e
            self._prop_widgets["prop_" + key] = e
            y += row

        def dropdown(key, label, options, current):
            nonlocal y
            caption(label, y)
            d = common.dropdown(self, "prop_" + key, (x + lab_w, y, w - lab_w, row - self.s(3)), list(options),
                                current)
            self._prop_widgets["prop_" + key] = d
            y += row

        def button(key, text, bx, bw, selected=False):
            b = common.button(self, "prop_" + key, (bx, y, bw, row - self.s(4)), text, cls="@subtle")
            if selected:
                b.select()
            self._prop_widgets["prop_" + key] = b

        sel = [r for r in self.selection if self.doc.exists(r)]
        if not sel:
            self._captions.append(("Map", None))
            entry("map_id", "id", self.doc.layout_id)
            size = self.doc.size
            entry("map_size", "size", f"{fmt_number(size[0])}, {fmt_number(size[1])}")
            entry("map_game", "game", self.doc.game)
            meta = self.doc.doc.get("meta")
            entry("map_title", "title", meta.get("title", "") if isinstance(meta, dict) else "")
            caption(f"kind: {visible(self.doc.kind)}", y)
            y += row
            n = {s: len(self.doc.refs(s)) for s in ("locations", "areas", "edges")}
            caption(f"{n['locations']} locations, {n['areas']} areas, {n['edges']} edges", y)
            y += row
            for line in HELP:
                if y + self.s(36) > self._validation_top():
                    break
                caption(line, y)
                y += self.s(17)
            return
        if len(sel) > 1:
            self._captions.append((f"{len(sel)} items selected", None))
            bw = (w - self.s(8)) // 3
            button("copy", "Copy", x, bw)
            button("duplicate", "Duplicate", x + bw + self.s(4), bw)
            button("delete", "Delete", x + 2 * (bw + self.s(4)), bw)
            return
        section, index = sel[0]
        item = self.doc.get(section, index)
        if section == "edges":
            self._captions.append((f"Edge  edges[{index}]", None))
            caption(f"from  {visible(str(item.get('a', '?')))}", y)
            y += row
            caption(f"to      {visible(str(item.get('b', '?')))}", y)
            y += row
            kind = item.get("kind", "open")
            dropdown("edge_kind", "kind", EDGE_KINDS, kind if kind in EDGE_KINDS else "open")
            bw = (w - self.s(4)) // 2
            button("reverse", "Reverse direction", x, bw)
            button("delete", "Delete", x + bw + self.s(4), bw)
            return
        title = {"locations": "Location", "areas": "Area", "slots": "Slot"}[section]
        self._captions.append((f"{title}  {section}[{index}]", None))
        entry("id", "id", item.get("id", ""))
        if section == "locations":
            entry("name", "name", item.get("name", ""))
            entry("zone", "zone", item.get("zone", ""))
        elif section == "areas":
            kind = item.get("kind", "panel")
            dropdown("area_kind", "kind", AREA_KINDS, kind if kind in AREA_KINDS else "panel")
            entry("label", "label", item.get("label", ""))
        else:
            entry("at", "at", item.get("at", ""))
            entry("slot_kind", "kind", item.get("kind", ""))
        r = self.doc.rect_of((section, index))
        if section == "slots":
            pos = item.get("pos", [0, 0])
            entry("pos", "pos", ", ".join(fmt_number(v) for v in pos) if isinstance(pos, list) else str(pos))
        elif "rect" in item:
            entry("rect", "rect", ", ".join(fmt_number(v) for v in r) if r else "")
        else:
            caption("polygon: drag its points; corner handles scale it", y)
            y += row
        if section == "locations":
            tags = item.get("tags", {}) if isinstance(item.get("tags"), dict) else {}
            entry("tags", "tags", tags_text(tags))
            caption("tags (click to toggle)", y)
            y += row - self.s(6)
            bw = (w - 2 * self.s(4)) // 3
            for k, tag in enumerate(TAG_DEFAULTS):
                if k == 3:
                    y += row
                button("tag_" + tag, TAG_LABELS[tag], x + (k % 3) * (bw + self.s(4)), bw, selected=tag in tags)
            y += row
        button("delete", "Delete", x, w // 2)
        self._captions.append(("Enter applies a field", (x + w // 2 + self.s(10), y + self.s(6))))

    def _typing(self) -> bool:
        return any(isinstance(wdg, pygame_gui.elements.UITextEntryLine) and wdg.is_focused
                   for wdg in self._prop_widgets.values())

    def _apply_field(self, field: str, text: str) -> None:
        text = text.strip()
        doc = self.doc
        if field.startswith("map_"):
            if field == "map_id":
                doc.set_top("id", text)
            elif field == "map_size":
                doc.set_top("size", [parse_number(v) for v in parse_list(text, 2)])
            elif field == "map_game":
                doc.set_meta("game", text or None)
            elif field == "map_title":
                doc.set_meta("title", text or None)
            self._changed()
            return
        if len(self.selection) != 1 or not doc.exists(self.selection[0]):
            return
        ref = self.selection[0]
        if field == "rect":
            vals = [parse_number(v) for v in parse_list(text, 4)]
            doc.set_rect(ref, vals)
        elif field == "pos":
            vals = [parse_number(v) for v in parse_list(text, 2)]
            doc.set_field(ref, "pos", vals)
        elif field == "tags":
            doc.set_tags(ref, parse_tags(text))
        elif field == "slot_kind":
            doc.set_field(ref, "kind", text or None)
        else:
            doc.set_field(ref, field, text if field == "id" else (text or None))
        self._changed()

    def _draw_props(self, surface, side) -> None:
        x = side.x + self.s(14)
        heading = "Properties"
        for text, pos in self._captions:
            if pos is None:
                heading = text
        theme.blit_text(surface, heading, "serif", self.s(17), (x, side.y + self.s(10)), theme.BONE, shadow=False)
        for text, pos in self._captions:
            if pos is not None:
                theme.blit_text(surface, text, "sans", self.s(13), pos, theme.BONE_DIM, shadow=False)
