"""The table scenes and the hooks the app shell looks up lazily (game.ui.scene.table_hook):

    start_game(app, game_id, seats_config, variant, options, seed)   from the lobby
    continue_game(app)                                              the menu's Continue (newest autosave)
    load_game(app, path)                                            the menu's and pause menu's Load

(`python -m game selftest` plays its games through the tables with game.ui.tables.selftests.)
"""
from __future__ import annotations

TABLES = {"zombie": ("game.ui.tables.zombie_table", "ZombieTable"),
          "crimson_creek": ("game.ui.tables.crimson_creek_table", "CrimsonCreekTable")}


def table_class(game_id: str):
    import importlib

    if game_id not in TABLES:
        from game.games import REGISTRY

        info = REGISTRY.get(game_id)
        raise NotImplementedError(f"{info.name if info else game_id} has no table yet.")
    module, name = TABLES[game_id]
    return getattr(importlib.import_module(module), name)


def _seat(cfg) -> "object":
    from game.core.session import SeatConfig

    if isinstance(cfg, SeatConfig):
        return SeatConfig(cfg.kind, cfg.name, cfg.level)
    return SeatConfig(kind=str(cfg.get("kind", "human")), name=str(cfg.get("name", "") or ""),
                      level=str(cfg.get("level", "normal")))


def open_table(app, session, replay=None, autosave: bool = True):
    """Leave the menus and put the table for `session` on the stack."""
    cls = table_class(session.game_id)
    table = cls(session, autosave=autosave, replay=replay)
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
    from game.ai import seat_agent
    from game.core.session import Session

    table_class(game_id)  # a readable error for games without a table, before anything starts
    opts = dict(options or {})
    if variant:
        opts["variant"] = variant
    seats = [_seat(s) for s in seats_config]
    session = Session(game_id, seats, opts, seed, seat_agent=seat_agent)
    table = open_table(app, session, replay=_replay_for(game_id, seats, opts))
    table.do_autosave()
    return table


def load_game(app, path):
    """Open the save at `path`; a broken file shows a message naming it and the problem (the file is kept)."""
    from game.ai import seat_agent
    from game.core.session import Session

    try:
        session = Session.load(path, seat_agent=seat_agent)
    except Exception as exc:  # DataFileError names the file; anything else gets the path added
        msg = str(exc)
        if str(path) not in msg:
            msg = f"{path}: {msg}"
        app.show_message("The save could not be loaded", msg + "\nThe file was left as it is.")
        return None
    table = open_table(app, session, replay=_replay_for(session.game_id, session.seats, session.options))
    table.skip_animations()  # the opening roll of a loaded game is history, not news
    return table


def continue_game(app):
    from game.core.session import newest_autosave

    path = newest_autosave()
    if path is None:
        app.show_message("Nothing to continue", "There is no autosave yet: start a new game from New game.")
        return None
    return load_game(app, path)
