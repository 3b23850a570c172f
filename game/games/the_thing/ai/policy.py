"""The computer seats' heuristic for The Thing (game.ai.base.HeuristicAgent: choose(view, legal, rng, level,
memory)). It reads only the seat's view and the events it was shown (policy_suspect.py remembers them).

Outpost players track how likely each NPC and each player is a Thing (policy_suspect.py: encounter results, The
Thing Attacks!, Blood Tests, peeks, Shredded Longjohns, who refused or cancelled what); as El Capitan they send
the trusted NPCs to the encounter and the tasks, keep suspects in the Rec Room or alone on an empty task (an attack
there kills nobody), test and lock up the likeliest Things, escape as soon as a finished Radio or Helicopter
allows, and burn at the end when they believe a Thing is left. Cards: policy_cards.py.
Infected players play as humans do, a little worse where it does not show (a suspect to the encounter, the escape
tasks left short, refusals when the Coast is high), never help the last battles, and always wait at the end.
The Thing player: policy_thing.py.

Easy seats play this heuristic with the slips of data/easy_slips.toml (rolled with the seat's RNG).
Normal and Hard (whose search starts from Normal's choice) play it straight.
"""
from __future__ import annotations

from game.core.frame_policy import choose_by_frame, frame_kind
from game.core.slips import load_slips

from ..info import THING_SEAT
from . import policy_cards as cards
from . import policy_suspect as suspect
from . import policy_thing as thing
from .policy_thing import BURN_AT, HIDDEN_BELIEF
from .policy_common import (TRUST_ENCOUNTER, TRUST_TASK, chances, infected_me, kind, me_of, npc_dice, of, skills,
                            worth)
from ..state import content

SLIPS = ("trusting", "forgets_peek", "spends_freely", "attacks_early")
ESCAPE_TASKS = ("helicopter", "radio")


def easy_slips():
    return load_slips("the_thing", SLIPS)


# a seat's memory is what it has seen (policy_suspect.py keeps it)
new_memory = suspect.new_memory
observe = suspect.observe


def choose(view: dict, legal: list, rng, level: str = "normal", memory=None):
    return choose_by_frame(view, legal, rng, level, memory if memory is not None else new_memory(view["seat"]),
                           slips=easy_slips, slip_names=SLIPS, chance_for=_chance_for, pickers=_PICKERS,
                           slipped=_slipped, judgement=("_chances",))


def _chance_for(name: str, view: dict, legal: list, memory: dict) -> bool:
    """Whether a slip's chance comes up at this decision (so its rate counts only where it could happen)."""
    kind_ = frame_kind(view)
    if name == "trusting":
        return kind_ == "assign" and not infected_me(view) and any(a.kind == "send" for a in legal)
    if name == "forgets_peek":  # a peeked NPC is among the choices (or still hidden, at the end)
        if kind_ not in ("assign", "see", "blood_npc", "shed") or infected_me(view):
            return False
        if kind_ == "see":
            return any(view["chars"][ch]["alive"] and not view["chars"][ch]["revealed"] for ch in memory["peeks"])
        return any((a.get("char") or a.get("npc")) in memory["peeks"] for a in legal)
    if name == "spends_freely":
        if kind_ != "cards" or view["seat"] == THING_SEAT or infected_me(view) or view["window"]["ctx"] != "roll":
            return False
        roll = view["roll"]
        return cards.successes(roll) >= roll["need"] and any(a.kind == "play" and kind(a["card"]) == "dice"
                                                             for a in legal)
    if name == "attacks_early":
        return kind_ == "thingout" and any(a.kind == "attack" for a in legal)
    return False


def _slipped(view, legal, rng, memory):
    """The choice a slip makes in place of the heuristic's (None: the slip changes the judgement only)."""
    now = memory["slip_now"]
    if now.get("spends_freely"):
        return next(a for a in legal if a.kind == "play" and kind(a["card"]) == "dice")
    if now.get("attacks_early"):
        return next(a for a in legal if a.kind == "attack")
    return None


def _p(view, memory):
    npcs, seats = chances(view, memory)
    if memory.get("slip_now", {}).get("trusting"):
        npcs = {ch: 0.0 for ch in npcs}
    return npcs, seats


# -- set-up --------------------------------------------------------------------------------------------------
SKILL_WORTH = {"pilot": 3.0, "mechanic": 2.5, "biology": 2.0, "meteorology": 2.0, "tough": 1.5}


def _pick_char(view, legal, rng, memory):
    taken = {sk for ch, row in view["chars"].items() if row["seat"] is not None for sk in skills(ch)}

    def score(a):
        ch = a["char"]
        return 2.0 * npc_dice(ch) + sum(SKILL_WORTH[sk] * (0.3 if sk in taken else 1.0) for sk in skills(ch)) \
            + rng.random() * 0.5
    return max(legal, key=score)


# -- El Capitan -------------------------------------------------------------------------------------------------
def _assign(view, legal, rng, memory):
    sends = [a for a in legal if a.kind == "send"]
    if not sends:
        return of(legal, "done")
    npcs, _ = _p(view, memory)
    sly = infected_me(view)
    enc = content().encounters[view["current"]]
    at_enc = [ch for ch, row in view["chars"].items() if row["alive"] and row["site"] == "encounter"]
    present = {sk for ch in at_enc for sk in skills(ch)}
    missing = [sk for sk in enc["skills"] if sk not in present]
    done = of(legal, "done")
    to_enc = [a for a in sends if a["site"] == "encounter"]
    if done is None:  # the crew minimum first
        def short_score(a):
            ch = a["char"]
            fill = sum(1 for sk in skills(ch) if sk in missing)
            risk = npcs.get(ch, 0.5)
            return (-risk if sly else risk) - 0.15 * fill - 0.05 * npc_dice(ch)
        return min(to_enc, key=short_score)
    trusted = [a for a in to_enc if npcs.get(a["char"], 1.0) < TRUST_ENCOUNTER]
    if not sly:
        fills = [a for a in trusted if any(sk in missing for sk in skills(a["char"]))]
        if fills:
            return min(fills, key=lambda a: npcs[a["char"]])
        lose = content().players[view["seats"]]["lose_per_skill"]
        dice = sum(npc_dice(ch) for ch in at_enc) - lose * len(missing)
        if trusted and dice * (7 - enc["target"]) / 6.0 < enc["successes"] + 1.0:
            return max(trusted, key=lambda a: (npc_dice(a["char"]), -npcs[a["char"]]))
    return _to_task(view, sends, npcs, sly) or done


def _task_order(view, sly: bool) -> list:
    tasks = [t for t, row in view["tasks"].items() if not row["destroyed"]]
    spec = content().tasks

    def prio(t):
        left = spec[t]["difficulty"] - view["tasks"][t]["tokens"]
        escape = t in ESCAPE_TASKS
        return (0 if escape != sly else 1, left)  # the infected quietly favour the other tasks
    return sorted(tasks, key=prio)


def _to_task(view, sends, npcs, sly):
    crews = {}
    for ch, row in view["chars"].items():
        if row["alive"] and row["site"] in view["tasks"]:
            crews.setdefault(row["site"], []).append(ch)
    order = _task_order(view, sly)
    spec = content().tasks
    trusted = sorted({a["char"] for a in sends if npcs.get(a["char"], 1.0) < TRUST_TASK},
                     key=lambda ch: (npcs.get(ch, 1.0), ch))  # the name breaks ties: same seed, same game
    for ch in trusted:
        for t in order:
            crew = crews.get(t, [])
            if any(npcs.get(c, 0.0) >= TRUST_TASK for c in crew):
                continue  # a suspect works alone
            send = of(sends, "send", char=ch, site=t)
            if send is not None:
                useful = any(sk in spec[t]["skills"] for sk in skills(ch)) or len(crew) < 2
                if useful:
                    return send
    # Suspects: each alone on an empty task (The Thing Attacks! there would kill nobody), the most useful first.
    if sly:
        return None
    suspects = sorted({a["char"] for a in sends if npcs.get(a["char"], 1.0) >= TRUST_TASK and npcs[a["char"]] < 0.9},
                      key=lambda ch: (npcs.get(ch, 1.0), ch))
    for ch in suspects:
        for t in order:
            if not crews.get(t):
                send = of(sends, "send", char=ch, site=t)
                if send is not None:
                    return send
    return None


def _order(view, legal, rng, memory):
    """The tasks before the encounter (a task finished now may help its roll: the Bulldozer, the escapes); the
    infected the other way round."""
    tasks = [a for a in legal if a["site"] != "encounter"]
    enc = of(legal, "resolve", site="encounter")
    if infected_me(view) or not tasks:
        return enc or legal[0]
    order = _task_order(view, False)
    return min(tasks, key=lambda a: order.index(a["site"]) if a["site"] in order else 9)


def _bench(view, legal, rng, memory):
    _, seats = _p(view, memory)
    if infected_me(view):
        return max(legal, key=lambda a: (seats[a["seat"]] < 0.99, npc_dice(view["players"][a["seat"]]["char"])))
    return max(legal, key=lambda a: (seats[a["seat"]], -npc_dice(view["players"][a["seat"]]["char"])))


def _bench_task(view, legal, rng, memory):
    if infected_me(view):
        return of(legal, "stay") or legal[0]
    joins = [a for a in legal if a.kind == "join"]
    order = _task_order(view, False)
    return min(joins, key=lambda a: order.index(a["task"])) if joins else legal[0]


def _bad_blood_pick(view, legal, rng, memory):
    _, seats = _p(view, memory)
    if infected_me(view):
        return min(legal, key=lambda a: view["players"][a["seat"]]["hand_size"] + (9 if a["seat"] == view["seat"]
                                                                                  else 0))
    return max(legal, key=lambda a: (seats[a["seat"]], view["players"][a["seat"]]["hand_size"]))


def _bad_blood(view, legal, rng, memory):
    discards = [a for a in legal if a.kind == "discard"]
    refuse = of(legal, "refuse")
    if infected_me(view) and (view["coast"] or 0) >= 5 and rng.randbelow(2) == 0:
        return refuse
    return min(discards, key=lambda a: worth(a["card"])) if discards else refuse


def _powers(view, legal, rng, memory):
    sly = infected_me(view)
    for a in legal:
        if a.kind == "use" and a["power"] in ("fly", "rescue") and not sly:
            return a
    research = of(legal, "use", power="test")
    return research or of(legal, "done") or legal[0]


def _look(view, legal, rng, memory):
    npcs, _ = _p(view, memory)
    known = me_of(view).get("known", {})
    return max(legal, key=lambda a: (a["npc"] not in known, 1.0 - abs(npcs.get(a["npc"], 0.5) - 0.5),
                                     npc_dice(a["npc"])))


def _destroy(view, legal, rng, memory):
    def useful(a):
        t = a["task"]
        return view["tasks"][t]["tokens"] + (5 if t in ESCAPE_TASKS else 0) + (2 if t == "research" else 0)
    if view["seat"] == THING_SEAT or infected_me(view):
        return max(legal, key=useful)
    return min(legal, key=useful)


def _shed(view, legal, rng, memory):
    npcs, _ = _p(view, memory)
    if infected_me(view):
        return min(legal, key=lambda a: npcs.get(a["npc"], 0.5))
    return max(legal, key=lambda a: npcs.get(a["npc"], 0.5))


def _pass_card(view, legal, rng, memory):
    return min(legal, key=lambda a: worth(a["card"]))


def _vote(view, legal, rng, memory):
    if infected_me(view):
        return of(legal, "vote", seat=view["seat"]) or legal[0]
    _, seats = _p(view, memory)
    cap = view["capitan"]
    return min(legal, key=lambda a: (round(seats[a["seat"]], 1), a["seat"] != cap, a["seat"] != view["seat"]))


def _cut_loose(view, legal, rng, memory):
    reveals = [a for a in legal if a.kind == "reveal"]
    if infected_me(view) or not reveals:
        return of(legal, "pass") or legal[0]
    npcs, _ = _p(view, memory)
    best = max(reveals, key=lambda a: npcs.get(a["npc"], 0.0))
    return best if npcs.get(best["npc"], 0.0) >= 0.35 else of(legal, "pass")


def _blood_mode(view, legal, rng, memory):
    return of(legal, "test_players" if infected_me(view) else "test_npcs") or legal[0]


def _blood_discard(view, legal, rng, memory):
    """Shown human: the Suspicion cards go (dead weight in the hand); an infection card kept keeps the discard
    for dice."""
    sus = [a for a in legal if a.kind == "discard" and kind(a["card"]) in ("suspicion", "suspicion_thing")]
    return sus[0] if sus else of(legal, "keep") or legal[-1]


def _blood_npc(view, legal, rng, memory):
    tests = [a for a in legal if a.kind == "test"]
    if not tests:
        return of(legal, "stop")
    npcs, _ = _p(view, memory)
    if infected_me(view):
        low = min(tests, key=lambda a: npcs.get(a["npc"], 0.5))
        return low if npcs.get(low["npc"], 0.5) < 0.3 else of(legal, "stop")
    best = max(tests, key=lambda a: npcs.get(a["npc"], 0.0))
    return best if npcs.get(best["npc"], 0.0) >= 0.2 else of(legal, "stop")


def _blood_answer(view, legal, rng, memory):
    if infected_me(view) or (view["coast"] or 0) >= 8:
        return of(legal, "refuse")
    return of(legal, "reveal")


def _confess(view, legal, rng, memory):
    """An infected player says yes (and fights) when the humans would burn anyway (a won battle then leaves them
    burning with no Thing left), or when the battle could well be lost; else no, and waits."""
    yes = of(legal, "yes")
    if yes is None:
        return of(legal, "no")
    fighters = sum(npc_dice(ch) for ch, row in view["chars"].items() if row["alive"] and not row["revealed"]
                   and not (row["seat"] is None and view["helicopter"]))
    mine = suspect.public_chance(view, memory, view["seat"])
    humans_burn = 1.0 - (1.0 - thing_left_chance(view, memory)) * (1.0 - mine) >= BURN_AT
    return yes if fighters <= 5 or humans_burn else of(legal, "no")


def thing_left_chance(view, memory) -> float:
    """How likely a Thing is still among the living at See what happens, as this seat sees it. Among the NPCs,
    once the Thing player had its chance to reveal them: it reveals its Things to fight them (a lost battle wins
    it the game) and keeps at most one back, as often as HIDDEN_BELIEF says; so the NPCs still hidden hold no
    Thing, or one it kept (weighed by each one's odds against none at all). Among the players, each by its own
    chance."""
    npcs, seats = _p(view, memory)
    hidden = [p for ch, p in npcs.items() if not view["chars"][ch]["revealed"] and not view["helicopter"]]
    clean = 1.0
    for p in hidden:
        clean *= 1.0 - p
    if view.get("final") and view["final"]["stage"] in ("ask", "see") and not view["helicopter"]:
        odds = sum(min(p, 0.95) / (1.0 - min(p, 0.95)) for p in hidden)
        kept = odds * HIDDEN_BELIEF
        none = 1.0 - HIDDEN_BELIEF if memory.get("final_things") else 1.0
        clean = none / (none + kept) if kept + none else 1.0
    for x, row in enumerate(view["players"]):
        if x in (THING_SEAT, view["seat"]) or row["dead"] or row["revealed"]:
            continue
        clean *= 1.0 - seats[x]
    return 1.0 - clean


def _see(view, legal, rng, memory):
    burn = of(legal, "burn")
    if burn is None:
        return of(legal, "wait")
    return burn if thing_left_chance(view, memory) >= BURN_AT else of(legal, "wait")


_PICKERS = {
    "pick_char": _pick_char, "first_infect": thing.first_infect, "infect": thing.infect,
    "suspicion_give": thing.suspicion_give, "react": cards.react, "cards": cards.window,
    "bad_blood_pick": _bad_blood_pick, "bad_blood": _bad_blood, "bench": _bench, "bench_task": _bench_task,
    "assign": _assign, "order": _order, "thingout": thing.thingout, "select": thing.select, "saucer": thing.saucer,
    "powers": _powers, "research": _look, "peek": _look, "destroy": _destroy, "shed": _shed,
    "pass_card": _pass_card, "vote": _vote, "cut_loose": _cut_loose, "blood_mode": _blood_mode,
    "blood_npc": _blood_npc, "blood_point": thing.blood_point, "blood_answer": _blood_answer,
    "blood_discard": _blood_discard,
    "final_reveal": thing.final_reveal, "confess": _confess, "see": _see,
}
