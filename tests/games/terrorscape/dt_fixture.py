"""A second Killer for Double Trouble tests on the fixture cards: "Stalker", Orion's fixture board
and deck under another id and name, registered in info.KILLER_IDS for the test's time (adding a
Killer to Double Trouble is that registry entry)."""
from __future__ import annotations

import pytest

from game.games.terrorscape import info

from .fixtures import CONTENT, declare_choice

TWIN = "stalker"


@pytest.fixture
def twin(monkeypatch):
    orion = CONTENT.killers["orion"]
    monkeypatch.setitem(CONTENT.killers, TWIN, dict(orion, id=TWIN, name="Stalker", strength=3))
    monkeypatch.setattr(info, "KILLER_IDS", info.KILLER_IDS + (TWIN,))
    declare_choice(("killer", "second_killer"), TWIN)
    yield TWIN
    declare_choice(("killer", "second_killer"), TWIN, on=False)
