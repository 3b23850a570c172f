"""The rules long kept simplified, made whole: Taking Control on any player's
Attack (asked every time, so it leaks nothing), a Revive with several First Aid, Kindling's warmth, forgotten
events resolvable all turn long. Build payments are in test_build.py."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.games.who_goes_there.rules import RULES

from .fixtures import act, force_event, seat_of, started

CHARS = ("garry", "kinner", "copper", "mcready")


def _attack_falls_short(garry_holds: bool, event: str = "dogs_loose", seed: int = 3):
    """Kinner's turn, an Attack in play, no natural die: his roll fails at once. Garry holds Taking Control or,
    in its place, a Wood (the same hand size)."""
    s = started(chars=CHARS, seed=seed)
    d = s.d
    force_event(s, event)
    kinner, garry = seat_of(s, "kinner"), seat_of(s, "garry")
    d["frame"] = {"kind": "turn", "seat": kinner}
    d["players"][kinner].update(stamina=0, hand=[])
    d["players"][garry]["hand"] = ["first_aid", "taking_control" if garry_holds else "wood"]
    s.changed()
    ev = act(s, "resolve_event")
    assert d["frame"] == {"kind": "roll", "seat": kinner}
    ev += act(s, "accept")
    return s, kinner, garry, ev


def test_taking_control_asks_garry_on_another_players_failing_attack():
    """Rulebook line 319: "His Taking Control card lets him assist any player resolving an Attack"."""
    s, kinner, garry, _ = _attack_falls_short(True)
    d = s.d
    assert d["frame"] == {"kind": "assist", "seat": garry, "for": kinner}
    assert RULES.legal_actions(s) == [Action("pass"), Action("assist")]
    assert d["players"][kinner]["strikes"] == 0  # no penalty until Garry answers
    ev = act(s, "assist")
    assert any(e["type"] == "assist" and e["seat"] == garry and e["target"] == kinner for e in ev)
    assert d["players"][kinner]["strikes"] == 0 and d["frame"] == {"kind": "turn", "seat": kinner}
    assert "taking_control" not in d["players"][garry]["hand"] and "taking_control" in d["camp_discard"]
    assert d["players"][kinner]["event_done"]


def test_garry_is_asked_the_same_question_holding_taking_control_or_not():
    """No leak: the decision, every other seat's view and every other seat's events are the same whether or not
    Garry holds the card; only Garry's own legal list differs."""
    with_card = _attack_falls_short(True)
    without = _attack_falls_short(False)
    s1, kinner, garry, ev1 = with_card
    s2, _, _, ev2 = without
    assert RULES.decision(s1) == RULES.decision(s2)
    for seat in [None] + [x for x in range(len(CHARS)) if x != garry]:
        assert RULES.view(s1, seat) == RULES.view(s2, seat)
        assert [RULES.redact(e, seat) for e in ev1] == [RULES.redact(e, seat) for e in ev2]
    assert RULES.legal_actions(s2) == [Action("pass")]
    act(s1, "pass")
    act(s2, "pass")
    for seat in [None] + [x for x in range(len(CHARS)) if x != garry]:
        assert RULES.view(s1, seat) == RULES.view(s2, seat)
    assert s1.d["players"][kinner]["strikes"] == 1 and s1.d["frame"] == {"kind": "turn", "seat": kinner}


def test_taking_control_short_of_the_need_returns_the_roll_and_garry_is_not_asked_twice():
    s, kinner, garry, _ = _attack_falls_short(True)
    d = s.d
    d["roll"]["need"] = 3  # Phase 3: one Success from Garry is not enough
    s.changed()
    act(s, "assist")
    assert d["frame"] == {"kind": "roll", "seat": kinner} and d["roll"]["successes"] == 1
    act(s, "accept")  # Garry already stepped in: the penalty now
    assert d["frame"] == {"kind": "turn", "seat": kinner} and d["players"][kinner]["strikes"] == 1


def test_garry_is_not_asked_on_a_setback_nor_unconscious_nor_on_his_own_roll():
    s, kinner, garry, _ = _attack_falls_short(True, event="whiteout")  # a Setback
    assert s.d["frame"] == {"kind": "turn", "seat": kinner}
    s = started(chars=CHARS)
    d = s.d
    force_event(s, "dogs_loose")
    kinner, garry = seat_of(s, "kinner"), seat_of(s, "garry")
    d["frame"] = {"kind": "turn", "seat": kinner}
    d["players"][kinner]["stamina"] = 0
    d["players"][garry].update(strikes=3, unconscious=True)
    s.changed()
    act(s, "resolve_event")
    act(s, "accept")
    assert d["frame"] == {"kind": "turn", "seat": kinner} and d["players"][kinner]["strikes"] == 1
    # Garry's own Attack: the card helps in his roll frame (no missed die needed), nobody else is asked
    s = started(chars=CHARS)
    d = s.d
    force_event(s, "dogs_loose")
    garry = seat_of(s, "garry")
    d["frame"] = {"kind": "turn", "seat": garry}
    d["players"][garry].update(stamina=0, hand=["taking_control"])
    s.changed()
    act(s, "resolve_event")
    assert Action("help", using="card", what="taking_control") in RULES.legal_actions(s)
    act(s, "help", using="card", what="taking_control")
    assert d["frame"] == {"kind": "turn", "seat": garry} and d["players"][garry]["strikes"] == 0


def test_a_thing_attack_from_a_phase_deck_asks_garry_too():
    from game.games.who_goes_there import rolls
    s = started(chars=CHARS)
    d = s.d
    kinner, garry = seat_of(s, "kinner"), seat_of(s, "garry")
    d["frame"] = {"kind": "turn", "seat": kinner}
    d["players"][kinner]["stamina"] = 0
    s.changed()
    rolls.start(s, kinner, "attack", "thing", [])
    s.changed()
    act(s, "accept")
    assert d["frame"] == {"kind": "assist", "seat": garry, "for": kinner}


def test_a_knockout_on_garrys_pass_ends_the_rollers_turn():
    s, kinner, garry, _ = _attack_falls_short(False)
    d = s.d
    d["players"][kinner]["strikes"] = 2
    s.changed()
    act(s, "pass")
    assert d["players"][kinner]["unconscious"]
    assert d["frame"] is None or d["frame"]["seat"] != kinner or d["frame"]["kind"] != "turn"


# -- a Revive with several First Aid --------------------------------------------------------------------------
def _knocked_out_beside(aids: int, strikes: int = 3):
    s = started(chars=CHARS)
    d = s.d
    me = RULES.decision(s).seat
    other = next(x for x in d["order"] if x != me)
    d["players"][other].update(strikes=strikes, unconscious=True, space=d["players"][me]["space"])
    d["players"][me]["hand"] = ["first_aid"] * aids + ["wood"]
    s.changed()
    return s, d, me, other


def test_a_revive_may_play_several_first_aid():
    """Rulebook line 217: "They may play multiple First Aid cards; each First Aid removes one Strike"."""
    s, d, me, other = _knocked_out_beside(aids=3, strikes=2)
    d["players"][other]["frostbite"] = 1
    s.changed()
    revives = [a for a in RULES.legal_actions(s) if a.kind == "revive"]
    assert revives == [Action("revive", target=other), Action("revive", target=other, aids=2)]  # min(3 held, 2)
    ev = act(s, "revive", target=other, aids=2)
    assert any(e["type"] == "revive_offer" and e["aids"] == 2 for e in ev)
    assert d["frame"] == {"kind": "revive_consent", "seat": other, "asker": me, "aids": 2}
    assert RULES.view(s, None)["frame"]["aids"] == 2  # the target (and everyone) sees what is offered
    act(s, "accept")
    assert d["players"][other]["strikes"] == 0 and not d["players"][other]["unconscious"]
    assert d["players"][me]["hand"] == ["first_aid", "wood"] and d["camp_discard"].count("first_aid") == 2


def test_one_first_aid_is_offered_alone_and_a_refusal_keeps_them_all():
    s, d, me, other = _knocked_out_beside(aids=1)
    assert [a for a in RULES.legal_actions(s) if a.kind == "revive"] == [Action("revive", target=other)]
    s, d, me, other = _knocked_out_beside(aids=3)
    act(s, "revive", target=other, aids=3)
    act(s, "refuse")
    assert d["players"][me]["hand"].count("first_aid") == 3 and d["players"][other]["unconscious"]


# -- Kindling ------------------------------------------------------------------------------------------------
def _bonfire(pile):
    s = started(chars=("blair", "garry", "kinner", "copper"))
    d = s.d
    me = RULES.decision(s).seat
    d["bonfire"], d["bonfire_extra"] = list(pile), pile.count("kindling")
    for pl in d["players"]:
        pl["stamina"] = 1
    d["players"][me]["hand"] = ["matches"]
    s.changed()
    return s, d, me


def test_kindling_counts_two_and_a_lit_bonfire_holding_it_warms_one_more():
    """designed (cards.toml): Kindling counts as two cards, and its lit Bonfire gives those inside +1 Stamina."""
    s, d, me = _bonfire(["wood", "cloth", "kindling"])
    assert RULES.view(s, None)["bonfire"] == 4
    d["players"][me]["hand"] = ["kindling", "matches"]
    s.changed()
    act(s, "bonfire", card="kindling")
    assert RULES.view(s, None)["bonfire"] == 6
    act(s, "play", card="matches")
    assert all(pl["stamina"] == 4 for pl in d["players"] if pl["space"] in ("storage", "workshop"))  # 1 + 2 + 1


def test_kindlings_warmth_does_not_stack_and_a_plain_bonfire_gives_two():
    s, d, me = _bonfire(["kindling", "kindling", "wood"])
    act(s, "play", card="matches")
    assert all(pl["stamina"] == 4 for pl in d["players"])  # still only one more
    s, d, me = _bonfire(["wood", "cloth", "rope", "metal", "screws"])
    act(s, "play", card="matches")
    assert all(pl["stamina"] == 3 for pl in d["players"])


# -- forgotten events ----------------------------------------------------------------------------------------
def test_the_camp_event_can_be_resolved_at_any_point_of_the_turn():
    """Rulebook line 282: "They can be resolved at any point during the turn"; ending the turn without it still
    takes the penalty (the table asks first, naming it: tests/ui/tables/who_goes_there/test_wgt_table.py)."""
    s = started(chars=CHARS)
    d = s.d
    force_event(s, "whiteout")
    me = RULES.decision(s).seat
    pl = d["players"][me]
    assert Action("resolve_event") in RULES.legal_actions(s)
    act(s, "move", to="workshop")
    act(s, "move", to="storage")
    pl["actions"] = 0  # every cube spent: still free to resolve
    s.changed()
    assert Action("resolve_event") in RULES.legal_actions(s)
    act(s, "resolve_event")
    assert pl["event_done"] and Action("resolve_event") not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction):
        act(s, "resolve_event")


def test_the_penalty_words_name_what_a_forgotten_event_costs():
    from game.games.who_goes_there.words import penalty_words
    assert penalty_words("dogs_loose") == "take a Strike"
    assert penalty_words("thing_attack") == "draw a Vulnerable card"
    assert "Stamina" in penalty_words("whiteout") and penalty_words("nothing") == ""


# -- records --------------------------------------------------------------------------------------------------
def test_a_record_of_the_older_rules_is_named_older_where_it_diverges(tmp_path):
    """Version 2 of the rules asks new questions (pay, assist): a version-1 record replays as far as it agrees,
    and a step today's rules refuse is reported as a record of older rules, naming the step."""
    from game.core import records
    from game.core.errors import DataFileError
    assert RULES.record_version >= 2
    s = RULES.new_game(3, 4, {})
    rec = records.make_record("who_goes_there", s.d["options"], 3, 4, [Action("make_leader", seat=0)])
    rec["rules_version"] = 1
    rec["actions"].append({"kind": "pass"})  # e.g. Garry's answer where the older rules asked nothing
    path = tmp_path / "old.json"
    records.save(path, rec)
    with pytest.raises(DataFileError) as err:
        records.replay(records.load(path), path)
    assert "older" in str(err.value) and "actions[1]" in str(err.value)


# -- the computer seats --------------------------------------------------------------------------------------
def test_a_computer_garry_steps_in_for_a_trusted_player_and_passes_without_the_card():
    from game.core.rng import Rng
    from game.games.who_goes_there.ai import policy
    s, kinner, garry, _ = _attack_falls_short(True)
    memory = policy.new_memory(garry)
    pick = policy.choose(RULES.view(s, garry), RULES.legal_actions(s), Rng(1), "normal", memory)
    assert pick == Action("assist")
    memory["known"][kinner] = True  # Garry saw Kinner's clicker show infected: no help for the Thing
    pick = policy.choose(RULES.view(s, garry), RULES.legal_actions(s), Rng(1), "normal", memory)
    assert pick == Action("pass")
    s, kinner, garry, _ = _attack_falls_short(False)
    assert policy.choose(RULES.view(s, garry), RULES.legal_actions(s), Rng(1), "normal") == Action("pass")


def test_a_computer_builder_pays_the_thrifty_way_and_revives_a_critical_strike_with_two():
    from game.core.rng import Rng
    from game.games.who_goes_there.ai import policy
    s = started(chars=CHARS, spaces=["workshop"] * 4)
    me = RULES.decision(s).seat
    s.d["players"][me]["hand"] = ["blueprint", "wood", "screws"]
    s.changed()
    act(s, "build", item="club")
    pick = policy.choose(RULES.view(s, me), RULES.legal_actions(s), Rng(1), "normal")
    assert pick == Action("pay", cards=("screws", "wood"), using=())
    s, d, me, other = _knocked_out_beside(aids=3)
    d["players"][other]["critical"] = 2
    d["players"][me]["event_done"] = True
    s.changed()
    revives = [a for a in RULES.legal_actions(s) if a.kind == "revive"]
    assert len(revives) == 3  # one, two or three First Aid
    pick = policy.choose(RULES.view(s, me), RULES.legal_actions(s), Rng(1), "normal")
    assert pick == Action("revive", target=other, aids=2)  # both Critical Strikes off (healed first)


def test_the_new_choices_have_plain_labels():
    s = started(chars=CHARS)
    kinner = seat_of(s, "kinner")
    assert RULES.label(s, Action("revive", target=kinner, aids=2)) == "Revive Kinner with 2 First Aid"
    assert RULES.label(s, Action("pay", cards=("blueprint", "wood"), using=("locker",))) == \
        "Pay with Blueprint, Wood, the Locker die"
    assert RULES.label(s, Action("assist")) == "Play Taking Control" and RULES.label(s, Action("pass")) == "Pass"


def test_kindling_goes_on_the_bonfire_face_up_and_the_other_cards_face_down():
    """The observation fuzz found it: Kindling counts as two, so the Bonfire's public size told the others that
    the card added face down was a Kindling. It goes on face up and named (cards.toml); any other card added
    shows the others the same line whichever it is, and only those stay declared secret (secrets.py)."""
    from game.games.who_goes_there.audit import secrets
    s, d, me = _bonfire(["wood"])
    d["players"][me]["hand"] = ["kindling", "rope", "cloth"]
    s.changed()
    other = next(x for x in d["order"] if x != me)
    groups = secrets.secret_choices(RULES, s)
    face_down = next(acts for _, acts in groups if acts and acts[0].kind == "bonfire")
    assert {a["card"] for a in face_down} == {"rope", "cloth"}
    shown = []
    for card in ("rope", "cloth"):
        twin = RULES.clone(s)
        shown.append([RULES.redact(e, other) for e in RULES.apply(twin, Action("bonfire", card=card))])
    assert shown[0] == shown[1] and shown[0][0]["text"].endswith("adds a card to the Bonfire (2).")
    line = [RULES.redact(e, other) for e in act(s, "bonfire", card="kindling")][0]
    assert line["card"] == "kindling" and line["text"].endswith("adds Kindling to the Bonfire (3).")
