"""game.core.options_check: a game's options against its own declaration (GameInfo.variants / .options),
in a player's words; every start path passes only options the check takes."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core import records
from game.core.options_check import OptionError, check, from_text, problem, shown
from game.core.rng import Rng
from game.games import REGISTRY, get_info, get_rules

GAMES = ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
TS = get_info("terrorscape")


def message(info, options, seats=3) -> str:
    with pytest.raises(OptionError) as err:
        check(info, options, seats)
    return str(err.value)


def test_the_words_name_the_key_the_value_and_what_the_game_has():
    assert message(TS, {"variant": "xyz"}) == "options.variant: 'xyz' is not a variant of Terrorscape 2 (standard)"
    assert message(TS, {"colour": "red"}).startswith("options.colour: Terrorscape 2 has no option 'colour' "
                                                     "(its options: variant, killer, survivors, map,")
    assert message(get_info("the_thing"), {"colour": "red"}) == (
        "options.colour: The Thing: the card game has no option 'colour' (its options: variant)")
    assert message(get_info("zombie"), {"mortal": "yes"}) == "options.mortal: must be true or false, not 'yes'"
    assert message(TS, {"killer": "jason"}) == ("options.killer: 'jason' is not a choice of Terrorscape 2 for "
                                               "Killer (orion, eyebot, parasitoid)")


def test_look_alike_values_are_refused_and_said_to_look_alike():
    full = message(TS, {"variant": "ｓｔａｎｄａｒｄ"})
    assert full.startswith("options.variant: 'ｓｔａｎｄａｒｄ' is not a variant of Terrorscape 2")
    assert "looks like 'standard'" in full
    zero = message(TS, {"variant": "stan\u200bdard"})
    assert "\u200b" not in zero and "U+200B" in zero and "invisible" in zero and "looks like 'standard'" in zero
    assert "U+FEFF" in message(get_info("zombie"), {"strain": "\ufeffghouls"})


def test_long_huge_and_odd_values_are_shown_safely():
    long = message(get_info("zombie"), {"strain": "x" * 5000})
    assert len(long) < 400 and "5000 characters long" in long
    assert "about 5000 digits" in message(get_info("zombie"), {"mortal": 10 ** 4999})
    assert "not NaN" in message(get_info("zombie"), {"mortal": float("nan")})
    assert "not a list" in message(TS, {"variant": ["standard"]})
    bidi = message(get_info("crimson_creek"), {"\u202e" * 3000: 1})
    assert "\u202e" not in bidi and len(bidi) < 600 and "U+202E" in bidi
    assert shown(True) == "true" and shown(None) == "null" and shown({"a": 1}) == "an object"


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_value_is_taken_and_nothing_near_one(game):
    info = get_info(game)
    seats = info.min_seats + 1
    assert problem(info, {}, seats) is None and problem(info, info.default_options(), seats) is None
    for v in info.variants or [None]:
        assert problem(info, {"variant": v.id if v else "standard"}, seats) is None
    for o in info.options:
        for value in (o.choices if o.kind == "choice" else (False, True) if o.kind == "bool" else (o.default,)):
            assert problem(info, {o.id: value}, seats) is None, (o.id, value)
        if o.kind == "bool":
            for wrong in (1, 0, "true", None):
                assert problem(info, {o.id: wrong}, seats)[0] == o.id
        for c in o.choices:  # the same value of another type is another value
            other = {int: float(c) if isinstance(c, int) else None, str: [c]}.get(type(c))
            if other is not None:
                assert problem(info, {o.id: other}, seats)[0] == o.id
    assert problem(info, {"Variant": "standard"}, seats)[0] == "Variant"


def test_named_characters_any_three_different_survivors_or_one_per_seat():
    assert problem(TS, {"survivors": "roy,quinto,victoria"}, 2) is None
    assert problem(TS, {"survivors": "zach, roy, evelyn"}, 4) is None  # the set-up reads it so
    for bad in ("roy,quinto", "roy,roy,zach", "roy,zach,ripley", "roy,quinto,victoria,zach"):
        assert problem(TS, {"survivors": bad}, 3)[0] == "survivors", bad
    wgt = get_info("who_goes_there")
    assert problem(wgt, {"characters": "copper,blair,garry"}, 3) is None
    assert problem(wgt, {"characters": "copper,blair,garry"}, 4)[0] == "characters"
    assert problem(wgt, {"characters": "copper,copper,garry"}, 3)[0] == "characters"


@pytest.mark.parametrize("game", GAMES)
def test_every_start_path_passes_options_the_game_takes(game):
    """The fuzz's drawn set-ups, the editor's "Play on this map" and a new_game from each of them."""
    from game.core.fuzz import draw_setup
    from game.editor.play import options_for

    info = get_info(game)
    rng = Rng(5)
    for index in range(24):
        players, options = draw_setup(info, index, rng)
        assert problem(info, options, players) is None, options
    assert problem(info, options_for(game, "any_map"), info.min_seats) is None
    players, options = draw_setup(info, 1, rng)
    get_rules(game).new_game(3, players, options)


def test_simulate_reads_option_text_as_the_declared_value(capsys):
    from game.__main__ import main

    info = get_info("crimson_creek")
    assert from_text(info, "three_survivor_trigger", "3") == 3 and from_text(info, "takeover", "TRUE") is True
    assert main(["simulate", "--game", "crimson_creek", "--players", "3", "--games", "1", "--seed", "2",
                 "--option", "three_survivor_trigger=3", "--option", "takeover=true"]) == 0
    capsys.readouterr()
    assert main(["simulate", "--game", "the_thing", "--players", "3", "--games", "1", "--option", "colour=red"]) == 2
    assert "options.colour: The Thing: the card game has no option 'colour'" in capsys.readouterr().err


def test_the_stored_saves_of_every_rules_version_still_load():
    folder = Path(__file__).parent / "data" / "records"
    files = sorted(folder.glob("*_rules_v*.json"))
    assert {f.name.partition("_rules_v")[0] for f in files} == set(GAMES)
    for f in files:
        rec = records.load(f)  # the options included
        assert problem(REGISTRY[rec["game"]], rec["options"], rec["seats"]) is None
