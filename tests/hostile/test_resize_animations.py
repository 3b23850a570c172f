"""The window resized while something moves on the table (dice rolling in the pymunk tray, cards flying,
tokens sliding, effects playing): nothing moving keeps a place of the old layout, the move finishes, and the
game is where the same game played without a table is after as many moves."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections import Counter  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import seat_agent  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.core.settings import SettingsStore  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.tables import ai_worker  # noqa: E402

from .table_abuse import GAMES  # noqa: E402

DT = 1 / 30
# computer moves played at each table: enough to resize in the middle of a few moves, to the huge size and back
MOVES = {"terrorscape": 30, "who_goes_there": 24, "crimson_creek": 7, "the_thing": 30}
DEFAULT_MOVES = 12
SEATS = [{"kind": "ai", "name": n, "level": "easy"} for n in ("Greta", "Silas", "Crow")]
HUGE, SMALL = (3840, 2160), (1280, 720)


@pytest.fixture
def app(home):
    old = ai_worker.set_mode("inline")
    a = App(store=SettingsStore(home / "settings.json"), size=SMALL, fullscreen=False, save_on_quit=False)
    a.settings.guides_shown = list(GAMES)
    yield a
    a.shutdown()
    ai_worker.set_mode(old)


def moving(table) -> str:
    """What moves on the table now ("" for nothing): the dice, a flight, a sliding piece, a sprite, an effect."""
    anims = table.anims
    tray = getattr(anims, "tray", None)
    if tray is not None and not tray.done:
        return "dice"
    if any(not f.arrived for f in getattr(anims, "flights", ())):
        return "flight"
    if any(anims.pos.get(k, t) != t for k, t in getattr(anims, "targets", {}).items()):
        return "slide"
    if getattr(anims, "sprites", None):
        return "sprite"
    if getattr(anims, "effects", None):
        return "effect"
    return "other" if table.animating() else ""


def screen_points(table) -> list:
    """Every screen point the table's animations hold now: pieces, flights, sprites, effects' places,
    Crimson Creek's gliding tokens."""
    anims = table.anims
    pts = list(getattr(anims, "pos", {}).values()) + list(getattr(anims, "targets", {}).values())
    pts += [p for f in getattr(anims, "flights", ()) for p in (f.pos, f.end)]
    pts += [s.pos for s in getattr(anims, "sprites", ())]
    for e in getattr(anims, "effects", ()):
        if "pos" in e.data:
            pts.append(e.data["pos"])
        if "rect" in e.data:
            pts += [pygame.Rect(e.data["rect"]).topleft, pygame.Rect(e.data["rect"]).bottomright]
    pts += list(getattr(table, "tok_pos", {}).values())
    return [tuple(p) for p in pts]


def play(app, game_id: str, moves: int) -> tuple:
    """A computer game of `moves` moves, the window going from 1280x720 to 3840x2160 as one move starts moving
    and back as the next one does (whatever moves then must not stand in the huge layout). Computer play is
    paused after the last move and what moves is left to finish. (session, what was resized mid-move)."""
    table = tables.open_directly(app, game_id, SEATS, {}, 11, autosave=False)
    hit: Counter = Counter()
    was = ""
    for _ in range(3000):
        if len(table.session.steps) >= moves:
            break
        now = moving(table)
        if now and not was:
            size = SMALL if app.size == HUGE else HUGE
            if size == SMALL and hasattr(table.anims, "flights"):  # a token in flight across the huge layout
                table.anims.fly(("test flight",), (HUGE[0] - 300, 200), (HUGE[0] - 100, HUGE[1] - 100))
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
            app.step(DT)
            hit[f"{now} to {size[0]}x{size[1]}"] += 1
            if size == SMALL:
                screen = app.screen.get_rect()
                stale = [p for p in screen_points(table) if not screen.collidepoint(p)]
                assert not stale, f"{game_id}: after a resize while the {now} moved, places of the old layout: {stale}"
            was = moving(table)
            continue
        was = now
        app.step(DT)
    assert len(table.session.steps) == moves
    table.computer.pacer.pause()  # Space: computer play stops here
    app.set_window(size=SMALL)
    for _ in range(300):
        if not table.animating():
            break
        app.step(DT)
    assert not table.animating(), f"{game_id}: still moving 10 s after the last move"
    app.to_menu()
    return table.session, hit


@pytest.mark.parametrize("game_id", GAMES)
def test_resizing_while_things_move(app, game_id):
    moves = MOVES.get(game_id, DEFAULT_MOVES)
    session, hit = play(app, game_id, moves)
    # resized in the middle of moves, to the huge size and back
    assert sum(hit.values()) >= 2 and any(k.endswith("1280x720") for k in hit), hit
    # the same seats choosing without a table (a computer seat at the table chooses as Session.ai_step does)
    still = Session(game_id, SEATS, {}, 11, seat_agent=seat_agent)
    for _ in range(moves):
        still.ai_step()
    assert [s.action for s in session.steps] == [s.action for s in still.steps]
    assert session.rules.hash(session.state) == still.rules.hash(still.state)
