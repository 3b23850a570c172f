"""A game's options checked against what the game itself declares (GameInfo.variants and .options).

Records, saves and step logs carry the options their game was set up with; a hand-edited or damaged
file may hold a variant the game does not have (or one written in look-alike characters: full-width
letters, a zero-width space), an option the game never had, or a value of the wrong type. The rules
engines must not guess at such a game, and a file holding one must be refused by name
("options.variant: ..."), not later by its state hash. Every reader of a record and every engine's
`new_game` asks `problem` / `check` here, so there is one check and it follows the declarations.

A game that declares no variants is played in its one standard form: "standard" names it (the
lobby and the app's other start paths write it into every record).
"""
from __future__ import annotations

import math
import unicodedata
from typing import Optional

from .user_text import visible

STANDARD = "standard"
SHOWN_CHARS = 40  # a longer value is cut, with its length said


class OptionError(ValueError):
    """An option a game does not take: `key` names it ("" for the options as a whole)."""

    def __init__(self, key: str, problem: str):
        self.key, self.problem = key, problem
        super().__init__(f"{where_of(key)}: {problem}")


def variant_ids(info) -> tuple:
    return tuple(v.id for v in info.variants) or (STANDARD,)


def where_of(key: str) -> str:
    """The place of option `key` in a record, as messages name it: options.KEY."""
    return f"options.{safe_key(key)}" if key else "options"


def safe_key(key) -> str:
    if isinstance(key, str) and key.isascii() and key.isprintable() and 0 < len(key) <= SHOWN_CHARS:
        return key
    return shown(key)


def shown(value) -> str:
    """A value from a file in a player's words: text quoted, with its invisible characters named and a
    long one cut; numbers, true/false and null as JSON writes them; a list or an object said so."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        if value.bit_length() > 128:  # far past any option; str() of a 5000-digit number is refused
            return f"a number of about {int(value.bit_length() * math.log10(2)) + 1} digits"
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value) if abs(value) < 1e16 else "a number far too large"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    if not isinstance(value, str):
        return "a value of an unknown kind"
    seen = visible(value)
    text = seen if len(seen) <= SHOWN_CHARS else seen[:SHOWN_CHARS] + "…"
    out = f"'{text}'"
    notes = []
    hidden = [ch for ch in value if ch not in seen]
    if len(value) > SHOWN_CHARS:
        notes.append(f"{len(value)} characters long")
    if hidden:
        codes = sorted({f"U+{ord(ch):04X}" for ch in hidden})
        notes.append(f"with {len(hidden)} invisible character{'s' if len(hidden) > 1 else ''}, "
                     f"{', '.join(codes[:3])}{', …' if len(codes) > 3 else ''}")
    return out + (f" ({'; '.join(notes)})" if notes else "")


def _look_alike(value, allowed) -> str:
    """', which looks like 'standard' ...' when `value` is one of `allowed` written in other characters."""
    if not isinstance(value, str) or value in allowed:
        return ""
    plain = unicodedata.normalize("NFKC", visible(value)).strip()
    for choice in allowed:
        if isinstance(choice, str) and plain.casefold() == choice.casefold():
            return f" (it looks like '{choice}' but is not written the same)"
    return ""


def _listed(choices) -> str:
    return ", ".join(c if isinstance(c, str) and "," not in c else shown(c) for c in choices)


def _same(value, choice) -> bool:
    """`value` is `choice` (1 is not true, 2.0 is not 2: a file says what it holds)."""
    return type(value) is type(choice) and value == choice


def _picks_problem(option, value, seats) -> Optional[str]:
    count = option.pick_count or seats
    names = [n.strip() for n in value.split(",")]
    if count and len(names) != count:
        return f"names {len(names)}, not {count}"
    if len(set(names)) != len(names):
        return "names one twice"
    unknown = [n for n in names if n not in option.picks]
    if unknown:
        return f"{shown(unknown[0])} is not one of them"
    return None


def _value_problem(info, option, value, seats) -> Optional[str]:
    if option.kind == "bool":
        return None if isinstance(value, bool) else f"must be true or false, not {shown(value)}"
    if option.kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            return f"must be a whole number, not {shown(value)}"
        nums = [c for c in option.choices if isinstance(c, int) and not isinstance(c, bool)]
        if len(nums) >= 2 and not min(nums) <= value <= max(nums):
            return f"must be from {min(nums)} to {max(nums)}, not {shown(value)}"
        return None
    if any(_same(value, c) for c in option.choices):
        return None
    if option.picks and isinstance(value, str) and "," in value:
        why = _picks_problem(option, value, seats)
        if why is None:
            return None
    many = f"{option.pick_count} different names" if option.pick_count else "a different name per player"
    more = f"; or {many} from {_listed(option.picks)}, with commas between" if option.picks else ""
    return (f"{shown(value)} is not a choice of {info.name} for {option.name} ({_listed(option.choices)}"
            f"{more}){_look_alike(value, option.choices)}")


def problem(info, options, seats: Optional[int] = None) -> Optional[tuple]:
    """(key, what is wrong) for the first option in `options` that game `info` does not take, or None.
    `seats` is the table's size (an option naming one character per seat counts them)."""
    if not isinstance(options, dict):
        return "", f"the options must be an object, not {shown(options)}"
    declared = {o.id: o for o in info.options}
    for key, value in options.items():
        if key == "variant":
            ids = variant_ids(info)
            if not isinstance(value, str):
                return key, f"the variant is a word, not {shown(value)}"
            if value not in ids:
                return key, f"{shown(value)} is not a variant of {info.name} ({', '.join(ids)}){_look_alike(value, ids)}"
            continue
        option = declared.get(key)
        if option is None:
            known = ", ".join(["variant", *declared])
            return key, f"{info.name} has no option {shown(key)} (its options: {known}){_look_alike(key, declared)}"
        why = _value_problem(info, option, value, seats)
        if why:
            return key, why
    return None


def check(info, options, seats: Optional[int] = None) -> None:
    """Raise OptionError for the first option game `info` does not take (the engines' new_game)."""
    found = problem(info, options if options is not None else {}, seats)
    if found:
        raise OptionError(*found)


def from_text(info, key: str, text: str):
    """An option typed on a command line as the value the game declares: true/false for a yes-no option,
    a whole number, or the choice written so; any other text is kept as it is (for `check` to judge)."""
    option = next((o for o in info.options if o.id == key), None)
    if option is None:
        return text
    if option.kind == "bool" and text.lower() in ("true", "false"):
        return text.lower() == "true"
    for choice in option.choices:
        if str(choice) == text:
            return choice
    if option.kind == "int":
        try:
            return int(text)
        except ValueError:
            return text
    return text
