"""Headless games through the real Zombie table scene (called by game.ui.tables.selftests)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ..selftest_driver import DT, play_hotseat, play_to_the_end, press_key, run_games, shot, ui_scale_shot


def run_ai_game(app, out: Path, seed: int = 7, max_frames: int = 40000) -> int:
    from .. import start_game

    table = start_game(app, "zombie", [{"kind": "ai", "name": n} for n in ("Ash", "Bram", "Cleo", "Dana")],
                       "standard", {}, seed)
    shots = {"opening": False, "dice": False, "chain": False, "mid": False}
    t0 = time.perf_counter()

    def on_frame(frames: int) -> None:
        if frames == 20 and not shots["opening"]:
            shots["opening"] = True
            shot(app, out, "table_01_opening.png")
        if not shots["dice"] and app.top is table and not table.tray.done and table.tray.elapsed > 0.25:
            shots["dice"] = True
            shot(app, out, "table_02_dice_rolling.png")
        if not shots["chain"] and app.top is table and table.view.get("chain") and len(table.session.steps) > 10:
            shots["chain"] = True
            shot(app, out, "table_03_reaction_window.png")
        if not shots["mid"] and app.top is table and len(table.session.steps) > 120 and \
                any(sp.visible for sp in table.anims.sprites):
            shots["mid"] = True
            shot(app, out, "table_04_mid_game.png")

    frames = play_to_the_end(app, out, on_frame, "table_05_game_over.png", max_frames)
    took = time.perf_counter() - t0
    print(f"selftest: AI game over after {len(table.session.steps)} steps, {frames} frames, {took:.1f} s")
    return frames


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 3, max_frames: int = 6000) -> int:
    """Two humans and one AI: the hand-off cover appears before each human decides."""
    from .. import start_game

    table = start_game(app, "zombie", [{"kind": "human", "name": "Mara"}, {"kind": "human", "name": "Silas"},
                                       {"kind": "ai", "name": "Crow"}], "standard", {}, seed)
    shot_table = []

    def on_decide() -> None:
        if not shot_table:
            shot_table.append(True)
            app.run_frames(3, DT)
            shot(app, out, "table_07_hotseat_decision.png")
            ui_scale_shot(app, out, "zombie")
            hand = table.view.get("hand") or []
            if hand and hand[0]["uid"] in table.dragdrop.items:  # rest the pointer on a card: the zoom
                r = table.dragdrop.item_rect(hand[0]["uid"])
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0),
                                                     touch=False))
                app.run_frames(30, DT)
                shot(app, out, "table_08_hover_zoom.png")
                table.mouse = None
        # a human move through the real input path: Enter takes the first choice
        press_key(pygame.K_RETURN, "\r")

    seen, frames = play_hotseat(app, out, table, on_decide, "table_06_handoff.png", handoffs, max_frames)
    print(f"selftest: hot-seat game: {seen} hand-offs in {frames} frames")
    return seen


def run_selftest(app, out: Path) -> int:
    return run_games(app, out, [run_ai_game, run_hotseat], dice_animation=True)
