"""The computer seats' heuristic (policy.py): named behaviours of the Outpost players, the infected and the Thing,
each checked on a position built for it (the seat decides from its view and memory only)."""
from __future__ import annotations

from collections import Counter

from game.core.rng import Rng
from game.games.the_thing.ai import policy
from game.games.the_thing.ai import policy_suspect as suspect
from game.games.the_thing.info import THING_SEAT

from .fixtures import RULES, act, done, give, started, until


def decide(s, memory=None, seed=1):
    seat = RULES.decision(s).seat
    memory = memory if memory is not None else policy.new_memory(seat)
    return policy.choose(RULES.view(s, seat), RULES.legal_actions(s), Rng(seed), "normal", memory)


def test_el_capitan_keeps_an_npc_its_peek_showed_infected_away_from_the_encounter_and_the_busy_tasks():
    s = started(3, chars=("windows", "norris"), first=("blair", "bennings"))
    s.d["capitan"] = 1
    until(s, "assign")
    memory = policy.new_memory(1)
    policy.observe(memory, [{"type": "peek", "seat": 1, "npc": "bennings", "saw": ["infected"]}])
    sent = []
    while RULES.decision(s).kind == "assign":
        a = decide(s, memory)
        RULES.apply(s, a)
        if a.kind == "send":
            sent.append((a["char"], a["site"]))
        if a.kind == "done":
            break
    assert sent, "El Capitan sent nobody"
    sites = dict(sent)
    assert sites.get("bennings") != "encounter"
    if "bennings" in sites:  # a suspect works alone, where an attack kills nobody
        assert [ch for ch, site in sent if site == sites["bennings"]] == ["bennings"]


def test_an_outpost_player_at_an_attacked_site_burns_the_thing():
    s = started(3, chars=("windows", "norris"))
    until(s, "assign")
    give(s, 1, "flamethrower")
    d = s.d
    d["chars"]["bennings"]["site"] = "encounter"
    d["frame"], d["step"] = None, "saucer"
    s.changed()
    from game.games.the_thing import attack, flow
    ev = []
    attack.begin(s, "encounter", "bennings", ev)
    flow.advance(s, ev)
    while RULES.decision(s).seat != 1:
        act(s, "pass")
    assert RULES.decision(s).kind == "cards"
    a = decide(s)
    assert a.kind == "play" and a["card"] == "flamethrower"


def _roll_window(dice, need, hand):
    s = started(3, chars=("windows", "norris"))
    s.d["capitan"] = 1
    until(s, "assign")
    s.d["players"][1]["hand"], s.d["decks"]["outpost1"] = [], s.d["decks"]["outpost1"] + s.d["players"][1]["hand"]
    give(s, 1, *hand)
    done(s)
    s.d["roll"].update({"dice": list(dice), "need": need, "target": 4, "target_mod": 0, "bonus": 0})
    s.changed()
    while RULES.decision(s).seat != 1 or RULES.decision(s).kind != "cards":
        act(s, "pass")
    return s


def test_an_outpost_player_plays_nothing_into_a_roll_that_passes():
    s = _roll_window([6, 5, 1], 2, ["mac_wants", "jed", "warm_up"])
    assert decide(s).kind == "pass"


def test_an_outpost_player_closes_a_gap_with_its_cheapest_sure_card():
    # One success short: Mac wants the what? (+1 success) closes it for sure, cheaper than the +2 success card
    # or the revolver's three dice (worth more in hand, and only likely to close it).
    s = _roll_window([6, 1, 1], 2, ["only_eat", "mac_wants", "revolver"])
    a = decide(s)
    assert a.kind == "play" and a["card"] == "mac_wants"


def test_an_outpost_player_keeps_its_cards_when_the_hand_cannot_save_the_roll():
    s = _roll_window([1, 1, 1], 3, ["jed"])
    assert decide(s).kind == "pass"


def test_the_thing_rolls_the_saucer_with_enough_cards_or_near_the_end():
    from game.core.actions import Action
    view = {"saucer": 7, "act": 1, "encounters_left": 10, "current": "autopsy"}
    legal = [Action("roll"), Action("pass")]
    assert policy._PICKERS["saucer"](view, legal, Rng(1), {}).kind == "roll"
    assert policy._PICKERS["saucer"](dict(view, saucer=2), legal, Rng(1), {}).kind == "pass"
    assert policy._PICKERS["saucer"](dict(view, saucer=3, act=3), legal, Rng(1), {}).kind == "roll"


def test_the_infected_always_wait_and_a_human_burns_when_it_believes_a_thing_is_left():
    from game.core.actions import Action
    s = started(4, chars=("windows", "norris", "garry"))
    view = RULES.view(s, 2)
    view["frame"] = {"kind": "see", "seat": 2}
    legal = [Action("wait"), Action("burn")]
    memory = policy.new_memory(2)
    memory["peeks"]["bennings"] = ["infected"]  # it saw a Thing that is still among them
    assert policy.choose(view, legal, Rng(1), "normal", memory).kind == "burn"
    memory = policy.new_memory(2)
    for ch in view["chars"]:  # every NPC looked at and clean: no Thing left as far as it knows
        memory["peeks"][ch] = ["human"] * view["chars"][ch]["infection_cards"]
    assert policy.choose(view, legal, Rng(1), "normal", memory).kind == "wait"
    assert policy.choose(view, [Action("wait")], Rng(1), "normal", memory).kind == "wait"  # the infected: no choice


def test_the_thing_infects_without_a_pattern():
    """Over many games the Thing's infection cards land on many different NPCs, Human cards mixed in."""
    targets, kinds = Counter(), Counter()
    for seed in range(30):
        s = RULES.new_game(seed, 4)
        agents = [policy.new_memory(x) for x in range(4)]
        while RULES.decision(s).kind in ("pick_char", "first_infect"):
            seat = RULES.decision(s).seat
            a = policy.choose(RULES.view(s, seat), RULES.legal_actions(s), Rng(seed * 7 + seat), "normal", agents[seat])
            if a.kind == "infect":
                targets[a["target"]] += 1
                kinds[a["card"].split("_")[0]] += 1
            RULES.apply(s, a)
    assert len(targets) >= 6 and max(targets.values()) <= 20
    assert kinds["human"] == kinds["infected"] == 30  # one of each at the start: never both Infected!


def test_suspicion_follows_what_the_table_showed():
    s = started(4, chars=("windows", "norris", "garry"))
    view = RULES.view(s, 1)
    memory = suspect.new_memory(1)
    npcs, _ = suspect.chances(view, memory)
    assert npcs["blair"] > 0 and npcs["bennings"] > 0 and npcs["clark"] == 0.0  # no card under Clark
    before = npcs["blair"]
    memory = suspect.new_memory(1)
    for _ in range(3):  # Blair worked beside others three rounds and the Thing never used him
        suspect.observe(memory, [{"type": "sent", "char": "blair", "site": "radio"},
                                 {"type": "sent", "char": "fuchs", "site": "radio"},
                                 {"type": "encounter", "id": "autopsy", "kind": "encounter"}])
    assert suspect.chances(RULES.view(s, 1), memory)[0]["blair"] < before
    suspect.observe(memory, [{"type": "bad_blood", "seat": 3, "discarded": False}])
    view = RULES.view(s, 1)
    assert suspect.chances(view, memory)[1][3] > suspect.chances(view, suspect.new_memory(1))[1][3]
    assert suspect.chances(RULES.view(s, THING_SEAT), memory)[0]["bennings"] == 1.0  # the Thing knows


def test_cheating_stops_a_multi_player_card_handed_to_an_outpost_player():
    s = started(4, chars=("windows", "norris", "garry"))
    give(s, 2, "cheating")
    multi = next(c for c in s.d["decks"]["thing1"] + s.d["players"][THING_SEAT]["hand"] if c.startswith("multi"))
    if multi not in s.d["players"][THING_SEAT]["hand"]:
        give(s, THING_SEAT, multi)
    until(s, "infect")
    act(s, "infect", card=multi, target=3)
    while RULES.decision(s).seat != 2:
        act(s, "pass")
    a = decide(s)
    assert a.kind == "cancel" and a["card"] == "cheating"
