"""Who Goes There?: an Infection Clicker passed travels on the table from the passer's character board to the
receiver's (the shared piece animation's flights), face down for everyone; only the two seats in it see it turn
up clean or INFECTED, and nobody else's table differs by a pixel between an infected and a clean clicker."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.who_goes_there import flow  # noqa: E402
from game.ui.tables.who_goes_there.opening import open_wgt  # noqa: E402

from ...table_input import humans  # noqa: E402




def clicker_seen_by(app, seat: int, infected: bool):
    """The table with `seat` at the screen after seat 0 passed seat 2 a clicker: (its flights, the frame drawn
    once the clicker arrived)."""
    table = open_wgt(app, humans(4), {}, 3, autosave=False)
    s = table.session
    s.screen_seat = seat
    table.refresh()
    ev = []
    flow.show_clicker(s.state, 0, 2, infected, "trade", ev)
    table.on_events([x for x in (s.rules.redact(e, seat) for e in ev) if x and x.get("type") == "clicker"], 0)
    flights = [(f.key, f.pos, f.end, dict(f.look)) for f in table.anims.flights]
    assert table.animating()  # the table waits while it travels
    table.skip_animations()
    table.toast_text, table.toast_time = "", 0.0  # the two seats' toast says it too (tested apart): the board only
    surf = pygame.Surface(app.screen.get_size())
    table.render(surf, table.draw_data())
    return table, flights, pygame.image.tobytes(surf, "RGB")


@pytest.mark.parametrize("seat", [1, 3])
def test_a_seat_outside_the_exchange_sees_the_same_face_down_clicker_either_way(wgt_app, seat):
    app = wgt_app
    table, sick, sick_pic = clicker_seen_by(app, seat, True)
    _, clean, clean_pic = clicker_seen_by(app, seat, False)
    g = table.geo
    assert sick == clean == [(("clicker", 0, 2), g.camp[0].center, g.camp[2].center, {})]
    assert sick_pic == clean_pic


@pytest.mark.parametrize("seat", [0, 2])
def test_the_two_seats_in_it_see_the_clicker_turn_up_clean_or_infected(wgt_app, seat):
    app = wgt_app
    table, sick, sick_pic = clicker_seen_by(app, seat, True)
    _, clean, clean_pic = clicker_seen_by(app, seat, False)
    assert sick[0][3] == {"shown": "infected"} and clean[0][3] == {"shown": "clean"}
    if seat == 0:  # the receiver's own board also says it is infected now: the passer's differs by the clicker alone
        assert sick_pic != clean_pic
    g = table.geo
    assert sick[0][1] == g.camp[0].center and sick[0][2] == g.camp[2].center
