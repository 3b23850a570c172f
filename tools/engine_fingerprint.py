"""A fingerprint of an engine's behaviour, to prove a speed change changed nothing a player or a record sees.

    python tools/engine_fingerprint.py [--game zombie] [--games-per-setup 8] [--out FILE] [--compare FILE]

Plays random games (a fixed seed each) over several seat counts, variants and options, and hashes, at every
step: the decision, the legal list (each action's JSON, in order), the events the step wrote (unredacted,
text included), every seat's view and the spectator's, and the state's hash; also the opening events and the
result. A clone taken at every 7th step must list the same actions and hash the same as its original, and
playing on from it must not touch the original. Prints one digest per set-up and one for all; run it on the
code before a change and after it: the digests must be equal. Pure engine (no pygame, no agents).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.core.rng import Rng  # noqa: E402
from game.games import get_rules  # noqa: E402

# (seats, options) per game: every seat count the brief asks for, each variant and some strains.
SETUPS = {
    "zombie": [
        (2, {}), (3, {}), (4, {}), (5, {}), (6, {}),
        (2, {"variant": "allied_camps"}), (3, {"variant": "allied_camps", "strain": "walkers"}),
        (3, {"variant": "new_victims"}), (5, {"variant": "new_victims", "mortal": True}),
        (4, {"strain": "runners"}), (4, {"strain": "ghouls"}), (3, {"strain": "returned_dead"}),
        (5, {"strain": "bioengineered"}), (6, {"strain": "saprophytes"}), (4, {"strain": "random", "mortal": True}),
    ],
    "crimson_creek": [(3, {}), (4, {}), (5, {}), (6, {})],
}
MAX_STEPS = 1500  # a random game longer than this is cut (the fingerprint still covers every step played)


def _dump(data) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr).encode()


def play(rules, seed: int, seats: int, options: dict, h) -> int:
    """One random game fed into the hash `h`; returns the number of steps."""
    state = rules.new_game(seed, seats, dict(options))
    h.update(_dump(state.d.get("opening_events")))
    rng = Rng(seed).fork(3)
    views = list(range(seats)) + [None]
    steps = 0
    while rules.result(state) is None and steps < MAX_STEPS:
        decision = rules.decision(state)
        legal = rules.legal_actions(state)
        h.update(_dump([decision.seat, decision.kind, decision.prompt, [a.to_json() for a in legal]]))
        h.update(_dump([rules.view(state, s) for s in views]))
        h.update(rules.hash(state).encode())
        if steps % 7 == 0:
            clone = rules.clone(state)
            assert rules.hash(clone) == rules.hash(state), "a clone hashes differently"
            assert rules.legal_actions(clone) == legal, "a clone lists other actions"
            before = rules.hash(state)
            other = rules.legal_actions(clone)
            rules.apply(clone, other[-1])  # play on in the clone: the original must not move
            assert rules.hash(state) == before, "playing in a clone changed its original"
            assert rules.legal_actions(state) == legal
        action = legal[rng.randbelow(len(legal))]
        events = rules.apply(state, action)
        h.update(_dump(events))
        steps += 1
    h.update(_dump(rules.result(state)))
    h.update(rules.hash(state).encode())
    return steps


def fingerprint(game: str, games_per_setup: int = 8) -> dict:
    rules = get_rules(game)
    out, total = {}, hashlib.sha256()
    for seats, options in SETUPS[game]:
        h = hashlib.sha256()
        steps = sum(play(rules, 1000 + 17 * k + seats, seats, options, h) for k in range(games_per_setup))
        key = f"{seats} seats {json.dumps(options, sort_keys=True)}"
        out[key] = {"digest": h.hexdigest()[:16], "steps": steps}
        total.update(h.digest())
    out["all"] = total.hexdigest()[:16]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="zombie", choices=sorted(SETUPS))
    ap.add_argument("--games-per-setup", type=int, default=8)
    ap.add_argument("--out", help="also write the digests to this JSON file")
    ap.add_argument("--compare", help="a JSON file written by --out before the change: exit 1 unless equal")
    args = ap.parse_args(argv)
    result = fingerprint(args.game, args.games_per_setup)
    for key, value in result.items():
        print(f"{key}: {value}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump(result, fh, indent=1)
    if args.compare:
        with open(args.compare, encoding="utf-8") as fh:
            before = json.load(fh)
        differ = [key for key in before if before[key] != result.get(key)]
        print("identical to " + args.compare if not differ else f"DIFFERENT from {args.compare}: {differ}")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
