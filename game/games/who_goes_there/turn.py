"""A player's turn: the Actions with their cube costs (move, search, build, gain Stamina, gain XP, repair,
assault) and the free ones (play cards, the Bonfire, Unlocks, the Locker die, resolving the Camp Event,
discarding), then the end of the turn with the hand limit.

`legal(s, seat)` lists the choices of the `turn` frame; `apply(s, seat, action, ev)` performs one.
Trades: trade.py; Revives and the Infection Attack: infection.py; Landmark powers: specials.py.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from . import build, flow, harm, infection, phase, rolls, specials, trade
from .state import (alive, attributes, bonfire_size, broken, content, hand_limit, inside, item_dice, natural_dice,
                    phase_now, same_location, unique_of)
from .content_schema import SPACES, SPACES_OUTSIDE

# the actions built on every step, made once (game.core.actions.maker)
MOVE, SEARCH, ASSAULT, TRADE = maker("move", "to"), maker("search", "deck"), maker("assault", "target"), \
    maker("trade", "other")
PLAY, BONFIRE, DISCARD = maker("play", "card"), maker("bonfire", "card"), maker("discard", "card")
UNLOCK, DROP = maker("unlock", "what"), maker("drop_tile", "item")
UNLOCKS = ("unique", "cardio", "agility", "locker", "slots", "overstock")
TURN_LOCKER = ("xp2", "snack", "first_aid", "alcohol", "tool_belt", "repair_kit")
PLAYABLE = ("heal", "stamina", "action", "tile", "light", "kindling", "repair", "train_dog", "landmark")


def cost(d: dict, seat: int, what: str) -> int:
    c = content().camp["costs"]
    pl = d["players"][seat]
    attrs = attributes(pl)
    if what == "move" and "free_move" in attrs and "free_move" not in pl["used"]:
        return 0
    if what == "search_outside":
        return 1 if "cheap_search_outside" in attrs and "cheap_search_outside" not in pl["used"] else c["search"]
    if what == "repair" and "cheap_repair" in attrs and "cheap_repair" not in pl["used"]:
        return 1
    return c[what]


def can_move(d: dict, seat: int, to: str) -> bool:
    pl = d["players"][seat]
    here = pl["space"]
    if to == here or (to in SPACES_OUTSIDE and int(to[-1]) > phase_now(d)):
        return False
    if inside(to) == inside(here):
        return True
    if pl["moved_from"] is not None:  # locations change once a turn
        return False
    return not d["lockdown"] or has_key(pl)


def has_key(pl: dict) -> bool:
    cards = content().cards
    return any(cards[c]["kind"] == "key" for c in pl["hand"]) or (pl["locker"] == "key" and not pl["locker_spent"])


def legal(s, seat: int) -> list:
    d = s.d
    pl = d["players"][seat]
    out = []
    acts = pl["actions"]
    here = pl["space"]
    for to in SPACES:
        if can_move(d, seat, to):
            if acts >= cost(d, seat, "move"):
                out.append(MOVE(to))
            if pl["locker"] == "snowshoes" and not pl["locker_spent"]:
                out.append(Action("move", to=to, free="snowshoes"))
    if inside(here):
        if acts >= cost(d, seat, "search"):
            if flow.can_draw(d, here):
                out.append(SEARCH(here))
            if pl["specialty"]:
                out.append(SEARCH("specialty"))
        if acts >= cost(d, seat, "gain_stamina") and not broken(d, "boiler"):
            out.append(Action("gain_stamina"))
    else:
        if acts >= cost(d, seat, "search_outside") and d["decks"][here]:
            out.append(SEARCH(here))
        if acts >= cost(d, seat, "gain_xp"):
            out.append(Action("gain_xp"))
        if unique_of(pl) == "cold_blooded" and acts >= cost(d, seat, "gain_stamina"):
            out.append(Action("gain_stamina"))
    utility = "boiler" if inside(here) else "door"
    if d[utility] > 0:
        if acts >= cost(d, seat, "repair"):
            out.append(Action("repair", how="sure"))
        if acts >= content().camp["costs"]["repair_gamble"]:
            out.append(Action("repair", how="gamble"))
    if acts >= content().camp["costs"]["assault"]:
        # the same location is all the rulebook asks: the unconscious can be assaulted, the dead cannot
        out += [ASSAULT(t) for t in d["order"] if t != seat and alive(d, t) and same_location(d, seat, t)]
    free_build = specials.landmark_here(d, seat, "free_build") and "free_build" not in pl["used"]
    if (inside(here) or specials.landmark_here(d, seat, "build_outside")) and \
            (acts >= content().camp["costs"]["build"] or free_build):
        out += build.legal(s, seat)
    out += [TRADE(x) for x in trade.partners(d, seat)]
    out += infection.revive_actions(d, seat)
    if infection.can_attack(d, seat):
        out.append(Action("infection_attack"))
    out += _free(s, seat)
    if not pl["event_done"]:
        out.append(Action("resolve_event"))
    out.append(Action("end_turn"))
    return out


def _free(s, seat: int) -> list:
    d = s.d
    pl = d["players"][seat]
    out = []
    for card in sorted(set(pl["hand"])):
        if playable(d, seat, card):
            out.append(PLAY(card))
        if inside(pl["space"]):
            out.append(BONFIRE(card))
        out.append(DISCARD(card))
    if inside(pl["space"]) and bonfire_size(d) >= content().camp["camp"]["bonfire_ready_at"]:
        if "light_bonfire" in attributes(pl):
            out.append(Action("light", using="lighter"))
        if unique_of(pl) == "lighter" and "lighter" not in pl["used"]:
            out.append(Action("light", using="blair"))
    out += specials.test_actions(d, seat)
    for name in UNLOCKS:
        if name not in pl["unlocks"] and pl["xp"] >= content().camp["unlocks"][name]:
            if name != "overstock" or all(u in pl["unlocks"] for u in UNLOCKS[:-1]):
                out.append(UNLOCK(name))
    per = content().camp["unlocks"]["overstock_xp_per_bonus"]
    if "overstock" in pl["unlocks"] and pl["xp"] >= per:
        out.append(Action("stock_xp"))
    if pl["locker"] in TURN_LOCKER and not pl["locker_spent"] and _locker_useful(d, seat):
        out.append(Action("locker"))
    for item in sorted(set(pl["items"])):
        out.append(DROP(item))
    for card in sorted(set(pl["hand"])):
        if any(e["do"] == "walkie" for e in content().cards[card]["effects"]):
            out += [Action("play", card=card, item=i, to=to) for i, to in specials.walkie_moves(d, seat, "card")]
    if pl["locker"] == "walkie_talkie" and not pl["locker_spent"]:
        out += [Action("locker", item=i, to=to) for i, to in specials.walkie_moves(d, seat, "locker")]
    if "food_heals" not in pl["used"] and pl["strikes"] and specials.landmark_here(d, seat, "food_heals") \
            and "canned_food" in pl["hand"]:
        out.append(Action("play", card="canned_food", as_aid=True))
    return out


def playable(d: dict, seat: int, card: str) -> bool:
    pl = d["players"][seat]
    info = content().cards[card]
    where = info["play"]
    if (where == "inside" and not inside(pl["space"])) or (where == "outside" and inside(pl["space"])):
        return False
    for eff in info["effects"]:
        do = eff["do"]
        if do not in PLAYABLE:
            continue
        if do == "heal" and pl["strikes"] > 0:
            return True
        if do == "stamina" and pl["stamina"] < pl["stamina_max"]:
            return True
        if do == "action":
            return True
        if do == "tile" and d["tiles"].get(eff["item"], 0) > 0 and build.room_for(d, seat, eff["item"], ()) \
                and (not eff["fuel"] or any(content().cards[c]["buildable"] == eff["fuel"] for c in pl["hand"]
                                            if c != card)):
            return True
        if do == "light" and bonfire_size(d) >= content().camp["camp"]["bonfire_ready_at"]:
            return True
        if do == "kindling":
            return True
        if do == "repair" and d["boiler" if inside(pl["space"]) else "door"] > 0:
            return True
        if do == "train_dog" and specials.has_dog(pl):
            return True
        if do == "landmark" and specials.landmark_playable(d, seat, card):
            return True
    return False


def _locker_useful(d: dict, seat: int) -> bool:
    pl = d["players"][seat]
    face = pl["locker"]
    if face in ("first_aid",):
        return pl["strikes"] > 0
    if face in ("snack",):
        return pl["stamina"] < pl["stamina_max"]
    if face == "alcohol":
        return not inside(pl["space"]) and pl["stamina"] < pl["stamina_max"]
    if face == "repair_kit":
        return d["boiler" if inside(pl["space"]) else "door"] > 0
    return True


def apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    k = a.kind
    costs = content().camp["costs"]
    if k == "move":
        if a.get("free"):
            pl["locker_spent"] = True
        else:
            spend = cost(d, seat, "move")
            if spend == 0:
                pl["used"].append("free_move")
            pl["actions"] -= spend
        move(s, seat, a["to"], ev)
    elif k == "search":
        if a["deck"] in SPACES_OUTSIDE:
            spend = cost(d, seat, "search_outside")
            if spend < costs["search"]:
                pl["used"].append("cheap_search_outside")
            pl["actions"] -= spend
            phase.search(s, seat, a["deck"], ev)
        else:
            pl["actions"] -= costs["search"]
            first = flow.draw(s, seat, a["deck"], ev)
            power = specials.draw_two_power(a["deck"])
            if first and power and specials.landmark_here(d, seat, power):  # the Galley / the Parts Bin
                second = flow.draw(s, seat, a["deck"], ev)
                if second:
                    d["frame"] = {"kind": "keep_one", "seat": seat, "deck": a["deck"], "cards": [first, second]}
    elif k == "gain_stamina":
        pl["actions"] -= costs["gain_stamina"]
        if rolls.roll_dice(s.rng, 1):
            harm.gain_stamina(d, seat, 1, ev, "Gain Stamina")
        else:
            ev.append({"type": "miss", "seat": seat, "what": "gain_stamina"})
    elif k == "gain_xp":
        pl["actions"] -= costs["gain_xp"]
        if rolls.roll_dice(s.rng, 1):
            gain_xp(d, seat, 2 if specials.landmark_here(d, seat, "gain_xp_plus_one") else 1, ev)
        else:
            ev.append({"type": "miss", "seat": seat, "what": "gain_xp"})
    elif k == "repair":
        repair(s, seat, a["how"], ev)
    elif k == "assault":
        assault(s, seat, a["target"], ev)
    elif k == "trade":
        trade.start(s, seat, a["other"], ev)
    elif k == "revive":
        infection.offer_revive(s, seat, a["target"], ev, a.get("aids", 1))
    elif k == "infection_attack":
        infection.announce(s, seat, ev)
    elif k == "build":
        if specials.landmark_here(d, seat, "free_build") and "free_build" not in pl["used"]:
            pl["used"].append("free_build")  # Benning's Workbench
        else:
            pl["actions"] -= costs["build"]
        build.apply(s, seat, a, ev)
    elif k == "play" and a.get("target") is not None:
        specials.play_test(d, seat, a["card"], a["target"], ev)
    elif k == "play" and a.get("item"):  # Batteries: a Walkie-Talkie moved
        pl["hand"].remove(a["card"])
        d["camp_discard"].append(a["card"])
        specials.move_walkie(d, seat, a["item"], a["to"], ev)
    elif k == "play" and a.get("as_aid"):  # Copper's Infirmary: Canned Food as a First Aid
        pl["used"].append("food_heals")
        pl["hand"].remove(a["card"])
        d["camp_discard"].append(a["card"])
        harm.heal(d, seat, 1, ev)
    elif k == "play":
        play(s, seat, a["card"], ev)
    elif k == "bonfire":
        add_to_bonfire(d, seat, a["card"], ev)
    elif k == "discard":
        pl["hand"].remove(a["card"])
        d["camp_discard"].append(a["card"])
        ev.append({"type": "discard", "seat": seat, "private": {str(seat): {"card": a["card"]}}})
    elif k == "light":
        if a["using"] == "blair":
            pl["used"].append("lighter")
        light_bonfire(s, seat, ev)
    elif k == "unlock":
        unlock(d, seat, a["what"], ev)
    elif k == "stock_xp":
        per = content().camp["unlocks"]["overstock_xp_per_bonus"]
        pl["xp"] -= per
        pl["overstock"] += per
        ev.append({"type": "overstock", "seat": seat, "xp": pl["overstock"]})
    elif k == "locker" and a.get("item"):
        pl["locker_spent"] = True
        specials.move_walkie(d, seat, a["item"], a["to"], ev)
    elif k == "locker":
        use_locker(s, seat, ev)
    elif k == "drop_tile" and a["item"] in specials.WALKIES:
        specials.drop_walkie(d, seat, a["item"], ev)
    elif k == "drop_tile":
        pl["items"].remove(a["item"])
        d["tiles"][a["item"]] += 1
        ev.append({"type": "tile_dropped", "seat": seat, "item": a["item"]})
    elif k == "resolve_event":
        pl["event_done"] = True
        rolls.start(s, seat, content().events[d["event"]]["kind"], "event", ev)
    elif k == "end_turn":
        if len(pl["hand"]) > hand_limit(pl):
            d["frame"] = {"kind": "trim", "seat": seat}
            return
        flow.end_turn(s, seat, ev)


def move(s, seat: int, to: str, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    here = pl["space"]
    changing = inside(here) != inside(to)
    if changing:
        pl["moved_from"] = "inside" if inside(here) else "outside"
        if d["lockdown"]:
            _use_key(pl)
    pl["space"] = to
    ev.append({"type": "move", "seat": seat, "to": to})
    if changing and unique_of(pl) == "thermos":
        harm.gain_stamina(d, seat, 1, ev, "Thermos")


def _use_key(pl: dict) -> None:
    """A key card is kept (its text says so: cards.toml); the Locker's key face is spent when no card serves."""
    cards = content().cards
    if not any(cards[c]["kind"] == "key" for c in pl["hand"]):
        pl["locker_spent"] = True


def gain_xp(d: dict, seat: int, n: int, ev: list) -> None:
    d["players"][seat]["xp"] += n
    ev.append({"type": "xp", "seat": seat, "n": n})


def repair(s, seat: int, how: str, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    utility = "boiler" if inside(pl["space"]) else "door"
    if how == "sure":
        spend = cost(d, seat, "repair")
        if spend < content().camp["costs"]["repair"]:
            pl["used"].append("cheap_repair")
        pl["actions"] -= spend
        fixed = True
    else:
        pl["actions"] -= content().camp["costs"]["repair_gamble"]
        fixed = rolls.roll_dice(s.rng, 1) > 0
    if fixed:
        fix(d, seat, utility, ev)
    else:
        ev.append({"type": "miss", "seat": seat, "what": "repair"})


def fix(d: dict, seat: int, utility: str, ev: list) -> None:
    """One Strike off a utility; the repairer earns 1 XP."""
    if d[utility] <= 0:
        return
    d[utility] -= 1
    ev.append({"type": "repaired", "seat": seat, "utility": utility, "strikes": d[utility]})
    gain_xp(d, seat, 1, ev)


def assault(s, seat: int, target: int, ev: list) -> None:
    """Five cubes; rolled like a red Event with every die the assailant has; each Success a Strike. No defence."""
    d = s.d
    pl = d["players"][seat]
    pl["actions"] -= content().camp["costs"]["assault"]
    n = natural_dice(pl) + item_dice(pl, "attack")
    got = rolls.roll_dice(s.rng, n)
    ev.append({"type": "assault", "seat": seat, "target": target, "dice": n, "successes": got})
    for _ in range(got):
        harm.strike(d, target, ev, "an Assault")


def play(s, seat: int, card: str, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    info = content().cards[card]
    pl["hand"].remove(card)
    ev.append({"type": "played", "seat": seat, "card": card})
    if info["kind"] == "landmark":  # it stays in play, not in the discard
        specials.place_landmark(d, seat, card, ev)
        return
    for eff in info["effects"]:
        do = eff["do"]
        if do == "heal":
            harm.heal(d, seat, eff["n"], ev)
        elif do == "stamina":
            harm.gain_stamina(d, seat, eff["n"], ev, card)
            if info["buildable"] == "alcohol":
                specials.alcohol_warms(d, seat, ev)
        elif do == "train_dog":
            specials.train(d, seat, ev)
        elif do == "stamina_inside_bonus" and inside(pl["space"]):
            harm.gain_stamina(d, seat, eff["n"], ev, card)
        elif do == "action":
            pl["actions"] += eff["n"]
        elif do == "tile":
            if eff["fuel"]:
                fuel = next(c for c in pl["hand"] if content().cards[c]["buildable"] == eff["fuel"])
                pl["hand"].remove(fuel)
                d["camp_discard"].append(fuel)
            build.take_tile(d, seat, eff["item"], ev)
        elif do == "light":
            d["camp_discard"].append(card)
            light_bonfire(s, seat, ev)
            return
        elif do == "kindling":
            pl["hand"].append(card)
            add_to_bonfire(d, seat, card, ev)
            return
        elif do == "repair":
            fix(d, seat, "boiler" if inside(pl["space"]) else "door", ev)
            break  # the Wrench: a repair or a Success, not both
    d["camp_discard"].append(card)


def light_bonfire(s, seat: int, ev: list) -> None:
    """Everyone inside gains two Stamina and loses one Frostbite; the Bonfire's cards go to the Camp Discard."""
    d = s.d
    camp = content().camp["camp"]
    ev.append({"type": "bonfire_lit", "seat": seat, "cards": bonfire_size(d)})
    extra = kindling_warmth(d["bonfire"])
    if specials.landmark_in_play(d, "bonfire_plus_one"):  # Blair's Specimen Lab
        extra += 1
    d["camp_discard"] += d["bonfire"]
    d["bonfire"], d["bonfire_extra"] = [], 0
    for other in d["order"]:
        pl = d["players"][other]
        if not pl["dead"] and inside(pl["space"]):
            harm.gain_stamina(d, other, camp["bonfire_stamina"] + extra, ev, "Bonfire")
            if pl["frostbite"]:
                pl["frostbite"] -= min(pl["frostbite"], camp["bonfire_frostbite"])
                ev.append({"type": "frostbite", "seat": other, "n": pl["frostbite"]})


def kindling_warmth(pile: list) -> int:
    """The Stamina a lit Bonfire's Kindling adds for each player inside: the most any one card in it gives
    (cards.toml's designed note: it does not stack)."""
    cards = content().cards
    return max((e["stamina"] for c in set(pile) for e in cards[c]["effects"] if e["do"] == "kindling"), default=0)


def add_to_bonfire(d: dict, seat: int, card: str, ev: list) -> None:
    """Face down on the Bonfire, but a Kindling face up: it counts as more than one card, which the Bonfire's
    size shows everyone, so the event names it (cards.toml's designed note)."""
    d["players"][seat]["hand"].remove(card)
    d["bonfire"].append(card)
    eff = next((e for e in content().cards[card]["effects"] if e["do"] == "kindling"), None)
    if eff:
        d["bonfire_extra"] = d.get("bonfire_extra", 0) + eff["n"] - 1
    ev.append({"type": "bonfire_add", "seat": seat, "size": bonfire_size(d), **({"card": card} if eff else {})})


def unlock(d: dict, seat: int, what: str, ev: list) -> None:
    pl = d["players"][seat]
    pl["xp"] -= content().camp["unlocks"][what]
    pl["unlocks"].append(what)
    ev.append({"type": "unlock", "seat": seat, "what": what})
    if what == "cardio":
        pl["stamina_max"] += 1
        pl["stamina"] += 1
    elif what == "agility":
        pl["max_actions"] += 1
        pl["actions"] += 1
    elif what == "locker":
        pl["locker"] = content().characters[pl["char"]]["locker"][0]
        pl["locker_spent"] = False
    elif what == "slots":
        pl["slots"] += content().camp["unlocks"]["extra_slots"]
    elif what == "unique" and unique_of(pl) == "companion":
        pl["dog"] = "jack"


def use_locker(s, seat: int, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    face = pl["locker"]
    pl["locker_spent"] = True
    ev.append({"type": "locker_used", "seat": seat, "face": face})
    if face == "xp2":
        gain_xp(d, seat, 2, ev)
    elif face in ("snack", "alcohol"):
        harm.gain_stamina(d, seat, 1, ev, face)
    elif face == "first_aid":
        harm.heal(d, seat, 1, ev)
    elif face == "tool_belt":
        flow.draw(s, seat, pl["space"] if inside(pl["space"]) else "specialty", ev)
    elif face == "repair_kit":
        fix(d, seat, "boiler" if inside(pl["space"]) else "door", ev)


def trim_legal(s, seat: int) -> list:
    pl = s.d["players"][seat]
    out = [DISCARD(c) for c in sorted(set(pl["hand"]))]
    if inside(pl["space"]):
        out += [BONFIRE(c) for c in sorted(set(pl["hand"]))]
    return out


def trim_apply(s, seat: int, a: Action, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    if a.kind == "bonfire":
        add_to_bonfire(d, seat, a["card"], ev)
    else:
        pl["hand"].remove(a["card"])
        d["camp_discard"].append(a["card"])
        ev.append({"type": "discard", "seat": seat, "private": {str(seat): {"card": a["card"]}}})
    if len(pl["hand"]) <= hand_limit(pl):
        flow.end_turn(s, seat, ev)

