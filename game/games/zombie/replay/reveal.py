"""Everything revealed (the replay viewer's "Everything revealed" and the game-over list): every hand, each
seat's camps and the strain, in players' words. Pure; reads the whole state, so only a finished game's
replay (Timeline.revealed_at checks it) or the game-over screen may call it.

Zombie keeps no hidden place (marks: {}) and its computer seats keep no belief about anyone: every camp and
its owner are on the table; only the hands are hidden, and the policy remembers declined trades alone."""
from __future__ import annotations

from game.core.replay_reveal import no_marks

from ..content import load_content
from ..ops import camp_name


def _camp_line(state, camp: dict) -> str:
    name = camp_name(state, camp["id"])
    if not camp["alive"]:
        return f"{name} fell"
    return f"{name}: {camp['survivors']} survivors, {camp['zombie_chips']} zombies at the gate"


def revealed(state, names) -> dict:
    d = state.d
    seats = []
    for seat in range(len(d["hands"])):
        cards = [state.card(u).name for u in d["hands"][seat]]
        lines = [_camp_line(state, c) for c in d["camps"] if c["owner"] == seat]
        lines.append("holds " + (", ".join(cards) if cards else "no cards"))
        seats.append({"seat": seat, "title": names[seat], "lines": lines, "cards": cards})
    strains = load_content().strains
    strain = d.get("strain") or "none"
    notes = [f"Strain: {strains[strain].name}" if strain in strains else "Strain: none (no ZombiE Strain)",
             f"Draw pile: {len(d['draw'])} cards not drawn yet"]
    return {"seats": seats, "notes": notes}


marks = no_marks
