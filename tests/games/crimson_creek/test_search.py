"""Crimson Creek's search module (search.py, sampler.py, belief.py, lying.py): a determinization agrees with
everything the seat was shown, its belief follows the claims it can check, and the possessed Hard seat's
claims are never caught by what another seat could know."""
from __future__ import annotations

import copy

import pytest

from game.core.actions import Action
from game.core.rng import Rng
from game.games.crimson_creek.ai import search
from game.games.crimson_creek.ai.belief import belief, suspicion
from game.games.crimson_creek.content import load_content, suspects
from game.games.crimson_creek.rules import RULES

VARIANTS = ("beginner", "standard", "advanced")


def _options(g):
    return {"variant": VARIANTS[g % 3], "takeover": g % 2 == 0,
            "characters": "random" if g % 4 == 0 else "choose", "three_survivor_trigger": (2, 3)[g // 6 % 2]}


def _play(g, every=1, chooser=None):
    """Random (or `chooser`) play of game g, at 1-6 seats by g; yields (state, memories) at each decision,
    the memories fed with the redacted events only (the opening events are not shown, as in simulate)."""
    n = 1 + g % 6
    state = RULES.new_game(9100 + g, n, _options(g))
    mems = [search.new_memory(s) for s in range(n)]
    rng = Rng(g)
    step = 0
    while RULES.result(state) is None:
        if step % every == 0:
            yield state, mems
        legal = RULES.legal_actions(state)
        a = chooser(state, mems, legal, rng) if chooser else legal[rng.randbelow(len(legal))]
        events = RULES.apply(state, a)
        for s in range(n):
            search.observe(mems[s], [RULES.redact(e, s) for e in events])
        step += 1


def _check_determinization(state, mems, rng):
    seat = RULES.decision(state).seat
    view = RULES.view(state, seat)
    det = search.determinize(view, mems[seat], rng)
    assert RULES.view(det, seat) == view, view["decision"]["kind"]
    assert RULES.legal_actions(det) == RULES.legal_actions(state), view["decision"]["kind"]
    # The game machine's pending work is rebuilt exactly (not only what the view shows).
    assert det.d["ops"] == state.d["ops"], view["decision"]["kind"]
    return det


def _fuzz(games, every):
    rng = Rng(77)
    kinds = set()
    for g in range(games):
        for state, mems in _play(g, every):
            det = _check_determinization(state, mems, rng)
            kinds.add(RULES.decision(state).kind)
            # The rebuilt state plays on: the same action applies in both.
            legal = RULES.legal_actions(det)
            RULES.apply(det, legal[rng.randbelow(len(legal))])
    return kinds


def test_determinize_agrees_with_the_view_and_the_legal_list_at_every_player_count_and_option():
    kinds = _fuzz(36, 3)
    assert {"turn", "claim", "chase", "accuse", "clue_pick", "choose_character"} <= kinds


@pytest.mark.slow
def test_determinize_fuzz_long():
    kinds = _fuzz(600, 1)
    assert {"takeover", "relocate", "hide_move"} <= kinds


def test_determinize_samples_what_the_seat_does_not_know_and_keeps_what_it_does():
    state = next(s for s, _ in _play(5, 1) if RULES.view(s, RULES.decision(s).seat)["act"] == 1
                 and RULES.decision(s).kind == "turn" and s.d["turn"]["number"] >= 3)
    seat = RULES.decision(state).seat
    mem = search.new_memory(seat)
    view = RULES.view(state, seat)
    lairs, possessed = set(), set()
    rng = Rng(1)
    for _ in range(60):
        det = search.determinize(view, mem, rng)
        lairs.add(det.d["lair"])
        possessed.add(det.d["possessed"])
        for icon, loc in view["knowledge"]["peeks"].items():
            assert det.d["sleeves"][icon] == loc
        assert det.d["possessed"] in view["me"]["suspects"]
    assert len(lairs) > 1 and len(possessed) > 1


def test_value_is_a_probability_and_rollout_plays_legal_actions():
    rng = Rng(5)
    for g in range(12):
        for state, mems in _play(g, 4):
            for s in range(state.d["seats"]):
                v = search.value(state, s)
                assert 0.0 <= v <= 1.0
            legal = RULES.legal_actions(state)
            assert search.rollout(state, legal, rng) in legal


def test_rollouts_finish_games():
    rng = Rng(8)
    for g in range(10):
        state = RULES.new_game(g, 1 + g % 6, _options(g))
        steps = 0
        while RULES.result(state) is None:
            legal = RULES.legal_actions(state)
            RULES.apply(state, search.rollout(state, legal, rng))
            steps += 1
            assert steps < 3000
        for s in range(state.d["seats"]):
            assert search.value(state, s) == (1.0 if s in state.d["result"]["winners"] else 0.0)


# --------------------------------------------------------------------------- belief


def _claim(view_seat, mem, frm, locs, clues, icons, idx, act=1):
    mem["claims"].append({"from": frm, "to": view_seat, "act": act, "icons": icons, "idx": idx,
                          "locs": locs, "clues": clues})
    mem["v"] += 1


def _start(seed=4, chars=("jock", "geek", "goth", "punk")):
    state = RULES.new_game(seed, len(chars), {"characters": "choose"})
    mems = [search.new_memory(s) for s in range(len(chars))]
    for c in chars:
        events = RULES.apply(state, Action("choose_character", char=c))
        for s in range(len(chars)):
            search.observe(mems[s], [RULES.redact(e, s) for e in events])
    return state, mems


def test_a_caught_liar_becomes_the_most_suspect():
    """Seat 0 peeked the Treetop sleeve; seat 1 (never peeked it) claims that sleeve's card as seen
    while peeking only the Camera sleeve, whose card seat 0 knows is elsewhere: caught."""
    state, mems = _start()
    d = state.d
    d["players"][0]["knows"]["peeks"]["treetop"] = d["sleeves"]["treetop"]
    mems[0]["acts"]["1"]["peeks"] += [[0, "treetop"], [1, "camera"]]
    d["public_peeks"] += [[0, "treetop"], [1, "camera"]]
    state.changed()
    view = RULES.view(state, 0)
    before = suspicion(view, mems[0])
    assert max(before.values()) - min(before.values()) < 1e-9
    # Seat 2 tells a claim that fits; seat 1 claims the Treetop's card: it cannot have seen it.
    _claim(0, mems[0], 1, [d["sleeves"]["treetop"]], [], ["camera"], [])
    _claim(0, mems[0], 2, [], [], [], [])
    after = suspicion(view, mems[0])
    assert after[1] > after[2] + 0.2 and after[1] > after[3] + 0.2
    assert after[1] > before[1]
    # The possessed character is drawn in proportion: the liar's character most often.
    rng = Rng(3)
    drawn = [search.determinize(view, mems[0], rng).d["possessed"] for _ in range(200)]
    assert drawn.count("geek") > max(drawn.count(c) for c in ("goth", "punk", "cheerleader")) + 20


def test_contradicting_clue_claims_raise_suspicion_of_both_but_a_known_clue_decides():
    """Seats 1 and 2 both looked in Clue sleeve 0 and claim different clues: one lies. Seat 0 looked in
    it too: the one whose claim differs from the card is the liar."""
    state, mems = _start(seed=11)
    d = state.d
    truth = d["clue_sleeves"][0]
    other = next(c for c in load_content().clue_order if c not in d["clue_sleeves"])
    d["players"][0]["knows"]["clues"]["0"] = truth
    state.changed()
    for s in (0, 1, 2):
        mems[0]["clue_idx"][str(s)] = [0]
    view = RULES.view(state, 0)
    _claim(0, mems[0], 1, [], [truth], [], [0])
    _claim(0, mems[0], 2, [], [other], [], [0])
    sus = suspicion(view, mems[0])
    assert sus[2] > sus[1] and sus[2] > sus[3]


def test_belief_is_certain_when_the_seats_clues_show_the_possessed():
    state, mems = _start(seed=2)
    d = state.d
    d["players"][0]["knows"]["clues"] = {"0": d["clue_sleeves"][0], "1": d["clue_sleeves"][1]}
    state.changed()
    view = RULES.view(state, 0)
    assert belief(view, mems[0]) == {d["possessed"]: 1.0}
    assert search.accusation(view, mems[0]) == d["possessed"]


# --------------------------------------------------------------------------- lying


def _lying_play(g):
    """Random play, except that claims and Clue picks go through search.decide (the Hard seat's), the
    possessed seat searches for its clues and shares are frequent; yields (state, memories, claim frame)
    at every claim decision."""
    def chooser(state, mems, legal, rng):
        seat = RULES.decision(state).seat
        view = RULES.view(state, seat)
        a = search.decide(view, legal, mems[seat], rng) if view["decision"]["kind"] in ("claim", "clue_pick") \
            else None
        if a is not None:
            return a
        d = state.d
        if d["players"][seat]["char"] == d["possessed"] and Action("search") in legal \
                and len(d["players"][seat]["knows"]["clues"]) < 2:
            return Action("search")  # the possessed seat looks for its own clues, to know it and lie
        for kind, p in (("share", 0.6), ("peek", 0.7), ("search", 0.3)):
            prefer = [x for x in legal if x.kind == kind]
            if prefer and rng.random() < p:
                return prefer[rng.randbelow(len(prefer))]
        calm = [x for x in legal if x.kind not in ("declare",)]
        return calm[rng.randbelow(len(calm))]
    for state, mems in _play(g, 1, chooser):
        top = state.d["stack"][-1] if state.d["stack"] else None
        if top and top["t"] == "claim":
            yield state, mems, top


def test_the_possessed_hard_seat_lies_without_contradicting_what_others_could_know():
    lies = checked = 0
    for g in range(5, 6 * 60, 6):  # six players: one of them is always possessed
        story, clue_story = {}, {}
        for state, mems, top in _lying_play(g):
            d = state.d
            seat = top["seat"]
            p = d["players"][seat]
            if not (p["char"] == d["possessed"] and len(set(p["knows"]["clues"].values())) == 2):
                continue
            view = RULES.view(state, seat)
            legal = RULES.legal_actions(state)
            if search.decide(view, legal, copy.deepcopy(mems[seat]), Rng(0)) != Action("claim_send"):
                continue
            checked += 1
            locs, clues = set(top["locs"]), set(top["clues"])
            mine = {i for s, i in d["public_peeks"] if s == seat}
            assert len(locs) == len(mine)
            assert len(clues) == len(p["knows"]["clues"])
            for other in d["players"]:
                if other["seat"] == seat:
                    continue
                their = dict(other["knows"]["peeks"])
                their.update(d["revealed"])
                for icon, loc in their.items():
                    # What another seat knows to be in a sleeve: claimed iff this seat peeked that sleeve.
                    assert (loc in locs) == (icon in mine), (g, icon, loc, locs, mine)
                for i, clue in other["knows"]["clues"].items():
                    if i in p["knows"]["clues"]:
                        assert clue in clues
            assert p["char"] not in suspects(sorted(clues)) or len(clues) == 0 or \
                set(clues) == set(p["knows"]["clues"].values())
            # The same story every time: this Act's later claims drop only lies (once another seat could
            # catch them) and add only the truth; the clue claims never change.
            key = (seat, d["act"])
            truth = set(p["knows"]["peeks"].values())
            if key in story:
                assert not (story[key][0] - locs) & truth and (locs - story[key][0]) <= truth
            checkable = {i for q in d["players"] if q["seat"] != seat for i in q["knows"]["clues"]}
            if seat in clue_story and clue_story[seat][1] == checkable and len(clue_story[seat][0]) == len(clues):
                assert clue_story[seat][0] == clues
            story[key] = (locs, clues)
            clue_story[seat] = (clues, checkable)
            lies += locs != set(p["knows"]["peeks"].values()) or clues != set(p["knows"]["clues"].values())
    assert checked >= 12 and lies >= 6, (checked, lies)


def test_an_innocent_hard_seat_tells_the_whole_truth():
    told = 0
    for g in range(30):
        for state, mems, top in _lying_play(g):
            d = state.d
            seat = top["seat"]
            view = RULES.view(state, seat)
            if view["me"]["possessed"] or search.decide(view, RULES.legal_actions(state), mems[seat],
                                                        Rng(0)) != Action("claim_send"):
                continue
            kn = d["players"][seat]["knows"]
            if suspicion(view, mems[seat]).get(top["partner"], 0) <= 0.6:
                assert set(top["locs"]) == set(kn["peeks"].values())
                assert set(top["clues"]) == set(kn["clues"].values())
                told += 1
    assert told > 20


# --------------------------------------------------------------------------- the posterior and its tactics


def _lair_by_pooling(liar_caught: bool):
    """Seat 0 peeked four sleeves, seat 1 peeked the other two and claims their cards truly: pooled, they
    name the Lair. With `liar_caught`, seat 1 also made a claim seat 0 knows to be false."""
    from game.games.crimson_creek.ai.belief import posterior
    state, mems = _start(seed=21)
    d = state.d
    icons = list(d["sleeves"])
    mine, theirs = icons[:4], icons[4:]
    for i in mine:
        d["players"][0]["knows"]["peeks"][i] = d["sleeves"][i]
        mems[0]["acts"]["1"]["peeks"].append([0, i])
        d["public_peeks"].append([0, i])
    for i in theirs:
        mems[0]["acts"]["1"]["peeks"].append([1, i])
        d["public_peeks"].append([1, i])
    state.changed()
    if liar_caught:
        _claim(0, mems[0], 1, [d["sleeves"][mine[0]]], [], [theirs[0]], [])
    _claim(0, mems[0], 1, sorted(d["sleeves"][i] for i in theirs), [], sorted(theirs), [])
    view = RULES.view(state, 0)
    return state, view, mems[0], posterior(view, mems[0])["lair"]


def test_the_posterior_pools_trusted_claims_to_find_the_lair():
    state, view, mem, lair = _lair_by_pooling(False)
    assert lair[state.d["lair"]] > 0.85
    _, _, _, doubted = _lair_by_pooling(True)
    # The same true claim from a seat caught lying is trusted less.
    assert doubted[state.d["lair"]] < lair[state.d["lair"]] - 0.1


def test_the_hard_seat_declares_a_lair_it_is_sure_of_and_heads_for_it_otherwise():
    from game.games.crimson_creek.ai.tactics import turn_choice
    state, _, mem, _ = _lair_by_pooling(False)
    d = state.d
    me = d["chars"][d["players"][0]["char"]]
    d["stack"] = [{"t": "turn", "seat": 0}]
    d["ops"] = []
    d["turn"] = {"seat": 0, "used": [], "number": 1}
    for where, expected in ((d["lair"], Action("declare")), (None, Action("move", to=d["lair"]))):
        if where is None:  # next door to the Lair, with room there
            where = next(n for n in state.adjacent(d["lair"]) if state.count_at(n) < 2)
            for cid, c in d["chars"].items():
                if c["loc"] == d["lair"] and cid != d["players"][0]["char"]:
                    c["loc"] = where if state.count_at(where) < 2 else next(
                        l for l in d["act_locs"] if state.count_at(l) == 0)
        me["loc"] = where
        state.changed()
        view = RULES.view(state, 0)
        legal = RULES.legal_actions(state)
        assert turn_choice(view, legal, mem) == expected
        assert search.decide(view, legal, mem, Rng(0)) == expected


def test_in_a_chase_the_hard_seat_leaves_a_location_it_knows_is_struck_for_one_it_knows_is_safe():
    from game.games.crimson_creek.ai.tactics import chase_choice
    seen = 0
    for g in range(40):
        for state, mems in _play(g, 1):
            if RULES.decision(state).kind != "chase":
                continue
            seat = RULES.decision(state).seat
            view = RULES.view(state, seat)
            kn = view["knowledge"]
            legal = RULES.legal_actions(state)
            safe_moves = [a for a in legal if a.kind == "move" and a["to"] in kn["safe"]]
            if view["me"]["loc"] in kn["danger"] and safe_moves and view["me"]["tile"] is None:
                a = chase_choice(view, legal, mems[seat])
                assert a.kind == "move" and a["to"] not in kn["danger"]
                seen += 1
            if view["me"]["loc"] in kn["safe"] and not view["attack"]["third"]:
                assert chase_choice(view, legal, mems[seat]).kind == "stay"
                seen += 1
    assert seen >= 8


def _turn_at(state, loc, attacks=2):
    """Seat 0's turn with its character at `loc` (others moved off it when it is full), `attacks` so far."""
    d = state.d
    cid = d["players"][0]["char"]
    for other, c in d["chars"].items():
        if other != cid and c["loc"] == loc and state.count_at(loc) >= 2:
            c["loc"] = next(l for l in d["act_locs"] if l != loc and state.count_at(l) == 0)
    d["chars"][cid]["loc"] = loc
    d["attacks"] = attacks
    d["stack"] = [{"t": "turn", "seat": 0}]
    d["ops"] = []
    d["turn"] = {"seat": 0, "used": [], "number": 1}
    state.changed()
    return RULES.view(state, 0), RULES.legal_actions(state)


def test_before_the_third_attack_the_hard_seat_takes_a_hiding_place_and_keeps_it():
    """A calm character holding its location's hiding place comes through any attack there: the Hard
    seat takes the one of its location, runs to a location whose hiding place is free when its own has
    none, and once it holds it, never runs away from it (nor trades it for another)."""
    from game.games.crimson_creek.ai.tactics import hiding_choice
    state, mems = _start(seed=5)
    d = state.d
    hiding = state.map.hiding
    with_tile = next(l for l in d["act_locs"] if hiding.get(l))
    view, legal = _turn_at(state, with_tile)
    assert search.decide(view, legal, mems[0], Rng(0)) == Action("hide", tile=hiding[with_tile])
    # No hiding place here: run next door to a free one.
    bare = next(l for l in d["act_locs"] if not hiding.get(l)
                and any(hiding.get(n) for n in state.adjacent(l)))
    view, legal = _turn_at(state, bare)
    a = search.decide(view, legal, mems[0], Rng(0))
    assert a.kind == "move" and hiding.get(a["to"])
    # Held: whatever else it does this turn, it stays.
    view, legal = _turn_at(state, with_tile)
    RULES.apply(state, Action("hide", tile=hiding[with_tile]))
    for seed in range(6):
        view, legal = RULES.view(state, 0), RULES.legal_actions(state)
        assert hiding_choice(view, legal) == "hold"
        assert search.decide(view, legal, mems[0], Rng(seed)).kind not in ("move", "swap", "hide")
    # A scared character cannot hide: nothing to do about it.
    d["chars"][d["players"][0]["char"]]["scared"] = True
    state.changed()
    assert hiding_choice(RULES.view(state, 0), RULES.legal_actions(state)) is None


def test_a_scared_hard_seat_scouts_for_the_lair_even_with_an_attack_near():
    """A scared character cannot hide: from the Act's first attack on, the Hard seat peeks a sleeve it
    has not seen, or runs to where one can be peeked, though the heuristic would stay put with an attack
    near; a calm one that can hold a hiding place does that instead."""
    from game.games.crimson_creek.ai.tactics import scout_choice
    state, mems = _start(seed=5)
    d = state.d
    me = d["players"][0]["char"]
    loc = next(l for l in d["act_locs"] if state.map.icon[l] != "center")
    view, legal = _turn_at(state, loc, attacks=1)
    d["chars"][me]["scared"] = True
    d["attack"]["hatchets_drawn"] = ["h"] * (d["attack"]["trigger"] - 1)  # the next hatchet attacks
    state.changed()
    view, legal = RULES.view(state, 0), RULES.legal_actions(state)
    icon = state.map.icon[loc]
    assert scout_choice(view, legal, mems[0]) == Action("peek", icon=icon)
    assert search.decide(view, legal, mems[0], Rng(0)) == Action("peek", icon=icon)
    RULES.apply(state, Action("peek", icon=icon))
    view, legal = RULES.view(state, 0), RULES.legal_actions(state)
    assert scout_choice(view, legal, mems[0]) is None  # a peek used this turn: no run to another this turn
    # A fresh turn: its own sleeve is seen now, so it runs to a location whose sleeve it has not seen.
    view, legal = _turn_at(state, loc, attacks=1)
    a = scout_choice(view, legal, mems[0])
    seen = {s["icon"] for s in view["sleeves"] if s["seen"] or s["revealed"]}
    assert a.kind == "move" and (state.map.icon[a["to"]] == "center" or state.map.icon[a["to"]] not in seen)
    assert search.decide(view, legal, mems[0], Rng(0)) == a
    from game.games.crimson_creek.ai import policy
    assert policy.choose(view, legal, Rng(0), "normal", policy.new_memory(0)).kind != "move"  # Normal stays put
    # Calm, with a hiding place to take here: it hides rather than scouts.
    d["chars"][me]["scared"] = False
    with_tile = next(l for l in d["act_locs"] if state.map.hiding.get(l))
    view, legal = _turn_at(state, with_tile, attacks=1)
    assert scout_choice(view, legal, mems[0]) is None
    # Before the first attack, and for the possessed, it leaves the turn to the heuristic.
    view, legal = _turn_at(state, loc, attacks=0)
    assert scout_choice(view, legal, mems[0]) is None


def test_the_hard_seat_picks_the_punk_who_can_hide_again_in_the_third_attack():
    state = RULES.new_game(3, 4, {"characters": "choose"})
    view, legal = RULES.view(state, 0), RULES.legal_actions(state)
    assert search.decide(view, legal, search.new_memory(0), Rng(0)) == Action("choose_character", char="punk")
    RULES.apply(state, Action("choose_character", char="punk"))
    view, legal = RULES.view(state, 1), RULES.legal_actions(state)
    assert search.decide(view, legal, search.new_memory(1), Rng(0)) == Action("choose_character", char="goth")
