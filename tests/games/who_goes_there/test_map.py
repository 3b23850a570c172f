"""The camp map: maps/who_goes_there_camp.toml passes the project's checks and the game's own, and each of
the game's checks refuses the mistake it is for, naming the key."""
from __future__ import annotations

import pytest

from game.core import layouts
from game.core.paths import MAPS
from game.games.who_goes_there.content import load_content
from game.games.who_goes_there.maps import CAMP_PARTS, camp_map

PATH = MAPS / "who_goes_there_camp.toml"
TEXT = PATH.read_text(encoding="utf-8")


def test_the_camp_loads_with_its_spaces_meter_and_boards():
    layout = layouts.load_layout(PATH)
    camp = camp_map()
    assert camp.zone == {"storage": "inside", "workshop": "inside", "phase1": "outside", "phase2": "outside",
                         "phase3": "outside"}
    assert len(camp.meter) == sum(len(p["rounds"]) for p in load_content().phases) == 18
    for n in range(3, 9):
        boards = layout.camps_for(n)
        assert len(boards) == n and all(set(CAMP_PARTS) <= set(b.parts) for b in boards)
        assert boards[0].rect[1] > layout.size[1] / 2  # seat 0 sits at the bottom
    assert not layouts.check_warnings(layout, TEXT)


@pytest.mark.parametrize("old, new, words", [
    ('zone = "outside"\nrect = [910', 'zone = "inside"\nrect = [910', "is outside: zone must be"),
    ('id = "phase3"', 'id = "phase4"', "not a space of the camp"),
    ('tags = { deck = "storage" }', 'tags = { deck = "workshop" }', "its own deck"),
    ('id = "meter_p2_5"\nat = "phase_meter"\npos = [874, 650]\nkind = "food"',
     'id = "meter_p2_5"\nat = "phase_meter"\npos = [874, 650]\nkind = "sleep"', "is a food round in data/camp.toml"),
    ("players = 5\n", "players = 9\n", "[[seating]] for 5 players"),
    ('id = "bonfire"', 'id = "campfire"', "needs an area with id 'bonfire'"),
    ("hand = [6, 136, 160, 60]\n", "", "lacks the parts hand"),
    ('game = "who_goes_there"', 'game = "zombie"', "meta.game must be"),
])
def test_the_camp_checks_refuse_a_broken_camp(old, new, words):
    assert old in TEXT
    _, errors = layouts.parse_layout(TEXT.replace(old, new, 1), PATH)
    problems = " | ".join(str(e) for e in errors)
    assert words in problems, problems
