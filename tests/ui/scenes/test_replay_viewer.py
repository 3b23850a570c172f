"""The replay viewer scene (game.ui.scenes.replay_viewer): every game's own table drawn at any step, the
controls and the scrubber, what an unfinished game may show, the exports, and the ways in (the Load list's
Watch, the game-over screen's Watch again, `python -m game replay FILE --watch`)."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.core import records
from game.core.replay_timeline import ALL, HiddenView, Timeline, TurningPoint
from game.games import REGISTRY
from tests.core.test_replay_timeline import random_record, seats_meta

GAMES = list(REGISTRY)
_RECORDS: dict = {}


def finished(game_id: str) -> dict:
    """One random finished game per game id (made once per test process)."""
    if game_id not in _RECORDS:
        _RECORDS[game_id] = random_record(game_id, 5)
    return _RECORDS[game_id]


def unfinished(game_id: str = "zombie", stop: int = 60) -> dict:
    record = random_record(game_id, 7, stop=stop)
    record["meta"] = seats_meta(["human"] + ["ai"] * (record["seats"] - 1))
    return record


def click(pos, button=1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False))


def key(k, mod=0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0, window=None))


def board(scene) -> bytes:
    return pygame.image.tobytes(scene.board_surface(), "RGB")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_draws_every_step_the_viewer_goes_to(table_app, game_id):
    from game.ui.scenes.replay_viewer import ReplayScene, open_replay

    tl = Timeline(finished(game_id))
    scene = open_replay(table_app, tl, step=0)
    assert isinstance(table_app.top, ReplayScene) and scene.seat == ALL  # a finished game: everything revealed
    table_app.run_frames(2)
    first = board(scene)
    for press, expected in ((pygame.K_END, tl.steps), (pygame.K_LEFT, tl.steps - 1), (pygame.K_RIGHT, tl.steps),
                            (pygame.K_HOME, 0)):
        key(press)
        table_app.run_frames(2)
        assert scene.step == expected
        assert scene.table.view == tl.view_at(expected, None)
    scene.go(tl.steps // 2)
    table_app.run_frames(2)
    assert board(scene) != first  # the board shows the step, not the set-up


def test_the_scrubber_marks_never_overlap_and_a_click_goes_to_its_step(table_app):
    from game.ui.scenes.replay_controls import thin_marks, x_step
    from game.ui.scenes.replay_viewer import open_replay

    kinds = ("attack", "infection", "death", "reveal")
    points = [TurningPoint(i // 3, kinds[i % 4], f"p{i}") for i in range(6000)]  # a long game, marks on every step
    groups = thin_marks(points, 2000, 20, 1240, 12)
    rects = [pygame.Rect(g.x - 5, 0, 11, 10) for g in groups]
    assert all(not a.colliderect(b) for a, b in zip(rects, rects[1:]))
    assert sum(g.count for g in groups) == len(points) and len(groups) <= 1240 // 12 + 1
    assert groups[0].kind == "death"  # the weightiest kind of a merged mark shows

    tl = Timeline(finished("terrorscape"))
    scene = open_replay(table_app, tl, step=0)
    table_app.run_frames(1)
    c = scene.controls
    marks = c.marks
    assert marks, "a finished Terrorscape game has turning points"
    xs = [m.x for m in marks]
    assert all(b - a >= c.bucket for a, b in zip(xs, xs[1:]))
    x = c.scrub.x + c.scrub.w * 2 // 3
    click((x, c.scrub.centery))
    table_app.run_frames(1)
    assert scene.step == x_step(x, tl.steps, c.scrub.x, c.scrub.w) > 0
    # dragging along the scrubber moves the step with the pointer
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(c.scrub.x + 5, c.scrub.centery), button=1,
                                         touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(c.scrub.right - 1, c.scrub.centery), rel=(9, 0),
                                         buttons=(1, 0, 0), touch=False))
    table_app.run_frames(1)
    assert scene.step == tl.steps
    # hovering a mark lists what happened there
    assert marks[0].points[0].text in c.mark_at((marks[0].x, c.scrub.centery)).tip()


def test_buttons_keys_and_the_turn_box(table_app):
    from game.ui.scenes.replay_viewer import open_replay

    tl = Timeline(finished("who_goes_there"))
    scene = open_replay(table_app, tl, step=0)
    table_app.run_frames(1)
    rect = {b.key[0]: b.rect for b in scene.controls.buttons}
    click(rect["last"].center)
    table_app.run_frames(1)
    assert scene.step == tl.steps
    click(rect["back"].center)
    table_app.run_frames(1)
    assert scene.step == tl.steps - 1
    assert scene.controls.focus == "back"  # a click focuses its button
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    table_app.run_frames(1)
    assert scene.controls.focus == "first"
    key(pygame.K_RETURN)
    table_app.run_frames(1)
    assert scene.step == 0
    turn = tl.turns[len(tl.turns) // 2]
    key(pygame.K_t)
    table_app.run_frames(1)
    for _ in range(3):
        key(pygame.K_BACKSPACE)
    for d in str(turn.number):
        key(getattr(pygame, f"K_{d}"))
    key(pygame.K_RETURN)
    table_app.run_frames(1)
    assert scene.step == turn.step
    key(pygame.K_PAGEDOWN)
    table_app.run_frames(1)
    assert scene.step == tl.turns[len(tl.turns) // 2 + 1].step
    key(pygame.K_SPACE)  # play at the fast pace: it moves on by itself
    scene.pace = "fast"
    table_app.run_frames(30)
    assert scene.playing and scene.step > tl.turns[len(tl.turns) // 2 + 1].step
    key(pygame.K_SPACE)
    key(pygame.K_v)
    table_app.run_frames(1)
    assert not scene.playing and scene.seat is None  # after everything revealed: the table's view
    key(pygame.K_ESCAPE)
    table_app.run_frames(1)
    assert scene not in table_app.stack


def test_an_unfinished_game_shows_only_its_players_view(table_app):
    from game.ui.scenes.replay_viewer import ReplayScene, open_replay

    record = unfinished("zombie")
    tl = Timeline(record)
    assert not tl.finished
    scene = open_replay(table_app, tl)
    table_app.run_frames(1)
    assert scene.seat == 0 and scene.seat_choices == [0, None]
    seen = set()
    for _ in range(4):
        key(pygame.K_v)
        table_app.run_frames(1)
        seen.add(scene.seat)
    assert seen == {0, None}
    for hidden in (1, ALL):
        with pytest.raises(HiddenView):
            ReplayScene(tl, hidden)
    # a twin game differing only in a card seat 1 holds draws seat 0's table the same
    scene.go(tl.steps)
    table_app.run_frames(1)
    assert scene.seat == 0
    twin = Timeline(record)
    twin_scene = ReplayScene(twin, 0)
    table_app.push(twin_scene)
    state = twin.goto(twin.steps)
    hand, pile = state.d["hands"][1], state.d["draw"]
    hand[0], pile[0] = pile[0], hand[0]
    assert twin.rules.view(state, 1) != tl.rules.view(tl.goto(tl.steps), 1)  # the plant is real
    twin_scene.session.goto(twin.steps)
    twin_scene.table.show_step()
    for s in (scene, twin_scene):
        s.table.time = 0.0
    assert twin_scene.table.draw_data()["view"] == scene.table.draw_data()["view"]
    assert twin_scene.table.draw_data()["log"] == scene.table.draw_data()["log"]
    assert board(twin_scene) == board(scene)


def test_exports_are_atomic_and_refused_for_hidden_views(table_app, tmp_path, monkeypatch):
    from game.ui.scenes import replay_export
    from game.ui.scenes.replay_viewer import open_replay

    out = tmp_path / "out"
    out.mkdir()
    tl = Timeline(finished("crimson_creek"))
    scene = open_replay(table_app, tl, step=10)
    table_app.run_frames(1)
    png = scene.export_png()
    story = scene.export_story()
    assert png.parent == story.parent == replay_export.exports_dir()
    assert pygame.image.load(str(png)).get_size() == scene.table_rect.size
    assert story.read_text(encoding="utf-8") == tl.story(ALL)
    assert str(png) in scene.toast_text or str(story) in scene.toast_text
    assert not [p for p in png.parent.iterdir() if p.name.endswith(".tmp")]
    # a write that fails at the last step leaves neither a half file nor its temporary file
    with monkeypatch.context() as m:
        m.setattr(replay_export.os, "replace", lambda a, b: (_ for _ in ()).throw(OSError("disk full")))
        with pytest.raises(OSError):
            replay_export.export_png(tl, ALL, 3, scene.board_surface(), out)
    assert list(out.iterdir()) == []
    hidden = Timeline(unfinished("zombie", 30))
    assert not hidden.finished
    for seat in (1, ALL):
        with pytest.raises(HiddenView):
            replay_export.export_png(hidden, seat, 3, scene.board_surface(), out)
        with pytest.raises(HiddenView):
            replay_export.export_story(hidden, seat, out)
    assert list(out.iterdir()) == []
    assert replay_export.export_story(hidden, 0, out).read_text(encoding="utf-8") == hidden.story(0)


def test_the_load_lists_watch_opens_the_viewer_over_the_list(table_app, home):
    from game.core.paths import saves_dir
    from game.ui.scenes.replay_viewer import ReplayScene
    from game.ui.scenes.saves import LoadScene

    records.save(saves_dir() / "zombie-unfinished.json", unfinished("zombie", 40))
    load = table_app.push(LoadScene(lambda app, path: None))
    table_app.run_frames(1)
    assert not load.widgets["watch"].is_enabled
    load.selected = 0
    load.refresh()
    table_app.run_frames(1)
    click(load.widgets["watch"].rect.center)
    table_app.run_frames(2)
    top = table_app.top
    assert isinstance(top, ReplayScene) and top.seat == 0 and top.step == 40
    assert "shown as P1 saw it" in top.who.why
    key(pygame.K_ESCAPE)
    table_app.run_frames(1)
    assert table_app.top is load


def test_watch_again_from_the_game_over_screen(table_app):
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.replay_viewer import ReplayScene
    from tests.core.test_replay_session import real_session

    record = finished("the_thing")
    session = real_session(record, len(record["actions"]), None)
    assert session.over
    over = table_app.push(GameOverScene("Over", record=session.record()))  # as the table's show_game_over does
    table_app.run_frames(1)
    click(over.widgets["watch"].rect.center)
    table_app.run_frames(2)
    top = table_app.top
    assert isinstance(top, ReplayScene) and top.seat == ALL and top.step == top.tl.steps == len(record["actions"])
    key(pygame.K_ESCAPE)
    table_app.run_frames(1)
    assert table_app.top is over


def test_watch_on_the_command_line_names_a_bad_file_and_step(tmp_path, capsys):
    from game.__main__ import main

    record = finished("zombie")
    bad = json.loads(json.dumps(record))
    bad["actions"][4] = {"kind": "no_such_move"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["replay", str(path), "--watch"]) == 1
    err = capsys.readouterr().err
    assert str(path) in err and "step 4" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    assert main(["replay", str(broken), "--watch"]) == 1
    assert str(broken) in capsys.readouterr().err
    assert Path(path).read_text(encoding="utf-8") == json.dumps(bad)  # nothing overwritten


@pytest.mark.parametrize("ui_scale", [1.0, 1.5, 2.0])
def test_the_controls_fit_at_every_ui_scale(table_app, ui_scale):
    from game.ui.scenes.replay_controls import _text_w
    from game.ui.scenes.replay_viewer import open_replay

    table_app.settings.ui_scale = ui_scale
    scene = open_replay(table_app, Timeline(finished("crimson_creek")))  # "Seen by: Everything revealed"
    table_app.run_frames(1)
    c, window = scene.controls, pygame.Rect((0, 0), table_app.size)
    rects = [b.rect for b in c.buttons]
    assert len(rects) == 12 and all(window.contains(r) and c.bar.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for b in c.buttons:  # each label whole at the bar's own size (never squeezed smaller)
        assert _text_w(scene.widest_labels()[b.key[0]], c.px) + c.px <= b.rect.w, b.key
    assert c.px >= round(15 * ui_scale) - 1 and window.contains(c.scrub) and window.contains(scene.reveal.rect)
    assert not scene.reveal.rect.colliderect(c.bar) and scene.table_rect.h >= 400


def test_r_hides_the_revealed_panel_and_the_table_takes_the_whole_width(table_app):
    from game.ui.scenes.replay_viewer import open_replay

    scene = open_replay(table_app, Timeline(finished("the_thing")))
    table_app.run_frames(1)
    w = table_app.size[0]
    assert scene.seat == ALL and scene.reveal.rect is not None and scene.table_rect.w < w
    key(pygame.K_r)
    table_app.run_frames(1)
    assert scene.reveal.rect is None and scene.table_rect.w == w and scene.table.session.screen_seat is None
    key(pygame.K_r)
    table_app.run_frames(1)
    assert scene.reveal.rect is not None and scene.table_rect.w < w
    key(pygame.K_v)  # a seat's own view: there is no panel, and R does nothing
    table_app.run_frames(1)
    if scene.seat != ALL:
        key(pygame.K_r)
        table_app.run_frames(1)
        assert scene.reveal.rect is None and scene.table_rect.w == w
