"""Records and saves: versioned JSON that replays a whole game.

A record is {format, version, game, rules_version, options, seed, seats, actions}; replaying it from
the seed rebuilds every state. A save is a record plus the final state hash, checked on load. Files
are written atomically with a backup of the previous one; a bad file raises DataFileError naming the
file and the problem and is never overwritten.

`version` is the file format; `rules_version` is the game's `Rules.record_version` (absent: 1). A
record of older rules is carried over action by action (`Rules.migrate_action`) and replayed under
today's rules; its saved hash belongs to the older rules and is not compared. When it cannot be
replayed, the message says that the file comes from an older version of the game and why.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from .actions import Action
from .atomic import write_text_atomic
from .errors import DataFileError, IllegalAction
from .jsonfile import read_json
from .options_check import problem as options_problem
from .options_check import where_of

FORMAT = "dreadboard-record"
VERSION = 1
MAX_SEATS = 16  # far above any game's largest table


def make_record(game_id: str, options: dict, seed: int, seats: int, actions: list,
                state_hash: Optional[str] = None, meta: Optional[dict] = None) -> dict:
    from game.core.registry import get_rules

    try:
        rules_version = get_rules(game_id).record_version
    except KeyError:  # not a playable game: replay will say so
        rules_version = 1
    rec = {
        "format": FORMAT,
        "version": VERSION,
        "game": game_id,
        "rules_version": rules_version,
        "options": dict(options),
        "seed": seed,
        "seats": seats,
        "actions": [a.to_json() if isinstance(a, Action) else a for a in actions],
    }
    if state_hash is not None:
        rec["state_hash"] = state_hash
    if meta:
        rec["meta"] = meta
    return rec


def dumps(record: dict) -> str:
    return json.dumps(record, indent=1, sort_keys=False) + "\n"


def save(path, record: dict) -> None:
    write_text_atomic(path, dumps(record))


def load(path) -> dict:
    """Read and check a record or save file (structure only; `replay` checks the actions)."""
    path = Path(path)
    data = read_json(path)
    if not isinstance(data, dict):
        raise DataFileError(path, "the file does not hold a Dreadboard record (top level is not an object)")
    if data.get("format") != FORMAT:
        raise DataFileError(path, f"not a Dreadboard record (format is {data.get('format')!r})", where="format")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise DataFileError(path, "the version is missing or not a number", where="version")
    if version > VERSION:
        raise DataFileError(path, f"made by a newer Dreadboard (version {version}; this one reads up to {VERSION})",
                            where="version")
    if version < 1:
        raise DataFileError(path, f"unknown record version {version}", where="version")
    for key, typ in (("game", str), ("options", dict), ("seed", int), ("seats", int), ("actions", list)):
        if not isinstance(data.get(key), typ) or isinstance(data.get(key), bool):
            raise DataFileError(path, f"'{key}' is missing or has the wrong type (expected {typ.__name__})", where=key)
    if not 1 <= data["seats"] <= MAX_SEATS:
        raise DataFileError(path, f"'seats' is {data['seats']}; a game has 1 to {MAX_SEATS} seats", where="seats")
    rules_version = data.get("rules_version", 1)
    if not isinstance(rules_version, int) or isinstance(rules_version, bool) or rules_version < 1:
        raise DataFileError(path, f"the rules version must be a whole number from 1 (found {rules_version!r})",
                            where="rules_version")
    for i, act in enumerate(data["actions"]):
        if not isinstance(act, dict) or not isinstance(act.get("kind"), str):
            raise DataFileError(path, "an action must be an object with a 'kind'", where=f"actions[{i}]")
    check_options(data["game"], data["options"], data["seats"], path)
    return data


def check_options(game_id, options, seats, path="<record>", where: str = "") -> None:
    """Raise DataFileError naming options.KEY when game `game_id` does not take `options` (its own
    declared variants and options, game.core.options_check); an unknown game is left to `replay`."""
    from game.core.registry import get_info

    try:
        info = get_info(game_id)
    except KeyError:
        return
    found = options_problem(info, options, seats)
    if found:
        key, why = found
        raise DataFileError(path, why, where=f"{where}{where_of(key)}")


def new_game_checked(game_id, seed, seats, options, path="<record>", where: str = ""):
    """The game a record describes, set up from its seed: (rules, state). Every field a file could get
    wrong (an unknown game, a seat count out of range, an option of the wrong type or value) raises
    DataFileError naming it, prefixed by `where` (such as "line 3, ")."""
    from game.core.registry import get_rules

    try:
        rules = get_rules(game_id)
    except KeyError as exc:
        raise DataFileError(path, str(exc.args[0]) if exc.args else "unknown game", where=f"{where}game") from None
    info = rules.info
    if not -(1 << 63) <= seed < (1 << 64):
        raise DataFileError(path, "the seed is not a 64-bit number (Dreadboard never writes such a seed)",
                            where=f"{where}seed")
    if not info.min_seats <= seats <= info.max_seats:
        raise DataFileError(path, f"{info.name} is played by {info.min_seats} to {info.max_seats} seats, "
                                  f"not {seats}", where=f"{where}seats")
    check_options(game_id, options, seats, path, where)
    try:
        state = rules.new_game(seed, seats, options)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise DataFileError(path, f"cannot set up the game: {exc}", where=f"{where}options") from None
    return rules, state


def replay(record: dict, path="<record>", on_step=None):
    """Rebuild the final state of a record. Returns (rules, state).

    `on_step(index, seat, action, events, state)` is called after every action. A record whose
    action is illegal at its point, or whose final hash differs from its saved hash, raises
    DataFileError naming the step.
    """
    from game.core.registry import get_rules

    try:
        rules = get_rules(record["game"])
    except KeyError as exc:
        raise DataFileError(path, str(exc.args[0]) if exc.args else "unknown game", where="game") from None
    saved, current = record.get("rules_version", 1), rules.record_version
    older = saved < current
    why_older = (f"it was saved by an older Dreadboard ({rules.info.name} rules version {saved}; this one plays "
                 f"version {current}, whose rules or choices changed since)")
    if saved > current:
        raise DataFileError(path, f"made by a newer Dreadboard ({rules.info.name} rules version {saved}; this one "
                                  f"plays up to version {current})", where="rules_version")
    try:
        _, state = new_game_checked(record["game"], record["seed"], record["seats"], record["options"], path)
    except DataFileError as exc:
        if not older:
            raise
        raise DataFileError(path, f"{why_older}: {exc.problem}", where=exc.where) from None
    step = 0
    for i, data in enumerate(record["actions"]):
        try:
            carried = rules.migrate_action(data, saved) if older else [data]
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            raise DataFileError(path, f"{why_older}, and action {i} cannot be carried over: {exc}",
                                where=f"actions[{i}]") from None
        for part in carried:
            try:
                action = Action.from_json(part)
            except (ValueError, TypeError) as exc:
                raise DataFileError(path, str(exc), where=f"actions[{i}]") from None
            seat = rules.decision(state).seat
            try:
                events = rules.apply(state, action)
            except IllegalAction as exc:
                if older:
                    raise DataFileError(path, f"{why_older}, and its game cannot be replayed under today's rules: "
                                              f"action {i} is not allowed any more ({exc})",
                                        where=f"actions[{i}]") from None
                raise DataFileError(path, f"step {i} cannot be replayed: {exc}", where=f"actions[{i}]") from None
            except (ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError) as exc:
                # a hand-edited parameter the rules never expected: name the step, not a traceback
                raise DataFileError(path, f"step {i} cannot be replayed ({exc.__class__.__name__}: {exc})",
                                    where=f"actions[{i}]") from None
            if on_step:
                on_step(step, seat, action, events, state)
            step += 1
    expected = record.get("state_hash")
    if expected is not None and not older and expected != rules.hash(state):
        raise DataFileError(path, f"the replayed game does not match the saved one (hash {rules.hash(state)}, "
                                  f"saved {expected})", where="state_hash")
    return rules, state
