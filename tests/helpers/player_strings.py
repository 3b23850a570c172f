"""Every string a player is shown in a game, gathered by playing it: the lobby's texts, each deciding seat's
prompt, every legal choice's label, every log line as redacted for each seat (and the spectator), and the
game-over texts. Each string comes with where it was shown, for a failure message a person can follow."""
from __future__ import annotations

import random
from typing import Iterator, Optional

from game.core.replay_reveal import reveal_module
from game.core.session import SeatConfig, Session
from game.games import REGISTRY


def setups(game_id: str, seeds: int = 1, every_option: bool = False) -> list:
    """(variant, seats, options, seed) to play: every variant at every seat count with the default options, and
    each option's other values (each alone) at the first seat count that takes it -- at every seat count when
    `every_option`. Set-ups the game refuses are left out."""
    info = REGISTRY[game_id]
    variants = [v.id for v in info.variants] or [None]
    deltas = []
    for o in info.options:
        if o.kind == "bool":
            deltas.append({o.id: not o.default})
        elif o.kind == "choice":
            deltas += [{o.id: c} for c in o.choices if c != o.default]
    out = []
    for variant in variants:
        lo, hi = info.seat_range(variant)
        counts = list(range(lo, hi + 1))
        for seats in counts:
            if info.setup_problem(seats, variant, {}):
                continue
            for seed in range(1, seeds + 1):
                out.append((variant, seats, {}, seed))
        for i, delta in enumerate(deltas):
            # spread over the seat counts so one quick sweep still sees most of them
            order = counts if every_option else counts[i % len(counts):] + counts[:i % len(counts)]
            for seats in order:
                if info.setup_problem(seats, variant, delta):
                    continue
                for seed in range(1, seeds + 1):
                    out.append((variant, seats, delta, seed))
                if not every_option:
                    break
    return out


def lobby_strings(game_id: str) -> Iterator[tuple]:
    """(where, text) of what the lobby shows of a game: its name and summary, variants, options and their
    choices, each seat's role at every seat count, the refusals of set-ups it turns down."""
    info = REGISTRY[game_id]
    yield "the lobby's title", info.name
    if info.summary:
        yield "the lobby's summary", info.summary
    for v in info.variants:
        yield "a variant's name", v.name
        if v.description:
            yield f"variant {v.name}'s description", v.description
    for o in info.options:
        yield "an option's name", o.name
        if o.description:
            yield f"option {o.name}'s description", o.description
        if o.kind == "choice":
            for c in o.choices:
                yield f"a choice of option {o.name}", o.choice_name(c)
    for rule in info.setup_rules:
        yield "a set-up refusal", rule.message
    for variant, seats, options, _ in setups(game_id):
        for i, role in enumerate(info.roles(seats, options)):
            if role:
                yield f"seat {i + 1}'s role at {seats} players, options {options}", role


def play_strings(game_id: str, variant: Optional[str], seats: int, options: dict, seed: int,
                 max_steps: int = 2000) -> Iterator[tuple]:
    """(where, text) of one game played by random legal choices: prompts, labels, logs, game-over texts."""
    opts = dict(options, **({"variant": variant} if variant else {}))
    session = Session(game_id, [SeatConfig("human")] * seats, opts, seed=seed)
    rules = session.rules
    rng = random.Random(seed)
    step = 0
    while not session.over and step < max_steps:
        decision = rules.decision(session.state)
        yield f"the prompt to seat {decision.seat + 1} at step {step}", decision.prompt
        legal = session.legal()
        for action in legal:
            yield f"a choice's label at step {step} ({action.kind})", rules.label(session.state, action)
        session.apply(rng.choice(legal))
        step += 1
    for seat in [None] + list(range(seats)):
        where = "the spectator's log" if seat is None else f"seat {seat + 1}'s log"
        for line in session.log_for(seat):
            yield where, line
    result = rules.result(session.state) or {}
    for key, value in result.items():
        if isinstance(value, str):
            yield f"the game-over {key}", value
    reveal = reveal_module(game_id)
    if reveal is not None and result:
        shown = reveal.revealed(session.state, [session.seat_name(i) for i in range(seats)])
        for row in shown.get("seats", ()):
            yield "the game-over list of secrets (a seat's title)", row.get("title", "")
            for line in list(row.get("lines", ())) + list(row.get("cards", ())):
                yield "the game-over list of secrets", line
        for note in shown.get("notes", ()):
            yield "the game-over list of secrets (a note)", note
