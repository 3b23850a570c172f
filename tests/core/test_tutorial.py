"""Tutorial scripts (game/core/tutorial.py): every game's script plays through on the engine by its own expected
moves, and a change to a rule's data under a script is refused with a message naming the step."""
import shutil

import pytest

from game.ai import seat_agent
from game.core import content, tutorial
from game.core.actions import Action
from game.core.errors import DataFileError
from game.core.paths import game_data
from game.core.registry import manifests

SCRIPTED = [m.id for m in manifests() if tutorial.has_tutorial(m.id)]


def test_zombie_has_a_tutorial():
    assert "zombie" in SCRIPTED


@pytest.mark.parametrize("game", SCRIPTED)
def test_the_script_plays_through_by_its_own_moves(game):
    script = tutorial.load(game)
    chosen = tutorial.check(script, seat_agent)
    assert len(chosen) == len(script.steps)
    assert all(tutorial.matches(a, step.expect) for a, step in zip(chosen, script.steps))
    assert 10 <= len(script.steps) <= 25  # a whole turn cycle, and short enough to finish


@pytest.mark.parametrize("game", SCRIPTED)
def test_the_same_script_meets_the_same_game(game):
    script = tutorial.load(game)
    assert tutorial.check(script, seat_agent) == tutorial.check(script, seat_agent)


def test_a_changed_card_under_the_script_is_refused_naming_the_step(tmp_path):
    """Zombie's F.U.B.A.R. saves a hideout instead of cancelling a reaction: the step that plays it against
    the Shotgun can no longer be taken as the script says."""
    folder = tmp_path / "zombie"
    shutil.copytree(game_data("zombie"), folder)
    cards = (folder / "cards.toml").read_text(encoding="utf-8")
    start = cards.index('id = "fubar"')
    block_end = cards.index("[[card]]", start)
    block = cards[start:block_end]
    changed = block.replace('react = { do = "negate" }', 'react = { do = "save_hideout" }', 1)
    assert changed != block
    (folder / "cards.toml").write_text(cards[:start] + changed + cards[block_end:], encoding="utf-8")
    content.use_override("zombie", folder)
    try:
        script = tutorial.load("zombie")
        with pytest.raises(DataFileError) as err:
            tutorial.check(script, seat_agent)
    finally:
        content.use_override("zombie", None)
    assert err.value.where.startswith("step[") and f"of {len(script.steps)}" in err.value.where
    assert "tutorial.toml" in str(err.value.path)


def test_matching_a_move():
    a = Action("play", card=9, targets=(2,))
    assert tutorial.matches(a, {"kind": "play", "card": 9, "targets": [2]})
    assert tutorial.matches(a, {"kind": "play"})
    assert not tutorial.matches(a, {"kind": "play", "card": 8})
    assert not tutorial.matches(a, {"kind": "discard"})
    assert not tutorial.matches(a, {"kind": "play", "protect": 0})
