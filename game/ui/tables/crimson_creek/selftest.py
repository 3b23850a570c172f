"""Headless Crimson Creek games through the real table scene (called by game.ui.tables.selftests):
a whole 4-AI game to the game-over screen, and a 2-human + 1-AI game with hand-offs, the notebook,
the claim editor and a 4K frame."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ...scenes.gameover import GameOverScene
from ..selftest_driver import (DT, check_errors, close_guide, play_hotseat, play_to_the_end, press_key, run_games,
                               shot, shot_4k, ui_scale_shot)


def run_ai_game(app, out: Path, seed: int = 7, max_frames: int = 60000) -> int:
    from .. import start_game

    table = start_game(app, "crimson_creek", [{"kind": "ai", "name": n} for n in ("Ash", "Bram", "Cleo", "Dana")],
                       "standard", {}, seed)
    shots = {"opening": False, "reveal": False, "flip": False, "mid": False, "chase": False}
    t0 = time.perf_counter()

    def on_frame(frames: int) -> None:
        if app.top is not table:
            return
        kinds = {e.kind for e in table.anims.effects if e.started}
        if not shots["opening"] and table.story and frames > 10:
            shots["opening"] = True
            shot(app, out, "cc_01_opening_scene.png")
        if not shots["reveal"] and "reveal" in kinds and any(e.kind == "reveal" and e.p > 0.6 for e in table.anims.effects):
            shots["reveal"] = True
            shot(app, out, "cc_02_reveal_card.png")
        if not shots["chase"] and table.view.get("decision", {}).get("kind") == "chase" and not table.animating():
            shots["chase"] = True
            shot(app, out, "cc_03_chase.png")
        if not shots["flip"] and any(e.kind == "flip_loc" and 0.3 < e.p < 0.7 for e in table.anims.effects):
            shots["flip"] = True
            shot(app, out, "cc_04_attack_flip.png")
        if not shots["mid"] and len(table.session.steps) > 60 and not table.animating():
            shots["mid"] = True
            shot(app, out, "cc_05_mid_game.png")
            shot_4k(app, out, "cc_05_mid_game_4k.png")

    frames = play_to_the_end(app, out, on_frame, "cc_06_game_over.png", max_frames)
    print(f"selftest: Crimson Creek AI game over after {len(table.session.steps)} steps, {frames} frames, "
          f"{time.perf_counter() - t0:.1f} s")
    return frames


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 8, max_frames: int = 8000) -> int:
    """Two humans and one AI: the hand-off cover appears before each human decides; the AI's turn between them
    shows the public table."""
    from .. import start_game

    table = start_game(app, "crimson_creek", [{"kind": "human", "name": "Mara"}, {"kind": "human", "name": "Silas"},
                                              {"kind": "ai", "name": "Crow"}], "standard", {}, seed)
    shots = set()

    def on_decide() -> None:
        kind = table.view["decision"]["kind"]
        if table.story:
            if "story" not in shots:
                shots.add("story")
                app.run_frames(3, DT)
                shot(app, out, "cc_08_opening_scene_hotseat_names.png")
            table.story = ""
            return
        if kind == "choose_character" and "choose" not in shots:
            shots.add("choose")
            app.run_frames(3, DT)
            shot(app, out, "cc_08_choose_character.png")
        if kind == "turn" and "turn" not in shots:
            shots.add("turn")
            me = (table.view.get("me") or {}).get("char")
            pos = table.target_pos().get(me)
            app.run_frames(3, DT)
            shot(app, out, "cc_09_hotseat_turn.png")
            ui_scale_shot(app, out, "crimson_creek")
            if pos is not None:  # the pointer rests on the own token: after the hold delay it zooms
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                                     buttons=(0, 0, 0), touch=False))
                app.run_frames(30, DT)
                shot(app, out, "cc_09b_hover_zoom.png")
            table.mouse = None
            table.notebook_open = True
            app.run_frames(2, DT)
            shot(app, out, "cc_10_notebook.png")
            table.notebook_open = False
            share = table.find_kind("share")
            if share is not None:
                table.choose(share)
                return
        if kind == "claim" and "claim" not in shots:
            shots.add("claim")
            app.run_frames(3, DT)
            shot(app, out, "cc_11_claim_editor.png")
        press_key(pygame.K_RETURN)

    seen, frames = play_hotseat(app, out, table, on_decide, "cc_07_handoff.png", handoffs, max_frames,
                                computer_shot="cc_09c_hotseat_computer_turn.png",
                                shoot_when=lambda t: t.view["decision"]["kind"] == "turn")
    print(f"selftest: Crimson Creek hot-seat game: {seen} hand-offs in {frames} frames")
    return seen


def run_lineup(app, out: Path, seed: int = 7, max_frames: int = 30000) -> bool:
    """One human (Enter on every choice) and two AI seats, played to the line-up and the end."""
    from .. import start_game

    table = start_game(app, "crimson_creek", [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Bram"},
                                              {"kind": "ai", "name": "Cleo"}], "beginner", {}, seed)
    frames = 0
    lineup_shot = nb_shot = False
    while frames < max_frames and not isinstance(app.top, GameOverScene):
        app.step(DT)
        frames += 1
        check_errors(app)
        close_guide(app, out, "guide")
        if app.top is table and table.screen_decides() and not table.animating():
            table.story = ""
            if table.view["decision"]["kind"] == "turn" and table.view["act"] >= 2 and not nb_shot:
                nb_shot = True
                table.notebook_open = True
                app.run_frames(2, DT)
                shot(app, out, "cc_13_notebook_act2.png")
                table.notebook_open = False
            if table.view["decision"]["kind"] == "accuse" and not lineup_shot:
                lineup_shot = True
                app.run_frames(3, DT)
                shot(app, out, "cc_12_lineup.png")
            press_key(pygame.K_RETURN)
    print(f"selftest: Crimson Creek 1 human + 2 AI: {'line-up shown, ' if lineup_shot else ''}{frames} frames")
    return lineup_shot


def run_selftest(app, out: Path) -> int:
    return run_games(app, out, [run_ai_game, run_hotseat, run_lineup])
