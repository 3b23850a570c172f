"""The replay viewer's stand-in session (game.core.replay_session): at step k it tells a table what a real
Session replayed to k would, for the screen seat; it never hands out a state, never replays from the start
to move, and an unfinished game's stand-in shows only the seats viewers() allows."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core.replay_session import ReadOnly, ReplaySession
from game.core.replay_timeline import ALL, HiddenView, Timeline
from game.core.session import Session
from game.games import REGISTRY
from tests.core.test_replay_timeline import random_record, record_actions, seats_meta

GAMES = list(REGISTRY)


def real_session(record: dict, k: int, screen_seat) -> Session:
    """A real Session (every seat human) that played the record's first k actions."""
    session = Session(record["game"], [{"kind": "human"}] * record["seats"], record["options"], record["seed"])
    for action in record_actions(record)[:k]:
        session.apply(action)
    session.screen_seat = screen_seat
    return session


@pytest.mark.parametrize("game_id", GAMES)
def test_the_stand_in_tells_the_table_what_a_real_session_would(game_id):
    record = random_record(game_id, 11, stop=120)
    n = record["seats"]
    record["meta"] = seats_meta(["human"] + ["ai"] * (n - 1))  # unfinished, one human: seat 0 (and the table)
    tl = Timeline(record)
    mid = tl.steps // 2
    for seat in (0, None):
        replay = ReplaySession(tl, seat, tl.steps)
        for k in (mid, 0, tl.steps, mid):  # back, forward past it, back again: each from the timeline's snapshots
            replay.goto(k)
            real = real_session(record, k, seat)
            assert replay.view_for_screen() == real.view_for_screen()
            assert replay.log_and_rolls()[0] == real.log_for(seat)
            assert len(replay.steps) == len(real.steps) == k
            assert [s.events for s in replay.steps][-3:] == \
                [[r for r in (tl.rules.redact(e, seat) for e in s.events) if r] for s in real.steps][-3:]
            assert replay.deciding_seat() is None and replay.legal() == [] and not replay.over
            assert not replay.needs_handoff() and not replay.is_ai_turn() and replay.forced_action() is None
        assert replay.seat_name(0) == "P1"
        with pytest.raises(HiddenView):
            replay.state  # noqa: B018 (reading it is the test)
        with pytest.raises(ReadOnly):
            replay.apply(None)
    for hidden in (1, ALL):
        with pytest.raises(HiddenView):
            ReplaySession(tl, hidden, 0)
        with pytest.raises(HiddenView):
            tl.events_at(3, hidden)


ROOT = Path(__file__).resolve().parents[2]
VIEWER_FILES = ["game/core/replay_session.py", "game/ui/scenes/chart_overlay.py",
                *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "game/ui/scenes").glob("replay*.py"))]


@pytest.mark.parametrize("path", VIEWER_FILES)
def test_the_viewer_never_reads_a_timelines_raw_events_or_state(path):
    """tl.events hold every seat's secrets and tl.state / tl.final the whole game: the viewer reads only what the
    timeline's checked methods hand out (view_at, lines_at, events_at, revealed_at, marks_until)."""
    import ast

    assert len(VIEWER_FILES) >= 7
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    names = {"tl", "timeline", "_timeline"}
    found = [f"{path}:{node.lineno}" for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and node.attr in ("events", "state", "final", "snapshots")
             and ((isinstance(node.value, ast.Name) and node.value.id in names)
                  or (isinstance(node.value, ast.Attribute) and node.value.attr in names))]
    assert found == []


def test_moving_never_replays_from_the_start():
    tl = Timeline(random_record("zombie", 5))
    replay = ReplaySession(tl, ALL, tl.steps)
    assert tl.steps > 3 * tl.every
    replay.goto(tl.every + 3)
    assert tl.last_applies <= tl.every - 1  # a snapshot and a few actions, not the whole game
    replay.goto(tl.every + 9)
    assert tl.last_applies == 6  # forward: only the actions in between
    assert replay.view_for_screen() == tl.rules.view(tl.goto(tl.every + 9), None)


def test_a_finished_games_stand_in_shows_every_seat_and_the_revealed_log():
    tl = Timeline(random_record("the_thing", 3))
    assert tl.finished
    everything = ReplaySession(tl, ALL, tl.steps)
    assert everything.screen_seat is None  # the table is drawn from the public view
    assert everything.view_for_screen() == tl.view_at(tl.steps, None)
    assert everything.log_and_rolls()[0] == [line for k in range(tl.steps + 1) for line in tl.lines_at(k, ALL)]
    for seat in range(tl.record["seats"]):
        assert ReplaySession(tl, seat, 5).view_for_screen() == tl.view_at(5, seat)
