"""The effects of the vocabulary (data/EFFECTS.md) the engine core did not yet interpret: REROLL,
MOD dice in a weapon / fight / tactic, MOD search_draw, discover_keep, health, showdown_health,
MOD uphill above 0 (several discards against an arrow), CHARGE. Each one does what it says."""
from __future__ import annotations

from game.core.actions import Action
from game.games.terrorscape import combat, showdown
from game.games.terrorscape.rules import RULES

from .fixtures import CONTENT, ITEMS, E, ScriptedRng, U, fixture_world, item, jump, new, tactic  # noqa: F401


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def give_ability(monkeypatch, char, *abilities):
    entry = dict(CONTENT.survivors[char])
    entry["abilities"] = list(entry["abilities"]) + list(abilities)
    monkeypatch.setitem(CONTENT.survivors, char, entry)


def test_weapon_mod_dice_rolls_one_more_die(monkeypatch):
    monkeypatch.setitem(ITEMS, "pepper", item("pepper", "Pepper Spray", "character", 1, [
        U("weapon", E("COMBAT", plus=1, times=1), E("MOD", stat="dice", n=1))]))
    state = new()
    state.d["surv"]["evelyn"]["items"].append("pepper.0")
    state.rng = ScriptedRng([4, 4, 4, 4, 4])
    value = combat.roll(state, "evelyn", "pepper.0", 0, [])
    assert value == 5 * 2 + 1  # five dice showing 2, +1
    assert "pepper.0" not in state.d["surv"]["evelyn"]["items"]  # one use


def test_fight_mod_dice_counts_only_armed_when_armed(monkeypatch):
    give_ability(monkeypatch, "roy", U("fight", E("MOD", stat="dice", n=1), armed=True))
    state = new()
    state.rng = ScriptedRng([0] * 8)
    events = []
    combat.roll(state, "roy", "", 0, events)
    assert len(events[-1]["faces"]) == 4  # unarmed: the armed bonus does not count


def test_reroll_rerolls_the_blank_dice_once():
    state = new()
    state.d["showdown"] = {"health": 20, "total": 0, "fought": [], "boosts": [
        {"on": "showdown", "effects": [E("REROLL", n=2)]}]}
    # dice 0, 2, 0, 0 -> the first two blanks are rerolled to 2 and 1; the third blank stays
    state.rng = ScriptedRng([0, 4, 0, 0, 4, 2])
    events = []
    value = combat.roll(state, "evelyn", "", 0, events)
    assert events[-1]["faces"] == [2, 2, 1, 0] and value == 5


def test_tactic_mod_dice_and_reroll_hold_for_every_fight(monkeypatch):
    card = {"id": "a9", "weakness": "noise", "location": "tool", "text": "dice +1, reroll 1",
            "tactic": tactic(U("showdown", E("MOD", stat="dice", n=1), E("REROLL", n=1)))}
    monkeypatch.setattr(CONTENT, "analysis", CONTENT.analysis + (card,))
    state = new()
    state.d["device"] = {"card": "a9", "stage": 2}
    value, change, boosts = showdown.tactic(state, [])
    assert (value, change) == (0, 0) and boosts == [{"on": "showdown", "effects": card["tactic"][0]["effects"]}]
    state.d["showdown"] = {"health": 20, "total": 0, "fought": [], "boosts": boosts}
    state.rng = ScriptedRng([4, 4, 4, 4, 0, 2])
    events = []
    combat.roll(state, "zach", "", 0, events)
    assert events[-1]["faces"] == [2, 2, 2, 2, 1]  # five dice; the blank rerolled to a 1


def test_showdown_health_mod_adds_to_the_killers_health():
    state = new()
    d = state.d
    d["killer"].update(mods={"showdown_health": 5}, fsa=["pursue.0"], loc="G5", seen="G5")
    showdown.start(state, [])
    assert d["showdown"]["health"] == 20 + 5 + 5


def test_search_draw_mod_draws_two_keeps_one(monkeypatch):
    give_ability(monkeypatch, "evelyn", U("always", E("MOD", stat="search_draw", n=1)))
    state = new()
    d = state.d
    d["surv"]["evelyn"]["loc"] = "B2"  # the weapon search location
    state.changed()
    top = d["decks"]["weapon"][-2:]
    act(state, "search", deck="weapon")
    assert RULES.decision(state).kind == "s_pick"
    assert sorted(a["item"] for a in RULES.legal_actions(state) if a.kind == "keep") == sorted(top)
    act(state, "keep", item=top[-1])
    assert d["surv"]["evelyn"]["items"] == [top[-1]] and d["discards"]["weapon"] == [top[0]]


def test_discover_keep_once_a_game_keeps_both_then_one(monkeypatch):
    give_ability(monkeypatch, "roy", U("always", E("MOD", stat="discover_keep", n=1), once="game"))
    state = new()
    d = state.d
    d["decks"]["discover"][-2:] = ["energy_drink.0", "rope.0"]
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    act(state, "pick", item="rope.0")
    assert RULES.decision(state).kind == "discover_pick"  # a second card may be kept
    act(state, "pick", item="energy_drink.0")
    assert sorted(d["surv"]["roy"]["items"]) == ["energy_drink.0", "rope.0"]
    d["decks"]["discover"][-2:] = ["fuel.0", "fuel.1"]
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    act(state, "pick", item="fuel.0")
    assert RULES.decision(state).kind != "discover_pick"  # spent: one card this time
    assert "fuel.1" in d["discards"]["discover"]


def test_health_mod_raises_the_health_a_heal_restores(monkeypatch):
    from game.games.terrorscape.abilities import max_health
    from game.games.terrorscape.common import heal
    give_ability(monkeypatch, "zach", U("always", E("MOD", stat="health", n=1)))
    state = new()
    assert max_health(state, "zach") == 3 and max_health(state, "roy") == 2
    state.d["surv"]["zach"]["health"] = 2
    heal(state, "zach", [], "test")
    assert state.d["surv"]["zach"]["health"] == 3


def test_uphill_mod_above_zero_costs_two_discards_against_the_arrow():
    state = new()
    d = state.d
    k = d["killer"]
    jump(state, "k_main", loc="R1", seen="R1", hand=["pursue.0", "lunge.0"], mods={"uphill": 1})
    against = [a for a in RULES.legal_actions(state) if a.kind == "move" and a["to"] == "R2"]
    assert against and all(a["discard"] for a in against)
    act(state, "move", to="R2", discard="pursue.0")
    assert RULES.decision(state).kind == "k_pay"  # the second card of the climb
    act(state, "pay", card="lunge.0")
    assert k["loc"] == "R2" and k["hand"] == [] and k["discard"][-2:] == ["pursue.0", "lunge.0"]
    jump(state, "k_main", loc="R1", seen="R1", hand=["pursue.0"])
    assert not [a for a in RULES.legal_actions(state) if a.kind == "move" and a["to"] == "R2"]  # one card: no


def test_charge_puts_energy_back_up_to_the_printed_number(monkeypatch):
    monkeypatch.setitem(ITEMS, "batteries", item("batteries", "Batteries", "character", 1, [
        U("extra_action", E("CHARGE", item="gadget", n=2), needs=["gadget"])]))
    state = new()
    d = state.d
    d["surv"]["evelyn"]["items"] += ["gadget.0", "batteries.0"]
    d["charges"]["gadget.0"] = 1
    state.changed()
    act(state, "use", src="batteries.0", i=0, target="")
    assert d["charges"]["gadget.0"] == 3 and "batteries.0" not in d["surv"]["evelyn"]["items"]
    d["surv"]["evelyn"]["items"].append("batteries.0")
    state.changed()
    act(state, "use", src="batteries.0", i=0, target="")
    assert d["charges"]["gadget.0"] == 4  # never above the printed 4
