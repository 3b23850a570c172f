"""Cards and powers that belong to one character or one Landmark: the Blood Test and Host Test cards, Clark's
Jack (fed on Food rounds, trained by the Training Manual), and the Landmarks in play (d["landmarks"]: [card,
where it lies]) with the powers the engine reads through `landmark_here`.

A Landmark whose location is "any" lies in the location where it was played (inside or outside); "once per
round" powers are once per turn for each player, kept in the engine's `used` list (camp.toml [designed]).
"""
from __future__ import annotations

from game.core.actions import Action

from . import harm
from .state import CONTAMINATED, active, content, inside, same_location

TESTS = ("blood_test", "host_test")


def _effect(card: str) -> str:
    effects = content().cards[card]["effects"]
    return effects[0]["do"] if effects else ""


# -- Landmarks --------------------------------------------------------------------------------------------------
def _where(card: str, space: str) -> str:
    loc = content().cards[card]["location"]
    return ("inside" if inside(space) else "outside") if loc == "any" else loc


def landmark_playable(d: dict, seat: int, card: str) -> bool:
    space = d["players"][seat]["space"]
    loc = content().cards[card]["location"]
    if any(c == card for c, _ in d.get("landmarks", ())):
        return False
    return loc == "any" or loc == space or loc == ("inside" if inside(space) else "outside")


def place_landmark(d: dict, seat: int, card: str, ev: list) -> None:
    where = _where(card, d["players"][seat]["space"])
    d.setdefault("landmarks", []).append([card, where])
    ev.append({"type": "landmark", "seat": seat, "card": card, "where": where})


def landmark_here(d: dict, seat: int, power: str) -> bool:
    """Is a Landmark with `power` in play where this player stands?"""
    space = d["players"][seat]["space"]
    for card, where in d.get("landmarks", ()):
        if content().cards[card]["effects"][0]["what"] == power:
            if where == space or where == ("inside" if inside(space) else "outside"):
                return True
    return False


def landmark_in_play(d: dict, power: str):
    for card, where in d.get("landmarks", ()):
        if content().cards[card]["effects"][0]["what"] == power:
            return where
    return None


# -- the Blood Test and the Host Test -----------------------------------------------------------------------------
def test_actions(d: dict, seat: int) -> list:
    pl = d["players"][seat]
    if not inside(pl["space"]):
        return []
    out = []
    for card in sorted(set(pl["hand"])):
        if _effect(card) in TESTS:
            out += [Action("play", card=card, target=x) for x in d["order"]
                    if x != seat and active(d, x) and same_location(d, seat, x)]
    return out


def play_test(d: dict, seat: int, card: str, target: int, ev: list) -> None:
    """Blood Test: both see each other's true status. Host Test: the target truly shows whether they hold
    the contaminated card. Nobody else learns anything but that the test was given."""
    pl = d["players"][seat]
    pl["hand"].remove(card)
    d["camp_discard"].append(card)
    if _effect(card) == "blood_test":
        mine, theirs = pl["infected"], d["players"][target]["infected"]
        ev.append({"type": "blood_test", "seat": seat, "target": target,
                   "private": {str(seat): {"target_infected": theirs}, str(target): {"tester_infected": mine}}})
    else:
        host = CONTAMINATED in d["players"][target]["vulnerable"]
        ev.append({"type": "host_test", "seat": seat, "target": target,
                   "private": {str(seat): {"host": host}, str(target): {"host": host}}})


# -- Clark's Jack ---------------------------------------------------------------------------------------------------
DOG_FOOD = ("dog", "snack", "canned")


def dog_food(pl: dict) -> list:
    cards = content().cards
    return sorted({c for c in pl["hand"] if cards[c]["food"] in DOG_FOOD})


def has_dog(pl: dict) -> bool:
    return pl.get("dog") in ("jack", "trained")


def feed_legal(d: dict, seat: int) -> list:
    pl = d["players"][seat]
    out = [Action("feed", card=c) for c in dog_food(pl)]
    if pl["locker"] == "dog_treat" and not pl["locker_spent"]:
        out.append(Action("feed_locker"))
    return out + [Action("let_go")]


def feed_apply(d: dict, seat: int, a: Action, ev: list) -> None:
    """Fed, Jack stays; not fed, he runs off for good (the Companion tile cannot come back)."""
    pl = d["players"][seat]
    if a.kind == "feed":
        pl["hand"].remove(a["card"])
        d["camp_discard"].append(a["card"])
    elif a.kind == "feed_locker":
        pl["locker_spent"] = True
    else:
        pl["dog"] = "gone"
    ev.append({"type": "dog", "seat": seat, "fed": a.kind != "let_go"})
    d["frame"] = None


def train(d: dict, seat: int, ev: list) -> None:
    pl = d["players"][seat]
    if has_dog(pl):
        pl["dog"] = "trained"
        ev.append({"type": "dog_trained", "seat": seat})


def alcohol_warms(d: dict, seat: int, ev: list) -> None:
    """McReady's Still: Alcohol played in its location warms everyone there."""
    where = landmark_in_play(d, "alcohol_warms_all")
    if where is None or not landmark_here(d, seat, "alcohol_warms_all"):
        return
    for x in d["order"]:
        if not d["players"][x]["dead"] and landmark_here(d, x, "alcohol_warms_all"):
            harm.gain_stamina(d, x, 1, ev, "McReady's Still")


# -- Barclay's Walkie-Talkies --------------------------------------------------------------------------------------
WALKIES = ("walkie_red", "walkie_blue")


def drop_walkie(d: dict, seat: int, item: str, ev: list) -> None:
    """Dropped on Barclay's space for good: anyone on that space may use its reroll."""
    pl = d["players"][seat]
    pl["items"].remove(item)
    d.setdefault("walkies", {})[item] = pl["space"]
    ev.append({"type": "walkie", "seat": seat, "item": item, "space": pl["space"]})


def walkie_moves(d: dict, seat: int, card_or_locker: str) -> list:
    """Batteries move a dropped Walkie-Talkie to any space; the Locker's face pulls one to your space."""
    from .content_schema import SPACES
    here = d["players"][seat]["space"]
    out = []
    for item, space in sorted(d.get("walkies", {}).items()):
        targets = [here] if card_or_locker == "locker" else [x for x in SPACES if x != space]
        out += [(item, to) for to in targets if to != space]
    return out


def move_walkie(d: dict, seat: int, item: str, to: str, ev: list) -> None:
    d["walkies"][item] = to
    ev.append({"type": "walkie", "seat": seat, "item": item, "space": to})


def walkie_attributes(d: dict, seat: int) -> list:
    """The rerolls of the Walkie-Talkies on this player's space (Barclay's Relay: anywhere in his location)."""
    from .state import unique_of
    pl = d["players"][seat]
    items = content().items
    out = []
    for item, space in d.get("walkies", {}).items():
        if space == pl["space"] or (unique_of(pl) == "relay" and inside(space) == inside(pl["space"])):
            out.append(items[item]["attribute"])
    return out


# -- the Galley and the Parts Bin: draw two, keep one ----------------------------------------------------------
def draw_two_power(deck: str) -> str:
    return {"storage": "storage_draw_two", "workshop": "workshop_draw_two"}.get(deck, "")


def keep_legal(d: dict, seat: int) -> list:
    return [Action("keep", card=c) for c in sorted(set(d["frame"]["cards"]))]


def keep_apply(d: dict, seat: int, a: Action, ev: list) -> None:
    """Keep one; the other goes to the bottom of its deck."""
    f = d["frame"]
    cards = list(f["cards"])
    cards.remove(a["card"])
    pl = d["players"][seat]
    pl["hand"].remove(cards[0])
    d["decks"][f["deck"]].insert(0, cards[0])
    ev.append({"type": "kept", "seat": seat, "private": {str(seat): {"card": a["card"], "bottom": cards[0]}}})
    d["frame"] = {"kind": "turn", "seat": seat}
