"""The Who Goes There? table: every decision has its place on the table (a space, a pawn, a character board, a card
in the hand, an Unlock, a tile, the Boiler / Door / Bonfire / Camp Event, or a word chip over the hand) and a click
there chooses it; the only exceptions are ending a turn or a trade, the bar's D button. Walked at 3, 5 and 8 seats.
Named cases: a move by a click on the space, a pawn dragged to a space, an assault asks first, a card dragged to the
Bonfire; the screen seat's hand and infection are drawn for it alone (never another seat's)."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.ui.tables.who_goes_there import prompt as wp  # noqa: E402
from game.ui.tables.who_goes_there.opening import open_wgt  # noqa: E402

from ...table_input import (  # noqa: E402
    assert_plays_on_autosaved, click_anchor, humans, look_as_decider, pick_widget, press_widget,
    reach_by_play, set_lobby_seats, start_from_lobby, static_layer_checks, walk_every_decision)


@pytest.fixture
def app(wgt_app):
    return wgt_app  # conftest's: the guide seen, fast animations, dice at rest


def reach(app, n, want, seed=0, steps=3000, avoid=("assault", "infection_attack")):
    """Random play (all seats human, the screen always the decider's) until want(table) holds."""
    return reach_by_play(app, open_wgt, n, want, seed=seed, tries=6, steps=steps, avoid=avoid)


@pytest.mark.parametrize("n", [3, 5, 8])
def test_every_decision_lights_up_where_it_is(app, n):
    """Each legal action of the deciding seat has an anchor path on the table (end turn / done giving: the D
    button); a frame never has two done-like actions (the bar shows one)."""
    table = open_wgt(app, humans(n), {}, n, autosave=False)
    kinds = walk_every_decision(table, random.Random(n), 1500, wp.DONE_KINDS)
    assert len(kinds) > 12, kinds


def test_a_move_is_chosen_by_a_click_on_the_space(app):
    table = reach(app, 4, lambda t: any(a.kind == "move" and not a.get("free") for a in t.legal()))
    act = next(a for a in table.legal() if a.kind == "move" and not a.get("free"))
    assert ("space", act["to"]) in table.choosing.lit_anchors()
    n = click_anchor(app, table, ("space", act["to"]))
    s = table.session
    if table.choosing.menu is not None:  # Snowshoes too: the menu at the pointer offers both
        table.request(act)
    assert s.steps[n].action.kind == "move" and s.steps[n].action["to"] == act["to"]


def test_an_assault_asks_first(app):
    table = reach(app, 4, lambda t: any(a.kind == "assault" for a in t.legal()))
    act = next(a for a in table.legal() if a.kind == "assault")
    n = len(table.session.steps)
    table.request(act)
    assert table.choosing.confirming is not None and len(table.session.steps) == n
    table.choosing.answer_confirm(True)
    assert table.session.steps[n].action == act


def test_a_pawn_drags_to_a_space(app):
    table = reach(app, 4, lambda t: any(a.kind == "move" and not a.get("free") for a in t.legal()))
    seat = table.session.screen_seat
    act = next(a for a in table.legal() if a.kind == "move" and not a.get("free"))
    assert ("pawn", seat) in table.dragdrop.items
    assert table.legal_targets(("pawn", seat))[("space", act["to"])] is None
    n = len(table.session.steps)
    table.on_drop(("pawn", seat), ("space", act["to"]))
    if table.choosing.menu is not None:
        table.request(act)
    assert table.session.steps[n].action.kind == "move"


def test_a_card_drags_to_the_bonfire(app):
    table = reach(app, 4, lambda t: any(a.kind == "bonfire" for a in t.legal()))
    act = next(a for a in table.legal() if a.kind == "bonfire")
    assert table.legal_targets(("card", act["card"]))[("bonfire",)] is None
    n = len(table.session.steps)
    table.on_drop(("card", act["card"]), ("bonfire",))
    assert table.session.steps[n].action == act


def test_a_chip_answers_a_question(app):
    table = reach(app, 4, lambda t: (t.view.get("frame") or {}).get("kind") in ("food", "sleep"))
    chip = "go_hungry" if table.view["frame"]["kind"] == "food" else "sleep_alone"
    assert ("chip", chip) in table.choosing.lit_anchors()
    n = click_anchor(app, table, ("chip", chip))
    if table.choosing.confirming is not None:  # going hungry asks first
        table.choosing.answer_confirm(True)
    assert table.session.steps[n].action.kind == chip


def test_only_the_screen_seat_sees_its_hand_and_status(app):
    table = reach(app, 5, lambda t: (t.view.get("frame") or {}).get("kind") == "turn" and t.view["round"] >= 2)
    seat = table.session.screen_seat
    view = table.drawn[-1]["view"] if table.drawn else table.view
    app.run_frames(2, 1 / 60)
    view = table.drawn[-1]["view"]
    for x, pl in enumerate(view["players"]):
        assert ("hand" in pl) == (x == seat) and ("vulnerable" in pl) == (x == seat)
        assert ("host" in pl) == (x == seat)
    hand = view["players"][seat]["hand"]
    assert {aid[1] for aid in table.prects if aid[0] == "card"} == set(hand)


def test_the_first_game_guide_opens_once_and_names_where_each_part_is(table_app):
    from game.ui.guides import load_guide
    from game.ui.scenes.guide import GuideScene

    table_app.settings.guides_shown = []
    table = open_wgt(table_app, humans(1) + [{"kind": "ai", "name": "Bo"}] * 2, {}, 3, autosave=False)
    for _ in range(30):
        table_app.step(1 / 60)
        if isinstance(table_app.top, GuideScene):
            break
    assert isinstance(table_app.top, GuideScene) and "who_goes_there" in table_app.settings.guides_shown
    parts = {p["area"] for p in load_guide("who_goes_there")["parts"]}
    assert parts == set(table.guide_rects())


def test_every_card_and_tile_name_is_readable_by_the_hover_zoom_at_1280x720(app):
    """Cards in the hand are small at 1280x720: each is listed for the hover zoom with its whole text, and every
    chip's word fits its chip."""
    from game.ui import fonts
    from game.ui.tables.who_goes_there.board_draw import card_kwargs

    table = reach(app, 5, lambda t: (t.view.get("frame") or {}).get("kind") == "turn")
    app.run_frames(2, 1 / 60)
    zoomed = {item.key for item in table.hovering.items if item.card}
    assert {aid for aid in table.prects if aid[0] in ("card", "tile")} <= zoomed
    for item in table.hovering.items:
        if item.key and item.key[0] == "card":
            assert item.card["title"] == card_kwargs(item.key[1])["title"] and item.card["text"]
    for aid, r in table.prects.items():
        if aid[0] == "chip":
            assert r.h >= fonts.MIN_PX + 4


def test_a_card_given_in_a_trade_drags_to_the_partners_board(app):
    table = reach(app, 4, lambda t: any(a.kind == "give" for a in t.legal()))
    act = next(a for a in table.legal() if a.kind == "give")
    partner = table.view["frame"]["to"]
    assert table.legal_targets(("card", act["card"]))[("camp", partner)] is None
    n = len(table.session.steps)
    table.on_drop(("card", act["card"]), ("camp", partner))
    assert table.session.steps[n].action == act


def test_what_a_clicker_showed_is_said_to_its_two_seats_and_gone_at_the_hand_off(app):
    """The clicker's side is in the toast of the two seats in the exchange only; a hand-off clears it."""
    table = reach(app, 4, lambda t: (t.view.get("frame") or {}).get("kind") == "clicker")
    s = table.session
    giver, receiver = s.deciding_seat(), table.view["frame"]["to"]
    events = s.apply(table.legal()[0], giver)
    for seat in range(4):
        table.toast_text, table.toast_time = "", 0.0
        s.screen_seat = seat
        table.refresh()
        table.on_events([s.rules.redact(e, seat) for e in events], giver)
        said = "Infection Clicker" in table.toast_text
        assert said == (seat in (giver, receiver)), (seat, table.toast_text)
    table.forget_seat_news()
    assert table.toast_text == "" and table.toast_time == 0


def test_the_leader_vote_and_the_boarding_are_chosen_on_the_table(app):
    """The vote's two answers are chips; the leader boards a player by their board (or their pawn dragged into the
    helicopter); taking off asks first."""
    kind = lambda *k: (lambda t: (t.view.get("frame") or {}).get("kind") in k)  # noqa: E731
    table = reach(app, 3, kind("vote", "board"), steps=6000, avoid=("assault", "infection_attack", "refuse"))
    s, rng = table.session, random.Random(3)
    while not s.over and table.view["frame"]["kind"] != "board":
        assert {("chip", "trust"), ("chip", "distrust")} <= table.choosing.lit_anchors()
        s.apply(rng.choice(table.legal()), s.deciding_seat())
        look_as_decider(table)
    if s.over:
        pytest.skip("this deal ended at the vote")
    lit = table.choosing.lit_anchors()
    for a in table.legal():
        if a.kind == "board":
            assert ("camp", a["who"]) in lit
            assert table.legal_targets(("pawn", a["who"]))[("heli",)] is None
    depart = next(a for a in table.legal() if a.kind == "depart")
    n = len(s.steps)
    table.request(depart)
    assert table.choosing.confirming is not None and len(s.steps) == n
    table.choosing.answer_confirm(True)
    assert s.steps[n].action == depart


def test_the_static_layer_after_each_move_equals_a_whole_rebuild(table_app):
    """The camp's parts, the character boards, the hand and the log, move after move (computer seats and a human
    one): the layer the table blits is, pixel for pixel, a fresh drawing of the same view; most moves draw only
    some parts again."""
    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "who_goes_there"]
    app.settings.ai_pace = "instant"
    app.settings.dice_animation = False
    table = open_wgt(app, humans(1) + [{"kind": "ai", "name": n} for n in ("Bo", "Cy", "Di")], {}, 5, autosave=False)
    rng = random.Random(5)

    def pick(legal):
        return rng.choice([a for a in legal if a.kind not in ("assault", "infection_attack")] or legal)

    checked, partial, builds = static_layer_checks(app, table, pick, 50)
    assert checked >= 15, checked
    assert partial >= checked // 2
    assert builds <= 2


def test_who_goes_there_starts_from_the_lobby_with_its_options(app):
    """The lobby offers Who Goes There?: the extended game is a real option, and Start opens its table with the
    computer seats' levels through the shared start_game (with its autosave)."""
    from game.ai.base import HeuristicAgent
    from game.ui.scenes.lobby import LobbyScene

    app.settings.last_seats.pop("who_goes_there", None)
    lobby = app.push(LobbyScene("who_goes_there"))
    set_lobby_seats(app, lobby, ("human", "ai", "ai"))
    pick_widget(app, "level:1", "Easy")
    if "opt:extended" not in lobby.widgets and "tab:setup" in lobby.widgets:  # a narrow lobby: options on a tab
        press_widget(app, "tab:setup")
    while "opt:extended" not in lobby.widgets and "opts_next" in lobby.widgets:  # the options may be paged
        press_widget(app, "opts_next")
    if not lobby.options.get("extended"):
        press_widget(app, "opt:extended")
    table = start_from_lobby(app)
    s = table.session
    assert s.game_id == "who_goes_there" and len(s.seats) == 3
    assert s.rules.view(s.state, 0)["rounds"] == 18  # the extended game
    assert type(s.agents[1]) is HeuristicAgent and s.agents[1].level == "easy"
    assert_plays_on_autosaved(app, table)
