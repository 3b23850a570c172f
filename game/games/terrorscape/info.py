"""The facts of Terrorscape 2: seats, characters, variants. (No rules here.)

Seat 0 is the Killer; seats 1.. are Survivor players sharing the three Survivor characters (the
rulebook: always three Survivors, whatever the number of players). Hidden information: every
Survivor's location (except where the rules reveal it), their items, keys, repair progress and the
Device; the Killer's hand, deck and STEALTH movement; the order of every deck. Chance: shuffles,
the analysis card, combat dice.

Still `playable=False` in game/games/__init__.py: the engine core is being built (Eyebot,
Parasitoid and the three variants are later sessions); `module` is set so tests reach the rules.
"""
from game.core.engine import GameInfo, Option, Variant

KILLER_SEAT = 0
SURVIVOR_IDS = ("evelyn", "roy", "zach", "quinto", "victoria")
KILLER_IDS = ("orion", "eyebot", "parasitoid")  # every Killer is built
DEFAULT_SURVIVORS = ("evelyn", "roy", "zach")

INFO = GameInfo(
    id="terrorscape",
    name="Terrorscape 2",
    min_seats=2,
    max_seats=4,  # one Killer and 1-3 Survivor players; 5 players need Double Trouble (not built yet)
    playable=False,
    module="game.games.terrorscape.rules",
    seat_label="Player",
    summary="One Killer hunts three Survivors through a polar station.",
    variants=(Variant("standard", "Standard", "One Killer against three Survivors."),),
    options=(
        Option("killer", "Killer", "choice", "orion", KILLER_IDS, "The Killer character."),
        Option("survivors", "Survivors", "choice", "random", ("random", "evelyn,roy,zach", "quinto,victoria,zach",
                                                            "evelyn,quinto,victoria"),
               "The three Survivor characters (random: three of the five)."),
        Option("map", "Map", "choice", "terrorscape_polar_station", ("terrorscape_polar_station",),
               "The location map."),
    ),
)


def survivor_seats(seats: int) -> tuple:
    """The Survivor seat that controls each of the three characters, by character slot 0..2.
    2 players: one Survivor player runs all three; 3 players: seat 1 runs two, seat 2 one
    (# designed: the rulebook only says a player may control more than one); 4 players: one each."""
    if seats == 2:
        return (1, 1, 1)
    if seats == 3:
        return (1, 1, 2)
    return (1, 2, 3)
