"""The Normal Survivors' Final Showdown plan (policy_showdown.py): they start one when its odds beat their
prospects of winning some other way, not when the Killer's health is out of reach; they gather at the
Killer only when everyone can reach it this turn; a Killer that keeps adding cards to its area, a wounded
team, the Killer in everyone's reach or a discover deck about to run out lower the bar; with the odds
near, they prepare (fear off, a weapon for each fighter)."""
from __future__ import annotations

import copy

from game.core.actions import Action
from game.core.rng import Rng
from game.games.terrorscape.ai import belief, policy, policy_showdown as plan
from game.games.terrorscape.ai.policy_survivors import Team
from tests.ai.test_terrorscape_policy import _first

SHOWDOWN = Action("showdown")
GEAR = {"roy": ["fire_axe.0"], "zach": ["zachs_wrench.0", "flare_gun.0"], "victoria": ["hatchet.0"]}


def _ready(at="R3", where=None, fsa=0, discover=24, gear=GEAR):
    """A Survivors' decision with the Killer (Orion, out of STEALTH) at `at`, analysed once (weakness:
    noise, the Flare Gun's icon), the Survivors at `where` (default: with the Killer), well armed."""
    view, legal, memory = _first("s_act")
    view = copy.deepcopy(view)
    view["killer"].update(loc=at, seen=at, stealth=False, fsa=fsa)
    view["team"]["device"] = {"stage": 1, "weakness": "noise", "location": None, "tactic": None}
    view["team"]["decks"]["discover"] = discover
    for row in view["survivors"]:
        row["loc"] = (where or {}).get(row["char"], at)
        row["items"] = list(gear.get(row["char"], ()))
    return view, legal, memory


def _team(view, memory=None):
    return Team(view, {} if memory is None else memory, None, Rng(1))


def test_a_well_armed_team_with_the_killer_starts_the_showdown_it_should_win():
    view, legal, memory = _ready()
    assert plan.odds(_team(view)) > 0.8  # 9.3 + 8.3 + 7.3 against 20
    assert policy.choose(view, legal + [SHOWDOWN], Rng(1), "normal", dict(memory)) == SHOWDOWN


def test_no_showdown_when_the_killers_health_is_out_of_reach():
    view, legal, memory = _ready(fsa=4)  # 40 health
    assert plan.odds(_team(view)) < 0.01
    assert policy.choose(view, legal + [SHOWDOWN], Rng(1), "normal", dict(memory)) != SHOWDOWN


def test_a_lost_game_takes_any_chance():
    """The discover deck runs out next turn with nothing repaired: the showdown at poor odds beats a
    certain loss; the same odds with the deck half full are refused."""
    gear = {"roy": ["fire_axe.0"], "zach": ["flare_gun.0"], "victoria": []}
    late, legal, memory = _ready(fsa=2, discover=2, gear=gear)
    assert 0.0 < plan.odds(_team(late)) < plan.FLOOR
    assert plan.prospects(_team(late)) == plan.HOPELESS
    assert policy.choose(late, legal + [SHOWDOWN], Rng(1), "normal", dict(memory)) == SHOWDOWN
    early, legal, memory = _ready(fsa=2, discover=20, gear=gear)
    assert policy.choose(early, legal + [SHOWDOWN], Rng(1), "normal", dict(memory)) != SHOWDOWN


def test_wounds_the_killer_close_and_its_growing_area_lower_the_bar():
    view, _, _ = _ready(where={"roy": "G5", "zach": "G5", "victoria": "G5"}, at="R1")
    far = _team(view)
    assert not plan.reachable(far)
    hurt = copy.deepcopy(view)
    hurt["survivors"][0]["health"] = 1
    assert plan.prospects(_team(hurt)) == plan.prospects(far) - plan.INJURED
    near, _, _ = _ready()
    assert plan.reachable(_team(near))
    assert plan.wanted(_team(near)) == plan.wanted(far) - plan.CLOSE
    rnd = view["round"]
    growing = {"fsa_log": {rnd - 1: 0}}
    view["killer"]["fsa"] = 1
    assert plan.wanted(_team(view, growing)) == plan.wanted(_team(view)) - plan.TREND


def test_they_gather_at_the_killer_only_when_everyone_can_reach_it_this_turn():
    view, _, _ = _first("s_act")
    board = belief.board_of(view)
    home = "G5"
    links = belief.survivor_links
    two = next(x for x in board.codes if x not in links(board, home, []) and x != home
               and any(x in links(board, y, []) for y in links(board, home, [])))
    far = next(x for x in board.codes if x != home and x not in links(board, home, [])
               and not any(x in links(board, y, []) for y in links(board, home, [])))
    spread = {"roy": home, "zach": home, "victoria": home}
    view, _, _ = _ready(at=two, where=spread)
    assert _team(view).gather == two
    view, _, _ = _ready(at=far, where=spread)
    assert _team(view).gather is None
    view, _, _ = _ready(at=two, where=spread)
    view["team"]["queue"] = ["zach", "victoria"]  # Roy has acted and stands elsewhere: no showdown this turn
    assert _team(view).gather is None


def test_with_the_odds_near_they_take_off_their_fear():
    gear = {"roy": ["fire_axe.0"], "zach": ["flare_gun.0"], "victoria": ["hatchet.0"]}
    view, legal, memory = _ready(fsa=1, gear=gear, where={"roy": "G5", "zach": "G5", "victoria": "G5"}, at="R1")
    for row in view["survivors"]:
        row["fear"] = 2
    team = _team(view)
    assert team.prepare
    frame = view["decision"]["frame"]
    pick = policy.choose(view, legal, Rng(1), "normal", dict(memory))
    assert Action("unfear") in legal and pick == Action("unfear"), (frame["char"], pick)
