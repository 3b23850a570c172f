"""The words of Who Goes There?'s content files: kinds, buildables, attributes and the effect vocabulary
(each effect a table `{ do = "...", params }`, checked by game.core.content's Tagged spec).

Pure data: content.py checks the files against it, the engine reads effects by these names.
"""
from __future__ import annotations

from game.core.content import Tagged, Text, Whole

CHARACTERS = ("garry", "mcready", "kinner", "copper", "blair", "clark", "van_wall", "norris", "connant",
              "caldwell", "benning", "barclay")
BASE_CHARACTERS = ("garry", "mcready", "kinner", "copper")
SPACES_INSIDE = ("storage", "workshop")
SPACES_OUTSIDE = ("phase1", "phase2", "phase3")
SPACES = SPACES_INSIDE + SPACES_OUTSIDE
INSIDE_DECKS = ("storage", "workshop")
PHASE_DECKS = SPACES_OUTSIDE

BUILDABLES = ("wood", "cloth", "rope", "screws", "metal", "alcohol", "matches", "host_test_a", "host_test_b")
CARD_KINDS = ("buildable", "consumable", "food", "key", "item_card", "host_test", "landmark", "unique")
FOODS = ("canned", "snack", "dog")
PLAY_WHERE = ("any", "inside", "outside")
LANDMARK_WHERE = ("any", "inside", "outside", "storage", "workshop")
ITEM_TYPES = ("weapon", "utility", "coat", "test")
ATTRIBUTES = ("", "reroll_attack", "reroll_setback", "door_guard", "flare", "cheap_repair", "light_bonfire",
              "hand_plus_two", "free_move", "cheap_search_outside", "warmth_one", "warmth_two", "host_test",
              "reroll_event_attack", "reroll_event_setback")
ROUND_KINDS = ("optional", "normal", "food", "sleep")
EVENT_KINDS = ("attack", "setback", "instant", "caution")
PHASE_TYPES = ("instant_tile", "special", "choice", "lockbox", "bonus", "door_damage", "thing_attack")
UNIQUE_ABILITIES = ("handgun", "cold_blooded", "light_eater", "steady_nerves", "lighter", "companion",
                    "extra_slot", "duplicates", "ice_pick", "thermos", "pouch", "relay")
LANDMARK_POWERS = ("assist_attack", "alcohol_warms_all", "storage_draw_two", "food_heals", "bonfire_plus_one",
                   "trade_across", "workshop_draw_two", "build_outside", "reroll_setback_inside",
                   "gain_xp_plus_one", "free_build", "reroll_event_inside")

VS = Text(("attack", "setback", "any"))
N = Whole(1, 10)
ID = Text(max_len=60)

# What a card, a Locker icon or a Phase card may do when played or chosen.
EFFECT = Tagged("do", {
    "stamina": {"n": N},
    "stamina_inside_bonus": {"n": N},    # this much more when played inside (Stamina Boost)
    "heal": {"n": N},                    # remove Strikes from yourself (or the one you Revive)
    "xp": {"n": N},
    "dice": {"vs": VS, "n": N},          # extra Action dice while resolving an Event
    "success": {"vs": VS, "n": N},       # Misses turned into Successes while resolving
    "reroll": {"vs": VS},
    "assist": {"vs": VS, "n": N},        # Successes added to another player's roll
    "tile": {"item": ID, "fuel": (Text(("", "alcohol"), nonempty=False), "")},
    "draw": {"deck": Text(("here", "storage", "workshop", "specialty")), "n": N},
    "action": {"n": N},                  # Action cubes back
    "repair": {"n": N},                  # Strikes off the Camp Door or the Boiler Room
    "repair_door": {"n": N},
    "key": {},
    "light": {},
    "kindling": {"n": N, "stamina": (Whole(0, 10), 0)},  # counts as n cards; a lit Bonfire holding it warms more
    "buildable": {"what": Text(BUILDABLES + ("any",))},
    "blood_test": {},
    "host_test": {},
    "train_dog": {},
    "feed_dog": {},
    "free_move": {},
    "walkie": {},
    "bonus": {"n": N},
    "sleep_alone_safe": {},
    "landmark": {"what": Text(LANDMARK_POWERS)},
})

# What a failed Attack or Setback costs, and what an Instant or a Caution does.
EVENT_EFFECT = Tagged("do", {
    "vulnerable": {},
    "strike": {},
    "critical_strike": {},
    "lose_stamina": {"n": N},
    "discard": {"n": N},
    "lose_xp": {"n": N},
    "boiler_strike": {},
    "door_strike": {},
    "all_draw": {"deck": Text(INSIDE_DECKS)},
    "all_stamina": {"n": N},
    "inside_lose_stamina": {"n": N},
    "temperature_drop": {},
})
