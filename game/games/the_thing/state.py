"""The state of a game of The Thing: plain JSON data in `state.d` (game.core.state.GameState) and small
pure helpers that read it. No rules are applied here.

d = {
  seats, band (the set-up row's seat count), options, capitan (seat), benched, benched_last,
  players [per seat: {char (None for the Thing), hand [card ids], infection [card ids under the character],
           dead, revealed (shown to be a Thing), known {char: [infection kinds it saw]}, pairs [[a, b, any]],
           end_choice}],
  chars {id: {seat (None: NPC), alive, infection [card ids], revealed, site ("rec", "encounter", a task,
         "shed"), sedated}},
  decks {outpost1-3, thing1-3, action, suspicion, destruction: ids, top last}, discard {outpost, thing},
  removed [ids], unlocked {outpost, thing}, encounters [ids, top last], current, act, round,
  tasks {id: {tokens, destroyed}}, saucer [ids], coast, bad_blood [ids], helicopter (flown),
  roll (the roll in progress) / attack / stack / window / final, todo [effects still to run],
  step (where the round stands), frame {kind, seat, ...} (who decides now) or None, result
}
"""
from __future__ import annotations

from game.core.content import on_override
from game.core.state import GameState

from .content import load_content
from .info import THING_SEAT


class ThingState(GameState):
    __slots__ = ()


_BOUND: list = [None]  # the content, bound once: the engine asks for it on every card look-up


def content():
    c = _BOUND[0]
    if c is None:
        c = _BOUND[0] = load_content()
    return c


on_override(lambda: _BOUND.__setitem__(0, None))  # a content folder override rebinds it


def card(cid: str) -> dict:
    return content().cards[cid]


def kind(cid: str) -> str:
    return content().cards[cid]["kind"]


def setup_row(d: dict) -> dict:
    return content().players[d["seats"]]


def outposts(d: dict) -> list:
    """The Outpost players' seats, in seat order (the Thing's is left out)."""
    return [s for s in range(d["seats"]) if s != THING_SEAT]


def living_outposts(d: dict) -> list:
    return [s for s in outposts(d) if not d["players"][s]["dead"]]


def infected_player(d: dict, seat: int) -> bool:
    return any(kind(c) == "multi_thing" for c in d["players"][seat]["infection"])


def infected_char(d: dict, ch: str) -> bool:
    """An NPC with an Infected! card under it (a player's character: its player's multi-player cards)."""
    row = d["chars"][ch]
    if row["seat"] is not None:
        return infected_player(d, row["seat"])
    return any(kind(c) == "infected" for c in row["infection"])


def npcs(d: dict, alive: bool = True) -> list:
    return [ch for ch, row in d["chars"].items() if row["seat"] is None and (row["alive"] or not alive)]


def at_site(d: dict, site: str) -> list:
    """The living characters at a site ("encounter" or a task), in the Rec Room's order."""
    return [ch for ch, row in d["chars"].items() if row["alive"] and row["site"] == site]


def site_of_seat(d: dict, seat: int):
    """Where a seat's character is (None for the Thing player or a dead character)."""
    ch = d["players"][seat]["char"]
    return d["chars"][ch]["site"] if ch and d["chars"][ch]["alive"] else None


def skills_at(d: dict, site: str) -> set:
    chars = content().characters
    return {sk for ch in at_site(d, site) for sk in chars[ch]["skills"]}


def tasks_in_play(d: dict) -> list:
    return [t for t, row in d["tasks"].items() if not row["destroyed"]]


def task_done(d: dict, task: str) -> bool:
    row = d["tasks"][task]
    return not row["destroyed"] and row["tokens"] >= content().tasks[task]["difficulty"]


def roll_die(state) -> int:
    return state.rng.randbelow(6) + 1


def roll_dice(state, n: int) -> list:
    return [state.rng.randbelow(6) + 1 for _ in range(max(0, n))]


def side_of(seat: int) -> str:
    return "thing" if seat == THING_SEAT else "outpost"


def plays_for_thing(d: dict, seat: int) -> bool:
    """The Thing player, or an Outpost player the Blood Test showed infected (who now plays against them)."""
    return seat == THING_SEAT or d["players"][seat]["revealed"]


def char_name(ch: str) -> str:
    return content().characters[ch]["name"]
