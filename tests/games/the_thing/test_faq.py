"""Every ruling of the rulebook's FAQ and Card FAQ as a named test."""
from __future__ import annotations

from game.games.the_thing import attack, flow
from game.games.the_thing.info import THING_SEAT
from game.games.the_thing.state import infected_char

from .fixtures import RULES, act, done, give, play_of, settle, started, until


def test_cheating_cancels_an_infection_card_as_it_is_played():
    s = started(3, chars=("windows", "norris"))
    give(s, 1, "cheating")
    give(s, THING_SEAT, "infected_late")
    until(s, "infect")
    act(s, "infect", card="infected_late", target="clark")
    assert RULES.decision(s).kind == "react" and RULES.decision(s).seat == 1
    act(s, "cancel", card="cheating")
    assert s.d["chars"]["clark"]["infection"] == []
    assert "infected_late" in s.d["discard"]["thing"] and "cheating" in s.d["discard"]["outpost"]


def test_cheating_cancels_another_outpost_players_card():
    s = started(3, chars=("windows", "norris"))
    s.d["capitan"] = 1
    give(s, 1, "mac_wants")
    give(s, 2, "cheating")
    until(s, "assign")
    done(s)
    assert RULES.decision(s).seat == 1
    act(s, "play", card="mac_wants")
    assert RULES.decision(s).kind == "react" and RULES.decision(s).seat == 2
    act(s, "cancel", card="cheating")
    assert s.d["roll"]["bonus"] == 0


def test_a_snuff_card_cancels_only_a_burn_card():
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    s.d["capitan"] = 1
    give(s, 1, "mac_wants", "flamethrower")
    give(s, THING_SEAT, "spluttering")
    until(s, "assign")
    done(s)
    act(s, "play", card="mac_wants")
    while RULES.decision(s).kind == "react":  # the Outpost players are asked (Cheating, Bitch! could answer)
        assert RULES.decision(s).seat != THING_SEAT  # the Thing's snuff cannot answer it: never asked
        act(s, "pass")
    until(s, "cards")
    while RULES.decision(s).seat != 1:
        act(s, "pass")
    act(s, "play", card="flamethrower")
    assert RULES.decision(s).kind == "react" and RULES.decision(s).seat == THING_SEAT


def _attack_at_task(s, npcs, infected):
    """The Thing Attacks! on the Radio where `npcs` work beside `infected`, the Thing (the round's assignment
    frame set aside: the attack comes in the Thing-out phase)."""
    d = s.d
    assert infected_char(d, infected)
    for ch in npcs + [infected]:
        d["chars"][ch]["site"] = "radio"
    d["frame"], d["step"] = None, "saucer"
    s.changed()
    ev = []
    attack.begin(s, "radio", infected, ev)
    flow.advance(s, ev)
    return ev


def test_tough_needs_two_selections_to_die():
    s = started(3, chars=("windows", "norris"))
    until(s, "assign")
    s.d["players"][THING_SEAT]["hand"].clear()  # no card to play in the attack's window
    _attack_at_task(s, ["macready", "palmer"], "bennings")
    until(s, "select")  # the Thing passes with the two cards Bennings' Thing-out drew
    left = s.d["attack"]["left"]
    assert left == 4  # nobody at the Radio to discard against it
    act(s, "pick", char="macready")
    assert s.d["chars"]["macready"]["alive"]  # Tough: one selection only wounds
    act(s, "pick", char="macready")
    assert not s.d["chars"]["macready"]["alive"]
    act(s, "pick", char="palmer")
    assert not s.d["chars"]["palmer"]["alive"] and "attack" not in s.d


def test_a_tough_npc_needs_only_one_infection_card():
    s = started(3, chars=("windows", "norris"), first=("blair", "macready"))
    assert infected_char(s.d, "macready")


def test_shredded_longjohns_needs_two_npcs_with_infection_cards():
    s = started(3, chars=("windows", "norris"))
    s.d["capitan"] = 1
    give(s, 1, "longjohns")
    s.d["chars"]["blair"]["infection"], keep = [], s.d["chars"]["blair"]["infection"]
    s.d["set_aside"] += keep  # still counted
    until(s, "assign")
    done(s)
    assert RULES.decision(s).seat == 1 and play_of(s, "longjohns") == []  # only Bennings has a card
    s.d["set_aside"].remove(keep[0])
    s.d["chars"]["blair"]["infection"] = keep
    s.changed()
    assert [a["target"] for a in play_of(s, "longjohns")] == ["blair+bennings"]
    act(s, "play", card="longjohns", target="blair+bennings")
    settle(s)
    assert s.d["players"][1]["pairs"] == [["blair", "bennings", True]]


def test_morphine_cannot_reach_the_tool_shed():
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    s.d["capitan"] = 1
    s.d["chars"]["blair"]["site"] = "shed"
    give(s, 1, "morphine")
    until(s, "assign")
    done(s)
    while RULES.decision(s).seat != 1:
        act(s, "pass")
    targets = {a["target"] for a in play_of(s, "morphine")}
    assert "blair" not in targets and "clark" in targets


def test_suspicion_cards_are_never_discarded_and_do_not_weaken_the_attack():
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    until(s, "assign")
    d = s.d
    d["decks"]["outpost1"] += d["players"][1]["hand"]
    d["players"][1]["hand"] = [d["decks"]["suspicion"].pop(0)]
    give(s, 1, "jed", "jed")
    d["players"][THING_SEAT]["hand"].clear()
    d["chars"]["windows"]["site"] = "radio"
    _attack_at_task(s, ["clark"], "bennings")
    while RULES.decision(s).kind == "cards":
        act(s, "pass")
    hand = d["players"][1]["hand"]
    assert len(hand) == 1 and hand[0].startswith("suspicion")
    assert d["attack"]["strength"] == 4 - 2  # the two Jeds, not the Suspicion card


def test_a_dead_characters_quote_card_is_still_played():
    """Garry killed, Garry's popgun still works: card titles are only titles."""
    s = started(3, chars=("windows", "norris"))
    s.d["capitan"] = 1
    s.d["chars"]["garry"]["alive"] = False
    give(s, 1, "popgun")
    until(s, "assign")
    done(s)
    assert len(play_of(s, "popgun")) == 1


def test_all_dead_but_the_tool_shed_is_a_win_for_the_thing():
    s = started(4, chars=("windows", "norris", "garry"))
    d = s.d
    until(s, "assign")
    for seat in (1, 2, 3):
        attack.kill(d, d["players"][seat]["char"], [])
    d["chars"]["blair"]["site"] = "shed"
    ev = []
    d["frame"], d["step"] = None, "checks"
    flow.advance(s, ev)
    assert d["result"]["winners"] == [THING_SEAT] and "dead" in d["result"]["reason"]


def _effect(s, do: str, prepare=None):
    """Run one encounter effect with El Capitan in seat 1, where the Thing-out phase would follow."""
    d = s.d
    d["capitan"] = 1
    until(s, "assign")
    if prepare:
        prepare(d)
    d["todo"].append({"do": do})
    d["frame"], d["step"] = None, "thingout"
    flow.advance(s, [])
    return d


def test_blood_test_stops_at_the_first_thing_and_it_attacks():
    s = started(3, chars=("windows", "norris"), top="blood_test")
    d = _effect(s, "blood_test")
    assert RULES.decision(s).kind == "blood_npc" and RULES.decision(s).seat == 1
    act(s, "test", npc="blair")  # Human: shown to all, the test goes on
    assert d["public"]["blair"] == ["human"] and RULES.decision(s).kind == "blood_npc"
    events = act(s, "test", npc="bennings")
    assert any(e["type"] == "thing_attacks" and e["npc"] == "bennings" for e in events)
    assert "blood" not in d and not d["chars"]["bennings"]["alive"]


def test_blood_test_of_players_at_five_players():
    s = started(5, chars=("windows", "norris", "garry", "copper"))

    def prepare(d):
        d["players"][2]["infection"] = [take_card(s, "multi_thing")]
        d["players"][3]["infection"] = [take_card(s, "multi_human")]
        d["coast"] = 3
    d = _effect(s, "blood_test", prepare)
    for _ in (1, 2, 3, 4):  # every Outpost player votes
        act(s, "test_players")
    act(s, "point", seat=3)
    act(s, "refuse")
    assert d["coast"] == 2 and RULES.decision(s).kind == "blood_point"
    act(s, "point", seat=2)
    act(s, "reveal")
    assert d["players"][2]["revealed"] and 0 < len(d["players"][2]["hand"]) <= 4
    assert all(c.startswith("act_") for c in d["players"][2]["hand"])


def test_destruction_choices_stay_secret():
    s = started(3, chars=("windows", "norris"))
    d = _effect(s, "destroy")
    options = d["frame"]["options"]
    assert RULES.view(s, 2)["frame"] == {"kind": "destroy", "seat": 1}
    events = act(s, "destroy", task=options[0])
    public = RULES.redact(events[0], 2)
    assert public["task"] == options[0] and "drawn" not in public
    assert RULES.redact(events[0], 1)["drawn"] == options


def test_a_player_the_blood_test_shows_infected_plays_against_the_rolls_and_leads_nobody():
    from game.games.the_thing import effects
    from game.games.the_thing.cards import window_legal
    s = started(5, chars=("windows", "norris", "garry", "copper"))
    d = s.d
    until(s, "assign")
    d["capitan"] = 2
    d["players"][2]["infection"] = [take_card(s, "multi_thing")]
    d["blood"] = {"tested": 0, "refused": []}
    effects.test_player(s, 2, True, [])
    assert d["capitan"] == 3 and d["players"][2]["revealed"]
    d["players"][2]["hand"] = ["act_claws"] if "act_claws" not in d["players"][2]["hand"] else d["players"][2]["hand"]
    d["roll"] = {"site": "encounter", "dice": [6, 6], "target": 4, "target_mod": 0, "bonus": 0, "need": 2}
    d["window"] = {"ctx": "roll", "order": [2], "i": 0, "passed": 0, "then": "encounter_done"}
    kinds = {(a.kind, a.get("card")) for a in window_legal(s, 2)}
    assert ("play", "act_claws") in kinds and not any(k == "discard_dice" for k, _ in kinds)


def take_card(s, prefix):
    from .fixtures import take
    return take(s, prefix)


def test_no_card_is_played_on_the_tool_shed_npc():
    """Card FAQ: with the exception of infection cards, the Tool Shed's NPC is out of the game."""
    from game.games.the_thing.cards import playable
    s = started(5, chars=("windows", "norris", "garry", "copper"), first=("blair", "bennings"))
    d = s.d
    d["chars"]["blair"]["site"] = "shed"
    d["chars"]["clark"]["infection"] = [take_card(s, "infected")]
    give(s, 1, "heart_condition", "mac_toolshed", "morphine", "longjohns")
    d["roll"] = {"site": "encounter", "dice": [], "target": 4, "target_mod": 0, "bonus": 0, "need": 1}
    targets = {a["target"] for a in playable(d, 1, "free")}
    assert targets and not any("blair" in t for t in targets)
    assert "blair" in flow.infection_targets(d, "infected_late")  # an infection card may still reach him
