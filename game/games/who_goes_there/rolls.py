"""Action dice and resolving Attacks and Setbacks (a Camp Event's or a Phase deck's Thing Attack).

A resolution rolls the natural dice (by Stamina) and the equipped tiles' red or blue dice at once. Short of
the Successes the Phase asks, the player decides in a `roll` frame: play a card that adds dice or Successes,
use a reroll they have (once per turn each), or take the penalty. No Action cube is spent meanwhile.

Taking Control (rulebook: "His Taking Control card lets him assist any player resolving an Attack"): when another
player gives up a short Attack roll (a Camp Event Attack or a Thing Attack), Garry's seat is asked in an `assist`
frame (assist | pass) before the penalty -- EVERY time while Garry is in the game and conscious, whether or not he
holds the card, so the question itself tells nobody what is in his hand (only his own legal list differs). Its
holder may also play it on their own roll in the `roll` frame.
Taking Control adds one Success outright (its `assist` effect in cards.toml: Garry's Success needs no missed die
of the roller's); if the roll is still short the roller may go on helping it (their `roll` frame again; Garry is
not asked twice for one roll). The rulebook is silent on both: camp.toml [designed] and cards.toml say so.
"""
from __future__ import annotations

from game.core.actions import Action

from . import harm
from .state import active, content, item_dice, natural_dice, phase_row, unique_of

ROLL_CARD_EFFECTS = ("dice", "success", "assist")
ASSISTANT = "garry"  # the character whose Taking Control assists any player (rulebook line 319)
ASSIST_CARD = "taking_control"
PASS, ASSIST = Action("pass"), Action("assist")


def roll_dice(rng, n: int) -> int:
    """Successes among n Action dice (three success sides of six)."""
    dice = content().camp["dice"]
    return sum(1 for _ in range(n) if rng.randbelow(dice["faces"]) < dice["successes"])


def start(s, seat: int, vs: str, source: str, ev: list) -> None:
    """Roll for `seat` against an Attack or Setback; source: "event" (the Camp Event) or "thing"."""
    d = s.d
    pl = d["players"][seat]
    need = phase_row(d)["successes"]
    n = natural_dice(pl) + item_dice(pl, vs)
    got = roll_dice(s.rng, n)
    ev.append({"type": "roll", "seat": seat, "vs": vs, "dice": n, "successes": got, "need": need, "source": source})
    d["roll"] = {"seat": seat, "vs": vs, "need": need, "dice": n, "successes": got, "source": source}
    if got >= need:
        finish(s, True, ev)
    else:
        d["frame"] = {"kind": "roll", "seat": seat}


def helps(d: dict, seat: int) -> list:
    """What may still help this roll: [(kind, what)] with kind card | special | reroll."""
    r = d["roll"]
    pl = d["players"][seat]
    cards = content().cards
    out = []
    missed = r["dice"] > r["successes"]
    for card in sorted(set(pl["hand"])):
        for eff in cards[card]["effects"]:
            if eff["do"] in ROLL_CARD_EFFECTS and eff["vs"] in (r["vs"], "any"):
                if cards[card]["needs"] and unique_of(pl) != cards[card]["needs"]:
                    continue
                if eff["do"] == "success" and not missed:
                    continue
                out.append(("card", card))
                break
    if missed:
        for i, sp in enumerate(pl["specials"]):
            if sp == "emergency_flare" and ("special", sp) not in out:
                out.append(("special", sp))
        for what in rerolls(d, seat):
            out.append(("reroll", what))
    return out


def rerolls(d: dict, seat: int) -> list:
    """The once-per-turn rerolls and Flare-like changes this player has left for this roll."""
    r = d["roll"]
    pl = d["players"][seat]
    from .specials import walkie_attributes
    attrs = [content().items[i]["attribute"] for i in pl["items"]] + walkie_attributes(d, seat)
    have = []
    if r["vs"] == "attack" and "reroll_attack" in attrs:
        have.append("reroll_attack")
    if r["vs"] == "setback" and "reroll_setback" in attrs:
        have.append("reroll_setback")
    if "flare" in attrs:
        have.append("flare")
    if r["source"] == "event":
        if r["vs"] == "attack" and "reroll_event_attack" in attrs:
            have.append("reroll_event_attack")
        if r["vs"] == "setback" and "reroll_event_setback" in attrs:
            have.append("reroll_event_setback")
        if r["vs"] == "setback" and unique_of(pl) == "ice_pick":
            have.append("ice_pick")
    from .specials import landmark_here
    if r["vs"] == "setback" and landmark_here(d, seat, "reroll_setback_inside"):
        have.append("reroll_setback_inside")
    if r["source"] == "event" and landmark_here(d, seat, "reroll_event_inside"):
        have.append("reroll_event_inside")
    if r["vs"] == "attack" and landmark_here(d, seat, "assist_attack"):
        have.append("landmark_assist")
    if pl["locker"] and not pl["locker_spent"]:
        if pl["locker"] == "knuckles" and r["vs"] == "attack":
            have.append("locker_knuckles")
        if pl["locker"] == "flare":
            have.append("locker_flare")
        if pl["locker"] == "bullets" and r["vs"] == "attack" and unique_of(pl) == "handgun":
            have.append("locker_bullets")
    return [h for h in have if h not in pl["used"]]


def use_help(s, kind: str, what: str, ev: list) -> None:
    d = s.d
    r = d["roll"]
    seat = r["seat"]
    pl = d["players"][seat]
    if kind == "card":
        pl["hand"].remove(what)
        d["camp_discard"].append(what)
        eff = next(e for e in content().cards[what]["effects"] if e["do"] in ROLL_CARD_EFFECTS)
        _add(s, eff["do"], eff["n"], ev, what)
    elif kind == "special":
        pl["specials"].remove(what)
        d["phase_discard"].append(what)
        _add(s, "success", 1, ev, what)
    else:
        if what.startswith("locker_"):
            pl["locker_spent"] = True
        else:
            pl["used"].append(what)
        if what in ("flare", "locker_flare", "landmark_assist"):
            _add(s, "success", 1, ev, what)
        elif what == "locker_bullets":
            _add(s, "dice", 2, ev, what)
        else:
            got = roll_dice(s.rng, 1)
            r["successes"] += got
            ev.append({"type": "reroll", "seat": seat, "with": what, "successes": got})
    if r["successes"] >= r["need"]:
        finish(s, True, ev)


def _add(s, do: str, n: int, ev: list, what: str) -> None:
    r = s.d["roll"]
    if do == "dice":  # (anything else: Misses turned into Successes)
        got = roll_dice(s.rng, n)
        r["dice"] += n
        r["successes"] += got
        ev.append({"type": "more_dice", "seat": r["seat"], "with": what, "dice": n, "successes": got})
    elif do == "assist":  # Taking Control's Success needs no missed die (cards.toml)
        r["successes"] += n
        ev.append({"type": "miss_to_success", "seat": r["seat"], "with": what})
    else:
        r["successes"] = min(r["dice"], r["successes"] + n) if r["dice"] else r["successes"]
        ev.append({"type": "miss_to_success", "seat": r["seat"], "with": what})


def assistant(d: dict, roller: int):
    """Garry's seat when he could step into `roller`'s Attack roll now (held card or not), else None."""
    r = d["roll"]
    if r["vs"] != "attack" or r.get("asked"):
        return None
    chars = d["chars"]
    g = chars.index(ASSISTANT) if ASSISTANT in chars else None
    if g is None or g == roller or not active(d, g):
        return None
    return g


def give_up(s, ev: list) -> None:
    """The roller takes the result: Garry is asked first on an Attack (see the module's note), then the penalty."""
    d = s.d
    roller = d["roll"]["seat"]
    g = assistant(d, roller)
    if g is None:
        finish(s, False, ev)
        return
    d["roll"]["asked"] = True
    d["frame"] = {"kind": "assist", "seat": g, "for": roller}


def assist_legal(s, seat: int) -> list:
    return [PASS, ASSIST] if ASSIST_CARD in s.d["players"][seat]["hand"] else [PASS]


def assist_apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    r = d["roll"]
    roller = r["seat"]
    if a.kind == "pass":
        finish(s, False, ev)
        return
    pl = d["players"][seat]
    pl["hand"].remove(ASSIST_CARD)
    d["camp_discard"].append(ASSIST_CARD)
    ev.append({"type": "assist", "seat": seat, "target": roller, "card": ASSIST_CARD})
    n = next(e["n"] for e in content().cards[ASSIST_CARD]["effects"] if e["do"] == "assist")
    r["successes"] += n
    if r["successes"] >= r["need"]:
        finish(s, True, ev)
    else:
        d["frame"] = {"kind": "roll", "seat": roller}


def finish(s, success: bool, ev: list) -> None:
    """End the roll: its penalty on a failure, then back to the turn it interrupted."""
    d = s.d
    r = d.pop("roll")
    seat = r["seat"]
    ev.append({"type": "resolved", "seat": seat, "success": success, "source": r["source"]})
    d["frame"] = {"kind": "turn", "seat": seat}  # back to the turn the roll interrupted
    if not success:
        penalty(s, seat, r["source"], ev)


def penalty(s, seat: int, source: str, ev: list) -> None:
    d = s.d
    if source == "thing":
        harm.strike(d, seat, ev, "a Thing Attack")
        harm.vulnerable(d, seat, ev, "a Thing Attack", thing_attack=True)
        return
    apply_event_effects(s, seat, content().events[d["event"]]["penalty"], ev)


def apply_event_effects(s, seat: int, effects: list, ev: list) -> None:
    """A failed Camp Event's penalty for one player."""
    d = s.d
    pl = d["players"][seat]
    for eff in effects:
        do = eff["do"]
        if do == "vulnerable":
            harm.vulnerable(d, seat, ev, content().events[d["event"]]["name"])
        elif do in ("strike", "critical_strike"):
            harm.strike(d, seat, ev, content().events[d["event"]]["name"], critical=do == "critical_strike")
        elif do == "lose_stamina":
            harm.lose_stamina(d, seat, eff["n"], ev, "event")
        elif do == "lose_xp":
            lost = min(pl["xp"], eff["n"])
            pl["xp"] -= lost
            ev.append({"type": "xp", "seat": seat, "n": -lost})
        elif do == "discard":
            for _ in range(min(eff["n"], len(pl["hand"]))):  # the card at random (camp.toml [designed])
                card = pl["hand"].pop(s.rng.randbelow(len(pl["hand"])))
                d["camp_discard"].append(card)
                ev.append({"type": "discard", "seat": seat, "private": {str(seat): {"card": card}}})
