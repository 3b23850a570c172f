"""Driving real table scenes headless for `python -m game selftest`: step the app frame by frame, stop
on an error message, confirm hand-offs, press keys through the real event queue and save screenshots.
Each game's selftest module (game.ui.tables.<game>.selftest) says what to play and what to shoot.
"""
from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Callable

import pygame

from ..scenes.gameover import GameOverScene
from ..scenes.handoff import HandoffScene
from ..scenes.message import MessageScene
from .table import Table

DT = 1 / 30


def shot(app, out: Path, name: str, surface=None) -> None:
    path = out / name
    pygame.image.save(surface if surface is not None else app.screen, str(path))
    print(f"selftest: {name:<34} -> {path}")


def shot_4k(app, out: Path, name: str) -> None:
    """The same moment in a 3840x2160 window (the layout and fonts scale with the window)."""
    size = app.size
    app.set_window(size=(3840, 2160))
    app.run_frames(2, DT)
    shot(app, out, name)
    app.set_window(size=size)
    app.run_frames(1, DT)


def ui_scale_shot(app, out: Path, game_id: str, scale: float = 2.0) -> None:
    """The same moment at a UI scale (bigger text, cards and tokens in the same 1280x720 window):
    <game>_ui_scale_200.png; the setting is put back after."""
    was = app.settings.ui_scale
    app.settings.ui_scale = scale
    if isinstance(app.top, Table):
        app.top.news.summary = None  # "since your last turn" put away, as a click would: the board itself is the shot
    app.run_frames(1, DT)
    shot(app, out, f"{game_id}_ui_scale_{round(scale * 100)}.png")
    app.settings.ui_scale = was
    app.run_frames(1, DT)


def close_guide(app, out: Path, name: str) -> bool:
    """The first-game guide on top: shoot both its pages (once per name), then close it. True when it was."""
    from ..scenes.guide import GuideScene

    top = app.top
    if not isinstance(top, GuideScene):
        return False
    if (top.game_id, name) not in _GUIDES_SHOT:
        _GUIDES_SHOT.add((top.game_id, name))
        app.run_frames(3, DT)
        shot(app, out, f"{top.game_id}_{name}_1_table.png")
        top.turn(1)
        app.run_frames(3, DT)
        shot(app, out, f"{top.game_id}_{name}_2_table.png")
        top.turn(top.pages)
        app.run_frames(3, DT)
        shot(app, out, f"{top.game_id}_{name}_3_turn.png")
    app.pop()
    return True


_GUIDES_SHOT: set = set()


def check_errors(app) -> None:
    for scene in app.stack:
        if isinstance(scene, MessageScene):
            raise RuntimeError(f"the table showed an error: {scene.title}: {scene.body}")


def press_key(key: int, unicode: str = "") -> None:
    """A key press through the real input path (the app's event queue)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0, window=None))


def drag_to(app, a, b) -> None:
    """A drag through the real input path (press, two moves, release)."""
    a, b = tuple(round(x) for x in a), tuple(round(x) for x in b)
    for etype, pos, extra in ((pygame.MOUSEBUTTONDOWN, a, {"button": 1}), (pygame.MOUSEMOTION, b, {"rel": (1, 1), "buttons": (1, 0, 0)}),
                              (pygame.MOUSEMOTION, b, {"rel": (1, 1), "buttons": (1, 0, 0)}),
                              (pygame.MOUSEBUTTONUP, b, {"button": 1})):
        pygame.event.post(pygame.event.Event(etype, pos=pos, touch=False, **extra))
        app.run_frames(1, DT)


def dice_and_mid_game_shots(app, table, out: Path, tag: str, dice_name: str, mid_steps: int) -> Callable[[int], None]:
    """An on_frame hook for play_to_the_end: a shot of the first dice thrown, and a spectator's shot (and a 4K
    one) once the game is mid_steps steps in and nothing moves."""
    shots = {"mid": False, "dice": False}

    def on_frame(frames: int) -> None:
        if app.top is not table:
            return
        if not shots["dice"] and table.anims.tray.dice and not table.anims.tray.done:
            shots["dice"] = True
            shot(app, out, f"{tag}_02_{dice_name}.png")
        if not shots["mid"] and len(table.session.steps) > mid_steps and not table.animating():
            shots["mid"] = True
            shot(app, out, f"{tag}_01_mid_game_spectator.png")
            shot_4k(app, out, f"{tag}_01_mid_game_4k.png")
    return on_frame


def hover_zoom_shot(app, table, out: Path, name: str) -> None:
    """The pointer rests on a card in the hand: after the hold delay it zooms; a shot of that."""
    card = next((aid for aid in table.prects if aid[0] == "card"), None)
    if card is None:
        return
    pos = table.prects[card].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.run_frames(30, DT)
    shot(app, out, name)
    table.mouse = None


def play_to_the_end(app, out: Path, on_frame: Callable[[int], None], game_over_shot: str, max_frames: int) -> int:
    """Step until the game-over screen (calling on_frame(frames) after every frame), then shoot it.
    Returns the number of frames; raises when the game has not ended within max_frames."""
    frames = 0
    while not isinstance(app.top, GameOverScene):
        app.step(DT)
        frames += 1
        check_errors(app)
        on_frame(frames)
        colour_blind_shot(app, out)  # <game>_colour_blind.png, once per game
        if frames > max_frames:
            raise RuntimeError(f"the AI game did not end within {max_frames} frames")
    WHOLE_GAMES[app.top.game_id or "?"] += 1
    app.run_frames(10, DT)
    shot(app, out, game_over_shot)
    if WHOLE_GAMES[app.top.game_id or "?"] == 1:
        charts_shot(app, out, f"{app.top.game_id or 'game'}_charts.png")
        replay_reveal_shot(app, out, app.top)
    return frames


def replay_reveal_shot(app, out: Path, over) -> None:
    """The replay viewer on the game just finished, everything revealed, two thirds of the way in
    (hands still held), shot as `<game>_replay_reveal.png`; then back to the game-over screen."""
    record = getattr(getattr(over, "charts", None), "record", None)
    if record is None:
        return
    from game.core.replay_timeline import Timeline

    timeline = Timeline(record)
    viewer = app.open("replay", timeline=timeline, step=timeline.steps * 2 // 3)  # by name: no import circle
    app.run_frames(3, DT)
    check_errors(app)
    shot(app, out, f"{over.game_id}_replay_reveal.png")
    if app.top is viewer:
        app.pop()


COLOUR_BLIND_STEPS = 40  # designed: far enough in that pieces have moved and cards are out
COLOUR_BLIND_TAKEN: set = set()  # the games shot in the colour-blind palette in this run


def colour_blind_shot(app, out: Path) -> None:
    """After every frame of a selftest game: the first time a game's table on top is COLOUR_BLIND_STEPS moves in,
    shoot it in the colour-blind palette as `<game>_colour_blind.png` (three frames, next to no added
    time), then put the player's palette back."""
    session = getattr(app.top, "session", None)
    game_id = getattr(session, "game_id", None)
    if game_id is None or game_id in COLOUR_BLIND_TAKEN or len(session.steps) < COLOUR_BLIND_STEPS or \
            getattr(session, "over", False):
        return
    COLOUR_BLIND_TAKEN.add(game_id)
    keep = app.settings.palette
    app.settings.palette = "colour_blind"
    try:
        app.run_frames(2, DT)
        shot(app, out, f"{game_id}_colour_blind.png")
    finally:
        app.settings.palette = keep
        app.run_frames(1, DT)


def charts_shot(app, out: Path, name: str) -> None:
    """The game-over screen's Charts tab, opened by its key as a player would, shot, closed."""
    top = app.top
    charts = getattr(top, "charts", None)
    if charts is None or not charts.available:
        return
    press_key(pygame.K_c, "c")
    app.run_frames(2, DT)
    check_errors(app)
    if not charts.shown or charts.panel is None:
        raise RuntimeError(f"the Charts tab did not open: {charts.error or 'no panel'}")
    shot(app, out, name)
    press_key(pygame.K_c, "c")
    app.run_frames(1, DT)


# game id -> whole games played to the game-over screen in this selftest: the summary line the packaged
# build's test reads, so a game whose selftest stopped playing its whole game is noticed
WHOLE_GAMES: Counter = Counter()


def whole_games_line(game_ids) -> tuple:
    """(the summary line, the game ids that played no whole game)."""
    missing = [g for g in game_ids if not WHOLE_GAMES[g]]
    played = ", ".join(f"{g} {WHOLE_GAMES[g]}" for g in game_ids)
    return f"selftest: whole games played through the tables: {played}", missing


def play_human(app, out: Path, table, on_decide: Callable[[], None], max_frames: int) -> int:
    """Step until the game-over screen or max_frames, the guide shot and closed; on_decide() runs on every
    frame where the screen seat must decide and nothing moves. Returns the number of frames."""
    frames = 0
    while frames < max_frames and not isinstance(app.top, GameOverScene):
        app.step(DT)
        frames += 1
        check_errors(app)
        if close_guide(app, out, "guide"):
            continue
        if app.top is table and table.screen_decides() and not table.animating():
            on_decide()
    return frames


def play_hotseat(app, out: Path, table, on_decide: Callable[[], None], handoff_shot: str, handoffs: int,
                 max_frames: int, computer_shot: str = "", shoot_when: Callable = lambda table: True) -> tuple:
    """Step until `handoffs` hand-offs were confirmed (the first one shot), the game ended or max_frames;
    on_decide() runs on every frame where the screen seat must decide and nothing moves; `computer_shot`, if
    given, is the first computer decision after a human's move where shoot_when(table) holds (the public view:
    no human's secrets on show). Returns (hand-offs seen, frames); raises when no hand-off appeared."""
    seen = 0
    frames = 0
    s = table.session
    while seen < handoffs and frames < max_frames:
        app.step(DT)
        frames += 1
        check_errors(app)
        top = app.top
        if close_guide(app, out, "guide"):
            continue
        if isinstance(top, HandoffScene):
            if seen == 0:
                app.run_frames(12, DT)
                shot(app, out, handoff_shot)
            seen += 1
            top.time = max(top.time, top.ARM_DELAY)
            top.confirm()
            continue
        if isinstance(top, GameOverScene):
            break
        if (computer_shot and top is table and s.is_ai_turn() and not table.animating()
                and any(s.seats[st.seat].kind == "human" for st in s.steps) and shoot_when(table)):
            if s.screen_seat is not None:
                raise RuntimeError("a human's view stayed on the shared screen through a computer turn")
            shot(app, out, computer_shot)
            computer_shot = ""
        if top is table and table.screen_decides() and not table.animating():
            on_decide()
    if seen == 0:
        raise RuntimeError("no hand-off appeared between the two human seats")
    return seen, frames


def ai_table_game(app, out: Path, opener, names, title: str, seed: int, seats: int, tag: str, max_frames: int,
                  mid_steps: int) -> int:
    """A whole game of `seats` computer seats at the fast pace, opened by opener(app, seats, options, seed), to the
    game-over screen: the first dice, a spectator's mid-game shot (after mid_steps steps) and the end shot."""
    pace = app.settings.ai_pace
    app.settings.ai_pace = "fast"
    try:
        table = opener(app, [{"kind": "ai", "name": n} for n in names[:seats]], {}, seed)
        t0 = time.perf_counter()
        on_frame = dice_and_mid_game_shots(app, table, out, tag, "dice", mid_steps)
        frames = play_to_the_end(app, out, on_frame, f"{tag}_03_game_over.png", max_frames)
    finally:
        app.settings.ai_pace = pace
    print(f"selftest: {title} ({seats} computer seats) game over after {len(table.session.steps)} steps, "
          f"{frames} frames, {time.perf_counter() - t0:.1f} s")
    return frames


def hotseat_game(app, out: Path, table, title: str, decide: Callable[[], None], handoff_shot: str, seat_shot: str,
                 handoffs: int, max_frames: int) -> int:
    """Humans on one screen: the hand-off cover shot once, each seat's table shot once (seat_shot.format(seat)),
    decide() where the screen seat must decide. Returns the hand-offs seen."""
    shots = set()

    def on_decide() -> None:
        seat = table.session.screen_seat
        if seat not in shots:
            shots.add(seat)
            app.run_frames(3, DT)
            shot(app, out, seat_shot.format(seat))
        decide()

    seen, frames = play_hotseat(app, out, table, on_decide, handoff_shot, handoffs, max_frames)
    print(f"selftest: {title} hot-seat game: {seen} hand-offs in {frames} frames")
    return seen


def run_games(app, out: Path, runs: list, dice_animation=None) -> int:
    """Each run(app, out) in turn at double animation speed, back to the menu after each; settings restored."""
    out.mkdir(parents=True, exist_ok=True)
    settings = app.settings
    saved = (settings.dice_animation, settings.animation_speed)
    if dice_animation is not None:
        settings.dice_animation = dice_animation
    settings.animation_speed = 2.0
    try:
        for run in runs:
            run(app, out)
            app.to_menu()
    finally:
        settings.dice_animation, settings.animation_speed = saved
    return 0
