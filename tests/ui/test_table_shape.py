"""Every table is composed of the parts Table owns, not stacked from shared mixins: between a registered table
class and Table its MRO holds only the game's own classes (its drawing, its panels). The tables whose drawing and
prompt board are parts they own have Table as their only base."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ui.tables import table_class, table_games  # noqa: E402
from game.ui.tables.path_drags import PathDrags  # noqa: E402
from game.ui.tables.table import Table  # noqa: E402

SHARED = "game.ui.tables."
OWN_PARTS_ONLY = ("who_goes_there", "the_thing")  # their drawing and prompt board are parts, not bases


def shared_bases(cls) -> list:
    """The classes between `cls` and Table that come from the shared table modules (game/ui/tables/*.py other
    than the table's own module), and anything after Table that Table itself does not inherit."""
    mro = cls.__mro__
    if Table not in mro:
        return [cls]
    own = mro[1:mro.index(Table)]
    out = [k for k in own if k.__module__.startswith(SHARED) and k.__module__.count(".") == 3
           and k.__module__ != cls.__module__]
    return out + [k for k in mro[mro.index(Table):] if k not in Table.__mro__]


@pytest.mark.parametrize("game_id", table_games())
def test_a_table_inherits_no_shared_mixin_only_table(game_id):
    cls = table_class(game_id)
    assert issubclass(cls, Table)
    assert shared_bases(cls) == [], [k.__qualname__ for k in shared_bases(cls)]


@pytest.mark.parametrize("game_id", OWN_PARTS_ONLY)
def test_a_table_made_of_parts_has_table_as_its_only_base(game_id):
    assert table_class(game_id).__bases__ == (Table,)


def test_the_check_finds_a_shared_mixin():
    class Mixed(PathDrags, Table):
        pass

    Mixed.__module__ = "game.ui.tables.some_game_table"
    assert shared_bases(Mixed) == [PathDrags]
    assert shared_bases(object) == [object]
