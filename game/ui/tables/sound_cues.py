"""Which events of each game sound its own attack and horror cues (game/ui/audio.py plays them from
assets/sounds/<game>/): the attack when someone is struck, the horror at the game's own dread (Klein striking, a
survivor taken, an infection, a Thing showing itself, a bite).

A sound reaches everyone in the room, whoever the screen is turned to, so only events every seat is shown the same
set a cue off: a cue never says more than the log line every seat reads (tests/ui/tables/test_table_sounds.py plays
games and checks each seat's redacted events give the same cues). No pygame here.
"""
from __future__ import annotations

ATTACK = {
    "crimson_creek": ("attack_revealed", "killed"),
    "terrorscape": ("encounter", "injured", "attack_hits"),
    "the_thing": ("thing_attacks", "killed", "wounded"),
    "who_goes_there": ("strike", "dead"),
    "zombie": ("survivors_killed", "character_killed", "hideout_destroyed", "camp_destroyed"),
}
HORROR = {
    "crimson_creek": ("reveal_card",),  # the Reveal card: Klein strikes
    "terrorscape": ("eliminated", "infect", "reappear"),
    "the_thing": ("infection",),
    "who_goes_there": ("infection_attack",),
    "zombie": (),  # a card that bites or infects (zombie_bites below)
}
ZOMBIE_CARD_EVENTS = ("action_played", "event_played", "event_drawn")
BITES = ("bite", "infection")  # words in a Zombie card effect's `do` that make it a bite


def cue_of(game_id: str, event: dict) -> str:
    """'attack', 'horror' or '' for one event (as the screen seat was shown it)."""
    t = event.get("type")
    if t in HORROR.get(game_id, ()) or (game_id == "zombie" and zombie_bites(event)):
        return "horror"
    if t in ATTACK.get(game_id, ()):
        return "attack"
    if game_id == "who_goes_there" and t == "reveal" and event.get("infected"):
        return "horror"  # the end: a Thing among the crew shown for what it is
    return ""


def cues_of(game_id: str, events: list) -> list:
    return [c for c in (cue_of(game_id, e) for e in events) if c]


def zombie_bites(event: dict) -> bool:
    if event.get("type") not in ZOMBIE_CARD_EVENTS:
        return False
    from game.games.zombie.content import load_content

    card = load_content().cards.get(str(event.get("card", "")))
    return bool(card) and any(any(w in str(ef.get("do", "")) for w in BITES) for ef in card.effects)
