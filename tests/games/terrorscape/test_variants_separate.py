"""Variant 2: Separate Ways, as the rulebook writes it (fixture map and cards)."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape import flow
from game.games.terrorscape.common import finish, gain, injure
from game.games.terrorscape.rules import RULES

from .dt_fixture import TWIN, twin  # noqa: F401
from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def legal(state):
    return RULES.legal_actions(state)


def sw(seed=1, seats=4, **opts):
    return new(seed=seed, seats=seats, separate_ways=True, **opts)


def set_first(state, char):
    state.d["sw"]["first"] = char
    jump(state, "s_start")
    stay_put(state)


def stay_put(state):
    """Every remaining Survivor is asked whether to escape at the turn's start: those who cannot only stay."""
    while RULES.decision(state).kind == "sw_escape" and legal(state) == [Action("stay")]:
        act(state, "stay")


# -- seats ------------------------------------------------------------------------------------
def test_one_player_per_survivor():
    state = sw()
    d = state.d
    assert [s["seats"] for s in d["surv"].values()] == [[1], [2], [3]]
    assert d["sw"]["first"] in d["surv"] and all(s["keys"] == [] for s in d["surv"].values())


@pytest.mark.parametrize("seats", [2, 3, 5, 6])
def test_separate_ways_needs_three_survivor_players(seats):
    with pytest.raises(ValueError):
        sw(seats=seats)


def test_five_players_with_two_killer_players_in_double_trouble(twin):
    state = sw(seats=5, double_trouble=True, second_killer=TWIN, killer_players="2")
    assert [s["seats"] for s in state.d["surv"].values()] == [[2], [3], [4]]


# -- the Survivors' turn ----------------------------------------------------------------------
def test_the_first_survivor_acts_first_discovers_and_passes_the_token():
    state = sw()
    d = state.d
    set_first(state, "roy")
    assert d["queue"] == ["roy", "zach", "evelyn"] and RULES.decision(state).seat == 2
    assert Action("wait") not in legal(state)  # each in turn, no waiting
    jump(state, "s_discover")
    assert RULES.decision(state).seat == 2
    assert [a["char"] for a in legal(state)] == ["roy"]  # only the first Survivor discovers
    act(state, "discover", char="roy")
    RULES.apply(state, legal(state)[-1])  # none kept (or, after the cat, the other card)
    assert d["sw"]["first"] == "zach"  # passed on after the noise report


def test_a_key_is_kept_by_its_finder():
    state = sw()
    d = state.d
    gain(state, "zach", "key.0", [])
    assert d["surv"]["zach"]["keys"] == ["key.0"] and "key.0" not in d.get("stand", [])
    assert d["surv"]["zach"]["items"] == ["wrench.0"]  # keys take no room in the inventory


def test_three_keys_escape_alone_at_the_main_exit():
    state = sw()
    d = state.d
    d["surv"]["zach"]["keys"] = ["key.0", "key.1", "key.2"]
    d["surv"]["evelyn"]["keys"] = ["key.3", "key.4"]
    set_first(state, "evelyn")
    assert RULES.decision(state).kind == "sw_escape" and RULES.decision(state).seat == 3
    act(state, "escape")
    assert d["surv"]["zach"]["out"] == "escaped" and d["result"] is None and "zach" not in d["queue"]
    assert RULES.decision(state).kind == "s_act"


def test_the_vehicle_takes_whoever_goes_and_then_nobody():
    state = sw()
    d = state.d
    d["vehicle_ready"] = True
    for c in ("evelyn", "roy"):
        d["surv"][c]["loc"] = "R3"  # the vehicle
    set_first(state, "evelyn")
    assert RULES.decision(state).kind == "sw_escape" and d["stack"][-1]["char"] == "evelyn"
    act(state, "escape")
    assert d["sw"]["vehicle_gone"]
    act(state, "escape")  # Roy was asked at the same time: those at the vehicle may leave together
    assert d["surv"]["roy"]["out"] == "escaped"
    jump(state, "s_start")
    stay_put(state)  # Zach, asked too, cannot go: the vehicle has gone
    assert RULES.decision(state).kind == "s_act"


def test_each_repair_token_draws_a_search_card():
    state = sw()
    d = state.d
    d["surv"]["evelyn"]["loc"] = "B3"  # the radio
    set_first(state, "evelyn")
    act(state, "repair", what="radio")
    assert RULES.decision(state).kind == "sw_reward"
    top = d["decks"]["weapon"][-1]
    act(state, "reward", deck="weapon")
    assert d["stack"][-1]["t"] == "s_keep" and d["stack"][-1]["card"] == top
    act(state, "keep", item=top)
    assert top in d["surv"]["evelyn"]["items"]


def test_an_exchange_needs_both():
    state = sw()
    d = state.d
    d["surv"]["evelyn"]["items"] = ["rope.0"]
    set_first(state, "evelyn")
    act(state, "give", item="rope.0", to="roy")
    assert RULES.decision(state).kind == "sw_agree" and RULES.decision(state).seat == 2
    act(state, "refuse")
    assert d["surv"]["evelyn"]["items"] == ["rope.0"]
    act(state, "give", item="rope.0", to="roy")
    act(state, "agree")
    assert d["surv"]["roy"]["items"] == ["rope.0"]


def test_an_eliminated_survivor_stays_down_the_killer_levels_up_and_the_body_is_searched():
    state = sw()
    d = state.d
    d["surv"]["roy"].update(health=1, items=["rope.0"], keys=["key.0"])
    level = d["killer"]["level"]
    events = []
    injure(state, "roy", events, "attacked")
    assert d["result"] is None and d["surv"]["roy"]["out"] == "eliminated"
    d["stack"].clear()
    flow.advance(state, events)  # the level comes from the Killer's effect queue
    assert d["killer"]["level"] == level + 1
    set_first(state, "evelyn")
    loots = [a for a in legal(state) if a.kind == "loot"]
    assert {a["item"] for a in loots} == {"rope.0", "key.0"}
    act(state, "loot", item="key.0", frm="roy")
    assert d["surv"]["evelyn"]["keys"] == ["key.0"] and d["surv"]["roy"]["keys"] == []


# -- who wins ---------------------------------------------------------------------------------
def test_the_killer_shares_the_victory_after_two_eliminations():
    state = sw()
    d = state.d
    d["surv"]["zach"]["out"] = "escaped"
    for c in ("evelyn", "roy"):
        d["surv"][c]["health"] = 1
        injure(state, c, [], "attacked")
    res = d["result"]
    assert res["survivors"] == ["zach"] and res["winners"] == [0, 3] and res["side"] == "shared"


def test_undefeatable_when_all_three_fall():
    state = sw()
    d = state.d
    for c in ("evelyn", "roy", "zach"):
        d["surv"][c]["health"] = 1
        injure(state, c, [], "attacked")
    assert d["result"]["winners"] == [0] and d["result"]["reason"].startswith("Undefeatable")


def test_rescue_saves_every_living_survivor():
    state = sw()
    d = state.d
    d["surv"]["roy"]["health"] = 1
    injure(state, "roy", [], "attacked")
    finish(state, "survivors", "rescued", [])
    assert d["result"]["survivors"] == ["evelyn", "zach"] and d["result"]["winners"] == [1, 3]


def test_the_last_survivor_beating_the_killer_wins_alone():
    state = sw()
    d = state.d
    for c in ("evelyn", "roy"):
        d["surv"][c]["health"] = 1
        injure(state, c, [], "attacked")
    finish(state, "survivors", "final showdown", [])
    assert d["result"]["winners"] == [3] and d["result"]["side"] == "survivors"


def test_a_lost_showdown_eliminates_its_survivors():
    state = sw()
    d = state.d
    d["surv"]["zach"]["out"] = "escaped"
    finish(state, "killer", "final showdown", [])
    assert d["surv"]["evelyn"]["out"] == "eliminated" and d["result"]["winners"] == [0, 3]


def test_the_showdown_needs_every_remaining_survivor():
    state = sw()
    d = state.d
    d["device"] = {"card": "a1", "stage": 1}
    d["surv"]["evelyn"]["items"] = ["whiskey_bottle.0"]
    d["killer"].update(loc="G5", seen="G5")
    set_first(state, "evelyn")
    act(state, "showdown")
    assert RULES.decision(state).kind == "sw_agree" and d["stack"][-1]["char"] == "roy"
    act(state, "agree")
    assert d["stack"][-1]["char"] == "zach"
    act(state, "agree")
    assert d["showdown"] is not None


def test_keys_and_the_token_in_the_views():
    state = sw()
    d = state.d
    d["surv"]["roy"]["keys"] = ["key.0"]
    killer = RULES.view(state, 0)["separate_ways"]
    assert killer["first"] == d["sw"]["first"] and "keys" not in killer
    assert RULES.view(state, 1)["separate_ways"]["keys"]["roy"] == ["key.0"]
    other = new(seed=1, seats=4, separate_ways=True)
    assert RULES.view(other, 0) == RULES.view(state, 0)  # Roy's key is not the Killer's to know


def test_the_lobby_refuses_what_the_rulebook_does_not_seat():
    from game.games.terrorscape.info import INFO
    assert INFO.setup_problem(3, None, {"separate_ways": True})
    assert INFO.setup_problem(6, None, {"double_trouble": True})
    assert INFO.setup_problem(4, None, {"separate_ways": True}) is None


def test_three_keys_and_the_secret_map_escape_at_the_hidden_exit():
    state = sw()
    d = state.d
    d["surv"]["zach"].update(loc="R3", keys=["key.0", "key.1", "key.2"])
    set_first(state, "zach")
    assert RULES.decision(state).kind == "s_act"  # no map: the Hidden Exit does not open
    d["surv"]["zach"]["items"].append("secret_map.0")
    set_first(state, "zach")
    assert RULES.decision(state).kind == "sw_escape"
    act(state, "stay")
    stay_put(state)
    assert d["surv"]["zach"]["out"] is None and RULES.decision(state).kind == "s_act"


def test_the_defender_is_chosen_by_a_survivor_in_the_encounter():
    """Each for themself: the first Survivor in turn order among those attacked picks who defends."""
    state = sw()
    d = state.d
    d["sw"]["first"] = "zach"
    for c in ("evelyn", "roy"):
        d["surv"][c]["loc"] = "R3"
    jump(state, "k_main", loc="R3", seen="R3", hand=[])
    act(state, "search")
    act(state, "pass")  # no attack card to play: the step is asked all the same
    frame = d["stack"][-1]
    assert frame["t"] == "defend" and frame["seat"] == 1  # Evelyn's player: after Zach in the order


def test_an_empty_discover_deck_makes_nobody_win_without_two_eliminations():
    state = sw()
    d = state.d
    d["decks"]["discover"] = []
    d["discards"]["discover"] = []
    jump(state, "s_discover")
    assert d["result"]["winners"] == [] and d["result"]["side"] == "nobody"


def test_a_killers_own_victory_stands_in_separate_ways():
    """# designed: the Parasitoid's false-accusation win (or its Host's) is the Killer's as written."""
    state = sw()
    finish(state, "killer", "a false accusation: Roy was not the Host", [])
    assert state.d["result"]["winners"] == [0] and state.d["result"]["side"] == "killer"
