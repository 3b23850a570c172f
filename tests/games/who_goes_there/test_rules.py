"""Named tests from the rulebook's worked examples and rules (Who Goes There? 2nd edition)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.games.who_goes_there import flow, harm, rolls
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import CLEAN, CONTAMINATED, item_dice, natural_dice

from .fixtures import act, force_event, host_asks_to_bunk, seat_of, started


# -- setup -------------------------------------------------------------------------------------------------
def test_the_highest_rank_leads_may_hand_command_over_and_chooses_the_order():
    s = RULES.new_game(1, 4, {"characters": "kinner,mcready,garry,copper"})
    assert RULES.decision(s).seat == 2 and s.d["frame"]["kind"] == "pick_leader"  # Garry, rank 1
    act(s, "make_leader", seat=0)  # Garry hands command to Kinner
    assert s.d["leader"] == 0 and RULES.decision(s).seat == 0 and s.d["frame"]["kind"] == "pick_order"
    act(s, "next", seat=3)
    act(s, "next", seat=1)
    assert s.d["order"] == [0, 3, 1, 2]
    assert all(len(pl["hand"]) == 3 for pl in s.d["players"])  # one Storage, one Workshop, one Specialty card
    assert [s.d["frame"]["seat"], s.d["frame"]["kind"]] == [0, "start_space"]
    assert {a["space"] for a in RULES.legal_actions(s)} == {"storage", "workshop", "phase1"}


def test_both_doctors_take_one_buildable_host_test_out_of_the_storage_deck():
    both = RULES.new_game(1, 3, {"characters": "copper,blair,garry"})
    one = RULES.new_game(1, 3, {"characters": "copper,kinner,garry"})
    assert Counter(both.d["decks"]["storage"])["host_test_a"] == 1 == Counter(both.d["decks"]["storage"])["host_test_b"]
    assert Counter(one.d["decks"]["storage"])["host_test_a"] == 2


def test_five_cards_of_each_phase_deck_go_face_down_to_the_discard():
    s = RULES.new_game(2, 3)
    assert len(s.d["phase_removed"]) == 15 and all(len(s.d["decks"][f"phase{k}"]) == 19 for k in (1, 2, 3))
    assert RULES.view(s, 0)["phase_removed"] == 15 and "phase_removed" not in str(RULES.view(s, 0)["phase_discard"])


def test_starting_outside_means_a_temperature_drop_before_the_first_turn():
    s = started(spaces=["phase1", "storage", "storage", "storage"])
    garry = s.d["players"][0]
    assert garry["stamina"] == 2 and s.d["players"][1]["stamina"] == 3


# -- Temperature Drops and Frostbite -------------------------------------------------------------------------
def test_temperature_drop_with_one_stamina_in_phase_2():
    """Rulebook: with one Stamina in Phase 2 or 3 a player loses what they have and takes no Strike; the Strike
    comes at the next drop."""
    s = started()
    d = s.d
    d["round"] = d["rounds"].index([2, "normal"])
    pl = d["players"][0]
    pl["space"], pl["stamina"] = "phase2", 1
    ev: list = []
    flow.temperature_drop(d, 0, 2, ev)
    assert pl["stamina"] == 0 and pl["strikes"] == 0
    flow.temperature_drop(d, 0, 2, ev)
    assert pl["strikes"] == 1


def test_frostbite_shortens_life_and_three_kill():
    """Rulebook: with one Frostbite two Strikes knock a player out; with two, one Strike; three Frostbite is death."""
    s = started()
    d = s.d
    pl = d["players"][1]
    ev: list = []
    pl["frostbite"] = 1
    harm.strike(d, 1, ev)
    assert not pl["unconscious"]
    harm.strike(d, 1, ev)
    assert pl["unconscious"]
    harm.frostbite(d, 1, ev)  # a skipped turn: a Strike turns to Frostbite
    assert (pl["strikes"], pl["frostbite"], pl["dead"]) == (1, 2, False)
    harm.frostbite(d, 1, ev)
    assert pl["dead"] and pl["hand"] == [] and {"type": "dead", "seat": 1} in ev


def test_an_unconscious_player_is_skipped_and_takes_frostbite():
    s = started()
    d = s.d
    order = d["order"]
    victim = order[1]
    d["players"][victim]["strikes"] = 3
    d["players"][victim]["unconscious"] = True
    s.changed()
    while RULES.decision(s).seat == order[0]:
        act(s, "end_turn") if s.d["frame"]["kind"] == "turn" else act(s, RULES.legal_actions(s)[0].kind)
    assert d["players"][victim]["frostbite"] == 1 and RULES.decision(s).seat == order[2]


def test_the_bonfire_warms_everyone_inside_and_heals_one_frostbite():
    s = started(spaces=["storage", "workshop", "phase1", "storage"])
    d = s.d
    for pl in d["players"]:
        pl["stamina"], pl["frostbite"] = 1, 1
    d["bonfire"] = ["wood"] * 5
    seat = RULES.decision(s).seat
    d["players"][seat]["hand"].append("matches")
    d["players"][seat]["space"] = "storage"
    s.changed()
    act(s, "play", card="matches")
    inside = [x for x in range(4) if d["players"][x]["space"] in ("storage", "workshop")]
    assert all(d["players"][x]["stamina"] == 3 and d["players"][x]["frostbite"] == 0 for x in inside)
    assert d["players"][2]["stamina"] <= 1 and d["players"][2]["frostbite"] == 1  # outside: nothing
    assert d["bonfire"] == [] and "wood" in d["camp_discard"]


# -- dice ----------------------------------------------------------------------------------------------------
def test_weapon_dice_example_red_and_blue():
    """Rulebook: Items adding 2 dice against Attacks and 1 against Setbacks (a Torch): two more dice against
    any Attack, one more against a Setback, on top of the natural dice."""
    s = started()
    pl = s.d["players"][0]
    pl["items"] = ["torch"]
    pl["stamina"] = 4
    assert natural_dice(pl) == 2
    assert natural_dice(pl) + item_dice(pl, "attack") == 4 and natural_dice(pl) + item_dice(pl, "setback") == 3
    for stamina, dice in ((0, 0), (1, 1), (3, 1), (4, 2), (6, 2)):
        pl["stamina"] = stamina
        assert natural_dice(pl) == dice


def test_short_of_successes_a_card_can_still_help_then_the_penalty():
    s = started()
    d = s.d
    force_event(s, "dogs_loose")
    seat = RULES.decision(s).seat
    pl = d["players"][seat]
    pl["stamina"] = 0  # no natural die: the roll fails at once
    pl["hand"] = ["shotgun"]
    s.changed()
    act(s, "resolve_event")
    assert d["frame"]["kind"] == "roll"
    assert Action("help", using="card", what="shotgun") in RULES.legal_actions(s)
    act(s, "accept")
    assert pl["strikes"] == 1 and d["frame"]["kind"] == "turn" and pl["event_done"]


def test_a_forgotten_camp_event_costs_its_penalty_at_the_end_of_the_turn():
    s = started()
    force_event(s, "in_the_vents")
    seat = RULES.decision(s).seat
    act(s, "end_turn")
    assert s.d["players"][seat]["strikes"] == 1


def test_during_a_lockdown_only_those_inside_resolve_and_a_key_opens_the_door():
    s = started(spaces=["storage", "phase1", "storage", "storage"])
    force_event(s, "thing_attack")
    assert s.d["players"][1]["event_done"] and not s.d["players"][0]["event_done"]
    seat = RULES.decision(s).seat
    pl = s.d["players"][seat]
    pl["hand"] = [c for c in pl["hand"] if c not in ("storage_key", "workshop_key", "spare_key")]
    s.changed()
    assert not any(a.kind == "move" and a["to"] == "phase1" for a in RULES.legal_actions(s))
    assert Action("move", to="workshop") in RULES.legal_actions(s)  # same location: still free to move
    pl["hand"].append("storage_key")
    s.changed()
    act(s, "move", to="phase1")
    assert pl["space"] == "phase1" and "storage_key" in pl["hand"]


def test_a_location_changes_once_a_turn():
    s = started()
    seat = RULES.decision(s).seat
    act(s, "move", to="phase1")
    assert not any(a.kind == "move" and a["to"] in ("storage", "workshop") for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction):
        act(s, "move", to="workshop")
    assert s.d["players"][seat]["actions"] == 4


def test_phase_2_deck_is_locked_in_phase_1_and_a_phase_search_gives_2_xp():
    s = started(spaces=["phase1"] * 4)
    seat = RULES.decision(s).seat
    assert not any(a.kind == "move" and a["to"] == "phase2" for a in RULES.legal_actions(s))
    s.d["decks"]["phase1"].append("door_damage")
    s.changed()
    act(s, "search", deck="phase1")
    assert s.d["players"][seat]["xp"] == 2 and s.d["door"] == 1 and s.d["players"][seat]["actions"] == 3


# -- utilities -----------------------------------------------------------------------------------------------
def test_the_boiler_explodes_on_its_third_strike_and_again_after_one_repair():
    s = started(spaces=["storage", "workshop", "phase1", "storage"])
    d = s.d
    ev: list = []
    for _ in range(3):
        harm.utility_strike(d, "boiler", ev)
    assert [d["players"][x]["strikes"] for x in range(4)] == [1, 1, 0, 1]
    harm.utility_strike(d, "boiler", ev)  # a fourth: no new penalty
    assert d["players"][0]["strikes"] == 1
    d["boiler"] = 2  # one repair from three
    harm.utility_strike(d, "boiler", ev)
    assert d["players"][0]["strikes"] == 2
    assert Action("gain_stamina") not in RULES.legal_actions(s)


def test_the_broken_door_makes_everyone_inside_vulnerable_and_lets_the_cold_in():
    s = started(spaces=["storage", "workshop", "phase1", "storage"])
    d = s.d
    ev: list = []
    for _ in range(3):
        harm.utility_strike(d, "door", ev)
    assert [len(d["players"][x]["vulnerable"]) for x in range(4)] == [1, 1, 0, 1]
    d["players"][0]["stamina"] = 3
    flow._temperature(s, ev)
    assert d["players"][0]["stamina"] == 2


def test_a_repair_earns_one_xp():
    s = started()
    s.d["boiler"] = 2
    seat = RULES.decision(s).seat
    s.changed()
    act(s, "repair", how="sure")
    assert s.d["boiler"] == 1 and s.d["players"][seat]["xp"] == 1 and s.d["players"][seat]["actions"] == 3


# -- Vulnerable cards and the infection ------------------------------------------------------------------------
def test_out_of_vulnerable_cards_a_strike_instead_but_a_thing_attack_gives_only_its_own():
    s = started()
    d = s.d
    d["vulnerable"] = []
    ev: list = []
    harm.vulnerable(d, 0, ev)
    assert d["players"][0]["strikes"] == 1
    d["roll"] = {"seat": 1, "vs": "attack", "need": 1, "dice": 0, "successes": 0, "source": "thing"}
    rolls.finish(s, False, ev)
    assert d["players"][1]["strikes"] == 1


def test_the_contaminated_card_makes_the_host():
    s = started()
    d = s.d
    d["vulnerable"] = [CLEAN, CONTAMINATED]
    ev: list = []
    harm.vulnerable(d, 2, ev)
    assert d["players"][2]["infected"] and d["players"][2]["vulnerable"] == [CONTAMINATED]
    seen = {x: RULES.redact(ev[0], x) for x in (None, 0, 2)}
    assert seen[2]["card"] == "contaminated" and "card" not in seen[0] and "card" not in seen[None]
    assert RULES.view(s, 2)["players"][2]["host"] and "infected" not in RULES.view(s, 0)["players"][2]


def test_a_food_round_without_canned_food_leaves_you_vulnerable_kinner_eats_a_snack():
    s = started()
    d = s.d
    kinner = seat_of(s, "kinner")
    d["players"][kinner]["unlocks"].append("unique")
    d["players"][kinner]["hand"] = ["snack"]
    d["players"][0]["hand"] = ["canned_food"]
    d["players"][seat_of(s, "copper")]["hand"] = ["snack"]
    d["frame"] = {"kind": "food", "seat": kinner}
    s.changed()
    assert Action("eat", card="snack") in RULES.legal_actions(s)
    copper = seat_of(s, "copper")
    d["frame"] = {"kind": "food", "seat": copper}
    s.changed()
    assert RULES.legal_actions(s) == [Action("go_hungry")]
    ev: list = []
    flow.eat(s, copper, None, ev)
    assert len(d["players"][copper]["vulnerable"]) == 1


def test_bunking_with_an_infected_player_who_shows_infected_infects():
    s, a, b = host_asks_to_bunk()
    d = s.d
    assert d["frame"] == {"kind": "bunk_consent", "seat": b, "asker": a}
    act(s, "accept")
    assert d["frame"]["kind"] == "clicker" and d["frame"]["seat"] == a
    events = act(s, "show", infected=True)
    assert d["players"][b]["infected"]
    clicker = next(e for e in events if e["type"] == "clicker")
    assert RULES.redact(clicker, b)["shown"] == "infected" and "shown" not in RULES.redact(clicker, 2)
    assert "shown" not in RULES.redact(clicker, None)


def test_a_human_can_only_show_clean():
    s = started()
    d = s.d
    d["players"][0]["vulnerable"] = [CLEAN]
    d["frame"] = {"kind": "clicker", "seat": 0, "to": 1, "why": "bunk"}
    s.changed()
    assert RULES.legal_actions(s) == [Action("show", infected=False)]


def test_sleeping_alone_draws_a_vulnerable_card():
    s = started()
    d = s.d
    d["sleep"], d["frame"] = {}, {"kind": "sleep", "seat": 0}
    s.changed()
    act(s, "sleep_alone")
    assert len(d["players"][0]["vulnerable"]) == 1


def test_an_unconscious_player_in_the_same_location_can_be_assaulted_and_the_strikes_land():
    """Rulebook: an Assault asks only that both are in the same location (not the same space); the rulebook
    spares no one unconscious. Each Success is a Strike: past the third they stay on the board, so a Revive
    needs that many more First Aid to wake them (the third wound is what keeps them down)."""
    s = started()
    d = s.d
    me = RULES.decision(s).seat
    victim = next(x for x in d["order"] if x != me)
    d["players"][victim].update(strikes=3, unconscious=True, space="workshop")  # inside, another space
    d["players"][me]["stamina"] = 5  # two natural dice
    s.changed()
    assert Action("assault", target=victim) in RULES.legal_actions(s)
    ev = act(s, "assault", target=victim)
    got = next(e for e in ev if e["type"] == "assault")["successes"]
    assert d["players"][victim]["strikes"] == 3 + got and d["players"][victim]["unconscious"]
    assert not any(e["type"] == "unconscious" for e in ev)  # already down: no second fall


def test_the_dead_and_the_other_location_are_never_assaulted():
    s = started()
    d = s.d
    me = RULES.decision(s).seat
    others = [x for x in d["order"] if x != me]
    d["players"][others[0]]["dead"] = True
    d["players"][others[1]].update(strikes=3, unconscious=True, space="phase1")  # outside: another location
    s.changed()
    targets = {a["target"] for a in RULES.legal_actions(s) if a.kind == "assault"}
    assert targets == set(others[2:])
