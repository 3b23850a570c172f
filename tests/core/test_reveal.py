"""Everything revealed (game/games/<id>/reveal.py, Timeline.revealed_at / marks_until, game.core.replay_reveal):
every secret of a mid-game state named in words, the hidden places and their paths, a computer seat's belief
built from its own view and events only, and none of it for an unfinished game."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.core.replay_reveal import Suspicions, reveal_module
from game.core.replay_timeline import HiddenView, Timeline
from game.core.replay_words import percent_line, secret_pairs
from game.core.rng import Rng
from game.games import REGISTRY, game_module, get_rules
from tests.core.test_replay_timeline import random_record, replayed, seats_meta

NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def mid_game(game_id: str, seed: int, stop: int):
    record = random_record(game_id, seed, stop=stop)
    state = replayed(record, stop)
    names = NAMES[:record["seats"]]
    return state, names, reveal_module(game_id).revealed(state, names)


def row_of(out: dict, seat: int) -> dict:
    rows = [r for r in out["seats"] if r["seat"] == seat]
    assert len(rows) == 1, f"seat {seat} has {len(rows)} rows"
    return rows[0]


def said(row: dict) -> str:
    return " | ".join([row["title"]] + row["lines"])


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_every_seat_has_one_row_under_its_name(game_id):
    state, names, out = mid_game(game_id, 2, 40)
    assert sorted(r["seat"] for r in out["seats"]) == list(range(len(names)))
    for row in out["seats"]:
        assert row["title"].startswith(names[row["seat"]]) and row["lines"]
    pairs = secret_pairs(out, names)
    assert [who for who, _ in pairs[:len(names)]] == names  # the game-over list: each seat under its name


@pytest.mark.parametrize("seed,stop", [(3, 120), (5, 300)])
def test_zombie_names_every_hand_and_the_strain(seed, stop):
    state, names, out = mid_game("zombie", seed, stop)
    d = state.d
    assert sum(map(len, d["hands"])) > 0
    for seat, hand in enumerate(d["hands"]):
        cards = [state.card(u).name for u in hand]
        row = row_of(out, seat)
        assert row["cards"] == cards
        assert all(name in said(row) for name in cards)
    strains = state.content.strains
    assert (f"Strain: {strains[d['strain']].name}" if d["strain"] in strains else "Strain: none (no ZombiE Strain)") \
        in out["notes"]


@pytest.mark.parametrize("seed", [3, 8])  # each with peeks and claims by then
def test_crimson_creek_names_the_possessed_the_clues_the_lair_and_every_peek(seed):
    state, names, out = mid_game("crimson_creek", seed, 60)
    d, c = state.d, state.content
    notes = " ".join(out["notes"])
    assert f"Possessed: the {state.char_name(d['possessed'])}" in notes
    for clue in d["clue_sleeves"]:
        assert c.clues[clue]["name"] in notes
    assert d["lair"] and f"Klein's Lair: {state.loc_name(d['lair'])}" in notes
    assert reveal_module("crimson_creek").marks(state) == {"lair": d["lair"]}
    for icon, loc in d["sleeves"].items():
        assert f"{c.icon_names[icon]}: {state.loc_name(loc)}" in notes
    for p in d["players"]:
        row = row_of(out, p["seat"])
        assert f"the {state.char_name(p['char'])}" in row["title"]
        mine = d["possessed"] in (p["char"], p.get("first_char"))
        assert ("possessed by Klein" in row["title"]) == mine
        for loc in p["knows"]["peeks"].values():
            assert state.loc_name(loc) in said(row)
        for claim in p["knows"]["claims"]:  # what it was told, under who told it
            assert f"heard from {names[claim['from']]} (Act {claim['act']})" in said(row)
    assert any(p["knows"]["peeks"] for p in d["players"]) and any(p["knows"]["claims"] for p in d["players"])


@pytest.mark.parametrize("seed,stop,what", [(3, 120, "one Killer"), (1, 120, "Double Trouble"),
                                            (2, 120, "the Parasitoid, Separate Ways")])
def test_terrorscape_names_the_killers_cards_and_place_and_each_survivors_items(seed, stop, what):
    state, names, out = mid_game("terrorscape", seed, stop)
    d = state.d
    ks = [d["killer"]] + list(d.get("other_killers", ()))
    assert (len(ks) == 2) == (what == "Double Trouble")
    for k in ks:
        row = row_of(out, k["seat"])
        assert k["hand"] and all(state.skill_name(u) in row["cards"] and state.skill_name(u) in said(row)
                                 for u in k["hand"])
        assert f"at {state.loc_name(k['loc'])}" in said(row)
        assert f"level {k['level']}" in said(row)
    for char, sv in d["surv"].items():
        row = row_of(out, sv["seat"])
        assert state.name(char) in row["title"]
        assert all(state.item_name(u) in row["cards"] for u in sv["items"])
        if sv["out"] is None:
            assert f"{state.name(char)} at {state.loc_name(sv['loc'])}" in said(row)
    marks = reveal_module("terrorscape").marks(state)
    assert marks["killer"] in {k["loc"] for k in ks}
    if what == "Double Trouble":
        assert {marks["killer"], marks["killer2"]} == {k["loc"] for k in ks}
    else:
        assert marks["killer"] == d["killer"]["loc"]
    for char, sv in d["surv"].items():
        assert marks.get(f"survivor:{char}") == (sv["loc"] if sv["out"] is None else None)
    if what.startswith("the Parasitoid"):
        from game.games.terrorscape.infection import host
        who = host(state)
        assert (f"The Host: {state.name(who)}" if who else "The Host: nobody yet") in out["notes"]


@pytest.mark.parametrize("seed", [1, 2])
def test_who_goes_there_names_the_host_the_infected_and_every_hand(seed):
    from game.games.who_goes_there.state import host_seat
    from game.games.who_goes_there.words import card_name

    state, names, out = mid_game("who_goes_there", seed, 150)
    d = state.d
    host = host_seat(d)
    assert host is not None  # the seeds are picked so that someone carries it
    for seat, pl in enumerate(d["players"]):
        row = row_of(out, seat)
        status = "the Host" if seat == host else "infected" if pl["infected"] else "human"
        assert row["title"].endswith(status)
        assert row["cards"] == [card_name(c) for c in pl["hand"]]


@pytest.mark.parametrize("stop", [200, None])
def test_the_thing_names_the_thing_the_infected_and_every_hand(stop):
    from game.games.the_thing.replay.reveal import card_name
    from game.games.the_thing.state import char_name, kind

    record = random_record("the_thing", 4, stop=stop)
    state = replayed(record, len(record["actions"]))
    names = NAMES[:record["seats"]]
    out = reveal_module("the_thing").revealed(state, names)
    d = state.d
    assert row_of(out, 0)["title"] == f"{names[0]}: the Thing player"
    for seat, pl in enumerate(d["players"]):
        row = row_of(out, seat)
        assert row["cards"] == [card_name(c) for c in pl["hand"]]
        if seat:
            thing = any(kind(c) == "multi_thing" for c in pl["infection"])
            assert ("a Thing" in row["title"]) == thing and ("human" in row["title"]) != thing
    things = [char_name(ch) for ch, row in d["chars"].items()
              if row["seat"] is None and any(kind(c) == "infected" for c in row["infection"])]
    assert things and out["notes"][0] == "NPCs that are Things: " + ", ".join(things)


def test_an_unfinished_game_reveals_nothing():
    record = random_record("terrorscape", 3, stop=80, meta=seats_meta(["human", "ai", "ai", "ai", "ai"][:5]))
    tl = Timeline(record)
    assert not tl.finished
    for ask in (tl.revealed_at, tl.marks_until):
        with pytest.raises(HiddenView):
            ask(40)


def test_the_killers_path_is_every_place_it_stood_in_order():
    record = random_record("terrorscape", 3, meta=seats_meta(["ai"] * 5))
    tl = Timeline(record)
    assert tl.finished
    mod, rules = reveal_module("terrorscape"), get_rules("terrorscape")
    state = rules.new_game(record["seed"], record["seats"], record["options"])
    walked = [mod.marks(state)["killer"]]  # every place it stood, one game walked step by step apart from tl
    for k, action in enumerate(tl.actions, 1):
        rules.apply(state, action)
        if mod.marks(state)["killer"] != walked[-1]:
            walked.append(mod.marks(state)["killer"])
        if k in (1, tl.steps // 3, tl.steps):
            assert tl.marks_until(k)["killer"] == walked, f"step {k}"
    assert len(walked) > 3 and all(a != b for a, b in zip(walked, walked[1:]))
    assert tl.marks_until(0)["killer"] == walked[:1]
    with pytest.raises(IndexError):
        tl.marks_until(tl.steps + 1)


class Sealed:
    """A game's rules that answer view and redact for one seat only: what a computer seat's belief may read."""

    def __init__(self, rules, seat):
        self.rules, self.seat = rules, seat

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def view(self, state, seat):
        assert seat == self.seat, f"read the view of seat {seat}"
        return self.rules.view(state, seat)

    def redact(self, event, seat):
        assert seat == self.seat, f"read an event as seat {seat}"
        return self.rules.redact(event, seat)


@pytest.mark.parametrize("game_id,seed,seat,level,word", [
    ("who_goes_there", 2, 1, "normal", "suspects"),
    ("the_thing", 4, 2, "hard", "suspects"),
    ("crimson_creek", 3, 1, "hard", "suspects"),
    ("crimson_creek", 3, 2, "easy", "suspects"),
    ("terrorscape", 3, 0, "normal", "believes"),
    ("terrorscape", 31, 2, "normal", "suspects the Host"),  # a Survivor seat of a Parasitoid game
])
def test_a_computer_seats_belief_comes_from_its_own_view_and_events(game_id, seed, seat, level, word):
    record = random_record(game_id, seed)
    n = record["seats"]
    meta = {"seats": [{"kind": "ai", "name": NAMES[i], "level": level} for i in range(n)]}
    tl = Timeline({**record, "meta": meta})
    step = tl.steps * 3 // 4
    out = tl.revealed_at(step)
    line = [x for x in row_of(out, seat)["lines"] if x.startswith(word)]
    assert len(line) == 1 and "%" in line[0], out
    mod = reveal_module(game_id)
    # the same line again from a fresh start, asked for after a later step (no state of the walk carries over)
    again = Timeline({**record, "meta": meta})
    again.revealed_at(tl.steps)
    assert [x for x in row_of(again.revealed_at(step), seat)["lines"] if x.startswith(word)] == line
    # from rules that show only this seat's view and events, on a twin state differing in what it cannot see
    sealed = SimpleNamespace(rules=Sealed(tl.rules, seat), events=tl.events, snapshots=tl.snapshots,
                             actions=tl.actions, every=tl.every)
    rules = get_rules(game_id)
    twin_module = game_module(game_id, "twins")
    twins = twin_module.hidden_twins(tl.goto(step), seat, Rng(7))
    assert twins and any(rules.hash(t) != rules.hash(tl.goto(step)) for _, t in twins)
    for _, twin in twins:
        got = Suspicions(sealed, mod, meta["seats"]).line(step, seat, twin, NAMES[:n])
        assert got == line[0]


def test_a_human_seat_has_no_belief_line():
    record = random_record("who_goes_there", 2)
    n = record["seats"]
    tl = Timeline({**record, "meta": seats_meta(["human"] + ["ai"] * (n - 1))})
    out = tl.revealed_at(tl.steps // 2)
    assert not any(x.startswith("suspects") for x in row_of(out, 0)["lines"])
    assert all(any(x.startswith("suspects") for x in row_of(out, s)["lines"]) for s in range(1, n))
    assert tl.marks_until(tl.steps) == {}  # every character stands on the open map


def test_percent_line_reads_the_likeliest_first():
    assert percent_line("suspects", {"Bo": 0.2, "Cy": 0.62, "Dee": 0.001, "Al": 0.2}) == "suspects: Cy 62%, Al 20%, Bo 20%"
    assert percent_line("suspects", {"Bo": 0.0}) == "suspects nobody"
