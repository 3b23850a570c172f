"""Saves and seats without a window: autosaves per game, saves that never overwrite
each other, a save's meta checked field by field, seat names, the hand-off before the first human."""
from __future__ import annotations

import json

import pytest

from game.ai import seat_agent
from game.core import paths, saves
from game.core.errors import DataFileError
from game.core.session import Session, newest_autosave
from game.core.session_meta import check_meta

ONE_HUMAN = [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Ash"}, {"kind": "ai", "name": "Silas"}]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DREADBOARD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def play(session: Session, steps: int) -> Session:
    for _ in range(steps):
        if session.over:
            break
        seat = session.deciding_seat()
        if session.seats[seat].kind == "ai":
            session.ai_step()
        else:
            session.apply(session.legal()[0], seat)
    return session


def test_each_game_keeps_its_own_autosave(home):
    zombie = play(Session("zombie", ONE_HUMAN, {}, 3, seat_agent=seat_agent), 10)
    z_path = zombie.autosave()
    z_bytes = z_path.read_bytes()
    creek = play(Session("crimson_creek", ONE_HUMAN + [{"kind": "ai"}], {}, 4, seat_agent=seat_agent), 10)
    c_path = creek.autosave()
    assert z_path != c_path and z_path.read_bytes() == z_bytes  # starting Crimson Creek kept the Zombie game
    assert newest_autosave() in (z_path, c_path)
    assert {i.game for i in saves.continuable()} == {"zombie", "crimson_creek"}
    play(zombie, 5)
    assert zombie.autosave() == z_path  # a game goes on writing its own file


def test_two_saves_in_the_same_second_never_overwrite_each_other(home):
    s = play(Session("zombie", ONE_HUMAN, {}, 5, seat_agent=seat_agent), 8)
    first = s.save(name="Before the horde")
    play(s, 4)
    second = s.save(name="Before the horde")
    third = s.save()
    fourth = s.save()
    assert len({first, second, third, fourth}) == 4
    listed = {i.path: i for i in saves.scan()}
    assert listed[first].name == "Before the horde" and listed[second].turn is not None
    assert json.loads(first.read_text())["actions"] != json.loads(second.read_text())["actions"]


def test_a_new_game_retires_finished_autosaves_first_and_never_silently_an_unfinished_one(home):
    made = []
    for seed in range(4):
        s = play(Session("zombie", ONE_HUMAN, {}, seed, seat_agent=seat_agent), 3)
        made.append(s.autosave())
    finished = json.loads(made[1].read_text())
    finished["meta"]["finished"] = True
    made[1].write_text(json.dumps(finished))
    plan = saves.retire_plan("zombie")  # four kept, one new game coming: two must go
    assert [i.path for i in plan][0] == made[1]  # the finished one first
    unfinished = [i for i in plan if not i.finished]
    assert unfinished and unfinished[0].path == made[0]  # then the oldest unfinished (the UI asks first)
    kept = saves.keep_as_save(unfinished[0])
    assert kept.exists() and not made[0].exists() and not kept.name.startswith(saves.AUTOSAVE_PREFIX)
    saves.retire([plan[0]])
    assert not made[1].exists() and len(saves.autosaves("zombie")) == 2


def test_a_human_seat_is_named_as_a_human(home):
    s = Session("zombie", [{"kind": "human", "name": "Mara (AI)"}, {"kind": "ai", "name": "Ash (AI) (AI)"},
                           {"kind": "ai", "name": ""}], {}, 1, seat_agent=seat_agent)
    assert [x.name for x in s.seats] == ["Mara", "Ash", "AI 3"]


def test_with_two_humans_the_screen_shows_nobody_until_the_first_hand_off(home):
    s = Session("zombie", [{"kind": "human"}, {"kind": "human"}, {"kind": "ai"}], {}, 2, seat_agent=seat_agent)
    assert s.screen_seat is None and s.view_for_screen()["hand"] is None
    play(s, 40)
    if not s.over and s.seats[s.deciding_seat()].kind == "human":
        assert s.needs_handoff()
    single = Session("zombie", ONE_HUMAN, {}, 2, seat_agent=seat_agent)
    assert single.screen_seat == 0


@pytest.mark.parametrize("meta, field", [
    ({"screen_seat": 99}, "meta.screen_seat"), ({"screen_seat": "x"}, "meta.screen_seat"),
    ({"screen_seat": 0.5}, "meta.screen_seat"), ({"screen_seat": -1}, "meta.screen_seat"),
    ({"screen_seat": True}, "meta.screen_seat"),
    ({"screen_seat": 1, "seats": [{"kind": "human"}, {"kind": "ai"}, {"kind": "ai"}]}, "meta.screen_seat"),
    ({"seats": [{"kind": "human"}]}, "meta.seats has 1 entries for 3"),
    ({"seats": [{"kind": "human"}, {"kind": "ai", "name": "A\x00sh"}, {"kind": "ai"}]}, "meta.seats[1].name"),
    ({"seats": [{"kind": "human"}, {"kind": "ai", "name": 7}, {"kind": "ai"}]}, "meta.seats[1].name"),
    ({"seats": [{"kind": "human"}, {"kind": "ai", "name": "x" * 10_000}, {"kind": "ai"}]}, "meta.seats[1].name"),
    ({"seats": [{"kind": "human"}, {"kind": "robot"}, {"kind": "ai"}]}, "meta.seats[1].kind"),
    ("seats", "meta is"),
])
def test_every_meta_field_is_checked_and_named(meta, field):
    checked = check_meta(meta, 3)
    assert any(field in note for note in checked.notes), checked.notes
    humans = [i for i, s in enumerate(checked.seats) if s["kind"] == "human"]
    assert len(checked.seats) == 3
    assert checked.screen_seat is None or checked.screen_seat in humans
    assert all(0 < len(s["name"]) <= 24 and s["name"].isprintable() for s in checked.seats)


def test_a_hand_edited_meta_opens_with_a_message_naming_the_field(home):
    s = play(Session("zombie", ONE_HUMAN, {}, 6, seat_agent=seat_agent), 12)
    path = s.save(name="edited")
    rec = json.loads(path.read_text())
    rec["meta"]["screen_seat"] = 99
    rec["meta"]["seats"][1]["name"] = "M" * 10_000
    path.write_text(json.dumps(rec))
    loaded = Session.open(path, seat_agent)
    assert loaded.rules.hash(loaded.state) == s.rules.hash(s.state)
    assert loaded.screen_seat == 0 and len(loaded.seats[1].name) == 24
    assert any("meta.screen_seat" in n and path.name in n for n in loaded.load_notes)
    assert any("meta.seats[1].name" in n for n in loaded.load_notes)


def test_load_falls_back_to_the_backup_and_says_so(home):
    s = play(Session("zombie", ONE_HUMAN, {}, 7, seat_agent=seat_agent), 10)
    path = s.autosave()
    play(s, 6)
    s.autosave()
    path.write_text(path.read_text()[:100])
    loaded = Session.open(path, seat_agent)
    assert "backup" in loaded.load_notes[0] and loaded.autosave_path is None
    path.with_name(path.name + ".bak").write_text("{")
    with pytest.raises(DataFileError) as err:
        Session.open(path, seat_agent)
    assert str(path) in str(err.value)


def test_the_load_list_never_raises_and_skips_backups_and_temporaries(home):
    folder = paths.saves_dir()
    s = play(Session("zombie", ONE_HUMAN, {}, 8, seat_agent=seat_agent), 5)
    good = s.save(name="ok")
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "x.json.bak").write_text("{}")
    (folder / ".x.json.abc.tmp").write_text("{}")
    (folder / "notes.txt").write_text("hello")
    listed = {i.path.name: i for i in saves.scan()}
    assert set(listed) == {good.name, "deep.json"}
    assert listed[good.name].ok and "nested" in listed["deep.json"].problem


def test_continue_reads_only_the_autosaves(home, monkeypatch):
    """The main menu asks for Continue before its first frame: a player's many manual saves are not opened."""
    s = play(Session("zombie", ONE_HUMAN, {}, 5, seat_agent=seat_agent), 8)
    auto = s.autosave()
    manual = s.save(name="Kept")
    opened = []
    real_load = saves.records.load
    monkeypatch.setattr(saves.records, "load", lambda path: opened.append(path.name) or real_load(path))
    assert [i.path for i in saves.continuable()] == [auto]
    assert opened == [auto.name]
    assert {i.path for i in saves.scan()} == {auto, manual}  # the Load list still reads every save
