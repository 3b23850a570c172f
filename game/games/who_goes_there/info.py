"""The facts of Who Goes There? (2nd edition): seats, characters, options. (No rules here.)

3 to 8 players (the hidden infection needs three), each one of the twelve characters (four of the base
game, eight of the expansion). Hidden information: every seat's hand, Vulnerable cards and infection
status (who is the Host), what an Infection Clicker showed to the one seat that saw it, and the order of
every deck. Chance: shuffles, Action dice, Locker dice, the Helicopter die.

Playable: the lobby offers it (rules, table and computer seats are whole); `module` is where its rules are.
"""
from game.core.engine import GameInfo, Option
from game.games.who_goes_there.content_schema import CHARACTERS


INFO = GameInfo(
    id="who_goes_there",
    name="Who Goes There? (2nd edition)",
    min_seats=3,
    max_seats=8,
    module="game.games.who_goes_there.rules",
    seat_label="Player",
    # everyone starts human; who becomes infected stays hidden until the end
    seat_roles_for=lambda seats, options: ("infection kept secret",) * seats,
    summary="An Antarctic camp, a shape-shifting Thing, and a helicopter that may not wait.",
    options=(
        Option("characters", "Characters", "choice", "random", ("random", "base_first"),
               "Characters dealt at random from all twelve, or the four of the base game first.",
               picks=CHARACTERS, choice_names=("Random", "The base game's four first")),  # or one named per seat, in seat order (tests and records)
        Option("extended", "Extended game (18 rounds)", "bool", False, (),
               "Play the grey optional space of each Phase: 18 rounds instead of 15."),
    ),
)
