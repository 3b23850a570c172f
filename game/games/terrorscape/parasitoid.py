"""The Parasitoid (rulebook, Killer Specific Rules: "Parasitoid: Infect") beyond its tiles: the Wall of
Flesh, mutation, the mutated Host's moves, the questions of the Killer's turn and the Parasitoid's
frames. The tiles, the Host and [INFECT] are infection.py (d["infect"] is described there); the
Survivors' side (accusation, testing stations, investigation, the fight with the Host) is
parasitoid_actions.py; what each seat may see of it, parasitoid_view.py.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .common import drop_item, injure, push
from .infection import (INFECTED, acting, can_infect, controller, hidden_host, host, host_team,  # noqa: F401
                        infect, infect_all, inf, killer_side, new_infection, offer_infection, parasitoid,
                        players_of, sees_tiles, settle, solo, variant)
from .state import edge_key, ev

GO = maker("host_go", "to", "steps")
INFECT, INJURE, MUTATE, STAY = Action("infect"), Action("injure"), Action("mutate"), Action("stay")
HOST_STEPS = 2  # "the mutated Host can [MOVE] x0-2"
PROMPTS = {
    "p_harm": "Infect this Survivor instead of injuring it, or injure it.",
    "p_mutate": "Mutate the Host now, or keep it hidden.",
    "p_host": "Move the mutated Host (steps left this turn), or keep it where it is.",
    "p_flesh": "Hide the Wall of Flesh on a block token.",
}


def marked(state, what: str) -> bool:
    return [state.d["round"], what] in inf(state)["marks"]


def mark(state, what: str) -> None:
    i = inf(state)
    i["marks"] = [m for m in i["marks"] if m[0] == state.d["round"]] + [[state.d["round"], what]]


# -- the Wall of Flesh ----------------------------------------------------------------------------
def flesh_at(state):
    """The door the flesh hides on (it rides its block token: once that token is gone, by the Killer
    moving through or taking it back, the flesh is back in the supply; block_placed forgets it)."""
    i = inf(state)
    edge = i["flesh"] if i is not None else None
    return edge if edge in state.d["blocks"] else None


def block_placed(state, edge: str) -> None:
    """A new block token on `edge`: a flesh still recorded there went back with the old token."""
    i = inf(state)
    if i is not None and i["flesh"] == edge:
        i["flesh"] = None


def block_removed(state, char: str, edge: str, events: list) -> None:
    """A Survivor has just removed the block token on `edge`: the flesh under it is revealed and
    damages them (block_placed keeps a flesh record from outliving its token)."""
    i = inf(state)
    if i is None or i["flesh"] != edge:
        return
    i["flesh"] = None
    events.append(ev("flesh", f"The Wall of Flesh under that block token lashes out at {state.name(char)}!",
                     char=char, edge=edge))
    why = "the Wall of Flesh"  # the Parasitoid's own damage, whichever Killer acts last; its place stays unsaid
    if not offer_infection(state, char, why, by=parasitoid(state)):
        injure(state, char, events, why, infect_ok=False)


# -- effects: INFECT and FLESH keywords ------------------------------------------------------------
def resolve(state, eff: dict, where, events: list) -> None:
    """The Parasitoid's keywords from the effect queue (keywords.resolve): INFECT every Survivor in
    `where`; FLESH: choose the block token to hide the flesh on (or move it there)."""
    if eff["kw"] == "INFECT":
        if can_infect(state):
            for char in state.survivors():
                if state.d["surv"][char]["loc"] in where and inf(state)["pool"]:
                    # the tile is drawn openly, so everyone learns the Survivor is in `where` (like a SENSE)
                    state.d["sightings"].append({"round": state.d["round"], "char": char, "where": sorted(where),
                                                 "why": "infect"})
                    infect(state, char, events, "INFECT")
        return
    options = sorted(state.d["blocks"])
    if options:
        push(state, {"t": "p_flesh", "seat": parasitoid(state)["seat"], "options": options})


# -- mutation ------------------------------------------------------------------------------------
def mutate(state, char: str, events: list, why: str) -> None:
    """The Host mutates: it leaves the Survivors for the Parasitoid's side at its last location, its
    items are discarded, it keeps only [MOVE] (taken in the Killer's turn)."""
    d = state.d
    i = inf(state)
    s = d["surv"][char]
    for uid in list(s["items"]):
        drop_item(state, char, uid)
    s["out"] = "mutated"
    s["bandage"] = 0
    i["mutated"], i["host_seen"], i["host_left"] = char, s["loc"], HOST_STEPS
    if char in d["queue"]:
        d["queue"].remove(char)
    events.append(ev("mutation", f"{state.name(char)} is the Host and mutates ({why})! It joins the Parasitoid "
                     f"at {state.loc_name(s['loc'])}.", char=char, loc=s["loc"], tiles=list(i["tiles"][char])))


def host_steps(state, loc: str) -> list:
    """One step of the mutated Host. # designed: it moves as a Survivor does on the map: block tokens
    stop it, one-way arrows only downhill, no secret passages (ropes are the Survivors' secret)."""
    out = []
    for other, kind, ok in state.board.links(loc):
        if kind == "secret" or not ok:
            continue
        if edge_key(loc, other) not in state.d["blocks"] and other not in out:
            out.append(other)
    return out


def host_reach(state, loc: str, left: int) -> dict:
    """{location: fewest steps} the mutated Host can reach from `loc` in at most `left` steps (0: stay)."""
    reach, edge = {loc: 0}, [loc]
    for n in range(1, left + 1):
        edge = [o for x in edge for o in host_steps(state, x) if o not in reach]
        for o in edge:
            reach.setdefault(o, n)
    return reach


# -- the round: hooks at the start of the Killer's steps -----------------------------------------
def before_phase(state, events: list) -> bool:
    """Runs once as the round enters a phase (flow.advance); True when it asked a seat something.
    k_reappear: the mutated Host shows itself and gets its steps, or each possible Host controller
    may mutate it; k_fast: the Host may move before the Parasitoid acts; k_draw: or after it (the steps it
    kept). Both are asked whatever the Host can still do, so the questions tell the Survivors nothing."""
    d = state.d
    i = inf(state)
    phase = d["phase"]
    key = [d["round"], phase, d["killer"]["id"]]
    if phase not in ("k_reappear", "k_fast", "k_draw") or not acting(state) or i["hooked"] == key:
        return False
    i["hooked"] = key
    mutated = i["mutated"]
    if phase == "k_reappear":
        if mutated is not None:
            show_host(state, events)
            return False
        return ask_mutation(state)
    if mutated is not None:
        push(state, {"t": "p_host", "seat": controller(state, mutated)})  # no step count: it would tell
        return True
    return False


def show_host(state, events: list) -> None:
    """"In the beginning of the Parasitoid's turn, the mutated Host will reveal their current location"."""
    i = inf(state)
    char = i["mutated"]
    loc = state.d["surv"][char]["loc"]
    i["host_seen"], i["host_left"] = loc, HOST_STEPS
    events.append(ev("host_shown", f"The mutated Host ({state.name(char)}) shows itself at {state.loc_name(loc)}.",
                     char=char, loc=loc))


def ask_mutation(state) -> bool:
    """Every player who may control a Host (of the Survivors holding tiles, which is public) is asked
    in turn, Host or not, so the question itself gives nothing away."""
    i = inf(state)
    holders = [c for c in state.survivors() if i["tiles"].get(c)]
    seats = sorted({controller(state, c) for c in holders}, reverse=True)  # the top frame decides first
    for seat in seats:
        push(state, {"t": "p_mutate", "seat": seat})
    return bool(seats)


# -- the Parasitoid's frames ----------------------------------------------------------------------
def legal(state, frame: dict) -> list:
    t = frame["t"]
    if t == "p_harm":
        return [INFECT, INJURE]
    if t == "p_mutate":
        char = hidden_host(state)
        ok = char is not None and controller(state, char) == frame["seat"]
        return ([MUTATE] if ok else []) + [STAY]
    if t == "p_host":
        i = inf(state)
        reach = host_reach(state, state.d["surv"][i["mutated"]]["loc"], i["host_left"])
        return [GO(x, n) for x, n in reach.items()]
    if t == "p_flesh":
        return [Action("flesh", edge=e) for e in frame["options"]]
    raise AssertionError(t)


def apply(state, frame: dict, action: Action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    i = inf(state)
    t = frame["t"]
    kind = action.kind
    if t == "p_harm":
        char = frame["char"]
        if kind == "infect":
            infect(state, char, events, "instead of an injury")
        elif d["surv"][char]["out"] is None:
            injure(state, char, events, frame["why"], infect_ok=False)
    elif t == "p_mutate":
        if kind == "mutate":
            d["stack"][:] = [f for f in d["stack"] if f["t"] != "p_mutate"]
            mutate(state, hidden_host(state), events, "of its own will")
    elif t == "p_host":  # staying keeps the steps for after the Parasitoid's actions
        char = i["mutated"]
        frm = d["surv"][char]["loc"]
        d["surv"][char]["loc"] = action["to"]
        i["host_left"] -= action["steps"]
        seats = {s for s in range(d["seats"]) if killer_side(state, s)} | {frame["seat"]}
        events.append(ev("host_move", "The mutated Host may have moved.", private={
            str(s): {"frm": frm, "to": action["to"], "steps": action["steps"]} for s in seats}))
    elif t == "p_flesh":
        i["flesh"] = action["edge"]
        events.append(ev("flesh_hidden", "The Parasitoid hides its Wall of Flesh on a block token.",
                         private={str(s): {"edge": action["edge"]} for s in range(d["seats"])
                                  if killer_side(state, s)}))
