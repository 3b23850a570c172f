"""Views: a seat sees only what it may know. Changing only what a seat may not know (sleeves it did not
peek, clues it did not see, other seats' knowledge and claims, deck orders, the RNG) never changes its
view; events are redacted per seat."""
from __future__ import annotations

import json

from game.core.rng import Rng
from game.games.crimson_creek.content import load_content, possessed_of
from game.games.crimson_creek.rules import RULES


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


def _hidden_changes(state, seat, rng):
    """Copies of `state` where only things `seat` may not know differ."""
    d = state.d
    kn = d["players"][seat]["knows"]
    out = []
    # Two sleeves this seat has not seen (and that are not revealed) trade their cards.
    unseen = [i for i in d["sleeves"] if i not in kn["peeks"] and i not in d["revealed"]]
    if len(unseen) >= 2:
        s = state.clone()
        a, b = unseen[0], unseen[1]
        s.d["sleeves"][a], s.d["sleeves"][b] = s.d["sleeves"][b], s.d["sleeves"][a]
        out.append(("two unseen sleeves", s))
    if unseen and not kn["lair"] and not d["lair_revealed"]:
        s = state.clone()
        i = unseen[-1]
        s.d["sleeves"][i], s.d["lair"] = s.d["lair"], s.d["sleeves"][i]
        out.append(("an unseen sleeve and the Lair", s))
    # Clue cards it has not seen.
    seen = {int(k): v for k, v in kn["clues"].items()}
    clues = list(load_content().clue_order)
    if len(seen) < 2:
        s = state.clone()
        for i in range(2):
            if i in seen:
                continue
            other = seen.get(1 - i)
            choices = [c for c in clues if c != other and c != s.d["clue_sleeves"][1 - i]]
            s.d["clue_sleeves"][i] = choices[rng.randbelow(len(choices))]
        s.d["possessed"] = possessed_of(*s.d["clue_sleeves"])
        out.append(("unseen clues", s))
    # Other seats' private knowledge.
    for other in range(d["seats"]):
        if other == seat:
            continue
        s = state.clone()
        okn = s.d["players"][other]["knows"]
        okn["peeks"] = {i: l for i, l in s.d["sleeves"].items()}
        okn["clues"] = {"0": s.d["clue_sleeves"][0], "1": s.d["clue_sleeves"][1]}
        okn["claims"].append({"from": seat, "act": s.d["act"], "locs": ["cabin"], "clues": ["boots"]})
        okn["lair"] = s.d["lair"]
        if str(other) in s.d["accusations"]:
            s.d["accusations"][str(other)] = "punk" if s.d["accusations"][str(other)] != "punk" else "geek"
        out.append((f"seat {other}'s knowledge", s))
        break
    # Deck orders and the RNG.
    s = state.clone()
    rng.shuffle(s.d["attack"]["deck"])
    rng.shuffle(s.d["reveal_deck"])
    rng.shuffle(s.d["search"]["deck"])
    s.rng = Rng(12345)
    out.append(("deck orders", s))
    # Another seat's claim being drafted.
    top = state.d["stack"][-1] if state.d["stack"] else None
    if top and top["t"] == "claim" and top["seat"] != seat:
        s = state.clone()
        s.d["stack"][-1]["locs"] = list(s.d["act_locs"][:2])
        s.d["stack"][-1]["clues"] = ["glasses"]
        out.append(("another seat's claim draft", s))
    return out


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
