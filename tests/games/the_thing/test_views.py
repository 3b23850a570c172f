"""Seat views, both ways: no Outpost player sees an NPC's infection card before a reveal, the Thing player
does; a peek shows the card to the one who looked; hands stay with their owners."""
from __future__ import annotations

from game.games.the_thing.info import THING_SEAT
from game.games.the_thing.resolve import learn

from .fixtures import RULES, started, until


def test_no_outpost_player_sees_an_npc_infection_card_the_thing_does():
    s = started(4, chars=("windows", "norris", "garry"))
    for seat in (1, 2, 3, None):
        v = RULES.view(s, seat)
        assert "infection" not in v["chars"]["bennings"] and "infection" not in v["chars"]["blair"]
        assert v["chars"]["bennings"]["infection_cards"] == 1  # that a card is there is public
    v = RULES.view(s, THING_SEAT)
    assert v["chars"]["bennings"]["infection"] == ["infected"] and v["chars"]["blair"]["infection"] == ["human"]


def test_a_peek_shows_the_card_to_the_one_who_looked():
    s = started(4, chars=("windows", "norris", "garry"))
    learn(s.d, 2, "bennings", [])
    assert RULES.view(s, 2)["chars"]["bennings"]["seen"] == ["infected"]
    assert "seen" not in RULES.view(s, 1)["chars"]["bennings"]


def test_a_reveal_shows_everyone():
    s = started(4, chars=("windows", "norris", "garry"))
    s.d["chars"]["bennings"]["revealed"] = True
    assert RULES.view(s, 1)["chars"]["bennings"]["infection"] == ["infected"]


def test_hands_and_player_infection_cards_stay_private():
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    until(s, "assign")
    d = s.d
    multi = next(c for c in d["decks"]["thing1"] if c.startswith("multi"))
    d["decks"]["thing1"].remove(multi)
    d["players"][2]["infection"].append(multi)
    for seat in range(5):
        v = RULES.view(s, seat)
        for x, row in enumerate(v["players"]):
            assert ("hand" in row) == (x == seat)
        assert ("infection" in v["players"][2]) == (seat in (2, THING_SEAT))
    assert "set_aside" not in RULES.view(s, 1) and all("hand" not in row for row in RULES.view(s, None)["players"])


def test_a_played_infection_card_shows_only_as_an_infection_card():
    s = started(3, chars=("windows", "norris"))
    give_infected = next(c for c in s.d["decks"]["thing2"] if c == "infected_late")
    s.d["decks"]["thing2"].remove(give_infected)
    s.d["players"][THING_SEAT]["hand"].append(give_infected)
    s.d["players"][1]["hand"].append(s.d["decks"]["outpost1"].pop(s.d["decks"]["outpost1"].index("cheating"))
                                     if "cheating" in s.d["decks"]["outpost1"] else "cheating")
    s.changed()
    until(s, "infect")
    from .fixtures import act
    act(s, "infect", card="infected_late", target="clark")
    if s.d.get("stack"):
        assert RULES.view(s, 1)["stack"][0]["card"] == "infection"
        assert RULES.view(s, THING_SEAT)["stack"][0]["card"] == "infected_late"


def test_no_event_tells_an_outpost_player_an_npcs_card():
    """Whole random games: an infection card going under an NPC, or played on the table, shows its face only
    to the Thing player (and a multi-player card to the player who gets it)."""
    from game.core.rng import Rng
    for seats in (3, 5, 6):
        s, r = RULES.new_game(seats, seats), Rng(seats)
        while RULES.result(s) is None:
            legal = RULES.legal_actions(s)
            for e in RULES.apply(s, legal[r.randbelow(len(legal))]):
                for seat in range(1, seats):
                    seen = RULES.redact(e, seat)
                    if e["type"] == "infection" and e.get("seat") != seat:
                        assert "card" not in seen
                    if e["type"] == "play":
                        assert seen["card"] not in ("human", "infected", "human_late", "infected_late",
                                                    "human_last", "infected_last") or e["seat"] == seat
