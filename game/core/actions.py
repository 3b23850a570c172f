"""Actions: the small immutable records a seat chooses from `legal_actions`.

An action has a `kind` and named parameters whose values are JSON scalars or tuples of them.
It round-trips through JSON exactly, so records replay and equality checks work on loaded files.
"""
from __future__ import annotations

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


class Action:
    __slots__ = ("kind", "params", "_hash")

    def __init__(self, kind: str, **params: Any):
        object.__setattr__(self, "kind", kind)
        # Fast path: most parameters are plain scalars (this runs for every legal action listed).
        frozen = tuple((k, v if type(v) in _SCALARS else _freeze(v)) for k, v in sorted(params.items()))
        object.__setattr__(self, "params", frozen)
        object.__setattr__(self, "_hash", hash((kind, frozen)))

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
        return isinstance(other, Action) and self.kind == other.kind and self.params == other.params

    def __hash__(self) -> int:
        return self._hash

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
