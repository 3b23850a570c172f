"""Headless Terrorscape games through the real table scene (called by game.ui.tables.selftests): a whole game
with computer seats on each map to the game-over screen, a human Killer against computer Survivors (the
Killer's screen with its hand and ghost markers), and a human Killer and human Survivors on one screen (the
hand-off between them). The registry's entry is still playable=False, so the table is opened directly
(terrorscape/opening.py)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ..selftest_driver import DT, play_hotseat, play_human, play_to_the_end, press_key, run_games, shot, shot_4k
from .opening import open_terrorscape


def run_ai_game(app, out: Path, seed: int = 7, map_id: str = "terrorscape_polar_station", tag: str = "ts",
                max_frames: int = 60000) -> int:
    table = open_terrorscape(app, [{"kind": "ai", "name": n} for n in ("Kay", "Sam", "Ada")], {"map": map_id}, seed)
    shots = {"mid": False, "dice": False}
    t0 = time.perf_counter()

    def on_frame(frames: int) -> None:
        if app.top is not table:
            return
        if not shots["dice"] and table.anims.tray.dice and not table.anims.tray.done:
            shots["dice"] = True
            shot(app, out, f"{tag}_02_combat_dice.png")
        if not shots["mid"] and len(table.session.steps) > 80 and not table.animating():
            shots["mid"] = True
            shot(app, out, f"{tag}_01_mid_game_spectator.png")
            shot_4k(app, out, f"{tag}_01_mid_game_4k.png")

    frames = play_to_the_end(app, out, on_frame, f"{tag}_03_game_over.png", max_frames)
    print(f"selftest: Terrorscape ({map_id}) computer game over after {len(table.session.steps)} steps, {frames} "
          f"frames, {time.perf_counter() - t0:.1f} s")
    return frames


def run_lighthouse(app, out: Path) -> int:
    return run_ai_game(app, out, seed=8, map_id="terrorscape_lighthouse", tag="ts_lighthouse")


def run_killer(app, out: Path, seed: int = 5, max_frames: int = 20000) -> int:
    """A human Killer (the first choice, by Enter) against computer Survivors, to the end."""
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}], {}, seed)
    shots = set()

    def on_decide() -> None:
        if "hand" not in shots and table.view["decision"]["kind"] == "k_main" and table.view.get("round", 1) >= 3:
            shots.add("hand")
            app.run_frames(2, DT)
            shot(app, out, "ts_04_killer_turn.png")
            card = next((aid for aid in table.prects if aid[0] == "card"), None)
            if card is not None:  # the pointer rests on a card in the hand: after the hold delay it zooms
                pos = table.prects[card].center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                                     touch=False))
                app.run_frames(30, DT)
                shot(app, out, "ts_05_hover_zoom_card.png")
                table.mouse = None
        press_key(pygame.K_RETURN)

    frames = play_human(app, out, table, on_decide, max_frames)
    print(f"selftest: Terrorscape human Killer vs computer Survivors: {frames} frames, "
          f"{'over' if table.session.over else 'not over'}")
    return frames


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 4, max_frames: int = 8000) -> int:
    """A human Killer and human Survivors on one screen: the hand-off cover before each side decides."""
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "human", "name": "Sam"}], {}, seed)
    shots = set()

    def on_decide() -> None:
        side = table.view.get("side")
        if side not in shots:
            shots.add(side)
            app.run_frames(3, DT)
            shot(app, out, f"ts_07_hotseat_{side}.png")
        # D: done / pass (free exchanges could go on for ever by Enter alone); a step or a card by Enter first
        done = any(a.kind in ("done", "pass", "stop") for a in table.legal())
        press_key(pygame.K_d if done and len(table.session.steps) % 3 else pygame.K_RETURN)

    seen, frames = play_hotseat(app, out, table, on_decide, "ts_06_handoff.png", handoffs, max_frames)
    print(f"selftest: Terrorscape hot-seat game: {seen} hand-offs in {frames} frames")
    return seen


def run_selftest(app, out: Path) -> int:
    return run_games(app, out, [run_ai_game, run_lighthouse, run_killer, run_hotseat])
