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

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
SLIDER_STEP = {"volume": 5, "speed": 0.1}  # what one arrow key press moves a slider by


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

    ROWS = (
        ("window", "Window size", "When not fullscreen"),
        ("fullscreen", "Fullscreen", "F11 switches at any time"),
        ("speed", "Animation speed", "Tokens, cards and dice"),
        ("dice", "Dice animation", "Off: show results at once"),
        ("pace", "Computer pace", "How fast computer seats play"),
        ("volume", "Volume", "Click the bar, or ← → keys"),
        ("mute", "Mute", "Silence every sound"),
        ("confirm", "Ask before risky moves", "Declaring the Lair, DANGER, discards..."),
    )

    def build_ui(self) -> None:
        self.widgets = {}
        st = self.app.settings
        w, h = self.size
        pw = self.s(760)
        # every row fits above the window's bottom; on a display too short for that (a fullscreen window
        # on a small screen) the rows keep a height they can be drawn at and run past it
        row_h = max(self.s(24), min(self.s(62), (h - self.s(300)) // len(self.ROWS)))
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
        self.focus = getattr(self, "focus", "volume")  # the slider the arrow keys move
        common.button(self, "test_sound", (self.panel.right - self.s(36) - self.s(220) - self.s(196), by, self.s(180), bh),
                      "Test sound", tooltip="Play a sound at this volume")

    # -- sliders: a click on the rail sets the value there; arrow keys step the focused one --------------
    def slider_value(self, key: str) -> float:
        return float(self.widgets[key].get_current_value())

    def set_slider(self, key: str, value: float) -> None:
        """Set a slider (clamped to its range) and apply it to the settings at once."""
        st = self.app.settings
        sl = self.widgets.get(key)
        if sl is None:
            return
        lo, hi = (0, 100) if key == "volume" else ANIMATION_SPEED_RANGE
        value = min(hi, max(lo, value))
        sl.set_current_value(int(round(value)) if key == "volume" else round(value, 2))
        if key == "volume":
            st.volume = round(int(round(value)) / 100.0, 2)
            self.widgets["volume_value"].set_text(f"{int(round(st.volume * 100))}%")
        else:
            st.animation_speed = round(float(value), 2)
            self.widgets["speed_value"].set_text(f"{st.animation_speed:.1f}×")
        self.focus = key

    def slider_click(self, pos) -> bool:
        """A click on a slider's rail (not its arrow buttons) puts the value where the click was."""
        for key in ("volume", "speed"):
            sl = self.widgets.get(key)
            if sl is None or not sl.rect.collidepoint(pos):
                continue
            self.focus = key
            arrows = [b for b in (getattr(sl, "left_button", None), getattr(sl, "right_button", None)) if b is not None]
            if any(b.rect.collidepoint(pos) for b in arrows):
                return False  # pygame_gui steps the value by its click increment
            rail = sl.rect.inflate(-2 * max((b.rect.w for b in arrows), default=0), 0)
            t = (pos[0] - rail.x) / max(1, rail.w)
            lo, hi = (0, 100) if key == "volume" else ANIMATION_SPEED_RANGE
            self.set_slider(key, lo + max(0.0, min(1.0, t)) * (hi - lo))
            return True
        return False

    def handle(self, inp) -> bool:
        st = self.app.settings
        if inp.kind == "mouse_down" and inp.button == 1 and inp.pos is not None and self.slider_click(inp.pos):
            return True
        if inp.is_key(pygame.K_LEFT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_UP) and self.focus in self.widgets:
            if inp.key in (pygame.K_LEFT, pygame.K_RIGHT) or not getattr(self, "_nav_key", None):
                up = inp.key in (pygame.K_RIGHT, pygame.K_UP)
                self.set_slider(self.focus, self.slider_value(self.focus) + (1 if up else -1) * SLIDER_STEP[self.focus])
                return True
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
                    self.focus = "speed"
                elif el is self.widgets.get("volume"):
                    st.volume = round(float(el.get_current_value()) / 100.0, 2)
                    self.widgets["volume_value"].set_text(f"{int(round(st.volume * 100))}%")
                    self.focus = "volume"
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
        sl = self.widgets.get(getattr(self, "focus", ""))
        if sl is not None:  # which slider the arrow keys move
            pygame.draw.rect(surface, theme.GOLD, sl.rect.inflate(self.s(8), self.s(8)), max(1, self.s(2)),
                             border_radius=self.s(6))
