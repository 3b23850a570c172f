"""Refit the Terrorscape 2 Hard seats' fitted models on games between the current Normal seats, and print
their constants to paste in:

    python tools/fit_terrorscape.py motion [--games 100] [--players 2,3] [--killers orion,eyebot,parasitoid] [--seed 7]
    python tools/fit_terrorscape.py value  [--games 100] [--players 2,3,4] [--killers orion,eyebot,parasitoid] [--seed 9]

motion: the Hard Killer's model of where Survivors go (game/games/terrorscape/ai/belief_motion.py; one per
Killer: give one Killer to --killers, the Survivors go elsewhere against each). Each
Survivors' turn of each Survivor still in play is one observation: from its location x at the turn's start
it ended at y, chosen among x and the places one or two steps away along the Survivors' links
(belief.survivor_links: no block, no arrow against it; a move the Killer cannot follow, a secret passage or
a rope, is left out as belief.LEAK covers it). The model is belief_motion.kernel's conditional logit:
score(y) = stay terms + the kinds of y + its range to the Killer + two steps + the rescue-called terms.
value: the chance the Killer wins (search.WEIGHTS, the Hard Survivors' playout value): a logistic model of
the game's result on the position at each Survivors' turn start (search._features).
Both by maximum likelihood with Newton's method (the log-likelihoods are concave); each prints the mean
log-likelihood per observation of the fit and of the constants in the code now, on the same data.
Pure Python: the project has no numpy.
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.agents import make_agent  # noqa: E402
from game.ai.tournament import deal_seed  # noqa: E402
from game.core.simulate import play_game  # noqa: E402
from game.games.terrorscape import sources  # noqa: E402
from game.games.terrorscape.ai import belief, belief_motion, search  # noqa: E402

BOARD = "terrorscape_polar_station"
KINDS = tuple(belief_motion.MODELS[belief_motion.DEFAULT].kind)
NAMES = (["stay", "two_steps"] + [f"near_killer[{i}]" for i in range(4)] + ["stay_near_killer"]
         + [f"kind[{k}]" for k in KINDS] + ["called_radio", "called_stay"])


def turns(games: int, players: int, seed: int, killer: str) -> list:
    """(x, y, Killer's location, blocks, rescue called) for each Survivor's turn of Normal games."""
    out = []
    for g in range(games):
        snap = {}

        def on_step(rules, state, seat, action, events):
            d = state.d
            for e in events:
                t = e.get("type")
                if t == "survivors_turn":
                    snap["start"] = ({c: s["loc"] for c, s in d["surv"].items() if s["out"] is None},
                                     d["killer"]["loc"], tuple(d["blocks"]), d["rescue"] is not None)
                elif t == "killer_turn" and "start" in snap:
                    locs, kloc, blocks, called = snap.pop("start")
                    out.extend((x, d["surv"][c]["loc"], kloc, blocks, called) for c, x in locs.items()
                               if d["surv"][c]["out"] is None)
        agents = [make_agent("normal", "terrorscape", s) for s in range(players)]
        play_game("terrorscape", players, deal_seed(seed, g), agents, {"killer": killer}, on_step=on_step)
    return out


def features(board, x: str, y: str, steps: int, kloc: str, called: bool) -> list:
    near = board.distance(y, kloc)
    kinds = board.loc(y).kinds
    stay = y == x
    return ([1.0 if stay else 0.0, 1.0 if steps == 2 else 0.0] + [1.0 if near == i else 0.0 for i in range(4)]
            + [1.0 if stay and board.distance(x, kloc) <= 1 else 0.0] + [1.0 if k in kinds else 0.0 for k in KINDS]
            + [1.0 if called and "radio" in kinds else 0.0, 1.0 if called and stay else 0.0])


def choices(board, data) -> list:
    """[(feature rows of the candidates, index of the one chosen)]."""
    rows = []
    for x, y, kloc, blocks, called in data:
        reach = {x: 0}
        for a in belief.survivor_links(board, x, blocks):
            reach.setdefault(a, 1)
            for b in belief.survivor_links(board, a, blocks):
                reach.setdefault(b, 2)
        if y not in reach:
            continue
        cands = list(reach)
        rows.append(([features(board, x, z, reach[z], kloc, called) for z in cands], cands.index(y)))
    return rows


def _sparse(rows) -> list:
    """The features are 0 or 1: each candidate as the indices of its ones."""
    return [([[j for j, v in enumerate(f) if v] for f in feats], i) for feats, i in rows]


def _probs(ones, w) -> list:
    s = [sum(w[j] for j in f) for f in ones]
    m = max(s)
    e = [math.exp(v - m) for v in s]
    z = sum(e)
    return [v / z for v in e]


def loglik(rows, w) -> float:
    return sum(math.log(_probs(ones, w)[i]) for ones, i in _sparse(rows)) / len(rows)


def _newton(n: int, count: int, add, steps: int = 30, ridge: float = 1e-3) -> list:
    """Maximise a concave mean log-likelihood over n weights: `add(w, g, h)` adds each observation's gradient
    and Hessian at w (count observations; a small ridge keeps a feature nobody shows finite)."""
    w = [0.0] * n
    for _ in range(steps):
        g = [-ridge * v * count for v in w]
        h = [[(-ridge * count if i == j else 0.0) for j in range(n)] for i in range(n)]
        add(w, g, h)
        step = _solve(h, g)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(v) for v in step) < 1e-7:
            break
    return w


def fit(rows) -> list:
    """The conditional logit's weights by Newton's method."""
    data = _sparse(rows)
    n = len(rows[0][0][0])

    def add(w, g, h):
        for ones, i in data:
            p = _probs(ones, w)
            mean = [0.0] * n
            for k, f in enumerate(ones):
                for j in f:
                    mean[j] += p[k]
            for j in ones[i]:
                g[j] += 1.0
            for j in range(n):
                g[j] -= mean[j]
            for k, f in enumerate(ones):  # the Hessian: -(E[f f'] - mean mean')
                for a in f:
                    for b in f:
                        h[a][b] -= p[k]
            nz = [j for j in range(n) if mean[j]]
            for a in nz:
                for b in nz:
                    h[a][b] += mean[a] * mean[b]
    return _newton(n, len(data), add)


def _solve(a, b) -> list:
    """x with a x = b (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def current(killer: str) -> list:
    """belief_motion's constants for `killer` now, in NAMES' order."""
    m = belief_motion.MODELS.get(killer) or belief_motion.MODELS[belief_motion.DEFAULT]
    return ([m.stay, m.two_steps] + list(m.near_killer) + [m.stay_near_killer]
            + [m.kind.get(k, 0.0) for k in KINDS] + [m.called_radio, m.called_stay])


def positions(games: int, players: int, seed: int, killer: str) -> list:
    """(search._features at each Survivors' turn start, 1 if the Killer won) of Normal games."""
    out = []
    for g in range(games):
        seen = []

        def on_step(rules, state, seat, action, events):
            if any(e.get("type") == "survivors_turn" for e in events) and state.d["result"] is None:
                seen.append(search._features(state.d))
        agents = [make_agent("normal", "terrorscape", s) for s in range(players)]
        res = play_game("terrorscape", players, deal_seed(seed, g), agents, {"killer": killer}, on_step=on_step)
        won = 1.0 if 0 in res.winners else 0.0  # the Killer's seat is 0 (info.KILLER_SEAT)
        out.extend((f, won) for f in seen)
    return out


def fit_logistic(rows) -> list:
    """A logistic regression on (features, 0/1) rows by Newton's method."""
    n = len(rows[0][0])

    def add(w, g, h):
        for f, y in rows:
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(f, w))))
            for a in range(n):
                g[a] += (y - p) * f[a]
                for b in range(n):
                    h[a][b] -= p * (1 - p) * f[a] * f[b]
    return _newton(n, len(rows), add)


def loglik_logistic(rows, w) -> float:
    total = 0.0
    for f, y in rows:
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(f, w))))
        total += math.log(p if y else 1.0 - p)
    return total / len(rows)


def main_motion(args) -> None:
    board = sources.board(BOARD)
    data = []
    for n in (int(p) for p in args.players.split(",")):
        for i, killer in enumerate(args.killers.split(",")):
            data += turns(args.games, n, args.seed + 10 * n + i, killer)
    rows = choices(board, data)
    w = fit(rows)
    print(f"{len(rows)} Survivors' turns of {args.games} games per Killer ({args.killers}) at {args.players} "
          f"players (seed {args.seed})")
    killer = args.killers.split(",")[0]
    print(f"mean log-likelihood per turn: fitted {loglik(rows, w):.3f}, belief_motion.MODELS[{killer!r}] now "
          f"{loglik(rows, current(killer)):.3f}")
    for name, v in zip(NAMES, w):
        print(f"  {name:26s} {v:+.3f}")


def main_value(args) -> None:
    rows = []
    for n in (int(p) for p in args.players.split(",")):
        for i, killer in enumerate(args.killers.split(",")):
            rows += positions(args.games, n, args.seed + 10 * n + i, killer)
    w = fit_logistic(rows)
    now = [search.WEIGHTS[k] for k in search.FEATURES]
    base = sum(y for _, y in rows) / len(rows)
    share = base * math.log(base) + (1 - base) * math.log(1 - base)
    print(f"{len(rows)} positions of {args.games} games per Killer ({args.killers}) at {args.players} players "
          f"(seed {args.seed}); the Killer won from {base:.3f} of them")
    print(f"mean log-likelihood per position: fitted {loglik_logistic(rows, w):.3f}, search.WEIGHTS now "
          f"{loglik_logistic(rows, now):.3f}, the Killer's share alone {share:.3f}")
    print("WEIGHTS = {" + ", ".join(f'"{k}": {v:.3f}' for k, v in zip(search.FEATURES, w)) + "}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("model", choices=("motion", "value"))
    ap.add_argument("--games", type=int, default=100, help="games per player count and Killer")
    ap.add_argument("--players", default=None, help="player counts (motion 2,3; value 2,3,4)")
    ap.add_argument("--killers", default="orion,eyebot,parasitoid")
    ap.add_argument("--seed", type=int, default=None, help="motion 7, value 9")
    args = ap.parse_args(argv)
    if args.model == "motion":
        args.players, args.seed = args.players or "2,3", 7 if args.seed is None else args.seed
        main_motion(args)
    else:
        args.players, args.seed = args.players or "2,3,4", 9 if args.seed is None else args.seed
        main_value(args)


if __name__ == "__main__":
    main()
