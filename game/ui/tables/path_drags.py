"""Dragging along the choices' two-step anchor paths (a piece, then where it goes): the drag and drop of the
Terrorscape, Who Goes There? and The Thing tables. A mixin of BoardTable (split from board_table.py, which had
grown past its size); the keys' way to the same moves is the focus ring's pick then place (focus.py)."""
from __future__ import annotations


class PathDrags:
    def register_path_drags(self) -> None:
        """Every legal two-step anchor path (a piece, then where it goes: a miniature then a location, an item
        then a player) becomes a drag: its first anchor is the item, and every anchor of the kinds those paths
        end on is a target (the ones no path reaches are refused with path_refusal's reason)."""
        dd = self.dragdrop
        dd.clear()
        paths = [p for a in self.legal() for p in (self.anchor_paths(a) or ()) if len(p) == 2]
        if not paths:  # nothing to drag (a computer seat decides): the anchors are not even listed
            self.register_note_drags()
            return
        anchors = self.board_anchors()
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
        self.register_note_drags()

    def path_drop_targets(self, first) -> dict:
        """For a dragged anchor: target anchor -> None where a legal path (first, target) leads, else why not."""
        ok = {p[1] for a in self.legal() for p in (self.anchor_paths(a) or ()) if len(p) == 2 and p[0] == first}
        return {t: (None if t in ok else self.path_refusal(first, t)) for t in self.dragdrop.targets}

    def path_refusal(self, first, target) -> str:
        """Why `first` cannot be dropped on `target` (a table may say more)."""
        return "Not there: only the glowing places."
