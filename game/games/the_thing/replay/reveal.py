"""Everything revealed in The Thing (the replay viewer's "Everything revealed" and the game-over list): the
Thing player's hand and the cards it set aside, each Outpost player's infection cards (infected or not) and
hand, and every NPC's infection cards (which are Things). Pure; reads the whole state, so only a finished game's
replay (Timeline.revealed_at checks it) or the game-over screen may call it.

No hidden place (marks: {}): every character stands at an open site.

Suspicions: an Outpost computer seat judges how likely each NPC and each other player is a Thing from its own
view and the events it was shown (policy_suspect.chances; the Hard seat's sampler keeps the same memory). The
Thing player placed every infection card: it suspects nobody."""
from __future__ import annotations

from game.core.replay_reveal import no_marks, policy_memory
from game.core.replay_words import percent_line
# absolute: the game's own AI subpackage, which a relative "..ai" would make read like the agents' package
from game.games.the_thing.ai import policy_suspect as suspect

from ..info import THING_SEAT
from ..state import char_name, content, kind

INFECTION_WORDS = {"human": "Human", "infected": "Infected!", "multi_human": "Human", "multi_thing": "Infected!"}


def card_name(cid: str) -> str:
    return (content().cards.get(cid) or {}).get("name", cid)


def infection_words(cards) -> str:
    return ", ".join(INFECTION_WORDS.get(kind(c), c) for c in cards) or "no infection card"


def revealed(state, names) -> dict:
    d = state.d
    seats = []
    for seat, pl in enumerate(d["players"]):
        cards = [card_name(c) for c in pl["hand"]]
        held = "holds " + (", ".join(cards) if cards else "no cards")
        if seat == THING_SEAT:
            lines = [held]
            if d.get("set_aside"):  # the infection cards it kept back: it knows each one
                lines.append(f"set aside: {infection_words(d['set_aside'])}")
            seats.append({"seat": seat, "title": f"{names[seat]}: the Thing player", "lines": lines, "cards": cards})
            continue
        thing = any(kind(c) == "multi_thing" for c in pl["infection"])
        status = "a Thing" + (" (shown)" if pl["revealed"] else "") if thing else "human"
        lines = [f"infection cards: {infection_words(pl['infection'])}", held]
        for ch, kinds in pl.get("known", {}).items():  # what its own peeks showed under an NPC
            lines.append(f"saw under {char_name(ch)}: " + (", ".join(INFECTION_WORDS.get(k, k) for k in kinds) or "no infection card"))
        if pl.get("end_choice") is not None:
            lines.append(f"end choice: {pl['end_choice']}")
        who = char_name(pl["char"]) if pl.get("char") else "no character yet"
        seats.append({"seat": seat, "title": f"{names[seat]}: {who}, {status}", "lines": lines,
                      "cards": cards})
    things = [char_name(ch) for ch, row in d["chars"].items()
              if row["seat"] is None and any(kind(c) == "infected" for c in row["infection"])]
    notes = ["NPCs that are Things: " + (", ".join(things) or "none")]
    for ch, row in d["chars"].items():
        if row["seat"] is None and row["infection"] and not row["revealed"]:
            notes.append(f"{char_name(ch)}{'' if row['alive'] else ' (dead)'}: {infection_words(row['infection'])}")
    return {"seats": seats, "notes": notes}


marks = no_marks

# -- a computer seat's suspicions (Timeline.revealed_at) ---------------------------------------------------------
new_memory, observe = policy_memory(suspect)


def suspicion_line(view: dict, memory: dict, level: str, names, memo=None) -> str:
    """The NPCs and players this Outpost seat's AI holds likeliest to be Things ("" for the Thing player)."""
    me = view["seat"]
    if me == THING_SEAT:
        return ""
    npcs, seats = suspect.chances(view, memory)
    guesses = {char_name(ch): p for ch, p in npcs.items()}
    guesses.update({names[x]: p for x, p in enumerate(seats)
                    if x not in (me, THING_SEAT) and not view["players"][x]["dead"]})
    return percent_line("suspects", guesses)
