"""The selftest's keyboard-focus shots start a new game of each table through start_game, the lobby's path. When the
selftest's own earlier games of that table stopped unfinished (their frame limit reached under load), as many
unfinished autosaves as are kept are on disk and start_game asks first: the shot still comes."""
from __future__ import annotations

from game.core import saves
from game.ui.tables import start_game
from game.ui.tables.focus_shots import keyboard_focus_shots


def test_the_focus_shot_comes_with_the_kept_number_of_unfinished_autosaves(table_app, tmp_path):
    table_app.settings.ai_pace = "instant"
    seats = [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Bo", "level": "easy"}]
    for seed in range(saves.AUTOSAVES_PER_GAME):
        table = start_game(table_app, "zombie", seats, "standard", {}, seed + 1)
        assert table is not None  # fewer than the kept number: nothing asked
        table_app.to_menu()
    assert start_game(table_app, "zombie", seats, "standard", {}, 9) is None  # the question a player gets
    table_app.to_menu()
    assert keyboard_focus_shots(table_app, tmp_path, games=("zombie",)) == 0
    assert (tmp_path / "zombie_keyboard_focus.png").is_file()
