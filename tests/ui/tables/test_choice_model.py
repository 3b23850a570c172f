"""The board-choice logic every table shares (pure): what glows, what a click does, keys in order, and the
games' risk classifiers (which moves ask first, safest first in a chase)."""
from game.core.actions import Action
from game.ui.tables.choice_model import (RISKY, SAFE, BoardPicker, KeyBook, grouped, key_name, safest_first,
                                         told_apart)
from game.ui.tables.crimson_creek import risk as cc_risk
from game.ui.tables.zombie import risk as z_risk

PLAY_A1 = Action("play", card=1, targets=(1,))
PLAY_A2 = Action("play", card=1, targets=(2,))
PLAY_B = Action("play", card=2, targets=(2,))
PROTECT = Action("power", card=9, protect=3)


def z_paths(a):
    if a.kind == "play":
        return [(("card", a["card"]),) + tuple(("camp", t) for t in a["targets"])]
    return [(("camp", a["protect"]),)]


def test_only_first_steps_glow_until_something_is_picked():
    p = BoardPicker()
    legal = [PLAY_A1, PLAY_A2, PLAY_B, PROTECT]
    assert p.lit(legal, z_paths) == {("card", 1), ("card", 2), ("camp", 3)}
    # every step is clickable: a click on camp 2 chooses among what reaches it
    assert ("camp", 2) in p.clickable(legal, z_paths)


def test_a_card_with_several_places_focuses_then_its_camps_glow_and_a_camp_chooses():
    p = BoardPicker()
    legal = [PLAY_A1, PLAY_A2, PLAY_B, PROTECT]
    out = p.click(("card", 1), legal, z_paths)
    assert out.kind == "focus" and p.path == (("card", 1),)
    assert p.lit(legal, z_paths) == {("camp", 1), ("camp", 2)}
    out = p.click(("camp", 2), legal, z_paths)
    assert out.kind == "choose" and out.action == PLAY_A2


def test_a_single_choice_is_chosen_by_one_click_and_a_shared_place_opens_a_menu():
    p = BoardPicker()
    legal = [PLAY_A1, PLAY_A2, PLAY_B, PROTECT]
    assert p.click(("camp", 3), legal, z_paths).action == PROTECT
    out = p.click(("camp", 2), legal, z_paths)  # two cards can go to camp 2
    assert out.kind == "menu" and set(out.actions) == {PLAY_A2, PLAY_B}
    # clicking the picked anchor again lets go of it
    p.click(("card", 1), legal, z_paths)
    assert p.click(("card", 1), legal, z_paths).kind == "focus" and p.path == ()


def test_a_glowing_first_step_means_its_own_actions_not_those_it_ends():
    move = Action("move", to="barn")
    push = Action("push", char="geek", to="barn")

    def cc_paths(a):
        return [(("loc", "barn"),)] if a.kind == "move" else [(("tok", "geek"), ("loc", "barn"))]

    assert BoardPicker().click(("loc", "barn"), [move, push], cc_paths).action == move
    # only reached as a later step: it chooses among what reaches it
    assert BoardPicker().click(("loc", "barn"), [push], cc_paths).action == push


def test_a_drag_follows_a_whole_path():
    p = BoardPicker()
    legal = [PLAY_A1, PLAY_A2, PLAY_B]
    assert p.follow((("card", 1), ("camp", 1)), legal, z_paths).action == PLAY_A1
    assert p.follow((("card", 2), ("camp", 1)), legal, z_paths).kind == "none"


def test_keys_follow_the_order_shown_and_a_changed_list_is_numbered_again():
    book = KeyBook(reserved="ena")
    first = book.assign(["run barn", "peek", "calm geek", "search"])
    assert first == {"run barn": "1", "peek": "2", "calm geek": "3", "search": "4"}
    # one action later: calm went away, declare appeared at the top; the numbers still read 1, 2, 3, 4 down the list
    assert list(book.assign(["declare", "run barn", "peek", "search"]).values()) == ["1", "2", "3", "4"]
    # reserved letters are never given
    many = book.assign([f"x{i}" for i in range(30)])
    assert not {"e", "n", "a"} & set(many.values())
    assert key_name("[3]") == "3" and key_name("q") == "q" and key_name("left shift") == ""


def test_two_choices_never_read_alike():
    rows = [("Play", "Play Pursue", "pursue.0"), ("Play", "Play Pursue", "pursue.2"), ("Play", "Play Aid", "aid"),
            ("Play", "Play Aid", "aid as first aid"), ("Turn", "Done", "done")]
    out = told_apart(rows, lambda p: p.split(".")[0])
    # two copies of one card: listed once; two different moves in the same words: told apart
    assert [label for _, label, _ in out] == ["Play Pursue", "Play Aid", "Play Aid, another way", "Done"]
    assert [p for _, _, p in out] == ["pursue.0", "aid", "aid as first aid", "done"]


def test_the_list_is_grouped_in_the_games_order():
    items = [("Search", "s"), ("Run to A", "m1"), ("Peek", "p"), ("Run to B", "m2")]
    group = {"s": "Search", "m1": "Move", "m2": "Move", "p": "Peek"}.get
    rows = grouped(items, group, ("Move", "Peek", "Search"))
    assert [(g, lab) for g, lab, _ in rows] == [("Move", "Run to A"), ("Move", "Run to B"), ("Peek", "Peek"),
                                               ("Search", "Search")]


# -- the risk classifiers ------------------------------------------------------------------------------

def cc_view(danger=(), safe=(), used=()):
    return {"locations": [{"id": l, "name": l.title(), "icon": i} for l, i in
                          (("barn", "axe"), ("lake", "fish"), ("cabin", "center"))],
            "players": [{"seat": 0, "loc": "cabin"}, {"seat": 1, "loc": "lake"}],
            "me": {"seat": 0, "loc": "cabin", "char": "geek"},
            "knowledge": {"danger": list(danger), "safe": list(safe)},
            "turn": {"used": list(used), "number": 3},
            "decision": {"kind": "chase", "seat": 0}}


def test_declaring_the_lair_asks_first_and_is_final():
    r = cc_risk.classify(cc_view(), Action("declare"))
    assert r.confirm and "Cabin" in r.confirm and r.rank == RISKY


def test_running_into_a_danger_location_asks_first_and_a_chase_lists_safe_choices_first():
    view = cc_view(danger=["barn"], safe=["lake"])
    run_barn, swap_lake, stay = Action("move", to="barn"), Action("swap", seat=1), Action("stay")
    assert cc_risk.classify(view, run_barn).confirm and "DANGER" in cc_risk.classify(view, run_barn).confirm
    assert cc_risk.classify(view, swap_lake).rank == SAFE and not cc_risk.classify(view, swap_lake).confirm
    assert not cc_risk.classify(view, stay).confirm  # the Cabin is not known to be struck
    order = safest_first([run_barn, stay, swap_lake], lambda a: cc_risk.classify(view, a))
    assert order == [swap_lake, stay, run_barn]


def test_ending_a_turn_with_actions_left_asks_first_but_not_when_both_are_used():
    legal = [Action("end_turn"), Action("search")]
    assert "1 action left" in cc_risk.classify(cc_view(used=["run"]), Action("end_turn"), legal).confirm
    assert "2 actions left" in cc_risk.classify(cc_view(), Action("end_turn"), legal).confirm
    assert not cc_risk.classify(cc_view(used=["run", "peek"]), Action("end_turn"), legal).confirm
    assert not cc_risk.classify(cc_view(), Action("end_turn"), [Action("end_turn")]).confirm


def z_view(hideout=None):
    return {"camps": [{"id": 0, "owner": 0, "hideout": hideout}, {"id": 1, "owner": 1, "hideout": None}],
            "hand": [{"uid": 5, "name": "Bunker", "type": "hideout"}, {"uid": 6, "name": "Outbreak", "type": "action"}],
            "decision": {"kind": "take_action", "seat": 0}}


def test_zombie_discards_abandoning_a_hideout_and_passing_with_plays_left_ask_first():
    assert "Outbreak" in z_risk.classify(z_view(), Action("discard", cards=(6,))).confirm
    play = Action("play", card=5, targets=(0,))
    assert not z_risk.classify(z_view(), play).confirm
    ask = z_risk.classify(z_view(hideout={"name": "Mall"}), play).confirm
    assert ask and "Abandon Mall for Bunker" in ask
    assert z_risk.classify(z_view(), Action("pass"), [Action("pass"), play]).confirm
    assert not z_risk.classify(z_view(), Action("pass"), [Action("pass")]).confirm


def test_an_anchor_squeezed_to_no_size_is_not_lit_and_does_not_raise():
    """A 320x240 window at a large UI scale can leave a panel's anchors no size (found by the table abuse test:
    pygame.Surface raised 'Invalid resolution' drawing their glow); the others are still drawn."""
    import pygame

    from game.ui.tables.anchors import Anchor, draw_glow

    surface = pygame.Surface((200, 100))
    anchors = {("a",): Anchor(("a",), pygame.Rect(10, 10, -30, 5), "squeezed"),
               ("b",): Anchor(("b",), pygame.Rect(100, 40, 40, 30), "fine")}
    draw_glow(surface, anchors, {("a",), ("b",)}, (), None, set(), 0.0, 2)
    def lit(x0, y0, x1, y1):
        return sum(surface.get_at((x, y))[:3] != (0, 0, 0) for x in range(x0, x1) for y in range(y0, y1))

    assert lit(90, 30, 150, 80) > 20  # the fine one glows round its place
    assert lit(0, 0, 60, 30) == 0  # the squeezed one left nothing
