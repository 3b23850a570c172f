"""Write the golden records: tests/core/data/golden/*.json, which pin every game's behaviour.

RUN THIS ONLY WHEN A RULES CHANGE IS MEANT TO CHANGE BEHAVIOUR, and then together with a bump of that
game's `Rules.record_version` (and `migrate_action`, game/core/engine.py), so that saves of the older
rules are carried over or refused by name. A refactoring must leave every golden record replaying as it
is: tests/core/test_golden_records.py replays each one and compares the state hash after every
`EVERY`-th step and at the end. Regenerating the set to make that test pass after a refactoring hides
exactly the change it is there to catch.

    cd <repo> && PYTHONPATH=. python tools/make_golden_records.py [case ...]

Each case is a whole game (or its first `MAX_STEPS` decisions) of one game at one seating and one set of
options, its seats played by seeded computer agents (normal, easy, or random legal moves) exactly as
game.core.simulate.play_game drives them. The file is an ordinary record (game.core.records make_record
and save, the format Save writes) whose `meta.golden` holds the hashes: {"every": k, "hashes":
{"0": ..., "25": ..., ...}}, the key being the number of actions applied; `state_hash` is the final one.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from game.ai import make_agent
from game.core import records
from game.core.rng import Rng
from game.games import get_rules

OUT = Path(__file__).resolve().parent.parent / "tests" / "core" / "data" / "golden"
EVERY = 25
MAX_STEPS = 1500  # enough to reach every phase of a game's opening; a shorter game is played to its end

# name: (game, seats, seed, options, agents: one kind per seat, or one for all)
CASES = {
    "zombie_2_standard": ("zombie", 2, 101, {}, ["normal"]),
    "zombie_8_mortal": ("zombie", 8, 102, {}, ["normal", "easy"] * 4),
    "zombie_3_allied_strain": ("zombie", 3, 103, {"variant": "allied_camps", "strain": "random"}, ["normal"]),
    "zombie_5_new_victims": ("zombie", 5, 104, {"variant": "new_victims", "mortal": True, "strain": "runners"},
                             ["easy"]),
    "zombie_2_new_victims_strain": ("zombie", 2, 106, {"variant": "new_victims", "strain": "walkers"}, ["easy"]),
    "zombie_4_random": ("zombie", 4, 105, {"strain": "saprophytes"}, ["random"]),
    "crimson_creek_1_beginner": ("crimson_creek", 1, 201, {"variant": "beginner"}, ["normal"]),
    "crimson_creek_6_advanced": ("crimson_creek", 6, 202, {"variant": "advanced", "characters": "random"},
                                 ["normal", "easy"] * 3),
    "crimson_creek_3_takeover": ("crimson_creek", 3, 203, {"takeover": True, "three_survivor_trigger": 3},
                                 ["normal"]),
    "crimson_creek_2_random_characters": ("crimson_creek", 2, 205, {"characters": "random"}, ["easy"]),
    "crimson_creek_4_random": ("crimson_creek", 4, 204, {}, ["random"]),
    "terrorscape_2_orion": ("terrorscape", 2, 301, {"killer": "orion"}, ["normal"]),
    "terrorscape_4_eyebot_lighthouse": ("terrorscape", 4, 302, {"killer": "eyebot", "map": "terrorscape_lighthouse",
                                                                 "traits": "hard"}, ["normal", "easy"] * 2),
    "terrorscape_3_parasitoid": ("terrorscape", 3, 303, {"killer": "parasitoid", "survivors": "quinto,victoria,zach"},
                                 ["normal"]),
    "terrorscape_4_separate_ways": ("terrorscape", 4, 304, {"separate_ways": True}, ["normal"]),
    "terrorscape_5_double_trouble": ("terrorscape", 5, 305, {"double_trouble": True, "killer_players": "2"},
                                     ["easy"]),
    "terrorscape_2_double_trouble": ("terrorscape", 2, 307, {"double_trouble": True, "killer": "parasitoid",
                                                             "map": "terrorscape_lighthouse"}, ["normal"]),
    "terrorscape_6_random": ("terrorscape", 6, 306, {"killer": "eyebot", "traits": "nightmare"}, ["random"]),
    "who_goes_there_3": ("who_goes_there", 3, 401, {}, ["normal"]),
    "who_goes_there_8_extended": ("who_goes_there", 8, 402, {"extended": True}, ["normal", "easy"] * 4),
    "who_goes_there_5_random": ("who_goes_there", 5, 403, {"characters": "base_first"}, ["random"]),
    "the_thing_2": ("the_thing", 2, 501, {}, ["normal"]),
    "the_thing_6": ("the_thing", 6, 502, {}, ["normal", "easy"] * 3),
    "the_thing_3": ("the_thing", 3, 504, {}, ["easy"]),
    "the_thing_4_random": ("the_thing", 4, 503, {}, ["random"]),
}


def play(game_id: str, seats: int, seed: int, options: dict, agents: list) -> dict:
    """One golden record: the game played as simulate.play_game plays it, stopped after MAX_STEPS."""
    if len(agents) == 1:
        agents = agents * seats
    records.check_options(game_id, options, seats)  # only a seating the lobby would start
    rules = get_rules(game_id)
    state = rules.new_game(seed, seats, options)
    players = [make_agent(kind, game_id, seat) for seat, kind in enumerate(agents)]
    agent_rngs = [Rng(seed).fork(1000 + seat) for seat in range(seats)]
    actions, hashes = [], {"0": rules.hash(state)}
    while rules.result(state) is None and len(actions) < MAX_STEPS:
        seat = rules.decision(state).seat
        action = players[seat].choose(rules.view(state, seat), rules.legal_actions(state), agent_rngs[seat])
        events = rules.apply(state, action)
        for s, agent in enumerate(players):
            agent.observe([e for e in (rules.redact(ev, s) for ev in events) if e is not None])
        actions.append(action)
        if len(actions) % EVERY == 0:
            hashes[str(len(actions))] = rules.hash(state)
    final = rules.hash(state)
    hashes[str(len(actions))] = final
    meta = {"golden": {"every": EVERY, "agents": agents, "over": rules.result(state) is not None,
                       "hashes": hashes}}
    # the options as given, as Session.save writes them (a game may resolve "random" ones from its RNG)
    return records.make_record(game_id, options, seed, seats, actions, state_hash=final, meta=meta)


def main(argv: list) -> int:
    names = argv or list(CASES)
    unknown = [n for n in names if n not in CASES]
    if unknown:
        print(f"unknown case(s): {', '.join(unknown)}; cases: {', '.join(CASES)}", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    for name in names:
        start = time.perf_counter()
        rec = play(*CASES[name])
        path = OUT / f"{name}.json"
        path.unlink(missing_ok=True)  # a fresh file: save would keep the old one as .bak
        records.save(path, rec)
        gold = rec["meta"]["golden"]
        print(f"{path.name}: {len(rec['actions'])} actions, {'over' if gold['over'] else 'stopped'}, "
              f"{path.stat().st_size} bytes, {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
