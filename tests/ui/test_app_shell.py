"""The desktop app shell on SDL's dummy drivers: scene stack, settings, every scene drawn, fuzz, lobby Start."""
import json
import os
import random
import sys
import types
import zlib

import pygame
import pygame_gui
import pytest

from game.core import paths
from game.core.settings import MIN_WINDOW, Settings, SettingsStore, load_settings, save_settings, settings_path
from game.ui import inputs, selftest, theme
from game.ui.app import App
from game.ui.audio import Audio
from game.ui.scene import GameScene, Scene

from game.core.engine import GameInfo, Option, Variant


def stub_registry() -> dict:
    """Five games shaped like game.games.REGISTRY, for tests that must not depend on it."""
    return {
        "zombie": GameInfo(
            "zombie", "Zombie Outbreak", 2, 6,
            summary="Survivors search a quarantined town for keys while one of them hides a bite.",
            variants=(Variant("standard", "Standard", "The full town, six tiles."),
                      Variant("short", "Short night", "Four tiles, fewer zombies.", 2, 4)),
            options=(Option("traitor", "Hidden traitor", "bool", True, description="Deal one traitor role"),
                     Option("difficulty", "Horde size", "choice", "normal", ("small", "normal", "large")),
                     Option("rounds", "Rounds before dawn", "int", 12, (6, 20))),
            module="game.games.zombie.rules"),
        "crimson_creek": GameInfo("crimson_creek", "Crimson Creek", 3, 6,
                                  summary="A summer camp, a killer in the woods, and a counsellor who lies."),
        "terrorscape": GameInfo("terrorscape", "Terrorscape", 2, 4,
                                summary="Survivors flee a killer through a haunted manor."),
        "who_goes_there": GameInfo("who_goes_there", "Who Goes There?", 3, 8,
                                   summary="An Antarctic base, a shape-shifter, and the cold."),
        "the_thing": GameInfo("the_thing", "The Thing", 4, 8,
                              summary="Trust no one at Outpost 31.",
                              options=(Option("blood_test", "Blood test", "bool", False),)),
    }


@pytest.fixture
def registry():
    return stub_registry()




@pytest.fixture
def app(home, registry):
    a = App(store=SettingsStore(), registry=registry, save_on_quit=False)
    yield a
    a.shutdown()


@pytest.fixture
def tables(monkeypatch):
    """A fake game.ui.tables recording every hook call."""
    mod = types.ModuleType("game.ui.tables")
    mod.calls = []
    mod.start_game = lambda *args: mod.calls.append(("start_game",) + args)
    mod.continue_game = lambda *args: mod.calls.append(("continue_game",) + args)
    mod.load_game = lambda *args: mod.calls.append(("load_game",) + args)
    monkeypatch.setitem(sys.modules, "game.ui.tables", mod)
    return mod


@pytest.fixture
def no_editor(monkeypatch):
    """Keep the menu's Map editor button away from the real editor (tested on its own)."""
    import game.ui.scenes.menu as menu

    monkeypatch.setattr(menu, "open_map_editor", lambda app: None)


@pytest.fixture
def no_tables(monkeypatch):
    monkeypatch.setitem(sys.modules, "game.ui.tables", None)


class Recorder(Scene):
    def __init__(self, name, log):
        super().__init__()
        self.name, self.log = name, log

    def enter(self, app):
        self.log.append(("enter", self.name))
        super().enter(app)

    def leave(self):
        self.log.append(("leave", self.name))

    def pause(self):
        self.log.append(("pause", self.name))

    def resume(self):
        self.log.append(("resume", self.name))
        super().resume()

    def draw(self, surface):
        self.log.append(("draw", self.name))


def press(app, key):
    """Post a click on the top scene's widget `key` and run a frame (the real pygame_gui path)."""
    el = app.top.widgets[key]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": el, "mouse_button": 1}))
    app.run_frames(1)


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0}))
    app.run_frames(1)


# -- scene stack --------------------------------------------------------------------------------
def test_stack_push_pop_replace_lifecycle(app):
    log = []
    base = app.top
    a = app.push(Recorder("a", log))
    b = app.push(Recorder("b", log))
    assert app.stack[-2:] == [a, b]
    assert log == [("enter", "a"), ("pause", "a"), ("enter", "b")]
    log.clear()
    assert app.pop() is b
    assert log == [("leave", "b"), ("resume", "a")]
    log.clear()
    c = app.replace(Recorder("c", log))
    assert log == [("leave", "a"), ("enter", "c")]
    assert app.top is c and app.stack[0] is base
    app.to_menu()
    assert app.stack == [base]


def test_overlay_draws_scene_beneath_and_draw_changes_nothing(app):
    log = []
    table = app.push(Recorder("table", log))
    from game.ui.scenes.pause import PauseScene

    pause = app.push(PauseScene(table))
    log.clear()
    app.run_frames(2)
    assert ("draw", "table") in log
    assert app.top is pause
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_open_by_name_and_unknown_name(app):
    scene = app.open("rules", game_id="zombie")
    assert app.top is scene
    with pytest.raises(KeyError):
        app.open("no_such_scene")


def test_game_scene_escape_opens_pause(app):
    from game.ui.scenes.pause import PauseScene

    table = app.push(GameScene())
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.game_scene is table
    press(app, "save")  # the base GameScene cannot save: after the name, a message, not a crash
    assert app.top.scene_name == "save_name"
    press(app, "save")
    assert app.top.scene_name == "message"
    assert "cannot save" in app.top.body


def test_pause_save_calls_the_scene_hook(app):
    class Table(GameScene):
        game_id = "zombie"

        def save_game(self, name=""):
            names.append(name)
            return str(paths.saves_dir() / "one.json")

        def save_suggestion(self):
            return "Zombie, turn 3"

    names = []
    table = app.push(Table())
    table.open_pause()
    press(app, "save")
    assert app.top.scene_name == "save_name" and app.top.widgets["name"].get_text() == "Zombie, turn 3"
    entry = app.top.widgets["name"]
    entry.set_text("Before the horde")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, {"ui_element": entry,
                                                                           "text": "Before the horde"}))
    app.run_frames(1)
    press(app, "save")
    assert names == ["Before the horde"]
    assert app.top.scene_name == "message" and "one.json" in app.top.body and "Before the horde" in app.top.body
    press(app, "ok")
    press(app, "quit")
    assert app.stack[0] is app.top and app.top.scene_name == "menu"


def test_pause_load_lists_saves_and_calls_load_game(app):
    rec = {"format": "dreadboard-record", "version": 1, "game": "zombie", "options": {}, "seed": 1, "seats": 2,
           "actions": []}
    (paths.saves_dir() / "old.json").write_text(json.dumps(rec))
    loaded = []

    class Table(GameScene):
        def load_game(self, path):
            loaded.append(path)

    table = app.push(Table())
    table.open_pause()
    press(app, "load")
    load = app.top
    assert load.scene_name == "load" and [p.name for p in load.saves] == ["old.json"]
    load.selected = 0
    load.open()
    assert loaded and loaded[0].name == "old.json"
    assert app.top is table


# -- settings (pure) --------------------------------------------------------------------------
def test_settings_round_trip(home):
    s = Settings(window_width=1600, window_height=900, fullscreen=True, animation_speed=1.5, dice_animation=False,
                 volume=0.25, mute=True, last_seats={"zombie": [{"kind": "ai", "level": "hard", "name": "Mara"}]})
    path = save_settings(s)
    assert path == settings_path() and path.parent == paths.user_config_dir()
    result = load_settings()
    assert result.problem is None and result.settings == s
    # saving again keeps the previous file as .bak
    s.volume = 0.5
    save_settings(s)
    bak = json.loads(path.with_name("settings.json.bak").read_text())
    assert bak["volume"] == 0.25
    assert load_settings().settings.volume == 0.5
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_settings_are_clamped(home):
    settings_path().write_text(json.dumps({"volume": 7, "animation_speed": 0.1, "window_width": 200}))
    s = load_settings().settings
    assert s.volume == 1.0 and s.animation_speed == 0.5 and s.window_width == 1280


def test_corrupt_settings_fall_back_and_are_kept(home):
    path = settings_path()
    path.write_text('{"volume": 0.3,,}')
    store = SettingsStore()
    assert store.settings == Settings()
    assert str(path) in store.problem and "line 1" in store.problem
    assert path.read_text() == '{"volume": 0.3,,}'  # not overwritten by loading
    store.settings.volume = 0.4
    store.save()
    aside = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_text() == '{"volume": 0.3,,}'
    assert load_settings().settings.volume == 0.4


def test_wrong_types_are_named(home):
    settings_path().write_text(json.dumps({"mute": "yes", "volume": 0.2}))
    result = load_settings()
    assert "'mute'" in result.problem and result.settings.mute is False and result.settings.volume == 0.2
    settings_path().write_text("[1, 2]")
    result = load_settings()
    assert result.corrupt and "JSON object" in result.problem


def test_app_shows_settings_problem_and_restores_window(home, registry):
    settings_path().write_text("not json")
    a = App(registry=registry, save_on_quit=False)
    try:
        assert a.top.scene_name == "message" and "settings.json" in a.top.body
    finally:
        a.shutdown()
    save_settings(Settings(window_width=1600, window_height=900))
    a = App(registry=registry, save_on_quit=False)
    try:
        assert a.size == (1600, 900)
    finally:
        a.shutdown()


def test_settings_scene_applies_live_and_saves_on_leave(app):
    from game.ui.scenes.settings import SettingsScene

    scene = app.push(SettingsScene())
    press(app, "mute")
    assert app.settings.mute is True and app.audio.volume == 0.0
    vol = scene.widgets["volume"]
    vol.set_current_value(40)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {"ui_element": vol, "value": 40}))
    app.run_frames(1)
    assert app.settings.volume == 0.4
    dd = scene.widgets["window"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": dd, "text": "1600 × 900"}))
    app.run_frames(1)
    assert app.size == (1600, 900) and app.top is scene
    press(app, "back")
    assert load_settings().settings.volume == 0.4


def test_f11_toggles_fullscreen(app):
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is False and app.size == app.settings.window_size


# -- inputs, audio, fonts -----------------------------------------------------------------------
def test_translate_events():
    ev = pygame.event.Event
    assert inputs.translate(ev(pygame.QUIT)).kind == "quit"
    assert inputs.translate(ev(pygame.VIDEORESIZE, w=1400, h=800, size=(1400, 800))).size == (1400, 800)
    down = inputs.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(3, 4), button=1))
    assert (down.kind, down.pos, down.button) == ("mouse_down", (3, 4), 1) and down.raw is not None
    assert inputs.translate(ev(pygame.MOUSEWHEEL, x=0, y=-1)).wheel == (0, -1)
    k = inputs.translate(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert k.kind == "key_down" and k.confirm
    assert inputs.translate(ev(pygame.TEXTINPUT, text="x")).text == "x"
    assert inputs.translate(ev(pygame_gui.UI_BUTTON_PRESSED, ui_element=None)).kind == "ui"


def test_only_inputs_reads_the_event_queue():
    import pathlib

    ui = pathlib.Path(inputs.__file__).parent
    readers = [p for p in ui.rglob("*.py")
               if any(f"pygame.event.{fn}(" in p.read_text(encoding="utf-8") for fn in ("get", "poll", "wait", "clear"))]
    assert readers == [pathlib.Path(inputs.__file__)]


def test_audio_plays_and_survives_no_mixer(monkeypatch):
    s = Settings(volume=0.5)
    a = Audio(s)
    a.play("dice_rattle")
    a.play("no_such_sound")
    assert a.played[-2:] == ["dice_rattle", "no_such_sound"]

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    off = Audio(s)
    assert off.enabled is False and "no audio device" in off.problem
    off.play("ui_click")
    off.stop()


def test_sounds_and_fonts_ship_with_licences():
    for name in ("dice_rattle", "card_slide", "chip_clink", "warning_sting", "ui_click"):
        assert (paths.SOUNDS / f"{name}.wav").stat().st_size > 1000
    assert "CC0" in (paths.SOUNDS / "LICENSE.txt").read_text()
    assert list(paths.FONTS.glob("LICENSE*"))
    for block in theme.gui_theme(1.0).values():
        font = block.get("font") if isinstance(block, dict) else None
        if font:
            for k in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                assert os.path.commonpath([font[k], str(paths.FONTS)]) == str(paths.FONTS)
                assert os.path.exists(font[k])


def test_ui_default_font_is_shipped(app):
    fd = app.manager.get_theme().get_font_dictionary()
    assert fd.default_font.name == "dejavu_sans"


# -- every scene --------------------------------------------------------------------------------
# From the smallest window the app allows to 4K, and tall/portrait windows (the lobby once crashed
# there: its rows got a negative width).
SIZES = [(800, 600), (1024, 768), (1280, 720), (1280, 1024), (1920, 1080), (2560, 1440), (3840, 2160),
         (1280, 1800), (1440, 2560), (800, 1280), (2560, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_draws(home, registry, tables, size):
    a = App(store=SettingsStore(), registry=registry, size=size, save_on_quit=False)
    try:
        assert a.size == (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))  # smaller windows are refused
        size = a.size
        for name, factory in selftest.sample_scenes(a):
            a.to_menu()
            if name != "menu":
                selftest.push_sample(a, name, factory)
            a.run_frames(3)
            assert a.top is not None
            # widgets have a size and stay inside the window
            for el in a.manager.get_root_container().elements:
                assert el.rect.w >= 0 and el.rect.h >= 0, (name, el, el.rect)
                assert el.rect.x >= -2 and el.rect.y >= -2, (name, el, el.rect)
                assert el.rect.right <= size[0] + 2 and el.rect.bottom <= size[1] + 2, (name, el, el.rect)
    finally:
        a.shutdown()


@pytest.fixture
def table_selftests(monkeypatch, tables):
    """A fake game.ui.tables.selftests whose selftest_games records its call and passes."""
    mod = types.ModuleType("game.ui.tables.selftests")
    mod.calls = []
    mod.selftest_games = lambda app, out_dir: mod.calls.append(out_dir) or 0
    monkeypatch.setitem(sys.modules, "game.ui.tables.selftests", mod)
    return mod


def test_selftest_writes_pngs(home, tmp_path, table_selftests):
    out = tmp_path / "shots"
    assert selftest.run(str(out), registry=stub_registry()) == 0
    names = sorted(p.name for p in out.glob("*.png"))
    for scene in ("menu", "picker", "lobby_zombie", "settings", "pause", "rules", "gameover", "handoff", "message"):
        assert any(n.endswith(f"_{scene}.png") for n in names), scene
    assert table_selftests.calls == [str(out)]


def test_selftest_fails_without_the_table_selftests(home, tmp_path, tables, capsys):
    # `tables` is a plain module with no selftests beside it: a build that lost its tables
    assert selftest.run(str(tmp_path / "shots"), registry=stub_registry()) == 1
    assert "game.ui.tables.selftests (selftest_games) is missing" in capsys.readouterr().err
    assert not list((tmp_path / "shots").glob("*.png"))  # it says so at once, before the tour


def test_selftest_fails_with_an_empty_registry(home, tmp_path, table_selftests, capsys):
    assert selftest.run(str(tmp_path / "shots"), registry={}) == 1
    assert "registry (game.games.REGISTRY) is empty" in capsys.readouterr().err
    assert table_selftests.calls == []



SCENE_NAMES = [name for name, _ in selftest.sample_scenes(types.SimpleNamespace(registry=stub_registry()))]


def _fuzz_scene(name, registry, events):
    a = App(store=SettingsStore(), registry=registry, save_on_quit=False)
    try:
        factories = dict(selftest.sample_scenes(a))
        scene = selftest.push_sample(a, name, factories[name])
        selftest.fuzz_scene(a, scene, events, random.Random(zlib.crc32(name.encode())), events_per_frame=8)
        a.run_frames(2)
    finally:
        a.shutdown()


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_fuzz_every_scene(home, registry, tables, no_editor, name):
    _fuzz_scene(name, registry, 1500)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENE_NAMES)
def test_fuzz_every_scene_long(home, registry, tables, no_editor, name):
    """The long tier: 5000 inputs a scene (the normal tier's 1500 took the suite's longest minutes, 66 s
    for the rules viewer alone under load)."""
    _fuzz_scene(name, registry, 5000)


# -- lobby ----------------------------------------------------------------------------------------
def test_lobby_start_calls_start_game(app, tables):
    from game.ui.scenes.lobby import LobbyScene

    lobby = app.push(LobbyScene("zombie"))
    assert lobby.count == 4
    press(app, "minus")
    assert lobby.count == 3
    press(app, "kind:1")  # seat 2: AI -> human
    name = lobby.widgets["name:0"]
    name.set_text("Ripley")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, {"ui_element": name, "text": "Ripley"}))
    level = lobby.widgets["level:2"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": level, "text": "Hard"}))
    app.run_frames(1)
    press(app, "opt:traitor")  # on -> off
    variant = lobby.widgets["variant"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": variant, "text": "Short night"}))
    app.run_frames(1)
    horde = lobby.widgets["opt:difficulty"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": horde, "text": "Large"}))
    for k, text in (("opt:rounds", "9"), ("seed", "1234")):
        el = lobby.widgets[k]
        el.set_text(text)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, {"ui_element": el, "text": text}))
    app.run_frames(1)
    press(app, "start")
    assert len(tables.calls) == 1
    _, got_app, game_id, seats, variant_id, options, seed = tables.calls[0]
    assert got_app is app and game_id == "zombie" and variant_id == "short" and seed == 1234
    assert seats == [
        {"kind": "human", "level": "normal", "name": "Ripley"},
        {"kind": "human", "level": "normal", "name": "Player 2"},  # a seat switched to human is named as one
        {"kind": "ai", "level": "hard", "name": "Silas"},  # the tables add "(AI)"; the name never carries it
    ]
    assert options == {"traitor": False, "difficulty": "large", "rounds": 9}
    # the seats are remembered for next time: what was typed, not the defaults
    assert [s["name"] for s in load_settings().settings.last_seats["zombie"]] == ["Ripley", "", ""]
    again = app.push(LobbyScene("zombie"))
    assert again.count == 3 and again.seats[0]["name"] == "Ripley"


def test_a_seat_switched_to_human_is_named_as_a_human(app, tables):
    """Settings of older versions remembered "Mara (AI)" as a typed name; switching that seat to human
    kept it, and tables showed "Mara (AI) (AI)"."""
    from game.ui.scenes.lobby import LobbyScene

    app.settings.last_seats["zombie"] = [{"kind": "human", "level": "normal", "name": "Player 1"},
                                         {"kind": "ai", "level": "normal", "name": "Mara (AI)"},
                                         {"kind": "ai", "level": "normal", "name": "Greta (AI)"}]
    lobby = app.push(LobbyScene("zombie"))
    press(app, "kind:1")
    cfg = lobby.config()
    assert [s["name"] for s in cfg["seats_config"]] == ["Player 1", "Player 2", "Greta"]
    assert not any("(AI)" in s["name"] for s in cfg["seats_config"])


def test_lobby_rejects_bad_numbers(app, tables):
    from game.ui.scenes.lobby import LobbyScene

    lobby = app.push(LobbyScene("zombie"))
    lobby.option_text["rounds"] = "99"
    lobby.start()
    assert tables.calls == [] and "between 6 and 20" in lobby.error
    app.run_frames(1)


def test_lobby_without_tables_shows_message(app, no_tables):
    from game.ui.scenes.lobby import LobbyScene

    app.push(LobbyScene("the_thing"))
    press(app, "start")
    assert app.top.scene_name == "message" and "game.ui.tables" in app.top.body


def test_lobby_names_a_missing_start_game(app, tables):
    from game.ui.scenes.lobby import LobbyScene

    del tables.start_game
    app.push(LobbyScene("the_thing"))
    press(app, "start")
    assert app.top.scene_name == "message" and "game.ui.tables.start_game is missing" in app.top.body


def _an_autosave(game="zombie"):
    """A small record in the saves folder that the menu counts as an unfinished game."""
    rec = {"format": "dreadboard-record", "version": 1, "game": game, "options": {}, "seed": 1, "seats": 2,
           "actions": [], "meta": {"finished": False}}
    (paths.saves_dir() / f"autosave-{game}-20261130-120000.json").write_text(json.dumps(rec))


def test_continue_is_offered_only_with_something_to_continue(app, tables):
    assert "continue" not in app.top.widgets and "new" in app.top.widgets
    _an_autosave()
    app.top.refresh()
    assert "continue" in app.top.widgets


def test_menu_continue_and_picker(app, tables, no_tables):
    _an_autosave()
    app.top.refresh()
    press(app, "continue")
    assert app.top.scene_name == "message" and "game.ui.tables" in app.top.body
    press(app, "ok")
    press(app, "new")
    assert app.top.scene_name == "picker"
    assert all(app.top.widgets["game:" + g].text == "Set the table" for g in app.registry)  # every game plays
    press(app, "game:zombie")
    assert app.top.scene_name == "lobby"


def test_menu_continue_calls_hook(app, tables):
    _an_autosave()
    app.top.refresh()
    press(app, "continue")
    assert tables.calls == [("continue_game", app)]
    assert app.top.scene_name == "menu"


def test_map_editor_button_opens_the_editor_or_says_why_not(app, monkeypatch):
    import game.ui.scenes.menu as menu

    opened = []
    monkeypatch.setattr(menu, "open_map_editor", opened.append)
    app.to_menu()
    app.top.refresh()
    press(app, "editor")
    assert opened == [app] and app.top.scene_name == "menu"

    def broken(app):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(menu, "open_map_editor", broken)
    press(app, "editor")
    assert app.top.scene_name == "message" and "No space left on device" in app.top.body


def test_menu_quit(app):
    press(app, "quit")
    assert app.running is False


# -- hand-off, message, game over -------------------------------------------------------------------
def test_handoff_confirms_once_after_arming(app):
    from game.ui.scenes.handoff import HandoffScene

    called = []
    app.push(HandoffScene("Mara", on_confirm=lambda a: called.append(a)))
    key(app, pygame.K_RETURN)  # too soon: the click that opened it must not close it
    assert called == []
    app.run_frames(30)
    key(app, pygame.K_SPACE)
    assert called == [app] and app.top.scene_name == "menu"


def test_message_ok_callback(app):
    got = []
    app.show_message("Corrupt save", "x.json: bad", on_ok=lambda a: got.append(1))
    key(app, pygame.K_RETURN)
    assert got == [1] and app.top.scene_name == "menu"


def test_gameover_replay_and_menu(app):
    from game.ui.scenes.gameover import GameOverScene

    replays = []
    app.push(GameOverScene("The dead won", winners=[], secrets=["Mara was bitten"], on_replay=replays.append))
    press(app, "replay")
    assert replays == [app]
    press(app, "menu")
    assert app.top.scene_name == "menu" and len(app.stack) == 1


def test_keyboard_navigation_in_menus(app):
    key(app, pygame.K_DOWN)  # highlight New game
    assert app.top.widgets["new"].is_selected
    key(app, pygame.K_RETURN)
    assert app.top.scene_name == "picker"
    key(app, pygame.K_ESCAPE)
    assert app.top.scene_name == "menu"
    table = app.push(GameScene())
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_UP)  # wraps to the last item: Quit to menu
    key(app, pygame.K_RETURN)
    assert app.top.scene_name == "menu" and table not in app.stack


def test_run_until_quit_saves_settings(home, registry):
    a = App(registry=registry)
    a.settings.volume = 0.35
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert a.run() == 0
    assert not a.stack and load_settings().settings.volume == 0.35


def test_saved_window_larger_than_desktop_is_shrunk(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert App._fit_desktop((3840, 2160)) == (1824, 1026)
    assert App._fit_desktop((1600, 900)) == (1600, 900)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 768)])
    assert App._fit_desktop((3840, 2160)) == (3840, 2160)


def test_rules_scroll_with_keys_and_cards(app, tmp_path, monkeypatch):
    from game.ui.scenes import rules as rules_mod

    monkeypatch.setattr(rules_mod, "rules_text", lambda gid: "# Title\n\n" + "\n".join(f"- rule **{i}**" for i in range(200)))
    scene = app.push(rules_mod.RulesScene("zombie", cards=[("Axe", "Kill a zombie."), "Plain <card> & text"]))
    app.run_frames(2)
    html = scene.body_html()
    assert "Axe" in html and "&lt;card&gt; &amp; text" in html and "<b>0</b>" in html
    bar = scene.widgets["text"].scroll_bar
    assert bar is not None
    before = bar.start_percentage
    key(app, pygame.K_PAGEDOWN)
    app.run_frames(1)
    assert bar.start_percentage > before


def test_markdown_subset():
    from game.ui.scenes.common import markdown_to_html

    html = markdown_to_html("# Title\nSome *soft*\nwrapped **text** & <more>\n\n- one\n  continued\n2. two\n---\nend")
    assert "Title</font>" in html and "<i>soft</i> wrapped <b>text</b> &amp; &lt;more&gt;" in html
    assert "one continued" in html and "2." in html and "end<br>" in html


def test_f12_saves_a_screenshot(app):
    key(app, pygame.K_F12)
    shots = list((paths.user_data_dir() / "screenshots").glob("*.png"))
    assert len(shots) == 1 and shots[0].stat().st_size > 1000


def test_picker_keyboard(app, registry):
    from game.ui.scenes.picker import PickerScene

    app.settings.guides_shown = list(app.registry)  # no game is new: no lesson is offered first
    app.push(PickerScene())
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.top.scene_name == "lobby" and app.top.game_id == "zombie"


def test_lobby_variant_with_more_seats(app, monkeypatch):
    from game.ui.scenes.lobby import LobbyScene

    reg = stub_registry()
    info = reg["zombie"]
    reg["zombie"] = GameInfo(info.id, info.name, 2, 4, variants=(
        Variant("small", "Small", "", 2, 3), Variant("big", "Big", "", 2, 8)))
    monkeypatch.setattr(app, "_registry", reg)
    lobby = app.push(LobbyScene("zombie"))
    assert lobby.count == 3
    lobby.variant = "big"
    lobby.count = 8
    lobby.refresh()
    assert len(lobby.rows) == 8 and lobby.config()["seats_config"][7]["kind"] == "ai"


def test_lobby_refuses_new_victims_at_4_to_6_players_without_mortal_reckoning(app, tables, monkeypatch):
    """Audit defect: New Victims at 4-6 players changes nothing without Mortal Reckoning; the lobby says so
    in the engine's own words (GameInfo.setup_problem) and starts nothing."""
    from game.games.zombie.info import INFO
    from game.ui.scenes.lobby import LobbyScene

    reg = stub_registry()
    reg["zombie"] = INFO
    monkeypatch.setattr(app, "_registry", reg)
    lobby = app.push(LobbyScene("zombie"))
    lobby.variant = "new_victims"
    lobby.count = 5
    lobby.options["mortal"] = False
    lobby.refresh()
    lobby.start()
    assert tables.calls == [] and "Mortal Reckoning" in lobby.error and "New Victims" in lobby.error
    app.run_frames(1)
    lobby.options["mortal"] = True
    lobby.start()
    assert tables.calls and tables.calls[-1][0] == "start_game"
