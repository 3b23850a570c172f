"""Every game of Zombie ends (chips.toml [end], designed): a game still undecided after max_rounds rounds goes to
the players with the most people left, and a turn goes back to its Take Action at most backs_per_turn times.
Two Normal camps holding only Reactions, with the City Center out of Survivors and Hidden Bite still in the
deck, passed for ever before (seed 2082719602, two seats, ghouls, Mortal Reckoning)."""
from __future__ import annotations

from game.ai.agents import make_agent
from game.core.actions import Action
from game.core.simulate import play_game
from game.games.zombie.audit import invariants
from game.games.zombie.rules import RULES

from .scenario import Table

LIMIT = RULES.new_game(1, 2, {}).content.chips


def test_the_stalemate_that_never_ended_ends_at_the_round_limit():
    end = {}
    out = play_game("zombie", 2, 2082719602, [make_agent("normal", "zombie", s) for s in range(2)],
                    {"variant": "standard", "strain": "ghouls", "mortal": True},
                    on_step=lambda rules, state, *_: end.__setitem__("state", state))
    d = end["state"].d
    people = {c["owner"]: end["state"].people(c["id"]) for c in d["camps"] if c["alive"]}
    assert len(people) == 2 and out.reason == "round limit"
    assert out.winners == [max(people, key=people.get)] and len(set(people.values())) == 2
    assert out.turns == LIMIT["max_rounds"] * 2 and out.steps <= invariants.STEP_BOUND


def test_a_tie_at_the_round_limit_is_shared():
    t = Table(players=3)
    for c, n in ((0, 5), (1, 5), (2, 4)):
        t.set_survivors(c, n)
    t.d["turn"].update(camp=2, number=LIMIT["max_rounds"] * 3)  # the last turn of the last round
    t.begin_action(2)
    events = t.act(Action("pass"))
    assert t.d["result"]["reason"] == "round limit" and t.d["result"]["winners"] == [0, 1]
    assert events[-1]["type"] == "game_over" and "most people" in events[-1]["text"]
    assert RULES.legal_actions(t.state) == []


def _trade_table():
    t = Table(players=4)
    t.set_survivors(0, 6)
    t.add_character(1, "preacher")
    t.begin_action(0)
    return t


def test_a_turn_goes_back_to_its_take_action_only_so_many_times():
    t = _trade_table()
    for _ in range(LIMIT["backs_per_turn"]):
        assert Action("trade", partner=1) in t.legal()
        t.act(Action("trade", partner=1))
        t.act(Action("back"))
    assert not [a for a in t.legal() if a.kind == "trade"]  # no offer is begun any more
    assert Action("pass") in t.legal()


def test_the_back_count_is_the_turns_own():
    t = _trade_table()
    t.act(Action("trade", partner=1))
    t.act(Action("back"))
    assert t.d["turn"]["backs"] == 1
    t.act(Action("pass"))
    assert "backs" not in t.d["turn"] and t.d["turn"]["camp"] == 1  # the next turn starts afresh
    assert "backs" not in RULES.new_game(3, 4, {}).d["turn"]  # a game that never goes back hashes as before
