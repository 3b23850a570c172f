"""How many Killer players a Terrorscape 2 set-up has, and which seatings and Killer pairs the rulebook does not
allow: the lobby (info.INFO.setup_check) and the set-up (variants.seat_plan) ask the same words. No imports
from the rest of the game, so the game's facts (info.py) can use it."""
from __future__ import annotations

SEPARATE_WAYS_SEATS = "Separate Ways needs one player per Survivor: 4 players (5 with two Killer players)."
SAME_KILLER_TWICE = "Double Trouble's second Killer must be another Killer than the first."
KILLER_PLAYERS = ("auto", "1", "2")


def killer_players(seats: int, opts: dict) -> int:
    """How many Killer players: 1, or 2 in Double Trouble when asked for (auto: two from 5 players on,
    where three Survivor players are left, # designed)."""
    if not opts.get("double_trouble"):
        return 1
    wanted = str(opts.get("killer_players", "auto"))
    if wanted == "auto":
        return 2 if seats >= 5 else 1
    return int(wanted)


def check_seats(seats: int, opts: dict) -> None:
    """Raise ValueError, in a player's words, for a set-up the rulebook does not seat."""
    if not 2 <= seats <= 6:
        raise ValueError("Terrorscape 2 takes 2 to 6 players")
    if opts.get("double_trouble") and seats > 5:
        raise ValueError("Double Trouble is for 2 to 5 players")
    killers = killer_players(seats, opts)
    if killers not in (1, 2) or seats - killers < 1:
        raise ValueError("Double Trouble needs at least one Survivor player besides the Killer players")
    if opts.get("separate_ways") and seats - killers != 3:
        raise ValueError(SEPARATE_WAYS_SEATS)
    if opts.get("double_trouble") and opts.get("second_killer") == opts.get("killer", "orion"):
        raise ValueError(SAME_KILLER_TWICE)
