"""Headless Terrorscape games through the real table scene (called by game.ui.tables.selftests), at 1280x720:
whole games with computer seats on each map to the game-over screen; Eyebot at 6 seats with Traits; the
Parasitoid at 5 seats in Double Trouble with Separate Ways (two Killer players); a human Killer against
computer Survivors (the Killer's screen with its hand, ghost markers and guess markers, one dragged to a
location); and a human Killer and human Survivors on one screen (the hand-off between them). Each game is
opened directly (terrorscape/opening.py), autosaved as the lobby's games are (in the selftest's own home)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ..selftest_driver import (DT, drag_to, play_hotseat, play_human, play_to_the_end, press_key, run_games, shot,
                               dice_and_mid_game_shots, hover_zoom_shot, ui_scale_shot)
from .opening import open_terrorscape


NAMES = ("Kay", "Sam", "Ada", "Bo", "Cy", "Di")


def run_ai_game(app, out: Path, seed: int = 7, map_id: str = "terrorscape_polar_station", tag: str = "ts",
                max_frames: int = 60000, seats: int = 3, options=None) -> int:
    opts = {"map": map_id, **(options or {})}
    table = open_terrorscape(app, [{"kind": "ai", "name": n} for n in NAMES[:seats]], opts, seed)
    t0 = time.perf_counter()
    on_frame = dice_and_mid_game_shots(app, table, out, tag, "combat_dice", 80)
    frames = play_to_the_end(app, out, on_frame, f"{tag}_03_game_over.png", max_frames)
    print(f"selftest: Terrorscape ({map_id}, {seats} seats, {opts}) computer game over after "
          f"{len(table.session.steps)} steps, {frames} frames, {time.perf_counter() - t0:.1f} s")
    return frames


def run_lighthouse(app, out: Path) -> int:
    return run_ai_game(app, out, seed=8, map_id="terrorscape_lighthouse", tag="ts_lighthouse")


def run_eyebot_six(app, out: Path) -> int:
    """Eyebot hunts at 6 seats (five Survivor players sharing three characters) with Traits at Normal."""
    return run_ai_game(app, out, seed=12, tag="ts_eyebot6", seats=6, options={"killer": "eyebot", "traits": "normal"})


def run_parasitoid_five(app, out: Path) -> int:
    """The Parasitoid and Orion in Double Trouble at 5 seats (two Killer players, three Survivor players)."""
    return run_ai_game(app, out, seed=13, tag="ts_parasitoid5", seats=5,
                       options={"killer": "parasitoid", "double_trouble": True, "second_killer": "orion",
                                "killer_players": "2"})


def run_killer(app, out: Path, seed: int = 5, max_frames: int = 20000) -> int:
    """A human Killer (the first choice, by Enter) against computer Survivors, to the end."""
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}], {}, seed)
    shots = set()

    def on_decide() -> None:
        if "hand" not in shots and table.view["decision"]["kind"] == "k_main" and table.view.get("round", 1) >= 3:
            shots.add("hand")
            app.run_frames(2, DT)
            shot(app, out, "ts_04_killer_turn.png")
            ui_scale_shot(app, out, "terrorscape")
            hover_zoom_shot(app, table, out, "ts_05_hover_zoom_card.png")
            guess = next((mid for mid in table.notes.rects() if mid.count(".") == 2), None)
            if guess is not None:  # the Killer's guess: a marker dragged from the Main Exit to a location
                drag_to(app, table.notes.rects()[guess][0], table.geo.loc_rect[table.geo.board.codes[0]].center)
                shot(app, out, "ts_05b_killer_guess_marker.png")
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
    # the computer games first: they finish, so the later games' autosaves never retire an unfinished one
    return run_games(app, out, [run_ai_game, run_lighthouse, run_eyebot_six, run_parasitoid_five, run_killer,
                                run_hotseat])
