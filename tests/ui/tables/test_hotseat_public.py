"""Hot-seat with computer seats, for every game: while a computer seat decides, the shared screen holds and draws
the public view (rules.view(state, None)), never the secrets of the human who moved last; what was open for that
human (the whole log, the Crimson Creek notebook, a toast) is closed; computer moves are still captioned; the
next human gets the hand-off cover. With one human at the table the screen stays that human's."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.ui import tables  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.handoff import HandoffScene  # noqa: E402

from ..table_input import DT  # noqa: E402


def human(name):
    return {"kind": "human", "name": name}


def computer(name):
    return {"kind": "ai", "name": name, "level": "easy"}


# two humans with a computer seat after each (Terrorscape: seat 0 is the Killer, the others Survivor players)
HOTSEAT = {
    "crimson_creek": [human("Mara"), computer("Bram"), human("Cleo"), computer("Dana")],
    "zombie": [human("Mara"), computer("Bram"), human("Cleo"), computer("Dana")],
    "the_thing": [human("Mara"), computer("Bram"), human("Cleo"), computer("Dana")],
    "who_goes_there": [human("Mara"), computer("Bram"), human("Cleo"), computer("Dana")],
    "terrorscape": [human("Kay"), computer("Sam"), human("Ada")],
}
ONE_HUMAN = {
    "crimson_creek": [human("Mara"), computer("Bram"), computer("Dana")],
    "zombie": [human("Mara"), computer("Bram"), computer("Dana")],
    "the_thing": [human("Mara"), computer("Bram"), computer("Dana")],
    "who_goes_there": [human("Mara"), computer("Bram"), computer("Dana")],
    "terrorscape": [human("Kay"), computer("Sam"), computer("Ada")],
}


def open_table(app, monkeypatch, game, seats, seed=11):
    """The game's table at the instant pace, its every render recorded as (screen seat, data)."""
    app.settings.guides_shown = [*app.settings.guides_shown, game]
    app.settings.animation_speed = 4.0
    app.settings.dice_animation = False
    app.settings.ai_pace = "instant"
    cls = tables.table_class(game)
    drawn = []
    original = cls.render

    def spy(self, surface, data):
        drawn.append((self.session.screen_seat, data))
        return original(self, surface, data)

    monkeypatch.setattr(cls, "render", spy)
    table = tables.open_directly(app, game, seats, {}, seed, autosave=False)
    assert app.top is table
    return table, drawn


def last_human(s):
    return next((st.seat for st in reversed(s.steps) if s.seats[st.seat].kind == "human"), None)


def open_private_panels(table):
    """What a human may have open or on show as they choose: the whole log, a toast (and the Crimson Creek
    notebook)."""
    table.logv.open = True
    table.toast("Only the chooser may read this.", 60.0)
    if hasattr(table, "notebook_open"):
        table.notebook_open = True


@pytest.mark.parametrize("game", sorted(HOTSEAT))
def test_computer_turns_between_two_humans_show_the_public_view(table_app, monkeypatch, game):
    app = table_app
    table, drawn = open_table(app, monkeypatch, game, HOTSEAT[game])
    s = table.session
    rng = random.Random(game)
    handoffs = secret = public_frames = captions = cc_peeks = returns = 0
    at_screen = None  # the human whose view the screen showed last
    for _ in range(6000):
        app.step(DT)
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, HandoffScene):
            assert s.seats[s.deciding_seat()].kind == "human" and table.handoff_open
            # the cover comes only when the screen passes to another human, as before (never to the one who had
            # it before the computer's turn: nobody else was handed the screen)
            assert s.deciding_seat() != at_screen
            handoffs += 1
            top.time = max(top.time, top.ARM_DELAY)
            top.confirm()
            continue
        assert top is table, f"unexpected scene on top: {top}"
        before = last_human(s)
        if s.is_ai_turn() and not table.animating() and before is not None:
            public_frames += 1
            pub = s.view(None)
            assert s.screen_seat is None and not table.handoff_open
            assert table.view == pub, "the table holds a seat's view while a computer seat decides"
            seat, data = drawn[-1]  # what this frame drew
            assert seat is None and data["view"] == pub
            assert table.log_and_rolls()[0] == s.log_for(None)  # the log it draws (a table may put names in)
            assert not table.logv.open and not getattr(table, "notebook_open", False)
            assert table.toast_text == "" and table.news.summary is None
            assert not table.my_legal()
            mine = s.view(before)
            if mine != pub:
                secret += 1  # the human who moved last holds something the others may not see
            if game == "crimson_creek":
                peeks = mine["knowledge"]["peeks"]
                cc_peeks += bool(peeks)
                for sl in data["view"]["sleeves"]:
                    assert sl["seen"] is None, "a peek result of the last human reached the drawing code"
                assert data["view"]["knowledge"]["peeks"] == {}
        if s.screen_seat is None and table.news.caption is not None and before is not None:
            captions += 1  # a computer move is still shown where it happened
        if s.screen_seat is not None:
            # the same human again after a computer's move: their view is back, without the cover (asserted above)
            returns += s.screen_seat == at_screen and before is not None and s.steps[-1].seat != at_screen
            at_screen = s.screen_seat
        if table.screen_decides() and not table.animating():
            assert table.view == s.view(s.screen_seat) and s.screen_seat == s.deciding_seat()
            open_private_panels(table)
            table.choose(rng.choice(table.legal()))
        if secret >= 6 and handoffs >= 3 and captions and (returns or game == "crimson_creek") \
                and (cc_peeks or game != "crimson_creek"):
            break
    assert handoffs >= 3, "no hand-offs between the two humans"
    assert public_frames and secret >= 6, "the last human never had a secret while a computer seat decided"
    assert captions, "no computer move was captioned on the public screen"
    if game == "crimson_creek":
        assert cc_peeks, "no computer turn came after a human's peek"
    else:  # (in these Crimson Creek games no computer seat decides inside a human's turn)
        assert returns, "the screen never came back to the human who had it before a computer's move"


@pytest.mark.parametrize("game", sorted(ONE_HUMAN))
def test_one_human_keeps_their_own_view_through_the_computer_turns(table_app, monkeypatch, game):
    app = table_app
    table, drawn = open_table(app, monkeypatch, game, ONE_HUMAN[game])
    s = table.session
    rng = random.Random(game)
    checked = 0
    for _ in range(3000):
        app.step(DT)
        if isinstance(app.top, GameOverScene):
            break
        assert app.top is table, f"unexpected scene on top: {app.top}"  # (never a hand-off cover)
        if s.is_ai_turn() and not table.animating():
            assert s.screen_seat == 0 and table.view == s.view(0) and drawn[-1][0] == 0
            checked += 1
        if table.screen_decides() and not table.animating():
            table.choose(rng.choice(table.legal()))
        if checked >= 20:
            break
    assert checked >= 20
