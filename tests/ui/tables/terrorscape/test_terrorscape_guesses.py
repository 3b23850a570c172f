"""The Killer's guess markers (the rulebook's assistance tokens and repair progress guesses): its own notes on its
own board. Dragged from the Main Exit to a location, clicked and put down, right-clicked back to the tray; the
repair guesses count up and down on their repair locations. Seen only on the Killer's side of the hand-off (the
Survivors' pixels do not change with them), kept across hand-offs and in the save; a hostile save's notes are
named and dropped."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import seat_agent  # noqa: E402
from game.core.seat_notes import MAX_MARKERS, check_seat_notes  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.ui.tables.terrorscape.opening import open_terrorscape  # noqa: E402

from ...table_input import DT, click, drag, post  # noqa: E402
from .test_terrorscape_table import screen_pixels  # noqa: E402

KILLER_HUMAN = [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}]


@pytest.fixture
def app(table_app):
    table_app.settings.guides_shown = [*table_app.settings.guides_shown, "terrorscape"]
    table_app.settings.dice_animation = False
    table_app.settings.ai_pace = "slow"
    return table_app


def killer_table(app, seed=3):
    table = open_terrorscape(app, KILLER_HUMAN, {}, seed, autosave=False)
    app.run_frames(3, DT)
    table.skip_animations()
    assert table.view["side"] == "killer"
    return table


def centre(table, mid):
    c = table.notes.rects()[mid][0]
    return (round(c[0]), round(c[1]))


def right_click(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=3, touch=False)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=3, touch=False)
    app.step(DT)


def test_the_killer_has_two_assistance_tokens_per_survivor_at_the_main_exit_and_two_repair_guesses(app):
    table = killer_table(app)
    markers = table.notes.markers()
    chars = [s["char"] for s in table.view["survivors"]]
    exit_code = table.geo.board.with_kind("main_exit")[0]
    assert sorted(m for m in markers if m.count(".") == 2) == sorted(f"guess.{c}.{i}" for c in chars for i in (0, 1))
    assert all(markers[f"guess.{c}.0"]["at"] == exit_code for c in chars)
    assert markers["guess.radio"]["at"] == table.geo.board.with_kind("radio")[0] and markers["guess.radio"]["n"] == 0


def test_a_guess_is_dragged_to_a_location_and_right_clicked_back_to_the_tray(app):
    table = killer_table(app)
    char = table.view["survivors"][0]["char"]
    mid = f"guess.{char}.0"
    target = "B3" if "B3" in table.geo.loc_rect else table.geo.board.codes[3]
    r = table.geo.loc_rect[target]
    drag(app, centre(table, mid), (r.x + r.w // 3, r.y + r.h // 3))
    assert table.notes.markers()[mid]["at"] == target
    assert table.session.notes_of(0) and {"id": mid, "at": target, "n": 0} in table.session.notes_of(0)
    right_click(app, centre(table, mid))
    assert table.notes.markers()[mid]["at"] == ""
    # the click alternative: click the marker (held), then the place
    click(app, centre(table, mid))
    assert table.notes.held == mid
    r = table.geo.loc_rect[table.geo.board.codes[0]]
    click(app, (r.x + r.w // 3, r.y + r.h // 3))
    assert table.notes.markers()[mid]["at"] == table.geo.board.codes[0] and table.notes.held is None


def test_the_repair_guesses_count_up_on_a_click_and_down_on_a_right_click(app):
    table = killer_table(app)
    for _ in range(3):
        click(app, centre(table, "guess.vehicle"))
    assert table.notes.markers()["guess.vehicle"]["n"] == 3
    right_click(app, centre(table, "guess.vehicle"))
    assert table.notes.markers()["guess.vehicle"]["n"] == 2
    for _ in range(4):  # past the top (6): back to 0
        click(app, centre(table, "guess.vehicle"))
    assert table.notes.markers()["guess.vehicle"]["n"] == 6
    click(app, centre(table, "guess.vehicle"))
    assert table.notes.markers()["guess.vehicle"]["n"] == 0


def test_the_survivors_never_see_the_killers_guesses(app):
    """Two humans on one screen: on the Survivors' side the Killer's markers are not drawn (the pixels stay the
    same whatever the Killer noted), and they are still there when the Killer comes back."""
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "human", "name": "Sam"}], {}, 3,
                             autosave=False)
    s = table.session
    s.screen_seat = 1
    table.refresh()
    assert table.view["side"] == "survivors" and table.notes.rects() == {}

    def frame():
        return screen_pixels(app, table)

    before = frame()
    s.set_notes(0, [{"id": "guess.evelyn.0", "at": "B3", "n": 0}, {"id": "guess.radio", "at": "R1", "n": 4}])
    assert frame() == before
    s.screen_seat = 0
    table.refresh()
    assert table.notes.markers()["guess.radio"]["n"] == 4


def test_the_guesses_are_kept_in_the_save(app, tmp_path):
    table = killer_table(app)
    s = table.session
    char = table.view["survivors"][1]["char"]
    s.set_notes(0, [{"id": f"guess.{char}.1", "at": "G1", "n": 0}, {"id": "guess.radio", "at": "R1", "n": 2}])
    path = s.save(tmp_path / "g.json")
    again = Session.open(path, seat_agent=seat_agent)
    assert again.seat_notes == {0: s.seat_notes[0]} and not again.load_notes
    assert again.notes_of(1) == []


def test_hostile_seat_notes_in_a_save_are_named_and_dropped():
    good = {"id": "guess.roy.0", "at": "G1", "n": 0}
    cases = {
        "not an object": ([1, 2], "meta.seat_notes is"),
        "no such seat": ({"7": [good]}, "no seat '7'"),
        "seat key not a number": ({"killer": [good]}, "no seat 'killer'"),
        "not a list": ({"0": {"id": "x"}}, "not a list"),
        "marker not an object": ({"0": ["G1"]}, "not an object"),
        "bad id": ({"0": [{"id": "../../etc", "at": "G1"}]}, ".id is"),
        "bad place": ({"0": [{"id": "guess.roy.0", "at": {"x": 1}}]}, "back to its tray"),
        "bad count": ({"0": [{"id": "guess.radio", "at": "R1", "n": True}]}, "it counts 0"),
        "twice": ({"0": [good, good]}, "comes twice"),
        "too many": ({"0": [{"id": f"m{i}", "at": ""} for i in range(MAX_MARKERS + 5)]}, "only the first"),
    }
    for name, (raw, said) in cases.items():
        kept, notes = check_seat_notes(raw, 2)
        assert any(said in n for n in notes), (name, notes)
        assert all(len(v) <= MAX_MARKERS for v in kept.values())
    kept, notes = check_seat_notes({"0": [good, {"id": "guess.radio", "at": "R1", "n": 500}]}, 2)
    assert kept == {0: [good, {"id": "guess.radio", "at": "R1", "n": 0}]} and len(notes) == 1


def test_a_hostile_save_still_opens_with_its_notes_named(app, tmp_path):
    import json

    table = killer_table(app)
    path = table.session.save(tmp_path / "g.json")
    rec = json.loads(path.read_text())
    rec["meta"]["seat_notes"] = {"0": [{"id": "guess.evelyn.0", "at": "NOWHERE", "n": 0}, "junk"]}
    path.write_text(json.dumps(rec))
    s = Session.open(path, seat_agent=seat_agent)
    assert any("seat_notes['0'][1]" in n for n in s.load_notes)
    table2 = open_terrorscape(app, KILLER_HUMAN, {}, 3, autosave=False)
    table2.session.seat_notes = s.seat_notes
    table2.refresh()
    assert table2.notes.markers()["guess.evelyn.0"]["at"] == ""  # a place the map lacks: back in the tray
