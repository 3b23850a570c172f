"""The editable document: in-place tomlkit edits keep every untouched byte; every edit undoes and redoes exactly."""
from __future__ import annotations

import difflib
import shutil

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import layouts, paths
from game.core.atomic import write_text_atomic
from game.editor.model import EDGE_KINDS, Document, EditError

CC1 = paths.MAPS / "crimson_creek_act1.toml"
ZOMBIE = paths.MAPS / "zombie_table.toml"


def changed_lines(a: str, b: str) -> tuple:
    """(removed lines, added lines) between two texts."""
    removed, added = [], []
    for line in difflib.ndiff(a.splitlines(), b.splitlines()):
        if line.startswith("- "):
            removed.append(line[2:])
        elif line.startswith("+ "):
            added.append(line[2:])
    return removed, added


def test_open_edit_save_keeps_comments_and_untouched_lines(tmp_path):
    path = tmp_path / "crimson_creek_act1.toml"
    shutil.copy(CC1, path)
    original = path.read_text(encoding="utf-8")
    doc = Document.open(path)
    assert doc.text == original and not doc.dirty
    doc.move([("locations", 1)], 20, 0)                       # woods: rect = [690, ...] -> [710, ...]
    doc.set_field(("locations", 0), "name", "Old Highway")
    write_text_atomic(path, doc.text, backup=True)
    doc.mark_saved()
    saved = path.read_text(encoding="utf-8")
    assert (tmp_path / "crimson_creek_act1.toml.bak").read_text(encoding="utf-8") == original
    removed, added = changed_lines(original, saved)
    assert removed == ['name = "Highway"', "rect = [690, 130, 300, 220]"]
    assert added == ['name = "Old Highway"', "rect = [710, 130, 300, 220]"]
    # every comment of the hand-written file is still there, in order
    comments = [l for l in original.splitlines() if "#" in l]
    assert comments == [l for l in saved.splitlines() if "#" in l]
    assert len(saved.splitlines()) == len(original.splitlines())
    layout = layouts.load_layout(path)
    assert layout.locations["woods"].rect == (710, 130, 300, 220)
    assert layout.locations["highway"].name == "Old Highway"


def test_tags_edges_and_rename_touch_only_their_lines():
    original = CC1.read_text(encoding="utf-8")
    doc = Document(original, CC1)
    doc.set_tag(("locations", 0), "search", "key")
    removed, added = changed_lines(original, doc.text)
    assert removed == ['tags = { peek = "binoculars" }'] and added == ['tags = { peek = "binoculars", search = "key" }']
    doc = Document(original, CC1)
    doc.rename(("locations", 0), "road")  # edge ends and meta.support_order follow the id
    layout, errors = layouts.parse_layout(doc.text, "x.toml")
    assert not errors and "road" in layout.locations and "highway" not in layout.meta["support_order"]
    assert all("highway" not in (e.a, e.b) for e in layout.edges)
    doc = Document(original, CC1)
    ref = doc.add_edge("highway", "lake", "secret")
    assert doc.get(*ref) == {"a": "highway", "b": "lake", "kind": "secret"}
    doc.set_field(ref, "kind", "oneway")
    doc.reverse_edge(ref[1])
    assert doc.get(*ref) == {"a": "lake", "b": "highway", "kind": "oneway"}
    removed, added = changed_lines(original, doc.text)
    assert removed == [] and added == ["[[edges]]", 'a = "lake"', 'b = "highway"', 'kind = "oneway"', ""]


def test_delete_location_takes_its_edges_and_undo_restores_bytes():
    original = CC1.read_text(encoding="utf-8")
    doc = Document(original, CC1)
    doc.delete([("locations", 6)])  # campfire
    layout, _ = layouts.parse_layout(doc.text, "x.toml")
    assert "campfire" not in layout.locations
    assert all("campfire" not in (e.a, e.b) for e in layout.edges)
    assert doc.undo() == "Delete" and doc.text == original
    doc.redo()
    assert 'id = "campfire"' not in doc.text and doc.can_undo and not doc.can_redo


def test_copy_paste_gives_fresh_ids_and_keeps_inner_edges():
    doc = Document(CC1.read_text(encoding="utf-8"), CC1)
    clip = doc.copy([("locations", 0), ("locations", 1), ("edges", 0)])
    refs = doc.paste(clip)
    new = [doc.get(*r) for r in refs]
    assert [n.get("id") for n in new[:2]] == ["highway_2", "woods_2"]
    assert new[2] == {"a": "highway_2", "b": "woods_2", "kind": "open"}
    assert new[0]["rect"] == [370, 150, 300, 220]


def test_bad_edits_raise_and_change_nothing():
    original = CC1.read_text(encoding="utf-8")
    doc = Document(original, CC1)
    for bad in (lambda: doc.rename(("locations", 0), "woods"), lambda: doc.rename(("locations", 0), "a b"),
                lambda: doc.add_edge("cabin", "cabin"), lambda: doc.add_edge("a", "b", "tunnel"),
                lambda: doc.set_rect(("locations", 0), (0, 0, -5, 10)), lambda: doc.get("locations", 99)):
        try:
            bad()
        except EditError:
            pass
        else:
            raise AssertionError("expected EditError")
    assert doc.text == original and not doc.can_undo


def test_gesture_is_one_undo_step():
    original = CC1.read_text(encoding="utf-8")
    doc = Document(original, CC1)
    doc.begin_gesture()
    for dx in range(0, 60, 10):
        doc.preview_rects({("locations", 0): (350 + dx, 130, 300, 220)})
    doc.end_gesture("Move")
    assert len(doc.undo_stack) == 1
    doc.undo()
    assert doc.text == original


def test_new_area_in_card_table_and_templates_are_valid():
    original = ZOMBIE.read_text(encoding="utf-8")
    doc = Document(original, ZOMBIE)
    ref = doc.add_area((100, 100, 120, 60), "label", label="Note")
    assert doc.get(*ref)["kind"] == "label"
    layout, errors = layouts.parse_layout(doc.text, "z.toml")
    assert not errors and layout.areas["label"].label == "Note"
    for tpl in sorted((paths.MAPS / "templates").glob("*.toml")):
        layout, errors = layouts.parse_layout(tpl.read_text(encoding="utf-8"), tpl)
        assert not errors, errors


# -- the property: any sequence of edits undoes to the original bytes and redoes to the edited bytes ------

LOC_IDS = ["highway", "woods", "lake", "cemetery", "cabin", "barn", "campfire", "new_room"]

edit = st.one_of(
    st.tuples(st.just("move"), st.integers(0, 12), st.integers(-200, 200), st.integers(-200, 200)),
    st.tuples(st.just("resize"), st.integers(0, 12), st.integers(10, 400), st.integers(10, 400)),
    st.tuples(st.just("add_location"), st.integers(0, 1500), st.integers(0, 800)),
    st.tuples(st.just("add_area"), st.sampled_from(["pile", "panel", "label", "cards"]), st.integers(0, 1500)),
    st.tuples(st.just("add_edge"), st.sampled_from(LOC_IDS), st.sampled_from(LOC_IDS), st.sampled_from(EDGE_KINDS)),
    st.tuples(st.just("delete"), st.sampled_from(["locations", "areas", "edges"]), st.integers(0, 12)),
    st.tuples(st.just("tag"), st.integers(0, 9), st.sampled_from(["search", "exit", "hiding", "peek", "start"]),
              st.sampled_from([None, True, "key", "main"])),
    st.tuples(st.just("name"), st.integers(0, 9), st.text(min_size=0, max_size=12)),
    st.tuples(st.just("rename"), st.integers(0, 9), st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)),
    st.tuples(st.just("kind"), st.integers(0, 12), st.sampled_from(EDGE_KINDS)),
    st.tuples(st.just("reverse"), st.integers(0, 12)),
    st.tuples(st.just("paste"), st.integers(0, 9)),
    st.tuples(st.just("undo_redo"),),
    st.tuples(st.just("meta"), st.sampled_from(["title", "game", "act"]), st.one_of(st.none(), st.text(max_size=8))),
    st.tuples(st.just("size"), st.integers(-5, 3000), st.integers(1, 2000)),
)


def apply(doc: Document, op) -> None:
    name = op[0]
    n = {s: doc.count(s) for s in ("locations", "areas", "edges")}
    try:
        if name == "move" and n["locations"]:
            doc.move([("locations", op[1] % n["locations"])], op[2], op[3])
        elif name == "resize" and n["areas"]:
            r = doc.rect_of(("areas", op[1] % n["areas"]))
            doc.set_rect(("areas", op[1] % n["areas"]), (r[0], r[1], op[2], op[3]))
        elif name == "add_location":
            doc.add_location((op[1], op[2], 200, 120), "new_room")
        elif name == "add_area":
            doc.add_area((op[2], 40, 100, 80), op[1])
        elif name == "add_edge":
            doc.add_edge(op[1], op[2], op[3])
        elif name == "delete" and n[op[1]]:
            doc.delete([(op[1], op[2] % n[op[1]])])
        elif name == "tag" and n["locations"]:
            doc.set_tag(("locations", op[1] % n["locations"]), op[2], op[3])
        elif name == "name" and n["locations"]:
            doc.set_field(("locations", op[1] % n["locations"]), "name", op[2])
        elif name == "rename" and n["locations"]:
            doc.rename(("locations", op[1] % n["locations"]), op[2])
        elif name == "kind" and n["edges"]:
            doc.set_field(("edges", op[1] % n["edges"]), "kind", op[2])
        elif name == "reverse" and n["edges"]:
            doc.reverse_edge(op[1] % n["edges"])
        elif name == "paste" and n["locations"]:
            doc.paste(doc.copy([("locations", op[1] % n["locations"])]))
        elif name == "meta":
            doc.set_meta(op[1], op[2])
        elif name == "size":
            doc.set_top("size", [op[1], op[2]])
        elif name == "undo_redo" and doc.can_undo:  # an undo then a redo in the middle changes nothing
            before = doc.text
            doc.undo()
            doc.redo()
            assert doc.text == before
    except EditError:
        pass


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([CC1, ZOMBIE, paths.MAPS / "templates" / "location_map.toml"]), st.lists(edit, max_size=25))
def test_undo_all_and_redo_all_are_exact(path, ops):
    original = path.read_text(encoding="utf-8")
    doc = Document(original, path)
    for op in ops:
        apply(doc, op)
        assert doc.text == doc.comments.restore(__import__("tomlkit").dumps(doc.doc))  # CC1's long comment too
    edited = doc.text
    while doc.undo():
        pass
    assert doc.text == original
    while doc.redo():
        pass
    assert doc.text == edited
    # the edited text is still TOML the loader can read (it may have problems, but it parses)
    layout, errors = layouts.parse_layout(edited, "x.toml")
    assert layout is not None or not any("invalid TOML" in e.problem for e in errors)


def test_a_new_key_on_a_table_followed_by_another_header_keeps_the_text_toml():
    """Found by the undo/redo property test: a tag added to a just-added location was written
    after its blank line and glued to the next [[locations]] header."""
    path = paths.MAPS / "templates" / "location_map.toml"
    doc = Document(path.read_text(encoding="utf-8"), path)
    for op in [("add_location", 0, 0), ("add_location", 0, 0), ("tag", 3, "search", True)]:
        apply(doc, op)
    import tomlkit

    tomlkit.parse(doc.text)  # parses
    assert "tags = { search = true }\n\n[[locations]]" in doc.text
    while doc.undo():
        pass
    assert doc.text == path.read_text(encoding="utf-8")
