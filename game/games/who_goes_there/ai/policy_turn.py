"""The computer seats' heuristic for a turn (see policy.py), step by step, the first step that has something
to do deciding:

1. the Camp Event; the Infection Attack when it pays (policy_attack.py); 2. care: Unlocks and XP stored, First Aid for Critical or many Strikes, a Revive (walking
to the unconscious with First Aid), Stamina cards when low; 3. tests on the most suspect in reach; 4. the
Food and Sleep rounds ahead: Canned Food searched for in the Storage Room, a spare one passed to a trusted
partner, a cube kept back for a trade, a spare warm card passed to a partner outside whom the next Temperature
Drop would empty, everyone inside for the Sleep round; 5. repairs before a utility
breaks; 6. building weapons and coats; 7. the day's work: out to the newest Phase deck with Stamina enough
for the next Temperature Drop, searching it, back inside before the cold wins, warming at the Boiler,
searching inside for materials and food.

A human assaults only a seat it knows is infected. The infected play the same way, never assault or test,
and now and then pass a card in a trade to carry their clicker.
"""
from __future__ import annotations

from ..state import content
from . import policy_attack, policy_common as P
from .policy_common import round_kind_after

BUILD_ORDER = ("flamethrower", "torch", "spear", "expedition_coat", "parka", "barricade", "flare_gun", "crowbar",
               "club", "toolkit", "snow_goggles", "backpack", "sled", "lighter", "host_test_kit")
FREE_PLAYS = ("dex", "flare_gun_card", "crowbar_card", "torch_card", "empty_lighter", "training_manual",
              "kindling", "wrench")
UNLOCK_ORDER = ("cardio", "unique", "slots", "agility", "locker", "overstock")
STAMINA_CARDS = ("snack", "alcohol", "stamina_boost")


def _inside(space) -> bool:
    return space in ("storage", "workshop")


def turn(view, legal, rng, memory):
    me = view["players"][view["seat"]]
    for step in (_event, _attack, _care, _tests, _rounds_ahead, _repair, _build, _work):
        pick = step(view, me, legal, memory, rng)
        if pick is not None:
            return pick
    return P.of(legal, "end_turn") or legal[0]


def _event(view, me, legal, memory, rng):
    if memory.get("slip_now", {}).get("forgets_event"):
        return None
    return P.of(legal, "resolve_event")


def _attack(view, me, legal, memory, rng):
    """The Infection Attack when it pays (policy_attack.py); an Easy Host's rash slip starts it anyway."""
    start = P.of(legal, "infection_attack")
    if start is None:
        return None
    if policy_attack.attack_pays(view, memory):
        return start
    if memory.get("slip_now", {}).get("rash_attack"):
        memory["rash_attack"] = True
        return start
    return None


def _care(view, me, legal, memory, rng):
    for name in UNLOCK_ORDER:
        pick = P.of(legal, "unlock", what=name)
        if pick is not None:
            return pick
    if P.of(legal, "stock_xp"):
        return P.of(legal, "stock_xp")
    hand = me.get("hand", [])
    if me["critical"] or me["strikes"] >= 2 or (me["strikes"] and hand.count("first_aid") >= 2):
        pick = P.of(legal, "play", card="first_aid") or next((a for a in legal if a.get("as_aid")), None)
        if pick is not None:
            return pick
    if me["strikes"] and me["locker"] == "first_aid" and P.of(legal, "locker"):
        return P.of(legal, "locker")
    revive = [a for a in legal if a.kind == "revive" and P.chance(view, memory, a["target"]) < 0.6]
    if revive:  # one First Aid wakes them; one more for each Critical Strike that would strike again (wgtrules)
        target = revive[0]["target"]
        want = max(1, view["players"][target]["critical"])
        return max((a for a in revive if a["target"] == target and a.get("aids", 1) <= want),
                   key=lambda a: a.get("aids", 1))
    walk = _walk_to_revive(view, me, legal, memory)
    if walk is not None:
        return walk
    if me["stamina"] <= 2:
        pick = next((P.of(legal, "play", card=c) for c in STAMINA_CARDS if P.of(legal, "play", card=c)), None)
        if pick is not None:
            return pick
        if me["locker"] in ("snack", "alcohol") and P.of(legal, "locker"):
            return P.of(legal, "locker")
    if _inside(me["space"]):
        cold = sum(1 for p in view["players"] if not p["dead"] and _inside(p["space"]) and p["stamina"] <= 2)
        light = P.of(legal, "play", card="matches") or next((a for a in legal if a.kind == "light"), None)
        if light is not None and cold >= 1:
            return light
        burn = _fuel_bonfire(view, me, legal)
        if burn is not None:
            return burn
    for card in FREE_PLAYS:
        pick = P.of(legal, "play", card=card)
        if pick is not None and pick.get("target") is None and pick.get("item") is None:
            return pick
    landmark = next((a for a in legal if a.kind == "play" and a["card"].startswith("landmark_")), None)
    if landmark is not None:
        return landmark
    useful = me["locker"] in ("xp2", "tool_belt", "repair_kit")
    return P.of(legal, "locker") if useful else None


def _fuel_bonfire(view, me, legal):
    """Cards nobody needs (a third copy of a Buildable, a spare key) go on the Bonfire while it is short."""
    if view["bonfire"] >= content().camp["camp"]["bonfire_ready_at"] or "matches" not in me.get("hand", []):
        return None
    hand = me.get("hand", [])
    for card in sorted(set(hand)):
        if card not in P.KEEP and card != "matches" and hand.count(card) >= 2:
            return P.of(legal, "bonfire", card=card)
    return None


def _walk_to_revive(view, me, legal, memory):
    if "first_aid" not in me.get("hand", []) or me["actions"] < 2:
        return None
    for x, row in enumerate(view["players"]):
        if row["unconscious"] and not row["dead"] and row["space"] != me["space"] \
                and P.chance(view, memory, x) < 0.6:
            pick = P.of(legal, "move", to=row["space"])
            if pick is not None:
                return pick
    return None


def _tests(view, me, legal, memory, rng):
    if me.get("infected"):
        return None
    tests = [a for a in legal if a.kind == "play" and a.get("target") is not None]
    if not tests:
        return None
    best = max(tests, key=lambda a: P.chance(view, memory, a["target"]))
    p = P.chance(view, memory, best["target"])
    return best if 0.1 <= p < 1.0 and best["target"] not in memory["tested"] else None


def _rounds_ahead(view, me, legal, memory, rng):
    nxt = round_kind_after(view)
    hand = me.get("hand", [])
    slip = memory.get("slip_now", {})
    if nxt == "food" and not slip.get("forgot_food"):
        if "canned_food" not in hand:
            if me["space"] == "storage":
                pick = P.of(legal, "search", deck="storage")
                if pick is not None:
                    return pick
            elif me["actions"] >= 3 and P.of(legal, "move", to="storage") and \
                    (_inside(me["space"]) or me["stamina"] <= 2 * view["phase"]):
                return P.of(legal, "move", to="storage")
            if me["actions"] == 1:
                return P.of(legal, "end_turn")  # a cube kept back: someone may pass a Canned Food
        elif hand.count("canned_food") >= 2:
            pick = _give(view, me, legal, memory, "canned_food")
            if pick is not None:
                return pick
    warm = _warm_gift(view, me, legal, memory)
    if warm is not None:
        return warm
    if me.get("infected") and P.spreading_pays(view, memory) and view["round"] >= 3 and me["vulnerable_count"]:
        spare = [c for c in hand if c not in P.KEEP]
        if spare and rng.randbelow(3) == 0:
            pick = _give(view, me, legal, memory, spare[0])
            if pick is not None:
                return pick
    if nxt in ("sleep", "helicopter") and not _inside(me["space"]) and not slip.get("lingers_outside"):
        if me["actions"] <= 1 or not P.of(legal, "search", deck=me["space"]):
            return P.of(legal, "move", to="storage") or P.of(legal, "move", to="workshop")
    return None


def _warm_gift(view, me, legal, memory):
    """Before the next Temperature Drop: a warm card (Alcohol, a Snack) passed to a trusted partner outside whose
    Stamina the drop would empty, from a seat that can spare it (two of them, or Stamina of its own to spare)."""
    if _inside(me["space"]):
        return None
    hand = me.get("hand", [])
    spare = [c for c in ("alcohol", "snack") if hand.count(c) >= 2 or (c in hand and me["stamina"] >= 4)]
    if not spare:
        return None
    cold = [x for x, row in enumerate(view["players"]) if x != view["seat"] and not row["dead"]
            and not _inside(row["space"]) and row["stamina"] <= view["phase"] - _warmth(row)]
    trades = [a for a in legal if a.kind == "trade" and a["other"] in cold]
    if not trades:
        return None
    return _give(view, me, trades, memory, spare[0])


def _give(view, me, legal, memory, card):
    """Start a trade to pass `card` to the trusted partner with the smallest hand (one who can pay the cube)."""
    trades = [a for a in legal if a.kind == "trade" and view["players"][a["other"]]["actions"] >= 1
              and (me.get("infected") or P.chance(view, memory, a["other"]) < P.TRUST_BELOW)]
    if not trades:
        return None
    pick = min(trades, key=lambda a: view["players"][a["other"]]["hand_size"])
    memory["trade_plan"] = {"to": pick["other"], "card": card}
    return pick


def _repair(view, me, legal, memory, rng):
    utility = view["boiler"] if _inside(me["space"]) else view["door"]
    if utility >= 2 or (utility >= 1 and me["actions"] >= 4 and _inside(me["space"]) and me["stamina"] >= 4):
        return P.of(legal, "play", card="wrench") or P.of(legal, "repair", how="sure")
    return None


def _build(view, me, legal, memory, rng):
    builds = {a["item"]: a for a in legal if a.kind == "build" and a.get("target") is None}
    for item in BUILD_ORDER:
        if item in builds:
            return builds[item]
    return None


def _work(view, me, legal, memory, rng):
    if not me.get("infected"):
        for a in legal:
            if a.kind == "assault" and P.chance(view, memory, a["target"]) >= 1.0:
                return a
    drop = view["phase"]  # the Temperature Drop of this Phase (1, 2, 3), before any coat
    warmth = _warmth(me)
    cold = max(0, drop - warmth)
    newest = f"phase{view['phase']}"
    linger = memory.get("slip_now", {}).get("lingers_outside")
    if _inside(me["space"]):
        deck_open = view["decks"].get(newest, 0) > 0
        if deck_open and me["actions"] >= 3 and me["stamina"] - cold >= 2 and P.of(legal, "move", to=newest):
            if round_kind_after(view) not in ("sleep", "helicopter") or me["actions"] >= 5:
                return P.of(legal, "move", to=newest)
        if me["stamina"] < me["stamina_max"] and P.of(legal, "gain_stamina"):
            return P.of(legal, "gain_stamina")
        if me["hand_size"] < 5 and me["actions"] >= 2:
            deck = "workshop" if me["space"] == "workshop" else "storage"
            return P.of(legal, "search", deck="specialty") or P.of(legal, "search", deck=deck)
        return None
    # outside: search while the Stamina will see the next Temperature Drop through, then back in
    here = me["space"]
    if here != newest and view["decks"].get(newest, 0) and P.of(legal, "move", to=newest) \
            and me["actions"] >= 3:
        return P.of(legal, "move", to=newest)
    search = P.of(legal, "search", deck=here)
    if search is not None and (me["stamina"] >= 1 or linger):
        return search
    if (me["stamina"] - cold < 1 or not view["decks"].get(here, 0)) and not linger:
        home = P.of(legal, "move", to="storage") or P.of(legal, "move", to="workshop")
        if home is not None:
            return home
    if me["actions"] == 1 and me["stamina"] - cold < 2 and not linger:
        return P.of(legal, "move", to="storage") or P.of(legal, "gain_xp")
    return P.of(legal, "gain_xp")


def _warmth(me: dict) -> int:
    attrs = [content().items[i]["attribute"] for i in me["items"]]
    return 2 if "warmth_two" in attrs else 1 if "warmth_one" in attrs else 0
