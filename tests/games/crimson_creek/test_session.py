"""Crimson Creek through the shared Session: AI seats, a human seat, save and load rebuild the same game."""
from __future__ import annotations

from game.ai import seat_agent
from game.core.session import SeatConfig, Session


def test_a_session_with_ai_seats_plays_saves_and_loads(tmp_path, monkeypatch):
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path))
    seats = [SeatConfig("human", "Nancy"), SeatConfig("ai", level="easy"), SeatConfig("ai", level="hard")]
    s = Session("crimson_creek", seats, {"variant": "advanced", "takeover": True}, seed=42, seat_agent=seat_agent)
    seen = [e["type"] for e in s.opening_events]  # characters are chosen first: the opening scene follows
    steps = 0
    while not s.over and steps < 3000:
        if s.is_ai_turn():
            s.ai_step()
        else:  # the human takes the first choice, but sends a claim rather than toggle its first item forever
            legal = s.legal()
            s.apply(next((a for a in legal if a.kind == "claim_send"), legal[0]))
        steps += 1
        if steps == 40:
            path = s.save(tmp_path / "mid.json")
            again = Session.load(path, seat_agent=seat_agent)
            assert again.rules.hash(again.state) == s.rules.hash(s.state)
    assert s.over
    seen += [e["type"] for step in s.steps for e in step.events]
    assert "opening_scene" in seen
    assert any("Crimson Creek" in text or "Lake" in text for text in s.log_for(0))
    path = s.save(tmp_path / "end.json")
    again = Session.load(path, seat_agent=seat_agent)
    assert again.rules.result(again.state) == s.rules.result(s.state)
