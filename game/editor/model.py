"""The editable map document: a tomlkit document edited in place, with undo and redo. No pygame.

Every edit goes through `Document._edit`, which snapshots the TOML text before and after: undo puts
back the exact text (byte for byte) and redo the exact edited text. The tomlkit document is changed
in place (never re-serialised from dataclasses), so comments, key order and every untouched line of
a hand-edited file survive a save.

Items are addressed as `(section, index)` in file order: section is "locations", "areas", "edges"
or "slots" (the `[[...]]` arrays of maps/README.md), index the position in that array.
"""
from __future__ import annotations

import copy as _copy
import re
from pathlib import Path
from typing import Callable, Iterable, Optional

import tomlkit
from tomlkit.items import AoT, InlineTable, Table

SECTIONS = ("locations", "areas", "edges", "slots")
EDGE_KINDS = ("door", "open", "oneway", "secret")
AREA_KINDS = ("pile", "hand", "track", "tray", "camp", "log", "prompt", "panel", "label", "chips", "cards",
              "card", "dice", "button", "slot")
COMMON_TAGS = ("search", "exit", "hiding", "peek", "start")
MAX_UNDO = 500



def put_key(table, key: str, value) -> None:
    """Set a key of a tomlkit table. A NEW key goes before the table's trailing blank lines:
    tomlkit appends after them otherwise, which can glue the key to the next [[header]] and
    write text that no longer parses."""
    if key in table:
        table[key] = value
        return
    from tomlkit.items import Whitespace

    body = table.value.body
    trailing = []
    while body and body[-1][0] is None and isinstance(body[-1][1], Whitespace):
        trailing.insert(0, body.pop()[1])
    table[key] = value
    if trailing:
        added = body[-1][1]
        if not added.trivia.trail.endswith("\n"):
            added.trivia.trail = "\n"  # its own line end; the blank lines follow as before
    for ws in trailing:
        body.append((None, ws))  # back after the new key (key-less entries are not in tomlkit's key map)

class EditError(ValueError):
    """An edit that cannot be made (an unknown item, a bad value); the document is left unchanged."""


def _plain(value):
    """tomlkit item -> plain Python value (dicts, lists, str, int, float, bool)."""
    if hasattr(value, "unwrap"):
        return value.unwrap()
    return value


def _num(v):
    """Layout units are written as ints when whole, else rounded to 0.1."""
    f = float(v)
    return int(round(f)) if abs(f - round(f)) < 1e-6 else round(f, 1)


def _inline(values: dict) -> InlineTable:
    """An inline table written in the maps/ style: `{ a = 1, b = "x" }`."""
    if not values:
        return tomlkit.parse("t = {}")["t"]
    body = ", ".join(f"{_key(k)} = {tomlkit.item(v).as_string()}" for k, v in values.items())
    return tomlkit.parse(f"t = {{ {body} }}")["t"]


def _key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_\-]+", k) else tomlkit.item(k).as_string()


class Document:
    """One layout file being edited."""

    def __init__(self, text: str, path: Optional[Path] = None, saved_text: Optional[str] = None):
        self.path = Path(path) if path else None
        self.doc = tomlkit.parse(text)
        self.saved_text = text if saved_text is None else saved_text
        self.undo_stack: list = []  # (label, text before, text after)
        self.redo_stack: list = []
        self.version = 0
        self._text_cache = (None, None)
        self.listeners: list = []

    # -- opening and text ----------------------------------------------------------------------
    @classmethod
    def open(cls, path) -> "Document":
        path = Path(path)
        return cls(path.read_text(encoding="utf-8"), path)

    @property
    def text(self) -> str:
        if self._text_cache[0] != self.version:
            self._text_cache = (self.version, tomlkit.dumps(self.doc))
        return self._text_cache[1]

    @property
    def dirty(self) -> bool:
        return self.text != self.saved_text

    def mark_saved(self, path=None) -> None:
        if path is not None:
            self.path = Path(path)
        self.saved_text = self.text

    @property
    def layout_id(self) -> str:
        return str(self.doc.get("id", self.path.stem if self.path else "map"))

    @property
    def kind(self) -> str:
        return str(self.doc.get("kind", ""))

    @property
    def game(self) -> str:
        meta = self.doc.get("meta")
        return str(meta.get("game", "")) if isinstance(meta, dict) else ""

    @property
    def size(self) -> tuple:
        snap = self._snapshot()
        if "_size" not in snap:
            s = _plain(self.doc.get("size", [1000, 600]))
            try:
                snap["_size"] = (float(s[0]), float(s[1])) if float(s[0]) > 0 and float(s[1]) > 0 else (1000.0, 600.0)
            except (TypeError, ValueError, IndexError, KeyError):
                snap["_size"] = (1000.0, 600.0)
        return snap["_size"]

    # -- reading items -------------------------------------------------------------------------
    def items(self, section: str) -> list:
        """The tomlkit tables of a section (for edits; read through plain_items, which is cached)."""
        arr = self.doc.get(section)
        return list(arr) if isinstance(arr, (AoT, list)) else []

    def _snapshot(self) -> dict:
        """Plain copies of every section and an id index, rebuilt once per document version
        (reading through tomlkit items is slow; the canvas reads these many times a frame)."""
        snap = getattr(self, "_snap", None)
        if snap is not None and snap[0] == self.version:
            return snap[1]
        data = {}
        for section in SECTIONS + ("seating",):
            arr = self.doc.get(section)
            data[section] = [_plain(t) if isinstance(t, dict) else None for t in arr] \
                if isinstance(arr, (AoT, list)) else []
        index = {}
        for section in ("locations", "areas", "slots"):
            for i, t in enumerate(data[section]):
                if isinstance(t, dict) and isinstance(t.get("id"), str):
                    index.setdefault(t["id"], (section, i))
        data["_ids"] = index
        self._snap = (self.version, data)
        return data

    def plain_items(self, section: str) -> list:
        return [t if isinstance(t, dict) else {} for t in self._snapshot().get(section, [])]

    def count(self, section: str) -> int:
        return len(self._snapshot().get(section, []))

    def item(self, section: str, index: int):
        arr = self.items(section)
        if not 0 <= index < len(arr) or not isinstance(arr[index], dict):
            raise EditError(f"no {section}[{index}]")
        return arr[index]

    def get(self, section: str, index: int) -> dict:
        """A plain (read-only, cached) copy of one item."""
        arr = self._snapshot().get(section, [])
        if not 0 <= index < len(arr) or not isinstance(arr[index], dict):
            raise EditError(f"no {section}[{index}]")
        return arr[index]

    def exists(self, ref) -> bool:
        section, index = ref
        return section in SECTIONS and 0 <= index < self.count(section)

    def ids(self) -> set:
        return set(self._snapshot()["_ids"])

    def find_id(self, item_id: str) -> Optional[tuple]:
        return self._snapshot()["_ids"].get(item_id)

    def unique_id(self, base: str, taken: Optional[set] = None) -> str:
        base = re.sub(r"[^A-Za-z0-9_\-]", "_", base) or "item"
        taken = self.ids() if taken is None else taken
        if base not in taken:
            return base
        stem = re.sub(r"_\d+$", "", base)
        n = 2
        while f"{stem}_{n}" in taken:
            n += 1
        return f"{stem}_{n}"

    def rect_of(self, ref) -> Optional[tuple]:
        """The item's rect (a polygon's bounds) in layout units, or None (edges, broken data)."""
        section, index = ref
        if section == "edges":
            return None
        t = self.get(section, index)
        try:
            if "rect" in t:
                x, y, w, h = (float(v) for v in t["rect"])
                return (x, y, w, h)
            if "polygon" in t:
                xs = [float(p[0]) for p in t["polygon"]]
                ys = [float(p[1]) for p in t["polygon"]]
                return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            if "pos" in t:
                x, y = (float(v) for v in t["pos"])
                return (x - 8, y - 8, 16, 16)
        except (TypeError, ValueError, KeyError, IndexError):
            return None
        return None

    # -- the edit funnel -------------------------------------------------------------------------
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

    # -- gestures: a drag changes the document live and becomes ONE undo step when it ends -----------
    _gesture: Optional[str] = None

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

    def replace_text(self, text: str, label: str = "Replace") -> None:
        """Swap the whole document (an undoable edit): recovery, revert."""
        tomlkit.parse(text)  # raises on bad TOML before anything changes

        def do():
            self.doc = tomlkit.parse(text)

        self._edit(label, do)

    # -- helpers for the edits -------------------------------------------------------------------
    def _array(self, section: str) -> AoT:
        arr = self.doc.get(section)
        if isinstance(arr, AoT):
            return arr
        if arr is not None:
            raise EditError(f"'{section}' is not an array of tables in this file")
        arr = tomlkit.aot()
        self.doc.append(section, arr)
        return arr

    @staticmethod
    def _table(values: dict) -> Table:
        t = tomlkit.table()
        for k, v in values.items():
            if isinstance(v, dict):
                t[k] = _inline(v)
            else:
                t[k] = v
        t.add(tomlkit.nl())  # a blank line before the next [[header]], like the hand-written files
        return t

    # -- edits -----------------------------------------------------------------------------------
    def add_location(self, rect, loc_id: str = "", name: str = "", zone: str = "", tags: Optional[dict] = None) -> tuple:
        def do():
            lid = self.unique_id(loc_id or "location")
            values = {"id": lid, "name": name or lid.replace("_", " ").title()}
            if zone:
                values["zone"] = zone
            values["rect"] = [_num(v) for v in rect]
            if tags:
                values["tags"] = dict(tags)
            arr = self._array("locations")
            arr.append(self._table(values))
            return ("locations", len(arr) - 1)

        return self._edit("Add location", do)

    def add_area(self, rect, kind: str = "panel", area_id: str = "", label: str = "") -> tuple:
        if kind not in AREA_KINDS:
            raise EditError(f"unknown area kind '{kind}'")

        def do():
            aid = self.unique_id(area_id or kind)
            values = {"id": aid, "kind": kind, "rect": [_num(v) for v in rect]}
            if label:
                values["label"] = label
            arr = self._array("areas")
            arr.append(self._table(values))
            return ("areas", len(arr) - 1)

        return self._edit("Add area", do)

    def add_edge(self, a: str, b: str, kind: str = "open") -> tuple:
        if kind not in EDGE_KINDS:
            raise EditError(f"unknown edge kind '{kind}'")
        if a == b:
            raise EditError("an edge cannot join a location to itself")

        def do():
            arr = self._array("edges")
            arr.append(self._table({"a": a, "b": b, "kind": kind}))
            return ("edges", len(arr) - 1)

        return self._edit("Add edge", do)

    def add_slot(self, pos, at: str = "", slot_id: str = "", kind: str = "token") -> tuple:
        def do():
            sid = self.unique_id(slot_id or (f"{at}_slot" if at else "slot"))
            values = {"id": sid}
            if at:
                values["at"] = at
            values["pos"] = [_num(pos[0]), _num(pos[1])]
            if kind:
                values["kind"] = kind
            arr = self._array("slots")
            arr.append(self._table(values))
            return ("slots", len(arr) - 1)

        return self._edit("Add slot", do)

    def polygon_of(self, ref) -> Optional[list]:
        t = self.get(*ref) if self.exists(ref) else {}
        poly = t.get("polygon")
        if "rect" in t or not isinstance(poly, list):
            return None
        try:
            return [(float(p[0]), float(p[1])) for p in poly]
        except (TypeError, ValueError, IndexError):
            return None

    def set_point(self, ref, k: int, point) -> None:
        """Move vertex k of a polygon location."""
        def do():
            self._put_point(ref, k, point)

        self._edit("Move point", do)

    def _put_point(self, ref, k: int, point) -> None:
        poly = self.polygon_of(ref)
        if poly is None or not 0 <= k < len(poly):
            raise EditError(f"{ref[0]}[{ref[1]}] has no polygon point {k}")
        pts = [[_num(x), _num(y)] for x, y in poly]
        pts[k] = [_num(point[0]), _num(point[1])]
        self.item(*ref)["polygon"] = pts

    def preview_point(self, ref, k: int, point) -> None:
        if self._gesture is None:
            raise EditError("preview_point needs begin_gesture first")
        self._put_point(ref, k, point)
        self._changed()

    def set_rect(self, ref, rect) -> None:
        self.set_rects({ref: rect}, "Resize")

    def set_rects(self, rects: dict, label: str = "Move") -> None:
        """Give each item (ref -> (x, y, w, h)) a new rect; a polygon is moved and scaled to fit."""
        def do():
            for ref, rect in rects.items():
                self._put_rect(ref, rect)

        self._edit(label, do)

    def move(self, refs: Iterable, dx: float, dy: float) -> None:
        rects = {}
        for ref in refs:
            r = self.rect_of(ref)
            if r is not None:
                rects[ref] = (r[0] + dx, r[1] + dy, r[2], r[3])
        if rects:
            self.set_rects(rects, "Move")

    def _put_rect(self, ref, rect) -> None:
        section, index = ref
        t = self.item(section, index)
        x, y, w, h = (float(v) for v in rect)
        if w <= 0 or h <= 0:
            raise EditError("width and height must be positive")
        if "polygon" in t and "rect" not in t:
            old = self.rect_of(ref)
            ox, oy, ow, oh = old
            sx = w / ow if ow else 1.0
            sy = h / oh if oh else 1.0
            pts = [[_num(x + (float(p[0]) - ox) * sx), _num(y + (float(p[1]) - oy) * sy)] for p in _plain(t["polygon"])]
            t["polygon"] = pts
        elif "pos" in t and "rect" not in t:
            t["pos"] = [_num(x + w / 2), _num(y + h / 2)]
        else:
            t["rect"] = [_num(x), _num(y), _num(w), _num(h)]

    def set_field(self, ref, key: str, value) -> None:
        """Set (or with value None remove) one key of an item; `id` renames references too."""
        section, index = ref
        if key == "id" and section != "edges":
            self.rename(ref, value)
            return
        if section == "edges" and key == "kind" and value not in EDGE_KINDS:
            raise EditError(f"unknown edge kind '{value}'")
        if section == "areas" and key == "kind" and value not in AREA_KINDS:
            raise EditError(f"unknown area kind '{value}'")

        def do():
            t = self.item(section, index)
            if value is None or value == "" and key not in ("a", "b"):
                if key in t:
                    del t[key]
            else:
                put_key(t, key, _inline(value) if isinstance(value, dict) else value)

        self._edit(f"Set {key}", do)

    def rename(self, ref, new_id: str) -> None:
        """Change an id and every reference to it (edge ends, slots' `at`, seating, support_order)."""
        section, index = ref
        new_id = str(new_id).strip()
        if not re.fullmatch(r"[A-Za-z0-9_\-]+", new_id or ""):
            raise EditError(f"an id is letters, digits, '_' and '-': {new_id!r}")
        old = self.get(section, index).get("id")
        if new_id == old:
            return
        if new_id in self.ids():
            raise EditError(f"the id '{new_id}' is already used")

        def do():
            self.item(section, index)["id"] = new_id
            if not isinstance(old, str):
                return
            for e in self.items("edges"):
                for end in ("a", "b"):
                    if e.get(end) == old:
                        e[end] = new_id
            for s in self.items("slots"):
                if s.get("at") == old:
                    s["at"] = new_id
            for seat in self.items("seating"):
                camps = seat.get("camps")
                if isinstance(camps, list) and old in camps:
                    seat["camps"] = [new_id if c == old else c for c in _plain(camps)]
            meta = self.doc.get("meta")
            if isinstance(meta, dict) and isinstance(meta.get("support_order"), list) and old in meta["support_order"]:
                meta["support_order"] = [new_id if c == old else c for c in _plain(meta["support_order"])]

        self._edit("Rename", do)

    def set_tag(self, ref, tag: str, value) -> None:
        """Set a location tag (`search = "key"`, `exit = "main"`, `hiding = true`); None removes it."""
        section, index = ref
        if not re.fullmatch(r"[A-Za-z0-9_\-]+", tag or ""):
            raise EditError(f"a tag name is letters, digits, '_' and '-': {tag!r}")

        def do():
            t = self.item(section, index)
            tags = dict(_plain(t.get("tags", {})) or {})
            if value is None:
                tags.pop(tag, None)
            else:
                tags[tag] = value
            self._put_tags(t, tags)

        self._edit(f"Tag {tag}", do)

    def set_tags(self, ref, tags: dict) -> None:
        section, index = ref

        def do():
            self._put_tags(self.item(section, index), dict(tags))

        self._edit("Set tags", do)

    @staticmethod
    def _put_tags(t, tags: dict) -> None:
        if not tags:
            if "tags" in t:
                del t["tags"]
            return
        if "tags" in t and isinstance(t["tags"], InlineTable) and _plain(t["tags"]) == tags:
            return
        put_key(t, "tags", _inline(tags))

    def reverse_edge(self, index: int) -> None:
        def do():
            e = self.item("edges", index)
            a, b = e.get("a"), e.get("b")
            e["a"], e["b"] = b, a

        self._edit("Reverse edge", do)

    def delete(self, refs: Iterable) -> None:
        """Delete items; a deleted location takes the edges that touch it along."""
        refs = {tuple(r) for r in refs if self.exists(r)}
        if not refs:
            return

        def do():
            gone_ids = set()
            for section, index in refs:
                if section == "locations":
                    i = self.get(section, index).get("id")
                    if isinstance(i, str):
                        gone_ids.add(i)
            edge_refs = {("edges", i) for i, e in enumerate(self.items("edges"))
                         if e.get("a") in gone_ids or e.get("b") in gone_ids}
            for section, index in sorted(refs | edge_refs, key=lambda r: (r[0], -r[1])):
                arr = self.doc[section]
                del arr[index]
            for section in SECTIONS:
                if section in self.doc and isinstance(self.doc[section], AoT) and len(self.doc[section]) == 0:
                    del self.doc[section]

        self._edit("Delete", do)

    def copy(self, refs: Iterable) -> list:
        """A clipboard: [(section, plain dict)], locations and areas first, then the edges between them."""
        out = []
        for ref in sorted({tuple(r) for r in refs if self.exists(r)}):
            out.append((ref[0], _copy.deepcopy(self.get(*ref))))  # the cached dict is shared: copy
        return out

    def paste(self, clip: list, offset: float = 20) -> list:
        """Add copies of clipboard items with fresh ids, moved by `offset`; returns the new refs."""
        if not clip:
            return []

        def do():
            new_refs, renamed = [], {}
            taken = self.ids()
            for section, values in clip:
                if section == "edges":
                    continue
                v = _copy.deepcopy(values)
                if "id" in v:
                    new = self.unique_id(str(v["id"]), taken)
                    taken.add(new)
                    renamed[v["id"]] = new
                    v["id"] = new
                if "rect" in v:
                    v["rect"] = [_num(v["rect"][0] + offset), _num(v["rect"][1] + offset), v["rect"][2], v["rect"][3]]
                if "polygon" in v:
                    v["polygon"] = [[_num(p[0] + offset), _num(p[1] + offset)] for p in v["polygon"]]
                if "pos" in v:
                    v["pos"] = [_num(v["pos"][0] + offset), _num(v["pos"][1] + offset)]
                if "at" in v and v["at"] in renamed:
                    v["at"] = renamed[v["at"]]
                arr = self._array(section)
                arr.append(self._table(v))
                new_refs.append((section, len(arr) - 1))
            for section, values in clip:
                if section != "edges":
                    continue
                v = _copy.deepcopy(values)
                if v.get("a") in renamed or v.get("b") in renamed:
                    v["a"] = renamed.get(v.get("a"), v.get("a"))
                    v["b"] = renamed.get(v.get("b"), v.get("b"))
                    arr = self._array("edges")
                    arr.append(self._table(v))
                    new_refs.append(("edges", len(arr) - 1))
            return new_refs

        return self._edit("Paste", do)

    def set_meta(self, key: str, value) -> None:
        def do():
            meta = self.doc.get("meta")
            if meta is None:
                meta = tomlkit.table()
                self.doc["meta"] = meta
            if value is None:
                if key in meta:
                    del meta[key]
            else:
                meta[key] = value

        self._edit(f"Set meta.{key}", do)

    def set_top(self, key: str, value) -> None:
        """A top-level key (`id`, `size`)."""
        if key not in ("id", "size", "kind"):
            raise EditError(f"'{key}' is not an editable top-level key")
        if key == "id" and not re.fullmatch(r"[A-Za-z0-9_\-]+", str(value or "")):
            raise EditError(f"a layout id is letters, digits, '_' and '-': {value!r}")
        if key == "size" and not (isinstance(value, list) and len(value) == 2
                                  and all(isinstance(v, (int, float)) and v > 0 for v in value)):
            raise EditError(f"the size is two positive numbers [w, h], got {value!r}")

        def do():
            self.doc[key] = value

        self._edit(f"Set {key}", do)


def snap(value: float, grid: float) -> float:
    return round(value / grid) * grid if grid and grid > 0 else value
