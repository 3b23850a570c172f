"""The Load list tells each save apart at a glance: "Autosave" or the save's name first, then its game and when it
was saved, even when the autosave carries on the name its game was saved under."""
import re

import pygame

from game.ai import seat_agent
from game.core.session import Session
from game.ui.scenes.saves import LoadScene

from ..table_input import DT, click, post

WHEN = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")


def test_an_autosave_and_the_save_made_under_its_name_read_apart(table_app, home):
    s = Session("zombie", [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Ash"},
                           {"kind": "ai", "name": "Crow"}], {}, 4, seat_agent=seat_agent)
    s.save(name="Night one")
    s.autosave()  # the table's next autosave: it carries the name on
    scene = table_app.push(LoadScene(lambda app, path: None))
    table_app.step(DT)
    rows = [text for text, _ in scene.items]
    assert len(rows) == 2 and len(set(rows)) == 2, rows
    auto = next(r for r, e in zip(rows, scene.entries) if e.autosave)
    named = next(r for r, e in zip(rows, scene.entries) if not e.autosave)
    game = table_app.registry["zombie"].name
    assert auto.startswith(f"Autosave · {game} · ") and WHEN.search(auto), auto
    assert named.startswith(f"“Night one” · {game} · ") and WHEN.search(named), named
    assert not any(r.endswith("…") for r in rows), rows  # parts that do not fit are left out whole
    # by mouse: the row clicked is the save chosen
    lst = scene.widgets["list"]
    for i, item in enumerate(lst.item_list):
        pos = item["button_element"].rect.center
        pygame.mouse.set_pos(pos)  # pygame_gui finds the row under the pointer from the mouse's own position
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        table_app.step(DT)
        click(table_app, pos)
        table_app.run_frames(2)
        assert scene.selected == i
