"""The Thing's content: both card lists whole, the encounters, characters and tasks the rulebook fixes; a
broken file is refused naming the file, the key and the line (more broken copies in
tests/hostile/content/the_thing, run by tests/hostile)."""
from __future__ import annotations

import shutil
from collections import Counter

import pytest

from game.core.errors import DataFileError
from game.core.paths import game_data
from game.games.the_thing.content import load_content

C = load_content()


def _count(**match) -> int:
    return sum(c["count"] for c in C.cards.values() if all(c[k] == v for k, v in match.items()))


def test_both_card_lists_are_whole():
    base = Counter()
    for c in C.cards.values():
        if not c["expansion"]:
            base[c["deck"]] += c["count"]
    assert (base["outpost1"], base["outpost2"], base["outpost3"]) == (28, 20, 18)  # the 66 Outpost cards
    assert base["thing1"] + base["thing2"] + base["thing3"] == 47 and base["thing1"] == 29
    assert _count(kind="flamethrower") == 0 and _count(name="Flamethrower") == 9  # 7 + 2 of the expansion
    assert _count(deck="suspicion", kind="suspicion") == 4 and _count(kind="suspicion_thing") == 1
    assert _count(deck="action") == 8
    assert _count(kind="multi_thing") == 3 and _count(kind="multi_human") == 4
    assert _count(kind="human", deck="thing1") == 3 and _count(kind="infected", deck="thing1") == 4
    exp = sum(c["count"] for c in C.cards.values() if c["expansion"] and c["deck"].startswith("outpost")
              or c["deck"] == "suspicion")
    assert exp == 27


def test_the_faq_cards():
    assert C.cards["cheating"]["kind"] == "cancel"
    assert C.cards["longjohns"]["kind"] == "longjohns" and C.cards["morphine"]["kind"] == "sedate"
    assert C.cards["uhhsss"]["needs"] == "biology" and C.cards["different"]["needs"] == "tough"


def test_characters_and_tasks_as_the_rulebook_gives_them():
    ch = C.characters
    assert len(ch) == 12
    assert {c for c in ch if "tough" in ch[c]["skills"]} == {"macready", "clark", "childs"}
    assert {c for c in ch if ch[c]["thingout"]} == {"blair", "norris", "bennings"}
    assert "pilot" in ch["palmer"]["skills"] and "pilot" in ch["macready"]["skills"]
    assert "mechanic" in ch["childs"]["skills"]
    for c in ("windows", "norris", "macready"):
        assert not {"meteorology", "biology"} & set(ch[c]["skills"])
    assert set(C.tasks["helicopter"]["skills"]) == {"mechanic", "pilot"} and C.tasks["bulldozer"]["crew_max"] == 3


def test_sixteen_encounters_and_one_of_the_expansion():
    encs = C.encounters.values()
    assert sum(not e["expansion"] for e in encs) == 16 and sum(e["expansion"] for e in encs) == 1
    events = {e["id"] for e in encs if e["kind"] == "event"}
    assert events == {"antarctica", "berserk", "trust", "man_in_charge", "cuts_loose", "fuse"}
    assert [e["id"] for e in sorted((e for e in encs if e["act"] == 1), key=lambda e: e["order"])][0] == "antarctica"


def _broken(tmp_path, stem: str, old: str, new: str) -> DataFileError:
    """Load a copy of the content with one change in one file; the error it gives."""
    folder = tmp_path / "the_thing"
    shutil.copytree(game_data("the_thing"), folder)
    text = (folder / f"{stem}.toml").read_text(encoding="utf-8")
    (folder / f"{stem}.toml").write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_content(str(folder))
    return err.value


def test_a_broken_file_names_the_file_key_and_line(tmp_path):
    err = _broken(tmp_path, "tasks", "difficulty = 6", 'difficulty = "six"')
    text = (game_data("the_thing") / "tasks.toml").read_text(encoding="utf-8")
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "difficulty = 6" in l)
    assert err.where == f"tasks[2].difficulty, line {line}" and "whole number" in err.problem


def test_a_cross_file_mistake_is_refused(tmp_path):
    err = _broken(tmp_path, "setup", '"fossil"', '"fossils"')
    assert "unknown card 'fossils'" in err.problem and "remove_cards[0]" in err.where


def _leaves(data, path=()):
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(data, list) and data and all(isinstance(v, dict) for v in data):
        for i, v in enumerate(data):
            yield from _leaves(v, path + (i,))
    else:
        yield path, data


def test_content_the_loader_accepts_plays_to_the_end(tmp_path):
    """One changed value in one file: the loader refuses it (DataFileError) or the engine plays whole games
    with it at 2, 3, 5 and 6 seats (until the game is playable the hostile suite's simulate skips it)."""
    import random

    import tomlkit

    from game.core import content as core_content
    from game.core.content import tomllib
    from game.core.rng import Rng
    from game.games.the_thing.rules import RULES
    rng = random.Random(3)
    stems = sorted(p.stem for p in game_data("the_thing").glob("*.toml"))
    played = 0
    for trial in range(40):
        stem = rng.choice(stems)
        doc = tomllib.loads((game_data("the_thing") / f"{stem}.toml").read_text(encoding="utf-8"))
        path, value = rng.choice(list(_leaves(doc)))
        node = doc
        for p in path[:-1]:
            node = node[p]
        if isinstance(value, bool):
            node[path[-1]] = not value
        elif isinstance(value, int):
            node[path[-1]] = rng.choice([0, 1, 2, 6, 12, value + 1])
        else:
            del node[path[-1]]
        folder = tmp_path / f"case{trial}"
        shutil.copytree(game_data("the_thing"), folder)
        (folder / f"{stem}.toml").write_text(tomlkit.dumps(doc), encoding="utf-8")
        try:
            load_content(str(folder))
        except DataFileError:
            continue
        core_content.use_override("the_thing", folder)
        try:
            for seats in (2, 3, 5, 6):
                s, r, n = RULES.new_game(trial, seats), Rng(trial), 0
                while RULES.result(s) is None:
                    legal = RULES.legal_actions(s)
                    RULES.apply(s, legal[r.randbelow(len(legal))])
                    n += 1
                    assert n < 6000, f"{stem} {path}: no end"
            played += 1
        finally:
            core_content.use_override("the_thing", None)
    assert played > 10
