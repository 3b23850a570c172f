"""Which item, resize handle or polygon point is under the pointer."""
from __future__ import annotations

from typing import Optional

from .geometry import rect_centre, seg_dist
from .marks import HANDLE


class HitTests:
    """Pointer hit tests against the document, in layout units with a tolerance in pixels."""

    def centre_of(self, loc_id) -> Optional[tuple]:
        ref = self.doc.find_id(loc_id) if isinstance(loc_id, str) else None
        r = self.doc.rect_of(ref) if ref else None
        return rect_centre(r) if r else None

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
                d, t = seg_dist((x, y), a, b, with_t=True)
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
        for ref in self.doc.refs(section):
            r = self.doc.rect_of(ref)
            if r and r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]:
                if size is None or r[2] * r[3] < size:
                    found, size = ref, r[2] * r[3]
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
