"""The facts of The Thing card game: seats, sides, options. (No rules here.)

2 to 6 players: seat 0 is the Thing player, the others Outpost players, each playing one of the 12
characters of Outpost 31 (the rest are NPCs). Hidden information: every hand, the infection cards under
the NPCs and the Outpost players' characters, the Thing's decks and Destruction choices, the Burn / Wait
and See choices until the reveal, and what a peek showed the one seat that looked. Chance: shuffles, dice,
the Blair-saucer roll, El Capitan drawn at random at the start.

Playable: the table (game/ui/tables/the_thing_table.py) and the computer seats (policy.py, search.py) exist.
"""
from game.core.engine import GameInfo

THING_SEAT = 0  # designed: the Thing player sits in seat 0 (the lobby decides who sits there)

INFO = GameInfo(
    id="the_thing",
    name="The Thing: the card game",
    min_seats=2,
    max_seats=6,
    module="game.games.the_thing.rules",
    seat_label="Player",
    seat_roles=("the Thing",),
    # the Thing player's seat is public (the rulebook's set-up hands it the Thing decks openly); whether an
    # Outpost player's character is infected is not
    seat_roles_for=lambda seats, options: ("the Thing",) + ("Outpost, infection secret",) * (seats - 1),
    summary="Outpost 31's crew against the Thing hidden among them.",
    options=(),  # none: the rulebook's set-up has no choices (and "standard" is its only variant)
)
