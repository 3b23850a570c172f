"""`python -m game fuzz`: random legal games of every game, checked as they are played.

Each game is set up at a seat count and options drawn from everything its GameInfo offers (seat counts
taken in turn, every variant and option value drawn by the fuzz's own RNG, refused set-ups skipped), and
played by random legal choices. After every step the generic engine contract is checked (a decision
seat in range, a non-empty legal list with no duplicates) and then the game's own invariants
(the `invariants` module its manifest names: `check`, when the game has one). At random points of each game:
  - JSON round trip: the state rebuilt from its JSON has the same hash and the same legal list;
  - save and load: the game so far written as a record file (game.core.records, the very code saves
    use), read back and replayed, comes to the same hash;
  - hidden-information audit (its manifest's `twins`: `hidden_twins`, when the game has them; game.core.
    fuzz_audit): for a seat, twins of the state differing only in what that seat may not know show it the
    same view and, when it decides, the same legal list, and every AI level handed in chooses the same
    action on both; the same action taken on both shows it the same events (its log) and the same undo data.
  - who is asked (the "asked" count): after that same action, both are played on until the seat decides, and
    the deciding seats, decision kinds, prompts and events it is shown must agree (game.core.fuzz_observe);
  - observation twins ("observe"; its manifest's `secrets`, game.core.fuzz_observe): two secret choices of
    the deciding seat, declared alike to some other seat, show that seat the same transcript until it decides.
At the end the whole game replays from its seed to the same hash. step_bound: a game never takes more steps
than its game declares it can (`invariants.STEP_BOUND`, MAX_STEPS for a game without one).

A fault stops that game (the others go on); it is reported with everything needed to reproduce it, and
with `out` its record (the actions up to the fault) is written so `python -m game replay` rebuilds it.

game.core never imports game.ai: the caller hands in `make_agent(level, game_id, seat)` for the audit.
"""
from __future__ import annotations

import json
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from game.core import records
from game.core.fuzz_audit import audit
from game.core.fuzz_check import CheckFailed
from game.core.fuzz_observe import observe
from game.core.rng import Rng
from game.core.registry import game_module, get_rules, registry

MAX_STEPS = 20000  # as game.core.simulate: a game that has not ended by then is a fault (no STEP_BOUND declared)
ROUND_TRIP_EVERY = 40  # about one JSON round trip per this many steps
SAVE_LOAD_PER_GAME = 1  # save, load and replay at one random point of each game (and the final replay)
AUDIT_EVERY = 25  # about one hidden-information audit per this many steps
OBSERVE_EVERY = 6  # about one observation-twin check per this many steps (most steps have no secret choice)


@dataclass
class Fault:
    game: str
    seed: int
    players: int
    options: dict
    step: int
    check: str
    message: str
    record: Optional[str] = None  # the file holding the game up to the fault, when written

    def line(self) -> str:
        where = f" (record: {self.record})" if self.record else ""
        return (f"{self.game} seed {self.seed}, {self.players} players, options {json.dumps(self.options)}, "
                f"step {self.step}: {self.check}: {self.message}{where}")


@dataclass
class GameReport:
    """What the fuzz did and found for one game id."""

    game: str
    games: int = 0
    steps: int = 0
    longest: int = 0  # the most steps one game took
    seconds: float = 0.0
    checks: Counter = field(default_factory=Counter)  # check name -> times run
    faults: list = field(default_factory=list)
    coverage: Counter = field(default_factory=Counter)  # "players=3", "killer=eyebot", ... -> games
    missing: list = field(default_factory=list)  # checks this game has no module for

    def add(self, other: "GameReport") -> None:
        self.games += other.games
        self.steps += other.steps
        self.longest = max(self.longest, other.longest)
        self.seconds += other.seconds
        self.checks.update(other.checks)
        self.faults.extend(other.faults)
        self.coverage.update(other.coverage)

    def summary(self) -> str:
        rate = self.games / self.seconds if self.seconds else 0.0
        checks = ", ".join(f"{k} {v}" for k, v in sorted(self.checks.items()))
        text = (f"{self.game}: {self.games} games, {self.steps} steps (longest {self.longest}), "
                f"{len(self.faults)} faults, {rate:.1f} games/s (CPU of all jobs); checks: {checks}")
        if self.missing:
            text += f"; not checked (no module): {', '.join(self.missing)}"
        if self.coverage:
            text += "\n  set-ups played: " + ", ".join(f"{k} {v}" for k, v in sorted(self.coverage.items()))
        return text


def fuzz_games() -> list:
    """The game ids with a rules engine: every registered game."""
    return [g for g, info in registry().items() if info.module]


def _option_values(option) -> list:
    if option.kind == "bool":
        return [False, True]
    if option.kind == "choice":
        return list(option.choices)
    return [option.default]  # an int option: its default (no game has a free number yet)


def draw_setup(info, index: int, rng: Rng) -> tuple:
    """(players, options) of game `index`: the seat counts in turn, a variant open to that many seats and
    each option value drawn by `rng`; a set-up the game refuses (GameInfo.setup_problem) is drawn again."""
    seats = list(range(info.min_seats, info.max_seats + 1))
    players = seats[index % len(seats)]
    for _ in range(200):
        options = {}
        variants = [v for v in info.variants if (v.min_seats or info.min_seats) <= players <= (v.max_seats or info.max_seats)]
        if variants:
            options["variant"] = variants[rng.randbelow(len(variants))].id
        for opt in info.options:
            values = _option_values(opt)
            options[opt.id] = values[rng.randbelow(len(values))]
        if info.setup_problem(players, options.get("variant"), options) is None:
            return players, options
    return players, {}  # every draw refused: the defaults (a game always accepts them)


def _module(game_id: str, name: str):
    """The game's module in role `name` as its manifest names it, or None when it names none."""
    return game_module(game_id, name)


def step_bound(invariants) -> int:
    """The most steps a game may take: its invariants module's STEP_BOUND, else MAX_STEPS."""
    return getattr(invariants, "STEP_BOUND", MAX_STEPS) if invariants is not None else MAX_STEPS


def _contract(rules, state, players: int) -> list:
    decision = rules.decision(state)
    if decision.seat is None or not 0 <= decision.seat < players:
        raise CheckFailed("contract", f"the deciding seat is {decision.seat!r}")
    legal = rules.legal_actions(state)
    if not legal:
        raise CheckFailed("contract", "a decision with no legal action")
    if len(set(legal)) != len(legal):
        raise CheckFailed("contract", "the legal list holds the same action twice")
    return legal


def _round_trip(rules, state) -> None:
    copy = rules.from_json(json.loads(json.dumps(rules.to_json(state))))
    if rules.hash(copy) != rules.hash(state):
        raise CheckFailed("json", "the state rebuilt from its JSON has another hash")
    if rules.legal_actions(copy) != rules.legal_actions(state):
        raise CheckFailed("json", "the state rebuilt from its JSON has other legal actions")


def _save_load(game_id, rules, state, seed, players, options, actions, folder: Path) -> None:
    path = folder / "fuzz-save.json"
    records.save(path, records.make_record(game_id, options, seed, players, actions, state_hash=rules.hash(state)))
    _, again = records.replay(records.load(path), path)
    if rules.hash(again) != rules.hash(state):
        raise CheckFailed("save_load", "the saved game, loaded and replayed, has another hash")


def play_one(game_id: str, index: int, base_seed: int, make_agent=None, levels=("easy", "normal"),
             out: Optional[Path] = None) -> GameReport:
    """Fuzz game number `index` of `game_id`; its set-up, seed and choices follow from (base_seed, index)."""
    rules = get_rules(game_id)
    info = rules.info
    report = GameReport(game_id, games=1)
    rng = Rng(base_seed).fork(index)
    players, options = draw_setup(info, index, rng)
    seed = rng.next_u64() >> 1
    report.coverage[f"players={players}"] += 1
    for key, value in options.items():
        report.coverage[f"{key}={value}"] += 1
    invariants, twins = _module(game_id, "invariants"), _module(game_id, "twins")
    bound = step_bound(invariants)
    secrets = _module(game_id, "secrets")
    side = rng.fork(0x0B5E)  # the observation checks draw from their own stream: the game played stays the same
    start = time.process_time()
    actions: list = []
    step = 0
    check = "setup"
    try:
        state = rules.new_game(seed, players, options)
        save_at = rng.randbelow(200) + 1  # a random early point (a shorter game has the final replay only)
        with tempfile.TemporaryDirectory(prefix="dreadboard-fuzz-") as tmp:
            while rules.result(state) is None:
                if step >= bound:
                    raise CheckFailed("step_bound", f"no result after {bound} steps, the most a game of it can take")
                check = "contract"
                legal = _contract(rules, state, players)
                if rng.randbelow(ROUND_TRIP_EVERY) == 0:
                    check = "json"
                    _round_trip(rules, state)
                    report.checks["json"] += 1
                if twins is not None and rng.randbelow(AUDIT_EVERY) == 0:
                    check = "audit"
                    if audit(rules, state, twins, game_id, make_agent, levels, rng, players, report.checks,
                             follow_rng=side, reveals=getattr(secrets, "REVEALS", ())):
                        report.checks["audit"] += 1
                if secrets is not None and OBSERVE_EVERY and side.randbelow(OBSERVE_EVERY) == 0:
                    check = "observe"
                    ended = observe(rules, state, secrets, side, players)
                    if ended:
                        report.checks["observe"] += 1
                    if ended == "parted":  # the branches parted where the observer cannot see
                        report.checks["observe parted"] += 1
                if step == save_at:
                    check = "save_load"
                    _save_load(game_id, rules, state, seed, players, options, actions, Path(tmp))
                    report.checks["save_load"] += 1
                action = legal[rng.randbelow(len(legal))]
                check = "apply"
                rules.apply(state, action)
                actions.append(action)
                step += 1
                if invariants is not None:
                    check = "invariants"
                    invariants.check(rules, state)
            report.checks["step_bound"] += 1
            check = "replay"
            _save_load(game_id, rules, state, seed, players, options, actions, Path(tmp))
            report.checks["replay"] += 1
    except Exception as exc:  # noqa: BLE001 -- every fault is reported, and the other games go on
        name = exc.check if isinstance(exc, CheckFailed) else check
        message = str(exc) or type(exc).__name__
        if not isinstance(exc, CheckFailed):
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            message = f"{type(exc).__name__}: {message} ({Path(frame.filename).name}:{frame.lineno})"
        fault = Fault(game_id, seed, players, options, step, name, message)
        if out is not None:
            fault.record = str(_write_fault(out, fault, actions))
        report.faults.append(fault)
    report.steps = report.longest = step
    report.seconds = time.process_time() - start
    if invariants is None:
        report.missing.append("invariants")
    if twins is None:
        report.missing.append("hidden-information twins")
    if secrets is None:
        report.missing.append("observation twins")
    return report


def _write_fault(out: Path, fault: Fault, actions: list) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"fault-{fault.game}-{fault.seed}-{fault.step}.json"
    records.save(path, records.make_record(fault.game, fault.options, fault.seed, fault.players, actions,
                                           meta={"fuzz_fault": fault.line()}))
    return path


def _job(args):
    return play_one(*args)


def run(games: int, game_ids: list, base_seed: int = 1, jobs: int = 1, make_agent=None,
        levels=("easy", "normal"), out: Optional[Path] = None, progress=None) -> dict:
    """Fuzz `games` games of each id in `game_ids`; returns {game id: GameReport}. `progress(done, total)`
    is called after every game."""
    tasks = [(g, i, base_seed, make_agent, levels, out) for g in game_ids for i in range(games)]
    reports = {g: GameReport(g) for g in game_ids}
    done = 0

    def take(rep):
        nonlocal done
        reports[rep.game].add(rep)
        reports[rep.game].missing = rep.missing
        done += 1
        if progress:
            progress(done, len(tasks))

    if jobs <= 1:
        for task in tasks:
            take(_job(task))
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for rep in pool.imap_unordered(_job, tasks, chunksize=max(1, len(tasks) // (jobs * 20))):
                take(rep)
    return reports
