"""The choices controller (board_choices.BoardChoices) on its own: given a legal list and the board's anchors it
lights the right places, turns a click into the action, asks before a risky one, and keys the side list."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.ui.tables.anchors import Anchor  # noqa: E402
from game.ui.tables.board_choices import BoardChoices  # noqa: E402
from game.ui.tables.choice_list import ChoiceList  # noqa: E402
from game.ui.tables.choice_model import NO_RISK, Risk  # noqa: E402

MOVE_A, MOVE_B, BURN, BURN_A = Action("move", to="a"), Action("move", to="b"), Action("burn", to="b"), Action("burn", to="a")


class Board:
    """A board of two places: moving goes to a place, burning takes the piece then the place."""
    GROUPS = ("Move", "Burn")
    RESERVED_KEYS = "zl"

    def __init__(self):
        self.anchors = {("loc", "a"): Anchor(("loc", "a"), pygame.Rect(0, 0, 50, 50), "A"),
                        ("loc", "b"): Anchor(("loc", "b"), pygame.Rect(100, 0, 50, 50), "B"),
                        ("piece",): Anchor(("piece",), pygame.Rect(0, 100, 20, 20), "Piece")}
        self.focused = []

    def board_anchors(self):
        return self.anchors

    def anchor_paths(self, a):
        if a.kind == "burn":
            return [(("piece",), ("loc", a["to"]))]
        return [(("loc", a["to"]),)]

    def classify(self, a):
        return Risk(2, "Burn it all?") if a.kind == "burn" else NO_RISK

    def group_of(self, p):
        return "Burn" if p.kind == "burn" else "Move"

    def choice_face(self, p):
        return p

    def is_back(self, p):
        return False

    def label_of(self, a):
        return f"{a.kind} to {a['to']}"

    def table_words(self, line):
        return line

    def panel_covers_board(self):
        return False

    def on_focus(self, path):
        self.focused.append(path)


def controller(legal=(MOVE_A, MOVE_B, BURN, BURN_A), decides=True, confirm=True):
    chosen, toasts, version = [], [], [1]
    session = SimpleNamespace(steps=[], screen_seat=0)
    board = Board()
    part = BoardChoices(session, board, ChoiceList(), version=lambda: version[0], decides=lambda: decides,
                        my_legal=lambda: list(legal), choose=lambda a: chosen.append(a) or True,
                        toast=lambda msg, secs=3.0: toasts.append(msg), sound=lambda name, vol: None,
                        confirm_risky=lambda: confirm, list_items=lambda: None)
    return part, chosen, toasts, board


def test_the_first_step_of_every_legal_path_lights():
    part, _, _, _ = controller()
    assert part.lit_anchors() == {("loc", "a"), ("loc", "b"), ("piece",)}


def test_nothing_lights_while_the_screen_seat_does_not_decide():
    part, _, _, _ = controller(decides=False)
    assert part.lit_anchors() == set() and part.anchor_under((10, 10)) is None


def test_a_click_on_a_place_of_one_action_chooses_it():
    part, chosen, _, _ = controller()
    assert part.click_anchor_at((10, 10)) and chosen == [MOVE_A]


def test_a_click_on_empty_board_takes_nothing():
    part, chosen, _, _ = controller()
    assert not part.click_anchor_at((400, 400)) and chosen == []


def test_picking_the_piece_narrows_to_where_it_goes_and_a_risky_move_asks_first():
    part, chosen, _, board = controller()
    part.click_anchor_at((5, 105))  # the piece: the two burns go on from there
    assert part.picker.path == (("piece",),) and board.focused == [(("piece",),)]
    assert part.lit_anchors() == {("loc", "a"), ("loc", "b")}
    part.click_anchor_at((110, 10))
    assert chosen == [] and part.confirming is not None and part.confirming.action == BURN
    part.answer_confirm(True)
    assert chosen == [BURN] and part.confirming is None


def test_a_risky_move_is_done_at_once_when_the_setting_is_off():
    part, chosen, _, _ = controller(confirm=False)
    part.request(BURN)
    assert chosen == [BURN] and part.confirming is None


def test_cancelling_the_question_changes_nothing():
    part, chosen, toasts, _ = controller()
    part.request(BURN)
    part.answer_confirm(False)
    assert chosen == [] and toasts == ["Cancelled: nothing changed."]


def test_the_side_list_is_grouped_safest_first_and_numbered_in_the_order_shown():
    part, _, _, _ = controller()
    legal = part.legal()
    part.list_choices([(part.label(a), a) for a in legal], "sig")
    items = part.choices.items
    assert [it[0] for it in items] == ["Move", "Move", "Burn", "Burn"]
    assert [it[3] for it in items] == ["1", "2", "3", "4"]
    part.list_choices([(part.label(a), a) for a in legal[1:]], "sig2")  # one choice gone: numbered again from 1
    assert [it[3] for it in part.choices.items] == ["1", "2", "3"]


def test_the_legal_list_and_labels_are_made_once_per_step():
    calls = []
    part, _, _, board = controller()
    part.my_legal = lambda: calls.append(1) or [MOVE_A]
    part.legal(), part.legal()
    assert calls == [1]
    part.session.steps.append("a step")
    part.legal()
    assert calls == [1, 1]
    labels = []
    board.label_of = lambda a: labels.append(a) or "x"
    part.label(MOVE_A), part.label(MOVE_A)
    assert labels == [MOVE_A]
