"""What the Hard Survivors' tree search weighs (game/games/terrorscape/ai/search.py): only a Survivor's main
action, in playouts against a Killer that mostly knows where the nearest Survivor is."""
from __future__ import annotations

from game.ai import make_agent
from game.core.rng import Rng
from game.games.terrorscape.ai import search
from game.games.terrorscape import survivors
from game.games.terrorscape.rules import RULES

EXTRA = {"give", "take", "discard", "cat", "loot", "accuse", "test", "investigate", "done"}  # (a special action is a "use" too)


def _decisions(seed: int, players: int = 2, steps: int = 900):
    """(state, seat, view, legal, Hard memory) at each decision of a game between Normal seats."""
    state = RULES.new_game(seed, players, {})
    agents = [make_agent("normal", "terrorscape", s) for s in range(players)]
    memories = [search.new_memory(s) for s in range(players)]
    rngs = [Rng(seed).fork(s) for s in range(players)]
    for _ in range(steps):
        if RULES.result(state) is not None:
            return
        seat = RULES.decision(state).seat
        view, legal = RULES.view(state, seat), RULES.legal_actions(state)
        yield state, seat, view, legal, memories[seat]
        events = RULES.apply(state, agents[seat].choose(view, legal, rngs[seat]))
        for s in range(players):
            seen = [RULES.redact(e, s) for e in events]
            agents[s].observe(seen)
            search.observe(memories[s], seen)


def test_only_a_survivors_main_action_is_searched():
    before = after = 0
    for g in range(3):
        for state, seat, view, legal, memory in _decisions(40 + g):
            frame = view["decision"]["frame"]
            if view["side"] != "survivors" or not frame or frame["t"] != "s_act" or view["encounter"]:
                continue
            if frame["main"]:  # the main action taken: the rest of the turn is the heuristic's
                assert not search.searchable(view)
                after += 1
                continue
            assert search.searchable(view)
            ranked = search.rank(search.determinize(view, memory, Rng(1)), legal)
            mains = set(survivors.main_actions(state, frame["char"])) | {survivors.SHOWDOWN, survivors.WAIT}
            assert ranked and set(ranked) <= mains and not {a.kind for a in ranked} & EXTRA
            assert set(ranked) == mains & set(legal)
            before += 1
    assert before > 20 and after > 20


def test_the_playout_killer_mostly_walks_toward_the_nearest_survivor():
    checked = 0
    for state, seat, view, legal, memory in _decisions(7):
        d = state.d
        top = d["stack"][-1] if d["stack"] else {}
        if top.get("t") != "k_main" or d["killer"]["actions"] or view["encounter"]:
            continue
        here = d["killer"]["loc"]
        alive = [s["loc"] for s in d["surv"].values() if s["out"] is None]
        near = min(state.board.distance(here, x) for x in alive)
        moves = [a for a in legal if a.kind == "move" and not a["discard"]]
        if near < 2 or not moves:
            continue
        rng = Rng(checked)
        closer = 0
        for _ in range(200):
            a = search.rollout(state, legal, rng)
            closer += a.kind == "move" and min(state.board.distance(a["to"], x) for x in alive) < near
        assert closer >= 200 * search.KNOWS * 0.85, (closer, here, alive)
        checked += 1
        if checked >= 5:
            break
    assert checked >= 3
