"""A scene whose update or draw raises: the program keeps running and the player's game is kept.

App.step wraps each scene's update and draw (and the widgets' update and draw, counted as the top scene's) in
`guard.watch(scene)` when the app catches errors (the real app: catch_errors=True). The first exception of a
scene marks it broken: from then on it is neither updated nor given input, and it is drawn as a plain fill
until the end of the frame, when `recover()`:

- writes a crash report (game.core.crash, the file a player can send) and prints the traceback;
- autosaves every open table on the stack, so no move is lost, whichever scene failed;
- takes the broken scene off the stack with every scene above it (a table's failure ends at the menu, its game
  waiting in Continue and Load; a failing pause menu leaves its table playing);
- shows one message saying what happened, whether the game was saved and where the report is.

A scene that raises every frame therefore gives one message, never one per frame. The bottom scene (the main
menu) is replaced by a fresh one once per kind; a kind that fails again stays on the stack, drawn plain, so a
fault in every new menu cannot open dialog after dialog. A message that cannot itself be drawn is removed
without a message about it.
"""
from __future__ import annotations

import sys
import traceback
import weakref

from game.core import crash

from . import theme
from .scene import describe_error

TITLE = "Something went wrong"


class _Watch:
    """The context of one scene's update or draw: an exception in it is kept for recover(), not raised."""

    def __init__(self, guard: "SceneGuard", scene):
        self.guard, self.scene = guard, scene

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb) -> bool:
        if exc is None or not isinstance(exc, Exception) or not self.guard.app.catch_errors:
            return False
        self.guard.failed(self.scene, exc)
        return True


class SceneGuard:
    def __init__(self, app):
        self.app = app
        self.broken = weakref.WeakSet()  # scenes whose update or draw raised
        self.pending: list = []  # (scene, exception) not yet recovered from
        self.replaced: set = set()  # kinds of bottom scene already replaced by a fresh one
        self.reports: list = []  # the crash reports written (the tests read them)

    def watch(self, scene) -> _Watch:
        return _Watch(self, scene)

    def is_broken(self, scene) -> bool:
        return scene is not None and scene in self.broken

    def failed(self, scene, exc: BaseException) -> None:
        if scene is None:  # nothing on the stack to blame: said on stderr only
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
            return
        if scene in self.broken:
            return  # its first failure is already being dealt with
        self.broken.add(scene)
        self.pending.append((scene, exc))

    def draw_plain(self, scene, surface) -> None:
        """What a broken scene shows until it is gone (an overlay shows nothing over the scene beneath)."""
        if not getattr(scene, "overlay", False):
            surface.fill(theme.BLACK)

    # -- after the frame ------------------------------------------------------------------------------
    def recover(self) -> None:
        while self.pending:
            scene, exc = self.pending.pop(0)
            self._recover(scene, exc)

    def _recover(self, scene, exc: BaseException) -> None:
        from .scenes.message import MessageScene

        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        report = crash.write_report(exc, command="play")
        if report is not None:
            self.reports.append(report)
        saved = self._save_tables()
        self._remove(scene)
        if isinstance(scene, MessageScene):
            return
        lines = [describe_error(exc)]
        if saved:
            lines.append(saved)
        if report is not None:
            lines.append(f"A report was written to {report}; please send it to whoever gave you the game.")
        try:
            self.app.show_message(TITLE, "\n\n".join(lines))
        except Exception as again:  # the message itself cannot open: stderr has the details
            traceback.print_exception(type(again), again, again.__traceback__, file=sys.stderr)

    def _save_tables(self) -> str:
        """Autosave every open table's game; a sentence for the player ("" when no table keeps an autosave)."""
        said = []
        for scene in list(self.app.stack):
            session = getattr(scene, "session", None)
            if session is None or not getattr(scene, "autosave_enabled", False) or getattr(session, "over", False):
                continue
            try:
                scene.last_autosave = session.autosave()
            except Exception as exc:  # a full disk, a folder gone: the player must know the moves are at risk
                said.append(f"The game could not be saved: {describe_error(exc)}. The moves since its last autosave are lost.")
            else:
                said.append("Your game was saved: Continue on the main menu opens it where it stood.")
        return " ".join(dict.fromkeys(said))

    def _remove(self, scene) -> None:
        """The broken scene off the stack with every scene above it; the one beneath is resumed."""
        app = self.app
        if scene not in app.stack:
            return
        if app.stack[0] is scene:
            if type(scene) in self.replaced:
                return  # a fresh one failed too: it stays, drawn plain (see the module's doc)
            self.replaced.add(type(scene))
        while scene in app.stack:
            gone = app.stack.pop()
            self._quietly(gone.leave)
        app.manager.clear_and_reset()
        if app.stack:
            top = app.top
            try:
                top.resume()
            except Exception as exc:
                self.failed(top, exc)
            return
        from .scenes.menu import MenuScene

        try:
            app.push(MenuScene())
        except Exception as exc:
            self.failed(app.top, exc)

    @staticmethod
    def _quietly(fn) -> None:
        try:
            fn()
        except Exception as exc:  # a broken scene that also fails on its way out: it is gone all the same
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)

