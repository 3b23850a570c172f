"""Items and Survivor abilities in tscards' vocabulary (data/EFFECTS.md), and the Killer keywords
beyond Orion's fixture deck, as named tests (Item & Ability Clarification)."""
from __future__ import annotations

from game.core.actions import Action
from game.games.terrorscape.rules import RULES

from .fixtures import SKILLS, E, fixture_world, jump, new, skill  # noqa: F401  (fixture_world: autouse)


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def hold(state, char, *uids):
    d = state.d
    for uid in uids:
        for pile in list(d["decks"].values()) + list(d["discards"].values()):
            if uid in pile:
                pile.remove(uid)
        d["surv"][char]["items"].append(uid)
    state.changed()


def use(state, src, target="", i=0):
    return act(state, "use", src=src, i=i, target=target)


def next_round(state):
    jump(state, "s_start")


def test_evelyn_bandage_heals_after_two_rounds_without_noise():
    state = new()
    d = state.d
    d["surv"]["roy"]["health"] = 1
    state.changed()
    events = use(state, "@evelyn", "roy")
    assert d["surv"]["roy"]["bandage"] == 2 and not d["noise"]
    shown = [r for r in (RULES.redact(e, 0) for e in events) if r is not None]
    assert shown == []  # not announced: a Survivors' secret shows the Killer no line
    next_round(state)
    assert d["surv"]["roy"]["health"] == 1 and d["surv"]["roy"]["bandage"] == 1
    events = jump(state, "s_start")
    assert d["surv"]["roy"]["health"] == 2 and any(e["type"] == "healed" for e in events)  # the Killer sees that


def test_alarm_clock_rings_two_rounds_later():
    state = new()
    d = state.d
    hold(state, "evelyn", "alarm_clock.0")
    use(state, "alarm_clock.0")
    assert d["alarm"] == {"loc": "G5", "n": 2} and "alarm_clock.0" in d["discards"]["discover"]
    next_round(state)
    assert d["alarm"]["n"] == 1 and not d["noise"]
    next_round(state)
    assert d["alarm"] is None and d["noise"] == ["G5"]


def test_whiskey_bottle_noise_through_a_block_and_firecracker_everywhere():
    state = new()
    d = state.d
    d["blocks"].append("G4-G5")
    hold(state, "evelyn", "whiskey_bottle.0", "firecracker.0")
    assert Action("use", src="whiskey_bottle.0", i=0, target="G4") in RULES.legal_actions(state)
    use(state, "whiskey_bottle.0", "G4")
    use(state, "firecracker.0")
    assert d["noise"] == ["G4"] and d["firecracker"]
    jump(state, "s_report")
    assert d["noise_known"] == list(state.board.codes)


def test_flashlight_rope_and_energy_drink():
    state = new()
    d = state.d
    hold(state, "evelyn", "flashlight.0", "energy_drink.0")
    use(state, "flashlight.0", "R2")  # the secret passage Crew Quarter -> Research Lab
    assert d["surv"]["evelyn"]["loc"] == "R2"
    use(state, "energy_drink.0")
    assert RULES.decision(state).kind == "s_move"
    act(state, "step", to="R1")  # with the arrow
    assert RULES.decision(state).kind == "s_act" and d["surv"]["evelyn"]["loc"] == "R1"
    state2 = new()
    hold(state2, "evelyn", "rope.0")
    state2.d["surv"]["evelyn"]["loc"] = "R1"
    state2.changed()
    use(state2, "rope.0", "R1-R2")
    assert Action("step", to="R2") in RULES.legal_actions(state2)  # against the arrow on the rope


def test_zachs_wrench_does_not_use_up_the_repair_and_level_three_adds_one():
    state = new()
    d = state.d
    d["killer"]["loc"] = d["killer"]["seen"] = "G1"
    d["surv"]["zach"]["loc"] = "B3"
    jump(state, "s_actions", queue=["zach", "evelyn", "roy"])
    use(state, "wrench.0", "radio")
    assert d["radio"] == 1 and "B3" not in d["repaired"]
    assert not any(a.kind == "use" and a["src"] == "wrench.0" for a in RULES.legal_actions(state))  # once a turn
    act(state, "repair", what="radio")
    assert d["radio"] == 2 and "B3" in d["repaired"]
    d["killer"]["level"] = 3
    d["repaired"].clear()
    state.changed()
    jump(state, "s_actions", queue=["zach"])
    act(state, "repair", what="radio")
    assert d["radio"] == 4  # +1 and +1 for Zach at Killer level 3


def test_victorias_gadget_once_a_game_at_the_knowledge_location_four_charges():
    state = new(survivors="victoria,roy,zach")
    d = state.d
    d["surv"]["victoria"]["loc"] = "R2"
    state.changed()
    use(state, "@victoria")
    assert d["surv"]["victoria"]["items"] == ["gadget.0"]
    for left in (3, 2, 1, 0):
        jump(state, "s_actions", queue=["victoria"])
        use(state, "gadget.0", i=1)  # LOCATE: an extra action
        assert d["charges"]["gadget.0"] == left
    jump(state, "s_actions", queue=["victoria"])
    assert not any(a.kind == "use" and a["src"] in ("gadget.0", "@victoria") for a in RULES.legal_actions(state))


def test_quinto_may_not_use_the_shortcut_to_flee():
    state = new(survivors="quinto,roy,zach")
    d = state.d
    d["surv"]["roy"]["loc"] = d["surv"]["zach"]["loc"] = "B4"
    from .fixtures import ScriptedRng
    state.rng = ScriptedRng([4] * 4)
    jump(state, "k_main", loc="G5", seen="G5")
    act(state, "search")
    act(state, "pass")  # no attack card to play: the step is asked all the same
    act(state, "weapon", src="", i=0)
    assert RULES.decision(state).kind == "e_flee"
    assert "R2" not in {a["to"] for a in RULES.legal_actions(state) if a.kind == "step"}


def install_skill(state, monkeypatch, id_, **spec):
    monkeypatch.setitem(SKILLS, id_, skill(id_, id_.title(), **spec))
    state.d["killer"]["hand"].append(f"{id_}.0")
    state.changed()


def test_damage_in_range_injures_without_combat(monkeypatch):
    state = new()
    d = state.d
    d["surv"]["roy"]["loc"] = "B4"
    install_skill(state, monkeypatch, "spores", speed="slow", effects=[E("DAMAGE", target="range", range=1)])
    jump(state, "k_slow", loc="G4", seen="G4")
    events = act(state, "play", card="spores.0")
    assert d["surv"]["evelyn"]["health"] == 1 and d["surv"]["roy"]["health"] == 2
    assert [e for e in events if e["type"] == "damage"][0]["found"] == ["evelyn", "zach"]


def test_stealth_to_a_noise_and_reappear_effects(monkeypatch):
    state = new()
    d = state.d
    d["noise_known"] = ["B4"]
    install_skill(state, monkeypatch, "split", speed="special",
                  effects=[E("STEALTH", n=None, to="noise", range=None),
                           E("ON_REAPPEAR", effects=[E("FEAR", target="range", range=1, n=1)])])
    jump(state, "k_main", loc="R3", seen="R3")
    act(state, "play", card="split.0")
    events = act(state, "choose", target="B4")
    assert d["killer"]["loc"] == "B4" and d["killer"]["stealth"]
    assert all("B4" not in str(RULES.redact(e, 1)) for e in events)
    d["surv"]["roy"]["loc"] = "B3"
    events = jump(state, "k_reappear")
    assert d["surv"]["roy"]["fear"] == 1 and any(e["type"] == "search" for e in events)


def test_teleport_keeps_blocks_and_recover_takes_back_cards(monkeypatch):
    state = new()
    d = state.d
    k = d["killer"]
    install_skill(state, monkeypatch, "blink", speed="fast", effects=[E("TELEPORT", to="range", range=2),
                                                                      E("RECOVER", n=1)])
    k["discard"].append(k["deck"].pop())
    jump(state, "k_fast", loc="R3", seen="R3")
    act(state, "play", card="blink.0")
    act(state, "choose", target="R2")
    assert k["loc"] == "R2" and k["seen"] == "R2"
    back = RULES.legal_actions(state)[0]["target"]
    act(state, "choose", target=back)
    assert back in k["hand"]


def test_attack_dice_and_no_weapon(monkeypatch):
    state = new()
    d = state.d
    hold(state, "evelyn", "hatchet.0")
    d["surv"]["roy"]["loc"] = d["surv"]["zach"]["loc"] = "B4"
    install_skill(state, monkeypatch, "pin", speed="attack", effects=[E("DICE", n=-2), E("NO_WEAPON")])
    jump(state, "k_main", loc="G5", seen="G5")
    act(state, "search")
    act(state, "play", card="pin.0")
    assert RULES.legal_actions(state) == [Action("weapon", src="", i=0)]
    events = act(state, "weapon", src="", i=0)
    assert len([e for e in events if e["type"] == "combat_roll"][0]["faces"]) == 2


def test_draw_item_and_a_second_choice_ask_in_their_own_frames(monkeypatch):
    """An ability whose second effect needs a choice asks in an s_fx frame; DRAW_ITEM keeps one of
    the cards drawn in an s_pick frame (a crash of the real content's first random games)."""
    from .fixtures import ITEMS, U, item
    monkeypatch.setitem(ITEMS, "scanner", item("scanner", "Scanner", "character", 1, [
        U("special_action", E("DRAW_ITEM", deck="weapon", n=2, keep=1), E("NOISE", target="adjacent"))]))
    monkeypatch.setitem(ITEMS, "kit", item("kit", "Kit", "character", 1, [
        U("extra_action", E("NOISE", target="adjacent"), E("NOISE", target="adjacent"))]))
    state = new()
    d = state.d
    d["surv"]["evelyn"]["items"] += ["scanner.0", "kit.0"]
    state.changed()
    use(state, "scanner.0", "B3")  # the noise's place is chosen with the use
    assert RULES.decision(state).kind == "s_pick" and len(RULES.legal_actions(state)) == 3
    kept = RULES.legal_actions(state)[0]["item"]
    act(state, "keep", item=kept)
    assert kept in d["surv"]["evelyn"]["items"] and d["noise"] == ["B3"]
    use(state, "kit.0", "G4")
    assert RULES.decision(state).kind == "s_fx"
    act(state, "fx", target="B3")  # a second noise in one place is ignored
    assert d["noise"] == ["B3", "G4"]
    assert RULES.decision(state).kind == "s_act"
