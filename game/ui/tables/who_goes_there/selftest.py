"""Headless Who Goes There? games through the real table scene (called by game.ui.tables.selftests), at 1280x720: a
whole game of five computer seats to the game-over screen (at the fast pace: a game is hundreds of moves); a human
seat among computer seats (its hand, a card zoomed under the pointer, a pawn dragged to a space, the first choice
by Enter); and three humans on one screen (the hand-off cover between them). Each game is opened directly
(who_goes_there/opening.py), autosaved as the lobby's games are (in the selftest's own home)."""
from __future__ import annotations

from pathlib import Path

import pygame

from ..selftest_driver import (DT, ai_table_game, drag_to, hotseat_game, hover_zoom_shot, play_human, press_key,
                               run_games, shot, ui_scale_shot)
from .opening import open_wgt

NAMES = ("Kay", "Sam", "Ada", "Bo", "Cy", "Di", "Ed", "Fay")


def run_ai_game(app, out: Path, seed: int = 7, seats: int = 5, tag: str = "wgt", max_frames: int = 90000) -> int:
    return ai_table_game(app, out, open_wgt, NAMES, "Who Goes There?", seed, seats, tag, max_frames, 150)


def run_human(app, out: Path, seed: int = 5, max_frames: int = 6000) -> int:
    """A human seat (the first choice, by Enter; a pawn dragged when a move is offered) among computer seats."""
    table = open_wgt(app, [{"kind": "human", "name": "Kay"}] + [{"kind": "ai", "name": n} for n in NAMES[1:4]], {},
                     seed)
    shots = set()

    def on_decide() -> None:
        frame = table.view.get("frame") or {}
        if "turn" not in shots and frame.get("kind") == "turn":
            shots.add("turn")
            table.news.summary = None
            app.run_frames(2, DT)
            shot(app, out, "wgt_04_human_turn.png")
            ui_scale_shot(app, out, "who_goes_there")
            hover_zoom_shot(app, table, out, "wgt_05_hover_zoom_card.png")
            move = next((a for a in table.legal() if a.kind == "move" and not a.get("free")), None)
            seat = table.session.screen_seat
            if move is not None and ("pawn", seat) in table.dragdrop.items:
                drag_to(app, table.dragdrop.items[("pawn", seat)].rect.center,
                        table.geo.space_rect[move["to"]].center)
                shot(app, out, "wgt_06_pawn_dragged.png")
                return
        press_key(pygame.K_d if any(a.kind == "end_turn" for a in table.legal()) and
                  len(table.session.steps) % 4 == 0 else pygame.K_RETURN)
        if table.choosing.confirming is not None:
            table.choosing.answer_confirm(True)

    frames = play_human(app, out, table, on_decide, max_frames)
    print(f"selftest: Who Goes There? human among computer seats: {frames} frames, {len(table.session.steps)} steps, "
          f"{'over' if table.session.over else 'not over'}")
    return frames


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 4, max_frames: int = 8000) -> int:
    """Three humans on one screen: the hand-off cover before each decides (their hands are secret)."""
    table = open_wgt(app, [{"kind": "human", "name": n} for n in NAMES[:3]], {}, seed)

    def decide() -> None:
        press_key(pygame.K_RETURN)
        if table.choosing.confirming is not None:
            table.choosing.answer_confirm(True)

    return hotseat_game(app, out, table, "Who Goes There?", decide, "wgt_07_handoff.png", "wgt_08_hotseat_{}.png",
                        handoffs, max_frames)


def run_selftest(app, out: Path) -> int:
    # the computer game first: it finishes, so the later games' autosaves never retire an unfinished one
    return run_games(app, out, [run_ai_game, run_human, run_hotseat])
