"""The Hard Killer (game/games/terrorscape/ai/search_killer.py) and its sharper belief (belief_motion.py): the
fitted model of where Survivors go, that it knows better than the plain walk where the Survivors of real
games are, and that the Hard Killer hunts on it."""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.ai.ismcts import HardAgent
from game.ai.tournament import deal_seed
from game.core.simulate import play_game
from game.games.terrorscape.ai import belief, belief_motion, search
from game.games.terrorscape import sources
from game.games.terrorscape.rules import RULES

BOARD = "terrorscape_polar_station"


def test_a_survivor_stays_at_work_and_keeps_away_from_the_killer():
    board = sources.board(BOARD)
    # at the radio, the Killer across the map or next door
    far = dict(belief_motion.kernel(board, [], "R3", belief.survivor_links)["R1"])
    near = dict(belief_motion.kernel(board, [], "R5", belief.survivor_links)["R1"])
    assert abs(sum(far.values()) - 1) < 1e-9
    assert far["R1"] > 0.5  # staying to repair the radio is the likeliest
    assert near["R1"] < far["R1"]  # less so with the Killer next door
    reach = set(belief.survivor_links(board, "R1", []))
    for y in list(reach):
        reach |= set(belief.survivor_links(board, y, []))
    assert set(far) == reach | {"R1"}  # two steps at most, along the Survivors' links


def test_once_rescue_is_called_the_radio_holds_nobody_back():
    board = sources.board(BOARD)
    before = dict(belief_motion.kernel(board, [], "R3", belief.survivor_links)["R1"])
    after = dict(belief_motion.kernel(board, [], "R3", belief.survivor_links, called=True)["R1"])
    assert 1 - after["R1"] > 10 * (1 - before["R1"])  # ten times likelier to leave the radio
    left = {}
    for called in (False, True):
        bel = belief.new_belief(motion=True)
        bel.update(p={"roy": {x: (1.0 if x == "R1" else 0.0) for x in board.codes}}, kloc="R3")
        if called:
            belief._apply(bel, board, {"type": "rescue_called", "rescue": 5})  # public: the Killer hears it
            assert bel["called"] is True
        belief._apply(bel, board, {"type": "survivors_turn", "round": 2})
        left[called] = 1 - bel["p"]["roy"]["R1"]
    assert left[True] > 5 * left[False]


def test_a_block_token_shapes_the_moves_as_it_does_the_walk():
    board = sources.board(BOARD)
    x = "R1"
    y = belief.survivor_links(board, x, [])[0]
    edge = f"{x}-{y}" if x <= y else f"{y}-{x}"
    open_ = dict(belief_motion.kernel(board, [], "G5", belief.survivor_links)[x])
    shut = dict(belief_motion.kernel(board, [edge], "G5", belief.survivor_links)[x])
    assert shut.get(y, 0.0) < open_[y]


def test_only_a_hard_killer_keeps_the_motion_belief():
    assert search.new_memory(0)["policy"]["belief"]["motion"] is True
    assert make_agent("normal", "terrorscape", 0).memory["belief"]["motion"] is False


def _q_true(games: int):
    """Mean chance the plain and the motion belief give each Survivor's true place at the Killer's first main
    action, over games between Normal seats (both beliefs shown the same redacted events)."""
    sums = {False: 0.0, True: 0.0}
    n = 0
    for g in range(games):
        mems = {m: {"seat": 0, "side": "killer", "belief": belief.new_belief(m)} for m in (False, True)}
        held = {"state": None}
        killer = make_agent("normal", "terrorscape", 0)

        class Watch:
            def choose(self, view, legal, rng):
                nonlocal n
                frame = view["decision"]["frame"] or {}
                if frame.get("t") == "k_main" and not view["killer"].get("actions"):
                    truth = {c: s["loc"] for c, s in held["state"].d["surv"].items()}
                    for m, mem in mems.items():
                        for c, q in belief.sync(mem, view).items():
                            sums[m] += q[truth[c]]
                    n += len(truth)
                return killer.choose(view, legal, rng)

            def observe(self, events):
                killer.observe(events)
                for mem in mems.values():
                    belief.observe(mem, events)

        watch = Watch()
        # the state at each decision, for the truth only (the agents never see it)
        original = type(RULES).view

        def view(self, state, seat):
            held["state"] = state
            return original(self, state, seat)
        type(RULES).view = view
        try:
            play_game("terrorscape", 2, deal_seed(3, g), [watch, make_agent("normal", "terrorscape", 1)], {})
        finally:
            type(RULES).view = original
    return sums[False] / n, sums[True] / n


def test_the_motion_belief_knows_better_where_the_survivors_of_real_games_are():
    plain, motion = _q_true(6)
    assert motion > plain + 0.08, (plain, motion)


@pytest.mark.slow
def test_the_hard_killer_beats_the_normal_killer_against_normal_survivors():
    """On the same 150 deals at 2 players (the tournament's per-side figures measure it on more)."""
    won = {}
    for level in ("normal", "hard"):
        won[level] = 0
        for b in range(150):
            killer = HardAgent("terrorscape", 0, "hard", iterations=8) if level == "hard" else \
                make_agent("normal", "terrorscape", 0)
            out = play_game("terrorscape", 2, deal_seed(1, b), [killer, make_agent("normal", "terrorscape", 1)], {})
            won[level] += 0 in out.winners
    assert won["hard"] >= won["normal"] + 10, won


def test_each_killer_has_its_own_model_of_where_survivors_go():
    """belief_motion.MODELS: fitted per Killer (the Survivors move otherwise against each); a Killer without
    one borrows the default (Orion's)."""
    board = sources.board(BOARD)
    links = belief.survivor_links
    orion = belief_motion.kernel(board, [], "R3", links, killer="orion")
    assert belief_motion.kernel(board, [], "R3", links, killer="eyebot") != orion
    assert belief_motion.kernel(board, [], "R3", links, killer="parasitoid") == orion
    assert belief_motion.kernel(board, [], "R3", links, killer="a-killer-built-later") == orion
    assert belief_motion.kernel(board, [], "R3", links) == orion


def test_the_hard_killers_belief_moves_the_survivors_by_its_own_killers_model():
    view = RULES.view(RULES.new_game(4, 2, {"killer": "eyebot"}), 0)
    mem = {"seat": 0, "side": "killer", "belief": belief.new_belief(motion=True)}
    p = belief.sync(mem, view)
    assert mem["belief"]["killer"] == "eyebot"
    board = belief.board_of(view)
    start = {x: (1.0 if "main_exit" in board.loc(x).kinds else 0.0) for x in board.codes}
    kloc = view["killer"]["loc"]
    for killer, same in (("eyebot", True), ("orion", False)):
        moved = belief_motion.move(board, start, [], kloc, belief.survivor_links, belief.LEAK, killer=killer)
        assert (max(abs(moved[x] - p[c][x]) for c in p for x in board.codes) < 1e-9) == same, killer


def _fit_tool():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "tools" / "fit_terrorscape.py"
    spec = importlib.util.spec_from_file_location("fit_terrorscape", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fitting_tool_finds_the_weights_that_made_the_choices():
    """tools/fit_terrorscape.py (how belief_motion's models and search.WEIGHTS are refitted): on choices and
    results drawn from known weights, its Newton fits give those weights back."""
    import math
    from game.core.rng import Rng
    tool = _fit_tool()
    rng = Rng(12)
    truth = [1.0, -0.5, 2.0]
    rows = []
    for _ in range(3000):
        feats = [[float(rng.randbelow(2)) for _ in truth] for _ in range(4)]
        w = [math.exp(sum(a * b for a, b in zip(f, truth))) for f in feats]
        x, i = rng.random() * sum(w), 0
        while x > w[i]:
            x -= w[i]
            i += 1
        rows.append((feats, i))
    fitted = tool.fit(rows)
    assert all(abs(a - b) < 0.2 for a, b in zip(fitted, truth)), fitted
    assert tool.loglik(rows, fitted) >= tool.loglik(rows, truth)
    truth = [-0.5, 1.5, -1.0]
    rows = []
    for _ in range(4000):
        f = [1.0, float(rng.randbelow(2)), rng.random()]
        p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(f, truth))))
        rows.append((f, 1.0 if rng.random() < p else 0.0))
    fitted = tool.fit_logistic(rows)
    assert all(abs(a - b) < 0.35 for a, b in zip(fitted, truth)), fitted


def test_the_hard_parasitoid_wounds_where_the_normal_one_infects():
    """search_killer.py: a Killer that finds the Survivors wins by the second wound, not by making Hosts."""
    from game.core.rng import Rng
    seen = 0
    for g in range(6):
        state = RULES.new_game(60 + g, 2, {"killer": "parasitoid"})
        agents = [make_agent("normal", "terrorscape", s) for s in range(2)]
        hard = HardAgent("terrorscape", 0, "hard", iterations=4)
        rngs = [Rng(g).fork(s) for s in range(2)]
        while RULES.result(state) is None and seen < 3:
            seat = RULES.decision(state).seat
            view, legal = RULES.view(state, seat), RULES.legal_actions(state)
            choice = agents[seat].choose(view, legal, rngs[seat])
            frame = view["decision"]["frame"] or {}
            if frame.get("t") == "p_harm" and choice.kind == "infect":
                assert hard.choose(view, legal, Rng(1)).kind == "injure"
                seen += 1
            events = RULES.apply(state, choice)
            for s in range(2):
                seen_events = [RULES.redact(e, s) for e in events]
                agents[s].observe(seen_events)
                if s == 0:
                    hard.observe(seen_events)
    assert seen >= 1
