"""A fallen camp and the end of the game say how: the events carry the cause, named from the card
and who played it, or the roll, so the table and the game-over story can say it."""
from game.games.zombie.rules import RULES
from game.games.zombie.story import tell

from .scenario import Table


def test_a_camp_killed_by_its_infection_roll_falls_to_the_undead_attack():
    t = Table(players=3)
    t.camp(0)["phase"] = "infection"
    t.d["dice"].update(survival=1, infection=2)  # camp 0 rolls only the Base Die
    t.camp(2)["phase"] = "infection"
    t.set_hideout(0, None)
    t.set_survivors(0, 1)
    t.rig_dice([("base", "3")])
    events = t.start_turn(0)
    fallen = [e for e in events if e["type"] == "camp_destroyed"]
    assert fallen and fallen[0]["camp"] == 0
    total = [e["total"] for e in events if e["type"] == "roll_result"][0]
    assert total >= 1
    assert fallen[0]["cause"] == f"the undead attack (an Infection Roll of {total})"
    assert f"has fallen to the undead attack (an Infection Roll of {total})" in fallen[0]["text"]


def test_a_card_that_empties_a_camp_is_named_with_who_played_it():
    seen = 0
    for seed in range(60):
        state = RULES.new_game(seed, 3, {})
        events = []
        import random

        rng = random.Random(seed)
        while RULES.result(state) is None and len(events) < 20000:
            events += RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        for e in events:
            if e["type"] == "camp_destroyed" and " played by " in (e.get("cause") or ""):
                seen += 1
                assert e["cause"] in e["text"]
        over = [e for e in events if e["type"] == "game_over"]
        if over and over[0].get("cause"):
            assert over[0]["cause"] in over[0]["text"]
        if seen >= 1:
            break
    assert seen >= 1, "no camp fell to a card in 60 random games"


def test_the_story_names_each_seat_and_the_cause_of_each_fall():
    rng_seed = 4
    import random

    rng = random.Random(rng_seed)
    state = RULES.new_game(rng_seed, 4, {})
    events = list(state.d.get("opening_events", []))
    while RULES.result(state) is None:
        events += RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    story = tell(state, events)
    assert [seat for seat, _ in story["results"]] == [0, 1, 2, 3]
    winners = set(RULES.result(state)["winners"])
    for seat, line in story["results"]:
        assert line.startswith("Won" if seat in winners else "Lost")
    falls = [e for e in events if e["type"] == "camp_destroyed"]
    assert falls
    for e in falls:
        assert any(e["text"] in p for p in story["turning_points"])
        if e.get("cause"):
            assert any(e["cause"] in line for _, line in story["results"])
    assert story["ending"] == [e for e in events if e["type"] == "game_over"][0]["text"]
