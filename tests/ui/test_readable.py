"""Issue 9, "Readable and tidy": text fits its box at 1280x720 (never under 12 px, cut only as a last resort),
hover zoom and tooltips, dice tray placement, portraits, settings, the first-game guide."""
from __future__ import annotations

import pygame
import pytest

from game.ui import fonts
from game.ui.widgets import card as cardw
from game.ui.widgets import textfit

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


# -- the fitting itself ----------------------------------------------------------------------------------


def test_no_font_is_made_under_12_px():
    for kind in fonts.FILES:
        assert fonts.get(kind, 6).get_height() == fonts.get(kind, fonts.MIN_PX).get_height()
        assert fonts.get(kind, 13).get_height() > fonts.get(kind, 12).get_height()


class _CountingFont:
    def __init__(self, font):
        self.font, self.calls = font, 0

    def size(self, s):
        self.calls += 1
        return self.font.size(s)


def test_clip_is_a_binary_search_and_keeps_the_longest_prefix(monkeypatch):
    txt = "Board Up the Windows, then run to the Underground Bunker before the horde arrives " * 3
    real = fonts.get("sans", 12)
    counting = _CountingFont(real)
    monkeypatch.setattr(textfit.fonts, "get", lambda kind, px: counting)
    out = textfit.clip(txt, "sans", 12, 200)
    assert counting.calls <= 12, f"{counting.calls} measurements for {len(txt)} characters"
    monkeypatch.undo()
    assert out.endswith("…") and real.size(out)[0] <= 200
    keep = len(out) - 1
    longer = txt[:keep + 1].rstrip() + "…"
    assert real.size(longer)[0] > 200 or txt[:keep + 1].rstrip() == txt[:keep].rstrip()


def test_fit_block_shrinks_then_wraps_then_cuts():
    one = textfit.fit_block("Research Doctor", "sans_bold", 14, 200, 40)
    assert one.lines == ("Research Doctor",) and one.px == 14 and not one.cut
    wrapped = textfit.fit_block("Research Doctor", "sans_bold", 14, 80, 40)
    assert wrapped.lines == ("Research", "Doctor") and wrapped.px >= 12 and not wrapped.cut
    cut = textfit.fit_block("a long sentence that has no room at all in this tiny box", "sans", 14, 90, 16)
    assert cut.cut and cut.px == 12 and len(cut.lines) == 1 and cut.lines[0].endswith("…")


# -- every card name and text of both games, in the boxes the tables give them at 1280x720 ----------------


def _zombie_cards():
    from game.games.zombie.content import load_content

    return list(load_content().cards.values())


def test_zombie_card_names_fit_every_hand_size_at_1280x720():
    from game.ui.tables.zombie.geometry import Geometry

    g = Geometry(SIZE, {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]})
    cut = []
    for n in range(1, 8):
        for rect in g.hand_rects(n)[:1]:
            w, h, lines = cardw.title_box(rect.w, rect.h)
            kind = cardw.PLATE_FONT if cardw.is_plate(rect.w, rect.h) else "sans_bold"
            for c in _zombie_cards():
                f = textfit.fit_block(c.name, kind, 12, w, h, lines)
                if f.cut or f.px < 12:
                    cut.append((n, rect.size, c.name))
    assert not cut, cut


def test_zombie_camp_plates_hold_every_hideout_and_character_name():
    from game.ui.tables.zombie.geometry import Geometry

    g = Geometry(SIZE, {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]})
    parts = g.camp_parts[0]
    hw, hh, _ = cardw.title_box(*parts["hideout"].size)
    row = parts["characters"]
    cut = []
    for c in _zombie_cards():
        if c.type == "hideout" and textfit.fit_block(c.name, cardw.PLATE_FONT, 12, hw, hh).cut:
            cut.append(("hideout", c.name))
        if c.type == "character":
            for n in (1, 2, 3, 4):  # the characters row holds up to four plates whole
                cols = n if n <= 2 else 2
                rows = -(-n // cols)
                gap = max(2, int(5 * g.k))
                pw, ph = (row.w - gap * (cols - 1)) // cols, (row.h - gap * (rows - 1)) // rows
                w, h, _ = cardw.title_box(pw, ph)
                if textfit.fit_block(c.name, cardw.PLATE_FONT, 12, w, h).cut:
                    cut.append((n, c.name))
    assert not cut, cut


def test_zombie_hover_zoom_shows_every_card_text_whole():
    from game.ui.widgets import hover

    item = hover.HoverItem(pygame.Rect(600, 600, 80, 100), card={"title": "x"})
    w, h = hover.zoom_size(item, pygame.Rect(0, 0, *SIZE), 1.0)
    tw, th, tl = cardw.title_box(w, h)
    cut = []
    for c in _zombie_cards():
        title = textfit.fit_block(c.name, "sans_bold", max(12, w // 9), tw, th, tl)
        bw, bh = cardw.body_box(w, h, title.height)
        if title.cut or textfit.fit_block(c.text, "sans", max(12, w // 10), bw, bh).cut:
            cut.append(c.name)
    assert not cut, cut


def test_crimson_creek_names_fit_their_boxes_at_1280x720():
    from game.games.crimson_creek.content import load_content
    from game.ui.tables.crimson_creek.geometry import Geometry, act_layout

    c = load_content()
    cut = []
    for map_id in c.act_maps:
        g = Geometry(SIZE, {"map": map_id})
        for lid, r in g.loc_rect.items():
            name = act_layout(map_id).locations[lid].name.upper()
            if textfit.fit_block(name, "display", g.px(20), r.w - g.u(96), 0).cut:
                cut.append(name)
    g = Geometry(SIZE, {})
    lw = int(g.token_r * 4.2) - 4
    for ch in c.characters.values():
        if textfit.fit_block(ch["name"], "sans_bold", g.px(10), lw, 0).cut:
            cut.append(ch["name"])
    area = g.rects["clue_sleeves"]
    sleeve_w = (area.w - g.u(14)) // 2 - g.u(14)
    for clue in c.clues.values():
        if textfit.fit_block(clue["name"], "display", g.px(15), sleeve_w, g.u(28) * 3).cut:
            cut.append(clue["name"])
    assert not cut, cut
