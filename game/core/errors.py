"""Errors a player or author can read: each names what went wrong and where."""
from __future__ import annotations


class IllegalAction(Exception):
    """An action that the rules do not allow now. The state is left untouched."""


class DataFileError(Exception):
    """A save, record, map or content file that cannot be used.

    `path` names the file, `where` the key or line (may be empty), `problem` what is wrong.
    """

    def __init__(self, path, problem: str, where: str = ""):
        self.path = str(path)
        self.where = where
        self.problem = problem
        loc = f"{self.path}" + (f" ({where})" if where else "")
        super().__init__(f"{loc}: {problem}")
