"""How a table (table.Table) routes an input to its parts, the same on every table.

Keys every table shares: Enter the first choice, each listed choice's own key (1-9, 0, then letters, in
the order the list reads), L the whole game log, PgUp/PgDn (or the arrows) scroll the list,
Backspace back, Ctrl+Z undo, Space skips the animations (during computer play: pauses it, and while paused
plays exactly one move; Enter plays on), Esc cancels a drag or pauses. Tab: the keyboard focus ring (focus.py).

The order: Alt (the zoom at once), mouse moves, the summary put away, the whole log (modal), the menu and the
question (board_choices.py), the game's own first look (intercept), Esc, Space and Enter of computer play, a
click that skips the animations, then the mouse and the keys.
"""
from __future__ import annotations

import pygame

from . import table_focus
from .buttons import Button, button_at
from .seat_notes import NOTE


def handle(t, inp) -> bool:
    if inp.kind in ("key_down", "key_up") and inp.key in (pygame.K_LALT, pygame.K_RALT):
        t.hovering.widget.alt = inp.kind == "key_down"  # Alt held: the zoom shows at once
        return True
    if inp.kind == "mouse_move":
        t.mouse, t.ring.hover = inp.pos, False  # the hover help follows the pointer again
        t.dragdrop.move(inp.pos)
        if t.drags.pointer_left_hand(t.hand_area(), inp.pos):
            t.register_drag()  # the pointer left the hand: now it may close its gaps
        return False
    if t.news.summary is not None and inp.kind in ("mouse_down", "key_down"):
        t.news.summary = None  # put away; the click or key still does what it does
    if t.logv.open:  # the whole log is modal: it takes every click, key and wheel until closed
        if inp.kind == "wheel":
            t.logv.wheel(inp.wheel[1])
        elif inp.kind == "key_down":
            t.logv.key(inp.key)
        elif inp.kind == "mouse_down":
            t.logv.open = False
        return inp.kind in ("wheel", "key_down", "mouse_down", "mouse_up")
    modal = t.choosing.modal_input(inp)
    if modal is not None:
        return modal
    if inp.kind == "mouse_down" and inp.button == 1 and inp.pos is not None and t.coach.active:
        coached = t.coach.mouse_down(inp.pos, coach_passes(t, inp.pos))
        if coached is not None:
            return coached
    first = t.intercept(inp)
    if first is not None:
        return first
    if inp.is_key(pygame.K_ESCAPE):
        if t.dragdrop.dragging is not None:
            t.dragdrop.cancel()
            return True
        if t.close_panel():
            return True
        if t.choosing.picker.path:
            t.choosing.drop_focus()
            return True
        if table_focus.clear(t):
            return True
        return t.scene_handle(inp)
    pacer = t.computer.pacer
    if inp.is_key(pygame.K_SPACE) and not table_focus.space_takes(t) and (pacer.paused or t.computer.playing()):
        t.pause_or_step()
        return True
    if inp.is_key(pygame.K_RETURN) and pacer.paused and not t.screen_decides():
        t.play_on()
        return True
    if t.animating() and inp.kind in ("mouse_down", "key_down"):
        t.skip_animations()
        if inp.is_key(pygame.K_SPACE) or t.skip_click(inp):
            return True
    if inp.kind == "mouse_down":
        return mouse_down(t, inp)
    if inp.kind == "mouse_up" and inp.button == 1:
        return mouse_up(t, inp)
    if inp.kind == "wheel":
        if t.logv.panel_rect.collidepoint(inp.pos or (0, 0)):
            t.logv.wheel(inp.wheel[1])
            t.static.invalidate()
        else:
            t.choices.turn(-1 if inp.wheel[1] > 0 else 1)
        return True
    if inp.kind == "key_down":
        return handle_key(t, inp)
    return False


def coach_passes(t, pos) -> bool:
    """A click a tutorial's coach lets through: on a lit place, a button, a card that drags, or the log."""
    return (t.choosing.anchor_under(pos) is not None or button_at(t.clickable_buttons(), pos) is not None
            or t.dragdrop.item_at(pos) is not None or t.logv.panel_rect.collidepoint(pos))


def mouse_down(t, inp) -> bool:
    t.mouse = inp.pos
    noted = t.notes.mouse_down(inp) if inp.pos is not None else None
    if noted is not None:
        return noted
    if inp.button == 3:
        t.chooser.reset()
        t.choosing.drop_focus()
        t.dragdrop.cancel()
        return True
    if inp.button != 1 or inp.pos is None:
        return False
    b = button_at(t.clickable_buttons(), inp.pos)
    if b is not None:
        if b.enabled:
            press_button(t, b)
        return True
    if t.panel_covers_board():
        return True
    if t.logv.panel_rect.collidepoint(inp.pos):
        t.logv.show()
        return True
    if t.dragdrop.press(inp.pos):
        return True
    if t.choosing.click_anchor_at(inp.pos) or t.click_board(inp.pos):
        return True
    if t.choosing.picker.path:  # a click on empty board lets go of what was picked
        t.choosing.drop_focus()
        return True
    return False


def mouse_up(t, inp) -> bool:
    res = t.dragdrop.release(inp.pos or (0, 0))
    if res is None:
        return False
    if isinstance(res.payload, tuple) and res.payload and res.payload[0] == NOTE:
        t.notes.mouse_up(res)
        return True
    if res.kind == "click":
        if not t.choosing.click_anchor_at(inp.pos or (0, 0)):
            t.click_item(res.payload)
    elif res.kind == "drop":
        t.on_drop(res.payload, res.target_payload)
    else:
        t.toast(res.reason or "That cannot go there.")
        t.sound("warning_sting", 0.25)
    return True


def handle_key(t, inp) -> bool:
    key = inp.key
    if key == pygame.K_z and inp.mod & pygame.KMOD_CTRL:
        t.undo()
        return True
    if t.ring.key(inp):  # Tab, the arrows, Enter and Space on the focus ring (focus.py)
        return True
    if key == pygame.K_SPACE:
        return True
    if key == pygame.K_l:
        t.logv.show()
        return True
    if t.game_key(key):
        return True
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        t.choice_items_to_list()
        payload = t.first_choice()
        if payload is not None:
            t.activate(payload)
        return True
    payload = t.choosing.by_key(key)
    if payload is not None:
        t.activate(payload)
        return True
    if key in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_DOWN):
        t.choices.turn(1)
        return True
    if key in (pygame.K_PAGEUP, pygame.K_LEFT, pygame.K_UP):
        t.choices.turn(-1)
        return True
    if key == pygame.K_BACKSPACE:
        t.chooser.reset()
        t.choosing.drop_focus()
        return True
    return False


def press_button(t, b: Button) -> None:
    kind, arg = b.key
    if kind == "choice":
        t.press_choice(arg)
    elif kind == "page":
        t.choices.turn(arg)
    elif kind == "undo":
        t.undo()
    elif kind == "action":
        t.request(arg)
    elif kind == "skip":
        t.skip_animations()
    else:
        t.press_game_button(kind, arg)
