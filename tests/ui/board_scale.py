"""What the boards' readable tests share for the UI scale (issue 16): the scales checked at 1280x720 and a recorder
of every text a drawing writes (its words, size and rect) and of every fit that had to cut its text.

The recorder patches the shared text helpers where the drawing modules look them up (widgets.ink, widgets.textfit
and each module's own `text`, `fitted_line`, `fitted_text` imported from tables.common), so a text drawn by any of
them is seen."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.widgets import ink, textfit

SCALES = (1.5, 2.0)  # at 1280x720, beside the 100% cases the readable tests already had
WINDOW = pygame.Rect(0, 0, 1280, 720)


@dataclass
class Drawn:
    texts: list = field(default_factory=list)  # (words, px, rect)
    cut: list = field(default_factory=list)  # the words a fit had to cut ('…')

    def clear(self) -> None:
        del self.texts[:], self.cut[:]

    def sizes(self) -> list:
        return sorted(px for _, px, _ in self.texts)

    def outside(self, area: pygame.Rect) -> list:
        return [(t, r) for t, _, r in self.texts if not area.contains(r)]


def record(monkeypatch, *modules) -> Drawn:
    """Record what is drawn through ink.text (fitted_line and fitted_text end there) and every cut fit."""
    drawn = Drawn()
    real_text, real_fit = ink.text, textfit.fit_block

    def rec_text(surface, txt, kind, px, *a, **kw):
        r = real_text(surface, txt, kind, px, *a, **kw)
        if str(txt).strip():
            drawn.texts.append((str(txt), max(12, int(round(px))), pygame.Rect(r)))
        return r

    def rec_fit(txt, *a, **kw):
        f = real_fit(txt, *a, **kw)
        if f.cut:
            drawn.cut.append(str(txt))
        return f

    monkeypatch.setattr(ink, "text", rec_text)
    monkeypatch.setattr(textfit, "fit_block", rec_fit)
    for m in modules:
        if getattr(m, "text", None) is real_text:
            monkeypatch.setattr(m, "text", rec_text)
    return drawn


def overlaps(rects: list) -> list:
    """The pairs of rects that overlap."""
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if pygame.Rect(a).colliderect(b)]
