""""Play on this map" from the editor scene: a table on the edited text (the pure half, writing the
text and pointing the game's map loader at it, is game.editor.play)."""
from __future__ import annotations

from game.editor.play import options_for, override_key, play_file, playable_problem, random_game, seats_for, use


def play_on_map(app, doc, editor=None):
    """Start a game of the map's game on the edited text: a table with AI seats and one human, or
    (for a game with no table yet) a headless random game whose result is shown.

    The table goes on top of the editor (`editor`, else whatever is on top) and names it as its home
    scene: Quit to menu and the game-over screen's Main menu come back to the editor with its document
    and undo history (App.to_menu stops at a table's home_scene). Replay plays again on the edited map.
    The game is not autosaved: Continue would later rebuild it on the shipped map, which the edits never
    reached."""
    problem = playable_problem(doc)
    if problem:
        app.show_message("Cannot play this map", problem)
        return None
    from game.ai import make_agent, seat_agent
    from game.core.session import Session
    from game.ui.tables import _seat, table_class

    game_id = doc.game
    key = override_key(doc)
    try:
        cls = table_class(game_id)
    except NotImplementedError as exc:
        outcome = random_game(doc, make_agent)
        app.show_message("Played on this map", f"{exc}\nA whole game with random AI seats was played on the "
                                               f"edited map instead: {outcome.steps} steps, {outcome.turns} "
                                               f"turns, winners {outcome.winners} ({outcome.reason}).")
        return outcome
    home = editor if editor is not None else app.top
    if home is not None and home in app.stack:
        app.pop_to(home)  # from the game-over screen's Replay: the old table leaves first
    use(key, play_file(doc))
    try:
        session = Session(game_id, [_seat(s) for s in seats_for(game_id)], options_for(game_id, key), None,
                          seat_agent=seat_agent)
        table = cls(session, autosave=False, replay=lambda a: play_on_map(a, doc, home))
    except Exception:
        use(key, None)
        raise
    table.home_scene = home
    leave = table.leave

    def leave_and_restore():
        try:
            leave()
        finally:
            use(key, None)

    table.leave = leave_and_restore
    app.push(table)
    return table
