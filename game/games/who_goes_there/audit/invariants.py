"""What holds after every step of a Who Goes There? game (checked by the fuzz)."""
from __future__ import annotations

from collections import Counter

from ..state import CONTAMINATED, content
from ..view import PUBLIC

# The most steps a game can take (the fuzz's step_bound check): the Phase Meter's rounds. Measured: the longest of
# 200 fuzz games took 755 steps, of 1,500 Normal/Easy games at 3-8 seats 1,149 (eight seats).
STEP_BOUND = 4000


def inside_cards(d: dict) -> Counter:
    """Every inside card wherever it is: the decks, the Specialty decks, hands, the Camp Discard, the Bonfire,
    the Landmarks in play."""
    out = Counter(d["decks"]["storage"]) + Counter(d["decks"]["workshop"]) + Counter(d["camp_discard"])
    out += Counter(d["bonfire"]) + Counter(card for card, _ in d.get("landmarks", ()))
    for pl in d["players"]:
        out += Counter(pl["hand"]) + Counter(pl["specialty"])
    return out


def check(rules, state) -> None:
    d = state.d
    c = content()
    fan = d["ia"]["fan"] if "ia" in d else []  # an Infection Attack's cards, fanned face down
    vuln = list(d["vulnerable"]) + [v for pl in d["players"] for v in pl["vulnerable"]] + fan
    assert len(vuln) == 12 and vuln.count(CONTAMINATED) == 1, "the 12 Vulnerable cards, one contaminated"
    hosts = [x for x, pl in enumerate(d["players"]) if CONTAMINATED in pl["vulnerable"]]
    assert len(hosts) <= 1 and all(d["players"][h]["infected"] for h in hosts), "at most one Host, infected"
    assert hosts or CONTAMINATED in d["vulnerable"] or CONTAMINATED in fan
    tiles = Counter(d["tiles"]) + Counter(i for pl in d["players"] for i in pl["items"]) + Counter(list(d.get("walkies", {})))
    assert all(tiles[i] == it["supply"] for i, it in c.items.items()), "Item tiles are conserved"
    limit = c.camp["player"]["unconscious_at"]
    for pl in d["players"]:
        assert 0 <= pl["stamina"] <= pl["stamina_max"] and pl["actions"] >= 0 and pl["xp"] >= 0
        assert 0 <= pl["critical"] <= pl["strikes"] and pl["frostbite"] >= 0
        if not pl["dead"]:
            assert (pl["strikes"] + pl["frostbite"] >= limit) == pl["unconscious"] or pl["unconscious"]
            assert pl["frostbite"] < c.camp["player"]["frostbite_death"]
        else:
            assert not pl["hand"] and not pl["items"] and not pl["bonuses"]
    if d["frame"] is not None:
        assert rules.legal_actions(state), f"a decision with no choice: {d['frame']}"
    for seat in [None] + list(range(d["seats"])):
        view = rules.view(state, seat)
        for x, row in enumerate(view["players"]):
            if x != seat:
                assert "hand" not in row and "vulnerable" not in row
                assert "infected" not in row or d["result"] is not None or x in d.get("revealed", ())
            assert set(PUBLIC) <= set(row)
