"""`python -m game fuzz`: the command line of game.core.fuzz, with a progress bar (time left) on stderr and
a summary per game at the end. It lives beside the AI because the hidden-information audit hands the fuzz
every AI level to compare (game.core never imports game.ai); its summary counts the "observe" (observation
twins) and "asked" (who is asked) checks with the others. Exit code 0 when no fault was found, 1 when
one was (each printed with how to reproduce it), 2 for a bad argument."""
from __future__ import annotations

import sys
from pathlib import Path

from game.ai.agents import make_agent
from game.ai.progress import Progress
from game.core import fuzz
from game.games import REGISTRY

HARD_ITERATIONS = 8  # enough to exercise the sampler and the tree; the audit compares, it does not play


def audit_agent(level: str, game_id: str, seat: int):
    """The agent the audit asks at `level` (Hard with a small fixed budget, so its choice is repeatable)."""
    if level == "hard":
        from game.ai.ismcts import HardAgent

        return HardAgent(game_id, seat, "hard", iterations=HARD_ITERATIONS)
    return make_agent(level, game_id, seat)


def main(args) -> int:
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    if args.game:
        if args.game not in REGISTRY or not REGISTRY[args.game].module:
            known = ", ".join(fuzz.fuzz_games())
            print(f"unknown game {args.game!r} (games with a rules engine: {known})", file=sys.stderr)
            return 2
        game_ids = [args.game]
    else:
        game_ids = fuzz.fuzz_games()
    if not __debug__:
        print("the invariants are assertions: run the fuzz without python -O", file=sys.stderr)
        return 2
    levels = ("easy", "normal", "hard") if args.hard else ("easy", "normal")
    bar = Progress(args.games * len(game_ids), label="games")

    reports = fuzz.run(args.games, game_ids, base_seed=args.seed, jobs=max(1, args.jobs), make_agent=audit_agent,
                       levels=levels, out=Path(args.out) if args.out else None, progress=lambda done, total: bar.step())
    bar.close()
    faults = 0
    for report in reports.values():
        print(report.summary())
        for fault in report.faults[:20]:
            print("  FAULT", fault.line())
        if len(report.faults) > 20:
            print(f"  ... and {len(report.faults) - 20} more")
        faults += len(report.faults)
    print(f"{sum(r.games for r in reports.values())} games, {faults} faults")
    return 1 if faults else 0
