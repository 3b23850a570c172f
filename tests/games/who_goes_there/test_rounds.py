"""The round structure played through: 15 rounds (18 extended) then the Helicopter round; the Food and Sleep
rounds ask every living player in turn order during the pre-round sequence, before the Temperature Drop."""
from __future__ import annotations

from game.core.actions import Action
from game.games.who_goes_there.rules import RULES

from .fixtures import started


def _quiet(state, seen):
    """End every turn at once, go hungry, sleep alone, keep the Locker die; record the frames met."""
    legal = RULES.legal_actions(state)
    frame = dict(state.d["frame"])
    seen.append((state.d["round"], frame["kind"], frame["seat"]))
    for kind in ("end_turn", "go_hungry", "sleep_alone", "keep_locker", "accept", "take_xp", "trust", "discard"):
        for a in legal:
            if a.kind == kind:
                return RULES.apply(state, a)
    return RULES.apply(state, legal[0])


def _play_quietly(extended=False):
    s = started(extended=extended)
    seen, events = [], []
    while RULES.result(s) is None:
        events += _quiet(s, seen)
    return s, seen, events


def test_fifteen_rounds_then_the_helicopter():
    s, seen, events = _play_quietly()
    rounds = [e for e in events if e["type"] == "round"]
    assert len(rounds) == 14  # the first round's event came with setup
    assert [e["kind"] for e in rounds][-2:] == ["food", "sleep"]
    assert any(e["type"] == "helicopter_round" for e in events)
    _, _, extended = _play_quietly(extended=True)
    assert sum(e["type"] == "round" for e in extended) == 17


def test_food_and_sleep_rounds_ask_everyone_in_turn_order_before_the_turns():
    s, seen, events = _play_quietly()
    order = s.d["order"]
    for kind in ("food", "sleep"):
        rnd = next(i for i, r in enumerate(s.d["rounds"]) if r[1] == kind)
        asked = [seat for r, k, seat in seen if r == rnd and k == kind]
        alive_then = [x for x in order if x in asked]
        assert asked == alive_then and len(asked) >= 1
        first_turn = next(i for i, (r, k, _) in enumerate(seen) if r == rnd and k == "turn")
        assert all(i < first_turn for i, (r, k, _) in enumerate(seen) if r == rnd and k == kind)


def test_going_hungry_and_sleeping_alone_draw_vulnerable_cards():
    s, seen, events = _play_quietly()
    hungry = [e for e in events if e["type"] == "hungry"]
    alone = [e for e in events if e["type"] == "sleep_alone"]
    drawn = [e for e in events if e["type"] == "vulnerable"]
    assert hungry and alone and len(drawn) == min(12, len(hungry) + len(alone))  # then Strikes instead
    assert Action("end_turn") not in RULES.legal_actions(s)  # the game is over


def test_the_step_that_turns_a_phase_card_cannot_be_undone():
    """Found by the fuzz's audit: whether a Search could be undone told the seat what the Phase deck held
    (a Thing Attack rolls, an Instant does not), and an undone step let it search again knowing the card."""
    from tests.helpers.engine_checks import first_step_showing

    step = first_step_showing("who_goes_there", 4, 3, "phase_card")
    assert [e["type"] for e in step.events] == ["phase_card"]  # the reveal alone: no roll, no draw
    assert step.barrier


def _food_round_out_cold(chars=("garry", "kinner", "copper", "clark"), hand=("canned_food",)):
    """A Food round's frame for a player lying unconscious with `hand`."""
    s = started(chars=chars)
    d = s.d
    seat = d["order"][1]
    d["players"][seat].update(strikes=3, unconscious=True, hand=list(hand))
    d["frame"] = {"kind": "food", "seat": seat}
    s.changed()
    return s, d, seat


def test_an_unconscious_player_eats_their_canned_food_on_a_food_round_and_stays_clear():
    """designed (camp.toml [designed] unconscious_food = "eat"): "all players are required to eat", and
    being out cold stops turns, not a card played in the pre-round: with Canned Food in hand they eat it."""
    s, d, seat = _food_round_out_cold()
    assert Action("eat", card="canned_food") in RULES.legal_actions(s)
    events = RULES.apply(s, Action("eat", card="canned_food"))
    pl = d["players"][seat]
    assert pl["vulnerable"] == [] and pl["hand"] == [] and any(e["type"] == "ate" for e in events)
    assert pl["unconscious"]  # eating wakes nobody: that is the Revive's business


def test_an_unconscious_player_without_canned_food_goes_hungry():
    s, d, seat = _food_round_out_cold(hand=("first_aid",))
    assert RULES.legal_actions(s) == [Action("go_hungry")]
    RULES.apply(s, Action("go_hungry"))
    assert len(d["players"][seat]["vulnerable"]) == 1


def test_an_unconscious_clark_still_feeds_jack(monkeypatch):
    from game.games.who_goes_there.state import content
    chars = ("garry", "clark", "kinner", "copper")
    s, d, seat = _food_round_out_cold(chars=chars, hand=("canned_food", "dog_treat"))
    clark = d["players"][seat]
    assert clark["char"] == "clark"
    clark["unlocks"].append("unique")
    clark["dog"] = "jack"
    s.changed()
    RULES.apply(s, Action("eat", card="canned_food"))
    assert d["frame"] == {"kind": "feed_dog", "seat": seat}
    RULES.apply(s, Action("feed", card="dog_treat"))
    assert clark["dog"] == "jack"
    # the other reading the data file offers: the unconscious cannot eat, and Jack runs off
    monkeypatch.setitem(content().camp["designed"], "unconscious_food", "hungry")
    s, d, seat = _food_round_out_cold(chars=chars, hand=("canned_food", "dog_treat"))
    d["players"][seat]["unlocks"].append("unique")
    d["players"][seat]["dog"] = "jack"
    s.changed()
    assert RULES.legal_actions(s) == [Action("go_hungry")]
    RULES.apply(s, Action("go_hungry"))
    assert len(d["players"][seat]["vulnerable"]) == 1 and d["players"][seat]["dog"] == "gone"
