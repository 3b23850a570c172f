"""The prompt board is a part made of what it is given (no table behind it): the lobby's names in the rules'
words and the log, the news only the screen seat was shown, the Done move and the chips' row."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

from game.ui.tables.prompt_board import PromptBoard  # noqa: E402
from game.ui.tables.who_goes_there import prompt as wp  # noqa: E402
from game.ui.tables.who_goes_there.geometry import Geometry  # noqa: E402


def board(**kw) -> PromptBoard:
    return PromptBoard(wp, Geometry, {}, lambda seat: f"Seat{seat}", 2, **kw)


def test_the_rules_words_get_the_lobby_names_of_seats_that_exist_only():
    b = board()
    assert b.words("Player 1 passes to Player 2, not Player 3.") == "Seat0 passes to Seat1, not Player 3."


def test_the_named_log_grows_with_its_log_and_starts_again_for_another():
    b = board()
    log = ["Player 1 moves."]
    first = b.named_log(log)
    log.append("Player 2 waits.")
    assert b.named_log(log) is first and first == ["Seat0 moves.", "Seat1 waits."]
    other = b.named_log(["Player 2 rests."])
    assert other is not first and other == ["Seat1 rests."]


def test_only_the_private_events_with_a_shown_key_make_a_toast():
    b = board(private_news=(("clicker",), ("shown",)))
    events = [{"type": "clicker", "text": "Player 1 shows you clean.", "shown": "clean"},
              {"type": "clicker", "text": "Player 1 passed a clicker."},
              {"type": "move", "text": "Player 2 moves.", "shown": True}]
    assert b.private_lines(events) == ["Seat0 shows you clean."]


def test_the_done_button_names_its_move_and_undo_stays_first():
    done = SimpleNamespace(kind=wp.DONE_KINDS[0])
    b = board(done_word=lambda kind: "Finish")
    assert b.done_of([SimpleNamespace(kind="nothing"), done]) is done
    g = Geometry((1600, 900), {"seats": 2}, 1.0)
    bars = b.bar(g, True, done, False)
    assert [x.label for x in bars] == ["Undo", "Finish"]
    assert [x.label for x in b.bar(g, False, None, True)] == ["Undo", "Skip"]


def test_the_chips_stay_in_their_row_however_many():
    g = Geometry((1600, 900), {"seats": 2}, 1.0)
    keys = [f"fan_{i}" for i in range(24)]  # more than the row holds at their width: they shrink to fit
    rects = board().chip_rects(g, keys)
    assert len(rects) == 24 and all(g.chips_row.contains(r) for r in rects.values())
    assert board().chip_rects(g, []) == {}
    assert isinstance(next(iter(rects.values())), pygame.Rect)
