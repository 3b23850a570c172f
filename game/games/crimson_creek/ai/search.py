"""Crimson Creek's part of the Hard seat's search (game.ai.ismcts imports it; it imports nothing of game.ai).

new_memory/observe   what this seat was shown (search_memory.py)
determinize          a whole state agreeing with the view and memory (sampler.py), with the possessed
                     character and the sleeves drawn from the seat's belief (belief.py)
value                the heuristic chance that a seat wins, at the playout horizon
rollout              a cheap playout policy reading the (sampled) state: every seat plays on what it knows
decide               the decisions the Hard seat takes without searching (game.ai.ismcts asks first):
                     its claims (the truth, or for the possessed seat a lie no other seat can catch, see
                     lying.py), which Clue sleeve to look in, its accusation (the most suspect character
                     of its belief), declaring a Lair its posterior is sure of, taking and holding a
                     hiding place from the Act's first attack on, scouting for the Lair when it cannot
                     hide, and its chase moves (tactics.py); the Punk as its character;
                     the rest of a turn as the heuristic at its best would. Only the decisions in
                     SEARCHED go to the tree search.
"""
from __future__ import annotations

from game.core.actions import Action

from ..content import suspects
from ..frames import ACCUSE, CLUE_PICKS, STAY
from ..turn import DECLARE, END_TURN, HIDE, MOVE, SEARCH
from ..view import attack_knowledge, known_lair
from . import policy
from .belief import belief, draw_world
from .lying import claim_action
from .sampler import build_state
from .search_memory import new_memory, observe  # noqa: F401  (part of this module's interface)
from .tactics import chase_choice, hiding_choice, scout_choice, turn_choice

# The chance to come through one Klein attack for a seat that plays on what it knows (Normal seats
# survive to dawn about a third of the time over nine attacks: 0.885 per attack).
SURVIVE_ATTACK = 0.89
# designed: the Hard seat's characters, best first. Its way through an Act is holding a hiding place, and
# the Punk is not scared the scene after hiding, so it can hide again in the third attack; the Goth is not
# scared when chased. Measured (400 seat-rotated games of hard,normal,normal,normal, Hard scouting as
# tactics.scout_choice): Hard - Normal +17.8 points (seed 3) and +21.1 (seed 11) with the Punk first,
# +13.2 with the Goth first, +12.2 with the heuristic's order (Geek first).
CHAR_PREF = ("punk", "goth", "cheerleader", "geek", "jock", "preppy")
CLAIM_SEND, CLAIM_ALL = Action("claim_send"), Action("claim_all_true")


def determinize(view, memory, rng):
    return build_state(view, memory, draw_world(view, memory, rng), rng)


# --------------------------------------------------------------------------- value


def _aware_possessed(d, seat) -> bool:
    p = d["players"][seat]
    return p["char"] == d["possessed"] and len(set(p["knows"]["clues"].values())) == 2


def _knowledge(state, seat) -> float:
    """The share of this Act's open sleeves whose card this seat knows (own peeks, revealed, claims)."""
    d = state.d
    sleeves = d["sleeves"]
    if not sleeves:
        return 0.0
    kn = d["players"][seat]["knows"]
    open_icons = [i for i in sleeves if i not in d["revealed"]]
    if not open_icons:
        return 1.0
    seen = set(kn["peeks"])
    claimed = set()
    for c in kn["claims"]:
        if c["act"] == d["act"]:
            claimed |= set(c["locs"])
    score = 0.0
    for i in open_icons:
        if i in seen:
            score += 1.0
        elif sleeves[i] in claimed:
            score += 0.6
    return score / len(open_icons)


def _attack_now_survival(state, seat) -> float:
    d = state.d
    now = d["attack_now"]
    cid = d["players"][seat]["char"]
    me = d["chars"][cid]
    if d["ops"] and d["ops"][0]["op"] == "attack" and seat in d["ops"][0].get("queue", ()):
        safe, danger = attack_knowledge(state, seat)
        if me["loc"] in danger:
            return 0.85
        return 0.97 if me["loc"] in safe else 0.8
    targets = {d["sleeves"][i] for i in now["icons"]}
    if me["loc"] not in targets:
        return 1.0
    tile = d["players"][seat]["tile"]
    if tile is not None and state.tile_for(me["loc"]) == tile and not me["scared"] and not d["tiles"][tile]["used"]:
        return 0.9
    return 0.0


def value(state, seat) -> float:
    d = state.d
    res = d["result"]
    if res is not None:
        return 1.0 if seat in res["winners"] else 0.0
    p = d["players"][seat]
    if not p["alive"] or p["char"] is None:
        return 0.0
    if not d["sleeves"]:
        return 0.3
    left = (3 - d["attacks"]) + 3 * (3 - d["act"])
    surv = 1.0
    if d["attack_now"] is not None:
        surv *= _attack_now_survival(state, seat)
        left -= 1
    if left > 0:
        me = d["chars"][p["char"]]
        k = _knowledge(state, seat)
        nxt = 0.80 + 0.16 * k
        if known_lair(state, seat):
            nxt = max(nxt, 0.97)
        tile = p["tile"]
        if tile is not None and not me["scared"] and state.tile_for(me["loc"]) == tile:
            nxt = max(nxt, 0.93)
        surv *= nxt * SURVIVE_ATTACK ** (left - 1)
    if p["char"] == d["possessed"]:
        others = sum(1 for q in d["players"] if q["alive"] and q["seat"] != seat)
        return surv * (1.0 - SURVIVE_ATTACK ** max(1, left)) ** others
    clues = len(set(p["knows"]["clues"].values()))
    return surv * (0.55, 0.8, 1.0)[clues]


# --------------------------------------------------------------------------- playouts


def rollout(state, legal, rng):
    d = state.d
    top = d["stack"][-1]
    t = top["t"]
    seat = top["seat"]
    if t == "turn":
        return _rollout_turn(state, seat, legal, rng)
    if t == "claim":
        if _aware_possessed(d, seat) or top["locs"] or top["clues"]:
            return CLAIM_SEND
        kn = d["players"][seat]["knows"]
        return CLAIM_ALL if (kn["peeks"] or kn["clues"]) else CLAIM_SEND
    if t == "chase":
        return _rollout_chase(state, seat, legal, rng)
    if t == "clue_pick":
        seen = d["players"][seat]["knows"]["clues"]
        return next((a for a in legal if str(a["sleeve"]) not in seen), legal[0])
    if t == "accuse":
        p = d["players"][seat]
        if _aware_possessed(d, seat):
            return ACCUSE(p["char"])
        sus = [c for c in suspects(sorted(set(p["knows"]["clues"].values()))) if c != p["char"]] or [p["char"]]
        return ACCUSE(sus[rng.randbelow(len(sus))])
    if t == "takeover":
        return legal[0]
    return legal[rng.randbelow(len(legal))]


def _rollout_turn(state, seat, legal, rng):
    d = state.d
    p = d["players"][seat]
    me = d["chars"][p["char"]]
    loc = me["loc"]
    lair = known_lair(state, seat)
    if lair and not _aware_possessed(d, seat):
        if loc == lair and DECLARE in legal:
            return DECLARE
        go = MOVE(lair)
        if go in legal:
            return go
    seen = p["knows"]["peeks"]
    for a in legal:
        if a.kind == "peek" and a["icon"] not in seen:
            return a
    a = d["attack"]
    if a["trigger"] - len(a["hatchets_drawn"]) <= 1 and not me["scared"]:
        tile = state.tile_for(loc)
        if tile and p["tile"] != tile and HIDE(tile) in legal:
            return HIDE(tile)
    if SEARCH in legal and len(p["knows"]["clues"]) < 2 and rng.random() < 0.4:
        return SEARCH
    if rng.random() < 0.3:
        moves = [x for x in legal if x.kind == "move"]
        if moves:
            return moves[rng.randbelow(len(moves))]
    return END_TURN


def _rollout_chase(state, seat, legal, rng):
    safe, danger = attack_knowledge(state, seat)
    loc = state.loc_of_seat(seat)
    if loc in safe:
        return STAY
    moves = [a for a in legal if a.kind == "move"]
    to_safe = [a for a in moves if a["to"] in safe]
    if to_safe:
        return to_safe[rng.randbelow(len(to_safe))]
    if loc in danger:
        out = [a for a in moves if a["to"] not in danger]
        if out:
            return out[rng.randbelow(len(out))]
    return STAY


# --------------------------------------------------------------------------- decisions taken without search


# The decisions the search looks ahead for; the others are taken by rule (below) or, when no rule applies,
# by the heuristic at its best (policy.py "normal"), as a Normal seat would. Turns are not searched: with
# this playout policy and value, searching them lost to the heuristic (python -m game tournament --game
# crimson_creek --players 4 --games 48 --agents hard,normal --hard-iterations 120 --seed 11: Hard 17.7%
# [11.4, 26.5], Normal 26.0% [18.3, 35.6]; decision p95 0.98 s), and chases are settled by the posterior.
SEARCHED = frozenset({"hide_move", "relocate", "takeover"})
# A Hard seat's search runs this many iterations per decision (game.ai.ismcts: no clock unless one is asked
# for), so its choices depend on the seed alone. It searched for 0.85 s of wall clock before, however busy the
# machine; 600 iterations (and their duel) take about 0.8 s of CPU (500 took 0.64 s p50, 4 seats).
ITERATIONS = 600


def values(state) -> list:
    return [value(state, s) for s in range(state.d["seats"])]


def decide(view, legal, memory, rng):
    """The action for decisions the Hard seat takes without searching (None: search this one)."""
    kind = view["decision"]["kind"]
    action = _by_rule(view, legal, memory, rng, kind)
    if action is None and kind not in SEARCHED:
        action = policy.choose(view, legal, rng, "normal", memory["policy"])
    return action


def _by_rule(view, legal, memory, rng, kind):
    if kind == "claim":
        return claim_action(view, legal, memory, rng)
    if kind == "clue_pick":
        seen = view["knowledge"]["clues"]
        return next((a for a in CLUE_PICKS if str(a["sleeve"]) not in seen), legal[0])
    if kind == "accuse":
        return ACCUSE(accusation(view, memory))
    if kind == "turn":
        action = turn_choice(view, legal, memory) or scout_choice(view, legal, memory)
        if action is None:
            action = hiding_choice(view, legal)
            if action == "hold":  # the hiding place is held here: anything but running away from it
                action = policy.choose(view, legal, rng, "normal", memory["policy"])
                if action.kind in ("move", "swap", "hide"):
                    action = END_TURN
        return action
    if kind == "chase":
        return chase_choice(view, legal, memory)
    if kind == "choose_character":
        return next((a for a in (Action("choose_character", char=c) for c in CHAR_PREF) if a in legal), legal[0])
    return None


def accusation(view, memory) -> str:
    me = view["me"]
    if me["possessed"]:
        return me["char"]
    b = belief(view, memory)
    if me["possessed"] is None and me["char"] in b and len(b) > 1:
        b[me["char"]] *= 0.5  # it may be me without my knowing; the others are likelier culprits to name
    return max(sorted(b), key=lambda c: b[c])
