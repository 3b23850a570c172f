"""The menus and dialogs by keys alone: from the main menu to a table, its pause menu and the settings,
every step by Tab / Enter / Space / arrows posted through pygame's queue, with the focus ring drawn round the
focused control; the sliders, toggles and drop-downs of the settings changed by keys; the Load list by keys."""
import pygame

from tests.helpers.pixels import changed_pixels

from ..keys_only import press


def tab_to(app, key, limit=60):
    """Tab until the top scene's focus is on its widget `key`."""
    for _ in range(limit):
        if getattr(app.top, "_nav_key", None) == key:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {key!r} on {app.top}: {app.top.focus_keys()}")


def ring_pixels(app):
    """The frame drawn with and without the top scene's focus ring: how many pixels differ, and their bounding box.
    (The ring alone is left out: with the focus taken away, the settings would mark their arrow keys' row instead.)"""
    top = app.top
    on = app.screen.copy()
    app.draw(on)
    top.draw_widget_focus = lambda surface: None
    off = app.screen.copy()
    app.draw(off)
    del top.draw_widget_focus
    xs, ys = changed_pixels(on, off)
    if not xs:
        return 0, None
    return len(xs), pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def assert_ring_round(app, key):
    n, box = ring_pixels(app)
    el = app.top.widgets[key]
    assert n > 100 and box.contains(el.rect), f"no ring round {key}"
    assert el.rect.inflate(el.rect.h + 60, el.rect.h + 60).contains(box), f"the ring of {key} strays"


def test_menu_to_table_to_pause_to_settings_by_keys_alone(table_app):
    app = table_app
    app.settings.ai_pace = "instant"
    app.to_menu()
    app.run_frames(2)
    assert app.top.scene_name == "menu"
    tab_to(app, "new")
    assert_ring_round(app, "new")
    press(app, pygame.K_RETURN)
    assert app.top.scene_name == "picker"
    tab_to(app, "game:who_goes_there")
    press(app, pygame.K_SPACE)
    lobby = app.top
    assert lobby.scene_name == "lobby" and lobby.game_id == "who_goes_there"
    tab_to(app, "kind:1")  # the lobby's seat rows: a seat's kind by keys
    kind = lobby.seats[1]["kind"]
    press(app, pygame.K_RETURN)
    assert app.top is lobby and lobby.seats[1]["kind"] != kind
    tab_to(app, "start")
    assert_ring_round(app, "start")
    press(app, pygame.K_RETURN)
    table = next(sc for sc in reversed(app.stack) if hasattr(sc, "session"))
    assert table.session.game_id == "who_goes_there"
    for _ in range(40):  # the first game's guide (Esc closes it), a hand-off cover (Enter takes it away)
        if app.top is table:
            break
        press(app, pygame.K_ESCAPE if app.top.scene_name == "guide" else pygame.K_RETURN)
    assert app.top is table
    press(app, pygame.K_ESCAPE)
    assert app.top.scene_name == "pause"
    tab_to(app, "settings")
    press(app, pygame.K_RETURN)
    settings = app.top
    assert settings.scene_name == "settings"
    st = app.settings
    # a toggle: Enter switches it (the screen is built again, the focus stays on it)
    dice = st.dice_animation
    tab_to(app, "dice")
    press(app, pygame.K_RETURN)
    assert st.dice_animation is not dice and settings._nav_key == "dice"
    assert_ring_round(app, "dice")
    # a slider: Right moves it a step
    speed = st.animation_speed
    tab_to(app, "speed")
    press(app, pygame.K_RIGHT)
    assert st.animation_speed > speed
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert st.animation_speed < speed + 0.01
    # a drop-down: Enter takes the next option
    tab_to(app, "pace")
    press(app, pygame.K_RETURN)
    assert st.ai_pace != "instant"
    assert_ring_round(app, "pace")
    # Shift+Tab goes back round
    before = settings._nav_key
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    keys = settings.focus_keys()
    assert keys.index(settings._nav_key) == (keys.index(before) - 1) % len(keys)
    tab_to(app, "back")
    press(app, pygame.K_RETURN)
    assert app.top.scene_name == "pause"
    tab_to(app, "resume")
    press(app, pygame.K_SPACE)
    assert app.top is table


def test_the_load_list_by_keys(table_app):
    """Tab to the list, Down picks the next save (as a click on it would), Tab to Load, Enter opens it."""
    import json

    from game.core import paths
    from game.ui.scenes.saves import LoadScene

    rec = {"format": "dreadboard-record", "version": 1, "game": "zombie", "options": {}, "seed": 1, "seats": 2,
           "actions": []}
    for name in ("one.json", "two.json"):
        (paths.saves_dir() / name).write_text(json.dumps(rec))
    picked = []
    app = table_app
    load = app.push(LoadScene(lambda app, path: picked.append(path.name)))
    app.run_frames(1)
    assert not load.widgets["open"].is_enabled
    tab_to(app, "list")
    assert_ring_round(app, "list")
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert load.selected == 1 and load.widgets["open"].is_enabled
    press(app, pygame.K_UP)
    assert load.selected == 0
    want = load.saves[0].name
    tab_to(app, "open")
    press(app, pygame.K_RETURN)
    assert picked == [want]


def test_a_click_moves_the_focus_to_what_was_clicked(table_app):
    from game.ui.scenes.settings import SettingsScene

    from ..table_input import click

    app = table_app
    settings = app.push(SettingsScene())
    app.run_frames(1)
    tab_to(app, "dice")
    click(app, settings.widgets["volume"].rect.center)
    assert settings._nav_key == "volume"
    click(app, (3, 3))  # nothing there: the ring goes away
    assert settings._nav_key is None and ring_pixels(app)[0] == 0


PASSIVE = ("UILabel", "UITextBox", "UIImage", "UIPanel", "UIScrollingContainer")


def test_every_control_of_every_menu_and_dialog_is_on_the_tab_ring(table_app):
    """Each scene's pygame_gui widgets are either passive (a label, a text) or on the Tab ring, and Tab visits the
    whole ring in order and comes back round: a control of a new kind (a check box...) fails here until the focus
    knows it."""
    from game.ui.scene import GameScene
    from game.ui.scenes.choice import ChoiceDialog
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.guide import GuideScene
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.message import MessageScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.picker import PickerScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.save_name import SaveNameScene
    from game.ui.scenes.saves import LoadScene
    from game.ui.scenes.settings import SettingsScene

    app = table_app
    app.push(GameScene())
    makers = [PickerScene, lambda: LobbyScene("the_thing"), SettingsScene, lambda: LoadScene(lambda a, p: None),
              lambda: PauseScene(app.top), lambda: MessageScene("Title", "Body"),
              lambda: ChoiceDialog("Title", "Body", [("a", "A"), ("b", "B")], lambda k: None),
              lambda: SaveNameScene("name", lambda n: None), lambda: GuideScene("zombie"), lambda: RulesScene("zombie"),
              lambda: GameOverScene("Over", on_replay=lambda a: None)]
    for make in makers:
        scene = app.push(make())
        app.run_frames(1)
        keys = scene.focus_keys()
        for k, el in scene.widgets.items():
            assert k in keys or type(el).__name__ in PASSIVE or not el.visible or not el.is_enabled, \
                f"{scene.scene_name}: {k} ({type(el).__name__}) is not on the Tab ring"
        assert keys, scene.scene_name
        seen = []
        for _ in keys:
            press(app, pygame.K_TAB)
            seen.append(scene._nav_key)
        assert seen == keys, scene.scene_name
        press(app, pygame.K_TAB)
        assert scene._nav_key == keys[0]
        app.pop()
