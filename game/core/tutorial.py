"""A game's tutorial script: a prepared deal played by the real engine, step by step (data/tutorial.toml).

    version = 1
    title = "Learn to play Zombie: Survival Infection"
    seed = 12                 # the deal
    players = 3
    you = 0                   # the seat the learner plays; every other seat is a computer at `level`
    level = "normal"
    end = "You know the turn now. Play the rest of the game as you like."
    [options]                 # the game's options, as the lobby gives them (variant = "standard", ...)

    [[step]]
    say = "Give the Survival Die to Camp 2: click Camp 2."   # what to do and why (one or two sentences)
    expect = { kind = "pass_die", to = 1 }       # the move: its kind and the parameters that pick it
    after = "Whoever holds it rolls it next."    # what just happened (optional)

The learner's seat is asked each step's move in order; the computer seats between them play as at any table,
from the session's seeded generators, so the same script always meets the same game. `check(script,
seat_agent)` plays the whole script headless and refuses it (DataFileError naming the file and the step) when
a step's move is not legal where the script reaches it, matches more than one legal move, or the game ends
first: a rule or a card whose data changed under the script is caught when the tutorial opens, not mid-lesson.
The engine side never imports game.ai: the caller hands in `seat_agent`, as Session takes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from .actions import Action
from .content import ContentFile, Either, Flag, Mapping, Seq, Table, Text, Whole, content_dir
from .errors import DataFileError

VERSION = 1
MAX_STEPS = 40
FILE = "tutorial.toml"

_VALUE = Either(Text(max_len=80), Whole(None, None), Flag(), Seq(Either(Text(max_len=80), Whole(None, None)),
                                                                 max_len=20))
STEP = Table({
    "say": Text(max_len=400),
    "expect": Mapping(_VALUE, key=Text(max_len=40), max_len=12),
    "after": (Text(max_len=400, nonempty=False), ""),
})
SCHEMA = Table({
    "version": Whole(VERSION, VERSION),
    "title": Text(max_len=80),
    "seed": Whole(0, 2_000_000_000),
    "players": Whole(1, 12),
    "you": (Whole(0, 11), 0),
    "level": (Text(("easy", "normal")), "normal"),
    "options": (Mapping(Either(Text(max_len=80), Whole(None, None), Flag()), key=Text(max_len=40)), {}),
    "step": Seq(STEP, min_len=1, max_len=MAX_STEPS),
    "end": Text(max_len=400),
})


@dataclass(frozen=True)
class TutorialStep:
    say: str
    expect: dict  # {"kind": ..., parameter: value}
    after: str


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    path: Path
    title: str
    seed: int
    players: int
    you: int
    level: str
    options: dict
    steps: tuple
    end: str

    def seats(self) -> list:
        """The seats of the prepared game: the learner's, and computer seats at the script's level."""
        return [{"kind": "human", "name": "You"} if i == self.you else {"kind": "ai", "level": self.level, "name": ""}
                for i in range(self.players)]


def path_of(game_id: str) -> Path:
    return content_dir(game_id) / FILE


def has_tutorial(game_id: str) -> bool:
    return path_of(game_id).is_file()


def load(game_id: str, path=None) -> Tutorial:
    """The game's script, checked against the schema (DataFileError naming the file, the key and the line)."""
    file = ContentFile(path if path is not None else path_of(game_id))
    data = file.check(SCHEMA)
    if data["you"] >= data["players"]:
        file.fail("you", f"seat {data['you']} is not one of the {data['players']} seats (they count from 0)")
    for i, step in enumerate(data["step"]):
        if not isinstance(step["expect"].get("kind"), str):
            file.fail(f"step[{i}].expect", "names no move: give its kind (kind = \"...\")")
    steps = tuple(TutorialStep(s["say"], dict(s["expect"]), s["after"]) for s in data["step"])
    return Tutorial(game_id, file.path, data["title"], data["seed"], data["players"], data["you"], data["level"],
                    dict(data["options"]), steps, data["end"])


def words(tutorial: Tutorial) -> int:
    """How many words the lesson gives to read (every step's say and after, and its end)."""
    return sum(len(s.say.split()) + len(s.after.split()) for s in tutorial.steps) + len(tutorial.end.split())


def minutes(tutorial: Tutorial) -> int:
    """About how long the lesson takes: its words read at ~200 a minute, and ~10 s a move."""
    return max(1, round(words(tutorial) / 200 + len(tutorial.steps) * 10 / 60))


def matches(action: Action, expect: dict) -> bool:
    """True when `action` is of the expected kind and has every named parameter at the named value (a list in
    the script equals the action's tuple)."""
    if action.kind != expect.get("kind"):
        return False
    params = dict(action.params)
    for key, want in expect.items():
        if key == "kind":
            continue
        have = params.get(key, _MISSING)
        if isinstance(want, list):
            want = tuple(want)
        if isinstance(have, list):
            have = tuple(have)
        if have != want:
            return False
    return True


_MISSING = object()


def expected_action(step: TutorialStep, legal: list) -> tuple:
    """(the one legal action the step expects or None, how many legal actions it matches)."""
    found = [a for a in legal if matches(a, step.expect)]
    return (found[0] if len(found) == 1 else None), len(found)


def describe(expect: dict) -> str:
    """A step's move as the refusal names it: kind, then its parameters."""
    rest = ", ".join(f"{k} = {v!r}" for k, v in expect.items() if k != "kind")
    return f"{expect.get('kind')}" + (f" ({rest})" if rest else "")


def refuse(tutorial: Tutorial, index: int, problem: str):
    raise DataFileError(tutorial.path, problem, f"step[{index}], step {index + 1} of {len(tutorial.steps)}")


def advance(session, you: int, limit: int = 10_000) -> bool:
    """Let the computer seats play, and take the learner's only move where the table takes it for them
    (Session.forced_action), until the learner's seat is asked a real choice (True) or the game ends (False)."""
    for _ in range(limit):
        if session.over:
            return False
        if session.deciding_seat() == you:
            forced = session.forced_action()
            if forced is None:
                return True
            session.apply(forced)
            continue
        session.ai_step()
    return False


def check(tutorial: Tutorial, seat_agent: Callable, session_factory: Optional[Callable] = None) -> list:
    """Play the whole script headless; the actions the learner makes, in order. Refuses the script (a
    DataFileError naming its file and step) where a step's move is not the one legal move it names."""
    from .session import Session

    make = session_factory or (lambda: Session(tutorial.game_id, tutorial.seats(), dict(tutorial.options),
                                               tutorial.seed, seat_agent=seat_agent))
    session = make()
    chosen = []
    for i, step in enumerate(tutorial.steps):
        if not advance(session, tutorial.you):
            refuse(tutorial, i, "the game is over before this step: the script asks for more moves than the "
                                "prepared game has")
        legal = session.legal()
        action, n = expected_action(step, legal)
        if action is None:
            kinds = sorted({a.kind for a in legal})
            if n == 0:
                refuse(tutorial, i, f"expects {describe(step.expect)}, which is not a legal move here; the legal "
                                    f"moves are of the kinds {', '.join(kinds)}")
            refuse(tutorial, i, f"expects {describe(step.expect)}, which matches {n} legal moves; name more of "
                                "its parameters so it picks one")
        session.apply(action)
        chosen.append(action)
    return chosen
