"""The state of a game of Who Goes There?: plain JSON data in `state.d` (game.core.state.GameState) and
small pure helpers that read it. No rules are applied here.

d = {
  seats, options, extended, rounds [[phase, kind]], round (index into rounds, -1 before the first),
  chars [character id per seat], leader, order [seats, the leader first], turn (index into order),
  players [one dict per seat, see new_player], frame {kind, seat, ...} (who decides now) or None,
  stage "setup" | "preround" | "turns" | "helicopter" | "over", pre (the pre-round step), pending [frames],
  decks {storage, workshop, phase1-3: card ids, top last}, phase_discard, camp_discard [[card, origin]],
  bonfire [[card, origin]], vulnerable [0 clean / 1 contaminated, top last], events (ids, top last),
  event (the Camp Event in play) or None, lockdown, boiler, door (Strikes), tiles {item: in the tray},
  result (None until the end)
}
"""
from __future__ import annotations

from game.core.state import GameState

from game.core.content import on_override

from .content import load_content
from .content_schema import SPACES_INSIDE

CLEAN, CONTAMINATED = 0, 1


class WgtState(GameState):
    __slots__ = ()


_BOUND: list = [None]  # the content, bound once: the engine asks for it millions of times in a search


def content():
    c = _BOUND[0]
    if c is None:
        c = _BOUND[0] = load_content()
    return c


on_override(lambda: _BOUND.__setitem__(0, None))  # a content folder override rebinds it


def designed(key: str):
    """A rule the rulebook does not settle, as camp.toml's [designed] table sets it (its notes say why)."""
    return content().camp["designed"][key]


def new_player(char: str) -> dict:
    c = content()
    p = c.camp["player"]
    return {
        "char": char, "space": None, "hand": [], "specialty": [], "actions": p["actions"], "max_actions": p["actions"],
        "stamina": p["stamina_start"], "stamina_max": p["stamina_max"], "xp": 0, "strikes": 0, "critical": 0,
        "frostbite": 0, "unconscious": False, "dead": False, "items": list(c.characters[char]["start_items"]),
        "slots": p["item_slots"], "unlocks": [], "locker": None, "locker_spent": False, "vulnerable": [],
        "infected": False, "bonuses": [], "overstock": 0, "specials": [], "moved_from": None, "used": [],
        "event_done": False, "took_turn": False, "fed": False,
    }


def inside(space) -> bool:
    return space in SPACES_INSIDE


def phase_now(d: dict) -> int:
    """The Phase now (the last Phase's rules hold through the Helicopter round)."""
    return d["rounds"][min(d["round"], len(d["rounds"]) - 1)][0] if d["round"] >= 0 else 1


def phase_row(d: dict) -> dict:
    return content().phases[phase_now(d) - 1]


def alive(d: dict, seat: int) -> bool:
    return not d["players"][seat]["dead"]


def active(d: dict, seat: int) -> bool:
    pl = d["players"][seat]
    return not pl["dead"] and not pl["unconscious"]


def same_location(d: dict, a: int, b: int) -> bool:
    return inside(d["players"][a]["space"]) == inside(d["players"][b]["space"])


def has_unlock(pl: dict, name: str) -> bool:
    return name in pl["unlocks"]


def unique_of(pl: dict) -> str:
    """The id of the character's Unique Ability, once unlocked ("" before)."""
    return content().characters[pl["char"]]["unique"]["id"] if has_unlock(pl, "unique") else ""


def attributes(pl: dict) -> list:
    items = content().items
    return [items[i]["attribute"] for i in pl["items"] if items[i]["attribute"]]


def natural_dice(pl: dict) -> int:
    table = content().camp["player"]["natural_dice"]
    return table[min(pl["stamina"], len(table) - 1)]


def item_dice(pl: dict, vs: str) -> int:
    items = content().items
    colour = "red" if vs == "attack" else "blue"
    n = sum(items[i][colour] for i in pl["items"])
    if unique_of(pl) == "companion" and pl.get("dog", "gone") != "gone":  # Clark's Jack
        n += 1 if vs == "attack" else (1 if pl["dog"] == "trained" else 0)
    return n


def hand_limit(pl: dict) -> int:
    limit = content().camp["player"]["hand_limit"]
    if unique_of(pl) == "pouch":
        limit = 7
    if "hand_plus_two" in attributes(pl):
        limit = max(limit, content().camp["player"]["hand_limit"] + 2)
    return limit


def slots_of(pl: dict) -> int:
    return pl["slots"] + (1 if unique_of(pl) == "extra_slot" else 0)


def broken(d: dict, utility: str) -> bool:
    return d[utility] >= content().camp["camp"]["utility_breaks_at"]


def host_seat(d: dict):
    for seat, pl in enumerate(d["players"]):
        if CONTAMINATED in pl["vulnerable"]:
            return seat
    return None


def seats_in_order(d: dict) -> list:
    return list(d["order"])


def bonus_total_of(pl: dict) -> int:
    c = content().camp["unlocks"]
    stock = min(pl["overstock"] // c["overstock_xp_per_bonus"], c["overstock_max_bonuses"])
    return sum(pl["bonuses"]) + stock


def bonfire_size(d: dict) -> int:
    """Cards on the Bonfire, a Kindling counting as two."""
    return len(d["bonfire"]) + d.get("bonfire_extra", 0)
