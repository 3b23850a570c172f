"""The replay's "Everything revealed" marks on the tables: Terrorscape draws the Killer's path along its map's
places (pixels change along each leg and around the place now, nothing changes far from the path), and a game
with no hidden place draws nothing."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.tables.ending import GameEnd  # noqa: E402
from game.ui.tables.table import Table  # noqa: E402
from game.ui.tables.terrorscape.opening import open_terrorscape  # noqa: E402
from game.ui.tables.terrorscape.reveal_marks import draw_marks  # noqa: E402

SEATS = [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}]


@pytest.fixture
def app(ts_app):
    ts_app.settings.ai_pace = "instant"
    return ts_app


def drawn(app, table, marks=None) -> pygame.Surface:
    table.time, table.mouse = 1.0, None
    table.refresh()
    table.skip_animations()
    surf = pygame.Surface(app.size)
    table.draw(surf)
    if marks is not None:
        table.draw_reveal_marks(surf, marks)
    return surf


def changed_near(a: pygame.Surface, b: pygame.Surface, pos, r: int = 3) -> bool:
    x0, y0 = int(pos[0]), int(pos[1])
    return any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(x0 - r, x0 + r + 1) for y in range(y0 - r, y0 + r + 1))


def test_the_killers_path_is_drawn_along_the_places_of_the_map(app):
    table = open_terrorscape(app, SEATS, {}, 3, autosave=False)
    app.step(1 / 60)
    g = table.geo
    codes = list(g.loc_centre)
    # three places far enough apart that the legs' middles are not on a stop's dot
    path = [codes[0]]
    for code in codes[1:]:
        far = all(abs(g.loc_centre[code][0] - g.loc_centre[p][0]) + abs(g.loc_centre[code][1] - g.loc_centre[p][1])
                  > g.u(80) for p in path)
        if far:
            path.append(code)
        if len(path) == 3:
            break
    before = drawn(app, table)
    after = drawn(app, table, {"killer": path})
    pts = [g.loc_centre[p] for p in path]
    for a, b in zip(pts, pts[1:]):
        for t in (0.25, 0.5, 0.8):  # along each leg
            assert changed_near(before, after, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    for p in pts:
        assert changed_near(before, after, p)
    ring = max(8, g.u(13)) + g.u(6)  # the place now is ringed
    assert changed_near(before, after, (pts[-1][0] + ring, pts[-1][1]), 1)
    unvisited = [c for c in codes if all(abs(g.loc_centre[c][0] - x) + abs(g.loc_centre[c][1] - y) > g.u(120)
                                         for x, y in pts) and
                 all(min(abs(g.loc_centre[c][0] - (a[0] + b[0]) / 2), abs(g.loc_centre[c][1] - (a[1] + b[1]) / 2))
                     > g.u(60) for a, b in zip(pts, pts[1:]))]
    assert unvisited
    for c in unvisited[:3]:  # far from the path nothing changes
        assert not changed_near(before, after, g.loc_centre[c], 2)


def test_each_hidden_figure_keeps_its_shape_and_unknown_places_are_skipped(app):
    table = open_terrorscape(app, SEATS, {}, 3, autosave=False)
    app.step(1 / 60)
    g = table.geo
    codes = list(g.loc_centre)
    surf = pygame.Surface(app.size)
    rects = draw_marks(surf, g, {"killer": [codes[0], "nowhere", codes[1]], "survivor:roy": [codes[2]]})
    assert len(rects) == 4  # Roy's figure (under); the Killer's line, its first stop, its figure
    assert rects[0].collidepoint(g.loc_centre[codes[2]]) and rects[-1].collidepoint(g.loc_centre[codes[1]])
    assert draw_marks(surf, g, {"killer": ["nowhere"]}) == []


def test_a_table_without_hidden_places_draws_no_marks():
    surf = pygame.Surface((40, 40))
    surf.fill((1, 2, 3))
    Table.draw_reveal_marks(object(), surf, {"killer": ["R1"]})
    assert all(surf.get_at((x, y))[:3] == (1, 2, 3) for x in range(40) for y in range(40))


def test_crimson_creek_rings_the_lair_of_the_act_and_nothing_else(table_app):
    from game.ui import tables

    table_app.settings.animation_speed = 4.0
    table = tables.start_game(table_app, "crimson_creek", [{"kind": "human", "name": "Mara"}] +
                              [{"kind": "ai", "name": n} for n in ("Bram", "Cleo", "Dana")], "standard", {}, 5)
    table_app.step(1 / 60)
    g = table.geo
    locs = list(g.loc_rect)
    lair = locs[len(locs) // 2]
    before = drawn(table_app, table)
    after = drawn(table_app, table, {"lair": [locs[0], lair]})  # an earlier Act's Lair: not this map's to show
    r = g.loc_rect[lair]
    from game.ui.tables.crimson_creek.reveal_marks import draw_lair

    mark = draw_lair(before.copy(), g, {"lair": [lair]})  # the star and its name
    assert r.inflate(g.u(40), g.u(40)).contains(mark) and changed_near(before, after, mark.center)
    assert changed_near(before, after, (r.x + r.w // 4, r.bottom + 1), 2)  # the frame round the place
    assert not changed_near(before, after, g.loc_rect[locs[0]].center, 2)
    same = drawn(table_app, table, {})
    assert pygame.image.tobytes(same, "RGB") == pygame.image.tobytes(before, "RGB")


@pytest.mark.parametrize("game_id", ["zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing"])
def test_the_game_over_list_is_the_games_reveal_under_each_seats_name(game_id):
    from types import SimpleNamespace

    from game.games import get_rules
    from tests.core.test_replay_timeline import random_record, replayed

    record = random_record(game_id, 4)
    state = replayed(record, len(record["actions"]))
    assert get_rules(game_id).result(state) is not None
    names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][:record["seats"]]
    session = SimpleNamespace(game_id=game_id, state=state, seats=names, seat_name=lambda i: names[i])
    pairs = GameEnd(session).secrets()
    assert [p[0] for p in pairs[:len(names)]] == names and all(p[1] for p in pairs[:len(names)])
