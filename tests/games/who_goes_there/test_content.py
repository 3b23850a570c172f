"""Who Goes There? content: what the rulebook fixes is there, and a broken file is refused with the file,
the key and the line (more broken copies: tests/hostile/content/who_goes_there, run by tests/hostile)."""
from __future__ import annotations

import shutil
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import content as core_content
from game.core.errors import DataFileError
from game.core.paths import game_data
from game.games.who_goes_there.content import load_content
from game.games.who_goes_there.content_schema import BASE_CHARACTERS, BUILDABLES, CHARACTERS, PHASE_TYPES

C = load_content()


def test_twelve_characters_with_rank_ability_deck_landmark_and_locker_die():
    assert set(C.characters) == set(CHARACTERS) and len(CHARACTERS) == 12
    assert {c for c, ch in C.characters.items() if not ch["expansion"]} == set(BASE_CHARACTERS)
    assert min(C.characters.values(), key=lambda ch: ch["rank"])["id"] == "garry"  # the highest rank
    assert len({ch["rank"] for ch in C.characters.values()}) == 12
    for ch in C.characters.values():
        assert C.cards[ch["landmark"]]["kind"] == "landmark" and ch["landmark"] in ch["specialty"]
        assert len(ch["locker"]) == 6 and ch["unique"]["id"]
    # the rulebook's icons: Bullets (Garry), Alcohol, Snack, First Aid, Snowshoes (Blair), Dog Treat, Repair Kit,
    # Knuckles, Key (Connant), Tool Belt (Benning), Walkie-Talkie (Barclay); the die starts on its own icon
    own = {"garry": "bullets", "mcready": "alcohol", "kinner": "snack", "copper": "first_aid", "blair": "snowshoes",
           "clark": "dog_treat", "van_wall": "repair_kit", "norris": "knuckles", "connant": "key",
           "benning": "tool_belt", "barclay": "walkie_talkie"}
    for cid, icon in own.items():
        assert C.characters[cid]["locker"][0] == icon
    assert C.characters["copper"]["specialty"].count("blood_test") == 1
    assert C.characters["blair"]["specialty"].count("host_test") == 1
    assert C.characters["barclay"]["start_items"] == ("walkie_red", "walkie_blue")


def test_inside_decks_hold_what_the_rulebook_lists():
    storage, workshop = Counter(C.decks["storage"]), Counter(C.decks["workshop"])
    assert {C.cards[c]["buildable"] for c in workshop if C.cards[c]["kind"] == "buildable"} == \
        {"wood", "cloth", "rope", "screws", "metal"}
    assert {"alcohol", "matches", "first_aid", "canned_food", "one_in_the_chamber", "shotgun", "flare", "dex",
            "empty_lighter", "flare_gun_card", "crowbar_card", "torch_card"} <= set(storage)
    assert storage["host_test_a"] == storage["host_test_b"] == 2  # two Buildable Host Tests
    assert any(C.cards[c]["kind"] == "key" for c in storage) and any(C.cards[c]["kind"] == "key" for c in workshop)


def test_every_recipe_can_be_built_from_the_decks():
    findable = {C.cards[c]["buildable"] for deck in C.decks.values() for c in deck}
    for item in C.items.values():
        assert set(item["recipe"]) <= findable | {"any"}, item["id"]
    assert set(BUILDABLES) <= findable
    assert C.items["torch"]["upgrade"] == ("club",) and C.items["barricade"]["upgrade"] == ("club",)
    assert {i["type"] for i in C.items.values()} >= {"weapon", "utility", "coat", "test"}


def test_camp_events_four_kinds_lockdowns_and_the_two_named_cards():
    kinds = Counter(C.events[e]["kind"] for e in C.event_deck)
    assert set(kinds) == {"attack", "setback", "instant", "caution"}
    assert len(C.event_deck) >= 18  # an extended game never runs out
    assert any(C.events[e]["lockdown"] for e in C.event_deck)
    for named in ("hunger_pangs", "thing_attack"):
        assert {"do": "vulnerable"} in C.events[named]["penalty"]


def test_phase_decks_seven_types_and_the_numbers_of_the_camp():
    for deck in C.phase_decks.values():
        assert len(deck) > C.camp["camp"]["phase_deck_removed"]
    assert {C.phase_cards[c]["type"] for d in C.phase_decks.values() for c in d} == set(PHASE_TYPES)
    assert C.camp["vulnerable"] == {"clean": 11, "contaminated": 1}
    assert C.camp["camp"]["escape_per_human"] == 6
    assert [p["temperature_drop"] for p in C.phases] == [1, 2, 3] == [p["successes"] for p in C.phases]


def test_from_the_fifth_player_each_seat_adds_the_extra_bonus_cards_to_the_phase_decks():
    from game.games.who_goes_there.rules import RULES
    extra = C.phase_extra
    assert extra["from_seats"] == 5 and extra["phase2"] == ("bonus_2",) and extra["phase3"] == ("bonus_3",)
    for seats, more in ((3, 0), (4, 0), (5, 1), (6, 2), (8, 4)):
        d = RULES.new_game(1, seats, {}).d
        every = Counter(d["decks"]["phase3"] + d["phase_removed"] + d["decks"]["phase2"] + d["decks"]["phase1"])
        assert every["bonus_3"] == Counter(C.phase_decks["phase3"])["bonus_3"] + more
        assert every["bonus_2"] == Counter(C.phase_decks["phase3"] + C.phase_decks["phase2"])["bonus_2"] + more
        assert len(d["decks"]["phase3"]) == len(C.phase_decks["phase3"]) + more - C.camp["camp"]["phase_deck_removed"]


def test_the_phase_meter_15_rounds_18_extended_food_and_sleep_end_each_phase():
    standard, extended = C.rounds(False), C.rounds(True)
    assert len(standard) == 15 and len(extended) == 18
    for phase in (1, 2, 3):
        kinds = [k for p, k in standard if p == phase]
        assert kinds[-2:] == ["food", "sleep"]
        assert [k for p, k in extended if p == phase][0] == "optional"


# -- broken files -----------------------------------------------------------------------------------------
def _broken(tmp_path, stem: str, old: str, new: str):
    folder = tmp_path / "who_goes_there"
    shutil.copytree(game_data("who_goes_there"), folder)
    path = folder / f"{stem}.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_content(str(folder))
    assert err.value.path == str(path)
    return err.value


@pytest.mark.parametrize("stem, old, new, where, words", [
    ("cards", '{ card = "wood", n = 7 }', '{ card = "wod", n = 7 }', "decks.workshop[0].card", "unknown card 'wod'"),
    ("characters", "rank = 3\n", "rank = 1\n", "characters[1].rank", "also garry's"),
    ("characters", '{ card = "landmark_garry", n = 1 }', '{ card = "dex", n = 1 }', "characters[0].specialty",
     "exactly one Landmark"),
    ("characters", 'locker = ["bullets"', 'locker = ["laser"', "characters[0].locker[0]", "unknown Locker icon"),
    ("items", 'recipe = ["wood", "screws"]', 'recipe = ["wood", "glue"]', "items[0].recipe[1]", "'glue'"),
    ("items", 'upgrade = ["club"]', 'upgrade = ["clubb"]', "items[1].upgrade[0]", "not another Item tile"),
    ("events", 'penalty = [{ do = "vulnerable" }]', "penalty = []", "events[0].penalty", "needs a penalty"),
    ("events", 'kind = "attack"', 'kind = "ambush"', "events[0].kind", "'ambush'"),
    ("phase", "need = 1", "need = 3", "cards[5].need", "Lockbox"),
    ("phase", 'effects = [{ do = "stamina", n = 2 }]', 'effects = [{ do = "teleport" }]', "cards[7].effects[0].do",
     "unknown do 'teleport'"),
    ("phase", 'phase3 = [{ card = "bonus_3", n = 1 }]', 'phase3 = [{ card = "bonus_9", n = 1 }]',
     "extra_per_seat.phase3[0].card", "unknown Phase card 'bonus_9'"),
    ("camp", "contaminated = 1", "contaminated = 2", "vulnerable.contaminated", "out of range"),
    ("camp", "id = 2\n", "id = 3\n", "phases[1].id", "in order"),
    ("cards", 'icon = "wood-pile"', 'icon = "wood-piles"', "cards[0].icon", "'wood-piles' is not vendored"),
    ("items", 'icon = "wood-club"', 'icon = "../../etc/passwd"', "items[0].icon", "not vendored"),
    ("events", 'icon = "tentacles-skull"', 'icon = 7', "events[0].icon", ""),
    ("phase", 'icon = "star-medal"', 'icon = "no-such-picture"', "cards[0].icon", "not vendored"),
])
def test_a_broken_file_names_file_key_line_and_problem(tmp_path, stem, old, new, where, words):
    err = _broken(tmp_path, stem, old, new)
    assert err.where.startswith(where) and ", line " in err.where, err
    assert words in err.problem, err


def test_every_card_tile_and_event_has_a_vendored_picture():
    c = load_content()
    rows = [*c.cards.values(), *c.items.values(), *c.events.values(), *c.phase_cards.values()]
    assert rows and all(row["icon"] for row in rows), [row["id"] for row in rows if not row["icon"]]


def test_the_content_folder_override_and_dreadboard_content(tmp_path, monkeypatch):
    root = tmp_path / "mods"
    folder = root / "who_goes_there"
    shutil.copytree(game_data("who_goes_there"), folder)
    path = folder / "camp.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("escape_per_human = 6", "escape_per_human = 7"),
                    encoding="utf-8")
    monkeypatch.setenv("DREADBOARD_CONTENT", str(root))
    core_content.use_override("who_goes_there", None)  # the environment is read again after an override change
    try:
        assert load_content().camp["camp"]["escape_per_human"] == 7
        core_content.use_override("who_goes_there", game_data("who_goes_there"))
        assert load_content().camp["camp"]["escape_per_human"] == 6
    finally:
        monkeypatch.delenv("DREADBOARD_CONTENT")
        core_content.use_override("who_goes_there", None)
    assert load_content().camp["camp"]["escape_per_human"] == 6


def test_every_hostile_copy_the_loader_accepts_still_plays(tmp_path):
    """The broken copies of tests/hostile/content/who_goes_there that load (a harmless change) play a whole
    random game through the engine (the hostile test plays only the lobby's games)."""
    from pathlib import Path

    corpus = sorted((Path(__file__).parents[2] / "hostile" / "content" / "who_goes_there").glob("*/*.toml"))
    played = 0
    for i, case in enumerate(corpus):
        folder = tmp_path / f"c{i}"
        shutil.copytree(game_data("who_goes_there"), folder)
        (folder / f"{case.parent.name}.toml").write_bytes(case.read_bytes())
        played += _plays_if_it_loads(folder, i)
    assert played >= 1


def _plays_if_it_loads(folder, seed: int) -> int:
    from game.core.rng import Rng
    from game.games.who_goes_there.rules import RULES
    try:
        load_content(str(folder))
    except DataFileError:
        return 0
    core_content.use_override("who_goes_there", folder)
    try:
        s = RULES.new_game(seed, 3 + seed % 6, {})
        rng = Rng(seed)
        while RULES.result(s) is None:
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[rng.randbelow(len(legal))])
    finally:
        core_content.use_override("who_goes_there", None)
    return 1


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["camp", "cards", "characters", "items", "events", "phase"]), st.data())
def test_a_changed_number_either_is_refused_or_plays(tmp_path_factory, stem, data):
    """Any whole number of a data file changed to another small one: the loader refuses it, or a game plays."""
    import re
    folder = tmp_path_factory.mktemp("wgt") / "who_goes_there"
    shutil.copytree(game_data("who_goes_there"), folder)
    path = folder / f"{stem}.toml"
    text = path.read_text(encoding="utf-8")
    spots = [m.span(1) for m in re.finditer(r"= (\d+)\b", text)]
    a, b = data.draw(st.sampled_from(spots))
    path.write_text(text[:a] + str(data.draw(st.integers(0, 12))) + text[b:], encoding="utf-8")
    _plays_if_it_loads(folder, data.draw(st.integers(0, 50)))
