"""The Survivors against the Parasitoid's Infection: accusation, the testing stations, and once the
Host has mutated, investigation and the fight with the Host (rulebook, "Parasitoid: Infect").

In a Survivor's s_act frame (survivors.py asks `actions` and hands these kinds to `apply_act`):
  accuse(char)  an extra action: propose that `char` (a Survivor holding Infection tiles) is the Host;
                a second Survivor must agree (frame p_agree), then the accused's tiles are revealed:
                all Safe, the Parasitoid (and the Host, if any) wins; the Infected tile, it mutates.
                # designed: each Survivor proposes at most once a turn, and only against a Survivor who
                holds a tile (the tiles lie under the health status tiles for all to count).
  test          at a testing station: reveal the tiles of every other Survivor there; Safe ones are
                discarded for the rest of the game, the Infected one makes its holder mutate. An extra
                action, or the main action in the 2-3 player variant (a player runs several Survivors).
  investigate   once the Host has mutated (not in the turn it was revealed by accusation or test):
                is the Host in my location? The Parasitoid must answer; found, the investigator may
                fight it (frame p_hunt) like an encounter: a combat value at least the Parasitoid's
                strength kills the Host and the Survivors win; less, the investigator is eliminated.
                # designed: asked aloud, so the Parasitoid learns the location; once per Survivor and
                location a turn.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from . import parasitoid as P
from .abilities import usable
from .combat import NO_WEAPON, WEAPON, roll
from .common import finish, push, reveal
from .words import PROMPTS
from .infection import INFECTED, SAFE
from .state import ev

ACCUSE = maker("accuse", "char")
TEST, INVESTIGATE, AGREE, REFUSE, LEAVE = (Action("test"), Action("investigate"), Action("agree"),
                                          Action("refuse"), Action("leave"))
KINDS = frozenset({"accuse", "test", "investigate"})
FRAMES = frozenset({"p_agree", "p_hunt"}) | frozenset(P.PROMPTS)
PROMPTS.update(P.PROMPTS, p_agree="Agree to the accusation (reveal the accused's Infection tiles), or refuse.",
               p_hunt="Fight the Host you found (choose a weapon), or leave it.")


# -- what a Survivor may do ------------------------------------------------------------------------
def testable(state, char: str) -> list:
    """The other Survivors at `char`'s testing station who hold tiles ([] when it cannot test)."""
    i = P.inf(state)
    loc = state.d["surv"][char]["loc"]
    if "testing_station" not in state.board.loc(loc).kinds:
        return []
    return [c for c in state.at(loc) if c != char and i["tiles"].get(c)]


def accusable(state, char: str) -> list:
    i = P.inf(state)
    if i["mutated"] is not None or P.marked(state, f"accuse:{char}") or len(state.survivors()) < 3:
        return []
    return [c for c in state.survivors() if c != char and i["tiles"].get(c)]


def can_investigate(state, char: str) -> bool:
    i = P.inf(state)
    return (i["mutated"] is not None and i["calm"] != state.d["round"]
            and not P.marked(state, f"investigate:{char}:{state.d['surv'][char]['loc']}"))


def actions(state, frame: dict) -> list:
    """The Infection's choices in a Survivor's s_act frame (none outside a Parasitoid game)."""
    if P.inf(state) is None:
        return []
    char = frame["char"]
    out = [ACCUSE(c) for c in accusable(state, char)]
    if testable(state, char) and not (P.variant(state) and frame["main"]):
        out.append(TEST)
    if can_investigate(state, char):
        out.append(INVESTIGATE)
    return out


# -- doing it ----------------------------------------------------------------------------------------
def apply_act(state, frame: dict, action: Action, events: list) -> None:
    char = frame["char"]
    frame["acted"] = True
    if action.kind == "accuse":
        accused = action["char"]
        P.mark(state, f"accuse:{char}")
        second = next(c for c in state.survivors() if c not in (char, accused))
        events.append(ev("accusation", f"{state.name(char)} accuses {state.name(accused)} of being the Host!",
                         by=char, accused=accused))
        push(state, {"t": "p_agree", "seat": state.seat_of(second), "char": second, "by": char,
                     "accused": accused})
    elif action.kind == "test":
        if P.variant(state):
            frame["main"] = True  # "a Special Action instead of an Extra Action in this variant"
        test(state, char, events)
    else:
        investigate(state, char, events)


def reveal_tiles(state, char: str, why: str, events: list) -> bool:
    """Turn `char`'s tiles face up for everyone; True if the Infected one is among them."""
    tiles = list(P.inf(state)["tiles"].get(char, ()))
    infected = any(t.startswith(P.INFECTED) for t in tiles)
    words = "the Infected tile!" if infected else "all Safe."
    # the faces, not the tiles' ids: Safe tiles look alike, and which Safe tile a Survivor holds is not shown
    faces = sorted(INFECTED if t.startswith(INFECTED) else SAFE for t in tiles)
    events.append(ev("tiles_revealed", f"{state.name(char)}'s Infection tiles ({why}): {len(tiles)}, {words}",
                     char=char, tiles=faces, infected=infected))
    return infected


def test(state, char: str, events: list) -> None:
    i = P.inf(state)
    loc = state.d["surv"][char]["loc"]
    for other in testable(state, char):
        reveal(state, other, loc, "testing station", events)
        if reveal_tiles(state, other, "testing station", events):
            P.mutate(state, other, events, "found at the testing station")
            i["calm"] = state.d["round"]
        else:
            i["out"] += i["tiles"].pop(other)  # "Discard the Infection tiles for the rest of the game"


def investigate(state, char: str, events: list) -> None:
    d = state.d
    i = P.inf(state)
    loc = d["surv"][char]["loc"]
    P.mark(state, f"investigate:{char}:{loc}")
    host = i["mutated"]
    found = d["surv"][host]["loc"] == loc
    reveal(state, char, loc, "investigation", events)
    events.append(ev("investigate", f"{state.name(char)} investigates {state.loc_name(loc)}: "
                     + ("the Host is there!" if found else "no Host."), char=char, loc=loc, found=found))
    if found:
        i["host_seen"] = loc
        push(state, {"t": "p_hunt", "seat": state.seat_of(char), "char": char})


# -- the frames ----------------------------------------------------------------------------------------
def legal(state, frame: dict) -> list:
    t = frame["t"]
    if t == "p_agree":
        return [AGREE, REFUSE]
    if t == "p_hunt":
        return [WEAPON(src, i) for src, i, _ in usable(state, frame["char"], "weapon")
                if not src.startswith("@")] + [NO_WEAPON, LEAVE]
    return P.legal(state, frame)


def apply(state, frame: dict, action: Action, events: list) -> None:
    t = frame["t"]
    if t not in ("p_agree", "p_hunt"):
        return P.apply(state, frame, action, events)
    d = state.d
    d["stack"].pop()
    if t == "p_agree":
        if action.kind == "refuse":
            events.append(ev("accusation_refused", f"{state.name(frame['char'])} does not agree.",
                             char=frame["char"]))
            return
        accused = frame["accused"]
        if reveal_tiles(state, accused, "accused", events):
            P.mutate(state, accused, events, "accused")
            P.inf(state)["calm"] = d["round"]
        else:
            finish(state, "killer", f"a false accusation: {state.name(accused)} was not the Host", events)
        return
    if action.kind == "leave":
        return
    char = frame["char"]
    value = roll(state, char, action["src"], action["i"], events)
    strength = P.parasitoid(state)["strength"]  # "the strength of the Host (always identical to the Parasitoid's)"
    if value >= strength:
        events.append(ev("host_killed", f"{state.name(char)} kills the Host ({value} against {strength})!",
                         char=char, value=value, strength=strength))
        finish(state, "survivors", "the Host is eliminated", events)
    else:
        d["surv"][char]["out"] = "eliminated"
        events.append(ev("eliminated", f"{state.name(char)} is eliminated by the Host ({value} against "
                         f"{strength}).", char=char))
        finish(state, "killer", "elimination by the Host", events)
