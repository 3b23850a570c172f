"""The engine contract every game follows (see shared/DESIGN.md).

A game module provides a `Rules` subclass. The framework method `apply` validates every action
centrally (finished game, wrong seat, illegal choice) before the game's `_apply` runs, so an
illegal move leaves the state exactly as it was and raises IllegalAction with a readable reason.

The legal list of a step is built once: `legal_actions` keeps it on the state (a
game.core.state.GameState) and `apply` validates against that same list, then drops it before the
state changes. Actions are interned (game.core.actions), so finding one in the list is an identity
check.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from typing import Any, Callable, Optional

from .actions import Action
from .errors import DataFileError, IllegalAction

Event = dict  # {"type": str, ...fields}; an optional "private" maps seat -> what that seat alone sees


@dataclass(frozen=True)
class Decision:
    """Who must decide now. `seat` is None only when the game is over."""

    seat: Optional[int]
    prompt: str = ""
    kind: str = ""  # a short tag of the decision type ("take_action", "react", ...) for UIs and AIs


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    description: str = ""
    min_seats: int = 0  # 0: the game's own bounds
    max_seats: int = 0


@dataclass(frozen=True)
class Option:
    id: str
    name: str
    kind: str  # "bool" | "choice" | "int"
    default: Any
    choices: tuple = ()
    description: str = ""
    # Beside the choices, a "choice" option may take names of its own: any `pick_count` different
    # `picks`, comma-separated ("evelyn,roy,zach"); pick_count 0 is one name per seat.
    picks: tuple = ()
    pick_count: int = 0
    # What the lobby shows for each of `choices`, in the same order (a map's or a character's name, never its id),
    # or a function giving them (read from the game's content only when a lobby asks); a choice without one
    # shows as its value with underscores read as spaces.
    choice_names: Any = ()

    def choice_name(self, value) -> str:
        """The player's name of one of the choices (its value's words when the content that names it cannot be
        read: the broken file is told where the game starts, and the lobby still opens)."""
        names = self.choice_names
        if callable(names):
            try:
                names = names()
            except (DataFileError, OSError):
                names = ()
        for c, name in zip(self.choices, names):
            if c == value:
                return name
        return str(value).replace("_", " ").replace(",", ", ").capitalize() if isinstance(value, str) else str(value)


@dataclass(frozen=True)
class SetupRule:
    """A set-up the game refuses, and why: the lobby and `simulate` show the same words. It applies
    to `variant` ("" any) at min_seats..max_seats when option `option` has the value `value`."""

    message: str
    variant: str = ""
    min_seats: int = 0
    max_seats: int = 99
    option: str = ""
    value: Any = None


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_seats: int
    max_seats: int
    summary: str = ""
    variants: tuple = ()
    options: tuple = ()
    hidden_information: bool = True
    module: str = ""  # import path of the rules module (RULES)
    seat_label: str = "Seat"
    # Seats whose role the game fixes (The Thing: seat 0 is the Thing player): seat i's role, named in the lobby
    seat_roles: tuple = ()
    # Or the roles a set-up gives (seats, options with their defaults) -> one role's words per seat ("" none): a
    # role the rules make public named (the Killer's seat), a secret one said to be dealt in secret.
    seat_roles_for: Optional[Callable] = None
    setup_rules: tuple = ()  # SetupRule: combinations of seats, variant and options that are refused
    # A set-up refused by a rule no single SetupRule can say (several options together): called with
    # (seats, options with their defaults), returns the refusal in a player's words or None.
    setup_check: Optional[Callable] = None

    def roles(self, seats: int, options: Optional[dict] = None) -> tuple:
        """What the lobby names under each seat: its role where the rules make it public, "" for none."""
        if self.seat_roles_for is not None:
            return tuple(self.seat_roles_for(seats, {**self.default_options(), **(options or {})}))
        return tuple(self.seat_roles)

    def default_options(self) -> dict:
        return {o.id: o.default for o in self.options}

    def seat_range(self, variant: Optional[str]) -> tuple:
        """(fewest, most) seats of this game, or of `variant` when it sets its own bounds."""
        v = next((v for v in self.variants if v.id == variant), None)
        return ((v.min_seats if v and v.min_seats else self.min_seats),
                (v.max_seats if v and v.max_seats else self.max_seats))

    def setup_problem(self, seats: int, variant: Optional[str], options: Optional[dict] = None) -> Optional[str]:
        """Why this set-up cannot be played, in a player's words, or None."""
        opts = {**self.default_options(), **(options or {})}
        lo, hi = self.seat_range(variant or opts.get("variant"))
        if not lo <= seats <= hi:
            return f"{self.name} takes {lo} to {hi} players, not {seats}"
        for rule in self.setup_rules:
            if rule.variant and rule.variant != (variant or opts.get("variant")):
                continue
            if not rule.min_seats <= seats <= rule.max_seats:
                continue
            if rule.option and opts.get(rule.option) != rule.value:
                continue
            return rule.message
        if self.setup_check is not None:
            return self.setup_check(seats, opts)
        return None


# What a game's wording hook may raise on an action whose parameters are out of range or missing.
WORDING_ERRORS = (IndexError, KeyError, TypeError, ValueError, AttributeError)


def plain_label(action: Action) -> str:
    """The words of last resort for an action: its kind, spelled out."""
    return action.kind.replace("_", " ").capitalize()


def state_hash(data: Any) -> str:
    """A stable hash of JSON-able data (sorted keys, no whitespace)."""
    blob = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


class Rules:
    """Base class of a game's rules. Subclasses implement the underscored hooks, and either set
    `state_class` (a state of plain JSON data with `to_json` / `from_json`) or override `to_json` and
    `from_json`; `label` and `refusal` give the game's own words for actions."""

    info: GameInfo
    state_class: Optional[type] = None
    # The version of this game's rules as its records replay them. Bump it when the action set or a
    # rule changes so that an older record would replay differently; `migrate_action` carries the
    # actions of older records over (game.core.records stores and checks it as "rules_version").
    record_version: int = 1
    # The log line of a redacted event that carries none (a staticmethod of the event alone: the game's
    # words.event_text; game/core/log_words.py says the convention). None: every event carries its line.
    event_text: Optional[Callable] = None
    # The turning points the replay viewer marks on its scrubber (game.core.replay_timeline): kind ->
    # the event types of that kind; kinds are "attack", "infection", "death" and "reveal", and a game
    # lists only the kinds it has. Read only (shared by every instance).
    turning_points: dict = {}

    # -- to implement ---------------------------------------------------------------
    def new_game(self, seed: int, seats: int, options: Optional[dict] = None):
        raise NotImplementedError

    def decision(self, state) -> Decision:
        raise NotImplementedError

    def _legal_actions(self, state) -> list:
        """Every legal choice of the deciding seat now (empty once the game is over)."""
        raise NotImplementedError

    def _apply(self, state, action: Action) -> list:
        raise NotImplementedError

    def view(self, state, seat: Optional[int]) -> dict:
        raise NotImplementedError

    def result(self, state) -> Optional[dict]:
        """None while the game runs; then {"winners": [seats], "reason": str, ...}."""
        raise NotImplementedError

    def label(self, state, action: Action) -> str:
        """The game's words for an action (a button label, a log line); may raise on a malformed one."""
        return plain_label(action)

    def refusal(self, state, action: Action, decision: Decision) -> Optional[str]:
        """Why `action` is refused now, in the game's words, or None for the generic reason; may raise
        on a malformed action."""
        return None

    def migrate_action(self, data: dict, version: int) -> list:
        """The actions (JSON) of today's rules that stand for one action `data` of a record made
        under rules version `version` (older than `record_version`). Raise ValueError, with the
        reason in a player's words, for an action that cannot be carried over."""
        return [data]

    # -- provided -------------------------------------------------------------------
    def legal_actions(self, state) -> list:
        """The legal choices now, built once per step and kept on the state until it changes.
        The list is shared: read it, never change it."""
        legal = state.legal_cache
        if legal is None:
            legal = state.legal_cache = self._legal_actions(state)
        return legal

    def apply(self, state, action: Action, seat: Optional[int] = None) -> list:
        """Validate and apply. `seat`, when given, must be the seat that has to decide."""
        if self.result(state) is not None:
            raise IllegalAction("The game is over.")
        if seat is not None:
            decider = self.decision(state).seat
            if seat != decider:
                raise IllegalAction(f"It is not your turn to decide: {self.seat_name(state, decider)} must decide.")
        if not isinstance(action, Action):
            raise IllegalAction("That is not an action.")
        legal = state.legal_cache
        if legal is None:
            legal = state.legal_cache = self._legal_actions(state)
        # `contains` written out (one call less on every step): an identity scan in C, then by content.
        if not (any(map(is_, legal, repeat(action))) or action in legal):
            raise IllegalAction(self.explain_illegal(state, action))
        state.legal_cache = None  # dropped before anything changes, so it can never be stale
        return self._apply(state, action)

    def explain_illegal(self, state, action: Action) -> str:
        """A readable reason why `action` is not legal now (never raises, whatever the action holds)."""
        decision = self.decision(state)
        try:
            reason = self.refusal(state, action, decision)
        except WORDING_ERRORS:
            return f"That is not allowed now: {decision.prompt}"
        if reason is not None:
            return reason
        return f"{self.describe_action(state, action)} is not allowed now: {decision.prompt}"

    def describe_action(self, state, action: Action) -> str:
        """A label for any action: the game's `label`, or a best effort when that fails (never raises)."""
        try:
            return self.label(state, action)
        except WORDING_ERRORS:
            return plain_label(action)

    def to_json(self, state) -> dict:
        """The state as JSON data; the opening events of a new game belong to the record, not the state."""
        if self.state_class is None:
            raise NotImplementedError
        out = state.to_json()
        out.pop("opening_events", None)
        return out

    def from_json(self, data: dict):
        if self.state_class is None:
            raise NotImplementedError
        return self.state_class.from_json(data)

    def seat_name(self, state, seat: Optional[int]) -> str:
        return f"{self.info.seat_label} {seat + 1}" if seat is not None else "nobody"

    def clone(self, state):
        return state.clone()

    def hash(self, state) -> str:
        return state_hash(self.to_json(state))

    def redact(self, event: Event, seat: Optional[int]) -> Optional[Event]:
        """What `seat` sees of an event (None: the spectator). Private parts are per-seat.

        An event may carry "private": {str(seat): {...extra fields...}} and "public_fields" to hide;
        the default shows the public event plus that seat's private additions, nothing else. The log line is
        the result's "text": one the event carries (its own, or the seat's private part's) passes through;
        otherwise `event_text` writes it from what this seat sees alone, so a private card is named only in
        its own seat's line (game/core/log_words.py).
        """
        private = event.get("private")
        out = {k: v for k, v in event.items() if k != "private"}
        if private and seat is not None:
            mine = private.get(str(seat))
            if mine:
                out.update(mine)
        if self.event_text is not None and "text" not in out:
            line = self.event_text(out)
            if line:
                out["text"] = line
        return out
