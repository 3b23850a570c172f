"""Rules audit (session 21), the Survivors' turn: defects found against the rulebook, each a named
test (fixture map and cards: tests/games/terrorscape/fixtures.py). The checklist: /work/wt/tsrules-audit.md."""
from __future__ import annotations

from game.core.actions import Action
from game.games.terrorscape.rules import RULES

from .fixtures import fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def legal(state):
    return RULES.legal_actions(state)


def at(state, **locs):
    for char, loc in locs.items():
        state.d["surv"][char]["loc"] = loc
    state.changed()


def hold(state, char, *uids):
    d = state.d
    for u in uids:
        for deck in d["decks"].values():
            if u in deck:
                deck.remove(u)
        d["surv"][char]["items"].append(u)
    state.changed()


# -- Exchange items (optional, before or after the main action) -------------------------------
def test_an_item_is_passed_on_but_never_back_to_whom_held_it_this_turn():
    """An item may go from Zach to Evelyn and on to Roy, never back to Zach or Evelyn this turn
    (# designed: no to-and-fro without end); next turn it may go back."""
    state = new()
    hold(state, "zach", "ammo_pack.0")
    act(state, "take", item="ammo_pack.0", frm="zach")  # Evelyn acts first
    assert Action("give", item="ammo_pack.0", to="zach") not in legal(state)
    act(state, "give", item="ammo_pack.0", to="roy")
    assert state.d["surv"]["roy"]["items"] == ["ammo_pack.0"]
    assert Action("take", item="ammo_pack.0", frm="roy") not in legal(state)
    act(state, "unfear")
    act(state, "done")
    assert state.d["stack"][-1]["char"] == "roy"
    assert not [a for a in legal(state) if a.kind == "give" and a["item"] == "ammo_pack.0"]
    jump(state, "s_start")  # a new Survivors' turn: it may go back
    assert Action("take", item="ammo_pack.0", frm="roy") in legal(state)


def test_zach_gives_roy_the_ammo_pack_the_rulebook_example():
    state = new()
    hold(state, "zach", "ammo_pack.0")
    hold(state, "roy", "revolver.0")
    act(state, "wait")
    act(state, "wait")  # Zach's turn to act
    assert state.d["stack"][-1]["char"] == "zach"
    act(state, "give", item="ammo_pack.0", to="roy")
    assert state.d["surv"]["roy"]["items"] == ["revolver.0", "ammo_pack.0"]


def test_no_move_then_exchange_then_move_again():
    """"A Survivor can not [MOVE] then exchange an item then [MOVE] again": Evelyn steps to Roy,
    hands him a Fuel, and may then not move on (not with her MOVE, not with an Energy Drink)."""
    state = new()
    at(state, roy="G4")
    hold(state, "evelyn", "fuel.0", "energy_drink.0")
    act(state, "step", to="G4")  # the first step of her MOVE x1-2
    act(state, "stop")
    assert any(a.kind == "use" and a["src"] == "energy_drink.0" for a in legal(state))
    act(state, "give", item="fuel.0", to="roy")
    assert not any(a.kind == "use" and a["src"] == "energy_drink.0" for a in legal(state))
    assert Action("done") in legal(state)


def test_exchange_before_moving_keeps_the_move():
    """Before the main action the exchange takes nothing away: Evelyn gives, then moves twice."""
    state = new()
    hold(state, "evelyn", "fuel.0")
    act(state, "give", item="fuel.0", to="roy")
    assert any(a.kind == "step" for a in legal(state))
    act(state, "step", to="G4")
    assert {a.kind for a in legal(state)} == {"step", "stop"}


# -- III. Choose 1 Survivor to discover; A Cat! -------------------------------------------------
def test_the_cat_is_discarded_and_the_other_card_gained():
    """"If you find the cat card, you will have to discard the cat and gain the other item"; without the
    cat the drawer may keep either card or neither."""
    state = new()
    deck = state.d["decks"]["discover"]
    for u in ("the_cat.0", "rope.0"):
        deck.remove(u)
    deck += ["rope.0", "the_cat.0"]
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    assert legal(state) == [Action("pick", item="rope.0")]
    act(state, "pick", item="rope.0")
    assert state.d["surv"]["roy"]["items"] == ["rope.0"] and "the_cat.0" in state.d["discards"]["discover"]
    state = new()
    deck = state.d["decks"]["discover"]
    for u in ("fuel.0", "rope.0"):
        deck.remove(u)
    deck += ["rope.0", "fuel.0"]
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    assert {a["item"] for a in legal(state)} == {"rope.0", "fuel.0", ""}


# -- Action 2: Search Items ("The Killer is not in the same location") ---------------------------
def test_an_item_drawing_from_a_search_deck_is_a_search_not_with_the_killer_there(monkeypatch):
    """The Station Blueprint kind of card (DRAW_ITEM: a draw from the key deck) is a search: not
    with the Killer standing in the Survivor's location, as the card's own text says."""
    from .fixtures import ITEMS, E, U, item
    monkeypatch.setitem(ITEMS, "blueprint", item("blueprint", "Station Blueprint", "character", 1, [
        U("extra_action", E("DRAW_ITEM", deck="key", n=1), at="key")]))
    state = new()
    hold(state, "evelyn", "blueprint.0")
    assert any(a.kind == "use" and a["src"] == "blueprint.0" for a in legal(state))  # at G5, a key location
    state.d["killer"]["loc"] = "G5"
    state.changed()
    assert not any(a.kind == "use" and a["src"] == "blueprint.0" for a in legal(state))
    assert not any(a.kind == "search" for a in legal(state))


# -- Action 3: Repair (Zach's Wrench: +1, not a repair action; designed: once a turn) -------------
def test_zachs_wrench_handed_over_is_still_used_up_for_the_turn():
    """The Wrench's once a turn belongs to the card: Zach repairs with it, hands it to Roy in the same
    location, and Roy may not use it again this turn (before: once per holder)."""
    state = new()
    at(state, evelyn="B3", roy="B3", zach="B3")  # the radio
    act(state, "wait")
    act(state, "wait")  # Zach first
    act(state, "use", src="wrench.0", i=0, target="radio")
    assert state.d["radio"] == 1
    act(state, "give", item="wrench.0", to="roy")
    act(state, "unfear")
    act(state, "done")
    assert state.d["stack"][-1]["char"] == "evelyn"
    act(state, "unfear")
    act(state, "done")
    assert state.d["stack"][-1]["char"] == "roy"
    assert not any(a.kind == "use" and a["src"] == "wrench.0" for a in legal(state))
    jump(state, "s_start")
    act(state, "wait")  # Roy, holding it, may use it next turn
    assert any(a.kind == "use" and a["src"] == "wrench.0" for a in legal(state))
