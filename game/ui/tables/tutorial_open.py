"""Opening a game's tutorial: its script (data/tutorial.toml) checked by replaying it on the engine, then the
prepared game on the real table with the coach (tutorial_coach.py). A script the engine refuses (a rule's data
changed under it, a damaged file) is told in a message naming the file and the step; nothing opens and the
picker stays as it was."""
from __future__ import annotations

from game.core import tutorial
from game.core.tutorial import minutes  # noqa: F401 (the selftest and tests read it here)
from game.core.errors import DataFileError


def open_tutorial(app, game_id: str, open_table):
    """Open `game_id`'s tutorial on the table (`open_table`: game.ui.tables' own, handed in by it); the table, or
    None when the script could not be used."""
    from game.ai import seat_agent
    from game.core.session import Session

    from .tutorial_coach import TutorialCoach

    try:
        script = tutorial.load(game_id)
        tutorial.check(script, seat_agent)
    except DataFileError as exc:
        app.show_message("The tutorial cannot be opened", str(exc))
        return None
    session = Session(game_id, script.seats(), dict(script.options), script.seed, seat_agent=seat_agent)
    if game_id not in app.settings.guides_shown:  # the lesson teaches: the first-game tour would cover it
        app.settings.guides_shown = [*app.settings.guides_shown, game_id]

    def replay(app):  # the game-over screen's "Replay same seats": the lesson again
        open_tutorial(app, game_id, open_table)

    return open_table(app, session, replay=replay, autosave=False,
                      coach=lambda t: TutorialCoach(script, t.toast, t.undo, t.can_undo))
