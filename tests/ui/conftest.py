"""UI tests run on SDL's dummy drivers: no window opens, no sound plays."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.core.engine import GameInfo, Option, Variant  # noqa: E402


def stub_registry() -> dict:
    """Five games shaped like game.games.REGISTRY, for tests that must not depend on it."""
    return {
        "zombie": GameInfo(
            "zombie", "Zombie Outbreak", 2, 6, True,
            summary="Survivors search a quarantined town for keys while one of them hides a bite.",
            variants=(Variant("standard", "Standard", "The full town, six tiles."),
                      Variant("short", "Short night", "Four tiles, fewer zombies.", 2, 4)),
            options=(Option("traitor", "Hidden traitor", "bool", True, description="Deal one traitor role"),
                     Option("difficulty", "Horde size", "choice", "normal", ("small", "normal", "large")),
                     Option("rounds", "Rounds before dawn", "int", 12, (6, 20))),
            module="game.games.zombie.rules"),
        "crimson_creek": GameInfo("crimson_creek", "Crimson Creek", 3, 6, False,
                                  summary="A summer camp, a killer in the woods, and a counsellor who lies."),
        "terrorscape": GameInfo("terrorscape", "Terrorscape", 2, 4, False,
                                summary="Survivors flee a killer through a haunted manor."),
        "who_goes_there": GameInfo("who_goes_there", "Who Goes There?", 3, 8, False,
                                   summary="An Antarctic base, a shape-shifter, and the cold."),
        "the_thing": GameInfo("the_thing", "The Thing", 4, 8, True,
                              summary="Trust no one at Outpost 31.",
                              options=(Option("blood_test", "Blood test", "bool", False),)),
    }


@pytest.fixture
def registry():
    return stub_registry()


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private DREADBOARD_HOME so settings and saves never touch the real user folders."""
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
