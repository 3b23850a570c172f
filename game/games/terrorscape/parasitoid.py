"""The Parasitoid's Infection (rulebook, Killer Specific Rules: "Parasitoid: Infect"): the Infection
tiles, the Host, [INFECT], the Wall of Flesh, mutation and the Host's victory. The Survivors' side of
it (accusation, testing stations, investigation, the fight with the Host) is parasitoid_actions.py;
what each seat may see of it, parasitoid_view.py.

d["infect"] (only in a Parasitoid game):
  pool      the tiles still beside the Parasitoid's board ("s1".."s4" Safe, "x1" Infected); drawn at random
  tiles     {char: [tiles]} under each Survivor's health status tile, in the order gained
  out       tiles discarded for the rest of the game (a testing station found them Safe)
  mutated   the char of the mutated Host, or None; host_seen: where the Survivors last saw it
  host_left steps of [MOVE] the mutated Host still has this Killer turn (x0-2)
  flesh     the door (edge key) the Wall of Flesh hides on, or None (in the supply)
  calm      the round in which the Host was revealed by accusation or test (no investigation then)
  marks     [round, what] that happened this round (accusations proposed, locations investigated)
  hooked    [round, phase] of the last phase hook run (each runs once per phase entry)

The Host is whoever holds the Infected tile: one tile, so at most one Host. Who controls a Host
(its mutation, the mutated Host's moves) is `controller`: the Host's own player when that player
runs only the Host; otherwise the Killer (the rulebook's 2-3 player variant).
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .common import drop_item, finish, injure, push, reveal
from .state import edge_key, ev

INFECTED, SAFE = "x", "s"
GO = maker("host_go", "to", "steps")
INFECT, INJURE, MUTATE, STAY = Action("infect"), Action("injure"), Action("mutate"), Action("stay")
HOST_STEPS = 2  # "the mutated Host can [MOVE] x0-2"
PROMPTS = {
    "p_harm": "Infect this Survivor instead of injuring it, or injure it.",
    "p_mutate": "Mutate the Host now, or keep it hidden.",
    "p_host": "Move the mutated Host (steps left this turn), or keep it where it is.",
    "p_flesh": "Hide the Wall of Flesh on a block token.",
}


def new_infection(kinfo: dict) -> dict:
    """Setup 2-3: the Infection tiles and the flesh beside the Parasitoid's board (the Testing Stations
    stand on both exits: board kinds "testing_station")."""
    tokens = kinfo.get("tokens", {})
    pool = [f"{SAFE}{i + 1}" for i in range(tokens.get("safe_tile", 4))]
    pool += [f"{INFECTED}{i + 1}" for i in range(tokens.get("infected_tile", 1))]
    return {"pool": pool, "tiles": {}, "out": [], "mutated": None, "host_seen": None, "host_left": 0,
            "flesh": None, "calm": -1, "marks": [], "hooked": None}


def inf(state):
    return state.d.get("infect")


# -- who is what --------------------------------------------------------------------------------
def host(state):
    """The Survivor holding the Infected tile (mutated or not), or None."""
    i = inf(state)
    for char, tiles in i["tiles"].items():
        if any(t.startswith(INFECTED) for t in tiles):
            return char
    return None


def hidden_host(state):
    """The Host while it still hides among the Survivors (not mutated, not eliminated)."""
    char = host(state)
    if char is None or state.d["surv"][char]["out"] is not None:
        return None
    return char


def solo(state, seat: int) -> bool:
    """Whether this Survivor player runs a single Survivor (then it may look at its own tiles)."""
    return sum(1 for s in state.d["surv"].values() if s["seat"] == seat) == 1


def variant(state) -> bool:
    """The 2-3 player variant applies: a Survivor player runs several Survivors."""
    return not all(solo(state, s["seat"]) for s in state.d["surv"].values())


def controller(state, char: str) -> int:
    """Who decides for `char` as a Host: its player if that player runs only it, else the Killer."""
    seat = state.seat_of(char)
    return seat if solo(state, seat) else state.d["killer"]["seat"]


def sees_tiles(state, seat, char: str) -> bool:
    """The Parasitoid sees every tile; a Survivor player only its own Survivor's, and only if it runs one."""
    if seat is None:
        return False
    if seat == state.d["killer"]["seat"]:
        return True
    return seat == state.seat_of(char) and solo(state, seat)


def can_infect(state) -> bool:
    """[INFECT] works at levels 1 to `infect_until` (Lv 1-2), while a tile is left."""
    k = state.d["killer"]
    until = state.content.killers[k["id"]].get("infect_until", 0)
    return bool(inf(state)["pool"]) and k["level"] <= until


def marked(state, what: str) -> bool:
    return [state.d["round"], what] in inf(state)["marks"]


def mark(state, what: str) -> None:
    i = inf(state)
    i["marks"] = [m for m in i["marks"] if m[0] == state.d["round"]] + [[state.d["round"], what]]


# -- [INFECT] ---------------------------------------------------------------------------------------
def infect(state, char: str, events: list, why: str) -> None:
    """The Survivor draws one Infection tile at random from the Parasitoid's pool (none left: nothing).
    Everyone learns that a tile was drawn; only the Parasitoid and the Survivor's own player (if it
    runs only that Survivor) learn which."""
    i = inf(state)
    if not i["pool"]:
        return
    tile = i["pool"].pop(state.rng.randbelow(len(i["pool"])))
    i["tiles"].setdefault(char, []).append(tile)
    n = len(i["tiles"][char])
    secret = {"tile": tile, "host": tile.startswith(INFECTED)}
    private = {str(state.d["killer"]["seat"]): secret}
    if sees_tiles(state, state.seat_of(char), char):
        private[str(state.seat_of(char))] = secret
    events.append(ev("infect", f"{state.name(char)} draws an Infection tile ({why}; {n} held).", char=char,
                     count=n, pool=len(i["pool"]), private=private))


def infect_all(state, chars, events: list, why: str) -> None:
    """An encounter at Lv 1-2: "when the Parasitoid encounters Survivors, it [INFECT] them"."""
    if inf(state) is not None and can_infect(state):
        for char in chars:
            infect(state, char, events, why)


def offer_infection(state, char: str, why: str) -> bool:
    """Damage at Lv 1-2: "it may [INFECT] them instead of dealing damage". True when the Parasitoid is
    asked (a p_harm frame); the injury, if chosen, follows from that frame."""
    if inf(state) is None or not can_infect(state):
        return False
    push(state, {"t": "p_harm", "seat": state.d["killer"]["seat"], "char": char, "why": why})
    return True


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
    reveal(state, char, state.d["surv"][char]["loc"], "the Wall of Flesh", events)
    injure(state, char, events, "the Wall of Flesh")


# -- effects: INFECT and FLESH keywords ------------------------------------------------------------
def resolve(state, eff: dict, where, events: list) -> None:
    """The Parasitoid's keywords from the effect queue (keywords.resolve): INFECT every Survivor in
    `where`; FLESH: choose the block token to hide the flesh on (or move it there)."""
    if eff["kw"] == "INFECT":
        if can_infect(state):
            for char in state.survivors():
                if state.d["surv"][char]["loc"] in where:
                    infect(state, char, events, "INFECT")
        return
    options = sorted(state.d["blocks"])
    if options:
        push(state, {"t": "p_flesh", "seat": state.d["killer"]["seat"], "options": options})


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
    if phase not in ("k_reappear", "k_fast", "k_draw") or i["hooked"] == [d["round"], phase]:
        return False
    i["hooked"] = [d["round"], phase]
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


# -- the end: the Host's victory -----------------------------------------------------------------
def settle(state, side: str, reason: str) -> tuple:
    """(side, reason) once a game ends. A Host still hiding steals any Survivors' victory ("Escape with
    the Survivors while infected"): the Parasitoid wins instead, even after a lost Final Showdown.
    # designed: a mutated Host no longer steals the victory: it stayed behind with the Parasitoid."""
    char = host(state)
    if side == "survivors" and char is not None and char == hidden_host(state):
        side, reason = "killer", f"the Host {state.name(char)} steals the Survivors' victory ({reason})"
    return side, reason


def host_team(state, side: str, winners: list) -> list:
    """The winners with the Host's player on the Parasitoid's side: a player who runs only the Host wins
    with the Parasitoid and loses with it (# designed: a player running other Survivors too stays a
    Survivor player; the Parasitoid controls that Host)."""
    char = host(state)
    if char is None or controller(state, char) != state.seat_of(char):
        return winners
    traitor = state.seat_of(char)
    others = [s for s in winners if s != traitor]
    return sorted(others + [traitor]) if side == "killer" else others


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
        seats = {d["killer"]["seat"], frame["seat"]}
        events.append(ev("host_move", "The mutated Host may have moved.", private={
            str(s): {"frm": frm, "to": action["to"], "steps": action["steps"]} for s in seats}))
    elif t == "p_flesh":
        i["flesh"] = action["edge"]
        events.append(ev("flesh_hidden", "The Parasitoid hides its Wall of Flesh on a block token.",
                         private={str(d["killer"]["seat"]): {"edge": action["edge"]}}))
