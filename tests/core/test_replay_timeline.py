"""The replay viewer's model (game.core.replay_timeline): stepping, turns, turning points, who may see
what, the story file."""
from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.errors import DataFileError
from game.core.fuzz import draw_setup
from game.core.records import make_record
from game.core.replay_timeline import ALL, KINDS, HiddenView, Timeline, jump_back_seconds, viewers
from game.core.rng import Rng
from game.games import REGISTRY, get_info, get_rules
from tests.helpers.engine_checks import playout

GAMES = list(REGISTRY)


def random_record(game_id: str, seed: int, options=None, players=None, stop=None, meta=None) -> dict:
    """A random legal game (a fuzz set-up unless given), stopped after `stop` steps when asked."""
    rules, info = get_rules(game_id), get_info(game_id)
    drawn_players, drawn_options = draw_setup(info, seed, Rng(seed))
    players = players or drawn_players
    options = drawn_options if options is None else options
    actions = []

    class Stop(Exception):
        pass

    def on_step(state, seat, action, events):
        actions.append(action)
        if stop is not None and len(actions) >= stop:
            raise Stop

    try:
        state, _ = playout(rules, None, seed, players, options, check=False, on_step=on_step)
    except Stop:
        state = rules.new_game(seed, players, options)
        for action in actions:
            rules.apply(state, action)
    return make_record(game_id, options, seed, players, actions, state_hash=rules.hash(state), meta=meta)


def replayed(record: dict, k: int):
    """The state after the first k actions, rebuilt from scratch without the timeline."""
    rules = get_rules(record["game"])
    state = rules.new_game(record["seed"], record["seats"], record["options"])
    for action in record_actions(record)[:k]:
        rules.apply(state, action)
    return state


def record_actions(record) -> list:
    return [Action.from_json(a) for a in record["actions"]]


def seats_meta(kinds: list) -> dict:
    return {"seats": [{"kind": k, "name": f"P{i + 1}", "level": "normal"} for i, k in enumerate(kinds)]}


@pytest.mark.parametrize("game_id", GAMES)
def test_goto_is_the_game_replayed_that_far(game_id):
    record = random_record(game_id, 11)
    tl = Timeline(record, every=8)
    rules = tl.rules
    assert tl.steps == len(record["actions"]) > 16
    rng = Rng(5)
    # back and forth in random order: the snapshot path, the forward path and the two ends
    for k in [tl.steps, 0] + [rng.randbelow(tl.steps + 1) for _ in range(6)] + [tl.steps - 1, 1]:
        assert rules.hash(tl.goto(k)) == rules.hash(replayed(record, k)), f"step {k}"
        assert tl.step == k
    assert rules.hash(tl.last()) == record["state_hash"]
    assert tl.forward() is tl.state and tl.step == tl.steps  # forward at the end stays there
    tl.first()
    assert tl.back() is tl.state and tl.step == 0
    with pytest.raises(IndexError):
        tl.goto(tl.steps + 1)


def test_back_from_the_end_applies_at_most_every_minus_one(monkeypatch):
    record = random_record("the_thing", 3, players=5)
    every = 16
    tl = Timeline(record, every=every)
    assert tl.steps > 4 * every
    calls = []
    original = tl.rules.apply
    monkeypatch.setattr(tl.rules, "apply", lambda state, action, seat=None: calls.append(1) or original(state, action))
    tl.last()
    worst = 0
    for _ in range(3 * every):
        calls.clear()
        tl.back()
        worst = max(worst, len(calls))
        assert len(calls) <= every - 1, f"back to step {tl.step} applied {len(calls)} actions"
    assert worst == every - 1  # a step just before a snapshot is the farthest from one
    calls.clear()
    seconds, applied = jump_back_seconds(tl, 100)
    assert len(calls) == applied <= every - 1 and seconds >= 0
    assert tl.rules.hash(tl.state) == tl.rules.hash(replayed(record, tl.steps - 100))


def test_turns_can_be_jumped_to():
    record = random_record("zombie", 4)
    tl = Timeline(record)
    assert len(tl.turns) > 3 and [t.word for t in tl.turns] == ["Turn"] * len(tl.turns)
    third = tl.turns[2]
    step = tl.turn_step(third.number)
    assert step == third.step and tl.turn_at(step) == third and tl.turn_at(step - 1) == tl.turns[1]
    # the turn begins at that step and not before: the public view says so
    assert tl.view_at(step, None)["turn"]["number"] == third.number
    assert tl.view_at(step - 1, None)["turn"]["number"] != third.number
    with pytest.raises(KeyError):
        tl.turn_step(10**6)


@pytest.mark.parametrize("game_id", GAMES)
def test_turning_points_of_every_kind_the_game_marks(game_id):
    rules = get_rules(game_id)
    declared = set(rules.turning_points)
    assert declared and declared <= set(KINDS)
    parasitoid = {**get_info(game_id).default_options(), "killer": "parasitoid"}
    seen = set()
    for seed in range(16):
        # Terrorscape's infection belongs to the Parasitoid alone: every other game of it has that Killer
        options = parasitoid if game_id == "terrorscape" and seed % 2 else None
        tl = Timeline(random_record(game_id, seed, options=options))
        marks = tl.turning_points(None)
        for mark in marks:
            assert mark.kind in declared and mark.text and 0 <= mark.step <= tl.steps
            kinds_here = {r["type"] for r in (rules.redact(e, None) for e in tl.events[mark.step]) if r}
            assert kinds_here & rules.turning_points[mark.kind]
        seen |= {m.kind for m in marks}
        if seen == declared:
            break
    assert seen == declared


def test_an_unfinished_game_shows_only_its_own_seat():
    record = random_record("who_goes_there", 6, players=4, stop=60, meta=seats_meta(["ai", "human", "ai", "ai"]))
    tl = Timeline(record)
    assert not tl.finished
    who = viewers(tl)
    assert who.seats == (1, None) and not who.full_reveal
    rules = tl.rules
    assert tl.view_at(30, 1) == rules.view(replayed(record, 30), 1)
    assert tl.view_at(30, None) == rules.view(replayed(record, 30), None)
    seen = [tl.lines_at(k, 1) for k in range(tl.steps + 1)]
    assert seen == [[t for e in events for t in [(rules.redact(e, 1) or {}).get("text")] if t] for events in tl.events]
    assert sum(map(len, seen)) > tl.steps // 2
    for seat in (0, 2, 3, ALL):
        with pytest.raises(HiddenView):
            tl.view_at(30, seat) if seat != ALL else tl.reveal_at(30)
        with pytest.raises(HiddenView):
            tl.lines_at(30, seat)
        with pytest.raises(HiddenView):
            tl.story(seat)
        with pytest.raises(HiddenView):
            tl.turning_points(seat)
    # several people at one screen, or a file that does not say who played: the public view alone
    for meta in (seats_meta(["human", "human", "ai", "ai"]), None):
        shared = Timeline({**record, "meta": meta} if meta else {k: v for k, v in record.items() if k != "meta"})
        assert viewers(shared).seats == (None,) and not viewers(shared).full_reveal
        with pytest.raises(HiddenView):
            shared.view_at(5, 1)


def test_a_finished_game_shows_every_seat_and_everything():
    record = random_record("the_thing", 2, players=4, meta=seats_meta(["human", "ai", "ai", "ai"]))
    tl = Timeline(record)
    assert tl.finished
    who = viewers(tl)
    assert who.full_reveal and set(who.seats) == {None, 0, 1, 2, 3}
    views = tl.reveal_at(10)
    assert views == [tl.rules.view(replayed(record, 10), s) for s in range(4)]
    assert views[0] != views[1]  # each seat's own secrets: a real reveal, not four copies


def test_the_story_file(tmp_path):
    record = random_record("who_goes_there", 8, players=5, meta=seats_meta(["human"] * 5))
    tl = Timeline(record)
    rules = tl.rules
    # an event whose private line only one seat sees
    private = next((s, e) for events in tl.events for e in events for s in range(5)
                   if (rules.redact(e, s) or {}).get("text") not in (None, (rules.redact(e, None) or {}).get("text")))
    seat, event = private
    secret = rules.redact(event, seat)["text"]
    out = tmp_path / "story.txt"
    tl.write_story(out, seat)
    text = out.read_text(encoding="utf-8")
    assert secret in text
    assert f"== {tl.turns[1].word} {tl.turns[1].number} ==" in text
    assert "Seen by: P" in text and "Result: " in text
    public = tl.story(None)
    assert secret not in public
    assert rules.redact(event, None)["text"] in public
    everything = tl.story(ALL)
    assert f"[P{seat + 1}] {secret}" in everything
    # every line of the seat's story is an event line of that seat (or a heading)
    lines = [ln for ln in text.splitlines()[5:] if ln and not ln.startswith("== ")]
    assert len(lines) == sum(len(tl.lines(e, seat)) for events in tl.events for e in events)
    tl.write_story(out, None)  # written again atomically: the previous story kept as its backup
    assert (tmp_path / "story.txt.bak").read_text(encoding="utf-8") == text


def test_a_bad_record_is_named():
    record = random_record("zombie", 1)
    record["actions"][5] = {"kind": "no_such_move"}
    with pytest.raises(DataFileError) as exc:
        Timeline(record, path="broken.json")
    assert "broken.json" in str(exc.value) and "actions[5]" in str(exc.value)


def test_the_replay_command_writes_a_story_and_times_a_jump(tmp_path, capsys):
    from game.__main__ import main
    from game.core.records import save

    path = tmp_path / "game.json"
    save(path, random_record("zombie", 3, players=3, stop=80, meta=seats_meta(["ai", "human", "ai"])))
    assert main(["replay", str(path), "--jump-back", "50"]) == 0
    assert "jump back 50 steps (step 80 -> 30 of 80)" in capsys.readouterr().out
    story = tmp_path / "story.txt"
    # an unfinished game: another seat's story and everything revealed are refused, nothing is written
    for seat in ("1", "all"):
        assert main(["replay", str(path), "--story", str(story), "--seat", seat]) == 2
        assert "cannot be shown" in capsys.readouterr().err and not story.exists()
    assert main(["replay", str(path), "--story", str(story), "--seat", "9"]) == 2
    assert main(["replay", str(path), "--story", str(story)]) == 0  # the game's own seat
    assert "Seen by: P2 (Camp 2)" in story.read_text(encoding="utf-8")
