"""The side list of every game, at random positions: its keys read 1, 2, 3... down the list as shown, and no
two of its choices are in the same words (two copies of one card are one choice; two different moves are told
apart by the game's own words, not by the last guard's "another way")."""
import random
from collections import Counter

import pytest

from game.ui.tables import open_directly
from game.ui.tables.choice_model import KEY_POOL, OTHER_WAYS

from ..table_input import DT, humans, look_as_decider

SEATS = {"crimson_creek": 4, "terrorscape": 3, "the_thing": 4, "who_goes_there": 4, "zombie": 3}


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_numbers_follow_the_list_and_no_two_choices_read_alike(table_app, game_id):
    table_app.settings.guides_shown = list(SEATS)
    for seed in range(2):
        table = open_directly(table_app, game_id, humans(SEATS[game_id]), {}, seed, autosave=False)
        s, rng = table.session, random.Random(seed)
        for _ in range(250):
            if s.over:
                break
            look_as_decider(table)
            table_app.step(DT)
            table.choice_items_to_list()
            rows = table.choices.items
            keys = [k for _, _, p, k in rows if k and not table.is_back(p)]
            pool = [k for k in KEY_POOL if k not in table.RESERVED_KEYS.lower()]
            assert keys == pool[:len(keys)], [(k, label) for _, label, _, k in rows]
            labels = Counter(label for _, label, _, _ in rows)
            assert not [w for w, n in labels.items() if n > 1], [(label, p) for _, label, p, _ in rows]
            assert not any(w in label for label in labels for w in OTHER_WAYS), list(labels)
            s.apply(rng.choice(table.legal()), s.deciding_seat())
        table_app.pop()
