"""Hostile maps: every file of tests/hostile/maps/ and more made up by hypothesis, for the
maps of all five games, goes through `validate`, the game and the map editor (opened, drawn, zoomed, edited and
every edit undone), headless. non_table/ holds each array-of-tables key ([[slots]], [[areas]], ...) of every
shipped map made of values that are not tables; the templates (the camp_board kind) and a 5 MB comment line in
every map are generated here.
A file validate accepts is played (started on it as the editor's Play does: random moves and the table drawn);
a file it refuses is started from its game's lobby in place of the shipped map, and the app must say so in a
message naming the file. None of them may crash or hang, every message names the file and the key or line,
and no file is changed.

    pytest tests/hostile/test_maps.py                 # the corpus and HYPOTHESIS_CASES generated maps (fixed seed)
    pytest -m slow tests/hostile/test_maps.py         # SLOW_CASES more generated maps (random), more corpus files

Regenerate the corpus with `python tests/hostile/make_map_corpus.py [FAMILY ...]`.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from . import map_harness as h  # noqa: E402
from .conftest import TALLY  # noqa: E402

CORPUS = Path(__file__).resolve().parent / "maps"
FILES = sorted(CORPUS.rglob("*.toml"))
HYPOTHESIS_CASES = 25
SLOW_CASES = 300
_COUNT = {"generated": 0}


def _digest(paths) -> dict:
    return {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in paths}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    home = tmp_path_factory.mktemp("home")
    old = os.environ.get("DREADBOARD_HOME")
    os.environ["DREADBOARD_HOME"] = str(home)
    from game.core.settings import SettingsStore
    from game.ui.app import App

    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), save_on_quit=False)
    before = _digest(FILES)
    yield a
    a.shutdown()
    from game.core import layouts
    from game.editor import play

    for key in list(layouts._OVERRIDES):
        play.use(key, None)
    assert _digest(sorted(CORPUS.rglob("*.toml"))) == before, "a corpus file was changed or added"
    if old is None:
        os.environ.pop("DREADBOARD_HOME", None)
    else:
        os.environ["DREADBOARD_HOME"] = old


def test_corpus_has_every_family():
    families = {p.parent.name: 0 for p in FILES}
    for p in FILES:
        families[p.parent.name] += 1
    assert set(families) >= {"wrong_type", "missing_key", "bad_number", "deep_huge", "duplicate_id",
                             "dangling_edge", "dangling_ref", "overlap", "non_utf8", "empty", "binary", "claimed",
                             "text", "terrorscape", "who_goes_there", "the_thing", "non_table"}
    assert all(n >= 3 for n in families.values()), families


KINDS = ("missing_key", "wrong_type", "bad_number", "dangling", "duplicate_id", "overlap", "non_utf8", "empty",
         "binary", "deep_huge", "non_table")


def _kind(path: Path) -> str:
    """The kind of hostile edit a corpus file makes: its folder, or in a game's own folder (who_goes_there/,
    the_thing/) the word after the map's name (<map>__<kind>__<case>.toml)."""
    family = path.parent.name
    parts = path.stem.split("__")
    if family in h.GAMES.values() and len(parts) > 2:
        return parts[1]
    return "dangling" if family.startswith("dangling") else family


def _lobby_sample(files) -> set:
    """The refused files also started from the lobby (the same path for each; the whole corpus would add half
    a minute): the first of each kind for each game (its own folder's and the generic ones), and claimed/."""
    out, seen = set(), set()
    for p in files:
        key = (_kind(p), p.parent.name in h.GAMES.values(), h.GAMES[p.name.split("__")[0]])
        if p.parent.name == "claimed" or key not in seen:
            out.add(p)
            seen.add(key)
    return out


LOBBY = _lobby_sample(FILES)


def test_every_game_meets_every_kind_on_its_own_maps():
    """Each game's maps have hostile files of every kind (not only one game's), and every shipped map has some."""
    for game in sorted(set(h.GAMES.values())):
        kinds = {_kind(p) for p in FILES if h.GAMES.get(p.name.split("__")[0]) == game}
        assert not set(KINDS) - kinds, f"{game}: no hostile map of the kinds {sorted(set(KINDS) - kinds)}"
    stems = {p.name.split("__")[0] for p in FILES}
    assert stems == set(h.GAMES), set(h.GAMES) - stems


SAMPLED = {"missing_key", "wrong_type", "bad_number", "duplicate_id", "dangling_edge"}


# The first map of each game: its non_table/ files run in the fast tier, the other maps' in the slow one.
FIRST_MAPS = {"zombie_table", "crimson_creek_act1", "terrorscape_polar_station", "who_goes_there_camp",
              "the_thing_outpost"}


def _tier(path: Path):
    """The mutations sampled from the maps of MORE run in the slow tier (hypothesis makes more of the same kinds
    on every map in the fast one), and so do the non_table/ files of the maps after each game's first; every
    other file, hand-made for each game, runs in both."""
    stem = path.name.split("__")[0]
    slow = (path.parent.name in SAMPLED and stem in h.MORE) or (path.parent.name == "non_table"
                                                               and stem not in FIRST_MAPS)
    return pytest.param(path, marks=pytest.mark.slow) if slow else path


@pytest.mark.parametrize("path", [_tier(p) for p in FILES], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_corpus_file(app, path, tmp_path):
    stem = path.name.split("__")[0]
    before = path.read_bytes()

    # 1. validate, on the file where it is: refused with the file and a key or line, or accepted
    from game.editor import validate

    problems = validate.check_file(path)
    errors = [p for p in problems if p.is_error]
    for p in problems:
        assert str(path) in str(p) and (p.key or p.line or "cannot" in p.message or "not a text" in p.message
                                        or "too large" in p.message), str(p)

    # 2. the game: what validate accepts as <stem>.toml, the game plays (started, moves, the table drawn)
    try:
        text = before.decode("utf-8")
    except UnicodeDecodeError:
        text = None
        assert errors and "UTF-8" in errors[0].message
    if text is not None:
        outcome = h.try_map(app, stem, text, tmp_path, lobby=path in LOBBY)
        assert outcome.kind != "crash", outcome.detail

    # 3. the editor opens it (or says why not, naming the file), draws it, zooms, edits and undoes
    # (deep_huge/'s 20,000-point polygon is edited and undone in half a minute: opening and drawing it is the case)
    said = h.open_in_editor(app, path, edit=path.parent.name != "deep_huge")
    assert path.name in said, said
    if path.parent.name == "non_table":  # shown, not refused: its tables drawn, each other value named
        key = path.stem.split("__")[1].split("_")[0]  # slots_all, slots_among_tables
        assert said.opened and f"{key}[" in said, said
    TALLY[f"maps: {path.parent.name} ({'opened' if said.opened else 'refused'} in the editor)"] += 1

    assert path.read_bytes() == before


def _mutate(data, draw):
    """1 to 3 mutations of the kinds map_harness.mutations makes, chosen by hypothesis."""
    for _ in range(draw(st.integers(1, 3))):
        _, data = h.one_mutation(data, lambda n: draw(st.integers(0, n - 1)))
    return data


def _generated_case(app, data_strategy, tmp: Path) -> None:
    stem = data_strategy.draw(st.sampled_from(h.GENERATED))
    data = _mutate(h.load_shipped(stem), data_strategy.draw)
    text = h.dumps(data)
    _COUNT["generated"] += 1
    data_strategy.draw(st.just(text), label="map")  # shown with a failure
    outcome = h.try_map(app, stem, text, tmp, seed=data_strategy.draw(st.integers(0, 10_000)), moves=6)
    assert outcome.kind != "crash", outcome.detail
    path = tmp / f"{stem}.toml"
    said = h.open_in_editor(app, path, frames=2)
    assert path.name in said, said
    assert path.read_text(encoding="utf-8") == text
    TALLY["maps: hypothesis cases"] += 1


# no shrinking: a failing map is printed whole (shrinking re-plays games for minutes)
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)


# The fast tier draws the same HYPOTHESIS_CASES maps on every clone (derandomize: a seed from the test itself,
# no example database), so a clean clone is green every time; the slow tier explores at random. A map either
# finds is a defect to fix, then a file of the corpus.
@settings(max_examples=HYPOTHESIS_CASES, deadline=None, suppress_health_check=list(HealthCheck),
          phases=(Phase.explicit, Phase.generate), derandomize=True, database=None)
@given(data=st.data())
def test_generated_maps(app, data, tmp_path_factory):
    _generated_case(app, data, tmp_path_factory.mktemp("gen"))


@pytest.mark.slow
@settings(max_examples=SLOW_CASES, deadline=None, suppress_health_check=list(HealthCheck), phases=NO_SHRINK)
@given(data=st.data())
def test_generated_maps_slow(app, data, tmp_path_factory):
    _generated_case(app, data, tmp_path_factory.mktemp("gen"))


TEMPLATES = sorted((Path(__file__).resolve().parents[2] / "maps" / "templates").glob("*.toml"))


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda p: p.stem)
def test_non_table_arrays_in_every_template(app, tmp_path, template):
    """Generated: the templates hold the one layout kind no shipped map has (camp_board), and no game reads
    them; each array-of-tables key made of other values is named by validate and shown by the editor."""
    from game.editor import validate

    data = h.tomllib.loads(template.read_text(encoding="utf-8"))
    for _, name, mutated in h.non_table_arrays(data):
        path = tmp_path / f"{template.stem}__{name}.toml"
        text = h.dumps(mutated)
        path.write_text(text, encoding="utf-8")
        key = name.split("_")[0]
        assert any(p.key.startswith(f"{key}[") and str(path) in str(p) for p in validate.check_file(path)), name
        said = h.open_in_editor(app, path, frames=2)
        assert said.opened and f"{key}[" in said, said
        assert path.read_text(encoding="utf-8") == text
        TALLY["maps: non_table in a template (generated)"] += 1


@pytest.mark.parametrize("stem", h.GENERATED)
def test_a_five_megabyte_comment_line_in_every_map(app, tmp_path, stem):
    """Generated (5 MB is too big to keep in the corpus): the shipped map with a 5 MB comment line opens in the
    editor (it took 17-20 s), is validated as the file is, edited and undone, and saved back byte for byte."""
    from game.editor import validate
    from game.editor.model import Document

    lines = (h.load_shipped_text(stem)).splitlines(keepends=True)
    text = "".join(lines[:12]) + "# " + "x" * 5_000_000 + "\n" + "".join(lines[12:])
    path = tmp_path / f"{stem}.toml"
    path.write_text(text, encoding="utf-8")
    assert not [p for p in validate.check_file(path) if p.is_error]
    assert len(Document.open(path).source) < len(text) - 4_000_000  # tomlkit never reads the comment
    said = h.open_in_editor(app, path, frames=2)
    assert said.opened and path.name in said, said
    assert path.read_text(encoding="utf-8") == text
    TALLY["maps: 5 MB comment line (generated)"] += 1


def test_generated_case_count():
    """Runs after the generator above (file order): it tried its HYPOTHESIS_CASES maps."""
    if _COUNT["generated"]:
        assert _COUNT["generated"] >= HYPOTHESIS_CASES



def test_play_on_this_map_reads_the_edited_file_of_every_game(tmp_path):
    """The map editor's "Play on this map" (game.editor.play.use) on a copy of each shipped map: whatever read
    the shipped file before (the tables' geometry, Terrorscape's rules) reads the copy while it is in use, and
    the shipped file again after; Terrorscape is set on the edited map, not on its default one."""
    from game.core import paths
    from game.editor import play
    from game.games.terrorscape import sources
    from game.ui.tables.terrorscape.geometry import board_of
    from game.ui.tables.the_thing.geometry import outpost_layout
    from game.ui.tables.who_goes_there.geometry import camp_layout

    readers = {"who_goes_there_camp": lambda: camp_layout().path,
               "the_thing_outpost": lambda: outpost_layout().path,
               "terrorscape_lighthouse": lambda: {board_of("terrorscape_lighthouse").layout.path,
                                                  sources.board("terrorscape_lighthouse").layout.path}}
    for stem, read in readers.items():
        shipped = paths.MAPS / f"{stem}.toml"
        assert read() in (shipped, {shipped})  # read (and cached) before the edit
        copy = tmp_path / f"{stem}.toml"
        copy.write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
        play.use(stem, copy)
        try:
            assert read() in (copy, {copy}), stem
        finally:
            play.use(stem, None)
        assert read() in (shipped, {shipped}), stem
    assert play.options_for("terrorscape", "terrorscape_lighthouse")["map"] == "terrorscape_lighthouse"
    assert "map" not in play.options_for("who_goes_there", "who_goes_there_camp")
