"""Variant 1: Traits & Survival Difficulty, on the real cards (data/traits.toml) and the Polar Station:
the four levels draw and keep what the rulebook says, the Killer's traits are public and the
Survivors' hidden from the Killer, and every one of the 40 traits does what its text says."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.games.terrorscape import combat, showdown, sources
from game.games.terrorscape.abilities import stat
from game.games.terrorscape.common import injure
from game.games.terrorscape.rules import RULES

from .fixtures import jump

OPTS = {"map": "terrorscape_polar_station", "survivors": "evelyn,roy,zach"}


@pytest.fixture(autouse=True)
def real_world():
    sources.install_content(None)  # the real cards, whatever an earlier test installed
    yield


class Dice:
    """Scripted die indexes for randbelow (faces 0,0,1,1,2,2: index 4 is a 2)."""

    def __init__(self, picks):
        self.picks = list(picks)

    def randbelow(self, n):
        return self.picks.pop(0) if self.picks else 0

    def shuffle(self, items):
        pass


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def legal(state):
    return RULES.legal_actions(state)


def game(level="normal", seats=2, seed=3):
    return RULES.new_game(seed, seats, {**OPTS, "traits": level})


def pick_all(state, survivor=None, killer=()):
    """Answer every trait pick: `survivor` {char: trait id} and `killer` [trait ids] are put among the
    cards offered and kept; other picks keep the first card offered."""
    survivor = survivor or {}
    wanted = list(killer)
    events = []
    while state.d["stack"] and state.d["stack"][-1]["t"] == "t_pick":
        frame = state.d["stack"][-1]
        want = wanted.pop(0) if frame["who"] == "killer" and wanted else survivor.get(frame["who"])
        if want:
            frame["cards"] = [want] + [c for c in frame["cards"] if c != want][1:]
            state.changed()
        events += act(state, "trait", id=want or frame["cards"][0])
    return events


def with_traits(survivor=None, killer=(), level="nightmare", **kw):
    state = game(level, **kw)
    pick_all(state, survivor, killer)
    return state


# -- the four Survival Difficulty levels -------------------------------------------------------
@pytest.mark.parametrize("level, killer_offers", [
    ("easy", []), ("normal", [2]), ("hard", [4, 3]), ("nightmare", [6, 5, 4])])
def test_survival_difficulty_levels(level, killer_offers):
    state = game(level)
    d = state.d
    offers = []
    while d["stack"][-1]["t"] == "t_pick":
        frame = d["stack"][-1]
        offers.append((frame["who"], len(frame["cards"])))
        act(state, "trait", id=frame["cards"][0])
    assert offers == [("evelyn", 2), ("roy", 2), ("zach", 2)] + [("killer", n) for n in killer_offers]
    assert all(len(v) == 1 for v in d["traits"]["survivor"].values())
    assert len(d["killer"]["traits"]) == len(killer_offers)
    assert RULES.decision(state).kind == "s_act"  # then the game begins
    picked = [t for v in d["traits"]["survivor"].values() for t in v]
    assert len(set(picked)) == 3 and all(state.content.traits[t]["side"] == "survivor" for t in picked)
    assert all(state.content.traits[t]["side"] == "killer" for t in d["killer"]["traits"])


def test_traits_off_is_the_plain_game():
    state = RULES.new_game(3, 2, OPTS)
    assert "traits" not in state.d and RULES.decision(state).kind == "s_act"


# -- hidden information ------------------------------------------------------------------------
def test_the_killers_traits_are_public_the_survivors_hidden():
    state = game("normal")
    d = state.d
    frame = d["stack"][-1]
    assert RULES.view(state, 0)["decision"]["frame"] is None  # the Killer does not see what Evelyn drew
    assert RULES.view(state, 1)["decision"]["frame"]["cards"] == frame["cards"]
    events = act(state, "trait", id=frame["cards"][0])
    assert events[0]["type"] == "survivors_act" and RULES.redact(events[0], 0) is None  # no line for the Killer
    events = pick_all(state)
    killer_pick = [e for e in events if e["type"] == "trait"][-1]
    assert RULES.redact(killer_pick, 1)["trait"] == d["killer"]["traits"][0]  # announced to all
    assert RULES.view(state, 1)["traits"]["killer"] == d["killer"]["traits"]
    assert "survivors" not in RULES.view(state, 0)["traits"]
    assert RULES.view(state, 1)["traits"]["survivors"] == d["traits"]["survivor"]


def test_the_killers_view_is_the_same_whatever_the_survivors_traits():
    a = with_traits({"roy": "sprinter"}, ["brute"], level="normal")
    b = with_traits({"roy": "brawler"}, ["brute"], level="normal")
    b.d["traits"]["decks"] = a.d["traits"]["decks"]
    assert RULES.view(a, 0) == RULES.view(b, 0)
    assert RULES.view(a, 1) != RULES.view(b, 1)


# -- the Survivors' traits ---------------------------------------------------------------------
def test_sprinter_moves_three_steps():
    state = with_traits({"evelyn": "sprinter"})
    assert stat(state, "evelyn", "move") == 3 and stat(state, "roy", "move") == 2
    act(state, "step", to="G4")
    assert state.d["stack"][-1]["t"] == "s_move" and state.d["stack"][-1]["left"] == 2


def test_tough_has_three_health():
    state = with_traits({"roy": "tough"})
    d = state.d
    assert d["surv"]["roy"]["health"] == 3 and d["surv"]["evelyn"]["health"] == 2
    injure(state, "roy", [], "test")
    injure(state, "roy", [], "test")
    assert d["surv"]["roy"]["out"] is None and d["result"] is None


@pytest.mark.parametrize("trait, name, value", [
    ("pack_mule", "inventory", 4), ("scavenger", "search_draw", 2), ("lucky_find", "discover_draw", 3),
    ("hoarder", "discover_keep", 2), ("quick_feet", "flee", 2), ("analyst", "analyze_range", 2)])
def test_lasting_survivor_traits_change_their_number(trait, name, value):
    state = with_traits({"zach": trait})
    assert stat(state, "zach", name) == value
    assert stat(state, "evelyn", name) == value - 1


def test_scavenger_searches_two_cards():
    state = with_traits({"evelyn": "scavenger"})
    state.d["surv"]["evelyn"]["loc"] = "B5"  # Security Office: weapons
    state.changed()
    act(state, "search", deck="weapon")
    assert state.d["stack"][-1]["t"] == "s_pick" and len(state.d["stack"][-1]["cards"]) == 2


def test_lucky_find_discovers_three_cards():
    state = with_traits({"roy": "lucky_find"})
    deck = state.d["decks"]["discover"]
    deck.remove("fuel.0"), deck.remove("fuel.1"), deck.remove("rope.0")
    deck += ["fuel.0", "fuel.1", "rope.0"]
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    assert sorted(state.d["stack"][-1]["cards"]) == ["fuel.0", "fuel.1", "rope.0"]


def test_hoarder_keeps_both_cards_once():
    state = with_traits({"roy": "hoarder"})
    d = state.d
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    first, second = d["stack"][-1]["cards"][:2]
    act(state, "pick", item=first)
    act(state, "pick", item=second)
    assert stat(state, "roy", "discover_keep") == 1  # flipped


def test_handy_repairs_once_without_using_up_the_repair():
    state = with_traits({"evelyn": "handy"})
    d = state.d
    d["surv"]["evelyn"]["loc"] = "R1"  # Radio Station
    state.changed()
    use = Action("use", src="#handy", i=0, target="radio")
    assert use in legal(state)
    RULES.apply(state, use)
    assert d["radio"] == 1 and "R1" not in d["repaired"] and "R1" in d["noise"]
    assert use not in legal(state) and Action("repair", what="radio") in legal(state)


def test_brawler_adds_one_and_marksman_rolls_a_die_when_armed():
    state = with_traits({"roy": "brawler", "zach": "marksman"})
    state.rng = Dice([4] * 20)
    assert combat.roll(state, "roy", "", 0, []) == 4 * 2 + 1
    events = []
    combat.roll(state, "zach", "", 0, events)
    assert len(events[-1]["faces"]) == 4
    state.d["surv"]["zach"]["items"] = ["zachs_wrench.0"]
    combat.roll(state, "zach", "zachs_wrench.0", 1, events)
    assert len(events[-1]["faces"]) == 5


def test_steady_nerves_sheds_a_fear_token_each_turn():
    state = with_traits({"evelyn": "steady_nerves"})
    d = state.d
    d["surv"]["evelyn"]["fear"] = d["surv"]["roy"]["fear"] = 2
    jump(state, "s_start")
    assert d["surv"]["evelyn"]["fear"] == 1 and d["surv"]["roy"]["fear"] == 2


@pytest.mark.parametrize("trait, target, check", [
    ("fearless", "", lambda d: d["surv"]["evelyn"]["fear"] == 0),
    ("nurse", "roy", lambda d: d["surv"]["roy"]["health"] == 2),
    ("ventriloquist", "B5", lambda d: d["noise"] == ["B5"]),
])
def test_once_a_game_survivor_actions(trait, target, check):
    state = with_traits({"evelyn": trait})
    d = state.d
    d["surv"]["evelyn"]["fear"] = 2
    d["surv"]["roy"]["health"] = 1
    state.changed()
    use = Action("use", src="#" + trait, i=0, target=target)
    assert use in legal(state)
    RULES.apply(state, use)
    assert check(d)
    assert not [a for a in legal(state) if a.kind == "use" and a["src"] == "#" + trait]  # flipped over


def test_runner_moves_two_as_an_extra_action():
    state = with_traits({"evelyn": "runner"})
    act(state, "use", src="#runner", i=0, target="")
    frame = state.d["stack"][-1]
    assert frame["t"] == "s_move" and frame["left"] == 2
    assert Action("unfear") not in legal(state)  # a move step is asked, the main action still to come
    act(state, "step", to="G4")
    act(state, "stop")
    assert Action("unfear") in legal(state)


def test_locksmith_removes_a_block_of_an_adjacent_location():
    state = with_traits({"evelyn": "locksmith"})
    d = state.d
    d["blocks"] = ["G2-G3"]  # a door of the Observatory's, one step from the Medical Bay
    d["surv"]["evelyn"]["loc"] = "G4"
    state.changed()
    events = act(state, "use", src="#locksmith", i=0, target="G2-G3")
    assert d["blocks"] == [] and any(e["type"] == "unblock" for e in events)


def test_watchful_locates_the_killer_in_stealth():
    state = with_traits({"evelyn": "watchful"})
    d = state.d
    d["killer"].update(stealth=True, loc="B4", seen="R3")
    state.changed()
    events = act(state, "use", src="#watchful", i=0, target="")
    located = [RULES.redact(e, 1) for e in events if RULES.redact(e, 1)["type"] == "locate"]
    assert located and located[0]["loc"] == "B4"
    assert all((RULES.redact(e, 0) or {}).get("type") != "locate" for e in events)
    # the Survivors' view keeps it, not only their log (the fuzz's audit: two Killers in STEALTH at B4 and
    # at R2 gave them the same view after the LOCATE), and the Killer's view never learns it was found
    assert RULES.view(state, 1)["team"]["located"] == {"loc": "B4", "round": d["round"]}
    assert "located" not in str(RULES.view(state, 0))


@pytest.mark.parametrize("trait, deck", [("prepared", "weapon"), ("medic_bag", "medical")])
def test_setup_traits_draw_two_keep_one(trait, deck):
    state = game("easy")
    pick_all(state, {"roy": trait})
    frame = state.d["stack"][-1]
    assert frame["t"] == "s_pick" and frame["char"] == "roy" and frame["deck"] == deck and len(frame["cards"]) == 2
    act(state, "keep", item=frame["cards"][0])
    assert state.d["surv"]["roy"]["items"] == [frame["cards"][0]]
    assert RULES.decision(state).kind == "s_act"


def test_analyst_analyses_from_range_two():
    state = with_traits({"evelyn": "analyst"})
    d = state.d
    d["surv"]["evelyn"]["loc"] = "G1"
    d["killer"].update(loc="R3", seen="R3")
    state.changed()
    assert state.board.distance("G1", "R3") == 2
    assert Action("analyze") in legal(state)


# -- the Killer's traits -----------------------------------------------------------------------
def test_brute_quick_study_and_omen_at_setup():
    state = with_traits(killer=["brute", "quick_study", "omen"])
    d = state.d
    k = d["killer"]
    assert k["strength"] == state.content.killers["orion"]["strength"] + 1
    assert len(k["hand"]) == 3
    assert all(s["fear"] == 1 for s in d["surv"].values())


def test_jailer_blocks_two_doors_at_setup():
    state = game("normal")
    pick_all(state, killer=["jailer"])
    for _ in range(2):
        assert RULES.decision(state).kind == "k_fx"
        act(state, "choose", target=[a for a in legal(state) if a.kind == "choose"][0]["target"])
    assert len(state.d["blocks"]) == 2 and RULES.decision(state).kind == "s_act"


@pytest.mark.parametrize("trait, where", [("bloodhound", "range"), ("keen_ears", "noise")])
def test_senses_at_the_start_of_the_killers_turn(trait, where):
    state = with_traits(killer=[trait])
    d = state.d
    d["noise_known"] = ["B3"]
    d["surv"]["roy"]["loc"] = "B3"
    events = jump(state, "k_reappear", loc="R3", seen="R3")
    sensed = [e for e in events if e["type"] == "sense"]
    assert len(sensed) == 1
    expected = sorted(state.board.within("R3", 1)) if where == "range" else ["B3"]
    assert sensed[0]["where"] == expected and sensed[0]["found"] == ["roy"]


def test_collector_holds_six_and_insatiable_draws_four():
    state = with_traits(killer=["collector", "insatiable"])
    k = state.d["killer"]
    jump(state, "k_draw")
    act(state, "draw")
    assert len(k["hand"]) == 6  # 2 + 4 drawn, the sixth kept


def test_terror_frightens_everyone_at_an_encounter():
    state = with_traits(killer=["terror"])
    d = state.d
    for c in ("evelyn", "roy"):
        d["surv"][c]["loc"] = "R3"
    jump(state, "k_main", loc="R3", seen="R3", hand=[])
    act(state, "search")
    assert d["surv"]["evelyn"]["fear"] == 1 and d["surv"]["roy"]["fear"] == 1 and d["surv"]["zach"]["fear"] == 0


def test_lunger_moves_two_once_at_the_start_of_a_turn():
    state = with_traits(killer=["lunger"])
    jump(state, "k_reappear", loc="R3", seen="R3")
    assert RULES.decision(state).kind == "k_trait" and Action("use_trait", id="lunger") in legal(state)
    act(state, "use_trait", id="lunger")
    for _ in range(2):
        act(state, "move", to=[a for a in legal(state) if a.kind == "move" and not a["discard"]][0]["to"],
            discard="")
    assert RULES.decision(state).kind == "k_fast"
    jump(state, "k_reappear")
    assert RULES.decision(state).kind == "k_fast"  # flipped: not offered again
    assert RULES.view(state, 1)["traits"]["killer_flipped"] == ["lunger"]  # shown flipped to everyone


def test_warlord_three_main_actions_for_one_turn():
    state = with_traits(killer=["warlord"])
    k = state.d["killer"]
    jump(state, "k_reappear", loc="R3", seen="R3", hand=[])
    act(state, "use_trait", id="warlord")
    act(state, "pass")  # no fast card
    for _ in range(3):
        assert RULES.decision(state).kind == "k_main"
        act(state, "search")
    assert RULES.decision(state).kind == "k_slow"
    act(state, "pass")
    act(state, "draw")
    assert "turn_mods" not in k  # the next turn has two again


def test_scent_of_fear_senses_a_zone_once():
    state = with_traits(killer=["scent_of_fear"])
    jump(state, "k_reappear", loc="R3", seen="R3")
    act(state, "use_trait", id="scent_of_fear")
    assert RULES.decision(state).kind == "k_fx"
    events = act(state, "choose", target="green")
    assert [e for e in events if e["type"] == "sense"][0]["found"] == ["evelyn", "roy", "zach"]


def test_shadow_vanishes_at_the_end_of_a_turn_and_patient_hunter_mills():
    state = with_traits(killer=["shadow", "scavenger_of_souls"])
    k = state.d["killer"]
    jump(state, "k_draw", loc="R3", seen="R3")
    deck = len(k["deck"])
    act(state, "draw")
    assert RULES.decision(state).kind == "k_trait"
    act(state, "use_trait", id="shadow")
    assert len(k["deck"]) == deck - 3 - 1  # three drawn, one milled by Patient Hunter
    act(state, "move", to="R4", discard="")
    assert k["stealth"] and k["loc"] == "R4" and k["seen"] == "R3"
    assert RULES.decision(state).kind == "s_act" and state.d["round"] == 2


def test_butcher_and_executioner_once_in_an_attack():
    state = with_traits(killer=["butcher", "executioner"])
    d = state.d
    d["surv"]["roy"]["loc"] = "R3"
    jump(state, "k_main", loc="R3", seen="R3", hand=[])
    act(state, "search")
    assert RULES.decision(state).kind == "k_trait"
    act(state, "use_trait", id="butcher")
    act(state, "use_trait", id="executioner")
    act(state, "pass")  # no attack card to play: the step is asked all the same (the traits' effects run after)
    assert d["enc"]["bonus"] == 3 and d["enc"]["dice"] == -2
    state.rng = Dice([4] * 10)
    events = act(state, "weapon", src="", i=0)
    roll = [e for e in events if e["type"] == "combat_roll"][0]
    assert len(roll["faces"]) == 2
    assert [e for e in events if e["type"] == "attack_hits"][0]["strength"] == d["killer"]["strength"] + 3


def test_stalker_frightens_on_reappearing():
    state = with_traits(killer=["stalker"])
    d = state.d
    d["surv"]["roy"]["loc"] = "R4"
    jump(state, "k_reappear", loc="R3", seen="B1", stealth=True)
    assert d["surv"]["roy"]["fear"] == 1 and d["surv"]["evelyn"]["fear"] == 0


def test_tracker_senses_a_zone_when_levelling_up():
    state = with_traits(killer=["tracker"])
    k = state.d["killer"]
    k["discard"] += k["deck"]
    k["deck"] = []
    jump(state, "k_draw")
    act(state, "draw")
    assert k["level"] == 2 and RULES.decision(state).kind == "k_fx"
    assert {a["target"] for a in legal(state)} == {"red", "blue", "green"}


def test_climber_goes_against_the_arrow_for_free():
    state = with_traits(killer=["climber"])
    jump(state, "k_main", loc="B1", seen="B1")
    assert Action("move", to="R2", discard="") in legal(state)


def test_iron_will_adds_five_to_the_showdown_health():
    state = with_traits(killer=["iron_will"])
    d = state.d
    d["device"]["stage"] = 1
    d["killer"].update(loc="G5", seen="G5")  # every Survivor is at the Crew Quarter
    icon = state.content.analysis[[a["id"] for a in state.content.analysis].index(d["device"]["card"])]["weakness"]
    d["surv"]["roy"]["items"] = [next(f"{i}.0" for i, it in state.content.items.items() if icon in it["icons"])]
    showdown.start(state, [])
    assert state.d["showdown"]["health"] == 25


def test_the_survivors_view_is_the_same_whatever_the_killer_drew_and_left():
    """What the Killer drew and did not keep (and the order of both trait decks) is not the Survivors'
    to know; while the Killer picks, they see only that the Killer is deciding."""
    a, b = game("hard"), game("hard")
    pick_all(a, {"evelyn": "sprinter", "roy": "tough", "zach": "brawler"}, ["brute"])
    pick_all(b, {"evelyn": "sprinter", "roy": "tough", "zach": "brawler"}, ["brute"])
    b.d["traits"]["decks"]["killer"].reverse()
    b.d["traits"]["decks"]["survivor"].reverse()
    assert RULES.view(a, 1) == RULES.view(b, 1)
    c = game("normal")
    pick_all(c, {"evelyn": "sprinter", "roy": "tough", "zach": "brawler"})
    assert RULES.decision(c).kind == "s_act"
    d = game("normal")
    while d.d["stack"][-1]["who"] != "killer":
        act(d, "trait", id=d.d["stack"][-1]["cards"][0])
    assert RULES.view(d, 1)["decision"]["frame"] is None and RULES.view(d, 0)["decision"]["frame"]["who"] == "killer"
