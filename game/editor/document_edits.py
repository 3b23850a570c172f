"""The edits a Document offers, each one undo step made in place on the tomlkit document."""
from __future__ import annotations

import copy as _copy
import re
from typing import Iterable, Optional

import tomlkit
from tomlkit.items import AoT, InlineTable, Table

from .document_queries import _numbers
from .map_schema import AREA_KINDS, EDGE_KINDS, SECTIONS, EditError
from .toml_values import inline_table, layout_number, plain_value, put_key


class DocumentEdits:
    """Adding, changing, renaming, deleting and pasting items and top-level keys."""

    def _array(self, section: str) -> AoT:
        arr = self.doc.get(section)
        if isinstance(arr, AoT):
            return arr
        if arr is not None:
            raise EditError(f"'{section}' is not an array of tables in this file")
        arr = tomlkit.aot()
        self.doc.append(section, arr)
        return arr

    def _append(self, section: str, values: dict) -> tuple:
        """Append a new [[section]] table with these values; returns its ref."""
        arr = self._array(section)
        arr.append(self._table(values))
        return (section, len(arr) - 1)

    @staticmethod
    def _table(values: dict) -> Table:
        t = tomlkit.table()
        for k, v in values.items():
            if isinstance(v, dict):
                t[k] = inline_table(v)
            else:
                t[k] = v
        t.add(tomlkit.nl())  # a blank line before the next [[header]], like the hand-written files
        return t

    def add_location(self, rect, loc_id: str = "", name: str = "", zone: str = "", tags: Optional[dict] = None) -> tuple:
        def do():
            lid = self.unique_id(loc_id or "location")
            values = {"id": lid, "name": name or lid.replace("_", " ").title()}
            if zone:
                values["zone"] = zone
            values["rect"] = [layout_number(v) for v in rect]
            if tags:
                values["tags"] = dict(tags)
            return self._append("locations", values)

        return self._edit("Add location", do)

    def add_area(self, rect, kind: str = "panel", area_id: str = "", label: str = "") -> tuple:
        if kind not in AREA_KINDS:
            raise EditError(f"unknown area kind '{kind}'")

        def do():
            aid = self.unique_id(area_id or kind)
            values = {"id": aid, "kind": kind, "rect": [layout_number(v) for v in rect]}
            if label:
                values["label"] = label
            return self._append("areas", values)

        return self._edit("Add area", do)

    def add_edge(self, a: str, b: str, kind: str = "open") -> tuple:
        if kind not in EDGE_KINDS:
            raise EditError(f"unknown edge kind '{kind}'")
        if a == b:
            raise EditError("an edge cannot join a location to itself")

        def do():
            return self._append("edges", {"a": a, "b": b, "kind": kind})

        return self._edit("Add edge", do)

    def add_slot(self, pos, at: str = "", slot_id: str = "", kind: str = "token") -> tuple:
        def do():
            sid = self.unique_id(slot_id or (f"{at}_slot" if at else "slot"))
            values = {"id": sid}
            if at:
                values["at"] = at
            values["pos"] = [layout_number(pos[0]), layout_number(pos[1])]
            if kind:
                values["kind"] = kind
            return self._append("slots", values)

        return self._edit("Add slot", do)

    def set_point(self, ref, k: int, point) -> None:
        """Move vertex k of a polygon location."""
        def do():
            self._put_point(ref, k, point)

        self._edit("Move point", do)

    def _put_point(self, ref, k: int, point) -> None:
        poly = self.polygon_of(ref)
        if poly is None or not 0 <= k < len(poly):
            raise EditError(f"{ref[0]}[{ref[1]}] has no polygon point {k}")
        pts = [[layout_number(x), layout_number(y)] for x, y in poly]
        pts[k] = [layout_number(point[0]), layout_number(point[1])]
        self.item(*ref)["polygon"] = pts

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
            pts = [[layout_number(x + (float(p[0]) - ox) * sx), layout_number(y + (float(p[1]) - oy) * sy)] for p in plain_value(t["polygon"])]
            t["polygon"] = pts
        elif "pos" in t and "rect" not in t:
            t["pos"] = [layout_number(x + w / 2), layout_number(y + h / 2)]
        else:
            t["rect"] = [layout_number(x), layout_number(y), layout_number(w), layout_number(h)]

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
                put_key(t, key, inline_table(value) if isinstance(value, dict) else value)

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
            for _, e in self.tables("edges"):
                for end in ("a", "b"):
                    if e.get(end) == old:
                        e[end] = new_id
            for _, s in self.tables("slots"):
                if s.get("at") == old:
                    s["at"] = new_id
            for _, seat in self.tables("seating"):
                camps = seat.get("camps")
                if isinstance(camps, list) and old in camps:
                    seat["camps"] = [new_id if c == old else c for c in plain_value(camps)]
            meta = self.doc.get("meta")
            if isinstance(meta, dict) and isinstance(meta.get("support_order"), list) and old in meta["support_order"]:
                meta["support_order"] = [new_id if c == old else c for c in plain_value(meta["support_order"])]

        self._edit("Rename", do)

    def set_tag(self, ref, tag: str, value) -> None:
        """Set a location tag (`search = "key"`, `exit = "main"`, `hiding = true`); None removes it."""
        section, index = ref
        if not re.fullmatch(r"[A-Za-z0-9_\-]+", tag or ""):
            raise EditError(f"a tag name is letters, digits, '_' and '-': {tag!r}")

        def do():
            t = self.item(section, index)
            tags = dict(plain_value(t.get("tags", {})) or {})
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
        if "tags" in t and isinstance(t["tags"], InlineTable) and plain_value(t["tags"]) == tags:
            return
        put_key(t, "tags", inline_table(tags))

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
            edge_refs = {("edges", i) for i, e in self.tables("edges")
                         if _ref_id(e.get("a")) in gone_ids or _ref_id(e.get("b")) in gone_ids}
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
                    if isinstance(v["id"], str):
                        renamed[v["id"]] = new
                    v["id"] = new
                # a hand-edited item's geometry may be text or NaN: only numbers are moved, the rest copied as is
                rect = _numbers(v.get("rect"), 4)
                if rect:
                    v["rect"] = [layout_number(rect[0] + offset), layout_number(rect[1] + offset), v["rect"][2], v["rect"][3]]
                points = [_numbers(p, 2) for p in v["polygon"]] if isinstance(v.get("polygon"), list) else [None]
                if points and None not in points:
                    v["polygon"] = [[layout_number(p[0] + offset), layout_number(p[1] + offset)] for p in points]
                pos = _numbers(v.get("pos"), 2)
                if pos:
                    v["pos"] = [layout_number(pos[0] + offset), layout_number(pos[1] + offset)]
                if _ref_id(v.get("at")) in renamed:
                    v["at"] = renamed[v["at"]]
                new_refs.append(self._append(section, v))
            for section, values in clip:
                if section != "edges":
                    continue
                v = _copy.deepcopy(values)
                a, b = _ref_id(v.get("a")), _ref_id(v.get("b"))
                if a in renamed or b in renamed:
                    v["a"] = renamed.get(a, v.get("a"))
                    v["b"] = renamed.get(b, v.get("b"))
                    new_refs.append(self._append("edges", v))
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


def _ref_id(value):
    """An edge end or a slot's `at` as an id to look up: a string, else None (a hand edit can leave a list
    there, which no set of ids can be asked about)."""
    return value if isinstance(value, str) else None
