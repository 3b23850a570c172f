"""Computer turns you can follow: captions that name the acting seat and its targets, the pace
setting, Space pausing and stepping exactly one computer move, in both tables."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.settings import Settings  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.tables.pacing import next_pace  # noqa: E402

from ..table_input import DT, frames_until, key  # noqa: E402

ZOMBIE_SEATS = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": n} for n in ("Greta", "Silas", "Crow")]
ALL_AI = [{"kind": "ai", "name": n} for n in ("Greta", "Silas", "Crow", "Ada")]


@pytest.fixture
def app(table_app):
    table_app.settings.animation_speed = 2.0
    table_app.settings.dice_animation = False
    return table_app


def start(app, game="zombie", seats=ZOMBIE_SEATS, seed=5, pace="normal"):
    app.settings.ai_pace = pace
    return tables.start_game(app, game, seats, "standard", {}, seed)


def play_until(app, table, test, max_frames=6000):
    """Step frames (the human takes its first choice) until test() holds."""
    for _ in range(max_frames):
        if test():
            return
        app.step(DT)
        if table.screen_decides() and not table.animating():
            table.choose(table.legal()[0])
    raise AssertionError("never happened")


def test_a_computer_play_is_captioned_with_its_player_and_its_target_camps(app):
    table = start(app)
    seen = []

    def played():
        cap = table.news.caption
        if cap is not None and any(e.get("type") == "action_played" and e.get("targets") for e in cap.events):
            seen.append(cap)
            return True
        return False

    play_until(app, table, played)
    cap = seen[0]
    e = next(e for e in cap.events if e.get("type") == "action_played")
    camps = {c["id"]: c for c in table.view["camps"]}
    actor = table.session.seat_name(camps[e["camp"]]["owner"])
    assert actor in cap.headline
    for t in e["targets"]:
        assert table.display_name(camps[t]) in cap.headline
    # the places it touched glow: the actor's camp and every target
    glowing = table.anchor_rects(cap.events)
    for c in [e["camp"], *e["targets"]]:
        assert table.geo.camp_rect[c] in glowing
    # and it is drawn on the table
    table.draw(app.screen if hasattr(app, "screen") else pygame.display.get_surface())


def test_a_crimson_creek_computer_move_is_captioned_with_the_real_name(app):
    table = start(app, "crimson_creek", ZOMBIE_SEATS)
    play_until(app, table, lambda: table.news.caption is not None and "Greta" in table.news.caption.headline)
    assert "Player " not in table.news.caption.headline


def frames_per_computer_move(app, pace: str, moves: int = 8) -> float:
    table = start(app, "zombie", ALL_AI, seed=11, pace=pace)
    s = table.session
    while not s.steps:
        app.step(DT)
    first, frames = len(s.steps), 0
    while len(s.steps) < first + moves:
        app.step(DT)
        frames += 1
    return frames / moves


def test_the_pace_setting_changes_the_frames_each_computer_move_takes(app, monkeypatch):
    from game.ui.tables import ai_worker

    monkeypatch.setattr(ai_worker, "_mode", "inline")  # the pace's frames, not the thinking's (test_ai_worker)
    slow = frames_per_computer_move(app, "slow")
    normal = frames_per_computer_move(app, "normal")
    instant = frames_per_computer_move(app, "instant")
    assert instant <= 1.5, instant
    assert slow > normal > instant
    assert slow >= 10, slow


def test_space_pauses_computer_play_and_steps_exactly_one_move(app):
    table = start(app, "zombie", ALL_AI, seed=3)
    s = table.session
    while len(s.steps) < 3:
        app.step(DT)
    key(app, pygame.K_SPACE)
    assert table.computer.pacer.paused
    paused_at = len(s.steps)
    app.run_frames(200, DT)
    assert len(s.steps) == paused_at
    for n in (1, 2, 3):
        key(app, pygame.K_SPACE)
        frames_until(app, lambda: len(s.steps) == paused_at + n)  # the seat's answer may still be on its way
        app.run_frames(120, DT)
        assert len(s.steps) == paused_at + n
    assert table.draw_data()["pace_status"]
    key(app, pygame.K_RETURN)
    assert not table.computer.pacer.paused
    frames_until(app, lambda: len(s.steps) > paused_at + 3)


def test_the_pace_is_a_setting_with_four_values_and_a_bad_value_falls_back():
    assert Settings().ai_pace == "normal"
    st, problems = Settings.from_json({"ai_pace": "ludicrous"})
    assert st.ai_pace == "normal" and problems and "ai_pace" in problems[0]
    st, problems = Settings.from_json({"ai_pace": "instant"})
    assert st.ai_pace == "instant" and not problems
    assert [next_pace(p) for p in ("slow", "normal", "fast", "instant")] == ["normal", "fast", "instant", "slow"]


def test_the_pause_menu_changes_the_pace_and_the_table_follows_it(app):
    from game.ui.scenes.pause import PauseScene

    table = start(app, "zombie", ALL_AI, seed=3)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert app.top.widgets["pace"].text == "Computer pace: Normal"
    app.top.activate("pace")
    assert app.settings.ai_pace == "fast" and app.top.widgets["pace"].text == "Computer pace: Fast"
    app.top.activate("resume")
    assert app.top is table and table.computer.pacer.pace == "fast"


def test_the_settings_screen_offers_the_four_paces(app):
    from game.ui.scenes.settings import SettingsScene

    app.push(SettingsScene())
    app.step(DT)
    dd = app.top.widgets["pace"]
    assert list(o[0] if isinstance(o, tuple) else o for o in dd.options_list) == ["Slow", "Normal", "Fast", "Instant"]


def test_a_computer_move_glows_on_the_board_but_not_through_a_panel_over_it(app, monkeypatch):
    from game.ui.tables import table_frame

    table = start(app)
    play_until(app, table, lambda: table.news.caption is not None and table.anchor_rects(table.news.caption.events))
    glows = []
    monkeypatch.setattr(table_frame, "draw_glow", lambda *a, **k: glows.append(a))
    table.news.summary = None
    surface = pygame.display.get_surface()
    table.draw(surface)
    assert glows, table.news.caption  # the board is open: the places the move touched glow
    glows.clear()
    monkeypatch.setattr(table, "panel_covers_board", lambda: True)  # the claim editor, line-up, notebook...
    table.draw(surface)
    assert not glows
