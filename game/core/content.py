"""Loading content TOML with errors that name the file, the key and the line.

Every game's content loader describes its files with the small schema below (Text, Whole, Flag,
Seq, Table, Mapping, Tagged, Either) and checks them through one `ContentFile`: a wrong type, a
number out of range, a missing or unknown key, an unknown kind all raise DataFileError naming the
file, the key path (such as `card[12].effects[0].n`) and its line. Line numbers come from one pass
over the file, made only when a problem is reported. The file is read through game/core/safe_read.py
(a named pipe or a device is refused unread) and parsed by game/core/toml_text.py, as maps are.

Where the content comes from: a game's data/ folder, unless `use_override(game_id, folder)` (tests,
modders) or the DREADBOARD_CONTENT environment variable (a folder holding one sub-folder per game)
points elsewhere.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Optional

from .errors import DataFileError
from .paths import game_data
from .safe_read import CONTENT_BYTES, read_bytes
from .toml_text import parse_toml, tomllib  # noqa: F401 (tomllib: re-exported for the tests and tools)

MAX_BYTES = CONTENT_BYTES  # our biggest content file is ~50 kB; a bigger one is not content
_OVERRIDES: dict = {}


# -- where the files are -------------------------------------------------------------------------
# The engines ask for their content on every card look-up (a search asks millions of times), so the
# folder is remembered per game; DREADBOARD_CONTENT is read once, and again after any `use_override`.
_FOLDERS: dict = {}
_ON_OVERRIDE: list = []  # callables that forget content a game bound once (see on_override)


def on_override(forget) -> None:
    """Call `forget()` whenever a content override starts or ends: a game that binds its content once
    (its state's card look-up, asked millions of times by a search) registers here, so it never keeps
    serving the other folder's cards."""
    _ON_OVERRIDE.append(forget)


def use_override(game_id: str, folder=None) -> None:
    """Make `content_dir(game_id)` return `folder` (None removes the override)."""
    if folder is None:
        _OVERRIDES.pop(game_id, None)
    else:
        _OVERRIDES[game_id] = Path(folder)
    _FOLDERS.clear()
    for forget in _ON_OVERRIDE:
        forget()


def content_dir(game_id: str) -> Path:
    return Path(content_folder(game_id))


def content_folder(game_id: str) -> str:
    """`content_dir` as a string, remembered: the cheap key the games' content caches are kept by."""
    hit = _FOLDERS.get(game_id)
    if hit is None:
        hit = _FOLDERS[game_id] = str(_find_folder(game_id, os.environ.get("DREADBOARD_CONTENT")))
    return hit


def _find_folder(game_id: str, env) -> Path:
    if game_id in _OVERRIDES:
        return _OVERRIDES[game_id]
    if env and (Path(env) / game_id).is_dir():
        return Path(env) / game_id
    return game_data(game_id)


# -- reading -------------------------------------------------------------------------------------
def read_toml_text(path) -> str:
    """The text of a content file (a regular file of at most MAX_BYTES, in UTF-8), or DataFileError."""
    path = Path(path)
    raw = read_bytes(path, MAX_BYTES, "file")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise DataFileError(path, "the file is not UTF-8 text", where=f"line {line}") from None


def load_toml(path) -> dict:
    return parse_toml(read_toml_text(path), Path(path))


def find_line(path, needle: str) -> int:
    """The 1-based line of the first occurrence of `needle` in the file, or 0."""
    try:
        text = read_toml_text(path)
    except DataFileError:
        return 0
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    return 0


def line_index(text: str) -> dict:
    """Key path -> 1-based line for the tables and keys of a TOML text, in one pass:
    `[[card]]` headers count as card[0], card[1]...; `key =` lines as <table>.key."""
    index: dict = {}
    counts: dict = {}
    table = ""
    in_string = False
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        opens_or_closes = s.count('"""') % 2 or s.count("'''") % 2
        if in_string:  # inside a multi-line string: no keys here
            in_string = not opens_or_closes
            continue
        in_string = bool(opens_or_closes)
        m = re.match(r'^\[\[\s*([\w\-."]+)\s*\]\]\s*(#.*)?$', s)
        if m:
            name = m.group(1).replace('"', "")
            table = f"{name}[{counts.get(name, 0)}]"
            counts[name] = counts.get(name, 0) + 1
            index.setdefault(table, n)
            continue
        m = re.match(r'^\[\s*([\w\-."]+)\s*\]\s*(#.*)?$', s)  # not a line of a multi-line array
        if m:
            table = m.group(1).replace('"', "")
            index.setdefault(table, n)
            continue
        m = re.match(r'^("[^"]*"|[A-Za-z0-9_\-\.]+)\s*=', s)
        if m:
            key = m.group(1).strip('"')
            index.setdefault(f"{table}.{key}" if table else key, n)
    return index


_LAST_PART = re.compile(r"(\[\d+\]|\.[^.\[]+)$")


# -- the schema ----------------------------------------------------------------------------------
REQUIRED = object()


class Spec:
    """One kind of value. `check` returns the value (tables with their defaults filled in) or
    calls `file.fail(where, problem)`."""

    what = "a value"

    def check(self, file: "ContentFile", value: Any, where: str) -> Any:  # pragma: no cover
        raise NotImplementedError


class Text(Spec):
    def __init__(self, choices=None, max_len: int = 2000, nonempty: bool = True):
        self.choices = tuple(choices) if choices is not None else None
        self.max_len, self.nonempty = max_len, nonempty
        self.what = f"one of {', '.join(map(repr, self.choices))}" if self.choices else "text"

    def check(self, file, value, where):
        if not isinstance(value, str):
            file.wrong_type(where, self.what, value)
        if self.choices is not None and value not in self.choices:
            file.fail(where, f"{_show(value)} is not {self.what}")
        if self.nonempty and not value.strip():
            file.fail(where, "must not be empty")
        if len(value) > self.max_len:
            file.fail(where, f"is {len(value)} characters long; at most {self.max_len}")
        return value


class Whole(Spec):
    def __init__(self, lo: Optional[int] = 0, hi: Optional[int] = 1000):
        self.lo, self.hi = lo, hi
        self.what = f"a whole number from {lo} to {hi}"

    def check(self, file, value, where):
        if not isinstance(value, int) or isinstance(value, bool):
            file.wrong_type(where, self.what, value)
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            file.fail(where, f"{_show(value)} is out of range: expected {self.what}")
        return value


class Flag(Spec):
    what = "true or false"

    def check(self, file, value, where):
        if not isinstance(value, bool):
            file.wrong_type(where, self.what, value)
        return value


class Seq(Spec):
    def __init__(self, item: Spec, min_len: int = 0, max_len: int = 1000):
        self.item, self.min_len, self.max_len = item, min_len, max_len
        self.what = f"a list of {item.what}"

    def check(self, file, value, where):
        if not isinstance(value, list):
            file.wrong_type(where, self.what, value)
        if not self.min_len <= len(value) <= self.max_len:
            file.fail(where, f"has {len(value)} entries; expected {self.min_len} to {self.max_len}")
        return [self.item.check(file, v, f"{where}[{i}]") for i, v in enumerate(value)]


class Table(Spec):
    """A table with known keys: {key: spec} (required) or {key: (spec, default)}. `extra` allows
    keys the schema does not name (kept as they are)."""

    what = "a table"

    def __init__(self, fields: dict, extra: bool = False):
        self.fields = {k: (v if isinstance(v, tuple) else (v, REQUIRED)) for k, v in fields.items()}
        self.extra = extra

    def check(self, file, value, where):
        if not isinstance(value, dict):
            file.wrong_type(where, self.what, value)
        out = dict(value) if self.extra else {}
        for key, (spec, default) in self.fields.items():
            sub = f"{where}.{key}" if where else key
            if key in value:
                out[key] = spec.check(file, value[key], sub)
            elif default is REQUIRED:
                file.fail(sub, f"missing key '{key}'")
            else:  # a copy: a shared {} or [] default must not be changed through one file's data
                out[key] = type(default)(default) if isinstance(default, (dict, list)) else default
        if not self.extra:
            for key in value:
                if key not in self.fields:
                    file.fail(f"{where}.{key}" if where else key,
                              f"unknown key {_show(key)}; expected {', '.join(self.fields) or 'none'}")
        return out


class Mapping(Spec):
    """A table whose keys are data (each checked by `key`, default any name) with values of one spec."""

    def __init__(self, value: Spec, key: Optional[Spec] = None, max_len: int = 1000):
        self.value, self.key, self.max_len = value, key, max_len
        self.what = f"a table of {value.what}"

    def check(self, file, value, where):
        if not isinstance(value, dict):
            file.wrong_type(where, self.what, value)
        if len(value) > self.max_len:
            file.fail(where, f"has {len(value)} entries; at most {self.max_len}")
        out = {}
        for k, v in value.items():
            sub = f"{where}.{k}" if where else k
            if self.key is not None:
                self.key.check(file, k, sub)
            out[k] = self.value.check(file, v, sub)
        return out


class Tagged(Spec):
    """A table whose `tag` key picks its shape: {tag value: {param: spec}}; every param is required."""

    def __init__(self, tag: str, kinds: dict):
        self.tag, self.kinds = tag, kinds
        self.what = f"a table with {tag} = one of {', '.join(sorted(kinds))}"

    def check(self, file, value, where):
        if not isinstance(value, dict):
            file.wrong_type(where, self.what, value)
        kind = value.get(self.tag, None)
        if kind not in self.kinds if isinstance(kind, str) else True:
            file.fail(f"{where}.{self.tag}", f"unknown {self.tag} {_show(kind)}; expected one of "
                                             f"{', '.join(sorted(self.kinds))}")
        return Table({self.tag: Text(), **self.kinds[kind]}).check(file, value, where)


class Either(Spec):
    def __init__(self, *options: Spec):
        self.options = options
        self.what = " or ".join(o.what for o in options)

    def check(self, file, value, where):
        for option in self.options:
            try:
                return option.check(file, value, where)
            except DataFileError:
                continue
        file.fail(where, f"{_show(value)} should be {self.what}")


def _show(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _type_name(value: Any) -> str:
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list",
            dict: "a table"}.get(type(value), type(value).__name__)


class ContentFile:
    """One content file: its parsed data, `check(spec)` against a schema, and `fail` naming its lines."""

    def __init__(self, path):
        self.path = Path(path)
        self.text = read_toml_text(self.path)  # kept: the lines of a problem are found in what was parsed
        self.data = parse_toml(self.text, self.path)
        self._index: Optional[dict] = None

    def check(self, spec: Spec, value: Any = REQUIRED, where: str = "") -> Any:
        return spec.check(self, self.data if value is REQUIRED else value, where)

    def line_of(self, where: str) -> int:
        if self._index is None:
            self._index = line_index(self.text)
        key = where
        while key:
            if key in self._index:
                return self._index[key]
            shorter = _LAST_PART.sub("", key)
            if shorter == key:
                break
            key = shorter
        return 0

    def by_id(self, rows: list, key: str) -> dict:
        """{row id: row} of a checked array of tables (`key` names the array), refusing a duplicate id."""
        out = {}
        for i, row in enumerate(rows):
            if row["id"] in out:
                self.fail(f"{key}[{i}].id", f"duplicate id {row['id']!r}")
            out[row["id"]] = row
        return out

    def fail(self, where: str, problem: str):
        line = self.line_of(where)
        raise DataFileError(self.path, problem, (where or "top level") + (f", line {line}" if line else ""))

    def wrong_type(self, where: str, expected: str, value: Any):
        self.fail(where, f"should be {expected}, not {_type_name(value)} {_show(value)}")
