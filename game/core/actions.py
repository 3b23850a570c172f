"""Actions: the small immutable records a seat chooses from `legal_actions`.

An action has a `kind` and named parameters whose values are JSON scalars or tuples of them.
It round-trips through JSON exactly, so records replay and equality checks work on loaded files.

Actions are interned: building an action equal to one built before (same kind, same parameters in
any order, lists or tuples alike) usually returns that same object. Building a legal list again then
costs a dictionary look-up per action instead of sorting and freezing its parameters, and `apply`
finds the chosen action in the legal list by identity at C speed (`contains`). The table is
emptied when it grows large (a long tournament meets many distinct discards), so equality still
compares content when two equal actions are different objects. Parameters compare as Python compares
them (1 == True == 1.0): actions that differ only so are equal.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import repeat
from operator import is_
from typing import Any


_SCALARS = (int, str, bool, float, type(None))


def _freeze(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple and all(type(v) in _SCALARS for v in value):
        return value  # already frozen: the common case for targets and card lists
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action parameters may not be dicts")
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


# (kind, *params.items()) as a call site wrote them -> the Action with that content.
_BY_CALL: dict = {}
# (kind, parameters sorted by name and frozen) -> the Action with that content.
_CANON: dict = {}
_TABLE_LIMIT = 100_000  # entries; then both tables start afresh (about 30 MB at most)


def _intern(kind: str, params: dict, call_key) -> "Action":
    frozen = tuple((k, v if type(v) in _SCALARS else _freeze(v)) for k, v in sorted(params.items()))
    key = (kind, frozen)
    action = _CANON.get(key)
    if action is None:
        if len(_CANON) >= _TABLE_LIMIT or len(_BY_CALL) >= _TABLE_LIMIT:
            _CANON.clear()
            _BY_CALL.clear()
        action = object.__new__(Action)
        object.__setattr__(action, "kind", kind)
        object.__setattr__(action, "params", frozen)
        object.__setattr__(action, "_hash", hash(key))
        _CANON[key] = action
    if call_key is not None:
        _BY_CALL[call_key] = action
    return action


def _rebuild(kind: str, params: tuple) -> "Action":
    """Unpickling and copies go through the table too."""
    return Action(kind, **dict(params))


def maker(kind: str, *names: str):
    """A fast constructor for one kind of action, for the legal lists a game builds every step:
    `MOVE = maker("move", "to")` once, then `MOVE(t)` is `Action("move", to=t)`, found in a C-speed
    cache after the first time (positional values, hashable: tuples, not lists)."""

    @lru_cache(maxsize=1 << 16)  # room for every pair of cards a Zombie hand may discard
    def make(*values):
        return Action(kind, **dict(zip(names, values)))

    make.__name__ = make.__qualname__ = f"make_{kind}"
    return make


class ActionTable(dict):
    """Actions kept in nested dictionaries for the legal lists built most often: `table[a][b]` (as many
    keys as `depth`) is `build(a, b)`, made on the first look-up and then found by a plain dictionary
    look-up of each key (no argument tuple to build and hash, as a `maker` call needs). The keys are
    small hashable values (card uids, camp numbers); `build` returns an Action."""

    __slots__ = ("_build", "_depth", "_prefix")

    def __init__(self, build, depth: int = 1, prefix: tuple = ()):
        super().__init__()
        self._build, self._depth, self._prefix = build, depth, prefix

    def __missing__(self, key):
        if self._depth == 1:
            value = self._build(*self._prefix, key)
        else:
            value = ActionTable(self._build, self._depth - 1, (*self._prefix, key))
        self[key] = value
        return value


def contains(actions, action) -> bool:
    """`action in actions`, fast: an identity scan in C first (interned actions are usually the very
    objects listed), then a comparison of content."""
    return any(map(is_, actions, repeat(action))) or action in actions


class Action:
    __slots__ = ("kind", "params", "_hash")

    def __new__(cls, kind: str, **params: Any):
        key = (kind, *params.items())
        try:
            action = _BY_CALL.get(key)
        except TypeError:  # a list among the parameters: frozen on the slow path
            return _intern(kind, params, None)
        if action is None:
            return _intern(kind, params, key)
        return action

    def __setattr__(self, name, value):
        raise AttributeError("Action is immutable")

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is Action and self._hash == other._hash and self.kind == other.kind
                                 and self.params == other.params)

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self):
        return (_rebuild, (self.kind, self.params))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{', ' if args else ''}{args})"

    def to_json(self) -> dict:
        out = {"kind": self.kind}
        out.update({k: _thaw(v) for k, v in self.params})
        return out

    @classmethod
    def from_json(cls, data: dict) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action must be an object with a string 'kind'")
        params = {k: v for k, v in data.items() if k != "kind"}
        return cls(data["kind"], **params)
