"""The table scenes and the hooks the app shell looks up lazily (game.ui.scene.table_hook):

    start_game(app, game_id, seats_config, variant, options, seed)   from the lobby
    continue_game(app)                                              the menu's Continue (newest autosave)
    load_game(app, path)                                            the menu's and pause menu's Load

(`python -m game selftest` plays its games through the tables with game.ui.tables.selftests.)
"""
from __future__ import annotations

import sys

from game.games import REGISTRY



def table_games() -> tuple:
    """The ids of the games with a table, in the registry's order: read from the manifests at the call, so a
    game registered later (a test's toy game) is listed too."""
    from game import games

    return tuple(m.id for m in games.MANIFESTS if m.table)


def load_hook(path: str):
    """The object a manifest's "module:name" path names (a table class, a selftest function)."""
    import importlib

    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def table_class(game_id: str):
    # The manifest is read at the call: a game added to MANIFESTS later (a test's toy game) opens its table too.
    from game import games

    manifest = next((m for m in games.MANIFESTS if m.id == game_id), None)
    if manifest is None or not manifest.table:
        info = REGISTRY.get(game_id)
        raise NotImplementedError(f"{info.name if info else game_id} has no table yet.")
    return load_hook(manifest.table)


def _seat(cfg) -> "object":
    from game.core.session import SeatConfig

    if isinstance(cfg, SeatConfig):
        return SeatConfig(cfg.kind, cfg.name, cfg.level)
    return SeatConfig(kind=str(cfg.get("kind", "human")), name=str(cfg.get("name", "") or ""),
                      level=str(cfg.get("level", "normal")))


def open_table(app, session, replay=None, autosave: bool = True, coach=None):
    """Leave the menus and put the table for `session` on the stack; `coach(table)` makes a tutorial's coach
    (tutorial_open.py), in place before the table's first frame."""
    cls = table_class(session.game_id)
    table = cls(session, autosave=autosave, replay=replay)
    if coach is not None:
        table.coach = coach(table)
    app.to_menu()
    app.push(table)
    return table


def _replay_for(game_id, seats, options):
    seats = [_seat(s).to_json() for s in seats]
    opts = dict(options or {})

    def replay(app):
        start_game(app, game_id, seats, opts.get("variant", "standard"), opts, None)

    return replay


def start_game(app, game_id, seats_config, variant="standard", options=None, seed=None):
    """Start a new game. Each game keeps its own autosave; when this game already has as many as are
    kept (game.core.saves.AUTOSAVES_PER_GAME), the oldest is retired, finished games first. Before an
    unfinished game's autosave would go, the player is asked (keep it as a save, remove it, or cancel);
    then this returns None and the game starts after the answer."""
    from game.core import saves

    table_class(game_id)  # a readable error for games without a table, before anything starts

    def begin():
        return _begin_game(app, game_id, seats_config, variant, options, seed)

    plan = saves.retire_plan(game_id)
    unfinished = [i for i in plan if i.usable and not i.finished]
    if not unfinished:
        _retire(app, plan)
        return begin()
    from game.games import get_info

    from ..scenes.choice import ChoiceDialog
    from ..scenes.saves import summary

    name = get_info(game_id).name
    lines = "\n".join(summary(i, app.registry) for i in unfinished)
    body = (f"Each game keeps its own autosave, and {name} keeps {saves.AUTOSAVES_PER_GAME}. A new game would "
            f"remove the autosave of this unfinished one:\n{lines}")

    def answer(key):
        if key == "cancel":
            return
        if key == "keep":
            try:
                for info in unfinished:
                    saves.keep_as_save(info)
            except OSError as exc:
                app.show_message("The autosave could not be kept", f"{exc}\nNothing was removed; the new game "
                                 "did not start.")
                return
            _retire(app, [i for i in plan if i not in unfinished])
        else:
            _retire(app, plan)
        begin()

    app.push(ChoiceDialog(f"Start a new game of {name}?", body,
                          [("keep", "Keep it in Load"), ("remove", "Remove it"), ("cancel", "Cancel")], answer))
    return None


def _retire(app, infos) -> None:
    from game.core import saves

    try:
        saves.retire(infos)
    except OSError as exc:  # an old autosave that cannot be removed only takes room
        print(f"warning: an old autosave could not be removed: {exc}", file=sys.stderr)


def _begin_game(app, game_id, seats_config, variant, options, seed):
    from game.ai import seat_agent
    from game.core.session import Session

    opts = dict(options or {})
    if variant:
        opts["variant"] = variant
    seats = [_seat(s) for s in seats_config]
    session = Session(game_id, seats, opts, seed, seat_agent=seat_agent)
    table = open_table(app, session, replay=_replay_for(game_id, seats, opts))
    table.do_autosave()
    return table


def open_directly(app, game_id: str, seats: list, options=None, seed=None, autosave: bool = True):
    """Start a game of `game_id` with `seats` ([{kind, name, level}]) without the lobby (the selftest, the bench
    and the UI tests) and put its table on the app's stack. With autosave (the default) it starts through
    start_game, the lobby's own path (its autosave written at once, older ones retired as for any game); the
    bench and the tests pass autosave=False (nothing on disk). Returns the table (None while start_game asks
    whether an unfinished autosave it would retire is kept)."""
    from game.ai import seat_agent
    from game.core.session import Session

    opts = dict(options or {})
    if autosave:
        return start_game(app, game_id, seats, opts.pop("variant", "standard"), opts, seed)
    session = Session(game_id, [_seat(s) for s in seats], opts, seed, seat_agent=seat_agent)

    def replay(app):  # the game-over screen's "Replay same seats": a new game, a new seed, still off the disk
        open_directly(app, game_id, seats, options, None, autosave)

    return open_table(app, session, replay=replay, autosave=False)


def load_game(app, path):
    """Open the save at `path` (or its backup, when the file is damaged and the backup is not); a
    broken file shows a message naming it and the problem and is left as it is. Fields of the save's
    meta that had to be replaced are named in a message over the table."""
    from game.ai import seat_agent
    from game.core.session import Session

    try:
        session = Session.open(path, seat_agent=seat_agent)
        # (a table that cannot open, its map broken, says so here too: the message names the map's file)
        table = open_table(app, session, replay=_replay_for(session.game_id, session.seats, session.options))
    except Exception as exc:  # DataFileError names the file; anything else gets the path added
        msg = str(exc)
        if str(path) not in msg:
            msg = f"{path}: {msg}"
        app.show_message("The save could not be loaded", msg + "\nThe file was left as it is.")
        return None
    table.skip_animations()  # the opening roll of a loaded game is history, not news
    if session.load_notes:
        app.show_message("The save was opened with changes", "\n".join(session.load_notes))
    return table


def continue_game(app):
    from game.core.session import newest_autosave

    path = newest_autosave()
    if path is None:
        app.show_message("Nothing to continue", "There is no unfinished game to continue: start one from New game, "
                         "or open a save from Load.")
        return None
    return load_game(app, path)


def open_tutorial(app, game_id: str):
    """Open `game_id`'s tutorial on its table (tutorial_open.py); None when its script could not be used."""
    from .tutorial_open import open_tutorial as open_lesson

    return open_lesson(app, game_id, open_table)
