"""Choosing on the board through the real input path, in both tables: a glowing place chooses its action,
a place with several choices opens a menu (safest first), keys stay put for a turn, risky moves ask first
(cancel leaves the game as it was; yes applies it; the setting turns the question off), and only the
screen seat's own choices ever glow."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import tables  # noqa: E402

from ..table_input import DT, TWO_HUMANS, click, key  # noqa: E402

from .crimson_creek.test_crimson_creek_table import ONE_HUMAN as CC_ONE_HUMAN  # noqa: E402
from .zombie.test_zombie_table import ONE_HUMAN as Z_ONE_HUMAN  # noqa: E402


@pytest.fixture
def app(table_app):
    table_app.settings.animation_speed = 4.0
    table_app.settings.dice_animation = False
    return table_app


def run_until(app, table, want, max_frames=8000):
    """Step until want(table) is true while the human decides and nothing moves; other human decisions
    take their first choice."""
    for _ in range(max_frames):
        app.step(DT)
        assert app.top is table, f"unexpected scene on top: {app.top}"
        if getattr(table, "story", ""):
            table.story = ""
        if table.screen_decides() and not table.animating():
            if want(table):
                return True
            table.choose(table.legal()[0])
    return False


def cc_turn_start(app, seed=5):
    table = tables.start_game(app, "crimson_creek", CC_ONE_HUMAN, "standard", {}, seed)
    ok = run_until(app, table, lambda t: t.view["decision"]["kind"] == "turn" and not t.view["turn"]["used"]
                   and t.find_kind("move"))
    assert ok, "the human never started a turn with a move"
    return table


def z_take_action(app, seed=5):
    table = tables.start_game(app, "zombie", Z_ONE_HUMAN, "standard", {}, seed)
    assert run_until(app, table, lambda t: t.view["decision"]["kind"] == "take_action")
    return table


def state_of(table):
    s = table.session
    return s.rules.hash(s.state), len(s.steps)


def actions_at(table, aid):
    return [a for a in table.legal() if any(aid in p for p in table.anchor_paths(a))]


def point_of(table, aid):
    """A point that hits `aid` and no smaller clickable anchor."""
    from game.ui.tables.anchors import anchor_at

    anchors = table.board_anchors()
    r = anchors[aid].rect
    allowed = table.choosing.picker.clickable(table.legal(), table.anchor_paths)
    for fx in (0.5, 0.2, 0.8, 0.1, 0.9):
        for fy in (0.5, 0.15, 0.85, 0.3, 0.7):
            p = (int(r.x + r.w * fx), int(r.y + r.h * fy))
            if anchor_at(anchors, p, allowed) == aid:
                return p
    raise AssertionError(f"no clear point on {aid}")


# -- a click on a glowing place ------------------------------------------------------------------------

def test_a_click_on_a_glowing_place_with_one_choice_applies_exactly_that_action(app):
    table = cc_turn_start(app)
    lit = table.choosing.lit_anchors()
    assert lit, "nothing glows on the human's turn"
    single = [(aid, actions_at(table, aid)[0]) for aid in sorted(lit, key=str)
              if len(actions_at(table, aid)) == 1 and not table.choosing.risk_of(actions_at(table, aid)[0]).confirm]
    assert single, "no glowing place with exactly one choice"
    aid, action = single[0]
    _, steps = state_of(table)
    click(app, point_of(table, aid))
    assert len(table.session.steps) == steps + 1
    assert table.session.steps[-1].action == action


def test_a_crimson_creek_turn_of_two_actions_takes_two_clicks(app):
    """Play on the board, measured: run to a location, then search, by clicks on the board (before: four clicks,
    each place narrowed the side list and a second click on it chose)."""
    table = cc_turn_start(app)
    run = table.find_kind("move")
    clicks = 0
    r = table.geo.loc_rect[run["to"]]
    click(app, (r.centerx, r.y + r.h // 4))
    clicks += 1
    assert table.session.steps[-1].action == run
    app.run_frames(30, DT)
    search = table.find_kind("search")
    if search is None:
        pytest.skip("no search after the run")
    click(app, point_of(table, ("pile", "search")))
    clicks += 1
    assert table.session.steps[-1].action == search and clicks == 2


def card_with_two_places(table):
    """A card of the hand that can be played on two camps or more, and its plays (skip when there is none)."""
    cards = {}
    for a in table.legal():
        if a.kind == "play" and len(a["targets"]) == 1 and a.get("under") is None:
            cards.setdefault(a["card"], []).append(a)
    uid, plays = next(((u, p) for u, p in cards.items() if len(p) > 1), (None, None))
    if uid is None:
        pytest.skip("no card with two places in this hand")
    return uid, plays


def test_a_card_then_a_camp_plays_it_there_on_the_zombie_table(app):
    table = z_take_action(app)
    uid, plays = card_with_two_places(table)
    click(app, table.dragdrop.items[uid].rect.center)
    assert table.choosing.picker.path == (("card", uid),)
    assert table.choosing.lit_anchors() == {("camp", a["targets"][0]) for a in plays}
    assert table.chooser.mode == "card"  # the side list follows the board
    want = plays[-1]
    _, steps = state_of(table)
    click(app, point_of(table, ("camp", want["targets"][0])))
    if table.choosing.confirming is not None:
        key(app, pygame.K_RETURN)
    assert len(table.session.steps) == steps + 1 and table.session.steps[-1].action == want


def test_a_two_target_card_picks_its_camps_one_after_the_other_on_the_board(app):
    table = z_take_action(app, seed=10)  # the opening hand holds Crossfire
    uid = next((c["uid"] for c in table.view["hand"] if c["name"] in ("Crossfire", "City in Flames", "Exodus")), None)
    firsts = [a for a in table.legal() if a.kind == "play" and a["card"] == uid]
    if not firsts:
        pytest.skip("no two-target card playable in this hand")
    click(app, table.dragdrop.items[uid].rect.center)
    assert table.choosing.lit_anchors() == {("camp", a["targets"][0]) for a in firsts}
    first = firsts[0]
    click(app, point_of(table, ("camp", first["targets"][0])))
    assert table.session.steps[-1].action == first
    app.run_frames(3, DT)
    # the engine now asks the second camp: exactly those camps glow, and a click on one chooses it
    seconds = [a for a in table.legal() if a.kind == "target"]
    assert seconds and table.choosing.lit_anchors() == {("camp", a["camp"]) for a in seconds}
    table.choice_items_to_list()
    assert [k for _, _, p, k in table.choices.items if getattr(p, "kind", "") == "back"] == ["⌫"]
    key(app, pygame.K_BACKSPACE)  # Back: the engine asks the first camp again
    assert table.session.steps[-1].action.kind == "back"
    app.run_frames(3, DT)
    click(app, table.dragdrop.items[uid].rect.center)
    click(app, point_of(table, ("camp", first["targets"][0])))
    assert table.session.steps[-1].action == first
    app.run_frames(3, DT)
    click(app, point_of(table, ("camp", seconds[-1]["camp"])))
    assert table.session.steps[-1].action == seconds[-1]


def test_a_trade_partner_is_picked_from_your_camp_to_theirs(app):
    table = z_take_action(app)
    trades = [a for a in table.legal() if a.kind == "trade"]
    if not trades:
        pytest.skip("no trade possible")
    mine = table.view["decision"]["frame"]["camp"]
    assert ("camp", mine) in table.choosing.lit_anchors()
    click(app, point_of(table, ("camp", mine)))
    if table.choosing.menu is not None:  # your own camp also takes cards: the menu lists the trades' first step
        pytest.skip("own camp carries plays too")
    assert table.choosing.picker.path == (("camp", mine),)
    assert table.choosing.lit_anchors() == {("camp", a["partner"]) for a in trades}
    click(app, point_of(table, ("camp", trades[0]["partner"])))
    assert table.session.steps[-1].action == trades[0]


def test_a_place_with_several_choices_opens_a_menu_at_the_pointer_safest_first(app):
    table = cc_turn_start(app)
    here = ("loc", table.view["me"]["loc"])
    acts = actions_at(table, here)
    if len(acts) < 2:
        pytest.skip("the human's own location carries one choice only")
    before = state_of(table)
    pos = point_of(table, here)
    click(app, pos)
    menu = table.choosing.menu
    assert menu is not None and state_of(table) == before
    assert {it[1] for it in menu.items} == set(acts)
    ranks = [table.choosing.risk_of(it[1]).rank for it in menu.items]
    assert ranks == sorted(ranks)
    assert menu.rect.collidepoint(pos[0] + 30, pos[1]) or menu.rect.collidepoint(pos[0] - 30, pos[1])
    # a click outside closes it and changes nothing; a click on an item chooses it
    click(app, (2, 2))
    assert table.choosing.menu is None and state_of(table) == before
    click(app, pos)
    item = next(b for b in table.choosing.menu.buttons if not table.choosing.risk_of(table.choosing.menu.items[b.key[1]][1]).confirm)
    want = table.choosing.menu.items[item.key[1]][1]
    click(app, item.rect.center)
    assert table.session.steps[-1].action == want


# -- the side list's keys -----------------------------------------------------------------------------

def test_keys_read_in_order_down_the_list_after_each_action_of_a_turn(app):
    table = cc_turn_start(app)
    table.choice_items_to_list()
    first = {p: k for _, _, p, k in table.choices.items if k}
    groups = [g for g, _, _, _ in table.choices.items]
    assert groups == sorted(groups, key=lambda g: table.GROUPS.index(g) if g in table.GROUPS else 99)
    turn = table.view["turn"]["number"]
    # the first action, by its own key: a run
    run = next(p for p in first if getattr(p, "kind", "") == "move")
    key(app, pygame.key.key_code(first[run]))
    assert table.session.steps[-1].action == run
    app.run_frames(3, DT)
    assert table.screen_decides() and table.view["turn"]["number"] == turn
    table.choice_items_to_list()
    keys = [k for _, _, p, k in table.choices.items if k and not table.is_back(p)]
    assert keys == [str(i) for i in range(1, min(9, len(keys)) + 1)] + keys[9:]  # 1, 2, 3... as the list reads
    # the second action by the key shown beside it (the last that asks no question first)
    _, label, payload, k = [it for it in table.choices.items if it[3] and not table.choosing.risk_of(it[2]).confirm][-1]
    key(app, pygame.key.key_code(k))
    assert table.session.steps[-1].action == payload, label


def test_the_list_puts_safe_places_first_and_danger_last(app):
    table = cc_turn_start(app)
    runs = [a for a in table.legal() if a.kind == "move"]
    if len(runs) < 3:
        pytest.skip("fewer than three runs")
    # as if this seat knew where Klein strikes now (the view's knowledge during an attack)
    table.view["knowledge"].update(danger=[runs[0]["to"]], safe=[runs[-1]["to"]])
    table.view_version += 1
    table.choice_items_to_list()
    moves = [p for g, _, p, _ in table.choices.items if getattr(p, "kind", "") == "move"]
    assert moves[0] == runs[-1] and moves[-1] == runs[0]
    assert table.choosing.risk_of(runs[0]).confirm and "DANGER" in table.choosing.risk_of(runs[0]).confirm


# -- risky moves ask first -----------------------------------------------------------------------------

def test_declaring_the_lair_asks_first_cancel_changes_nothing_yes_declares(app):
    table = cc_turn_start(app)
    declare = table.find_kind("declare")
    assert declare is not None
    before = state_of(table)
    click(app, point_of(table, ("lair",)))
    assert table.choosing.confirming is not None and table.choosing.confirming.action == declare
    assert "Klein's Lair" in table.choosing.confirming.question
    key(app, pygame.K_ESCAPE)
    assert table.choosing.confirming is None and state_of(table) == before
    click(app, point_of(table, ("lair",)))
    yes = next(b for b in table.choosing.confirming.buttons if b.key == ("confirm", True))
    click(app, yes.rect.center)
    assert table.session.steps[before[1]].action == declare


def test_ending_a_turn_with_actions_left_asks_first_and_the_setting_turns_it_off(app):
    table = cc_turn_start(app)
    before = state_of(table)
    key(app, pygame.K_e)
    assert table.choosing.confirming is not None and "2 actions left" in table.choosing.confirming.question
    cancel = next(b for b in table.choosing.confirming.buttons if b.key == ("confirm", False))
    click(app, cancel.rect.center)
    assert table.choosing.confirming is None and state_of(table) == before
    key(app, pygame.K_e)
    key(app, pygame.K_RETURN)
    assert table.session.steps[before[1]].action.kind == "end_turn"

    app.to_menu()
    app.settings.confirm_risky = False
    table = cc_turn_start(app)
    _, steps = state_of(table)
    key(app, pygame.K_e)
    assert table.choosing.confirming is None
    assert table.session.steps[steps].action.kind == "end_turn"


def test_zombie_discard_and_pass_ask_first(app):
    table = z_take_action(app)
    before = state_of(table)
    # discard: select a card in discard mode, then its listed choice
    table.activate(("mode", "discard"))
    uid = table.view["hand"][0]["uid"]
    click(app, table.dragdrop.items[uid].rect.center)
    assert uid in table.chooser.selected
    table.choice_items_to_list()
    discard = next(p for _, _, p, _ in table.choices.items if getattr(p, "kind", "") == "discard")
    table.activate(discard)
    assert table.choosing.confirming is not None and "Discard" in table.choosing.confirming.question
    key(app, pygame.K_n)
    assert table.choosing.confirming is None and state_of(table) == before
    # pass with a card still playable
    if any(a.kind == "play" for a in table.legal()):
        table.chooser.reset()
        key(app, pygame.K_p)
        assert table.choosing.confirming is not None and "Pass" in table.choosing.confirming.question
        key(app, pygame.K_ESCAPE)
        assert state_of(table) == before
        key(app, pygame.K_p)
        key(app, pygame.K_y)
        assert table.session.steps[before[1]].action.kind == "pass"


# -- only the screen seat's choices glow ---------------------------------------------------------------

def test_nothing_glows_or_chooses_while_another_seat_decides(app, monkeypatch):
    table = tables.start_game(app, "crimson_creek", TWO_HUMANS, "standard", {}, 5)
    drawn = []
    import game.ui.tables.board_choices as bc

    monkeypatch.setattr(bc, "draw_glow", lambda surface, anchors, lit, *a: drawn.append((table.session.screen_seat,
                                                                                          table.session.deciding_seat(),
                                                                                          set(lit))))
    checked = handoffs = 0
    for _ in range(6000):
        app.step(DT)
        if table.story:
            table.story = ""
        s = table.session
        if app.top is not table:  # the hand-off cover between the two humans
            assert table.choosing.lit_anchors() == set()
            handoffs += 1
            app.top.confirm()
            continue
        if not table.screen_decides():
            assert table.choosing.lit_anchors() == set()
            assert all(table.choosing.anchor_under(r.center) is None for r in table.geo.loc_rect.values())
            checked += 1
        elif not table.animating():
            lit = table.choosing.lit_anchors()
            legal = s.legal()
            assert lit <= {p[0] for a in legal for p in table.anchor_paths(a)}
            table.choose(table.legal()[0])
        if checked > 40 and handoffs >= 2 and drawn:  # (computer seats think for a few frames now)
            break
    assert checked > 40 and handoffs >= 2
    assert drawn and all(screen == decider for screen, decider, _ in drawn)
