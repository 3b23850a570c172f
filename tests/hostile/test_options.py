"""Records, step logs and saves holding options their game does not have (tests/hostile/records/option_*,
step_option_* and tests/hostile/saves/options--*, written by tools/make_hostile_corpus.py and
tools/make_hostile_saves.py from each game's real save): a variant the game lacks, one in full-width or
zero-width look-alike letters, an unknown key, a value of the wrong type or outside the choices, each with
and without the state hash. Every reader (the replay command, records.load / replay, Timeline.open,
step_log.replay, the Load list, Continue, Session.open) refuses them naming the file and options.KEY, never
the state hash; and the engines' new_game refuse them too.
"""
from __future__ import annotations

import json
import shutil

import pytest

from game.__main__ import main
from game.core import paths, records, saves, step_log
from game.core.errors import DataFileError
from game.core.options_check import OptionError
from game.core.replay_timeline import Timeline
from game.core.session import Session
from game.games import get_rules

from .conftest import GOOD_SAVES, HERE, TALLY, family, no_crash_reports

RECORDS = sorted(p for p in (HERE / "records").glob("*.json*") if family(p).startswith(("option_", "step_option_")))
SAVE_MANIFEST = json.loads((HERE / "saves" / "MANIFEST.json").read_text())
SAVE_FILES = sorted(n for n, e in SAVE_MANIFEST.items() if e["family"] == "options")


def doc(path) -> dict:
    """The record, or a step log's first line."""
    text = path.read_text(encoding="utf-8")
    return json.loads(text.splitlines()[0] if path.suffix == ".jsonl" else text)


def bad_key(path) -> str:
    """The one option the file holds (the good saves it was made from hold none): what the message must name."""
    (key,) = doc(path)["options"]
    return f"options.{key}"


def test_the_option_corpus_covers_every_game_and_case():
    games = {doc(p)["game"] for p in RECORDS}
    assert games == set(GOOD_SAVES) == {"zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing"}
    cases = {family(p).replace("step_", "") for p in RECORDS}
    assert {"option_variant", "option_fullwidth", "option_zerowidth", "option_unknown_key", "option_wrong_type",
            "option_bad_value"} <= cases
    with_hash = [p for p in RECORDS if p.suffix == ".json" and "state_hash" in json.loads(p.read_text())]
    assert 0 < len(with_hash) < len([p for p in RECORDS if p.suffix == ".json"])
    assert {SAVE_MANIFEST[n]["expect"] for n in SAVE_FILES} == {"refused"} and len(SAVE_FILES) >= 50
    assert any("hash" in n and "no-hash" not in n for n in SAVE_FILES) and any("no-hash" in n for n in SAVE_FILES)


@pytest.mark.parametrize("case", RECORDS, ids=lambda p: p.name)
def test_a_record_or_step_log_with_bad_options_names_them(case, home, capsys):
    before = case.read_bytes()
    where = ("line 1, " if case.suffix == ".jsonl" else "") + bad_key(case)
    rc = main(["replay", str(case)])
    out = capsys.readouterr()
    assert rc == 1, out
    assert out.err.startswith(f"replay: {case} ({where}): "), out.err
    assert "does not match" not in out.err and "hash" not in out.err and "Traceback" not in out.err
    assert no_crash_reports(home)
    if case.suffix == ".jsonl":
        with pytest.raises(DataFileError) as err:
            step_log.replay(case)
        assert err.value.where == where
    else:
        with pytest.raises(DataFileError) as err:
            records.load(case)
        assert err.value.where == where and err.value.path == str(case)
        with pytest.raises(DataFileError) as err:  # a record read past `load` (a caller's own JSON)
            records.replay(json.loads(case.read_text(encoding="utf-8")), path=case)
        assert err.value.where == where
        with pytest.raises(DataFileError) as err:
            Timeline.open(case)
        assert err.value.where == where
        assert main(["replay", str(case), "--jump-back", "3"]) == 1
        assert f"({where})" in capsys.readouterr().err
    assert case.read_bytes() == before
    TALLY["options: record and step files"] += 1


@pytest.mark.parametrize("name", SAVE_FILES)
def test_a_save_with_bad_options_is_refused_by_name(name, home):
    entry = SAVE_MANIFEST[name]
    path = paths.saves_dir() / name
    shutil.copyfile(HERE / "saves" / name, path)
    before = path.read_bytes()
    info = saves.inspect(path)  # the Load list names the option at once, before the game is opened
    assert not info.usable and info.problem.startswith(f"{entry['names']}: "), info.problem
    with pytest.raises(DataFileError) as err:
        Session.open(path)
    assert err.value.where == entry["names"] and err.value.path == str(path)
    assert "hash" not in err.value.problem
    assert path.read_bytes() == before
    TALLY["options: save files"] += 1


def test_continue_passes_over_an_autosave_with_bad_options(home):
    """The newest autosave holds an unknown option: Continue offers the older good one, not the broken one."""
    folder = paths.saves_dir()
    good = folder / "autosave-zombie-20260101-000000.json"
    shutil.copyfile(GOOD_SAVES["zombie"], good)
    rec = json.loads(GOOD_SAVES["zombie"].read_text())
    rec["meta"]["finished"] = False
    good.write_text(json.dumps(rec))
    bad = folder / "autosave-zombie-20260102-000000.json"
    bad.write_text(json.dumps(dict(rec, options={"variant": "ｓｔａｎｄａｒｄ"})))
    found = [i.path for i in saves.continuable()]
    assert bad not in found and good in found
    TALLY["options: save files"] += 1


def _engine_cases():
    """(game, options, key) of every record file of the corpus: the same options, straight to the engine."""
    out = []
    for p in RECORDS:
        if p.suffix == ".json":
            rec = json.loads(p.read_text(encoding="utf-8"))
            out.append(pytest.param(rec["game"], rec["options"], bad_key(p)[len("options."):], id=p.stem))
    return out


@pytest.mark.parametrize("game,options,key", _engine_cases())
def test_the_engines_refuse_bad_options_themselves(game, options, key):
    rules = get_rules(game)
    with pytest.raises(OptionError) as err:
        rules.new_game(1, rules.info.min_seats + 1, options)
    assert err.value.key == key and str(err.value).startswith(f"options.{key}: ")
    TALLY["options: engine calls"] += 1
