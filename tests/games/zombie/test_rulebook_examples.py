"""The rulebook's own worked examples, each as a named test."""
import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction

from .scenario import Table


def _survival_gain(events):
    return sum(e["n"] for e in events if e["type"] == "survivors_gained")


def test_sara_rolls_3_with_the_apartment_building_and_takes_4():
    t = Table(players=4)
    t.d["dice"]["survival"] = 1  # Sara (camp 0) holds only the Base Die
    before = t.camp(0)["survivors"]
    t.rig_dice([("base", "3")])
    events = t.start_turn(0)
    assert [e["die"] for e in events if e["type"] == "roll"] == ["base"]
    assert [e["total"] for e in events if e["type"] == "roll_result"] == [4]
    assert t.camp(0)["survivors"] == before + 4


def test_shawn_rolls_2_and_the_survival_symbol_and_takes_8():
    t = Table(players=4)
    t.d["dice"]["survival"] = 0  # Shawn holds the Base and Survival Dice
    before = t.camp(0)["survivors"]
    t.rig_dice([("base", "2"), ("survival", "survival")])
    events = t.start_turn(0)
    result = [e for e in events if e["type"] == "roll_result"][0]
    assert result["total"] == 8 and result["doubled"]
    assert t.camp(0)["survivors"] == before + 8
    assert t.rules.decision(t.state).kind == "pass_die"  # then he passes the Survival Die


def test_amy_with_no_hideout_does_not_roll_the_survival_die_and_returns_1():
    t = Table(players=4)
    t.d["dice"]["survival"] = 0  # Amy holds the Survival Die...
    t.set_hideout(0, None)       # ...but has No Hideout
    before, cc = t.camp(0)["survivors"], t.d["cc_survivors"]
    t.rig_dice([("base", "1")])
    events = t.start_turn(0)
    assert [e["die"] for e in events if e["type"] == "roll"] == ["base"]
    assert [e["total"] for e in events if e["type"] == "roll_result"] == [-1]
    assert t.camp(0)["survivors"] == before - 1
    assert t.d["cc_survivors"] == cc + 1  # returned, alive, to the City Center


def test_rene_with_the_emergency_shelter_ignores_its_infection_die_modifier():
    t = Table(players=4)
    t.camp(0)["phase"] = "infection"
    t.d["dice"].update(survival=1, infection=2)  # Rene has only the Base Die
    t.camp(2)["phase"] = "infection"
    t.set_hideout(0, "emergency_shelter")
    before, zombies = t.camp(0)["survivors"], t.d["cc_zombies"]
    t.rig_dice([("base", "1")])
    events = t.start_turn(0)
    assert [e["total"] for e in events if e["type"] == "roll_result"] == [3]
    assert t.camp(0)["survivors"] == before - 3
    assert t.d["cc_zombies"] == zombies + 3  # flipped to zombies and returned


def test_kat_in_the_prison_rolls_blank_and_symbol_and_gains_the_last_3():
    t = Table(players=4)
    t.camp(0)["phase"] = "infection"
    t.d["dice"].update(survival=1, infection=0)  # Kat has the Base and Infection Dice
    t.set_hideout(0, "the_prison")
    t.set_city_center(3)
    before = t.camp(0)["survivors"]
    t.rig_dice([("base", "blank"), ("infection", "infection")])
    events = t.start_turn(0)
    assert [e["total"] for e in events if e["type"] == "roll_result"] == [-4]
    assert t.camp(0)["survivors"] == before + 3  # the 4th is ignored: the City Center is empty
    assert t.d["cc_survivors"] == 0


def test_lynn_with_the_doctor_loses_only_2_when_christine_plays_first_aid():
    t = Table(players=4)
    lynn, christine, attacker = 1, 2, 0
    t.add_character(lynn, "doctor")
    t.set_survivors(lynn, 10)
    apocalypse = t.give(attacker, "zombie_apocalypse")
    first_aid = t.give(christine, "first_aid")
    t.begin_action(attacker)
    t.act(Action("play", card=apocalypse, targets=(lynn,)))
    assert t.seat() == christine  # Lynn has no reaction; Christine may help
    events = t.act(Action("react", card=first_aid, protect=lynn))
    killed = [e["n"] for e in events if e["type"] == "survivors_killed" and e["camp"] == lynn]
    assert killed == [2]


def test_gabriel_cannot_play_a_gratuitous_shotgun():
    t = Table(players=4)
    gabriel, attacker = 3, 0
    run = t.give(attacker, "run_they_are_inside")
    shotgun = t.give(gabriel, "shotgun")
    t.give(gabriel, "board_up_the_windows")  # he has a useful reaction, so he is asked
    t.begin_action(attacker)
    t.act(Action("play", card=run, targets=(gabriel,)))
    assert t.seat() == gabriel
    assert all(a.get("card") != shotgun for a in t.legal())
    before = t.rules.hash(t.state)
    with pytest.raises(IllegalAction, match="change nothing"):
        t.act(Action("react", card=shotgun, protect=gabriel))
    assert t.rules.hash(t.state) == before  # refused, nothing changed
    t.act(Action("no_reaction"))
    assert t.camp(gabriel)["hideout"] is None


def test_jon_the_undead_kills_renes_last_survivor_then_two_of_kens():
    t = Table(players=4)
    jon, rene, ken, other = 0, 1, 2, 3
    t.camp(jon).update(alive=False, phase="undead", survivors=0)
    t.d["cc_survivors"] += 10
    t.set_hideout(jon, None)
    t.set_survivors(rene, 1)
    t.add_character(rene, "soldier")
    t.set_survivors(ken, 2)
    t.rig_dice([("base", "3")])
    t.start_turn(jon)
    assert t.rules.decision(t.state).kind == "zombie_kill"
    t.act(Action("zombie_kill", camp=rene, unit=None), seat=jon)
    t.act(Action("zombie_kill", camp=ken, unit=None), seat=jon)
    assert t.camp(rene)["survivors"] == 0 and len(t.camp(rene)["units"]) == 1  # only characters left
    assert t.camp(ken)["survivors"] == 1
    events = t.act(Action("zombie_kill", camp=ken, unit=None), seat=jon)
    assert t.camp(rene)["alive"]
    assert [e["camp"] for e in events if e["type"] == "camp_destroyed"] == [ken]  # the roll is over: Ken falls


def _bite_targets(t):
    bite = t.new_card("hidden_bite")
    t.d["stack"].append({"t": "event", "seat": 0, "camp": 0, "card": bite})
    return sorted(a["target"] for a in t.legal())


def test_hidden_bite_must_go_to_the_carrier():
    t = Table(players=4)
    t.add_character(2, "carrier")
    assert _bite_targets(t) == [2]


def test_hidden_bite_cannot_go_to_the_research_doctor():
    t = Table(players=4)
    t.add_character(1, "research_doctor")
    assert _bite_targets(t) == [0, 2, 3]


def test_hidden_bite_goes_to_the_research_doctor_who_also_has_the_carrier():
    t = Table(players=4)
    t.add_character(1, "research_doctor")
    t.add_character(1, "carrier")
    assert _bite_targets(t) == [1]


def test_know_it_all_saved_by_wait_its_not_a_bite_and_the_attacker_cannot_refuse():
    t = Table(players=4)
    attacker, victim, helper = 0, 1, 3
    know_it_all = t.add_character(victim, "know_it_all")
    sniper = t.give(attacker, "sniper")
    wait = t.give(helper, "wait_its_not_a_bite")
    t.begin_action(attacker)
    t.act(Action("play", card=sniper, targets=(victim,)))
    assert t.seat() == helper
    t.act(Action("react", card=wait, protect=victim))
    # Only F.U.B.A.R. could stop it; the attacker holds none, so the chain resolves.
    assert t.rules.decision(t.state).kind != "react"
    assert [know_it_all] in t.camp(victim)["units"]
