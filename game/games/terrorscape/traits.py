"""Variant 1: Traits & Survival Difficulty (data/traits.toml; EFFECTS.md "Abilities").

Setup ("at the end of setup, both sides draw and pick"): each Survivor draws `survivor_draw` Survivor
traits and keeps `survivor_keep` (frame t_pick, the character's seat); then the Killer draws
`killer_draw` Killer traits and keeps `killer_keep`, one pick at a time (Easy 0 of 0, Normal 1 of
2, Hard 2 of 4, Nightmare 3 of 6). Then the kept traits' `setup` effects run (Survivors first).

Hidden information ("the Killer must reveal which Trait they have chosen ... the Survivors do not
need to reveal their Trait"): the Killer's kept traits are public; a Survivor's are seen by the
Survivors' side only; the cards drawn and not kept are seen by the side that drew them.

How each trait works: a Survivor's traits are abilities like an item's (abilities.abilities yields
them as source "#<trait id>"), so `always` MODs, `fight`, `extra_action` and `special_action` traits
work like any item. Triggers: `setup` (here), `turn_start` (Survivors' step I, after the victory
checks; the Killer's after step I, so a sense never gives away a hidden Killer), `turn_end` (after
the Killer draws), `reappear`, `encounter`, `attack`, `level_up`. A Killer trait that fires by
itself is queued on d["fx"]; one with `once = "game"` is the Killer's choice at its moment (frame
k_trait: use it or pass) and is flipped when used. # designed: a MOD in a Killer trait that is not
`always` (Warlord) lasts for that turn (k["turn_mods"]). # designed: in Double Trouble the Killer
side's traits are the first Killer's (the rulebook's difficulty speaks of one Killer drawing).
"""
from __future__ import annotations

from game.core.actions import Action, maker

from . import survivor_fx
from .abilities import max_health
from .common import push
from .state import ev

FRAMES = ("t_pick", "k_trait")
KEEP, USE = maker("trait", "id"), maker("use_trait", "id")
PASS = Action("pass")


def enabled(state) -> bool:
    return state.d["options"].get("traits", "off") not in ("off", "", None, False)


def begin(state) -> None:
    """Called by setup: shuffle both trait decks and list who picks (Survivors, then the Killer)."""
    d = state.d
    content = state.content
    level = content.difficulty[d["options"]["traits"]]
    decks = {side: sorted(t for t, tr in content.traits.items() if tr["side"] == side)
             for side in ("survivor", "killer")}
    for deck in decks.values():
        state.rng.shuffle(deck)
    todo = [["pick", c, level["survivor_draw"], level["survivor_keep"]] for c in d["surv"]]
    todo.append(["pick", "killer", level["killer_draw"], level["killer_keep"]])
    todo += [["setup", c, 0, 0] for c in d["surv"]] + [["setup", "killer", 0, 0]]
    d["traits"] = {"decks": decks, "todo": todo, "survivor": {c: [] for c in d["surv"]}}
    d["killer"]["traits"] = []
    d["phase"] = "t_setup"


def setup_phase(state, events: list) -> None:
    """Phase t_setup: the next pick or the next side's setup effects; then the game starts."""
    d = state.d
    tr = d["traits"]
    if not tr["todo"]:
        d["phase"] = "s_start"
        return
    step, who, draw, keep = tr["todo"].pop(0)
    if step == "pick":
        deck = tr["decks"]["killer" if who == "killer" else "survivor"]
        cards = [deck.pop() for _ in range(min(draw, len(deck)))]
        if cards and keep:
            seat = d["killer"]["seat"] if who == "killer" else state.seat_of(who)
            push(state, {"t": "t_pick", "seat": seat, "who": who, "cards": cards, "keep": min(keep, len(cards))})
        return
    if who == "killer":
        d["fx"].extend(killer_effects(state, "setup"))
        return
    for tid in tr["survivor"][who]:
        for ab in state.content.traits[tid]["abilities"]:
            if ab["on"] == "setup":
                survivor_fx.run(state, who, ab["effects"], events, why=state.content.traits[tid]["name"])


def legal(state, frame: dict) -> list:
    if frame["t"] == "t_pick":
        return [KEEP(t) for t in frame["cards"]]
    return [USE(t) for t in frame["options"]] + [PASS]


def apply(state, frame: dict, action, events: list) -> None:
    d = state.d
    d["stack"].pop()
    if frame["t"] == "t_pick":
        tid = action["id"]
        who = frame["who"]
        name = state.content.traits[tid]["name"]
        if who == "killer":
            k = d["killer"]
            k["traits"].append(tid)
            for ab in state.content.traits[tid]["abilities"]:
                if ab["on"] == "always":
                    for e in ab["effects"]:
                        if e["kw"] == "MOD":
                            k.setdefault("mods", {})[e["stat"]] = k.get("mods", {}).get(e["stat"], 0) + e["n"]
            events.append(ev("trait", f"{state.killer_name()} takes the trait {name}.", who="killer", trait=tid))
        else:
            d["traits"]["survivor"][who].append(tid)
            s = d["surv"][who]
            s["health"] = max_health(state, who)  # a Tough trait: 3 health from the start
            events.append(state.secret("trait", {"char": who, "trait": tid,
                                                 "text": f"{state.name(who)} takes the trait {name}."}))
        left = [c for c in frame["cards"] if c != tid]
        if frame["keep"] > 1 and left:
            push(state, dict(frame, cards=left, keep=frame["keep"] - 1))
        return
    # k_trait: a once-a-game Killer trait used now, or passed
    if action.kind == "pass":
        return
    tid = action["id"]
    d["once_game"].append(once_key(tid))
    events.append(ev("trait_used", f"{state.killer_name()} uses the trait {state.content.traits[tid]['name']}.",
                     trait=tid, on=frame["on"]))
    queue(state, [e for ab in abilities(state, tid, frame["on"]) for e in ab["effects"]])
    left = [t for t in frame["options"] if t != tid]
    if left:
        push(state, dict(frame, options=left))


# -- the Survivors' traits as abilities ----------------------------------------------------------
def survivor_traits(state, char: str) -> list:
    tr = state.d.get("traits")
    return tr["survivor"].get(char, []) if tr else []


def survivor_turn_start(state, events: list) -> None:
    """Survivors' step I: their `turn_start` traits (Steady Nerves)."""
    for char in state.survivors():
        for tid in survivor_traits(state, char):
            for ab in state.content.traits[tid]["abilities"]:
                if ab["on"] == "turn_start":
                    survivor_fx.run(state, char, ab["effects"], events, why=state.content.traits[tid]["name"])


# -- the Killer's traits ------------------------------------------------------------------------------
def once_key(tid: str) -> str:
    return f"killer|#{tid}"


def abilities(state, tid: str, on: str) -> list:
    return [ab for ab in state.content.traits[tid]["abilities"] if ab["on"] == on]


def killer_effects(state, on: str) -> list:
    """The effects of the Killer's traits that fire by themselves at `on` (not once-limited)."""
    out = []
    for tid in state.d["killer"].get("traits", ()):
        for ab in abilities(state, tid, on):
            if not ab.get("once"):
                out += [dict(e) for e in ab["effects"]]
    return out


def queue(state, effects: list) -> None:
    """A fired trait's effects: MODs last this turn, the rest run from the Killer's effect queue."""
    k = state.d["killer"]
    for e in effects:
        if e["kw"] == "MOD":
            k.setdefault("turn_mods", {})[e["stat"]] = k.get("turn_mods", {}).get(e["stat"], 0) + e["n"]
        else:
            state.d["fx"].append(dict(e))


def offer(state, on: str) -> None:
    """The Killer's unused once-a-game traits of moment `on`: a k_trait choice (use one or pass)."""
    d = state.d
    k = d["killer"]
    options = [t for t in k.get("traits", ()) if abilities(state, t, on) and any(ab.get("once") for ab in
               abilities(state, t, on)) and once_key(t) not in d["once_game"]]
    if options:
        push(state, {"t": "k_trait", "seat": k["seat"], "on": on, "options": options})


def fire(state, on: str) -> None:
    """A Killer moment: the automatic traits queued, the once-a-game ones offered."""
    queue(state, killer_effects(state, on))
    offer(state, on)


def turn_start_phase(state, events: list) -> None:
    """Phase k_traits, after step I (reappear and its free SEARCH), before the DELAY tokens."""
    state.d["phase"] = "k_delay"
    fire(state, "turn_start")


def turn_end(state, events: list) -> bool:
    """At k_end: the `turn_end` traits fire once (True: they were just queued, come back after);
    the second time the turn's MODs are cleared (False: the turn really ends)."""
    k = state.d["killer"]
    if k.get("traits") and not k.get("ending"):
        k["ending"] = True
        fire(state, "turn_end")
        return True
    k.pop("ending", None)
    k.pop("turn_mods", None)
    return False


def view(state, side) -> dict:
    d = state.d
    mine = d["killer"].get("traits", ())
    out = {"killer": list(mine), "killer_flipped": [t for t in mine if once_key(t) in d["once_game"]]}
    if side == "survivors" and d.get("traits"):
        out["survivors"] = {c: list(v) for c, v in d["traits"]["survivor"].items()}
    return out
