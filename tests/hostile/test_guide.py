"""Hostile guide.toml files (the first-game guide's words, read by the UI, not by a game's rules loader):
each broken copy gives either a usable guide or a guide page that names the file, the key or line and what
is wrong. The overlay opens and draws either way, and nothing is written."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.core import content  # noqa: E402
from game.core.paths import game_data  # noqa: E402

from .conftest import TALLY, snapshot  # noqa: E402

GAMES = ("zombie", "crimson_creek")


def original(game: str) -> str:
    return (game_data(game) / "guide.toml").read_text(encoding="utf-8")


# name -> (game text -> broken bytes)
CASES = {
    "empty": lambda t: b"",
    "binary": lambda t: bytes(range(256)) * 8,
    "non_utf8": lambda t: t.encode() + b"\nintro = \"\xff\xfe\"\n",
    "truncated": lambda t: t.encode()[: len(t) // 2],
    "not_toml": lambda t: b"[[parts]\narea = ",
    "deep": lambda t: t.encode() + b"\nx = " + b"[" * 100_000 + b"]" * 100_000 + b"\n",
    "huge_int": lambda t: t.encode().replace(b'title = "', b"title = " + b"9" * 5000 + b"\n# ", 1),
    "huge_file": lambda t: t.encode() + (b"# " + b"x" * 98 + b"\n") * 100_000,
    "title_wrong_type": lambda t: t.replace('title = "', 'title = 5\n# "', 1).encode(),
    "parts_not_a_list": lambda t: (t.split("[[parts]]")[0] + "parts = 3\n").encode(),
    "part_missing_text": lambda t: t.replace("text = ", "words = ", 1).encode(),
    "part_area_a_list": lambda t: t.replace('area = "', 'area = ["x"]\n# "', 1).encode(),
    "step_text_a_table": lambda t: t.replace("[[steps]]\ntext = ", "[[steps]]\ntext = { a = 1 }\n# ", 1).encode(),
    "unknown_key": lambda t: ("colour = 'red'\n" + t).encode(),
    "zero_width": lambda t: t.replace('title = "', 'title = "\u200b\u202e\ufeff', 1).encode(),
}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One headless 1280x720 app for the module (its settings in a private folder)."""
    from game.core.settings import SettingsStore
    from game.ui.app import App

    home = tmp_path_factory.mktemp("home")
    a = App(store=SettingsStore(home / "settings.json"), size=(1280, 720), fullscreen=False, save_on_quit=False)
    yield a
    a.shutdown()


def open_guide(app, game: str, folder) -> dict:
    """Load the guide from `folder` and open and draw every page of its overlay headless; returns the guide."""
    from game.ui.guides import load_guide
    from game.ui.scenes.guide import GuideScene

    content.use_override(game, folder)
    try:
        guide = load_guide(game)
        scene = GuideScene(game, None)
        app.push(scene)
        for _ in range(scene.pages):
            app.step(1 / 30)
            scene.turn(1)
        app.pop()
    finally:
        content.use_override(game, None)
    return guide


def check(app, game: str, blob: bytes, tmp_path) -> dict:
    folder = tmp_path / f"{game}_data"
    folder.mkdir()
    (folder / "guide.toml").write_bytes(blob)
    before = snapshot(folder)
    guide = open_guide(app, game, folder)
    assert snapshot(folder) == before  # nothing written
    assert set(guide) == {"title", "intro", "parts", "steps"}
    if guide["title"] == "The guide cannot be shown":
        assert "guide.toml" in guide["intro"], guide["intro"]  # the message names the file...
        assert ": " in guide["intro"]  # ...and what is wrong
    return guide


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_guide_file(app, game, case, tmp_path):
    guide = check(app, game, CASES[case](original(game)), tmp_path)
    refused = guide["title"] == "The guide cannot be shown"
    if case not in ("zero_width", "empty"):  # an empty file is a guide of defaults: a title, the turn page
        assert refused, f"{case} should be refused: {guide['title']}"
    if case in ("title_wrong_type", "part_missing_text", "part_area_a_list", "unknown_key"):
        assert "line " in guide["intro"], guide["intro"]  # a key's problem names its line
    TALLY[f"guide files ({'refused' if refused else 'loaded'})"] += 1


def test_the_shipped_guides_load(app, tmp_path):
    for game in GAMES:
        (tmp_path / game).mkdir()
        guide = check(app, game, original(game).encode(), tmp_path / game)
        assert guide["parts"] and guide["steps"] and guide["title"] != "The guide cannot be shown"


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(GAMES), st.integers(0, 10_000), st.binary(max_size=40))
def test_generated_guide_damage(app, tmp_path_factory, game, at, junk):
    """Random bytes spliced into a real guide: never a crash, never a write."""
    text = original(game).encode()
    at %= len(text) + 1
    check(app, game, text[:at] + junk + text[at:], tmp_path_factory.mktemp("guide"))
    TALLY["hypothesis guide cases"] += 1
