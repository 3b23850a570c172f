"""The editor's keyboard shortcuts (the list is in scene.py's docstring and the Map panel's help)."""
from __future__ import annotations

import pygame


class KeyboardShortcuts:
    """Key presses on the editor when no text field has the focus."""

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
                self.duplicate_selection()
            elif k == pygame.K_a:
                self.selection = [ref for s in ("locations", "areas", "slots", "edges") for ref in self.doc.refs(s)]
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
