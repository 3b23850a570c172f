"""Driving a table scene in tests through the real input path: events posted to pygame's queue,
then one app frame (the app's single event reader turns them into inputs)."""
import random
import time

import pygame

from game.ui.scenes.gameover import GameOverScene

DT = 1 / 30
ALL_AI = [{"kind": "ai", "name": n} for n in ("Greta", "Silas", "Crow", "Ada")]
TWO_HUMANS = [{"kind": "human", "name": "Mara"}, {"kind": "human", "name": "Silas"}, {"kind": "ai", "name": "Crow"}]


def post(etype, **attrs):
    pygame.event.post(pygame.event.Event(etype, attrs))


def key(app, k, mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, window=None)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0, window=None)
    app.step(DT)


def drag(app, a, b):
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False)
    app.step(DT)
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    post(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0), touch=False)
    post(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0), touch=False)
    app.step(DT)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=False)
    app.step(DT)


def click(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
    app.step(DT)


def until_game_over(app, max_frames=60000):
    """Step the app until the game-over scene is on top, and return that scene."""
    for _ in range(max_frames):
        app.step(DT)
        if isinstance(app.top, GameOverScene):
            return app.top
    raise AssertionError("the game never ended")


INLINE_FRAMES = 60_000  # the most frames waited for anything while computer seats choose inside the frame


def frames_until(app, test, limit=None, seconds=30.0):
    """Step frames until test() holds; fails after `limit` frames, if given, and:
    - while computer seats choose inside the frame (the AI worker's inline mode, the tests' default:
      tests/conftest.py), after INLINE_FRAMES: counted, not timed, so a loaded machine waits as many frames;
    - while they think on a thread or in another process (the worker's own tests), after `seconds`: their answers
      come in wall time, not in a number of frames. Each frame then sleeps a moment, as the real app's clock
      does: a tight frame loop would keep the thinking thread from ever taking the interpreter back (it failed
      so when this test ran alone)."""
    from game.ui.tables import ai_worker

    inline = ai_worker.mode() == "inline"
    end = None if inline else time.monotonic() + seconds
    limit = limit if limit is not None else (INLINE_FRAMES if inline else None)
    frames = 0
    while limit is None or frames < limit:
        if test():
            return
        app.step(DT)
        frames += 1
        if end is not None:
            time.sleep(0.001)
            if time.monotonic() > end:
                break
    raise AssertionError(f"never happened ({frames} frames)")


def humans(n):
    """n human seats (every seat's decisions reachable on one screen)."""
    return [{"kind": "human", "name": f"P{i}"} for i in range(n)]


def reach_by_play(app, opener, n, want, options=None, seed=0, tries=6, steps=3000, avoid=()):
    """Random play of n human seats (the screen always the decider's; never a kind in `avoid` while another is
    legal), games opened by opener(app, seats, options, seed, autosave=False) at seeds seed, seed + 1, ... (tries
    of them), until want(table) holds: that table."""
    for sd in range(seed, seed + tries):
        table = opener(app, humans(n), options or {}, sd, autosave=False)
        s, rng = table.session, random.Random(sd)
        for _ in range(steps):
            if s.over:
                break
            look_as_decider(table)
            if want(table):
                return table
            legal = table.legal()
            s.apply(rng.choice([a for a in legal if a.kind not in avoid] or legal), s.deciding_seat())
    raise AssertionError(f"never reached at {n} seats" + (f" with {options}" if options else ""))


def look_as_decider(table):
    """The screen turns to the seat that decides now (no hand-off cover: tests of what a seat may do)."""
    s = table.session
    s.screen_seat = s.deciding_seat()
    table.refresh()
    table.skip_animations()


def click_anchor(app, table, aid):
    """A click in anchor `aid` where it is the smallest anchor under the pointer; the step count before it."""
    r = table.board_anchors()[aid].rect
    for fx, fy in ((0.5, 0.5), (0.3, 0.4), (0.7, 0.6), (0.25, 0.75), (0.8, 0.2)):
        pos = (int(r.x + r.w * fx), int(r.y + r.h * fy))
        if table.choosing.anchor_under(pos) == aid:
            n = len(table.session.steps)
            click(app, pos)
            return n
    raise AssertionError(f"{aid} cannot be clicked")


def press_widget(app, key):
    """A click on the top scene's pygame_gui button `key` (the lobby's +, -, kind, start...)."""
    import pygame_gui

    el = app.top.widgets[key]
    post(pygame_gui.UI_BUTTON_PRESSED, ui_element=el, mouse_button=1)
    app.run_frames(1)


def pick_widget(app, key, text):
    """The top scene's pygame_gui drop-down `key` set to `text` (a computer seat's level)."""
    import pygame_gui

    el = app.top.widgets[key]
    post(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=el, text=text)
    app.run_frames(1)


def set_lobby_seats(app, lobby, kinds):
    """The lobby's seats made `kinds` (each "human" or "ai") through its -, + and kind buttons."""
    while lobby.count > len(kinds):
        press_widget(app, "minus")
    while lobby.count < len(kinds):
        press_widget(app, "plus")
    for i, kind in enumerate(kinds):
        if lobby.seats[i]["kind"] != kind:
            press_widget(app, f"kind:{i}")


def start_from_lobby(app):
    """Start pressed: the table scene it opened."""
    press_widget(app, "start")
    return next(sc for sc in reversed(app.stack) if hasattr(sc, "session"))


def assert_plays_on_autosaved(app, table):
    """Half a second of frames later the table is still up, its game autosaved (the lobby's path)."""
    for _ in range(30):
        app.step(1 / 60)
    assert table in app.stack and table.session.autosave_path is not None


def walk_every_decision(table, rng, moves, done_kinds=()) -> set:
    """Random play (the screen always the decider's) for up to `moves` moves: each legal action of the deciding
    seat has an anchor path whose every step is on the table, but the done_kinds (the bar's D button, at most
    one a frame). The action kinds seen."""
    s = table.session
    kinds = set()
    for _ in range(moves):
        if s.over:
            break
        look_as_decider(table)
        anchors = table.board_anchors()
        legal = table.legal()
        assert sum(a.kind in done_kinds for a in legal) <= 1, legal
        for a in legal:
            kinds.add(a.kind)
            if a.kind in done_kinds:
                continue
            paths = table.anchor_paths(a)
            assert any(all(x in anchors for x in p) for p in paths), \
                (table.view.get("frame") or table.view.get("decision"), a, paths)
        s.apply(rng.choice(legal), s.deciding_seat())
    return kinds


def static_layer_checks(app, table, pick, most, frames=2500) -> tuple:
    """The game played on (pick(legal) whenever the screen seat decides and nothing moves); after every frame that
    changed the static layer, the layer must equal a whole rebuild. (layers checked, how many of them were partial
    redraws, full builds) once `most` were checked, the game ended or the frames ran out."""
    checked = partial = 0
    builds = table.static.layer.full_builds
    for _ in range(frames):
        if table.session.over or app.top is not table or checked >= most:
            break
        before = table.static.key
        app.step(DT)
        if table.static.key != before and table.static.surface is not None:
            data = table.drawn[-1]
            want = table.build_static(app.screen.get_size(), table.geo, data)
            assert pygame.image.tobytes(table.static.surface, "RGB") == pygame.image.tobytes(want, "RGB"), \
                f"the layer differs from a fresh drawing after step {len(table.session.steps)}"
            checked += 1
            partial += len(table.static.layer.redrawn) < len(table.static_parts(table.geo, data))
        if table.screen_decides() and not table.animating():
            table.choose(pick(table.legal()))
    return checked, partial, table.static.layer.full_builds - builds
