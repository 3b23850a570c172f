"""Zombie content: the deck as the rulebook describes it, the provenance comments, and load errors
that name the file, the key and the line."""
from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import DataFileError
from game.core.paths import game_data
from game.games.zombie import content as C
from game.games.zombie.content import DICE, load_content
from game.games.zombie.info import STRAINS
from game.games.zombie.rules import RULES

DATA = game_data("zombie")
RULEBOOK = Path("/work/shared/rules/zombie-survival-infection.txt")
CONTENT_MD = DATA.parent / "CONTENT.md"


@pytest.fixture(scope="module")
def content():
    return load_content()


def deck_cards(content, set_=None):
    out = Counter()
    for cid in content.deck_ids:
        card = content.cards[cid]
        if set_ is None or card.set == set_:
            out[cid] += card.count
    return out


# -- the deck -----------------------------------------------------------------------------------------
def test_cards_toml_loads_and_every_deck_card_is_well_formed(content):
    assert len(content.deck_ids) == len(set(content.deck_ids)) > 40
    for cid in content.deck_ids:
        card = content.cards[cid]
        assert card.id == cid and card.name and card.text and card.count >= 1
        assert card.type in C.CARD_TYPES and card.players in C.PLAYERS and card.set in C.SETS
        if card.type in ("action", "event"):
            assert card.target in C.TARGETS and card.effects
        if card.type == "reaction":
            assert card.react["do"] in C.REACTS
        if card.pair:
            assert card.type == "character"
    assert "apartment_building" in content.cards and "apartment_building" not in content.deck_ids
    assert "no_hideout" in content.cards and "no_hideout" not in content.deck_ids


def test_core_deck_is_exactly_90_cards_with_one_hidden_bite(content):
    core = deck_cards(content, "core")
    assert sum(core.values()) == 90
    assert core["hidden_bite"] == 1
    events = [cid for cid in core if content.cards[cid].type == "event"]
    assert events == ["hidden_bite"]  # the core game has only one Event
    assert sum(deck_cards(content).values()) - 90 == sum(deck_cards(content, "mortal").values())
    assert deck_cards(content, "mortal")["hidden_bite"] == 0


def _dealt_ids(players, options=None):
    state = RULES.new_game(3, players, options or {})
    ids = [state.d["cards"][u] for u in range(len(state.d["cards"]))]
    return Counter(cid for cid in ids if cid not in ("apartment_building", "no_hideout"))


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("mortal", [False, True])
def test_2_3_player_deck_uses_only_all_cards(content, players, mortal):
    ids = _dealt_ids(players, {"mortal": mortal})
    assert all(content.cards[cid].players == "all" for cid in ids)
    expected = Counter({cid: n for cid, n in deck_cards(content).items()
                        if content.cards[cid].players == "all" and (mortal or content.cards[cid].set == "core")})
    assert ids == expected
    assert ids["hidden_bite"] == 1


def test_deck_sizes_per_player_count(content):
    core_all = sum(n for cid, n in deck_cards(content, "core").items() if content.cards[cid].players == "all")
    assert sum(_dealt_ids(2).values()) == core_all < 90
    assert sum(_dealt_ids(5).values()) == 90  # 4-6 players use every core card
    assert set(content.cards[c].players for c in _dealt_ids(5)) == {"all", "4+"}
    seven = _dealt_ids(7)
    assert sum(seven.values()) == sum(deck_cards(content).values())  # 7-8 use everything
    assert {content.cards[c].players for c in seven} == {"all", "4+", "7+"}
    # 4-6 with Mortal Reckoning leaves out the 7+ cards only.
    five_mortal = _dealt_ids(5, {"mortal": True})
    assert all(content.cards[c].players != "7+" for c in five_mortal)
    assert any(content.cards[c].set == "mortal" for c in five_mortal)
    # Allied Camps uses the 4-6 player deck.
    assert _dealt_ids(2, {"variant": "allied_camps"}) == _dealt_ids(5)


# -- cards the rulebook names do what it says ---------------------------------------------------------
def _effects(card):
    return [dict(e) for e in card.effects]


def test_rulebook_cards_have_the_effects_it_describes(content):
    cards = content.cards
    bite = cards["hidden_bite"]
    assert (bite.name, bite.type, bite.count, bite.players, bite.target) == ("Hidden Bite", "event", 1, "all", "one")
    assert _effects(bite) == [{"do": "infection_die"}]
    za = cards["zombie_apocalypse"]
    assert za.name == "Zombie Apocalypse" and za.type == "action" and za.target == "one"
    assert _effects(za) == [{"do": "kill_survivors", "n": 4}]
    run = cards["run_they_are_inside"]
    assert run.name.startswith("Run, They Are Inside") and run.type == "action"
    assert _effects(run) == [{"do": "destroy_hideout"}]  # destroys the hideout, kills no survivors
    assert cards["shotgun"].type == "reaction" and cards["shotgun"].react["do"] == "reduce_kill"
    aid = cards["first_aid"]
    assert aid.type == "reaction" and aid.react == {"do": "reduce_kill", "n": 1}
    doctor = cards["doctor"]
    assert doctor.type == "character" and doctor.power("double_reaction")["card"] == "first_aid"
    # Lynn: Zombie Apocalypse (-4) with First Aid doubled by the Doctor -> he loses only 2.
    assert za.effects[0]["n"] - 2 * aid.react["n"] == 2
    assert cards["carrier"].type == "character" and cards["carrier"].power("carrier") is not None
    assert cards["research_doctor"].type == "character" and cards["research_doctor"].power("bite_shield") is not None
    wait = cards["wait_its_not_a_bite"]
    assert wait.name.startswith("Wait, It's Not a Bite") and wait.react == {"do": "save_character"}
    assert cards["fubar"].name == "F.U.B.A.R." and cards["fubar"].react == {"do": "negate"}
    assert cards["know_it_all"].type == "character" and cards["cop"].type == "character"
    shelter = cards["emergency_shelter"]
    assert shelter.type == "hideout" and shelter.mod("infection") == 2 and shelter.mod("infection_die") == 3
    prison = cards["the_prison"]
    assert prison.type == "hideout" and prison.mod("infection") == -2
    apt = cards["apartment_building"]
    assert apt.type == "hideout" and apt.mod("survival") == 1 and apt.mod("survival_die") == 1
    assert apt.count == 6 and apt.mortal_count == 2
    none = cards["no_hideout"]
    assert none.mod("survival") == -2 and none.power("no_survival_die") is not None
    # Only Mortal Reckoning cards are marked mortal; the rulebook's named cards are core cards.
    for cid in ("hidden_bite", "zombie_apocalypse", "run_they_are_inside", "shotgun", "first_aid", "doctor",
                "carrier", "research_doctor", "wait_its_not_a_bite", "fubar", "know_it_all", "cop",
                "emergency_shelter", "the_prison"):
        assert cards[cid].set == "core", cid


def test_dice_are_as_the_rulebook_gives_them():
    def faces(die):
        return sorted(f for f, _ in DICE[die])

    assert faces("base") == sorted(["1", "1", "2", "2", "3", "blank"])
    assert faces("survival") == sorted(["1", "1", "2", "2", "3", "survival"])
    assert faces("infection") == sorted(["1", "2", "3", "3", "infection", "infection"])
    for die in DICE.values():
        for face, value in die:
            assert value == (int(face) if face.isdigit() else 0)


def test_chips_follow_the_rulebook(content):
    chips = content.chips
    assert sum(chips["core"].values()) == 85  # 85 Survivor/Zombie chips in the core box
    assert chips["start_per_camp"] == 10 and chips["flip_tens"] == 1 and chips["flip_fives"] == 3
    assert chips["base_players"] == 6 and chips["mortal_base_players"] == 8
    assert chips["flip_per_missing_player"] == {"tens": chips["flip_tens"], "fives": chips["flip_fives"]}
    # Enough 10 chips for every camp and 5 chips for the worst flip.
    assert chips["core"][10] >= 6 and chips["core"][5] >= 3 * 4
    assert chips["core"][10] + chips["mortal"][10] >= 8 and chips["core"][5] + chips["mortal"][5] >= 3 * 6


def test_strain_faces_are_the_printed_text(content):
    text = RULEBOOK.read_text(encoding="utf-8")
    printed = dict(re.findall(r"^\s*•\s*(Bioengineered|Ghouls|Returned Dead|Runners|Walkers|Saprophytes): (.+)$",
                              text, flags=re.M))
    assert len(printed) == 6
    assert set(content.strains) == set(STRAINS)
    for sid, strain in content.strains.items():
        assert strain.zombie_text == printed[strain.name].strip(), sid
        assert strain.setup_text and strain.play_text


def test_card_text_matches_the_numbers_in_the_effects(content):
    """What a player reads on the card says the same number the engine uses."""
    words = {"kill_survivors": r"Kill {n} survivor", "gain_survivors": r"takes {n} survivor",
             "steal_survivors": r"Move {n} survivor", "move_survivors": r"Move {n} survivor",
             "lose_survivors": r"{n} survivor", "discard_random": r"discards {n} random",
             "kill_character": r"Kill {n} character"}
    for cid in content.deck_ids:
        card = content.cards[cid]
        for eff in card.effects:
            if eff["do"] in words:
                pattern = words[eff["do"]].format(n=eff["n"])
                assert pattern.lower() in card.text.lower(), (cid, pattern, card.text)
        if card.type == "reaction" and card.react["do"] == "reduce_kill":
            assert f"{card.react['n']} fewer" in card.text, cid
        for key, value in card.mods.items():
            label = key.replace("_die", " Die").capitalize().replace("die", "Die")
            assert f"{label} {value:+d}" in card.text, (cid, key, value, card.text)


def test_content_md_documents_the_whole_vocabulary():
    doc = CONTENT_MD.read_text(encoding="utf-8")
    for name in list(C.EFFECTS) + list(C.REACTS):
        assert f'do="{name}"' in doc, name
    for name in C.POWERS:
        assert f'kind="{name}"' in doc, name


# -- provenance comments ------------------------------------------------------------------------------
def _card_blocks(path: Path):
    """(card id, comment lines directly above its [[card]] header) for every card in the file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for i, line in enumerate(lines):
        if line.strip() != "[[card]]":
            continue
        comments = []
        j = i - 1
        while j >= 0 and lines[j].startswith("#"):
            comments.insert(0, lines[j])
            j -= 1
        cid = None
        for k in range(i + 1, min(i + 5, len(lines))):
            m = re.match(r'id\s*=\s*"([^"]+)"', lines[k])
            if m:
                cid = m.group(1)
                break
        out.append((cid, comments))
    return out


@pytest.mark.parametrize("name", ["cards.toml", "camp.toml"])
def test_every_card_has_a_designed_or_rulebook_comment_above_it(content, name):
    blocks = _card_blocks(DATA / name)
    assert blocks
    assert all(cid in content.cards for cid, _ in blocks)
    missing = [cid for cid, comments in blocks
               if not any(c.startswith("# designed:") or c.startswith("# rulebook:") for c in comments)]
    assert missing == []


def test_cards_marked_rulebook_are_named_in_the_rulebook(content):
    def norm(s):
        return re.sub(r"[^a-z0-9 ]", "", s.lower().replace("-", " "))

    text = norm(RULEBOOK.read_text(encoding="utf-8"))
    for name in ("cards.toml", "camp.toml"):
        for cid, comments in _card_blocks(DATA / name):
            if any(c.startswith("# rulebook:") for c in comments):
                assert norm(content.cards[cid].name) in text, cid
            else:
                assert all(c.startswith("# ") or c == "#" for c in comments)


def test_every_strain_has_designed_comments_for_its_designed_parts():
    text = (DATA / "strains.toml").read_text(encoding="utf-8")
    blocks = text.split("[[strain]]")[1:]
    assert len(blocks) == 6
    headers = text.split("[[strain]]")
    for k in range(6):
        above = [l for l in headers[k].splitlines() if l.startswith("#")]
        assert any(l.startswith("# designed:") for l in above[-6:]), k


# -- content errors name the file, the key and the line -----------------------------------------------
def broken_copy(tmp_path, name, edit):
    """A copy of the data folder with `edit(text) -> text` applied to one file."""
    folder = tmp_path / f"data_{name.replace('.', '_')}_{len(list(tmp_path.iterdir()))}"
    shutil.copytree(DATA, folder)
    path = folder / name
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    return folder, path


def line_of(path, needle):
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(needle)


def id_line(path, cid):
    return line_of(path, f'id = "{cid}"')


def key_line(path, cid, key=None):
    """The line of `key` in the [[...]] table whose id is `cid` (its header line when key is None)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    k = id_line(path, cid) - 1
    header = max(i for i in range(k) if lines[i].startswith("[["))
    if key is None:
        return header + 1
    end = next((i for i in range(k, len(lines)) if lines[i].startswith("[[")), len(lines))
    return next(i + 1 for i in range(header, end) if lines[i].startswith(f"{key} ="))


def load_error(folder) -> DataFileError:
    try:
        load_content(str(folder))
    except DataFileError as exc:
        return exc
    raise AssertionError("the broken content loaded")


def _nth_card_index(path, cid):
    ids = [c for c, _ in _card_blocks(path)]
    return ids.index(cid)


def test_an_unchanged_copy_loads(tmp_path):
    folder = tmp_path / "copy"
    shutil.copytree(DATA, folder)
    copy = load_content(str(folder))
    assert copy.deck_ids == load_content().deck_ids


def test_unknown_effect_names_file_key_and_line(tmp_path):
    folder, path = broken_copy(tmp_path, "cards.toml",
                               lambda t: t.replace('effects = [{ do = "kill_survivors", n = 4 }]',
                                                   'effects = [{ do = "explode", n = 4 }]', 1))
    err = load_error(folder)
    i = _nth_card_index(path, "zombie_apocalypse")
    assert err.path == str(path)
    assert f"card[{i}].effects[0]" in err.where
    assert re.search(r"line %d\b" % key_line(path, "zombie_apocalypse", "effects"), err.where), err.where
    assert "explode" in err.problem and "kill_survivors" in err.problem
    assert str(path) in str(err)


def test_toml_syntax_error_names_the_line(tmp_path):
    def edit(text):
        lines = text.splitlines()
        k = next(i for i, l in enumerate(lines) if l.startswith('name = "Bitten"'))
        lines[k] = 'name = "Bitten'
        return "\n".join(lines) + "\n"

    folder, path = broken_copy(tmp_path, "cards.toml", edit)
    err = load_error(folder)
    assert err.path == str(path)
    assert "TOML" in err.problem
    assert re.search(r"line %d\b" % line_of(path, 'name = "Bitten'), err.where), err.where


# The line named is the key's own line, or the card's [[card]] header when the key is missing.
@pytest.mark.parametrize("case,old,new,key,line_key,words", [
    ("missing_name", 'name = "Overrun"\n', "", "card[{i}].name", None, "missing key 'name'"),
    ("bad_count", 'id = "overrun"\nname = "Overrun"\ntype = "action"\ncount = 3',
     'id = "overrun"\nname = "Overrun"\ntype = "action"\ncount = "three"', "card[{i}].count", "count",
     "whole number"),
    ("bad_type", 'id = "overrun"\nname = "Overrun"\ntype = "action"', 'id = "overrun"\nname = "Overrun"\ntype = "spell"',
     "card[{i}].type", "type", "spell"),
    ("bad_players", 'id = "overrun"\nname = "Overrun"\ntype = "action"\ncount = 3\nplayers = "all"',
     'id = "overrun"\nname = "Overrun"\ntype = "action"\ncount = 3\nplayers = "5+"', "card[{i}].players", "players",
     "5+"),
    ("no_target", 'text = "Kill 3 survivors in the target camp."\ntarget = "one"',
     'text = "Kill 3 survivors in the target camp."\ntarget = "everyone"', "card[{i}].target", "target", "everyone"),
    ("missing_n", 'effects = [{ do = "kill_survivors", n = 3 }]', 'effects = [{ do = "kill_survivors" }]',
     "card[{i}].effects[0]", "effects", "missing key 'n'"),
])
def test_card_errors_name_file_key_and_line(tmp_path, case, old, new, key, line_key, words):
    assert old in (DATA / "cards.toml").read_text()
    folder, path = broken_copy(tmp_path, "cards.toml", lambda t: t.replace(old, new, 1))
    err = load_error(folder)
    i = _nth_card_index(path, "overrun")
    assert err.path == str(path)
    assert err.where.startswith(key.format(i=i)), err.where
    assert re.search(r"line %d\b" % key_line(path, "overrun", line_key), err.where), err.where
    assert words in err.problem, err.problem


def test_duplicate_card_id_is_named(tmp_path):
    folder, path = broken_copy(tmp_path, "cards.toml", lambda t: t.replace('id = "overrun"', 'id = "bitten"', 1))
    err = load_error(folder)
    assert err.path == str(path) and "duplicate" in err.problem and "bitten" in err.problem
    assert "line" in err.where


def test_bad_mod_key_in_camp_toml(tmp_path):
    folder, path = broken_copy(tmp_path, "camp.toml",
                               lambda t: t.replace("mods = { survival = 1, survival_die = 1, infection = 1 }",
                                                   "mods = { survival = 1, luck = 1 }", 1))
    err = load_error(folder)
    assert err.path == str(path)
    assert "mods.luck" in err.where
    assert re.search(r"line %d\b" % key_line(path, "apartment_building", "mods"), err.where), err.where


def test_bad_strain_setup_names_the_strain_and_line(tmp_path):
    folder, path = broken_copy(tmp_path, "strains.toml",
                               lambda t: t.replace('setup = { extra_zombie_chips = 0, hidden_bite = "anywhere" }',
                                                   'setup = { extra_zombie_chips = 0, hidden_bite = "on top" }', 1))
    err = load_error(folder)
    assert err.path == str(path)
    assert "strain[3].setup.hidden_bite" in err.where
    assert re.search(r"line %d\b" % key_line(path, "runners", "setup"), err.where), err.where


def test_missing_chip_setup_is_named(tmp_path):
    folder, path = broken_copy(tmp_path, "chips.toml", lambda t: t.replace("flip_fives = 3\n", "", 1))
    err = load_error(folder)
    assert err.path == str(path) and "setup.flip_fives" in err.where


def test_a_deck_without_the_hidden_bite_is_refused(tmp_path):
    folder, path = broken_copy(tmp_path, "cards.toml", lambda t: t.replace('id = "hidden_bite"', 'id = "old_bite"', 1))
    err = load_error(folder)
    assert err.path == str(path) and "Hidden Bite" in err.problem


def test_a_missing_file_is_named(tmp_path):
    folder = tmp_path / "partial"
    shutil.copytree(DATA, folder)
    (folder / "chips.toml").unlink()
    err = load_error(folder)
    assert err.path == str(folder / "chips.toml") and "does not exist" in err.problem


def test_every_card_and_strain_has_a_vendored_picture(content):
    from game.core import paths

    for item in [*content.cards.values(), *content.strains.values()]:
        assert item.icon, f"{item.id} has no icon"
        assert (paths.ICONS / f"{item.icon}.svg").is_file(), item.icon


@pytest.mark.parametrize("file,cid,header", [("cards.toml", "overrun", "card"), ("strains.toml", "runners", "strain")])
def test_an_icon_that_is_not_vendored_names_file_key_and_line(tmp_path, file, cid, header):
    old = {"overrun": 'icon = "death-skull"', "runners": 'icon = "sprint"'}[cid]
    assert old in (DATA / file).read_text()
    folder, path = broken_copy(tmp_path, file, lambda t: t.replace(old, 'icon = "no-such-picture"', 1))
    err = load_error(folder)
    assert err.path == str(path)
    assert re.match(r"%s\[\d+\]\.icon" % header, err.where), err.where
    assert re.search(r"line %d\b" % key_line(path, cid, "icon"), err.where), err.where
    assert "no-such-picture" in err.problem and "vendor" in err.problem
