"""The Thing's table: every decision has its place on the table (a character's token, the Encounter or a task, a
card in the hand, a player's panel, a set-aside infection card or the saucer in the Thing's area, or a word chip
over the hand) and a click there chooses it. Walked at 2 to 6 seats. Named cases: an NPC dragged to the
Encounter, a card dragged onto the Encounter, Burn asks first, the Thing's area and the infection cards under the
NPCs are drawn for the Thing's seat alone, the reaction round never names the seat asked, the log never names a
card another seat drew, the static layer equals a whole rebuild, the guide names where each part is."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.ui.tables.the_thing import prompt as tp  # noqa: E402
from game.ui.tables.the_thing.opening import open_thing  # noqa: E402

from ...table_input import (  # noqa: E402
    assert_plays_on_autosaved, click_anchor, drag, humans, look_as_decider, pick_widget, reach_by_play,
    set_lobby_seats, start_from_lobby, walk_every_decision)


@pytest.fixture
def app(thing_app):
    return thing_app  # conftest's: the guide seen, fast animations, dice at rest


def reach(app, n, want, seed=0, steps=3000, avoid=("burn", "yes", "use")):
    """Random play (all seats human, the screen always the decider's) until want(table) holds."""
    return reach_by_play(app, open_thing, n, want, seed=seed, tries=8, steps=steps, avoid=avoid)


def kind_is(*kinds):
    return lambda t: (t.view.get("frame") or {}).get("kind") in kinds


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_decision_lights_up_where_it_is(app, n):
    """Each legal action of the deciding seat has an anchor path whose every step is on the table."""
    table = open_thing(app, humans(n), {}, n, autosave=False)
    kinds = walk_every_decision(table, random.Random(n), 1200)
    assert len(kinds) > 8, kinds


def test_an_npc_drags_to_the_encounter(app):
    table = reach(app, 3, lambda t: any(a.kind == "send" and a["site"] == "encounter" for a in t.legal()))
    act = next(a for a in table.legal() if a.kind == "send" and a["site"] == "encounter")
    key = ("char", act["char"])
    assert key in table.choosing.lit_anchors() and key in table.dragdrop.items
    n = len(table.session.steps)
    drag(app, table.dragdrop.items[key].rect.center, table.board_anchors()[("site", "encounter")].rect.center)
    step = table.session.steps[n]
    assert step.action.kind == "send" and step.action["char"] == act["char"] and step.action["site"] == "encounter"


def test_a_card_drags_onto_the_encounter(app):
    def card_to_encounter(t):
        return any(a.kind == "play" and a.get("target") == "" and (("card", a["card"]), ("site", "encounter"))
                   in t.anchor_paths(a) for a in t.legal())

    table = reach(app, 4, card_to_encounter)
    act = next(a for a in table.legal() if a.kind == "play" and a.get("target") == "")
    key = ("card", act["card"])
    assert key in table.dragdrop.items
    n = len(table.session.steps)
    drag(app, table.dragdrop.items[key].rect.center, table.board_anchors()[("site", "encounter")].rect.center)
    if table.choosing.menu is not None:  # the same card could also be discarded for dice: the menu offers both
        table.request(act)
    assert table.session.steps[n].action == act


def test_burn_asks_first_and_a_click_on_a_character_chooses(app):
    table = reach(app, 3, kind_is("see"), avoid=("use",))
    if any(a.kind == "burn" for a in table.legal()):
        click_anchor(app, table, ("chip", "burn"))
        assert table.choosing.confirming is not None  # asked first: nothing applied yet
        table.choosing.answer_confirm(False)
    table = reach(app, 3, kind_is("pick_char"))
    act = table.legal()[0]
    n = click_anchor(app, table, ("char", act["char"]))
    assert table.session.steps[n].action == act


def test_only_the_thing_seat_sees_its_area_and_the_npcs_infection_cards(app):
    table = reach(app, 3, lambda t: any(r["infection_cards"] for r in t.view["chars"].values())
                  and t.session.deciding_seat() != 0)
    s = table.session
    npc = next(ch for ch, r in table.view["chars"].items() if r["infection_cards"] and r["seat"] is None)
    assert "infection" not in table.view["chars"][npc]  # an Outpost seat at the screen
    assert ("saucer",) not in table.prects and not table.aside_rects
    s.screen_seat = 0
    table.refresh()
    assert table.view["chars"][npc]["infection"]
    assert ("char", npc) in table.token_targets


def test_the_reaction_round_never_names_the_seat_asked(app):
    table = reach(app, 4, kind_is("react"))
    s = table.session
    asked = s.deciding_seat()
    other = next(x for x in range(4) if x != asked)
    s.screen_seat = other
    table.refresh()
    assert table.masked_seat()
    data = table.draw_data()
    app.screen.fill((0, 0, 0))
    table.render(app.screen, data)
    cue = table.thinking_cue()
    assert cue is None or cue["seat"] is None


def test_the_log_never_names_a_card_another_seat_drew(app):
    from game.games.the_thing.state import content

    table = reach(app, 3, lambda t: len(t.session.steps) > 40)
    s = table.session
    s.screen_seat = 1
    table.refresh()
    log, _ = table.log_and_rolls()
    drawn_by_others = [c for st in s.steps for e in st.events if e.get("type") == "draw" and e.get("seat") != 1
                       for c in e["private"][str(e["seat"])]["cards"]]
    assert drawn_by_others
    for line in log:
        if "draws" in line and not line.startswith("Player 2"):
            assert not any(content().cards[c]["name"] in line for c in drawn_by_others), line


def test_the_static_layer_after_each_move_equals_a_whole_rebuild(table_app):
    import pygame

    table_app.settings.guides_shown = [*table_app.settings.guides_shown, "the_thing"]
    table = open_thing(table_app, humans(4), {}, 3, autosave=False)
    s, rng = table.session, random.Random(3)
    surf = pygame.Surface((1280, 720))
    for i in range(60):
        if s.over:
            break
        look_as_decider(table)
        data = table.draw_data()
        table.render(surf, data)
        whole = table.build_static(surf.get_size(), table.geo, data)
        assert pygame.image.tobytes(table.static.surface, "RGB") == pygame.image.tobytes(whole, "RGB"), i
        s.apply(rng.choice(table.legal()), s.deciding_seat())


def test_the_first_game_guide_names_every_part_it_outlines(table_app):
    from game.ui.guides import load_guide

    table = open_thing(table_app, humans(3), {}, 1, autosave=False)
    guide = load_guide("the_thing")
    rects = table.guide_rects()
    assert guide["parts"] and guide["steps"]
    assert {p["area"] for p in guide["parts"]} <= set(rects)


def test_chips_name_every_answer_without_a_place(app):
    table = reach(app, 3, kind_is("see"), avoid=("use",))
    keys = tp.chip_keys(table.view, table.legal())
    assert "wait" in keys and all(("chip", k) in table.board_anchors() for k in keys)


def test_every_card_in_hand_is_readable_by_the_hover_zoom_and_every_chip_word_fits(app):
    """Cards in the hand are small at 1280x720: each is listed for the hover zoom with its whole text (the
    content file's own words), so are the Encounter and every character's token; a chip's word fits its chip."""
    from game.ui import fonts
    from game.ui.tables.the_thing.board_draw import card_kwargs
    from game.ui.widgets import textfit

    table = reach(app, 5, lambda t: len(t.prects) and any(a[0] == "card" for a in t.prects) and
                  any(a[0] == "chip" for a in t.prects))
    app.run_frames(2, 1 / 60)
    zoomed = {item.key for item in table.hovering.items if item.card}
    assert {aid for aid in table.prects if aid[0] == "card"} <= zoomed
    for item in table.hovering.items:
        if item.key and item.key[0] == "card":
            assert item.card == card_kwargs(item.key[1]) and item.card["text"]
    tips = {item.key for item in table.hovering.items}
    assert {("char", ch) for ch in table.view["chars"]} <= tips
    for aid, r in table.prects.items():
        if aid[0] == "chip":
            assert r.h >= fonts.MIN_PX + 4
            assert textfit.fits(tp.chip_word(aid[1]), "sans_bold", fonts.MIN_PX, r.w - 8, r.h), aid


def test_the_map_editor_opens_the_outpost_and_the_loader_accepts_it():
    from game.core import layouts, paths
    from game.editor.model import Document

    path = paths.MAPS / "the_thing_outpost.toml"
    doc = Document.open(path)
    layout, errors = layouts.parse_layout(doc.text, str(path))
    assert layout is not None and not errors
    assert {f"rec_{ch}" for ch in ("macready", "blair", "childs")} <= set(layout.slots)
    assert sorted(layout.seating) == [2, 3, 4, 5, 6]


def test_the_thing_starts_from_the_lobby_with_human_and_computer_seats(app):
    """The lobby offers The Thing, names seat 1's role (the Thing), and Start opens its table with the
    computer seats' levels through the shared start_game (with its autosave)."""
    from game.ai.base import HeuristicAgent
    from game.games import REGISTRY
    from game.ui.scenes.lobby import LobbyScene

    info = REGISTRY["the_thing"]
    assert info.seat_roles[0] == "the Thing" and (info.min_seats, info.max_seats) == (2, 6)
    app.settings.last_seats.pop("the_thing", None)
    lobby = app.push(LobbyScene("the_thing"))
    set_lobby_seats(app, lobby, ("ai", "human", "ai"))
    pick_widget(app, "level:0", "Easy")
    table = start_from_lobby(app)
    s = table.session
    assert s.game_id == "the_thing" and len(s.seats) == 3 and s.seats[1].kind == "human"
    assert type(s.agents[0]) is HeuristicAgent and s.agents[0].level == "easy"
    assert_plays_on_autosaved(app, table)
