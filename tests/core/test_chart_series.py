"""The charts' numbers (game.core.chart_series and each game's charts.py): every value checked against the
game's raw state at that point, replayed here without the timeline; and an unfinished game charted only from
the allowed seat's view (the timeline is never moved but through view_at, a twin differing in what that seat
may not know gives the same charts, and the hidden series are left out)."""
from __future__ import annotations

from functools import lru_cache

import pytest

from game.core.chart_series import Chart, points_of, series_of
from game.core.records import make_record
from game.core.replay_timeline import ALL, HiddenView, Timeline
from game.core.rng import Rng
from game.games import game_module, get_rules
from tests.core.test_replay_timeline import random_record, record_actions, seats_meta

GAMES = ("zombie", "crimson_creek", "terrorscape", "who_goes_there", "the_thing")
SEED = 11  # games long enough to show every series move (acts, keys, infections): see test_series_move
# a game whose seed-11 random game stopped moving every chart when its rules changed (Terrorscape: nobody hurt)
OWN_SEED = {"terrorscape": 3}


@lru_cache(maxsize=None)
def record_of(game_id: str) -> dict:
    """The seeded random game of `game_id` (played once per test process: read it, never change it)."""
    return random_record(game_id, OWN_SEED.get(game_id, SEED))


def states_at(record: dict, steps: list) -> dict:
    """{step: the raw state dict after that many actions}, from one replay from the seed (not the timeline)."""
    rules = get_rules(record["game"])
    state = rules.new_game(record["seed"], record["seats"], record["options"])
    wanted, out = set(steps), {}
    actions = record_actions(record)
    for k in range(max(steps) + 1):
        if k in wanted:
            out[k] = rules.clone(state).d
        if k < len(actions):
            rules.apply(state, actions[k])
    return out


def _the_thing_kind(cid):
    from game.games.the_thing.state import kind

    return kind(cid)


# The values each chart should hold, computed from the raw state by hand: {chart title: {line label: value}}.
# `names(i)` is seat i's name. Hidden series only where everything is revealed (`full`).
def expect_zombie(d, names, full):
    return {"Survivors per camp": {names(c["owner"]): c["survivors"] for c in d["camps"]},
            "Zombies per camp and in the City Center": {"City Center": d["cc_zombies"],
                                                        **{names(c["owner"]): c["zombie_chips"] for c in d["camps"]}}}


def expect_crimson_creek(d, names, full):
    deck = d["attack"]["deck"]
    return {"Exposure": {"Exposure": d["exposure"]},
            "The Attack deck": {"Hatchets in the deck": deck.count("hatchet"),
                                "Calm nights in the deck": deck.count("calm")},
            "Klein draws near": {"Hatchets drawn": len(d["attack"]["hatchets_drawn"]),
                                 "Klein attacks at": d["attack"]["trigger"], "Attacks this Act": d["attacks"]}}


def expect_terrorscape(d, names, full):
    out = {"The Killer: " + d["killer"]["id"].replace("_", " ").title(): {"Strength": d["killer"]["strength"],
                                                                           "Level": d["killer"]["level"]},
           "The Survivors' health": {c.capitalize(): s["health"] for c, s in d["surv"].items()}}
    if full:
        out["Keys found"] = {"Keys": d["keys"]}
    return out


def expect_who_goes_there(d, names, full):
    out = {"Stamina": {names(i): p["stamina"] for i, p in enumerate(d["players"])},
           "Strikes": {names(i): p["strikes"] for i, p in enumerate(d["players"])}}
    if full:
        out["The infection"] = {"Infected players": sum(p["infected"] for p in d["players"]),
                                "Contaminated cards held": sum(p["vulnerable"].count(1) for p in d["players"])}
    return out


def expect_the_thing(d, names, full):
    out = {"Suspicion: infection cards laid": {
        "The NPCs": sum(len(r["infection"]) for r in d["chars"].values() if r["seat"] is None),
        **{names(i): len(p["infection"]) for i, p in enumerate(d["players"]) if i != 0}}}
    if full:
        out["The infection"] = {
            "NPCs infected": sum(1 for r in d["chars"].values()
                                 if r["seat"] is None and "infected" in map(_the_thing_kind, r["infection"])),
            "Players turned": sum(1 for p in d["players"] if "multi_thing" in map(_the_thing_kind, p["infection"]))}
    return out


EXPECT = {"zombie": expect_zombie, "crimson_creek": expect_crimson_creek, "terrorscape": expect_terrorscape,
          "who_goes_there": expect_who_goes_there, "the_thing": expect_the_thing}


@pytest.fixture(scope="module")
def finished():
    """One finished game of each, its timeline and its charts with everything revealed."""
    out = {}
    for game_id in GAMES:
        record = record_of(game_id)
        tl = Timeline(record)
        out[game_id] = (record, tl, series_of(tl, ALL))
    return out


def check_against_states(record, tl, charts, full: bool) -> int:
    """Every expected value equals the chart's at every point; returns how many values were compared."""
    game_id = record["game"]
    by_title = {c.title: c for c in charts}
    steps = [step for _, _, step in points_of(tl)]
    states = states_at(record, steps)
    compared = 0
    for i, step in enumerate(steps):
        expected = EXPECT[game_id](states[step], tl.seat_name, full)
        for title, lines in expected.items():
            chart = by_title[title]
            assert chart.step_of_x[i] == step
            values = {line.label: line.values[i] for line in chart.lines}
            for label, value in lines.items():
                if value is None:
                    continue
                assert values[label] == value, f"{game_id} {title} {label} at step {step}"
                compared += 1
    return compared


@pytest.mark.parametrize("game_id", GAMES)
def test_finished_series_are_the_states_at_each_turn_start(finished, game_id):
    record, tl, charts = finished[game_id]
    assert all(isinstance(c, Chart) for c in charts) and charts
    assert check_against_states(record, tl, charts, full=True) > 20
    for chart in charts:
        assert chart.step_of_x[0] == 0 and chart.step_of_x[-1] == tl.steps  # from the set-up to the end
        assert list(chart.step_of_x) == sorted(set(chart.step_of_x))
        assert [line.style for line in chart.lines] == list(range(len(chart.lines)))
        assert chart.note == "everything revealed"


@pytest.mark.parametrize("game_id", GAMES)
def test_series_move(finished, game_id):
    """The seeded games exercise what the charts show: something changes in every chart (a flat chart
    would make the comparison above prove little), and Crimson Creek's charts mark its Acts."""
    _, tl, charts = finished[game_id]
    for chart in charts:
        assert any(len(set(line.values)) > 1 for line in chart.lines), chart.title
    if game_id == "crimson_creek":
        assert [label for _, label in charts[0].sections][:2] == ["Act 1", "Act 2"]


def test_the_cursor_follows_the_steps(finished):
    _, tl, charts = finished["zombie"]
    chart = charts[0]
    assert chart.x_at(0) == 0.0 and chart.x_at(tl.steps) == len(chart.xs) - 1
    a, b = chart.step_of_x[3], chart.step_of_x[4]
    if b - a > 1:
        assert 3 < chart.x_at(a + 1) < 4
    assert chart.x_at(b) == 4


# -- an unfinished game: only the allowed seat's view ------------------------------------------------------
HUMAN = {"zombie": 0, "crimson_creek": 0, "terrorscape": 0, "who_goes_there": 1, "the_thing": 1}


def unfinished(game_id: str) -> Timeline:
    whole = record_of(game_id)
    stop = len(whole["actions"]) * 2 // 3
    kinds = ["ai"] * whole["seats"]
    kinds[HUMAN[game_id]] = "human"
    actions = whole["actions"][:stop]
    rules = get_rules(game_id)
    state = rules.new_game(whole["seed"], whole["seats"], whole["options"])
    for a in record_actions(whole)[:stop]:
        rules.apply(state, a)
    return Timeline(make_record(game_id, whole["options"], whole["seed"], whole["seats"], actions,
                                state_hash=rules.hash(state), meta=seats_meta(kinds)))


class Guarded(Timeline):
    """A timeline that fails when anything reads past the seat's view: the state, the events, the end."""

    inside = False

    def view_at(self, step, seat):
        object.__setattr__(self, "inside", True)
        try:
            return super().view_at(step, seat)
        finally:
            object.__setattr__(self, "inside", False)

    def __getattribute__(self, name):
        if name in ("events", "final", "state", "snapshots", "goto", "reveal_at", "lines_at") \
                and not object.__getattribute__(self, "inside"):
            raise AssertionError(f"the charts read tl.{name} outside view_at")
        return object.__getattribute__(self, name)


class Twin(Timeline):
    """The same game, but at every step the seat is shown a twin of the state that differs only in what the
    seat may not know (the game's own twins.hidden_twins). `changed` counts the points whose twin differs."""

    seat = None
    changed = 0

    def view_at(self, step, seat):
        self._check(seat)
        real = self.goto(step)
        twins = game_module(self.record["game"], "twins").hidden_twins(real, seat, Rng(step))
        if not twins:
            return self.rules.view(real, seat)
        twin = twins[-1][1] if isinstance(twins[-1], tuple) else twins[-1]
        if self.rules.hash(twin) != self.rules.hash(real):
            self.changed += 1
        return self.rules.view(twin, seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_unfinished_charts_come_from_the_seat_view_alone(game_id):
    tl = unfinished(game_id)
    assert not tl.finished
    seat = HUMAN[game_id]
    with pytest.raises(HiddenView):
        series_of(tl, ALL)
    with pytest.raises(HiddenView):
        series_of(tl, seat + 1)  # another seat of a game in progress
    tl.__class__ = Guarded
    charts = series_of(tl, seat)
    tl.__class__ = Timeline
    assert charts and all(c.note.startswith("as ") for c in charts)
    # the public values are the states' (the hidden ones are checked below)
    assert check_against_states(tl.record, tl, charts, full=False) > 5
    tl.__class__ = Twin
    twin_charts = series_of(tl, seat)
    assert tl.changed > 0, "the twins differ from the game somewhere (else this proves nothing)"
    assert twin_charts == charts


def test_hidden_series_are_left_out_or_as_the_seat_knew(finished):
    tl = unfinished("terrorscape")  # the Killer (seat 0) never sees the Survivors' keys
    assert "Keys found" not in [c.title for c in series_of(tl, 0)]
    assert "Keys found" not in [c.title for c in series_of(tl, None)]
    tl = unfinished("who_goes_there")
    infection = {c.title: c for c in series_of(tl, HUMAN["who_goes_there"])}["The infection"]
    assert [line.label for line in infection.lines] == ["Infected players known"]
    revealed = {c.title: c for c in finished["who_goes_there"][2]}["The infection"]
    assert "Infected players known" not in [line.label for line in revealed.lines]
    tl = unfinished("the_thing")
    infection = {c.title: c for c in series_of(tl, HUMAN["the_thing"])}["The infection"]
    assert {line.label for line in infection.lines} == {"NPCs known infected", "Players known turned"}
