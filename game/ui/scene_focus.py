"""The keyboard focus of the menus and dialogs (every Scene; the tables have their own ring: tables/focus.py).

Tab / Shift+Tab move the focus through the scene's pygame_gui controls in reading order (buttons, sliders,
drop-downs, text boxes, the Load list); what it is on is drawn with the same ring as the tables'. What a key does
there is what the mouse would do, delivered to the scene as the same pygame_gui input (so no scene needs code of
its own for it):
  * a button: Enter or Space presses it;
  * a slider: Left / Right move it a step;
  * a drop-down: Enter, Space, Left or Right pick the next (or the previous) option;
  * a text box: it takes the typing (Tab leaves it);
  * a list: Up / Down move the selection, Enter opens it (the scene's own Enter).
A scene keeps its own keys (Scene.nav's Up/Down over a column, the lobby's Enter to start) while the focus is on
nothing or on a control that does not take that key. A click moves the focus to the control clicked (or away). A scene with its own Tab handling sets `widget_focus = False`.
"""
from __future__ import annotations

from typing import Optional

import pygame
import pygame_gui

from .inputs import Input

E = pygame_gui.elements
FOCUSABLE = (E.UIButton, E.UIHorizontalSlider, E.UIDropDownMenu, E.UITextEntryLine, E.UISelectionList)
SLIDER_STEPS = 20  # a slider's arrow step: a twentieth of its range


def reading_key(el) -> tuple:
    r = el.rect
    return (r.top // 24, r.left, r.top)


def ui_input(kind: int, el, **attrs) -> Input:
    """The input a click (or a change) of `el` gives the scene."""
    return Input("ui", raw=pygame.event.Event(kind, dict(ui_element=el, **attrs)))


class WidgetFocus:
    """Mixed into Scene: `_nav_key` is the focused widget's key (Scene.nav moves the same focus)."""

    widget_focus = True

    def focus_keys(self) -> list:
        """The keys of the widgets Tab visits, in reading order."""
        live = []
        for k, el in getattr(self, "widgets", {}).items():
            if not isinstance(el, FOCUSABLE) or not el.visible or not getattr(el, "is_enabled", True):
                continue
            live.append((reading_key(el), k))
        return [k for _, k in sorted(live, key=lambda t: t[0])]

    def focused_widget(self):
        k = getattr(self, "_nav_key", None)
        el = self.widgets.get(k) if k is not None else None
        return el if el is not None and el.alive() else None

    def set_widget_focus(self, key: Optional[str], quiet: bool = False) -> None:
        old = self.focused_widget()
        if isinstance(old, E.UIButton):
            old.unselect()
        if isinstance(old, E.UITextEntryLine) and old.is_focused:
            old.unfocus()
        self._nav_key = key
        el = self.focused_widget()
        if isinstance(el, E.UIButton):
            el.select()
        elif isinstance(el, E.UITextEntryLine) and not quiet:
            self.manager.set_focus_set(el)  # the typing goes into it now
        if not quiet:
            self.click()

    def focus_input(self, inp) -> bool:
        """A key for the focus (the App asks before pygame_gui sees the key): True when it was used."""
        if not self.widget_focus:
            return False
        if inp.kind == "mouse_down" and inp.pos is not None:  # the focus goes where the pointer clicks (or away)
            hit = next((k for k in self.focus_keys() if self.widgets[k].rect.collidepoint(inp.pos)), None)
            if hit != getattr(self, "_nav_key", None):
                self.set_widget_focus(hit, quiet=True)
            return False
        if inp.kind != "key_down":
            return False
        if inp.key == pygame.K_TAB:
            keys = self.focus_keys()
            if not keys:
                return False
            back = bool(inp.mod & pygame.KMOD_SHIFT)
            cur = getattr(self, "_nav_key", None)
            if cur in keys:
                i = (keys.index(cur) + (-1 if back else 1)) % len(keys)
            else:
                i = len(keys) - 1 if back else 0
            self.set_widget_focus(keys[i])
            return True
        el = self.focused_widget()
        if el is None or getattr(self, "_nav_key", None) not in self.focus_keys():
            return False
        take = inp.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if isinstance(el, E.UIButton) and take:
            self.handle(ui_input(pygame_gui.UI_BUTTON_PRESSED, el, mouse_button=1))
            return True
        if isinstance(el, E.UIHorizontalSlider) and inp.key in (pygame.K_LEFT, pygame.K_RIGHT):
            lo, hi = el.value_range
            step = (hi - lo) / SLIDER_STEPS * (1 if inp.key == pygame.K_RIGHT else -1)
            value = max(min(lo, hi), min(max(lo, hi), el.get_current_value() + step))
            el.set_current_value(value)
            self.handle(ui_input(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, el, value=el.get_current_value()))
            return True
        if isinstance(el, E.UIDropDownMenu) and (take or inp.key in (pygame.K_LEFT, pygame.K_RIGHT)):
            return self.next_option(el, -1 if inp.key == pygame.K_LEFT else 1)
        if isinstance(el, E.UISelectionList) and inp.key in (pygame.K_UP, pygame.K_DOWN):
            return self.move_selection(el, -1 if inp.key == pygame.K_UP else 1)
        return False

    def next_option(self, dd, delta: int) -> bool:
        """The drop-down's next option chosen, as if picked from its list; the scene drawn again from its choice."""
        texts = [o[0] if isinstance(o, tuple) else o for o in dd.options_list]
        cur = dd.selected_option[0] if isinstance(dd.selected_option, tuple) else dd.selected_option
        if not texts:
            return False
        text = texts[(texts.index(cur) + delta) % len(texts)] if cur in texts else texts[0]
        key = self._nav_key
        self.handle(ui_input(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, dd, text=text))
        if self.app is not None and self.app.top is self:
            self.refresh()  # the scenes keep their choices in attributes: the drop-down shows the new one
            self._nav_key = key
        return True

    def move_selection(self, lst, delta: int) -> bool:
        """The list's selection one row up or down, as if clicked."""
        items = lst.item_list
        if not items:
            return False
        cur = next((i for i, it in enumerate(items) if it.get("selected")), None)
        i = 0 if cur is None else max(0, min(len(items) - 1, cur + delta))
        for j, it in enumerate(items):
            it["selected"] = j == i
            btn = it.get("button_element")
            if btn is not None:
                btn.select() if j == i else btn.unselect()
        bar = getattr(lst, "scroll_bar", None)
        if bar is not None and len(items) > 1:  # keep the selected row in sight
            bar.set_scroll_from_start_percentage(max(0.0, min(1.0, i / len(items) - bar.visible_percentage / 2)))
        self.handle(ui_input(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, lst, text=items[i]["text"]))
        return True

    def draw_widget_focus(self, surface) -> None:
        """The ring round the focused control (drawn by the App over the pygame_gui widgets)."""
        el = self.focused_widget()
        if el is not None and el.visible and getattr(self, "_nav_key", None) in self.widgets:
            from .widgets.focus_ring import draw_focus_ring  # here: the first menu frame imports no widgets package

            draw_focus_ring(surface, pygame.Rect(el.rect), max(3, int(round(3 * getattr(self.app, "scale", 1.0)))))
