"""Words shared by the games' reveal modules (game/games/<id>/reveal.py): a computer seat's belief as one line."""
from __future__ import annotations


def percent_line(word: str, chances: dict, limit: int = 3) -> str:
    """ "suspects: Bo 62%, Cy 20%": the `limit` likeliest labels, likeliest first (ties by label, so the same
    belief always reads the same), "<word> nobody" when every chance rounds to 0%."""
    shown = sorted(((p, label) for label, p in chances.items() if round(p * 100) > 0), key=lambda x: (-x[0], x[1]))
    if not shown:
        return f"{word} nobody"
    return f"{word}: " + ", ".join(f"{label} {round(p * 100)}%" for p, label in shown[:limit])


def secret_pairs(revealed: dict, names) -> list:
    """A game's revealed() as the game-over screen's (who, secret) pairs: each seat under its name (what its
    title adds after the name, then its lines), then each note split at its first ": " ("Strain: ...")."""
    out = []
    for row in revealed["seats"]:
        name, title = names[row["seat"]], row["title"]
        rest = title[len(name):].lstrip(": ") if title.startswith(name) else title
        out.append((name, "; ".join(([rest] if rest else []) + list(row["lines"]))))
    for note in revealed["notes"]:
        who, _, what = note.partition(": ")
        out.append((who, what) if what else note)
    return out
