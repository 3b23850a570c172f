"""The computer seats' heuristic for Who Goes There? (game.ai.base.HeuristicAgent: choose(view, legal, rng,
level, memory)). It reads only the seat's view and the events it was shown.

As humans they cooperate: resolve the Camp Event first, heal, unlock, build, keep Canned Food for Food rounds,
repair what is breaking, go out for Phase cards while they have Stamina, bunk with the least suspicious.
Suspicion is what the table shows: Vulnerable cards drawn, a revealed Host. Infected, they play the same way,
show "clean" unless spreading pays (few infected known... they know only themselves: designed, they spread at
a Sleep round with a low chance) and board with humans. Easy seats take a random legal choice a third of the
time; Normal and Hard (until the search has its sampler) follow the heuristic.
"""
from __future__ import annotations

from .state import content

UNLOCK_ORDER = ("cardio", "unique", "slots", "agility", "locker", "overstock")
KEEP = ("canned_food", "first_aid")  # never burned or discarded first
SLIP = {"easy": 3}  # one in n choices at random


def new_memory(seat: int) -> dict:
    return {"seat": seat, "shown_infected": set()}


def observe(memory: dict, events: list) -> None:
    for e in events:
        if e.get("type") == "clicker" and e.get("shown") == "infected" and e.get("to") == memory["seat"]:
            memory["shown_infected"].add(e["seat"])


def choose(view: dict, legal: list, rng, level: str = "normal", memory=None):
    memory = memory if memory is not None else new_memory(view["seat"])
    n = SLIP.get(level)
    if n and rng.randbelow(n) == 0:
        return legal[rng.randbelow(len(legal))]
    kind = (view.get("frame") or {}).get("kind", "")
    pick = _PICKERS.get(kind, _first)(view, legal, rng, memory)
    return pick if pick is not None else legal[0]


# -- helpers --------------------------------------------------------------------------------------------------
def _me(view: dict) -> dict:
    return view["players"][view["seat"]]


def _of(legal: list, kind: str, **params):
    for a in legal:
        if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
            return a
    return None


def _suspicion(view: dict, seat: int, memory: dict) -> int:
    row = view["players"][seat]
    if row.get("infected") or seat in memory["shown_infected"]:
        return 99
    return row["vulnerable_count"]


def _first(view, legal, rng, memory):
    return legal[0]


def _inside(space) -> bool:
    return space in ("storage", "workshop")


# -- the pickers by frame kind ----------------------------------------------------------------------------------
def _pick_leader(view, legal, rng, memory):
    return _of(legal, "make_leader", seat=view["seat"])


def _start_space(view, legal, rng, memory):
    return _of(legal, "start", space=("workshop" if view["seat"] % 2 else "storage"))


def _food(view, legal, rng, memory):
    return next((a for a in legal if a.kind == "eat"), None) or _of(legal, "go_hungry")


def _sleep(view, legal, rng, memory):
    bunks = [a for a in legal if a.kind == "bunk"]
    if not bunks:
        return _of(legal, "sleep_alone")
    best = min(bunks, key=lambda a: _suspicion(view, a["other"], memory))
    if _suspicion(view, best["other"], memory) >= 3 and not _me(view).get("infected"):
        return _of(legal, "sleep_alone")
    return best


def _bunk_consent(view, legal, rng, memory):
    asker = view["frame"]["asker"]
    trusted = _suspicion(view, asker, memory) <= 1 or _me(view).get("infected")
    return _of(legal, "accept" if trusted else "refuse")


def _clicker(view, legal, rng, memory):
    spread = _of(legal, "show", infected=True)
    if spread is not None and view["frame"].get("why") == "bunk" and rng.randbelow(4) == 0:
        return spread  # designed: the infected spread now and then, when only the bunkmate sees it
    return _of(legal, "show", infected=False)


def _locker(view, legal, rng, memory):
    keep = _me(view)["locker"] in ("xp2", "flare", "buildable", "first_aid")
    return _of(legal, "keep_locker" if keep else "reroll_locker")


def _roll(view, legal, rng, memory):
    return next((a for a in legal if a.kind == "help"), None) or _of(legal, "accept")


def _trim(view, legal, rng, memory):
    cheap = [a for a in legal if a["card"] not in KEEP]
    pool = cheap or legal
    return next((a for a in pool if a.kind == "bonfire"), None) or pool[0]


def _phase_choice(view, legal, rng, memory):
    card = view["frame"].get("card", "")
    info = content().phase_cards.get(card, {})
    if info.get("type") == "lockbox":
        me = _me(view)
        return _of(legal, "open_lockbox" if info["dice"] >= 2 * info["need"] or me["xp"] >= 8 else "take_xp")
    benefit = _of(legal, "take_benefit")
    if benefit is not None and (info.get("type") == "instant_tile"
                                or any(e["do"] == "bonus" for e in info.get("effects", ()))):
        return benefit
    me = _me(view)
    if benefit is not None and (me["strikes"] or me["stamina"] <= 1):
        return benefit
    return _of(legal, "take_xp") or legal[0]


def _vote(view, legal, rng, memory):
    cand = view["helicopter"]["candidate"]
    return _of(legal, "distrust" if _suspicion(view, cand, memory) >= 3 else "trust")


def _board(view, legal, rng, memory):
    me = _me(view)
    boards = [a for a in legal if a.kind == "board"]
    ok = [a for a in boards if me.get("infected") or _suspicion(view, a["who"], memory) <= 2]
    if ok:
        return min(ok, key=lambda a: _suspicion(view, a["who"], memory))
    return next((a for a in legal if a.kind == "depart"), None) or legal[0]


def _avoid(view, legal, rng, memory):
    giver = view["frame"].get("from")
    worried = giver is not None and _suspicion(view, giver, memory) >= 2
    return _of(legal, "roll_again") if worried and _of(legal, "roll_again") else _of(legal, "take_clicker")


def _trade_give(view, legal, rng, memory):
    """Give a Canned Food to a partner before a Food round when holding two or more; otherwise nothing."""
    me = _me(view)
    if me.get("hand", []).count("canned_food") >= 2 and view.get("round_kind") != "food":
        return _of(legal, "give", card="canned_food") if view["frame"]["to"] != view["seat"] else None
    return _of(legal, "give_done") or legal[0]


def _keep_one(view, legal, rng, memory):
    return next((a for a in legal if a["card"] in KEEP), legal[0])


def _feed(view, legal, rng, memory):
    return next((a for a in legal if a.kind in ("feed_locker", "feed")), None) or legal[0]


def _yes(view, legal, rng, memory):
    return _of(legal, "accept") or legal[0]


def _ia_targets(view, legal, rng, memory):
    return next((a for a in legal if a.kind == "target"), None) or _of(legal, "attack")


from .policy_turn import turn as _turn  # noqa: E402  (the turn's heuristic, beside this module)

_PICKERS = {
    "pick_leader": _pick_leader, "pick_order": _first, "start_space": _start_space, "food": _food,
    "sleep": _sleep, "bunk_consent": _bunk_consent, "clicker": _clicker, "locker": _locker, "roll": _roll,
    "trim": _trim, "phase_choice": _phase_choice, "vote": _vote, "board": _board, "avoid": _avoid,
    "trade_give": _trade_give, "keep_one": _keep_one, "feed_dog": _feed, "revive_consent": _yes,
    "ia_targets": _ia_targets, "ia_draw": _first, "turn": _turn,
}
