"""The shape of a game: setup (leader, turn order, three starting cards, starting spaces), the pre-round
sequence in the rulebook's order, the players' turns in the leader's order, the end of a round (Cautions).

`advance(s, ev)` runs every automatic step until a seat must decide (d["frame"] set) or the game reaches the
Helicopter round. The frames for seats: pick_leader, pick_order, start_space, food, sleep, bunk_consent,
clicker, locker, turn (turn.py), roll (rolls.py), trim (hand limit), phase_choice (phase.py).
"""
from __future__ import annotations

from . import harm, rolls
from .state import (CLEAN, CONTAMINATED, active, alive, broken, content, designed, inside, new_player, phase_row,
                    same_location, unique_of)

PRE_STEPS = ("marker", "special", "temperature", "reset", "event", "turns")


def new_state_data(seed_rng, seats: int, options: dict) -> dict:
    c = content()
    rng = seed_rng
    chars = list(c.characters)
    rng.shuffle(chars)
    wanted = options.get("characters", "random")
    if wanted == "base_first":
        base = [ch for ch in chars if not c.characters[ch]["expansion"]]
        chars = base + [ch for ch in chars if ch not in base]
    elif wanted != "random":  # "garry,kinner,copper": these characters, seat by seat (tests, records)
        named = wanted.split(",")
        if len(named) != seats or len(set(named)) != seats or not set(named) <= set(c.characters):
            raise ValueError(f"characters {wanted!r}: name {seats} different characters of {', '.join(c.characters)}")
        chars = named
    chars = chars[:seats]
    extended = bool(options.get("extended"))
    decks = {k: list(v) for k, v in c.decks.items()}
    decks["storage"] = storage_cards(chars)
    removed = []
    for deck in c.phase_decks:
        decks[deck] = list(c.phase_deck(deck, seats))
        rng.shuffle(decks[deck])
        for _ in range(c.camp["camp"]["phase_deck_removed"]):
            removed.append(decks[deck].pop())
    for deck in ("storage", "workshop"):
        rng.shuffle(decks[deck])
    vuln = [CLEAN] * c.camp["vulnerable"]["clean"] + [CONTAMINATED] * c.camp["vulnerable"]["contaminated"]
    rng.shuffle(vuln)
    events = list(c.event_deck)
    rng.shuffle(events)
    players = [new_player(ch) for ch in chars]
    for pl in players:
        pl["specialty"] = list(c.characters[pl["char"]]["specialty"])
        rng.shuffle(pl["specialty"])
    tiles = {i: it["supply"] for i, it in c.items.items()}
    for pl in players:
        for item in pl["items"]:
            tiles[item] -= 1
    top = min(range(seats), key=lambda s: c.characters[chars[s]]["rank"])
    return {
        "seats": seats, "options": dict(options), "extended": extended,
        "rounds": [list(r) for r in c.rounds(extended)], "round": -1, "chars": chars,
        "leader": top, "order": [top], "turn": 0, "players": players,
        "frame": {"kind": "pick_leader", "seat": top}, "stage": "setup", "pre": 0, "pending": [],
        "decks": decks, "phase_removed": removed, "phase_discard": [], "camp_discard": [], "bonfire": [],
        "vulnerable": vuln, "events": events, "event_discard": [], "event": None, "lockdown": False,
        "boiler": 0, "door": 0, "tiles": tiles, "result": None, "sleep": {}, "original_leader": top,
    }


def storage_cards(chars: list) -> list:
    """The Storage deck's cards for these characters: with both doctors (Copper and Blair) one Buildable Host
    Test pair leaves it."""
    cards = list(content().decks["storage"])
    if "copper" in chars and "blair" in chars:
        cards.remove("host_test_a")
        cards.remove("host_test_b")
    return cards


# -- setup ------------------------------------------------------------------------------------------------
def choose_leader(s, seat: int, ev: list) -> None:
    d = s.d
    d["leader"] = d["original_leader"] = seat
    d["order"] = [seat]
    ev.append({"type": "leader", "seat": seat, "why": "chosen"})
    _next_order_pick(s, ev)


def choose_next(s, seat: int, ev: list) -> None:
    s.d["order"].append(seat)
    _next_order_pick(s, ev)


def _next_order_pick(s, ev: list) -> None:
    d = s.d
    left = [x for x in range(d["seats"]) if x not in d["order"]]
    if len(left) > 1:
        d["frame"] = {"kind": "pick_order", "seat": d["leader"]}
        return
    d["order"] += left
    ev.append({"type": "order", "order": list(d["order"])})
    for seat in d["order"]:  # three starting cards, in turn order
        for deck in content().camp["camp"]["starting_cards"]:
            draw(s, seat, deck, ev)
    d["pending"] = [{"kind": "start_space", "seat": x} for x in d["order"]]
    d["frame"] = None


def can_draw(d: dict, deck: str) -> bool:
    """Does a search of the Storage or Workshop deck find a card (its own, or the Camp Discard's refill)?"""
    return bool(d["decks"][deck]) or (designed("refill_inside_decks")
                                      and any(c in content().decks[deck] for c in d["camp_discard"]))


def draw(s, seat: int, deck: str, ev: list):
    """One card from an inside deck (or the seat's Specialty deck) into the hand; None when it is empty. An
    empty Storage or Workshop deck is refilled from the Camp Discard (camp.toml [designed] refill_inside_decks)."""
    d = s.d
    pl = d["players"][seat]
    pile = pl["specialty"] if deck == "specialty" else d["decks"][deck]
    if not pile and deck != "specialty" and designed("refill_inside_decks"):
        kinds = set(content().decks[deck])
        back = [c for c in d["camp_discard"] if c in kinds]
        if back:
            d["camp_discard"] = [c for c in d["camp_discard"] if c not in kinds]
            s.rng.shuffle(back)
            pile.extend(back)
            ev.append({"type": "refill", "deck": deck, "n": len(back)})
    if not pile:
        return None
    card = pile.pop()
    pl["hand"].append(card)
    ev.append({"type": "draw", "seat": seat, "deck": deck, "private": {str(seat): {"card": card}}})
    return card


# -- the loop -----------------------------------------------------------------------------------------------
def advance(s, ev: list) -> None:
    d = s.d
    while d["frame"] is None and d["result"] is None and d["stage"] != "helicopter":
        if d["pending"]:
            frame = d["pending"].pop(0)
            if _still_needed(d, frame):
                d["frame"] = frame
            continue
        if d["stage"] == "setup":
            d["stage"], d["pre"] = "preround", 0
        elif d["stage"] == "preround":
            step = PRE_STEPS[d["pre"]]
            d["pre"] += 1
            _PRE[step](s, ev)
        elif d["stage"] == "turns":
            _next_turn(s, ev)


def _still_needed(d: dict, frame: dict) -> bool:
    seat = frame.get("seat")
    if frame["kind"] in ("food", "sleep", "locker", "start_space"):
        return alive(d, seat) and not (frame["kind"] == "sleep" and str(seat) in d["sleep"])
    return True


def _marker(s, ev: list) -> None:
    d = s.d
    d["round"] += 1
    if d["round"] >= len(d["rounds"]):
        d["stage"] = "helicopter"
        ev.append({"type": "helicopter_round"})
        return
    phase, kind = d["rounds"][d["round"]]
    ev.append({"type": "round", "round": d["round"] + 1, "phase": phase, "kind": kind})


def _special(s, ev: list) -> None:
    d = s.d
    kind = d["rounds"][d["round"]][1]
    if kind == "food":
        d["pending"] += [{"kind": "food", "seat": x} for x in d["order"] if alive(d, x)]
    elif kind == "sleep":
        d["sleep"] = {}
        d["pending"] += [{"kind": "sleep", "seat": x} for x in d["order"] if alive(d, x)]


def _temperature(s, ev: list) -> None:
    d = s.d
    drop = phase_row(d)["temperature_drop"]
    for seat in d["order"]:
        pl = d["players"][seat]
        if alive(d, seat) and (not inside(pl["space"]) or broken(d, "door")):
            temperature_drop(d, seat, drop, ev)


def temperature_drop(d: dict, seat: int, drop: int, ev: list) -> None:
    """No Stamina in the bar: the character freezes (a Strike). Otherwise lose the Phase's drop, a coat
    keeping some of it; a coat that keeps off the whole drop spares an empty bar only when camp.toml [designed]
    coat_spares_an_empty_bar says so."""
    pl = d["players"][seat]
    attrs = [content().items[i]["attribute"] for i in pl["items"]]
    warmth = 2 if "warmth_two" in attrs else 1 if "warmth_one" in attrs else 0
    ev.append({"type": "temperature_drop", "seat": seat, "drop": drop})
    if pl["stamina"] == 0 and not (designed("coat_spares_an_empty_bar") and warmth >= drop):
        harm.strike(d, seat, ev, "freezing")
    else:
        harm.lose_stamina(d, seat, max(0, drop - warmth), ev, "cold")


def _reset(s, ev: list) -> None:
    d = s.d
    for seat in d["order"]:
        pl = d["players"][seat]
        pl["actions"] = pl["max_actions"]
        pl["took_turn"] = False
        if alive(d, seat) and "locker" in pl["unlocks"]:
            if pl["locker_spent"]:
                roll_locker(s, seat, ev)
            else:
                d["pending"].append({"kind": "locker", "seat": seat})


def roll_locker(s, seat: int, ev: list) -> None:
    pl = s.d["players"][seat]
    faces = content().characters[pl["char"]]["locker"]
    pl["locker"] = faces[s.rng.randbelow(len(faces))]
    pl["locker_spent"] = False
    ev.append({"type": "locker", "seat": seat, "face": pl["locker"]})


def _event(s, ev: list) -> None:
    d = s.d
    if d["event"]:
        d["event_discard"].append(d["event"])
    if not d["events"]:  # reshuffled from its discard (camp.toml [designed])
        d["events"], d["event_discard"] = d["event_discard"], []
        s.rng.shuffle(d["events"])
    d["event"] = d["events"].pop()
    card = content().events[d["event"]]
    d["lockdown"] = card["lockdown"]
    ev.append({"type": "camp_event", "event": d["event"], "kind": card["kind"], "lockdown": card["lockdown"]})
    for seat in d["order"]:  # during a Lockdown only the players inside resolve it
        pl = d["players"][seat]
        pl["event_done"] = card["kind"] not in ("attack", "setback") or (d["lockdown"] and not inside(pl["space"]))
    if card["kind"] == "instant":
        camp_effects(s, card["effects"], ev)


def camp_effects(s, effects: list, ev: list) -> None:
    """An Instant's effects (pre-round) or a Caution's (end of the round)."""
    d = s.d
    for eff in effects:
        do = eff["do"]
        if do == "boiler_strike":
            harm.utility_strike(d, "boiler", ev, "a Camp Event")
        elif do == "door_strike":
            harm.utility_strike(d, "door", ev, "a Camp Event")
        for seat in d["order"]:
            pl = d["players"][seat]
            if not alive(d, seat):
                continue
            if do == "all_draw" and inside(pl["space"]):
                draw(s, seat, eff["deck"], ev)
            elif do == "all_stamina" and inside(pl["space"]):
                harm.gain_stamina(d, seat, eff["n"], ev, "event")
            elif do == "inside_lose_stamina" and inside(pl["space"]):
                harm.lose_stamina(d, seat, eff["n"], ev, "event")
            elif do == "temperature_drop" and (not inside(pl["space"]) or broken(d, "door")):
                temperature_drop(d, seat, phase_row(d)["temperature_drop"], ev)


def _turns(s, ev: list) -> None:
    s.d["stage"], s.d["turn"] = "turns", 0
    s.d["frame"] = None


def _next_turn(s, ev: list) -> None:
    d = s.d
    if d["turn"] >= len(d["order"]):
        end_round(s, ev)
        return
    seat = d["order"][d["turn"]]
    pl = d["players"][seat]
    d["turn"] += 1
    if pl["dead"]:
        return
    if pl["unconscious"]:  # skipped: a Strike turns to Frostbite
        harm.frostbite(d, seat, ev)
        pl["took_turn"] = True
        return
    pl["used"], pl["moved_from"], pl["critical_due"] = [], None, pl["critical"]
    pl["refused_by"], pl["declined"] = [], []  # Revives refused and empty trades: not offered again this turn
    ev.append({"type": "turn", "seat": seat})
    d["frame"] = {"kind": "turn", "seat": seat}


def end_turn(s, seat: int, ev: list) -> None:
    """The turn's end: a forgotten Camp Event's penalty, Critical Strikes left from before the turn."""
    d = s.d
    pl = d["players"][seat]
    if not pl["event_done"] and active(d, seat):
        ev.append({"type": "forgotten_event", "seat": seat})
        pl["event_done"] = True
        rolls.apply_event_effects(s, seat, content().events[d["event"]]["penalty"], ev)
    for _ in range(min(pl.get("critical_due", 0), pl["critical"])):
        harm.strike(d, seat, ev, "an untreated Critical Strike")
    pl["took_turn"] = True
    d["frame"] = None


def end_round(s, ev: list) -> None:
    d = s.d
    card = content().events[d["event"]]
    if card["kind"] == "caution":
        camp_effects(s, card["effects"], ev)
    d["stage"], d["pre"] = "preround", 0


# -- Food and Sleep rounds -----------------------------------------------------------------------------------
def food_options(d: dict, seat: int) -> list:
    pl = d["players"][seat]
    cards = content().cards
    meals = {c for c in pl["hand"] if cards[c]["food"] == "canned"}
    if unique_of(pl) == "light_eater":
        meals |= {c for c in pl["hand"] if cards[c]["food"] == "snack"}
    return sorted(meals) if not pl["unconscious"] or eats_out_cold() else []


def eats_out_cold() -> bool:
    """Does an unconscious player eat (and feed Jack) on a Food round? camp.toml [designed] unconscious_food."""
    return designed("unconscious_food") == "eat"


def eat(s, seat: int, card, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    if card is None:
        ev.append({"type": "hungry", "seat": seat})
        harm.vulnerable(d, seat, ev, "went hungry")
    else:
        pl["hand"].remove(card)
        d["camp_discard"].append(card)
        ev.append({"type": "ate", "seat": seat, "card": card})
        harm.gain_stamina(d, seat, 1, ev, card)  # the card's benefit too (designer's note)
    d["frame"] = None


def bunk_partners(d: dict, seat: int) -> list:
    """The players `seat` may ask to bunk: in its location, not yet bedded down, not refused; the unconscious
    neither ask nor are asked unless camp.toml [designed] unconscious_may_bunk says so."""
    can = alive if designed("unconscious_may_bunk") else active
    if not can(d, seat):
        return []
    refused = d["sleep"].get("refused", {}).get(str(seat), [])
    return [x for x in d["order"] if x != seat and can(d, x) and str(x) not in d["sleep"]
            and same_location(d, seat, x) and x not in refused]


def sleep_alone(s, seat: int, ev: list) -> None:
    d = s.d
    pl = d["players"][seat]
    d["sleep"][str(seat)] = None
    ev.append({"type": "sleep_alone", "seat": seat})
    if "thermal_blanket" in pl["specials"]:
        pl["specials"].remove("thermal_blanket")
        d["phase_discard"].append("thermal_blanket")
        ev.append({"type": "special_used", "seat": seat, "card": "thermal_blanket"})
    else:
        harm.vulnerable(d, seat, ev, "slept alone")
    d["frame"] = None


def propose_bunk(s, seat: int, other: int, ev: list) -> None:
    ev.append({"type": "bunk_asked", "seat": seat, "other": other})
    s.d["frame"] = {"kind": "bunk_consent", "seat": other, "asker": seat}


def answer_bunk(s, seat: int, yes: bool, ev: list) -> None:
    d = s.d
    asker = d["frame"]["asker"]
    ev.append({"type": "bunk_answer", "seat": seat, "asker": asker, "yes": yes})
    d["frame"] = None
    if not yes:
        d["sleep"].setdefault("refused", {}).setdefault(str(asker), []).append(seat)
        d["frame"] = {"kind": "sleep", "seat": asker}
        return
    d["sleep"][str(asker)], d["sleep"][str(seat)] = seat, asker
    exchange = [(a, b) for a, b in ((asker, seat), (seat, asker)) if d["players"][a]["vulnerable"]]
    d["pending"] = [{"kind": "clicker", "seat": a, "to": b, "why": "bunk"} for a, b in exchange] + d["pending"]


def show_clicker(s, seat: int, to: int, infected: bool, why: str, ev: list) -> None:
    """An Infection Clicker passed face down: only the two seats learn what it showed."""
    d = s.d
    shown = "infected" if infected else "clean"
    ev.append({"type": "clicker", "seat": seat, "to": to, "why": why,
               "private": {str(seat): {"shown": shown}, str(to): {"shown": shown}}})
    if infected:
        harm.infect(d, to, ev, f"{why} with an infected player")
    d["frame"] = None


_PRE = {"marker": _marker, "special": _special, "temperature": _temperature, "reset": _reset, "event": _event,
        "turns": _turns}
