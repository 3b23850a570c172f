"""The shared search of Hard seats (game.ai.ismcts), on Zombie positions."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.rng import Rng
from game.ai.ismcts import HardAgent, Search
from game.games.zombie.ai import search as zsearch
from game.games.zombie.rules import RULES


def random_position(seed, players=4, steps=40, options=None):
    """A position after random play where the deciding seat has several choices."""
    state = RULES.new_game(seed, players, options or {})
    rng = Rng(seed)
    k = 0
    while True:
        legal = RULES.legal_actions(state)
        if k >= steps and len(legal) > 3:
            return state
        RULES.apply(state, legal[rng.randbelow(len(legal))])
        k += 1


def take_action_position(seed=0, players=2):
    """The first Take Action of seat 0 in a fresh game."""
    state = RULES.new_game(seed, players, {})
    rng = Rng(seed)
    while RULES.decision(state).kind != "take_action" or RULES.decision(state).seat != 0:
        legal = RULES.legal_actions(state)
        RULES.apply(state, legal[rng.randbelow(len(legal))])
    return state


def move_card(state, card_id, hand):
    """Bring a copy of `card_id` from the draw pile into `hand`, sending the hand's first card back."""
    d = state.d
    uid = next(u for u in d["draw"] if d["cards"][u] == card_id)
    i = d["draw"].index(uid)
    d["draw"][i] = hand[0]
    hand[0] = uid
    state.changed()
    return uid


def forced_win():
    """Two camps; the rival has 3 survivors, no characters and no cards in hand. Seat 0 holds Zombie
    Apocalypse (kill 4): played on the rival it wins at once, nothing can answer it."""
    state = take_action_position()
    d = state.d
    rival = d["camps"][1]
    d["cc_survivors"] += rival["survivors"] - 3
    rival["survivors"] = 3
    for unit in rival["units"]:
        d["box"].extend(unit)
    rival["units"] = []
    d["draw"][:0] = d["hands"][1]
    d["hands"][1] = []
    uid = move_card(state, "zombie_apocalypse", d["hands"][0])
    return state, Action("play", card=uid, targets=(1,))


def winners_after(state, action):
    """Who has won once `action` is played and seat 0 lets its own reaction window go by."""
    sample = state.clone()
    RULES.apply(sample, action)
    while RULES.result(sample) is None and RULES.decision(sample).kind == "react":
        RULES.apply(sample, Action("no_reaction"))
    return (RULES.result(sample) or {}).get("winners")


def test_it_finds_the_winning_move_among_many():
    state, win = forced_win()
    legal = RULES.legal_actions(state)
    assert win in legal and len(legal) > 10
    winning = [a for a in legal if winners_after(state, a) == [0]]
    assert winning == [win]  # the test can fail: one choice in more than ten wins
    agent = HardAgent("zombie", 0, iterations=300)
    choice = agent.choose(RULES.view(state, 0), legal, Rng(5))
    assert choice == win
    assert agent.last.failures == 0


def test_the_answer_is_one_of_the_legal_actions_given():
    for seed in range(3):
        state = random_position(seed)
        seat = RULES.decision(state).seat
        legal = list(RULES.legal_actions(state))
        choice = HardAgent("zombie", seat, iterations=30).choose(RULES.view(state, seat), legal, Rng(seed))
        assert any(choice is a for a in legal)


def test_a_fixed_budget_gives_the_same_choice_and_the_same_tree():
    state = random_position(7)
    seat = RULES.decision(state).seat
    view, legal = RULES.view(state, seat), RULES.legal_actions(state)
    runs = []
    for _ in range(2):
        agent = HardAgent("zombie", seat, iterations=60)
        choice = agent.choose(view, legal, Rng(42))
        runs.append((choice, [(a, n.visits, n.available, round(n.reward, 9))
                              for a, n in agent.last.root.children.items()]))
    assert runs[0] == runs[1]
    assert sum(v for _, v, _, _ in runs[0][1]) == 60


class Ticking:
    """The search's clock (time.perf_counter in game.ai.ismcts), each reading `tick` seconds after the one before:
    the budget is checked against it, so the machine's load changes neither the iterations nor the verdict."""

    def __init__(self, tick: float = 0.001):
        self.now, self.tick, self.reads = 0.0, tick, 0

    def perf_counter(self) -> float:
        self.now += self.tick
        self.reads += 1
        return self.now


@pytest.fixture
def clock(monkeypatch):
    from game.ai import ismcts

    ticking = Ticking()
    monkeypatch.setattr(ismcts, "time", ticking)  # only the search's clock: pytest and the rest keep theirs
    return ticking


def test_it_answers_within_its_time_budget(clock):
    state = random_position(3, players=6)
    seat = RULES.decision(state).seat
    view, legal = RULES.view(state, seat), RULES.legal_actions(state)
    agent = HardAgent("zombie", seat, seconds=0.3)
    agent.choose(view, legal, Rng(1))
    # the budget, and at most the slowest iteration past it (one tick of this clock)
    assert clock.now <= 0.3 + 3 * clock.tick, clock.now
    assert agent.last.iterations >= 1 and agent.capped == 0


def test_the_default_budget_is_the_games_iterations_and_no_clock(monkeypatch):
    import types

    from game.ai import ismcts

    monkeypatch.delenv("DREADBOARD_HARD_SECONDS", raising=False)
    monkeypatch.delenv("DREADBOARD_HARD_ITERATIONS", raising=False)
    agent = HardAgent("zombie", 0)
    assert (agent.iterations, agent.seconds) == (zsearch.ITERATIONS, None)
    assert ismcts.default_budget(types.SimpleNamespace()) == (None, ismcts.BUDGET["seconds"])  # no ITERATIONS
    monkeypatch.setenv("DREADBOARD_HARD_SECONDS", "0.3")  # a knob alone is the whole budget
    assert (HardAgent("zombie", 0).iterations, HardAgent("zombie", 0).seconds) == (None, 0.3)
    monkeypatch.setenv("DREADBOARD_HARD_ITERATIONS", "20")
    monkeypatch.delenv("DREADBOARD_HARD_SECONDS")
    assert (HardAgent("zombie", 0).iterations, HardAgent("zombie", 0).seconds) == (20, None)
    assert HardAgent("zombie", 0, seconds=2.0).iterations is None  # arguments overrule the knobs


def test_a_cap_that_does_not_bind_changes_nothing_and_one_that_binds_answers_in_time():
    state = random_position(7)
    seat = RULES.decision(state).seat
    view, legal = RULES.view(state, seat), RULES.legal_actions(state)
    trees = []
    for budget in ({"iterations": 40}, {"iterations": 40, "seconds": 60.0}):
        agent = HardAgent("zombie", seat, **budget)
        choice = agent.choose(view, legal, Rng(42))
        trees.append((choice, [(a, n.visits, round(n.reward, 9)) for a, n in agent.last.root.children.items()],
                      agent.last.duel_diffs))
        assert agent.capped == 0 and not agent.last.capped
    assert trees[0] == trees[1]
    agent = HardAgent("zombie", seat, iterations=10 ** 6, seconds=0.3)
    with pytest.MonkeyPatch.context() as patch:  # the cap against a clock the machine's load cannot slow
        from game.ai import ismcts

        clock = Ticking()
        patch.setattr(ismcts, "time", clock)
        assert agent.choose(view, legal, Rng(1)) in legal
    assert clock.now <= 0.3 + 3 * clock.tick, clock.now  # the cap
    assert agent.capped == 1 and agent.last.capped and agent.last.iterations < 10 ** 6


def test_a_lone_choice_is_taken_without_searching(clock):
    state = random_position(1)
    seat = RULES.decision(state).seat
    only = RULES.legal_actions(state)[:1]
    agent = HardAgent("zombie", seat, seconds=5.0)
    assert agent.choose(RULES.view(state, seat), only, Rng(1)) is only[0]
    assert agent.last is None and clock.reads == 0  # no search, and not even a look at the clock


def test_availability_counts_only_the_samples_where_an_action_was_legal():
    """Every root child is legal in every sample (the root's list is the seat's own), so its
    availability is the number of iterations since it was expanded; deeper, other seats' cards
    vary between samples, so some child there was available less often than its parent was visited."""
    state = random_position(11)
    seat = RULES.decision(state).seat
    search = Search("zombie", seat, RULES.view(state, seat), RULES.legal_actions(state),
                    zsearch.new_memory(seat), Rng(3))
    search.run(iterations=150)
    root = search.root.children
    assert sum(n.visits for n in root.values()) == 150
    assert all(n.available <= 150 and n.visits <= n.available for n in root.values())


def test_the_duel_overrules_a_poor_anchor_and_keeps_a_sound_one():
    state, win = forced_win()
    legal = RULES.legal_actions(state)
    view = RULES.view(state, 0)
    passing = next(a for a in legal if a.kind == "pass")
    search = Search("zombie", 0, view, legal, zsearch.new_memory(0), Rng(2), anchor=passing)
    assert search.run(iterations=200) == win
    assert len(search.duel_diffs) >= 4 and min(search.duel_diffs) > 0  # the win is worth more in every pair
    # With the winning move as the anchor, nothing can beat it: the search keeps it.
    search = Search("zombie", 0, view, legal, zsearch.new_memory(0), Rng(2), anchor=win)
    assert search.run(iterations=200) == win


def test_the_anchor_is_tried_first_even_where_the_games_ranking_leaves_it_out(monkeypatch):
    """A game's `rank` may leave out choices it never wants searched (Terrorscape's Survivors: their extra
    actions); the heuristic's choice is still the first tried, so the duel can keep it."""
    state, win = forced_win()
    legal = RULES.legal_actions(state)
    passing = next(a for a in legal if a.kind == "pass")
    monkeypatch.setattr(zsearch, "rank", lambda sample, acts: [a for a in acts if a != passing], raising=False)
    search = Search("zombie", 0, RULES.view(state, 0), legal, zsearch.new_memory(0), Rng(2), anchor=passing)
    search.iterate()
    assert search.order[0] == passing and passing in search.root.children
    assert search.order.count(passing) == 1


@pytest.mark.parametrize("game_id,seats", [("zombie", 4), ("crimson_creek", 4), ("terrorscape", 3),
                                           ("who_goes_there", 5), ("the_thing", 5)])
def test_a_hard_agent_that_searched_crosses_to_the_thinking_process_and_back(game_id, seats):
    """The table's thinking process pickles the agent there and back after every decision
    (game/ui/tables/ai_process.py): a Hard agent that has just searched pickles (Who Goes There?'s and The
    Thing's playouts are closures, kept only on the Search it drops), and the copy decides as the original."""
    from game.games import get_rules
    from game.ui.tables import ai_process

    rules = get_rules(game_id)
    for seed in range(3, 13):  # random games until a seat searched and then decides once more
        state, play = rules.new_game(seed, seats, {}), Rng(seed)
        agents = {s: HardAgent(game_id, s, iterations=12) for s in range(seats)}
        searched = set()
        for step in range(600):
            if rules.result(state) is not None:
                break
            seat, legal = rules.decision(state).seat, rules.legal_actions(state)
            agent = agents.get(seat)
            if agent is not None and len(legal) > 1:
                view = rules.view(state, seat)
                if seat in searched:  # the next decision after a search: the copy and the original agree on it
                    copy = ai_process.loads(ai_process.dumps(agent))
                    assert copy.choose(view, legal, Rng(step)) == agent.choose(view, legal, Rng(step))
                    return
                agent.choose(view, legal, Rng(step))
                if agent.last is not None:
                    searched.add(seat)
                    copy = ai_process.loads(ai_process.dumps(agent))
                    assert copy.last is None and copy.memory.keys() == agent.memory.keys()
            events = rules.apply(state, legal[play.randbelow(len(legal))])
            for s, a in agents.items():
                a.observe([e for e in (rules.redact(ev, s) for ev in events) if e is not None])
    raise AssertionError(f"{game_id}: no seat searched and then decided again in 10 random games")
