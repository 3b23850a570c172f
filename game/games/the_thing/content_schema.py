"""The words The Thing's content files may use: skills, decks, card kinds, effects. (No rules here.)"""
from __future__ import annotations

SKILLS = ("pilot", "mechanic", "biology", "meteorology", "tough")
OUTPOST_DECKS = ("outpost1", "outpost2", "outpost3")
THING_DECKS = ("thing1", "thing2", "thing3")
DECKS = OUTPOST_DECKS + THING_DECKS + ("suspicion", "action")
TASKS = ("radio", "helicopter", "research", "bulldozer")
POWERS = ("rescue", "fly", "test", "barricade")
THINGOUTS = ("", "blair", "norris", "bennings")

INFECTION = ("human", "infected")  # regular infection cards: under NPCs only
MULTI = ("multi_human", "multi_thing")  # multi-player infection cards: handed to Outpost players
SUSPICION = ("suspicion", "suspicion_thing")  # never discarded (FAQ)
# Cards played into a roll (an encounter or a battle of the Final Confrontation).
ROLL_KINDS = ("dice", "success", "burn", "reroll", "target", "minus", "target_up")
# Cards played on The Thing Attacks!
ATTACK_KINDS = ("burn", "shield", "attack_plus")
# Cards that may be played whenever their holder has a card window, whatever is going on.
ANYTIME_KINDS = ("peek", "longjohns", "sedate", "draw", "task", "capitan", "thing_discard",
                 "coast_remove", "saucer_remove", "saucer", "discard", "coast", "destroy", "task_minus")
REACTION_KINDS = ("cancel", "snuff")  # played only against a card as it is played
OUTPOST_KINDS = ("dice", "success", "burn", "reroll", "target", "shield", "cancel", "peek", "longjohns",
                 "sedate", "draw", "task", "capitan", "thing_discard", "coast_remove",
                 "saucer_remove") + SUSPICION
THING_KINDS = INFECTION + MULTI + ("minus", "target_up", "attack_plus", "saucer", "discard", "coast", "destroy",
                                   "task_minus", "snuff", "draw")
CARD_KINDS = tuple(dict.fromkeys(OUTPOST_KINDS + THING_KINDS))

ENCOUNTER_KINDS = ("event", "encounter", "final", "end")
EVENT_EFFECTS = ("setup", "berserk", "pass_left", "vote", "cut_loose", "fuse")
SIDES = ("outpost", "thing", "both")
