"""Headless self-test of the app shell: visit every scene, draw, save a PNG of each.

    python -m game selftest --out .selftest      (calls run(out_dir))

Then game.ui.tables.selftests.selftest_games(app, out_dir) plays whole games through the real table scenes.
It fails (returns 1) when the registry is empty or that module is missing: a build without its games or tables
is broken, not "not built yet". `fuzz_scene(app, scene, n_events, rng)` feeds random inputs into a scene.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Optional


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


_headless()

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from game.core.settings import SettingsStore  # noqa: E402

from . import theme  # noqa: E402
from .scene import GameScene, Scene, table_hook  # noqa: E402


class DemoTable(GameScene):
    """A stand-in table scene (a dark cloth with a few props) for screenshots of the overlays."""

    game_id = ""

    def __init__(self, game_id: str = ""):
        super().__init__()
        self.game_id = game_id
        self.saved: list = []

    def save_game(self) -> str:
        raise NotImplementedError("The demo table cannot save.")

    def draw(self, surface) -> None:
        theme.draw_background(surface)
        w, h = surface.get_size()
        board = pygame.Rect(int(w * 0.08), int(h * 0.1), int(w * 0.62), int(h * 0.8))
        theme.draw_panel(surface, board, self.scale, alpha=255)
        cols, rows = 5, 4
        for r in range(rows):
            for c in range(cols):
                cell = pygame.Rect(board.x + self.s(20) + c * (board.w - self.s(40)) // cols,
                                   board.y + self.s(20) + r * (board.h - self.s(40)) // rows,
                                   (board.w - self.s(40)) // cols - self.s(8), (board.h - self.s(40)) // rows - self.s(8))
                pygame.draw.rect(surface, (34, 26, 28), cell, border_radius=self.s(6))
                pygame.draw.rect(surface, theme.PANEL_EDGE, cell, max(1, self.s(1)), border_radius=self.s(6))
        for i in range(4):
            pygame.draw.circle(surface, theme.seat_colour(i), (board.x + self.s(90) + i * self.s(140), board.centery),
                               self.s(16))
        hand = pygame.Rect(int(w * 0.74), int(h * 0.1), int(w * 0.22), int(h * 0.8))
        theme.draw_panel(surface, hand, self.scale)
        theme.blit_text(surface, "Your hand", "serif", self.s(22), (hand.x + self.s(16), hand.y + self.s(12)))


def sample_scenes(app) -> list:
    """(name, factory) for every shell scene, built fresh each call."""
    from .scenes.gameover import GameOverScene
    from .scenes.handoff import HandoffScene
    from .scenes.lobby import LobbyScene
    from .scenes.menu import MenuScene
    from .scenes.message import MessageScene
    from .scenes.pause import PauseScene
    from .scenes.picker import PickerScene
    from .scenes.rules import RulesScene
    from .scenes.credits import CreditsScene
    from .scenes.saves import LoadScene
    from .scenes.settings import SettingsScene

    reg = app.registry
    first = next(iter(reg), "zombie")
    out = [
        ("menu", lambda: MenuScene()),
        ("picker", lambda: PickerScene()),
        ("rules_picker", lambda: PickerScene(mode="rules")),
    ]
    for gid in reg:
        out.append((f"lobby_{gid}", lambda gid=gid: LobbyScene(gid)))
    out += [
        ("settings", lambda: SettingsScene()),
        ("pause", None),  # needs a table underneath: see _push_sample
        ("rules", lambda: RulesScene(first, cards=[("Shotgun", "Kill a zombie in your space or an adjacent one."),
                                                   "Barricade: the door cannot be opened until your next turn."])),
        ("gameover", lambda: GameOverScene(
            "The survivors escaped", winners=["Mara", "Player 2"],
            secrets=[("Mara", "was a survivor"), ("Silas", "was infected since round 2"),
                     ("Player 2", "held the last key"), ("Ash (AI)", "was the traitor")],
            on_replay=lambda app: None, reason="Three survivors reached the helicopter before dawn.")),
        ("handoff", lambda: HandoffScene("Mara", note="Round 3 · your secret role is on the next screen", seat=1)),
        ("message", lambda: MessageScene("The save could not be loaded",
                                         "/home/you/.local/share/Dreadboard/saves/autosave.json: line 3, column 7: "
                                         "Expecting ',' delimiter. The file was not changed.")),
        ("load", lambda: LoadScene(lambda app, path: None)),
        ("credits", lambda: CreditsScene()),
    ]
    return out


def push_sample(app, name: str, factory) -> Scene:
    """Push the named sample scene (the pause menu gets a demo table underneath)."""
    if name == "pause":
        from .scenes.pause import PauseScene

        table = app.push(DemoTable(next(iter(app.registry), "")))
        return app.push(PauseScene(table))
    return app.push(factory())


# Typed text: letters, digits, and what once broke drawing: zero-width space, bidi override, byte-order
# mark, NUL, a combining mark alone, an emoji, a long run.
FUZZ_TEXT = list("abcxyz0123456789 -_'é") + ["\u200b", "\u202e", "\ufeff", "\x00", "\u0301", "\U0001F9DF",
                                              "\u200b\u202e\ufeff", "W" * 40]
# Window sizes: 16:9 from the smallest the app allows, 5:4, portrait, ultrawide (the app clamps smaller ones).
FUZZ_SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080), (1000, 600), (2560, 1440), (800, 600),
              (1280, 1024), (1280, 1800), (1440, 2560), (2560, 1080))


def fuzz_scene(app, scene: Scene, n_events: int, rng: random.Random, events_per_frame: int = 4) -> None:
    """Feed `n_events` random inputs (clicks on widgets and anywhere, drags, keys, text, wheel,
    resizes) into `scene` through the real event queue and App loop. When the scene leaves the top
    of the stack (it opened another scene, or closed itself), it is put back on top."""
    if scene not in app.stack:
        app.push(scene)
    keys = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE,
            pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
            pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_z, pygame.K_1, pygame.K_9, pygame.K_KP_ENTER,
            pygame.K_F1, pygame.K_F11]
    sent = 0
    held = False
    while sent < n_events:
        w, h = app.size
        for _ in range(events_per_frame):
            roll = rng.random()
            pos = (rng.randrange(w), rng.randrange(h))
            if roll < 0.30:
                target = _random_widget_point(app, rng)
                pos = target or pos
                b = rng.choice((1, 1, 1, 3))
                _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=b, touch=False)
                _post(pygame.MOUSEBUTTONUP, pos=pos, button=b, touch=False)
                sent += 2
            elif roll < 0.45:
                _post(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-30, 30), rng.randint(-30, 30)),
                      buttons=(1, 0, 0) if held else (0, 0, 0), touch=False)
                sent += 1
            elif roll < 0.52:
                if held:
                    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
                else:
                    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
                held = not held
                sent += 1
            elif roll < 0.70:
                key = rng.choice(keys)
                if key == pygame.K_F11 and rng.random() < 0.8:
                    key = pygame.K_TAB  # keep fullscreen flips rare (each rebuilds the window)
                mod = rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
                uni = chr(key) if 32 <= key < 127 else ""
                _post(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0, window=None)
                _post(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0, window=None)
                sent += 2
            elif roll < 0.82:
                _post(pygame.TEXTINPUT, text=rng.choice(FUZZ_TEXT), window=None)
                sent += 1
            elif roll < 0.95:
                y = rng.choice((-3, -1, 1, 3))
                _post(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0, precise_y=float(y), flipped=False, which=0,
                      touch=False)
                sent += 1
            elif roll < 0.965:
                size = rng.choice(FUZZ_SIZES)
                _post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
                sent += 1
            else:
                # an unexpected pygame_gui-style event for a dead element must not crash the scene
                _post(pygame_gui.UI_BUTTON_PRESSED, ui_element=None, ui_object_id="#nothing", mouse_button=1)
                sent += 1
        app.running = True
        app.step(1.0 / 60)
        _restore(app, scene)
    app.running = True


def _post(etype, **attrs) -> None:
    pygame.event.post(pygame.event.Event(etype, attrs))


def _random_widget_point(app, rng) -> Optional[tuple]:
    elements = [e for e in app.manager.get_sprite_group().sprites()
                if getattr(e, "visible", True) and hasattr(e, "rect") and e.rect.w > 0 and e.rect.h > 0
                and e is not app.manager.get_root_container()]
    if not elements:
        return None
    e = rng.choice(elements)
    r = e.rect
    return (min(max(0, r.centerx), app.size[0] - 1), min(max(0, r.centery), app.size[1] - 1))


def _restore(app, scene: Scene) -> None:
    app.running = True
    if scene in app.stack:
        while app.top is not scene:
            app.pop()
    else:
        app.push(scene)


def shot_ui_scale(app, out: Path) -> None:
    """The first game's lobby at the largest UI scale (200%) in the window's size: ui_scale_200_lobby.png."""
    games = list(app.registry)
    if not games:
        return
    from .scenes.lobby import LobbyScene

    was = app.settings.ui_scale
    app.settings.ui_scale = 2.0
    app.apply_ui_scale()
    app.to_menu()
    app.push(LobbyScene(games[0]))
    app.run_frames(3)
    path = out / "ui_scale_200_lobby.png"
    pygame.image.save(app.screen, str(path))
    print(f"selftest: {'lobby (UI scale 200%)':<24} ok  -> {path}")
    app.to_menu()
    app.settings.ui_scale = was
    app.apply_ui_scale()


def run(out_dir: str, registry: Optional[dict] = None, size: tuple = (1280, 720)) -> int:
    """Visit every scene, save `<nn>_<scene>.png` into out_dir; then run game.ui.tables.selftests.selftest_games.
    0 when all passed; 1 on a failure, an empty registry or a missing game.ui.tables.selftests."""
    _headless()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    from .app import App

    try:
        tmp = Path(tempfile.mkdtemp(prefix="dreadboard-selftest-"))
        app = App(store=SettingsStore(tmp / "settings.json"), size=size, fullscreen=False, registry=registry,
                  save_on_quit=False)
        if not app.registry:
            print("selftest: FAILED: the game registry (game.games.REGISTRY) is empty: there is no game to test",
                  file=sys.stderr)
            app.shutdown()
            return 1
        hook = table_hook("selftest_games", "game.ui.tables.selftests")
        if hook is None:  # a build that lost its tables must not report green
            print("selftest: FAILED: game.ui.tables.selftests (selftest_games) is missing: no game can be "
                  "played through its table", file=sys.stderr)
            app.shutdown()
            return 1
        n = 0
        for name, factory in sample_scenes(app):
            app.to_menu()
            if name != "menu":
                push_sample(app, name, factory)
            app.run_frames(6)
            n += 1
            path = out / f"{n:02d}_{name}.png"
            pygame.image.save(app.screen, str(path))
            print(f"selftest: {name:<24} ok  -> {path}")
        # the same screens at 4K: fonts and layout scale with the window height
        app.set_window(size=(3840, 2160))
        for name in ("menu", "lobby"):
            app.to_menu()
            if name == "lobby":
                if not app.registry:
                    continue
                from .scenes.lobby import LobbyScene

                app.push(LobbyScene(next(iter(app.registry))))
            app.run_frames(3)
            n += 1
            path = out / f"{n:02d}_{name}_4k.png"
            pygame.image.save(app.screen, str(path))
            print(f"selftest: {name + ' (3840x2160)':<24} ok  -> {path}")
        app.set_window(size=size)
        shot_ui_scale(app, out)
        app.to_menu()
        print("selftest: playing games through the table scenes (game.ui.tables.selftests)")
        result = hook(app, str(out))
        if isinstance(result, int) and result != 0:
            print(f"selftest: selftest_games returned {result}", file=sys.stderr)
            return 1
        from . import gallery

        faults = gallery.write(out, app.registry)
        for fault in faults:
            print(f"selftest: FAILED: {fault}", file=sys.stderr)
        if faults:
            return 1
        print(f"selftest: gallery -> {out / 'gallery' / 'index.html'}")
        app.shutdown()
        return 0
    except Exception:
        traceback.print_exc()
        print("selftest: FAILED", file=sys.stderr)
        return 1
