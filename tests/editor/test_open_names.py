"""The editor's Open dialog names each map by its own title, never by its file's name -- that only beside a
title two maps share -- and a file it cannot read shows its name (opening it says what is wrong)."""
from game.core import paths
from game.core.player_text import problems
from game.editor.map_names import map_title, open_choices


def test_every_shipped_map_is_offered_by_its_title():
    files = sorted(paths.MAPS.glob("*.toml"))
    labels = [label for _, label, _ in open_choices(files)]
    assert "Terrorscape 2: Polar Station" in labels and "Crimson Creek: Act 1" in labels
    assert "Who Goes There? · The camp" in labels  # a title that does not name its game gets the game's name
    for label in labels:
        assert not problems(label) and ".toml" not in label, label
    assert len(set(labels)) == len(labels)


def test_two_maps_of_one_title_are_told_apart_by_their_files(tmp_path):
    text = (paths.MAPS / "crimson_creek_act1.toml").read_text(encoding="utf-8")
    (tmp_path / "a_copy.toml").write_text(text, encoding="utf-8")
    (tmp_path / "crimson_creek_act1.toml").write_text(text, encoding="utf-8")
    (tmp_path / "broken.toml").write_text("[meta\n", encoding="utf-8")
    got = {key.rsplit("/", 1)[-1]: label for key, label, _ in open_choices(sorted(tmp_path.glob("*.toml")))}
    assert got == {"a_copy.toml": "Crimson Creek: Act 1, file a_copy.toml",
                   "crimson_creek_act1.toml": "Crimson Creek: Act 1, file crimson_creek_act1.toml",
                   "broken.toml": "broken.toml"}
    assert map_title(tmp_path / "missing.toml") == "missing.toml"
