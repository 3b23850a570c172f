"""Reading the document: top-level values and items, through plain copies cached per document version."""
from __future__ import annotations

import math
import re
from typing import Optional

from tomlkit.items import AoT

from game.core.layout_reader import MAX_UNITS, MIN_SIZE

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

    DEFAULT_SIZE = (1000.0, 600.0)

    @property
    def size(self) -> tuple:
        """The board size the canvas shows: the file's `size` when it is two finite numbers within the
        layout limits, else DEFAULT_SIZE (the validation panel names what is wrong with the file's)."""
        snap = self._snapshot()
        if "_size" not in snap:
            s = plain_value(self.doc.get("size", list(self.DEFAULT_SIZE)))
            size = _numbers(s, 2) if isinstance(s, list) and len(s) == 2 else None
            snap["_size"] = size if size and min(size) >= MIN_SIZE else self.DEFAULT_SIZE
        return snap["_size"]

    def items(self, section: str) -> list:
        """The tomlkit tables of a section (for edits; read through plain_items, which is cached)."""
        arr = self.doc.get(section)
        return list(arr) if isinstance(arr, (AoT, list)) else []

    def tables(self, section: str) -> list:
        """(index, tomlkit table) of every entry of a section that is a table (an entry may be a number)."""
        return [(i, t) for i, t in enumerate(self.items(section)) if isinstance(t, dict)]

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
        """How many entries the section's array holds, tables or not (see refs)."""
        return len(self._snapshot().get(section, []))

    def refs(self, section: str) -> list:
        """The (section, index) of every entry of the section that is a table: the items the editor draws,
        hit-tests and selects. A hand-edited `slots = [1, "x"]` holds entries that are not, which validate
        reports and the canvas leaves out."""
        return [(section, i) for i, t in enumerate(self._snapshot().get(section, [])) if isinstance(t, dict)]

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
        """The item is there and is a table (a hand-edited `[[locations]]` entry can be a number)."""
        section, index = ref
        arr = self._snapshot().get(section, []) if section in SECTIONS else []
        return 0 <= index < len(arr) and isinstance(arr[index], dict)

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
        """The item's rect (a polygon's bounds) in layout units, or None (edges, broken data, an entry that is
        not a table or not there)."""
        section, index = ref
        if section == "edges" or not self.exists(ref):
            return None
        t = self.get(section, index)
        if "rect" in t:
            r = _numbers(t["rect"], 4)
            return r if r and r[2] >= 0 and r[3] >= 0 else None
        if "polygon" in t:
            pts = self.polygon_of(ref, t)
            if not pts:
                return None
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        if "pos" in t:
            p = _numbers(t["pos"], 2)
            return (p[0] - 8, p[1] - 8, 16, 16) if p else None
        return None

    def polygon_of(self, ref, t: Optional[dict] = None) -> Optional[list]:
        """The polygon's points, or None when it is missing or any point is not two sane numbers."""
        if t is None:
            t = self.get(*ref) if self.exists(ref) else {}
        poly = t.get("polygon")
        if "rect" in t or not isinstance(poly, list) or not poly or len(poly) > MAX_POLYGON_POINTS:
            return None
        pts = [_numbers(p, 2) for p in poly]
        return None if None in pts else pts


# designed: a room is drawn with a few dozen points; a polygon of more than this is not drawn or edited.
MAX_POLYGON_POINTS = 1000


def _numbers(value, n: int) -> Optional[tuple]:
    """n finite numbers within the layout limits as floats, or None (NaN, inf, 1e308, text, ...)."""
    if not isinstance(value, list) or len(value) != n:
        return None
    out = []
    for v in value:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            return None
        v = float(v) if abs(v) <= MAX_UNITS else math.inf
        if not math.isfinite(v):
            return None
        out.append(v)
    return tuple(out)
