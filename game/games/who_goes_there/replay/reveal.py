"""Everything revealed in Who Goes There? (the replay viewer's "Everything revealed" and the game-over list):
who is the Host and who is infected, every hand, every seat's Vulnerable cards, the Helicopter votes not yet
shown and whether the contaminated card still waits in the Vulnerable pile. Pure; reads the whole state, so only
a finished game's replay (Timeline.revealed_at checks it) or the game-over screen may call it.

No hidden place (marks: {}): every character stands on the open camp map.

Suspicions: a computer seat judges how likely each other seat is infected from its own view and the events it
was shown (policy_suspect.chances; the Hard seat's sampler keeps the same memory under "policy")."""
from __future__ import annotations

from game.core.replay_reveal import no_marks, policy_memory
from game.core.replay_words import percent_line
# absolute: the game's own AI subpackage, which a relative "..ai" would make read like the agents' package
from game.games.who_goes_there.ai import policy_suspect as suspect

from ..state import CONTAMINATED, content, host_seat
from ..words import card_name


def char_name(char: str) -> str:
    return (content().characters.get(char) or {}).get("name", char)


def revealed(state, names) -> dict:
    d = state.d
    hs = host_seat(d)
    seats = []
    for seat, pl in enumerate(d["players"]):
        status = "the Host" if hs == seat else "infected" if pl["infected"] else "human"
        cards = [card_name(c) for c in pl["hand"]]
        dirty = sum(1 for v in pl["vulnerable"] if v == CONTAMINATED)
        lines = ["holds " + (", ".join(cards) if cards else "no cards")]
        if pl["vulnerable"]:
            lines.append(f"Vulnerable cards: {len(pl['vulnerable'])}"
                         + (" (the contaminated one among them)" if dirty else ", all clean"))
        seats.append({"seat": seat, "title": f"{names[seat]}: {char_name(pl['char'])}, {status}",
                      "lines": lines, "cards": cards})
    notes = []
    if hs is None:
        notes.append("The contaminated Vulnerable card: still in the pile" if CONTAMINATED in d["vulnerable"]
                     else "The contaminated Vulnerable card: out of play")
    if "ia" in d and d["ia"].get("fan"):
        notes.append(f"Infection Attack fan: the contaminated card is one of {len(d['ia']['fan'])}")
    heli = d.get("heli")
    if heli and heli.get("votes"):
        notes.append("Helicopter votes: " + ", ".join(
            f"{names[int(s)]} {'trusts' if v else 'refuses'}" for s, v in sorted(heli["votes"].items())))
    return {"seats": seats, "notes": notes}


marks = no_marks

# -- a computer seat's suspicions (Timeline.revealed_at) ---------------------------------------------------------
new_memory, observe = policy_memory(suspect)


def suspicion_line(view: dict, memory: dict, level: str, names, memo=None) -> str:
    """How likely this seat's AI holds each other living seat infected (its own status is no suspicion)."""
    me = view["seat"]
    chances = suspect.chances(view, memory)
    return percent_line("suspects", {names[x]: p for x, p in enumerate(chances)
                                     if x != me and not view["players"][x]["dead"]})
