"""Invalid edits show in the validation panel's problems and in `python -m game validate` (exit != 0)."""
from __future__ import annotations

import io
import subprocess
import sys

from game.core import paths
from game.editor import validate
from game.editor.model import Document

CC1 = paths.MAPS / "crimson_creek_act1.toml"


def test_every_shipped_map_and_template_validates():
    out, err = io.StringIO(), io.StringIO()
    assert validate.main([], out, err) == 0, err.getvalue()
    assert "templates/location_map.toml: ok" in out.getvalue()


def test_bad_edge_end_names_file_key_and_line(tmp_path):
    doc = Document(CC1.read_text(encoding="utf-8"), CC1)
    doc.add_edge("cabin", "nowhere", "door")
    _, problems = validate.check_text(doc.text, "act1.toml")
    p = next(p for p in problems if "nowhere" in p.message)
    assert p.key == "edges[10].b" and p.ref == ("edges", 10) and p.line == doc.text.splitlines().index(
        'b = "nowhere"') + 1
    path = tmp_path / "broken.toml"
    path.write_text(doc.text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert validate.main([str(path)], out, err) == 1
    assert f"{path} (edges[10].b, line {p.line}): edge end 'nowhere' is not a location" in err.getvalue()


def test_crimson_creek_checks_run_in_the_editor():
    doc = Document(CC1.read_text(encoding="utf-8"), CC1)
    doc.set_tag(("locations", 1), "hiding", "truck")   # the truck cannot be used in the Woods
    doc.set_tag(("locations", 2), "peek", "treetop")   # the Woods' icon twice
    _, problems = validate.check_text(doc.text, CC1)
    msgs = {p.ref: p.message for p in problems}
    assert "cannot be used at 'woods'" in msgs[("locations", 1)]
    assert "peeking icon 'treetop' is on both" in msgs[("locations", 2)]


def test_disconnected_graph_and_outside_board():
    doc = Document(CC1.read_text(encoding="utf-8"), CC1)
    ref = doc.add_location((1700, 900, 300, 200), "island", tags={"peek": "camera"})
    _, problems = validate.check_text(doc.text, CC1)
    text = "\n".join(str(p) for p in problems)
    assert "lies outside the board" in text and "not connected" in text
    assert any(p.ref == ref for p in problems)


def test_cli_exit_code_and_message(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(CC1.read_text(encoding="utf-8").replace('b = "woods"', 'b = "wodos"', 1), encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "game", "validate", str(bad)], capture_output=True, text=True,
                         cwd=paths.ROOT)
    assert res.returncode != 0
    assert "bad.toml (edges[0].b, line" in res.stderr and "'wodos' is not a location" in res.stderr
    res = subprocess.run([sys.executable, "-m", "game", "validate"], capture_output=True, text=True, cwd=paths.ROOT)
    assert res.returncode == 0, res.stderr
