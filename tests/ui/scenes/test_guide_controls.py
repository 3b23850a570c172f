"""The first-game guide's buttons stay where they are while its notes move beside each part of the table."""
import pygame
import pytest

from game.ui.scenes.guide import GuideScene
from game.ui.tables import open_directly

from ..table_input import DT, click

SEATS = {"crimson_creek": 4, "terrorscape": 3, "the_thing": 4, "who_goes_there": 4, "zombie": 3}


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_next_stays_under_the_pointer_through_the_whole_guide(table_app, game_id):
    table_app.settings.guides_shown = []
    seats = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": f"Bot {i}"} for i in range(1, SEATS[game_id])]
    open_directly(table_app, game_id, seats, {}, 1, autosave=False)
    for _ in range(40):
        table_app.step(DT)
        if isinstance(table_app.top, GuideScene):
            break
    guide = table_app.top
    assert isinstance(guide, GuideScene)
    first = pygame.Rect(guide.widgets["next"].rect)
    seen = set()
    while table_app.top is guide:
        buttons = {k: pygame.Rect(guide.widgets[k].rect) for k in ("next", "back", "close") if k in guide.widgets}
        assert buttons["next"] == first, guide.page
        for key, rect in buttons.items():
            assert not rect.colliderect(guide.panel), (guide.page, key)  # no note under a button
        assert pygame.Rect(0, 0, *table_app.size).contains(guide.panel), guide.page
        seen.add(guide.page)
        click(table_app, first.center)  # the same spot every time: the player never moves the pointer
    assert seen == set(range(guide.pages))
