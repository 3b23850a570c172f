"""What moves on The Thing's table (piece_anim.py does the moving): character tokens slide to the Encounter, a task,
the Tool Shed or back to the Rec Room, and every roll (the Encounter's, a task's, dice a card adds, a reroll, a
battle of the Final Confrontation, the Blair-saucer's) is thrown in the shared pymunk tray: each die ends on the
engine's face (the event's own numbers), never one the physics chose."""
from __future__ import annotations

from ..piece_anim import PieceAnims

FACES = {"d6": [1, 2, 3, 4, 5, 6], "red_d6": [1, 2, 3, 4, 5, 6]}  # the tumbling faces; results are the engine's
ROLLS = {"roll": "dice", "task_roll": "dice", "dice": "rolled", "discard_dice": "rolled", "reroll": "dice",
         "battle": "dice", "saucer_roll": "dice"}
MOST_DICE = 10  # designed: the tray shows at most ten dice of a roll (the result line counts them all)
CARD_SOUNDS = ("draw", "play", "passed", "suspicion_card", "discard", "attack_discard", "action_card")
TOKEN_SOUNDS = ("tokens", "coast", "saucer", "sent", "tool_shed", "sedated")
STING = ("thing_attacks", "killed", "blood_test", "cut_loose", "final_reveal", "game_over")


def roll_of(e: dict):
    """(dice [(kind, face)], words) of an event that rolled dice, else None."""
    key = ROLLS.get(e.get("type"))
    got = e.get(key) if key else None
    if not isinstance(got, list) or not got:
        return None
    kind = "red_d6" if e.get("type") == "saucer_roll" else "d6"
    words = {"roll": "The encounter", "task_roll": f"The {str(e.get('task', '')).capitalize()}",
             "battle": "The battle", "saucer_roll": "The Blair-saucer", "reroll": "Rolled again"}.get(e["type"], "")
    return [(kind, int(x)) for x in got[:MOST_DICE]], f"{words}: {' '.join(str(x) for x in got)}" if words else \
        "+ " + " ".join(str(x) for x in got)


class Animations(PieceAnims):
    GAME, FACES, CARD_SOUNDS, TOKEN_SOUNDS, STING = "the_thing", FACES, CARD_SOUNDS, TOKEN_SOUNDS, STING

    def roll_of(self, e: dict):
        return roll_of(e)
