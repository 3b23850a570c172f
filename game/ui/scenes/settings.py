"""Settings: text and controls size (UI scale), colour palette, reduced motion, window size, fullscreen, animation
speed, dice animation, computer pace, volume, effects and ambience volumes, mute, asking before risky moves. Applied live, saved on leave. The
rows are as tall as the UI scale's text needs; those that do not fit the window go to a second page."""
from __future__ import annotations

import pygame
import pygame_gui

from game.core.settings import AI_PACES, ANIMATION_SPEED_RANGE, PALETTES, Settings

from .. import fonts, theme
from ..scene import Scene, register
from ..tables.pacing import LABELS
from . import common
from ..surfaces import new_surface

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
SLIDER_STEP = {"volume": 5, "effects": 5, "ambience": 5, "speed": 0.1}  # what one arrow key press moves a slider by
PERCENT = {"volume": "volume", "effects": "effects_volume", "ambience": "ambience_volume"}  # 0..100% sliders
PALETTE_LABELS = {"default": "Default", "colour_blind": "Colour-blind safe"}


def scale_text(scale: float) -> str:
    return f"{round(scale * 100)}%"


def page_text(page: int, pages: int) -> str:
    return f"Page {page + 1} of {pages}"


def size_text(size) -> str:
    return f"{size[0]} × {size[1]}"


def desktop_size():
    """The size of the screen the window is on, or None when the driver cannot tell."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError):
        return None
    return tuple(sizes[0]) if sizes else None


def fitting_sizes(desktop) -> list:
    """The window sizes offered: those that fit the screen (the smallest always, the app's minimum)."""
    if not desktop:
        return list(SIZES)
    dw, dh = desktop
    fit = [s for s in SIZES if s[0] <= dw and s[1] <= dh]
    return fit or SIZES[:1]


@register("settings")
class SettingsScene(Scene):
    overlay = False

    # The accessibility rows first: a player who made the text too big finds the way back on the first page.
    ROWS = (
        ("ui_scale", "Text and controls size", "← → keys; 100% to 200%"),
        ("palette", "Colour palette", "Seats and zones keep their shapes"),
        ("motion", "Reduced motion", "Short fades instead of flights and rolls"),
        ("window", "Window size", "When not fullscreen"),
        ("fullscreen", "Fullscreen", "F11 switches at any time"),
        ("speed", "Animation speed", "Tokens, cards and dice"),
        ("dice", "Dice animation", "Off: show results at once"),
        ("pace", "Computer pace", "How fast computer seats play"),
        ("volume", "Volume", "Click the bar, or ← → keys"),
        ("mute", "Mute", "Silence every sound"),
        ("confirm", "Ask before risky moves", "Declaring the Lair, DANGER, discards..."),
        # each kind of sound under the Volume: last, so the first page keeps the rows it always had
        ("effects", "Effects volume", "Cards, dice, attacks, wins and losses"),
        ("ambience", "Ambience volume", "Each game's quiet background"),
    )
    ARROW_KEYS = ("ui_scale", "speed", "volume", "effects", "ambience")  # the rows ← → change (the one with focus)
    ROW_OF = {"ui_smaller": "ui_scale", "ui_larger": "ui_scale", "speed": "speed", "volume": "volume",
              "effects": "effects", "ambience": "ambience"}
    SCALE_CONTROLS = ("ui_smaller", "ui_scale_value", "ui_larger")

    def __init__(self):
        super().__init__()
        self.page = 0
        self.pages = 1
        self.focus = "volume"
        self.row_rects: list = []
        # (window size, button, centre) of the last click on − or +: the row is laid out again at the new scale
        # with that button where it was, so the pointer stays on the button it clicked
        self.scale_anchor = None

    def row_layout(self) -> tuple:
        """(panel, label column width, row height, rows per page) for the window and the UI scale: the rows
        are as tall as their label, tip and control need; the ones that do not fit go to further pages."""
        w, h = self.size
        label_font, tip_font = fonts.get("sans_bold", self.t(18)), fonts.get("sans", self.t(13))
        widest = max(max(label_font.size(text)[0], tip_font.size(tip)[0]) for _, text, tip in self.ROWS)
        # as wide at every UI scale as the largest needs: the controls at its right keep their places across when
        # − or + changes the scale under the pointer
        most = fonts.UI_SCALES[-1] * self.app.scale
        big_label, big_tip = fonts.get("sans_bold", round(18 * most)), fonts.get("sans", round(13 * most))
        widest_most = max(max(big_label.size(text)[0], big_tip.size(tip)[0]) for _, text, tip in self.ROWS)
        pw = min(w - self.s(60), max(self.s(760), max(widest, widest_most) + self.s(96) + self.s(460)))
        top = self.s(84)
        self.panel = pygame.Rect(w // 2 - pw // 2, top, pw, h - top - self.s(16))
        label_w = min(widest + self.s(24), (pw - self.s(72)) * 11 // 20)
        row_h = max(self.ctrl(36), label_font.get_linesize() + tip_font.get_linesize()) + self.s(6)
        room = self.panel.h - self.head_h() - self.foot_h()
        return pw, label_w, row_h, max(1, room // row_h)

    def head_h(self) -> int:
        return self.s(12) + self.ctrl(34) + self.s(8)

    def foot_h(self) -> int:
        return self.ctrl(48) + self.s(30)

    def build_ui(self) -> None:
        self.widgets = {}
        pw, label_w, row_h, per_page = self.row_layout()
        self.pages = -(-len(self.ROWS) // per_page)
        self.page = max(0, min(self.page, self.pages - 1))
        shown = self.ROWS[self.page * per_page:(self.page + 1) * per_page]
        x = self.panel.x + self.s(36)
        cx = x + label_w
        cw = self.panel.right - self.s(36) - cx
        ch = self.ctrl(36)
        y = self.panel.y + self.head_h()
        self.row_rects = []
        for key, text, tip in shown:
            self.row_rects.append((pygame.Rect(self.panel.x + self.s(12), y, pw - self.s(24), row_h - self.s(6)), text, tip))
            cy = y + (row_h - self.s(6) - ch) // 2
            self.build_control(key, tip, pygame.Rect(cx, cy, cw, ch))
            y += row_h
        self.build_pages()
        self.build_footer()
        self.keep_scale_controls(shown)
        if not self.on_page(self.focus):  # the row the arrow keys move: one on this page
            self.focus = next((k for k in self.ARROW_KEYS if self.on_page(k)), self.focus)

    def keep_scale_controls(self, shown) -> None:
        """After a click on − or + the UI scale row's controls are moved so the button clicked is where it was (the
        layout at the new scale would put it elsewhere, away from the pointer), as long as they then still fit the
        panel, leave the row's label and tip their whole width and cover no other control. Across, the button keeps
        its place exactly; up or down it comes as near as the header above allows, the pointer still on it."""
        anchor = self.scale_anchor
        if not anchor or anchor[0] != self.size or anchor[1] not in self.widgets:
            return
        row = next((r for (r, _, _), (key, _, _) in zip(self.row_rects, shown) if key == "ui_scale"), None)
        if row is None:
            return
        rects = {k: pygame.Rect(self.widgets[k].rect) for k in self.SCALE_CONTROLS}
        old = rects[anchor[1]]
        dx, ideal = anchor[2][0] - old.centerx, anchor[2][1] - old.centery
        label = fonts.get("sans_bold", self.t(18)).size(self.ROWS[0][1])[0]
        tip = fonts.get("sans", self.t(13)).size(self.ROWS[0][2])[0]
        words_end = row.x + self.s(24) + max(label, tip) + self.s(8)
        others = [el.rect for k, el in self.widgets.items() if k not in self.SCALE_CONTROLS]
        step = 1 if ideal < 0 else -1
        for dy in range(ideal, step, step):  # from where the pointer was towards the row's own place
            moved = {k: r.move(dx, dy) for k, r in rects.items()}
            group = moved[self.SCALE_CONTROLS[0]].unionall([moved[k] for k in self.SCALE_CONTROLS[1:]])
            if not moved[anchor[1]].collidepoint(anchor[2]):
                return
            if self.panel.contains(group) and group.x >= words_end and not any(group.colliderect(o) for o in others):
                for k in self.SCALE_CONTROLS:
                    self.widgets[k].set_relative_position(moved[k].topleft)
                return

    def on_page(self, key: str) -> bool:
        return (key + "_value") in self.widgets  # each arrow-key row has a value label

    def build_control(self, key: str, tip: str, box: pygame.Rect) -> None:
        st = self.app.settings
        cx, cy, cw, ch = box
        toggle_w = max(self.s(150), common.text_w(self, "Off"))
        value_w = max(self.s(80), *(common.text_w(self, t, "label", pad=self.s(4)) for t in ("2.0×", "100%")))
        if key == "window":
            desk = desktop_size()
            options = [size_text(s) for s in fitting_sizes(desk)]
            current = size_text(st.window_size)
            if current not in options:  # a size dragged by hand is listed too, when it fits the screen
                if desk is None or (st.window_size[0] <= desk[0] and st.window_size[1] <= desk[1]):
                    options.append(current)
                else:
                    current = options[-1]
            dd = common.dropdown(self, "window", (cx, cy, cw, ch), options, current)
            if st.fullscreen:
                dd.disable()
        elif key == "pace":
            labels = [LABELS[p] for p in AI_PACES]
            pw = min(cw, max(self.s(220), max(common.text_w(self, t, "drop_down_menu") for t in labels) + ch))
            common.dropdown(self, "pace", (cx, cy, pw, ch), labels, LABELS.get(st.ai_pace, LABELS["normal"]))
        elif key in ("fullscreen", "dice", "mute", "confirm", "motion"):
            on = {"fullscreen": st.fullscreen, "dice": st.dice_animation, "mute": st.mute,
                  "confirm": st.confirm_risky, "motion": st.reduced_motion}[key]
            common.button(self, key, (cx, cy, toggle_w, ch), "On" if on else "Off",
                          cls="@toggle_on" if on else None, tooltip=tip)
        elif key == "palette":
            width = min(cw, max(common.text_w(self, t) for t in PALETTE_LABELS.values()))
            common.button(self, "palette", (cx, cy, width, ch), PALETTE_LABELS.get(st.palette, PALETTE_LABELS["default"]),
                          tooltip="Default, or colours told apart with red-green colour blindness (Okabe-Ito)")
        elif key == "ui_scale":
            bw = max(ch, common.text_w(self, "−"))
            lw = common.text_w(self, "200%", "label", "@seat_label", pad=self.s(8))
            x = cx + cw - (bw + lw + bw + self.s(16))  # at the right of the row, where the panel's edge keeps them
            common.button(self, "ui_smaller", (x, cy, bw, ch), "−", tooltip="Smaller text (← key)",
                          enabled=self.app.ui_scale > fonts.UI_SCALES[0])
            common.label(self, "ui_scale_value", (x + bw + self.s(8), cy, lw, ch), scale_text(self.app.ui_scale),
                         cls="@seat_label")
            common.button(self, "ui_larger", (x + bw + lw + self.s(16), cy, bw, ch), "+", tooltip="Larger text (→ key)",
                          enabled=self.app.ui_scale < fonts.UI_SCALES[-1])
        elif key == "speed" or key in PERCENT:
            if key == "speed":
                lo, hi = ANIMATION_SPEED_RANGE
                value, rng, inc, shown = st.animation_speed, (lo, hi), 0.1, f"{st.animation_speed:.1f}×"
            else:
                pct = int(round(getattr(st, PERCENT[key]) * 100))
                value, rng, inc, shown = pct, (0, 100), 5, f"{pct}%"
            self.widgets[key] = pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(cx, cy, cw - value_w - self.s(10), ch), value, rng, self.manager, click_increment=inc)
            common.label(self, f"{key}_value", (cx + cw - value_w, cy, value_w, ch), shown)

    def build_pages(self) -> None:
        """◂ Page 1 of 2 ▸ at the right of the header, while the rows take more than one page (PgUp/PgDn too)."""
        if self.pages <= 1:
            return
        ch = self.ctrl(34)
        y = self.panel.y + self.s(12)
        bw = max(ch, common.text_w(self, "▸"))
        right = self.panel.right - self.s(36)
        text = page_text(self.page, self.pages)
        lw = common.text_w(self, page_text(self.pages - 1, self.pages), "label", "@seat_label", pad=self.s(6))
        common.button(self, "page_next", (right - bw, y, bw, ch), "▸", tooltip="Next page (PgDn)",
                      enabled=self.page < self.pages - 1)
        common.label(self, "page", (right - bw - lw - self.s(6), y, lw, ch), text, cls="@seat_label")
        common.button(self, "page_prev", (right - bw - lw - bw - self.s(12), y, bw, ch), "◂",
                      tooltip="Previous page (PgUp)", enabled=self.page > 0)

    def build_footer(self) -> None:
        bh = self.ctrl(48)
        by = self.panel.bottom - bh - self.s(18)
        items = (("back", "Back", "@primary", None), ("test_sound", "Test sound", None, "Play a sound at this volume"),
                 ("defaults", "Restore defaults", None, "Window, sound, animation and these settings back to the defaults"))
        widths = [max(self.s(180), common.text_w(self, text, "button", cls)) for _, text, cls, _ in items]
        inner = self.panel.w - 2 * self.s(36)
        gap = self.s(16)
        if sum(widths) + 2 * gap > inner:  # at a large UI scale: the three share the row
            widths = [int(w * (inner - 2 * gap) / sum(widths)) for w in widths]
        x = self.panel.x + self.s(36)
        common.button(self, "back", (x, by, widths[0], bh), "Back", cls="@primary")
        right = self.panel.right - self.s(36)
        common.button(self, "defaults", (right - widths[2], by, widths[2], bh), "Restore defaults", tooltip=items[2][3])
        common.button(self, "test_sound", (right - widths[2] - gap - widths[1], by, widths[1], bh), "Test sound",
                      tooltip=items[1][3])

    def set_ui_scale(self, step: int, button: str = "") -> None:
        """One quarter step larger (+1) or smaller (-1), applied at once: the app's fonts and this screen's
        layout are rebuilt, and the page shows the row again."""
        scales = fonts.UI_SCALES
        i = scales.index(self.app.ui_scale)
        new = scales[max(0, min(len(scales) - 1, i + step))]
        self.focus = "ui_scale"
        if new == self.app.ui_scale:
            return
        if button in self.widgets:
            self.scale_anchor = (self.size, button, self.widgets[button].rect.center)
        self.app.settings.ui_scale = new
        self.page = 0  # the UI scale row is the first
        self.app.apply_ui_scale()  # rebuilds this scene

    def set_page(self, page: int) -> None:
        page = max(0, min(self.pages - 1, page))
        if page != self.page:
            self.page = page
            self.refresh()

    # -- sliders: a click on the rail sets the value there; arrow keys step the focused one --------------
    def slider_value(self, key: str) -> float:
        return float(self.widgets[key].get_current_value())

    def set_slider(self, key: str, value: float) -> None:
        """Set a slider (clamped to its range) and apply it to the settings at once."""
        st = self.app.settings
        sl = self.widgets.get(key)
        if sl is None:
            return
        lo, hi = (0, 100) if key in PERCENT else ANIMATION_SPEED_RANGE
        value = min(hi, max(lo, value))
        sl.set_current_value(int(round(value)) if key in PERCENT else round(value, 2))
        if key in PERCENT:
            self.set_percent(key, value)
        else:
            st.animation_speed = round(float(value), 2)
            self.widgets["speed_value"].set_text(f"{st.animation_speed:.1f}×")
        self.focus = key

    def set_percent(self, key: str, value: float) -> None:
        """A volume slider's value (0..100) into its setting and its label."""
        setattr(self.app.settings, PERCENT[key], round(int(round(value)) / 100.0, 2))
        self.widgets[f"{key}_value"].set_text(f"{int(round(getattr(self.app.settings, PERCENT[key]) * 100))}%")
        self.focus = key

    def slider_click(self, pos) -> bool:
        """A click on a slider's rail (not its arrow buttons) puts the value where the click was."""
        for key in (*PERCENT, "speed"):
            sl = self.widgets.get(key)
            if sl is None or not sl.rect.collidepoint(pos):
                continue
            self.focus = key
            arrows = [b for b in (getattr(sl, "left_button", None), getattr(sl, "right_button", None)) if b is not None]
            if any(b.rect.collidepoint(pos) for b in arrows):
                return False  # pygame_gui steps the value by its click increment
            rail = sl.rect.inflate(-2 * max((b.rect.w for b in arrows), default=0), 0)
            t = (pos[0] - rail.x) / max(1, rail.w)
            lo, hi = (0, 100) if key in PERCENT else ANIMATION_SPEED_RANGE
            self.set_slider(key, lo + max(0.0, min(1.0, t)) * (hi - lo))
            return True
        return False

    def handle(self, inp) -> bool:
        st = self.app.settings
        if inp.kind == "mouse_down" and inp.button == 1 and inp.pos is not None and self.slider_click(inp.pos):
            return True
        if inp.is_key(pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.set_page(self.page + (1 if inp.key == pygame.K_PAGEDOWN else -1))
            return True
        arrows = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_UP)
        row = self.arrow_row()
        if inp.is_key(*arrows) and row is not None:
            if inp.key in (pygame.K_LEFT, pygame.K_RIGHT) or not getattr(self, "_nav_key", None):
                up = inp.key in (pygame.K_RIGHT, pygame.K_UP)
                self.focus = row
                if self.focus == "ui_scale":
                    self.set_ui_scale(1 if up else -1)
                else:
                    self.set_slider(self.focus, self.slider_value(self.focus) + (1 if up else -1) * SLIDER_STEP[self.focus])
                return True
        if inp.kind == "ui":
            el, t = inp.element, inp.ui_type
            if t == pygame_gui.UI_BUTTON_PRESSED:
                return self.button(el)
            if t == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
                if el is self.widgets.get("speed"):
                    st.animation_speed = round(float(el.get_current_value()), 2)
                    self.widgets["speed_value"].set_text(f"{st.animation_speed:.1f}×")
                    self.focus = "speed"
                else:
                    key = next((k for k in PERCENT if el is self.widgets.get(k)), None)
                    if key is not None:
                        self.set_percent(key, float(el.get_current_value()))
                return True
            if t == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and el is self.widgets.get("pace"):
                st.ai_pace = next((p for p in AI_PACES if LABELS[p] == inp.raw.text), st.ai_pace)
                return True
            if t == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and el is self.widgets.get("window"):
                try:
                    a, b = inp.raw.text.replace(" ", "").split("×")
                    self.app.set_window(size=(int(a), int(b)))
                except ValueError:
                    pass
                return True
            return False
        return super().handle(inp)

    TOGGLES = {"dice": "dice_animation", "mute": "mute", "confirm": "confirm_risky", "motion": "reduced_motion"}

    def button(self, el) -> bool:
        st = self.app.settings
        key = next((k for k, w in self.widgets.items() if w is el), None)
        if key == "back":
            self.app.pop()
        elif key == "fullscreen":
            self.app.set_window(fullscreen=not st.fullscreen)  # rebuilds this scene's UI
        elif key in self.TOGGLES:
            setattr(st, self.TOGGLES[key], not getattr(st, self.TOGGLES[key]))
            self.refresh()
        elif key == "palette":
            # the app applies it from the next frame on (App.sync_look), as it does reduced motion
            st.palette = PALETTES[(PALETTES.index(st.palette) + 1) % len(PALETTES)] if st.palette in PALETTES \
                else PALETTES[0]
            self.refresh()
        elif key in ("ui_smaller", "ui_larger"):
            self.set_ui_scale(1 if key == "ui_larger" else -1, key)
        elif key in ("page_prev", "page_next"):
            self.set_page(self.page + (1 if key == "page_next" else -1))
        elif key == "test_sound":
            self.app.audio.play("dice_rattle")
        elif key == "defaults":
            self.restore_defaults()
        else:
            return False
        return True

    def restore_defaults(self) -> None:
        st, d = self.app.settings, Settings()
        for name in ("animation_speed", "dice_animation", "ai_pace", "volume", "effects_volume", "ambience_volume",
                     "mute", "confirm_risky", "ui_scale", "palette", "reduced_motion"):
            setattr(st, name, getattr(d, name))
        self.page = 0
        self.app.set_window(size=d.window_size, fullscreen=False)  # lays the app out again at the default scale

    def leave(self) -> None:
        if self.app is not None:
            self.app.save_settings()

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        # the title keeps its size at every UI scale: it is bigger than any text at 200% already
        theme.blit_text(surface, "Settings", "display", self.s(48), (w // 2, self.panel.y - self.s(12)),
                        theme.BLOOD_BRIGHT, anchor="midbottom", glow=theme.BLOOD_DARK)
        theme.draw_panel(surface, self.panel, self.scale)
        head_y = self.panel.y + self.s(12) + self.ctrl(34) // 2
        note_w = (self.widgets["page_prev"].rect.x if "page_prev" in self.widgets else self.panel.right) \
            - self.panel.x - self.s(52)
        note, px = theme.fit_text("Saved when you leave this screen", "sans", self.t(15), note_w)
        theme.blit_text(surface, note, "sans", px, (self.panel.x + self.s(36), head_y), theme.ASH, anchor="midleft",
                        shadow=False)
        label_px, tip_px = self.t(18), self.t(13)
        label_h = fonts.get("sans_bold", label_px).get_linesize()
        tip_h = fonts.get("sans", tip_px).get_linesize()
        for i, (rect, text, tip) in enumerate(self.row_rects):
            if i % 2 == 0:
                shade = new_surface(rect.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 8))
                surface.blit(shade, rect.topleft)
            room = self.label_room(rect)
            y = rect.centery - (label_h + tip_h) // 2
            text, px = theme.fit_text(text, "sans_bold", label_px, room)
            theme.blit_text(surface, text, "sans_bold", px, (rect.x + self.s(24), y + label_h // 2), theme.BONE,
                            anchor="midleft")
            tip, px = theme.fit_text(tip, "sans", tip_px, room)
            theme.blit_text(surface, tip, "sans", px, (rect.x + self.s(24), y + label_h + tip_h // 2), theme.ASH,
                            anchor="midleft", shadow=False)
        ring = self.focus_rect() if self.focused_widget() is None else None
        if ring is not None:  # which row the arrow keys move, while no control holds the keyboard's ring: one ring
            from ..widgets import focus_ring  # here, as scene_focus does: the first menu frame imports no widgets

            focus_ring.draw_focus_ring(surface, ring, max(3, int(round(3 * self.scale))))

    def arrow_row(self):
        """The row ← → move: while a control has the keyboard focus, its row (None for a control of a row without
        arrows: a key never moves a row the ring is not on); else the row last used, marked by the row's ring."""
        if self.focused_widget() is not None:
            return self.ROW_OF.get(self._nav_key)
        return self.focus if self.on_page(self.focus) else None

    def label_room(self, row: pygame.Rect) -> int:
        """The width a row's label and tip may take: up to its control."""
        controls = [el.rect.x for el in self.widgets.values() if el.rect.colliderect(row)]
        return min(controls, default=row.right) - row.x - self.s(24) - self.s(8)

    def focus_rect(self):
        if self.focus == "ui_scale":
            parts = [self.widgets[k].rect for k in ("ui_smaller", "ui_scale_value", "ui_larger") if k in self.widgets]
            return parts[0].unionall(parts[1:]) if parts else None
        sl = self.widgets.get(self.focus)
        return sl.rect if sl is not None else None

