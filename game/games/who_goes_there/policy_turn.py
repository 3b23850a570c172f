"""The computer seats' heuristic for a turn (see policy.py): the Camp Event first, then care (heal, revive,
Unlocks), building, repairs, and the day's work: out to the newest Phase deck while Stamina lasts, back in
to warm up, search, and end the turn. A human assaults only a player whose infection the table has seen."""
from __future__ import annotations

BUILD_ORDER = ("flamethrower", "torch", "spear", "expedition_coat", "barricade", "flare_gun", "crowbar", "toolkit",
               "parka", "club", "lighter", "backpack", "sled", "snow_goggles", "host_test_kit")
FREE_PLAYS = ("dex", "flare_gun_card", "crowbar_card", "torch_card", "empty_lighter", "training_manual",
              "stamina_boost", "kindling", "wrench")
UNLOCK_ORDER = ("cardio", "unique", "slots", "agility", "locker", "overstock")


def _of(legal, kind, **params):
    for a in legal:
        if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
            return a
    return None


def _inside(space) -> bool:
    return space in ("storage", "workshop")


def turn(view, legal, rng, memory):
    me = view["players"][view["seat"]]
    for step in (_event, _care, _build, _work):
        pick = step(view, me, legal, memory)
        if pick is not None:
            return pick
    return _of(legal, "end_turn") or legal[0]


def _event(view, me, legal, memory):
    return _of(legal, "resolve_event")


def _care(view, me, legal, memory):
    for name in UNLOCK_ORDER:
        pick = _of(legal, "unlock", what=name)
        if pick is not None:
            return pick
    if _of(legal, "stock_xp"):
        return _of(legal, "stock_xp")
    if me["strikes"]:
        pick = _of(legal, "play", card="first_aid") or next((a for a in legal if a.get("as_aid")), None)
        if pick is not None:
            return pick
    revive = next((a for a in legal if a.kind == "revive"), None)
    if revive is not None:
        return revive
    if me["stamina"] <= 3:
        light = _of(legal, "play", card="matches") or next((a for a in legal if a.kind == "light"), None)
        if light is not None:
            return light
    if me["stamina"] <= 1:
        food = [a for a in legal if a.kind == "play" and a["card"] in ("snack", "alcohol")]
        if me.get("hand", []).count("canned_food") >= 2:
            food.append(_of(legal, "play", card="canned_food"))
        food = [a for a in food if a is not None]
        if food:
            return food[0]
    for card in FREE_PLAYS:
        pick = _of(legal, "play", card=card)
        if pick is not None:
            return pick
    landmark = next((a for a in legal if a.kind == "play" and a["card"].startswith("landmark_")), None)
    return landmark or _of(legal, "locker")


def _build(view, me, legal, memory):
    builds = {a["item"]: a for a in legal if a.kind == "build" and a.get("target") is None}
    for item in BUILD_ORDER:
        if item in builds:
            return builds[item]
    return None


def _work(view, me, legal, memory):
    utility = view["boiler"] if _inside(me["space"]) else view["door"]
    if utility >= 2:
        pick = _of(legal, "repair", how="sure")
        if pick is not None:
            return pick
    if not me.get("infected"):
        for a in legal:
            if a.kind == "assault" and view["players"][a["target"]].get("infected"):
                return a
    newest = f"phase{view['phase']}"
    if _inside(me["space"]):
        if me["stamina"] >= 3 and me["actions"] >= 3 and _of(legal, "move", to=newest):
            return _of(legal, "move", to=newest)
        if me["stamina"] < me["stamina_max"] and _of(legal, "gain_stamina"):
            return _of(legal, "gain_stamina")
        if me["hand_size"] < 5:
            return _of(legal, "search", deck="specialty") or _of(legal, "search", deck=me["space"])
        return None
    if me["stamina"] <= 1 and _of(legal, "move", to="storage"):
        return _of(legal, "move", to="storage")
    if me["space"] != newest and _of(legal, "move", to=newest):
        return _of(legal, "move", to=newest)
    return _of(legal, "search", deck=me["space"]) or _of(legal, "gain_xp")
