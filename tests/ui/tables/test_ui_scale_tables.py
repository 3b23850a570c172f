"""The UI scale in the parts every table shares (the side list of choices, the bar's buttons, the log, the
popups at the pointer, the confirmation box, "since your last turn"): at 1280x720 and 100/150/200% their text
grows with the setting, stays whole and inside its box, and the boxes stay inside the window and apart."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ui import fonts
from game.ui.tables import caption_draw, choice_list, log_panel, prompt_board_draw, shared_panels
from game.ui.tables import buttons as button_draw
from game.ui.tables.confirm_box import ConfirmBox
from game.ui.tables.pointer_menu import PointerMenu

from ..board_scale import record
from ..table_input import DT, humans, look_as_decider

SCREEN = pygame.Rect(0, 0, 1280, 720)


def _apart(rects) -> list:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.clip(b).w > 1 and a.clip(b).h > 1]


def _at_decision(app, wanted=6):
    from game.ui.tables.the_thing.opening import open_thing

    table = open_thing(app, humans(4), {}, 4, autosave=False)
    rng = random.Random(3)
    for _ in range(200):
        look_as_decider(table)
        app.step(DT)
        if len(table.choices.items) >= wanted:
            return table
        table.request(rng.choice(table.legal()))
        app.step(DT)
    raise AssertionError("no decision with enough choices")


def test_the_side_list_bar_and_log_grow_with_the_setting_and_stay_whole(thing_app, monkeypatch):
    table = _at_decision(thing_app)
    drawn = record(monkeypatch, button_draw, choice_list, log_panel, caption_draw, shared_panels, prompt_board_draw)
    label_px, log_px, prompt_px = {}, {}, {}
    real_log = shared_panels.draw_log_panel
    monkeypatch.setattr(shared_panels, "draw_log_panel",
                        lambda surface, rect, lines, px, *a, **k: (log_px.__setitem__(scale, px),
                                                                    real_log(surface, rect, lines, px, *a, **k)))
    for scale in (1.0, 1.5, 2.0):
        thing_app.settings.ui_scale = scale
        thing_app.apply_ui_scale()
        thing_app.step(DT)
        table.panels.draw_side_log(pygame.Surface((300, 400)), pygame.Rect(0, 0, 300, 400), ["a line"], 12)
        drawn.clear()
        thing_app.draw()
        texts = {t: (px, r) for t, px, r in drawn.texts}
        buttons = [b for b in table.choices.buttons if b.key[0] == "choice"]
        assert buttons and not _apart([b.rect for b in table.choices.buttons]), scale
        for b in table.choices.buttons + table.bar_buttons:
            assert SCREEN.contains(b.rect), (scale, b.label, b.rect)
        for b in buttons:
            assert table.choices_rect.contains(b.rect), (scale, b.label)
        for b in buttons + table.bar_buttons:
            assert b.label in texts, (scale, b.label, "drawn cut or not at all")
            assert b.rect.contains(texts[b.label][1]), (scale, b.label, texts[b.label][1], b.rect)
        label_px[scale] = texts[buttons[0].label][0]
        prompt = table.geo.area["prompt"]  # what the seat is asked: as big as the prompt's panel holds
        asked = [(px, r) for t, px, r in drawn.texts if prompt.colliderect(r)]
        assert asked and all(prompt.contains(r) for _, r in asked), (scale, asked)
        prompt_px[scale] = max(px for px, _ in asked)
    assert label_px[1.0] < label_px[1.5] < label_px[2.0] and label_px[2.0] >= 1.8 * label_px[1.0], label_px
    assert prompt_px[1.0] < prompt_px[2.0], prompt_px
    assert log_px[2.0] == 2 * log_px[1.0], log_px


@pytest.mark.parametrize("scale", (1.0, 1.5, 2.0))
def test_the_popups_stay_in_the_window_whole_and_apart(scale):
    pygame.init()
    px = round(13 * scale)
    question = ("Declare the Barn to be Klein's Lair? If you are wrong the Survivors lose the game at once, and every "
                "clue you gathered is lost with it. ") * 3
    box = ConfirmBox(None, question, "Declare the Barn")
    box.layout(SCREEN, px)
    assert SCREEN.contains(box.rect) and not _apart([b.rect for b in box.buttons])
    assert all(box.rect.contains(b.rect) for b in box.buttons)
    items = [(f"Run to the Underground Bunker {i}", i, "DANGER" if i % 3 == 0 else "", str(i), False) for i in range(10)]
    menu = PointerMenu((1200, 650), "The Bunker", items)
    menu.layout(SCREEN, px)
    assert SCREEN.contains(menu.rect) and not _apart([b.rect for b in menu.buttons])
    for b in menu.buttons:
        assert menu.rect.contains(b.rect)
        size, _ = button_draw.button_text_px(b.label, b.hotkey, px, b.rect.w, b.rect.h)
        assert fonts.get("sans", size).get_linesize() <= b.rect.h - 2
    surface = pygame.Surface(SCREEN.size)
    lines = [f"Crow moved from the Boathouse to the Old Chapel and searched it ({i})" for i in range(14)]
    shown = log_panel.draw_since_last_turn(surface, pygame.Rect(300, 40, 700, 200), lines, px)
    assert SCREEN.contains(shown)


def test_the_first_game_guide_fits_every_page_at_200_percent(thing_app):
    from game.ui.scenes.guide import GuideScene
    from game.ui.tables.the_thing.opening import open_thing

    from ..ui_fit import widget_problems

    table = open_thing(thing_app, humans(4), {}, 4, autosave=False)
    thing_app.settings.ui_scale = 2.0
    thing_app.apply_ui_scale()
    guide = thing_app.push(GuideScene("the_thing", table))
    for page in range(guide.pages):
        guide.page = page
        guide.refresh()
        thing_app.step(DT)
        assert SCREEN.contains(guide.panel), page
        assert not widget_problems(guide, SCREEN.size), page
        assert not any(f.cut for f in guide.note_lines() if f is not None), page
        assert guide.note_lines()[0].px >= 1.5 * 18  # the title grown (a long one shrinks a little to fit)


def test_a_small_panel_keeps_showing_several_rows_at_200_percent():
    """Rows and the log's text grow with the setting only as far as their panel still shows several of them: a
    panel the table laid out for 100% keeps three choices (and ▼ more) and four log rows in sight."""
    from game.ui.tables.choice_list import ChoiceList

    pygame.init()
    items = [("Move", f"Give the Survival Die to Camp {i}", i, str(i)) for i in range(6)]
    for height, whole in ((140, False), (600, True)):  # whole: the rows at their full 200% height (x1.65)
        lst = ChoiceList(scale=lambda: 2.0)
        lst.set_items(items)
        lst.layout(pygame.Rect(0, 0, 220, height), 24, 3)
        shown = [b for b in lst.buttons if b.key[0] == "choice"]
        assert len(shown) >= 3, height
        assert (shown[0].rect.h == round(24 * 1.65)) == whole, (height, shown[0].rect.h)
    assert log_panel.side_log_px(100, 26, 13) == 13 and log_panel.side_log_px(600, 26, 13) == 26
    assert log_panel.side_log_rows(100, 13) >= 4 and log_panel.side_log_rows(600, 26) >= 4
