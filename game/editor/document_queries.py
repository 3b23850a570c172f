"""Reading the document: top-level values and items, through plain copies cached per document version."""
from __future__ import annotations

import re
from typing import Optional

from tomlkit.items import AoT

from .map_schema import SECTIONS, EditError
from .toml_values import plain_value


class DocumentQueries:
    """Read-only views of a Document; `items`/`item` hand out the live tomlkit tables for edits."""

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
            s = plain_value(self.doc.get("size", [1000, 600]))
            try:
                snap["_size"] = (float(s[0]), float(s[1])) if float(s[0]) > 0 and float(s[1]) > 0 else (1000.0, 600.0)
            except (TypeError, ValueError, IndexError, KeyError):
                snap["_size"] = (1000.0, 600.0)
        return snap["_size"]

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
            data[section] = [plain_value(t) if isinstance(t, dict) else None for t in arr] \
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

    def polygon_of(self, ref) -> Optional[list]:
        t = self.get(*ref) if self.exists(ref) else {}
        poly = t.get("polygon")
        if "rect" in t or not isinstance(poly, list):
            return None
        try:
            return [(float(p[0]), float(p[1])) for p in poly]
        except (TypeError, ValueError, IndexError):
            return None
