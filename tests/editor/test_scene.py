"""The editor scene on SDL's dummy driver: gestures, the validation panel, save, recovery, prompts, fuzz."""
from __future__ import annotations

import random
import shutil

import pygame
import pytest

from game.core import paths
from game.core.settings import SettingsStore
from game.editor import _LAST, recovery
from game.ui.editor import open_editor
from game.ui.scenes.choice import ChoiceDialog
from game.ui.editor.scene import EditorScene
from game.ui.app import App
from game.ui.inputs import Input

CC1 = paths.MAPS / "crimson_creek_act1.toml"
N_EVENTS = 2000


@pytest.fixture
def app(home):
    a = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    yield a
    a.shutdown()


@pytest.fixture
def cc_copy(tmp_path):
    path = tmp_path / "crimson_creek_act1.toml"
    shutil.copy(CC1, path)
    return path


def screen_of(scene, layout_pt):
    x, y = scene.to_screen(layout_pt)
    return (round(x), round(y))


def drag(scene, a, b, steps=4):
    scene.handle(Input("mouse_down", pos=a, button=1))
    for k in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * k // steps, a[1] + (b[1] - a[1]) * k // steps)
        scene.handle(Input("mouse_move", pos=p, buttons=(1, 0, 0)))
    scene.handle(Input("mouse_up", pos=b, button=1))


def key(scene, k, mod=0):
    scene.handle(Input("key_down", key=k, mod=mod))


def test_menu_button_opens_the_editor_and_the_picker(app):
    from game.ui.scenes.menu import MenuScene

    app.top.do_editor()
    assert isinstance(app.top, EditorScene)
    app.run_frames(2)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Open a map"
    dialog.choose("tpl:card_table")
    editor = app.top
    assert isinstance(editor, EditorScene) and editor.doc.kind == "card_table" and editor.doc.path is None
    app.run_frames(2)
    assert editor.problems == []
    assert isinstance(app.stack[0], MenuScene)


def test_draw_move_join_undo_and_save(app, cc_copy):
    editor = open_editor(app, cc_copy)
    app.run_frames(2)
    doc = editor.doc
    original = doc.text
    n_loc, n_edges = doc.count("locations"), doc.count("edges")
    # a new location dragged out in the empty bottom-left corner
    editor.set_tool("location")
    drag(editor, screen_of(editor, (1400, 880)), screen_of(editor, (1700, 980)))
    assert doc.count("locations") == n_loc + 1
    new_ref = ("locations", n_loc)
    assert editor.selection == [new_ref]
    r = doc.rect_of(new_ref)
    assert r[0] % 10 == 0 and r[1] % 10 == 0  # grid snap
    # an edge from the Campfire to it
    editor.set_tool("edge")
    editor.edge_kind = "door"
    drag(editor, screen_of(editor, (840, 760)), screen_of(editor, (r[0] + 50, r[1] + 50)))
    assert doc.count("edges") == n_edges + 1
    assert doc.get("edges", n_edges) == {"a": "campfire", "b": doc.get(*new_ref)["id"], "kind": "door"}
    # move the Lake with the select tool: one undo step
    editor.set_tool("select")
    undo_before = len(doc.undo_stack)
    drag(editor, screen_of(editor, (1180, 240)), screen_of(editor, (1180, 200)), steps=8)
    assert len(doc.undo_stack) == undo_before + 1 and doc.rect_of(("locations", 2))[1] < 130
    # Delete, then undo everything with Ctrl+Z: the original bytes
    editor.selection = [("locations", 0)]
    key(editor, pygame.K_DELETE)
    assert 'id = "highway"' not in doc.text
    while doc.can_undo:
        key(editor, pygame.K_z, pygame.KMOD_CTRL)
    assert doc.text == original
    key(editor, pygame.K_y, pygame.KMOD_CTRL)
    assert doc.count("locations") == n_loc + 1
    key(editor, pygame.K_s, pygame.KMOD_CTRL)
    assert cc_copy.read_text(encoding="utf-8") == doc.text and not doc.dirty
    assert (cc_copy.parent / (cc_copy.name + ".bak")).read_text(encoding="utf-8") == original
    app.run_frames(2)


def test_validation_panel_lists_problems_and_selects_on_click(app, cc_copy):
    editor = open_editor(app, cc_copy)
    app.run_frames(2)
    assert editor.problems == []
    editor.doc.add_edge("cabin", "nowhere")
    editor.doc.set_tag(("locations", 3), "hiding", "boat")  # the boat cannot be used at the Cemetery
    app.run_frames(2)
    refs = {p.ref for p in editor.problems}
    assert ("edges", 10) in refs and ("locations", 3) in refs
    rect, problem = next((r, p) for r, p in editor._problem_rects if p.ref == ("locations", 3))
    editor.handle(Input("mouse_down", pos=rect.center, button=1))
    assert editor.selection == [("locations", 3)]
    assert "cannot be used at 'cemetery'" in editor.status


def test_properties_panel_edits_fields(app, cc_copy):
    import pygame_gui

    editor = open_editor(app, cc_copy)
    editor.selection = [("locations", 1)]
    app.run_frames(2)
    name = editor._prop_widgets["prop_name"]
    name.set_text("Dark Woods")
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_FINISHED, {"ui_element": name, "text": "Dark Woods"}))
    app.run_frames(2)
    assert editor.doc.get("locations", 1)["name"] == "Dark Woods"
    tag = editor._prop_widgets["prop_tag_search"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": tag, "mouse_button": 1}))
    app.run_frames(2)
    assert editor.doc.get("locations", 1)["tags"]["search"] == "item"
    editor.selection = [("edges", 0)]
    app.run_frames(2)
    kind = editor._prop_widgets["prop_edge_kind"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": kind, "text": "oneway"}))
    app.run_frames(2)
    assert editor.doc.get("edges", 0)["kind"] == "oneway"


def test_unsaved_changes_prompt_on_back_and_on_window_close(app, cc_copy):
    editor = open_editor(app, cc_copy)
    app.run_frames(1)
    editor.doc.move([("locations", 0)], 10, 0)
    editor.back()
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Unsaved changes"
    dialog.choose("cancel")
    assert app.top is editor and editor.doc.dirty
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    assert app.running and isinstance(app.top, ChoiceDialog)
    app.top.choose("save")
    assert not app.running and not editor.doc.dirty
    assert "rect = [360, 130, 300, 220]" in cc_copy.read_text(encoding="utf-8")


def test_recovery_file_is_written_after_idle_and_offered_back(home, cc_copy):
    app = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    editor = open_editor(app, cc_copy)
    app.run_frames(1)
    editor.doc.set_field(("locations", 0), "name", "Crashed Highway")
    editor._changed()
    edited = editor.doc.text
    app.run_frames(5, dt=0.1)
    assert not list(recovery.recovery_dir().glob("*.toml"))  # not yet: the author is still busy
    app.run_frames(25, dt=0.1)
    kept = recovery.recovery_dir() / "crimson_creek_act1.toml"
    assert kept.read_text(encoding="utf-8") == edited
    # a crash: the process dies without leaving the scene; a new editor offers the session back
    _LAST["doc"] = None
    app2 = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    editor2 = open_editor(app2)
    app2.run_frames(2)
    dialog = app2.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Recover unsaved edits?"
    assert "crimson_creek_act1.toml" in dialog.body
    dialog.choose("recover")
    assert editor2.doc.text == edited and editor2.doc.dirty and editor2.doc.path == cc_copy
    key(editor2, pygame.K_s, pygame.KMOD_CTRL)
    app2.run_frames(1)
    assert not kept.exists() and cc_copy.read_text(encoding="utf-8") == edited
    app2.shutdown()


def test_render_at_several_sizes(home, cc_copy):
    for size in ((1280, 720), (1920, 1080)):
        a = App(store=SettingsStore(), size=size, save_on_quit=False)
        editor = open_editor(a, cc_copy)
        editor.selection = [("locations", 4)]
        a.run_frames(3)
        editor.zoom_at(editor.rects()["canvas"].center, 3.0)
        editor.snap_on = False
        a.run_frames(2)
        a.shutdown()


def test_two_thousand_random_inputs_raise_nothing(app, cc_copy, monkeypatch):
    from game.ui.editor import play_on_map

    monkeypatch.setattr(play_on_map, "play_on_map", lambda app, doc: None)  # no table on top of the fuzz
    editor = open_editor(app, cc_copy)
    app.run_frames(2)
    rng = random.Random(1234)
    w, h = app.size
    keys = [pygame.K_z, pygame.K_y, pygame.K_c, pygame.K_v, pygame.K_d, pygame.K_a, pygame.K_DELETE, pygame.K_LEFT,
            pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_v, pygame.K_l, pygame.K_a, pygame.K_e, pygame.K_g,
            pygame.K_f, pygame.K_PLUS, pygame.K_MINUS, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_x,
            pygame.K_t]
    held = 0
    for i in range(N_EVENTS):
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.25:
            b = rng.choice([1, 1, 1, 2, 3])
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": b}))
            held = b
        elif r < 0.5:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (1, 1),
                                                                      "buttons": (held == 1, held == 2, held == 3)}))
        elif r < 0.65:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": pos, "button": held or 1}))
            held = 0
        elif r < 0.72:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": rng.choice([-1, 1])}))
        elif r < 0.95:
            mod = rng.choice([0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_CTRL | pygame.KMOD_SHIFT])
            k = rng.choice(keys)
            if mod & pygame.KMOD_CTRL and (k == pygame.K_s or (k in (pygame.K_v, pygame.K_d)
                                                               and editor.doc.count("locations") > 40)):
                k = pygame.K_x  # no saving over the copy, and no doubling the map forever with paste
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0}))
        else:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": rng.choice("ab1, =")}))
        app.run_frames(1)
        if not app.running:
            app.running = True
        if editor not in app.stack:  # Esc/Back left the editor: come back to it
            app.to_menu()
            editor = open_editor(app, cc_copy)
            app.run_frames(1)
        elif app.top is not editor and rng.random() < 0.2:
            top = app.top
            if isinstance(top, ChoiceDialog):
                top.choose(rng.choice([k for k, _ in top.choices]))
    # whatever happened, the document is still TOML the loader can read
    from game.core import layouts

    layout, errors = layouts.parse_layout(editor.doc.text, "fuzz.toml")
    assert layout is not None


def test_opening_a_file_with_a_kept_session_offers_it(home, cc_copy):
    edited = cc_copy.read_text(encoding="utf-8").replace('name = "Cabin"', 'name = "Burnt Cabin"')
    recovery.write(recovery.name_for(cc_copy, "crimson_creek_act1"), edited, cc_copy)
    app = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    editor = open_editor(app, cc_copy)
    app.run_frames(2)
    assert isinstance(app.top, ChoiceDialog) and app.top.title == "Recover unsaved edits?"
    app.top.choose("recover")
    assert editor.doc.text == edited and editor.doc.dirty and app.top is editor
    app.shutdown()


def test_area_tool_resize_handles_box_select_pan_and_zoom(app):
    editor = open_editor(app, paths.MAPS / "templates" / "card_table.toml")
    app.run_frames(2)
    doc = editor.doc
    n = doc.count("areas")
    key(editor, pygame.K_a)
    assert editor.tool == "area"
    drag(editor, screen_of(editor, (40, 600)), screen_of(editor, (300, 760)))
    ref = ("areas", n)
    assert doc.count("areas") == n + 1 and doc.get(*ref)["kind"] == "panel" and editor.selection == [ref]
    key(editor, pygame.K_v)
    x, y, w, h = doc.rect_of(ref)
    drag(editor, screen_of(editor, (x + w, y + h)), screen_of(editor, (x + w + 100, y + h + 20)))
    assert doc.rect_of(ref)[2] == w + 100 and doc.rect_of(ref)[3] == h + 20
    # nudge with the arrows: a grid step, Shift for ten
    key(editor, pygame.K_RIGHT)
    key(editor, pygame.K_DOWN, pygame.KMOD_SHIFT)
    assert doc.rect_of(ref)[:2] == (x + 10, y + 100)
    # a box around the two piles selects exactly them
    editor.selection = []
    drag(editor, screen_of(editor, (460, 310)), screen_of(editor, (740, 470)))
    assert sorted(editor.selection) == [("areas", 0), ("areas", 1)]
    key(editor, pygame.K_d, pygame.KMOD_CTRL)  # duplicate
    assert doc.count("areas") == n + 3 and {doc.get("areas", i)["id"] for i in (n + 1, n + 2)} == {
        "draw_pile_2", "discard_pile_2"}
    # zoom around the pointer keeps the layout point under it; right-drag pans
    p = editor.rects()["canvas"].center
    before = editor.to_layout(p)
    editor.handle(Input("wheel", pos=p, wheel=(0, 2)))
    assert editor.zoom > 1 and all(abs(a - b) < 0.5 for a, b in zip(before, editor.to_layout(p)))
    editor.handle(Input("mouse_down", pos=p, button=3))
    editor.handle(Input("mouse_move", pos=(p[0] + 50, p[1]), buttons=(0, 0, 1)))
    editor.handle(Input("mouse_up", pos=(p[0] + 50, p[1]), button=3))
    assert editor.pan[0] != 0
    key(editor, pygame.K_f)
    assert editor.zoom == 1.0 and editor.pan == [0.0, 0.0]
    app.run_frames(2)


def test_polygon_points_and_slots(app, tmp_path):
    import re

    text = (paths.MAPS / "README.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```toml\n(.*?)```", text, re.S) if 'id = "example_house"' in b)
    path = tmp_path / "example_house.toml"
    path.write_text(block, encoding="utf-8")
    editor = open_editor(app, path)
    app.run_frames(2)
    doc = editor.doc
    cellar = doc.find_id("cellar")
    editor.selection = [cellar]
    app.run_frames(1)
    drag(editor, screen_of(editor, (460, 300)), screen_of(editor, (470, 330)))  # the polygon's bottom point
    assert doc.polygon_of(cellar)[3] == (470.0, 330.0)
    assert len(doc.undo_stack) == 1 and doc.undo_stack[0][0] == "Move point"
    key(editor, pygame.K_t)
    editor.handle(Input("mouse_down", pos=screen_of(editor, (100, 100)), button=1))
    ref = editor.selection[0]
    assert ref[0] == "slots" and doc.get(*ref) == {"id": "hall_slot", "at": "hall", "pos": [100, 100], "kind": "token"}
    app.run_frames(2)
    assert editor.problems == []
