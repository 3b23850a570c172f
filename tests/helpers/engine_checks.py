"""Checks of the engine contract that read the same for every game's rules (see shared/DESIGN.md)."""
from __future__ import annotations

import json

from game.core.actions import Action
from game.core.rng import Rng


def random_steps(rules, state, rng: Rng, steps: int) -> None:
    """Up to `steps` random legal actions on `state` (fewer when the game ends first)."""
    for _ in range(steps):
        if rules.result(state) is not None:
            break
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randbelow(len(legal))])


def check_same_seed_same_hash(rules, seed: int, players: int, options: dict, agent_seed: int, steps: int) -> None:
    """Same seed + same actions = same state hash, step by step; then a JSON round trip keeps the hash and
    the choices, and a clone is independent of its original."""
    a = rules.new_game(seed, players, options)
    b = rules.new_game(seed, players, options)
    assert rules.hash(a) == rules.hash(b)
    rng = Rng(agent_seed)
    for _ in range(steps):
        if rules.result(a) is not None:
            break
        legal = rules.legal_actions(a)
        assert legal == rules.legal_actions(b)
        action = legal[rng.randbelow(len(legal))]
        # The second game gets the action rebuilt from JSON, as a loaded record would.
        ea = rules.apply(a, action)
        eb = rules.apply(b, Action.from_json(json.loads(json.dumps(action.to_json()))))
        assert ea == eb
        assert rules.hash(a) == rules.hash(b)
    # A JSON round trip keeps the hash and the choices.
    c = rules.from_json(json.loads(json.dumps(rules.to_json(a))))
    assert rules.hash(c) == rules.hash(a)
    assert rules.legal_actions(c) == rules.legal_actions(a)
    # A clone is independent of its original.
    if rules.result(a) is None:
        clone = rules.clone(a)
        h = rules.hash(a)
        rules.apply(clone, rules.legal_actions(clone)[0])
        assert rules.hash(a) == h


def playout(rules, invariants, seed: int, players: int, options: dict, agent_seed=None, agents=None, check=True,
            bound: int = 5000, on_step=None, before_step=None) -> tuple:
    """Play one whole game, random choices except in the seats of `agents`; returns (state, steps).
    With `check`, every step is checked against the game's `invariants` module; before_step(state, decision,
    seat) may check more before each choice is applied, on_step(state, seat, action, events) after it."""
    state = rules.new_game(seed, players, options)
    rng = Rng(seed if agent_seed is None else agent_seed).fork(77)  # the agents' own RNG
    agents = agents or {}
    if check:
        invariants.check(rules, state)
    steps = 0
    while rules.result(state) is None:
        assert steps < bound, f"seed {seed}, {players} players, {options}: no result after {bound} steps"
        decision = rules.decision(state)
        seat = decision.seat
        assert seat is not None and 0 <= seat < players
        legal = rules.legal_actions(state)
        assert legal, "a decision with no legal action"
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        if seat in agents:
            action = agents[seat].choose(rules.view(state, seat), legal, rng)
            assert action in legal, f"the agent chose an illegal action {action}"
        else:
            action = legal[rng.randbelow(len(legal))]
        if before_step:
            before_step(state, decision, seat)
        events = rules.apply(state, action, seat=seat)
        for s, agent in agents.items():
            agent.observe([e for e in (rules.redact(ev, s) for ev in events) if e is not None])
        steps += 1
        if check:
            invariants.check(rules, state)
        if on_step:
            on_step(state, seat, action, events)
    return state, steps


def first_step_showing(game_id: str, seats: int, seed: int, event_type: str, options=None, steps: int = 3000):
    """A Session of human seats played by random legal choices up to the first step whose events hold an event
    of `event_type` (by its type, or the type a seat's private part gives it); returns that Step."""
    from game.core.session import SeatConfig, Session

    session = Session(game_id, [SeatConfig("human") for _ in range(seats)], dict(options or {}), seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if session.over:
            break
        legal = session.legal()
        session.apply(legal[rng.randbelow(len(legal))])
        step = session.steps[-1]
        for e in step.events:
            private = [p for p in (e.get("private") or {}).values() if isinstance(p, dict)]
            if event_type in [e.get("type")] + [p.get("type") for p in private]:
                return step
    raise AssertionError(f"no {event_type} event in {steps} steps of {game_id} seed {seed}")
