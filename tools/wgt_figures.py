"""Who Goes There?'s closing figures from whole games of computer seats: how the games ended (the
humans escape, the Thing leaves with them, no one wins), how often the infection spread beyond the first Host
(two or more infected at the Reveal), how often the helicopter left with someone aboard, and the mean Bonus
Total against the Escape Threshold. Each rate with its 95% Wilson interval.

It plays the very games of `python -m game tournament --game who_goes_there --players N --games G --agents A
--seed S` when one agent kind is given (the same deal seeds, seats and agents), so the tournament's win rates
and these figures describe the same games.

    python tools/wgt_figures.py --players 4 --games 100 --agents normal
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.stats import wilson  # noqa: E402
from game.ai.tournament import build_agent, deal_seed  # noqa: E402
from game.core.simulate import play_game  # noqa: E402

GAME = "who_goes_there"


def one_game(players: int, seed: int, kinds: list, options: dict) -> dict:
    end = {}
    agents = [build_agent(kind, GAME, seat) for seat, kind in enumerate(kinds)]
    play_game(GAME, players, seed, agents, options, on_step=lambda rules, state, *_: end.update(state=state))
    d = end["state"].d
    result = d["result"]
    return {"reason": result["reason"].split(":")[0], "infected": sum(p["infected"] for p in d["players"]),
            "aboard": len(result.get("aboard", ())), "bonus_total": result.get("bonus_total"),
            "threshold": result.get("escape_threshold")}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--agents", default="normal", help="comma list of agent kinds, seats filled cyclically")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--extended", action="store_true")
    args = ap.parse_args(argv)
    kinds = args.agents.split(",")
    options = {"extended": True} if args.extended else {}
    games = []
    for g in range(args.games):
        block, rotation = divmod(g, len(kinds))
        seating = [kinds[(s + rotation) % len(kinds)] for s in range(args.players)]
        games.append(one_game(args.players, deal_seed(args.seed, block), seating, options))
    n = len(games)

    def line(label: str, hits: int) -> str:
        rate, lo, hi = wilson(hits, n)
        return f"  {label:<52} {hits:>4}/{n}  {100 * rate:5.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"

    print(f"who_goes_there, {args.players} players, {n} games, agents {args.agents}, seed {args.seed}"
          + (", extended" if args.extended else ""))
    for reason in sorted({g["reason"] for g in games}):
        print(line(reason, sum(g["reason"] == reason for g in games)))
    print(line("infection spread beyond the first Host", sum(g["infected"] >= 2 for g in games)))
    print(line("a Host at all (the contaminated card drawn)", sum(g["infected"] >= 1 for g in games)))
    print(line("the helicopter left with someone aboard", sum(g["aboard"] >= 1 for g in games)))
    totals = [(g["bonus_total"], g["threshold"]) for g in games if g["bonus_total"] is not None]
    if totals:
        print(f"  mean Bonus Total {sum(t for t, _ in totals) / len(totals):.1f} against a mean Escape Threshold "
              f"{sum(h for _, h in totals) / len(totals):.1f} ({len(totals)} departures)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
