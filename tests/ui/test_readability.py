"""The readability ratchet: every table through games and the menus drawn headless, each sampled frame's text checked
(game/ui/readability.py: cut, overlapping, under a tooltip, developer words) against the committed baseline of known
faults (tests/ui/readability_baseline.json). The default run checks a sample; `-m slow` sweeps every seat count,
variant, window size, UI scale and palette through whole games, and also fails on a baseline entry no longer met."""
from __future__ import annotations

import pygame
import pytest

from game.ui import readability, text_record
from game.ui import readability_sweep as sweep
from game.ui.text_record import Drawn
from game.ui.widgets import ink

SCREEN = (1280, 720)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def _kinds(faults) -> set:
    return {f.kind for f in faults}


# -- the checker fails on planted faults, and only on them ----------------------------------------------------


def test_the_checker_finds_each_kind_of_planted_fault():
    cut = Drawn(pygame.Rect(10, 10, 100, 14), "Play a card: click it, then where it goes", "Play a card: click…", "sans", 12)
    a = Drawn(pygame.Rect(200, 10, 80, 14), "Workshop", "Workshop", "sans", 12)
    b = Drawn(pygame.Rect(240, 14, 120, 14), "Mara starts at the Workshop.", "Mara starts at the Workshop.", "sans", 12)
    dev = Drawn(pygame.Rect(10, 300, 200, 14), "terrorscape_polar_station", "terrorscape_polar_station", "sans", 12)
    brackets = Drawn(pygame.Rect(10, 340, 200, 14), "Take a main action ([MOVE] x1)", "Take a main action ([MOVE] x1)",
                     "sans", 12)
    load, editor = pygame.Rect(500, 300, 200, 40), pygame.Rect(500, 350, 200, 40)
    tips = [(pygame.Rect(480, 345, 240, 30), "Open a saved game", load)]
    faults = readability.check([cut, a, b, dev, brackets], controls=[(load, "Load"), (editor, "Map editor")], tips=tips)
    assert _kinds(faults) == set(readability.KINDS), faults
    assert {f.words for f in faults if f.kind == "dev_text"} == {dev.shown, brackets.shown}
    assert any("Map editor" in f.words for f in faults if f.kind == "tooltip")


def test_a_cut_shown_whole_elsewhere_a_panel_and_a_tooltip_clear_of_controls_are_no_faults():
    cut = Drawn(pygame.Rect(10, 10, 60, 14), "Red Walkie-Talkie", "Red Walkie-…", "sans", 12, role="card")
    zoom = Drawn(pygame.Rect(400, 100, 200, 20), "Red Walkie-Talkie", "Red Walkie-Talkie", "serif", 20, role="overlay")
    under = Drawn(pygame.Rect(410, 100, 100, 20), "Camp", "Camp", "sans", 12)  # under the zoom, on purpose
    touching = [Drawn(pygame.Rect(10, 100 + 14 * i, 200, 15), f"line {i}", f"line {i}", "sans", 12) for i in range(3)]
    load = pygame.Rect(500, 300, 200, 40)
    tips = [(pygame.Rect(710, 305, 200, 30), "Open a saved game", load)]
    assert readability.check([cut, zoom, under, *touching], controls=[(load, "Load")], tips=tips) == []


def test_recording_sees_drawn_text_and_its_cuts_and_nothing_when_off():
    surface = pygame.Surface(SCREEN)
    assert text_record.ACTIVE is None
    with text_record.recording(SCREEN) as rec:
        ink.fitted_line(surface, "Infection card You are now a Thing and always will be", "sans", 14, (10, 10), 120)
        ink.text(surface, "Workshop", "sans", 14, (10, 40))
        ink.text(pygame.Surface((50, 20)), "elsewhere", "sans", 14, (0, 0))  # a smaller surface: blitted by its owner
    assert text_record.ACTIVE is None
    shown = {e.shown: e for e in rec.frame()}
    assert set(shown) == {"Workshop", next(s for s in shown if s.endswith("…"))}
    cut = next(e for e in shown.values() if e.cut)
    assert cut.asked.startswith("Infection card You are now") and cut.rect.w <= 120
    assert [f.kind for f in readability.check(rec.frame())] == ["cut"]
    ink.text(surface, "Workshop", "sans", 14, (10, 40))  # off: nothing is kept anywhere
    assert len(rec.entries) == 2


def test_a_veil_puts_what_is_under_an_overlay_out_of_the_check():
    from game.ui import theme

    surface = pygame.Surface(SCREEN)
    with text_record.recording(SCREEN) as rec:
        ink.text(surface, "under the pause menu", "sans", 14, (10, 10))
        theme.dim(surface)
        ink.text(surface, "Resume", "sans", 14, (10, 10))
    assert [e.shown for e in rec.frame()] == ["Resume"]


# -- the sweep: the sample here, every configuration behind the slow marker ------------------------------------


@pytest.fixture
def sweep_app(home):
    from game.core.settings import SettingsStore
    from game.ui.app import App

    a = App(store=SettingsStore(home / "settings.json"), size=SCREEN, fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()


def _explain(new: dict, tally) -> str:
    return "\n".join(f"{owner}: {sig}   [{tally.where[(owner, sig)]}; {tally.faults[owner][sig].detail}]"
                     for owner, sigs in new.items() for sig in sigs)


def test_the_sample_of_every_table_and_menu_has_no_fault_outside_the_baseline(sweep_app):
    tally = sweep.sweep(sweep_app, full=False)
    assert tally.frames > 100 and set(sweep.games()) <= set(tally.faults) | set(sweep.games())
    new, _ = sweep.new_and_gone(tally, sweep.load_baseline())
    assert not new, "faults not in the baseline (python -m game readability lists them):\n" + _explain(new, tally)


@pytest.mark.slow
def test_every_configuration_has_no_fault_outside_the_baseline_and_the_baseline_only_shrinks(sweep_app):
    tally = sweep.sweep(sweep_app, full=True)
    new, gone = sweep.new_and_gone(tally, sweep.load_baseline())
    assert not new, "faults not in the baseline:\n" + _explain(new, tally)
    assert not gone, f"baseline entries no longer met (take them out of {sweep.BASELINE}): {gone}"


# -- the shared fixes the sweep led to -------------------------------------------------------------------------


def test_a_menu_tooltip_covers_no_other_button(sweep_app):
    sweep_app.run_frames(2, sweep.DT)
    menu = sweep_app.top
    buttons = {k: w.rect for k, w in menu.widgets.items() if getattr(w, "tool_tip_text", None)}
    assert "load" in buttons and "editor" in buttons
    for key, rect in buttons.items():
        el = menu.widgets[key]
        tip = sweep_app.manager.create_tool_tip(el.tool_tip_text, rect.midbottom, (0, 8), el, None)
        try:
            assert not tip.rect.colliderect(rect), key
            assert [k for k, r in buttons.items() if k != key and tip.rect.colliderect(r)] == [], key
        finally:
            tip.kill()


def test_a_scrolling_side_list_shows_five_choices_and_pages_on_one_row():
    from game.ui.tables.choice_list import MIN_ROWS, ChoiceList

    items = [(("Move", "Peek", "Search")[i % 3], f"Choice {i}", i, str(i % 10)) for i in range(14)]
    ch = ChoiceList()
    ch.set_items(sorted(items, key=lambda it: it[0]))
    rect = pygame.Rect(1015, 230, 250, 206)  # Who Goes There?'s side list at 1280x720
    ch.layout(rect, 28, 4)
    choices = [b for b in ch.buttons if b.key[0] == "choice"]
    assert len(choices) >= MIN_ROWS and all(rect.contains(b.rect) for b in ch.buttons)
    ch.turn(1)
    ch.layout(rect, 28, 4)
    pages = [b for b in ch.buttons if b.key[0] == "page"]
    assert len(pages) == 2 and pages[0].rect.y == pages[1].rect.y and not pages[0].rect.colliderect(pages[1].rect)
    assert len([b for b in ch.buttons if b.key[0] == "choice"]) >= MIN_ROWS


def test_a_caption_slides_clear_of_the_words_it_must_not_cover():
    from game.ui.tables.caption_draw import clear_place

    bounds = pygame.Rect(0, 0, 1280, 720)
    names = [pygame.Rect(x, 150, 160, 26) for x in range(10, 1000, 170)]
    banner = pygame.Rect(40, 152, 900, 50)
    moved = clear_place(banner, names, bounds, 4)
    assert moved.x == banner.x and moved.collidelist(names) < 0 and bounds.contains(moved)
    assert clear_place(banner, [], bounds, 4) == banner
