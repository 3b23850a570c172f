"""A map with a 5 MB comment line opens at once (it took 17-30 s: tomlkit reads comments a character at a
time): the Document hands tomlkit the text with its long comments set aside and saves them back byte for
byte. And the editor refuses what validate refuses with validate's own message."""
from __future__ import annotations

import re

import pytest

from game.core import paths
from game.core.errors import DataFileError
from game.editor import validate
from game.editor.long_comments import LONG_COMMENT, CommentStash
from game.editor.model import MAX_EDIT_CHARS, Document

BIG = "# " + "x" * 5_000_000
THING = (paths.MAPS / "the_thing_outpost.toml").read_text(encoding="utf-8")


def with_line(text: str, line: str, after: int = 12) -> str:
    lines = text.splitlines(keepends=True)
    return "".join(lines[:after]) + line + "\n" + "".join(lines[after:])


@pytest.mark.parametrize("where", ["own_line", "after_a_key", "in_an_array", "in_every_slot"])
def test_a_five_megabyte_comment_is_kept_out_of_tomlkit_and_saved_back(tmp_path, where):
    if where == "own_line":
        text = with_line(THING, BIG)
    elif where == "after_a_key":
        text = THING.replace('title = "Outpost 31"', 'title = "Outpost 31"  ' + BIG)
    elif where == "in_an_array":
        text = THING.replace("players = [2, 6]", "players = [\n  2,  " + BIG + "\n  6,\n]")
    else:
        text = THING.replace("[[slots]]\n", "[[slots]]  # " + "s" * 100_000 + "\n")
    assert text != THING
    path = tmp_path / "the_thing_outpost.toml"
    path.write_bytes(text.encode("utf-8"))
    doc = Document.open(path)
    assert len(doc.source) < len(THING) + 1000  # what tomlkit parsed: the comment never reached it
    assert doc.text == text
    doc.add_slot((100, 100), "rec_room")
    doc.set_meta("title", "Outpost 32")
    assert all(len(before) < 100_000 and len(after) < 100_000 for _, before, after in doc.undo_stack)
    assert all(c in doc.text for c in re.findall(r"#[^\n]{1000,}", text)) and "Outpost 32" in doc.text
    while doc.undo():
        pass
    assert doc.text == text
    _, from_source = validate.check_text(doc.source, path)
    _, from_text = validate.check_text(text, path)
    assert [str(p) for p in from_source] == [str(p) for p in from_text]  # the same lines, the same problems


@pytest.mark.parametrize("string", ['"{h}"', "'{h}'", '"""\n{h}\n"""', "'''\n{h}\n'''", '"a \\" {h}"'])
def test_a_hash_inside_a_string_is_not_a_comment(string):
    value = string.format(h="#" + "y" * (LONG_COMMENT + 50))
    text = f"id = \"x\"\nlabel = {value}\n# {'z' * (LONG_COMMENT + 50)}\n"
    stash = CommentStash()
    source = stash.stow(text)
    assert "y" * (LONG_COMMENT + 50) in source and "z" * (LONG_COMMENT + 50) not in source
    assert stash.restore(source) == text


def test_a_text_that_already_holds_the_placeholder_is_left_alone():
    stash = CommentStash()
    text = f"a = 1\n# {'z' * 400}\n"
    source = stash.stow(text)
    tricky = source.replace("a = 1", "a = 2")  # a text holding the placeholder as a comment of its own
    assert stash.stow(tricky) == tricky


def test_a_map_too_long_for_the_editor_even_without_its_long_comments_is_refused(tmp_path):
    path = tmp_path / "spaces.toml"
    path.write_text('id = "spaces"\n' + "# short\n" * (MAX_EDIT_CHARS // 8 + 10), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        Document.open(path)
    assert str(path) in str(err.value) and "KB" in str(err.value)


@pytest.mark.parametrize("text", ['id = "x"\nkind = \n', "a = [1, 2\n", "x = " + "[" * 3000 + "]" * 3000 + "\n",
                                  "n = " + "9" * 5000 + "\n", 'a = 1\na = 2\n'])
def test_what_validate_refuses_as_toml_the_editor_refuses_with_validates_message(tmp_path, text):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    [problem] = validate.check_file(path)
    with pytest.raises(DataFileError) as err:
        Document.open(path)
    assert err.value.path == str(path) and err.value.problem == problem.message
    assert err.value.where.startswith(f"line {problem.line}") if problem.line else not err.value.where
