"""The Credits screen and the file it reads (assets/CREDITS.toml): every file under assets/ has an entry, every
entry names files that exist and says who made them, where they come from and their licence, and the screen,
reached from the main menu, shows each entry in a player's words."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re  # noqa: E402

from game.core import credits, paths  # noqa: E402
from game.ui.scenes.credits import CreditsScene, credits_html  # noqa: E402
from game.ui.scenes.menu import MenuScene  # noqa: E402


def test_every_asset_has_a_credit_and_every_credit_names_files():
    entries, problems = credits.read()
    assert entries and not problems
    named = {}
    for c in entries:
        for pattern in c.files:
            assert list(paths.ASSETS.glob(pattern)), f"{c.title}: {pattern} names no file under assets/"
        for f in credits.files_of(c):
            named.setdefault(f, []).append(c.title)
    uncredited = [f for f in credits.asset_files() if f not in named]
    assert not uncredited, f"no entry in assets/CREDITS.toml names {uncredited}"
    assert not {f: t for f, t in named.items() if len(t) > 1}, "a file credited twice"
    for c in entries:
        assert c.licence and c.author and c.source and c.licence_url.startswith("https://"), c.title


def test_a_broken_credits_file_is_a_readable_problem(tmp_path):
    (tmp_path / credits.CREDITS_FILE).write_text('[[asset]]\ntitle = "Fog"\nkind = "smell"\n')
    entries, problems = credits.read(tmp_path)
    assert entries == [] and "Fog" in problems[0] and "needs use, author, source, licence" in problems[0]
    (tmp_path / credits.CREDITS_FILE).write_text("[[asset]\n")
    entries, problems = credits.read(tmp_path)
    assert entries == [] and str(tmp_path / credits.CREDITS_FILE) in problems[0] and "line 1" in problems[0]
    assert credits.read(tmp_path / "nowhere")[1]


def test_the_credits_screen_is_reached_from_the_menu_and_shows_every_entry(table_app):
    app = table_app
    app.to_menu()
    assert "credits" in app.top.widgets
    app.top.do_credits()
    scene = app.top
    assert isinstance(scene, CreditsScene)
    app.run_frames(2)
    shown = re.sub(r"<[^>]+>", "", scene.widgets["text"].html_text)
    for c in scene.entries:
        assert c.title in shown.replace("&#x27;", "'") and c.licence in shown
    assert ".wav" not in shown and ".ttf" not in shown  # works, not file names
    scene.app.pop()
    assert isinstance(app.top, MenuScene)


def test_unreadable_credits_say_so_on_the_screen():
    text = credits_html([], ["assets/CREDITS.toml: cannot be read"])
    assert "could not be read" in text


def test_a_vendoring_tool_can_write_its_entries_below_the_hand_kept_ones(tmp_path):
    (tmp_path / "icons").mkdir()
    (tmp_path / "icons" / "skull.svg").write_text("<svg/>")
    kept = (paths.ASSETS / credits.CREDITS_FILE).read_text(encoding="utf-8")
    entry = credits.entry_toml("game-icons.net", "icon", 'The "pictures" on cards\nand boards', "Lorc, Delapouite",
                               "https://game-icons.net", "CC BY 3.0", "https://creativecommons.org/licenses/by/3.0/",
                               ["icons/*.svg"])
    text = credits.with_vendored(kept, [entry])
    assert credits.with_vendored(text, [entry]) == text  # run again: the same file, nothing doubled
    (tmp_path / credits.CREDITS_FILE).write_text(text, encoding="utf-8")
    entries, problems = credits.read(tmp_path)
    hand_kept = sum(line.strip() == "[[asset]]" for line in kept.split(credits.VENDORED, 1)[0].splitlines())
    assert not problems and len(entries) == hand_kept + 1
    icons = entries[-1]
    assert icons.use == 'The "pictures" on cards\nand boards' and credits.files_of(icons, tmp_path) == ["icons/skull.svg"]
