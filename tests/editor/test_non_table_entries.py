"""An array of tables ([[slots]], [[areas]], ...) holding values that are not tables: validate names each such
entry, and the editor opens the map, draws, selects and edits what is a table and leaves the rest out (it used
to stop the program while drawing The Thing's and Who Goes There?'s maps, whose [[slots]] it drew)."""
from __future__ import annotations

import datetime
import sys

import pygame
import pytest
import tomlkit

from game.core import paths
from game.core.settings import SettingsStore
from game.editor import validate
from game.editor.model import Document, EditError
from game.ui.app import App
from game.ui.editor.scene import EditorScene
from game.ui.inputs import Input

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

OTHERS = [7, "x", [1, 2], True, datetime.date(1982, 6, 25), datetime.time(20, 15), 1.5]


def mixed(stem: str, key: str) -> str:
    """The shipped map with a value that is not a table after each of the first tables of `key`."""
    data = tomllib.loads((paths.MAPS / f"{stem}.toml").read_text(encoding="utf-8"))
    tables = list(data.get(key, []))
    for k, v in enumerate(OTHERS):
        tables.insert(min(len(tables), 1 + 2 * k), v)
    data[key] = tables
    return tomlkit.dumps(data)


@pytest.fixture
def app(home):
    a = App(store=SettingsStore(), size=(1280, 720), save_on_quit=False)
    yield a
    a.shutdown()


CASES = [("the_thing_outpost", "slots"), ("who_goes_there_camp", "slots"), ("who_goes_there_camp", "edges"),
         ("crimson_creek_act1", "locations"), ("zombie_table", "seating"), ("zombie_table", "areas")]


@pytest.mark.parametrize("stem, key", CASES)
def test_the_document_reads_only_the_tables(stem, key):
    text = mixed(stem, key)
    doc = Document(text)
    entries = doc.items(key)
    tables = [i for i, t in enumerate(entries) if isinstance(t, dict)]
    assert len(entries) == len(tables) + len(OTHERS)
    assert doc.refs(key) == [(key, i) for i in tables]
    others = [i for i in range(len(entries)) if i not in tables]
    assert all(doc.rect_of((key, i)) is None and not doc.exists((key, i)) for i in others)
    with pytest.raises(EditError):
        doc.get(key, others[0])
    _, problems = validate.check_text(text, f"{stem}.toml")
    named = {p.key for p in problems}
    assert all(f"{key}[{i}]" in named for i in others), sorted(named)


def test_edits_pass_over_the_entries_that_are_not_tables():
    """Renaming a location updates the edges that are tables; deleting it takes its edges; neither meets the
    numbers and dates among them."""
    doc = Document(mixed("who_goes_there_camp", "edges"))
    ref = doc.find_id("storage")
    touching = [e for e in doc.plain_items("edges") if "storage" in (e.get("a"), e.get("b"))]
    assert touching
    doc.rename(ref, "larder")
    assert sum("larder" in (e.get("a"), e.get("b")) for e in doc.plain_items("edges")) == len(touching)
    n = doc.count("edges")
    doc.delete([doc.find_id("larder")])
    assert doc.count("edges") == n - len(touching)
    with pytest.raises(EditError, match="not an array of tables"):  # an inline array takes no [[edges]] header
        doc.add_edge("workshop", "kennel")


@pytest.mark.parametrize("stem, key", CASES[:3])
def test_the_editor_opens_draws_and_edits_such_a_map(app, tmp_path, stem, key):
    path = tmp_path / f"{stem}.toml"
    text = mixed(stem, key)
    path.write_text(text, encoding="utf-8")
    scene = EditorScene(path=path)
    app.push(scene)
    app.run_frames(3)  # drew the slots (and everything else) here before
    assert scene.doc is not None and app.top is scene
    assert any(p.key.startswith(f"{key}[1]") for p in scene.problems)
    scene.handle(Input("key_down", key=pygame.K_a, mod=pygame.KMOD_CTRL))
    assert scene.selection and all(scene.doc.exists(r) for r in scene.selection)
    assert len([r for r in scene.selection if r[0] == key]) == len(scene.doc.refs(key))
    scene.handle(Input("key_down", key=pygame.K_RIGHT))
    app.run_frames(1)
    assert scene.doc.text != text
    scene.handle(Input("key_down", key=pygame.K_t))  # the slot tool on an inline array: a message, no crash
    centre = scene.rects()["canvas"].center
    scene.handle(Input("mouse_down", pos=centre, button=1))
    scene.handle(Input("mouse_up", pos=centre, button=1))
    app.run_frames(2)
    while scene.doc.can_undo:
        scene.doc.undo()
    assert scene.doc.text == text
    assert path.read_text(encoding="utf-8") == text
    scene.doc.saved_text = scene.doc.text


@pytest.mark.parametrize("field, value", [("a", ["storage"]), ("id", ["storage"]), ("rect", "wide"),
                                          ("polygon", [[0, 0], ["x", 1], [5, 5]]), ("at", [1]), ("pos", "left")])
def test_copy_paste_and_delete_pass_over_values_of_the_wrong_type(field, value):
    """A list where an id or an edge end belongs, text where a rect does: copying, pasting and deleting every
    item copies such a value as it is (they stopped on it: a list cannot be looked up among the ids)."""
    data = tomllib.loads((paths.MAPS / "who_goes_there_camp.toml").read_text(encoding="utf-8"))
    section = {"a": "edges", "at": "slots", "pos": "slots"}.get(field, "locations")
    data[section][0][field] = value
    text = tomlkit.dumps(data)
    doc = Document(text)
    refs = [r for s in ("locations", "areas", "slots", "edges") for r in doc.refs(s)]
    pasted = doc.paste(doc.copy(refs))
    assert len(pasted) >= len([r for r in refs if r[0] != "edges"]) and all(doc.exists(r) for r in pasted)
    assert field == "id" or any(v == value for r in pasted for v in doc.get(*r).values())  # copied as it is
    doc.delete([r for s in ("locations", "areas", "slots", "edges") for r in doc.refs(s)])
    assert not doc.refs("locations") and not doc.refs("edges")
    while doc.undo():
        pass
    assert doc.text == text
