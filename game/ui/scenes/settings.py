"""Settings: window size, fullscreen, animation speed, dice animation, computer pace, volume, mute, asking
before risky moves. Applied live, saved on leave."""
from __future__ import annotations

import pygame
import pygame_gui

from game.core.settings import AI_PACES, ANIMATION_SPEED_RANGE, Settings

from .. import theme
from ..scene import Scene, register
from ..tables.pacing import LABELS
from . import common

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]


def size_text(size) -> str:
    return f"{size[0]} × {size[1]}"


@register("settings")
class SettingsScene(Scene):
    overlay = False

    ROWS = (
        ("window", "Window size", "When not fullscreen"),
        ("fullscreen", "Fullscreen", "F11 switches at any time"),
        ("speed", "Animation speed", "Tokens, cards and dice"),
        ("dice", "Dice animation", "Off: show results at once"),
        ("pace", "Computer pace", "How fast computer seats play"),
        ("volume", "Volume", "Sound effects volume"),
        ("mute", "Mute", "Silence every sound"),
        ("confirm", "Ask before risky moves", "Declaring the Lair, DANGER, discards..."),
    )

    def build_ui(self) -> None:
        self.widgets = {}
        st = self.app.settings
        w, h = self.size
        pw = self.s(760)
        row_h = min(self.s(62), (h - self.s(300)) // len(self.ROWS))  # every row fits above the window's bottom
        ph = self.s(110) + row_h * len(self.ROWS) + self.s(90)
        self.panel = pygame.Rect(w // 2 - pw // 2, max(self.s(90), h // 2 - ph // 2 + self.s(30)), pw, ph)
        x = self.panel.x + self.s(36)
        label_w = self.s(280)
        cx = x + label_w
        cw = self.panel.right - self.s(36) - cx
        ch = self.s(42)
        y = self.panel.y + self.s(90)
        self.row_rects = []
        for key, text, tip in self.ROWS:
            self.row_rects.append((pygame.Rect(self.panel.x + self.s(12), y, pw - self.s(24), row_h - self.s(6)), text, tip))
            cy = y + (row_h - self.s(6) - ch) // 2
            if key == "window":
                options = [size_text(s) for s in SIZES]
                current = size_text(st.window_size)
                if current not in options:
                    options.append(current)
                dd = common.dropdown(self, "window", (cx, cy, cw, ch), options, current)
                if st.fullscreen:
                    dd.disable()
            elif key == "pace":
                common.dropdown(self, "pace", (cx, cy, self.s(220), ch), [LABELS[p] for p in AI_PACES],
                                LABELS.get(st.ai_pace, LABELS["normal"]))
            elif key in ("fullscreen", "dice", "mute", "confirm"):
                on = {"fullscreen": st.fullscreen, "dice": st.dice_animation, "mute": st.mute,
                      "confirm": st.confirm_risky}[key]
                common.button(self, key, (cx, cy, self.s(150), ch), "On" if on else "Off",
                              cls="@toggle_on" if on else None, tooltip=tip)
            elif key == "speed":
                lo, hi = ANIMATION_SPEED_RANGE
                sl = pygame_gui.elements.UIHorizontalSlider(pygame.Rect(cx, cy, cw - self.s(90), ch), st.animation_speed,
                                                            (lo, hi), self.manager, click_increment=0.1)
                self.widgets["speed"] = sl
                common.label(self, "speed_value", (cx + cw - self.s(80), cy, self.s(80), ch), f"{st.animation_speed:.1f}×")
            elif key == "volume":
                sl = pygame_gui.elements.UIHorizontalSlider(pygame.Rect(cx, cy, cw - self.s(90), ch), int(round(st.volume * 100)),
                                                            (0, 100), self.manager, click_increment=5)
                self.widgets["volume"] = sl
                common.label(self, "volume_value", (cx + cw - self.s(80), cy, self.s(80), ch), f"{int(round(st.volume * 100))}%")
            y += row_h
        bh = self.s(48)
        by = self.panel.bottom - bh - self.s(22)
        common.button(self, "back", (self.panel.x + self.s(36), by, self.s(180), bh), "Back", cls="@primary")
        common.button(self, "defaults", (self.panel.right - self.s(36) - self.s(220), by, self.s(220), bh),
                      "Restore defaults", tooltip="Window, sound and animation back to the defaults")
        common.button(self, "test_sound", (self.panel.right - self.s(36) - self.s(220) - self.s(196), by, self.s(180), bh),
                      "Test sound", tooltip="Play a sound at this volume")

    def handle(self, inp) -> bool:
        st = self.app.settings
        if inp.kind == "ui":
            el, t = inp.element, inp.ui_type
            if t == pygame_gui.UI_BUTTON_PRESSED:
                if el is self.widgets.get("back"):
                    self.app.pop()
                elif el is self.widgets.get("fullscreen"):
                    self.app.set_window(fullscreen=not st.fullscreen)  # rebuilds this scene's UI
                elif el is self.widgets.get("dice"):
                    st.dice_animation = not st.dice_animation
                    self.refresh()
                elif el is self.widgets.get("mute"):
                    st.mute = not st.mute
                    self.refresh()
                elif el is self.widgets.get("confirm"):
                    st.confirm_risky = not st.confirm_risky
                    self.refresh()
                elif el is self.widgets.get("test_sound"):
                    self.app.audio.play("dice_rattle")
                elif el is self.widgets.get("defaults"):
                    self.restore_defaults()
                else:
                    return False
                return True
            if t == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
                if el is self.widgets.get("speed"):
                    st.animation_speed = round(float(el.get_current_value()), 2)
                    self.widgets["speed_value"].set_text(f"{st.animation_speed:.1f}×")
                elif el is self.widgets.get("volume"):
                    st.volume = round(float(el.get_current_value()) / 100.0, 2)
                    self.widgets["volume_value"].set_text(f"{int(round(st.volume * 100))}%")
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

    def restore_defaults(self) -> None:
        st, d = self.app.settings, Settings()
        for name in ("animation_speed", "dice_animation", "ai_pace", "volume", "mute", "confirm_risky"):
            setattr(st, name, getattr(d, name))
        self.app.set_window(size=d.window_size, fullscreen=False)

    def leave(self) -> None:
        if self.app is not None:
            self.app.save_settings()

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        theme.draw_background(surface)
        theme.blit_text(surface, "Settings", "display", self.s(48), (w // 2, self.panel.y - self.s(16)),
                        theme.BLOOD_BRIGHT, anchor="midbottom", glow=theme.BLOOD_DARK)
        theme.draw_panel(surface, self.panel, self.scale)
        theme.blit_text(surface, "Saved when you leave this screen", "sans", self.s(15),
                        (self.panel.centerx, self.panel.y + self.s(30)), theme.ASH, anchor="midtop", shadow=False)
        for i, (rect, text, tip) in enumerate(self.row_rects):
            if i % 2 == 0:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 8))
                surface.blit(shade, rect.topleft)
            theme.blit_text(surface, text, "sans_bold", self.s(18), (rect.x + self.s(24), rect.centery - self.s(9)),
                            theme.BONE, anchor="midleft")
            theme.blit_text(surface, tip, "sans", self.s(13), (rect.x + self.s(24), rect.centery + self.s(13)),
                            theme.ASH, anchor="midleft", shadow=False)
