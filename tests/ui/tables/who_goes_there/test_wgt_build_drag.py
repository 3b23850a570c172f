"""Who Goes There?: a hand card dragged onto an Item tile builds it paid with that card (the engine's `pay` frame,
asked when several payments exist, is answered by the payment that spends the dragged card: the engine's thrifty
one when it does, else the only one, else a menu at the drop asks which); clicking the tile, then a card in the
hand, is the other way (several payments spending that card: a menu at the pointer)."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


from game.ui.tables.who_goes_there.opening import open_wgt  # noqa: E402

from ...table_input import click_anchor, drag, humans, look_as_decider  # noqa: E402




def a_turn_holding(app, hand: list):
    """A 4-seat game at a seat's turn (random play until one inside has Action cubes left), its hand set to `hand`."""
    table = open_wgt(app, humans(4), {}, 7, autosave=False)
    s, rng = table.session, random.Random(7)
    for _ in range(3000):
        look_as_decider(table)
        f = table.view.get("frame") or {}
        pl = table.view["players"][f["seat"]] if f.get("kind") == "turn" else {}
        if pl.get("actions", 0) >= 2 and pl.get("space") in ("storage", "workshop"):  # builds are made inside
            break
        legal = table.legal()
        s.apply(rng.choice([a for a in legal if a.kind not in ("assault", "infection_attack")] or legal),
                s.deciding_seat())
    seat = s.deciding_seat()
    s.state.d["players"][seat]["hand"] = list(hand)  # the cards under test (the test's own setup)
    s.state.legal_cache = None
    look_as_decider(table)
    app.run_frames(2, 1 / 60)
    return table, seat


def test_a_wildcard_dragged_onto_the_club_tile_pays_for_it(wgt_app):
    """Wood + Screws + a Blueprint: the Club can be paid three ways. Dragging the Blueprint onto it (a mouse drag
    on the table) builds it paid with the Blueprint; two payments spend it, so a menu at the drop asks which."""
    app = wgt_app
    table, seat = a_turn_holding(app, ["wood", "screws", "blueprint"])
    assert table.legal_targets(("card", "blueprint"))[("tile", "club")] is None
    assert table.legal_targets(("card", "blueprint"))[("tile", "parka")] is not None  # no Parka from these
    n = len(table.session.steps)
    anchors = table.board_anchors()
    drag(app, anchors[("card", "blueprint")].rect.center, anchors[("tile", "club")].rect.center)
    built = table.session.steps[n].action
    assert built.kind == "build" and built["item"] == "club" and table.view["frame"]["kind"] == "pay"
    offered = [item[1] for item in table.choosing.menu.items]
    assert {tuple(a["cards"]) for a in offered} == {("blueprint", "screws"), ("blueprint", "wood")}
    keep_wood = next(a for a in offered if "wood" not in a["cards"])
    table.request(keep_wood)
    assert table.session.steps[n + 1].action == keep_wood
    assert table.session.state.d["players"][seat]["hand"] == ["wood"]
    assert "club" in table.session.state.d["players"][seat]["items"]


def test_a_recipe_card_dragged_onto_its_tile_is_the_thrifty_payment(wgt_app):
    app = wgt_app
    table, seat = a_turn_holding(app, ["wood", "screws", "blueprint"])
    n = len(table.session.steps)
    table.on_drop(("card", "wood"), ("tile", "club"))  # the engine's own payment spends it: no question
    assert table.choosing.menu is None and table.session.steps[n + 1].action["cards"] == ("screws", "wood")
    assert table.session.state.d["players"][seat]["hand"] == ["blueprint"]


def test_click_the_tile_then_a_hand_card_to_choose_the_payment(wgt_app):
    app = wgt_app
    table, seat = a_turn_holding(app, ["wood", "screws", "blueprint"])
    n = click_anchor(app, table, ("tile", "club"))
    assert table.session.steps[n].action.kind == "build" and table.view["frame"]["kind"] == "pay"
    assert {("card", c) for c in ("wood", "screws", "blueprint")} <= table.choosing.lit_anchors()
    click_anchor(app, table, ("card", "blueprint"))  # two payments spend it: the menu at the pointer asks which
    assert table.choosing.menu is not None
    offered = [p for p in (item[1] for item in table.choosing.menu.items)]
    assert {tuple(a["cards"]) for a in offered} == {("blueprint", "screws"), ("blueprint", "wood")}
    table.request(offered[0])
    assert table.session.steps[n + 1].action.kind == "pay"
    assert "club" in table.session.state.d["players"][seat]["items"]
