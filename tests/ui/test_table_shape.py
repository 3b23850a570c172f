"""Every table is composed of the parts it owns, not stacked from mixins: the strict shape, `strict_shape_faults`,
is `class XTable(Table)` and nothing else (its painters, panels and board are parts it owns), so its MRO past
itself is Table > GameScene > Scene > WidgetFocus; every registered table has it."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from game.ui.scene import GameScene, Scene  # noqa: E402
from game.ui.scene_focus import WidgetFocus  # noqa: E402
from game.ui.tables import table_class, table_games  # noqa: E402
from game.ui.tables.path_drags import PathDrags  # noqa: E402
from game.ui.tables.table import Table  # noqa: E402
from tests.toy_game.table import ToyTable  # noqa: E402

SHARED = "game.ui.tables."


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


MOST_BASES = 4  # Table, GameScene, Scene, WidgetFocus


def strict_shape_faults(cls, base=Table) -> list:
    """What keeps `cls` from the strict shape: its only direct base is `base` and it inherits at most
    MOST_BASES classes (not counting itself and object). [] when it has the shape."""
    faults = []
    if cls.__bases__ != (base,):
        faults.append(f"direct bases {[k.__qualname__ for k in cls.__bases__]}, not only {base.__qualname__}")
    inherited = [k for k in cls.__mro__[1:] if k is not object]
    if len(inherited) > MOST_BASES:
        faults.append(f"inherits {len(inherited)} classes: {' > '.join(k.__qualname__ for k in inherited)}")
    return faults


def test_tables_tail_is_gamescene_scene_widgetfocus():
    assert Table.__mro__ == (Table, GameScene, Scene, WidgetFocus, object)
    assert strict_shape_faults(Table, base=GameScene) == []


def test_the_toy_table_has_the_strict_shape():
    assert strict_shape_faults(ToyTable) == []


def test_the_strict_check_finds_a_mixin_and_a_long_tail():
    class Mixed(PathDrags, Table):
        pass

    class Deep(Table):
        pass

    class Deeper(Deep):
        pass

    assert len(strict_shape_faults(Mixed)) == 2  # a second base, and five classes inherited
    assert strict_shape_faults(Deep) == []
    assert strict_shape_faults(Deeper) != []  # its base is not Table, and it inherits five classes


@pytest.mark.parametrize("game_id", table_games())
def test_every_table_has_the_strict_shape(game_id):
    cls = table_class(game_id)
    assert shared_bases(cls) == [], [k.__qualname__ for k in shared_bases(cls)]
    assert strict_shape_faults(cls) == []


def test_the_check_finds_a_shared_mixin():
    class Mixed(PathDrags, Table):
        pass

    Mixed.__module__ = "game.ui.tables.some_game_table"
    assert shared_bases(Mixed) == [PathDrags]
    assert shared_bases(object) == [object]
