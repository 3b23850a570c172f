"""What holds after every step of a game of The Thing (checked by the fuzz)."""
from __future__ import annotations

from game.games.the_thing.info import THING_SEAT
from game.games.the_thing.setup import all_cards
from game.games.the_thing.state import content, kind

# The most steps a game can take (the fuzz's step_bound check). A game is at most the 17 Encounter cards' rounds
# and the Final Confrontation; a side reshuffles its discards at most reshuffles_max times (setup.toml), and every
# card played in a window or at Thing-out leaves a hand, so no round runs on. Measured: the longest of 200 fuzz
# games took 921 steps, of 1,900 Normal/Easy games at 2-6 seats 930 (a 400-game 6-seat Normal tournament: 929).
STEP_BOUND = 5000


def total_cards(d: dict):
    return all_cards(d)


def check(rules, state) -> None:
    d = state.d
    c = content()
    total = all_cards(d)
    assert sum(total.values()) == EXPECTED[d["seats"]], "cards appeared or vanished"
    for ch, row in d["chars"].items():
        if row["seat"] is None:
            assert all(kind(x) in ("human", "infected") for x in row["infection"]), "only regular cards under NPCs"
        if row["site"] not in ("rec", "shed", "encounter") and row["site"] not in c.tasks:
            raise AssertionError(f"{ch} at an unknown site {row['site']}")
        if not row["alive"]:
            assert row["site"] in ("rec", "shed"), f"dead {ch} assigned to {row['site']}"
    assert sum(1 for row in d["chars"].values() if row["site"] == "shed") <= 1
    for x, pl in enumerate(d["players"]):
        assert all(kind(cid) in ("multi_human", "multi_thing") for cid in pl["infection"])
        if x == THING_SEAT:
            assert pl["char"] is None and not pl["infection"]
        if pl["dead"]:
            assert not pl["hand"]
    assert 0 <= d["coast"] <= c.coast["win_at"] + 5
    for t, row in d["tasks"].items():
        assert row["tokens"] >= 0
    f = d["frame"]
    if d["result"] is None:
        assert f is not None and 0 <= f["seat"] < d["seats"]
        assert not d["players"][f["seat"]]["dead"], "a dead player asked to decide"
    for seat in range(d["seats"]):
        v = rules.view(state, seat)
        for x, row in enumerate(v["players"]):
            if x != seat:
                assert "hand" not in row
        if seat != THING_SEAT and d["result"] is None:
            for ch, row in v["chars"].items():
                if "infection" in row:
                    assert d["chars"][ch]["revealed"] or ch in d.get("public", {}), f"seat {seat} sees {ch}'s card"


EXPECTED: dict = {}


def _expected() -> None:
    from game.games.the_thing.rules import RULES
    for seats in range(2, 7):
        EXPECTED[seats] = sum(all_cards(RULES.new_game(0, seats).d).values())


_expected()
