"""Headless games through the real Zombie table scene (called by game.ui.tables.selftest_games)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ...scenes.gameover import GameOverScene
from ...scenes.handoff import HandoffScene
from ...scenes.message import MessageScene

DT = 1 / 30


def _shot(app, out: Path, name: str) -> None:
    path = out / name
    pygame.image.save(app.screen, str(path))
    print(f"selftest: {name:<34} -> {path}")


def _check_errors(app) -> None:
    for scene in app.stack:
        if isinstance(scene, MessageScene):
            raise RuntimeError(f"the table showed an error: {scene.title}: {scene.body}")


def run_ai_game(app, out: Path, seed: int = 7, max_frames: int = 40000) -> int:
    from .. import start_game

    table = start_game(app, "zombie", [{"kind": "ai", "name": n} for n in ("Ash", "Bram", "Cleo", "Dana")],
                       "standard", {}, seed)
    shots = {"opening": False, "dice": False, "chain": False, "mid": False}
    frames = 0
    t0 = time.perf_counter()
    while not isinstance(app.top, GameOverScene):
        app.step(DT)
        frames += 1
        _check_errors(app)
        if frames == 20 and not shots["opening"]:
            shots["opening"] = True
            _shot(app, out, "table_01_opening.png")
        if not shots["dice"] and app.top is table and not table.tray.done and table.tray.elapsed > 0.25:
            shots["dice"] = True
            _shot(app, out, "table_02_dice_rolling.png")
        if not shots["chain"] and app.top is table and table.view.get("chain") and len(table.session.steps) > 10:
            shots["chain"] = True
            _shot(app, out, "table_03_reaction_window.png")
        if not shots["mid"] and app.top is table and len(table.session.steps) > 120 and \
                any(sp.visible for sp in table.anims.sprites):
            shots["mid"] = True
            _shot(app, out, "table_04_mid_game.png")
        if frames > max_frames:
            raise RuntimeError(f"the AI game did not end within {max_frames} frames")
    app.run_frames(10, DT)
    _shot(app, out, "table_05_game_over.png")
    took = time.perf_counter() - t0
    print(f"selftest: AI game over after {len(table.session.steps)} steps, {frames} frames, {took:.1f} s")
    return frames


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 3, max_frames: int = 6000) -> int:
    """Two humans and one AI: the hand-off cover appears before each human decides."""
    from .. import start_game

    table = start_game(app, "zombie", [{"kind": "human", "name": "Mara"}, {"kind": "human", "name": "Silas"},
                                       {"kind": "ai", "name": "Crow"}], "standard", {}, seed)
    seen = 0
    frames = 0
    shot_table = False
    while seen < handoffs and frames < max_frames:
        app.step(DT)
        frames += 1
        _check_errors(app)
        top = app.top
        if isinstance(top, HandoffScene):
            if seen == 0:
                app.run_frames(12, DT)
                _shot(app, out, "table_06_handoff.png")
            seen += 1
            top.time = max(top.time, top.ARM_DELAY)
            top.confirm()
            continue
        if top is table and table.screen_decides() and not table.animating():
            if not shot_table:
                shot_table = True
                app.run_frames(3, DT)
                _shot(app, out, "table_07_hotseat_decision.png")
            # a human move through the real input path: Enter takes the first choice
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0, window=None))
        if isinstance(top, GameOverScene):
            break
    if seen == 0:
        raise RuntimeError("no hand-off appeared between the two human seats")
    print(f"selftest: hot-seat game: {seen} hand-offs in {frames} frames")
    return seen


def run_selftest(app, out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    settings = app.settings
    saved = (settings.dice_animation, settings.animation_speed)
    settings.dice_animation = True
    settings.animation_speed = 2.0
    try:
        run_ai_game(app, out)
        app.to_menu()
        run_hotseat(app, out)
        app.to_menu()
    finally:
        settings.dice_animation, settings.animation_speed = saved
    return 0
