"""The computer seats' heuristic for Who Goes There? (game.ai.base.HeuristicAgent: choose(view, legal, rng,
level, memory)). It reads only the seat's view and the events it was shown (policy_suspect.py remembers them).

As humans they cooperate: resolve the Camp Event first, keep Canned Food for Food rounds and pass a spare one
before them, keep First Aid for Strikes and Revives, repair, build weapons and coats, go out for the Phase
decks while their Stamina lasts, bunk with those they trust, test the suspects, and at the end vote and board
by what they saw (policy_suspect.chance). Infected, they play the same way, spread the infection on a bunk or
a trade while few are infected, trust the infected they know, and as leader board one poor human and leave;
the Host starts the Infection Attack when it pays (policy_attack.py).

Easy seats play this heuristic with the slips of data/easy_slips.toml (rolled with the seat's RNG).
Normal and Hard (whose search starts from Normal's choice) play it straight.
"""
from __future__ import annotations

from game.core.frame_policy import choose_by_frame, first_legal, frame_kind
from game.core.slips import load_slips

from ..state import content
from . import policy_attack, policy_suspect as suspect
from .policy_common import BOARD_BELOW, KEEP, TRUST_BELOW, bonuses, chance, me_of, of, spreading_pays  # noqa: F401
from .policy_turn import round_kind_after, turn as _turn

SLIPS = ("forgot_food", "trusting", "lingers_outside", "forgets_event", "rash_attack")


def easy_slips():
    return load_slips("who_goes_there", SLIPS)


# a seat's memory is what it has seen (policy_suspect.py keeps it)
new_memory = suspect.new_memory
observe = suspect.observe


def choose(view: dict, legal: list, rng, level: str = "normal", memory=None):
    return choose_by_frame(view, legal, rng, level, memory if memory is not None else new_memory(view["seat"]),
                           slips=easy_slips, slip_names=SLIPS, chance_for=_chance_for, pickers=_PICKERS)


def _chance_for(name: str, view: dict, legal: list, memory: dict) -> bool:
    """Whether a slip's chance comes up at this decision (so its rate counts only where it could happen)."""
    kind = frame_kind(view)
    if name == "trusting":
        return kind in ("sleep", "bunk_consent", "vote", "board", "avoid", "revive_consent")
    if kind != "turn":
        return False
    if name == "rash_attack":  # the Host could attack, though it does not pay
        return of(legal, "infection_attack") is not None and not policy_attack.attack_pays(view, memory)
    if name == "forgot_food":
        return round_kind_after(view) == "food"
    if name == "lingers_outside":  # outside, when the cold or a Sleep round ahead would send it in
        me = me_of(view)
        return me["space"] not in ("storage", "workshop") and (
            me["stamina"] <= view["phase"] or round_kind_after(view) in ("sleep", "helicopter"))
    return of(legal, "resolve_event") is not None  # forgets_event


# -- the pickers by frame kind ----------------------------------------------------------------------------------
def _pick_leader(view, legal, rng, memory):
    return of(legal, "make_leader", seat=view["seat"])


def _start_space(view, legal, rng, memory):
    return of(legal, "start", space=("workshop" if view["seat"] % 2 else "storage"))


def _food(view, legal, rng, memory):
    return next((a for a in legal if a.kind == "eat"), None) or of(legal, "go_hungry")


def _sleep(view, legal, rng, memory):
    bunks = [a for a in legal if a.kind == "bunk"]
    if not bunks:
        return of(legal, "sleep_alone")
    best = min(bunks, key=lambda a: chance(view, memory, a["other"]))
    if me_of(view).get("infected"):
        return best  # a bunk is the quiet way to spread (and sleeping alone draws a Vulnerable card)
    if chance(view, memory, best["other"]) >= TRUST_BELOW:
        return of(legal, "sleep_alone")
    return best


def _bunk_consent(view, legal, rng, memory):
    asker = view["frame"]["asker"]
    trusted = me_of(view).get("infected") or chance(view, memory, asker) < TRUST_BELOW
    return of(legal, "accept" if trusted else "refuse")


def _clicker(view, legal, rng, memory):
    spread = of(legal, "show", infected=True)
    if spread is not None and spreading_pays(view, memory):
        odds = {"bunk": 2, "trade": 2, "revive": 3}.get(view["frame"].get("why"), 4)
        if rng.randbelow(odds) == 0:
            return spread
    return of(legal, "show", infected=False)


def _locker(view, legal, rng, memory):
    keep = me_of(view)["locker"] in ("xp2", "flare", "buildable", "first_aid", "key", "bullets")
    return of(legal, "keep_locker" if keep else "reroll_locker")


def _roll(view, legal, rng, memory):
    return next((a for a in legal if a.kind == "help"), None) or of(legal, "accept")


def _trim(view, legal, rng, memory):
    worth = {"canned_food": 9, "first_aid": 8, "host_test_a": 6, "host_test_b": 6, "matches": 4, "alcohol": 4}
    pick = min(legal, key=lambda a: (worth.get(a["card"], 1 if content().cards[a["card"]]["kind"] == "buildable"
                                             else 3), a.kind != "bonfire"))
    return pick


def _phase_choice(view, legal, rng, memory):
    card = view["frame"].get("card", "")
    info = content().phase_cards.get(card, {})
    me = me_of(view)
    if info.get("type") == "lockbox":
        p_open = _at_least(info["dice"], info["need"])
        return of(legal, "open_lockbox" if p_open >= 0.5 or me["xp"] >= 12 else "take_xp") or legal[0]
    benefit = of(legal, "take_benefit")
    if benefit is not None and (info.get("type") == "instant_tile"
                                or any(e["do"] == "bonus" for e in info.get("effects", ()))):
        return benefit
    if benefit is not None and (me["strikes"] or me["stamina"] <= 2):
        return benefit
    return of(legal, "take_xp") or legal[0]


def _at_least(dice: int, need: int) -> float:
    """The chance of `need` Successes or more on `dice` Action dice (half the faces are Successes)."""
    from math import comb
    return sum(comb(dice, k) for k in range(need, dice + 1)) / 2 ** dice


def _vote(view, legal, rng, memory):
    cand = view["helicopter"]["candidate"]
    if me_of(view).get("infected"):
        return of(legal, "trust")  # the infected blend in: a human leader boards the trusted, them among them
    return of(legal, "distrust" if chance(view, memory, cand) >= BOARD_BELOW else "trust")


def _board(view, legal, rng, memory):
    if me_of(view).get("infected"):
        return _board_infected(view, legal, memory)
    boards = [a for a in legal if a.kind == "board" and chance(view, memory, a["who"]) < BOARD_BELOW]
    if boards:
        return min(boards, key=lambda a: chance(view, memory, a["who"]))
    offs = [a for a in legal if a.kind == "step_off" and chance(view, memory, a["who"]) >= BOARD_BELOW]
    return offs[0] if offs else of(legal, "depart", alone=False) or of(legal, "depart", alone=True)


def _board_infected(view, legal, memory):
    """The Thing's leader: the infected it knows aboard (their Bonuses count against the humans), then the one
    human with the fewest Bonuses (the infected never leave without one), then away."""
    known = suspect.known_infected(view, memory)
    friends = [a for a in legal if a.kind == "board" and a["who"] in known]
    if friends:
        return friends[0]
    aboard = view["helicopter"]["aboard"]
    if not any(x not in known for x in aboard):
        boards = [a for a in legal if a.kind == "board"]
        if boards:
            return min(boards, key=lambda a: bonuses(view["players"][a["who"]]))
    return of(legal, "depart", alone=False) or of(legal, "depart", alone=True) or legal[0]


def _avoid(view, legal, rng, memory):
    giver = view["frame"].get("from")
    worried = giver is not None and chance(view, memory, giver) >= 0.15 and not me_of(view).get("infected")
    return of(legal, "roll_again") if worried and of(legal, "roll_again") else of(legal, "take_clicker")


def _trade_give(view, legal, rng, memory):
    """The active seat passes what its plan started the trade for (policy_turn.trade_plan); the partner gives
    nothing back (a card given would cost the giver nothing, but the partner's clicker rides on it)."""
    plan = memory.get("trade_plan")
    if plan and view["frame"]["to"] == plan["to"]:
        pick = of(legal, "give", card=plan["card"])
        if pick is not None:
            memory["trade_plan"] = None
            return pick
    return of(legal, "give_done") or legal[0]


def _keep_one(view, legal, rng, memory):
    return next((a for a in legal if a["card"] in KEEP), legal[0])


def _feed(view, legal, rng, memory):
    return next((a for a in legal if a.kind in ("feed_locker", "feed") and a.get("card") != "canned_food"), None) \
        or next((a for a in legal if a.kind in ("feed_locker", "feed")), None) or legal[0]


def _revive_consent(view, legal, rng, memory):
    asker = view["frame"]["asker"]
    worried = not me_of(view).get("infected") and chance(view, memory, asker) >= 0.6
    return of(legal, "refuse" if worried else "accept") or legal[0]


def _assist(view, legal, rng, memory):
    """Garry asked to step into another's failing Attack (wgtrules): a human helps those it trusts; the Thing's
    Garry helps only the infected it knows. Without the card the only answer is pass (len(legal) == 1)."""
    roller = view["frame"].get("for")
    if roller is None or of(legal, "assist") is None:
        return of(legal, "pass")
    if me_of(view).get("infected"):
        helps = roller in suspect.known_infected(view, memory)
    else:
        helps = chance(view, memory, roller) < TRUST_BELOW
    return of(legal, "assist" if helps else "pass")


def _pay(view, legal, rng, memory):
    """A build's payment: the engine lists the thrifty one first (exact Buildables, wildcards last)."""
    return legal[0]


def _ia_targets(view, legal, rng, memory):
    pick = policy_attack.pick_target(view, legal, memory)
    if pick is not None:
        return pick
    attack = of(legal, "attack")
    if attack is not None:
        memory.pop("rash_attack", None)
        return attack
    return legal[0]  # nobody worth naming is left in reach: the first one (the attack is announced)


_PICKERS = {
    "pick_leader": _pick_leader, "pick_order": first_legal, "start_space": _start_space, "food": _food,
    "sleep": _sleep, "bunk_consent": _bunk_consent, "clicker": _clicker, "locker": _locker, "roll": _roll,
    "trim": _trim, "phase_choice": _phase_choice, "vote": _vote, "board": _board, "avoid": _avoid,
    "trade_give": _trade_give, "keep_one": _keep_one, "feed_dog": _feed, "revive_consent": _revive_consent,
    "ia_targets": _ia_targets, "ia_draw": first_legal, "turn": _turn, "assist": _assist, "pay": _pay,
}
