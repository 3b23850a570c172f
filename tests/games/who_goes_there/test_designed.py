"""The rules the rulebook does not settle live in camp.toml's [designed] table, each with its `# designed:` note,
and the engine plays what the table says: each test flips one value and sees the play change."""
from __future__ import annotations

from game.core.actions import Action
from game.core.paths import game_data
from game.games.who_goes_there import flow, harm
from game.games.who_goes_there.rules import RULES
from game.games.who_goes_there.state import content

from .fixtures import started


def _flip(monkeypatch, key, value):
    monkeypatch.setitem(content().camp["designed"], key, value)


def test_every_designed_value_has_its_note_in_camp_toml():
    """Each key of [designed] sits under its own comment block, which opens with `# designed:`."""
    lines = (game_data("who_goes_there") / "camp.toml").read_text(encoding="utf-8").splitlines()
    first = lines.index("[designed]")
    for key in content().camp["designed"]:
        at = next(i for i, line in enumerate(lines) if i > first and line.startswith(f"{key} ="))
        top = at
        while lines[top - 1].startswith("#"):
            top -= 1
        notes = [line for line in lines[top:at] if line.startswith("# designed:")]
        assert top < at and notes, f"{key} has no designed note above it"


def test_first_aid_heals_a_critical_strike_first_or_a_plain_one(monkeypatch):
    s = started()
    pl = s.d["players"][0]
    pl.update(strikes=2, critical=1)
    harm.heal(s.d, 0, 1, [])
    assert (pl["strikes"], pl["critical"]) == (1, 0)
    _flip(monkeypatch, "heal_critical_first", False)
    pl.update(strikes=2, critical=1)
    harm.heal(s.d, 0, 1, [])
    assert (pl["strikes"], pl["critical"]) == (1, 1)
    harm.heal(s.d, 0, 1, [])
    assert (pl["strikes"], pl["critical"]) == (0, 0)


def _sleep_round_out_cold():
    s = started()
    d = s.d
    a, b = d["order"][0], d["order"][1]
    d["players"][b].update(strikes=3, unconscious=True)
    d["sleep"], d["frame"] = {}, {"kind": "sleep", "seat": a}
    s.changed()
    return s, d, a, b


def test_an_unconscious_player_cannot_bunk_unless_the_table_says_so(monkeypatch):
    s, d, a, b = _sleep_round_out_cold()
    assert Action("bunk", other=b) not in RULES.legal_actions(s)
    assert flow.bunk_partners(d, b) == []
    _flip(monkeypatch, "unconscious_may_bunk", True)
    s, d, a, b = _sleep_round_out_cold()
    assert Action("bunk", other=b) in RULES.legal_actions(s) and a in flow.bunk_partners(d, b)


def _storage_empty():
    s = started()
    d = s.d
    me = RULES.decision(s).seat
    d["camp_discard"] += [c for c in d["decks"]["storage"]]
    d["decks"]["storage"] = []
    s.changed()
    return s, d, me


def test_an_empty_storage_deck_is_refilled_from_the_camp_discard_or_stays_empty(monkeypatch):
    s, d, me = _storage_empty()
    assert Action("search", deck="storage") in RULES.legal_actions(s)
    assert flow.draw(s, me, "storage", []) is not None
    _flip(monkeypatch, "refill_inside_decks", False)
    s, d, me = _storage_empty()
    assert Action("search", deck="storage") not in RULES.legal_actions(s)
    assert flow.draw(s, me, "storage", []) is None and d["decks"]["storage"] == []


def test_a_coat_never_saves_an_empty_bar_from_freezing_unless_the_table_says_so(monkeypatch):
    coat = next(i for i, it in content().items.items() if it["attribute"] == "warmth_two")

    def freeze():
        s = started()
        pl = s.d["players"][0]
        pl.update(stamina=0, items=[coat])
        flow.temperature_drop(s.d, 0, 1, [])
        return pl["strikes"]

    assert freeze() == 1
    _flip(monkeypatch, "coat_spares_an_empty_bar", True)
    assert freeze() == 0
