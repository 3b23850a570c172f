"""The step log `simulate --record` writes: one JSON object per line, one line per decision.

Each line carries what is needed to rebuild its game (game, seed, seats, options) beside the step
(its number from 1, the seat, the action, the events and the state after it), so the file replays
line by line: a game starts at step 1 and every later line must be the next step of it. The
recorded state is checked against the replayed one at every line.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .actions import Action
from .engine import state_hash
from .errors import DataFileError, IllegalAction
from .jsonfile import parse_json_text
from .safe_read import open_regular

FORMAT = "dreadboard-steps"
VERSION = 1
MAX_LINE = 50_000_000  # a state is a few kB; a longer line is not one of ours


def step_line(game_id: str, seed: int, seats: int, options: dict, step: int, seat: int, action: Action,
              events: list, state_json: dict) -> str:
    return json.dumps({"format": FORMAT, "version": VERSION, "game": game_id, "seed": seed, "seats": seats,
                       "options": options, "step": step, "seat": seat, "action": action.to_json(),
                       "events": events, "state": state_json}, separators=(",", ":")) + "\n"


def is_step_log(path) -> bool:
    """True if the file's first line is one of our step lines (or the older ones without a format)."""
    try:
        with open_regular(path, "step log") as fh:  # a named pipe or a device is not one (and never blocks)
            first = fh.readline(MAX_LINE)
        row = json.loads(first.decode("utf-8"))
    except (DataFileError, OSError, UnicodeDecodeError, ValueError, RecursionError):
        return False
    return isinstance(row, dict) and (row.get("format") == FORMAT or {"step", "action", "state"} <= set(row))


@dataclass
class ReplayedGame:
    first_line: int
    last_line: int
    seed: int
    steps: int
    result: Optional[dict]
    state_hash: str


def replay(path, line: Optional[int] = None) -> list:
    """Replay every game in the file (or, with `line`, the game holding that line up to it).
    Returns a list of ReplayedGame; raises DataFileError naming the line on any problem."""
    path = Path(path)
    games: list = []
    current = None  # [rules, state, key, ReplayedGame]
    found = False
    n = 0
    fh = open_regular(path, "step log")
    with fh:
        for n, raw in enumerate(_lines(path, fh), 1):
            if line is not None and n > line:
                break
            if not raw.strip():
                continue
            row = _parse(path, n, raw)
            where = f"line {n}"
            key = (row["game"], row["seed"], row["seats"], json.dumps(row["options"], sort_keys=True))
            if row["step"] == 1:
                current = _start(path, where, row, key, n)
                games.append(current[3])
            elif current is None or current[2] != key or row["step"] != current[3].steps + 1:
                before = "no step 1 before it" if current is None else f"the line before is step {current[3].steps}"
                raise DataFileError(path, f"step {row['step']} does not follow on ({before} of "
                                          f"{'this' if current and current[2] == key else 'another'} game)", where)
            _step(path, where, row, current)
            current[3].last_line = n
            found = found or n == line
    if line is not None and not found:
        raise DataFileError(path, f"there is no step on line {line} (the file has {n} lines)")
    if line is not None:
        return games[-1:]
    if not games:
        raise DataFileError(path, "the file holds no steps")
    return games


def _lines(path, fh):
    """The file's lines, none read past MAX_LINE + 1 bytes (a file of one endless line is not read whole)."""
    while True:
        try:
            raw = fh.readline(MAX_LINE + 1)
        except OSError as exc:
            raise DataFileError(path, f"the step log cannot be read ({exc.strerror or exc})") from None
        if not raw:
            return
        yield raw


def _parse(path, n: int, raw: bytes) -> dict:
    where = f"line {n}"
    if len(raw) > MAX_LINE:
        raise DataFileError(path, "the line is far too long for a step", where)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DataFileError(path, "the line is not UTF-8 text", where) from None
    try:
        row = parse_json_text(text, path, what="line")
    except DataFileError as exc:
        inner = exc.where.replace("line 1, ", "") if exc.where else ""
        raise DataFileError(path, exc.problem, where + (f", {inner}" if inner else "")) from None
    if not isinstance(row, dict):
        raise DataFileError(path, "a step line must be a JSON object", where)
    if row.get("format") != FORMAT:
        if {"step", "action"} <= set(row) and "game" not in row:
            raise DataFileError(path, "this step log was written by an older simulate that did not record the "
                                      "game and seed, so it cannot be replayed; record it again", where)
        raise DataFileError(path, f"not a Dreadboard step line (format is {row.get('format')!r})", where)
    if not isinstance(row.get("version"), int) or isinstance(row["version"], bool) or row["version"] > VERSION:
        raise DataFileError(path, f"step log version {row.get('version')!r} is not one this Dreadboard reads "
                                  f"(up to {VERSION})", f"{where}, version")
    for key, typ in (("game", str), ("options", dict), ("seed", int), ("seats", int), ("step", int),
                     ("seat", int), ("action", dict), ("state", dict)):
        if not isinstance(row.get(key), typ) or isinstance(row.get(key), bool):
            raise DataFileError(path, f"'{key}' is missing or has the wrong type (expected {typ.__name__})",
                                f"{where}, {key}")
    if row["step"] < 1:
        raise DataFileError(path, "steps count from 1", f"{where}, step")
    return row


def _start(path, where: str, row: dict, key, n: int) -> list:
    from .records import new_game_checked

    rules, state = new_game_checked(row["game"], row["seed"], row["seats"], row["options"], path, where + ", ")
    return [rules, state, key, ReplayedGame(n, n, row["seed"], 0, None, "")]


def _step(path, where: str, row: dict, current: list) -> None:
    rules, state, _key, game = current
    if rules.result(state) is not None:
        raise DataFileError(path, f"step {row['step']} comes after the end of its game", where)
    try:
        action = Action.from_json(row["action"])
    except (ValueError, TypeError) as exc:
        raise DataFileError(path, str(exc), f"{where}, action") from None
    seat = rules.decision(state).seat
    if row["seat"] != seat:
        raise DataFileError(path, f"the line says seat {row['seat']} decides, the game says seat {seat}",
                            f"{where}, seat")
    try:
        rules.apply(state, action)
    except IllegalAction as exc:
        raise DataFileError(path, f"step {row['step']} cannot be replayed: {exc}", f"{where}, action") from None
    except (ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError) as exc:
        # a hand-edited parameter the rules never expected (as records.replay does)
        raise DataFileError(path, f"step {row['step']} cannot be replayed ({exc.__class__.__name__}: {exc})",
                            f"{where}, action") from None
    game.steps = row["step"]
    game.state_hash = rules.hash(state)
    if state_hash(row["state"]) != game.state_hash:
        raise DataFileError(path, f"the replayed state after step {row['step']} differs from the recorded one",
                            f"{where}, state")
    game.result = rules.result(state)
