"""A roll's result carries its breakdown (explained where it lands): the parts add up
to the total (doubled by a rolled symbol, after the modifiers, as the rulebook says) and the words name them."""
import random

from game.games.zombie.rules import RULES

from .scenario import Table


def results(events):
    return [e for e in events if e["type"] == "roll_result"]


def test_shawns_roll_is_explained_base_2_plus_the_apartment_building_doubled_by_the_survival_symbol():
    t = Table(players=4)
    t.d["dice"]["survival"] = 0  # Shawn holds the Base and Survival Dice, in the Apartment Building
    t.rig_dice([("base", "2"), ("survival", "survival")])
    r = results(t.start_turn(0))[0]
    assert r["parts"] == [["Base", 2], ["Apartment Building", 1], ["Apartment Building (Survival Die)", 1]]
    assert r["doubled"] and r["total"] == 8
    assert r["text"].endswith("Base 2 +1 Apartment Building +1 Apartment Building (Survival Die) = 4, "
                              "doubled by the Survival symbol = 8.")


def test_saras_roll_names_the_die_and_the_hideout():
    t = Table(players=4)
    t.d["dice"]["survival"] = 1  # Sara holds only the Base Die
    t.rig_dice([("base", "3")])
    r = results(t.start_turn(0))[0]
    assert r["parts"] == [["Base", 3], ["Apartment Building", 1]] and r["total"] == 4
    assert "Base 3 +1 Apartment Building = 4" in r["text"]


def test_kats_negative_modifier_is_written_with_a_minus_and_the_double_comes_last():
    t = Table(players=4)
    t.camp(0)["phase"] = "infection"
    t.d["dice"].update(survival=1, infection=0)
    t.set_hideout(0, "the_prison")
    t.rig_dice([("base", "blank"), ("infection", "infection")])
    r = results(t.start_turn(0))[0]
    assert r["total"] == -4
    assert "Base 0 -2 The Prison = -2, doubled by the Infection symbol = -4" in r["text"]


def test_every_roll_of_random_games_adds_up_to_its_total():
    seen = 0
    for seed in range(6):
        rng = random.Random(seed)
        opts = {"strain": "random", "mortal": seed % 2 == 1}
        state = RULES.new_game(seed, 3 + seed % 3, opts)
        events = list(state.d.get("opening_events", []))
        for _ in range(400):
            if RULES.result(state) is not None:
                break
            events += RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        for r in results(events):
            base = sum(v for _, v in r["parts"])
            assert r["total"] == base * (2 if r["doubled"] else 1), r
            for label, value in r["parts"]:
                assert label in r["text"]
            seen += 1
    assert seen > 20
