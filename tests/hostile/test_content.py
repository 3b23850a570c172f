"""Broken content files, through each game's loader and through `python -m game simulate` in-process.

Every file in tests/hostile/content/<game>/<file>/ replaces data/<file>.toml in a copy of the game's
data folder, which the loader is pointed at (game.core.content.use_override). The file either loads
(the change was harmless, and then a whole game is played with it) or gives a DataFileError naming the
file and the key or line; simulate prints that message and exits 1, never a traceback or a crash report;
no file is changed.
"""
from __future__ import annotations

import shutil
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tomlkit

from game.__main__ import main
from game.core import content
from game.core.content import tomllib
from game.core.errors import DataFileError
from game.core.paths import game_data
from game.games import REGISTRY
from game.games.crimson_creek.content import load_content as crimson_creek_content
from game.games.terrorscape.content import load_content as terrorscape_content
from game.games.the_thing.content import load_content as the_thing_content
from game.games.who_goes_there.content import load_content as who_goes_there_content
from game.games.zombie.content import load_content as zombie_content

from .conftest import HERE, TALLY, family, no_crash_reports, snapshot

LOADERS = {"zombie": zombie_content, "crimson_creek": crimson_creek_content, "terrorscape": terrorscape_content,
           "who_goes_there": who_goes_there_content, "the_thing": the_thing_content}
CORPUS = sorted((HERE / "content").glob("*/*/*.toml"))
# Data files that no rules loader reads: guide.toml is the UI's first-game guide (tests/hostile/test_guide.py),
# tutorial.toml the tutorial's script (tests/hostile/test_tutorial.py),
# easy_slips.toml the Easy computer seat's slips (game.core.slips; broken copies in tests/ai/test_levels.py).
UI_FILES = {"guide", "easy_slips", "tutorial"}
# (thousands of digits, deep nesting and nan/inf are placed at their line: tests/hostile/test_special_files.py)
WHOLE_FILE = ("empty", "binary", "non_utf8", "huge_file", "not_toml", "truncated")


def test_the_corpus_is_there():
    families = {family(p) for p in CORPUS}
    assert {"wrong_type", "missing_key", "bad_number", "huge_int", "duplicate_id", "unknown_kind", "non_utf8",
            "empty", "truncated", "binary", "not_finite", "deep"} <= families
    assert {p.parts[-3] for p in CORPUS} == set(LOADERS)
    for game in LOADERS:  # every data file of every game has broken copies
        assert ({p.stem for p in game_data(game).glob("*.toml")} - UI_FILES
                == {p.parts[-2] for p in CORPUS if p.parts[-3] == game})


def broken_folder(tmp_path, game: str, stem: str, blob: bytes):
    folder = tmp_path / f"{game}_content"
    shutil.copytree(game_data(game), folder)
    (folder / f"{stem}.toml").write_bytes(blob)
    return folder


def check_loader(game: str, folder, fam: str):
    """Load; returns the DataFileError or None. Anything else than a DataFileError fails the test."""
    try:
        LOADERS[game](str(folder))
    except DataFileError as exc:
        assert exc.path.startswith(str(folder)), exc
        assert exc.problem
        if fam not in WHOLE_FILE:
            assert exc.where, f"no key or line named: {exc}"
        return exc
    return None


def check_simulate(game: str, folder, home, capsys, err) -> None:
    content.use_override(game, folder)
    try:
        rc = main(["simulate", "--game", game, "--players", "3", "--games", "1", "--seed", "5"])
    finally:
        content.use_override(game, None)
    out = capsys.readouterr()
    assert "Traceback" not in out.err and "crash" not in out.err, out.err
    assert no_crash_reports(home)
    if err is None:  # the content loads; a map may still disagree with it (a hiding place it lost): a message
        assert rc == 0 or (rc == 1 and out.err.startswith("simulate: ") and len(out.err.splitlines()) == 1), out.err
    else:
        assert rc == 1 and str(err) in out.err, out.err


@pytest.mark.parametrize("case", CORPUS, ids=lambda p: "/".join(p.parts[-3:]))
def test_broken_content_file(case, tmp_path, home, capsys):
    game, stem = case.parts[-3], case.parts[-2]
    folder = broken_folder(tmp_path, game, stem, case.read_bytes())
    before = snapshot(folder)
    err = check_loader(game, folder, family(case))
    check_simulate(game, folder, home, capsys, err)
    assert snapshot(folder) == before
    TALLY[f"content files ({'refused by the loader' if err else 'loaded, then simulated'})"] += 1


@pytest.mark.parametrize("game", sorted(LOADERS))
@pytest.mark.parametrize("fam", ["huge_file", "deep"])
def test_ten_megabytes_and_deep_nesting(game, fam, tmp_path, home, capsys):
    stem = sorted(p.stem for p in game_data(game).glob("*.toml"))[0]
    original = (game_data(game) / f"{stem}.toml").read_bytes()
    if fam == "huge_file":
        blob = original + b"\n" + (b"# " + b"x" * 98 + b"\n") * 100_000  # 10 MB of comments
    else:
        blob = original + b"\nx = " + b"[" * 100_000 + b"]" * 100_000 + b"\n"
    folder = broken_folder(tmp_path, game, stem, blob)
    before = snapshot(folder)
    err = check_loader(game, folder, fam)
    assert err is not None and ("too large" in err.problem or "deeply" in err.problem), err
    check_simulate(game, folder, home, capsys, err)
    assert snapshot(folder) == before
    TALLY["content files (refused by the loader)"] += 1


def test_an_error_names_the_key_path_and_its_line(tmp_path):
    text = (game_data("zombie") / "cards.toml").read_text(encoding="utf-8")
    folder = broken_folder(tmp_path, "zombie", "cards", text.replace("n = 4 }]", 'n = "four" }]', 1).encode())
    err = check_loader("zombie", folder, "wrong_type")
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "n = 4 }]" in l)
    assert err.where == f"card[1].effects[0].n, line {line}", err.where
    assert "whole number" in err.problem and "'four'" in err.problem


# -- generated: one random change to one random key of one data file -------------------------------------
VALUES = st.one_of(
    st.integers(-2**70, 2**70), st.booleans(), st.text(string.printable + "\u200b\u202e", max_size=30),
    st.floats(allow_nan=True, allow_infinity=True), st.lists(st.integers(-5, 5), max_size=4),
    st.dictionaries(st.sampled_from(["do", "kind", "n", "id", "x"]), st.integers(-3, 3) | st.text(max_size=5),
                    max_size=3),
)
FILES = [(g, p.stem) for g in sorted(LOADERS) for p in sorted(game_data(g).glob("*.toml")) if p.stem not in UI_FILES]


def _paths(data, path=()):
    if isinstance(data, dict):
        for k, v in data.items():
            yield path + (k,)
            yield from _paths(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data[:50]):
            yield path + (i,)
            yield from _paths(v, path + (i,))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(FILES), st.data())
def test_generated_content_changes(tmp_path_factory, target, data):
    game, stem = target
    doc = tomllib.loads((game_data(game) / f"{stem}.toml").read_text(encoding="utf-8"))
    paths = list(_paths(doc))
    path = data.draw(st.sampled_from(paths))
    node = doc
    for p in path[:-1]:
        node = node[p]
    if data.draw(st.booleans()):
        del node[path[-1]]
    else:
        node[path[-1]] = data.draw(VALUES)
    folder = broken_folder(tmp_path_factory.mktemp("gen"), game, stem, tomlkit.dumps(doc).encode("utf-8"))
    err = check_loader(game, folder, "generated")
    if err is None:  # the loader accepted it: the game must play with it
        _play_one(game, folder)
    TALLY["hypothesis content cases"] += 1


def _play_one(game: str, folder) -> None:
    from game.ai import make_agent
    from game.core.simulate import play_game

    content.use_override(game, folder)
    try:
        play_game(game, 3, 11, [make_agent("random", game, seat) for seat in range(3)])
    except DataFileError as exc:  # the content loads but a map now disagrees with it (a peek icon it lost):
        assert exc.path and exc.where and exc.problem, exc  # a readable message naming file and key, as simulate
    finally:
        content.use_override(game, None)
