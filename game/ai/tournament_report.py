"""The text a tournament prints: win rates with their intervals, differences, times; and the balance table
of a sweep. Reads the plain report of game.ai.tournament.summarize (the same data --json writes)."""
from __future__ import annotations


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def interval(ci) -> str:
    return f"[{100 * ci[0]:.1f}, {100 * ci[1]:.1f}]"


def ms(seconds: float) -> str:
    if seconds >= 10:
        return f"{seconds:.1f} s"
    return f"{1000 * seconds:.2f} ms" if seconds < 0.01 else f"{1000 * seconds:.1f} ms"


def _setup(report: dict) -> str:
    bits = [report["game"], f"{report['players']} players"]
    if report.get("variant"):
        bits.append(f"variant {report['variant']}")
    if report.get("options"):
        bits.append("options " + ", ".join(f"{k}={v}" for k, v in report["options"].items()))
    return ", ".join(bits)


def budget_line(budget) -> str:
    if not budget:
        return ""
    seconds, iterations = budget.get("seconds"), budget.get("iterations")
    if seconds is not None and iterations is not None:
        return f"Hard agent: {budget['agent']} ({iterations} iterations per decision, capped at {seconds} s)"
    knobs = [f"{k} {budget[k]}" for k in ("seconds", "iterations") if budget.get(k) is not None]
    return f"Hard agent: {budget['agent']}" + (f" ({', '.join(knobs)} per decision)" if knobs else
                                               " (no budget knob: it plays without search)")


def format_report(report: dict) -> str:
    agents = list(report["per_agent"])
    wide = max(len(a) for a in agents)
    lines = [f"tournament: {_setup(report)}, seed {report['seed']}",
             f"agents: {', '.join(report['agents'])}; seats rotated so every agent sits in every seat equally: "
             f"{report['deals']} deals x {report['rotations']} rotations = {report['games']} games"
             + (f" (asked {report['games_asked']}, rounded up to whole rotations)"
                if report["games_asked"] != report["games"] and not report.get("stopped_by_time_limit") else "")]
    if report.get("stopped_by_time_limit"):
        lines.append(f"stopped by the time limit: {report['deals']} of {report['deals_planned']} deals played "
                     f"(every deal started was played through all its rotations)")
    if report.get("hard_budget"):
        lines.append(budget_line(report["hard_budget"]))
    lines.append("win rate per agent (share of its seat-games it won; 95% Wilson interval):")
    for a in agents:
        r = report["per_agent"][a]
        lines.append(f"  {a:<{wide}}  {pct(r['win_rate']):>6} {interval(r['ci95']):<14} "
                     f"won {r['wins']} of {r['seat_games']} seat-games")
    if report["pairwise"]:
        lines.append("differences in the same games (points; 95% interval: the wider of the one from the spread "
                     "across deals and Newcombe's for independent rates):")
        for d in report["pairwise"]:
            lo, hi = d["ci95"]
            lines.append(f"  {d['a'] + ' - ' + d['b']:<{2 * wide + 3}}  {100 * d['difference']:+6.1f} "
                         f"[{100 * lo:+.1f}, {100 * hi:+.1f}]  Wilson intervals apart: "
                         f"{'yes' if d['intervals_apart'] else 'no'}; difference excludes 0: "
                         f"{'yes' if d['difference_excludes_zero'] else 'no'}")
    if report.get("sides_are_roles"):
        lines.append("win rate per side:")
        for side, r in report["sides"].items():
            lines.append(f"  {side:<{wide}}  {pct(r['win_rate']):>6} {interval(r['ci95']):<14} "
                         f"won {r['wins']} of {r['seat_games']} seat-games")
            by_agent = report.get("sides_by_agent", {}).get(side, {})
            if len(by_agent) > 1:
                lines.append("    by agent: " + ", ".join(f"{k} {pct(a['win_rate'])} {interval(a['ci95'])} "
                                                          f"({a['seat_games']})" for k, a in by_agent.items()))
    lines.append("win rate per seat (all agents): " + ", ".join(
        f"{i + 1}: {pct(r['win_rate'])} {interval(r['ci95'])}" for i, r in enumerate(report["per_seat"])))
    if report.get("endings"):
        lines.append("how the games ended: " + ", ".join(f"{reason} {n}" for reason, n in report["endings"].items()))
    nw = report["no_winner"]
    lines.append(f"games with no winner: {nw['games']} ({pct(nw['win_rate'])} {interval(nw['ci95'])})")
    lines.append("decision time per agent (choose calls with more than one legal action, wall clock and the CPU "
                 "time spent in them; forced ones, with a single legal action, counted apart):")
    for a in agents:
        t = report["decision_seconds"][a]
        cpu = f"  CPU p50 {ms(t['cpu_p50']):>9}  p95 {ms(t['cpu_p95']):>9}" if "cpu_p50" in t else ""
        lines.append(f"  {a:<{wide}}  p50 {ms(t['p50']):>9}  p95 {ms(t['p95']):>9}  max {ms(t['max']):>9}{cpu}  "
                     f"({t['decisions']} decisions, {t['forced']} forced"
                     + (f", {t['capped']} cut short by the time cap" if t.get("capped") else "") + ")")
    rate = report["games"] / max(report["seconds"], 1e-9)
    lines.append(f"games: {report['games']}, seconds: {report['seconds']:.1f} ({rate:.2f} games/s, "
                 f"jobs {report['jobs']}), mean game length {report['mean_steps']:.0f} decisions")
    host = report.get("machine")
    if host and host.get("load_average_1min") is not None:
        during = host.get("load_average_during")
        lines.append(f"machine: {host['cpus']} CPUs, load average {host['load_average_1min']} when the games "
                     f"started" + (f", {during['mean']} on average (max {during['max']}) while they ran"
                                   if during else "") + " (decision times are wall clock)")
    return "\n".join(lines)


def balance_rows(sweep: dict) -> list:
    """One row per sweep point and side: (point, side, wins, seat_games, rate, ci)."""
    rows = []
    for point in sweep["points"]:
        report = point["report"]
        for side, r in report["sides"].items():
            rows.append({"value": point["value"], "side": side, "wins": r["wins"], "seat_games": r["seat_games"],
                         "win_rate": r["win_rate"], "ci95": r["ci95"]})
        nw = report["no_winner"]
        rows.append({"value": point["value"], "side": "no winner (games)", "wins": nw["games"],
                     "seat_games": report["games"], "win_rate": nw["win_rate"], "ci95": nw["ci95"]})
    return rows


def format_balance(sweep: dict) -> str:
    """The balance table: a row per variant (or option value), a column per side, each cell the side's win
    rate with its 95% interval."""
    points = sweep["points"]
    what = "variant" if sweep["kind"] == "variant" else f"option {sweep['name']}"
    roles = any(p["report"]["sides_are_roles"] for p in points)
    sides = []
    for p in points:
        for s in p["report"]["sides"]:
            if s not in sides:
                sides.append(s)
    sides.append("no winner")
    head = [what] + sides
    table = []
    for p in points:
        report = p["report"]
        row = [str(p["value"])]
        for s in sides[:-1]:
            r = report["sides"].get(s)
            row.append(f"{pct(r['win_rate'])} {interval(r['ci95'])}" if r else "-")
        nw = report["no_winner"]
        row.append(f"{pct(nw['win_rate'])} {interval(nw['ci95'])}")
        table.append(row)
    widths = [max(len(r[i]) for r in [head] + table) for i in range(len(head))]
    out = [f"balance: {sweep['game']}, {sweep['players']} players, agents {', '.join(sweep['agents'])}; "
           f"win rate per {'side (role)' if roles else 'agent'} per {what}, 95% Wilson intervals "
           f"({points[0]['report']['games'] if points else 0} games per {what})"]
    out.append("  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip())
    out.append("  ".join("-" * w for w in widths))
    out.extend("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in table)
    if roles or len(sweep["agents"]) > 1:
        out.append("win rate per agent:")
        for p in points:
            out.append(f"  {p['value']}: " + ", ".join(
                f"{k} {pct(r['win_rate'])} {interval(r['ci95'])}" for k, r in p["report"]["per_agent"].items()))
    for skip in sweep.get("skipped", []):
        out.append(f"skipped {skip['value']}: {skip['why']}")
    return "\n".join(out)
