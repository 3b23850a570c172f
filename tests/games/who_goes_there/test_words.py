"""The log lines of Who Goes There? events (words.py through Rules.redact): a card drawn, a clicker shown, a blood
test's answer are named in the lines of the seats allowed to see them and never in anyone else's; every event of
whole games gets a line for every seat and the spectator."""
import random

from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.words import card_name


def test_a_drawn_card_is_named_only_in_its_own_seats_line():
    e = {"type": "draw", "seat": 1, "deck": "storage", "private": {"1": {"card": "canned_food"}}}
    assert card_name("canned_food") in RULES.redact(e, 1)["text"]
    for seat in (0, 2, None):
        line = RULES.redact(e, seat)["text"]
        assert card_name("canned_food") not in line and "draws a card from the Storage Room" in line


def test_a_clicker_shown_is_said_to_the_two_seats_only():
    e = {"type": "clicker", "seat": 0, "to": 2, "why": "trade", "private": {"0": {"shown": True}, "2": {"shown": True}}}
    for seat in (0, 2):
        assert "INFECTED" in RULES.redact(e, seat)["text"]
    for seat in (1, 3, None):
        line = RULES.redact(e, seat)["text"]
        assert "INFECTED" not in line and "clean" not in line and "only the two of them" in line


def test_a_clean_clicker_is_said_clean_to_its_two_seats():
    """The engine's own clicker event (flow.show_clicker) says "clean" or "infected": a clean one never reads
    INFECTED (the line once tested only the word's presence, so "clean" read as INFECTED)."""
    from game.games.who_goes_there import flow

    for infected, word in ((False, "clean"), (True, "INFECTED")):
        s = RULES.new_game(1, 4, {})
        ev = []
        flow.show_clicker(s, 0, 2, infected, "trade", ev)
        for seat in (0, 2):
            line = RULES.redact(ev[0], seat)["text"]
            assert line.endswith(f"{word}.") and ("INFECTED" in line) == infected, line


def test_every_event_of_whole_games_has_a_line_for_every_seat():
    for seed, seats in ((1, 3), (2, 5), (3, 8)):
        s = RULES.new_game(seed, seats, {})
        rng = random.Random(seed)
        while RULES.result(s) is None:
            for e in RULES.apply(s, rng.choice(RULES.legal_actions(s))):
                for seat in list(range(seats)) + [None]:
                    line = RULES.redact(e, seat)["text"]
                    assert line and line[0].isupper() and "{" not in line and "None" not in line, (e, line)
