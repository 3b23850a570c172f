"""Headless games of The Thing through the real table scene (called by game.ui.tables.selftests), at 1280x720: whole
games of computer seats to the game-over screen (3 and 5 players, at the fast pace); a human Outpost seat among
computer seats (its hand, a card zoomed under the pointer, an NPC dragged to the Encounter when it is El Capitan,
the first choice by Enter); the human Thing player (its own area and the infection cards under the NPCs on show);
and three humans on one screen (the hand-off cover between them). Each game is opened directly
(the_thing/opening.py), autosaved as the lobby's games are (in the selftest's own home)."""
from __future__ import annotations

from pathlib import Path

import pygame

from ..selftest_driver import (DT, ai_table_game, drag_to, hotseat_game, hover_zoom_shot, play_human, press_key,
                               run_games, shot, ui_scale_shot)
from .opening import open_thing

NAMES = ("Kay", "Sam", "Ada", "Bo", "Cy", "Di")


def run_ai_game(app, out: Path, seed: int = 7, seats: int = 5, tag: str = "thing", max_frames: int = 60000) -> int:
    return ai_table_game(app, out, open_thing, NAMES, "The Thing", seed, seats, tag, max_frames, 60)


def run_ai_game_3(app, out: Path) -> int:
    return run_ai_game(app, out, seed=3, seats=3, tag="thing3")


def _decide(app, table) -> None:
    press_key(pygame.K_RETURN)
    app.run_frames(1, DT)
    if table.choosing.confirming is not None:
        table.choosing.answer_confirm(True)


def run_human(app, out: Path, seed: int = 5, max_frames: int = 6000) -> int:
    """A human Outpost seat (seat 1) among computer seats: the first choice by Enter; an NPC dragged to the
    Encounter when it is El Capitan and the assignment is offered."""
    seats = [{"kind": "ai", "name": NAMES[0]}, {"kind": "human", "name": NAMES[1]}] + \
        [{"kind": "ai", "name": n} for n in NAMES[2:4]]
    table = open_thing(app, seats, {}, seed)
    shots = set()

    def on_decide() -> None:
        kind = (table.view.get("frame") or {}).get("kind")
        if "hand" not in shots and table.prects and any(a[0] == "card" for a in table.prects):
            shots.add("hand")
            table.news.summary = None
            app.run_frames(2, DT)
            shot(app, out, "thing_04_human_outpost.png")
            ui_scale_shot(app, out, "the_thing")
            hover_zoom_shot(app, table, out, "thing_05_hover_zoom_card.png")
        if kind == "assign" and "drag" not in shots:
            send = next((a for a in table.legal() if a.kind == "send" and a["site"] == "encounter"), None)
            if send is not None and ("char", send["char"]) in table.dragdrop.items:
                shots.add("drag")
                drag_to(app, table.dragdrop.items[("char", send["char"])].rect.center,
                        table.board_anchors()[("site", "encounter")].rect.center)
                shot(app, out, "thing_06_npc_dragged.png")
                return
        _decide(app, table)

    frames = play_human(app, out, table, on_decide, max_frames)
    print(f"selftest: The Thing, a human Outpost player among computer seats: {frames} frames, "
          f"{len(table.session.steps)} steps, {'over' if table.session.over else 'not over'}")
    return frames


def run_human_thing(app, out: Path, seed: int = 9, max_frames: int = 3000) -> int:
    """The human Thing player (seat 0): its area and the infection cards under the NPCs, shot once."""
    table = open_thing(app, [{"kind": "human", "name": NAMES[0]}] + [{"kind": "ai", "name": n} for n in NAMES[1:3]],
                       {}, seed)
    shots = set()

    def on_decide() -> None:
        kind = (table.view.get("frame") or {}).get("kind")
        if kind not in shots and kind in ("first_infect", "infect", "thingout"):
            shots.add(kind)
            table.news.summary = None
            app.run_frames(2, DT)
            shot(app, out, f"thing_07_thing_player_{kind}.png")
        _decide(app, table)

    frames = play_human(app, out, table, on_decide, max_frames)
    print(f"selftest: The Thing, the human Thing player: {frames} frames, {len(table.session.steps)} steps")
    return frames


def run_hotseat(app, out: Path, seed: int = 11, handoffs: int = 4, max_frames: int = 8000) -> int:
    """Three humans on one screen: the hand-off cover before each decides (their hands are secret)."""
    table = open_thing(app, [{"kind": "human", "name": n} for n in NAMES[:3]], {}, seed)
    return hotseat_game(app, out, table, "The Thing", lambda: _decide(app, table), "thing_08_handoff.png",
                        "thing_09_hotseat_{}.png", handoffs, max_frames)


def run_selftest(app, out: Path) -> int:
    # the computer games first: they finish, so the later games' autosaves never retire an unfinished one
    return run_games(app, out, [run_ai_game, run_ai_game_3, run_human, run_human_thing, run_hotseat])
