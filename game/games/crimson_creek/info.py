"""The facts of Crimson Creek: seats, difficulty levels, options. (No rules here.)

1 to 6 players, each one of six teenagers; up to one of the six characters is possessed by Klein
(decided by two hidden Clue cards). Hidden information: the Klein Location cards in the sleeves and
the Lair, the two Clue cards, each seat's peeks, clues and shared claims, and the order of the
Attack, Reveal and Search decks. Chance: shuffles of those decks and the starting locations.
"""
from game.core.engine import GameInfo, Option, Variant

CHARACTERS = ("jock", "geek", "cheerleader", "goth", "preppy", "punk")
SUPPORT_ONLY = ("caretaker", "gravedigger", "deputy")
DIFFICULTIES = ("beginner", "standard", "advanced")

INFO = GameInfo(
    id="crimson_creek",
    name="Crimson Creek",
    min_seats=1,
    max_seats=6,
    module="game.games.crimson_creek.rules",
    seat_label="Player",
    # who Klein possesses (if anyone) is decided by two face-down Clue cards: no seat's role is known
    seat_roles_for=lambda seats, options: ("role dealt in secret",) * seats,
    summary="Teens flee a killer through three Acts; one of them may be possessed.",
    variants=(
        Variant("beginner", "Beginner", "The third attack of an Act draws one Reveal card."),
        Variant("standard", "Standard", "The third attack of an Act draws two Reveal cards."),
        Variant("advanced", "Advanced", "The third attack of an Act draws all the remaining Reveal cards."),
    ),
    options=(
        Option("characters", "Characters", "choice", "choose", ("choose", "random"),
               "Each player chooses a character in seat order, or characters are dealt at random."),
        Option("takeover", "Take over a supporting character", "bool", False, (),
               "Optional rule: a player killed in Act 1 or 2 may once take over a surviving supporting "
               "character (one of the six playable characters)."),
        Option("three_survivor_trigger", "Hatchets to trigger with 3 survivors", "choice", 2, (2, 3),
               "The printed charts disagree for 3 surviving players: 2 (page 18 and the text, the default) "
               "or 3 (the page 9 chart)."),
    ),
)
