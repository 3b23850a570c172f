"""The rules' mechanics, one named test each, laid out exactly with the scenario Table.

After an action resolves the engine runs on into the next camp's turn (with its own roll), so
effects are read from the events before the next "turn" event.
"""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.games.zombie.content import load_content
from game.games.zombie.rules import RULES

from .scenario import Table


# -- helpers ------------------------------------------------------------------------------------------
def this_turn(events):
    """The events before the next turn starts."""
    for i, e in enumerate(events):
        if e["type"] == "turn":
            return events[:i]
    return events


def killed(events, camp):
    return sum(e["n"] for e in this_turn(events) if e["type"] == "survivors_killed" and e["camp"] == camp)


def of_type(events, kind):
    return [e for e in events if e["type"] == kind]


def settle(t, events):
    """Let every seat still asked about the chain pass, and return all the events."""
    events = list(events)
    while RULES.decision(t.state).kind == "react":
        events += t.act(Action("no_reaction"), seat=t.seat())
    return events


def decision(t):
    return RULES.decision(t.state)


def make_undead(t, c):
    """Camp c has fallen earlier: no people, no hideout, and it plays as the undead."""
    camp = t.camp(c)
    t.d["cc_survivors"] += camp["survivors"]
    camp.update(alive=False, phase="undead", survivors=0, units=[])
    t.set_hideout(c, None)


def set_draw_top(t, card_ids):
    """Put new cards on top of the draw pile; the last one named is drawn first."""
    uids = [t.new_card(cid) for cid in card_ids]
    t.d["draw"].extend(uids)
    return uids


def clear_draw(t):
    """Empty the draw pile (its cards go to the box) so the test decides every card drawn."""
    t.d["box"].extend(t.d["draw"])
    t.d["draw"] = []


def no_reactions_from(t, *seats):
    for s in seats:
        t.d["hands"][s] = [u for u in t.d["hands"][s] if t.state.card(u).type != "reaction"]


def die_options(t):
    top = t.d["stack"][-1]
    assert top["t"] == "pass_die"
    return top["die"], sorted(top["options"])


# -- the phase dice -----------------------------------------------------------------------------------
def test_survival_die_passes_only_to_camps_in_the_survival_phase():
    t = Table(players=4)
    t.d["dice"]["survival"] = 0
    t.camp(2)["phase"] = "infection"
    t.d["dice"]["infection"] = 2
    t.rig_dice([("base", "1"), ("survival", "1")])
    t.start_turn(0)
    assert decision(t).kind == "pass_die" and t.seat() == 0
    assert die_options(t) == ("survival", [1, 3])
    assert sorted(a["to"] for a in t.legal()) == [1, 3]
    with pytest.raises(IllegalAction):
        t.act(Action("pass_die", die="survival", to=2))
    t.act(Action("pass_die", die="survival", to=3))
    assert t.d["dice"]["survival"] == 3


def test_survival_die_is_retained_when_no_other_camp_is_in_the_survival_phase():
    t = Table(players=4)
    t.d["dice"].update(survival=0, infection=1)
    for c in (1, 2, 3):
        t.camp(c)["phase"] = "infection"
    t.rig_dice([("base", "1"), ("survival", "2")])
    events = t.start_turn(0)
    assert [e["die"] for e in of_type(events, "roll")] == ["base", "survival"]
    assert decision(t).kind == "take_action"  # no pass: straight on to the redraw and action
    assert t.d["dice"]["survival"] == 0
    assert not of_type(events, "die_passed")


def test_infection_die_passes_to_any_camp_and_puts_it_in_the_infection_phase():
    t = Table(players=4)
    t.d["dice"].update(survival=3, infection=0)
    t.camp(0)["phase"] = "infection"
    t.camp(2)["phase"] = "infection"
    t.rig_dice([("base", "1"), ("infection", "1")])
    t.start_turn(0)
    assert die_options(t) == ("infection", [1, 2, 3])  # Survival-phase camps too, never the roller
    events = t.act(Action("pass_die", die="infection", to=1))
    assert t.d["dice"]["infection"] == 1 and t.camp(1)["phase"] == "infection"
    assert [e["camp"] for e in of_type(events, "phase")] == [1]


def test_a_camp_given_the_infection_die_while_holding_the_survival_die_must_pass_it():
    t = Table(players=4)
    t.d["dice"].update(survival=1, infection=0)
    t.camp(0)["phase"] = "infection"
    t.rig_dice([("base", "1"), ("infection", "1")])
    t.start_turn(0)
    t.act(Action("pass_die", die="infection", to=1))
    # Camp 2 (seat 1) is now infected and must hand the Survival Die on, to a Survival-phase camp.
    assert t.seat() == 1 and decision(t).kind == "pass_die"
    assert die_options(t) == ("survival", [2, 3])
    t.act(Action("pass_die", die="survival", to=2))
    assert t.d["dice"]["survival"] == 2 and t.d["dice"]["infection"] == 1


def test_the_survival_die_leaves_the_game_when_no_camp_can_take_it():
    t = Table(players=3)
    t.d["dice"].update(survival=1, infection=0)
    t.camp(0)["phase"] = "infection"
    t.camp(2)["phase"] = "infection"
    t.rig_dice([("base", "1"), ("infection", "1")])
    t.start_turn(0)
    events = t.act(Action("pass_die", die="infection", to=1))
    assert of_type(events, "die_removed")
    assert t.d["dice"]["survival"] is None and t.d["dice"]["survival_removed"]
    # From then on nobody rolls it.
    assert all(c["phase"] == "infection" for c in t.d["camps"])


# -- the deck -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_the_hidden_bite_is_in_the_second_half_of_the_deck_at_set_up(players):
    positions = []
    for seed in range(40):
        state = RULES.new_game(seed, players, {})
        d = state.d
        draw = d["draw"]  # the END of the list is the top of the pile
        assert all(not h or len(h) == 5 for h in d["hands"])  # nothing drawn yet: the first roll waits
        bites = [i for i, u in enumerate(draw) if d["cards"][u] == "hidden_bite"]
        assert len(bites) == 1
        from_top = len(draw) - 1 - bites[0]
        rest = len(draw) - 1  # the other cards left after the deal
        first_pile = rest - rest // 2
        assert from_top >= first_pile, (seed, from_top, first_pile)
        positions.append(from_top)
    # It is shuffled into the second pile, not put at a fixed place.
    assert len(set(positions)) > 10
    assert max(positions) >= len(draw) - 4


@pytest.mark.parametrize("strain,fraction", [("walkers", 3), ("bioengineered", 3), ("ghouls", 2)])
def test_strains_move_the_hidden_bite_deeper(strain, fraction):
    for seed in range(30):
        d = RULES.new_game(seed, 4, {"strain": strain}).d
        draw = d["draw"]
        from_bottom = next(i for i, u in enumerate(draw) if d["cards"][u] == "hidden_bite")
        assert from_bottom <= (len(draw) - 1) // fraction, (seed, from_bottom)


def test_runners_shuffle_the_hidden_bite_into_the_whole_deck():
    tops = []
    for seed in range(60):
        d = RULES.new_game(seed, 4, {"strain": "runners"}).d
        draw = d["draw"]
        tops.append(len(draw) - 1 - next(i for i, u in enumerate(draw) if d["cards"][u] == "hidden_bite"))
    assert min(tops) < len(draw) // 2 <= max(tops)


def test_the_hidden_bite_is_never_dealt_into_a_starting_hand():
    for seed in range(50):
        state = RULES.new_game(seed, 2, {})
        assert all(state.d["cards"][u] != "hidden_bite" for h in state.d["hands"] for u in h)


def test_redraw_to_6_reshuffles_the_discard_pile_when_the_draw_pile_runs_out():
    t = Table(players=4)
    t.d["dice"]["survival"] = 1
    clear_draw(t)
    top = set_draw_top(t, ["bitten", "overrun"])
    discards = [t.new_card(c) for c in ["rescue_party", "straggler", "raid", "shotgun", "first_aid", "sniper"]]
    t.d["discard"] = list(discards)
    t.give(0, "zombie_attack")
    events = t.start_turn(0)
    hand = t.d["hands"][0]
    assert len(hand) == 6
    assert set(top) <= set(hand)  # the last two cards of the pile first
    assert of_type(events, "reshuffle")
    assert t.d["discard"] == []
    assert len(t.d["draw"]) == 3  # 6 reshuffled, 3 of them drawn
    assert set(hand) | set(t.d["draw"]) == set(top) | set(discards) | {hand[0]}
    assert decision(t).kind == "take_action"


def test_redraw_stops_when_both_piles_are_empty_and_know_it_all_draws_to_7():
    t = Table(players=4)
    t.d["dice"]["survival"] = 1
    clear_draw(t)
    set_draw_top(t, ["bitten"] * 9)
    t.add_character(0, "know_it_all")
    t.start_turn(0)
    assert len(t.d["hands"][0]) == 7
    t2 = Table(players=4)
    t2.d["dice"]["survival"] = 1
    clear_draw(t2)
    set_draw_top(t2, ["bitten", "bitten"])
    t2.d["discard"] = []
    t2.start_turn(0)
    assert len(t2.d["hands"][0]) == 2 and decision(t2).kind == "take_action"


def test_an_event_drawn_replaces_the_take_action():
    t = Table(players=4)
    t.d["dice"]["survival"] = 1
    clear_draw(t)
    set_draw_top(t, ["bitten"] * 5 + ["hidden_bite", "overrun"])
    for s in (1, 2, 3):
        t.give(s, "shotgun")  # reactions cannot touch an Event
    events = t.start_turn(0)
    assert [e["card"] for e in of_type(events, "event_drawn")] == ["hidden_bite"]
    assert decision(t).kind == "event" and t.seat() == 0
    assert {a.kind for a in t.legal()} == {"play_event"}
    assert len(t.d["hands"][0]) == 6 and all(t.state.card(u).type != "event" for u in t.d["hands"][0])
    events = t.act(Action("play_event", card=t.d["stack"][-1]["card"], target=2))
    turn = this_turn(events)
    assert not [e for e in turn if e["type"] in ("reaction_played", "action_played")]
    assert t.d["dice"]["infection"] == 2 and t.camp(2)["phase"] == "infection" and t.d["bite_played"]
    bite = next(u for u, cid in enumerate(t.d["cards"]) if cid == "hidden_bite" and u in t.d["box"])
    assert bite in t.d["box"]  # removed from the game
    # Camp 0 took no action: its turn ended and the next camp's turn began.
    assert len(turn) < len(events) and events[len(turn)]["camp"] == 1
    assert len(t.d["hands"][0]) == 6


def test_discard_up_to_2_cards_without_redrawing():
    t = Table(players=4)
    hand = [t.give(0, c) for c in ("bitten", "overrun", "raid", "shotgun")]
    t.begin_action(0)
    discards = [a for a in t.legal() if a.kind == "discard"]
    assert discards and {len(a["cards"]) for a in discards} == {1, 2}
    assert len(discards) == 4 + 6  # every single card and every pair
    with pytest.raises(IllegalAction):
        t.act(Action("discard", cards=tuple(sorted(hand[:3]))))
    events = t.act(Action("discard", cards=tuple(sorted(hand[:2]))))
    assert sorted(t.d["discard"][-2:]) == sorted(hand[:2])
    assert t.d["hands"][0] == hand[2:]  # no redraw
    assert of_type(events, "discard")[0]["cards"] == ["bitten", "overrun"]


# -- trades -------------------------------------------------------------------------------------------
def _trade_table():
    t = Table(players=4)
    t.set_survivors(0, 6)
    dog = t.add_character(1, "preacher")
    t.begin_action(0)
    return t, dog


def test_trade_accepted_moves_survivors_for_a_character():
    t, preacher = _trade_table()
    assert Action("trade", partner=1) in t.legal()
    t.act(Action("trade", partner=1))
    assert Action("trade_give", give=("survivors",)) in t.legal()
    t.act(Action("trade_give", give=("survivors",)))
    t.act(Action("trade_take", take=("unit", 0)))
    assert set(t.legal()) == {Action("trade_count", n=n) for n in range(1, 7)} | {Action("back")}
    t.act(Action("trade_count", n=3))
    assert decision(t).kind == "trade" and t.seat() == 1
    assert set(t.legal()) == {Action("accept_trade"), Action("decline_trade")}
    before1 = t.camp(1)["survivors"]
    t.act(Action("accept_trade"), seat=1)
    assert t.camp(0)["units"] == [[preacher]] and t.camp(1)["units"] == []
    assert t.camp(0)["survivors"] == 3  # (camp 1's roll that follows touches only camp 1)
    assert t.camp(1)["survivors"] >= before1 + 3 - 2


def test_trade_declined_returns_to_take_action_with_no_second_trade():
    t, preacher = _trade_table()
    t.offer(1, ("survivors", 3), ("unit", 0))
    events = t.act(Action("decline_trade"), seat=1)
    assert of_type(events, "trade_declined")
    assert decision(t).kind == "take_action" and t.seat() == 0
    assert t.camp(0)["survivors"] == 6 and t.camp(1)["units"] == [[preacher]]
    legal = t.legal()
    assert not [a for a in legal if a.kind == "trade"]
    assert Action("pass") in legal
    with pytest.raises(IllegalAction):
        t.act(Action("trade", partner=1))


def _gives(t, partner):
    t.act(Action("trade", partner=partner))
    out = [a["give"] for a in t.legal() if a.kind == "trade_give"]
    t.act(Action("back"))
    return out


def test_trades_offer_only_what_is_on_the_table():
    t = Table(players=4)
    t.set_survivors(0, 12)
    t.begin_action(0)
    assert _gives(t, 1) == [("hideout",)]  # nobody has characters: no survivors can be given
    t2, _ = _trade_table()
    assert _gives(t2, 1) == [("survivors",), ("hideout",)]
    assert _gives(t2, 2) == [("hideout",)]
    t2.act(Action("trade", partner=1))
    t2.act(Action("trade_give", give=("survivors",)))
    t2.act(Action("trade_take", take=("unit", 0)))
    assert {a["n"] for a in t2.legal() if a.kind == "trade_count"} == set(range(1, 7))
    t2.d["camps"][1]["hideout"] = None  # a camp with No Hideout has no hideout to trade
    for _ in range(3):
        t2.act(Action("back"))
    assert decision(t2).kind == "take_action"
    assert _gives(t2, 1) == [("survivors",)] and Action("trade", partner=2) in t2.legal()


# -- reactions ----------------------------------------------------------------------------------------
def test_the_target_is_asked_first_then_the_others_in_order_from_the_actors_left():
    t = Table(players=5)
    for s in range(5):
        t.give(s, "shotgun")
    attack = t.give(2, "zombie_attack")
    t.begin_action(2)
    t.act(Action("play", card=attack, targets=(4,)))
    asked = []
    while decision(t).kind == "react":
        asked.append(t.seat())
        t.act(Action("no_reaction"), seat=t.seat())
    assert asked == [4, 3, 0, 1, 2]


def test_a_reaction_reopens_the_window_for_everyone():
    t = Table(players=4)
    attack = t.give(0, "zombie_attack")
    shotgun = t.give(1, "shotgun")
    fubar = t.give(3, "fubar")
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    assert t.seat() == 1  # seat 3's F.U.B.A.R. would cancel nothing yet
    t.act(Action("react", card=shotgun, protect=1))
    assert t.seat() == 3
    assert Action("react", card=fubar) in t.legal()


def test_escape_on_a_single_target_leaves_it_unaffected():
    t = Table(players=4)
    attack = t.give(0, "zombie_attack")
    dead = t.give(1, "play_dead")
    shotgun = t.give(2, "shotgun")
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    assert t.seat() == 1
    events = t.act(Action("react", card=dead, protect=1))
    # No more reactions for the escaping camp: seat 2's Shotgun cannot be played for it.
    if decision(t).kind == "react":
        assert not [a for a in t.legal() if a.get("card") == shotgun]
        events = settle(t, events)
    assert killed(events, 1) == 0 and [e["camp"] for e in of_type(events, "escaped")] == [1]
    assert shotgun in t.d["hands"][2]
    assert dead in t.d["discard"] and attack in t.d["discard"]


def test_escape_on_one_of_two_targets_protects_both():
    t = Table(players=4)
    crossfire = t.give(0, "crossfire")
    run = t.give(2, "run_for_it")
    t.begin_action(0)
    t.play_two(crossfire, 1, 2)
    assert t.seat() == 2
    events = settle(t, t.act(Action("react", card=run, protect=2)))
    assert killed(events, 1) == 0 and killed(events, 2) == 0
    assert of_type(events, "no_effect")


def test_escape_from_an_all_camps_action_spares_only_the_escaping_camp():
    t = Table(players=4)
    outbreak = t.give(0, "outbreak")
    dead = t.give(2, "play_dead")
    t.begin_action(0)
    t.act(Action("play", card=outbreak, targets=()))
    assert t.seat() == 2
    events = settle(t, t.act(Action("react", card=dead, protect=2)))
    assert [killed(events, c) for c in range(4)] == [1, 1, 0, 1]


def test_an_all_other_action_spares_the_actor():
    t = Table(players=4)
    lure = t.give(1, "lure_the_horde")
    t.begin_action(1)
    events = settle(t, t.act(Action("play", card=lure, targets=())))
    assert [killed(events, c) for c in range(4)] == [2, 0, 2, 2]


def _negation_table(negates):
    """Zombie Attack (-2) on camp 1, Shotgun (2 fewer) for it, then `negates` F.U.B.A.R.s."""
    t = Table(players=4)
    attack = t.give(0, "zombie_attack")
    shotgun = t.give(1, "shotgun")
    fubars = [t.give(2, "fubar"), t.give(3, "double_cross")][:negates]
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    events = t.act(Action("react", card=shotgun, protect=1), seat=1)
    for uid in fubars:
        while t.seat() is not None and not any(a.get("card") == uid for a in t.legal()):
            events = t.act(Action("no_reaction"), seat=t.seat())
        events = t.act(Action("react", card=uid), seat=t.seat())
    while decision(t).kind == "react":
        events = t.act(Action("no_reaction"), seat=t.seat())
    return t, events


def test_fubar_cancels_the_last_reaction():
    t, events = _negation_table(1)
    assert killed(events, 1) == 2  # the Shotgun was cancelled


def test_a_second_negate_restores_the_cancelled_reaction():
    t, events = _negation_table(2)
    assert killed(events, 1) == 0  # the F.U.B.A.R. was cancelled, the Shotgun counts again


def test_no_reaction_at_all():
    t, events = _negation_table(0)
    assert killed(events, 1) == 0


def test_a_negate_cannot_cancel_an_escape():
    t = Table(players=4)
    outbreak = t.give(0, "outbreak")
    dead = t.give(1, "play_dead")
    fubar = t.give(2, "fubar")
    t.give(2, "shotgun")  # so seat 2 still has something to be asked about
    t.begin_action(0)
    t.act(Action("play", card=outbreak, targets=()))
    t.act(Action("react", card=dead, protect=1), seat=1)
    assert t.seat() == 2
    assert Action("react", card=fubar) not in t.legal()
    before = RULES.hash(t.state)
    with pytest.raises(IllegalAction):
        t.act(Action("react", card=fubar), seat=2)
    assert RULES.hash(t.state) == before
    events = t.act(Action("no_reaction"), seat=2)
    while decision(t).kind == "react":
        events = t.act(Action("no_reaction"), seat=t.seat())
    assert killed(events, 1) == 0 and killed(events, 2) == 1


def test_redirect_sends_the_action_to_another_camp():
    t = Table(players=4)
    attack = t.give(0, "zombie_attack")
    decoy = t.give(1, "decoy")
    t.add_character(2, "cop")
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    redirects = sorted(a["to"] for a in t.legal() if a.get("card") == decoy)
    assert redirects == [0, 2, 3]  # not the target itself
    events = settle(t, t.act(Action("react", card=decoy, protect=1, to=3), seat=1))
    assert killed(events, 1) == 0 and killed(events, 3) == 2


def test_a_second_redirect_cannot_send_the_action_where_it_already_goes():
    t = Table(players=4)
    crossfire = t.give(0, "crossfire")
    decoy = t.give(1, "decoy")
    flare = t.give(2, "flare_gun")
    t.begin_action(0)
    t.play_two(crossfire, 1, 2)
    assert sorted(a["to"] for a in t.legal() if a.get("card") == decoy and a["protect"] == 1) == [0, 3]
    t.act(Action("react", card=decoy, protect=1, to=3), seat=1)
    assert t.seat() == 2
    assert sorted(a["to"] for a in t.legal() if a.get("card") == flare and a["protect"] == 2) == [0]
    events = settle(t, t.act(Action("react", card=flare, protect=2, to=0), seat=2))
    assert [killed(events, c) for c in range(4)] == [2, 0, 0, 2]


def test_redirect_cannot_pick_an_immune_camp():
    t = Table(players=4)
    raid = t.give(0, "raid")
    decoy = t.give(1, "decoy")
    t.add_character(2, "cop")  # immune to survivor steals
    t.begin_action(0)
    t.act(Action("play", card=raid, targets=(1,)))
    assert sorted(a["to"] for a in t.legal() if a.get("card") == decoy) == [0, 3]


def test_an_immune_camp_cannot_be_targeted():
    t = Table(players=4)
    raid = t.give(0, "raid")
    t.add_character(2, "cop")
    t.begin_action(0)
    targets = sorted(a["targets"][0] for a in t.legal() if a.get("card") == raid)
    assert targets == [0, 1, 3]
    before = RULES.hash(t.state)
    with pytest.raises(IllegalAction, match="immune"):
        t.act(Action("play", card=raid, targets=(2,)))
    assert RULES.hash(t.state) == before


def test_an_immune_camp_is_skipped_by_an_all_camps_action():
    t = Table(players=4)
    t.set_hideout(3, "hospital")  # immune to Fever Spreads only
    t.add_character(2, "militia_captain")  # immune to character killers
    sniper = t.give(0, "sniper")
    fever = t.give(0, "fever_spreads")
    t.begin_action(0)
    assert 2 not in [a["targets"][0] for a in t.legal() if a.get("card") == sniper]
    assert 3 not in [a["targets"][0] for a in t.legal() if a.get("card") == fever]


def test_the_doctor_doubles_first_aid_only():
    def loss(reaction, doctor_in):
        t = Table(players=4)
        overrun = t.give(0, "overrun")  # -3
        card = t.give(2, reaction)
        if doctor_in is not None:
            t.add_character(doctor_in, "doctor")
        t.begin_action(0)
        t.act(Action("play", card=overrun, targets=(1,)))
        events = settle(t, t.act(Action("react", card=card, protect=1), seat=2))
        return killed(events, 1)

    assert loss("first_aid", None) == 2
    assert loss("first_aid", 1) == 1   # doubled for the Doctor's camp
    assert loss("first_aid", 2) == 2   # the Doctor in the helper's camp does not double it
    assert loss("shotgun", 1) == 1     # Shotgun (2 fewer) is not doubled
    assert loss("molotov", 1) == 0


def test_a_reaction_requirement_is_met_by_the_reacting_or_the_protected_camp():
    def surgery_protects(doctor_in):
        t = Table(players=4)
        sniper = t.give(0, "sniper")
        t.add_character(1, "preacher")
        surgery = t.give(2, "surgery")
        if doctor_in is not None:
            t.add_character(doctor_in, "doctor")
        t.begin_action(0)
        t.act(Action("play", card=sniper, targets=(1,)))
        return Action("react", card=surgery, protect=1) in (t.legal() if decision(t).kind == "react" else [])

    assert surgery_protects(1)      # the protected camp has the Doctor
    assert surgery_protects(2)      # the reacting camp has the Doctor
    assert not surgery_protects(3)  # a third camp's Doctor does not count
    assert not surgery_protects(None)


def test_end_of_turn_powers_happen_before_the_base_die_passes():
    t = Table(players=4)
    t.add_character(0, "scavenger")
    before = t.camp(0)["survivors"]
    t.begin_action(0)
    events = t.act(Action("pass"))
    turn = this_turn(events)
    gained = [e for e in turn if e["type"] == "survivors_gained" and e["camp"] == 0]
    assert [e["n"] for e in gained] == [1] and t.camp(0)["survivors"] == before + 1
    assert len(turn) < len(events)  # and then the next camp's turn


# -- characters ---------------------------------------------------------------------------------------
def test_paired_characters_are_played_under_a_character():
    t = Table(players=4)
    sister = t.give(0, "little_sister")
    t.begin_action(0)
    assert not [a for a in t.legal() if a.get("card") == sister]  # nobody has a character yet
    t2 = Table(players=4)
    sister = t2.give(0, "little_sister")
    preacher = t2.add_character(1, "preacher")
    t2.begin_action(0)
    plays = [a for a in t2.legal() if a.get("card") == sister]
    assert plays == [Action("play", card=sister, targets=(1,), under=0)]
    t2.act(plays[0])
    assert t2.camp(1)["units"] == [[preacher, sister]]


def test_paired_characters_move_together_and_the_bottom_one_dies_first():
    t = Table(players=4)
    soldier = t.add_character(1, "preacher")
    sister = t.new_card("little_sister")
    t.camp(1)["units"][0].append(sister)
    defection = t.give(0, "defection")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=defection, targets=(1,))))
    assert t.camp(0)["units"] == [[soldier, sister]] and t.camp(1)["units"] == []
    t2 = Table(players=4)
    top = t2.add_character(1, "preacher")
    bottom = t2.new_card("little_sister")
    t2.camp(1)["units"][0].append(bottom)
    sniper = t2.give(0, "sniper")
    t2.begin_action(0)
    settle(t2, t2.act(Action("play", card=sniper, targets=(1,))))
    assert t2.camp(1)["units"] == [[top]]
    assert bottom in t2.d["box"]


def test_sacrifice_kills_the_character_and_the_camp_escapes():
    t = Table(players=4)
    soldier = t.add_character(1, "soldier")
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    assert t.seat() == 1
    power = Action("power", card=soldier, protect=1)
    assert power in t.legal()
    events = settle(t, t.act(power, seat=1))
    turn = this_turn(events)
    assert killed(events, 1) == 0 and [e["camp"] for e in of_type(turn, "escaped")] == [1]
    assert [e["uid"] for e in of_type(turn, "character_killed")] == [soldier]
    assert t.camp(1)["units"] == [] and soldier in t.d["box"]


def test_a_sacrifice_from_a_paired_unit_kills_the_bottom_character_first():
    """Glossary (Pair): any effect that kills a character, Sacrifice included, kills the bottom
    card first. (Regression: the Soldier itself used to die, leaving Little Sister alone.)"""
    t = Table(players=4)
    soldier = t.add_character(1, "soldier")
    sister = t.new_card("little_sister")
    t.camp(1)["units"][0].append(sister)
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    events = settle(t, t.act(Action("power", card=soldier, protect=1), seat=1))
    assert killed(events, 1) == 0
    assert sister in t.d["box"]
    assert t.camp(1)["units"] == [[soldier]]


def test_a_once_power_works_once_and_stays_rotated_after_a_trade():
    t = Table(players=4)
    t.set_hideout(1, "church")
    church = t.camp(1)["hideout"]
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    t.act(Action("play", card=attack, targets=(1,)))
    events = settle(t, t.act(Action("power", card=church, protect=1), seat=1))
    assert killed(events, 1) == 0
    assert t.camp(1)["hideout"] == church and church in t.d["rotated"]
    # Camp 2 trades hideouts with camp 1 (seat 1 accepts): the Church stays rotated.
    t.d["stack"].clear()
    t.d["ops"].clear()
    t.begin_action(2)
    t.offer(1, ("hideout",), ("hideout",))
    t.act(Action("accept_trade"), seat=1)
    assert t.camp(2)["hideout"] == church and church in t.d["rotated"]
    assert RULES.view(t.state, None)["camps"][2]["hideout"]["rotated"] is True
    # Its power cannot be used again.
    t.d["stack"].clear()
    t.d["ops"].clear()
    attack2 = t.give(0, "zombie_attack")
    t.give(2, "shotgun")  # seat 2 is asked, but not offered the Church
    t.begin_action(0)
    t.act(Action("play", card=attack2, targets=(2,)))
    assert t.seat() == 2
    assert Action("power", card=church, protect=2) not in t.legal()


def test_abandoning_a_hideout_discards_it_and_it_comes_back_unrotated():
    t = Table(players=4)
    t.set_hideout(0, "church")
    church = t.camp(0)["hideout"]
    t.d["rotated"].append(church)
    farmhouse = t.give(0, "farmhouse")
    t.begin_action(0)
    events = settle(t, t.act(Action("play", card=farmhouse, targets=(0,))))
    assert of_type(events, "hideout_abandoned")
    assert t.camp(0)["hideout"] == farmhouse
    assert church in t.d["discard"] and church not in t.d["rotated"]
    # Later the Church is drawn and played again: upright, with its power back.
    t.d["discard"].remove(church)
    t.d["hands"][1].append(church)
    t.d["stack"].clear()
    t.d["ops"].clear()
    t.begin_action(1)
    settle(t, t.act(Action("play", card=church, targets=(1,))))
    assert t.camp(1)["hideout"] == church
    assert RULES.view(t.state, 1)["camps"][1]["hideout"]["rotated"] is False


def test_a_destroyed_hideout_is_removed_from_the_game():
    t = Table(players=4)
    t.set_hideout(1, "farmhouse")
    farm = t.camp(1)["hideout"]
    run = t.give(0, "run_they_are_inside")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=run, targets=(1,))))
    assert t.camp(1)["hideout"] is None and farm in t.d["box"] and farm not in t.d["discard"]


def test_no_hideout_effects():
    # Infection +2 and anyone may give the camp a hideout; a camp with a hideout only takes its own.
    t = Table(players=4)
    t.set_hideout(0, None)
    t.camp(0)["phase"] = "infection"
    t.d["dice"].update(survival=1, infection=2)
    t.camp(2)["phase"] = "infection"
    t.rig_dice([("base", "1")])
    events = t.start_turn(0)
    assert [e["total"] for e in of_type(events, "roll_result")] == [1 + 2]
    # Survival -2, and the Survival Die is held but not rolled (and still passed on).
    t1 = Table(players=4)
    t1.set_hideout(0, None)
    t1.d["dice"]["survival"] = 0
    t1.rig_dice([("base", "3")])
    events = t1.start_turn(0)
    assert [e["die"] for e in of_type(events, "roll")] == ["base"]
    assert [e["total"] for e in of_type(events, "roll_result")] == [3 - 2]
    assert decision(t1).kind == "pass_die" and die_options(t1) == ("survival", [1, 2, 3])
    t2 = Table(players=4)
    t2.set_hideout(2, None)
    farm = t2.give(0, "farmhouse")
    t2.begin_action(0)
    assert sorted(a["targets"][0] for a in t2.legal() if a.get("card") == farm) == [0, 2]
    with pytest.raises(IllegalAction, match="own camp"):
        t2.act(Action("play", card=farm, targets=(1,)))
    settle(t2, t2.act(Action("play", card=farm, targets=(2,))))
    assert t2.camp(2)["hideout"] == farm


def test_characters_stand_in_for_survivors_and_the_cards_player_chooses():
    t = Table(players=4)
    t.set_survivors(1, 1)
    a = t.add_character(1, "preacher")
    b = t.add_character(1, "know_it_all")
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=attack, targets=(1,))))
    assert decision(t).kind == "choose_unit" and t.seat() == 0  # the attacker chooses
    assert t.camp(1)["survivors"] == 0
    assert sorted(x["unit"] for x in t.legal()) == [0, 1]
    t.act(Action("choose", camp=1, unit=1), seat=0)
    assert t.camp(1)["units"] == [[a]] and b in t.d["box"]


def test_a_dice_roll_that_kills_characters_lets_the_roller_choose():
    t = Table(players=4)
    t.camp(1)["phase"] = "infection"
    t.d["dice"].update(survival=0, infection=2)
    t.camp(2)["phase"] = "infection"
    t.set_survivors(1, 0)
    for cid in ("preacher", "know_it_all", "scavenger"):
        t.add_character(1, cid)
    t.rig_dice([("base", "1")])  # 1 + Infection +1 (Apartment Building) = 2 killed
    t.start_turn(1)
    assert decision(t).kind == "choose_unit" and t.seat() == 1


# -- falling, winning, losing -------------------------------------------------------------------------
def test_a_wiped_out_camp_discards_its_hand_loses_its_hideout_and_passes_its_dice():
    t = Table(players=4)
    t.set_survivors(1, 2)
    t.d["dice"]["survival"] = 1
    hand = [t.give(1, c) for c in ("bitten", "raid", "sniper")]
    hideout = t.camp(1)["hideout"]
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    events = settle(t, t.act(Action("play", card=attack, targets=(1,))))
    assert [e["camp"] for e in of_type(events, "camp_destroyed")] == [1]
    camp = t.camp(1)
    assert not camp["alive"] and camp["phase"] == "undead" and camp["hideout"] is None
    assert hideout in t.d["box"]
    assert t.d["hands"][1] == [] and set(hand) <= set(t.d["discard"])
    # The fallen camp's player passes the Survival Die to a camp of its choice.
    assert decision(t).kind == "pass_die" and t.seat() == 1
    assert die_options(t) == ("survival", [0, 2, 3])
    events = t.act(Action("pass_die", die="survival", to=3), seat=1)
    assert t.d["dice"]["survival"] == 3
    # Its turn comes next, as the undead.
    assert [e["camp"] for e in of_type(events, "undead_turn")] == [1]
    assert RULES.result(t.state) is None


def test_an_undead_turn_rolls_the_base_die_without_modifiers_and_kills_that_many():
    t = Table(players=4)
    make_undead(t, 1)
    t.set_hideout(2, "emergency_shelter")  # modifiers of the camps do not matter
    t.rig_dice([("base", "2")])
    events = t.start_turn(1)
    assert [e["die"] for e in of_type(events, "roll")] == ["base"]
    assert decision(t).kind == "zombie_kill" and t.seat() == 1
    assert sorted(a["camp"] for a in t.legal()) == [0, 2, 3]
    t.act(Action("zombie_kill", camp=2, unit=None), seat=1)
    assert t.camp(2)["survivors"] == 9 and decision(t).kind == "zombie_kill"
    events = t.act(Action("zombie_kill", camp=2, unit=None), seat=1)
    assert killed(events, 2) == 1 and of_type(events, "turn")  # two kills, then the undead turn is over


def test_the_last_camp_standing_wins():
    t = Table(players=2)
    t.set_survivors(1, 2)
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    events = settle(t, t.act(Action("play", card=attack, targets=(1,))))
    res = RULES.result(t.state)
    assert res["winners"] == [0] and res["reason"] == "last camp standing"
    assert of_type(events, "game_over")[0]["winners"] == [0]
    assert RULES.legal_actions(t.state) == [] and decision(t).seat is None


def test_all_camps_falling_to_one_action_is_a_zombie_win():
    t = Table(players=3)
    for c in range(3):
        t.set_survivors(c, 1)
    outbreak = t.give(0, "outbreak")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=outbreak, targets=())))
    res = RULES.result(t.state)
    assert res["winners"] == [] and res["reason"] == "zombies"


def test_walkers_bringing_down_the_last_camps_together_is_a_zombie_win():
    t = Table(players=3, options={"strain": "walkers"})
    make_undead(t, 0)
    t.set_survivors(1, 1)
    t.set_survivors(2, 1)
    t.rig_dice([("base", "blank")])
    t.start_turn(0)
    assert decision(t).kind == "zombie_destroy_hideout"
    t.act(Action("destroy_hideout", camp=2), seat=0)
    res = RULES.result(t.state)
    assert res is not None and res["winners"] == [] and res["reason"] == "zombies"


# -- Allied Camps ------------------------------------------------------------------------------------
def test_allied_camps_two_alternating_camps_per_player_and_one_hand():
    state = RULES.new_game(3, 2, {"variant": "allied_camps"})
    assert [c["owner"] for c in state.d["camps"]] == [0, 1, 0, 1]
    assert len(state.d["hands"]) == 2 and all(len(h) == 5 for h in state.d["hands"])
    assert RULES.view(state, 1)["my_camps"] == [1, 3]
    state3 = RULES.new_game(3, 3, {"variant": "allied_camps"})
    assert [c["owner"] for c in state3.d["camps"]] == [0, 1, 2, 0, 1, 2]
    # Turns go round the camps, so the players alternate.
    from game.core.rng import Rng
    rng, turns = Rng(1), []
    while len(turns) < 8 and RULES.result(state) is None:
        legal = RULES.legal_actions(state)
        for e in RULES.apply(state, legal[rng.randbelow(len(legal))]):
            if e["type"] == "turn":
                turns.append((e["camp"], e["seat"]))
    assert turns[:3] == [(1, 1), (2, 0), (3, 1)]


def test_allied_camps_a_die_does_not_go_to_ones_other_camp_unless_it_is_the_only_choice():
    t = Table(players=2, options={"variant": "allied_camps"})
    t.d["dice"]["survival"] = 0
    t.rig_dice([("base", "1"), ("survival", "1")])
    t.start_turn(0)
    assert die_options(t) == ("survival", [1, 3])
    t2 = Table(players=2, options={"variant": "allied_camps"})
    t2.d["dice"].update(survival=0, infection=1)
    t2.camp(1)["phase"] = t2.camp(3)["phase"] = "infection"
    t2.rig_dice([("base", "1"), ("survival", "1")])
    t2.start_turn(0)
    assert die_options(t2) == ("survival", [2])


def test_allied_camps_the_hand_is_kept_while_the_other_camp_lives_and_the_player_wins_with_one_camp():
    t = Table(players=2, options={"variant": "allied_camps"})
    make_undead(t, 0)  # seat 0 has lost camp 0 but keeps camp 2
    t.set_survivors(1, 2)
    kept = t.give(1, "raid")
    attack = t.give(0, "zombie_attack")
    t.begin_action(2)
    settle(t, t.act(Action("play", card=attack, targets=(1,))))
    assert not t.camp(1)["alive"]
    assert kept in t.d["hands"][1]  # seat 1 still has camp 3
    assert RULES.result(t.state) is None
    t.d["stack"].clear()
    t.d["ops"].clear()
    t.set_survivors(3, 1)
    bitten = t.give(0, "bitten")
    t.begin_action(2)
    settle(t, t.act(Action("play", card=bitten, targets=(3,))))
    assert t.d["hands"][1] == []
    assert RULES.result(t.state)["winners"] == [0]


# -- ZombiE Strains: the zombie side ------------------------------------------------------------------
def test_bioengineered_blank_places_a_zombie_chip_that_worsens_that_camps_rolls():
    strain = load_content().strains["bioengineered"]
    t = Table(players=3, options={"strain": "bioengineered"})
    make_undead(t, 0)
    t.d["dice"]["survival"] = 2
    zombies = t.d["cc_zombies"]
    t.rig_dice([("base", "blank")])
    t.start_turn(0)
    assert decision(t).kind == "zombie_place_chip"
    assert sorted(a["camp"] for a in t.legal()) == [1, 2]
    t.act(Action("place_chip", camp=1), seat=0)
    assert t.camp(1)["zombie_chips"] == 1 and t.d["cc_zombies"] == zombies - 1
    # Camp 1's next Survival roll: base 2, Apartment Building +1, the chip.
    t.d["stack"].clear()
    t.d["ops"].clear()
    t.rig_dice([("base", "2")])
    events = t.start_turn(1)
    chip_s = strain.zombie["chip_survival"]
    assert chip_s < 0
    assert [e["total"] for e in of_type(events, "roll_result")] == [2 + 1 + strain.play.get("survival", 0) + chip_s]
    # And in the Infection phase.
    t.d["stack"].clear()
    t.d["ops"].clear()
    t.camp(1)["phase"] = "infection"
    t.rig_dice([("base", "2")])
    events = t.start_turn(1)
    expected = 2 + 1 + strain.play.get("infection", 0) + strain.zombie["chip_infection"]
    assert [e["total"] for e in of_type(events, "roll_result")] == [expected]


def test_bioengineered_chips_go_back_to_the_city_center_when_the_camp_falls():
    t = Table(players=3, options={"strain": "bioengineered"})
    t.camp(1)["zombie_chips"] = 2
    t.d["cc_zombies"] -= 2
    t.set_survivors(1, 2)
    zombies = t.d["cc_zombies"]
    attack = t.give(0, "zombie_attack")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=attack, targets=(1,))))
    assert not t.camp(1)["alive"] and t.camp(1)["zombie_chips"] == 0
    assert t.d["cc_zombies"] == zombies + 2 + 2  # the 2 killed and the 2 chips


def test_ghouls_blank_kills_a_character_of_the_undead_players_choice():
    t = Table(players=3, options={"strain": "ghouls"})
    make_undead(t, 0)
    a = t.add_character(1, "preacher")
    b = t.add_character(2, "cop")
    c = t.add_character(2, "scavenger")
    t.rig_dice([("base", "blank")])
    t.start_turn(0)
    assert decision(t).kind == "zombie_kill_char" and t.seat() == 0
    assert sorted((x["camp"], x["unit"]) for x in t.legal()) == [(1, 0), (2, 0), (2, 1)]
    t.act(Action("zombie_kill_char", camp=2, unit=1), seat=0)
    assert t.camp(2)["units"] == [[b]] and c in t.d["box"] and t.camp(1)["units"] == [[a]]


def test_ghouls_blank_with_no_character_anywhere_asks_nothing():
    t = Table(players=3, options={"strain": "ghouls"})
    make_undead(t, 0)
    t.rig_dice([("base", "blank")])
    events = t.start_turn(0)
    assert decision(t).kind != "zombie_kill_char"
    assert of_type(events, "turn")  # straight on to the next camp


def test_returned_dead_draw_until_a_killing_action_then_play_it():
    t = Table(players=3, options={"strain": "returned_dead"})
    make_undead(t, 0)
    clear_draw(t)
    set_draw_top(t, ["desertion"] * 12)  # the rest of the pile (nobody reaches it)
    bitten, shotgun, rescue = set_draw_top(t, ["bitten", "shotgun", "rescue_party"])
    t.rig_dice([("base", "blank")])
    events = t.start_turn(0)
    assert [e["uid"] for e in of_type(events, "card_discarded")] == [rescue, shotgun]
    assert [e["uid"] for e in of_type(events, "returned_dead")] == [bitten]
    assert decision(t).kind == "zombie_play" and t.seat() == 0
    assert sorted(a["targets"] for a in t.legal()) == [(1,), (2,)]
    events = settle(t, t.act(Action("zombie_play", card=bitten, targets=(2,)), seat=0))
    assert killed(events, 2) == 1
    assert {rescue, shotgun, bitten} <= set(t.d["discard"])


def test_runners_take_the_infection_die_roll_both_kill_the_total_and_pass_it():
    t = Table(players=3, options={"strain": "runners"})
    make_undead(t, 0)
    t.camp(1)["phase"] = "infection"
    t.d["dice"].update(survival=2, infection=1)
    t.rig_dice([("base", "2"), ("infection", "3")])
    events = t.start_turn(0)
    assert [e["die"] for e in of_type(events, "roll")] == ["base", "infection"]
    assert t.d["dice"]["infection"] is None  # the undead hold it while they hunt
    kills = 0
    while decision(t).kind == "zombie_kill":
        t.act(Action("zombie_kill", camp=1 + kills % 2, unit=None), seat=0)
        kills += 1
    assert kills == 5
    assert decision(t).kind == "zombie_pass_infection" and t.seat() == 0
    assert sorted(a["to"] for a in t.legal()) == [1, 2]
    t.act(Action("pass_die", die="infection", to=2), seat=0)
    assert t.d["dice"]["infection"] == 2 and t.camp(2)["phase"] == "infection"


def test_walkers_blank_destroys_a_hideout_then_kills_1_in_each_camp():
    t = Table(players=4, options={"strain": "walkers"})
    make_undead(t, 0)
    t.rig_dice([("base", "blank")])
    t.start_turn(0)
    assert decision(t).kind == "zombie_destroy_hideout"
    assert sorted(a["camp"] for a in t.legal()) == [1, 2, 3]
    events = t.act(Action("destroy_hideout", camp=3), seat=0)
    turn = this_turn(events)
    assert t.camp(3)["hideout"] is None
    assert [killed(turn, c) for c in (1, 2, 3)] == [1, 1, 1]


def test_saprophytes_blank_feeds_the_sporocarp_mass_then_kills_from_it():
    t = Table(players=4, options={"strain": "saprophytes"})
    make_undead(t, 0)
    zombies = t.d["cc_zombies"]
    t.rig_dice([("base", "blank")])
    events = t.start_turn(0)
    assert t.d["sporocarp"] == 3 and t.d["cc_zombies"] == zombies - 3  # one per remaining camp
    assert of_type(events, "sporocarp")
    t.d["stack"].clear()
    t.d["ops"].clear()
    t.rig_dice([("base", "blank")])
    t.start_turn(0)
    kills = 0
    while decision(t).kind == "zombie_kill":
        t.act(Action("zombie_kill", camp=1, unit=None), seat=0)
        kills += 1
    assert kills == 3 and t.d["sporocarp"] == 3


def test_a_strain_zombie_also_kills_what_it_rolls():
    t = Table(players=3, options={"strain": "saprophytes"})
    make_undead(t, 0)
    t.rig_dice([("base", "3")])
    t.start_turn(0)
    kills = 0
    while decision(t).kind == "zombie_kill":
        t.act(Action("zombie_kill", camp=2, unit=None), seat=0)
        kills += 1
    assert kills == 3 and t.d["sporocarp"] == 0


# -- set-up: New Victims and the City Center ----------------------------------------------------------
def _deck(state):
    return Counter(cid for cid in state.d["cards"] if cid not in ("apartment_building", "no_hideout"))


@pytest.mark.parametrize("players,mortal", [(2, False), (3, False), (2, True), (5, True), (6, True)])
def test_new_victims_swaps_characters_and_hideouts_from_larger_player_counts(players, mortal):
    cards = load_content().cards
    standard = _deck(RULES.new_game(1, players, {"mortal": mortal}))
    bigger = {"all"} if players <= 3 else {"all", "4+"}
    swapped_any = False
    for seed in range(10):
        nv = _deck(RULES.new_game(seed, players, {"variant": "new_victims", "mortal": mortal}))
        assert sum(nv.values()) == sum(standard.values())  # one for one
        kinds = ("character", "hideout")
        assert {c: n for c, n in nv.items() if cards[c].type not in kinds} == \
            {c: n for c, n in standard.items() if cards[c].type not in kinds}
        newcomers = {c for c in nv if cards[c].players not in bigger}
        assert all(cards[c].type in kinds for c in newcomers)
        assert all(cards[c].set == "core" or mortal for c in nv)
        swapped_any |= bool(newcomers)
        n_kind = sum(n for c, n in standard.items() if cards[c].type in kinds)
        assert sum(n for c, n in nv.items() if c in newcomers) <= n_kind // 2
    assert swapped_any


def test_new_victims_at_4_to_6_without_mortal_is_refused_as_it_would_change_nothing():
    """Audit defect: the 4-6 deck already holds every core card, so New Victims would swap nothing in."""
    from game.core.rng import Rng
    from game.games.zombie.info import INFO
    from game.games.zombie.setup import _build_deck

    content = load_content()
    for players in (4, 5, 6):
        assert _build_deck(content, players, False, True, Rng(2)) == _build_deck(content, players, False, False, Rng(2))
        with pytest.raises(ValueError, match="Mortal Reckoning"):
            RULES.new_game(2, players, {"variant": "new_victims"})
        assert "Mortal Reckoning" in INFO.setup_problem(players, "new_victims", {"mortal": False})
        assert INFO.setup_problem(players, "new_victims", {"mortal": True}) is None
        RULES.new_game(2, players, {"variant": "new_victims", "mortal": True})
    for players in (2, 3):  # the 2-3 deck leaves the closed-symbol cards out: they swap in
        assert INFO.setup_problem(players, "new_victims", {"mortal": False}) is None


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("mortal", [False, True])
def test_the_city_center_at_set_up(players, mortal):
    chips = load_content().chips
    state = RULES.new_game(5, players, {"mortal": mortal})
    d = state.d
    mortal = mortal or players >= 7  # 7-8 players need Mortal Reckoning
    total = sum(v * n for v, n in chips["core"].items())
    if mortal:
        total += sum(v * n for v, n in chips["mortal"].items())
    base = 8 if mortal else 6
    flipped = (base - players) * (10 * 1 + 5 * 3)  # one 10 and three 5s per missing player
    assert d["chips_total"] == total
    assert d["cc_zombies"] == flipped
    # Camp 0's opening Survival roll has already taken survivors from the City Center: undo it.
    opening = d["camps"][0]["survivors"] - 10
    assert [c["survivors"] for c in d["camps"][1:]] == [10] * (players - 1)
    assert d["cc_survivors"] + opening == total - 10 * players - flipped
    assert d["sporocarp"] == 0


def test_the_city_center_numbers_from_the_chip_file():
    # 2 players core: 217 survivors, 20 in camps, 4 x (10 + 15) flipped: 97 in the City Center.
    d = RULES.new_game(1, 2, {}).d
    assert d["chips_total"] == 217 and d["cc_zombies"] == 100
    d8 = RULES.new_game(1, 8, {}).d
    assert d8["chips_total"] == 277 and d8["cc_zombies"] == 0
    d6 = RULES.new_game(1, 6, {"mortal": True}).d
    assert d6["cc_zombies"] == 50


@pytest.mark.parametrize("strain,extra", [("ghouls", 5), ("returned_dead", 10), ("walkers", 15),
                                          ("saprophytes", 5), ("runners", 0), ("bioengineered", 0)])
def test_strains_flip_extra_zombies_at_set_up(strain, extra):
    base = RULES.new_game(1, 4, {}).d
    d = RULES.new_game(1, 4, {"strain": strain}).d
    assert d["cc_zombies"] == base["cc_zombies"] + extra
    people = sum(c["survivors"] for c in d["camps"]) + d["cc_survivors"]
    assert people + d["cc_zombies"] == d["chips_total"] == base["chips_total"]


# -- more dice and undead details ---------------------------------------------------------------------
def test_an_accepted_trade_is_the_whole_action():
    t, _ = _trade_table()
    t.offer(1, ("survivors", 2), ("unit", 0))
    events = t.act(Action("accept_trade"), seat=1)
    assert of_type(events, "trade_done")
    assert [e["camp"] for e in of_type(events, "turn")][:1] == [1]  # camp 0's turn is over


def test_the_undead_kill_characters_only_when_no_camp_has_survivors():
    t = Table(players=3)
    make_undead(t, 0)
    t.set_survivors(1, 0)
    t.add_character(1, "preacher")
    t.set_survivors(2, 1)
    t.add_character(2, "cop")
    t.rig_dice([("base", "2")])
    t.start_turn(0)
    assert [(a["camp"], a["unit"]) for a in t.legal()] == [(2, None)]
    t.act(Action("zombie_kill", camp=2, unit=None), seat=0)
    assert sorted((a["camp"], a["unit"]) for a in t.legal()) == [(1, 0), (2, 0)]


def test_lucky_break_and_fever_spreads_move_the_phase_dice():
    t = Table(players=4)
    t.d["dice"].update(survival=3, infection=2)
    t.camp(2)["phase"] = "infection"
    lucky = t.give(0, "lucky_break")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=lucky, targets=(1,))))
    assert t.d["dice"]["survival"] == 1
    t.d["stack"].clear()
    t.d["ops"].clear()
    fever = t.give(0, "fever_spreads")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=fever, targets=(1,))))
    # Camp 2 is infected while holding the Survival Die: it must pass it to a Survival camp.
    assert t.d["dice"]["infection"] == 1 and t.camp(1)["phase"] == "infection"
    assert decision(t).kind == "pass_die" and t.seat() == 1
    assert die_options(t) == ("survival", [0, 3])


def test_lucky_break_cannot_give_the_survival_die_to_an_infected_camp():
    t = Table(players=4)
    t.d["dice"].update(survival=3, infection=2)
    t.camp(2)["phase"] = "infection"
    lucky = t.give(0, "lucky_break")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=lucky, targets=(2,))))
    assert t.d["dice"]["survival"] == 3


def test_fever_spreads_before_the_hidden_bite_does_nothing():
    t = Table(players=4)
    t.d["dice"]["infection"] = None
    fever = t.give(0, "fever_spreads")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=fever, targets=(1,))))
    assert t.d["dice"]["infection"] is None and t.camp(1)["phase"] == "survival"
