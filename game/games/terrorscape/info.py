"""The facts of Terrorscape 2: seats, characters, variants. (No rules here.)

Seat 0 is the Killer (seats 0 and 1 with two Killer players in Double Trouble); the other seats are
Survivor players sharing the three Survivor characters (the rulebook: always three Survivors,
whatever the number of players; variants.py seats 2 to 6 players). Hidden information: every
Survivor's location (except where the rules reveal it), their items, keys, repair progress and the
Device; the Killer's hand, deck and STEALTH movement; the order of every deck. Chance: shuffles,
the analysis card, combat dice.

Playable: the engine (every Killer and variant), the table and the computer seats let a whole game be
played from the lobby, on either map.
"""
from game.core.engine import GameInfo, Option, SetupRule, Variant
from game.games.terrorscape.seating import SEPARATE_WAYS_SEATS, check_seats, killer_players

KILLER_SEAT = 0
SURVIVOR_IDS = ("evelyn", "roy", "zach", "quinto", "victoria")
KILLER_IDS = ("orion", "eyebot", "parasitoid")  # every Killer is built
DEFAULT_SURVIVORS = ("evelyn", "roy", "zach")
DIFFICULTIES = ("easy", "normal", "hard", "nightmare")  # Variant 1: Survival difficulty levels
def _seating_problem(seats: int, options: dict):
    """The seatings only several options together rule out (Double Trouble with two Killer players at 2
    seats, Separate Ways with too few Survivor players beside two Killer players): seating.check_seats's
    words, so the lobby refuses them before the game is set up."""
    try:
        check_seats(seats, options)
    except ValueError as exc:
        return str(exc)
    return None


def _killer_names() -> tuple:
    from .content import load_content  # not sources: it reads the board through the registry, which lists this

    return tuple(load_content().killers[k]["name"] for k in KILLER_IDS)


def _survivor_names() -> tuple:
    from .content import load_content

    names = load_content().survivors
    return ("Random",) + tuple(", ".join(names[c]["name"] for c in combo.split(","))
                               for combo in SURVIVOR_CHOICES[1:])


def _map_names() -> tuple:
    """Each map's title from its own file (meta.title), without the game's name before it."""
    import tomllib

    from game.core.paths import MAPS

    out = []
    for map_id in MAP_CHOICES:
        title = tomllib.loads((MAPS / f"{map_id}.toml").read_text(encoding="utf-8")).get("meta", {}).get("title", "")
        out.append(title.split(": ", 1)[-1] or map_id.replace("_", " "))
    return tuple(out)


def _seat_roles(seats: int, options: dict) -> tuple:
    """The roles the rulebook makes public, seat by seat (variants.seat_plan's seating): the Killer player(s) first,
    then the Survivor players."""
    killers = killer_players(seats, options)
    names = dict(zip(KILLER_IDS, _killer_names()))
    first = names.get(options.get("killer"), "the Killer")
    if not options.get("double_trouble"):
        lead = (f"the Killer: {first}",)
    elif killers == 1:
        lead = ("both Killers",)
    else:
        second = names.get(options.get("second_killer"))
        lead = (f"first Killer: {first}", f"second Killer: {second}" if second else "second Killer")
    survivor = "one Survivor" if options.get("separate_ways") else "the Survivors"
    return lead + (survivor,) * (seats - len(lead))


SURVIVOR_CHOICES = ("random", "evelyn,roy,zach", "quinto,victoria,zach", "evelyn,quinto,victoria")
MAP_CHOICES = ("terrorscape_polar_station", "terrorscape_lighthouse")

INFO = GameInfo(
    id="terrorscape",
    name="Terrorscape 2",
    min_seats=2,
    max_seats=6,  # the Killer player(s), the rest Survivor players sharing three characters (variants.py)
    module="game.games.terrorscape.rules",
    seat_label="Player",
    summary="One Killer hunts three Survivors through a polar station.",
    variants=(Variant("standard", "Standard", "One Killer against three Survivors."),),
    options=(
        Option("killer", "Killer", "choice", "orion", KILLER_IDS, "The Killer character.", choice_names=_killer_names),
        Option("survivors", "Survivors", "choice", "random", SURVIVOR_CHOICES,
               "The three Survivor characters (random: three of the five).", picks=SURVIVOR_IDS, pick_count=3,
               choice_names=_survivor_names),
        Option("map", "Map", "choice", "terrorscape_polar_station", MAP_CHOICES, "The location map.",
               choice_names=_map_names),
        # the rulebook's variants, any number of them together (variants.py, traits.py)
        Option("traits", "Traits & Survival Difficulty", "choice", "off", ("off",) + DIFFICULTIES,
               "Variant 1: each Survivor keeps 1 of 2 Traits; the Killer keeps 0/1/2/3 of 0/2/4/6 "
               "(Easy, Normal, Hard, Nightmare)."),
        Option("separate_ways", "Separate Ways", "bool", False, (),
               "Variant 2: every Survivor for themself (4 players, 5 with two Killer players in Double Trouble)."),
        Option("double_trouble", "Double Trouble", "bool", False, (),
               "Variant 3: two Killers hunt together (2-5 players)."),
        Option("second_killer", "Second Killer (Double Trouble)", "choice", "random", ("random",) + KILLER_IDS,
               "The other Killer of Double Trouble (never the first one again).",
               choice_names=lambda: ("Random",) + _killer_names()),
        Option("killer_players", "Killer players (Double Trouble)", "choice", "auto", ("auto", "1", "2"),
               "One player may run both Killers (auto: two Killer players from 5 players on).",
               choice_names=("Auto", "One player", "Two players")),
    ),
    setup_check=_seating_problem,
    seat_roles_for=_seat_roles,
    setup_rules=(
        SetupRule("Double Trouble is for 2 to 5 players.", min_seats=6, option="double_trouble", value=True),
        SetupRule(SEPARATE_WAYS_SEATS, min_seats=2, max_seats=3, option="separate_ways", value=True),
        SetupRule(SEPARATE_WAYS_SEATS, min_seats=6, option="separate_ways", value=True),
    ),
)
