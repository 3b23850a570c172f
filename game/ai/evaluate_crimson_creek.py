"""Figures for the Crimson Creek AI seat: python -m game.ai.evaluate_crimson_creek [--games N] [--variant V]

For 2 to 6 players: the survival rate (alive at dawn, or the sole survivor) and win rate of heuristic
seats mixed with random seats, and of all-heuristic tables; and how often the possessed character wins
when an AI seat plays it. Same arguments, same figures (seeded). It lives in game.ai (it builds agents);
the game package never imports game.ai.
"""
from __future__ import annotations

import argparse
import time
from collections import Counter

from game.core.rng import Rng
from game.games.crimson_creek.rules import RULES

from .agents import make_agent


def play(seed, kinds, options):
    players = len(kinds)
    state = RULES.new_game(seed, players, options)
    agents = [make_agent(k, "crimson_creek", s) for s, k in enumerate(kinds)]
    rngs = [Rng(seed).fork(1000 + s) for s in range(players)]
    while RULES.result(state) is None:
        seat = RULES.decision(state).seat
        action = agents[seat].choose(RULES.view(state, seat), RULES.legal_actions(state), rngs[seat])
        events = RULES.apply(state, action)
        for s, agent in enumerate(agents):
            agent.observe([RULES.redact(e, s) for e in events])
    d = state.d
    survived = {p["seat"]: p["alive"] or str(p["seat"]) in d["accusations"] for p in d["players"]}
    traitor = next((p["seat"] for p in d["players"] if p["char"] == d["possessed"]), None)
    return RULES.result(state), survived, traitor


def table(games, mix, variant, seed0=50_000):
    seats, alive, wins, traitors, traitor_wins = Counter(), Counter(), Counter(), Counter(), Counter()
    for players in range(2, 7):
        for g in range(games):
            kinds = [mix[(s + g) % len(mix)] for s in range(players)]
            res, survived, traitor = play(seed0 + 1000 * players + g, kinds, {"variant": variant})
            for s, k in enumerate(kinds):
                seats[k] += 1
                alive[k] += survived[s]
                wins[k] += s in res["winners"]
            if traitor is not None:
                traitors[kinds[traitor]] += 1
                traitor_wins[kinds[traitor]] += traitor in res["winners"]
    return seats, alive, wins, traitors, traitor_wins


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.evaluate_crimson_creek")
    p.add_argument("--games", type=int, default=100, help="games per player count (2-6)")
    p.add_argument("--variant", default="standard")
    args = p.parse_args(argv)
    for label, mix in (("heuristic + random seats", ["heuristic", "random"]), ("all heuristic", ["heuristic"])):
        start = time.perf_counter()
        seats, alive, wins, traitors, traitor_wins = table(args.games, mix, args.variant)
        secs = time.perf_counter() - start
        print(f"{label} ({args.variant}, {5 * args.games} games, {5 * args.games / secs:.1f} games/s):")
        for k in sorted(seats):
            print(f"  {k}: survived {alive[k] / seats[k]:.1%}, won {wins[k] / seats[k]:.1%} of {seats[k]} seats; "
                  f"possessed {k} seat won {traitor_wins[k]}/{traitors[k]} "
                  f"({traitor_wins[k] / max(1, traitors[k]):.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
