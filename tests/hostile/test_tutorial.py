"""Hostile tutorial.toml files (a game's tutorial script, read by the tutorial, not by the rules loader): each
broken copy is refused with a DataFileError naming the file and, for a key's problem, its key and line; or it
loads, and then the script's replay either passes or is refused naming its step. Never a crash, never a write."""
from __future__ import annotations

import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import seat_agent
from game.core import content, tutorial
from game.core.errors import DataFileError
from game.core.paths import game_data

from .conftest import TALLY, snapshot

GAMES = tuple(g for g in ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
              if (game_data(g) / tutorial.FILE).exists())


def original(game: str) -> str:
    return (game_data(game) / tutorial.FILE).read_text(encoding="utf-8")


CASES = {
    "empty": lambda t: b"",
    "binary": lambda t: bytes(range(256)) * 8,
    "non_utf8": lambda t: t.encode() + b"\ntitle2 = \"\xff\xfe\"\n",
    "truncated": lambda t: t.encode()[: len(t) // 2],
    "not_toml": lambda t: b"[[step]\nsay = ",
    "deep": lambda t: t.encode() + b"\nx = " + b"[" * 100_000 + b"]" * 100_000 + b"\n",
    "huge_seed": lambda t: t.replace("seed = ", "seed = 9" + "9" * 4000 + "\n# ", 1).encode(),
    "huge_file": lambda t: t.encode() + (b"# " + b"x" * 98 + b"\n") * 100_000,
    "wrong_version": lambda t: t.replace("version = 1", "version = 7", 1).encode(),
    "seed_negative": lambda t: t.replace("seed = ", "seed = -5\n# ", 1).encode(),
    "you_out_of_range": lambda t: t.replace("you = ", "you = 11\n# ", 1).encode(),
    "level_hard": lambda t: t.replace('level = "normal"', 'level = "hard"', 1).encode(),
    "no_steps": lambda t: t.split("[[step]]")[0].encode(),
    "step_without_expect": lambda t: t.replace("expect = {", "expected = {", 1).encode(),
    "expect_without_kind": lambda t: t.replace("expect = { kind = ", "expect = { sort = ", 1).encode(),
    "expect_a_list": lambda t: t.replace("expect = {", "expect = [1]\n# {", 1).encode(),
    "expect_an_illegal_move": lambda t: t.replace("expect = { kind = ", 'expect = { kind = "fly", was = ', 1).encode(),
    "expect_too_vague": lambda t: t.replace("expect = { kind = \"play\", card = ", "expect = { kind = \"play\", "
                                            "deck = ", 1).encode(),
    "say_a_table": lambda t: t.replace("say = ", "say = { a = 1 }\n# ", 1).encode(),
    "say_too_long": lambda t: t.replace('say = "', 'say = "' + "x" * 5000, 1).encode(),
    "unknown_key": lambda t: ("colour = 'red'\n" + t).encode(),
    "zero_width": lambda t: t.replace('title = "', 'title = "\u200b\u202e\ufeff', 1).encode(),
    "too_many_steps": lambda t: t.encode() + ("\n[[step]]\nsay = \"x\"\nexpect = { kind = \"pass\" }\n" * 50).encode(),
    "extra_steps": lambda t: t.encode() + ("\n[[step]]\nsay = \"x\"\nexpect = { kind = \"no_such\" }\n").encode(),
}
# cases whose problem is one key's: the refusal names it and its line
KEYED = {"wrong_version", "seed_negative", "you_out_of_range", "level_hard", "step_without_expect",
         "expect_without_kind", "expect_a_list", "say_a_table", "say_too_long", "unknown_key"}
# cases that load but whose replay must be refused, naming a step
REPLAY = {"expect_an_illegal_move", "expect_too_vague", "extra_steps"}


def attempt(game: str, blob: bytes, tmp_path):
    """Load and replay a broken copy; the DataFileError, or None when it plays through."""
    folder = tmp_path / f"{game}_data"
    shutil.copytree(game_data(game), folder)
    (folder / tutorial.FILE).write_bytes(blob)
    before = snapshot(folder)
    content.use_override(game, folder)
    try:
        script = tutorial.load(game)
        tutorial.check(script, seat_agent)
        return None
    except DataFileError as exc:
        assert tutorial.FILE in str(exc.path) and exc.problem
        return exc
    finally:
        content.use_override(game, None)
        assert snapshot(folder) == before  # nothing written


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_tutorial_file(game, case, tmp_path):
    exc = attempt(game, CASES[case](original(game)), tmp_path)
    if case != "zero_width":
        assert exc is not None, f"{case} should be refused"
    if case in KEYED:
        assert "line " in exc.where, exc
    if case in REPLAY:
        assert exc.where.startswith("step["), exc
    TALLY[f"tutorial files ({'refused' if exc else 'loaded'})"] += 1


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(GAMES), st.integers(0, 10_000), st.binary(max_size=40))
def test_generated_tutorial_damage(tmp_path_factory, game, at, junk):
    """Random bytes spliced into a real script: a refusal or a script that plays, never a crash or a write."""
    text = original(game).encode()
    at %= len(text) + 1
    attempt(game, text[:at] + junk + text[at:], tmp_path_factory.mktemp("tutorial"))
    TALLY["hypothesis tutorial cases"] += 1
