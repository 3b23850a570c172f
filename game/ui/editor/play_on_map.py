""""Play on this map" from the editor scene: a table on the edited text (the pure half, writing the
text and pointing the game's map loader at it, is game.editor.play)."""
from __future__ import annotations

from game.editor.play import override_key, play_file, playable_problem, random_game, seats_for, use


def play_on_map(app, doc):
    """Start a game of the map's game on the edited text: a table with AI seats and one human, or
    (for a game with no table yet) a headless random game whose result is shown."""
    problem = playable_problem(doc)
    if problem:
        app.show_message("Cannot play this map", problem)
        return None
    from game.ai import make_agent
    from game.ui.tables import start_game, table_class

    game_id = doc.game
    key = override_key(doc)
    try:
        table_class(game_id)
    except NotImplementedError as exc:
        outcome = random_game(doc, make_agent)
        app.show_message("Played on this map", f"{exc}\nA whole game with random AI seats was played on the "
                                               f"edited map instead: {outcome.steps} steps, {outcome.turns} "
                                               f"turns, winners {outcome.winners} ({outcome.reason}).")
        return outcome
    use(key, play_file(doc))
    try:
        table = start_game(app, game_id, seats_for(game_id), "standard", {}, None)
    except Exception:
        use(key, None)
        raise
    leave = table.leave

    def leave_and_restore():
        try:
            leave()
        finally:
            use(key, None)

    table.leave = leave_and_restore
    return table
