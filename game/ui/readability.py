"""The readability checks over one frame's record of drawn text (text_record.py): what a player cannot read.

- cut: a text shortened with "…" whose whole words are shown nowhere else on the same frame (a hover zoom that
  shows the card whole excuses the hand's cut title);
- overlap: two texts drawn over each other (beyond two pixels each way); a text on a panel is no fault, the
  hover zoom and tooltips are over the table on purpose (a tooltip is checked against the controls instead);
- tooltip: a tooltip covering another control (a button, a list row) than the one it explains;
- dev_text: words a player should never read: snake_case ids, [brackets], {braces}, Python reprs.

A fault's `signature` (its kind and its words with numbers made #) is what the committed baseline of known faults
lists (tests/ui/readability_baseline.json), per game.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import _lru_cache_wrapper

import pygame

from . import text_record

KINDS = ("cut", "overlap", "tooltip", "dev_text")
SLACK = 2  # pixels two boxes may share (anti-aliased edges, a shadow) before they overlap

_DEV = (
    ("snake_case id", re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")),
    ("[brackets]", re.compile(r"\[[^\]]*\]")),
    ("{braces}", re.compile(r"\{[^}]*\}")),
    ("Python repr", re.compile(r"<[\w.]+ object at 0x|\b(?:dict_keys|dict_values|frozenset|defaultdict)\(|"
                               r"\('[^']*',|\{'[^']*':|\bNone\b|\bTrue\b|\bFalse\b")),
)


@dataclass(frozen=True)
class Fault:
    kind: str
    words: str  # the text at fault (for overlap: both, joined by " / ")
    detail: str = ""

    @property
    def signature(self) -> str:
        return f"{self.kind}: {signature_words(self.words)}"


def signature_words(words: str) -> str:
    """The words with their numbers made # and their length bounded (a count that changes is the same fault)."""
    out = re.sub(r"\d+", "#", " ".join(str(words).split()))
    return out[:90]


def _norm(s: str) -> str:
    return " ".join(str(s).replace("\u00ad", "").split()).lower()


def _clip_big(a: pygame.Rect, b: pygame.Rect) -> bool:
    c = a.clip(b)
    return c.w > SLACK and c.h > SLACK


def dev_words(txt: str) -> str:
    """What in txt a player should not read (the first match), or "". A file path (the saves folder the Load list
    names) is no id: its words are left out first."""
    txt = " ".join(w for w in str(txt).split() if "/" not in w and "\\" not in w)
    for _, pattern in _DEV:
        m = pattern.search(txt)
        if m:
            return m.group(0)
    return ""


def check(entries: list, controls: list = (), tips: list = ()) -> list:
    """The faults of one frame: entries (text_record.Drawn, already read: not under a veil), the controls drawn
    ((rect, label)) and the tooltips ((rect, text, the rect they explain))."""
    faults: list = []
    whole = [e for e in entries if not e.cut]
    said = " \n ".join(_norm(e.shown) for e in whole)
    for e in entries:
        if e.cut:
            words = _norm(e.asked)
            if not words or words not in said:
                faults.append(Fault("cut", e.shown, f"asked {e.asked!r} at {tuple(e.rect)}"))
    flat = [e for e in entries if e.role in ("text", "control")]
    for i, a in enumerate(flat):
        for b in flat[i + 1:]:
            if a.shown == b.shown and a.rect == b.rect:
                continue
            if _clip_big(a.rect, b.rect) and not (a.role == "control" and b.role == "control" and a.shown == b.shown):
                first, second = sorted((a.shown, b.shown))
                faults.append(Fault("overlap", f"{first} / {second}", f"{tuple(a.rect)} {tuple(b.rect)}"))
    for rect, tip, anchor in tips:
        for crect, label in controls:
            if crect.colliderect(anchor) or crect.contains(anchor) or anchor.contains(crect):
                continue
            if _clip_big(rect, crect):
                faults.append(Fault("tooltip", f"{tip} / {label}", f"{tuple(rect)} over {tuple(crect)}"))
    seen = set()
    for e in entries:
        bad = dev_words(e.shown)
        if bad and e.shown not in seen:
            seen.add(e.shown)
            faults.append(Fault("dev_text", e.shown, bad))
    return _unique(faults)


def _unique(faults: list) -> list:
    seen, out = set(), []
    for f in faults:
        if f.signature not in seen:
            seen.add(f.signature)
            out.append(f)
    return out


# -- reading a whole frame of the app ---------------------------------------------------------------------


def gui_widgets(app, rec: text_record.Recorder) -> None:
    """pygame_gui's widgets on the top scene into the record: its buttons as controls (with their words), its
    labels as text, its tooltips (they draw their own text: pygame_gui never cuts it, so only where they sit)."""
    import pygame_gui

    manager = getattr(app, "manager", None)
    if manager is None:
        return
    for el in manager.get_sprite_group().sprites():
        if not getattr(el, "visible", True):
            continue
        rect = pygame.Rect(getattr(el, "rect", (0, 0, 0, 0)))
        if rect.w <= 0 or rect.h <= 0:
            continue
        if isinstance(el, pygame_gui.elements.UITooltip):
            words = re.sub(r"<[^>]+>", "", str(getattr(getattr(el, "text_block", None), "html_text", "") or ""))
            anchor = getattr(el, "explains", None) or _tip_anchor(manager, el)
            rec.tips.append((rect, words, anchor))
            rec.add(None, rect, words, "gui", 0, role="tooltip")
        elif isinstance(el, pygame_gui.elements.UIButton):
            words = str(getattr(el, "text", ""))
            if words.strip():
                rec.controls.append((rect, words))
                rec.add(None, rect, words, "gui", 0, role="control")


def _tip_anchor(manager, tip) -> pygame.Rect:
    """The widget a pygame_gui tooltip explains: the hovered button (the one under the mouse)."""
    import pygame_gui

    pos = pygame.mouse.get_pos()
    for el in manager.get_sprite_group().sprites():
        if isinstance(el, pygame_gui.elements.UIButton) and el.visible and el.hovered:
            return pygame.Rect(el.rect)
    return pygame.Rect(pos, (1, 1))


def forget_pictures() -> None:
    """Drop the cached pictures that hold drawn text (board bases, banners, card faces, static layers' bases), so the
    next frame draws, and so records, every text it shows. Only for the checks: the fonts' and text images'
    caches stay (their text is recorded where it is blitted)."""
    from .tables.static_layer import BoardCache

    keep = {"_load", "text_surface", "render_text", "_fit_block", "_raw_theme", "_theme_font"}
    for name, mod in list(sys.modules.items()):
        if not name.startswith("game.ui") or mod is None:
            continue
        for attr, value in list(vars(mod).items()):
            if isinstance(value, _lru_cache_wrapper) and attr not in keep:
                value.cache_clear()
            elif isinstance(value, BoardCache):
                value.pictures.clear()
