"""Opening, saving and recovering the edited file, and the unsaved-changes guard around leaving it."""
from __future__ import annotations

from pathlib import Path

from tomlkit.exceptions import TOMLKitError

from game.core import paths
from game.core.atomic import write_text_atomic
from game.core.errors import DataFileError
from game.core.layouts import read_map_text

from game.editor import TEMPLATES, _LAST, recovery, template_path
from ..scenes.choice import ChoiceDialog
from game.editor.map_names import open_choices
from game.editor.model import Document


class OpenAndSave:
    """EditorScene's file side: which document is open and how it reaches the disk."""

    def _start(self) -> None:
        """First frame: offer a crash-recovered session, else the file picker when nothing is open."""
        self._started = True
        failure, self.open_failure = getattr(self, "open_failure", ""), ""
        if failure and self.doc is None:  # the file named on the command line or by the menu
            self.app.show_message("Cannot open the map", failure, on_ok=lambda *a: self._start())
            self._started = True
            return
        pending = recovery.pending()
        if self.doc is not None:  # opened on a file: offer only a kept session of that same file
            same = [r for r in pending if r.source is not None and self.doc.path is not None
                    and r.source.resolve() == self.doc.path.resolve() and r.text != self.doc.text]
            if not same or self.doc.dirty:
                return
            pending = same
        if pending:
            rec = pending[0]

            def answer(key):
                if key == "recover":
                    try:  # the kept text is ours, but a disk or a hand can break it: say so, keep it
                        saved = ""
                        if rec.source and rec.source.is_file():  # a named pipe there is never read
                            saved = read_map_text(rec.source)
                        doc = Document(rec.text, rec.source, saved_text=saved)
                    except (DataFileError, TOMLKitError, ValueError, RecursionError) as exc:
                        where = recovery.recovery_dir() / f"{rec.name}.toml"
                        self.app.show_message("Cannot recover the edits", f"{where}: {exc}",
                                              on_ok=lambda *a: self.open_dialog() if self.doc is None else None)
                        return
                    self._set_doc(doc)
                    self.recovery_name = rec.name
                    self.say(f"Recovered {rec.describe()}")
                elif key == "discard":
                    recovery.clear(rec.name)
                    if self.doc is None:
                        self.open_dialog()
                elif self.doc is None:
                    self.open_dialog()

            self.app.push(ChoiceDialog("Recover unsaved edits?", f"The editor kept {rec.describe()}.",
                                       [("recover", "Recover"), ("discard", "Discard"), ("later", "Not now")],
                                       answer, cancel_key="later"))
            return
        self.open_dialog()

    def _set_doc(self, doc: Document, keep_view: bool = False) -> None:
        if self.doc is not None and self.doc is not doc and self.doc.dirty:
            self._write_recovery()
        self.doc = doc
        _LAST["doc"] = doc
        self.selection = []
        self.drag = None
        if not keep_view:
            self.zoom, self.pan = 1.0, [0.0, 0.0]
        self.recovery_name = recovery.name_for(doc.path, doc.layout_id)
        self._recovered_version = None
        self._parsed_version = None
        self._props_key = None

    def _load_path(self, path: Path, quiet: bool = False) -> bool:
        try:
            doc = Document.open(path)
        except Exception as exc:  # unreadable, not TOML or too big: say so, keep the current document
            msg = str(exc) if str(path) in str(exc) else f"{path}: {exc}"
            if quiet or self.app is None:
                self.status = msg
                self.open_failure = msg  # shown as a message on the first frame
            else:
                self.app.show_message("Cannot open the map", msg)
            return False
        self._set_doc(doc)
        self.say(f"Opened {path}")
        return True

    def new_from_template(self, name: str) -> None:
        text = template_path(name).read_text(encoding="utf-8")
        doc = Document(text, None, saved_text="")
        self._set_doc(doc)
        self.say(f"New {TEMPLATES.get(name, name).lower()} from the template: Save writes maps/{doc.layout_id}.toml")

    def open_dialog(self) -> None:
        choices = open_choices(sorted(paths.MAPS.glob("*.toml")))
        choices += [("tpl:" + k, f"New {v.lower()} (template)") for k, v in TEMPLATES.items()]
        choices.append(("cancel", "Cancel"))

        def answer(key):
            if key.startswith("file:"):
                self._guard_unsaved(lambda: self._load_path(Path(key[5:])))
            elif key.startswith("tpl:"):
                self._guard_unsaved(lambda: self.new_from_template(key[4:]))
            elif self.doc is None:
                self.new_from_template("location_map")

        self.app.push(ChoiceDialog("Open a map", "", choices, answer, column=True))

    def _guard_unsaved(self, then) -> None:
        if self.doc is None or not self.doc.dirty:
            then()
            return

        def answer(key):
            if key == "save":
                if self.save():
                    then()
            elif key == "discard":
                recovery.clear(self.recovery_name)
                self.doc.saved_text = self.doc.text  # not dirty: nothing more to keep
                then()

        self.app.push(ChoiceDialog("Unsaved changes", f"Save the changes to {self.doc_name()}?",
                                   [("save", "Save"), ("discard", "Discard"), ("cancel", "Cancel")], answer))

    def doc_name(self) -> str:
        if self.doc is None:
            return "(no map)"
        return self.doc.path.name if self.doc.path else f"{self.doc.layout_id}.toml (new)"

    def save_path(self) -> Path:
        if self.doc.path is not None:
            return self.doc.path
        base = self.doc.layout_id or "map"
        path = paths.MAPS / f"{base}.toml"
        n = 2
        while path.exists():
            path = paths.MAPS / f"{base}_{n}.toml"
            n += 1
        return path

    def save(self) -> bool:
        if self.doc is None:
            return False
        path = self.save_path()
        try:
            write_text_atomic(path, self.doc.text, backup=True)
        except OSError as exc:
            self.app.show_message("Could not save", f"{path}: {exc}")
            return False
        old_name = self.recovery_name
        self.doc.mark_saved(path)
        recovery.clear(old_name)
        self.recovery_name = recovery.name_for(path, self.doc.layout_id)
        recovery.clear(self.recovery_name)
        n = sum(p.is_error for p in self.current_problems())
        self.say(f"Saved {path}" + (f" with {n} problem(s)" if n else ""))
        return True

    def _write_recovery(self) -> None:
        if self.doc is None:
            return
        try:
            recovery.write(self.recovery_name or recovery.name_for(self.doc.path, self.doc.layout_id),
                           self.doc.text, self.doc.path)
            self._recovered_version = self.doc.version
        except OSError:
            pass

    def back(self) -> None:
        def go():
            if self.standalone:
                self.app.quit()
            elif self.app.top is self:
                self.app.pop()

        self._guard_unsaved(go)

    def confirm_quit(self) -> bool:
        """The window's close button: ask first when there are unsaved changes."""
        if self.doc is None or not self.doc.dirty:
            return True
        self._guard_unsaved(self.app.quit)
        return False
