"""The map editor scene: toolbar, canvas (zoom, pan, grid snap), properties panel, validation panel.

Canvas, left mouse:   Select tool (V): click selects (Shift adds), drag moves, corner handles resize,
                      drag on empty cloth draws a selection box.
                      Location (L) / Area (A) tool: drag a rectangle (a click makes a default one).
                      Edge (E) tool: drag from one location to another.
Right or middle drag (or Space + drag) pans, the wheel zooms around the pointer.
Keys: Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) undo/redo, Ctrl+S save, Ctrl+C / Ctrl+V / Ctrl+D copy, paste,
duplicate, Ctrl+A select all, Del delete, arrows nudge (Shift: x10), G grid snap, F fit, Esc back.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Optional

import pygame
import pygame_gui

from game.core import layouts, paths
from game.core.atomic import write_text_atomic
from game.ui import fonts, theme
from game.ui.scene import Scene, report_error
from game.ui.scenes import common
from game.ui.widgets import layout_view as lv_mod
from game.ui.widgets.layout_view import LayoutView

from . import TEMPLATES, _LAST, recovery, template_path
from .dialogs import ChoiceDialog
from .model import AREA_KINDS, EDGE_KINDS, Document, EditError, snap
from .validate import check_text

TOOLS = (("select", "Select", "V"), ("location", "Location", "L"), ("area", "Area", "A"), ("edge", "Edge", "E"),
         ("slot", "Slot", "T"))
TAG_DEFAULTS = {"search": "item", "repair": True, "exit": "main", "hiding": True, "peek": True, "start": True}
TAG_LABELS = {"search": "Search", "repair": "Repair", "exit": "Main exit", "hiding": "Hiding place",
              "peek": "Peeking icon", "start": "Start"}
HELP = ("V / L / A / E / T: select, location, area, edge, slot", "Shift+click adds to the selection; drag a box",
        "Drag moves, corner handles resize, G grid snap", "Right/middle drag pans, wheel zooms, F fits",
        "Ctrl+Z / Ctrl+Y undo, redo;  Ctrl+S save", "Ctrl+C / V / D copy, paste, duplicate;  Del",
        "Arrows nudge (Shift x10);  Esc back")
RECOVERY_IDLE = 2.0  # seconds after the last change before the session is written to editor-recovery/
SELECT = (240, 200, 90)
PROBLEM = (230, 60, 60)
HANDLE = 7
_CLIPBOARD: list = []


class EditorScene(Scene):
    scene_name = "editor"
    escape_pops = False

    def __init__(self, path=None, standalone: bool = False, doc: Optional[Document] = None):
        super().__init__()
        self.start_path = Path(path) if path else None
        self.standalone = standalone
        self.doc: Optional[Document] = doc
        self.selection: list = []
        self.tool = "select"
        self.snap_on = True
        self.grid = 10
        self.zoom = 1.0
        self.pan = [0.0, 0.0]
        self.area_kind = "panel"
        self.edge_kind = "open"
        self.drag = None  # dict describing the gesture in progress
        self.space = False
        self.status = ""
        self.status_time = 0.0
        self.problems: list = []
        self.layout = None
        self._parsed_version = None
        self._props_key = None
        self._prop_widgets: dict = {}
        self._captions: list = []
        self._problem_rects: list = []
        self.problem_scroll = 0
        self.last_change = 0.0
        self._recovered_version = None
        self.recovery_name = ""
        self._started = False
        self.mouse = (0, 0)

    # -- lifecycle -----------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        if self.doc is None and self.start_path is not None:
            self._load_path(self.start_path, quiet=True)
        elif self.doc is None and _LAST["doc"] is not None:
            self._set_doc(_LAST["doc"], keep_view=False)
        self.build_ui()

    def leave(self) -> None:
        if self.doc is not None:
            _LAST["doc"] = self.doc
            self.doc.cancel_gesture()
            if self.doc.dirty:
                self._write_recovery()

    def _start(self) -> None:
        """First frame: offer a crash-recovered session, else the file picker when nothing is open."""
        self._started = True
        pending = recovery.pending()
        if self.doc is not None:  # opened on a file: offer only a kept session of that same file
            same = [r for r in pending if r.source is not None and self.doc.path is not None
                    and r.source.resolve() == self.doc.path.resolve() and r.text != self.doc.text]
            if not same or self.doc.dirty:
                return
            pending = same
        if pending:
            rec = pending[0]

            def answer(key):
                if key == "recover":
                    saved = ""
                    if rec.source and rec.source.exists():
                        saved = rec.source.read_text(encoding="utf-8")
                    self._set_doc(Document(rec.text, rec.source, saved_text=saved))
                    self.recovery_name = rec.name
                    self.say(f"Recovered {rec.describe()}")
                elif key == "discard":
                    recovery.clear(rec.name)
                    if self.doc is None:
                        self.open_dialog()
                elif self.doc is None:
                    self.open_dialog()

            self.app.push(ChoiceDialog("Recover unsaved edits?", f"The editor kept {rec.describe()}.",
                                       [("recover", "Recover"), ("discard", "Discard"), ("later", "Not now")],
                                       answer, cancel_key="later"))
            return
        self.open_dialog()

    # -- documents -----------------------------------------------------------------------------
    def _set_doc(self, doc: Document, keep_view: bool = False) -> None:
        if self.doc is not None and self.doc is not doc and self.doc.dirty:
            self._write_recovery()
        self.doc = doc
        _LAST["doc"] = doc
        self.selection = []
        self.drag = None
        if not keep_view:
            self.zoom, self.pan = 1.0, [0.0, 0.0]
        self.recovery_name = recovery.name_for(doc.path, doc.layout_id)
        self._recovered_version = None
        self._parsed_version = None
        self._props_key = None

    def _load_path(self, path: Path, quiet: bool = False) -> bool:
        try:
            doc = Document.open(path)
        except Exception as exc:  # unreadable or not TOML: say so, keep the current document
            msg = f"{path}: {exc}"
            if quiet or self.app is None:
                self.status = msg
            else:
                self.app.show_message("Cannot open the map", msg)
            return False
        self._set_doc(doc)
        self.say(f"Opened {path}")
        return True

    def new_from_template(self, name: str) -> None:
        text = template_path(name).read_text(encoding="utf-8")
        doc = Document(text, None, saved_text="")
        self._set_doc(doc)
        self.say(f"New {TEMPLATES.get(name, name).lower()} from the template: Save writes maps/{doc.layout_id}.toml")

    def open_dialog(self) -> None:
        files = sorted(paths.MAPS.glob("*.toml"))
        choices = [("file:" + str(f), f.name) for f in files]
        choices += [("tpl:" + k, f"New {v.lower()} (template)") for k, v in TEMPLATES.items()]
        choices.append(("cancel", "Cancel"))

        def answer(key):
            if key.startswith("file:"):
                self._guard_unsaved(lambda: self._load_path(Path(key[5:])))
            elif key.startswith("tpl:"):
                self._guard_unsaved(lambda: self.new_from_template(key[4:]))
            elif self.doc is None:
                self.new_from_template("location_map")

        self.app.push(ChoiceDialog("Open a map", "", choices, answer, column=True))

    def _guard_unsaved(self, then) -> None:
        if self.doc is None or not self.doc.dirty:
            then()
            return

        def answer(key):
            if key == "save":
                if self.save():
                    then()
            elif key == "discard":
                recovery.clear(self.recovery_name)
                self.doc.saved_text = self.doc.text  # not dirty: nothing more to keep
                then()

        self.app.push(ChoiceDialog("Unsaved changes", f"Save the changes to {self.doc_name()}?",
                                   [("save", "Save"), ("discard", "Discard"), ("cancel", "Cancel")], answer))

    def doc_name(self) -> str:
        if self.doc is None:
            return "(no map)"
        return self.doc.path.name if self.doc.path else f"{self.doc.layout_id}.toml (new)"

    def save_path(self) -> Path:
        if self.doc.path is not None:
            return self.doc.path
        base = self.doc.layout_id or "map"
        path = paths.MAPS / f"{base}.toml"
        n = 2
        while path.exists():
            path = paths.MAPS / f"{base}_{n}.toml"
            n += 1
        return path

    def save(self) -> bool:
        if self.doc is None:
            return False
        path = self.save_path()
        try:
            write_text_atomic(path, self.doc.text, backup=True)
        except OSError as exc:
            self.app.show_message("Could not save", f"{path}: {exc}")
            return False
        old_name = self.recovery_name
        self.doc.mark_saved(path)
        recovery.clear(old_name)
        self.recovery_name = recovery.name_for(path, self.doc.layout_id)
        recovery.clear(self.recovery_name)
        n = len(self.current_problems())
        self.say(f"Saved {path}" + (f" with {n} problem(s)" if n else ""))
        return True

    def _write_recovery(self) -> None:
        if self.doc is None:
            return
        try:
            recovery.write(self.recovery_name or recovery.name_for(self.doc.path, self.doc.layout_id),
                           self.doc.text, self.doc.path)
            self._recovered_version = self.doc.version
        except OSError:
            pass

    def back(self) -> None:
        def go():
            if self.standalone:
                self.app.quit()
            elif self.app.top is self:
                self.app.pop()

        self._guard_unsaved(go)

    def confirm_quit(self) -> bool:
        """The window's close button: ask first when there are unsaved changes."""
        if self.doc is None or not self.doc.dirty:
            return True
        self._guard_unsaved(self.app.quit)
        return False

    def say(self, text: str) -> None:
        self.status = text
        self.status_time = self.time

    # -- derived state ----------------------------------------------------------------------------
    def current_problems(self) -> list:
        self._refresh()
        return self.problems

    def _refresh(self) -> None:
        if self.doc is None:
            self.layout, self.problems = None, []
            return
        if self._parsed_version == self.doc.version:
            return
        self._parsed_version = self.doc.version
        try:
            layout, problems = check_text(self.doc.text, self.doc.path or f"{self.doc.layout_id}.toml")
        except Exception as exc:  # a check crashing must not take the editor down
            layout, problems = None, []
            self.say(f"validation failed: {exc}")
        if layout is not None:
            layout.edges = [e for e in layout.edges if e.a in layout.locations and e.b in layout.locations]
        self.layout = layout
        if not (self.doc.in_gesture and self.problems):
            self.problems = problems

    # -- geometry ---------------------------------------------------------------------------------
    def rects(self) -> dict:
        w, h = self.size
        top = self.s(46)
        status = self.s(26)
        side = self.s(340)
        return {
            "toolbar": pygame.Rect(0, 0, w, top),
            "canvas": pygame.Rect(0, top, w - side, h - top - status),
            "side": pygame.Rect(w - side, top, side, h - top - status),
            "status": pygame.Rect(0, h - status, w, status),
        }

    def view_transform(self) -> tuple:
        size = self.doc.size if self.doc else (1000, 600)
        key = (size, self.zoom, tuple(self.pan), self.size)
        cached = getattr(self, "_view_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        result = self._view_transform(size)
        self._view_cache = (key, result)
        return result

    def _view_transform(self, size) -> tuple:
        canvas = self.rects()["canvas"].inflate(-self.s(24), -self.s(24))
        base, (ox, oy) = layouts.fit(size, canvas.size)
        scale = base * self.zoom
        cx = canvas.x + ox + size[0] * base / 2
        cy = canvas.y + oy + size[1] * base / 2
        offset = (cx - size[0] * scale / 2 + self.pan[0], cy - size[1] * scale / 2 + self.pan[1])
        return scale, offset

    def to_layout(self, pos) -> tuple:
        scale, (ox, oy) = self.view_transform()
        return ((pos[0] - ox) / scale, (pos[1] - oy) / scale)

    def to_screen(self, pt) -> tuple:
        scale, (ox, oy) = self.view_transform()
        return (ox + pt[0] * scale, oy + pt[1] * scale)

    def rect_to_screen(self, r) -> pygame.Rect:
        x0, y0 = self.to_screen((r[0], r[1]))
        x1, y1 = self.to_screen((r[0] + r[2], r[1] + r[3]))
        return pygame.Rect(round(x0), round(y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))

    def snapv(self, v: float) -> float:
        return snap(v, self.grid) if self.snap_on else round(v)

    # -- hit tests ---------------------------------------------------------------------------------
    def centre_of(self, loc_id) -> Optional[tuple]:
        ref = self.doc.find_id(loc_id) if isinstance(loc_id, str) else None
        r = self.doc.rect_of(ref) if ref else None
        return (r[0] + r[2] / 2, r[1] + r[3] / 2) if r else None

    def hit(self, pos) -> Optional[tuple]:
        """The item under a window position: an edge near the pointer, else the smallest location,
        slot or area containing it."""
        if self.doc is None:
            return None
        x, y = self.to_layout(pos)
        scale, _ = self.view_transform()
        tol = 8 / max(scale, 1e-6)
        best, best_d = None, tol
        in_location = self._smallest_at((x, y), "locations") is not None
        for i, e in enumerate(self.doc.plain_items("edges")):
            a, b = self.centre_of(e.get("a")), self.centre_of(e.get("b"))
            if a and b:
                d, t = _seg_dist((x, y), a, b, with_t=True)
                # inside a room only the middle of the line (its door / arrow mark) picks the edge
                if d < best_d and (not in_location or 0.3 <= t <= 0.7):
                    best, best_d = ("edges", i), d
        if best:
            return best
        for section in ("slots", "locations", "areas"):
            found = self._smallest_at((x, y), section)
            if found:
                return found
        return None

    def _smallest_at(self, pt, section) -> Optional[tuple]:
        x, y = pt
        found, size = None, None
        for i in range(self.doc.count(section)):
            r = self.doc.rect_of((section, i))
            if r and r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]:
                if size is None or r[2] * r[3] < size:
                    found, size = (section, i), r[2] * r[3]
        return found

    def location_at(self, pos) -> Optional[tuple]:
        return self._smallest_at(self.to_layout(pos), "locations") if self.doc is not None else None

    def vertex_at(self, pos) -> Optional[int]:
        """A vertex handle of the one selected polygon location under pos."""
        if self.doc is None or len(self.selection) != 1 or self.selection[0][0] != "locations":
            return None
        poly = self.doc.polygon_of(self.selection[0])
        for k, p in enumerate(poly or []):
            sx, sy = self.to_screen(p)
            if abs(pos[0] - sx) <= HANDLE + 2 and abs(pos[1] - sy) <= HANDLE + 2:
                return k
        return None

    def handle_at(self, pos) -> Optional[str]:
        """A resize handle of the one selected item under pos: 'tl', 'tr', 'bl', 'br'."""
        if self.doc is None or len(self.selection) != 1 or self.selection[0][0] == "edges":
            return None
        r = self.doc.rect_of(self.selection[0]) if self.doc.exists(self.selection[0]) else None
        if not r:
            return None
        sr = self.rect_to_screen(r)
        for name, (hx, hy) in (("tl", sr.topleft), ("tr", sr.topright), ("bl", sr.bottomleft), ("br", sr.bottomright)):
            if abs(pos[0] - hx) <= HANDLE + 2 and abs(pos[1] - hy) <= HANDLE + 2:
                return name
        return None

    # -- UI ------------------------------------------------------------------------------------------
    def build_ui(self) -> None:
        self.widgets = {}
        self._prop_widgets = {}
        self._props_key = None
        r = self.rects()
        h = r["toolbar"].h - self.s(10)
        x = self.s(8)
        y = self.s(5)

        def btn(key, text, width, tip=None):
            nonlocal x
            common.button(self, key, (x, y, self.s(width), h), text, cls="@subtle", tooltip=tip)
            x += self.s(width) + self.s(4)

        btn("open", "Open", 62, "Open a map or start from a template")
        btn("save", "Save", 58, "Save (Ctrl+S): atomic write, the old file kept as .bak")
        btn("undo", "Undo", 58, "Ctrl+Z")
        btn("redo", "Redo", 58, "Ctrl+Y")
        x += self.s(10)
        for key, text, k in TOOLS:
            btn("tool_" + key, text, 78 if key == "location" else 56, f"{text} tool ({k})")
        x += self.s(10)
        btn("snap", "Grid", 54, "Grid snapping (G)")
        btn("fit", "Fit", 44, "Zoom to fit (F)")
        x += self.s(10)
        btn("play", "Play on this map", 138, "Start a game of this map's game on the edited map")
        w = self.size[0]
        x = w - self.s(80)
        btn("back", "Back", 72, "Leave the editor (Esc)")
        self._update_toolbar()

    def _update_toolbar(self) -> None:
        for key, _, _ in TOOLS:
            b = self.widgets.get("tool_" + key)
            if b is not None:
                b.select() if key == self.tool else b.unselect()
        b = self.widgets.get("snap")
        if b is not None:
            b.select() if self.snap_on else b.unselect()
        for key, ok in (("undo", self.doc is not None and self.doc.can_undo),
                        ("redo", self.doc is not None and self.doc.can_redo),
                        ("save", self.doc is not None), ("play", self.doc is not None and bool(self.doc.game))):
            b = self.widgets.get(key)
            if b is not None and b.is_enabled != ok:
                b.enable() if ok else b.disable()

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
            e.set_text(str(value))
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
            entry("map_size", "size", f"{_fmt(size[0])}, {_fmt(size[1])}")
            entry("map_game", "game", self.doc.game)
            meta = self.doc.doc.get("meta")
            entry("map_title", "title", meta.get("title", "") if isinstance(meta, dict) else "")
            caption(f"kind: {self.doc.kind}", y)
            y += row
            n = {s: self.doc.count(s) for s in ("locations", "areas", "edges")}
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
            caption(f"from  {item.get('a', '?')}", y)
            y += row
            caption(f"to      {item.get('b', '?')}", y)
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
            entry("pos", "pos", ", ".join(_fmt(v) for v in pos) if isinstance(pos, list) else str(pos))
        elif "rect" in item:
            entry("rect", "rect", ", ".join(_fmt(v) for v in r) if r else "")
        else:
            caption("polygon: drag its points; corner handles scale it", y)
            y += row
        if section == "locations":
            tags = item.get("tags", {}) if isinstance(item.get("tags"), dict) else {}
            entry("tags", "tags", _tags_text(tags))
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

    # -- input ---------------------------------------------------------------------------------------
    def _typing(self) -> bool:
        return any(isinstance(wdg, pygame_gui.elements.UITextEntryLine) and wdg.is_focused
                   for wdg in self._prop_widgets.values())

    def handle(self, inp) -> bool:
        try:
            return self._handle(inp)
        except EditError as exc:
            self.say(str(exc))
            return True

    def _handle(self, inp) -> bool:
        if inp.kind == "ui":
            return self._handle_ui(inp)
        if self.doc is None:
            if inp.is_key(pygame.K_ESCAPE):
                self.back()
                return True
            return False
        if inp.kind in ("mouse_down", "mouse_up", "mouse_move", "wheel") and inp.pos is not None:
            self.mouse = inp.pos
            return self._handle_mouse(inp)
        if inp.kind == "key_up" and inp.key == pygame.K_SPACE:
            self.space = False
        if inp.kind == "key_down":
            if self._typing():
                return False
            return self._handle_key(inp)
        return False

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
            self.copy_selection()
            self.paste()
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

    def _apply_field(self, field: str, text: str) -> None:
        text = text.strip()
        doc = self.doc
        if field.startswith("map_"):
            if field == "map_id":
                doc.set_top("id", text)
            elif field == "map_size":
                doc.set_top("size", [_parse_num(v) for v in _parse_list(text, 2)])
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
            vals = [_parse_num(v) for v in _parse_list(text, 4)]
            doc.set_rect(ref, vals)
        elif field == "pos":
            vals = [_parse_num(v) for v in _parse_list(text, 2)]
            doc.set_field(ref, "pos", vals)
        elif field == "tags":
            doc.set_tags(ref, _parse_tags(text))
        elif field == "slot_kind":
            doc.set_field(ref, "kind", text or None)
        else:
            doc.set_field(ref, field, text if field == "id" else (text or None))
        self._changed()

    def _handle_key(self, inp) -> bool:
        k, mod = inp.key, inp.mod
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        if ctrl:
            if k == pygame.K_z:
                self.redo() if shift else self.undo()
            elif k == pygame.K_y:
                self.redo()
            elif k == pygame.K_s:
                self.save()
            elif k == pygame.K_c:
                self.copy_selection()
            elif k == pygame.K_v:
                self.paste()
            elif k == pygame.K_d:
                self.copy_selection()
                self.paste()
            elif k == pygame.K_a:
                self.selection = [(s, i) for s in ("locations", "areas", "slots", "edges")
                                  for i in range(self.doc.count(s))]
            elif k == pygame.K_o:
                self.open_dialog()
            else:
                return False
            self._update_toolbar()
            return True
        if k == pygame.K_ESCAPE:
            if self.drag is not None:
                self.doc.cancel_gesture()
                self.drag = None
            elif self.selection:
                self.selection = []
            elif self.tool != "select":
                self.set_tool("select")
            else:
                self.back()
            return True
        if k in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.delete_selection()
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = (self.grid if self.snap_on else 1) * (10 if shift else 1)
            dx = {pygame.K_LEFT: -step, pygame.K_RIGHT: step}.get(k, 0)
            dy = {pygame.K_UP: -step, pygame.K_DOWN: step}.get(k, 0)
            refs = [r for r in self.selection if r[0] != "edges" and self.doc.exists(r)]
            if refs:
                self.doc.move(refs, dx, dy)
                self._changed()
            return True
        keymap = {pygame.K_v: "select", pygame.K_l: "location", pygame.K_a: "area", pygame.K_e: "edge",
                  pygame.K_t: "slot"}
        if k in keymap:
            self.set_tool(keymap[k])
            return True
        if k == pygame.K_g:
            self._button("snap")
            return True
        if k == pygame.K_f:
            self.zoom, self.pan = 1.0, [0.0, 0.0]
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_at(self.rects()["canvas"].center, 1.25)
            return True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_at(self.rects()["canvas"].center, 0.8)
            return True
        if k == pygame.K_SPACE:
            self.space = True
            return True
        return False

    def _handle_mouse(self, inp) -> bool:
        canvas = self.rects()["canvas"]
        pos = inp.pos
        if inp.kind == "wheel":
            side = self.rects()["side"]
            if side.collidepoint(pos) and pos[1] > self._validation_top():
                self.problem_scroll = max(0, self.problem_scroll - inp.wheel[1])
                return True
            if canvas.collidepoint(pos):
                self.zoom_at(pos, 1.15 ** inp.wheel[1])
                return True
            return False
        if inp.kind == "mouse_down":
            if self._click_problem(pos):
                return True
            if not canvas.collidepoint(pos):
                return False
            if inp.button in (2, 3) or (inp.button == 1 and self.space):
                self.drag = {"mode": "pan", "start": pos, "pan": list(self.pan)}
                return True
            if inp.button != 1:
                return False
            return self._press(pos, bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
        if inp.kind == "mouse_move":
            if self.drag is not None and inp.raw is not None and not any(inp.buttons):
                self._release(pos)  # the button went up over a panel widget, which kept the event
                return True
            if self.drag is not None:
                self._drag_to(pos)
            return self.drag is not None
        if inp.kind == "mouse_up":
            if self.drag is not None:
                self._release(pos)
                return True
        return False

    def _press(self, pos, shift: bool) -> bool:
        lp = self.to_layout(pos)
        if self.tool in ("location", "area"):
            self.drag = {"mode": "create", "start": pos, "a": (self.snapv(lp[0]), self.snapv(lp[1])),
                         "b": (self.snapv(lp[0]), self.snapv(lp[1]))}
            return True
        if self.tool == "slot":
            under = self._smallest_at(lp, "locations") or self._smallest_at(lp, "areas")
            at = self.doc.get(*under).get("id", "") if under else ""
            ref = self.doc.add_slot((self.snapv(lp[0]), self.snapv(lp[1])), at if isinstance(at, str) else "")
            self.selection = [ref]
            self._changed()
            return True
        if self.tool == "edge":
            ref = self.location_at(pos)
            if ref:
                self.drag = {"mode": "edge", "start": pos, "from": ref, "to": pos}
            else:
                self.say("Drag from one location to another to join them")
            return True
        vertex = self.vertex_at(pos)
        if vertex is not None:
            self.doc.begin_gesture()
            self.drag = {"mode": "vertex", "start": pos, "ref": self.selection[0], "k": vertex}
            return True
        handle = self.handle_at(pos)
        if handle:
            ref = self.selection[0]
            self.doc.begin_gesture()
            self.drag = {"mode": "resize", "start": pos, "handle": handle, "ref": ref, "rect": self.doc.rect_of(ref)}
            return True
        ref = self.hit(pos)
        if ref is None:
            self.drag = {"mode": "box", "start": pos, "to": pos, "add": shift, "base": list(self.selection)}
            if not shift:
                self.selection = []
            return True
        if shift:
            if ref in self.selection:
                self.selection.remove(ref)
            else:
                self.selection.append(ref)
            return True
        if ref not in self.selection:
            self.selection = [ref]
        movable = [r for r in self.selection if r[0] != "edges"]
        if movable:
            self.doc.begin_gesture()
            self.drag = {"mode": "move", "start": pos, "rects": {r: self.doc.rect_of(r) for r in movable},
                         "moved": False}
        return True

    def _drag_to(self, pos) -> None:
        d = self.drag
        mode = d["mode"]
        scale, _ = self.view_transform()
        if mode == "pan":
            self.pan = [d["pan"][0] + pos[0] - d["start"][0], d["pan"][1] + pos[1] - d["start"][1]]
        elif mode == "create":
            lp = self.to_layout(pos)
            d["b"] = (self.snapv(lp[0]), self.snapv(lp[1]))
        elif mode == "edge":
            d["to"] = pos
        elif mode == "box":
            d["to"] = pos
            box = _norm_rect(self.to_layout(d["start"]), self.to_layout(pos))
            inside = []
            for section in ("locations", "areas", "slots"):
                for i in range(self.doc.count(section)):
                    r = self.doc.rect_of((section, i))
                    if r and box[0] <= r[0] and box[1] <= r[1] and r[0] + r[2] <= box[0] + box[2] \
                            and r[1] + r[3] <= box[1] + box[3]:
                        inside.append((section, i))
            self.selection = list(dict.fromkeys((d["base"] if d["add"] else []) + inside))
        elif mode == "move":
            dx = (pos[0] - d["start"][0]) / scale
            dy = (pos[1] - d["start"][1]) / scale
            if not d["moved"] and math.hypot(pos[0] - d["start"][0], pos[1] - d["start"][1]) < 4:
                return
            d["moved"] = True
            first = next(iter(d["rects"].values()))
            if first is None:
                return
            # snap the first item's corner; everything moves by the same amount
            sdx = self.snapv(first[0] + dx) - first[0]
            sdy = self.snapv(first[1] + dy) - first[1]
            self.doc.preview_rects({r: (v[0] + sdx, v[1] + sdy, v[2], v[3]) for r, v in d["rects"].items() if v})
        elif mode == "vertex":
            lp = self.to_layout(pos)
            self.doc.preview_point(d["ref"], d["k"], (self.snapv(lp[0]), self.snapv(lp[1])))
        elif mode == "resize":
            x, y, w, h = d["rect"]
            lp = self.to_layout(pos)
            px, py = self.snapv(lp[0]), self.snapv(lp[1])
            x0, y0, x1, y1 = x, y, x + w, y + h
            if "l" in d["handle"]:
                x0 = min(px, x1 - 10)
            else:
                x1 = max(px, x0 + 10)
            if "t" in d["handle"]:
                y0 = min(py, y1 - 10)
            else:
                y1 = max(py, y0 + 10)
            self.doc.preview_rects({d["ref"]: (x0, y0, x1 - x0, y1 - y0)})

    def _release(self, pos) -> None:
        d, self.drag = self.drag, None
        mode = d["mode"]
        if mode == "create":
            x, y, w, h = _norm_rect(d["a"], d["b"])
            if w < 20 or h < 20:  # a click: a default-sized one there
                w, h = (240, 160) if self.tool == "location" else (200, 120)
            if self.tool == "location":
                ref = self.doc.add_location((x, y, w, h))
            else:
                ref = self.doc.add_area((x, y, w, h), self.area_kind)
            self.selection = [ref]
            self._changed()
        elif mode == "edge":
            target = self.location_at(pos)
            if target and target != d["from"]:
                a = self.doc.get(*d["from"]).get("id")
                b = self.doc.get(*target).get("id")
                ref = self.doc.add_edge(a, b, self.edge_kind)
                self.selection = [ref]
                self.say(f"Edge {a} -> {b} ({self.edge_kind}); choose its kind in the panel")
                self._changed()
        elif mode == "move":
            self.doc.end_gesture("Move")
            self._changed()
        elif mode == "resize":
            self.doc.end_gesture("Resize")
            self._changed()
        elif mode == "vertex":
            self.doc.end_gesture("Move point")
            self._changed()

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

    def zoom_at(self, pos, factor: float) -> None:
        before = self.to_layout(pos)
        self.zoom = max(0.25, min(6.0, self.zoom * factor))
        after = self.to_screen(before)
        self.pan[0] += pos[0] - after[0]
        self.pan[1] += pos[1] - after[1]

    # -- commands -------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.doc and self.doc.in_gesture:
            return
        label = self.doc.undo() if self.doc else None
        self.selection = [r for r in self.selection if self.doc.exists(r)]
        self.say(f"Undid: {label}" if label else "Nothing to undo")
        self._changed()

    def redo(self) -> None:
        if self.doc and self.doc.in_gesture:
            return
        label = self.doc.redo() if self.doc else None
        self.selection = [r for r in self.selection if self.doc.exists(r)]
        self.say(f"Redid: {label}" if label else "Nothing to redo")
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
        ids = {self.doc.get(*r).get("id") for r in refs if r[0] == "locations"}
        for i, e in enumerate(self.doc.plain_items("edges")):
            if e.get("a") in ids and e.get("b") in ids and ("edges", i) not in refs:
                refs.append(("edges", i))
        _CLIPBOARD[:] = self.doc.copy(refs)
        self.say(f"Copied {len(_CLIPBOARD)} item(s)")

    def paste(self) -> None:
        if not _CLIPBOARD:
            self.say("The clipboard is empty")
            return
        self.selection = self.doc.paste(list(_CLIPBOARD), offset=self.grid * 2 if self.snap_on else 20)
        self.say(f"Pasted {len(self.selection)} item(s)")
        self._changed()

    def play(self) -> None:
        from . import play

        _LAST["doc"] = self.doc
        try:
            play.play(self.app, self.doc)
        except Exception as exc:
            report_error(self.app, "Could not play on this map", exc)

    def select_problem(self, problem) -> None:
        ref = problem.ref
        if ref and ref[0] in ("locations", "areas", "edges", "slots") and self.doc.exists(ref):
            self.selection = [ref]
            r = self.doc.rect_of(ref)
            if r is None and ref[0] == "edges":
                e = self.doc.get(*ref)
                a, b = self.centre_of(e.get("a")), self.centre_of(e.get("b"))
                pts = [p for p in (a, b) if p]
                if pts:
                    r = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts), 0, 0)
            if r is not None:  # bring it into view
                canvas = self.rects()["canvas"]
                cx, cy = self.to_screen((r[0] + r[2] / 2, r[1] + r[3] / 2))
                if not canvas.inflate(-self.s(60), -self.s(60)).collidepoint(cx, cy):
                    self.pan[0] += canvas.centerx - cx
                    self.pan[1] += canvas.centery - cy
        else:
            self.selection = []
        self.say(str(problem))

    def _click_problem(self, pos) -> bool:
        for rect, problem in self._problem_rects:
            if rect.collidepoint(pos):
                self.select_problem(problem)
                return True
        return False

    # -- per frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._started and self.app is not None and self.app.top is self:
            self._start()
        if self.doc is None:
            return
        self._refresh()
        self._update_toolbar()
        key = (tuple(self.selection), self.doc.version)
        if key != self._props_key and not self.doc.in_gesture and not self._typing():
            self._props_key = key
            self._build_props()
        if self.doc.dirty and self._recovered_version != self.doc.version and not self.doc.in_gesture \
                and self.time - self.last_change >= RECOVERY_IDLE:
            self._write_recovery()
        if not self.doc.dirty and self._recovered_version is not None:
            recovery.clear(self.recovery_name)
            self._recovered_version = None

    def _validation_top(self) -> int:
        side = self.rects()["side"]
        return side.y + int(side.h * 0.56)

    def draw(self, surface) -> None:
        r = self.rects()
        surface.fill(theme.BG)
        self._draw_canvas(surface, r["canvas"])
        # toolbar, side and status bars
        pygame.draw.rect(surface, theme.PANEL, r["toolbar"])
        pygame.draw.line(surface, theme.PANEL_EDGE, r["toolbar"].bottomleft, r["toolbar"].bottomright, 1)
        pygame.draw.rect(surface, theme.PANEL, r["side"])
        pygame.draw.line(surface, theme.PANEL_EDGE, r["side"].topleft, r["side"].bottomleft, 1)
        self._draw_props(surface, r["side"])
        self._draw_validation(surface, r["side"])
        self._draw_status(surface, r["status"])

    def _draw_canvas(self, surface, canvas) -> None:
        surface.set_clip(canvas)
        pygame.draw.rect(surface, (18, 15, 17), canvas)
        if self.doc is None:
            theme.blit_text(surface, "Open a map or start from a template", "sans", self.s(20), canvas.center,
                            theme.ASH, anchor="center", shadow=False)
            surface.set_clip(None)
            return
        scale, offset = self.view_transform()
        size = self.doc.size
        board = self.rect_to_screen((0, 0, size[0], size[1]))
        bg = self.layout.background if self.layout is not None else {}
        felt = lv_mod.style.colour(bg.get("felt"), lv_mod.style.FELT)
        wood = lv_mod.style.colour(bg.get("wood"), lv_mod.style.WOOD)
        pygame.draw.rect(surface, wood, board.inflate(self.s(10), self.s(10)), border_radius=self.s(6))
        pygame.draw.rect(surface, felt, board)
        if self.snap_on and self.grid * scale >= 6:
            self._draw_grid(surface, board, scale)
        if self.layout is not None:
            view = LayoutView(self.layout, canvas)
            view.scale, view.offset = scale, offset
            for area in self.layout.areas.values():
                try:
                    view._draw_area(surface, area, True, True, None)
                except Exception:
                    pygame.draw.rect(surface, theme.ASH, view.rect_to_screen(area.rect), 1)
            if self.layout.locations:
                view._draw_edges(surface)
                for loc in self.layout.locations.values():
                    view._draw_location(surface, loc, True, None)
        self._draw_slots(surface)
        self._draw_marks(surface)
        self._draw_gesture(surface)
        surface.set_clip(None)

    def _draw_grid(self, surface, board, scale) -> None:
        step = self.grid * scale
        while step < 14:
            step *= 5
        col = (255, 255, 255, 18)
        layer = pygame.Surface(board.size, pygame.SRCALPHA)
        x = 0.0
        while x <= board.w:
            pygame.draw.line(layer, col, (round(x), 0), (round(x), board.h))
            x += step
        y = 0.0
        while y <= board.h:
            pygame.draw.line(layer, col, (0, round(y)), (board.w, round(y)))
            y += step
        surface.blit(layer, board)

    def _draw_slots(self, surface) -> None:
        for i in range(self.doc.count("slots")):
            r = self.doc.rect_of(("slots", i))
            if r:
                c = self.to_screen((r[0] + r[2] / 2, r[1] + r[3] / 2))
                pygame.draw.circle(surface, theme.GOLD, c, max(4, self.s(6)), 2)

    def _draw_marks(self, surface) -> None:
        """Problems in red, the selection in gold with resize handles on a single item."""
        bad = {p.ref for p in self.problems if p.ref}
        for ref in bad:
            if ref[0] in ("locations", "areas", "slots") and self.doc.exists(ref):
                r = self.doc.rect_of(ref)
                if r:
                    pygame.draw.rect(surface, PROBLEM, self.rect_to_screen(r).inflate(6, 6), 2, border_radius=4)
            elif ref[0] == "edges" and self.doc.exists(ref):
                self._draw_edge_line(surface, ref, PROBLEM, 3)
        for ref in self.selection:
            if not self.doc.exists(ref):
                continue
            if ref[0] == "edges":
                self._draw_edge_line(surface, ref, SELECT, 5)
                continue
            r = self.doc.rect_of(ref)
            if not r:
                continue
            sr = self.rect_to_screen(r)
            pygame.draw.rect(surface, SELECT, sr.inflate(4, 4), 2)
            poly = self.doc.polygon_of(ref) if ref[0] == "locations" and len(self.selection) == 1 else None
            for p in poly or []:
                pygame.draw.circle(surface, (20, 16, 14), self.to_screen(p), HANDLE)
                pygame.draw.circle(surface, SELECT, self.to_screen(p), HANDLE, 2)
            if len(self.selection) == 1:
                for p in (sr.topleft, sr.topright, sr.bottomleft, sr.bottomright):
                    h = pygame.Rect(0, 0, HANDLE * 2, HANDLE * 2)
                    h.center = p
                    pygame.draw.rect(surface, (20, 16, 14), h)
                    pygame.draw.rect(surface, SELECT, h, 2)

    def _draw_edge_line(self, surface, ref, colour, width) -> None:
        e = self.doc.get(*ref)
        a, b = self.centre_of(e.get("a")), self.centre_of(e.get("b"))
        if a and b:
            pygame.draw.line(surface, colour, self.to_screen(a), self.to_screen(b), width)
        elif a or b:
            p = self.to_screen(a or b)
            pygame.draw.circle(surface, colour, p, 10, width)

    def _draw_gesture(self, surface) -> None:
        d = self.drag
        if d is None:
            return
        if d["mode"] == "create":
            r = self.rect_to_screen(_norm_rect(d["a"], d["b"]))
            pygame.draw.rect(surface, SELECT, r, 2, border_radius=4)
        elif d["mode"] == "box":
            r = pygame.Rect(min(d["start"][0], d["to"][0]), min(d["start"][1], d["to"][1]),
                            abs(d["to"][0] - d["start"][0]), abs(d["to"][1] - d["start"][1]))
            layer = pygame.Surface(r.size, pygame.SRCALPHA) if r.w and r.h else None
            if layer:
                layer.fill((240, 200, 90, 30))
                surface.blit(layer, r)
            pygame.draw.rect(surface, SELECT, r, 1)
        elif d["mode"] == "edge":
            r = self.doc.rect_of(d["from"]) if self.doc.exists(d["from"]) else None
            if r:
                a = self.to_screen((r[0] + r[2] / 2, r[1] + r[3] / 2))
                pygame.draw.line(surface, SELECT, a, d["to"], 3)
                pygame.draw.circle(surface, SELECT, d["to"], 6)

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

    def _draw_validation(self, surface, side) -> None:
        top = self._validation_top()
        x = side.x + self.s(14)
        w = side.w - self.s(28)
        pygame.draw.line(surface, theme.PANEL_EDGE, (side.x + self.s(8), top), (side.right - self.s(8), top), 1)
        n = len(self.problems)
        if self.doc is None:
            title, col = "Validation", theme.BONE
        elif n:
            title, col = f"Validation: {n} problem{'s' if n != 1 else ''}", PROBLEM
        else:
            title, col = "Validation: no problems", theme.SICK_GREEN
        theme.blit_text(surface, title, "serif", self.s(17), (x, top + self.s(8)), col, shadow=False)
        y = top + self.s(36)
        self._problem_rects = []
        if self.doc is not None and not n:
            theme.blit_text(surface, "The game will load this map.", "sans", self.s(13), (x, y), theme.BONE_DIM,
                            shadow=False)
        font = fonts.get("sans", self.s(13))
        line_h = font.get_linesize()
        self.problem_scroll = min(self.problem_scroll, max(0, n - 1))
        for p in self.problems[self.problem_scroll:]:
            where = p.key or "file"
            if p.line:
                where += f" (line {p.line})"
            lines = [where] + common.wrap(p.message, font, w - self.s(12))
            h = len(lines) * line_h + self.s(8)
            if y + h > side.bottom - self.s(4):
                theme.blit_text(surface, "… scroll for more", "sans", self.s(12), (x, y), theme.ASH, shadow=False)
                break
            rect = pygame.Rect(x - self.s(4), y, w + self.s(8), h)
            hover = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, (60, 20, 24) if hover else (36, 18, 21), rect, border_radius=self.s(4))
            pygame.draw.rect(surface, PROBLEM, (rect.x, rect.y, self.s(3), rect.h))
            ty = y + self.s(4)
            for i, line in enumerate(lines):
                surface.blit(font.render(line, True, theme.GOLD if i == 0 else theme.BONE),
                             (x + self.s(6), ty))
                ty += line_h
            self._problem_rects.append((rect, p))
            y += h + self.s(5)

    def _draw_status(self, surface, rect) -> None:
        pygame.draw.rect(surface, theme.BLACK, rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
        name = self.doc_name() + (" *" if self.doc is not None and self.doc.dirty else "")
        tool = dict((k, t) for k, t, _ in TOOLS)[self.tool]
        right = f"{tool} tool   grid {'on' if self.snap_on else 'off'}   zoom {self.zoom * 100:.0f}%"
        if self.doc is not None:
            lx, ly = self.to_layout(self.mouse)
            right = f"{lx:.0f}, {ly:.0f}   " + right
        theme.blit_text(surface, name, "sans", self.s(13), (self.s(10), rect.centery), theme.BONE, anchor="midleft",
                        shadow=False)
        rr = theme.blit_text(surface, right, "sans", self.s(13), (rect.right - self.s(10), rect.centery),
                             theme.BONE_DIM, anchor="midright", shadow=False)
        if self.status and self.time - self.status_time < 8:
            nx = self.s(10) + fonts.get("sans", self.s(13)).size(name)[0] + self.s(30)
            text, px = theme.fit_text(self.status, "sans", self.s(13), max(10, rr.x - nx - self.s(20)))
            theme.blit_text(surface, text, "sans", px, (nx, rect.centery), theme.GOLD, anchor="midleft",
                            shadow=False)


# -- helpers ------------------------------------------------------------------------------------------


def _seg_dist(p, a, b, with_t: bool = False):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
    d = math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))
    return (d, t) if with_t else d


def _norm_rect(a, b) -> tuple:
    return (min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]), abs(b[1] - a[1]))


def _fmt(v) -> str:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return str(v)
    return str(int(f)) if f == int(f) else f"{f:g}"


def _parse_list(text: str, n: int) -> list:
    parts = [p for p in text.replace("[", " ").replace("]", " ").replace(",", " ").split() if p]
    if len(parts) != n:
        raise EditError(f"expected {n} numbers, got {text!r}")
    return parts


def _parse_num(text: str):
    try:
        f = float(text)
    except ValueError:
        raise EditError(f"not a number: {text!r}") from None
    if not math.isfinite(f):
        raise EditError(f"not a number: {text!r}")
    return int(f) if f == int(f) else f


def _tags_text(tags: dict) -> str:
    import tomlkit

    return ", ".join(f"{k} = {tomlkit.item(v).as_string()}" for k, v in tags.items())


def _parse_tags(text: str) -> dict:
    """`search = "key", hiding = true` (a bare word value is taken as a string)."""
    import sys

    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    text = text.strip()
    if not text:
        return {}
    try:
        return dict(tomllib.loads(f"t = {{ {text} }}")["t"])
    except tomllib.TOMLDecodeError:
        pass
    out = {}
    for part in text.split(","):
        k, _, v = part.partition("=")
        k, v = k.strip(), v.strip().strip('"')
        if not k:
            continue
        out[k] = {"true": True, "false": False}.get(v.lower(), v) if v else True
    if not out:
        raise EditError(f"cannot read the tags {text!r}")
    return out
