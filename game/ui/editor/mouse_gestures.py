"""Mouse input on the canvas: what a press, drag and release do with each tool (select, location, area, edge, slot)."""
from __future__ import annotations

import math

import pygame

from .geometry import norm_rect


class MouseGestures:
    """Canvas gestures; a drag that edits the document is one undo step (begin/end_gesture)."""

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
        """A left press on the canvas starts the current tool's gesture (every press is handled)."""
        lp = self.to_layout(pos)
        if self.tool in ("location", "area"):
            self.drag = {"mode": "create", "start": pos, "a": self.snap_point(lp), "b": self.snap_point(lp)}
        elif self.tool == "slot":
            self._place_slot(lp)
        elif self.tool == "edge":
            self._start_edge(pos)
        else:
            self._press_select(pos, shift)
        return True

    def _place_slot(self, lp) -> None:
        """A slot is placed at once, `at` the location (else area) under it."""
        under = self._smallest_at(lp, "locations") or self._smallest_at(lp, "areas")
        at = self.doc.get(*under).get("id", "") if under else ""
        ref = self.doc.add_slot(self.snap_point(lp), at if isinstance(at, str) else "")
        self.selection = [ref]
        self._changed()

    def _start_edge(self, pos) -> None:
        ref = self.location_at(pos)
        if ref:
            self.drag = {"mode": "edge", "start": pos, "from": ref, "to": pos}
        else:
            self.say("Drag from one location to another to join them")

    def _press_select(self, pos, shift: bool) -> None:
        """Select tool: a polygon point or resize handle of the selection first, then the item under
        the pointer (Shift toggles it), else a selection box on empty cloth."""
        vertex = self.vertex_at(pos)
        if vertex is not None:
            self.doc.begin_gesture()
            self.drag = {"mode": "vertex", "start": pos, "ref": self.selection[0], "k": vertex}
            return
        handle = self.handle_at(pos)
        if handle:
            ref = self.selection[0]
            self.doc.begin_gesture()
            self.drag = {"mode": "resize", "start": pos, "handle": handle, "ref": ref, "rect": self.doc.rect_of(ref)}
            return
        ref = self.hit(pos)
        if ref is None:
            self.drag = {"mode": "box", "start": pos, "to": pos, "add": shift, "base": list(self.selection)}
            if not shift:
                self.selection = []
            return
        if shift:
            if ref in self.selection:
                self.selection.remove(ref)
            else:
                self.selection.append(ref)
            return
        if ref not in self.selection:
            self.selection = [ref]
        movable = [r for r in self.selection if r[0] != "edges"]
        if movable:
            self.doc.begin_gesture()
            self.drag = {"mode": "move", "start": pos, "rects": {r: self.doc.rect_of(r) for r in movable},
                         "moved": False}

    def _drag_to(self, pos) -> None:
        d = self.drag
        mode = d["mode"]
        scale, _ = self.view_transform()
        if mode == "pan":
            self.pan = [d["pan"][0] + pos[0] - d["start"][0], d["pan"][1] + pos[1] - d["start"][1]]
        elif mode == "create":
            lp = self.to_layout(pos)
            d["b"] = self.snap_point(lp)
        elif mode == "edge":
            d["to"] = pos
        elif mode == "box":
            d["to"] = pos
            box = norm_rect(self.to_layout(d["start"]), self.to_layout(pos))
            inside = []
            for section in ("locations", "areas", "slots"):
                for ref in self.doc.refs(section):
                    r = self.doc.rect_of(ref)
                    if r and box[0] <= r[0] and box[1] <= r[1] and r[0] + r[2] <= box[0] + box[2] \
                            and r[1] + r[3] <= box[1] + box[3]:
                        inside.append(ref)
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
            self.doc.preview_point(d["ref"], d["k"], self.snap_point(lp))
        elif mode == "resize":
            x, y, w, h = d["rect"]
            lp = self.to_layout(pos)
            px, py = self.snap_point(lp)
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
            x, y, w, h = norm_rect(d["a"], d["b"])
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
