"""The end of the game: the Final Confrontation (the first Thing; every player the Blood Test revealed; the
NPCs the Thing player reveals one at a time; the yes-or-no round in seat order) and "See what happens"
(Burn or Wait and See chosen in secret, the infected always waiting; the NPCs and then the players
revealed). Every battle is a roll of the living characters' dice against the Final Confrontation card's
target and successes, with a card window; a lost battle wins the game for the Thing. No NPC Things-out
here (the rulebook), so no The Thing Attacks!."""
from __future__ import annotations

from . import piles
from .info import THING_SEAT
from .resolve import successes
from .state import content, infected_char, infected_player, outposts, roll_dice
from .windows import open_window, window_order


def begin(state, ev: list, stage: str = "first") -> None:
    """The Final Confrontation card turned up (stage "first"), or the Radio or the Helicopter used: straight to
    "See what happens" (stage "see", every living Outpost player not shown a Thing to choose)."""
    d = state.d
    d["step"] = "final"
    d.pop("roll", None)
    d.pop("pending", None)  # tasks not yet resolved when the Radio or the Helicopter was used
    d["final"] = {"stage": stage, "queue": [], "foe": None}
    if stage == "see":
        d["final"]["queue"] = [s for s in outposts(d) if not d["players"][s]["dead"] and not d["players"][s]["revealed"]]
    for row in d["chars"].values():  # everyone back from the tasks (the Radio or the Helicopter ends a round)
        if row["site"] != "shed":
            row["site"] = "rec"
    ev.append({"type": "final_confrontation" if stage == "first" else "see_begins", "helicopter": d["helicopter"]})


def fighters(d: dict) -> list:
    """Everyone lends dice until revealed: living Outpost players' characters, the living NPCs (the Tool
    Shed's too; none after the Helicopter), the Thing being fought left out."""
    foe = d["final"]["foe"]
    out = []
    for ch, row in d["chars"].items():
        if not row["alive"] or row["revealed"] or ch == foe:
            continue
        if row["seat"] is None and d["helicopter"]:
            continue
        if row["seat"] is not None and d["players"][row["seat"]]["revealed"]:
            continue
        out.append(ch)
    return out


def _battle(state, foe: str, ev: list) -> None:
    d = state.d
    d["final"]["foe"] = foe
    enc = next(e for e in content().encounters.values() if e["kind"] == "final")
    crew = fighters(d)
    n = sum(content().characters[ch]["dice"] for ch in crew)
    d["roll"] = {"site": "final", "dice": roll_dice(state, n), "target": enc["target"], "target_mod": 0, "bonus": 0,
                 "need": enc["successes"]}
    ev.append({"type": "battle", "foe": foe, "crew": crew, "dice": list(d["roll"]["dice"])})
    open_window(d, "battle", window_order(d), "battle_done")


def battle_done(state, ev: list) -> None:
    d = state.d
    roll = d.pop("roll")
    got, need = successes(roll), roll["need"]
    foe = d["final"]["foe"]
    ev.append({"type": "battle_result", "foe": foe, "successes": got, "won": got >= need})
    if got < need:
        piles.thing_wins(d, "the Outpost lost a battle of the Final Confrontation", ev)
        return
    if foe in d["chars"]:  # a Thing destroyed: the NPC or the revealed player's character dies
        row = d["chars"][foe]
        row["alive"], row["revealed"] = False, True
        if row["seat"] is not None:
            d["players"][row["seat"]]["dead"] = True
            for cid in d["players"][row["seat"]]["hand"]:
                piles.discard(d, cid)
            d["players"][row["seat"]]["hand"] = []
    d["final"]["foe"] = None


def _final(state, ev: list) -> None:
    d = state.d
    f = d["final"]
    stage = f["stage"]
    if stage == "first":
        f["stage"] = "revealed"
        f["queue"] = [d["players"][s]["char"] for s in outposts(d)
                      if d["players"][s]["revealed"] and not d["players"][s]["dead"]]
        _battle(state, "first", ev)
    elif stage == "revealed":
        if f["queue"]:
            _battle(state, f["queue"].pop(0), ev)
        else:
            f["stage"] = "npcs"
    elif stage == "npcs":
        if npc_reveals(d):
            d["frame"] = {"kind": "final_reveal", "seat": THING_SEAT}
        else:
            f["stage"] = "ask"
            f["queue"] = [s for s in outposts(d) if not d["players"][s]["dead"] and not d["players"][s]["revealed"]]
    elif stage == "ask":
        if f["queue"]:
            d["frame"] = {"kind": "confess", "seat": f["queue"][0]}
        else:
            f["stage"] = "see"
            f["queue"] = [s for s in outposts(d) if not d["players"][s]["dead"] and not d["players"][s]["revealed"]]
    elif stage == "see":
        if all(d["players"][s]["dead"] or infected_player(d, s) for s in outposts(d)):
            piles.thing_wins(d, "every Outpost player is infected or dead", ev)  # "at any time" (the rulebook)
        elif f["queue"]:
            d["frame"] = {"kind": "see", "seat": f["queue"][0]}
        else:
            _see_what_happens(state, ev)


def npc_reveals(d: dict) -> list:
    """NPCs with an infection card the Thing player may still reveal (none after the Helicopter)."""
    if d["helicopter"] or d["final"].get("stopped"):
        return []
    return [ch for ch, row in d["chars"].items() if row["seat"] is None and row["alive"] and row["infection"]
            and not row["revealed"]]


def reveal_npc(state, ch: str, ev: list) -> None:
    d = state.d
    row = d["chars"][ch]
    if infected_char(d, ch):
        ev.append({"type": "final_reveal", "npc": ch, "infected": True})
        _battle(state, ch, ev)
    else:  # a Human NPC is removed from the game (ran into the blizzard, or absorbed)
        row["alive"], row["revealed"] = False, True
        ev.append({"type": "final_reveal", "npc": ch, "infected": False})


def confess(state, seat: int, yes: bool, ev: list) -> None:
    d = state.d
    d["final"]["queue"].remove(seat)
    ev.append({"type": "confess", "seat": seat, "yes": yes})
    if yes:
        d["players"][seat]["revealed"] = True
        _battle(state, d["players"][seat]["char"], ev)


def things_left(d: dict) -> bool:
    for ch, row in d["chars"].items():
        if not row["alive"] or row["revealed"]:
            continue
        if row["seat"] is None and d["helicopter"]:
            continue  # left behind at the outpost
        if infected_char(d, ch):
            return True
    return False


def _see_what_happens(state, ev: list) -> None:
    d = state.d
    choosers = [s for s in outposts(d) if d["players"][s]["end_choice"]]
    burn = any(d["players"][s]["end_choice"] == "burn" for s in choosers)
    things = things_left(d)
    ev.append({"type": "see_what_happens", "choices": {str(s): d["players"][s]["end_choice"] for s in choosers},
               "things_left": things,
               "npcs": {ch: row["infection"] and infected_char(d, ch) for ch, row in d["chars"].items()
                        if row["seat"] is None and row["alive"]}})
    if burn != things:  # Burn with no Thing left, or everyone waiting with a Thing among them
        piles.thing_wins(d, "Burn with no Thing left" if burn else "everyone waited, and a Thing was among them", ev)
        return
    winners = [s for s in outposts(d) if not d["players"][s]["dead"] and not infected_player(d, s)]
    reason = "a Thing was left and somebody burned it" if burn else "no Thing was left and everyone waited"
    d["result"] = {"winners": winners, "reason": reason, "side": "outpost", "turns": d["round"]}
    d["frame"] = None
    ev.append({"type": "game_over", "winners": winners, "reason": reason})


STEPS = {"final": _final}
WINDOW_DONE = {"battle_done": battle_done}
