"""Terrorscape's Normal seats against Eyebot and the Parasitoid (policy_eyebot.py, policy_parasitoid.py):
named scenarios on real games (a real view and the seat's own memory, one fact changed), and Normal
beating Easy and Random as each of those Killers."""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.core.actions import Action
from game.core.rng import Rng
from game.core.simulate import play_game
from game.games.terrorscape.ai import belief, policy, policy_parasitoid
from game.games.terrorscape.ai.policy_eyebot import next_in_zone
from game.games.terrorscape.ai.policy_survivors import Team
from game.games.terrorscape.rules import RULES


def _first(killer, frame_t, side="killer", seeds=range(1, 60), when=lambda view, legal: True):
    """The first view (with that seat's memory) where `side` faces frame `frame_t` with a choice."""
    for seed in seeds:
        state = RULES.new_game(seed, 2, {"killer": killer})
        agents = [make_agent("normal", "terrorscape", s) for s in range(2)]
        memories = [policy.new_memory(s) for s in range(2)]
        rngs = [Rng(seed).fork(s) for s in range(2)]
        while RULES.result(state) is None:
            seat = RULES.decision(state).seat
            view, legal = RULES.view(state, seat), list(RULES.legal_actions(state))
            t = (view["decision"]["frame"] or {}).get("t", view["decision"]["kind"])
            if t == frame_t and view["side"] == side and len(legal) > 1 and when(view, legal):
                return view, legal, memories[seat]
            events = RULES.apply(state, agents[seat].choose(view, legal, rngs[seat]))
            for s in range(2):
                seen = [RULES.redact(e, s) for e in events]
                agents[s].observe(seen)
                policy.observe(memories[s], seen)
    raise AssertionError(f"no {frame_t} decision")


def _sure_at(memory, view, loc):
    """The Killer's belief made certain that every Survivor stands at loc."""
    p = belief.sync(memory, view)
    for c in p:
        p[c] = {x: (1.0 if x == loc else 0.0) for x in p[c]}


def test_eyebot_normal_programs_her_path_toward_a_noise():
    """Slaughter's path: the noise report says someone is next to the path's end; her next location is it."""
    view, legal, memory = _first("eyebot", "eye_path")
    options = [a["to"] for a in legal if a.kind == "program"]
    noisy = options[-1]
    belief.sync(memory, view)
    memory["belief"]["p"] = {c: {x: 1.0 / len(q) for x in q} for c, q in memory["belief"]["p"].items()}
    memory["belief"]["log"].append({"type": "noise_report", "noise": [noisy]})
    assert policy.choose(view, legal, Rng(1), "normal", memory) == Action("program", to=noisy)


def test_eyebot_normal_operates_the_zone_and_droid_that_would_see_a_survivor():
    view, legal, memory = _first("eyebot", "eye_operate",
                                 when=lambda v, legal: sum(a.kind == "operate" for a in legal) >= 2)
    droids = [a["droid"] for a in legal if a.kind == "operate"]
    for d in droids:  # the droid standing where the Survivors are is operated first
        _sure_at(memory, view, d)
        assert policy.choose(view, legal, Rng(2), "normal", memory) == Action("operate", droid=d)


def test_eyebot_normal_places_a_droid_where_the_survivors_are_expected():
    view, legal, memory = _first("eyebot", "eye_droid")
    spots = sorted({a["to"] for a in legal})
    board = belief.board_of(view)
    for spot in (spots[0], spots[-1]):  # the droid placed will see the spot when it OPERATEs
        _sure_at(memory, view, spot)
        to = policy.choose(view, legal, Rng(3), "normal", memory)["to"]
        assert spot in (to, next_in_zone(board, view["killer"]["droids"] + [to], to)), (spot, to)


def test_parasitoid_infects_a_healthy_survivor_while_the_infected_tile_is_left_and_wounds_an_injured_one():
    view, legal, memory = _first("parasitoid", "k_main")
    char = view["survivors"][0]["char"]
    frame = {"t": "p_harm", "seat": view["seat"], "char": char, "why": "test"}
    asked = dict(view, decision=dict(view["decision"], kind="p_harm", frame=frame))
    options = [Action("infect"), Action("injure")]
    infection = dict(view["infection"], pool_tiles=["s1", "s2", "x1"], host=None)
    assert policy.choose(dict(asked, infection=infection), options, Rng(1), "normal", memory).kind == "infect"
    hurt = [dict(s, health=1) if s["char"] == char else s for s in view["survivors"]]
    assert policy.choose(dict(asked, infection=infection, survivors=hurt), options, Rng(1), "normal",
                         memory).kind == "injure"
    cleared = dict(infection, pool_tiles=["s1", "s2"], host=view["survivors"][1]["char"])
    assert policy.choose(dict(asked, infection=cleared), options, Rng(1), "normal", memory).kind == "injure"


def test_the_survivors_count_the_host_odds_from_public_tiles_and_accuse_only_when_sure():
    view, legal, memory = _first("parasitoid", "s_act", side="survivors")
    a, b, c = (s["char"] for s in view["survivors"])
    inf = {"pool": 2, "tiles": {a: 2, b: 1}, "out": [], "mutated": None, "host_seen": None, "known": {}}
    odds = policy_parasitoid.host_odds(dict(view, infection=inf))
    assert odds == {a: pytest.approx(0.4), b: pytest.approx(0.2)}
    sure = dict(inf, pool=0, tiles={a: 2, b: 1}, known={b: ["s3"]})
    assert policy_parasitoid.host_odds(dict(view, infection=sure))[a] == 1.0
    accuse_a, accuse_b = Action("accuse", char=a), Action("accuse", char=b)
    pick = policy.choose(dict(view, infection=inf), legal + [accuse_a, accuse_b], Rng(1), "normal", dict(memory))
    assert pick.kind != "accuse"
    frame = view["decision"]["frame"]
    if frame["char"] != a:
        pick = policy.choose(dict(view, infection=sure), legal + [accuse_a], Rng(1), "normal", dict(memory))
        assert pick == accuse_a


def test_the_survivors_keep_away_from_where_a_droid_will_look():
    view, legal, memory = _first("eyebot", "s_act", side="survivors",
                                 when=lambda v, legal: len(v["killer"].get("droids") or ()) >= 1)
    team = Team(view, memory, None, Rng(1))
    board = belief.board_of(view)
    droid = view["killer"]["droids"][0]
    clear = dict(view, killer=dict(view["killer"], droids=[]))
    bare = Team(clear, memory, None, Rng(1))
    for x in (droid, next_in_zone(board, view["killer"]["droids"], droid)):
        assert team.danger(x, False) > bare.danger(x, False)


def _killer_wins(killer_id, killer, survivors, games):
    won = 0
    for g in range(games):
        seats = [make_agent(killer, "terrorscape", 0), make_agent(survivors, "terrorscape", 1)]
        won += 0 in play_game("terrorscape", 2, 9100 + g, seats, {"killer": killer_id}).winners
    return won / games


@pytest.mark.parametrize("killer_id", ["eyebot", "parasitoid"])
def test_normal_beats_easy_and_random_as_each_killer(killer_id):
    """The same deals against Normal Survivors: the Killer's win rate by its level."""
    rates = {lv: _killer_wins(killer_id, lv, "normal", 120) for lv in ("normal", "easy", "random")}
    assert rates["normal"] > rates["easy"] + 0.1 and rates["easy"] > rates["random"], rates


def test_with_the_rescue_coming_the_survivors_test_a_companion_at_the_station_before_anything_else():
    """A hidden Host would steal the rescue: at the Main Exit's testing station with a tile holder, test."""
    view, legal, memory = _first("parasitoid", "s_act", side="survivors",
                                 when=lambda v, legal: any(a.kind == "step" for a in legal))
    char = view["decision"]["frame"]["char"]
    other = next(s["char"] for s in view["survivors"] if s["char"] != char)
    rows = [dict(s, loc="G5") for s in view["survivors"]]
    inf = {"pool": 3, "tiles": {other: 1}, "out": [], "mutated": None, "host_seen": None, "known": {}}
    seen = dict(view, survivors=rows, infection=inf, rescue=3,
                killer=dict(view["killer"], loc="R1", seen="R1", stealth=False))
    assert policy.choose(seen, legal + [Action("test")], Rng(1), "normal", dict(memory)) == Action("test")
    safe = dict(inf, tiles={}, out=["s1"])  # nobody holds a tile: nothing to test for
    assert policy_parasitoid.test_value(Team(dict(seen, infection=safe), memory, None, Rng(1)), char) == 0.0


def test_with_five_keys_and_the_secret_map_the_survivors_gather_at_the_nearer_exit():
    """Keys plus the Secret Map open the Hidden Exit (R3) too: the team gathers at the exit it reaches
    sooner; without the map only the Main Exit (G5) counts."""
    view, legal, memory = _first("orion", "s_act", side="survivors")
    board = belief.board_of(view)
    near_r3 = min((c for c in board.codes if c not in ("R3", "G5")),
                  key=lambda c: board.distance(c, "R3") - board.distance(c, "G5"))
    rows = [dict(s, loc=near_r3, items=[]) for s in view["survivors"]]
    team = dict(view["team"], keys=5)
    far_killer = dict(view["killer"], loc="G3", seen="G3", stealth=False)
    plain = dict(view, survivors=rows, team=team, killer=far_killer)
    assert Team(plain, memory, None, Rng(1)).gather == "G5"
    mapped = [dict(rows[0], items=["secret_map.0"])] + rows[1:]
    assert Team(dict(plain, survivors=mapped), memory, None, Rng(1)).gather == "R3"


def test_an_easy_survivor_never_slips_into_a_false_accusation():
    """Easy takes the runner-up now and then, but never a choice that loses the game outright."""
    view, legal, memory = _first("parasitoid", "s_act", side="survivors")
    a, b, _ = (s["char"] for s in view["survivors"])
    inf = {"pool": 2, "tiles": {a: 2, b: 1}, "out": [], "mutated": None, "host_seen": None, "known": {}}
    seen = dict(view, infection=inf)
    frame = dict(view["decision"]["frame"], t="p_agree", accused=a)
    asked = dict(seen, decision=dict(view["decision"], kind="p_agree", frame=frame))
    for i in range(200):
        assert policy.choose(asked, [Action("agree"), Action("refuse")], Rng(i), "easy", dict(memory)).kind == "refuse"
        pick = policy.choose(seen, legal + [Action("accuse", char=a)], Rng(i), "easy", dict(memory))
        assert pick.kind != "accuse"
