"""The program's version, one answer wherever it runs.

    from game.core.version import get_version
    get_version()          # "0.1.0"

pyproject.toml is the only place the version is written by hand. At run time it is found, in order:
1. pyproject.toml read from paths.ROOT: a source checkout, installed with `pip install -e .` or never
   installed (the file beside the code is the version of the code that runs; an editable install's
   metadata keeps the version it had when it was installed; and reading it is cheap, while
   importlib.metadata costs 15-30 ms of every start);
2. the installed package's metadata (a wheel: no pyproject.toml at paths.ROOT), via importlib.metadata;
3. game/_version.py, which build_exe.py writes before a PyInstaller build (the packaged app has
   neither metadata nor pyproject.toml).
In a packaged build (sys.frozen) the stamped game/_version.py is asked first: it is the version
that was built. No pygame here.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import Optional

from game.core import paths

DIST_NAME = "dreadboard"
UNKNOWN = "0+unknown"


def _from_metadata() -> Optional[str]:
    try:
        from importlib import metadata
    except ImportError:  # pragma: no cover - Python < 3.8
        return None
    try:
        return metadata.version(DIST_NAME)
    except Exception:  # PackageNotFoundError, or broken metadata
        return None


def read_pyproject_version(pyproject: Path) -> Optional[str]:
    """project.version from a pyproject.toml, or None if it is missing or unreadable."""
    try:
        try:
            import tomllib
        except ModuleNotFoundError:  # Python < 3.11
            import tomli as tomllib  # type: ignore[no-redef]
        with open(pyproject, "rb") as fh:
            data = tomllib.load(fh)
    except Exception:
        return None
    project = data.get("project") or {}
    if project.get("name") not in (None, DIST_NAME):
        return None
    version = project.get("version")
    return str(version) if version else None


def _from_pyproject() -> Optional[str]:
    return read_pyproject_version(paths.ROOT / "pyproject.toml")


def _from_stamp() -> Optional[str]:
    try:
        from game import _version  # written by build_exe.py; absent in a source checkout
    except ImportError:
        return None
    return getattr(_version, "VERSION", None) or None


@lru_cache(maxsize=1)
def get_version() -> str:
    sources = [_from_pyproject, _from_metadata, _from_stamp]
    if getattr(sys, "frozen", False):
        sources = [_from_stamp, _from_metadata, _from_pyproject]
    for source in sources:
        version = source()
        if version:
            return version
    return UNKNOWN


def describe() -> str:
    """One line for reports: 'Dreadboard 0.1.0 (source)' or '... (packaged)'."""
    kind = "packaged" if getattr(sys, "frozen", False) else "source"
    return f"{paths.APP_NAME} {get_version()} ({kind})"
