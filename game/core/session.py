"""A game being played at the table: rules, state, seats, the record, undo and saving.

No pygame here: the table scenes drive a Session, and tests drive it the same way. The UI asks
`view_for_screen()` for what to draw: only the view of the seat in front of the screen.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from game.core import instance_lock, records, saves
from game.core.actions import Action
from game.core.atomic import backup_path, write_text_new
from game.core.errors import DataFileError, IllegalAction
from game.core.paths import saves_dir
from game.core.seat_notes import check_marker, notes_to_json
from game.core.session_meta import check_meta, clean_name, default_seat_name, plain_seat_name
from game.core.rng import Rng
from game.core.registry import get_rules

# Events that reveal something or come from chance: undo never goes back past them. A game adds
# its own with a `undo_barriers` set on its Rules class.
BARRIER_EVENTS = {"roll", "draw", "reshuffle", "turn", "game_over"}


def undo_barriers(rules) -> set:
    """The event types a step may not be taken back past, for this game."""
    return BARRIER_EVENTS | set(getattr(rules, "undo_barriers", ()))


def is_barrier(events: list, barriers: set) -> bool:
    """True when undo may not go back past the step that made these events (the undo data the table keeps).
    An event counts by its type or by the type its private part gives some seat (a Terrorscape Survivor's
    search is "survivors_act" to the Killer and "search_item" to the Survivors)."""
    return any(e.get("type") in barriers
               or any(isinstance(p, dict) and p.get("type") in barriers for p in (e.get("private") or {}).values())
               for e in events)


@dataclass
class SeatConfig:
    kind: str = "human"  # human | ai
    name: str = ""
    level: str = "normal"  # easy | normal | hard (AI only)

    def to_json(self):
        return {"kind": self.kind, "name": self.name, "level": self.level}


@dataclass
class Step:
    seat: int
    action: Action
    events: list
    barrier: bool
    snapshot: object = field(repr=False, default=None)  # the state before this action, for undo


class Session:
    """`seat_agent(game_id, seat, level)` makes the agent of each computer seat: the caller (the app,
    a test) hands it in, so the engine side never imports game.ai (game.ai.seat_agent is the app's)."""

    def __init__(self, game_id: str, seats: list, options: Optional[dict] = None, seed: Optional[int] = None,
                 seat_agent: Optional[Callable] = None):
        self.game_id = game_id
        self.rules = get_rules(game_id)
        self.seats = [SeatConfig(s.kind, s.name, s.level) if isinstance(s, SeatConfig) else SeatConfig(**s)
                      for s in seats]
        for i, s in enumerate(self.seats):
            # the tables tag AI seats themselves: a name never carries "(AI)" (nor control characters)
            s.name = plain_seat_name(clean_name(s.name)) or default_seat_name(i, s.kind, self.rules.info.seat_label)
        self.options = dict(options or {})
        self.seed = int(seed if seed is not None else time.time_ns() % 2_000_000_000)
        self.state = self.rules.new_game(self.seed, len(self.seats), self.options)
        self.opening_events = list(getattr(self.state, "d", {}).get("opening_events", [])) if hasattr(self.state, "d") else []
        self.steps: list[Step] = []
        ai_seats = [i for i, s in enumerate(self.seats) if s.kind == "ai"]
        if ai_seats and seat_agent is None:
            raise ValueError("computer seats need an agent: pass seat_agent (e.g. game.ai.seat_agent)")
        self.agents = {i: seat_agent(game_id, i, self.seats[i].level) for i in ai_seats}
        self.agent_rngs = {i: Rng(self.seed).fork(1000 + i) for i in self.agents}
        self.barriers = undo_barriers(self.rules)
        self.screen_seat = self._first_human() if len(self.humans()) == 1 else None  # several: hand-off first
        self.name = ""  # the player's name for this game, given when saving
        self.started = time.strftime("%Y%m%d-%H%M%S")
        self.autosave_path: Optional[Path] = None  # this game's own autosave file, chosen at the first autosave
        self.load_notes: list = []  # what was wrong in the file this session was loaded from
        self.seat_notes: dict = {}  # seat -> its own note markers (seat_notes.py): saved, never part of the game

    # -- seats ----------------------------------------------------------------------------
    def humans(self) -> list:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def _first_human(self):
        humans = self.humans()
        return humans[0] if humans else None

    def seat_name(self, seat) -> str:
        return self.seats[seat].name if seat is not None else "nobody"

    def deciding_seat(self):
        return self.rules.decision(self.state).seat

    def is_ai_turn(self) -> bool:
        seat = self.deciding_seat()
        return seat is not None and self.seats[seat].kind == "ai" and not self.over

    def needs_handoff(self) -> bool:
        """True when a different human must decide than the one whose view the screen shows,
        and more than one human shares the screen."""
        seat = self.deciding_seat()
        if seat is None or self.seats[seat].kind != "human" or len(self.humans()) < 2:
            return False
        return seat != self.screen_seat

    def confirm_handoff(self) -> None:
        self.screen_seat = self.deciding_seat()

    # -- playing --------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.rules.result(self.state) is not None

    def legal(self) -> list:
        return self.rules.legal_actions(self.state)

    def view(self, seat):
        return self.rules.view(self.state, seat)

    def view_for_screen(self) -> dict:
        """All the table may draw: the view of the human in front of the screen."""
        return self.rules.view(self.state, self.screen_seat)

    def apply(self, action: Action, seat: Optional[int] = None) -> list:
        decider = self.deciding_seat()
        if seat is not None and seat != decider:
            raise IllegalAction(f"It is {self.seat_name(decider)}'s decision, not {self.seat_name(seat)}'s.")
        snapshot = self.rules.clone(self.state)
        events = self.rules.apply(self.state, action, seat=decider)
        barrier = is_barrier(events, self.barriers)
        self.steps.append(Step(decider, action, events, barrier, snapshot))
        for s, agent in self.agents.items():
            agent.observe([self.rules.redact(e, s) for e in events])
        return events

    def forced_action(self):
        """The only legal choice of a human seat, when taking it for them reveals nothing: with a
        single human at the table (no other person can read anything from it), or when the game
        says that kind of decision depends only on public facts (`Rules.public_decisions`).
        Otherwise None: with several humans, a seat that holds no usable reaction is still asked,
        so the hand-offs do not show who holds what."""
        seat = self.deciding_seat()
        if seat is None or self.over or self.seats[seat].kind != "human":
            return None
        legal = self.legal()
        if len(legal) != 1:
            return None
        kind = self.rules.decision(self.state).kind
        if len(self.humans()) > 1 and kind not in getattr(self.rules, "public_decisions", ()):
            return None
        return legal[0]

    def ai_choose(self) -> Action:
        seat = self.deciding_seat()
        agent = self.agents[seat]
        return agent.choose(self.rules.view(self.state, seat), self.legal(), self.agent_rngs[seat])

    def ai_step(self):
        """Let the AI seat that must decide act. Returns (seat, action, events)."""
        seat = self.deciding_seat()
        action = self.ai_choose()
        return seat, action, self.apply(action, seat)

    # -- undo -----------------------------------------------------------------------------
    def can_undo(self, seat=None) -> bool:
        """A human may take back their own last choice in their own turn, unless it rolled a die,
        drew or revealed a card, or another seat has decided since."""
        if not self.steps or self.over:
            return False
        last = self.steps[-1]
        seat = self.deciding_seat() if seat is None else seat
        return (last.seat == seat and self.seats[last.seat].kind == "human" and not last.barrier
                and last.snapshot is not None)

    def undo(self, seat=None) -> bool:
        if not self.can_undo(seat):
            return False
        last = self.steps.pop()
        self.state = last.snapshot
        return True

    # -- log ------------------------------------------------------------------------------
    def log_for(self, seat) -> list:
        """Every log line the seat may see, oldest first: the opening's and every step's events, redacted for it."""
        out = []
        for events in [self.opening_events] + [step.events for step in self.steps]:
            for e in events:
                red = self.rules.redact(e, seat)
                if red and red.get("text"):
                    out.append(red["text"])
        return out

    def rolls(self) -> list:
        return [e for step in self.steps for e in step.events if e.get("type") == "roll"] + \
            [e for e in self.opening_events if e.get("type") == "roll"]

    # -- saving ---------------------------------------------------------------------------
    def turn_number(self):
        """The turn shown in the Load list (from the public view), or None when the game has none."""
        try:
            turn = (self.rules.view(self.state, None) or {}).get("turn") or {}
            number = turn.get("number") if isinstance(turn, dict) else None
        except Exception:  # a label only: never let it stop a save
            return None
        return number if isinstance(number, int) else None

    def record(self) -> dict:
        meta = {"seats": [s.to_json() for s in self.seats], "screen_seat": self.screen_seat,
                "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"), "started": self.started,
                "turn": self.turn_number(), "finished": self.over}
        if self.name:
            meta["name"] = self.name
        if notes_to_json(self.seat_notes):
            meta["seat_notes"] = notes_to_json(self.seat_notes)
        return records.make_record(self.game_id, self.options, self.seed, len(self.seats),
                                   [s.action for s in self.steps], state_hash=self.rules.hash(self.state), meta=meta)

    def save(self, path=None, name: Optional[str] = None) -> Path:
        """A manual save. Without `path`, a new file in the saves folder named after the game (and
        `name`); never overwrites another save, even two made in the same second."""
        if name is not None:
            self.name = clean_name(name, 60)
        if path is not None:
            records.save(path, self.record())
            return Path(path)
        slug = "".join(ch if ch.isalnum() else "-" for ch in self.name.lower()).strip("-")[:32]
        stem = f"{self.game_id}-{slug}" if slug else f"{self.game_id}-{time.strftime('%Y%m%d-%H%M%S')}"
        return write_text_new(saves_dir() / f"{stem}.json", records.dumps(self.record()))

    def notes_of(self, seat) -> list:
        """The note markers of `seat` (a copy): only the table showing that seat's view reads them."""
        return [dict(m) for m in self.seat_notes.get(seat, [])] if seat is not None else []

    def set_notes(self, seat: int, markers: list) -> None:
        """Replace `seat`'s note markers (each checked as a save's would be; a bad one raises ValueError)."""
        problems: list = []
        kept = [check_marker(m, "marker", problems) for m in markers]
        if problems:
            raise ValueError("; ".join(problems))
        self.seat_notes[seat] = kept

    def autosave(self) -> Path:
        """Write this game's own autosave (another game's autosave is never touched)."""
        if self.autosave_path is None:
            self.autosave_path = saves.autosave_path(self.game_id)
        records.save(self.autosave_path, self.record())
        return self.autosave_path

    @classmethod
    def load(cls, path, seat_agent: Optional[Callable] = None) -> "Session":
        """Rebuild a session from a save. Raises DataFileError naming the file and the problem. A
        damaged meta field is replaced and named in `session.load_notes`."""
        record = records.load(path)
        steps = []

        def on_step(i, seat, action, events, state):
            steps.append(Step(seat, action, events, True, None))

        rules, state = records.replay(record, path=path, on_step=on_step)  # checks game, options, actions
        meta = check_meta(record.get("meta"), record["seats"], rules.info.seat_label)
        session = cls(record["game"], [SeatConfig(**s) for s in meta.seats], record["options"], record["seed"],
                      seat_agent=seat_agent)
        session.state = state
        session.steps = steps
        session.screen_seat = meta.screen_seat
        session.name = meta.name
        session.seat_notes = meta.seat_notes
        session.started = meta.started or session.started
        session.load_notes = [f"{Path(path).name}: {note}." for note in meta.notes]
        if Path(path).name.startswith(saves.AUTOSAVE_PREFIX) and Path(path).suffix == ".json":
            if instance_lock.claim(path):
                session.autosave_path = Path(path)  # playing on continues the same autosave
            else:  # another copy of Dreadboard plays on in this file: this copy goes on in one of its own
                session.load_notes.append(f"{Path(path).name} is open in another copy of Dreadboard, which keeps "
                                          f"writing it; this copy goes on in an autosave of its own.")
        for s, agent in session.agents.items():
            agent.observe([rules.redact(e, s) for st in steps for e in st.events])
        return session

    @classmethod
    def open(cls, path, seat_agent: Optional[Callable] = None) -> "Session":
        """Session.load, falling back to the file's backup (`<name>.bak`) when the file itself is
        damaged; the fallback is said in `load_notes`. The damaged file is left as it is (the game
        goes on in a new autosave, so the good backup is never overwritten by the damaged file)."""
        try:
            return cls.load(path, seat_agent)
        except DataFileError as exc:
            first = exc  # (the name in `except ... as` is gone after the block)
            bak = backup_path(path)
            if not bak.is_file():
                raise
        try:
            session = cls.load(bak, seat_agent)
        except DataFileError:
            raise first from None
        session.autosave_path = None
        session.load_notes.insert(0, f"{first}\nThe game was opened from its backup {bak.name} instead "
                                     f"(it may be a turn behind); {Path(path).name} was left as it is.")
        return session


def newest_autosave():
    """The newest unfinished autosave that can be opened (or whose backup can), or None."""
    found = saves.continuable()
    return found[0].path if found else None
