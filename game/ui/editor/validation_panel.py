"""The validation panel: the game's own load checks on the edited text, listed under the properties."""
from __future__ import annotations

import pygame

from game.ui import fonts, theme
from game.ui.scenes import common

from .geometry import rect_centre
from .marks import PROBLEM, WARNING
from game.core.user_text import visible
from game.editor.validate import check_text


class ValidationPanel:
    """Re-validates once per document version; clicking a problem selects and shows its item."""

    def current_problems(self) -> list:
        self._refresh()
        return self.problems

    def _refresh(self) -> None:
        if self.doc is None:
            self.layout, self.problems = None, []
            return
        # checked again when the gesture ends too: its problems are held while it runs (no flicker under the
        # pointer), and the end of a drag changes no version, so the drag's own result was never shown
        checked = (self.doc.version, self.doc.in_gesture)
        if self._parsed_version == checked:
            return
        self._parsed_version = checked
        try:  # the source: the same data and lines as the text, without the long comments to read through
            layout, problems = check_text(self.doc.source, self.doc.path or f"{self.doc.layout_id}.toml")
        except Exception as exc:  # a check crashing must not take the editor down
            layout, problems = None, []
            self.say(f"validation failed: {exc}")
        if layout is not None:
            layout.edges = [e for e in layout.edges if e.a in layout.locations and e.b in layout.locations]
        self.layout = layout
        if not (self.doc.in_gesture and self.problems):
            self.problems = problems

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
                cx, cy = self.to_screen(rect_centre(r))
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

    def _validation_top(self) -> int:
        side = self.rects()["side"]
        return side.y + int(side.h * 0.56)

    def _draw_validation(self, surface, side) -> None:
        top = self._validation_top()
        x = side.x + self.s(14)
        w = side.w - self.s(28)
        pygame.draw.line(surface, theme.PANEL_EDGE, (side.x + self.s(8), top), (side.right - self.s(8), top), 1)
        n = len(self.problems)
        errors = sum(p.is_error for p in self.problems)
        warnings = n - errors
        if self.doc is None:
            title, col = "Validation", theme.BONE
        elif errors:
            title, col = f"Validation: {errors} problem{'s' if errors != 1 else ''}", PROBLEM
            if warnings:
                title += f", {warnings} warning{'s' if warnings != 1 else ''}"
        elif warnings:
            title, col = f"Validation: {warnings} warning{'s' if warnings != 1 else ''}", WARNING
        else:
            title, col = "Validation: no problems", theme.SICK_GREEN
        theme.blit_text(surface, title, "serif", self.s(17), (x, top + self.s(8)), col, shadow=False)
        y = top + self.s(36)
        self._problem_rects = []
        if self.doc is not None and not errors:
            theme.blit_text(surface, "The game will load this map.", "sans", self.s(13), (x, y), theme.BONE_DIM,
                            shadow=False)
            if warnings:
                y += self.s(20)
        font = fonts.get("sans", self.s(13))
        line_h = font.get_linesize()
        self.problem_scroll = min(self.problem_scroll, max(0, n - 1))
        for p in self.problems[self.problem_scroll:]:
            where = p.key or "file"
            if p.line:
                where += f" (line {p.line})"
            if not p.is_error:
                where = "warning: " + where
            mark = PROBLEM if p.is_error else WARNING
            lines = [visible(where)] + common.wrap(visible(p.message), font, w - self.s(12))
            h = len(lines) * line_h + self.s(8)
            if y + h > side.bottom - self.s(4):
                theme.blit_text(surface, "… scroll for more", "sans", self.s(12), (x, y), theme.ASH, shadow=False)
                break
            rect = pygame.Rect(x - self.s(4), y, w + self.s(8), h)
            hover = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, (60, 20, 24) if hover else (36, 18, 21), rect, border_radius=self.s(4))
            pygame.draw.rect(surface, mark, (rect.x, rect.y, self.s(3), rect.h))
            ty = y + self.s(4)
            for i, line in enumerate(lines):
                surface.blit(fonts.render(font, line, True, theme.GOLD if i == 0 else theme.BONE),
                             (x + self.s(6), ty))
                ty += line_h
            self._problem_rects.append((rect, p))
            y += h + self.s(5)
