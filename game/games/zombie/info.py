"""The facts of Zombie: Survival Infection: seats, variants, options. (No rules here.)"""
from game.core.engine import GameInfo, Option, SetupRule, Variant

STRAINS = ("bioengineered", "ghouls", "returned_dead", "runners", "walkers", "saprophytes")



def _strain_names() -> tuple:
    """The strains' names as their cards print them (data/strains.toml), read when a lobby asks."""
    from .content import load_content

    strains = load_content().strains
    return ("No strain", "Random") + tuple(strains[s].name for s in STRAINS)


INFO = GameInfo(
    id="zombie",
    name="Zombie: Survival Infection",
    min_seats=2,
    max_seats=8,
    module="game.games.zombie.rules",
    seat_label="Camp",
    summary="Outlast the zombies and the other Camps. The last Camp with survivors wins.",
    variants=(
        Variant("standard", "Standard", "The core rules (with Mortal Reckoning for 7-8 players)."),
        Variant("allied_camps", "Allied Camps", "2-3 players each run two Camps with one hand.", 2, 3),
        Variant("new_victims", "New Victims",
                "Characters and Hideouts of larger player counts swap into smaller decks (at 4-6 players "
                "only with Mortal Reckoning).", 2, 6),
    ),
    options=(
        Option("strain", "ZombiE Strain (Undead Reckoning)", "choice", "none", ("none", "random") + STRAINS,
               "Play with one of the six ZombiE Strains.", choice_names=_strain_names),
        Option("mortal", "Mortal Reckoning cards", "bool", False, (),
               "Add the Mortal Reckoning cards (always on for 7-8 players)."),
    ),
    setup_rules=(
        # At 4-6 players the deck already holds every core card: only Mortal Reckoning has Characters
        # and Hideouts of a larger player count (7+) to swap in, so without it New Victims is Standard.
        SetupRule("New Victims at 4-6 players needs Mortal Reckoning: the 4-6 deck already holds every core "
                  "card, so nothing would be swapped in.",
                  variant="new_victims", min_seats=4, max_seats=6, option="mortal", value=False),
    ),
)
