"""The command line: `python -m game simulate` output and --record, through a real subprocess."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.actions import Action
from game.core.rng import Rng
from game.games.zombie.rules import RULES

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env=env)


SIM = ("simulate", "--game", "zombie", "--players", "4", "--games", "5", "--seed", "3")


@pytest.fixture(scope="module")
def sim_runs():
    return run(*SIM), run(*SIM)


def test_simulate_prints_the_documented_lines(sim_runs):
    out, _ = sim_runs
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0] == "games: 5"
    seat_lines = [l for l in lines if l.startswith("seat ")]
    assert len(seat_lines) == 4
    wins = []
    for k, line in enumerate(seat_lines, 1):
        m = re.fullmatch(rf"seat {k} \(random\): (\d+) wins \((\d+\.\d)%\)", line)
        assert m, line
        wins.append(int(m.group(1)))
        assert float(m.group(2)) == pytest.approx(100 * int(m.group(1)) / 5, abs=0.05)
    agent = [l for l in lines if l.startswith("agent ")]
    assert len(agent) == 1
    m = re.fullmatch(r"agent random: (\d+) wins over 20 seat-games \((\d+\.\d)% per seat\)", agent[0])
    assert m and int(m.group(1)) == sum(wins)
    zombies = [l for l in lines if l.startswith("games with no winner")]
    assert len(zombies) == 1
    z = int(zombies[0].rsplit(":", 1)[1])
    assert sum(wins) + z == 5  # every game has one winner or none
    length = [l for l in lines if l.startswith("mean game length:")]
    assert len(length) == 1
    m = re.fullmatch(r"mean game length: (\d+\.\d) decisions, (\d+\.\d) turns", length[0])
    assert m and float(m.group(1)) > float(m.group(2)) > 0
    assert lines[-1].startswith("games per second:")
    assert float(lines[-1].split(":")[1]) > 0


def test_two_simulate_runs_are_identical_but_for_the_speed(sim_runs):
    a, b = sim_runs
    assert a.returncode == b.returncode == 0
    la, lb = a.stdout.strip().splitlines(), b.stdout.strip().splitlines()
    assert la[:-1] == lb[:-1]
    assert la[-1].startswith("games per second:") and lb[-1].startswith("games per second:")


def test_a_different_seed_gives_different_games():
    a = run("simulate", "--game", "zombie", "--players", "3", "--games", "4", "--seed", "1")
    b = run("simulate", "--game", "zombie", "--players", "3", "--games", "4", "--seed", "2")
    assert a.returncode == b.returncode == 0
    assert a.stdout.splitlines()[:-1] != b.stdout.splitlines()[:-1]


def test_simulate_per_seat_agents_variant_and_options():
    out = run("simulate", "--game", "zombie", "--players", "3", "--games", "3", "--seed", "4",
              "--agents", "heuristic,random,random", "--variant", "allied_camps", "--option", "strain=runners",
              "--option", "mortal=true")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[1].startswith("seat 1 (heuristic):")
    assert any(l.startswith("agent heuristic: ") and "over 3 seat-games" in l for l in lines)
    assert any(l.startswith("agent random: ") and "over 6 seat-games" in l for l in lines)


@pytest.mark.parametrize("args,words", [
    (("--agents", "random,random"), "4 agents"),
    (("--agents", "genius"), "genius"),
    (("--variant", "allied_camps"), "Allied Camps"),
    (("--option", "strain=vampires"), "vampires"),
])
def test_simulate_refuses_bad_arguments_with_a_message(args, words):
    out = run("simulate", "--game", "zombie", "--players", "4", "--games", "1", *args)
    assert out.returncode != 0
    assert words in out.stderr
    assert "Traceback" not in out.stderr


def test_simulate_unknown_game():
    out = run("simulate", "--game", "chess", "--players", "2", "--games", "1")
    assert out.returncode != 0 and "chess" in out.stderr and "Traceback" not in out.stderr


def test_record_writes_one_json_line_per_step(tmp_path):
    path = tmp_path / "steps.jsonl"
    out = run("simulate", "--game", "zombie", "--players", "3", "--games", "2", "--seed", "9",
              "--record", str(path))
    assert out.returncode == 0, out.stderr
    lines = path.read_text().splitlines()
    rows = [json.loads(l) for l in lines]
    mean = float(re.search(r"mean game length: (\d+\.\d) decisions", out.stdout).group(1))
    assert len(rows) == round(mean * 2)
    for row in rows:
        assert {"seat", "action", "events", "state"} <= set(row)
        assert 0 <= row["seat"] < 3
        assert isinstance(row["events"], list)
        Action.from_json(row["action"])
    # The lines of the first game replay exactly: the step numbers count from 1 and every recorded
    # state is the state after that step's action.
    first_seed = Rng(9).fork(0).next_u64() & 0xFFFFFFFF
    state = RULES.new_game(first_seed, 3, {})
    k = 0
    while RULES.result(state) is None:
        row = rows[k]
        assert row["step"] == k + 1
        assert row["seat"] == RULES.decision(state).seat
        events = RULES.apply(state, Action.from_json(row["action"]))
        assert json.loads(json.dumps(events)) == row["events"]
        assert RULES.hash(RULES.from_json(row["state"])) == RULES.hash(state)
        k += 1
    assert rows[k]["step"] == 1  # the second game starts over
    assert rows[-1]["state"]["result"] is not None


def test_replay_of_a_missing_command_argument_is_a_usage_error():
    out = run("replay")
    assert out.returncode == 2 and "file" in out.stderr
