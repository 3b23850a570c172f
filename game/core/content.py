"""Loading content TOML with errors that name the file, the key and the line."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from .errors import DataFileError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


def load_toml(path) -> dict:
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataFileError(path, "the file does not exist") from None
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
        where = f"line {m.group(1)}, column {m.group(2)}" if m else ""
        problem = re.sub(r" \(at line.*", "", msg)
        raise DataFileError(path, f"not valid TOML: {problem}", where=where) from None


def find_line(path, needle: str) -> int:
    """The 1-based line of the first occurrence of `needle` in the file, or 0."""
    try:
        for i, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
            if needle in line:
                return i
    except OSError:
        pass
    return 0
