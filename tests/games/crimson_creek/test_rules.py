"""The rulebook's rules as named scenarios, run through the real engine."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.games.crimson_creek.flow import advance
from game.games.crimson_creek.rules import RULES

from .scenario import Table, standard_sleeves


def _kinds(legal, kind):
    return [a for a in legal if a.kind == kind]


def trigger_attack(t, by, icons):
    """End `by`'s turn with the next Attack card a triggering Hatchet; the Reveal deck shows `icons` first."""
    trig = t.d["attack"]["trigger"]
    t.stack_attack(["hatchet", "calm"], hatchets_drawn=trig - 1)
    t.stack_reveal(list(icons) + [i for i in t.d["reveal_deck"] if i not in icons])
    t.start_turn(by)
    return t.act("end_turn")


def board(chars=("jock", "geek", "cheerleader", "goth"), **kw):
    t = Table(chars=chars, **kw)
    sl, lair = standard_sleeves()
    t.set_sleeves(sl, lair)
    return t


# ------------------------------------------------------------------------------------------------ Run
def test_swap_with_a_player_on_an_adjacent_location():
    t = board()
    t.place("jock", "woods")
    t.place("geek", "cabin")
    t.place("preppy", "lake")  # a supporting character next door
    t.start_turn("jock")
    legal = t.legal()
    assert Action("swap", seat=t.seat("geek")) in legal
    assert all(a["seat"] != t.seat("cheerleader") for a in _kinds(legal, "swap"))
    t.act("swap", seat=t.seat("geek"))
    assert (t.loc("jock"), t.loc("geek")) == ("cabin", "woods")
    assert t.d["exposure"] == 1


def test_swap_never_with_a_supporting_character():
    t = board()
    t.place("jock", "woods")
    t.place("preppy", "lake")
    t.start_turn("jock")
    assert _kinds(t.legal(), "swap") == []  # swap names a seat: supporting characters have none


def test_no_swapping_back_with_a_player_whose_last_turn_was_swapping_with_you():
    t = board()
    t.place("jock", "woods")
    t.place("geek", "cabin")
    t.start_turn("jock")
    t.act("swap", seat=t.seat("geek"))
    t.start_turn("geek")
    assert Action("swap", seat=t.seat("jock")) not in t.legal()
    t.start_turn("jock")  # the Jock's next turn: the lock is gone
    t.start_turn("geek")
    assert Action("swap", seat=t.seat("jock")) in t.legal()


def test_swap_needs_room_at_the_other_location():
    """Audit defect: a swap is with a player on an *available* adjacent location (with room)."""
    t = board()
    t.place("jock", "woods")
    t.place("geek", "cabin")
    t.place("preppy", "cabin")  # the Cabin is full: two characters
    t.start_turn("jock")
    assert Action("swap", seat=t.seat("geek")) not in t.legal()
    with pytest.raises(IllegalAction):
        t.act("swap", seat=t.seat("geek"))
    t.place("preppy", "lake")  # room again
    t.start_turn("jock")
    assert Action("swap", seat=t.seat("geek")) in t.legal()


def test_a_chase_swap_keeps_the_swap_back_lock_of_the_last_turn():
    """Audit defect: a chase swap used to replace the lock of the swapper's turn swap."""
    t = board(chars=("jock", "goth", "geek"))  # seats 0, 1, 2: after the Goth's attack the Geek plays
    t.place("jock", "campfire")
    t.place("geek", "barn")
    t.place("goth", "cabin")
    t.start_turn("jock")
    t.act("swap", seat=t.seat("geek"))  # the Jock's turn: Jock to the Barn, Geek to the Campfire
    assert (t.loc("jock"), t.loc("geek")) == ("barn", "campfire")
    trig = t.d["attack"]["trigger"]
    t.stack_attack(["hatchet", "calm"], hatchets_drawn=trig - 1)
    t.stack_reveal(["camera"] + [i for i in t.d["reveal_deck"] if i != "camera"])
    t.start_turn("goth")
    t.act("end_turn")  # the Goth triggers an attack on the Camera location (the Lake): nobody there
    while t.decision().kind == "chase":
        if t.decision().seat == t.seat("jock"):
            t.act("swap", seat=t.seat("goth"))  # Jock to the Cabin, Goth to the Barn
        else:
            t.act("stay")
    assert (t.loc("jock"), t.loc("goth"), t.loc("geek")) == ("cabin", "barn", "campfire")
    assert t.decision().kind == "turn" and t.decision().seat == t.seat("geek")  # the Cabin is next to the Campfire, but the Jock's last turn swapped with the Geek
    assert Action("swap", seat=t.seat("jock")) not in t.legal()
    t.start_turn("goth")  # the chase swap locks too (designed)
    assert Action("swap", seat=t.seat("jock")) not in t.legal()
    t.start_turn("jock")  # the Jock's next turn: both locks end
    t.start_turn("geek")
    assert Action("swap", seat=t.seat("jock")) in t.legal()


def test_no_swap_with_a_player_holding_the_hiding_place_for_their_location():
    t = board()
    t.place("jock", "woods")
    t.place("geek", "cabin")
    t.d["players"][t.seat("geek")]["tile"] = "bed"  # the Bed is for the Cabin and the Barn
    t.d["tiles"]["bed"]["holder"] = t.seat("geek")
    t.start_turn("jock")
    assert Action("swap", seat=t.seat("geek")) not in t.legal()
    # A hiding place for another location does not protect.
    t.d["players"][t.seat("geek")]["tile"] = "boat"
    t.d["tiles"]["bed"]["holder"] = None
    t.d["tiles"]["boat"]["holder"] = t.seat("geek")
    t.start_turn("jock")
    assert Action("swap", seat=t.seat("geek")) in t.legal()


def test_at_most_two_characters_on_a_location():
    t = board()
    t.place("geek", "cabin")
    t.place("cheerleader", "cabin")
    t.place("goth", "woods")
    t.place("preppy", "woods")
    t.place("jock", "highway")
    t.start_turn("goth")
    legal = t.legal()
    assert Action("move", to="cabin") not in legal
    assert Action("push", char="preppy", to="cabin") not in legal
    assert Action("push", char="preppy", to="lake") in legal
    # Pulling needs space where you stand.
    t.start_turn("geek")
    assert _kinds(t.legal(), "pull") == []
    # The Jock cannot run through a full location, and not into one.
    t.start_turn("jock")
    moves = {a["to"] for a in _kinds(t.legal(), "move")}
    assert moves == {"cemetery", "campfire"}  # not the full Woods, nor the Lake beyond it, nor the full Cabin


def test_each_action_type_once_per_turn_and_two_actions_end_the_turn():
    t = board()
    t.place("goth", "cemetery")
    t.start_turn("goth")
    t.act("peek", icon="flashlight")
    assert _kinds(t.legal(), "peek") == []
    t.act("search")
    assert t.decision().seat != t.seat("goth") or t.decision().kind != "turn"


# ------------------------------------------------------------------------------------------------ Peek
def test_peek_uses_the_icon_of_your_location_and_is_private():
    t = board()
    t.place("goth", "barn")
    t.start_turn("goth")
    assert [a["icon"] for a in _kinds(t.legal(), "peek")] == ["window"]
    events = t.act("peek", icon="window")
    peek = [e for e in events if e["type"] == "peek"][0]
    assert RULES.redact(peek, t.seat("goth"))["location"] == "barn"
    assert "location" not in RULES.redact(peek, t.seat("jock"))
    assert "location" not in RULES.redact(peek, None)


def test_the_center_location_peeks_any_sleeve_twice_per_act_even_an_attacked_ones():
    t = board()
    t.place("cheerleader", "cabin")
    t.d["flipped"].append("highway")  # the Binoculars location is gone; its sleeve is still there
    t.start_turn("cheerleader")
    icons = {a["icon"] for a in _kinds(t.legal(), "peek")}
    assert icons == set(t.d["sleeves"])
    t.act("peek", icon="binoculars")
    assert t.d["center_peeks"] == 1
    t.start_turn("cheerleader")
    t.act("peek", icon="camera")
    assert t.d["center_peeks"] == 0
    t.start_turn("cheerleader")
    assert _kinds(t.legal(), "peek") == []


def test_the_center_peek_counter_is_shared_by_everyone():
    t = board()
    t.place("cheerleader", "cabin")
    t.place("goth", "cabin")
    t.start_turn("cheerleader")
    t.act("peek", icon="window")
    t.start_turn("goth")
    t.act("peek", icon="lantern")
    t.start_turn("cheerleader")
    assert _kinds(t.legal(), "peek") == []


# ------------------------------------------------------------------------------------------------ Abilities
def test_jock_runs_across_two_locations_as_one_action():
    t = board()
    t.place("jock", "highway")
    t.start_turn("jock")
    assert Action("move", to="lake") in t.legal()  # highway - woods - lake
    t.act("move", to="lake")
    assert t.loc("jock") == "lake"
    assert t.d["exposure"] == 1


def test_geek_peeks_through_an_adjacent_locations_icon_but_not_the_center():
    t = board()
    t.place("geek", "woods")
    t.start_turn("geek")
    icons = {a["icon"] for a in _kinds(t.legal(), "peek")}
    assert icons == {"treetop", "binoculars", "camera"}  # own, Highway, Lake; the Cabin has no icon


def test_geek_cannot_peek_through_a_full_adjacent_location():
    t = board()
    t.place("geek", "woods")
    t.place("goth", "lake")
    t.place("preppy", "lake")
    t.start_turn("geek")
    assert "camera" not in {a["icon"] for a in _kinds(t.legal(), "peek")}


def test_geek_on_the_cabin_peeks_only_within_the_cabins_two_peeks_per_act():
    """Audit defect: the Geek on the Cabin (no peeking icon) peeked past its two peeks per Act. His ability
    does not work from a location without a peeking icon, so every peek from there counts."""
    t = board()
    t.place("geek", "cabin")
    seen = []
    for _ in range(5):
        t.start_turn("geek")
        peeks = _kinds(t.legal(), "peek")
        if not peeks:
            break
        icon = next(a["icon"] for a in peeks if a["icon"] not in seen)
        t.act("peek", icon=icon)
        seen.append(icon)
    assert len(seen) == 2 and t.d["center_peeks"] == 0
    t.start_turn("geek")
    assert _kinds(t.legal(), "peek") == []  # not even through the adjacent Woods, Barn, Campfire, Cemetery
    with pytest.raises(IllegalAction):
        t.act("peek", icon="treetop")


def test_cheerleader_calms_a_scared_character_and_herself():
    t = board()
    t.place("cheerleader", "barn", scared=True)
    t.place("goth", "barn", scared=True)
    t.start_turn("cheerleader")
    t.act("calm", char="goth")
    assert not t.scared("goth") and not t.scared("cheerleader")
    assert t.d["exposure"] == 0  # an Ability is not an exposure action


def test_nobody_else_can_calm():
    t = board()
    t.place("goth", "barn", scared=True)
    t.place("jock", "barn", scared=True)
    t.start_turn("jock")
    assert _kinds(t.legal(), "calm") == []


def test_preppy_shares_with_a_player_on_an_adjacent_location():
    t = board(chars=("preppy", "goth"))
    t.place("preppy", "cabin")
    t.place("goth", "woods")
    t.start_turn("preppy")
    assert Action("share", seat=t.seat("goth")) in t.legal()
    t.start_turn("goth")
    assert _kinds(t.legal(), "share") == []  # the Goth must stand on the same location


def test_share_is_a_structured_claim_delivered_privately_and_may_be_false():
    t = board(chars=("preppy", "goth", "jock"))
    t.place("preppy", "cabin")
    t.place("goth", "cabin")
    t.place("jock", "highway")
    t.d["players"][t.seat("preppy")]["knows"]["peeks"]["window"] = "barn"
    t.start_turn("preppy")
    t.act("share", seat=t.seat("goth"))
    assert t.decision().kind == "claim" and t.decision().seat == t.seat("preppy")
    t.act("claim_all_true")
    t.act("claim_toggle", item="glasses")  # a lie: she has seen no clue
    events = t.act("claim_send")
    claim = [e for e in events if e["type"] == "claim"][0]
    assert RULES.redact(claim, t.seat("goth"))["claim"] == {"from": t.seat("preppy"), "act": 1, "locs": ["barn"],
                                                            "clues": ["glasses"]}
    assert "claim" not in RULES.redact(claim, t.seat("jock"))
    # The partner answers with its own claim (here: nothing), then exposure moves once.
    assert t.decision().seat == t.seat("goth")
    t.act("claim_send")
    assert t.d["players"][t.seat("preppy")]["knows"]["claims"][-1]["locs"] == []
    assert t.d["exposure"] == 1
    view = RULES.view(t.state, t.seat("goth"))
    assert view["claims"][0]["clues"] == ["glasses"]


# ------------------------------------------------------------------------------------------------ Exposure
def test_exposure_actions_move_the_marker_and_others_do_not():
    t = board()
    t.place("goth", "cemetery")
    t.start_turn("goth")
    t.act("search")
    t.act("hide", tile="truck")
    assert t.d["exposure"] == 0
    t.start_turn("goth")
    t.act("peek", icon="flashlight")
    t.act("move", to="cabin")
    assert t.d["exposure"] == 2


def test_a_red_square_draws_an_extra_attack_card_after_the_action():
    t = board()
    t.place("goth", "cemetery")
    t.d["exposure"] = 4  # space 5 is red on both sides
    t.stack_attack(["calm", "hatchet", "hatchet", "calm"])
    t.start_turn("goth")
    events = t.act("peek", icon="flashlight")
    draws = [e for e in events if e["type"] == "attack_card"]
    assert len(draws) == 1 and draws[0]["extra"] and draws[0]["card"] == "calm"
    assert [e["type"] for e in events].index("peek") < [e["type"] for e in events].index("attack_card")
    events = t.act("move", to="cabin")  # space 6: no risk
    assert [e for e in events if e["type"] == "attack_card" and e["extra"]] == []


def test_a_red_square_hatchet_that_triggers_ends_the_turn_at_once():
    t = board()
    t.place("goth", "cemetery")
    t.d["exposure"] = 4
    trig = t.d["attack"]["trigger"]
    t.stack_attack(["hatchet", "calm"], hatchets_drawn=trig - 1)
    t.start_turn("goth")
    t.act("peek", icon="flashlight")
    assert t.decision().kind == "chase"


def test_the_act_2_and_3_track_is_the_printed_one():
    from game.games.crimson_creek.content import load_content
    ex = load_content().exposure["act23"]
    assert ex["spaces"] == 42
    assert sorted(ex["red"]) == [5, 7, 9, 10, 12, 13, 15, 16, 18, 20, 21, 23, 24, 26, 27, 28, 30, 31, 32, 35, 36,
                                 39, 42]


# ------------------------------------------------------------------------------------------------ Attack deck
@pytest.mark.parametrize("survivors,calm,hatchets,trigger", [
    (1, 2, 3, 2), (2, 2, 2, 2), (3, 2, 3, 2), (4, 3, 3, 3), (5, 4, 3, 3), (6, 5, 3, 3)])
def test_the_attack_deck_for_each_number_of_survivors(survivors, calm, hatchets, trigger):
    state = RULES.new_game(3, survivors, {"characters": "random"})
    a = state.d["attack"]
    assert (a["calm"], a["hatchets"], a["trigger"]) == (calm, hatchets, trigger)
    assert sorted(a["deck"]) == sorted(["calm"] * calm + ["hatchet"] * hatchets)


def test_three_survivors_can_use_the_page_9_trigger_as_an_option():
    state = RULES.new_game(3, 3, {"characters": "random", "three_survivor_trigger": 3})
    assert state.d["attack"]["trigger"] == 3


def test_supporting_characters_do_not_count_for_the_attack_deck():
    state = RULES.new_game(3, 2, {"characters": "random"})
    assert sum(1 for c in state.d["chars"].values() if c["on_board"]) == 6
    assert state.d["attack"]["survivors"] == 2


def test_an_attack_adds_a_hatchet_and_reshuffles_everything():
    t = board()
    t.place("goth", "cemetery")
    t.place("jock", "highway")
    t.d["attack"]["discard"] = ["calm"]
    t.stack_attack(["hatchet", "calm", "calm"], hatchets_drawn=2)
    t.d["attack"]["discard"] = ["calm"]
    t.stack_reveal(["window"])
    t.start_turn("goth")
    t.act("end_turn")
    t.chase_all_stay()
    a = t.d["attack"]
    assert a["hatchets"] == 4 and a["hatchets_drawn"] == [] and a["discard"] == []
    assert sorted(a["deck"]) == ["calm"] * 3 + ["hatchet"] * 4
    assert t.d["attacks"] == 1 and t.d["scene"] == 2


# ------------------------------------------------------------------------------------------------ Attacks
def test_the_trigger_player_draws_a_reveal_card_and_chase_runs_counter_clockwise():
    t = board()
    for cid, loc in (("jock", "highway"), ("geek", "woods"), ("cheerleader", "cabin"), ("goth", "lake")):
        t.place(cid, loc)
    events = trigger_attack(t, "cheerleader", ["window"])
    assert [e for e in events if e["type"] == "reveal_card"][0]["icon"] == "window"
    order = []
    while t.decision().kind == "chase":
        order.append(t.decision().seat)
        t.act("stay")
    c = t.seat("cheerleader")
    assert order == [c, (c - 1) % 4, (c - 2) % 4, (c - 3) % 4]


def test_the_attacked_location_kills_its_occupants_and_is_flipped():
    t = board()
    t.place("goth", "barn")
    t.place("preppy", "barn")
    t.place("jock", "cabin")
    trigger_attack(t, "jock", ["window"])
    t.chase_all_stay()
    assert not t.alive("goth") and not t.alive("preppy") and t.alive("jock")
    assert "barn" in t.d["flipped"] and t.d["revealed"]["window"] == "barn"
    t.start_turn("jock")
    assert Action("move", to="barn") not in t.legal()


@pytest.mark.parametrize("char", ["jock", "geek", "cheerleader", "goth", "preppy", "punk"])
def test_who_becomes_scared_when_chased(char):
    other = "geek" if char != "geek" else "jock"
    t = board(chars=(char, other))
    t.place(char, "barn")
    t.place(other, "highway")
    trigger_attack(t, other, ["camera"])
    assert t.decision().kind == "chase" and t.decision().seat == t.seat(other)
    t.act("stay")
    t.act("move", to="cabin")
    assert t.scared(char) == (char != "goth")


def test_a_chase_swap_scares_the_one_who_swaps_not_the_one_swapped():
    t = board(chars=("jock", "geek"))
    t.place("jock", "barn")
    t.place("geek", "cabin")
    trigger_attack(t, "geek", ["camera"])
    t.act("stay")  # the Geek, trigger player, first
    t.act("swap", seat=t.seat("geek"))
    assert t.scared("jock") and not t.scared("geek")
    assert (t.loc("jock"), t.loc("geek")) == ("cabin", "barn")


def test_no_hiding_place_can_be_taken_during_an_attack():
    t = board(chars=("jock", "geek"))
    t.place("jock", "barn")
    t.place("geek", "cabin")
    trigger_attack(t, "geek", ["camera"])
    assert _kinds(t.legal(), "hide") == []
    with pytest.raises(IllegalAction):
        t.act("hide", tile="bed")


def test_supporting_characters_are_never_chased():
    t = board(chars=("jock", "geek"))
    t.place("jock", "barn")
    t.place("geek", "cabin")
    t.place("preppy", "lake")
    trigger_attack(t, "geek", ["camera"])
    seats = []
    while t.decision().kind == "chase":
        seats.append(t.decision().seat)
        t.act("stay")
    assert sorted(seats) == [0, 1]
    assert not t.alive("preppy")


# ------------------------------------------------------------------------------------------------ Hiding
def _give(t, cid, tile):
    seat = t.seat(cid)
    t.d["players"][seat]["tile"] = tile
    t.d["tiles"][tile].update(holder=seat, locked=False)


def test_hiding_then_moving_to_an_adjacent_location():
    t = board()
    t.place("jock", "lake")
    t.place("preppy", "lake")  # a calm supporting character hides with him
    t.place("goth", "cabin")
    _give(t, "jock", "boat")
    trigger_attack(t, "goth", ["camera"])
    t.chase_all_stay()
    # The holder moves first, to an adjacent available location of his choice...
    assert t.decision().kind == "hide_move" and t.decision().seat == t.seat("jock")
    assert {a["to"] for a in t.legal()} == {"woods", "barn"}
    assert all(a["char"] == "jock" for a in t.legal())
    t.act("place", char="jock", to="woods")
    # ...then places the supporting character who hid with him.
    assert t.decision().seat == t.seat("jock") and t.legal()[0]["char"] == "preppy"
    t.act("place", char="preppy", to="barn")
    assert t.alive("jock") and t.alive("preppy")
    assert t.scared("jock") and t.scared("preppy")
    assert t.d["tiles"]["boat"]["used"] and t.d["players"][t.seat("jock")]["tile"] is None
    t.start_turn("goth")
    assert Action("hide", tile="boat") not in t.legal()  # used for the rest of the Act


def test_a_scared_character_cannot_hide_but_may_hold_a_hiding_place():
    t = board()
    t.place("jock", "lake", scared=True)
    t.place("goth", "cabin")
    t.start_turn("jock")
    t.act("hide", tile="boat")
    trigger_attack(t, "goth", ["camera"])
    t.chase_all_stay()
    assert not t.alive("jock")
    assert not t.d["tiles"]["boat"]["used"]


def test_scared_characters_at_the_location_do_not_hide_with_the_holder():
    t = board()
    t.place("jock", "lake")
    t.place("geek", "lake", scared=True)
    t.place("goth", "cabin")
    _give(t, "jock", "boat")
    trigger_attack(t, "goth", ["camera"])
    t.chase_all_stay()
    assert not t.alive("geek")
    t.act("place", char="jock", to="woods")
    assert t.alive("jock")


def test_a_hiding_place_only_works_at_its_own_locations():
    t = board()
    t.place("jock", "highway")
    t.place("goth", "cabin")
    _give(t, "jock", "boat")
    trigger_attack(t, "goth", ["binoculars"])
    t.chase_all_stay()
    assert not t.alive("jock")


def test_hiding_with_no_space_to_run_to_means_death():
    t = board(chars=("jock", "geek", "cheerleader", "goth", "preppy"))
    t.place("jock", "lake")
    t.place("punk", "lake")  # supporting
    for cid, loc in (("geek", "woods"), ("cheerleader", "woods"), ("goth", "barn"), ("preppy", "barn")):
        t.place(cid, loc)
    _give(t, "jock", "boat")
    trigger_attack(t, "goth", ["camera"])
    t.chase_all_stay()
    assert not t.alive("jock") and not t.alive("punk")


def test_one_space_after_hiding_kills_the_supporting_character():
    t = board(chars=("jock", "geek", "cheerleader", "goth"))
    t.place("jock", "lake")
    t.place("punk", "lake")
    t.place("geek", "woods")
    t.place("cheerleader", "woods")
    t.place("goth", "barn")
    _give(t, "jock", "boat")
    trigger_attack(t, "goth", ["camera"])
    t.chase_all_stay()
    t.act("place", char="jock", to="barn")
    assert t.alive("jock") and not t.alive("punk")


def test_punk_is_not_scared_after_hiding_and_goth_is():
    for char, scared in (("punk", False), ("goth", True)):
        t = board(chars=(char, "jock"))
        t.place(char, "lake")
        t.place("jock", "cabin")
        _give(t, char, "boat")
        trigger_attack(t, "jock", ["camera"])
        t.chase_all_stay()
        t.act("place", char=char, to="woods")
        assert t.scared(char) == scared, char


def test_taking_a_hiding_place_from_another_player_unless_they_just_grabbed_it():
    t = board(chars=("jock", "geek"))
    t.place("jock", "lake")
    t.place("geek", "woods")
    t.start_turn("jock")
    t.act("hide", tile="boat")
    t.start_turn("geek")
    assert Action("hide", tile="boat") not in t.legal()  # "Do Not Grab"
    t.start_turn("jock")  # his turn comes round: the tile flips over
    t.act("hide", tile="bed")  # he swaps it for another one: the Boat goes back
    assert t.d["tiles"]["boat"]["holder"] is None and t.d["tiles"]["bed"]["holder"] == t.seat("jock")
    t.start_turn("jock")
    t.start_turn("geek")
    t.act("hide", tile="bed")
    assert t.d["players"][t.seat("jock")]["tile"] is None


# ------------------------------------------------------------------------------------------------ Third attack
@pytest.mark.parametrize("level,count", [("beginner", 1), ("standard", 2), ("advanced", 4)])
def test_the_third_attack_draws_reveal_cards_by_difficulty(level, count):
    t = board(chars=("jock", "geek"), options={"variant": level})
    t.place("jock", "cabin")
    t.place("geek", "cabin")
    t.d["attacks"] = 2
    t.d["revealed"] = {"binoculars": "highway", "camera": "lake"}
    t.d["flipped"] = ["highway", "lake"]
    t.d["reveal_deck"] = ["window", "lantern", "flashlight", "treetop"]
    t.d["attack"]["hatchets"] = 5
    t.d["attack"]["deck"] = ["calm"] * 2 + ["hatchet"] * 4
    t.stack_attack(["hatchet"] + ["calm"] * 2 + ["hatchet"] * 3, hatchets_drawn=1)
    t.start_turn("jock")
    events = t.act("end_turn")
    rev = [e for e in events if e["type"] == "reveal_card"][0]
    assert rev["face_down"] == count - 1
    assert len(RULES.view(t.state, 0)["attack"] and [1]) == 1
    events = []
    while t.decision().kind == "chase":
        events += t.act("stay")
    hit = [e for e in events if e["type"] == "attack_revealed"][0]
    assert len(hit["locations"]) == count  # all attacked at once
    assert t.d["act"] == 2  # the Lair was revealed and the next Act began


def test_hiding_through_the_third_attack_starts_the_next_act_scared_on_the_same_icon():
    t = board(chars=("jock", "geek"), options={"variant": "beginner"})
    t.place("jock", "lake")
    t.place("geek", "cabin")
    _give(t, "jock", "boat")
    t.d["attacks"] = 2
    t.d["revealed"] = {"binoculars": "highway", "window": "barn"}
    t.d["flipped"] = ["highway", "barn"]
    t.d["reveal_deck"] = ["lantern", "flashlight", "treetop", "camera"]
    t.d["attack"].update(hatchets=5, deck=["calm"] * 2 + ["hatchet"] * 4)
    t.stack_attack(["hatchet"] + ["calm"] * 2 + ["hatchet"] * 3, hatchets_drawn=1)
    t.stack_reveal(["camera", "lantern", "flashlight", "treetop"])
    t.start_turn("geek")
    t.act("end_turn")
    t.chase_all_stay()
    assert t.d["act"] == 2
    assert t.loc("jock") == "lake" and t.scared("jock") and t.alive("jock")
    assert not t.scared("geek")


# ------------------------------------------------------------------------------------------------ Declaring
def test_declaring_the_lair_right_ends_the_act_and_grants_a_clue():
    t = board(chars=("jock", "geek"))
    t.place("jock", "cabin")
    t.place("geek", "woods")
    t.start_turn("jock")
    events = t.act("declare")
    assert [e for e in events if e["type"] == "declare"][0]["right"]
    assert t.decision().kind == "clue_pick" and t.decision().seat == t.seat("jock")
    events = t.act("clue_pick", sleeve=1)
    assert t.d["players"][t.seat("jock")]["knows"]["clues"] == {"1": t.d["clue_sleeves"][1]}
    assert t.d["act"] == 2
    assert t.decision().kind == "turn" and t.decision().seat == t.seat("geek")  # the next player begins


def test_declaring_the_wrong_lair_kills():
    t = board(chars=("jock", "geek", "goth"))
    t.place("jock", "barn")
    t.place("geek", "woods")
    t.place("goth", "lake")
    t.start_turn("jock")
    events = t.act("declare")
    assert not [e for e in events if e["type"] == "declare"][0]["right"]
    assert not t.alive("jock")
    assert t.d["players"][t.seat("jock")]["out"] == "declared"
    assert t.decision().seat == t.seat("geek") and t.d["act"] == 1


# ------------------------------------------------------------------------------------------------ Acts
def _finish_act(t):
    t.d["ops"] = [{"op": "end_act", "after": 0}]
    t.d["stack"].clear()
    advance(t.state, [])


def test_act_2_removes_the_highway_and_adds_the_caretaker_and_gravedigger():
    t = board(chars=("jock", "geek"))
    t.place("jock", "highway", scared=True)
    t.place("geek", "barn", scared=True)
    t.d["exposure"] = 17
    _finish_act(t)
    assert t.d["act"] == 2
    assert "highway" not in t.d["act_locs"] and "binoculars" not in t.d["sleeves"]
    assert "binoculars" not in t.d["reveal_deck"] and len(t.d["reveal_deck"]) == 5
    assert t.d["exposure"] == 0 and t.d["exposure_side"] == "act23"
    # The Jock's location is gone: he chooses where to start.
    assert t.decision().kind == "relocate" and t.decision().seat == t.seat("jock")
    t.act("place", char="jock", to="cemetery")
    assert t.loc("geek") == "barn" and not t.scared("geek")
    assert t.d["chars"]["caretaker"]["on_board"] and t.d["chars"]["gravedigger"]["on_board"]
    assert t.d["chars"]["caretaker"]["loc"] == "cabin"  # the Center location first


def test_act_3_removes_the_barn_keeps_the_exposure_and_adds_the_deputy():
    t = board(chars=("jock", "geek"))
    t.place("jock", "cabin")
    t.place("geek", "woods")
    _finish_act(t)
    t.d["exposure"] = 11
    _finish_act(t)
    assert t.d["act"] == 3 and t.d["exposure"] == 11
    assert "barn" not in t.d["act_locs"] and "window" not in t.d["sleeves"]
    assert t.d["chars"]["deputy"]["on_board"]


def test_supporting_characters_are_placed_in_peeking_icon_order():
    state = RULES.new_game(11, 1, {"characters": "random"})
    d = state.d
    unchosen = [c for c in ("jock", "geek", "cheerleader", "goth", "preppy", "punk") if d["chars"][c]["seat"] is None]
    order = ["cabin", "woods", "barn", "campfire", "cemetery", "highway", "lake"]
    locs = [d["chars"][c]["loc"] for c in unchosen]
    assert len(unchosen) == 5
    positions = [order.index(x) for x in locs]
    assert positions == sorted(positions) or len(set(locs)) == 5


def test_the_opening_scene_names_players():
    state = RULES.new_game(5, 3, {"characters": "random"})
    opening = [e for e in state.d["opening_events"] if e["type"] == "opening_scene"][0]
    assert f"Player {opening['first_seat'] + 1}" in opening["text"]
    assert f"Player {opening['second_seat'] + 1}" in opening["text"]
    assert opening["first_seat"] != opening["second_seat"]


def test_starting_locations_come_from_three_klein_location_cards():
    state = RULES.new_game(5, 6, {"characters": "random"})
    d = state.d
    start = [e for e in state.d["opening_events"] if e["type"] == "start_cards"][0]["locations"]
    assert d["chars"]["cheerleader"]["loc"] == d["chars"]["jock"]["loc"] == start[0]
    assert d["chars"]["goth"]["loc"] == d["chars"]["punk"]["loc"] == start[1]
    assert d["chars"]["geek"]["loc"] == d["chars"]["preppy"]["loc"] == start[2]


def test_six_players_always_have_a_traitor():
    for seed in range(20):
        state = RULES.new_game(seed, 6, {"characters": "random"})
        assert state.d["chars"][state.d["possessed"]]["seat"] is not None


# ------------------------------------------------------------------------------------------------ Endgame
def _endgame(t, possessed_clues, survivors):
    t.d["clue_sleeves"] = list(possessed_clues)
    from game.games.crimson_creek.content import possessed_of
    t.d["possessed"] = possessed_of(*possessed_clues)
    t.d["act"] = 3
    for cid in survivors:
        t.place(cid, "cabin" if survivors.index(cid) < 2 else "woods")
    for p in t.d["players"]:
        if t.d["chars"][p["char"]]["loc"] is None:
            p["alive"] = False
            t.d["chars"][p["char"]]["alive"] = False
    t.d["stack"].clear()
    t.d["ops"] = [{"op": "end_act", "after": 0}]
    advance(t.state, [])


def _accuse(t, choices):
    while t.decision().kind == "accuse":
        t.act("accuse", char=choices[t.d["players"][t.decision().seat]["char"]])
    return RULES.result(t.state)


def test_endgame_without_a_traitor_those_who_name_the_killer_win():
    t = board(chars=("jock", "geek", "goth"))
    _endgame(t, ("glasses", "blonde"), ["jock", "geek", "goth"])  # the Preppy: not played
    res = _accuse(t, {"jock": "preppy", "geek": "preppy", "goth": "punk"})
    assert res["winners"] == sorted([t.seat("jock"), t.seat("geek")]) and res["reason"] == "dawn"


def test_accusations_stay_hidden_until_everyone_has_chosen():
    t = board(chars=("jock", "geek"))
    _endgame(t, ("glasses", "blonde"), ["jock", "geek"])
    first = t.decision().seat
    events = t.act("accuse", char="preppy")
    other = 1 - first
    assert "char" not in RULES.redact(events[0], other)
    assert RULES.view(t.state, other)["accusations"] == {}
    assert RULES.view(t.state, first)["accusations"] == {str(first): "preppy"}


def test_endgame_with_a_traitor_innocents_who_name_him_win_and_he_loses():
    t = board(chars=("jock", "geek", "goth"))
    _endgame(t, ("blonde", "jacket"), ["jock", "geek", "goth"])  # the Jock is possessed
    res = _accuse(t, {"jock": "jock", "geek": "jock", "goth": "punk"})
    assert res["winners"] == [t.seat("geek")]


def test_the_traitor_wins_when_he_misled_everyone_and_names_himself():
    t = board(chars=("jock", "geek", "goth"))
    _endgame(t, ("blonde", "jacket"), ["jock", "geek", "goth"])
    res = _accuse(t, {"jock": "jock", "geek": "punk", "goth": "punk"})
    assert res["winners"] == [t.seat("jock")] and res["reason"] == "traitor"


def test_the_traitor_who_does_not_name_himself_loses():
    t = board(chars=("jock", "geek"))
    _endgame(t, ("blonde", "jacket"), ["jock", "geek"])
    res = _accuse(t, {"jock": "punk", "geek": "punk"})
    assert res["winners"] == []


def test_a_sole_survivor_at_any_moment_must_name_the_killer():
    t = board(chars=("jock", "geek", "goth"))
    t.d["clue_sleeves"], t.d["possessed"] = ["glasses", "jacket"], "geek"
    t.place("jock", "barn")
    t.place("geek", "cabin")
    t.place("goth", "woods")
    t.start_turn("jock")
    t.act("declare")  # wrong: two left
    t.d["chars"]["goth"]["loc"] = "barn"
    t.d["stack"].clear()
    t.d["ops"] = [{"op": "turn", "seat": t.seat("goth")}]
    advance(t.state, [])
    t.act("declare")  # wrong again: the Geek is alone
    assert t.decision().kind == "accuse" and t.decision().seat == t.seat("geek")
    t.act("accuse", char="geek")
    res = RULES.result(t.state)
    assert res["winners"] == [t.seat("geek")] and res["reason"] == "sole survivor"


def test_a_sole_survivor_naming_the_wrong_character_is_eliminated():
    t = board(chars=("jock", "geek"))
    t.d["clue_sleeves"], t.d["possessed"] = ["glasses", "jacket"], "geek"
    t.place("jock", "barn")
    t.place("geek", "cabin")
    t.start_turn("jock")
    t.act("declare")
    t.act("accuse", char="punk")
    res = RULES.result(t.state)
    assert res["winners"] == [] and not t.alive("geek")


def test_solo_play_runs_to_dawn():
    t = board(chars=("goth",))
    _endgame(t, ("glasses", "boots"), ["goth"])  # the solo player is possessed
    res = _accuse(t, {"goth": "goth"})
    assert res["winners"] == [0]


# ------------------------------------------------------------------------------------------------ Takeover
def test_an_eliminated_player_may_take_over_a_supporting_character():
    t = board(chars=("jock", "geek", "goth"), options={"takeover": True})
    t.place("jock", "barn")
    t.place("geek", "cabin")
    t.place("goth", "woods")
    t.place("punk", "highway")
    trigger_attack(t, "geek", ["window"])
    t.chase_all_stay()
    assert t.decision().kind == "takeover" and t.decision().seat == t.seat("jock")
    assert Action("takeover", char="punk") in t.legal()
    seat = t.seat("jock")
    t.act("takeover", char="punk")
    assert t.d["players"][seat]["alive"] and t.d["players"][seat]["char"] == "punk"


def test_no_takeover_after_a_wrong_declaration():
    t = board(chars=("jock", "geek", "goth"), options={"takeover": True})
    t.place("jock", "barn")
    t.place("geek", "cabin")
    t.place("goth", "woods")
    t.place("punk", "highway")
    t.start_turn("jock")
    t.act("declare")
    assert t.decision().kind == "turn"
