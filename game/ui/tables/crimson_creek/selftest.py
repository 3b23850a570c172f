"""Headless Crimson Creek games through the real table scene (called by game.ui.tables.selftest_games):
a whole 4-AI game to the game-over screen, and a 2-human + 1-AI game with hand-offs, the notebook,
the claim editor and a 4K frame."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ...scenes.gameover import GameOverScene
from ...scenes.handoff import HandoffScene
from ...scenes.message import MessageScene

DT = 1 / 30


def _shot(app, out: Path, name: str, surface=None) -> None:
    path = out / name
    pygame.image.save(surface if surface is not None else app.screen, str(path))
    print(f"selftest: {name:<34} -> {path}")


def _check_errors(app) -> None:
    for scene in app.stack:
        if isinstance(scene, MessageScene):
            raise RuntimeError(f"the table showed an error: {scene.title}: {scene.body}")


def _shot_4k(app, out: Path, name: str) -> None:
    """The same moment in a 3840x2160 window (the layout and fonts scale with the window)."""
    size = app.size
    app.set_window(size=(3840, 2160))
    app.run_frames(2, DT)
    _shot(app, out, name)
    app.set_window(size=size)
    app.run_frames(1, DT)


def run_ai_game(app, out: Path, seed: int = 7, max_frames: int = 60000) -> int:
    from .. import start_game

    table = start_game(app, "crimson_creek", [{"kind": "ai", "name": n} for n in ("Ash", "Bram", "Cleo", "Dana")],
                       "standard", {}, seed)
    shots = {"opening": False, "reveal": False, "flip": False, "mid": False, "chase": False}
    frames = 0
    t0 = time.perf_counter()
    while not isinstance(app.top, GameOverScene):
        app.step(DT)
        frames += 1
        _check_errors(app)
        if app.top is not table:
            continue
        kinds = {e.kind for e in table.anims.effects if e.started}
        if not shots["opening"] and table.story and frames > 10:
            shots["opening"] = True
            _shot(app, out, "cc_01_opening_scene.png")
        if not shots["reveal"] and "reveal" in kinds and any(e.kind == "reveal" and e.p > 0.6 for e in table.anims.effects):
            shots["reveal"] = True
            _shot(app, out, "cc_02_reveal_card.png")
        if not shots["chase"] and table.view.get("decision", {}).get("kind") == "chase" and not table.animating():
            shots["chase"] = True
            _shot(app, out, "cc_03_chase.png")
        if not shots["flip"] and any(e.kind == "flip_loc" and 0.3 < e.p < 0.7 for e in table.anims.effects):
            shots["flip"] = True
            _shot(app, out, "cc_04_attack_flip.png")
        if not shots["mid"] and len(table.session.steps) > 60 and not table.animating():
            shots["mid"] = True
            _shot(app, out, "cc_05_mid_game.png")
            _shot_4k(app, out, "cc_05_mid_game_4k.png")
        if frames > max_frames:
            raise RuntimeError(f"the AI game did not end within {max_frames} frames")
    app.run_frames(10, DT)
    _shot(app, out, "cc_06_game_over.png")
    print(f"selftest: Crimson Creek AI game over after {len(table.session.steps)} steps, {frames} frames, "
          f"{time.perf_counter() - t0:.1f} s")
    return frames


def _key(k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, window=None))


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 4, max_frames: int = 8000) -> int:
    """Two humans and one AI: the hand-off cover appears before each human decides."""
    from .. import start_game

    table = start_game(app, "crimson_creek", [{"kind": "human", "name": "Mara"}, {"kind": "human", "name": "Silas"},
                                              {"kind": "ai", "name": "Crow"}], "standard", {}, seed)
    seen = 0
    frames = 0
    shots = set()
    while seen < handoffs and frames < max_frames:
        app.step(DT)
        frames += 1
        _check_errors(app)
        top = app.top
        if isinstance(top, HandoffScene):
            if seen == 0:
                app.run_frames(12, DT)
                _shot(app, out, "cc_07_handoff.png")
            seen += 1
            top.time = max(top.time, top.ARM_DELAY)
            top.confirm()
            continue
        if isinstance(top, GameOverScene):
            break
        if top is table and table.screen_decides() and not table.animating():
            kind = table.view["decision"]["kind"]
            if table.story:
                if "story" not in shots:
                    shots.add("story")
                    app.run_frames(3, DT)
                    _shot(app, out, "cc_08_opening_scene_hotseat_names.png")
                table.story = ""
                continue
            if kind == "choose_character" and "choose" not in shots:
                shots.add("choose")
                app.run_frames(3, DT)
                _shot(app, out, "cc_08_choose_character.png")
            if kind == "turn" and "turn" not in shots:
                shots.add("turn")
                me = (table.view.get("me") or {}).get("char")
                pos = table.target_pos().get(me)
                if pos is not None:  # the pointer rests on the own token: its tooltip shows
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                                         buttons=(0, 0, 0), touch=False))
                app.run_frames(3, DT)
                _shot(app, out, "cc_09_hotseat_turn.png")
                table.mouse = None
                table.notebook_open = True
                app.run_frames(2, DT)
                _shot(app, out, "cc_10_notebook.png")
                table.notebook_open = False
                share = table.find_kind("share")
                if share is not None:
                    table.choose(share)
                    continue
            if kind == "claim" and "claim" not in shots:
                shots.add("claim")
                app.run_frames(3, DT)
                _shot(app, out, "cc_11_claim_editor.png")
            _key(pygame.K_RETURN)
    if seen == 0:
        raise RuntimeError("no hand-off appeared between the two human seats")
    print(f"selftest: Crimson Creek hot-seat game: {seen} hand-offs in {frames} frames")
    return seen


def run_lineup(app, out: Path, seed: int = 7, max_frames: int = 30000) -> bool:
    """One human (Enter on every choice) and two AI seats, played to the line-up and the end."""
    from .. import start_game

    table = start_game(app, "crimson_creek", [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Bram"},
                                              {"kind": "ai", "name": "Cleo"}], "beginner", {}, seed)
    frames = 0
    shot = nb_shot = False
    while frames < max_frames and not isinstance(app.top, GameOverScene):
        app.step(DT)
        frames += 1
        _check_errors(app)
        if app.top is table and table.screen_decides() and not table.animating():
            table.story = ""
            if table.view["decision"]["kind"] == "turn" and table.view["act"] >= 2 and not nb_shot:
                nb_shot = True
                table.notebook_open = True
                app.run_frames(2, DT)
                _shot(app, out, "cc_13_notebook_act2.png")
                table.notebook_open = False
            if table.view["decision"]["kind"] == "accuse" and not shot:
                shot = True
                app.run_frames(3, DT)
                _shot(app, out, "cc_12_lineup.png")
            _key(pygame.K_RETURN)
    print(f"selftest: Crimson Creek 1 human + 2 AI: {'line-up shown, ' if shot else ''}{frames} frames")
    return shot


def run_selftest(app, out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    settings = app.settings
    saved = (settings.dice_animation, settings.animation_speed)
    settings.animation_speed = 2.0
    try:
        run_ai_game(app, out)
        app.to_menu()
        run_hotseat(app, out)
        app.to_menu()
        run_lineup(app, out)
        app.to_menu()
    finally:
        settings.dice_animation, settings.animation_speed = saved
    return 0
