"""What the boards' readable tests share for the UI scale: the scales checked at 1280x720 and a recorder
of every text a drawing writes (its words, size and rect) and of every fit that had to cut its text.

The recorder patches the shared text helper where the drawing modules look it up (widgets.ink.text, which
fitted_line and fitted_text draw through, and each module's own `text` imported from widgets.ink), so a text
drawn by any of them is seen."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.widgets import ink

SCALES = (1.5, 2.0)  # at 1280x720, beside the 100% cases the readable tests already had
WINDOW = pygame.Rect(0, 0, 1280, 720)


@dataclass
class Drawn:
    texts: list = field(default_factory=list)  # (words, px, rect)

    @property
    def cut(self) -> list:
        """The texts drawn cut: the fitting's last resort ends them with '…' (a trial fit that is not drawn, as
        textfit.fits makes, is no cut)."""
        return [t for t, _, _ in self.texts if t.endswith("…")]

    def clear(self) -> None:
        del self.texts[:]

    def sizes(self) -> list:
        return sorted(px for _, px, _ in self.texts)

    def outside(self, area: pygame.Rect) -> list:
        return [(t, r) for t, _, r in self.texts if not area.contains(r)]


def record(monkeypatch, *modules) -> Drawn:
    """Record what is drawn through ink.text (fitted_line and fitted_text end there)."""
    drawn = Drawn()
    real_text = ink.text

    def rec_text(surface, txt, kind, px, *a, **kw):
        r = real_text(surface, txt, kind, px, *a, **kw)
        if str(txt).strip():
            drawn.texts.append((str(txt), max(12, int(round(px))), pygame.Rect(r)))
        return r

    monkeypatch.setattr(ink, "text", rec_text)
    for m in modules:
        if getattr(m, "text", None) is real_text:
            monkeypatch.setattr(m, "text", rec_text)
    return drawn


def overlaps(rects: list) -> list:
    """The pairs of rects that overlap."""
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if pygame.Rect(a).colliderect(b)]
