"""The shared log wording (game.core.log_words) and the one way every game's events become log lines."""
from game.core.log_words import plural


def test_plurals_read_as_english():
    assert [plural(1, "card"), plural(2, "card"), plural(0, "card")] == ["1 card", "2 cards", "0 cards"]
    assert [plural(3, "success"), plural(2, "six"), plural(2, "Bonus")] == ["3 successes", "2 sixes", "2 Bonuses"]
    assert [plural(2, "Stamina"), plural(1, "Strike"), plural(4, "Strike")] == ["2 Stamina", "1 Strike", "4 Strikes"]


def test_every_game_words_its_events_in_words_py():
    """The convention (log_words' docstring): each game's words module exports event_text, and its Rules uses it."""
    import importlib

    from game.games import REGISTRY, get_rules

    for game_id in REGISTRY:
        words = importlib.import_module(f"game.games.{game_id}.words")
        assert get_rules(game_id).event_text is words.event_text, game_id


def test_the_opening_events_reach_the_log_through_redact():
    """A seat's log shows an opening event as redact gives it to that seat: its own private line, and a line
    event_text writes for an event that carries none."""
    from game.core.session import SeatConfig, Session

    session = Session("who_goes_there", [SeatConfig("human")] * 3, {}, seed=1)
    session.opening_events = [
        {"type": "keep", "text": "Someone keeps a card.", "private": {"0": {"text": "You keep the Axe."}}},
        {"type": "game_over", "reason": "a test"}]
    assert session.log_for(0)[:2] == ["You keep the Axe.", "Game over: a test."]
    assert session.log_for(1)[:2] == ["Someone keeps a card.", "Game over: a test."]
