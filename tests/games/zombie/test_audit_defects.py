"""The Zombie rules defects found in the audit, one named test each."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.zombie.rules import RULES

from .scenario import Table
from .test_mechanics import decision, of_type, settle


# -- steals and moves take characters when survivors run short (rulebook: Character Cards) -----------------
@pytest.mark.parametrize("card_id,n", [("persuasion", 1), ("raid", 2), ("ransack", 3), ("press_gang", 4)])
def test_a_steal_from_a_camp_with_too_few_survivors_takes_characters_for_the_rest(card_id, n):
    t = Table(players=4)
    t.set_survivors(2, 1)
    chars = [t.add_character(2, cid) for cid in ("preacher", "know_it_all", "doctor", "mechanic")]
    card = t.give(0, card_id)
    before = t.camp(0)["survivors"]
    t.begin_action(0)
    settle(t, t.act(Action("play", card=card, targets=(2,))))
    taken = []
    while decision(t).kind == "choose_unit":
        assert t.seat() == 0  # the card's player chooses who is taken
        t.act(Action("choose", camp=2, unit=0), seat=0)
    taken = [u for unit in t.camp(0)["units"] for u in unit]
    assert t.camp(0)["survivors"] == before + 1 and t.camp(2)["survivors"] == 0
    assert len(taken) == n - 1 and set(taken) <= set(chars)
    assert sorted(taken + [u for unit in t.camp(2)["units"] for u in unit]) == sorted(chars)


def test_raid_on_a_camp_with_only_characters_takes_two_characters_of_the_players_choice():
    t = Table(players=4)
    t.set_survivors(2, 0)
    a = t.add_character(2, "preacher")
    b = t.add_character(2, "know_it_all")
    c = t.add_character(2, "doctor")
    raid = t.give(0, "raid")
    t.begin_action(0)
    events = settle(t, t.act(Action("play", card=raid, targets=(2,))))
    assert decision(t).kind == "choose_unit" and t.seat() == 0
    assert sorted(x["unit"] for x in t.legal()) == [0, 1, 2]
    events += t.act(Action("choose", camp=2, unit=2), seat=0)  # the Doctor
    events += t.act(Action("choose", camp=2, unit=0), seat=0)  # then the Preacher
    assert [[c], [a]] == t.camp(0)["units"][-2:] and t.camp(2)["units"] == [[b]]
    assert [e["uid"] for e in of_type(events, "character_moved")] == [c, a]


def test_persuasion_on_a_camp_with_only_a_pair_moves_the_pair_whole():
    t = Table(players=4)
    t.set_survivors(2, 0)
    top = t.add_character(2, "preacher")
    bottom = t.new_card("little_sister")
    t.camp(2)["units"][0].append(bottom)
    persuasion = t.give(0, "persuasion")
    t.begin_action(0)
    settle(t, t.act(Action("play", card=persuasion, targets=(2,))))
    assert t.camp(0)["units"][-1] == [top, bottom] and t.camp(2)["units"] == []
    assert not t.camp(2)["alive"]  # nobody left: the camp falls


def test_exodus_moves_characters_in_place_of_missing_survivors_to_the_second_camp():
    t = Table(players=4)
    t.set_survivors(2, 2)
    a = t.add_character(2, "preacher")
    b = t.add_character(2, "know_it_all")
    exodus = t.give(0, "exodus")
    before3 = t.camp(3)["survivors"]
    t.begin_action(0)
    t.play_two(exodus, 2, 3)
    settle(t, [])
    assert decision(t).kind == "choose_unit" and t.seat() == 0
    t.act(Action("choose", camp=2, unit=1), seat=0)
    assert t.camp(3)["survivors"] == before3 + 2 and t.camp(3)["units"] == [[b]]
    assert t.camp(2)["survivors"] == 0 and t.camp(2)["units"] == [[a]]


def test_a_steal_blocked_by_a_reaction_takes_no_character_either():
    t = Table(players=4)
    t.set_survivors(2, 0)
    t.add_character(2, "preacher")
    raid = t.give(0, "raid")
    block = next(cid for cid, c in __import__("game.games.zombie.content", fromlist=["x"]).load_content().cards.items()
                 if c.type == "reaction" and c.react.get("do") == "block_steal" and not c.requires)
    guard = t.give(2, block)
    t.begin_action(0)
    t.act(Action("play", card=raid, targets=(2,)))
    assert Action("react", card=guard, protect=2) in t.legal()  # it changes something now: characters
    settle(t, t.act(Action("react", card=guard, protect=2), seat=2))
    assert len(t.camp(2)["units"]) == 1


# -- Allied Camps: the undead spare their player's own surviving camp (designed, strains.toml [undead]) ------
def _allied_undead(strain="none"):
    """Two players, camps 0 and 2 are player 0's, 1 and 3 player 1's; camp 0 has fallen."""
    from .test_mechanics import make_undead

    t = Table(players=2, options={"variant": "allied_camps", "strain": strain})
    make_undead(t, 0)
    return t


def test_allied_camps_the_undead_kill_only_in_the_other_players_camps():
    from game.games.zombie.content import load_content

    assert load_content().undead["spares_own_camps"] is True
    t = _allied_undead()
    t.rig_dice([("base", "2")])
    t.start_turn(0)
    assert decision(t).kind == "zombie_kill" and t.seat() == 0
    assert sorted(a["camp"] for a in t.legal()) == [1, 3]  # never camp 2, player 0's own surviving camp


def test_allied_camps_the_undead_take_characters_of_others_before_survivors_of_their_own_camp():
    t = _allied_undead()
    for c in (1, 3):
        t.set_survivors(c, 0)
    a = t.add_character(1, "preacher")
    t.add_character(3, "doctor")
    t.rig_dice([("base", "1")])
    t.start_turn(0)
    assert t.camp(2)["survivors"] > 0
    assert sorted((x["camp"], x["unit"]) for x in t.legal()) == [(1, 0), (3, 0)]
    t.act(Action("zombie_kill", camp=1, unit=0), seat=0)
    assert a in t.d["box"]


@pytest.mark.parametrize("strain,kind", [("ghouls", "zombie_kill_char"), ("bioengineered", "zombie_place_chip"),
                                         ("walkers", "zombie_destroy_hideout")])
def test_allied_camps_a_strains_blank_spares_the_undead_players_own_camp(strain, kind):
    t = _allied_undead(strain)
    for c in (1, 2, 3):
        t.add_character(c, "preacher")
    t.rig_dice([("base", "blank")])
    events = t.start_turn(0)
    assert decision(t).kind == kind and t.seat() == 0
    assert sorted({a["camp"] for a in t.legal()}) == [1, 3]
    if strain == "walkers":
        before = t.camp(2)["survivors"]
        events += t.act(Action("destroy_hideout", camp=1), seat=0)
        hit = {e["camp"] for e in events if e["type"] in ("survivors_killed", "character_killed")}
        assert 2 not in hit and {1, 3} <= hit and t.camp(2)["survivors"] == before


# -- the computer does not repeat a trade offer that was just declined ----------------------------------------
def _agent_acts(t, agent, rng):
    """Let seat 0's agent decide while it is asked (Take Action and the trade steps); its offers."""
    offers = []
    while t.seat() == 0 and decision(t).kind in ("take_action", "trade_give", "trade_take", "trade_count"):
        action = agent.choose(RULES.view(t.state, 0), t.legal(), rng)
        events = t.act(action, seat=0)
        agent.observe([RULES.redact(e, 0) for e in events])
        offers += [(e["partner"], tuple(e["give"]), tuple(e["take"])) for e in of_type(events, "trade_offered")]
    return offers


def test_the_computer_does_not_repeat_a_trade_offer_that_was_just_declined():
    from game.ai import make_agent
    from game.core.rng import Rng

    def table():
        t = Table(players=4)
        t.set_survivors(0, 6)
        t.add_character(1, "preacher")
        t.begin_action(0)
        return t

    agent = make_agent("heuristic", "zombie", 0)
    t = table()
    first = _agent_acts(t, agent, Rng(1))
    assert first == [(1, ("survivors", 1), ("unit", 0))]  # one survivor for the Preacher
    agent.observe([RULES.redact(e, 0) for e in t.act(Action("decline_trade"), seat=1)])  # what seat 0 is shown
    assert decision(t).kind == "take_action" and not [a for a in t.legal() if a.kind == "trade"]
    for turn in range(3):  # its next turns: that offer, or a meaner one, is not made again
        t2 = table()
        offers = _agent_acts(t2, agent, Rng(2 + turn))
        assert all(o[0] != 1 or o[1][0] != "survivors" or o[1][1] > 1 for o in offers), offers
    fresh = make_agent("heuristic", "zombie", 0)  # without that memory it would offer it again
    assert _agent_acts(table(), fresh, Rng(2)) == first


# -- a two-target card asks its camps one after the other; the card stays secret until it is played ----------
def test_a_two_target_card_names_its_first_camp_then_its_second_and_may_go_back():
    t = Table(players=4)
    crossfire = t.give(0, "crossfire")
    t.begin_action(0)
    firsts = [a for a in t.legal() if a.get("card") == crossfire]
    assert sorted(a["targets"] for a in firsts) == [(0,), (1,), (2,), (3,)]  # one per camp, not one per pair
    t.act(Action("play", card=crossfire, targets=(3,)))
    assert decision(t).kind == "second_target" and t.seat() == 0
    assert set(t.legal()) == {Action("target", camp=c) for c in (0, 1, 2)} | {Action("back")}
    mine, theirs = RULES.view(t.state, 0), RULES.view(t.state, 1)
    assert mine["decision"]["frame"]["card"] == crossfire
    assert theirs["decision"]["frame"]["card"] is None and RULES.view(t.state, None)["decision"]["frame"]["card"] is None
    t.act(Action("back"))
    assert decision(t).kind == "take_action" and crossfire in t.d["hands"][0]
    events = t.play_two(crossfire, 3, 1)
    played = of_type(events, "action_played")[0]
    assert played["targets"] == [1, 3] and crossfire not in t.d["hands"][0]  # an unordered card: lower first


def test_exodus_keeps_the_order_of_its_camps():
    t = Table(players=4)
    exodus = t.give(0, "exodus")
    t.begin_action(0)
    events = t.play_two(exodus, 3, 1)
    assert of_type(events, "action_played")[0]["targets"] == [3, 1]  # from the first to the second
