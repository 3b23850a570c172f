"""What moves on the Who Goes There? table (piece_anim.py does the moving): pawns slide to their new spaces, and the
Action dice of a roll (an event's or a Thing's roll, an assault, a lockbox, an avoidance roll) are thrown in the
shared pymunk tray: a die shows HIT or a blank, the engine's count of Successes first."""
from __future__ import annotations

from ..piece_anim import PieceAnims

FACES = {"base": ["hit", "hit", "hit", "blank", "blank", "blank"],
         "red": ["hit", "hit", "hit", "hit", "blank", "blank"]}  # the tumbling faces only; results are the engine's
ROLL_EVENTS = ("roll", "assault", "lockbox", "avoid_roll", "more_dice")
CARD_SOUNDS = ("draw", "discard", "played", "cards_passed", "kept", "ate", "bonfire_add")
TOKEN_SOUNDS = ("built", "tile", "repaired", "unlock", "xp", "bonus")
STING = ("strike", "infection_attack", "dead", "broken")


def roll_of(e: dict):
    """(dice [(kind, face)], label) of an event that rolled dice, else None."""
    t = e.get("type")
    if t not in ROLL_EVENTS:
        return None
    if t == "avoid_roll":
        n, hits = 1, 1 if e.get("success") else 0
    else:
        n, hits = int(e.get("dice") or 0), int(e.get("successes") or 0)
    if n <= 0:
        return None
    kind = "red" if t == "assault" else "base"
    dice = [(kind, "hit" if i < hits else "blank") for i in range(min(n, 8))]
    need = f" of {e['need']} needed" if e.get("need") is not None else ""
    return dice, f"{hits} Success{'es' if hits != 1 else ''}{need}"


class Animations(PieceAnims):
    GAME, FACES, CARD_SOUNDS, TOKEN_SOUNDS, STING = "who_goes_there", FACES, CARD_SOUNDS, TOKEN_SOUNDS, STING

    def roll_of(self, e: dict):
        return roll_of(e)
