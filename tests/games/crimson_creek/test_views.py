"""Views: a seat sees only what it may know. Changing only what a seat may not know (sleeves it did not
peek, clues it did not see, other seats' knowledge and claims, deck orders, the RNG) never changes its
view; events are redacted per seat."""
from __future__ import annotations

import json

from game.core.rng import Rng
from game.games.crimson_creek.rules import RULES
from game.games.crimson_creek.audit.twins import hidden_twins as _hidden_changes


def _positions(n_games=40, max_steps=400):
    """Mid-game states from random play (a few per game)."""
    out = []
    for g in range(n_games):
        players = 1 + g % 6
        state = RULES.new_game(7000 + g, players, {"variant": ("beginner", "standard", "advanced")[g % 3],
                                                   "takeover": g % 2 == 0})
        rng = Rng(g)
        for step in range(max_steps):
            if RULES.result(state) is not None:
                break
            legal = RULES.legal_actions(state)
            RULES.apply(state, legal[rng.randbelow(len(legal))])
            if step % 37 == 5 and RULES.result(state) is None:
                out.append(RULES.clone(state))
    return out


def _dump(view):
    return json.dumps(view, sort_keys=True)


def test_no_view_changes_when_only_what_the_seat_may_not_know_changes():
    rng = Rng(3)
    checked = 0
    for state in _positions():
        for seat in range(state.d["seats"]):
            before = _dump(RULES.view(state, seat))
            for what, changed in _hidden_changes(state, seat, rng):
                assert _dump(RULES.view(changed, seat)) == before, f"seat {seat}'s view changed with {what}"
                checked += 1
        spectator = _dump(RULES.view(state, None))
        for what, changed in _hidden_changes(state, 0, rng):
            if what.startswith("seat"):
                assert _dump(RULES.view(changed, None)) == spectator, what
    assert checked > 300


def test_the_spectator_sees_no_private_knowledge():
    for state in _positions(12):
        v = RULES.view(state, None)
        assert v["me"] is None and v["claims"] == [] and v["knowledge"]["peeks"] == {}
        assert all(s["seen"] is None for s in v["sleeves"])
        assert all(c["seen"] is None and c["revealed"] is None for c in v["clue_sleeves"])
        assert v["lair"]["known"] is None
        assert "possessed" not in json.dumps(v) or v["result"] is not None


def test_whether_a_seat_is_possessed_stays_hidden_until_its_own_clues_show_it():
    for seed in range(30):
        state = RULES.new_game(seed, 6, {"characters": "random"})
        d = state.d
        traitor = next(p["seat"] for p in d["players"] if p["char"] == d["possessed"])
        assert RULES.view(state, traitor)["me"]["possessed"] is None
        d["players"][traitor]["knows"]["clues"] = {"0": d["clue_sleeves"][0]}
        assert RULES.view(state, traitor)["me"]["possessed"] is None
        d["players"][traitor]["knows"]["clues"]["1"] = d["clue_sleeves"][1]
        assert RULES.view(state, traitor)["me"]["possessed"] is True
        innocent = (traitor + 1) % 6
        d["players"][innocent]["knows"]["clues"] = {"0": d["clue_sleeves"][0], "1": d["clue_sleeves"][1]}
        assert RULES.view(state, innocent)["me"]["possessed"] is False
        assert RULES.view(state, innocent)["me"]["suspects"] == [d["possessed"]]


def test_private_event_parts_reach_only_their_seat():
    private_seen = 0
    for g in range(30):
        players = 2 + g % 5
        state = RULES.new_game(900 + g, players, {})
        rng = Rng(g)
        while RULES.result(state) is None:
            legal = RULES.legal_actions(state)
            events = RULES.apply(state, legal[rng.randbelow(len(legal))])
            for e in events:
                json.dumps(e)
                if "private" not in e:
                    continue
                owners = set(e["private"])
                for s in range(players):
                    r = RULES.redact(e, s)
                    assert "private" not in r
                    extra = set(r) - set(e)
                    if str(s) in owners:
                        private_seen += 1
                    else:
                        assert not extra and r["text"] == e["text"]
                spec = RULES.redact(e, None)
                assert set(spec) == set(e) - {"private"}
    assert private_seen > 50


def test_views_are_json_and_list_every_documented_key():
    from game.games.crimson_creek import view as view_module
    doc = view_module.__doc__
    state = _positions(3)[0]
    v = RULES.view(state, 0)
    json.dumps(v)
    for key in v:
        assert f"  {key}" in doc, f"view key {key!r} is not documented in view.py"


def test_every_decision_and_action_kind_is_documented():
    from game.games.crimson_creek import view as view_module
    doc = view_module.__doc__
    kinds, actions = set(), set()
    for state in _positions(25):
        kinds.add(RULES.decision(state).kind)
        actions |= {a.kind for a in RULES.legal_actions(state)}
    for k in kinds:
        assert k in doc, k
    for a in actions:
        assert f"{a}(" in doc, a


def test_every_event_type_is_documented_for_the_table_builder():
    from game.games.crimson_creek import view as view_module
    doc = view_module.__doc__.split("EVENTS", 1)[1]
    types = set()
    for g in range(60):
        players = 1 + g % 6
        state = RULES.new_game(g, players, {"takeover": True, "variant": ("beginner", "standard", "advanced")[g % 3]})
        types |= {e["type"] for e in state.d.get("opening_events", [])}
        rng = Rng(g)
        while RULES.result(state) is None:
            legal = RULES.legal_actions(state)
            types |= {e["type"] for e in RULES.apply(state, legal[rng.randbelow(len(legal))])}
    missing = sorted(t for t in types if t not in doc)
    assert missing == []
    assert len(types) > 30
