"""The focus ring (focus.KeyFocus) on its own: Tab goes round the stops the table lists, the arrows go to the
nearest stop that way, Enter takes the focused one, and a stop that is gone gives way to the first."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

from game.ui.tables.focus import KeyFocus, Stop  # noqa: E402

STOPS = [Stop(("anchor", "a"), pygame.Rect(0, 0, 20, 20)), Stop(("anchor", "b"), pygame.Rect(100, 0, 20, 20)),
         Stop(("item", 0), pygame.Rect(0, 100, 80, 20))]


def ring(stops=STOPS):
    taken, clicks, shown = [], [], []
    r = KeyFocus(lambda: list(stops), taken.append, shown.append, lambda: clicks.append(1))
    return r, taken, clicks, shown


def key(k, mod=0):
    return SimpleNamespace(key=k, mod=mod)


def test_tab_goes_round_and_shift_tab_back():
    r, _, clicks, _ = ring()
    r.key(key(pygame.K_TAB))
    assert r.id == ("anchor", "a")
    r.key(key(pygame.K_TAB)), r.key(key(pygame.K_TAB)), r.key(key(pygame.K_TAB))
    assert r.id == ("anchor", "a") and len(clicks) == 4
    r.key(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert r.id == ("item", 0)


def test_the_arrows_go_to_the_nearest_stop_that_way_and_do_nothing_without_focus():
    r, _, _, _ = ring()
    assert not r.key(key(pygame.K_RIGHT))
    r.id = ("anchor", "a")
    r.key(key(pygame.K_RIGHT))
    assert r.id == ("anchor", "b")


def test_enter_takes_the_focused_stop_and_a_list_item_is_scrolled_to():
    r, taken, _, shown = ring()
    r.key(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert shown == [0]
    r.key(key(pygame.K_RETURN))
    assert [s.id for s in taken] == [("item", 0)]


def test_a_stop_that_is_gone_gives_way_to_the_first_and_esc_lets_go():
    stops = list(STOPS)
    r, _, _, _ = ring(stops)
    r.id = ("anchor", "b")
    del stops[1]
    assert r.focused().id == ("anchor", "a") and r.id == ("anchor", "b")  # remembered, for when it comes back
    assert r.clear() and r.id is None and not r.clear()


def test_the_hover_help_reads_the_focus_only_after_a_key_moved_it():
    r, _, _, _ = ring()
    assert r.hover_pos((5, 5)) == (5, 5)
    r.key(key(pygame.K_TAB))
    assert r.hover_pos((5, 5)) == STOPS[0].rect.center
