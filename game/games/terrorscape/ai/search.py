"""Terrorscape 2's part of the Hard seat's search (game.ai.ismcts imports it; it imports nothing of game.ai).

new_memory/observe   what this seat was shown: the heuristic's memory (the Killer's belief, belief.py)
                     and, for the Survivors, what the Killer's public plays tell of its cards (how many it
                     holds, which it discarded, the ultimate it unlocked) and the once-a-game abilities used
determinize          a whole state agreeing with the view and memory (sampler.py)
values / value       the heuristic chance that each seat wins, at the playout horizon
rollout              a cheap playout policy reading the sampled state (a Killer that half-knows where the
                     Survivors are, Survivors who do what their place offers and keep out of reach)
rank                 the root's choices in the order the heuristic likes them (the search widens in it)
decide               the decisions taken without searching: the Killer's go to the Hard Killer
                     (search_killer.py: Normal's scoring on the sharper belief of belief_motion.py, which
                     new_memory switches on); the Survivors' other than SEARCHED (their main action) go to
                     the heuristic at its best, as a Normal seat would decide them, and so do those of a
                     game the sampler does not rebuild (Traits with Double Trouble). The Killer's sampler and
                     playouts are kept (tests prove the sampler fair) for when its tree search wins.
"""
from __future__ import annotations

import math

from .. import survivors
from ..state import card_id
from . import policy, sampler_infection, sampler_variants, search_killer
from .sampler_killers import killer_track
from .sampler import build_state

# A Hard seat's search runs this many iterations per decision (game.ai.ismcts: no clock unless one is asked
# for): a searched decision then takes about 55 ms of CPU (p95 85 ms), and its choices depend only on the seed.
ITERATIONS = 48
KILLERS = ("orion", "eyebot", "parasitoid")  # the Killers whose states the sampler rebuilds (droids, Infection)


def new_memory(seat: int) -> dict:
    mem = policy.new_memory(seat)
    mem["belief"]["motion"] = True  # the Hard Killer's sharper belief (belief_motion.py)
    return {"seat": seat, "policy": mem,
            "track": {"killers": {}, "acting": None, "enc": False, "once_game": [], "once_turn": [],
                      "infection": sampler_infection.new_track()}}


def observe(memory: dict, events: list) -> None:
    policy.observe(memory["policy"], events)
    t = memory["track"]
    for e in events:
        if e is None:
            continue
        kind = e.get("type")
        card = e.get("card")
        sampler_infection.observe(t["infection"], e)
        if kind == "killer_turn" and e.get("killer"):
            t["acting"] = e["killer"]
            if e.get("whole"):  # its owed level-ups come first (variants_double.begin_turn)
                killer_track(t, e["killer"])["owed"] = []
            continue
        if kind == "encounter":
            t["enc"] = True  # Double Trouble: the second Killer's turn goes to step VI
        elif kind == "first_killer":
            t["enc"] = False
        elif kind == "survivors_turn":
            t["once_turn"] = []  # the rules forget them at the start of the Survivors' turn too
        elif kind == "use" and e.get("char") and e.get("src"):
            _remember_once(t, e["char"], e["src"])
        if kind == "level_up" and e.get("killer") and e["killer"] != t["acting"]:
            other = killer_track(t, e["killer"])  # levelled up with the acting one: its discard reshuffled
            other["kdiscard"] = []
            other["owed"].append(e.get("level"))
            continue
        k = killer_track(t, t["acting"])
        if kind == "killer_draw":
            k["hand"] = min(5, k["hand"] + 1)
        elif kind in ("skill", "pay"):
            k["hand"] = max(0, k["hand"] - 1)
            if card:
                k["kdiscard"].append(card)
            if kind == "skill" and card and card.rsplit(".", 1)[-1] != "u":
                _remember_delay(k, card)
        elif kind == "heighten":
            k["hand"] = max(0, k["hand"] - 1)
        elif kind == "killer_move" and e.get("against"):
            k["hand"] = max(0, k["hand"] - 1)
        elif kind == "killer_mill" and card:
            k["kdiscard"].append(card)
        elif kind == "reshuffle":
            k["kdiscard"] = []
        elif kind == "unlock" and card:
            k["unlocked"].append(card)
            k["hand"] = min(5, k["hand"] + 1)
        elif kind == "recover":
            k["hand"] = min(5, k["hand"] + 1)


def _remember_delay(t: dict, uid: str) -> None:
    from .. import sources
    try:
        card = sources.content().skills[card_id(uid)]
    except KeyError:
        return
    for e in card["effects"]:
        if e["kw"] == "DELAY":
            t["delay_effects"] = [dict(x) for x in e.get("effects", ())]


def _remember_once(t: dict, char: str, src: str) -> None:
    """A use the Survivors saw: its once-a-game or once-a-turn abilities are spent (abilities.once_key)."""
    from .. import sources
    from ..abilities import once_key
    content = sources.content()
    try:
        if src.startswith("@"):
            uses = content.survivors[src[1:]]["abilities"]
        elif src.startswith("#"):  # a Survivor's trait
            uses = content.traits[src[1:]]["abilities"]
        else:
            uses = content.items[card_id(src)]["uses"]
    except KeyError:
        return
    for i, ab in enumerate(uses):
        once = ab.get("once") or ""
        if once in ("game", "turn"):
            key = once_key(char, src, i)
            spent = t["once_game"] if once == "game" else t["once_turn"]
            if key not in spent:
                spent.append(key)


def determinize(view, memory, rng):
    return build_state(view, memory, rng)


# --------------------------------------------------------------------------- value
# The chance the Killer wins, a logistic model fitted on 18,964 positions (each turn's start) of 900 games
# between Normal seats at 2-4 players by maximum likelihood (log-likelihood per position -0.536, against
# -0.632 for the Killer's share alone). Keys barely predict a victory between Normal seats (they rarely
# win by them) but five Keys on the stand or a ready vehicle win at the next turn's start: READY is designed.
WEIGHTS = {"const": 2.201, "injured": 0.363, "fear": 0.208, "keys": 0.075, "radio": -1.707, "vehicle": 0.183,
           "fuel": 0.122, "called": -0.777, "rescue": -2.498, "left": -1.364, "round": 0.0}
READY = -1.5  # designed
# Refit: `python tools/fit_terrorscape.py value` (its positions: each Survivors' turn start of Normal games at
# 2-4 players against each Killer); "round" (the game's length) is a feature it may weigh, 0 in the fit above.
FEATURES = ("const", "injured", "fear", "keys", "radio", "vehicle", "fuel", "called", "rescue", "left", "round")


def _features(d) -> list:
    """The position as the value reads it, in FEATURES' order (tools/fit_terrorscape.py fits WEIGHTS on it)."""
    alive = [s for s in d["surv"].values() if s["out"] is None]
    called = d["rescue"] is not None
    return [1.0, sum(1 for s in alive if s["health"] <= 1), sum(s["fear"] for s in alive) / 3,
            min(5, d["keys"]) / 5, d["radio"] / 5, d["vehicle"] / 6, float(bool(d["fuel"])), float(called),
            (5 - d["rescue"]) / 5 if called else 0.0, len(d["decks"]["discover"]) / 32, d["round"] / 10]


def _killer_chance(d) -> float:
    res = d["result"]
    if res is not None:
        return 1.0 if res["side"] == "killer" else 0.0
    z = sum(WEIGHTS[k] * x for k, x in zip(FEATURES, _features(d)))
    if d.get("vehicle_ready") or d["keys"] >= 5:
        z += READY
    return 1.0 / (1.0 + math.exp(-z))


def values(state) -> list:
    """Each seat's chance: the Killer seats' (two in Double Trouble with two Killer players) and the
    Survivors'. Separate Ways: a Survivor who escaped has won, one eliminated has lost, and at the end
    each seat has what the result gives it (the Killer may share a victory with the escaped)."""
    d = state.d
    res = d["result"]
    if res is not None and d.get("sw"):
        return [1.0 if s in res["winners"] else 0.0 for s in range(d["seats"])]
    k = _killer_chance(d)
    killers = {d["killer"]["seat"]} | {x["seat"] for x in d.get("other_killers", ())}
    out = [k if s in killers else 1.0 - k for s in range(d["seats"])]
    if d.get("sw"):
        for s in d["surv"].values():
            if s["out"] is not None:
                for seat in s.get("seats") or [s["seat"]]:
                    out[seat] = 1.0 if s["out"] == "escaped" else 0.0
    return out


def value(state, seat: int) -> float:
    return values(state)[seat]


# --------------------------------------------------------------------------- playouts
def rollout(state, legal, rng):
    """A cheap playout policy over the sampled state."""
    d = state.d
    top = d["stack"][-1]
    t = top["t"]
    if t == "k_main":
        return _rollout_killer_main(state, legal, rng)
    if t in ("k_fast", "k_slow", "e_card"):
        plays = [a for a in legal if a.kind == "play"]
        return plays[rng.randbelow(len(plays))] if plays and rng.random() < 0.4 else legal[-1]
    if t == "k_draw":
        return legal[0]
    if t == "s_act":
        return _rollout_survivor(state, top, legal, rng)
    if t in ("s_keep",):
        return legal[0]
    if t == "weapon":
        return legal[0]
    if t in ("e_flee", "s_move"):
        return _away(state, legal, rng)
    return legal[rng.randbelow(len(legal))]


def _rollout_killer_main(state, legal, rng):
    d = state.d
    k = d["killer"]
    here = k["loc"]
    board = state.board
    found = [c for c, s in d["surv"].items() if s["out"] is None and s["loc"] == here]
    # It knows (KNOWS of the time) where someone is: a first action searches there, or walks toward the
    # nearest Survivor; a second one searches where the first brought it, as the heuristic does once it
    # has walked to its likeliest place.
    if (found and rng.random() < KNOWS) or (k["actions"] == 1 and rng.random() < 0.75):
        return next(a for a in legal if a.kind == "search")
    moves = [a for a in legal if a.kind == "move" and not a["discard"]]
    if not moves:
        return legal[-1]
    alive = [s["loc"] for s in d["surv"].values() if s["out"] is None]
    if alive and rng.random() < KNOWS:
        goal = min(alive, key=lambda x: board.distance(here, x))
        return min(moves, key=lambda a: (board.distance(a["to"], goal), rng.random()))
    # else toward the noise it heard, else toward a Survivor it guesses, else anywhere
    goals = list(d["noise_known"])
    if not goals or rng.random() < 0.35:
        alive = [s["loc"] for s in d["surv"].values() if s["out"] is None]
        goals = [alive[rng.randbelow(len(alive))]] if alive and rng.random() < 0.5 else []
    if goals:
        return min(moves, key=lambda a: (min(board.distance(a["to"], g) for g in goals), rng.random()))
    return moves[rng.randbelow(len(moves))]


def _rollout_survivor(state, top, legal, rng):
    d = state.d
    if top["main"]:
        done = [a for a in legal if a.kind == "done"]
        return done[0] if done else legal[-1]
    char = top["char"]
    here = d["surv"][char]["loc"]
    kloc = _nearest_killer(state, here)
    near = state.board.distance(here, kloc) <= 1
    if not near:
        for kind in ("repair", "search"):
            acts = [a for a in legal if a.kind == kind]
            if acts:
                return acts[rng.randbelow(len(acts))]
    steps = [a for a in legal if a.kind == "step"]
    if steps and (near or rng.random() < 0.6):
        return max(steps, key=lambda a: (state.board.distance(a["to"], kloc), rng.random()))
    unfear = [a for a in legal if a.kind == "unfear"]
    return unfear[0] if unfear else legal[rng.randbelow(len(legal))]


def _nearest_killer(state, here: str) -> str:
    """The place of the Killer nearest `here` (Double Trouble has two)."""
    d = state.d
    locs = [d["killer"]["loc"]] + [k["loc"] for k in d.get("other_killers", ())]
    return min(locs, key=lambda x: state.board.distance(here, x))


def _away(state, legal, rng):
    top = state.d["stack"][-1]
    char = top.get("char")
    here = state.d["surv"][char]["loc"] if char in state.d["surv"] else state.d["killer"]["loc"]
    kloc = _nearest_killer(state, here)
    return max(legal, key=lambda a: ((state.board.distance(a["to"], kloc) if a.kind == "step" else 0.5), rng.random()))


# --------------------------------------------------------------------------- what is searched
# The decisions the tree search looks ahead for: each Survivor's main action (against a Normal Killer at 2
# players, on the same 300 deals in four batches, Hard Survivors won 117, 39.0% [33.6, 44.7], where Normal
# ones won 77, 25.7% [21.1, 30.9]; batches of 60, 100, 100 and 40: 29/8, 43/27, 36/31, 9/11). The Killer's
# decisions are not searched: its search lost to its own heuristic (searching its main actions, the Hard
# Killer won 46 and 47 of the same 60 deals, with MARGIN 0 and 0.06, where the Normal Killer won 52; its fast,
# slow and draw steps play cards whose worth lies beyond the playout's horizon). So the Hard Killer plays
# search_killer.py: what it lacked was knowing where the Survivors are, not looking ahead.
SEARCHED = frozenset({"s_act"})
# Session 22, against the current Normal heuristic (the anchor), those figures were gone: on 100 deals the
# Hard Survivors won 32 where Normal ones won 35 against a Normal Orion, with ~20% of the searched
# decisions overruling the anchor, many of them extra actions after the main one (drop or use an item
# rather than end the turn: nothing the value reads) and many on a playout Killer that half-knew where the
# Survivors are (the Hard Killer finds them 80-85% of the games). So only a Survivor's main action is
# searched (`MAIN_ONLY`: its extra actions and the end of its turn are the heuristic's), and the playout
# Killer knows where the nearest Survivor is KNOWS of the time: on 60 of the same deals 28 won where
# Normal won 21 (+11.7 points [-4.2, +27.5]; the main actions alone: -3.0 [-12.5, +6.5] on 100).
MAIN_ONLY = True
KNOWS = 0.85


def searchable(view) -> bool:
    """A decision the tree search takes: SEARCHED, against Killers the sampler rebuilds, in a game it
    rebuilds (sampler_variants.py: every variant, bar Traits with Double Trouble)."""
    frame = view["decision"]["frame"]
    options = view["options"]
    rebuilt = ("killer", "survivors", "map") + sampler_variants.VARIANTS
    plain = all(v in sampler_variants.PLAIN for k, v in options.items() if k not in rebuilt)
    return (frame is not None and frame.get("t") in SEARCHED and plain and sampler_variants.rebuilt(options)
            and not (MAIN_ONLY and frame.get("main"))
            and all(k["id"] in KILLERS for k in view["killers"]) and not view["encounter"] and not view["showdown"])


def decide(view, legal, memory, rng):
    """The heuristic's choice for what is not searched (None: search this one)."""
    if searchable(view):
        return None
    if view["side"] == "killer":
        memory["policy"]["side"] = "killer"
        return search_killer.choose(view, legal, rng, memory["policy"])
    return policy.choose(view, legal, rng, "normal", memory["policy"])


def rank(state, legal) -> list:
    """The root's choices as the rollout policy would like them: the plausible ones first. A Survivor's
    searched choices are its main actions, the Final Showdown and waiting (`MAIN_ONLY`); the extra actions
    (items used, given, dropped; the Infection's) are left to the heuristic (the anchor, tried first)."""
    d = state.d
    top = d["stack"][-1]
    if top["t"] == "s_act" and MAIN_ONLY:
        mains = set(survivors.main_actions(state, top["char"])) | {survivors.SHOWDOWN, survivors.WAIT}
        legal = [a for a in legal if a in mains]
    board = state.board
    char = top.get("char")
    kloc = _nearest_killer(state, d["surv"][char]["loc"]) if char in d["surv"] else d["killer"]["loc"]

    def score(a):
        kind = a.kind
        if top["t"] == "k_main":
            if kind == "search":
                return 1.0
            if kind == "move":
                return 0.5 - (0.5 if a["discard"] else 0.0)
            return 0.7 if kind == "play" else 0.0
        if top["t"] == "s_act":
            if kind in ("repair", "search", "showdown"):
                return 1.0
            if kind == "step":
                return 0.6 + 0.05 * board.distance(a["to"], kloc)
            return {"unfear": 0.3, "use": 0.4, "done": 0.5, "analyze": 0.5}.get(kind, 0.0)
        return 0.5 if kind == "play" else 0.3
    return sorted(legal, key=score, reverse=True)
