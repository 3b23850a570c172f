"""Playing cards: what a seat may play in a card window (a roll, The Thing Attacks!, a free moment), the
reaction round that lets Cheating, Bitch! (any card, FAQ) or a snuff card (a burn card) cancel a card as
it is played, and what each card does once nobody cancelled it.

A played card goes on d["stack"] with the seats that could cancel it still to ask; it resolves when none
did. designed: who is asked, in a reaction round or a card window, follows from public facts only (a seat's
side, the cards its side can hold in this game, its hand size), never from the cards it holds: asking only the
seats holding a cancel card would tell the table who holds one. A seat that holds nothing usable just passes.
"""
from __future__ import annotations

from itertools import combinations

from game.core.actions import Action, maker
from game.core.content import on_override

from . import piles, resolve
from . import content_schema as V
from .info import THING_SEAT
from .state import (at_site, card, content, infected_char, kind, plays_for_thing, site_of_seat, skills_at,
                    task_done, tasks_in_play)

PASS = Action("pass")
BARRICADE = Action("barricade")
PLAY = maker("play", "card", "target")
DISCARD_DICE = maker("discard_dice", "card")


# -- what may be played --------------------------------------------------------------------------------
def in_roll(d: dict, seat: int) -> bool:
    """Does this seat take part in the roll now: the Thing always, an Outpost player at the encounter
    (or, in a battle of the Final Confrontation, every living one not yet revealed)."""
    pl = d["players"][seat]
    if seat == THING_SEAT or pl["revealed"]:  # the Thing's side plays against every roll
        return not pl["dead"]
    if pl["dead"]:
        return False
    if d["roll"]["site"] == "final":
        return True
    return site_of_seat(d, seat) == "encounter"


def _targets(d: dict, seat: int, cid: str) -> list:
    """The targets a card may be played on ("" when it needs none); [] when it cannot be played now."""
    c = card(cid)
    k = c["kind"]
    chars = d["chars"]
    if k in ("peek", "sedate"):
        return [ch for ch, row in chars.items() if row["seat"] is None and row["alive"] and row["site"] != "shed"
                and not (k == "sedate" and row["sedated"])]
    if k == "longjohns":  # FAQ: needs two NPCs with infection cards under them
        under = [ch for ch, row in chars.items() if row["seat"] is None and row["alive"] and row["infection"]
                 and row["site"] != "shed"]
        return [f"{a}+{b}" for a, b in combinations(under, 2)]
    if k in ("task",):
        return [""] if not d["tasks"][c["task"]]["destroyed"] else []
    if k == "task_minus":
        return [t for t in tasks_in_play(d) if d["tasks"][t]["tokens"] and (not c["task"] or t == c["task"])]
    if k == "capitan":
        return [""] if d["capitan"] != seat else []
    if k == "thing_discard":
        return [""] if d["players"][THING_SEAT]["hand"] else []
    if k in ("coast", "coast_remove"):
        return [""] if d["extras"] and (k == "coast" or d["coast"]) else []
    if k == "saucer_remove":
        return [""] if d["saucer"] else []
    if k == "destroy":
        return [""] if tasks_in_play(d) else []
    if k == "discard":
        return [""] if any(site_of_seat(d, s) == "encounter" for s in range(d["seats"]) if s != THING_SEAT) else []
    return [""]


def _fits(d: dict, seat: int, cid: str, ctx: str) -> bool:
    k = kind(cid)
    if k in V.ANYTIME_KINDS:
        return True
    if ctx in ("roll", "battle") and k in V.ROLL_KINDS:
        if not in_roll(d, seat):
            return False
        need = card(cid)["needs"]
        return not need or ctx == "battle" or need in skills_at(d, "encounter")
    if ctx == "attack" and k in V.ATTACK_KINDS:
        return seat == THING_SEAT or site_of_seat(d, seat) == d["attack"]["site"]
    return False


def playable(d: dict, seat: int, ctx: str) -> list:
    """play(card, target) actions of `seat` in a window of kind ctx ("roll", "battle", "attack", "free")."""
    out = []
    for cid in sorted(set(d["players"][seat]["hand"])):
        if _fits(d, seat, cid, ctx):
            out += [PLAY(cid, t) for t in _targets(d, seat, cid)]
    return out


def discard_dice_ok(d: dict, seat: int) -> bool:
    """An Outpost player with an infection card under them may discard for dice (2 players: anyone)."""
    if plays_for_thing(d, seat) or not in_roll(d, seat):
        return False
    row = content().players[d["seats"]]
    return not row["discard_needs_infection"] or bool(d["players"][seat]["infection"])


def window_legal(state, seat: int) -> list:
    d = state.d
    ctx = d["window"]["ctx"]
    out = playable(d, seat, ctx)
    if ctx in ("roll", "battle") and discard_dice_ok(d, seat):
        out += [DISCARD_DICE(c) for c in sorted(set(d["players"][seat]["hand"]))
                if kind(c) not in V.SUSPICION]
    if _barricade_ok(d, seat):
        out.append(BARRICADE)
    out += [Action("use", power=p) for p in escapes(d, seat)]
    out.append(PASS)
    return out


def escapes(d: dict, seat: int) -> list:
    """The completed Radio's and Helicopter's powers this seat may use now: any living Outpost player not shown
    a Thing, at any card window (the rulebook: "players may use the ability of a completed task at any time"),
    until the end has begun. All public: who may is no secret."""
    pl = d["players"][seat]
    if seat == THING_SEAT or pl["dead"] or pl["revealed"] or d["step"] == "final":
        return []
    return [t["power"] for t in content().tasks.values() if t["power"] in ("rescue", "fly") and task_done(d, t["id"])]


def _task_power(d: dict, power: str) -> bool:
    return any(t["power"] == power and task_done(d, t["id"]) for t in content().tasks.values())


# -- the reaction round --------------------------------------------------------------------------------
def cancels(canceller: str, target: str) -> bool:
    k = kind(canceller)
    return k == "cancel" or (k == "snuff" and kind(target) == "burn")


_HOLDABLE: dict = {}  # (seats, side) -> the card ids a seat of that side can hold in a game of that size
on_override(_HOLDABLE.clear)  # a content folder override changes the cards


def holdable(d: dict, seat: int) -> frozenset:
    """The cards a seat can hold at all (public): the Thing player its decks' and the Action cards, an
    Outpost player the Outpost decks' and the Suspicion cards, a revealed player the Action cards; the
    cards the set-up removes for this player count left out."""
    pl = d["players"][seat]
    side = "thing" if seat == THING_SEAT else "revealed" if pl["revealed"] else "outpost"
    key = (d["seats"], side)
    got = _HOLDABLE.get(key)
    if got is None:
        decks = {"thing": ("thing1", "thing2", "thing3", "action"), "revealed": ("action",),
                 "outpost": ("outpost1", "outpost2", "outpost3", "suspicion")}[side]
        gone = set(content().players[d["seats"]]["remove_cards"])
        got = _HOLDABLE[key] = frozenset(cid for cid, c in content().cards.items()
                                         if c["deck"] in decks and c["count"] and cid not in gone)
    return got


def askers(d: dict, by: int, target: str) -> list:
    """Every living seat but the player's that holds cards and whose side can hold a card cancelling
    `target` (asked whatever it holds: see the module's text), unless every copy of such a card in the
    game is on the stack already (played face up)."""
    can = [cid for cid in content().cards if cancels(cid, target)]
    if not can:
        return []
    shown = [item["card"] for item in d.get("stack", ())] + [target]  # the card being played is not on it yet
    if sum(content().cards[cid]["count"] for cid in can) <= sum(1 for cid in shown if cid in can):
        return []
    return [s for s in range(d["seats"]) if s != by and not d["players"][s]["dead"] and d["players"][s]["hand"]
            and any(cid in holdable(d, s) for cid in can)]


def window_asks(d: dict, seat: int) -> bool:
    """Whether a card window asks this seat: it holds cards (hand sizes are public), or the Bulldozer's
    barricade, the Radio or the Helicopter is open to it. What it holds is not looked at (see the module's text)."""
    return bool(d["players"][seat]["hand"]) or _barricade_ok(d, seat) or bool(escapes(d, seat))


def _barricade_ok(d: dict, seat: int) -> bool:
    return (d["window"]["ctx"] == "roll" and not plays_for_thing(d, seat) and in_roll(d, seat)
            and not d["barricade_used"] and _task_power(d, "barricade"))


def push(state, seat: int, cid: str, target, ctx: str, ev: list) -> None:
    """`seat` plays `cid` (already out of its hand): it waits on the stack for the reaction round."""
    d = state.d
    d.setdefault("stack", []).append({"card": cid, "seat": seat, "target": target, "ctx": ctx,
                                      "ask": askers(d, seat, cid)})
    shown = "infection" if kind(cid) in V.INFECTION + V.MULTI else cid
    ev.append({"type": "play", "seat": seat, "card": shown, "target": target if shown != "infection" else _where(target),
               "private": {str(seat): {"card": cid}}})


def _where(target):
    return target if isinstance(target, str) else f"player {target}"


def react_legal(state, seat: int) -> list:
    d = state.d
    top = d["stack"][-1]["card"]
    return [Action("cancel", card=c) for c in sorted(set(d["players"][seat]["hand"])) if cancels(c, top)] + [PASS]


def react_apply(state, seat: int, action, ev: list) -> None:
    d = state.d
    top = d["stack"][-1]
    top["ask"].remove(seat)
    if action.kind == "cancel":
        d["players"][seat]["hand"].remove(action["card"])
        push(state, seat, action["card"], None, "cancel", ev)


def step_stack(state, ev: list) -> bool:
    """Ask the next seat about the top card, or resolve it. True when a frame was set."""
    d = state.d
    top = d["stack"][-1]
    if top["ask"]:
        d["frame"] = {"kind": "react", "seat": top["ask"][0]}
        return True
    d["stack"].pop()
    if top["ctx"] == "cancel":  # the card under it is cancelled: discarded, without effect
        under = d["stack"].pop()
        piles.discard(d, top["card"])
        piles.discard(d, under["card"])
        ev.append({"type": "cancelled", "seat": under["seat"], "by": top["seat"]})
        return False
    resolve.card(state, top, ev)
    return False


# -- labels --------------------------------------------------------------------------------------------
def describe(cid: str) -> str:
    return content().cards[cid]["name"]


def infected_at(d: dict, site: str) -> list:
    """Living, unsedated NPCs with an Infected! card at a site: where The Thing Attacks! may strike."""
    return [ch for ch in at_site(d, site) if d["chars"][ch]["seat"] is None and infected_char(d, ch)
            and not d["chars"][ch]["sedated"]]


__all__ = ["playable", "window_legal", "push", "react_legal", "react_apply", "step_stack", "plays_for_thing"]
