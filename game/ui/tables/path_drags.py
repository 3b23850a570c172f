"""The drags of a table (a part the Table owns, around its DragDrop): dragging along the choices' two-step anchor
paths (a piece, then where it goes: the Terrorscape, Who Goes There? and The Thing tables), the hand's card slots
that hold still under the pointer, the focus stops of what can be dragged, and the glow of the drop targets.
The keys' way to the same moves is the focus ring's pick then place (focus.py)."""
from __future__ import annotations

import pygame

from .. import theme
from ..surfaces import new_surface
from .focus import Stop, reading_order
from .seat_notes import NOTE


class PathDrags:
    def __init__(self, dragdrop):
        self.dragdrop = dragdrop
        self._hand_slots: dict = {}  # uid -> rect of the hand's cards as last laid out
        self.hand_deferred = False

    def register_paths(self, legal: list, anchor_paths, anchors: dict) -> None:
        """Every legal two-step anchor path (a piece, then where it goes: a miniature then a location, an item
        then a player) becomes a drag: its first anchor is the item, and every anchor of the kinds those paths
        end on is a target (the ones no path reaches are refused by path_targets). The drags are cleared first;
        nothing is listed while no path has two steps (a computer seat decides)."""
        dd = self.dragdrop
        dd.clear()
        paths = [p for a in legal for p in (anchor_paths(a) or ()) if len(p) == 2]
        if not paths:
            return
        firsts, ends = [], set()
        for p in paths:
            if p[0] in anchors:
                if p[0] not in firsts:
                    firsts.append(p[0])
                ends.add(p[1][0] if isinstance(p[1], tuple) and p[1] else p[1])
        for aid in firsts:
            dd.add_item(aid, anchors[aid].rect, aid)
        for aid, anchor in anchors.items():
            if (aid[0] if isinstance(aid, tuple) and aid else aid) in ends:
                dd.add_target(aid, anchor.rect, aid)

    def path_targets(self, first, legal: list, anchor_paths, refusal) -> dict:
        """For a dragged anchor: target anchor -> None where a legal path (first, target) leads, else
        refusal(first, target), the reason."""
        ok = {p[1] for a in legal for p in (anchor_paths(a) or ()) if len(p) == 2 and p[0] == first}
        return {t: (None if t in ok else refusal(first, t)) for t in self.dragdrop.targets}

    # -- the hand ----------------------------------------------------------------------------------------
    def hand_slots(self, uids: list, rects: list, area, mouse) -> list:
        """The rects the hand's cards take: the fresh layout `rects`, except while the pointer is over the hand
        (`area`) and cards only left it: then the others keep their places until the pointer leaves, so no card
        slides under the pointer between two clicks."""
        old = self._hand_slots
        over = area is not None and mouse is not None and area.collidepoint(mouse)
        if over and uids and set(uids) < set(old):
            self.hand_deferred = True
            return [old[u] for u in uids]
        self._hand_slots = {u: pygame.Rect(r) for u, r in zip(uids, rects)}
        self.hand_deferred = False
        return list(rects)

    def forget_hand(self) -> None:
        """The next layout of the hand is taken as it is (a new window size)."""
        self._hand_slots = {}

    def pointer_left_hand(self, area, pos) -> bool:
        """True once when the pointer leaves a hand whose gaps waited for it (the drags are made again then)."""
        if self.hand_deferred and (area is None or pos is None or not area.collidepoint(pos)):
            self.hand_deferred = False
            return True
        return False

    def hand_stops(self, anchors: list) -> list:
        """The draggable things that are not a lit place already (in reading order): the cards of a hand that
        cannot be played now (Enter says why, the zoom reads them) or that a mode selects (Zombie's discard:
        Enter selects), as a click on them would. A lit place is that same thing when its centre lies on the
        item and it is not much bigger (a location holding a token is another thing)."""
        out = []
        dd = self.dragdrop
        for iid, item in dd.items.items():
            if isinstance(item.payload, tuple) and item.payload and item.payload[0] == NOTE:
                continue
            rect = dd.item_rect(iid)
            if any(a.rect is not None and rect.collidepoint(a.rect.center) and a.rect.w * a.rect.h <= 2 * rect.w * rect.h
                   for a in anchors):
                continue
            out.append(Stop(("drag", iid), pygame.Rect(rect)))
        return sorted(out, key=lambda st: reading_order(st.rect))

    # -- drawing -----------------------------------------------------------------------------------------
    def draw_targets(self, surface, rects: dict, glow, grow: int, width: int, radius: int, veil: int) -> None:
        """While an item is dragged: legal targets glow (the one under the pointer in bone), refused ones dim."""
        dd = self.dragdrop
        for target, reason in dd.highlights.items():
            r = rects.get(target)
            if r is None:
                continue
            if reason is None:
                col = theme.BONE if target == dd.hover_target else glow
                pygame.draw.rect(surface, col, r.inflate(grow, grow), width, border_radius=radius)
            else:
                layer = new_surface(r.size, pygame.SRCALPHA)
                layer.fill((0, 0, 0, veil))
                surface.blit(layer, r)
