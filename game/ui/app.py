"""The desktop app: window, clock, pygame_gui UIManager, settings, audio and the scene stack.

    from game.ui.app import App
    app = App()                       # opens the window (SDL_VIDEODRIVER=dummy in tests)
    app.push(SomeScene(...))          # or app.open("rules", game_id="zombie")
    app.run()                         # until quit;  app.run_frames(n) in tests

`run(args=None)` is the entry point `python -m game play` calls.
"""
from __future__ import annotations

import os
import sys
import time
import warnings
from typing import Optional

import pygame
import pygame_gui

from game.core import instance_lock, paths
from game.core.atomic import clean_stale_temps
from game.core.settings import MIN_WINDOW, SettingsStore

from . import fonts, inputs, motion, palette, theme
from .audio import Audio
from .scene import SCENES, Scene, report_error, table_hook
from .scene_guard import SceneGuard

TITLE = "Dreadboard"
FPS = 60
# The smallest surface the scenes lay out for. The window is kept at settings.MIN_WINDOW or more, but a
# fullscreen window on a small display, or a window manager that ignores the minimum, can be smaller still
# (down to 1x1); then the scenes draw at this size and the window shows the top-left part of it.
LAYOUT_FLOOR = (320, 240)

# pygame_gui nags when a font size is first used after start-up; we preload the theme's fonts
# and accept the rare on-demand load of an HTML size in a text box.
warnings.filterwarnings("ignore", message="Finding font with id", category=UserWarning)
warnings.filterwarnings("ignore", message="Theme validation found", category=UserWarning)


def load_registry() -> dict:
    """game.games.REGISTRY (id -> GameInfo), or {} while that module is not written yet."""
    try:
        import game.games as games
    except ImportError:
        return {}
    return dict(getattr(games, "REGISTRY", {}) or {})


class App:
    def __init__(self, store: Optional[SettingsStore] = None, size: Optional[tuple] = None,
                 fullscreen: Optional[bool] = None, registry: Optional[dict] = None,
                 save_on_quit: bool = True, start_scene: bool = True, catch_errors: bool = False):
        pygame.init()
        self.catch_errors = catch_errors  # True in the real app: a scene's bug shows a message instead of a crash
        self.guard = SceneGuard(self)  # a scene whose update or draw raises (scene_guard.py)
        self.store = store if store is not None else SettingsStore()
        self.settings = self.store.settings
        self.save_on_quit = save_on_quit
        self._registry = registry
        self.audio = Audio(self.settings)
        self.clock = pygame.time.Clock()
        self.stack: list = []
        self.running = True
        self.time = 0.0
        self.frames = 0
        self._managers: dict = {}
        self.manager: Optional[pygame_gui.UIManager] = None
        self.scale = 1.0
        self._canvas: Optional[pygame.Surface] = None  # what the scenes draw on below LAYOUT_FLOOR
        if size is not None:
            self.settings.window_width, self.settings.window_height = size
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.sync_look()
        self.screen = self._floored(self._open_window())
        self._sync_manager()
        inputs.flush()
        if start_scene:
            from .scenes.menu import MenuScene

            self.push(MenuScene())
            if self.store.problem:
                from .scenes.message import MessageScene

                self.push(MessageScene("Some settings could not be read", self.store.problem))
            if instance_lock.second_copy_note():
                from .scenes.message import MessageScene

                self.push(MessageScene("Another copy of Dreadboard is running", instance_lock.second_copy_note()))

    # -- window ---------------------------------------------------------------------
    @property
    def size(self) -> tuple:
        return self.screen.get_size()

    def _open_window(self) -> pygame.Surface:
        from game.core.version import get_version

        pygame.display.set_caption(f"{TITLE} {get_version()}")
        try:  # the icon tools/make_icon.py drew (assets/images), else theme's simpler one
            icon = paths.IMAGES / "icon.png"
            pygame.display.set_icon(pygame.image.load(str(icon)) if icon.exists() else theme.make_icon(64))
        except pygame.error:
            pass
        if self.settings.fullscreen:
            try:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings.fullscreen = False
                screen = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        else:
            screen = pygame.display.set_mode(self._fit_desktop(self.settings.window_size), pygame.RESIZABLE)
        try:  # pygame-ce: keep the window at least 1280x720
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        except Exception:  # older pygame, or a driver without windows
            pass
        return screen

    @staticmethod
    def _fit_desktop(size: tuple) -> tuple:
        """A saved window size no larger than the desktop (a 4K size restored on a 1080p screen)."""
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError, AttributeError):
            return size
        if dw < MIN_WINDOW[0] or dh < MIN_WINDOW[1]:  # a tiny or dummy desktop: keep the asked size
            return size
        w, h = size
        if w <= dw and h <= dh:
            return size
        k = min(dw / w, dh / h) * 0.95
        return (max(MIN_WINDOW[0], int(w * k)), max(MIN_WINDOW[1], int(h * k)))

    def set_window(self, size: Optional[tuple] = None, fullscreen: Optional[bool] = None) -> None:
        """Resize or switch fullscreen now (settings are updated; saved on quit). A windowed resize
        keeps the same window (pygame-ce's Window API: no flicker, no lost state) and centres it."""
        was_full = self.settings.fullscreen
        if fullscreen is not None:
            self.settings.fullscreen = bool(fullscreen)
        if size is not None and not self.settings.fullscreen:
            w = max(MIN_WINDOW[0], int(size[0]))
            h = max(MIN_WINDOW[1], int(size[1]))
            self.settings.window_width, self.settings.window_height = w, h
        win = self.window()
        if win is not None and not was_full and not self.settings.fullscreen:
            win.size = self._fit_desktop(self.settings.window_size)
            self.centre_window(win)
            pygame.event.pump()  # lets pygame resize the display surface to the window
            self.screen = pygame.display.get_surface()
        else:
            self.screen = self._open_window()
            if not self.settings.fullscreen:
                self.centre_window(self.window())
        self._after_resize()

    @staticmethod
    def window():
        """The app's window as a pygame-ce Window, or None (older pygame, no display)."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                return pygame.Window.from_display_module()
        except Exception:
            return None

    @staticmethod
    def centre_window(win) -> None:
        if win is None:
            return
        try:
            win.position = pygame.WINDOWPOS_CENTERED
        except Exception:  # a driver that cannot place windows
            pass

    def toggle_fullscreen(self) -> None:
        self.set_window(fullscreen=not self.settings.fullscreen)

    def _on_resize(self, size: tuple) -> None:
        w = max(MIN_WINDOW[0], int(size[0]))
        h = max(MIN_WINDOW[1], int(size[1]))
        surf = pygame.display.get_surface()
        if surf is None or surf.get_size() != (w, h):
            surf = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.screen = surf
        if not self.settings.fullscreen:
            self.settings.window_width, self.settings.window_height = w, h
        self._after_resize()

    def _floored(self, surface: pygame.Surface) -> pygame.Surface:
        """`surface` (the window's), or a canvas of at least LAYOUT_FLOOR when the window is smaller."""
        w, h = surface.get_size()
        if w >= LAYOUT_FLOOR[0] and h >= LAYOUT_FLOOR[1]:
            self._canvas = None
            return surface
        size = (max(w, LAYOUT_FLOOR[0]), max(h, LAYOUT_FLOOR[1]))
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size)
        return self._canvas

    def _present(self) -> None:
        """Show the frame: the canvas (when the window is below LAYOUT_FLOOR) is copied into the window."""
        if self._canvas is not None:
            window = pygame.display.get_surface()
            if window is not None:
                window.blit(self._canvas, (0, 0))
        pygame.display.flip()

    def _after_resize(self) -> None:
        window = self.screen if self.screen is not self._canvas else pygame.display.get_surface()
        self.screen = self._floored(window)
        self._sync_manager()
        top = self.top
        if top is not None:
            top.rebuild_ui()

    @property
    def ui_scale(self) -> float:
        """The player's UI scale (settings.ui_scale: 1.0..2.0 in quarter steps): text and controls grow by it."""
        return fonts.clamp_ui_scale(self.settings.ui_scale)

    @property
    def text_scale(self) -> float:
        """Text and one-line controls: the window's scale (App.scale, which fits the 1280x720 design into the
        window) times the player's UI scale. Layout lengths use App.scale alone, so a scene at 200% keeps its
        frame and fits bigger text into it (wrapping, scrolling, fewer columns)."""
        return self.scale * self.ui_scale

    def apply_ui_scale(self) -> None:
        """settings.ui_scale changed: the theme's fonts at the new size and the top scene laid out again, now."""
        self._sync_manager()
        if self.top is not None:
            self.top.rebuild_ui()

    def _sync_manager(self) -> None:
        """One UIManager per quarter step of text scale (fonts are sized by the theme), reset for the new size."""
        self.scale = fonts.scale_for(self.size[1], self.size[0])
        step = fonts.ui_step(self.text_scale)
        manager = self._managers.get(step)
        if manager is None:
            manager = pygame_gui.UIManager(self.size, theme.gui_theme(step), enable_live_theme_updates=False)
            _use_dejavu_as_default(manager, round(18 * step))
            _preload_html_fonts(manager, step)
            from .scenes.common import place_tooltips_beside_their_widget

            place_tooltips_beside_their_widget(manager, step)
            self._managers[step] = manager
        manager.set_window_resolution(self.size)
        manager.clear_and_reset()
        self.manager = manager

    # -- registry and hooks ---------------------------------------------------------
    @property
    def registry(self) -> dict:
        if self._registry is None:
            self._registry = load_registry()
        return self._registry

    def hook(self, name: str):
        return table_hook(name)

    # -- the stack --------------------------------------------------------------------
    @property
    def top(self) -> Optional[Scene]:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.top is not None:
            self.top.pause()
        self.manager.clear_and_reset()
        self.stack.append(scene)
        scene.enter(self)
        return scene

    def pop(self) -> Optional[Scene]:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        self.manager.clear_and_reset()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            old = self.stack.pop()
            old.leave()
        self.manager.clear_and_reset()
        self.stack.append(scene)
        scene.enter(self)
        return scene

    def pop_to(self, scene_or_type) -> None:
        """Pop scenes until the top is `scene_or_type` (an instance or a class); never pops the last."""
        def matches(s):
            return s is scene_or_type or (isinstance(scene_or_type, type) and isinstance(s, scene_or_type))

        while len(self.stack) > 1 and not matches(self.top):
            self.pop()

    def to_menu(self) -> None:
        """Back to the main menu, leaving every scene above it; or back to the scene a game was started from
        when that scene is still below (a table's `home_scene`: the map editor's Play on this map)."""
        from .scenes.menu import MenuScene

        while len(self.stack) > 1:
            home = getattr(self.top, "home_scene", None)
            if home is not None and home in self.stack[:-1]:
                self.pop_to(home)
                return
            self.pop()
        if not self.stack or not isinstance(self.top, MenuScene):
            self.replace(MenuScene()) if self.stack else self.push(MenuScene())

    def open(self, name: str, **kwargs) -> Scene:
        """Push a registered scene by name (see game.ui.scene.register)."""
        from .scenes import register_all

        register_all()  # the scene modules register their names as they are imported

        try:
            cls = SCENES[name]
        except KeyError:
            raise KeyError(f"no scene named {name!r}; known: {', '.join(sorted(SCENES))}") from None
        return self.push(cls(**kwargs))

    def show_message(self, title: str, body: str, on_ok=None) -> Scene:
        from .scenes.message import MessageScene

        return self.push(MessageScene(title, body, on_ok=on_ok))

    def show_error(self, title: str, exc: BaseException) -> None:
        report_error(self, title, exc)

    # -- the loop ---------------------------------------------------------------------
    def dispatch(self, inp) -> None:
        if inp.kind == "quit":
            # e.g. the map editor asks about unsaved changes, a table whose autosave fails asks how to leave
            # (the table asks from under its pause menu or a message too)
            guard = next((s.confirm_quit for s in reversed(self.stack) if hasattr(s, "confirm_quit")), None)
            if guard is None or guard():
                self.quit()
            return
        if inp.kind == "resize":
            self._on_resize(inp.size)
            return
        if inp.is_key(inputs.FULLSCREEN_KEY):
            self.toggle_fullscreen()
            return
        if inp.is_key(inputs.SCREENSHOT_KEY):
            self.screenshot()
            return
        if self.guard.is_broken(self.top):
            return  # a broken scene gets no input (scene_guard.py)
        focus = getattr(self.top, "focus_input", None)
        if focus is not None and focus(inp):  # Tab and the focused control's keys (scene_focus.py)
            return
        consumed = False
        if inp.raw is not None and self.manager is not None:
            consumed = bool(self.manager.process_events(inp.raw))
        top = self.top
        if top is None:
            return
        if consumed and inp.kind in ("mouse_down", "mouse_up", "wheel", "key_down", "text"):
            return
        if inp.kind == "ui" and getattr(inp.raw, "ui_element", None) is not None:
            if inp.raw.type == pygame_gui.UI_BUTTON_PRESSED:
                self.audio.play("ui_click", 0.6)
        top.handle(inp)

    def sync_look(self) -> None:
        """Apply the palette and reduced-motion settings (checked every frame, so a change on the settings screen
        shows at once: a new palette invalidates the tables' cached pictures through palette.version())."""
        palette.use(self.settings.palette)
        motion.set_reduced(self.settings.reduced_motion)

    def update(self, dt: float) -> None:
        self.time += dt
        top = self.top
        # with catch_errors, an exception here marks the scene broken and is dealt with after the frame
        # (scene_guard.py); the widgets and the look count as the top scene's
        with self.guard.watch(top):
            self.sync_look()
            self.audio.update(dt)  # the ambience's fades, and its volume following the settings
            if top is not None and not self.guard.is_broken(top):
                top.update(dt)
        with self.guard.watch(top):
            self.manager.update(dt)

    def draw(self, surface: Optional[pygame.Surface] = None) -> None:
        surface = surface if surface is not None else self.screen
        if not self.stack:
            surface.fill(theme.BLACK)
            return
        # draw from the highest non-overlay scene upward, dimming under each overlay
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for i in range(first, len(self.stack)):
            scene = self.stack[i]
            if i > first:
                theme.dim(surface, scene.dim_alpha)
            if self.guard.is_broken(scene):
                self.guard.draw_plain(scene, surface)
                continue
            with self.guard.watch(scene):
                scene.draw(surface)
        top = self.stack[-1]
        with self.guard.watch(top):
            self.manager.draw_ui(surface)
            ring = getattr(top, "draw_widget_focus", None)
            if ring is not None and not self.guard.is_broken(top):
                ring(surface)  # the keyboard focus, over the widget it rings

    def step(self, dt: Optional[float] = None) -> bool:
        """One frame: inputs, update, draw, flip. Returns False once the app should stop."""
        if dt is None:
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)
        for inp in inputs.poll():
            if self.catch_errors:
                try:
                    self.dispatch(inp)
                except Exception as exc:  # a bug in a scene must not kill the table
                    report_error(self, "Something went wrong", exc)
            else:
                self.dispatch(inp)
            if not self.running:
                break
        if not self.running:
            return False
        self.update(dt)
        self.draw()
        self._present()
        self.guard.recover()  # a scene that raised in update or draw: off the stack, the game saved, one message
        self.frames += 1
        if self.frames == 1 and os.environ.get("DREADBOARD_BENCH_STARTUP"):  # game/ui/bench.py: time to first frame
            # with the process's CPU time so far (all threads, from its start): what a busy machine skews least
            print(f"dreadboard-startup: first frame drawn; cpu {time.process_time():.3f} s", flush=True)
            self.running = False
        return self.running

    def run_frames(self, n: int, dt: float = 1.0 / FPS) -> None:
        """Run n frames at a fixed dt without waiting (tests, selftest)."""
        for _ in range(n):
            if not self.step(dt):
                break

    def run(self) -> int:
        while self.running and self.stack:
            self.step()
        self.shutdown()
        return 0

    def screenshot(self) -> Optional[str]:
        """Save the window as a PNG in <user data>/screenshots; returns the path (None if it failed)."""
        folder = paths.user_data_dir() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / time.strftime("dreadboard-%Y%m%d-%H%M%S.png")
            n = 1
            while path.exists():
                path = folder / time.strftime(f"dreadboard-%Y%m%d-%H%M%S-{n}.png")
                n += 1
            pygame.image.save(self.screen, str(path))
        except (OSError, pygame.error) as exc:
            print(f"screenshot failed: {exc}", file=sys.stderr)
            return None
        self.audio.play("card_slide", 0.5)
        return str(path)

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        while self.stack:
            self.stack.pop().leave()
        if self.save_on_quit:
            self.save_settings()
        self.audio.stop()

    def save_settings(self) -> Optional[str]:
        """Save now; returns a readable problem or None. A second copy of the app running at the same time
        keeps its settings for its session only (instance_lock.py): the first copy's are never lost to it."""
        inst = instance_lock.current()
        if inst is not None and not inst.first:
            return None
        try:
            self.store.save()
        except OSError as exc:
            return f"{self.store.path}: could not save settings ({exc})"
        return None


def start_copy() -> None:
    """Before the window opens: take this copy's instance slot (a second copy running at the same time gets
    its own autosaves, instance_lock.py), then remove the temporary files of writes no running copy can
    still finish (a killed copy's, atomic.py) from the folders the app writes."""
    instance_lock.start()
    for folder in (paths.saves_dir, paths.user_data_dir, paths.user_config_dir,
                   lambda: paths.user_data_dir() / "editor-recovery"):
        try:
            clean_stale_temps(folder())
        except OSError:
            pass


def _use_dejavu_as_default(manager: pygame_gui.UIManager, size: int) -> None:
    """Make pygame_gui's fallback font our shipped DejaVu Sans instead of its bundled Noto Sans."""
    try:
        from pygame_gui.core.ui_font_dictionary import DefaultFontData

        fd = manager.get_theme().get_font_dictionary()
        files = [str(paths.FONTS / f) for f in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-Bold.ttf")]
        manager.add_font_paths("dejavu_sans", *files)
        for bold, italic in ((False, False), (True, False), (False, True)):
            if not fd.check_font_preloaded(fd.create_font_id(size, "dejavu_sans", bold, italic)):
                fd.preload_font(size, "dejavu_sans", bold, italic, force_immediate_load=True)
        fd.default_font = DefaultFontData(size, "dejavu_sans", "regular", *files)
    except Exception as exc:  # pragma: no cover - a pygame_gui internals change; keep going with Noto
        print(f"warning: could not set the default UI font: {exc}", file=sys.stderr)


def _preload_html_fonts(manager: pygame_gui.UIManager, step: float) -> None:
    """Preload the heading sizes that rules/game-over text boxes ask for (see scenes.common)."""
    from .scenes.common import HTML_HEADING_SIZES

    fd = manager.get_theme().get_font_dictionary()
    for base in HTML_HEADING_SIZES + (18,):
        size = round(base * step)
        for name in ("dejavu_serif", "dejavu_sans", "dejavu_mono"):
            for bold, italic in ((False, False), (True, False), (False, True)):
                if not fd.check_font_preloaded(fd.create_font_id(size, name, bold, italic)):
                    try:
                        fd.preload_font(size, name, bold, italic, force_immediate_load=True)
                    except Exception:
                        pass


def run(args=None) -> int:
    """Open the window and run until the player quits. `args` may carry .size / .fullscreen."""
    size = getattr(args, "size", None) if args is not None else None
    fullscreen = getattr(args, "fullscreen", None) if args is not None else None
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    start_copy()
    app = App(size=size, fullscreen=fullscreen, catch_errors=True)
    try:
        return app.run()
    finally:
        pygame.quit()
